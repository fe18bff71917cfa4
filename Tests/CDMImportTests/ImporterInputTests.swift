// Bad input gives a clear error, odd input a warning; bundles, folders and versions are found as Xcode finds them.

import CDMImport
import CDMModel
import XCTest

final class ImporterInputTests: XCTestCase {
  var temp: URL!

  override func setUpWithError() throws {
    temp = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cdm-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: temp)
  }

  static func contents(_ body: String, model: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23E224" minimumToolsVersion="Automatic" sourceLanguage="Swift"\(model) userDefinedModelVersionIdentifier="">
    \(body)
    </model>

    """
  }

  static let noteEntity = """
        <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="class">
            <attribute name="text" optional="YES" attributeType="String"/>
        </entity>
    """

  func importText(
    _ text: String, fileName: String = "Notes.xcdatamodeld/Notes.xcdatamodel/contents"
  ) throws -> ImportResult {
    try XcodeImporter.importContents(Data(text.utf8), fileName: fileName)
  }

  func assertError(
    _ expected: ImportError, _ body: () throws -> ImportResult, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertThrowsError(try body(), file: file, line: line) { error in
      XCTAssertEqual(error as? ImportError, expected, file: file, line: line)
    }
  }

  func write(_ text: String, to path: String) throws -> URL {
    let url = temp.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url
  }

  // MARK: - Bad input

  func testNotXMLMessageNamesFileAndLine() {
    do {
      _ = try importText(
        "<?xml version=\"1.0\"?>\n<model>\n<entity name=\"A\">\n</model>\n",
        fileName: "Notes.xcdatamodel/contents")
      XCTFail("expected an error")
    } catch let error as ImportError {
      guard case .notXML(let file, let line, let reason) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(file, "Notes.xcdatamodel/contents")
      XCTAssertGreaterThanOrEqual(line, 3)
      XCTAssertFalse(reason.isEmpty)
      XCTAssertTrue(
        error.description.hasPrefix("Notes.xcdatamodel/contents:\(line): is not well-formed XML"),
        error.description)
    } catch {
      XCTFail("\(error)")
    }
  }

  func testPlainTextIsNotXML() {
    XCTAssertThrowsError(try importText("model Notes\nentity Note {}\n")) { error in
      guard case .notXML(_, 1, _)? = error as? ImportError else { return XCTFail("\(error)") }
    }
  }

  func testOtherXMLIsNotACoreDataModel() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict/>
      </plist>
      """
    assertError(.notCoreDataModel(file: "x/contents", line: 3, root: "plist")) {
      try self.importText(plist, fileName: "x/contents")
    }
    XCTAssertEqual(
      ImportError.notCoreDataModel(file: "x/contents", line: 3, root: "plist").description,
      "x/contents:3: is not a Core Data model: the root element is <plist>, expected <model>")
  }

  func testNonUTF8AndEmptyInput() {
    var latin1 = Data(Self.contents(Self.noteEntity).utf8)
    latin1.append(contentsOf: [0xE9, 0xFF])
    assertError(.notUTF8(file: "contents")) {
      try XcodeImporter.importContents(latin1, fileName: "contents")
    }
    let declared = Self.contents(Self.noteEntity).replacingOccurrences(
      of: "encoding=\"UTF-8\"", with: "encoding=\"ISO-8859-1\"")
    assertError(.notUTF8(file: "contents")) { try self.importText(declared, fileName: "contents") }
    assertError(.empty(file: "contents")) { try self.importText(" \n", fileName: "contents") }
  }

  func testUnknownElementsAttributesAndValuesAreWarnings() throws {
    let text = Self.contents(
      """
          <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="magic" colour="red">
              <attribute name="text" optional="YES" attributeType="String"/>
              <attribute name="odd" optional="YES" attributeType="Quaternion"/>
              <relationship name="folder" optional="YES" maxCount="1" deletionRule="Explode" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
              <gadget name="g">hello</gadget>
          </entity>
          <widget/>
      """)
    let result = try importText(text, fileName: "contents")
    XCTAssertEqual(
      result.warnings,
      [
        "contents:3: warning: unknown XML attribute 'colour=\"red\"' on entity 'Note' is kept as '@xcode(colour: \"red\")'",
        "contents:3: warning: unknown codeGenerationType 'magic' on entity 'Note'; imported as '@codegen(manual)'",
        "contents:5: warning: unknown attributeType 'Quaternion' of attribute 'odd' of entity 'Note'; the attribute is not imported",
        "contents:6: warning: unknown deletionRule 'Explode' of relationship 'folder' of entity 'Note'; imported as Nullify",
        "contents:7: warning: text 'hello' inside <gadget> is not imported",
        "contents:7: warning: unknown element <gadget> in entity 'Note' is not imported",
        "contents:9: warning: unknown element <widget> in <model> is not imported",
      ])
    XCTAssertTrue(
      result.cdmText.contains("entity Note @codegen(manual) @xcode(colour: \"red\") {"), result.cdmText)
  }

  func testLegacyIndexesAndTypesWarnAndConvert() throws {
    let text = Self.contents(
      """
          <entity name="Place" representedClassName="Place" syncable="YES">
              <attribute name="latitude" attributeType="Double" defaultValueString="0" usesScalarValueType="YES"/>
              <attribute name="name" optional="YES" attributeType="String"/>
              <fetchIndex name="byLocation">
                  <fetchIndexElement property="latitude" type="RTree" order="ascending"/>
                  <fetchIndexElement expression="name.length" expressionType="Integer 64" type="Binary" order="ascending"/>
              </fetchIndex>
              <compoundIndexes>
                  <compoundIndex>
                      <index value="name"/>
                      <index value="latitude"/>
                  </compoundIndex>
              </compoundIndexes>
          </entity>
      """)
    let result = try importText(text, fileName: "contents")
    XCTAssertEqual(
      result.warnings,
      [
        "contents:7: warning: index type 'RTree' of 'latitude' in fetch index 'byLocation' of entity 'Place' has no spelling in .cdm; imported as a binary index",
        "contents:8: warning: expression element 'name.length' of fetch index 'byLocation' of entity 'Place' has no spelling in .cdm and is not imported",
        "contents:11: warning: legacy compound index (name, latitude) of entity 'Place' is imported as fetch index 'compoundIndex', as Xcode 9 and later convert it",
      ])
    XCTAssertTrue(
      result.cdmText.contains(
        "  index byLocation(latitude)\n  index compoundIndex(name, latitude)\n"), result.cdmText)
  }

  func testModelNameComesFromTheBundle() throws {
    XCTAssertTrue(try importText(Self.contents(Self.noteEntity)).cdmText.hasPrefix("model Notes\n"))
    XCTAssertTrue(
      try importText(
        Self.contents(Self.noteEntity),
        fileName: "a/Store.xcdatamodeld/Model 40.xcdatamodel/contents"
      ).cdmText.hasPrefix("model Store\n"))
    XCTAssertTrue(
      try importText(Self.contents(Self.noteEntity), fileName: "a/Legacy.xcdatamodel/contents")
        .cdmText.hasPrefix("model Legacy\n"))
    let odd = try importText(
      Self.contents(Self.noteEntity), fileName: "My Model.xcdatamodel/contents")
    XCTAssertTrue(odd.cdmText.hasPrefix("model My_Model\n"))
    XCTAssertEqual(
      odd.warnings,
      [
        "My Model.xcdatamodel/contents:1: warning: the model name 'My Model' is not an identifier; the model is named 'My_Model' (keep the bundle's name with 'generate xcdatamodel to \"My Model.xcdatamodeld\"')"
      ])
  }

  func testModelSettingsAndTemplates() throws {
    let text = Self.contents(
      """
          <entity name="Note" representedClassName="Note" syncable="YES">
              <attribute name="text" optional="YES" attributeType="String"/>
          </entity>
          <fetchRequest name="Recent" entity="Note" predicateString="text != nil" resultType="2" fetchLimit="10" fetchBatchSize="0" includeSubentities="NO" returnObjectsAsFaults="YES"/>
          <configuration name="Cloud" usedWithCloudKit="YES">
              <memberEntity name="Note"/>
          </configuration>
      """, model: " usedWithSwiftData=\"YES\"")
    let result = try importText(text)
    XCTAssertEqual(result.warnings, [])
    XCTAssertEqual(
      result.cdmText,
      """
      model Notes @xcode(usedWithSwiftData: "YES")

      entity Note @codegen(manual) {
        text: String?
      }

      configuration Cloud @cloudKit { Note }

      fetchRequest Recent: Note @predicate("text != nil") @resultType(dictionary) @fetchLimit(10) @includesSubentities(false)

      """)
    XCTAssertFalse(Analyzer.analyze(text: result.cdmText).diagnostics.hasErrors)
  }

  // MARK: - Paths

  func testMissingPathAndNonModelFolder() throws {
    let missing = temp.appendingPathComponent("Nope.xcdatamodeld")
    assertError(.notFound(path: missing.path)) {
      try XcodeImporter.importModel(at: missing, version: nil)
    }
    let folder = temp.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    assertError(.notAModel(path: folder.path)) {
      try XcodeImporter.importModel(at: folder, version: nil)
    }
  }

  func testPreXcode4ModelAndMissingContents() throws {
    let old = temp.appendingPathComponent("Old.xcdatamodel")
    _ = try write("bplist00", to: "Old.xcdatamodel/elements")
    _ = try write("bplist00", to: "Old.xcdatamodel/layout")
    assertError(.preXcode4(folder: old.path)) {
      try XcodeImporter.importModel(at: old, version: nil)
    }
    XCTAssertTrue(
      ImportError.preXcode4(folder: "Old.xcdatamodel").description.contains("pre-Xcode 4 model"))
    let empty = temp.appendingPathComponent("Empty.xcdatamodel")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    assertError(.missingContents(folder: empty.path)) {
      try XcodeImporter.importModel(at: empty, version: nil)
    }
  }

  func testBundleWithOneVersionAndNoCurrentVersionFile() throws {
    _ = try write(
      Self.contents(Self.noteEntity), to: "Notes.xcdatamodeld/Notes.xcdatamodel/contents")
    let result = try XcodeImporter.importModel(
      at: temp.appendingPathComponent("Notes.xcdatamodeld"), version: nil)
    XCTAssertTrue(result.cdmText.hasPrefix("model Notes\n"))
    XCTAssertTrue(result.cdmText.contains("entity Note {\n  text: String?\n}"))
  }

  func testBundleWithSeveralVersions() throws {
    let bundle = temp.appendingPathComponent("Store.xcdatamodeld")
    _ = try write(
      Self.contents(Self.noteEntity), to: "Store.xcdatamodeld/Store.xcdatamodel/contents")
    _ = try write(
      Self.contents(Self.noteEntity.replacingOccurrences(of: "\"text\"", with: "\"body\"")),
      to: "Store.xcdatamodeld/Store 2.xcdatamodel/contents")
    _ = try write(
      Self.contents(Self.noteEntity.replacingOccurrences(of: "\"text\"", with: "\"title\"")),
      to: "Store.xcdatamodeld/Store 10.xcdatamodel/contents")
    // No .xccurrentversion: which one is meant is not clear.
    assertError(.ambiguousVersion(bundle: bundle.path, versions: ["Store", "Store 2", "Store 10"]))
    { try XcodeImporter.importModel(at: bundle, version: nil) }
    XCTAssertEqual(
      ImportError.ambiguousVersion(bundle: "Store.xcdatamodeld", versions: ["Store", "Store 2"])
        .description,
      "Store.xcdatamodeld: has no .xccurrentversion and holds several versions; pick one with --version: Store, Store 2"
    )
    // The current version.
    _ = try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>_XCCurrentVersionName</key>
      \t<string>Store 2.xcdatamodel</string>
      </dict>
      </plist>

      """, to: "Store.xcdatamodeld/.xccurrentversion")
    XCTAssertTrue(
      try XcodeImporter.importModel(at: bundle, version: nil).cdmText.contains("  body: String?\n"))
    // Another version, with or without the extension.
    XCTAssertTrue(
      try XcodeImporter.importModel(at: bundle, version: "Store 10").cdmText.contains(
        "  title: String?\n"))
    XCTAssertTrue(
      try XcodeImporter.importModel(at: bundle, version: "Store.xcdatamodel").cdmText.contains(
        "  text: String?\n"))
    assertError(
      .unknownVersion(
        bundle: bundle.path, version: "Store 3", versions: ["Store", "Store 2", "Store 10"])
    ) { try XcodeImporter.importModel(at: bundle, version: "Store 3") }
    // A version folder, and its contents file, name the bundle's model.
    XCTAssertTrue(
      try XcodeImporter.importModel(
        at: bundle.appendingPathComponent("Store 2.xcdatamodel"), version: nil
      ).cdmText.hasPrefix("model Store\n"))
    XCTAssertTrue(
      try XcodeImporter.importModel(
        at: bundle.appendingPathComponent("Store 2.xcdatamodel/contents"), version: nil
      ).cdmText.hasPrefix("model Store\n"))
    assertError(.versionOnFolder(path: bundle.appendingPathComponent("Store 2.xcdatamodel").path)) {
      try XcodeImporter.importModel(
        at: bundle.appendingPathComponent("Store 2.xcdatamodel"), version: "Store")
    }
  }

  func testEmptyBundle() throws {
    let bundle = temp.appendingPathComponent("Void.xcdatamodeld")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    assertError(.noVersions(bundle: bundle.path)) {
      try XcodeImporter.importModel(at: bundle, version: nil)
    }
  }

  /// What cdm generated imports back: our header comment and `.xccurrentversion` are read as Xcode's.
  func testGeneratedBundleImports() throws {
    _ = try write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- Generated by cdm from Notes.cdm. Do not edit: changes are overwritten. -->
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>_XCCurrentVersionName</key>
      \t<string>Notes.xcdatamodel</string>
      </dict>
      </plist>

      """, to: "Notes.xcdatamodeld/.xccurrentversion")
    _ = try write(
      Self.contents(Self.noteEntity), to: "Notes.xcdatamodeld/Notes.xcdatamodel/contents")
    _ = try write(Self.contents(""), to: "Notes.xcdatamodeld/Notes 2.xcdatamodel/contents")
    XCTAssertTrue(
      try XcodeImporter.importModel(
        at: temp.appendingPathComponent("Notes.xcdatamodeld"), version: nil
      ).cdmText.contains("entity Note {"))
  }
}
