// The `cdm` command line as a user runs it: check's output format and exit codes, help and version.

import Foundation
import XCTest

final class CLITests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func cdm(_ arguments: [String], in folder: URL? = nil) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: ServerProcess.binary.path) else { throw ServerProcess.MissingBinary() }
        let process = Process()
        process.executableURL = ServerProcess.binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    var shared: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testEveryExampleChecksCleanAndSilently() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: shared.appendingPathComponent("examples").path).filter { $0.hasSuffix(".cdm") }.sorted()
        XCTAssertFalse(examples.isEmpty, "no examples under \(shared.path)")
        let run = try cdm(["check"] + examples.map { shared.appendingPathComponent("examples/\($0)").path })
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "")
    }

    func testErrorsArePrintedSortedWithPositionsAndExitOne() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("Broken.cdm")
        try "entity Note {\n  book: Notebok\n  x: Int16?\n}\nentity Notebook {\n  name: String\n}\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try cdm(["check", "Broken.cdm"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout.split(separator: "\n").map(String.init), [
            "Broken.cdm:2:9: error: unknown type 'Notebok'; did you mean 'Notebook'? [unknown-type]",
            "Broken.cdm:3:3: info: optional 'Int16' attribute 'x' has no default; Core Data recommends a required attribute with a default such as 0 [optional-numeric-without-default]",
        ])
        let json = try cdm(["check", "--format", "json", "Broken.cdm"], in: folder)
        let records = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        XCTAssertEqual(records?.first?["code"] as? String, "unknown-type")
        XCTAssertEqual(records?.first?["line"] as? Int, 2)
        XCTAssertEqual(records?.first?["column"] as? Int, 9)
        XCTAssertEqual(records?.first?["endColumn"] as? Int, 16)
        XCTAssertEqual(records?.first?["file"] as? String, "Broken.cdm")
    }

    func testWarningsAloneExitZero() throws {
        let folder = try temporaryFolder()
        try "entity A {\n  b: B?\n}\nentity B {\n  x: String\n}\n".write(to: folder.appendingPathComponent("W.cdm"), atomically: true, encoding: .utf8)
        let run = try cdm(["check", "W.cdm"], in: folder)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.contains("warning: relationship 'b' has no inverse"))
    }

    func testUnreadableInputsExitTwoWithAClearMessage() throws {
        let folder = try temporaryFolder()
        try Data([0xFF, 0xFE, 0x41]).write(to: folder.appendingPathComponent("Bad.cdm"))
        for (argument, message) in [("Missing.cdm", "no such file"), (".", "is a directory"), ("Bad.cdm", "not valid UTF-8")] {
            let run = try cdm(["check", argument], in: folder)
            XCTAssertEqual(run.status, 2, argument)
            XCTAssertTrue(run.stderr.contains(message), "\(argument): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("Fatal error"), "no stack trace")
        }
    }

    func testHelpAndVersion() throws {
        let help = try cdm(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: cdm <subcommand>"))
        XCTAssertTrue(try cdm(["check", "--help"]).stdout.contains("USAGE: cdm check"))
        XCTAssertTrue(try cdm(["--version"]).stdout.hasPrefix("cdm "))
        XCTAssertEqual(try cdm(["frobnicate"]).status, 2)
    }
}
