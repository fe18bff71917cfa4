// Error recovery seen from the checker: one syntax error does not hide the semantic errors below it.

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class RecoveryTests: XCTestCase {
    /// The diagnostics of a marked fixture, compared as `code@marked text`.
    private func assertDiagnostics(_ marked: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        let fixture = MarkedText(marked)
        let analysis = Analyzer.analyze(text: fixture.text)
        let actual = analysis.diagnostics.map { "\($0.code.rawValue)@\($0.range)" }
        let wanted = zip(fixture.marks, expected).map { "\($1)@\($0.range)" }
        XCTAssertEqual(fixture.marks.count, expected.count, "one code per mark", file: file, line: line)
        XCTAssertEqual(actual, wanted, "found:\n" + MarkedText.mark(fixture.text, ranges: analysis.diagnostics.map { ($0.code.rawValue, $0.range) }), file: file, line: line)
    }

    func testAMissingClosingBraceStillReportsAnUnknownTypeFurtherDown() {
        assertDiagnostics(
            """
            entity Notebook {
              name: String
              notes: [Note] @inverse(notebook)⟦⟧

            entity Note {
              text: ⟦Strng⟧
              notebook: Notebook @inverse(notes)
            }

            entity Tag {
              label: ⟦Sting⟧
            }
            """, ["syntax-error", "unknown-type", "unknown-type"])
    }

    func testAMissingClosingBraceBeforeTheEndOfTheFile() {
        assertDiagnostics(
            """
            entity Note {
              text: ⟦Strng⟧⟦⟧
            """, ["unknown-type", "syntax-error"])
    }

    func testAnUnclosedModifierDoesNotHideTheNextProperty() {
        assertDiagnostics(
            """
            entity Note {
              count: Int16 = 0 @range(0...⟦⟧
              text: ⟦Strng⟧
            }
            """, ["syntax-error", "unknown-type"])
    }

    func testGarbageAtTopLevelDoesNotHideTheNextEntity() {
        assertDiagnostics(
            """
            ⟦struct Foo { var x: Int }⟧
            entity Note {
              text: ⟦Strng⟧
            }
            """, ["syntax-error", "unknown-type"])
    }

    func testAStrayOpeningBraceInsideAnEntity() {
        assertDiagnostics(
            """
            entity Note {
              ⟦{ text: String }⟧
              body: ⟦Strng⟧
            }
            """, ["syntax-error", "unknown-type"])
    }

    func testAMissingTypeDoesNotSwallowTheNextProperty() {
        assertDiagnostics(
            """
            entity Note {
              title:⟦⟧
              body: ⟦Strng⟧
            }
            """, ["syntax-error", "unknown-type"])
    }

    func testAnUnterminatedStringEndsAtTheLineEnd() {
        assertDiagnostics(
            """
            entity Note {
              title: String = ⟦"Untitled⟧
              body: ⟦Strng⟧
            }
            """, ["unterminated-string", "unknown-type"])
    }

    func testADefaultAfterTheModifiersIsStillChecked() {
        assertDiagnostics(
            """
            entity Note {
              count: Int16 @range(0...9) ⟦= ⟦12⟧⟧
            }
            """, ["syntax-error", "default-out-of-range"])
    }

    func testAModifierSpanningLines() {
        assertDiagnostics(
            """
            entity Note @userInfo(
              owner: "me",
              reviewed: "yes"
            ) {
              text: ⟦Strng⟧
            }
            """, ["unknown-type"])
    }
}
