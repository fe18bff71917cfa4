// Code lenses: one "Generate" per generate line and a reference count per entity.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class CodeLensesTests: XCTestCase {
    func testGenerateAndReferenceLenses() {
        let fixture = MarkedText(
            """
            model Notes
            ⟦generate swift to "Generated"⟧
            ⟦generate xcdatamodel to "Model.xcdatamodeld"⟧

            entity ⟦Notebook⟧ {
              notes: [⟦Note⟧] @inverse(notebook)
            }

            entity ⟦Note⟧ {
              notebook: ⟦Notebook⟧ @inverse(notes)
              next: ⟦Note⟧?
            }

            entity ⟦Orphan⟧ {
              name: String
            }

            configuration All { ⟦Notebook⟧, ⟦Note⟧ }

            """)
        let ranges = fixture.marks.map(\.range)
        let analysis = analyze(fixture.text)
        let lenses = CodeLenses.lenses(analysis, index: SymbolIndex(analysis))
        XCTAssertEqual(
            lenses,
            [
                CodeLensItem(range: ranges[0], title: "Generate swift", command: "cdm.generate", arguments: [.string("swift")]),
                CodeLensItem(range: ranges[1], title: "Generate xcdatamodel", command: "cdm.generate", arguments: [.string("xcdatamodel")]),
                CodeLensItem(
                    range: ranges[2], title: "2 references", command: "editor.action.showReferences",
                    arguments: [.offset(ranges[2].start), .ranges([ranges[5], ranges[8]])]),
                CodeLensItem(
                    range: ranges[4], title: "3 references", command: "editor.action.showReferences",
                    arguments: [.offset(ranges[4].start), .ranges([ranges[3], ranges[6], ranges[9]])]),
                CodeLensItem(
                    range: ranges[7], title: "0 references", command: "editor.action.showReferences", arguments: [.offset(ranges[7].start), .ranges([])]),
            ])
    }

    func testSingularTitle() {
        let text = "entity A {\n  b: B @inverse(a)\n}\n\nentity B {\n  a: A? @inverse(b)\n}\n"
        let analysis = analyze(text)
        XCTAssertEqual(CodeLenses.lenses(analysis, index: SymbolIndex(analysis)).map(\.title), ["1 reference", "1 reference"])
    }
}
