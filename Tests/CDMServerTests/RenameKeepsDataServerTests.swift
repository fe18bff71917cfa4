// Rename in the language server with a frozen version: the workspace edit adds `@renamedFrom(old)`, and renaming back removes it.

import CDMProtocol
import Foundation
import XCTest

final class RenameKeepsDataServerTests: XCTestCase {
    func testRenameAddsAndRemovesRenamedFromOverPipes() throws {
        let shop = try FrozenShop(self)
        let server = try ServerProcess()
        _ = server.request(1, "initialize", ["processId": .null, "rootUri": .string(shop.folder.absoluteString), "capabilities": [:]])
        server.notify("initialized", [:])
        let uri = JSONValue.string(shop.uri)
        var text = FrozenShop.v1
        server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "cdm", "version": 1, "text": .string(text)]])
        XCTAssertEqual(migrationProblems(server.diagnostics(version: 1), in: text), [])

        /// Renames the name at `needle` (after `after`) to `newName`, sends the new text, and returns it.
        func rename(_ needle: String, after: String? = nil, to newName: String, id: Int, version: Int) -> String {
            let answer = server.request(
                id, "textDocument/rename", ["textDocument": ["uri": uri], "position": position(of: needle, in: text, after: after), "newName": .string(newName)])
            let edits = answer?["result"]?["changes"]?[shop.uri]?.arrayValue ?? []
            XCTAssertFalse(edits.isEmpty, "\(String(describing: answer))")
            let renamed = applyLSPEdits(edits, to: text)
            server.notify(
                "textDocument/didChange", ["textDocument": ["uri": uri, "version": .int(version)], "contentChanges": [["text": .string(renamed)]]])
            return renamed
        }

        // A property of the frozen version: the rename says where its data comes from, and the store migrates with it.
        text = rename("title", to: "name", id: 2, version: 2)
        XCTAssertTrue(text.contains("  name: String? @renamedFrom(title)\n"), text)
        XCTAssertEqual(migrationProblems(server.diagnostics(version: 2), in: text), [])

        // Renamed again, it keeps the canonical identifier: no second modifier.
        text = rename("name", after: "entity Person", to: "label", id: 3, version: 3)
        XCTAssertTrue(text.contains("  label: String? @renamedFrom(title)\n"), text)

        // Back to the frozen name: the modifier would name itself, so it goes.
        text = rename("label", to: "title", id: 4, version: 4)
        XCTAssertEqual(text, FrozenShop.v1)

        // An entity alike: the modifier goes before '{'.
        text = rename("Animal", to: "Creature", id: 5, version: 5)
        XCTAssertTrue(text.contains("entity Creature @renamedFrom(Animal) {\n"), text)
        XCTAssertEqual(migrationProblems(server.diagnostics(version: 5), in: text), [])
        text = rename("Creature", to: "Animal", id: 6, version: 6)
        XCTAssertEqual(text, FrozenShop.v1)
    }
}
