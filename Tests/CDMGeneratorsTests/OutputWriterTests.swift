// Safety of the output writer in temporary folders: escapes, symbolic links, user files, stale files, names that differ by case, dry runs.

import CDMDriver
import CDMGenerators
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

final class OutputWriterTests: XCTestCase {
    static let notes = """
        model Notes

        generate swift to "Generated/Swift"

        entity Notebook {
          name: String
          notes: [Note] @inverse(notebook)
        }

        entity Note {
          text: String?
          notebook: Notebook? @inverse(notes)
        }

        """

    /// Notes without the `Note` entity.
    static let notesWithoutNote = """
        model Notes

        generate swift to "Generated/Swift"

        entity Notebook {
          name: String
        }

        """

    var root: URL!

    override func setUpWithError() throws {
        // On the case-insensitive mount when CI asks for it (.ci/casefold-fs), as on macOS.
        root = try ScratchFolder.make("writer")
    }

    override func tearDownWithError() throws {
        // Undo any permission change so the folder can be removed.
        _ = try? CodegenSupport.run("/bin/chmod", ["-R", "u+rwx", root.path])
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` as `Notes.cdm` in the root and returns a request for it.
    func request(_ text: String = notes, targets: [GenerateTarget]? = nil, dryRun: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> GenerateRequest {
        let path = root.appendingPathComponent("Notes.cdm")
        try Data(text.utf8).write(to: path)
        let analysis = Analyzer.analyze(text: text, defaultModelName: "Notes")
        return GenerateRequest(sourcePath: path.path, model: analysis.model, diagnostics: analysis.diagnostics, allowedRoot: root.path, targets: targets, dryRun: dryRun)
    }

    func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative).path) }

    func text(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every path under the root, relative, sorted (to check that nothing else appeared).
    func tree(_ folder: URL? = nil) -> [String] {
        let base = folder ?? root!
        let names = (FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String]) ?? []
        return names.sorted()
    }

    func identity(_ relative: String) -> (inode: UInt64, seconds: Int, nanoseconds: Int) {
        var st = stat()
        XCTAssertEqual(lstat(url(relative).path, &st), 0, relative)
        #if canImport(Darwin)
            return (UInt64(st.st_ino), Int(st.st_mtimespec.tv_sec), Int(st.st_mtimespec.tv_nsec))
        #else
            return (UInt64(st.st_ino), Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec))
        #endif
    }

    static let notesFiles = [
        "Generated/Swift/Note+CoreDataClass.swift", "Generated/Swift/Note+CoreDataProperties.swift",
        "Generated/Swift/Notebook+CoreDataClass.swift", "Generated/Swift/Notebook+CoreDataProperties.swift",
    ]

    // MARK: - Writing

    func testWritesEveryFileWithTheGeneratedText() throws {
        let request = try request()
        let result = OutputWriter.generate(request)
        XCTAssertTrue(result.succeeded, "\(result)")
        XCTAssertEqual(result.entries.map(\.action), Array(repeating: .create, count: 4))
        XCTAssertEqual(result.written.map(\.path), Self.notesFiles.map { root.appendingPathComponent($0).path })
        let expected = Generators.files(for: request.targets[0], model: request.model, context: GenerationContext(sourceFileName: "Notes.cdm"))
        for file in expected {
            XCTAssertEqual(text("Generated/Swift/" + file.path), file.contents)
        }
        XCTAssertEqual(tree().filter { $0.hasPrefix("Generated/Swift/") }, Self.notesFiles, "no temporary files are left behind")
    }

    func testGeneratingTwiceTouchesNothing() throws {
        XCTAssertTrue(OutputWriter.generate(try request()).succeeded)
        let before = Self.notesFiles.map(identity)
        let again = OutputWriter.generate(try request())
        XCTAssertTrue(again.succeeded)
        XCTAssertEqual(again.unchanged.count, 4)
        XCTAssertTrue(again.written.isEmpty)
        XCTAssertTrue(again.deleted.isEmpty)
        let after = Self.notesFiles.map(identity)
        for (b, a) in zip(before, after) {
            XCTAssertEqual(b.inode, a.inode, "an unchanged file is not replaced")
            XCTAssertEqual(b.seconds, a.seconds)
            XCTAssertEqual(b.nanoseconds, a.nanoseconds, "an unchanged file keeps its modification time")
        }
    }

    func testChangedModelUpdatesOnlyTheChangedFilesAndKeepsPermissions() throws {
        XCTAssertTrue(OutputWriter.generate(try request()).succeeded)
        chmod(url("Generated/Swift/Note+CoreDataProperties.swift").path, 0o640)
        let changed = Self.notes.replacingOccurrences(of: "text: String?", with: "text: String?\n  pinned: Bool = false")
        let result = OutputWriter.generate(try request(changed))
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.written.map { ($0.path as NSString).lastPathComponent }, ["Note+CoreDataProperties.swift"])
        XCTAssertEqual(result.entries(.update).count, 1)
        XCTAssertEqual(result.unchanged.count, 3)
        XCTAssertTrue(text("Generated/Swift/Note+CoreDataProperties.swift")?.contains("@NSManaged public var pinned: Bool") ?? false)
        var st = stat()
        lstat(url("Generated/Swift/Note+CoreDataProperties.swift").path, &st)
        XCTAssertEqual(st.st_mode & 0o777, 0o640, "an updated file keeps its permissions")
    }

    // MARK: - Refusals

    func testModelWithErrorsGeneratesNothing() throws {
        let result = OutputWriter.generate(try request(Self.notes + "entity Broken { x: Strng }\n"))
        XCTAssertFalse(result.succeeded)
        XCTAssertTrue(result.entries.isEmpty)
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].contains("Notes.cdm has 1 error"), result.errors[0])
        XCTAssertFalse(exists("Generated"))
    }

    func testEscapingAndAbsolutePathsAreRefused() throws {
        let outsideName = "cdm-outside-\(UUID().uuidString)"
        for path in ["../\(outsideName)", "Generated/../../\(outsideName)", "/tmp/\(outsideName)"] {
            let result = OutputWriter.generate(try request(targets: [GenerateTarget(kind: .swift, path: path)]))
            XCTAssertFalse(result.succeeded, path)
            XCTAssertEqual(result.refused.count, 1, path)
            XCTAssertTrue(result.written.isEmpty, path)
            XCTAssertNotNil(result.refused.first?.reason, path)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.deletingLastPathComponent().appendingPathComponent(outsideName).path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/\(outsideName)"))
        XCTAssertEqual(tree(), ["Notes.cdm"])
    }

    func testSymbolicLinkOutOfTheRootIsRefused() throws {
        let outside = try CodegenSupport.temporaryFolder("outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: url("Generated").path, withDestinationPath: outside.path)
        let result = OutputWriter.generate(try request())
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.refused.count, 1)
        XCTAssertTrue(result.refused[0].reason?.contains("symbolic link") ?? false, result.refused[0].reason ?? "")
        XCTAssertEqual(tree(outside), [], "nothing is written through the link")
    }

    func testSymbolicLinkInsideTheRootIsFollowed() throws {
        try FileManager.default.createDirectory(at: url("Real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url("Generated").path, withDestinationPath: url("Real").path)
        let result = OutputWriter.generate(try request())
        XCTAssertTrue(result.succeeded, "\(result)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url("Real/Swift/Note+CoreDataClass.swift").path))
    }

    func testGeneratedFileThatLinksOutOfTheRootIsRefused() throws {
        let outside = try CodegenSupport.temporaryFolder("outside-file")
        defer { try? FileManager.default.removeItem(at: outside) }
        let victim = outside.appendingPathComponent("victim.swift")
        try Data("// Generated by cdm from Notes.cdm. Do not edit: changes are overwritten.\n".utf8).write(to: victim)
        try FileManager.default.createDirectory(at: url("Generated/Swift"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url("Generated/Swift/Note+CoreDataClass.swift").path, withDestinationPath: victim.path)
        let result = OutputWriter.generate(try request())
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.refused.map { ($0.path as NSString).lastPathComponent }, ["Note+CoreDataClass.swift"])
        XCTAssertTrue(result.written.isEmpty, "the whole target is refused")
        XCTAssertEqual(String(decoding: try Data(contentsOf: victim), as: UTF8.self), "// Generated by cdm from Notes.cdm. Do not edit: changes are overwritten.\n")
    }

    func testUserFileIsNeverOverwrittenAndItsTargetIsSkipped() throws {
        try FileManager.default.createDirectory(at: url("Generated/Swift"), withIntermediateDirectories: true)
        let mine = "// My own Note class.\nimport CoreData\n"
        try Data(mine.utf8).write(to: url("Generated/Swift/Note+CoreDataClass.swift"))
        let targets = [GenerateTarget(kind: .swift, path: "Generated/Swift"), GenerateTarget(kind: .objc, path: "Generated/ObjC")]
        let result = OutputWriter.generate(try request(targets: targets))
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.refused.count, 1)
        XCTAssertTrue(result.refused[0].reason?.contains("not generated by cdm") ?? false)
        XCTAssertEqual(text("Generated/Swift/Note+CoreDataClass.swift"), mine)
        XCTAssertEqual(tree(url("Generated/Swift")), ["Note+CoreDataClass.swift"], "nothing else of the refused target is written")
        XCTAssertEqual(result.written.count, 8, "the other target is still written")
        XCTAssertTrue(result.written.allSatisfy { $0.kind == .objc })
    }

    func testFolderThatCannotBeWrittenIsAnError() throws {
        if geteuid() == 0 {
            // Root ignores permission bits, so a read-only folder cannot be simulated: a regular file
            // where a folder of the path should be makes the write fail the same way.
            try Data("not a folder".utf8).write(to: url("Generated"))
        } else {
            try FileManager.default.createDirectory(at: url("Generated"), withIntermediateDirectories: true)
            chmod(url("Generated").path, 0o555)
        }
        let result = OutputWriter.generate(try request())
        XCTAssertFalse(result.succeeded)
        XCTAssertFalse(result.errors.isEmpty)
        XCTAssertTrue(result.written.isEmpty)
        XCTAssertFalse(exists("Generated/Swift"))
    }

    func testPathThroughARegularFileIsAnErrorEvenForAnUnprivilegedUser() throws {
        try Data("not a folder".utf8).write(to: url("Generated"))
        let result = OutputWriter.generate(try request())
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].contains("is a file, not a folder"), result.errors[0])
        XCTAssertEqual(text("Generated"), "not a folder")
    }

    func testTwoTargetsWritingTheSameFileIsAnError() throws {
        let targets = [GenerateTarget(kind: .swift, path: "Generated"), GenerateTarget(kind: .swift, path: "Generated/./")]
        let result = OutputWriter.generate(try request(targets: targets))
        XCTAssertEqual(result.errors.count, 1)
        XCTAssertTrue(result.errors[0].contains("writes too"), result.errors[0])
        XCTAssertEqual(result.written.count, 4, "the first target is written")
    }

    // MARK: - Stale files

    func testStaleGeneratedFilesAreDeletedAndNothingElse() throws {
        XCTAssertTrue(OutputWriter.generate(try request()).succeeded)
        let swift = url("Generated/Swift")
        // Files that look stale but are not ours to delete.
        let userFile = "// Extra code.\n"
        try Data(userFile.utf8).write(to: swift.appendingPathComponent("Gone+CoreDataClass.swift"))
        let otherModel = "// Generated by cdm from Other.cdm. Do not edit: changes are overwritten.\n"
        try Data(otherModel.utf8).write(to: swift.appendingPathComponent("Other+CoreDataClass.swift"))
        try FileManager.default.createDirectory(at: swift.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        let nested = "// Generated by cdm from Notes.cdm. Do not edit: changes are overwritten.\n"
        try Data(nested.utf8).write(to: swift.appendingPathComponent("Sub/Note+CoreDataClass.swift"))
        try Data(nested.utf8).write(to: swift.appendingPathComponent("Notes.swift"))

        let result = OutputWriter.generate(try request(Self.notesWithoutNote))
        XCTAssertTrue(result.succeeded, "\(result)")
        XCTAssertEqual(result.deleted.map { ($0.path as NSString).lastPathComponent }, ["Note+CoreDataClass.swift", "Note+CoreDataProperties.swift"])
        XCTAssertEqual(
            tree(swift),
            [
                "Gone+CoreDataClass.swift", "Notebook+CoreDataClass.swift", "Notebook+CoreDataProperties.swift", "Notes.swift", "Other+CoreDataClass.swift", "Sub",
                "Sub/Note+CoreDataClass.swift",
            ])
    }

    // MARK: - Names that differ only by case

    /// `entity item` renamed to `entity Item` (the `entity-name-case` quick fix): exactly the new
    /// files remain, in the new case. On a case-insensitive folder the old names reach the new files,
    /// and the stale pass used to delete them right after writing them.
    func testACaseOnlyRenameLeavesExactlyTheNewFiles() throws {
        let old = "model Notes\n\ngenerate swift to \"Gen\"\n\nentity item {\n  name: String\n}\n"
        XCTAssertTrue(OutputWriter.generate(try request(old)).succeeded)
        XCTAssertEqual(ScratchFolder.names(in: url("Gen")), ["item+CoreDataClass.swift", "item+CoreDataProperties.swift"])

        let renamed = old.replacingOccurrences(of: "entity item", with: "entity Item")
        let result = OutputWriter.generate(try request(renamed))
        XCTAssertTrue(result.succeeded, "\(result)")
        XCTAssertEqual(result.written.map { ($0.path as NSString).lastPathComponent }, ["Item+CoreDataClass.swift", "Item+CoreDataProperties.swift"])
        let caseInsensitive = ScratchFolder.isCaseInsensitive(root)
        // A case-sensitive folder holds two files, and the old ones are stale; a case-insensitive one holds one file per name.
        XCTAssertEqual(result.deleted.count, caseInsensitive ? 0 : 2, "\(result.deleted)")
        XCTAssertEqual(ScratchFolder.names(in: url("Gen")), ["Item+CoreDataClass.swift", "Item+CoreDataProperties.swift"], "the new names, in the new case")
        XCTAssertTrue(text("Gen/Item+CoreDataClass.swift")?.contains("public class Item: NSManagedObject") ?? false)

        let again = OutputWriter.generate(try request(renamed))
        XCTAssertEqual(again.unchanged.count, 2, "\(again)")
        XCTAssertTrue(again.written.isEmpty && again.deleted.isEmpty)
        XCTAssertEqual(ScratchFolder.names(in: url("Gen")), ["Item+CoreDataClass.swift", "Item+CoreDataProperties.swift"])
    }

    /// Two entities whose names differ only by case generate files that are one file on a
    /// case-insensitive folder: refused with both names, everywhere, and never written by turns.
    func testTwoFilesDifferingOnlyByCaseAreRefused() throws {
        let text = "model Notes\n\ngenerate swift to \"Gen\"\n\nentity Item {\n  name: String\n}\n\nentity ITEM {\n  title: String\n}\n"
        var request = try request(text)
        // The writer's own guard, whatever the checker says about the names.
        request.diagnostics = []
        for run in 1...2 {
            let result = OutputWriter.generate(request)
            XCTAssertFalse(result.succeeded, "run \(run)")
            XCTAssertEqual(result.errors.count, 1, "run \(run): \(result.errors)")
            let message = result.errors.first ?? ""
            XCTAssertTrue(
                message.contains(
                    "'\(url("Gen/ITEM+CoreDataClass.swift").path)' and '\(url("Gen/Item+CoreDataClass.swift").path)' would be one file on a case-insensitive file system"), message)
            XCTAssertFalse(message.contains("appeared while"), message)
            XCTAssertTrue(result.written.isEmpty, "run \(run)")
            XCTAssertFalse(exists("Gen"), "run \(run): nothing of the target is written")
        }
    }

    /// Two targets whose folders differ only by case write one folder on macOS.
    func testTwoTargetsWhoseFoldersDifferOnlyByCaseIsAnError() throws {
        let targets = [GenerateTarget(kind: .swift, path: "Generated"), GenerateTarget(kind: .swift, path: "generated")]
        let result = OutputWriter.generate(try request(targets: targets))
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)")
        XCTAssertTrue(result.errors.first?.contains("would be one file on a case-insensitive file system") ?? false, "\(result.errors)")
        XCTAssertEqual(result.written.count, 4, "the first target is written")
    }

    /// Two planned names that are one file on disk without differing by case (hard links): refused too.
    func testTwoPlannedNamesThatAreOneFileOnDiskAreRefused() throws {
        XCTAssertTrue(OutputWriter.generate(try request()).succeeded)
        let swift = url("Generated/Swift")
        try FileManager.default.removeItem(at: swift.appendingPathComponent("Note+CoreDataClass.swift"))
        XCTAssertEqual(link(swift.appendingPathComponent("Notebook+CoreDataClass.swift").path, swift.appendingPathComponent("Note+CoreDataClass.swift").path), 0)
        let result = OutputWriter.generate(try request())
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)")
        XCTAssertTrue(result.errors.first?.contains("are one file on disk") ?? false, "\(result.errors)")
        XCTAssertTrue(result.written.isEmpty)
    }

    // MARK: - Dry runs and targets without a generator

    func testDryRunWritesNothing() throws {
        let plan = OutputWriter.generate(try request(dryRun: true))
        XCTAssertTrue(plan.dryRun)
        XCTAssertEqual(plan.entries.map(\.action), Array(repeating: .create, count: 4))
        XCTAssertEqual(tree(), ["Notes.cdm"], "not even the folder is created")

        XCTAssertTrue(OutputWriter.generate(try request()).succeeded)
        let before = Self.notesFiles.map(identity)
        let changed = Self.notesWithoutNote.replacingOccurrences(of: "name: String", with: "name: String\n  color: String?")
        let plan2 = OutputWriter.generate(try request(changed, dryRun: true))
        XCTAssertEqual(plan2.entries(.update).map { ($0.path as NSString).lastPathComponent }, ["Notebook+CoreDataProperties.swift"])
        XCTAssertEqual(plan2.entries(.unchanged).count, 1)
        XCTAssertEqual(plan2.deleted.count, 2)
        let after = Self.notesFiles.map(identity)
        XCTAssertEqual(before.map(\.inode), after.map(\.inode))
        XCTAssertEqual(before.map(\.nanoseconds), after.map(\.nanoseconds))
    }

    func testLayoutOfTargets() {
        let model = Model(name: "Notes")
        XCTAssertEqual(OutputWriter.layout(for: GenerateTarget(kind: .swift, path: "Generated/Swift/"), model: model), OutputLayout(directory: "Generated/Swift"))
        XCTAssertEqual(OutputWriter.layout(for: GenerateTarget(kind: .xcdatamodel, path: "Generated"), model: model), OutputLayout(directory: "Generated/Notes.xcdatamodeld"))
        XCTAssertEqual(OutputWriter.layout(for: GenerateTarget(kind: .xcdatamodel, path: "M.xcdatamodeld"), model: model), OutputLayout(directory: "M.xcdatamodeld"))
        XCTAssertEqual(OutputWriter.layout(for: GenerateTarget(kind: .mermaid, path: "docs/Notes.md"), model: model), OutputLayout(directory: "docs", fileName: "Notes.md"))
        XCTAssertEqual(OutputWriter.layout(for: GenerateTarget(kind: .svg, path: "Notes.svg"), model: model), OutputLayout(directory: "", fileName: "Notes.svg"))
    }

    func testHeaderRecognition() {
        XCTAssertTrue(GeneratedHeader.isGenerated("// Generated by cdm from A.cdm. Do not edit: changes are overwritten.\nimport Foundation\n"))
        XCTAssertTrue(GeneratedHeader.isGenerated("<?xml version=\"1.0\"?>\n<!-- Generated by cdm from A.cdm. Do not edit: changes are overwritten. -->\n<model/>\n"))
        XCTAssertTrue(GeneratedHeader.isGenerated("a\r\nb\r\n// Generated by cdm\r\n"))
        XCTAssertFalse(GeneratedHeader.isGenerated("a\nb\nc\n// Generated by cdm from A.cdm.\n"), "only the first three lines count")
        XCTAssertFalse(GeneratedHeader.isGenerated("import Foundation\n"))
        XCTAssertEqual(GeneratedHeader.sourceFileName(in: "<?xml?>\n<!-- Generated by cdm from My Model.cdm. Do not edit: changes are overwritten. -->\n"), "My Model.cdm")
        XCTAssertNil(GeneratedHeader.sourceFileName(in: "// hello\n"))
    }

    /// Every diagram `cdm diagram -o` writes carries a header the writer recognises, naming the
    /// `.cdm` file, so that drawing again replaces it and nothing else is ever replaced.
    func testDiagramsCarryARecognisedHeader() {
        let model = Analyzer.analyze(text: Self.notes, defaultModelName: "Notes").model
        let outputs = [
            ("svg", SVGGenerator.diagram(model, sourceName: "Notes.cdm")),
            ("mermaid in Markdown", MermaidGenerator.diagram(model, fenced: true, sourceName: "Notes.cdm")),
            ("bare mermaid", MermaidGenerator.diagram(model, fenced: false, sourceName: "Notes.cdm")),
        ]
        for (name, text) in outputs {
            XCTAssertTrue(GeneratedHeader.isGenerated(text), name)
            XCTAssertEqual(GeneratedHeader.sourceFileName(in: text), "Notes.cdm", name)
        }
    }
}
