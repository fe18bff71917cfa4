// The differential test of incremental reparsing: random edit sequences, each edit checked against a full parse.

import CDMTestSupport
import Foundation
import XCTest

@testable import CDMSyntax

/// Random edits of a text at character boundaries: typing, deleting, pasting, and the characters that
/// change how much of a file a token or declaration covers (quotes, comment starts, braces, keywords).
struct RandomEditor {
    var random: SeededRandom
    /// Pieces of the original text worth pasting (its tokens and lines).
    let pieces: [String]

    init(seed: UInt64, text: String) {
        random = SeededRandom(seed: seed)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        pieces = Lexer.tokenize(text).map(\.text) + lines
    }

    /// An edit of `bytes`: the UTF-8 range replaced and the new text.
    mutating func edit(of bytes: [UInt8]) -> (range: TextRange, text: String) {
        let at = boundary(in: bytes, near: Int.random(in: 0...bytes.count, using: &random))
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2:
            // Type a character or a grammar piece.
            return (.empty(at: at), Mutator.interesting.randomElement(using: &random)!)
        case 3, 4:
            // Delete a few characters.
            let end = boundary(in: bytes, near: min(bytes.count, at + Int.random(in: 1...6, using: &random)))
            return (TextRange(start: at, end: max(at, end)), "")
        case 5:
            // Delete a larger stretch (a line, a declaration).
            let end = boundary(in: bytes, near: min(bytes.count, at + Int.random(in: 1...200, using: &random)))
            return (TextRange(start: at, end: max(at, end)), "")
        case 6, 7:
            // Paste a token or a line of the original.
            return (.empty(at: at), pieces.isEmpty ? "x" : pieces.randomElement(using: &random)!)
        case 8:
            // Replace a few characters with a piece.
            let end = boundary(in: bytes, near: min(bytes.count, at + Int.random(in: 1...4, using: &random)))
            return (TextRange(start: at, end: max(at, end)), pieces.isEmpty ? "y" : pieces.randomElement(using: &random)!)
        default:
            // Type an identifier character (the most common keystroke).
            return (.empty(at: at), String("abcXYZ_1".randomElement(using: &random)!))
        }
    }

    /// The nearest character boundary at or before `offset`.
    func boundary(in bytes: [UInt8], near offset: Int) -> Int {
        var i = min(max(0, offset), bytes.count)
        while i > 0 && i < bytes.count && (bytes[i] & 0xC0) == 0x80 { i -= 1 }
        return i
    }
}

/// Applies an edit to bytes.
func apply(_ edit: (range: TextRange, text: String), to bytes: inout [UInt8]) {
    bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.text.utf8))
}

/// The texts the differential tests start from: the examples, the corpus imports and the parser fixtures.
func differentialInputs(file: StaticString = #filePath, line: UInt = #line) -> [(name: String, text: String)] {
    var urls = TestPaths.examples(file: file, line: line)
    urls += TestPaths.cdmFiles(in: TestPaths.testsRoot.appendingPathComponent("CDMImportTests/Golden"))
    urls += TestPaths.cdmFiles(in: TestPaths.fixtures("CDMSyntaxTests", "Parser"))
    return urls.compactMap { url in TestPaths.read(url, file: file, line: line).map { (url.lastPathComponent, $0) } }
}

final class IncrementalParserTests: XCTestCase {
    /// Thousands of random edit sequences over every input; after each edit, the incrementally
    /// updated tree and diagnostics must equal a full parse of the new text.
    func testRandomEditSequencesMatchFullParse() {
        let inputs = differentialInputs()
        XCTAssertGreaterThan(inputs.count, 10, "too few inputs")
        var edits = 0
        var sequences = 0
        var reparsedBytes = 0
        var totalBytes = 0
        for (n, input) in inputs.enumerated() {
            var editor = RandomEditor(seed: 0xC0DE_0000 + UInt64(n), text: input.text)
            // Short files get fewer sequences: every input still sees a few hundred edits.
            // The quick suite does a tenth of the rounds (`TestScale`).
            let rounds = max(40, min(120, 40_000 / max(1, input.text.utf8.count))) / TestScale.rounds(quick: 10, full: 1)
            for round in 0..<rounds {
                var bytes = Array(input.text.utf8)
                let parser = IncrementalParser(bytes: bytes)
                for step in 0..<8 {
                    let edit = editor.edit(of: bytes)
                    let previous = String(decoding: bytes, as: UTF8.self)
                    apply(edit, to: &bytes)
                    let current = bytes
                    let before = parser.units.count
                    let splice = parser.edit(edit.range, newLength: edit.text.utf8.count) { Array(current[$0]) }
                    XCTAssertEqual(parser.units.count, before - splice.removed.count + splice.inserted)
                    edits += 1
                    totalBytes += bytes.count
                    for i in splice.removed.lowerBound..<(splice.removed.lowerBound + splice.inserted) { reparsedBytes += parser.units[i].length }
                    let full = Parser.parse(bytes: bytes)
                    let incremental = parser.parsedFile
                    if !Self.same(incremental, full) {
                        XCTFail(
                            "\(input.name), round \(round), step \(step): edit \(edit.range) ← \(edit.text.debugDescription) differs from a full parse\n\(Self.difference(incremental, full))\nbefore the edit: \(previous.debugDescription)"
                        )
                        return
                    }
                }
                sequences += 1
            }
        }
        print("incremental parsing: \(sequences) sequences, \(edits) edits over \(inputs.count) inputs, \(reparsedBytes * 100 / max(1, totalBytes))% of the bytes reparsed")
        XCTAssertGreaterThan(sequences, TestScale.rounds(quick: 400, full: 1000))
        // Incremental work is a small part of the text (whole-file reparses only when an edit reaches the end).
        XCTAssertLessThan(Double(reparsedBytes) / Double(totalBytes), 0.6, "reparsed \(reparsedBytes) of \(totalBytes) bytes over \(edits) edits")
    }

    /// Long sequences on a larger file: state carried over many edits stays exact.
    func testLongSequenceOnGrowingFile() {
        let inputs = differentialInputs()
        var text = inputs.map(\.text).joined(separator: "\n")
        text += text
        var bytes = Array(text.utf8)
        var editor = RandomEditor(seed: 42, text: text)
        let parser = IncrementalParser(bytes: bytes)
        // The quick suite does a quarter of the edits (`TestScale`).
        for step in 0..<TestScale.rounds(quick: 150, full: 600) {
            let edit = editor.edit(of: bytes)
            apply(edit, to: &bytes)
            let current = bytes
            parser.edit(edit.range, newLength: edit.text.utf8.count) { Array(current[$0]) }
            // A full comparison every few edits keeps the test quick on a large text.
            if step % 5 == 4 {
                let full = Parser.parse(bytes: bytes)
                guard Self.same(parser.parsedFile, full) else {
                    XCTFail("step \(step): differs from a full parse\n\(Self.difference(parser.parsedFile, full))")
                    return
                }
            }
        }
    }

    /// Edits that change how the rest of the file lexes: an unterminated comment or string, a byte-order mark.
    func testEditsThatReachTheEndOfTheFile() {
        let text = "model M\n\nentity A {\n  name: String\n}\n\nentity B {\n  a: A? @inverse(b)\n}\n"
        let cases: [(String, String)] = [
            ("entity A {", "/*"), ("name", "\""), ("entity B", "}"), ("model M", "\u{FEFF}"), ("", "\u{FEFF}"), ("}\n\nentity B", "{"),
            ("entity A", "entity "), ("a: A?", "/// doc\n"), ("@inverse(b)", "/* */"),
        ]
        for (anchor, insert) in cases {
            var bytes = Array(text.utf8)
            let parser = IncrementalParser(bytes: bytes)
            let at = anchor.isEmpty ? 0 : text.utf8.count - text.components(separatedBy: anchor).last!.utf8.count
            bytes.insert(contentsOf: Array(insert.utf8), at: at)
            let current = bytes
            parser.edit(.empty(at: at), newLength: insert.utf8.count) { Array(current[$0]) }
            XCTAssertTrue(Self.same(parser.parsedFile, Parser.parse(bytes: bytes)), "inserting \(insert.debugDescription) after \(anchor.debugDescription)")
            // And back.
            bytes.removeSubrange(at..<(at + insert.utf8.count))
            let restored = bytes
            parser.edit(TextRange(offset: at, length: insert.utf8.count), newLength: 0) { Array(restored[$0]) }
            XCTAssertTrue(Self.same(parser.parsedFile, Parser.parse(bytes: bytes)), "removing \(insert.debugDescription) after \(anchor.debugDescription)")
        }
    }

    /// A keystroke inside one declaration of a large file reparses that declaration, not the file.
    func testKeystrokeReparsesOneDeclaration() {
        var text = ""
        for i in 0..<200 { text += "entity E\(i) {\n  name: String\n  next: E\((i + 1) % 200)? @inverse(previous)\n}\n\n" }
        var bytes = Array(text.utf8)
        let parser = IncrementalParser(bytes: bytes)
        let at = text.utf8.count / 2 + 7
        let unit = parser.unitIndex(containing: at)
        let old = parser.units.map { $0.node.map(ObjectIdentifier.init) }
        bytes.insert(UInt8(ascii: "x"), at: at)
        let current = bytes
        let splice = parser.edit(.empty(at: at), newLength: 1) { Array(current[$0]) }
        XCTAssertLessThanOrEqual(splice.removed.count, 2)
        XCTAssertTrue(splice.removed.contains(unit))
        // Units before and after keep their nodes.
        let now = parser.units.map { $0.node.map(ObjectIdentifier.init) }
        XCTAssertEqual(now[..<splice.removed.lowerBound], old[..<splice.removed.lowerBound])
        XCTAssertEqual(now.suffix(old.count - splice.removed.upperBound), old.suffix(old.count - splice.removed.upperBound))
        XCTAssertTrue(Self.same(parser.parsedFile, Parser.parse(bytes: bytes)))
    }

    /// The initial parse streams the text in windows; the result is a full parse's.
    func testInitialParseInWindowsMatchesFullParse() {
        for input in differentialInputs() {
            let bytes = Array(input.text.utf8)
            for window in [1, 7, 64, 1000] {
                let units = IncrementalParser.parseUnits(from: 0, total: bytes.count, window: window, text: { Array(bytes[$0]) }, synced: { _ in false })
                var children: [SyntaxElement] = []
                for u in units { children += u.elements }
                let root = SyntaxNode.make(kind: .sourceFile, children: children)
                XCTAssertEqual(root.dump(), Parser.parse(bytes: bytes).root.dump(), "\(input.name) in windows of \(window)")
            }
        }
    }

    static func same(_ a: ParsedFile, _ b: ParsedFile) -> Bool {
        a.diagnostics == b.diagnostics && IncrementalParser.sameElement(.node(a.root), .node(b.root))
    }

    static func difference(_ a: ParsedFile, _ b: ParsedFile) -> String {
        if a.diagnostics != b.diagnostics {
            return "diagnostics:\n  incremental: \(a.diagnostics)\n  full:        \(b.diagnostics)"
        }
        let x = a.root.dump().components(separatedBy: "\n")
        let y = b.root.dump().components(separatedBy: "\n")
        let i = zip(x, y).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(x.count, y.count)
        return "tree, line \(i + 1):\n  incremental: \(i < x.count ? x[i] : "<end>")\n  full:        \(i < y.count ? y[i] : "<end>")"
    }
}
