// `cdm generate` end to end: the built binary on a copy of each example, run twice.

import CDMDriver
import CDMGenerators
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

final class GenerateCommandTests: XCTestCase {
    /// The `cdm` executable next to the test bundle (`.build-*/debug/cdm`), or nil when it was not built.
    static var cdmBinary: String? {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("cdm"))
        }
        let argument0 = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        candidates.append(argument0.deletingLastPathComponent().appendingPathComponent("cdm"))
        // On Linux the runner is `<scratch>/debug/cdmPackageTests.xctest`; on macOS it is inside the bundle.
        candidates.append(argument0.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("cdm"))
        return candidates.map(\.path).first { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: path)
        }
    }

    func cdm(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        guard let binary = Self.cdmBinary else {
            XCTFail("the cdm executable was not built next to the tests; run 'swift build' before 'swift test'")
            throw CocoaError(.fileNoSuchFile)
        }
        return try CodegenSupport.run(binary, arguments, in: folder)
    }

    /// Every file under `folder` with its inode and modification time.
    func snapshot(_ folder: URL) -> [String: String] {
        var out: [String: String] = [:]
        let names = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
        for name in names {
            let path = folder.appendingPathComponent(name).path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            out[name] = "\(attributes[.systemFileNumber] ?? "") \(attributes[.modificationDate] ?? "") \(attributes[.size] ?? "")"
        }
        return out
    }

    func testEveryExampleGeneratesAndTheSecondRunChangesNothing() throws {
        for example in TestPaths.examples() {
            let folder = try CodegenSupport.temporaryFolder("e2e")
            defer { try? FileManager.default.removeItem(at: folder) }
            let name = example.lastPathComponent
            try FileManager.default.copyItem(at: example, to: folder.appendingPathComponent(name))

            let first = try cdm(["generate", name], in: folder)
            XCTAssertEqual(first.status, 0, "\(name): \(first.output)")
            XCTAssertTrue(first.output.contains("wrote "), "\(name): \(first.output)")
            let written = first.output.split(separator: "\n").filter { $0.hasPrefix("wrote ") }.count
            XCTAssertGreaterThan(written, 0)
            XCTAssertTrue(first.output.contains("\(written) written, 0 unchanged, 0 deleted"), first.output)

            let before = snapshot(folder)
            let second = try cdm(["generate", name], in: folder)
            XCTAssertEqual(second.status, 0, "\(name): \(second.output)")
            XCTAssertFalse(second.output.contains("wrote "), second.output)
            XCTAssertTrue(second.output.contains("0 written, \(written) unchanged, 0 deleted"), second.output)
            XCTAssertEqual(before, snapshot(folder), "\(name): the second run touched files")

            // What was written is exactly what the generators produce.
            let model = try XCTUnwrap(CodegenSupport.model(example))
            for target in model.generates where Generators.isAvailable(target.kind) {
                let layout = OutputWriter.layout(for: target, model: model)
                let files = Generators.files(for: target, model: model, context: CodegenSupport.context(example))
                for file in files {
                    let name = layout.fileName.map { files.count == 1 ? $0 : file.path } ?? file.path
                    let url = folder.appendingPathComponent(layout.directory).appendingPathComponent(name)
                    XCTAssertEqual(try? String(contentsOf: url, encoding: .utf8), file.contents, url.path)
                }
            }
        }
    }

    func testOutOverrideDryRunAndRefusal() throws {
        let folder = try CodegenSupport.temporaryFolder("e2e-options")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("models"), withIntermediateDirectories: true)
        try Data(OutputWriterTests.notes.utf8).write(to: folder.appendingPathComponent("models/Notes.cdm"))

        let dry = try cdm(["generate", "--target", "objc", "--out", "Out/ObjC", "--dry-run", "models/Notes.cdm"], in: folder)
        XCTAssertEqual(dry.status, 0, dry.output)
        XCTAssertTrue(dry.output.contains("would create Out/ObjC/Note+CoreDataClass.h"), dry.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))

        let real = try cdm(["generate", "--target", "objc", "--out", "Out/ObjC", "models/Notes.cdm"], in: folder)
        XCTAssertEqual(real.status, 0, real.output)
        XCTAssertTrue(real.output.contains("wrote Out/ObjC/Note+CoreDataClass.h"), real.output)

        // --out is the user's choice, even outside the current folder (CLITests has more).
        let outside = try cdm(["generate", "--target", "swift", "--out", "../elsewhere", "Notes.cdm"], in: folder.appendingPathComponent("models"))
        XCTAssertEqual(outside.status, 0, outside.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere/Note+CoreDataClass.swift").path))
        // A file cdm did not generate is still refused.
        try Data("// mine\n".utf8).write(to: folder.appendingPathComponent("elsewhere/Note+CoreDataClass.swift"))
        let refused = try cdm(["generate", "--target", "swift", "--out", "elsewhere", "models/Notes.cdm"], in: folder)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertTrue(refused.output.contains("refused"), refused.output)

        let own = try cdm(["generate", "models/Notes.cdm"], in: folder)
        XCTAssertEqual(own.status, 0, own.output)
        XCTAssertTrue(own.output.contains("wrote models/Generated/Swift/Note+CoreDataClass.swift"), own.output)

        try Data("entity Broken { x: Strng }\n".utf8).write(to: folder.appendingPathComponent("Broken.cdm"))
        let broken = try cdm(["generate", "Broken.cdm"], in: folder)
        XCTAssertEqual(broken.status, 1, broken.output)
        XCTAssertTrue(broken.output.contains("Broken.cdm:1:"), broken.output)

        let missing = try cdm(["generate", "Missing.cdm"], in: folder)
        XCTAssertEqual(missing.status, 2, missing.output)
    }

    /// A target given on the command line is checked as a `generate` line of the file would be: a C
    /// keyword cannot name a property of the Objective-C classes `--target objc` writes, nor can a
    /// Swift keyword name the class of the `--swift-file` bundle's default Swift classes.
    func testTargetsFromTheCommandLineAreChecked() throws {
        let folder = try CodegenSupport.temporaryFolder("e2e-names")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("model Shop\n\nentity Item {\n  float: Double = 0\n}\n".utf8).write(to: folder.appendingPathComponent("Shop.cdm"))
        let objc = try cdm(["generate", "--target", "objc", "--out", "ObjC", "Shop.cdm"], in: folder)
        XCTAssertEqual(objc.status, 1, objc.output)
        XCTAssertTrue(objc.output.contains("Shop.cdm:4:3: error: 'float' is a C keyword"), objc.output)
        XCTAssertTrue(objc.output.contains("[keyword-name]"), objc.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ObjC").path), "nothing is written")
        // Swift escapes the keyword: the Swift classes are fine.
        let swift = try cdm(["generate", "--target", "swift", "--out", "Swift", "Shop.cdm"], in: folder)
        XCTAssertEqual(swift.status, 0, swift.output)

        try Data("model Shop\n\nentity default {\n  name: String\n}\n".utf8).write(to: folder.appendingPathComponent("Keyword.cdm"))
        // The builder's type is taken in the app's module: `model Shop` writes `ShopModel`.
        try Data("model Shop\n\nentity ShopModel {\n  name: String\n}\n".utf8).write(to: folder.appendingPathComponent("Clash.cdm"))
        let builder = try cdm(["generate", "--target", "builder", "--out", "Builder", "Clash.cdm"], in: folder)
        XCTAssertEqual(builder.status, 1, builder.output)
        XCTAssertTrue(builder.output.contains("Clash.cdm:3:8: error: entity 'ShopModel' has the name of the type 'generate builder' writes"), builder.output)

        let bundle = try cdm(["generate", "--swift-file", "Out/Keyword.swift", "Keyword.cdm"], in: folder)
        XCTAssertEqual(bundle.status, 1, bundle.output)
        XCTAssertTrue(bundle.output.contains("[invalid-class-name]"), bundle.output)
    }
}
