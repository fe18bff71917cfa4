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
}
