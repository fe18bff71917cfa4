// The test helpers themselves: markers, their inverse, text edits, annotated rendering and the seeded mutator.

import CDMSyntax
import CDMTestSupport
import XCTest

final class TestSupportTests: XCTestCase {
    func testRangesLabelsAndCursors() {
        let fixture = MarkedText("entity ⟦A⟧ {\n  x: ⟦unknown-type|Strng⟧$0\n  y: 1️⃣Int16⟦⟧\n}")
        XCTAssertEqual(fixture.text, "entity A {\n  x: Strng\n  y: Int16\n}")
        XCTAssertEqual(fixture.marks.map(\.label), [nil, "unknown-type", nil])
        XCTAssertEqual(fixture.marks.map { fixture.slice($0.range) }, ["A", "Strng", ""])
        XCTAssertEqual(fixture.cursor, 21)
        XCTAssertEqual(fixture.position(1), 27)
        XCTAssertEqual(fixture.marks[2].range, TextRange.empty(at: 32))
        XCTAssertEqual(fixture.labelledRanges(defaultLabel: "x").map(\.label), ["x", "unknown-type", "x"])
    }

    func testNestedRangesAndUTF8Offsets() {
        let fixture = MarkedText("é⟦a⟦😀⟧b⟧")
        XCTAssertEqual(fixture.text, "éa😀b")
        XCTAssertEqual(fixture.marks.map(\.range), [TextRange(start: 2, end: 8), TextRange(start: 3, end: 7)])
    }

    func testABarThatIsNotALabelStaysInTheText() {
        let fixture = MarkedText("⟦a b|c⟧")
        XCTAssertEqual(fixture.text, "a b|c")
        XCTAssertNil(fixture.marks[0].label)
    }

    func testMarkIsTheInverseOfReading() {
        let inputs = ["entity ⟦A⟧ {⟦⟧}", "⟦x|a⟦b⟧⟧⟦c⟧", "⟦⟧⟦⟧abc⟦d⟧", "⟦ab⟦⟧cd⟧", "⟦⟦a⟧b⟧"]
        for input in inputs {
            let fixture = MarkedText(input)
            XCTAssertEqual(MarkedText.mark(fixture.text, ranges: fixture.marks.map { ($0.label, $0.range) }), input)
        }
    }

    func testApplyEdits() throws {
        XCTAssertEqual(try applyEdits([(TextRange(start: 0, end: 1), "B"), (TextRange.empty(at: 3), "!")], to: "abc"), "Bbc!")
        XCTAssertEqual(try applyEdits([(TextRange.empty(at: 1), "1"), (TextRange.empty(at: 1), "2")], to: "ab"), "a12b")
        XCTAssertEqual(try applyEdits([(TextRange(start: 1, end: 5), "")], to: "a😀b"), "ab")
        XCTAssertThrowsError(try applyEdits([(TextRange(start: 0, end: 2), "x"), (TextRange(start: 1, end: 3), "y")], to: "abc"))
        XCTAssertThrowsError(try applyEdits([(TextRange(start: 2, end: 9), "x")], to: "abc"))
        XCTAssertThrowsError(try applyEdits([(TextRange(start: 2, end: 2), "x")], to: "a😀b"), "an edit may not split a character")
    }

    func testRenderAnnotated() {
        let text = "entity A {\n  x: Strng\n}\n"
        let out = renderAnnotated(
            text,
            [
                Annotation(range: TextRange(start: 16, end: 21), lines: ["error: unknown type", "fix-it: String"]),
                Annotation(range: .empty(at: 10), lines: ["here"]),
            ])
        XCTAssertEqual(out, "entity A {\n          ^ (empty) here\n  x: Strng\n     ^^^^^ error: unknown type\n       fix-it: String\n}\n")
    }

    func testMutatorIsDeterministicAndKeepsValidUTF8() {
        var a = Mutator("entity A {\n  x: Int16 = 0 // é😀\n}\n", seed: 42)
        var b = Mutator("entity A {\n  x: Int16 = 0 // é😀\n}\n", seed: 42)
        for _ in 0..<200 {
            let va = a.variant(edits: 3)
            let vb = b.variant(edits: 3)
            XCTAssertEqual(va.text, vb.text)
            XCTAssertEqual(va.mutations, vb.mutations)
            XCTAssertEqual(String(decoding: Array(va.text.utf8), as: UTF8.self), va.text)
        }
    }
}
