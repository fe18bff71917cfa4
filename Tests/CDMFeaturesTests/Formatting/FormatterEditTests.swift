// Formatting as edits for the language server: minimal whole-document edits and range formatting.

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMFeatures

final class FormatterEditTests: XCTestCase {
    func testEditsAreMinimalAndTouchOnlyWhitespace() throws {
        let text = "entity  A {\n    x:Int16\n  y: Int16\n}\n"
        let edits = SourceFormatter.edits(for: text)
        XCTAssertEqual(
            edits,
            [
                TextEdit(range: TextRange(start: 7, end: 8), newText: ""),
                TextEdit(range: TextRange(start: 14, end: 16), newText: ""),
                TextEdit(range: TextRange(start: 18, end: 18), newText: " "),
            ])
        XCTAssertEqual(try applying(edits, to: text), SourceFormatter.format(text))
        XCTAssertEqual(SourceFormatter.edits(for: SourceFormatter.format(text)), [])
    }

    /// A model of `entities` entities, every property line indented with a tab and extra spaces.
    static func badlyIndented(entities: Int) -> String {
        var text = "model Big\n"
        for i in 0..<entities {
            text += "entity E\(i) {\n\t   name:String?\n\t   count:  Int32\n\t   score: Double\n}\n"
        }
        return text
    }

    func testDocumentEditsAreOneEditWhenThatIsTheSmallerMessage() throws {
        // 3,400 entities: 17,000 lines, every property line wrong (340 in the quick suite, `TestScale`).
        let entities = TestScale.rounds(quick: 340, full: 3_400)
        let text = Self.badlyIndented(entities: entities)
        let minimal = SourceFormatter.edits(for: text)
        let sent = SourceFormatter.documentEdits(for: text)
        XCTAssertGreaterThan(minimal.count, 3 * entities)
        XCTAssertEqual(sent.count, 1, "one edit instead of \(minimal.count)")
        XCTAssertLessThan(SourceFormatter.messageBytes(sent), SourceFormatter.messageBytes(minimal))
        XCTAssertEqual(try applying(sent, to: text), SourceFormatter.format(text))
        print(
            "formatting a \(5 * entities)-line file: \(minimal.count) minimal edits (\(SourceFormatter.messageBytes(minimal)) bytes) or 1 edit (\(SourceFormatter.messageBytes(sent)) bytes)"
        )
    }

    func testDocumentEditsStayMinimalWhenFewLinesChange() throws {
        // Two wrong lines far apart in a large formatted file: two small edits, not the text between them.
        var text = SourceFormatter.format(Self.badlyIndented(entities: 500))
        text = text.replacingOccurrences(of: "entity E3 {", with: "entity  E3 {").replacingOccurrences(of: "entity E480 {", with: "entity E480  {")
        let sent = SourceFormatter.documentEdits(for: text)
        XCTAssertEqual(sent.count, 2)
        XCTAssertEqual(sent, SourceFormatter.edits(for: text))
        XCTAssertEqual(try applying(sent, to: text), SourceFormatter.format(text))
        XCTAssertEqual(SourceFormatter.documentEdits(for: SourceFormatter.format(text)), [])
    }

    func testEditsNeverSplitACarriageReturnLineFeed() throws {
        let text = "model M\nentity A {}\r\n\r\n\r\nentity B {}\r\n"
        let edits = SourceFormatter.edits(for: text)
        let bytes = Array(text.utf8)
        for edit in edits {
            for boundary in [edit.range.start, edit.range.end]
            where boundary > 0 && boundary < bytes.count {
                XCTAssertFalse(
                    bytes[boundary - 1] == 13 && bytes[boundary] == 10, "edit \(edit) splits a \\r\\n")
            }
        }
        XCTAssertEqual(try applying(edits, to: text), SourceFormatter.format(text))
    }

    func testEditsAreSortedAndOnlyReplaceWhitespace() throws {
        for url in FormatterTests.messyInputs + TestPaths.examples() {
            guard let text = TestPaths.read(url) else { continue }
            let edits = SourceFormatter.edits(for: text)
            for (a, b) in zip(edits, edits.dropFirst()) {
                XCTAssertLessThan(
                    a.range.end, b.range.start + 1, "\(url.lastPathComponent): edits overlap or are unsorted")
            }
            for edit in edits {
                let old = text.slice(edit.range)
                XCTAssertTrue(
                    old.allSatisfy { $0.isWhitespace },
                    "\(url.lastPathComponent): edit \(edit) replaces '\(old)'")
                XCTAssertTrue(
                    edit.newText.allSatisfy { $0.isWhitespace },
                    "\(url.lastPathComponent): edit \(edit) inserts '\(edit.newText)'")
            }
        }
    }

    // MARK: - Range formatting

    /// Formats the `⟦…⟧` range of `marked` and compares the result with `expected`.
    func assertRangeFormat(
        _ marked: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let fixture = MarkedText(marked)
        let edits = SourceFormatter.format(fixture.text, range: fixture.range)
        let actual = try applying(edits, to: fixture.text)
        XCTAssertEqual(
            actual, expected, "\n" + Golden.diff(expected: expected, actual: actual), file: file,
            line: line)
    }

    func testRangeFormatsOnlyTheDeclarationsItIntersects() throws {
        try assertRangeFormat(
            "model  M\nentity  A {  x:⟦Int16⟧ }\nentity   B {y:Int16}\n",
            "model  M\n\nentity A {\n  x: Int16\n}\nentity   B {y:Int16}\n")
        try assertRangeFormat(
            "model  M\nentity  A {  x:⟦Int16 }\nentity   B {y:⟧Int16}\nentity  C {}",
            "model  M\n\nentity A {\n  x: Int16\n}\n\nentity B {\n  y: Int16\n}\nentity  C {}")
    }

    func testEmptyRangeFormatsTheDeclarationItTouches() throws {
        try assertRangeFormat(
            "entity  A {}\nentity   B {⟦⟧y:Int16}\nentity  C {}\n",
            "entity  A {}\n\nentity B {\n  y: Int16\n}\nentity  C {}\n")
    }

    func testRangeCoversTheCommentsAboveADeclaration() throws {
        try assertRangeFormat(
            "entity  A {}\n\n\n\n   // about B\n\n\n  entity   ⟦B⟧ {y:Int16}\nentity  C {}\n",
            "entity  A {}\n\n// about B\n\nentity B {\n  y: Int16\n}\nentity  C {}\n")
    }

    func testRangeAtTheEndFormatsTheFileEnd() throws {
        // The trailing whitespace after the last declaration belongs to the end of the file.
        try assertRangeFormat(
            "entity  A {}\nentity   B {}   \n\n\n// end⟦⟧", "entity  A {}\nentity   B {}\n\n// end\n")
        try assertRangeFormat(
            "entity  A {}\nentity   B {⟦}   \n\n\n// end⟧", "entity  A {}\nentity B {}\n\n// end\n")
    }

    func testRangeOverFormattedTextChangesNothing() {
        let text = "entity A {\n  x: Int16\n}\n"
        XCTAssertEqual(SourceFormatter.format(text, range: TextRange(start: 0, end: text.utf8.count)), [])
    }

    func testRangeEditsAreASubsetOfTheWholeDocumentEdits() throws {
        guard
            let url = FormatterTests.messyInputs.first(where: { $0.lastPathComponent == "spacing.cdm" }),
            let text = TestPaths.read(url)
        else {
            return XCTFail("spacing.cdm fixture is missing")
        }
        let all = SourceFormatter.edits(for: text)
        let length = text.utf8.count
        for start in stride(from: 0, to: length, by: 37) {
            let range = TextRange(start: start, end: min(length, start + 23))
            let edits = SourceFormatter.format(text, range: range)
            XCTAssertTrue(
                edits.allSatisfy { all.contains($0) },
                "range \(range): an edit not in the whole-document edits")
            _ = try applying(edits, to: text)
        }
        XCTAssertEqual(SourceFormatter.format(text, range: TextRange(start: 0, end: length)), all)
    }
}
