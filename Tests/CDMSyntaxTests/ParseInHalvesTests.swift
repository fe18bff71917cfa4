// The first parse of a large text takes two halves at once: the tree and diagnostics are those of one parse, whether the halves meet or not.

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
        let middle = try XCTUnwrap(IncrementalParser.splitPoint(total: bytes.count, text: source), file: file, line: line)
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
