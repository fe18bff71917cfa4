// Where the tests find the repository, their fixtures and the shared folder (examples, the language contract).

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

    /// The shared folder beside the repository (`<repoRoot>/../shared`, where CI clones it too),
    /// or the folder named by `CDM_SHARED_DIR`. Fails the calling test with a clear message when
    /// it is missing, and returns nil.
    public static func shared(file: StaticString = #filePath, line: UInt = #line) -> URL? {
        let url: URL
        if let dir = ProcessInfo.processInfo.environment["CDM_SHARED_DIR"], !dir.isEmpty {
            url = URL(fileURLWithPath: dir)
        } else {
            url = repoRoot.deletingLastPathComponent().appendingPathComponent("shared").standardizedFileURL
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            XCTFail("the shared folder is missing at \(url.path); clone it beside the repository as 'shared/' or set CDM_SHARED_DIR", file: file, line: line)
            return nil
        }
        return url
    }

    /// The example models in `shared/examples`, sorted by name; fails the test when there are none.
    public static func examples(file: StaticString = #filePath, line: UInt = #line) -> [URL] {
        guard let shared = shared(file: file, line: line) else { return [] }
        let files = cdmFiles(in: shared.appendingPathComponent("examples"))
        if files.isEmpty { XCTFail("no .cdm files in \(shared.path)/examples", file: file, line: line) }
        return files
    }

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
