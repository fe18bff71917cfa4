// Code generation under hostile file systems: folders swapped for links, files in the way, a full disk.
//
// In every case the files generated before stay byte for byte as they were, nothing is written
// outside the allowed root, no temporary file is left behind, and the error says why.

import CDMDriver
import CDMGenerators
import CDMModel
import CDMProtocol
import Foundation
import XCTest

@testable import CDMDriver
@testable import CDMServer

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// `RLIMIT_FSIZE` as `getrlimit` takes it: an `Int32` macro on Darwin, a C enum on Glibc.
#if canImport(Darwin)
    private let fileSizeLimit = RLIMIT_FSIZE
#elseif canImport(Glibc)
    private let fileSizeLimit = Int32(RLIMIT_FSIZE.rawValue)
#endif

final class CodegenSafetyTests: XCTestCase {
    var base: URL!
    var mounted: String?

    override func setUpWithError() throws {
        base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cdm-hardening-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // Real paths: the writer compares resolved paths.
        base = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: base.path)) ?? base.path).resolvingSymlinksInPath()
    }

    override func tearDownWithError() throws {
        if let mounted { _ = run("/bin/umount", [mounted]) }
        try? FileManager.default.removeItem(at: base)
    }

    @discardableResult
    func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return -1 }
        p.waitUntilExit()
        return p.terminationStatus
    }

    func model(_ extra: Int = 0, target: String = "Generated") -> (String, Analysis) {
        var text = "generate swift to \"\(target)\"\n\nentity Note {\n  title: String\n"
        for i in 0..<extra { text += "  field\(i): String = \"\(String(repeating: "v", count: 40))\"\n" }
        text += "}\n"
        return (text, Analyzer.analyze(text: text, defaultModelName: "Notes"))
    }

    func request(_ project: URL, _ analysis: Analysis) -> GenerateRequest {
        GenerateRequest(sourcePath: project.appendingPathComponent("Notes.cdm").path, model: analysis.model, diagnostics: analysis.diagnostics, allowedRoot: project.path)
    }

    /// Every file below `folder` with its bytes.
    func snapshot(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return out
    }

    func temporaryFiles(_ folder: URL) -> [String] {
        snapshot(folder).keys.filter { $0.contains(".cdm-") && $0.hasSuffix(".tmp") }.sorted()
    }

    /// Generates once so that there is something to keep safe.
    func project() throws -> (URL, [String: Data]) {
        let project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let (text, analysis) = model()
        try text.write(to: project.appendingPathComponent("Notes.cdm"), atomically: true, encoding: .utf8)
        let first = OutputWriter.generate(request(project, analysis))
        XCTAssertTrue(first.succeeded, "\(first.errors) \(first.refused)")
        XCTAssertFalse(first.written.isEmpty)
        return (project, snapshot(project.appendingPathComponent("Generated")))
    }

    // MARK: - A folder replaced by a symbolic link between check and write

    func testFolderReplacedBySymbolicLinkBetweenCheckAndWrite() throws {
        let (project, before) = try project()
        let outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let (_, changed) = model(3)
        let req = request(project, changed)
        let root = try XCTUnwrap(OutputWriter.realPath(project.path)?.path)
        var result = GenerateResult()
        let plan = OutputWriter.plan(req.targets[0], request: req, context: GenerationContext(sourceFileName: "Notes.cdm"), root: root, baseAbsolute: project.path, result: &result)
        XCTAssertNil(plan.error)
        XCTAssertFalse(plan.files.isEmpty)

        // The attacker's moment: the checked folder becomes a link to a folder outside the root.
        let generated = project.appendingPathComponent("Generated")
        let moved = project.appendingPathComponent("Generated.moved")
        try FileManager.default.moveItem(at: generated, to: moved)
        try FileManager.default.createSymbolicLink(at: generated, withDestinationURL: outside)

        let done = OutputWriter.perform(plan, root: root, result: &result)
        XCTAssertTrue(snapshot(outside).isEmpty, "nothing is written through the link: \(snapshot(outside).keys.sorted())")
        XCTAssertFalse(result.errors.isEmpty, "the user hears that the folder changed")
        XCTAssertTrue(result.errors.allSatisfy { $0.contains("Generated") }, "\(result.errors)")
        XCTAssertTrue(done.allSatisfy { $0.action == .unchanged || $0.action == .delete }, "\(done)")
        XCTAssertEqual(snapshot(moved), before, "the previous files are intact")
        XCTAssertEqual(temporaryFiles(project) + temporaryFiles(outside), [])

        // Generating again from scratch sees the link and refuses the target outright.
        let again = OutputWriter.generate(req)
        XCTAssertFalse(again.succeeded)
        XCTAssertTrue(snapshot(outside).isEmpty)
    }

    func testSubfolderReplacedByAFileBetweenCheckAndWrite() throws {
        let (project, before) = try project()
        let (_, changed) = model(2)
        let req = request(project, changed)
        let root = try XCTUnwrap(OutputWriter.realPath(project.path)?.path)
        var result = GenerateResult()
        let plan = OutputWriter.plan(req.targets[0], request: req, context: GenerationContext(sourceFileName: "Notes.cdm"), root: root, baseAbsolute: project.path, result: &result)
        let generated = project.appendingPathComponent("Generated")
        try FileManager.default.moveItem(at: generated, to: project.appendingPathComponent("Generated.moved"))
        try "not a folder".write(to: generated, atomically: true, encoding: .utf8)
        _ = OutputWriter.perform(plan, root: root, result: &result)
        XCTAssertFalse(result.errors.isEmpty)
        XCTAssertEqual(try String(contentsOf: generated, encoding: .utf8), "not a folder", "the file in the way is untouched")
        XCTAssertEqual(snapshot(project.appendingPathComponent("Generated.moved")), before)
    }

    // MARK: - A file where a folder is expected

    func testTargetThatIsAFileWhereAFolderIsExpected() throws {
        let project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        // The target itself is a file, and a target below a file.
        for target in ["Generated", "Blocker/Inner"] {
            let blocker = project.appendingPathComponent(target.split(separator: "/")[0].description)
            try "user data".write(to: blocker, atomically: true, encoding: .utf8)
            let (_, analysis) = model(0, target: target)
            let result = OutputWriter.generate(request(project, analysis))
            XCTAssertFalse(result.succeeded, target)
            XCTAssertTrue(result.errors.contains { $0.contains("is a file, not a folder") }, "\(target): \(result.errors)")
            XCTAssertEqual(try String(contentsOf: blocker, encoding: .utf8), "user data")
            try FileManager.default.removeItem(at: blocker)
        }
    }

    // MARK: - A full disk

    /// Mounts a tiny tmpfs at `folder` when the process may (root with CAP_SYS_ADMIN); false otherwise.
    func mountTinyDisk(_ folder: URL, kilobytes: Int) -> Bool {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path]) == 0 else { return false }
        mounted = folder.path
        return true
    }

    func testDiskFullKeepsThePreviousFilesAndSaysWhy() throws {
        let project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let tmpfs = mountTinyDisk(project, kilobytes: 64)
        let (text, analysis) = model()
        try text.write(to: project.appendingPathComponent("Notes.cdm"), atomically: true, encoding: .utf8)
        XCTAssertTrue(OutputWriter.generate(request(project, analysis)).succeeded)
        let before = snapshot(project.appendingPathComponent("Generated"))
        let (_, bigger) = model(200)

        let result: GenerateResult
        let expected: String
        if tmpfs {
            // Fill the disk to the last block.
            let filler = project.appendingPathComponent("filler")
            FileManager.default.createFile(atPath: filler.path, contents: nil)
            let handle = try FileHandle(forWritingTo: filler)
            let block = Data(repeating: 0x41, count: 4096)
            while (try? handle.write(contentsOf: block)) != nil {}
            try? handle.close()
            result = OutputWriter.generate(request(project, bigger))
            expected = String(cString: strerror(ENOSPC))
        } else {
            // No privilege to mount: a file size limit makes writes fail the same way (EFBIG).
            var old = rlimit()
            getrlimit(fileSizeLimit, &old)
            let previous = signal(SIGXFSZ, SIG_IGN)
            var tiny = old
            tiny.rlim_cur = 2048
            setrlimit(fileSizeLimit, &tiny)
            result = OutputWriter.generate(request(project, bigger))
            setrlimit(fileSizeLimit, &old)
            signal(SIGXFSZ, previous)
            expected = String(cString: strerror(EFBIG))
        }
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(result.errors.contains { $0.contains("cannot write") && $0.contains(expected) }, "the error names the file and the reason: \(result.errors)")
        XCTAssertEqual(snapshot(project.appendingPathComponent("Generated")), before, "the previous files are intact")
        XCTAssertEqual(temporaryFiles(project), [], "no temporary file is left on the full disk")
    }

    func testTheEditorHearsWhyGenerationFailed() throws {
        let project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let (text, _) = model()
        let source = project.appendingPathComponent("Notes.cdm")
        try text.write(to: source, atomically: true, encoding: .utf8)
        try "user data".write(to: project.appendingPathComponent("Generated"), atomically: true, encoding: .utf8)
        let session = InProcessSession()
        session.open(text, uri: source.absoluteString)
        let response = session.request("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(source.absoluteString)]])
        XCTAssertNotNil(response?["error"], "the command fails")
        let shown = session.drain().first { $0["method"]?.stringValue == "window/showMessage" } ?? session.messages.last { $0["method"]?.stringValue == "window/showMessage" }
        XCTAssertEqual(shown?["params"]?["type"], 1)
        XCTAssertTrue(shown?["params"]?["message"]?.stringValue?.contains("is a file, not a folder") ?? false, "\(String(describing: shown))")
        XCTAssertEqual(try String(contentsOf: project.appendingPathComponent("Generated"), encoding: .utf8), "user data")
    }
}
