// Hand-made histories through `cdm versions`: whether a store of each frozen version opens with the current model.

import CDMTestSupport
import Foundation
import XCTest

/// A fixture in `Fixtures/Stores` is a history (`StoreHistory` builds it). `<name>.json` holds the
/// expected `stores` of `cdm versions --format json`, each change as `kind Entity.property` (`from
/// old` for a rename, the input for a change) and each problem as `code Entity.property`;
/// `<name>.check` what `cdm check --format json` reports for the current model, every frozen
/// version's stores at once (the server's test, `StoreServerTests`, reads the same file).
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
        XCTAssertGreaterThanOrEqual(fixtures.count, 10)
        for fixture in fixtures {
            let name = fixture.lastPathComponent
            guard let text = TestPaths.read(fixture) else { continue }
            let expectedData = try Data(contentsOf: fixture.deletingPathExtension().appendingPathExtension("json"))
            let expected = try XCTUnwrap(try JSONSerialization.jsonObject(with: expectedData) as? [[String: Any]], name)
            let folder = try temporaryFolder()
            try StoreHistory.build(text, in: folder, cdm: Self.binary)
            let run = try cdm(["versions", "--format", "json", "Shop.cdm"], in: folder)
            let stores = try XCTUnwrap(try json(run)["stores"] as? [[String: Any]], "\(name): \(run.stdout)\(run.stderr)")
            XCTAssertEqual(stores.map { $0["version"] as? String }, expected.map { $0["version"] as? String }, name)
            for (actual, wanted) in zip(stores, expected) {
                let version = "\(name), \(wanted["version"] as? String ?? "?")"
                // Older than @supportsVersionsFrom: listed, not compared.
                XCTAssertEqual(actual["supported"] as? Bool, wanted["supported"] as? Bool ?? true, version)
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

extension VersionsCommandTests {
    /// `cdm check --format json` on the current model of each history: one diagnostic per problem,
    /// naming the versions whose stores it affects, those a mapping model covers left out, those
    /// older than `@supportsVersionsFrom` not checked.
    func testCheckReportsTheStoresOfEveryFrozenVersion() throws {
        for fixture in TestPaths.cdmFiles(in: Self.storeFixtures) {
            let name = fixture.lastPathComponent
            guard let text = TestPaths.read(fixture) else { continue }
            let folder = try temporaryFolder()
            try StoreHistory.build(text, in: folder, cdm: Self.binary)
            let run = try cdm(["check", "--format", "json", "Shop.cdm"], in: folder)
            let records = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]], "\(name): \(run.stdout)\(run.stderr)")
            let lines = records.map { r in
                "\(r["line"] as? Int ?? 0):\(r["column"] as? Int ?? 0): \(r["severity"] as? String ?? "?"): \(r["message"] as? String ?? "?") [\(r["code"] as? String ?? "?")]\n"
            }
            _ = Golden.assertMatches(lines.joined(), golden: StoreHistory.expectedCheck(fixture))
            XCTAssertEqual(run.status, records.contains { $0["severity"] as? String == "error" } ? 1 : 0, name)
        }
    }
}
