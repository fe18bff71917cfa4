// What editors send and get, as Neovim 0.7 and VS Code send it: completion without snippets, code actions for the
// line's diagnostics (also through codeAction/resolve), and rename's warning about a predicate it cannot read.

import CDMProtocol
import XCTest

@testable import CDMServer

final class EditorClientTests: XCTestCase {
    func testClientsWithoutSnippetsGetOneLineOfPlainText() {
        let client = TestClient(capabilities: ["textDocument": ["completion": ["completionItem": ["snippetSupport": false]]]])
        let (_, params) = client.openMarked("$0\n\nentity A {\n  name: String\n}\n")
        let items = client.result("textDocument/completion", params)["items"]?.arrayValue ?? []
        XCTAssertFalse(items.isEmpty)
        for item in items {
            let text = item["textEdit"]?["newText"]?.stringValue ?? ""
            XCTAssertFalse(text.contains("\n") || text.contains("$"), "\(item["label"]?.stringValue ?? ""): \(text.debugDescription)")
            XCTAssertNil(item["insertTextFormat"], "no snippet format for a client without snippets")
        }
        XCTAssertTrue(items.contains { $0["textEdit"]?["newText"] == "entity Name" })
    }

    func testCodeActionsForTheLinesDiagnosticsAndTheirResolve() {
        let uri = "file:///work/Test.cdm"
        for resolves in [false, true] {
            let capabilities: JSONValue = resolves ? ["textDocument": ["codeAction": ["resolveSupport": ["properties": ["edit"]]]]] : [:]
            let client = TestClient(capabilities: capabilities)
            client.open("entity Notebook {\n  name: String\n}\n\nentity Note {\n  notebook: Notebok\n}\n", uri: uri)
            let typo = (client.diagnostics(uri)?["diagnostics"]?.arrayValue ?? []).first { $0["code"] == "unknown-type" }
            XCTAssertNotNil(typo)
            // The cursor at the start of the line, the line's diagnostics as context (Neovim 0.7).
            let cursor: JSONValue = ["start": ["line": 5, "character": 0], "end": ["line": 5, "character": 0]]
            let actions =
                client.result("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": cursor, "context": ["diagnostics": [typo ?? .null]]])
                .arrayValue ?? []
            let change = actions.first { $0["title"] == "Change to 'Notebook'" }
            XCTAssertNotNil(change, "\(actions.map { $0["title"] ?? .null })")
            if resolves, let change {
                let resolved = client.result("codeAction/resolve", change)
                XCTAssertNotNil(resolved["edit"]?["changes"]?[uri], "\(resolved)")
            } else {
                XCTAssertNotNil(change?["edit"])
            }
            // Without the context, nothing at the line start.
            let none = client.result("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": cursor, "context": ["diagnostics": []]]).arrayValue ?? []
            XCTAssertFalse(none.contains { $0["title"] == "Change to 'Notebook'" })
        }
    }

    func testRenameWarnsAboutAPredicateItCannotRead() {
        let client = TestClient()
        let (_, params) = client.openMarked("entity Note {\n  $0title: String\n  fetched same: [Note] @predicate(\"title == $FETCH_SOURCE.title AND (\")\n}\n")
        var rename = params.objectValue ?? [:]
        rename["newName"] = "heading"
        _ = client.result("textDocument/rename", .object(rename))
        let warning = client.allMessages.last { $0["method"] == "window/showMessage" }
        XCTAssertEqual(warning?["params"]?["type"], 2)
        XCTAssertTrue(warning?["params"]?["message"]?.stringValue?.contains("'Note.same'") ?? false, "\(String(describing: warning))")
    }
}
