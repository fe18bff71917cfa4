// Generate-on-save in the real `cdm lsp`, over pipes, when an entity is renamed only by case (on CDM_CASEFOLD_DIR's case-insensitive folder in CI).

import CDMProtocol
import CDMTestSupport
import Foundation
import XCTest

final class CaseRenameServerTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try ScratchFolder.make("server-case")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Waits for the log line that ends a generation on save.
    func generated(_ server: ServerProcess) -> String? {
        server.wait { $0["method"] == "window/logMessage" && ($0["params"]?["message"]?.stringValue?.contains("generat") ?? false) }?["params"]?["message"]?.stringValue
    }

    func testSavingACaseOnlyRenameKeepsTheNewFiles() throws {
        let file = folder.appendingPathComponent("Notes.cdm")
        let uri = file.absoluteString
        let model = "model Notes\n\ngenerate swift to \"Gen\"\n\nentity item {\n  name: String\n}\n"
        try model.write(to: file, atomically: true, encoding: .utf8)
        let server = try ServerProcess()
        let initialize = server.request(
            1, "initialize", ["processId": .null, "rootUri": .string(folder.absoluteString), "capabilities": [:], "initializationOptions": ["generateOnSave": true]])
        XCTAssertNotNil(initialize?["result"])
        server.notify("initialized", [:])
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(model)]])
        server.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        let first = generated(server)
        XCTAssertTrue(first?.hasPrefix("generated 2 files") ?? false, first ?? "no log line")
        XCTAssertEqual(ScratchFolder.names(in: folder.appendingPathComponent("Gen")), ["item+CoreDataClass.swift", "item+CoreDataProperties.swift"])

        // The `entity-name-case` quick fix's edit, then the save.
        let renamed = model.replacingOccurrences(of: "entity item", with: "entity Item")
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(renamed)]]])
        try renamed.write(to: file, atomically: true, encoding: .utf8)
        server.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        let second = generated(server)
        XCTAssertNotNil(second)
        XCTAssertFalse(second?.contains("could not") ?? true, second ?? "")
        XCTAssertEqual(ScratchFolder.names(in: folder.appendingPathComponent("Gen")), ["Item+CoreDataClass.swift", "Item+CoreDataProperties.swift"], second ?? "")
        let text = try String(contentsOf: folder.appendingPathComponent("Gen/Item+CoreDataClass.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("public class Item: NSManagedObject"), text)

        XCTAssertEqual(server.request(2, "shutdown", .null)?["result"], .null)
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 0)
    }
}
