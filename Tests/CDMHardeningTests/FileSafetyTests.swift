// The output writer against a file system that changes under it: folders swapped for symbolic links during generation.
//
// Whatever happens to the output tree while generating, nothing outside the allowed root is
// written, renamed or deleted: the writer works through descriptors of folders it opened, not by
// resolving path strings again after its checks.

import CDMDriver
import CDMGenerators
import CDMModel
import CDMProtocol
import Foundation
import XCTest

@testable import CDMDriver
@testable import CDMServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class FileSafetyTests: XCTestCase {
    var base: URL!

    override func setUpWithError() throws {
        let made = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cdm-files-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        // Real paths: the writer compares resolved paths.
        base = made.resolvingSymlinksInPath()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: base)
    }

    /// Notes with the entity `Gone`, and without it: generating one after the other creates and
    /// then deletes `Gone`'s two files as stale.
    static func model(withGone: Bool) -> Analysis {
        var text = "generate swift to \"Generated\"\n\nentity Note {\n  title: String\n}\n"
        if withGone { text += "\nentity Gone {\n  name: String\n}\n" }
        return Analyzer.analyze(text: text, defaultModelName: "Notes")
    }

    func request(_ project: URL, _ analysis: Analysis) -> GenerateRequest {
        GenerateRequest(sourcePath: project.appendingPathComponent("Notes.cdm").path, model: analysis.model, diagnostics: analysis.diagnostics, allowedRoot: project.path)
    }

    /// Every entry below `folder` (files with their bytes, folders and links by kind).
    func snapshot(_ folder: URL) -> [String: String] {
        var out: [String: String] = [:]
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            let path = folder.appendingPathComponent(name).path
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }
            switch st.st_mode & S_IFMT {
            case S_IFREG: out[name] = "file " + String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            case S_IFDIR: out[name] = "folder"
            default: out[name] = "other \(st.st_mode & S_IFMT)"
            }
        }
        return out
    }

    /// A project whose `Generated` folder holds Note's and Gone's files, and a folder outside it
    /// holding copies of them (our header, naming `Notes.cdm`: exactly what stale deletion looks for).
    func projectAndOutside() throws -> (project: URL, outside: URL) {
        let project = base.appendingPathComponent("project")
        let outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("generate swift to \"Generated\"\n".utf8).write(to: project.appendingPathComponent("Notes.cdm"))
        let first = OutputWriter.generate(request(project, Self.model(withGone: true)))
        XCTAssertTrue(first.succeeded, "\(first.errors) \(first.refused)")
        XCTAssertEqual(first.written.count, 4)
        try FileManager.default.copyItem(at: project.appendingPathComponent("Generated"), to: outside)
        return (project, outside)
    }

    /// The stale files were planned while `Generated` was a folder; before they are deleted, it
    /// becomes a link to a folder outside the root that holds files of the same names and text.
    func testStaleDeletionDoesNotFollowAFolderSwappedForALink() throws {
        let (project, outside) = try projectAndOutside()
        let before = snapshot(outside)
        let req = request(project, Self.model(withGone: false))
        let root = try XCTUnwrap(OutputWriter.realPath(project.path)?.path)
        var result = GenerateResult()
        var plan = OutputWriter.plan(req.targets[0], request: req, context: GenerationContext(sourceFileName: "Notes.cdm"), root: root, baseAbsolute: project.path, result: &result)
        plan.stale = OutputWriter.staleFiles(plan, keeping: Set(plan.files.map(\.absolutePath)), sourceName: "Notes.cdm")
        XCTAssertEqual(plan.stale.map { ($0.absolutePath as NSString).lastPathComponent }, ["Gone+CoreDataClass.swift", "Gone+CoreDataProperties.swift"])

        let generated = project.appendingPathComponent("Generated")
        try FileManager.default.moveItem(at: generated, to: project.appendingPathComponent("Generated.moved"))
        try FileManager.default.createSymbolicLink(at: generated, withDestinationURL: outside)

        let done = OutputWriter.perform(plan, root: root, result: &result)
        XCTAssertEqual(snapshot(outside), before, "nothing outside the root is deleted")
        XCTAssertFalse(done.contains { $0.action == .delete }, "\(done)")
        XCTAssertFalse(result.errors.isEmpty, "the user hears that the folder changed")
    }

    /// A thread keeps swapping the output folder for a link to a folder outside the root (and back)
    /// while generation runs again and again, alternately creating and deleting files: whatever
    /// the timing, the outside folder stays exactly as it was.
    func testGenerationWhileAFolderIsSwappedForALinkLeavesTheOutsideAlone() throws {
        let (project, outside) = try projectAndOutside()
        let before = snapshot(outside)
        let generated = project.appendingPathComponent("Generated").path
        let parked = project.appendingPathComponent("Generated.parked").path

        final class Flag: @unchecked Sendable {
            private let lock = NSLock()
            private var value = false
            var isSet: Bool { lock.withLock { value } }
            func set() { lock.withLock { value = true } }
        }
        let stop = Flag()
        let stopped = DispatchSemaphore(value: 0)
        let swaps = Flag()
        let outsidePath = outside.path
        let swapper = Thread {
            var round: UInt32 = 0
            while !stop.isSet {
                round &+= 1
                // Park the folder and put a link in its place.
                if rename(generated, parked) == 0 {
                    if symlink(outsidePath, generated) == 0 {
                        swaps.set()
                        usleep(20 + round % 150)
                        unlink(generated)
                    }
                    // The writer may have made a new folder in the gap: the parked one wins.
                    if rename(parked, generated) != 0 {
                        try? FileManager.default.removeItem(atPath: generated)
                        rename(parked, generated)
                    }
                }
                usleep(20 + (round * 7) % 150)
            }
            stopped.signal()
        }
        swapper.start()
        let withGone = request(project, Self.model(withGone: true))
        let withoutGone = request(project, Self.model(withGone: false))
        var deletedInside = 0
        for round in 0..<400 {
            let result = OutputWriter.generate(round % 2 == 0 ? withoutGone : withGone)
            deletedInside += result.deleted.count
        }
        stop.set()
        stopped.wait()
        // On a loaded machine the swaps can catch every deletion of the 400 rounds (each refused, as
        // it must be); two rounds without swapping show the deletions still happen inside the root.
        for model in [withGone, withoutGone] { deletedInside += OutputWriter.generate(model).deleted.count }

        XCTAssertTrue(swaps.isSet, "the folder was swapped at least once")
        XCTAssertGreaterThan(deletedInside, 0, "stale files were deleted inside the root")
        XCTAssertEqual(snapshot(outside), before, "nothing outside the root changed")
        var st = stat()
        XCTAssertEqual(lstat(generated, &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFDIR, "the output folder is a folder again")
    }

    /// Plans generating Notes in `project` (a model with `Gone` when `withGone`).
    func plan(_ project: URL, withGone: Bool) throws -> (OutputWriter.TargetPlan, String) {
        let req = request(project, Self.model(withGone: withGone))
        let root = try XCTUnwrap(OutputWriter.realPath(project.path)?.path)
        var result = GenerateResult()
        let plan = OutputWriter.plan(req.targets[0], request: req, context: GenerationContext(sourceFileName: "Notes.cdm"), root: root, baseAbsolute: project.path, result: &result)
        XCTAssertNil(plan.error)
        return (plan, root)
    }

    /// A generated file that the user replaces with their own between the plan and the write is
    /// not overwritten: the write checks the header again through the opened folder.
    func testAFileReplacedByTheUsersOwnWhileGeneratingIsKept() throws {
        let project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        XCTAssertTrue(OutputWriter.generate(request(project, Self.model(withGone: false))).succeeded)
        let text = "generate swift to \"Generated\"\n\nentity Note {\n  title: String\n  body: String?\n}\n"
        let changed = Analyzer.analyze(text: text, defaultModelName: "Notes")
        let req = request(project, changed)
        let root = try XCTUnwrap(OutputWriter.realPath(project.path)?.path)
        var result = GenerateResult()
        let plan = OutputWriter.plan(req.targets[0], request: req, context: GenerationContext(sourceFileName: "Notes.cdm"), root: root, baseAbsolute: project.path, result: &result)
        XCTAssertEqual(plan.files.map(\.entry.action), [.unchanged, .update])

        let properties = project.appendingPathComponent("Generated/Note+CoreDataProperties.swift")
        let mine = "// My own properties, written while cdm was generating.\n"
        try Data(mine.utf8).write(to: properties)
        let done = OutputWriter.perform(plan, root: root, result: &result)
        XCTAssertEqual(String(decoding: try Data(contentsOf: properties), as: UTF8.self), mine, "the user's file is kept")
        XCTAssertFalse(done.contains { $0.action == .update }, "\(done)")
        XCTAssertTrue(result.errors.contains { $0.contains("Note+CoreDataProperties.swift") && $0.contains("did not generate") }, "\(result.errors)")
    }

    /// A file that appears at a path planned as new is not replaced.
    func testAFileThatAppearsAtANewPathWhileGeneratingIsKept() throws {
        let project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        let (plan, root) = try plan(project, withGone: false)
        XCTAssertEqual(plan.files.map(\.entry.action), [.create, .create])
        let appeared = project.appendingPathComponent("Generated/Note+CoreDataClass.swift")
        try Data("// mine\n".utf8).write(to: appeared)
        var result = GenerateResult()
        _ = OutputWriter.perform(plan, root: root, result: &result)
        XCTAssertEqual(String(decoding: try Data(contentsOf: appeared), as: UTF8.self), "// mine\n")
        XCTAssertTrue(result.errors.contains { $0.contains("Note+CoreDataClass.swift") && $0.contains("appeared") }, "\(result.errors)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("Generated/Note+CoreDataProperties.swift").path), "the other file is written")
    }

    /// A named pipe where a generated file goes is refused, with the reason, without being opened
    /// (opening a pipe to read it waits for a writer; before, the plan failed with "cannot read").
    func testANamedPipeInTheOutputFolderIsRefusedWithoutBeingOpened() throws {
        let project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        let pipe = project.appendingPathComponent("Generated/Note+CoreDataClass.swift").path
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        let req = request(project, Self.model(withGone: false))
        let finished = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var result: GenerateResult? }
        let box = Box()
        Thread {
            box.result = OutputWriter.generate(req)
            finished.signal()
        }.start()
        if finished.wait(timeout: .now() + 10) == .timedOut {
            XCTFail("generation waited on the named pipe")
            // Let the blocked reader go: open the pipe for writing and close it.
            let writer = open(pipe, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            finished.wait()
        }
        let result = try XCTUnwrap(box.result)
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(result.refused.contains { $0.reason?.contains("not a regular file") ?? false }, "\(result.refused)")
    }

    /// The writer's own file operations: a new file never replaces one, a replacement checks it is
    /// still the file that was read, and a read never follows a link or opens a pipe.
    func testFolderOperationsNeverFollowLinks() throws {
        let folderURL = base.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
        let outside = base.appendingPathComponent("outside.txt")
        try Data("outside\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: folderURL.appendingPathComponent("link").path, withDestinationPath: outside.path)
        let folder = try Folder.open(folderURL.path)

        XCTAssertThrowsError(try folder.read("link")) { XCTAssertEqual(($0 as? FileError)?.kind, .refused) }
        XCTAssertThrowsError(try folder.put(Array("new\n".utf8), at: "link", replacing: nil))
        XCTAssertEqual(String(decoding: try Data(contentsOf: outside), as: UTF8.self), "outside\n")
        XCTAssertThrowsError(try folder.child("link", create: true))

        try folder.put(Array("one\n".utf8), at: "file.txt", replacing: nil)
        let (_, first) = try folder.read("file.txt")
        try Data("changed meanwhile\n".utf8).write(to: folderURL.appendingPathComponent("file.txt"))
        XCTAssertThrowsError(try folder.put(Array("two\n".utf8), at: "file.txt", replacing: first)) {
            XCTAssertTrue(($0 as? FileError)?.message.contains("changed") ?? false, "\($0)")
        }
        XCTAssertEqual(String(decoding: try Data(contentsOf: folderURL.appendingPathComponent("file.txt")), as: UTF8.self), "changed meanwhile\n")
        let (_, second) = try folder.read("file.txt")
        try folder.put(Array("two\n".utf8), at: "file.txt", replacing: second)
        XCTAssertEqual(String(decoding: try Data(contentsOf: folderURL.appendingPathComponent("file.txt")), as: UTF8.self), "two\n")

        XCTAssertEqual(mkfifo(folderURL.appendingPathComponent("pipe").path, 0o644), 0)
        XCTAssertThrowsError(try folder.read("pipe")) { XCTAssertEqual(($0 as? FileError)?.kind, .refused) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folderURL.path).sorted(), ["file.txt", "link", "pipe"], "no temporary file is left")
    }

    /// The editor's `cdm.import` writes the `.cdm` beside the bundle and never replaces anything
    /// there: not a file, and not a symbolic link either, even one that leads nowhere.
    func testTheEditorsImportDoesNotReplaceADanglingLink() throws {
        let project = base.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let analysis = Self.model(withGone: false)
        let generated = OutputWriter.generate(
            GenerateRequest(
                sourcePath: project.appendingPathComponent("Notes.cdm").path, model: analysis.model, allowedRoot: project.path,
                targets: [GenerateTarget(kind: .xcdatamodel, path: "Model")]))
        XCTAssertTrue(generated.succeeded, "\(generated)")
        let bundle = project.appendingPathComponent("Model/Notes.xcdatamodeld")
        let link = project.appendingPathComponent("Model/Notes.cdm").path
        XCTAssertEqual(symlink(base.appendingPathComponent("nowhere/Notes.cdm").path, link), 0)

        let session = InProcessSession()
        let response = session.request("workspace/executeCommand", ["command": "cdm.import", "arguments": [.string(bundle.absoluteString)]])
        XCTAssertNotNil(response?["error"], "\(String(describing: response))")
        var st = stat()
        XCTAssertEqual(lstat(link, &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFLNK, "the link is still a link")
        XCTAssertFalse(FileManager.default.fileExists(atPath: base.appendingPathComponent("nowhere").path))
    }

    /// The editor hears the code of a refusal, as the command line prints it.
    func testTheEditorHearsTheCodeOfARefusal() throws {
        let project = base.appendingPathComponent("project")
        let outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: project.appendingPathComponent("Generated"), withDestinationURL: outside)
        let text = "generate swift to \"Generated\"\n\nentity Note {\n  title: String\n}\n"
        let source = project.appendingPathComponent("Notes.cdm")
        try Data(text.utf8).write(to: source)
        let session = InProcessSession()
        session.open(text, uri: source.absoluteString)
        let response = session.request("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(source.absoluteString)]])
        XCTAssertNotNil(response?["error"])
        session.drain()
        let shown = session.messages.last { $0["method"]?.stringValue == "window/showMessage" }
        XCTAssertTrue(shown?["params"]?["message"]?.stringValue?.contains("[generate-path-escapes]") ?? false, "\(String(describing: shown))")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }
}
