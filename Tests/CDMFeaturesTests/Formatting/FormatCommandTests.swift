// `cdm format` end to end: runs the built `cdm` binary on temporary files and stdin, and checks exit codes and output.

import CDMTestSupport
import Foundation
import XCTest

@testable import CDMFeatures

final class FormatCommandTests: XCTestCase {
    /// The `cdm` executable built beside the test bundle (`swift build` / `swift test` build it).
    static var binary: URL? {
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates.append(bundle.appendingPathComponent("cdm"))
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("cdm"))
        for url in Bundle.allBundles.map(\.bundleURL) where url.pathExtension == "xctest" {
            candidates.append(url.deletingLastPathComponent().appendingPathComponent("cdm"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func cdm(_ arguments: [String], stdin: String? = nil) throws -> Run {
        guard let binary = Self.binary else {
            XCTFail("the cdm executable is not built beside the tests; run 'swift build' before 'swift test'"); throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data((stdin ?? "").utf8))
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cdm-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func write(_ name: String, _ text: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func read(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    static let messy = "entity  A {x:Int16}\n"
    static let formatted = "entity A {\n  x: Int16\n}\n"

    func testRewritesFilesInPlaceOnlyWhenTheyChange() throws {
        let messy = try write("Messy.cdm", Self.messy)
        let clean = try write("Clean.cdm", Self.formatted)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: messy.path)
        let before =
            try FileManager.default.attributesOfItem(atPath: clean.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let run = try cdm(["format", messy.path, clean.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try read(messy), Self.formatted)
        XCTAssertEqual(try read(clean), Self.formatted)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: messy.path)[.posixPermissions] as? Int,
            0o640, "permissions kept")
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: clean.path)[.modificationDate] as? Date,
            before, "an unchanged file is not rewritten")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        XCTAssertEqual(left, ["Clean.cdm", "Messy.cdm"], "no temporary file is left behind")
    }

    func testCheckListsUnformattedFilesAndWritesNothing() throws {
        let messy = try write("Messy.cdm", Self.messy)
        let clean = try write("Clean.cdm", Self.formatted)
        let run = try cdm(["format", "--check", clean.path, messy.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, messy.path + "\n")
        XCTAssertEqual(try read(messy), Self.messy)
        let ok = try cdm(["format", "--check", clean.path])
        XCTAssertEqual(ok.status, 0)
        XCTAssertEqual(ok.stdout, "")
    }

    func testCheckPassesOnEveryExampleAfterFormatting() throws {
        let examples = TestPaths.examples()
        var paths: [String] = []
        for url in examples {
            guard let text = TestPaths.read(url) else { continue }
            paths.append(try write(url.lastPathComponent, text).path)
        }
        XCTAssertEqual(try cdm(["format"] + paths).status, 0)
        let check = try cdm(["format", "--check"] + paths)
        XCTAssertEqual(check.status, 0, check.stdout)
        for (url, path) in zip(examples, paths) {
            XCTAssertEqual(
                try read(URL(fileURLWithPath: path)), TestPaths.read(url),
                "\(url.lastPathComponent) changed")
        }
    }

    func testStdinToStdout() throws {
        let run = try cdm(["format", "-"], stdin: Self.messy)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, Self.formatted)
        let check = try cdm(["format", "--check", "-"], stdin: Self.messy)
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stdout, "<stdin>\n")
        XCTAssertEqual(try cdm(["format", "--check", "-"], stdin: Self.formatted).status, 0)
    }

    func testByteOrderMarkSurvivesRewriting() throws {
        let url = try write("Bom.cdm", "\u{FEFF}model  M\n")
        XCTAssertEqual(try cdm(["format", url.path]).status, 0)
        XCTAssertEqual(Array(try Data(contentsOf: url)), Array("\u{FEFF}model M\n".utf8))
        XCTAssertEqual(
            try cdm(["format", "-"], stdin: "\u{FEFF}model  M\n").stdout, "\u{FEFF}model M\n")
    }

    func testSyntaxErrorsWarnButStillFormatTheRest() throws {
        let url = try write("Broken.cdm", "entity  Bad { x: }\nentity  Good {}\n")
        let run = try cdm(["format", url.path])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(
            run.stderr.contains(
                "warning: \(url.path): 1 syntax error; declarations with errors are left as written"),
            run.stderr)
        XCTAssertEqual(try read(url), "entity  Bad { x: }\nentity Good {}\n")
    }

    func testUnreadableFilesAndBadArgumentsExitWith2() throws {
        let missing = directory.appendingPathComponent("Missing.cdm").path
        let messy = try write("Messy.cdm", Self.messy)
        let run = try cdm(["format", missing, messy.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("cdm: error: \(missing): no such file"), run.stderr)
        XCTAssertEqual(try read(messy), Self.formatted, "the readable file is still formatted")
        XCTAssertEqual(try cdm(["format", directory.path]).status, 2)
        XCTAssertEqual(try cdm(["format"]).status, 2)
        let unknown = try cdm(["format", "--fix", messy.path])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.stderr.contains("unknown option '--fix' for 'cdm format'"), unknown.stderr)
        let notUTF8 = directory.appendingPathComponent("Latin1.cdm")
        try Data([0x6D, 0xE9, 0x0A]).write(to: notUTF8)
        let bad = try cdm(["format", notUTF8.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("is not valid UTF-8"), bad.stderr)
    }

    func testHelp() throws {
        let run = try cdm(["format", "--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("USAGE: cdm format [--check] FILE..."), run.stdout)
        XCTAssertTrue(try cdm(["help", "format"]).stdout.contains("--check"))
        XCTAssertTrue(try cdm(["--help"]).stdout.contains("format FILE..."))
    }
}
