// The first parse of a large text takes parts at once: the tree and diagnostics are those of one parse, whether the parts meet or not.

import Foundation
import CDMTestSupport
import XCTest

@testable import CDMSyntax

final class ParseInHalvesTests: XCTestCase {
    /// Declarations of every kind, with errors in them, repeated past the threshold.
    func largeText(middle: String = "") -> String {
        let block = """
            /// An entity.
            entity Note: Base @class("NoteMO") {
              title: String? @length(1...80)
              count: Int32 = 0 @range(0...)
              tags: [Tag] @inverse(notes)
              broken: = @
              unique(title)
            }
            configuration Cloud @cloudKit { Note }
            fetch request Recent: Note "title != nil"
            abstract entity Base {
              "unterminated
            }

            """
        var out = "model Big\n\n"
        let half = IncrementalParser.halvingThreshold / 2 + 1024
        while out.utf8.count < half { out += block }
        out += middle
        while out.utf8.count < IncrementalParser.halvingThreshold * 2 { out += block }
        return out
    }

    func check(_ text: String, meet: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core: the text is parsed in one piece")
        let bytes = Array(text.utf8)
        let source: IncrementalParser.TextSource = { Array(bytes[$0]) }
        let middle = try XCTUnwrap(IncrementalParser.splitPoint(from: bytes.count / 2, total: bytes.count, text: source), file: file, line: line)
        let halves = try XCTUnwrap(IncrementalParser.parseInHalves(total: bytes.count, text: source), file: file, line: line)
        // Whether the second half was kept: a unit of the result starts at the middle.
        var starts: Set<Int> = []
        var at = 0
        for u in halves {
            starts.insert(at)
            at += u.length
        }
        XCTAssertEqual(starts.contains(middle), meet, "where the halves meet", file: file, line: line)
        let whole = IncrementalParser.parseUnits(from: 0, total: bytes.count, window: IncrementalParser.window, text: source) { _ in false }
        XCTAssertEqual(halves.count, whole.count, file: file, line: line)
        for (a, b) in zip(halves, whole) {
            XCTAssertTrue(IncrementalParser.sameUnit(a, b) && a.length == b.length, file: file, line: line)
        }
        let full = Parser.parse(bytes: bytes)
        let parsed = IncrementalParser(count: bytes.count, text: source).parsedFile
        XCTAssertTrue(IncrementalParserTests.same(parsed, full), IncrementalParserTests.difference(parsed, full), file: file, line: line)
        // `cdm check`'s way: the file made from the parts directly.
        let once = IncrementalParser.parseFile(count: bytes.count, text: source)
        XCTAssertTrue(IncrementalParserTests.same(once, full), IncrementalParserTests.difference(once, full), file: file, line: line)
    }

    /// Eight parts, the fourth of which does not meet the fifth (a comment that hides `}` lines
    /// covers where the fifth starts): it reads on to the end, the parts after it are dropped, and
    /// the result is the whole parse.
    func testAPartThatDoesNotMeetTheNextReadsOnToTheEnd() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core: the text is parsed in one piece")
        let block = "entity Note {\n  title: String?\n  tags: [Tag] @inverse(notes)\n}\nfetchRequest Recent: Note @predicate(\"title != nil\")\n"
        let middle = IncrementalParser.halvingThreshold
        var out = "model Big\n\n"
        while out.utf8.count < middle - 2048 { out += block }
        out += "/* lines that end no declaration:\n" + String(repeating: "}\n", count: 4096) + "*/\n"
        while out.utf8.count < middle * 2 + 8192 { out += block }
        let bytes = Array(out.utf8)
        let source: IncrementalParser.TextSource = { Array(bytes[$0]) }
        let total = bytes.count
        let count = IncrementalParser.partCount(total)
        XCTAssertEqual(count, 8)
        let bounds = try (1..<count).map { k in try XCTUnwrap(IncrementalParser.splitPoint(from: total * k / count, total: total, text: source)) }
        let parts = try XCTUnwrap(IncrementalParser.parseInHalves(total: total, text: source))
        var starts: Set<Int> = []
        var at = 0
        for u in parts {
            starts.insert(at)
            at += u.length
        }
        // The fifth part starts in the comment; the later ones' starts are units' starts, as the
        // fourth part read on past them.
        XCTAssertEqual(bounds.map { starts.contains($0) }, [true, true, true, false, true, true, true], "which parts' starts are where units start")
        let whole = IncrementalParser.parseUnits(from: 0, total: total, window: IncrementalParser.window, text: source) { _ in false }
        XCTAssertEqual(parts.count, whole.count)
        for (a, b) in zip(parts, whole) {
            XCTAssertTrue(IncrementalParser.sameUnit(a, b) && a.length == b.length)
        }
        let full = Parser.parse(bytes: bytes)
        let once = IncrementalParser.parseFile(count: total, text: source)
        XCTAssertTrue(IncrementalParserTests.same(once, full), IncrementalParserTests.difference(once, full))
    }

    func testHalvesMeetAtADeclarationsEnd() throws {

        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        try check(largeText(), meet: true)
    }

    /// A block comment open across the middle: the `}` found there ends no declaration, so the
    /// first half parses on to the end and the second is dropped.
    func testHalvesThatDoNotMeetGiveTheWholeParse() throws {
        try check(largeText(middle: "/* a comment that hides\n}\nentity Hidden {\n}\n"), meet: false)
    }

    /// An unclosed brace before the middle: the parser's recovery decides where units end.
    func testUnclosedBraceBeforeTheMiddle() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let text = largeText(middle: "entity Open {\n  a: String\n\n")
        let bytes = Array(text.utf8)
        let parsed = IncrementalParser(count: bytes.count) { Array(bytes[$0]) }.parsedFile
        let full = Parser.parse(bytes: bytes)
        XCTAssertTrue(IncrementalParserTests.same(parsed, full), IncrementalParserTests.difference(parsed, full))
    }
}
