// Names that break generated code depend on what is generated: the file's `generate` lines or the command line's.

import CDMModel
import CDMSyntax
import XCTest

final class GeneratedNamesTests: XCTestCase {
    /// A model Xcode compiles as it is: keywords and Swift's type names are free while nothing
    /// generates the language they belong to.
    let model = """
        entity Error {
          float: Double = 0
          int: Int32 = 0
          id: UUID?
        }

        entity Tag @class(Class) {
          name: String
        }
        """

    /// Only a warning says what `Error` would shadow, should Swift be generated for it.
    func testNothingIsRefusedWithoutGeneratedCode() {
        XCTAssertEqual(Analyzer.analyze(text: model).diagnostics.map(\.code), [.classMayShadowType])
        XCTAssertFalse(Analyzer.analyze(text: model).diagnostics.hasErrors)
    }

    func testTargetsFromTheCommandLineAreChecked() {
        let analysis = Analyzer.analyze(text: model)
        let text = { (range: TextRange) in String(decoding: Array(self.model.utf8)[range.start..<range.end], as: UTF8.self) }
        let objc = Analyzer.generatedNameDiagnostics(analysis, adding: [GenerateTarget(kind: .objc, path: "ObjC")])
        XCTAssertEqual(objc.map(\.code), [.keywordName, .keywordName, .classShadowsType], "`id` is fine as an Objective-C property")
        XCTAssertEqual(objc.map { text($0.range) }, ["float", "int", "Class"])
        let swift = Analyzer.generatedNameDiagnostics(analysis, adding: [GenerateTarget(kind: .swift, path: "Swift")])
        XCTAssertEqual(swift.map(\.code), [.classShadowsType])
        XCTAssertEqual(swift.map { text($0.range) }, ["Error"])
        var builder = GenerateTarget(kind: .builder, path: "Builder")
        builder.language = .objc
        let objcBuilder = Analyzer.generatedNameDiagnostics(analysis, adding: [builder])
        XCTAssertEqual(objcBuilder.map(\.code), [.classShadowsType], "the Objective-C builder spells property names as strings")
        // The bundle asks Xcode's codegen to write the classes, in Swift as far as the checker knows.
        let bundle = Analyzer.generatedNameDiagnostics(analysis, adding: [GenerateTarget(kind: .xcdatamodel, path: "M.xcdatamodeld")])
        XCTAssertEqual(bundle.map(\.code), [.classShadowsType])
        XCTAssertEqual(bundle.map { text($0.range) }, ["Error"])
    }

    func testWhatTheFileReportsIsNotRepeated() {
        let analysis = Analyzer.analyze(text: "generate objc to \"ObjC\"\n" + model)
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.classMayShadowType, .keywordName, .keywordName, .classShadowsType])
        XCTAssertEqual(Analyzer.generatedNameDiagnostics(analysis, adding: [GenerateTarget(kind: .objc, path: "Other")]), [])
    }

    /// A Date with Xcode's "Use Scalar Type" is scalar in generated code; by default it is an object.
    func testScalarDate() {
        let analysis = Analyzer.analyze(text: "entity Event {\n  start: Date @scalar(true)\n  end: Date\n  stop: Date @scalar(false)\n}")
        XCTAssertEqual(analysis.diagnostics, [])
        let attributes = analysis.model.entities[0].attributes
        XCTAssertEqual(attributes.map(\.usesScalarValueType), [true, false, false])
    }

    /// `generate builder` writes the type `<Model>Model` beside the classes: a class of that name
    /// clashes, whatever the builder's language, and renaming the model frees it (incrementally too).
    func testTheBuilderTypeNameIsTaken() {
        var text = "model Shop\ngenerate builder to \"B\"\nentity ShopModel {\n  name: String\n}\n"
        let analysis = Analyzer.analyze(text: text)
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.classShadowsType])
        XCTAssertEqual(GeneratedNames.builderTypeName(modelName: "my-model"), "my_modelModel")
        XCTAssertEqual(GeneratedNames.builderTypeName(modelName: "3D"), "_3DModel")
        XCTAssertEqual(Analyzer.analyze(text: "model Shop\nentity ShopModel {\n  name: String\n}\n").diagnostics, [], "no builder, no clash")
        var builder = GenerateTarget(kind: .builder, path: "B")
        builder.language = .objc
        let objc = Analyzer.generatedNameDiagnostics(Analyzer.analyze(text: "model Shop\nentity ShopModel {\n  name: String\n}\n"), adding: [builder])
        XCTAssertEqual(objc.map(\.code), [.classShadowsType], "an Objective-C class ShopModel clashes with @interface ShopModel")

        let parser = IncrementalParser(bytes: Array(text.utf8))
        let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
        XCTAssertEqual(analyzer.diagnostics(parser: parser).map(\.code), [.classShadowsType])
        for (old, new) in [("model Shop", "model Store"), ("model Store", "model Shop"), ("model Shop\n", "")] {
            let r = text.range(of: old)!
            let start = text.utf8.distance(from: text.startIndex, to: r.lowerBound)
            text.replaceSubrange(r, with: new)
            let bytes = Array(text.utf8)
            analyzer.apply(parser.edit(TextRange(start: start, end: start + old.utf8.count), newLength: new.utf8.count) { Array(bytes[$0]) }, parser: parser)
            XCTAssertEqual(analyzer.diagnostics(parser: parser), Analyzer.analyze(text: text).diagnostics, "after \(old) → \(new)")
        }
        XCTAssertEqual(analyzer.diagnostics(parser: parser), [], "the default model name 'Model' gives 'ModelModel'")
    }

    /// Files whose names differ only in case collide, and edits that change what names them (an
    /// entity's name, its class, its codegen, a `generate` line, the model's name) are followed
    /// incrementally; an edit in an entity's body, or one that moves its class within the
    /// declaration, leaves the same diagnostics as a full analysis.
    func testFileCollisionsFollowEdits() {
        var text = """
            model Shop
            generate swift to "Gen"
            generate builder to "Out"
            entity Item {
              name: String
            }
            entity Itam @class(ItemMO) {
              name: String
            }
            entity Shopmodels {
              name: String
            }

            """
        let parser = IncrementalParser(bytes: Array(text.utf8))
        let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
        XCTAssertEqual(analyzer.diagnostics(parser: parser), Analyzer.analyze(text: text).diagnostics)
        XCTAssertFalse(analyzer.diagnostics(parser: parser).hasErrors)
        let steps: [(old: String, new: String, collisions: Int)] = [
            ("entity Itam", "entity ITEM", 0),  // its class is ItemMO
            (" @class(ItemMO)", "", 2),  // classes Item and ITEM: one error on each
            ("  name: String\n}\nentity Shop", "  name: String?\n}\nentity Shop", 2),  // in a body
            ("entity ITEM {", "entity ITEM @codegen(manual) {", 0),  // no file for ITEM
            ("entity Item {", "entity Item @class(itemMO) {", 0),
            ("entity ITEM @codegen(manual) {", "entity ITEM @class(ITEMMO) {", 2),  // itemMO and ITEMMO
            ("generate builder to \"Out\"", "generate builder to \"Out\"\ngenerate swiftdata to \"out\"", 4),  // Item.swift, ITEM.swift
            ("Shopmodels", "Shopmodel", 7),  // out/Shopmodel.swift and the builder's Out/ShopModel.swift
            ("model Shop\n", "", 4),  // the builder's file is ModelModel.swift
            ("generate swift to \"Gen\"", "generate swift to \"Gen\"\ngenerate swift to \"GEN\"", 6),  // and the two lines
            ("entity Item @class", "entity Item @codegen(class) @class", 6),  // the class moves in its declaration
        ]
        for step in steps {
            guard let r = text.range(of: step.old) else { return XCTFail("no '\(step.old)'") }
            let start = text.utf8.distance(from: text.startIndex, to: r.lowerBound)
            text.replaceSubrange(r, with: step.new)
            let bytes = Array(text.utf8)
            analyzer.apply(parser.edit(TextRange(start: start, end: start + step.old.utf8.count), newLength: step.new.utf8.count) { Array(bytes[$0]) }, parser: parser)
            let full = Analyzer.analyze(text: text).diagnostics
            XCTAssertEqual(analyzer.diagnostics(parser: parser), full, "after \(step.old) → \(step.new)")
            XCTAssertEqual(full.filter { $0.code == .generatedFileCollision }.count, step.collisions, "after \(step.old) → \(step.new): \(full.map(\.message))")
        }
    }

    /// A Transformable's class is copied into generated classes as a type: `"."` (a corpus model's
    /// `customClassName`) is refused when classes are generated, the Swift spellings are not.
    func testATransformableClassMustBeAType() {
        let entity = """
            entity Note {
              image: Transformable<".">? @transformer("ImageTransformer")
              pair: Transformable<"(Int, Int)">
              tags: Transformable<"[String: [Int64]]?">
              record: Transformable<"CKRecord.ID">
              database: Transformable<".CKDatabase">
              ids: Transformable<"Set<URL>">
            }
            """
        XCTAssertEqual(Analyzer.analyze(text: entity).diagnostics.map(\.code), [], "nothing generated, nothing copied")
        XCTAssertEqual(Analyzer.analyze(text: "generate builder to \"B\"\n" + entity).diagnostics.map(\.code), [], "the builder writes it as a string")
        for line in ["generate swift to \"S\"", "generate objc to \"O\""] {
            let diagnostics = Analyzer.analyze(text: line + "\n" + entity).diagnostics
            XCTAssertEqual(diagnostics.map(\.code), [.invalidClassName], line)
            XCTAssertTrue(diagnostics.first?.message.contains("Transformable class '.' is not a type") ?? false, "\(diagnostics)")
        }
        XCTAssertEqual(
            Analyzer.analyze(text: "generate swift to \"S\"\n" + entity.replacingOccurrences(of: "entity Note {", with: "entity Note @codegen(manual) {")).diagnostics, [])
        for bad in ["", "..", "Foo.", "[String", "Set<>", "a b", "Foo-Bar"] {
            XCTAssertNotNil(GeneratedNames.transformableClassProblem(bad), bad)
        }
    }

    /// `deleted` in backticks is kept (reserved-name's escape), but a Swift class cannot declare it:
    /// `@NSManaged var deleted: NSNumber?` overrides NSManagedObject's `deleted` (isDeleted) and does not
    /// compile. Refused for `generate swift` on generated classes only.
    func testAReservedNameInBackticksCannotBeDeclaredByASwiftClass() {
        let entity = "entity Note {\n  `deleted`: Bool = false\n  `type`: Int16 = 0\n}\n"
        XCTAssertEqual(Analyzer.analyze(text: entity).diagnostics, [])
        XCTAssertEqual(Analyzer.analyze(text: "generate objc to \"O\"\n" + entity).diagnostics, [])
        let swift = Analyzer.analyze(text: "generate swift to \"S\"\n" + entity).diagnostics
        XCTAssertEqual(swift.map(\.code), [.reservedName], "`type` compiles")
        XCTAssertTrue(swift.first?.message.contains("'deleted' is a member of NSManagedObject or NSObject") ?? false, "\(swift)")
        let manual = "generate swift to \"S\"\n" + entity.replacingOccurrences(of: "entity Note {", with: "entity Note @codegen(manual) {")
        XCTAssertEqual(Analyzer.analyze(text: manual).diagnostics, [])
        // Without backticks it is the plain reserved-name error, once.
        XCTAssertEqual(Analyzer.analyze(text: "generate swift to \"S\"\nentity Note {\n  deleted: Bool = false\n}\n").diagnostics.map(\.code), [.reservedName])
        // From the command line too.
        let analysis = Analyzer.analyze(text: entity)
        XCTAssertEqual(Analyzer.generatedNameDiagnostics(analysis, adding: [GenerateTarget(kind: .swift, path: "S")]).map(\.code), [.reservedName])
    }
}
