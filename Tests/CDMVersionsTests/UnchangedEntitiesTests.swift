// The comparison skips entities whose inputs are all equal: the same report as comparing every entity, in any property order.

import CDMDriver
import CDMImport
import XCTest

@testable import CDMModel

final class UnchangedEntitiesTests: XCTestCase {
    /// Properties in declaration order, not by name: Xcode's XML lists them by name.
    static let text = """
        model Shop

        entity Person {
          zip: String?
          name: String
          age: Int16 = 0
          pets: [Pet] @inverse(owner)
          best: Pet? @inverse(bestOf)
        }

        entity Pet {
          owner: Person? @inverse(pets)
          bestOf: Person? @inverse(best)
          name: String?
        }

        entity Dog: Pet {
          breed: String?
        }

        """

    /// The model as a frozen version: written as `cdm freeze` writes it and read back from the XML.
    func frozen(_ text: String) throws -> Model {
        let model = Analyzer.analyze(text: text).model
        let xml = VersionFreezer.frozenContents(model, sourceFileName: "Shop.cdm")
        return try VersionHistory.version(name: "Shop 2", data: Data(xml.utf8), contents: URL(fileURLWithPath: "/tmp/Shop 2.xcdatamodel/contents")).model
    }

    func testTheSameReportWithAndWithoutSkipping() throws {
        let old = try frozen(Self.text)
        let current = Analyzer.analyze(text: Self.text).model
        XCTAssertNotEqual(old.entities[0].attributes.map(\.name), current.entities[0].attributes.map(\.name), "the XML orders properties by name")
        for (i, e) in current.entities.enumerated() {
            XCTAssertTrue(Comparison.sameInputs(old.entity(named: e.name)!, e, renamed: []), "entity \(i) \(e.name) reads back with the same inputs")
        }
        XCTAssertEqual(MigrationCheck.compare(from: old, to: current), MigrationReport())
        let edits = [
            ("name: String\n", "name: String?\n"), ("zip: String?", "zip: Int64?"), ("zip: String?", "postcode: String?"),
            ("age: Int16 = 0", "age: Int32 = 0"), ("best: Pet? @inverse(bestOf)", "best: [Pet] @inverse(bestOf)"),
            ("entity Dog: Pet", "entity Dog"), ("breed: String?", "breed: String? @renamedFrom(kind)"), ("name: String?\n}", "name: String?\n  x: Int64\n}"),
        ]
        for (before, after) in edits {
            let changed = Analyzer.analyze(text: Self.text.replacingOccurrences(of: before, with: after)).model
            let report = MigrationCheck.compare(from: old, to: changed)
            XCTAssertFalse(report.changes.isEmpty && report.problems.isEmpty, "\(after) is a change")
            XCTAssertEqual(report, MigrationCheck.compare(from: old, to: changed, skippingUnchanged: false), after)
        }
    }

    func testPairsByNameEachOnce() {
        XCTAssertTrue(Comparison.samePairs(["a", "b", "c"], ["c", "a", "b"], name: { $0 }, same: ==))
        XCTAssertFalse(Comparison.samePairs(["a", "b"], ["a", "a"], name: { $0 }, same: ==))
        XCTAssertFalse(Comparison.samePairs(["a", "b"], ["a", "c"], name: { $0 }, same: ==))
        XCTAssertFalse(Comparison.samePairs(["a"], ["a", "b"], name: { $0 }, same: ==))
        let many = (0..<65).map(String.init)
        XCTAssertFalse(Comparison.samePairs(many, many, name: { $0 }, same: ==), "more than 64 are compared in full")
    }
}
