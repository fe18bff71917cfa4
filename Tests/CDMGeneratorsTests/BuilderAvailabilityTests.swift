// The builders are marked available from the OS versions of the APIs they use, and compile there.

import CDMGenerators
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

final class BuilderAvailabilityTests: XCTestCase {
    func model(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Model {
        let analysis = Analyzer.analyze(text: text, defaultModelName: "Shop")
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "\(errors.map(\.message))", file: file, line: line)
        return analysis.model
    }

    func builder(_ model: Model, _ language: GeneratedLanguage) -> [GeneratedFile] {
        var target = GenerateTarget(kind: .builder, path: "out")
        target.language = language
        return Generators.files(for: target, model: model, context: GenerationContext(sourceFileName: "Shop.cdm"))
    }

    /// One model per level, each with the API that sets it, and the versions Apple's headers give that API.
    static let levels: [(members: String, swift: String, objc: String, reason: String)] = [
        ("name: String", "macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0", "macos(10.12), ios(10.0), tvos(10.0), watchos(3.0)", "NSPersistentContainer"),
        ("id: UUID", "macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0", "macos(10.13), ios(11.0), tvos(11.0), watchos(4.0)", "UUID attributes"),
        ("link: URL?", "macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0", "macos(10.13), ios(11.0), tvos(11.0), watchos(4.0)", "URI attributes"),
        ("score: Double = 0 @indexed", "macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0", "macos(10.13), ios(11.0), tvos(11.0), watchos(4.0)", "NSFetchIndexDescription"),
        (
            "name: String @preserveAfterDeletion", "macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0", "macos(10.15), ios(13.0), tvos(13.0), watchos(6.0)",
            "preservesValueInHistoryOnDeletion"
        ),
        (
            "name: String\n  size: Int64 = 0 @derived(\"name.length\")", "macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0", "macos(10.15), ios(13.0), tvos(13.0), watchos(6.0)",
            "NSDerivedAttributeDescription"
        ),
        ("secret: String? @cloudEncrypted", "macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0", "macos(12.0), ios(15.0), tvos(15.0), watchos(8.0)", "allowsCloudEncryption"),
    ]

    func testEachAPISetsItsLevel() throws {
        for level in Self.levels {
            let m = model("model Shop\nentity Item {\n  \(level.members)\n}\n")
            let swift = try XCTUnwrap(builder(m, .swift).first).contents
            XCTAssertTrue(swift.contains("@available(\(level.swift), *)\n"), "\(level.members):\n\(swift.prefix(600))")
            XCTAssertTrue(swift.contains("(for \(level.reason))."), "\(level.members) names its reason")
            let header = try XCTUnwrap(builder(m, .objc).first { $0.path.hasSuffix(".h") }).contents
            XCTAssertTrue(header.contains("API_AVAILABLE(\(level.objc))\n@interface ShopModel"), "\(level.members):\n\(header)")
        }
    }

    /// The highest level wins, and every API of that level is named.
    func testTheNewestAPIDecidesAndIsNamed() throws {
        let m = model(
            """
            model Shop
            composite Money { amount: Decimal }
            entity Item {
              id: UUID
              name: String @preserveAfterDeletion
              size: Int64 = 0 @derived("name.length")
              price: Money?
            }
            """)
        let swift = try XCTUnwrap(builder(m, .swift).first).contents
        XCTAssertTrue(swift.contains("/// Available from macOS 14.0, iOS 17.0, tvOS 17.0 and watchOS 10.0 (for NSCompositeAttributeDescription).\n"), swift)
        XCTAssertTrue(swift.contains("\n@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)\n"), swift)
        let derived = model("model Shop\nentity Item {\n  name: String @preserveAfterDeletion\n  size: Int64 = 0 @derived(\"name.length\")\n}\n")
        let text = try XCTUnwrap(builder(derived, .swift).first).contents
        XCTAssertTrue(text.contains("(for preservesValueInHistoryOnDeletion, NSDerivedAttributeDescription)."), text)
    }

    /// The Objective-C builder of every level compiles for exactly the versions it declares, with
    /// `-Wunguarded-availability` against stubs that carry Apple's `API_AVAILABLE`: no API is newer.
    func testObjCBuilderCompilesAtItsLowestVersions() throws {
        var models = Self.levels.map { model("model Shop\nconfiguration Local { Item }\nentity Item {\n  \($0.members)\n}\n") }
        for url in TestPaths.examples() {
            if let m = CodegenSupport.model(url) { models.append(m) }
        }
        for m in models {
            let files = builder(m, .objc)
            let header = try XCTUnwrap(files.first { $0.path.hasSuffix(".h") }).contents
            let line = try XCTUnwrap(header.split(separator: "\n").first { $0.hasPrefix("API_AVAILABLE(") })
            let targets = CodegenSupport.clangTargets(availability: String(line))
            XCTAssertEqual(targets.count, 4, String(line))
            for target in targets {
                let failures = try CodegenSupport.compileObjC(files, target: target, label: "availability")
                XCTAssertEqual(failures, "", "\(m.name) at \(target)")
            }
        }
    }

    /// The check above can fail: the same code declared one level too low does not compile.
    func testTooLowADeclarationIsCaught() throws {
        let m = model("model Shop\nentity Item {\n  name: String @preserveAfterDeletion\n}\n")
        var files = builder(m, .objc)
        let i = try XCTUnwrap(files.firstIndex { $0.path.hasSuffix(".h") })
        files[i].contents = files[i].contents.replacingOccurrences(of: "ios(13.0)", with: "ios(11.0)")
        let failures = try CodegenSupport.compileObjC(files, target: "arm64-apple-ios11.0", label: "availability")
        XCTAssertTrue(failures.contains("'setPreservesValueInHistoryOnDeletion:' is only available on iOS 13.0 or newer"), failures)
    }
}
