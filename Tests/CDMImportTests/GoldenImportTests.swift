// The imported `.cdm` of a handful of corpus models, compared with reviewed golden files.

import CDMImport
import XCTest

final class GoldenImportTests: XCTestCase {
  /// Corpus models whose import is kept as a golden file, chosen to cover different features.
  static let models = [
    // abstract parent, inheritance, ordered, class codegen
    "duckduckgo__iOS__BookmarksAndFolders.contents",
    // configurations, ".Name" classes, Objective-C, optional scalars
    "JohnEstropia__CoreStore__Model.contents",
    // transformer and class, preserveAfterDeletion, uniqueness
    "alemar11__CoreDataPlus__SampleModel.contents",
    // fetch indexes, Deny, relationships without inverse
    "HalloAppInc__halloapp-ios-pub__Feed7.contents",
    // module classes, required to-many, date default, elementID
    "mastodon__mastodon-ios__CoreData_8.contents",
    // Xcode 4 file: legacy minCount, indexed, Decimal
    "Drvolks__nutrientwise__Model.contents",
    // reserved name `deleted`, user info, abstract
    "Automattic__simplenote-ios__Simplenote_2.contents",
    // fetched property, transient
    "JohnEstropia__CoreStore__ColorsDemo.contents",
  ]

  func testGoldenImports() throws {
    let files = Dictionary(uniqueKeysWithValues: try Corpus.files().map { ($0.name, $0) })
    for name in Self.models {
      let file = try XCTUnwrap(files[name], "\(name) is not in the corpus")
      let result = try XcodeImporter.importContents(try file.data, fileName: file.repositoryPath)
      var text = result.cdmText
      if !result.warnings.isEmpty {
        text +=
          "\n// Import warnings:\n" + result.warnings.map { "// " + $0 }.joined(separator: "\n")
          + "\n"
      }
      try Golden.assertMatches(
        text, named: name.replacingOccurrences(of: ".contents", with: ".cdm"))
    }
  }
}
