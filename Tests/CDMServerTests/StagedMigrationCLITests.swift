// `cdm generate` of a `generate migrations` line as a user runs it: the user's handler file is written once and kept, and what is missing is said.

import CDMTestSupport
import Foundation
import XCTest

final class StagedMigrationCLITests: XCTestCase {
    static let header = "model Shop\ngenerate xcdatamodel to \"Model\"\ngenerate migrations to \"Migrations\"\n\n"

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-staged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func write(_ body: String, in folder: URL, header: String = StagedMigrationCLITests.header) throws {
        try Data((header + body).utf8).write(to: folder.appendingPathComponent("Shop.cdm"))
    }

    /// 'Shop 2' and 'Shop 3' frozen, then the current model makes the note required: a custom stage.
    func history() throws -> URL {
        let folder = try folder()
        try write("entity Item {\n  name: String\n}\n", in: folder)
        XCTAssertEqual(try CLITests.cdm(["freeze", "Shop.cdm"], in: folder).status, 0)
        try write("entity Item {\n  name: String\n  note: String?\n}\n", in: folder)
        XCTAssertEqual(try CLITests.cdm(["freeze", "Shop.cdm"], in: folder).status, 0)
        try write("entity Item {\n  name: String\n  note: String\n}\n", in: folder)
        return folder
    }

    /// The second `cdm generate` leaves the handler file byte for byte, and so does the third after
    /// the user wrote their migration into it.
    func testTheHandlerFileIsWrittenOnceAndKept() throws {
        let folder = try history()
        let first = try CLITests.cdm(["generate", "Shop.cdm"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("wrote Migrations/ShopStagedMigration.swift"), first.stdout)
        XCTAssertTrue(first.stdout.contains("wrote Migrations/ShopStagedMigration+V2toV3.swift"), first.stdout)
        let handlers = folder.appendingPathComponent("Migrations/ShopStagedMigration+V2toV3.swift")
        let written = try Data(contentsOf: handlers)
        let manager = try String(contentsOf: folder.appendingPathComponent("Migrations/ShopStagedMigration.swift"), encoding: .utf8)
        XCTAssertTrue(manager.contains("let customV2toV3 = NSCustomMigrationStage(migratingFrom: v2, to: v3)"), manager)
        XCTAssertTrue(manager.contains("try reference(\"Shop 2\", in: bundle)"), manager)

        let second = try CLITests.cdm(["generate", "Shop.cdm"], in: folder)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("0 written"), second.stdout)
        XCTAssertEqual(try Data(contentsOf: handlers), written)

        let mine = String(decoding: written, as: UTF8.self).replacingOccurrences(
            of: "_ stage: NSCustomMigrationStage) throws {\n    }", with: "_ stage: NSCustomMigrationStage) throws {\n        // fill in every empty note\n    }")
        XCTAssertNotEqual(mine, String(decoding: written, as: UTF8.self))
        try Data(mine.utf8).write(to: handlers)
        let third = try CLITests.cdm(["generate", "Shop.cdm"], in: folder)
        XCTAssertEqual(third.status, 0, third.stderr)
        XCTAssertFalse(third.stdout.contains("ShopStagedMigration+V2toV3.swift"), third.stdout)
        XCTAssertEqual(try String(contentsOf: handlers, encoding: .utf8), mine)
    }

    /// Without a frozen version, without the bundle's line, or with a version that cannot be read,
    /// nothing is written for the line and cdm says why (exit 1).
    func testWhatIsMissingIsSaid() throws {
        let folder = try folder()
        try write("entity Item {\n  name: String\n}\n", in: folder)
        var run = try CLITests.cdm(["generate", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("'Shop.xcdatamodeld' has no frozen version to migrate from; 'cdm freeze Shop.cdm' freezes the version you ship"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Migrations").path))

        try write("entity Item {\n  name: String\n}\n", in: folder, header: "model Shop\ngenerate migrations to \"Migrations\"\n\n")
        run = try CLITests.cdm(["generate", "Shop.cdm"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("'generate migrations to \"Migrations\"' needs a 'generate xcdatamodel' line"), run.stderr)

        let history = try history()
        try Data("<model><entity name=\"Item\"><attribute name=\"x\" attributeType=\"Nope\"/></entity></model>".utf8).write(
            to: history.appendingPathComponent("Model/Shop.xcdatamodeld/Shop 2.xcdatamodel/contents"))
        run = try CLITests.cdm(["generate", "Shop.cdm"], in: history)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("cannot read the frozen versions for 'generate migrations to \"Migrations\"'"), run.stderr)
        XCTAssertTrue(run.stderr.contains("unknown attributeType 'Nope'"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: history.appendingPathComponent("Migrations").path))
    }
}
