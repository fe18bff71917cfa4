// `generate migrations`: the staged migration of a history (golden files, stages, checksums, the user's file) and its typecheck against the stubs.

import CDMModel
import CDMTestSupport
import Foundation
import XCTest

@testable import CDMGenerators

final class StagedMigrationTests: XCTestCase {
    static func model(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Model {
        let analysis = Analyzer.analyze(text: text, defaultModelName: "Shop")
        let errors = analysis.diagnostics.filter { $0.severity == .error && !$0.code.comparesVersions }
        XCTAssertTrue(errors.isEmpty, "\(errors.map(\.message))", file: file, line: line)
        return analysis.model
    }

    static let header = "model Shop\ngenerate xcdatamodel to \"Model\"\ngenerate migrations to \"Migrations\"\n\n"

    /// Three versions: 'Shop 2' adds an optional note (lightweight), the current model makes it
    /// required without a default (custom: stores with notes left empty need a value first).
    static func threeVersions() -> (current: Model, context: GenerationContext) {
        let v1 = model(header + "entity Item {\n  name: String\n}\n")
        let v2 = model(header + "entity Item {\n  name: String\n  note: String?\n}\n")
        let current = model(header + "entity Item {\n  name: String\n  note: String\n}\n")
        let context = GenerationContext(
            sourceFileName: "Shop.cdm", frozenVersions: [FrozenSchemaVersion(name: "Shop 1", model: v1), FrozenSchemaVersion(name: "Shop 2", model: v2)])
        return (current, context)
    }

    static let target = GenerateTarget(kind: .migrations, path: "Migrations")

    /// The three-version history matches `Golden/StagedMigration/`: a lightweight stage for 'Shop 1',
    /// a custom stage from 'Shop 2' to the current model, and the user's file for it.
    func testGoldenFilesOfAThreeVersionHistory() throws {
        let (current, context) = Self.threeVersions()
        let files = Generators.files(for: Self.target, model: current, context: context)
        XCTAssertEqual(files.map(\.path), ["ShopStagedMigration+V2toV3.swift", "ShopStagedMigration.swift"])
        let folder = CodegenSupport.goldenRoot.appendingPathComponent("StagedMigration")
        for file in files { Golden.assertMatches(file.contents, golden: folder.appendingPathComponent(file.path)) }
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
        let manager = try XCTUnwrap(byPath["ShopStagedMigration.swift"])
        XCTAssertFalse(manager.isUserOwned)
        XCTAssertTrue(GeneratedHeader.isGenerated(manager.contents))
        XCTAssertTrue(manager.contents.contains("let lightweight1 = NSLightweightMigrationStage([v1.versionChecksum])"), manager.contents)
        XCTAssertTrue(manager.contents.contains("let customV2toV3 = NSCustomMigrationStage(migratingFrom: v2, to: v3)"), manager.contents)
        XCTAssertTrue(manager.contents.contains("return [lightweight1, customV2toV3]"), manager.contents)
        XCTAssertTrue(manager.contents.contains("subdirectory: \"Shop.momd\""), manager.contents)
        let user = try XCTUnwrap(byPath["ShopStagedMigration+V2toV3.swift"])
        XCTAssertTrue(user.isUserOwned)
        XCTAssertFalse(GeneratedHeader.isGenerated(user.contents), "the custom stage's file is the user's: no generated header")
        XCTAssertTrue(user.contents.contains("attribute 'note' of 'Item' was optional and is now required without a default value"), user.contents)
    }

    /// Every declaration the files make carries Core Data's staged-migration availability (Linux's
    /// swiftc does not check `@available`, so this is the check of it).
    func testEveryDeclarationIsAvailableFromIOS17AndMacOS14() {
        let (current, context) = Self.threeVersions()
        for file in Generators.files(for: Self.target, model: current, context: context) {
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() where line.hasPrefix("public enum") || line.hasPrefix("extension") || line.hasPrefix("enum") {
                XCTAssertEqual(lines[i - 1], "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)", "\(file.path): \(line)")
            }
        }
    }

    /// A custom stage names both of its versions; every other version joins its neighbours in a
    /// lightweight stage, so that no checksum is in two stages.
    func testStagesNameEachVersionOnce() {
        typealias S = StagedMigrationGenerator.Stage
        XCTAssertEqual(StagedMigrationGenerator.stages(custom: [false, false]), [S.lightweight([0, 1, 2])])
        XCTAssertEqual(StagedMigrationGenerator.stages(custom: [true]), [S.custom(0)])
        XCTAssertEqual(StagedMigrationGenerator.stages(custom: [false, true, false, false]), [S.lightweight([0]), S.custom(1), S.lightweight([3, 4])])
        XCTAssertEqual(StagedMigrationGenerator.stages(custom: [true, true]), [S.custom(0), S.custom(1)])
        XCTAssertEqual(StagedMigrationGenerator.stages(custom: [true, false, true]), [S.custom(0), S.custom(2)])
        XCTAssertEqual(StagedMigrationGenerator.stages(custom: []), [S.lightweight([0])])
    }

    /// A version with the schema of the one before it (the current model just after `cdm freeze`)
    /// has the same checksum: it is left out, and the comment says so.
    func testAVersionWithTheSameSchemaIsLeftOut() throws {
        var (current, context) = Self.threeVersions()
        context.frozenVersions.append(FrozenSchemaVersion(name: "Shop 3", model: current))
        current.generates[0].path = "Model/Store.xcdatamodeld"
        let files = Generators.files(for: Self.target, model: current, context: context)
        let manager = try XCTUnwrap(files.first { $0.path == "ShopStagedMigration.swift" }).contents
        XCTAssertFalse(manager.contains("reference(\"Shop\", in: bundle)"), manager)
        XCTAssertTrue(manager.contains("let customV2toV3 = NSCustomMigrationStage(migratingFrom: v2, to: v3)"), manager)
        XCTAssertTrue(manager.contains("/// Left out: 'Shop', with the schema (so the checksum) of the version before."), manager)
        XCTAssertTrue(manager.contains("subdirectory: \"Store.momd\""), "the compiled model is named after the bundle:\n\(manager)")
    }

    /// A version's folder name may hold any character: it is escaped in the string that loads it and
    /// in the comments that name it, so no name ends a literal or a comment.
    func testVersionNamesAreEscaped() throws {
        var (current, context) = Self.threeVersions()
        context.frozenVersions[1].name = "Shop \"2\"\nimport Evil"
        current.name = "Shop"
        let files = Generators.files(for: Self.target, model: current, context: context)
        let manager = try XCTUnwrap(files.first { $0.path == "ShopStagedMigration.swift" }).contents
        XCTAssertTrue(manager.contains("try reference(\"Shop \\\"2\\\"\\nimport Evil\", in: bundle)"), manager)
        XCTAssertTrue(manager.contains("/// - 'Shop 1' to 'Shop \"2\"\\u{a}import Evil': lightweight"), manager)
        XCTAssertFalse(files.contains { $0.contents.contains("\nimport Evil") }, "a name never starts a line of code")
    }

    /// The generated files typecheck against the stubs of Core Data (Swift 6), and the same code
    /// with the Objective-C selector's label instead of the Swift one does not.
    func testTheStagedMigrationTypechecksAgainstTheStubs() throws {
        let (current, context) = Self.threeVersions()
        let files = Generators.files(for: Self.target, model: current, context: context)
        XCTAssertEqual(try CodegenSupport.typecheckSwift(files, label: "staged"), "")
        let wrong = files.map { file in
            GeneratedFile(
                path: file.path, contents: file.contents.replacingOccurrences(of: "NSCustomMigrationStage(migratingFrom:", with: "NSCustomMigrationStage(currentModelReference:"))
        }
        XCTAssertTrue(try CodegenSupport.typecheckSwift(wrong, label: "staged-wrong").contains("incorrect argument label"))
    }

    /// `@access(internal)` on the line makes every declaration internal, and the files still typecheck.
    func testInternalAccess() throws {
        let (_, context) = Self.threeVersions()
        let analysis = Analyzer.analyze(text: Self.header.replacingOccurrences(of: "to \"Migrations\"", with: "to \"Migrations\" @access(internal)") + "entity Item {\n  name: String\n  note: String\n}\n", defaultModelName: "Shop")
        XCTAssertEqual(analysis.diagnostics.filter { $0.code == .modifierNotApplicable }.map(\.message), [])
        let target = try XCTUnwrap(analysis.model.generates.first { $0.kind == .migrations })
        XCTAssertEqual(target.access, .internal)
        let files = Generators.files(for: target, model: analysis.model, context: context)
        let manager = try XCTUnwrap(files.first { $0.path == "ShopStagedMigration.swift" }).contents
        XCTAssertTrue(manager.contains("\nenum ShopStagedMigration {"), manager)
        XCTAssertFalse(manager.contains("public "), manager)
        XCTAssertEqual(try CodegenSupport.typecheckSwift(files, label: "staged-internal"), "")
    }
}
