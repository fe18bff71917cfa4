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
        let v1 = Analyzer.analyze(text: "model Shop\nentity P {\n  a: String?\n}\n").model
        XCTAssertEqual(VersionHistory.lensTitle(for: v1, bundle: bundle), "no frozen version")
        XCTAssertEqual(VersionHistory.migrationDiagnostics(for: v1, bundle: bundle), [])

        let outcome = try VersionFreezer.freeze(v1, sourceFileName: "Shop.cdm", bundle: bundle.path, name: nil, existing: [], newestFrozen: nil)
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
                v1, sourceFileName: "Shop.cdm", bundle: bundle.path, name: nil, existing: VersionHistory.versionNames(in: bundle),
                newestFrozen: (newest.version.name, newest.version.model)),
            .unchanged(since: "Shop 2"))
        XCTAssertThrowsError(
            try VersionFreezer.freeze(
                v2, sourceFileName: "Shop.cdm", bundle: bundle.path, name: "shop 2", existing: VersionHistory.versionNames(in: bundle),
                newestFrozen: (newest.version.name, newest.version.model)))
        XCTAssertEqual(
            try VersionFreezer.freeze(
                v2, sourceFileName: "Shop.cdm", bundle: bundle.path, name: nil, existing: VersionHistory.versionNames(in: bundle),
                newestFrozen: (newest.version.name, newest.version.model)),
            .written(name: "Shop 3", contents: bundle.path + "/Shop 3.xcdatamodel/contents"))
        XCTAssertEqual(VersionHistory.lensTitle(for: v2, bundle: bundle), "frozen as Shop 3")
    }

    func testDefaultNames() {
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: nil, existing: ["Shop"], bundleName: "Shop"), "Shop 2")
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: "Model 117", existing: [], bundleName: "WooCommerce"), "Model 118")
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: "Shop 2", existing: ["Shop 3"], bundleName: "Shop"), "Shop 4")
        XCTAssertEqual(VersionFreezer.defaultName(newestFrozen: "zmessaging2.101.0", existing: [], bundleName: "zmessaging"), "zmessaging 2")
    }
}
