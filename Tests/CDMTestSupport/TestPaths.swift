// Where the tests find the repository, their fixtures, the examples and the vendored corpus of real Xcode models.

import Foundation
import XCTest

/// Paths the tests read from. Tests read fixtures from the source tree, not from bundled resources.
public enum TestPaths {
    /// The repository root (the folder with `Package.swift`), found from this source file's path.
    public static let repoRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        // Tests/CDMTestSupport/TestPaths.swift → the root is three levels up.
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.standardizedFileURL
    }()

    /// The `Tests/` folder.
    public static var testsRoot: URL { repoRoot.appendingPathComponent("Tests") }

    /// A fixture folder of a test target: `fixtures("CDMSyntaxTests", "Parser")`.
    public static func fixtures(_ target: String, _ folder: String) -> URL {
        testsRoot.appendingPathComponent(target).appendingPathComponent("Fixtures").appendingPathComponent(folder)
    }

    /// The project's example models in `Examples/`, sorted by name; fails the test when there are none.
    public static func examples(file: StaticString = #filePath, line: UInt = #line) -> [URL] {
        let folder = repoRoot.appendingPathComponent("Examples")
        let files = cdmFiles(in: folder)
        if files.isEmpty { XCTFail("no .cdm files in \(folder.path)", file: file, line: line) }
        return files
    }

    /// The vendored corpus of real Xcode models (`Tests/Fixtures/xcdatamodel`, listed in its `SOURCES.tsv`),
    /// or the folder named by `CDM_CORPUS_DIR` to run the corpus tests on other models.
    public static var corpus: URL {
        if let dir = ProcessInfo.processInfo.environment["CDM_CORPUS_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir)
        }
        return testsRoot.appendingPathComponent("Fixtures/xcdatamodel")
    }

    /// The `contents` files of the corpus, sorted by name; fails the test when there are none.
    public static func corpusModels(file: StaticString = #filePath, line: UInt = #line) -> [URL] {
        let files = files(in: corpus, withExtension: "contents")
        if files.isEmpty { XCTFail("no .contents files in \(corpus.path)", file: file, line: line) }
        return files
    }

    /// Verbatim files Xcode generated, vendored from public apps (`Tests/Fixtures/codegen-samples`, see its `SOURCES.tsv`).
    public static var codegenSamples: URL { testsRoot.appendingPathComponent("Fixtures/codegen-samples") }

    /// The files in `folder` whose name ends in `.cdm`, sorted by name (none when the folder is missing).
    public static func cdmFiles(in folder: URL) -> [URL] {
        files(in: folder, withExtension: "cdm")
    }

    /// The files in `folder` with the extension `ext`, sorted by name.
    public static func files(in folder: URL, withExtension ext: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The text of a file; fails the test and returns nil when it cannot be read as UTF-8.
    public static func read(_ url: URL, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("cannot read \(url.path)", file: file, line: line)
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            XCTFail("\(url.path) is not UTF-8", file: file, line: line)
            return nil
        }
        return text
    }
}
