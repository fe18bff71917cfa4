// The corpus of real apps' `contents` files the importer and generator are tested on, and golden-file helpers.

import CDMTestSupport
import Foundation
import XCTest

/// One `contents` file of the corpus with the path it has in its repository.
struct CorpusFile {
  /// The corpus file name (`owner__repo__Version.contents`).
  var name: String
  var url: URL
  /// The path in its repository, which names the model (`…/WooCommerce.xcdatamodeld/Model 40.xcdatamodel/contents`).
  var repositoryPath: String

  var data: Data { get throws { try Data(contentsOf: url) } }
}

enum Corpus {
  /// The vendored corpus (`Tests/Fixtures/xcdatamodel`), or `CDM_CORPUS_DIR`.
  static var directory: URL { TestPaths.corpus }

  /// Every `.contents` file listed in `SOURCES.tsv`, failing the test when the corpus is missing.
  static func files(file: StaticString = #filePath, line: UInt = #line) throws -> [CorpusFile] {
    let sources = directory.appendingPathComponent("SOURCES.tsv")
    guard let text = try? String(contentsOf: sources, encoding: .utf8) else {
      XCTFail(
        "the corpus is missing: no \(sources.path) (set CDM_CORPUS_DIR)", file: file, line: line)
      return []
    }
    var paths: [String: String] = [:]
    for row in text.split(separator: "\n").dropFirst() {
      let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if columns.count >= 3 { paths[columns[0]] = columns[2] }
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
      $0.hasSuffix(".contents")
    }.sorted()
    XCTAssertEqual(
      Set(names), Set(paths.keys), "SOURCES.tsv and the corpus folder list different files",
      file: file, line: line)
    return names.map {
      CorpusFile(
        name: $0, url: directory.appendingPathComponent($0), repositoryPath: paths[$0] ?? $0)
    }
  }
}

/// Golden files next to the tests: compared, and written when missing or when `CDM_UPDATE_GOLDEN=1`.
enum Golden {
  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  }

  static func assertMatches(
    _ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let url = directory.appendingPathComponent(name)
    let update = ProcessInfo.processInfo.environment["CDM_UPDATE_GOLDEN"] == "1"
    if update || !FileManager.default.fileExists(atPath: url.path) {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      print("wrote golden file \(url.path); review it")
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    if expected != actual {
      let a = expected.components(separatedBy: "\n")
      let b = actual.components(separatedBy: "\n")
      let first =
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(a.count, b.count)
      XCTFail(
        "\(name) differs from the golden file at line \(first + 1):\n  golden: \(first < a.count ? a[first] : "<end>")\n  actual: \(first < b.count ? b[first] : "<end>")\n(run with CDM_UPDATE_GOLDEN=1 to rewrite it, then review the diff)",
        file: file, line: line)
    }
  }
}
