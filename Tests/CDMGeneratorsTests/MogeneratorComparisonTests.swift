// A model that shipped with mogenerator's machine files (issue 33): every declaration they make is either written by a
// caller against cdm's classes with every option, and compiled, or a gap docs/migrating.md names.

import CDMImport
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

@testable import CDMGenerators

final class MogeneratorComparisonTests: XCTestCase {
    static let swiftModel = "rentzsch__mogenerator__MogenSwiftTest"
    static let objcModel = "magicalpanda__MagicalRecord__TestModel"
    static var models: URL { TestPaths.testsRoot.appendingPathComponent("Typecheck/Models") }

    struct Row {
        var file: String
        var declaration: String
        var counterpart: String
        var isGap: Bool
    }

    /// `Typecheck/Models/NAME.mogenerator.tsv`: file, mogenerator's declaration, `compiled: <caller text>` or `gap: <docs text>`.
    static func table(_ name: String) throws -> [Row] {
        let text = try String(contentsOf: models.appendingPathComponent("\(name).mogenerator.tsv"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
        return try lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { throw XCTSkip("malformed row: \(line)") }
            if fields[2].hasPrefix("compiled: ") {
                return Row(file: fields[0], declaration: fields[1], counterpart: String(fields[2].dropFirst(10)), isGap: false)
            }
            XCTAssertTrue(fields[2].hasPrefix("gap: "), "a counterpart is 'compiled: …' or 'gap: …': \(line)")
            return Row(file: fields[0], declaration: fields[1], counterpart: String(fields[2].dropFirst(5)), isGap: true)
        }
    }

    /// A vendored model, imported, with every entity's classes generated (it is "Manual/None", as mogenerator needs).
    static func model(_ name: String) throws -> Model {
        let url = TestPaths.testsRoot.appendingPathComponent("Fixtures/xcdatamodel/\(name).contents")
        let imported = try XcodeImporter.importContents(try Data(contentsOf: url), fileName: url.path)
        let analysis = Analyzer.analyze(text: imported.cdmText.replacingOccurrences(of: "@codegen(manual)", with: "@codegen(class)"))
        XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        return analysis.model
    }

    static func upper(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

    /// Each expected fragment is in exactly one row of its file, and the file has no other rows.
    func assertTable(_ rows: [Row], expected: [String: [String]], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Set(rows.map(\.file)), Set(expected.keys), file: file, line: line)
        for (name, declarations) in expected {
            let listed = rows.filter { $0.file == name }.map(\.declaration)
            XCTAssertEqual(listed.count, declarations.count, "\(name): \(listed) against \(declarations)", file: file, line: line)
            for declaration in declarations {
                XCTAssertEqual(listed.filter { $0.contains(declaration) }.count, 1, "\(name): '\(declaration)' is listed once", file: file, line: line)
            }
        }
    }

    /// The Swift table holds what mogenerator's Swift machine template writes for MogenSwiftTest, no more and no less:
    /// per entity the name enums' cases, the `_Class` superclass, `entityName()`, `entity(managedObjectContext:)`, two
    /// initialisers and a property per attribute and relationship; per to-many its `…Set()` and four accessors; per
    /// fetch request template two `fetch…` functions.
    func testTheSwiftTableHasEveryDeclarationOfTheMachineFiles() throws {
        let model = try Self.model(Self.swiftModel)
        var expected: [String: [String]] = [:]
        for entity in model.entities {
            let cls = entity.representedClassName
            var declarations = entity.attributes.map { "\(cls)Attributes.\($0.name)" } + entity.relationships.map { "\(cls)Relationships.\($0.name)" }
            declarations += [
                "class _\(cls): NSManagedObject", "class func entityName()", "class func entity(managedObjectContext:)", "init(entity:insertIntoManagedObjectContext:)",
                "convenience init(managedObjectContext:)",
            ]
            declarations += entity.attributes.map { "var \($0.name): " } + entity.relationships.map { "var \($0.name): " }
            for relationship in entity.relationships where relationship.isToMany {
                let upper = Self.upper(relationship.name)
                declarations += [
                    "func \(relationship.name)Set()", "func add\(upper)(objects:", "func remove\(upper)(objects:", "func add\(upper)Object(value:",
                    "func remove\(upper)Object(value:",
                ]
            }
            for request in model.fetchRequests where request.entity == entity.name {
                declarations += ["class func fetch\(Self.upper(request.name))(managedObjectContext:)", "class func fetch\(Self.upper(request.name))(managedObjectContext:error:)"]
            }
            expected["_\(cls).swift"] = declarations
        }
        let rows = try Self.table(Self.swiftModel)
        assertTable(rows, expected: expected)
        XCTAssertEqual(rows.count, 34)
    }

    /// The Objective-C table holds what mogenerator's Objective-C machine template writes for MagicalRecord's
    /// `SingleRelatedEntity`: the name structs' members, the typed object ID class, `_Class`, the three class methods,
    /// `-objectID`, a property per attribute and relationship, per to-many its `…Set` and four accessors, and a
    /// primitive getter and setter per property.
    func testTheObjectiveCTableHasEveryDeclarationOfTheMachineHeader() throws {
        let model = try Self.model(Self.objcModel)
        let entity = try XCTUnwrap(model.entities.first { $0.name == "SingleRelatedEntity" })
        let cls = entity.representedClassName
        var declarations = entity.attributes.map { "\(cls)Attributes.\($0.name)" } + entity.relationships.map { "\(cls)Relationships.\($0.name)" }
        declarations += [
            "@interface \(cls)ID : NSManagedObjectID", "@interface _\(cls) : NSManagedObject", "+ (id)insertInManagedObjectContext:", "+ (NSString *)entityName",
            "+ (NSEntityDescription *)entityInManagedObjectContext:", "- (\(cls)ID *)objectID",
        ]
        let names = entity.attributes.map(\.name) + entity.relationships.map(\.name)
        declarations += names.map { "*\($0)" }
        for relationship in entity.relationships where relationship.isToMany {
            let upper = Self.upper(relationship.name)
            declarations += ["\(relationship.name)Set", "add\(upper):", "remove\(upper):", "add\(upper)Object:", "remove\(upper)Object:"]
        }
        declarations += names.flatMap { ["primitive\(Self.upper($0))", "setPrimitive\(Self.upper($0)):"] }
        let rows = try Self.table(Self.objcModel)
        assertTable(rows, expected: ["_\(cls).h": declarations])
        XCTAssertEqual(rows.count, 36)
    }

    /// Each compiled counterpart is in the caller file; each gap is named in docs/migrating.md, which points at the table.
    func testEveryCounterpartIsCalledOrDocumented() throws {
        let guide = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent("docs/migrating.md"), encoding: .utf8)
        for (name, caller) in [(Self.swiftModel, "api.swift"), (Self.objcModel, "api.m")] {
            let text = try String(contentsOf: Self.models.appendingPathComponent("\(name).\(caller)"), encoding: .utf8)
            for row in try Self.table(name) {
                if row.isGap {
                    XCTAssertTrue(guide.contains(row.counterpart), "\(row.declaration): docs/migrating.md does not say '\(row.counterpart)'")
                } else {
                    XCTAssertTrue(text.contains(row.counterpart), "\(row.declaration): \(name).\(caller) has no '\(row.counterpart)'")
                }
            }
            XCTAssertTrue(guide.contains("\(name).mogenerator.tsv"), "docs/migrating.md points at \(name)'s table")
        }
    }

    /// The Swift caller compiles against the classes generated with every option (`swiftc -typecheck` with the stubs,
    /// as `.ci/typecheck-generated` does in "swift classes, all options"), and not against Xcode's default output: the
    /// options are what it needs.
    func testTheSwiftCallerCompilesWithEveryOption() throws {
        let model = try Self.model(Self.swiftModel)
        let caller = GeneratedFile(path: "Caller.swift", contents: try String(contentsOf: Self.models.appendingPathComponent("\(Self.swiftModel).api.swift"), encoding: .utf8))
        let context = GenerationContext(sourceFileName: "\(Self.swiftModel).cdm")
        let all = try XCTUnwrap(CodegenSupport.generatedAPI.first { $0.name == "swift-all-options" }).target
        XCTAssertEqual(try CodegenSupport.typecheckSwift(Generators.files(for: all, model: model, context: context) + [caller], label: "mogenerator"), "")
        let plain = Generators.files(for: GenerateTarget(kind: .swift, path: "out"), model: model, context: context)
        let errors = try CodegenSupport.typecheckSwift(plain + [caller], label: "mogenerator-plain")
        XCTAssertTrue(errors.contains("has no member 'insert'"), errors)
    }

    /// The Objective-C caller compiles (`clang -fsyntax-only -Werror`, nullability complete, one unit importing every
    /// `.m` and the caller, as the typecheck stage does) with every option, and not without `@convenience`.
    func testTheObjectiveCCallerCompilesWithEveryOption() throws {
        let model = try Self.model(Self.objcModel)
        let caller = try String(contentsOf: Self.models.appendingPathComponent("\(Self.objcModel).api.m"), encoding: .utf8)
        let context = GenerationContext(sourceFileName: "\(Self.objcModel).cdm")
        func compile(_ target: GenerateTarget, label: String) throws -> String {
            var files = Generators.files(for: target, model: model, context: context)
            files.append(GeneratedFile(path: "Caller.m", contents: caller))
            let unit = files.filter { $0.path.hasSuffix(".m") }.map { "#import \"\($0.path)\"" }.joined(separator: "\n") + "\n"
            files.append(GeneratedFile(path: "Unit.m", contents: unit))
            return try CodegenSupport.compileObjC(files, target: "arm64-apple-macos14", label: label)
        }
        let all = try XCTUnwrap(CodegenSupport.generatedAPI.first { $0.name == "objc-all-options" }).target
        XCTAssertEqual(try compile(all, label: "mogenerator-objc"), "")
        XCTAssertTrue(try compile(GenerateTarget(kind: .objc, path: "out"), label: "mogenerator-objc-plain").contains("insertInManagedObjectContext:"))
    }
}
