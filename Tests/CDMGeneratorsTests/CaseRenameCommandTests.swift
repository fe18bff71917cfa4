// `cdm generate` end to end when an entity is renamed only by case, on the folder CDM_CASEFOLD_DIR names in CI (case-insensitive, like macOS) or a temporary one.

import CDMTestSupport
import Foundation
import XCTest

final class CaseRenameCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try ScratchFolder.make("case-rename")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func cdm(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let binary = GenerateCommandTests.cdmBinary else {
            XCTFail("the cdm executable was not built next to the tests; run 'swift build' before 'swift test'")
            throw CocoaError(.fileNoSuchFile)
        }
        return try CodegenSupport.run(binary, arguments, in: folder)
    }

    /// The report: `entity item` → `entity Item` printed "wrote Gen/Item+…, deleted Gen/item+…",
    /// exited 0 and left `Gen/` empty on a case-insensitive folder.
    func testACaseOnlyRenameKeepsTheNewFiles() throws {
        let model = "model Notes\n\ngenerate swift to \"Gen\"\n\nentity item {\n  name: String\n}\n"
        try model.write(to: folder.appendingPathComponent("Notes.cdm"), atomically: true, encoding: .utf8)
        let first = try cdm(["generate", "Notes.cdm"])
        XCTAssertEqual(first.status, 0, first.output)
        XCTAssertEqual(ScratchFolder.names(in: folder.appendingPathComponent("Gen")), ["item+CoreDataClass.swift", "item+CoreDataProperties.swift"])

        try model.replacingOccurrences(of: "entity item", with: "entity Item").write(to: folder.appendingPathComponent("Notes.cdm"), atomically: true, encoding: .utf8)
        let renamed = try cdm(["generate", "Notes.cdm"])
        XCTAssertEqual(renamed.status, 0, renamed.output)
        XCTAssertTrue(renamed.output.contains("wrote Gen/Item+CoreDataClass.swift"), renamed.output)
        XCTAssertEqual(ScratchFolder.names(in: folder.appendingPathComponent("Gen")), ["Item+CoreDataClass.swift", "Item+CoreDataProperties.swift"], renamed.output)
        let text = try String(contentsOf: folder.appendingPathComponent("Gen/Item+CoreDataClass.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("public class Item: NSManagedObject"), text)

        let again = try cdm(["generate", "Notes.cdm"])
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertTrue(again.output.contains("0 written, 2 unchanged, 0 deleted"), again.output)
    }
}
