// generate swiftdata: inverses on one side, versioned schemas and the migration plan, the user's custom-stage files, and the warnings.

import CDMDriver
import CDMGenerators
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

final class SwiftDataTests: XCTestCase {
    static func model(_ text: String, name: String = "Shop") -> Model {
        let analysis = Analyzer.analyze(text: text, defaultModelName: name)
        XCTAssertFalse(analysis.diagnostics.hasErrors, "\(analysis.diagnostics.map(\.message))")
        return analysis.model
    }

    /// Every pair of inverse relationships of every example carries `inverse:` on exactly one side.
    func testInverseIsWrittenOnOneSideOfEachPair() {
        for url in TestPaths.examples() {
            guard let model = CodegenSupport.model(url) else { continue }
            for entity in model.entities {
                for relationship in entity.relationships {
                    guard let inverse = relationship.inverse, let other = model.relationship(inverse, on: relationship.destination) else { continue }
                    let otherOwner = SwiftDataGenerator.owner(of: other, named: inverse, from: relationship.destination, model: model)
                    let here = SwiftDataGenerator.carriesInverse(relationship, of: entity, model: model)
                    let there = model.entity(named: otherOwner).map { SwiftDataGenerator.carriesInverse(other, of: $0, model: model) } ?? false
                    let isSelf = otherOwner == entity.name && other.name == relationship.name
                    XCTAssertTrue(isSelf ? here : here != there, "\(url.lastPathComponent): \(entity.name).\(relationship.name) ↔ \(otherOwner).\(other.name)")
                }
            }
        }
    }

    func testClassShapeOptionsAndInit() {
        let model = Self.model(
            """
            model Shop
            generate swiftdata to "SD"
            entity Item {
              code: String @unique @renamedFrom(sku) @spotlight
              photo: Data? @externalStorage
              price: Decimal = 9.99
              count: Int32 = 0 @indexed
              scratch: String @transient
              shelf: Shelf @inverse(items)
              unique(code, count)
            }
            entity Shelf {
              items: [Item] @inverse(shelf) @deleteRule(cascade) @count(1...5)
            }
            """)
        let files = SwiftDataGenerator.files(for: model, target: GenerateTarget(kind: .swiftdata, path: "SD"), context: GenerationContext(sourceFileName: "Shop.cdm"))
        XCTAssertEqual(files.map(\.path), ["Item.swift", "Shelf.swift"])
        let item = files[0].contents
        XCTAssertTrue(item.contains("@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)\n@Model\npublic final class Item {"), item)
        XCTAssertTrue(item.contains("#Unique<Item>([\\.code, \\.count])"), item)
        XCTAssertTrue(item.contains("#Index<Item>([\\.count])"), item)
        XCTAssertTrue(item.contains("@Attribute(.unique, .spotlight, originalName: \"sku\")\n    public var code: String"), item)
        XCTAssertTrue(item.contains("@Attribute(.externalStorage)\n    public var photo: Data?"), item)
        XCTAssertTrue(item.contains("public var price: Decimal = Decimal(string: \"9.99\")!"), item)
        XCTAssertTrue(item.contains("@Transient\n    public var scratch: String"), item)
        XCTAssertTrue(item.contains("    public var shelf: Shelf\n"), item)
        XCTAssertTrue(item.contains("public init(code: String, scratch: String, shelf: Shelf) {"), item)
        let shelf = files[1].contents
        XCTAssertTrue(
            shelf.contains("@Relationship(deleteRule: .cascade, minimumModelCount: 1, maximumModelCount: 5, inverse: \\Item.shelf)\n    public var items: [Item] = []"), shelf)
    }

    /// Two frozen versions and the current model: three schemas, a lightweight stage, a custom one
    /// (a new required attribute without a default), and the user's file for the custom stage.
    func testVersionedSchemasAndMigrationPlan() throws {
        let v1 = Self.model("model Shop\nentity Item {\n  name: String\n}\n")
        let v2 = Self.model("model Shop\nentity Item {\n  name: String\n  note: String?\n}\n")
        let current = Self.model("model Shop\ngenerate swiftdata to \"SD\"\nentity Item {\n  name: String\n  note: String?\n  stock: Int64\n}\n")
        let context = GenerationContext(
            sourceFileName: "Shop.cdm", frozenVersions: [FrozenSchemaVersion(name: "Shop 1", model: v1), FrozenSchemaVersion(name: "Shop 2", model: v2)])
        let files = SwiftDataGenerator.files(for: current, target: GenerateTarget(kind: .swiftdata, path: "SD"), context: context)
        XCTAssertEqual(
            files.map(\.path),
            ["Item.swift", "ShopMigrationPlan+V2toV3.swift", "ShopMigrationPlan.swift", "ShopSchemaV1.swift", "ShopSchemaV2.swift", "ShopSchemaV3.swift"])
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
        let v1File = try XCTUnwrap(byPath["ShopSchemaV1.swift"]).contents
        XCTAssertTrue(v1File.contains("public enum ShopSchemaV1: VersionedSchema {"), v1File)
        XCTAssertTrue(v1File.contains("Schema.Version(1, 0, 0)"), v1File)
        XCTAssertTrue(v1File.contains("    @Model\n    public final class Item {"), v1File)
        XCTAssertFalse(v1File.contains("note"), v1File)
        let v3File = try XCTUnwrap(byPath["ShopSchemaV3.swift"]).contents
        XCTAssertTrue(v3File.contains("Schema.Version(3, 0, 0)"), v3File)
        XCTAssertFalse(v3File.contains("class Item"), "the current version lists the top-level classes:\n\(v3File)")
        let plan = try XCTUnwrap(byPath["ShopMigrationPlan.swift"]).contents
        XCTAssertTrue(plan.contains("[ShopSchemaV1.self, ShopSchemaV2.self, ShopSchemaV3.self]"), plan)
        XCTAssertTrue(plan.contains(".lightweight(fromVersion: ShopSchemaV1.self, toVersion: ShopSchemaV2.self)"), plan)
        XCTAssertTrue(plan.contains(".custom(\n                fromVersion: ShopSchemaV2.self, toVersion: ShopSchemaV3.self,"), plan)
        XCTAssertTrue(plan.contains("willMigrate: { context in try willMigrateV2toV3(context) }"), plan)
        let user = try XCTUnwrap(byPath["ShopMigrationPlan+V2toV3.swift"])
        XCTAssertTrue(user.isUserOwned)
        XCTAssertFalse(GeneratedHeader.isGenerated(user.contents), "the custom stage's file is the user's: no generated header")
        XCTAssertTrue(user.contents.contains("static func willMigrateV2toV3(_ context: ModelContext) throws {"), user.contents)
        for file in files where !file.isUserOwned { XCTAssertTrue(GeneratedHeader.isGenerated(file.contents), file.path) }
    }

    /// An entity named like a SwiftData type makes the schema files qualify that type.
    func testSwiftDataNamesAreQualifiedWhenTheModelDeclaresThem() {
        let v1 = Self.model("model Shop\nentity Schema {\n  name: String\n}\n")
        let current = Self.model("model Shop\nentity Schema {\n  name: String\n  note: String?\n}\n")
        let context = GenerationContext(sourceFileName: "Shop.cdm", frozenVersions: [FrozenSchemaVersion(name: "Shop 1", model: v1)])
        let files = SwiftDataGenerator.files(for: current, target: GenerateTarget(kind: .swiftdata, path: "SD"), context: context)
        let v2 = files.first { $0.path == "ShopSchemaV2.swift" }?.contents ?? ""
        XCTAssertTrue(v2.contains("static var versionIdentifier: SwiftData.Schema.Version { SwiftData.Schema.Version(2, 0, 0) }"), v2)
        XCTAssertTrue(v2.contains("[any PersistentModel.Type]"), v2)
    }

    /// The writer reads the frozen versions of the bundle, writes the user's file once, and never
    /// overwrites or deletes it.
    func testWriterReadsFrozenVersionsAndKeepsTheUsersFile() throws {
        let root = try CodegenSupport.temporaryFolder("swiftdata")
        defer { try? FileManager.default.removeItem(at: root) }
        let frozen = Self.model("model Shop\nentity Item {\n  name: String\n}\n")
        let version = root.appendingPathComponent("Shop.xcdatamodeld/Shop 1.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        try Data(VersionFreezer.frozenContents(frozen, sourceFileName: "Shop.cdm").utf8).write(to: version.appendingPathComponent("contents"))
        let text = "model Shop\ngenerate xcdatamodel to \"Shop.xcdatamodeld\"\ngenerate swiftdata to \"SD\"\nentity Item {\n  name: String\n  stock: Int64\n}\n"
        let source = root.appendingPathComponent("Shop.cdm")
        try Data(text.utf8).write(to: source)
        let analysis = Analyzer.analyze(text: text, defaultModelName: "Shop")
        let request = GenerateRequest(sourcePath: source.path, model: analysis.model, diagnostics: analysis.diagnostics, allowedRoot: root.path)
        let first = OutputWriter.generate(request)
        XCTAssertTrue(first.succeeded, "\(first.errors) \(first.refused)")
        let userFile = root.appendingPathComponent("SD/ShopMigrationPlan+V1toV2.swift")
        let plan = try String(contentsOf: root.appendingPathComponent("SD/ShopMigrationPlan.swift"), encoding: .utf8)
        XCTAssertTrue(plan.contains(".custom("), plan)
        XCTAssertTrue(FileManager.default.fileExists(atPath: userFile.path))
        try Data("// mine\n".utf8).write(to: userFile)
        let second = OutputWriter.generate(request)
        XCTAssertTrue(second.succeeded, "\(second.errors) \(second.refused)")
        XCTAssertEqual(try String(contentsOf: userFile, encoding: .utf8), "// mine\n")
        XCTAssertEqual(second.written.map(\.path), [])
    }

    /// The warnings come only with a `generate swiftdata` line, and the incremental analysis agrees.
    func testWarningsOnlyWithASwiftDataLine() {
        let body = """
            entity Item {
              name: String @length(1...3)
              others: [Item] @ordered
              fetched same: [Item] @predicate("name == $FETCH_SOURCE.name")
            }
            configuration Local { Item }
            fetchRequest All: Item
            """
        let without = Analyzer.analyze(text: "model Shop\n" + body).diagnostics.filter { $0.code == .swiftDataUnsupported }
        XCTAssertEqual(without.count, 0)
        let text = "model Shop\ngenerate swiftdata to \"SD\"\n" + body
        let with = Analyzer.analyze(text: text).diagnostics.filter { $0.code == .swiftDataUnsupported }
        XCTAssertEqual(with.count, 5, with.map(\.message).joined(separator: "\n"))
    }

    /// `@access(internal)` on a `generate swiftdata` line is accepted and makes the models internal.
    func testInternalAccess() {
        let model = Self.model("model Shop\ngenerate swiftdata to \"SD\" @access(internal)\nentity Item {\n  code: String\n}\n")
        let target = model.generates[0]
        XCTAssertEqual(target.access, .internal)
        let item = SwiftDataGenerator.files(for: model, target: target, context: GenerationContext(sourceFileName: "Shop.cdm"))[0].contents
        XCTAssertTrue(item.contains("@Model\nfinal class Item {"), item)
        XCTAssertFalse(item.contains("public "), item)
    }
}
