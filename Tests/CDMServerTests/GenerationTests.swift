// The server's code generation: the cdm.generate command, generate-on-save, configuration, import and diagrams.

import CDMProtocol
import Foundation
import XCTest

@testable import CDMServer

final class GenerationTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-server-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    let notes =
        "model Notes\n\ngenerate swift to \"Generated/Swift\"\ngenerate xcdatamodel to \"Generated\"\n\nentity Notebook {\n  name: String\n  notes: [Note] @inverse(notebook)\n}\n\nentity Note {\n  text: String?\n  notebook: Notebook @inverse(notes)\n}\n"

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) }

    func testGenerateCommandWritesTheFilesInTheWorkspace() throws {
        let client = TestClient(capabilities: ["window": ["workDoneProgress": true]], rootUri: folder.absoluteString)
        let uri = folder.appendingPathComponent("Notes.cdm").absoluteString
        client.open(notes, uri: uri)
        let first = client.result("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(uri)]])
        let written = first["written"]?.arrayValue ?? []
        XCTAssertTrue(exists("Generated/Swift/Note+CoreDataProperties.swift"))
        XCTAssertTrue(exists("Generated/Notes.xcdatamodeld/Notes.xcdatamodel/contents"))
        XCTAssertEqual(written.count, 6, "\(written)")
        // The message says what happened, and that the unsaved text was used (nothing is on disk here).
        XCTAssertEqual(first["message"]?.stringValue, "generated 6 files into Generated/Swift/ and Generated/")
        XCTAssertEqual(first["fromUnsavedText"], false)
        let progress = client.allMessages.filter { $0["method"] == "$/progress" }.compactMap { $0["params"]?["value"]?["kind"]?.stringValue }
        XCTAssertEqual(progress, ["begin", "end"])
        // A second run writes nothing new, and says so.
        let second = client.result("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(uri)]])
        XCTAssertEqual(second["written"], [])
        XCTAssertEqual(second["message"]?.stringValue, "up to date: the 6 generated files in Generated/Swift/ and Generated/ already match Notes.cdm")
        XCTAssertFalse(client.allMessages.contains { $0["method"] == "window/showMessage" }, "success is logged, not shown")
    }

    func testGenerateSaysWhenItUsedTheUnsavedText() throws {
        let client = TestClient(rootUri: folder.absoluteString)
        let file = folder.appendingPathComponent("Notes.cdm")
        try notes.write(to: file, atomically: true, encoding: .utf8)
        client.open(notes.replacingOccurrences(of: "text: String?", with: "body: String?"), uri: file.absoluteString)
        let result = client.result("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(file.absoluteString)]])
        XCTAssertEqual(result["fromUnsavedText"], true)
        XCTAssertTrue(result["message"]?.stringValue?.hasSuffix("from the unsaved text of Notes.cdm (not the file on disk)") ?? false, "\(result)")
    }

    func testAFailedGenerationOnSaveMarksTheGenerateLineAndShowsNoMessage() throws {
        let uri = folder.appendingPathComponent("Notes.cdm").absoluteString
        // A file where the output folder should be: the Swift target is refused.
        try "user data".write(to: folder.appendingPathComponent("Generated"), atomically: true, encoding: .utf8)
        let client = TestClient(initializationOptions: ["generateOnSave": true], rootUri: folder.absoluteString)
        client.open(notes, uri: uri)
        let before = client.allMessages.count
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        let after = Array(client.allMessages[before...])
        XCTAssertFalse(after.contains { $0["method"] == "window/showMessage" }, "no message box on save")
        let logs = after.filter { $0["method"] == "window/logMessage" && $0["params"]?["type"] == 1 }
        XCTAssertEqual(logs.count, 2, "one log line per save")
        let published = after.last { $0["method"] == "textDocument/publishDiagnostics" }
        let marks = (published?["params"]?["diagnostics"]?.arrayValue ?? []).filter { $0["source"] == "cdm generate" }
        XCTAssertFalse(marks.isEmpty, "\(String(describing: published))")
        XCTAssertTrue(marks.allSatisfy { $0["range"]?["start"]?["line"] == 2 || $0["range"]?["start"]?["line"] == 3 }, "\(marks)")
        // The explicit command shows the failure once, and answers with an error.
        let response = client.request("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(uri)]])
        XCTAssertNotNil(response["error"])
        XCTAssertEqual(client.allMessages.filter { $0["method"] == "window/showMessage" }.count, 1)
        // Once the folder is free, the next save clears the marks.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Generated"))
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        let cleared = client.allMessages.last { $0["method"] == "textDocument/publishDiagnostics" }
        XCTAssertFalse((cleared?["params"]?["diagnostics"]?.arrayValue ?? []).contains { $0["source"] == "cdm generate" })
    }

    func testSavingGeneratesUnlessTurnedOffAndErrorsGenerateNothing() throws {
        let uri = folder.appendingPathComponent("Notes.cdm").absoluteString
        let off = TestClient(initializationOptions: ["generateOnSave": false], rootUri: folder.absoluteString)
        off.open(notes, uri: uri)
        off.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        XCTAssertFalse(exists("Generated"))

        let on = TestClient(initializationOptions: ["generateOnSave": true], rootUri: folder.absoluteString)
        on.open(notes.replacingOccurrences(of: "text: String?", with: "text: Strin?"), uri: uri)
        on.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        XCTAssertFalse(exists("Generated"), "a model with errors generates nothing")
        XCTAssertNil(on.allMessages.last { $0["method"] == "window/showMessage" }, "saving never raises a message box")
        let logged = on.allMessages.last { $0["method"] == "window/logMessage" }
        XCTAssertEqual(logged?["params"]?["type"], 1)
        XCTAssertTrue(logged?["params"]?["message"]?.stringValue?.contains("Notes.cdm") ?? false)

        on.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(notes)]]])
        on.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        XCTAssertTrue(exists("Generated/Swift/Notebook+CoreDataClass.swift"))
    }

    func testConfigurationTurnsGenerationOnSaveOff() throws {
        let uri = folder.appendingPathComponent("Notes.cdm").absoluteString
        let client = TestClient(capabilities: ["workspace": ["configuration": true]], initializationOptions: [:], rootUri: folder.absoluteString)
        let ask = client.allMessages.last { $0["method"] == "workspace/configuration" }
        XCTAssertEqual(ask?["params"]?["items"]?[0]?["section"], "cdm")
        client.server.handle(["jsonrpc": "2.0", "id": ask?["id"] ?? .null, "result": [["generateOnSave": false]]])
        client.open(notes, uri: uri)
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        XCTAssertFalse(exists("Generated"))
    }

    func testGenerateRefusesAPathThatEscapesTheWorkspace() throws {
        let client = TestClient(rootUri: folder.absoluteString)
        let uri = folder.appendingPathComponent("Notes.cdm").absoluteString
        client.open("generate swift to \"../outside\"\nentity A {\n  x: String\n}\n", uri: uri)
        XCTAssertTrue(client.codes(uri).contains("generate-path-escapes"))
        let response = client.request("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(uri)]])
        XCTAssertNotNil(response["error"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("outside").path))
    }

    func testImportWritesTheCDMBesideTheBundleAndAsksToOpenIt() throws {
        // Generate a bundle first, then import it back.
        let client = TestClient(capabilities: ["window": ["showDocument": ["support": true]]], rootUri: folder.absoluteString)
        let uri = folder.appendingPathComponent("Source.cdm").absoluteString
        client.open(notes, uri: uri)
        _ = client.result("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(uri)]])
        let bundle = folder.appendingPathComponent("Generated/Notes.xcdatamodeld")
        let result = client.result("workspace/executeCommand", ["command": "cdm.import", "arguments": [.string(bundle.absoluteString)]])
        let written = folder.appendingPathComponent("Generated/Notes.cdm")
        XCTAssertEqual(result.stringValue, written.absoluteString)
        let text = try String(contentsOf: written, encoding: .utf8)
        XCTAssertTrue(text.contains("entity Notebook"))
        XCTAssertEqual(client.allMessages.last { $0["method"] == "window/showDocument" }?["params"]?["uri"]?.stringValue, written.absoluteString)
        // Never overwrites.
        XCTAssertNotNil(client.request("workspace/executeCommand", ["command": "cdm.import", "arguments": [.string(bundle.absoluteString)]])["error"])
    }

    func testDiagramOfTheUnsavedText() {
        let client = TestClient()
        client.open(notes, uri: "file:///work/Notes.cdm")
        let svg = client.result("cdm/diagram", ["textDocument": ["uri": "file:///work/Notes.cdm"], "format": "svg"]).stringValue ?? ""
        XCTAssertTrue(svg.contains("data-entity=\"Notebook\""))
        let mermaid = client.result("cdm/diagram", ["textDocument": ["uri": "file:///work/Notes.cdm"], "format": "mermaid"]).stringValue ?? ""
        XCTAssertTrue(mermaid.contains("erDiagram"))
        XCTAssertEqual(client.request("cdm/diagram", ["textDocument": ["uri": "file:///work/Notes.cdm"], "format": "png"])["error"]?["code"], -32602)
    }
}
