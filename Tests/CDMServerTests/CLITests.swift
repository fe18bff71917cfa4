// The `cdm` command line as a user runs it: check's output format and exit codes, help and version, files on disk.

import CDMModel
import CDMTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class CLITests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func cdm(_ arguments: [String], in folder: URL? = nil) throws -> Run { try Self.cdm(arguments, in: folder) }

    /// Runs the built `cdm` with `arguments` in `folder`, as a user's shell would.
    static func cdm(_ arguments: [String], in folder: URL? = nil) throws -> Run {
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
        // A command that waits for ever (on a pipe, on an endless device) fails the test, not the run.
        let running = Unchecked(process)
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { if running.value.isRunning { running.value.terminate() } }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    struct Unchecked<V>: @unchecked Sendable {
        let value: V
        init(_ value: V) { self.value = value }
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
        XCTAssertEqual(
            run.stdout.split(separator: "\n").map(String.init),
            [
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

    /// A file that writes U+FFFD itself is read; one with invalid bytes (alone, cut short, a surrogate,
    /// an overlong form) is refused, whatever they would be repaired to.
    func testInvalidUTF8IsRefusedAndAWrittenReplacementCharacterIsNot() throws {
        let folder = try temporaryFolder()
        try Data("/// Shown as \u{FFFD} when unreadable.\nentity Note {\n  title: String\n}\n".utf8).write(to: folder.appendingPathComponent("Written.cdm"))
        let written = try cdm(["check", "Written.cdm"], in: folder)
        XCTAssertEqual(written.status, 0, written.stderr)
        let entity = Array("entity Note {\n  title: String\n}\n".utf8)
        for (name, bytes) in [
            ("Lone.cdm", entity + [0xE9, 0x0A]), ("Truncated.cdm", entity + [0xF0, 0x9F, 0x98]), ("Surrogate.cdm", entity + [0xED, 0xA0, 0x80, 0x0A]),
            ("Overlong.cdm", [0xC0, 0xAF] + entity),
        ] {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            let run = try cdm(["check", name], in: folder)
            XCTAssertEqual(run.status, 2, name)
            XCTAssertTrue(run.stderr.contains("not valid UTF-8"), "\(name): \(run.stderr)")
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

    // MARK: - Files on disk

    static let notes = "model Notes\n\ngenerate swift to \"Generated\"\n\nentity Note {\n  title: String\n}\n"

    func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }

    func read(_ url: URL) -> String? { FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } }

    func status(_ url: URL) -> stat? {
        var st = stat()
        return lstat(url.path, &st) == 0 ? st : nil
    }

    /// `--out` and `-o` are the user's explicit choice: absolute, or outside the current folder, as
    /// a compiler's output is (an Xcode build phase passes `$DERIVED_FILE_DIR`).
    func testOutputOptionsAcceptAbsolutePathsAndPathsOutsideTheFolder() throws {
        let folder = try temporaryFolder()
        let project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try write(Self.notes, project.appendingPathComponent("Notes.cdm"))
        let derived = folder.appendingPathComponent("Derived/Sources").path

        let absolute = try cdm(["generate", "--target", "swift", "--out", derived, "Notes.cdm"], in: project)
        XCTAssertEqual(absolute.status, 0, absolute.stderr)
        XCTAssertTrue(absolute.stdout.contains("wrote \(derived)/Note+CoreDataClass.swift"), absolute.stdout)
        XCTAssertNotNil(read(URL(fileURLWithPath: derived + "/Note+CoreDataProperties.swift")))
        let again = try cdm(["generate", "--target", "swift", "--out", derived, "Notes.cdm"], in: project)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("0 written, 2 unchanged, 0 deleted"), again.stdout)

        let relative = try cdm(["generate", "--target", "objc", "--out", "../ObjC", "Notes.cdm"], in: project)
        XCTAssertEqual(relative.status, 0, relative.stderr)
        XCTAssertTrue(relative.stdout.contains("wrote ../ObjC/Note+CoreDataClass.h"), relative.stdout)
        XCTAssertNotNil(read(folder.appendingPathComponent("ObjC/Note+CoreDataClass.m")))

        // A folder name that only looks absolute in a .cdm file's path.
        let tilde = try cdm(["generate", "--target", "swift", "--out", "~cache/C:x", "Notes.cdm"], in: project)
        XCTAssertEqual(tilde.status, 0, tilde.stderr)
        XCTAssertNotNil(read(project.appendingPathComponent("~cache/C:x/Note+CoreDataClass.swift")))

        let model = try cdm(["generate", "--target", "xcdatamodel", "--out", folder.appendingPathComponent("Model").path, "Notes.cdm"], in: project)
        XCTAssertEqual(model.status, 0, model.stderr)
        XCTAssertNotNil(read(folder.appendingPathComponent("Model/Notes.xcdatamodeld/Notes.xcdatamodel/contents")))

        let svg = try cdm(["generate", "--target", "svg", "--out", "../Docs/Notes.svg", "Notes.cdm"], in: project)
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertTrue(read(folder.appendingPathComponent("Docs/Notes.svg"))?.contains("<svg") ?? false)

        let diagram = try cdm(["diagram", "Notes.cdm", "-o", folder.appendingPathComponent("Notes.mmd").path], in: project)
        XCTAssertEqual(diagram.status, 0, diagram.stderr)
        XCTAssertTrue(read(folder.appendingPathComponent("Notes.mmd"))?.contains("erDiagram") ?? false)

        let models = TestPaths.corpusModels()
        let source = try XCTUnwrap(models.first)
        let imported = try cdm(["import", source.path, "-o", "../Imported.cdm"], in: project)
        XCTAssertLessThanOrEqual(imported.status, 1, imported.stderr)
        XCTAssertTrue(read(folder.appendingPathComponent("Imported.cdm"))?.contains("entity ") ?? false)
    }

    /// The rule against escaping holds for the paths written in a `.cdm` file, and every refusal
    /// names its diagnostic code, in text and in JSON.
    func testEscapingPathsInTheModelAreRefusedWithTheirCode() throws {
        let folder = try temporaryFolder()
        let project = folder.appendingPathComponent("project")
        let outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)

        try write(Self.notes.replacingOccurrences(of: "\"Generated\"", with: "\"../outside\""), project.appendingPathComponent("Up.cdm"))
        let up = try cdm(["generate", "Up.cdm"], in: project)
        XCTAssertEqual(up.status, 1, up.stderr)
        XCTAssertTrue(up.stderr.contains("Up.cdm:3:19: error: the output path '../outside' leads out of the project folder [generate-path-escapes]"), up.stderr)
        let json = try cdm(["check", "--format", "json", "Up.cdm"], in: project)
        let records = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(records.map { $0["code"] as? String }, ["generate-path-escapes"])

        // A link in the project that leads out of it: refused when generating, with the same code.
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Generated").path, withDestinationPath: outside.path)
        try write(Self.notes, project.appendingPathComponent("Notes.cdm"))
        let linked = try cdm(["generate", "Notes.cdm"], in: project)
        XCTAssertEqual(linked.status, 1, linked.stderr)
        XCTAssertTrue(linked.stderr.contains("refused Generated"), linked.stderr)
        XCTAssertTrue(linked.stderr.contains("[generate-path-escapes]"), linked.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }

    /// The generated-header rule holds for every output of every command: `cdm diagram -o` never
    /// overwrites a file cdm did not generate (the model itself included), and replaces its own.
    func testDiagramNeverOverwritesAFileCdmDidNotGenerate() throws {
        let folder = try temporaryFolder()
        let model = folder.appendingPathComponent("Notes.cdm")
        try write(Self.notes, model)
        try write("my own notes\n", folder.appendingPathComponent("Mine.svg"))
        try write("my own notes\n", folder.appendingPathComponent("Mine.md"))
        for (name, expected) in [("Notes.cdm", Self.notes), ("Mine.svg", "my own notes\n"), ("Mine.md", "my own notes\n")] {
            defer { try? write(Self.notes, model) }
            let run = try cdm(["diagram", "Notes.cdm", "-o", name], in: folder)
            XCTAssertEqual(run.status, 2, "\(name): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("was not generated by cdm"), "\(name): \(run.stderr)")
            XCTAssertEqual(read(folder.appendingPathComponent(name)), expected, name)
        }
        // Every diagram format carries a header cdm recognises: drawing twice replaces the file.
        for name in ["D.svg", "D.md", "D.mmd"] {
            let first = try cdm(["diagram", "Notes.cdm", "-o", name], in: folder)
            XCTAssertEqual(first.status, 0, "\(name): \(first.stderr)")
            try write(Self.notes.replacingOccurrences(of: "title", with: "heading"), model)
            let second = try cdm(["diagram", "Notes.cdm", "-o", name], in: folder)
            XCTAssertEqual(second.status, 0, "\(name): \(second.stderr)")
            XCTAssertTrue(read(folder.appendingPathComponent(name))?.contains("heading") ?? false, name)
            try write(Self.notes, model)
        }
        // A symbolic link is not written through or replaced, dangling or not.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("L.svg").path, withDestinationPath: "D.svg")
        let link = try cdm(["diagram", "Notes.cdm", "-o", "L.svg"], in: folder)
        XCTAssertEqual(link.status, 2, link.stderr)
        XCTAssertTrue(link.stderr.contains("symbolic link"), link.stderr)
        XCTAssertEqual(status(folder.appendingPathComponent("L.svg")).map { $0.st_mode & S_IFMT }, S_IFLNK)
    }

    /// `cdm import -o` replaces nothing that is not cdm's to replace: a dangling symbolic link at the
    /// output path is refused (with or without --force), as an existing file is without --force.
    func testImportRefusesADanglingLinkAndExistingFiles() throws {
        let folder = try temporaryFolder()
        let source = try XCTUnwrap(TestPaths.corpusModels().first).path
        let target = folder.appendingPathComponent("Model.cdm")
        try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: folder.appendingPathComponent("nowhere/Model.cdm").path)
        for arguments in [["import", source, "-o", "Model.cdm"], ["import", source, "-o", "Model.cdm", "--force"]] {
            let run = try cdm(arguments, in: folder)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("symbolic link"), "\(arguments): \(run.stderr)")
            XCTAssertEqual(status(target).map { $0.st_mode & S_IFMT }, S_IFLNK, "\(arguments): the link is still there")
        }
        try FileManager.default.removeItem(at: target)
        try write("my model\n", target)
        chmod(target.path, 0o640)
        let existing = try cdm(["import", source, "-o", "Model.cdm"], in: folder)
        XCTAssertEqual(existing.status, 2, existing.stderr)
        XCTAssertTrue(existing.stderr.contains("already exists; pass --force"), existing.stderr)
        XCTAssertEqual(read(target), "my model\n")
        let forced = try cdm(["import", source, "-o", "Model.cdm", "--force"], in: folder)
        XCTAssertLessThanOrEqual(forced.status, 1, forced.stderr)
        XCTAssertTrue(read(target)?.contains("entity ") ?? false)
        XCTAssertEqual(status(target).map { $0.st_mode & 0o7777 }, 0o640, "a replaced file keeps its permissions")
        // Not even --force replaces the model being imported.
        try FileManager.default.copyItem(atPath: source, toPath: folder.appendingPathComponent("contents").path)
        let itself = try cdm(["import", "contents", "-o", "contents", "--force"], in: folder)
        XCTAssertEqual(itself.status, 2, itself.stderr)
        XCTAssertTrue(itself.stderr.contains("is the model being imported"), itself.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: folder.appendingPathComponent("contents").path), FileManager.default.contents(atPath: source))
        XCTAssertEqual(try cdm(["import", source, "-o", ""], in: folder).stderr, "cdm: error: -o needs a value\n")
    }

    /// `cdm format` keeps a file's mode and owner, refuses a read-only file (vim's rule: no write bit
    /// at all, or no write access) and a file with several hard links (rewriting would turn the
    /// link into a copy), and writes through a symbolic link to the file it names.
    func testFormatKeepsModeOwnerAndLinksAndRefusesReadOnlyFiles() throws {
        let folder = try temporaryFolder()
        let messy = "entity   Note {\n title:String\n}\n"
        let formatted = "entity Note {\n  title: String\n}\n"

        let plain = folder.appendingPathComponent("Plain.cdm")
        try write(messy, plain)
        chmod(plain.path, 0o640)
        let owned = getuid() == 0
        if owned { chown(plain.path, 1234, 4321) }
        let run = try cdm(["format", "Plain.cdm"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(read(plain), formatted)
        XCTAssertEqual(status(plain).map { $0.st_mode & 0o7777 }, 0o640, "the mode is kept")
        if owned {
            XCTAssertEqual(status(plain).map { "\($0.st_uid):\($0.st_gid)" }, "1234:4321", "the owner is kept")
        }

        let readOnly = folder.appendingPathComponent("ReadOnly.cdm")
        try write(messy, readOnly)
        chmod(readOnly.path, 0o444)
        let refused = try cdm(["format", "ReadOnly.cdm"], in: folder)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("ReadOnly.cdm: is read-only"), refused.stderr)
        XCTAssertEqual(read(readOnly), messy)
        XCTAssertEqual(status(readOnly).map { $0.st_mode & 0o7777 }, 0o444)

        let original = folder.appendingPathComponent("Linked.cdm")
        let second = folder.appendingPathComponent("Other.cdm")
        try write(messy, original)
        XCTAssertEqual(link(original.path, second.path), 0)
        let linked = try cdm(["format", "Linked.cdm"], in: folder)
        XCTAssertEqual(linked.status, 2, linked.stderr)
        XCTAssertTrue(linked.stderr.contains("Linked.cdm: has 2 hard links"), linked.stderr)
        XCTAssertEqual(read(original), messy)
        XCTAssertEqual(status(original)?.st_ino, status(second)?.st_ino, "still one file")
        XCTAssertEqual(status(original)?.st_nlink, 2)
        // --check still reads it.
        XCTAssertEqual(try cdm(["format", "--check", "Linked.cdm"], in: folder).status, 1)

        // A symbolic link: the file it names is formatted, the link stays a link.
        let target = folder.appendingPathComponent("Target.cdm")
        try write(messy, target)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Alias.cdm").path, withDestinationPath: "Target.cdm")
        let alias = try cdm(["format", "Alias.cdm"], in: folder)
        XCTAssertEqual(alias.status, 0, alias.stderr)
        XCTAssertEqual(read(target), formatted)
        XCTAssertEqual(status(folder.appendingPathComponent("Alias.cdm")).map { $0.st_mode & S_IFMT }, S_IFLNK)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "no temporary file is left behind")
    }

    /// A pipe, a socket or a device given as a `.cdm` file is refused at once with what it is, by
    /// every command that reads one: it is never read (a pipe waits for a writer, `/dev/zero` never ends).
    func testInputsThatAreNotRegularFilesAreRefusedAtOnce() throws {
        let folder = try temporaryFolder()
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("Pipe.cdm").path, 0o644), 0)
        for arguments in [["check", "Pipe.cdm"], ["format", "Pipe.cdm"], ["generate", "Pipe.cdm"], ["diagram", "Pipe.cdm"], ["check", "/dev/zero"], ["format", "/dev/zero"]] {
            let started = Date()
            let run = try cdm(arguments, in: folder)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("is not a regular file"), "\(arguments): \(run.stderr)")
            XCTAssertLessThan(Date().timeIntervalSince(started), 10, "\(arguments)")
        }
    }

    /// Issue #17: a model over the size limit (16 MB) is refused at once by every command that reads
    /// one, with the limit and the code in the message and exit 2; one at the limit is read.
    func testModelsOverTheSizeLimitAreRefused() throws {
        let folder = try temporaryFolder()
        let entity = "entity E {\n  name: String\n}\n"
        let big = String(repeating: entity, count: DocumentLimits.maxBytes / entity.utf8.count + 1)
        try big.write(to: folder.appendingPathComponent("Big.cdm"), atomically: true, encoding: .utf8)
        for arguments in [["check", "Big.cdm"], ["format", "Big.cdm"], ["format", "--check", "Big.cdm"], ["generate", "Big.cdm"], ["diagram", "Big.cdm"]] {
            let started = Date()
            let run = try cdm(arguments, in: folder)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("Big.cdm: is 16"), "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("cdm reads models up to 16 MB") && run.stderr.contains("[document-too-large]"), "\(arguments): \(run.stderr)")
            XCTAssertLessThan(Date().timeIntervalSince(started), 10, "\(arguments)")
        }
        // Standard input too.
        let process = Process()
        process.executableURL = ServerProcess.binary
        process.arguments = ["format", "-"]
        let input = Pipe()
        let err = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(big.utf8))
        try input.fileHandleForWriting.close()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(message.contains("<stdin>: is 16") && message.contains("[document-too-large]"), message)
        // At the limit exactly: read (checking 16 MB takes minutes in a debug build: the rule only).
        XCTAssertFalse(DocumentLimits.isTooLarge(DocumentLimits.maxBytes))
        XCTAssertTrue(DocumentLimits.isTooLarge(DocumentLimits.maxBytes + 1))
    }
}
