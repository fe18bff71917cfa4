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

    let notes = "model Notes\n\ngenerate swift to \"Generated/Swift\"\ngenerate xcdatamodel to \"Generated\"\n\nentity Notebook {\n  name: String\n  notes: [Note] @inverse(notebook)\n}\n\nentity Note {\n  text: String?\n  notebook: Notebook @inverse(notes)\n}\n"

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) }

    func testGenerateCommandWritesTheFilesInTheWorkspace() throws {
        let client = TestClient(capabilities: ["window": ["workDoneProgress": true]], rootUri: folder.absoluteString)
        let uri = folder.appendingPathComponent("Notes.cdm").absoluteString
        client.open(notes, uri: uri)
        let written = client.result("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(uri)]]).arrayValue ?? []
        XCTAssertTrue(exists("Generated/Swift/Note+CoreDataProperties.swift"))
        XCTAssertTrue(exists("Generated/Notes.xcdatamodeld/Notes.xcdatamodel/contents"))
        XCTAssertEqual(written.count, 6, "\(written)")
        let progress = client.allMessages.filter { $0["method"] == "$/progress" }.compactMap { $0["params"]?["value"]?["kind"]?.stringValue }
        XCTAssertEqual(progress, ["begin", "end"])
        // A second run writes nothing new.
        XCTAssertEqual(client.result("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(uri)]]), [])
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
        let shown = on.allMessages.last { $0["method"] == "window/showMessage" }
        XCTAssertEqual(shown?["params"]?["type"], 1)
        XCTAssertTrue(shown?["params"]?["message"]?.stringValue?.contains("Notes.cdm") ?? false)

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
