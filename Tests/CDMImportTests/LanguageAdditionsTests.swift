// The language additions the importer needs (`@minCount`, `@xcode`) check as documented.

import CDMModel
import XCTest

final class LanguageAdditionsTests: XCTestCase {
  func diagnostics(_ text: String) -> [String] {
    Analyzer.analyze(text: text).diagnostics.filter { $0.severity == .error }.map {
      "\($0.code.rawValue): \($0.message)"
    }
  }

  func testMinCountOnToOneAndToMany() {
    let analysis = Analyzer.analyze(
      text: """
        model M
        entity A {
          b: B? @minCount(1)
          bs: [B] @minCount(2)
        }
        entity B {}
        """)
    XCTAssertFalse(analysis.diagnostics.hasErrors)
    let a = analysis.model.entities[0]
    XCTAssertEqual(a.relationships.map(\.minCount), [1, 2])
    // Neither makes the relationship required.
    XCTAssertEqual(a.relationships.map(\.isOptional), [true, true])
  }

  func testMinCountCannotBeCombinedWithCount() {
    XCTAssertEqual(
      diagnostics("model M\nentity A {\n  bs: [B] @minCount(2) @count(...5)\n}\nentity B {}\n"),
      [
        "modifier-not-applicable: '@minCount' cannot be combined with '@count'; give the minimum in '@count' or remove '@count'"
      ])
    XCTAssertEqual(
      diagnostics("model M\nentity A {\n  b: B? @minCount(x)\n}\nentity B {}\n").count, 1)
  }

  func testXcodeSettings() {
    let analysis = Analyzer.analyze(
      text:
        "model M @xcode(sourceLanguage: \"Objective-C\", usedWithSwiftData: \"YES\")\nentity A { a: String }\n"
    )
    XCTAssertFalse(analysis.diagnostics.hasErrors)
    XCTAssertEqual(
      analysis.model.xcodeSettings,
      [
        UserInfoEntry(key: "sourceLanguage", value: "Objective-C"),
        UserInfoEntry(key: "usedWithSwiftData", value: "YES"),
      ])
    XCTAssertEqual(
      diagnostics("model M @xcode(lastSavedToolsVersion: \"1\")\nentity A { a: String }\n"),
      [
        "invalid-modifier-argument: unknown Xcode setting 'lastSavedToolsVersion'; '@xcode' takes sourceLanguage, usedWithCloudKit, usedWithSwiftData"
      ])
    XCTAssertEqual(
      diagnostics("model M\nentity A @xcode(sourceLanguage: \"Swift\") { a: String }\n").count, 1)
  }
}
