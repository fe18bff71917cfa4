// Every corpus model survives contents → .cdm → contents without a difference in meaning.

import CDMFeatures
import CDMGenerators
import CDMImport
import CDMModel
import XCTest

final class CorpusRoundTripTests: XCTestCase {
  /// Errors the checker reports on imported corpus models because the language cannot yet spell
  /// what they use: none today (Aidoku's CloudKit error went with the importer's reading of "NO").
  static let knownGaps: [String: [String: Int]] = [:]

  /// Files whose round trip differs today, with the paths that differ (none today).
  static let knownRoundTripGaps: [String: Set<String>] = [:]

  struct Outcome {
    var file: String
    var entities: Int
    var errors: [String: Int]
    var warnings: Int
    var importWarnings: Int
    var differences: [NormalizedModel.Difference]
  }

  func roundTrip(_ file: CorpusFile) throws -> Outcome {
    let result = try XcodeImporter.importContents(try file.data, fileName: file.repositoryPath)
    let analysis = Analyzer.analyze(text: result.cdmText, defaultModelName: result.modelName)
    var errors: [String: Int] = [:]
    for d in analysis.diagnostics where d.severity == .error {
      errors[d.code.rawValue, default: 0] += 1
    }
    let regenerated = XcdatamodelGenerator.contents(
      analysis.model, context: GenerationContext(sourceFileName: result.modelName + ".cdm"))
    let differences = try NormalizedModel(xml: try file.data).differences(
      from: NormalizedModel(xml: regenerated))
    return Outcome(
      file: file.name, entities: analysis.model.entities.count, errors: errors,
      warnings: analysis.diagnostics.filter { $0.severity == .warning }.count,
      importWarnings: result.warnings.count,
      differences: differences)
  }

  func testEveryCorpusModelImportsChecksAndRegeneratesWithTheSameMeaning() throws {
    let files = try Corpus.files()
    XCTAssertGreaterThanOrEqual(files.count, 70)
    var table = ["file | entities | errors | warnings | import warnings | differences"]
    for file in files {
      let outcome = try roundTrip(file)
      table.append(
        "\(file.name) | \(outcome.entities) | \(outcome.errors.values.reduce(0, +)) | \(outcome.warnings) | \(outcome.importWarnings) | \(outcome.differences.count)"
      )
      XCTAssertEqual(
        outcome.errors, Self.knownGaps[file.name] ?? [:],
        "\(file.name): the imported .cdm has errors")
      let differing = Set(outcome.differences.map(\.path))
      let expected = Self.knownRoundTripGaps[file.name] ?? []
      XCTAssertEqual(
        differing, expected,
        "\(file.name): the round trip changes the model:\n"
          + outcome.differences.map { "  " + $0.description }.joined(separator: "\n"))
    }
    print(table.joined(separator: "\n"))
  }

  func testImportedTextIsAlreadyFormatted() throws {
    for file in try Corpus.files() {
      let result = try XcodeImporter.importContents(try file.data, fileName: file.repositoryPath)
      XCTAssertEqual(
        SourceFormatter.format(result.cdmText), result.cdmText,
        "\(file.name): the formatter changes the imported text")
    }
  }

  /// contents → .cdm → contents → .cdm gives the same .cdm text: nothing drifts on a second trip.
  func testSecondRoundTripIsStable() throws {
    for file in try Corpus.files() where Self.knownGaps[file.name] == nil {
      let first = try XcodeImporter.importContents(try file.data, fileName: file.repositoryPath)
      let model = Analyzer.analyze(text: first.cdmText, defaultModelName: first.modelName).model
      let regenerated = XcdatamodelGenerator.contents(
        model, context: GenerationContext(sourceFileName: "X.cdm"))
      let second = try XcodeImporter.importContents(
        Data(regenerated.utf8), fileName: file.repositoryPath)
      XCTAssertEqual(
        second.cdmText, first.cdmText, "\(file.name): a second round trip changes the .cdm")
      XCTAssertEqual(
        second.warnings.map(Self.withoutLine), first.warnings.filter(Self.recurs).map(Self.withoutLine),
        "\(file.name): the generated contents gives other import warnings than the original")
    }
  }

  /// A warning without its `file:LINE:` (the generated file has one more line, its header).
  static func withoutLine(_ warning: String) -> String {
    guard let range = warning.range(of: #":[0-9]+: "#, options: .regularExpression) else {
      return warning
    }
    return String(warning[range.upperBound...])
  }

  /// Whether an import warning comes back on the generated file. A legacy compound index does not:
  /// the first import converts it and the generated file has a modern fetch index instead.
  static func recurs(_ warning: String) -> Bool {
    !warning.contains("legacy compound index")
  }

  /// The checker's warnings other than `missing-inverse` that corpus models get, by file and code
  /// with their number and why: each is something Xcode compiles and the app shipped, which cdm
  /// reports as a warning by design (docs/diagnostics.md). A file not listed gets none.
  static let expectedWarnings: [String: (codes: [String: Int], reason: String)] = [
    "JohanDegraeve__xdripswift__xdrip_v16.contents": (
      ["cascade-both-ways": 5],
      "BluetoothPeripheral and each transmitter entity (Bubble, DexcomG5, …) cascade to each other"
    ),
    "aurnhammer__CloudKit-CoreData-Example__BeaconCrawl.contents": (
      ["cascade-both-ways": 3], "Game/GameShare, GameShare/Share and Share/ShareParticipant cascade both ways"
    ),
    "magicalpanda__MagicalRecord__TestModel.contents": (
      ["empty-entity": 2], "two test entities that only exist for their class-name mapping have no properties"
    ),
    "OpenEmu__OpenEmu__OEDatabase.contents": (
      ["property-name-case": 1], "the relationship 'Box' of entity Image starts with an upper-case letter"
    ),
    "OpenEmu__OpenEmu__OEDatabase_1.3.contents": (
      ["property-name-case": 1], "the relationship 'Box' of entity Image starts with an upper-case letter"
    ),
    "artsy__energy__ArtsyPartner.contents": (
      ["inverse-mismatch": 1],
      "Image.artist names Artist.thumbnail as its inverse, whose own inverse is Image.thumbnail"
    ),
    "nightscout__Trio__TrioCoreDataPersistentContainer.contents": (
      ["index-to-many": 1, "default-unreadable": 1],
      "fetch index 'byValue' names the to-many 'forecastValues'; TempTargetRunStored.id, a UUID, defaults to \"empy\""
    ),
    "threema-ch__threema-ios__ThreemaDataV55.contents": (
      ["index-to-many": 2],
      "fetch index 'byStateConversationsGroupConversations' names the to-manys 'conversations' and 'groupConversations'"
    ),
  ]

  /// Warnings of the checker on imported models are the originals' own: a `missing-inverse` is a
  /// relationship without `inverseName` in the original, and every other warning is listed in
  /// `expectedWarnings`.
  func testCheckerWarningsAreTheOriginalsOwn() throws {
    let files = try Corpus.files()
    for name in Self.expectedWarnings.keys {
      XCTAssertTrue(files.contains { $0.name == name }, "expectedWarnings lists \(name), which is not in the corpus")
    }
    for file in files {
      let result = try XcodeImporter.importContents(try file.data, fileName: file.repositoryPath)
      let analysis = Analyzer.analyze(text: result.cdmText, defaultModelName: result.modelName)
      let xml = try String(contentsOf: file.url, encoding: .utf8)
      var others: [String: Int] = [:]
      for d in analysis.diagnostics where d.severity == .warning {
        guard d.code == .missingInverse else {
          others[d.code.rawValue, default: 0] += 1
          continue
        }
        // The relationship has no inverseName in the original.
        let name = d.message.split(separator: "'")[1]
        let lines = xml.components(separatedBy: "\n").filter {
          $0.contains("<relationship name=\"\(name)\"")
        }
        XCTAssertFalse(lines.isEmpty, "\(file.name): \(d.message)")
        XCTAssertTrue(lines.contains { !$0.contains("inverseName=") }, "\(file.name): \(d.message)")
      }
      let expected = Self.expectedWarnings[file.name]
      XCTAssertEqual(
        others, expected?.codes ?? [:],
        "\(file.name): the checker's warnings differ from the expected ones (\(expected?.reason ?? "none expected"))"
      )
    }
  }

  /// Xcode's order of entities and properties is `XcodeNameOrder` in every corpus file.
  func testCorpusOrderIsXcodeNameOrder() throws {
    for file in try Corpus.files() {
      let document = try XMLDocument(data: try file.data, options: [])
      let root = try XCTUnwrap(document.rootElement())
      let entities = root.elements(forName: "entity")
      let names = entities.compactMap { $0.attribute(forName: "name")?.stringValue }
      XCTAssertEqual(names, XcodeNameOrder.sorted(names), "\(file.name): entities")
      for entity in entities {
        for kind in ["attribute", "relationship"] {
          let names = entity.elements(forName: kind).compactMap {
            $0.attribute(forName: "name")?.stringValue
          }
          XCTAssertEqual(
            names, XcodeNameOrder.sorted(names),
            "\(file.name): \(kind)s of \(entity.attribute(forName: "name")?.stringValue ?? "")")
        }
      }
    }
  }
}

#if canImport(FoundationXML)
  import FoundationXML
#endif

final class ByteExactTests: XCTestCase {
  /// Corpus files the generator reproduces byte for byte, apart from the header line and the tool
  /// versions: every file saved by a modern Xcode (no diagram, no `syncable` on properties) except
  /// those in `modernDifferences`.
  static let byteExact: Set<String> = [
    "HalloAppInc__halloapp-ios-pub__PhotoSuggestions.contents",
    "JohanDegraeve__xdripswift__xdrip_v16.contents",
    "Prosumma__CoreDataQueryInterface__Model.contents",
    "alemar11__CoreDataPlus__SampleModel.contents",
    "brave__brave-ios__Model27.contents",
    "duckduckgo__macos-browser__Bookmark_3.contents",
    "duckduckgo__macos-browser__Downloads_2.contents",
    "kiwix__kiwix-apple__DataModel.contents",
    "mastodon__mastodon-ios__CoreData_8.contents",
    "matrix-org__matrix-ios-sdk__MXRoomSummaryCoreDataStore2.contents",
    "nightscout__Trio__TrioCoreDataPersistentContainer.contents",
    "p0deje__Maccy__Storage.contents",
    "phimage__MomXML__Model.contents",
    "threema-ch__threema-ios__ThreemaDataV55.contents",
    "twofas__2fas-ios__Sync5.contents",
    "woocommerce__woocommerce-ios__Model_117.contents",
  ]

  /// Modern files that are not reproduced byte for byte, and why the difference is legitimate (the
  /// meaning is the same: `CorpusRoundTripTests` compares it).
  static let modernDifferences: [String: String] = [
    "Aidoku__Aidoku__0.9.contents":
      "Boolean 'neverUpdate' has defaultValueString=\"0\", which cdm reads as false and writes as NO",
    "p0deje__Maccy__History.contents":
      "an empty model with an empty diagram block <elements/>, tool metadata cdm does not write",
  ]

  /// Whether `text` was saved by an Xcode before 10.2 or 14: a diagram element or `syncable` on a
  /// property, both tool metadata cdm writes fresh.
  static func isOld(_ text: String) -> Bool {
    text.contains("<element ")
      || text.range(of: #"<(attribute|relationship)[^>]* syncable="#, options: .regularExpression)
        != nil
  }

  /// The generated text with the header line removed and the original's tool metadata put back.
  static func comparable(_ generated: String, like original: String) -> String {
    var lines = generated.components(separatedBy: "\n")
    lines.remove(at: 1)
    var text = lines.joined(separator: "\n")
    for key in ["lastSavedToolsVersion", "systemVersion", "minimumToolsVersion"] {
      guard let o = original.range(of: " \(key)=\"[^\"]*\"", options: .regularExpression),
        let g = text.range(of: " \(key)=\"[^\"]*\"", options: .regularExpression)
      else { continue }
      text.replaceSubrange(g, with: original[o])
    }
    return original.hasSuffix("\n") ? text : String(text.dropLast())
  }

  func testModernFilesAreReproducedByteForByte() throws {
    var exact: Set<String> = []
    for file in try Corpus.files() {
      let original = try String(contentsOf: file.url, encoding: .utf8)
      let result = try XcodeImporter.importContents(try file.data, fileName: file.repositoryPath)
      let model = Analyzer.analyze(text: result.cdmText, defaultModelName: result.modelName).model
      let generated = XcdatamodelGenerator.contents(
        model, context: GenerationContext(sourceFileName: "X.cdm"))
      if Self.comparable(generated, like: original) == original {
        exact.insert(file.name)
      } else if !Self.isOld(original) {
        XCTAssertNotNil(
          Self.modernDifferences[file.name],
          "\(file.name): a modern file that is not reproduced byte for byte and not explained")
      }
    }
    XCTAssertEqual(exact, Self.byteExact)
    XCTAssertTrue(Self.modernDifferences.keys.allSatisfy { !exact.contains($0) })
  }
}
