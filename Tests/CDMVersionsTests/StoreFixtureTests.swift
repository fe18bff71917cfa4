// Hand-made histories through `cdm versions`: whether a store of each frozen version opens with the current model.

import CDMTestSupport
import Foundation
import XCTest

/// A fixture in `Fixtures/Stores` is a history (versions separated by `// ==== ` lines, oldest
/// first, the last one current); its versions are frozen as `H 1`, `H 2`, … and the current model
/// stays `Shop.cdm`. A `// mapped: H 1` line adds a mapping model from that version to the current
/// one. `<name>.json` holds the expected `stores` of `cdm versions --format json`, each change as
/// `kind Entity.property` (`from old` for a rename, the input for a change) and each problem as `code Entity.property`.
extension VersionsCommandTests {
    static var storeFixtures: URL { TestPaths.fixtures("CDMVersionsTests", "Stores") }

    static func changeSummary(_ change: [String: Any]) -> String {
        let subject = [change["entity"] as? String, change["property"] as? String].compactMap { $0 }.joined(separator: ".")
        let from = (change["oldName"] as? String).map { " from \($0)" } ?? ""
        let input = (change["input"] as? String).map { " \($0)" } ?? ""
        return "\(change["kind"] as? String ?? "?") \(subject)\(from)\(input)"
    }

    static func problemSummary(_ problem: [String: Any]) -> String {
        let subject = [problem["entity"] as? String, problem["property"] as? String].compactMap { $0 }.joined(separator: ".")
        return "\(problem["code"] as? String ?? "?") \(subject)"
    }

    func testStoresOfEveryVersionOpenWithTheCurrentModel() throws {
        let fixtures = TestPaths.cdmFiles(in: Self.storeFixtures)
        XCTAssertGreaterThanOrEqual(fixtures.count, 7)
        for fixture in fixtures {
            let name = fixture.lastPathComponent
            guard let text = TestPaths.read(fixture) else { continue }
            let expectedData = try Data(contentsOf: fixture.deletingPathExtension().appendingPathExtension("json"))
            let expected = try XCTUnwrap(try JSONSerialization.jsonObject(with: expectedData) as? [[String: Any]], name)
            let versions = StepFixtureTests.versions(text).map(\.text)
            let folder = try temporaryFolder()
            for (i, version) in versions.enumerated() {
                let source = version.replacingOccurrences(of: "model Shop\n", with: "model Shop\ngenerate xcdatamodel to \"H.xcdatamodeld\"\n")
                XCTAssertNotEqual(source, version, "\(name): no 'model Shop' line")
                try write(source, to: folder.appendingPathComponent("Shop.cdm"))
                if i < versions.count - 1 {
                    let run = try cdm(["freeze", "--name", "H \(i + 1)", "Shop.cdm"], in: folder)
                    XCTAssertEqual(run.status, 0, "\(name): \(run.stdout)\(run.stderr)")
                }
            }
            for line in text.split(separator: "\n") where line.hasPrefix("// mapped: ") {
                let version = line.dropFirst("// mapped: ".count)
                try write(
                    """
                    <database>
                        <object type="XDDEVMAPPINGMODEL" id="z1">
                            <attribute name="sourcemodelpath" type="string">H.xcdatamodeld/\(version).xcdatamodel</attribute>
                            <attribute name="destinationmodelpath" type="string">H.xcdatamodeld/Shop.xcdatamodel</attribute>
                        </object>
                    </database>

                    """, to: folder.appendingPathComponent("\(version)ToShop.xcmappingmodel/xcmapping.xml"))
            }
            let run = try cdm(["versions", "--format", "json", "Shop.cdm"], in: folder)
            let stores = try XCTUnwrap(try json(run)["stores"] as? [[String: Any]], "\(name): \(run.stdout)\(run.stderr)")
            XCTAssertEqual(stores.map { $0["version"] as? String }, expected.map { $0["version"] as? String }, name)
            for (actual, wanted) in zip(stores, expected) {
                let version = "\(name), \(wanted["version"] as? String ?? "?")"
                XCTAssertEqual(actual["lightweight"] as? Bool, wanted["lightweight"] as? Bool, version)
                XCTAssertEqual(actual["mapped"] as? Bool, wanted["mapped"] as? Bool, version)
                XCTAssertEqual((actual["changes"] as? [[String: Any]])?.map(Self.changeSummary), wanted["changes"] as? [String], version)
                XCTAssertEqual(((actual["problems"] as? [[String: Any]])?.map(Self.problemSummary))?.sorted(), wanted["problems"] as? [String], version)
            }
            // The exit status follows the steps only (an app that migrates version by version never
            // opens an old store with the current model); a failing store is reported, first.
            let output = try cdm(["versions", "Shop.cdm"], in: folder).stdout
            let failing = expected.filter { $0["lightweight"] as? Bool == false && $0["mapped"] as? Bool == false }
            if let first = failing.first?["version"] as? String {
                let section = output.components(separatedBy: "stores opened with Shop:\n").last ?? ""
                XCTAssertTrue(section.hasPrefix("  \(first): needs a mapping model\n"), "\(name): \(output)")
            }
        }
    }
}
