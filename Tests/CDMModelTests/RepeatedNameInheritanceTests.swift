// An entity name declared twice, the second inheriting from the first: the incremental analyzer says what a full analysis says.

import CDMSyntax
import XCTest

@testable import CDMModel

final class RepeatedNameInheritanceTests: XCTestCase {
    func assertSameAsFullAnalysis(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let parser = IncrementalParser(bytes: Array(text.utf8))
        let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
        let full = Analyzer.analyze(text: text)
        XCTAssertEqual(analyzer.diagnostics(parser: parser), full.diagnostics, text, file: file, line: line)
        XCTAssertFalse(full.diagnostics.isEmpty, file: file, line: line)
    }

    /// Found by the CloudKit differential test: the second `E0` inherits `a0` from the first (the
    /// whole-model pass reports the redeclaration), which the per-entity check did not see.
    func testSecondDeclarationInheritsFromTheFirst() {
        assertSameAsFullAnalysis("entity E0 {\n  a0: Date?\n}\nentity E0: E0 {\n  a0: Date?\n}\nentity E2: E0 {\n  a1: String\n}\n")
    }

    /// And an empty second declaration is not "empty": it inherits the first's properties.
    func testEmptySecondDeclarationInheritsProperties() {
        assertSameAsFullAnalysis("entity E3 {\n  a: String\n}\nentity E3: E3 {\n}\n")
    }

    /// Above a root, a cycle, and entities below each: the cases that are not repeated names.
    func testRootsCyclesAndWhatIsBelowThem() {
        assertSameAsFullAnalysis(
            """
            entity Root { id: UUID }
            entity Root: Mid { extra: String }
            entity Mid: Root { id: UUID }
            entity A: B { a: String }
            entity B: A { b: String }
            entity C: A { a: String }
            entity D: D { }
            entity E: Unknown { e: String }
            entity F: E { e: String }

            """)
    }
}
