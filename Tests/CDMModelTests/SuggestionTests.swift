// "Did you mean": which name the fix-its of unknown names propose, independent of declaration order.

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class SuggestionTests: XCTestCase {
    /// The replacement text of the first fix-it of the first diagnostic with `code`.
    private func suggestion(_ text: String, _ code: DiagnosticCode = .unknownType) -> String? {
        Analyzer.analyze(text: text).diagnostics.first { $0.code == code }?.fixIts.first?.edits.first?.newText
    }

    func testTyposAndCase() {
        XCTAssertEqual(suggestion("entity A { x: Strng }"), "String")
        XCTAssertEqual(suggestion("entity A { x: string }"), "String")
        XCTAssertEqual(suggestion("entity A { x: Srting }"), "String", "an adjacent swap is one edit")
        XCTAssertNil(suggestion("entity A { x: Whatever }"))
    }

    func testTiesGoToTheAlphabeticallyFirstWhateverTheDeclarationOrder() {
        let one = "entity Notec { x: Int16 = 0 }\nentity Notea { x: Int16 = 0 }\nentity B { n: Noteb? }\n"
        let two = "entity Notea { x: Int16 = 0 }\nentity Notec { x: Int16 = 0 }\nentity B { n: Noteb? }\n"
        XCTAssertEqual(suggestion(one), "Notea")
        XCTAssertEqual(suggestion(two), "Notea")
    }

    func testAClippedNameGetsTheOneWordItBegins() {
        XCTAssertEqual(suggestion("entity A { x: Int16 = 0 }\nfetchRequest F: A @resultType(dict)\n", .invalidModifierArgument), "dictionary")
        // `Int` begins three types: no guess from the prefix (the table of common mistakes answers instead).
        XCTAssertEqual(suggestion("entity A { x: Int = 0 }"), "Int64")
        XCTAssertNil(suggestion("entity A { x: Int16 = 0 @deleteRul(cascade) }", .unknownModifier).flatMap { $0 == "deleteRule" ? nil : $0 })
    }

    /// A model with many entities and many unknown names gets an answer for each, and the same
    /// misspelling gets the same answer everywhere (speed lives in `cdm-bench`, not in a timed test).
    func testManyUnknownNamesInALargeModel() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        var text = ""
        for i in 0..<600 { text += "entity Entity\(i) {\n  ref: Entty\(i)? \n  other: Strng\n}\n" }
        let diagnostics = Analyzer.analyze(text: text).diagnostics.filter { $0.code == .unknownType }
        XCTAssertEqual(diagnostics.count, 1200)
        let strng = diagnostics.filter { $0.message.contains("'Strng'") }
        XCTAssertEqual(Set(strng.compactMap { $0.fixIts.first?.edits.first?.newText }), ["String"])
    }
}
