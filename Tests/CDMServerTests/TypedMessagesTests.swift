// Tests of the typed messages: every advertised method decodes into its case, and params that do not decode get -32602 naming the field.

import CDMProtocol
import XCTest

@testable import CDMServer

final class TypedMessagesTests: XCTestCase {
    let uri = "file:///work/Test.cdm"
    let position: JSONValue = ["line": 1, "character": 3]
    var document: JSONValue { ["uri": .string(uri)] }
    var range: JSONValue { ["start": ["line": 0, "character": 0], "end": ["line": 2, "character": 0]] }

    /// Well-formed params for each request method.
    var sampleParams: [String: JSONValue] {
        let at: JSONValue = ["textDocument": document, "position": position]
        let onlyDocument: JSONValue = ["textDocument": document]
        return [
            "initialize": ["capabilities": [:], "initializationOptions": ["generateOnSave": false]],
            "shutdown": .null,
            "textDocument/completion": at, "textDocument/hover": at, "textDocument/signatureHelp": at, "textDocument/definition": at,
            "textDocument/references": ["textDocument": document, "position": position, "context": ["includeDeclaration": true]],
            "textDocument/documentHighlight": at, "textDocument/documentSymbol": onlyDocument, "textDocument/foldingRange": onlyDocument,
            "textDocument/codeAction": ["textDocument": document, "range": range, "context": ["diagnostics": []]],
            "codeAction/resolve": ["title": "t", "data": ["uri": .string(uri), "version": 1, "range": range, "index": 0, "title": "t"]],
            "textDocument/codeLens": onlyDocument, "textDocument/inlayHint": ["textDocument": document, "range": range],
            "textDocument/prepareRename": at, "textDocument/rename": ["textDocument": document, "position": position, "newName": "B"],
            "textDocument/formatting": ["textDocument": document, "options": ["tabSize": 4, "insertSpaces": true]],
            "textDocument/rangeFormatting": ["textDocument": document, "range": range, "options": ["tabSize": 4, "insertSpaces": true]],
            "textDocument/semanticTokens/full": onlyDocument,
            "textDocument/semanticTokens/full/delta": ["textDocument": document, "previousResultId": "1"],
            "textDocument/semanticTokens/range": ["textDocument": document, "range": range],
            "workspace/symbol": ["query": "a"],
            "workspace/executeCommand": ["command": "cdm.generate", "arguments": [.string(uri)]],
            "cdm/inverse": at, "cdm/diagram": ["textDocument": document, "format": "svg"],
        ]
    }

    /// Well-formed arguments for each command.
    var sampleArguments: [String: JSONValue] {
        [
            "cdm.freezeVersion": [.string(uri), "v2"], "cdm.generate": [["uri": .string(uri)]],
            "cdm.goToInverse": [["textDocument": document, "position": position]], "cdm.import": ["file:///work/M.xcdatamodeld"],
            "cdm.showReferences": [.string(uri), position, []],
        ]
    }

    /// The methods each capability of the `initialize` result promises.
    static let methodsOfCapability: [String: [String]] = [
        "positionEncoding": [],
        "textDocumentSync": ["textDocument/didOpen", "textDocument/didChange", "textDocument/didClose", "textDocument/didSave"],
        "completionProvider": ["textDocument/completion"], "hoverProvider": ["textDocument/hover"], "signatureHelpProvider": ["textDocument/signatureHelp"],
        "definitionProvider": ["textDocument/definition"], "referencesProvider": ["textDocument/references"],
        "documentHighlightProvider": ["textDocument/documentHighlight"], "documentSymbolProvider": ["textDocument/documentSymbol"],
        "codeActionProvider": ["textDocument/codeAction", "codeAction/resolve"], "codeLensProvider": ["textDocument/codeLens"],
        "documentFormattingProvider": ["textDocument/formatting"], "documentRangeFormattingProvider": ["textDocument/rangeFormatting"],
        "renameProvider": ["textDocument/rename", "textDocument/prepareRename"], "foldingRangeProvider": ["textDocument/foldingRange"],
        "executeCommandProvider": ["workspace/executeCommand"],
        "semanticTokensProvider": ["textDocument/semanticTokens/full", "textDocument/semanticTokens/full/delta", "textDocument/semanticTokens/range"],
        "inlayHintProvider": ["textDocument/inlayHint"], "workspaceSymbolProvider": ["workspace/symbol"],
    ]

    /// Every method the `initialize` result advertises decodes into its own case (and every
    /// command its arguments); the table holds nothing else but the lifecycle and cdm's own methods.
    func testEveryAdvertisedMethodDecodes() throws {
        let client = TestClient(initialize: false)
        let capabilities = client.result("initialize", ["capabilities": [:]])["capabilities"]?.objectValue ?? [:]
        XCTAssertFalse(capabilities.isEmpty)
        var requests: Set<String> = ["initialize", "shutdown", "cdm/inverse", "cdm/diagram"]
        var notifications: Set<String> = ["initialized", "exit", "$/cancelRequest", "workspace/didChangeWatchedFiles", "workspace/didChangeConfiguration"]
        for key in capabilities.keys {
            guard let methods = Self.methodsOfCapability[key] else {
                XCTFail("the server advertises \(key), which this test does not know")
                continue
            }
            for method in methods {
                if method.hasPrefix("textDocument/did") { notifications.insert(method) } else { requests.insert(method) }
            }
        }
        XCTAssertEqual(Set(ClientRequest.decoders.keys), requests, "the requests the server decodes are those it advertises")
        XCTAssertEqual(Set(ClientNotification.decoders.keys), notifications)
        for method in requests {
            let request = ClientRequest(method: method, params: sampleParams[method])
            switch request {
            case .unknown, .malformed: XCTFail("\(method) decoded as \(request)")
            default: break
            }
        }
        let notificationParams: [String: JSONValue] = [
            "$/cancelRequest": ["id": 3],
            "textDocument/didOpen": ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": "entity A {}"]],
            "textDocument/didChange": ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": "x"]]],
            "textDocument/didClose": ["textDocument": document], "textDocument/didSave": ["textDocument": document],
            "workspace/didChangeWatchedFiles": ["changes": [["uri": .string(uri), "type": 2]]],
            "workspace/didChangeConfiguration": ["settings": ["cdm": ["generateOnSave": true]]],
        ]
        for method in notifications {
            let notification = ClientNotification(method: method, params: notificationParams[method])
            switch notification {
            case .unknown, .malformed: XCTFail("\(method) decoded as \(notification)")
            default: break
            }
        }
        let commands = capabilities["executeCommandProvider"]?["commands"]?.arrayValue?.compactMap(\.stringValue) ?? []
        XCTAssertEqual(Set(commands), Set(sampleArguments.keys))
        for command in commands {
            XCTAssertNoThrow(try WorkspaceCommand(LSP.ExecuteCommandParams(command: command, arguments: sampleArguments[command]?.arrayValue)), command)
        }
        // The method name travels beside the decoded params.
        XCTAssertEqual(
            ClientMessage(json: ["jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": ["textDocument": document, "position": position]]),
            .request(id: 4, method: "textDocument/hover", .hover(LSP.HoverParams(textDocument: .init(uri: uri), position: .init(line: 1, character: 3)))))
    }

    /// Params that do not decode answer `-32602` with a message naming the field.
    func testMalformedParamsAreInvalidParamsNamingTheField() {
        let client = TestClient(capabilities: ["textDocument": ["codeAction": ["resolveSupport": ["properties": ["edit"]]]]])
        client.open("entity A {\n  b: Nope\n  name: String\n}\n")
        let cases: [(String, JSONValue, String)] = [
            ("textDocument/hover", ["textDocument": document], "invalid params: missing field 'position'"),
            ("textDocument/hover", [:], "invalid params: missing field 'textDocument'"),
            (
                "textDocument/completion", ["textDocument": document, "position": ["line": "1", "character": 0]],
                "invalid params: position.line: expected an integer, found a string"
            ),
            (
                "textDocument/definition", ["textDocument": document, "position": ["line": 1, "character": 0.5]],
                "invalid params: position.character: expected an integer, found 0.5"
            ),
            ("textDocument/documentSymbol", ["textDocument": ["uri": 5]], "invalid params: textDocument.uri: expected a string, found a number"),
            ("textDocument/rename", ["textDocument": document, "position": position, "newName": 5], "invalid params: newName: expected a string, found a number"),
            (
                "textDocument/references", ["textDocument": document, "position": position, "context": ["includeDeclaration": 3]],
                "invalid params: context.includeDeclaration: expected a boolean, found a number"
            ),
            (
                "textDocument/codeAction", ["textDocument": document, "range": range, "context": ["diagnostics": [["range": range, "message": nil]]]],
                "invalid params: context.diagnostics[0].message: expected a string, found null"
            ),
            ("textDocument/semanticTokens/range", ["textDocument": document, "range": ["start": position]], "invalid params: missing field 'range.end'"),
            ("codeAction/resolve", ["title": "t", "data": "x"], "invalid params: data: expected an object, found a string"),
            (
                "codeAction/resolve", ["title": "t", "data": ["uri": .string(uri), "range": range, "index": -1]],
                "invalid params: data.index: expected a non-negative integer, found -1"
            ),
            ("workspace/symbol", ["query": 5], "invalid params: query: expected a string, found a number"),
            ("cdm/diagram", ["textDocument": document, "format": 3], "invalid params: format: expected a string, found a number"),
            (
                "workspace/executeCommand", ["command": "cdm.showReferences", "arguments": [.string(uri), ["character": 1]]],
                "invalid params: missing field 'arguments[1].line' (cdm.showReferences takes a document URI and a position)"
            ),
            (
                "workspace/executeCommand", ["command": "cdm.generate", "arguments": [5]],
                "invalid params: arguments[0]: expected a URI, or an object with a uri (cdm.generate takes the document URI)"
            ),
            ("workspace/executeCommand", ["arguments": []], "invalid params: missing field 'command'"),
        ]
        for (method, params, message) in cases {
            let error = client.request(method, params)["error"]
            XCTAssertEqual(error?["code"]?.intValue, RPCError.Code.invalidParams, "\(method) \(params)")
            XCTAssertEqual(error?["message"]?.stringValue, message, "\(method) \(params)")
        }
        let unknown = client.request("workspace/executeCommand", ["command": "cdm.nothing"])["error"]
        XCTAssertEqual(unknown?["code"]?.intValue, RPCError.Code.invalidParams)
        XCTAssertTrue(unknown?["message"]?.stringValue?.hasPrefix("unknown command 'cdm.nothing'") ?? false, "\(String(describing: unknown))")
        // The server still serves, and an unknown method with any params is still -32601.
        XCTAssertNotNil(client.result("textDocument/documentSymbol", ["textDocument": document]).arrayValue)
        XCTAssertEqual(client.request("cdm/nothing", ["x": 1])["error"]?["code"]?.intValue, RPCError.Code.methodNotFound)
    }

    /// The lifecycle comes first: malformed params of a request before `initialize` are not looked at.
    func testLifecycleBeforeParams() {
        let client = TestClient(initialize: false)
        XCTAssertEqual(client.request("textDocument/hover", ["textDocument": 5])["error"]?["code"]?.intValue, RPCError.Code.serverNotInitialized)
        let initialize = client.request("initialize", ["rootUri": 5, "capabilities": [:]])["error"]
        XCTAssertEqual(initialize?["code"]?.intValue, RPCError.Code.invalidParams)
        XCTAssertEqual(initialize?["message"]?.stringValue, "invalid params: rootUri: expected a string, found a number")
        XCTAssertNotNil(client.request("initialize", ["capabilities": [:]])["result"])
    }

    /// Options of a shape the server does not read are ignored, not a failed `initialize`: editors
    /// pass through whatever their users configured.
    func testInitializationOptionsOfAnotherShapeAreIgnored() {
        for options: JSONValue in [["generateOnSave": "yes"], [1, 2], "on", ["other": ["nested": true]]] {
            let client = TestClient(initialize: false)
            let answer = client.request("initialize", ["capabilities": [:], "initializationOptions": options])
            XCTAssertNil(answer["error"], "initializationOptions \(options)")
            XCTAssertEqual(answer["result"]?["serverInfo"]?["name"], "cdm", "initializationOptions \(options)")
        }
    }

    /// A notification whose params do not decode is ignored; in a didChange, a change that does
    /// not decode is skipped and the others apply.
    func testMalformedNotificationsAreIgnored() {
        let client = TestClient()
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "version": 1]])
        XCTAssertNil(client.server.documents[uri], "a didOpen without its text opened a document")
        client.open("entity A {}\n")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [
                    ["range": ["start": ["line": 0, "character": 7], "end": ["line": 0, "character": 8]], "text": "B"],
                    ["range": ["start": ["line": 0.5, "character": 0], "end": 3], "text": "skipped"],
                    ["text": 7],
                    ["range": ["start": ["line": 0, "character": 10], "end": ["line": 0, "character": 10]], "text": "\n  b: Int16\n"],
                ],
            ])
        XCTAssertEqual(client.server.documents[uri]?.text, "entity B {\n  b: Int16\n}\n")
        XCTAssertEqual(client.diagnostics(uri)?["version"]?.intValue, 2)
        // A didChange whose document has no version is ignored whole.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri)], "contentChanges": [["text": "entity C {}\n"]]])
        XCTAssertEqual(client.server.documents[uri]?.text, "entity B {\n  b: Int16\n}\n")
        client.notify("workspace/didChangeConfiguration", ["settings": ["cdm": ["generateOnSave": "yes"]]])
        XCTAssertFalse(client.server.generateOnSave, "a malformed setting changed nothing")
        client.notify("workspace/didChangeConfiguration", ["settings": ["cdm": ["generateOnSave": true]]])
        XCTAssertTrue(client.server.generateOnSave)
    }

    /// The client's answers to the server's requests are decoded as their own types.
    func testAnswersToServerRequestsAreTyped() {
        let client = TestClient(capabilities: ["workspace": ["configuration": true]], initializationOptions: [:])
        let ask = client.allMessages.last { $0["method"] == "workspace/configuration" }
        XCTAssertEqual(ask?["params"], ["items": [["section": "cdm"]]])
        // An answer of the wrong shape is logged and changes nothing; a good one is applied.
        client.server.handle(["jsonrpc": "2.0", "id": ask?["id"] ?? .null, "result": [["generateOnSave": "no"]]])
        XCTAssertTrue(client.server.generateOnSave)
        client.notify("workspace/didChangeConfiguration", ["settings": nil])
        let again = client.allMessages.last { $0["method"] == "workspace/configuration" }
        XCTAssertNotEqual(again?["id"], ask?["id"])
        client.server.handle(["jsonrpc": "2.0", "id": again?["id"] ?? .null, "result": [["generateOnSave": false]]])
        XCTAssertFalse(client.server.generateOnSave)
    }
}
