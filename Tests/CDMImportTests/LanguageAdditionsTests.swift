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
        "invalid-modifier-argument: 'lastSavedToolsVersion' cannot be given with '@xcode': cdm writes 'lastSavedToolsVersion' itself"
      ])
    // An entity takes XML attributes the language does not spell, not its own spellings.
    XCTAssertEqual(
      diagnostics("model M\nentity A @xcode(sourceLanguage: \"Swift\") { a: String }\n"), [])
    XCTAssertEqual(
      diagnostics("model M\nentity A @xcode(parentEntity: \"B\") { a: String }\n"),
      [
        "invalid-modifier-argument: 'parentEntity' cannot be given with '@xcode': the language spells 'parentEntity' itself"
      ])
  }

  func testXcodeSettingsOnProperties() {
    let analysis = Analyzer.analyze(
      text: """
        model M
        entity A {
          data: Data? @xcode(storedInTruthFile: "YES", customClassName: ".CKDatabase")
          name: String @xcode(valueTransformerName: "")
          b: B? @inverse(a) @xcode(ordered: "YES")
          fetched all: [B] @xcode(colour: "red")
        }
        entity B {
          a: A? @inverse(b)
        }
        configuration C @xcode(colour: "blue") { A }
        fetchRequest R: A @xcode(colour: "green")
        """)
    XCTAssertFalse(analysis.diagnostics.hasErrors, "\(analysis.diagnostics)")
    let a = analysis.model.entities[0]
    XCTAssertEqual(
      a.attributes[0].xcodeSettings,
      [
        UserInfoEntry(key: "storedInTruthFile", value: "YES"),
        UserInfoEntry(key: "customClassName", value: ".CKDatabase"),
      ])
    XCTAssertEqual(a.attributes[1].xcodeSettings, [UserInfoEntry(key: "valueTransformerName", value: "")])
    XCTAssertEqual(a.relationships[0].xcodeSettings, [UserInfoEntry(key: "ordered", value: "YES")])
    XCTAssertEqual(a.fetchedProperties[0].xcodeSettings, [UserInfoEntry(key: "colour", value: "red")])
    XCTAssertEqual(analysis.model.configurations[0].xcodeSettings, [UserInfoEntry(key: "colour", value: "blue")])
    XCTAssertEqual(analysis.model.fetchRequests[0].xcodeSettings, [UserInfoEntry(key: "colour", value: "green")])
    // Where the language has a spelling, it is the one to use.
    XCTAssertEqual(
      diagnostics(
        "model M\nentity A {\n  t: Transformable @xcode(valueTransformerName: \"X\")\n  bs: [A] @inverse(bs) @xcode(ordered: \"YES\")\n}\n"
      ),
      [
        "invalid-modifier-argument: 'valueTransformerName' cannot be given with '@xcode': write '@transformer(\"…\")'",
        "invalid-modifier-argument: 'ordered' cannot be given with '@xcode': write '@ordered'",
      ])
  }

  func testDefaultValueStringMustReadAsTheDefault() {
    // Core Data reads the text with NSString's conversions: NO and 0.0 are 0 on an integer,
    // 0.0 is false and 100 is true on a Boolean.
    XCTAssertEqual(
      diagnostics(
        """
        model M
        entity A {
          a: Int16 = 0 @xcode(defaultValueString: "NO")
          b: Int32 = 0 @xcode(defaultValueString: "0.0")
          c: Bool = false @xcode(defaultValueString: "0.0")
          d: Bool = true @xcode(defaultValueString: "100")
          e: Double = 1 @xcode(defaultValueString: "1.")
          f: Data? @xcode(defaultValueString: "")
        }
        """), [])
    XCTAssertEqual(
      diagnostics("model M\nentity A {\n  a: Int16 = 5 @xcode(defaultValueString: \"NO\")\n}\n"),
      [
        "invalid-modifier-argument: Core Data reads defaultValueString \"NO\" as 0, but the attribute has the default 5; write '= 0' or remove the setting"
      ])
    XCTAssertEqual(
      diagnostics("model M\nentity A {\n  a: String = \"x\" @xcode(defaultValueString: \"y\")\n}\n"),
      [
        "invalid-modifier-argument: 'defaultValueString' cannot be given with '@xcode': write the default as '= \"…\"'"
      ])
    XCTAssertEqual(XcodeSettings.coreDataDefault("NO", type: .int16), .number("0"))
    XCTAssertEqual(XcodeSettings.coreDataDefault(" -12abc", type: .int64), .number("-12"))
    XCTAssertEqual(XcodeSettings.coreDataDefault("100", type: .bool), .bool(true))
    XCTAssertEqual(XcodeSettings.coreDataDefault("0.0", type: .bool), .bool(false))
    XCTAssertEqual(XcodeSettings.coreDataDefault("yes", type: .bool), .bool(true))
    XCTAssertEqual(XcodeSettings.coreDataDefault("2.50x", type: .double), .number("2.5"))
    XCTAssertEqual(XcodeSettings.coreDataDefault("abc", type: .decimal), nil)
    XCTAssertEqual(XcodeSettings.coreDataDefault("", type: .data), nil)
  }
}
