// The library calls the language server makes for versions: freeze, the model line's lens, migration diagnostics.

import CDMDriver
import CDMImport
import CDMModel
import XCTest

final class ServerEntryPointTests: XCTestCase {
    func testFreezeThenLensAndDiagnosticsFromTheBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-freeze-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Shop.xcdatamodeld")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let v1 = Analyzer.analyze(text: "model Shop\nentity P {\n  a: String?\n}\n").model
        XCTAssertEqual(VersionHistory.lensTitle(for: v1, bundle: bundle), "no frozen version")
        XCTAssertEqual(VersionHistory.migrationDiagnostics(for: v1, bundle: bundle), [])

        let outcome = try VersionFreezer.freeze(
            v1, sourceFileName: "Shop.cdm", bundle: bundle.path, allowedRoot: bundle.deletingLastPathComponent().path, name: nil, existing: [], newestFrozen: nil)
        XCTAssertEqual(outcome, .written(name: "Shop 2", contents: bundle.path + "/Shop 2.xcdatamodel/contents"))
        XCTAssertEqual(VersionHistory.lensTitle(for: v1, bundle: bundle), "frozen as Shop 2")

        let text = "model Shop\nentity P {\n  a: String?\n  b: Int64\n}\n"
        let v2 = Analyzer.analyze(text: text).model
        XCTAssertEqual(VersionHistory.lensTitle(for: v2, bundle: bundle), "unfrozen changes since Shop 2 · needs a mapping model")
        let diagnostics = VersionHistory.migrationDiagnostics(for: v2, bundle: bundle)
        XCTAssertEqual(diagnostics.map(\.code), [.migrationNeedsDefault])
        XCTAssertEqual(diagnostics.first.map { String(decoding: Array(text.utf8)[$0.range.start..<$0.range.end], as: UTF8.self) }, "b")

        // Freezing again: the next name; the same schema: unchanged; an existing name: refused.
        let newest = try XCTUnwrap(try VersionHistory.newestFrozen(in: bundle))
        XCTAssertEqual(
            try VersionFreezer.freeze(
                v1, sourceFileName: "Shop.cdm", bundle: bundle.path, allowedRoot: bundle.deletingLastPathComponent().path, name: nil,
                existing: VersionHistory.versionNames(in: bundle),
                newestFrozen: (newest.version.name, newest.version.model)),
            .unchanged(since: "Shop 2"))
        XCTAssertThrowsError(
            try VersionFreezer.freeze(
                v2, sourceFileName: "Shop.cdm", bundle: bundle.path, allowedRoot: bundle.deletingLastPathComponent().path, name: "shop 2",
                existing: VersionHistory.versionNames(in: bundle),
                newestFrozen: (newest.version.name, newest.version.model)))
        XCTAssertEqual(
            try VersionFreezer.freeze(
                v2, sourceFileName: "Shop.cdm", bundle: bundle.path, allowedRoot: bundle.deletingLastPathComponent().path, name: nil,
                existing: VersionHistory.versionNames(in: bundle),
                newestFrozen: (newest.version.name, newest.version.model)),
            .written(name: "Shop 3", contents: bundle.path + "/Shop 3.xcdatamodel/contents"))
        XCTAssertEqual(VersionHistory.lensTitle(for: v2, bundle: bundle), "frozen as Shop 3")
    }

    func testDefaultNames() {
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: nil, existing: ["Shop"], bundleName: "Shop"), "Shop 2")
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: "Model 117", existing: [], bundleName: "WooCommerce"), "Model 118")
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: "Shop 2", existing: ["Shop 3"], bundleName: "Shop"), "Shop 4")
        // The history's own scheme, always after the newest (`zmessaging 2` would sort between 1.28 and 2.3).
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: "zmessaging2.101.0", existing: [], bundleName: "zmessaging"), "zmessaging2.102.0")
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: "zmessaging1.28", existing: ["zmessaging1.29"], bundleName: "zmessaging"), "zmessaging1.30")
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: "v1.9.0", existing: [], bundleName: "v"), "v1.10.0")
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: "Spring Release", existing: [], bundleName: "Shop"), "Shop 2")
        // No arithmetic on the number: the largest Int is followed, not overflowed.
        XCTAssertEqual(
            VersionFreezer.defaultName(newestFrozen: "Shop 9223372036854775807", existing: [], bundleName: "Shop"), "Shop 9223372036854775808")
        for (newest, bundle) in [("zmessaging2.101.0", "zmessaging"), ("Model 117", "W"), ("Shop 99999999999999999999", "Shop"), ("Shop", "Shop"), ("a0", "a")] {
            let next = VersionFreezer.defaultName(newestFrozen: newest, existing: [], bundleName: bundle)
            XCTAssertEqual(VersionHistory.ordered([next, newest]), [newest, next], next)
            XCTAssertTrue(VersionHistory.comesAfter(next, newest), next)
        }
    }

    /// Version numbers are compared as digits, never as integers: no name overflows or sorts as 1.
    func testOrderingLongNumbers() {
        XCTAssertEqual(
            VersionHistory.ordered(["Shop 99999999999999999999", "Shop 9223372036854775807", "Shop 10", "Shop"]),
            ["Shop", "Shop 10", "Shop 9223372036854775807", "Shop 99999999999999999999"])
        XCTAssertEqual(VersionHistory.ordered(["v007", "v10", "v8"]), ["v007", "v8", "v10"])
        XCTAssertFalse(VersionHistory.comesAfter("Spring Release", "Shop 2"))
        XCTAssertFalse(VersionHistory.comesAfter("Shop 2", "Shop 2"))
        XCTAssertTrue(VersionHistory.comesAfter("V1", "Release"))
    }
}
