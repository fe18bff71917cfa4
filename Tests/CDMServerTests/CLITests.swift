// The `cdm` command line as a user runs it: check's output format and exit codes, help and version.

import CDMTestSupport
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

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testEveryExampleChecksCleanAndSilently() throws {
        let examples = TestPaths.examples()
        XCTAssertFalse(examples.isEmpty)
        let run = try cdm(["check"] + examples.map(\.path))
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

    /// Every command reads its arguments the same way: `--opt=value` is `--opt value`, `--` ends the
    /// options, and a wrong option gets the same message from each command, with exit status 2.
    func testArgumentsAreReadAlikeByEveryCommand() throws {
        let folder = try temporaryFolder()
        try "entity Note {\n  title: String\n}\n".write(to: folder.appendingPathComponent("-x.cdm"), atomically: true, encoding: .utf8)
        try "entity Note {\n  title: String\n}\n".write(to: folder.appendingPathComponent("N.cdm"), atomically: true, encoding: .utf8)
        let equivalent: [([String], [String])] = [
            (["check", "--format=json", "N.cdm"], ["check", "--format", "json", "N.cdm"]),
            (["diagram", "N.cdm", "--format=mermaid"], ["diagram", "N.cdm", "--format", "mermaid"]),
            (["generate", "--target=swift", "--out=Out", "--dry-run", "N.cdm"], ["generate", "--target", "swift", "--out", "Out", "--dry-run", "N.cdm"]),
            (["import", "Missing.xcdatamodeld", "--version=V2"], ["import", "Missing.xcdatamodeld", "--version", "V2"]),
        ]
        for (joined, separate) in equivalent {
            let a = try cdm(joined, in: folder)
            let b = try cdm(separate, in: folder)
            XCTAssertEqual(a.status, b.status, "\(joined)")
            XCTAssertEqual(a.stdout, b.stdout, "\(joined)")
            XCTAssertEqual(a.stderr, b.stderr, "\(joined)")
            XCTAssertFalse(a.stderr.contains("option"), "\(joined): \(a.stderr)")
        }
        // (arguments, exit status, stderr prefix; nil: no error at all)
        let cases: [([String], Int32, String?)] = [
            (["check", "--", "-x.cdm"], 0, nil),
            (["format", "--check", "--", "-x.cdm"], 0, nil),
            (["diagram", "--", "-x.cdm"], 0, nil),
            (["generate", "--", "-x.cdm"], 0, nil),
            (["check", "--", "--help"], 2, "cdm: error: --help: no such file"),
            (["check", "-x.cdm"], 2, "cdm: error: unknown option '-x.cdm' for 'cdm check'\n"),
            (["check", "--bogus=1", "N.cdm"], 2, "cdm: error: unknown option '--bogus' for 'cdm check'\n"),
            (["format", "--fix=yes", "N.cdm"], 2, "cdm: error: unknown option '--fix' for 'cdm format'\n"),
            (["diagram", "N.cdm", "--bogus=svg"], 2, "cdm: error: unknown option '--bogus' for 'cdm diagram'\n"),
            (["generate", "--bogus", "N.cdm"], 2, "cdm: error: unknown option '--bogus' for 'cdm generate'\n"),
            (["import", "-z=1", "N.cdm"], 2, "cdm: error: unknown option '-z' for 'cdm import'\n"),
            (["format", "--check=yes", "N.cdm"], 2, "cdm: error: option '--check' takes no value\n"),
            (["generate", "N.cdm", "--dry-run=1"], 2, "cdm: error: option '--dry-run' takes no value\n"),
            (["generate", "-q=1", "N.cdm"], 2, "cdm: error: option '-q' takes no value\n"),
            (["import", "N.cdm", "--force=yes"], 2, "cdm: error: option '--force' takes no value\n"),
            (["check", "N.cdm", "--format"], 2, "cdm: error: --format needs a value: text or json\n"),
            (["check", "--format=xml", "N.cdm"], 2, "cdm: error: unknown format 'xml'; use text or json\n"),
            (["diagram", "N.cdm", "-o"], 2, "cdm: error: -o needs a file path\n"),
            (["diagram", "N.cdm", "--output="], 2, "cdm: error: --output needs a file path\n"),
            (["generate", "N.cdm", "--target"], 2, "cdm: error: --target needs a kind: "),
            (["generate", "--target=swift", "--out=", "N.cdm"], 2, "cdm: error: --out needs a folder\n"),
            (["import", "N.cdm", "--output"], 2, "cdm: error: --output needs a value\n"),
            (["import", "N.cdm", "--version"], 2, "cdm: error: --version needs a value\n"),
        ]
        for (arguments, status, message) in cases {
            let run = try cdm(arguments, in: folder)
            XCTAssertEqual(run.status, status, "\(arguments): \(run.stderr)")
            if let message {
                XCTAssertTrue(run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
            } else {
                XCTAssertFalse(run.stderr.contains("error"), "\(arguments): \(run.stderr)")
            }
        }
        XCTAssertTrue(try cdm(["diagram", "--", "-x.cdm"], in: folder).stdout.contains("<svg"))
        for command in ["check", "diagram", "format", "generate", "import", "lsp"] {
            XCTAssertTrue(try cdm([command, "--bogus", "-h"]).stdout.contains("USAGE: cdm \(command)"), command)
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
