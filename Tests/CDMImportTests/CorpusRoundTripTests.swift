// Every corpus model survives contents → .cdm → contents without a difference in meaning.

import CDMFeatures
import CDMGenerators
import CDMImport
import CDMModel
import XCTest

final class CorpusRoundTripTests: XCTestCase {
  /// Errors the checker reports on imported corpus models because the language cannot yet spell
  /// what they use (none today: string user-info keys and lower-case fetch request names landed).
  /// Aidoku syncs `Manga` with CloudKit, and its `nsfw` (Integer 16) has the default "NO", which
  /// the importer drops: `cloudkit-required-attribute` (Tests/Fixtures/cloudkit/SOURCES.tsv).
  static let knownGaps: [String: [String: Int]] = [
    "Aidoku__Aidoku__0.9.contents": ["cloudkit-required-attribute": 1],
    "Aidoku__Aidoku__Shared.contents": ["cloudkit-required-attribute": 1],
  ]

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
    XCTAssertGreaterThanOrEqual(files.count, 26)
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
        second.warnings, first.warnings,
        "\(file.name): the generated contents gives other import warnings than the original")
    }
  }

  /// Warnings of the checker on imported models are the originals' own problems (missing inverses).
  func testCheckerWarningsAreTheOriginalsOwn() throws {
    for file in try Corpus.files() {
      let result = try XcodeImporter.importContents(try file.data, fileName: file.repositoryPath)
      let analysis = Analyzer.analyze(text: result.cdmText, defaultModelName: result.modelName)
      let xml = try String(contentsOf: file.url, encoding: .utf8)
      for d in analysis.diagnostics where d.severity == .warning {
        switch d.code.rawValue {
        case "missing-inverse":
          // The relationship has no inverseName in the original.
          let name = d.message.split(separator: "'")[1]
          XCTAssertTrue(
            xml.contains("<relationship name=\"\(name)\""), "\(file.name): \(d.message)")
          let lines = xml.components(separatedBy: "\n").filter {
            $0.contains("<relationship name=\"\(name)\"")
          }
          XCTAssertTrue(
            lines.contains { !$0.contains("inverseName=") }, "\(file.name): \(d.message)")
        case "cascade-both-ways", "deny-optional-to-one", "empty-entity":
          break  // real properties of the original models
        default:
          XCTFail("\(file.name): unexpected warning \(d.code.rawValue): \(d.message)")
        }
      }
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
  /// Corpus files saved by a modern Xcode (no diagram, no `syncable` on properties) that the
  /// generator reproduces byte for byte, apart from the header line and the tool versions.
  static let byteExact: Set<String> = [
    "HalloAppInc__halloapp-ios-pub__PhotoSuggestions.contents",
    "alemar11__CoreDataPlus__SampleModel.contents",
    "duckduckgo__macos-browser__Bookmark_3.contents",
    "duckduckgo__macos-browser__Downloads_2.contents",
    "mastodon__mastodon-ios__CoreData_8.contents",
    "matrix-org__matrix-ios-sdk__MXRoomSummaryCoreDataStore2.contents",
  ]

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
      if Self.comparable(generated, like: original) == original { exact.insert(file.name) }
    }
    XCTAssertEqual(exact, Self.byteExact)
  }
}
