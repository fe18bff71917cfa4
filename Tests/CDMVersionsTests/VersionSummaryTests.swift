// The texts editors show about versions: the model line's code lens and an entity's changes for hover.

import CDMModel
import XCTest

final class VersionSummaryTests: XCTestCase {
    let frozen = Analyzer.analyze(text: "model M\nentity P {\n  a: String?\n}\nentity Q {\n  b: String?\n}\n").model

    func testLensTitle() {
        XCTAssertEqual(VersionSummary.lensTitle(newestFrozen: nil, current: frozen, frozenModel: nil), "no frozen version")
        // Only non-hash changes (class name, default): still the frozen schema.
        let same = Analyzer.analyze(text: "model M\nentity P @class(PMO) {\n  a: String? = \"x\"\n}\nentity Q {\n  b: String?\n}\n").model
        XCTAssertEqual(VersionSummary.lensTitle(newestFrozen: "M 3", current: same, frozenModel: frozen), "frozen as M 3")
        let added = Analyzer.analyze(text: "model M\nentity P {\n  a: String?\n  c: Int64 = 0\n}\nentity Q {\n  b: String?\n}\n").model
        XCTAssertEqual(VersionSummary.lensTitle(newestFrozen: "M 3", current: added, frozenModel: frozen), "unfrozen changes since M 3 · lightweight")
        let broken = Analyzer.analyze(text: "model M\nentity P {\n  a: String?\n  c: Int64\n}\nentity Q {\n  b: String?\n}\n").model
        XCTAssertEqual(VersionSummary.lensTitle(newestFrozen: "M 3", current: broken, frozenModel: frozen), "unfrozen changes since M 3 · needs a mapping model")
        XCTAssertEqual(
            VersionSummary.lensTitle(newestFrozen: "M 3", current: broken, frozenModel: frozen, mappingModel: "M3toM.xcmappingmodel"),
            "unfrozen changes since M 3 · mapped by M3toM.xcmappingmodel")
    }

    func testEntityChanges() {
        let current = Analyzer.analyze(text: "model M\nentity P {\n  a: Int64?\n  c: Int64 = 0\n}\nentity Q {\n  b: String?\n}\n").model
        let report = MigrationCheck.compare(from: frozen, to: current)
        XCTAssertEqual(VersionSummary.changes(of: "P", in: report), ["P.a: attributeType String → Integer 64", "P.c added"])
        XCTAssertEqual(VersionSummary.changes(of: "Q", in: report), [])
    }
}
