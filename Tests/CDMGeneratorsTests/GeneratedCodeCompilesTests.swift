// Issue #16: what made generated code fail to compile in one mode or language, each with the output that fixes it.

import CDMGenerators
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

final class GeneratedCodeCompilesTests: XCTestCase {
    func model(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Model {
        let analysis = Analyzer.analyze(text: text, defaultModelName: "Shop")
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "\(errors.map(\.message))", file: file, line: line)
        return analysis.model
    }

    func files(_ model: Model, _ kind: GenerateKind, language: GeneratedLanguage = .swift) -> [String: String] {
        var target = GenerateTarget(kind: kind, path: "out")
        target.language = language
        let generated = Generators.files(for: target, model: model, context: GenerationContext(sourceFileName: "Shop.cdm"))
        return Dictionary(uniqueKeysWithValues: generated.map { ($0.path, $0.contents) })
    }

    // MARK: - Swift builder and concurrency

    /// Every member of the Swift builder is `nonisolated`, so that a module with main-actor default
    /// isolation (Swift 6.2 `-default-isolation MainActor`, Xcode 26's new projects) can still build
    /// `shared` (a `nonisolated(unsafe)` constant whose initializer calls `makeModel()`) and use the
    /// model off the main actor.
    func testSwiftBuilderMembersAreNonisolated() throws {
        let m = model(
            """
            model Shop
            entity Item @class(".Item") {
              score: Double = 0 @indexed
              fetched same: [Item] @predicate("score == $FETCH_SOURCE.score")
            }
            configuration Cloud @cloudKit { Item }
            """)
        let text = try XCTUnwrap(files(m, .builder)["ShopModel.swift"])
        let members = text.split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.hasPrefix("     ") && $0.contains("static ") }
        XCTAssertEqual(members.count, 7, members.joined(separator: "\n"))
        for member in members {
            XCTAssertTrue(member.hasPrefix("    nonisolated ") || member.hasPrefix("    nonisolated(unsafe) "), String(member))
        }
        XCTAssertTrue(text.contains("    nonisolated(unsafe) public static let shared: NSManagedObjectModel = makeModel()\n"))
        XCTAssertTrue(text.contains("/// Needs Swift 5.10 (Xcode 15.3) or later."))
    }

    // MARK: - Transformable classes in Objective-C

    static let transformables = """
        model Shop
        entity Item {
          tags: Transformable<"[String]">?
          info: Transformable<"[String: Any]">?
          links: Transformable<"Set<URL>">?
          history: Transformable<"[Int: [Date]]">?
          pairs: Transformable<"Array<Dictionary<String, Double>>">?
          point: Transformable<"(Int, Int)">?
          maybe: Transformable<"[String?]">?
          nested: Transformable<"Foo.Bar">?
          labels: Transformable<"[Label]">?
          color: Transformable<UIColor>?
          plain: Transformable?
        }
        """

    /// Swift spellings become the classes Swift bridges them to; what Objective-C cannot say is `id`.
    func testObjCTransformableTypesAreObjectiveC() throws {
        let header = try XCTUnwrap(files(model(Self.transformables), .objc)["Item+CoreDataProperties.h"])
        let expected = [
            "@property (nullable, nonatomic, retain) NSArray<NSString *> *tags;",
            "@property (nullable, nonatomic, retain) NSDictionary<NSString *, id> *info;",
            "@property (nullable, nonatomic, retain) NSSet<NSURL *> *links;",
            "@property (nullable, nonatomic, retain) NSDictionary<NSNumber *, NSArray<NSDate *> *> *history;",
            "@property (nullable, nonatomic, retain) NSArray<NSDictionary<NSString *, NSNumber *> *> *pairs;",
            "@property (nullable, nonatomic, retain) id point;",
            "@property (nullable, nonatomic, retain) id maybe;",
            "@property (nullable, nonatomic, retain) id nested;",
            "@property (nullable, nonatomic, retain) NSArray<Label *> *labels;",
            "@property (nullable, nonatomic, retain) UIColor *color;",
            "@property (nullable, nonatomic, retain) NSObject *plain;",
        ]
        for line in expected {
            XCTAssertTrue(header.contains(line + "\n"), "missing \(line) in:\n\(header)")
        }
        let classHeader = try XCTUnwrap(files(model(Self.transformables), .objc)["Item+CoreDataClass.h"])
        XCTAssertTrue(classHeader.contains("@class Label, UIColor;\n"), classHeader)
        // Swift keeps the spelling as written.
        let swift = try XCTUnwrap(files(model(Self.transformables), .swift)["Item+CoreDataProperties.swift"])
        XCTAssertTrue(swift.contains("@NSManaged public var info: [String: Any]?\n"), swift)
    }

    /// And the result compiles (clang against the stubs, every warning an error).
    func testObjCTransformableTypesCompile() throws {
        var target = GenerateTarget(kind: .objc, path: "out")
        target.language = .objc
        let generated = Generators.files(for: target, model: model(Self.transformables), context: GenerationContext(sourceFileName: "Shop.cdm"))
        XCTAssertEqual(try CodegenSupport.compileObjC(generated, target: "arm64-apple-ios12.0", label: "transformables"), "")
    }
}
