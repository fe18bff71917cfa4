// A model that shipped with mogenerator's machine files (issue 33): every declaration they make is either written by a
// caller against cdm's classes with every option, and compiled, or a gap docs/migrating.md names.

import CDMImport
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

@testable import CDMGenerators

final class MogeneratorComparisonTests: XCTestCase {
    static let name = "rentzsch__mogenerator__MogenSwiftTest"
    static var models: URL { TestPaths.testsRoot.appendingPathComponent("Typecheck/Models") }

    struct Row {
        var file: String
        var declaration: String
        var counterpart: String
        var isGap: Bool
    }

    /// `Typecheck/Models/NAME.mogenerator.tsv`: file, mogenerator's declaration, `compiled: <caller text>` or `gap: <docs text>`.
    static func table() throws -> [Row] {
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

    /// The vendored model, imported, with every entity's classes generated (it is "Manual/None", as mogenerator needs).
    static func model() throws -> Model {
        let url = TestPaths.testsRoot.appendingPathComponent("Fixtures/xcdatamodel/\(name).contents")
        let imported = try XcodeImporter.importContents(try Data(contentsOf: url), fileName: url.path)
        let analysis = Analyzer.analyze(text: imported.cdmText.replacingOccurrences(of: "@codegen(manual)", with: "@codegen(class)"))
        XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        return analysis.model
    }

    /// The table holds what mogenerator's Swift machine template writes for this model, no more and no less: per entity
    /// the name enums' cases, the `_Class` superclass, `entityName()`, `entity(managedObjectContext:)`, two
    /// initialisers and a property per attribute and relationship; per to-many its `…Set()` and four accessors; per
    /// fetch request template two `fetch…` functions.
    func testTheTableHasEveryDeclarationOfTheMachineFiles() throws {
        let model = try Self.model()
        let rows = try Self.table()
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
                let upper = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
                declarations += [
                    "func \(relationship.name)Set()", "func add\(upper)(objects:", "func remove\(upper)(objects:", "func add\(upper)Object(value:",
                    "func remove\(upper)Object(value:",
                ]
            }
            for request in model.fetchRequests where request.entity == entity.name {
                let upper = request.name.prefix(1).uppercased() + request.name.dropFirst()
                declarations += ["class func fetch\(upper)(managedObjectContext:)", "class func fetch\(upper)(managedObjectContext:error:)"]
            }
            expected["_\(cls).swift"] = declarations
        }
        XCTAssertEqual(Set(rows.map(\.file)), Set(expected.keys))
        for (file, declarations) in expected {
            let listed = rows.filter { $0.file == file }.map(\.declaration)
            XCTAssertEqual(listed.count, declarations.count, "\(file): \(listed) against \(declarations)")
            for declaration in declarations {
                XCTAssertEqual(listed.filter { $0.contains(declaration) }.count, 1, "\(file): '\(declaration)' is listed once")
            }
        }
        XCTAssertEqual(rows.count, 34)
    }

    /// Each compiled counterpart is a line of the caller file; each gap is named in docs/migrating.md.
    func testEveryCounterpartIsCalledOrDocumented() throws {
        let caller = try String(contentsOf: Self.models.appendingPathComponent("\(Self.name).api.swift"), encoding: .utf8)
        let guide = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent("docs/migrating.md"), encoding: .utf8)
        for row in try Self.table() {
            if row.isGap {
                XCTAssertTrue(guide.contains(row.counterpart), "\(row.declaration): docs/migrating.md does not say '\(row.counterpart)'")
            } else {
                XCTAssertTrue(caller.contains(row.counterpart), "\(row.declaration): the caller file has no '\(row.counterpart)'")
            }
        }
        XCTAssertTrue(guide.contains("\(Self.name).mogenerator.tsv"), "docs/migrating.md points at the table")
    }

    /// The caller compiles against the classes generated with every option (`swiftc -typecheck` with the stubs, as
    /// `.ci/typecheck-generated` does in "swift classes, all options"), and not against Xcode's default output: the
    /// options are what it needs.
    func testTheCallerCompilesWithEveryOption() throws {
        let model = try Self.model()
        let caller = GeneratedFile(path: "Caller.swift", contents: try String(contentsOf: Self.models.appendingPathComponent("\(Self.name).api.swift"), encoding: .utf8))
        let all = try XCTUnwrap(CodegenSupport.generatedAPI.first { $0.name == "swift-all-options" }).target
        let generated = Generators.files(for: all, model: model, context: GenerationContext(sourceFileName: "\(Self.name).cdm"))
        XCTAssertEqual(try CodegenSupport.typecheckSwift(generated + [caller], label: "mogenerator"), "")
        let plain = Generators.files(for: GenerateTarget(kind: .swift, path: "out"), model: model, context: GenerationContext(sourceFileName: "\(Self.name).cdm"))
        let errors = try CodegenSupport.typecheckSwift(plain + [caller], label: "mogenerator-plain")
        XCTAssertTrue(errors.contains("has no member 'insert'"), errors)
    }
}
