// Issue #16: what made generated code fail to compile in one mode or language, each with the output that fixes it.

import CDMModel
import CDMTestSupport
import Foundation
import XCTest

@testable import CDMGenerators

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

    // MARK: - Frameworks of Transformable classes

    static let frameworkClasses = """
        model Shop
        entity Item {
          color: Transformable<UIColor>?
          place: Transformable<CLLocation>?
          style: Transformable<NSParagraphStyle>?
          photos: Transformable<"[UIImage]">?
          record: Transformable<"CKRecord.ID">?
          count: Transformable<"[UInt]">?
        }
        entity Note @codegen(category) {
          tint: Transformable<NSColor>?
        }
        """

    /// Swift imports the framework of each class, guarded by `canImport`; `UInt` is no UIKit class.
    func testSwiftImportsTheFrameworksOfTransformableClasses() throws {
        let generated = files(model(Self.frameworkClasses), .swift)
        let item = try XCTUnwrap(generated["Item+CoreDataProperties.swift"])
        let expected = """
            import Foundation
            import CoreData
            #if canImport(CloudKit)
            import CloudKit
            #endif
            #if canImport(CoreLocation)
            import CoreLocation
            #endif
            #if canImport(UIKit)
            import UIKit
            #endif
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif


            extension Item {
            """
        XCTAssertTrue(item.contains(expected), item)
        let note = try XCTUnwrap(generated["Note+CoreDataProperties.swift"])
        XCTAssertTrue(note.contains("import CoreData\n#if canImport(AppKit)\nimport AppKit\n#endif\n\n\nextension Note {"), note)
        // The class file names no Transformable class and imports nothing more.
        XCTAssertFalse(try XCTUnwrap(generated["Item+CoreDataClass.swift"]).contains("#if"))
    }

    /// The plugins' one-file bundle gathers the guarded imports once, at the top.
    func testSwiftBundleHoistsConditionalImports() throws {
        let text = SwiftBundle.source(
            for: model(Self.frameworkClasses + "\nentity Other {\n  tint: Transformable<NSColor>?\n}\n"), context: GenerationContext(sourceFileName: "Shop.cdm"))
        XCTAssertEqual(text.components(separatedBy: "#if canImport(AppKit)\nimport AppKit\n#endif").count, 2, text)
        let firstMark = try XCTUnwrap(text.range(of: "// MARK:"))
        XCTAssertFalse(text[firstMark.lowerBound...].contains("import "), "every import is above the first file")
    }

    /// Objective-C imports the framework where it exists; where it does not, the `@class` forward
    /// declaration is all the header needs, so it compiles either way.
    func testObjCImportsTheFrameworksOfTransformableClasses() throws {
        let m = model(Self.frameworkClasses)
        let generated = files(m, .objc)
        let header = try XCTUnwrap(generated["Item+CoreDataClass.h"])
        XCTAssertTrue(header.contains("#import <CoreData/CoreData.h>\n#if __has_include(<CoreLocation/CoreLocation.h>)\n#import <CoreLocation/CoreLocation.h>\n#endif\n"), header)
        XCTAssertTrue(
            header.contains("#if __has_include(<UIKit/UIKit.h>)\n#import <UIKit/UIKit.h>\n#elif __has_include(<AppKit/AppKit.h>)\n#import <AppKit/AppKit.h>\n#endif\n"), header)
        XCTAssertFalse(header.contains("CloudKit"), "CKRecord.ID is `id` in Objective-C and needs nothing")
        XCTAssertTrue(header.contains("@class CLLocation, NSParagraphStyle, UIColor, UIImage;\n"), header)
        let category = try XCTUnwrap(generated["Note+CoreDataProperties.h"])
        XCTAssertTrue(category.contains("#import \"Note+CoreDataClass.h\"\n#if __has_include(<AppKit/AppKit.h>)\n#import <AppKit/AppKit.h>\n#endif\n"), category)

        var target = GenerateTarget(kind: .objc, path: "out")
        target.language = .objc
        var all = Generators.files(for: target, model: m, context: GenerationContext(sourceFileName: "Shop.cdm"))
        // The class header of the `category` entity, which the user writes.
        all.append(
            GeneratedFile(path: "Note+CoreDataClass.h", contents: "#import <CoreData/CoreData.h>\n@interface Note : NSManagedObject\n@end\n#import \"Note+CoreDataProperties.h\"\n")
        )
        XCTAssertEqual(try CodegenSupport.compileObjC(all, target: "arm64-apple-ios12.0", label: "frameworks"), "")
        // With a UIKit that exists, the header imports it.
        let sdk = try CodegenSupport.temporaryFolder("uikit")
        defer { try? FileManager.default.removeItem(at: sdk) }
        try FileManager.default.createDirectory(at: sdk.appendingPathComponent("UIKit"), withIntermediateDirectories: true)
        try Data("#error \"UIKit imported\"\n".utf8).write(to: sdk.appendingPathComponent("UIKit/UIKit.h"))
        let failures = try CodegenSupport.compileObjC(all, target: "arm64-apple-ios12.0", label: "frameworks", includes: [sdk])
        XCTAssertTrue(failures.contains("UIKit imported"), failures)
    }

    /// An entity whose parent's class is NSManagedObject itself (Xcode's default, `@class(NSManagedObject)`)
    /// subclasses NSManagedObject: there is no `NSManagedObject+CoreDataClass.h` to import.
    func testObjCClassOfAChildOfAnNSManagedObjectParent() throws {
        let m = model("entity Base @class(NSManagedObject) @codegen(manual) {\n  name: String?\n}\nentity Game: Base {\n  score: Int32 = 0\n}\n")
        let header = try XCTUnwrap(files(m, .objc)["Game+CoreDataClass.h"])
        XCTAssertFalse(header.contains("NSManagedObject+CoreDataClass.h"), header)
        XCTAssertTrue(header.contains("#import <CoreData/CoreData.h>\n"), header)
        XCTAssertTrue(header.contains("@interface Game : NSManagedObject\n"), header)
        XCTAssertEqual(
            try CodegenSupport.compileObjC(
                Array(Generators.files(for: GenerateTarget(kind: .objc, path: "out"), model: m, context: GenerationContext(sourceFileName: "Shop.cdm"))),
                target: "arm64-apple-macos14"), "")
        XCTAssertTrue(try XCTUnwrap(files(m, .swift)["Game+CoreDataClass.swift"]).contains("public class Game: NSManagedObject {"))
    }

    /// Classes Swift knows by another name (CloudKit's API notes) are written with their Swift names;
    /// Objective-C and the builder keep the runtime name. Xcode's module form `.Class` is the class.
    func testSwiftNamesOfRenamedObjectiveCClasses() throws {
        let m = model(
            """
            entity Beacon {
              recordID: Transformable<CKRecordID>?
              zones: Transformable<"[CKRecordZoneID]">?
              database: Transformable<".CKDatabase">?
              own: Transformable<"App.CKRecordID">?
            }
            """)
        let swift = try XCTUnwrap(files(m, .swift)["Beacon+CoreDataProperties.swift"])
        XCTAssertTrue(swift.contains("import CoreData\n#if canImport(CloudKit)\nimport CloudKit\n#endif\n"), swift)
        XCTAssertTrue(swift.contains("@NSManaged public var recordID: CKRecord.ID?\n"), swift)
        XCTAssertTrue(swift.contains("@NSManaged public var zones: [CKRecordZone.ID]?\n"), swift)
        XCTAssertTrue(swift.contains("@NSManaged public var database: CKDatabase?\n"), swift)
        XCTAssertTrue(swift.contains("@NSManaged public var own: App.CKRecordID?\n"), "a module's own class keeps its name: \(swift)")
        let objc = try XCTUnwrap(files(m, .objc)["Beacon+CoreDataProperties.h"])
        XCTAssertTrue(objc.contains("CKRecordID *recordID;"), objc)
        XCTAssertTrue(objc.contains("CKDatabase *database;"), objc)
        let builder = try XCTUnwrap(files(m, .builder).values.first { $0.contains("attributeValueClassName") })
        XCTAssertTrue(builder.contains("\"CKRecordID\""), builder)
        XCTAssertEqual(TransformableTypes.swift("[String: CKShareParticipant]"), "[String: CKShare.Participant]")
    }
}
