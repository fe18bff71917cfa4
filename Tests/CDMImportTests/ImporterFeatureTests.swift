// Each XML feature the corpus does not show imports to the expected `.cdm`, and generates back unchanged in meaning.

import CDMFeatures
import CDMGenerators
import CDMImport
import CDMModel
import XCTest

final class ImporterFeatureTests: XCTestCase {
  /// Imports `body`, checks the exact `.cdm`, that it checks without errors, and that the generated
  /// `contents` has the original's meaning.
  func assertImport(
    _ body: String, model: String = "", _ expected: String, warnings: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let xml = ImporterInputTests.contents(body, model: model)
    let result = try XcodeImporter.importContents(
      Data(xml.utf8), fileName: "Test.xcdatamodeld/Test.xcdatamodel/contents")
    XCTAssertEqual(result.cdmText, expected, file: file, line: line)
    XCTAssertEqual(result.warnings, warnings, file: file, line: line)
    XCTAssertEqual(
      SourceFormatter.format(result.cdmText), result.cdmText, "not in the canonical layout", file: file,
      line: line)
    let analysis = Analyzer.analyze(text: result.cdmText, defaultModelName: "Test")
    XCTAssertEqual(
      analysis.diagnostics.filter { $0.severity == .error }.map(\.message), [], file: file,
      line: line)
    let regenerated = XcdatamodelGenerator.contents(
      analysis.model, context: GenerationContext(sourceFileName: "Test.cdm"))
    let differences = try NormalizedModel(xml: xml).differences(
      from: NormalizedModel(xml: regenerated))
    XCTAssertEqual(differences.map(\.description), [], file: file, line: line)
  }

  func testNestedCompositesDerivedAndHistoryFlags() throws {
    try assertImport(
      """
          <entity name="Place" representedClassName="Place" syncable="YES" codeGenerationType="class">
              <attribute name="address" optional="YES" attributeType="Composite" composite="Address"/>
              <attribute name="id" attributeType="UUID" usesScalarValueType="NO" spotlightIndexingEnabled="YES" preserveAfterDeletion="YES" allowsCloudEncryption="YES"/>
              <attribute name="name" attributeType="String" minValueString="1" maxValueString="80" regularExpressionString="^[A-Z].*$" defaultValueString="Unnamed"/>
              <attribute name="nameLength" optional="YES" attributeType="Integer 64" derived="YES" derivationExpression="name.length" usesScalarValueType="YES"/>
              <attribute name="opened" attributeType="Date" minDateTimeInterval="0" maxDateTimeInterval="631152000.5" defaultDateTimeInterval="86400" usesScalarValueType="NO"/>
              <attribute name="photo" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES" maxValueString="1048576"/>
              <attribute name="rating" attributeType="Float" minValueString="0" maxValueString="5.5" defaultValueString="2.5" usesScalarValueType="YES"/>
              <attribute name="website" optional="YES" attributeType="URI" defaultValueString="https://example.com/a?b=1&amp;c=2"/>
          </entity>
          <composite name="Address">
              <attribute name="street" attributeType="String" defaultValueString="Main &quot;St&quot;"/>
              <attribute name="location" optional="YES" attributeType="Composite" composite="Location"/>
          </composite>
          <composite name="Location">
              <attribute name="latitude" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
          </composite>
      """,
      """
      model Test

      composite Address {
        street: String = "Main \\"St\\""
        location: Location?
      }

      composite Location {
        latitude: Double = 0.0
      }

      entity Place {
        address: Address?
        id: UUID @spotlight @preserveAfterDeletion @cloudEncrypted
        name: String = "Unnamed" @length(1...80) @regex("^[A-Z].*$")
        nameLength: Int64? @scalar(true) @derived("name.length")
        opened: Date = "2001-01-02T00:00:00Z" @range("2001-01-01T00:00:00Z"..."2021-01-01T00:00:00.5Z")
        photo: Data? @length(...1048576) @externalStorage
        rating: Float = 2.5 @range(0...5.5)
        website: URL? = "https://example.com/a?b=1&c=2"
      }

      """)
  }

  func testRelationshipCountsRulesAndVersioning() throws {
    try assertImport(
      """
          <entity name="Folder" representedClassName="Module.FolderMO" elementID="Directory" versionHashModifier="2" syncable="YES" codeGenerationType="category">
              <relationship name="items" toMany="YES" deletionRule="No Action" ordered="YES" destinationEntity="Item" inverseName="folder" inverseEntity="Item"/>
              <relationship name="pinned" optional="YES" minCount="2" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="pinnedIn" inverseEntity="Item"/>
              <relationship name="recent" minCount="1" maxCount="10" toMany="YES" deletionRule="Nullify" destinationEntity="Item" elementID="latest" versionHashModifier="r"/>
              <relationship name="some" optional="YES" maxCount="3" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="someOf" inverseEntity="Item"/>
              <relationship name="tagged" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="taggedIn" inverseEntity="Item" maxCount="4"/>
              <fetchedProperty name="big" optional="YES">
                  <fetchRequest name="fetchedPropertyFetchRequest" entity="Item" predicateString="weight &gt; 10"/>
                  <userInfo>
                      <entry key="note" value="large"/>
                  </userInfo>
              </fetchedProperty>
              <userInfo/>
          </entity>
          <entity name="Item" representedClassName="Item" syncable="YES">
              <attribute name="weight" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
              <relationship name="folder" maxCount="1" deletionRule="Deny" destinationEntity="Folder" inverseName="items" inverseEntity="Folder">
                  <userInfo>
                      <entry key="kind" value="c"/>
                  </userInfo>
              </relationship>
              <relationship name="pinnedIn" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="pinned" inverseEntity="Folder"/>
              <relationship name="someOf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="some" inverseEntity="Folder"/>
              <relationship name="taggedIn" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="tagged" inverseEntity="Folder"/>
          </entity>
      """,
      """
      model Test

      entity Folder @class("Module.FolderMO") @codegen(category) @renamedFrom(Directory) @versionHash("2") {
        items: [Item] @inverse(folder) @deleteRule(noAction) @ordered @required
        pinned: [Item] @inverse(pinnedIn) @deleteRule(cascade) @minCount(2)
        recent: [Item] @count(1...10) @renamedFrom(latest) @versionHash("r")
        some: [Item] @inverse(someOf) @count(...3)
        tagged: [Item] @inverse(taggedIn) @required @count(...4)
        fetched big: [Item] @predicate("weight > 10") @userInfo(note: "large")
      }

      entity Item @codegen(manual) {
        weight: Int32 = 0
        folder: Folder @inverse(items) @deleteRule(deny) @userInfo(kind: "c")
        pinnedIn: Folder? @inverse(pinned)
        someOf: Folder? @inverse(some)
        taggedIn: Folder? @inverse(tagged)
      }

      """)
  }

  func testOldFileSpellings() throws {
    // Xcode 4 to 9: no usesScalarValueType (NO), Boolean defaults as 0/1, Date defaults in
    // defaultValueString, legacy indexed flags, renamingIdentifier, absent class name.
    try assertImport(
      """
          <entity name="Event" syncable="YES">
              <attribute name="archived" attributeType="Boolean" defaultValueString="0" syncable="YES"/>
              <attribute name="count" attributeType="Integer 16" defaultValueString="3" indexed="YES" syncable="YES"/>
              <attribute name="start" optional="YES" attributeType="Date" defaultValueString="0" syncable="YES"/>
              <attribute name="title" optional="YES" attributeType="String" renamingIdentifier="name" syncable="YES"/>
              <attribute name="visible" optional="YES" attributeType="Boolean" defaultValueString="1" syncable="YES"/>
          </entity>
      """, model: " name=\"\" macOSVersion=\"Automatic\" iOSVersion=\"Automatic\"",
      """
      model Test

      entity Event @class(NSManagedObject) @codegen(manual) {
        archived: Bool = false @scalar(false)
        count: Int16 = 3 @indexed @scalar(false)
        start: Date? = "2001-01-01T00:00:00Z"
        title: String? @renamedFrom(name)
        visible: Bool? = true
      }

      """)
  }

  /// The normaliser itself: every kind of change is a difference that names the element and attribute.
  func testNormalizerReportsEveryChange() throws {
    let original = ImporterInputTests.contents(
      """
          <entity name="Note" representedClassName="Note" syncable="YES">
              <attribute name="text" optional="YES" attributeType="String"/>
              <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note"/>
          </entity>
      """)
    let same = try NormalizedModel(xml: original)
    XCTAssertEqual(same.differences(from: try NormalizedModel(xml: original)).count, 0)
    func diff(_ from: String, _ to: String) throws -> [String] {
      let changed = original.replacingOccurrences(of: from, with: to)
      XCTAssertNotEqual(changed, original)
      return same.differences(from: try NormalizedModel(xml: changed)).map(\.description)
    }
    XCTAssertEqual(
      try diff("name=\"text\" optional=\"YES\"", "name=\"text\""),
      ["entity[Note]/attribute[text]: 'optional' is 'YES' in the original, 'NO' regenerated"])
    XCTAssertEqual(
      try diff("deletionRule=\"Nullify\"", "deletionRule=\"Cascade\""),
      [
        "entity[Note]/relationship[tags]: 'deletionRule' is 'Nullify' in the original, 'Cascade' regenerated"
      ])
    XCTAssertEqual(
      try diff("representedClassName=\"Note\" ", ""),
      [
        "entity[Note]: 'representedClassName' is 'Note' in the original, 'NSManagedObject' regenerated"
      ])
    XCTAssertEqual(
      try diff("<attribute name=\"text\" optional=\"YES\" attributeType=\"String\"/>", ""),
      ["entity[Note]/attribute[text]: missing from the regenerated file"])
    // Tool metadata, order and spelled-out defaults are not differences.
    XCTAssertEqual(try diff("lastSavedToolsVersion=\"22758\"", "lastSavedToolsVersion=\"1\""), [])
    XCTAssertEqual(try diff("syncable=\"YES\">", ">"), [])
    XCTAssertEqual(
      try diff(
        "toMany=\"YES\" deletionRule=\"Nullify\"",
        "deletionRule=\"Nullify\" toMany=\"YES\" ordered=\"NO\""), [])
  }
  /// Defaults in the forms Core Data reads (NSString's conversions) import as the value Core Data
  /// reads, and the text survives export; Booleans written 0/1 need no setting.
  func testDefaultsInEveryFormCoreDataReads() throws {
    try assertImport(
      """
          <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="class">
              <attribute name="blob" optional="YES" attributeType="Binary" defaultValueString=""/>
              <attribute name="count" attributeType="Integer 32" defaultValueString="0.0" usesScalarValueType="YES"/>
              <attribute name="flag" attributeType="Boolean" defaultValueString="0" usesScalarValueType="YES"/>
              <attribute name="full" attributeType="Boolean" defaultValueString="100" usesScalarValueType="YES"/>
              <attribute name="missing" attributeType="Boolean" defaultValueString="0.0" usesScalarValueType="YES"/>
              <attribute name="nsfw" attributeType="Integer 16" defaultValueString="NO" usesScalarValueType="YES"/>
              <attribute name="ratio" attributeType="Double" defaultValueString="1." usesScalarValueType="YES"/>
          </entity>
      """,
      """
      model Test

      entity Item {
        blob: Data? @xcode(defaultValueString: "")
        count: Int32 = 0 @xcode(defaultValueString: "0.0")
        flag: Bool = false
        full: Bool = true @xcode(defaultValueString: "100")
        missing: Bool = false @xcode(defaultValueString: "0.0")
        nsfw: Int16 = 0 @xcode(defaultValueString: "NO")
        ratio: Double = 1 @xcode(defaultValueString: "1.")
      }

      """,
      warnings: [
        "Test.xcdatamodeld/Test.xcdatamodel/contents:4: warning: default value '' of attribute 'blob' of entity 'Item' has no spelling: 'Binary' attributes take no default in .cdm; kept as '@xcode(defaultValueString: \"\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:5: warning: default value '0.0' of attribute 'count' of entity 'Item' is read by Core Data as 0; imported as '= 0' and kept as written with '@xcode(defaultValueString: \"0.0\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:7: warning: default value '100' of attribute 'full' of entity 'Item' is read by Core Data as true; imported as '= true' and kept as written with '@xcode(defaultValueString: \"100\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:8: warning: default value '0.0' of attribute 'missing' of entity 'Item' is read by Core Data as false; imported as '= false' and kept as written with '@xcode(defaultValueString: \"0.0\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:9: warning: default value 'NO' of attribute 'nsfw' of entity 'Item' is read by Core Data as 0; imported as '= 0' and kept as written with '@xcode(defaultValueString: \"NO\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:10: warning: default value '1.' of attribute 'ratio' of entity 'Item' is read by Core Data as 1; imported as '= 1' and kept as written with '@xcode(defaultValueString: \"1.\")'",
      ])
  }

  /// A Date's bound or default in both spellings, as older Xcodes wrote it (seconds and the date as
  /// text): the import checks without an error and exports the same XML attributes (issue 30).
  func testDateValuesWrittenTwiceByOlderXcodes() throws {
    let body = """
          <entity name="Event" representedClassName="Event" syncable="YES" codeGenerationType="class">
              <attribute name="end" optional="YES" attributeType="Date" maxValueString="407808000" maxDateTimeInterval="407808000" usesScalarValueType="NO"/>
              <attribute name="start" optional="YES" attributeType="Date" minValueString="12/4/2013" minDateTimeInterval="407808000" defaultDateTimeInterval="407808000" defaultValueString="12/4/2013" usesScalarValueType="NO"/>
              <attribute name="when" optional="YES" attributeType="Date" minValueString="12/4/2013" maxValueString="631152000" usesScalarValueType="NO"/>
          </entity>
      """
    try assertImport(
      body,
      """
      model Test

      entity Event {
        end: Date? @range(..."2013-12-04T00:00:00Z")
        start: Date? @xcode(defaultDateTimeInterval: "407808000", defaultValueString: "12/4/2013", minDateTimeInterval: "407808000", minValueString: "12/4/2013")
        when: Date? @range(..."2021-01-01T00:00:00Z") @xcode(minValueString: "12/4/2013")
      }

      """,
      warnings: [
        "Test.xcdatamodeld/Test.xcdatamodel/contents:4: warning: 'maxValueString=\"407808000\"' of attribute 'end' of entity 'Event' repeats 'maxDateTimeInterval=\"407808000\"', which Core Data reads; written back as 'maxDateTimeInterval' alone",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:5: warning: 'defaultDateTimeInterval=\"407808000\"' and 'defaultValueString=\"12/4/2013\"' of attribute 'start' of entity 'Event' write one date twice, the second as older Xcodes did; both are kept as '@xcode(defaultDateTimeInterval: \"407808000\", defaultValueString: \"12/4/2013\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:5: warning: 'minDateTimeInterval=\"407808000\"' and 'minValueString=\"12/4/2013\"' of attribute 'start' of entity 'Event' write one date twice, the second as older Xcodes did; both are kept as '@xcode(minDateTimeInterval: \"407808000\", minValueString: \"12/4/2013\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:6: warning: 'minValueString=\"12/4/2013\"' of attribute 'when' of entity 'Event' is not a number of seconds since 2001 in the years 1 to 9999; kept as '@xcode(minValueString: \"12/4/2013\")'",
      ])
    let result = try XcodeImporter.importContents(
      Data(ImporterInputTests.contents(body).utf8), fileName: "Test.xcdatamodel/contents")
    let model = Analyzer.analyze(text: result.cdmText, defaultModelName: "Test").model
    let generated = XcdatamodelGenerator.contents(
      model, context: GenerationContext(sourceFileName: "Test.cdm"))
    let start = body.split(separator: "\n").first { $0.contains("name=\"start\"") }!
    XCTAssertTrue(
      generated.contains(start.trimmingCharacters(in: .whitespaces)),
      "the attribute is not written back as it was:\n\(generated)")
  }

  /// XML attributes `.cdm` cannot spell where they stand are kept with `@xcode` and written back.
  func testAttributesWithoutASpellingAreKept() throws {
    try assertImport(
      """
          <entity name="Game" representedClassName="Game" syncable="YES" codeGenerationType="class" colour="red">
              <attribute name="data" optional="YES" attributeType="Binary" storedInTruthFile="YES" customClassName=".CKDatabase"/>
              <attribute name="recordName" attributeType="String" valueTransformerName=""/>
              <relationship name="share" optional="YES" maxCount="1" deletionRule="Nullify" ordered="YES" destinationEntity="Game" inverseName="share" inverseEntity="Game"/>
          </entity>
          <fetchRequest name="All" entity="Game" colour="green"/>
          <configuration name="Cloud" colour="blue">
              <memberEntity name="Game"/>
          </configuration>
      """,
      """
      model Test

      entity Game @xcode(colour: "red") {
        data: Data? @xcode(customClassName: ".CKDatabase", storedInTruthFile: "YES")
        recordName: String @xcode(valueTransformerName: "")
        share: Game? @inverse(share) @xcode(ordered: "YES")
      }

      configuration Cloud @xcode(colour: "blue") { Game }

      fetchRequest All: Game @xcode(colour: "green")

      """,
      warnings: [
        "Test.xcdatamodeld/Test.xcdatamodel/contents:3: warning: unknown XML attribute 'colour=\"red\"' on entity 'Game' is kept as '@xcode(colour: \"red\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:4: warning: 'customClassName=\".CKDatabase\"' on attribute 'data' of entity 'Game', which is not Transformable, has no spelling; kept as '@xcode(customClassName: \".CKDatabase\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:4: warning: 'storedInTruthFile=\"YES\"' on attribute 'data' of entity 'Game' is Sync Services' \"Store in External Record File\", which Core Data no longer reads and .cdm does not spell; kept as '@xcode(storedInTruthFile: \"YES\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:5: warning: 'valueTransformerName=\"\"' on attribute 'recordName' of entity 'Game', which is not Transformable, has no spelling; kept as '@xcode(valueTransformerName: \"\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:6: warning: 'ordered=\"YES\"' on to-one relationship 'share' of entity 'Game' has no spelling; kept as '@xcode(ordered: \"YES\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:8: warning: unknown XML attribute 'colour=\"green\"' on fetch request 'All' is kept as '@xcode(colour: \"green\")'",
        "Test.xcdatamodeld/Test.xcdatamodel/contents:9: warning: unknown XML attribute 'colour=\"blue\"' on configuration 'Cloud' is kept as '@xcode(colour: \"blue\")'",
      ])
  }
}
