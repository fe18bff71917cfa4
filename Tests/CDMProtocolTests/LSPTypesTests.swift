// Tests that LSP types encode to and decode from spec-shaped JSON, directly and through Codable alike, with errors that name the field.

import CDMProtocol
import Foundation
import XCTest

final class LSPTypesTests: XCTestCase {
    private func json<T: Encodable>(_ value: T) throws -> String {
        try JSONValue(encoding: value).jsonString
    }

    private let range = LSP.Range(start: .init(line: 1, character: 2), end: .init(line: 3, character: 4))
    private let rangeJSON = #"{"end":{"character":4,"line":3},"start":{"character":2,"line":1}}"#

    func testEncodingShapes() throws {
        let uri = "file:///m.cdm"
        let cases: [(String, String)] = [
            (try json(LSP.Position(line: 0, character: 5)), #"{"character":5,"line":0}"#),
            (try json(range), rangeJSON),
            (try json(LSP.Location(uri: uri, range: range)), #"{"range":\#(rangeJSON),"uri":"file:///m.cdm"}"#),
            (try json(LSP.TextEdit(range: range, newText: "x")), #"{"newText":"x","range":\#(rangeJSON)}"#),
            (try json(LSP.Diagnostic(range: range, message: "m")), #"{"message":"m","range":\#(rangeJSON)}"#),
            (
                try json(
                    LSP.Diagnostic(
                        range: range, severity: 2, code: "CDM001", source: "cdm", message: "m", tags: [LSP.DiagnosticTag.unnecessary],
                        relatedInformation: [.init(location: .init(uri: uri, range: range), message: "here")])),
                #"{"code":"CDM001","message":"m","range":\#(rangeJSON),"relatedInformation":[{"location":{"range":\#(rangeJSON),"uri":"file:///m.cdm"},"message":"here"}],"severity":2,"source":"cdm","tags":[1]}"#
            ),
            (try json(LSP.PublishDiagnosticsParams(uri: uri, diagnostics: [])), #"{"diagnostics":[],"uri":"file:///m.cdm"}"#),
            (try json(LSP.PublishDiagnosticsParams(uri: uri, version: 3, diagnostics: [])), #"{"diagnostics":[],"uri":"file:///m.cdm","version":3}"#),
            (
                try json(
                    LSP.CompletionItem(
                        label: "String", kind: LSP.CompletionItemKind.keyword, documentation: .markdown("**s**"),
                        insertTextFormat: LSP.InsertTextFormat.snippet, textEdit: .init(range: range, newText: "String$0"))),
                #"{"documentation":{"kind":"markdown","value":"**s**"},"insertTextFormat":2,"kind":14,"label":"String","textEdit":{"newText":"String$0","range":\#(rangeJSON)}}"#
            ),
            (try json(LSP.CompletionList(items: [.init(label: "a")])), #"{"isIncomplete":false,"items":[{"label":"a"}]}"#),
            (try json(LSP.Hover(contents: .markdown("t"))), #"{"contents":{"kind":"markdown","value":"t"}}"#),
            (
                try json(LSP.WorkspaceEdit(changes: [uri: [LSP.TextEdit(range: range, newText: "")]])),
                #"{"changes":{"file:///m.cdm":[{"newText":"","range":\#(rangeJSON)}]}}"#
            ),
            (
                try json(
                    LSP.CodeAction(
                        title: "Fix", kind: LSP.CodeActionKind.quickFix, isPreferred: true, command: .init(title: "t", command: "cdm.x", arguments: [1, "a"]))),
                #"{"command":{"arguments":[1,"a"],"command":"cdm.x","title":"t"},"isPreferred":true,"kind":"quickfix","title":"Fix"}"#
            ),
            (
                try json(
                    LSP.DocumentSymbol(
                        name: "E", kind: LSP.SymbolKind.class, range: range, selectionRange: range,
                        children: [.init(name: "a", kind: LSP.SymbolKind.property, range: range, selectionRange: range)])),
                #"{"children":[{"kind":7,"name":"a","range":\#(rangeJSON),"selectionRange":\#(rangeJSON)}],"kind":5,"name":"E","range":\#(rangeJSON),"selectionRange":\#(rangeJSON)}"#
            ),
            (try json(LSP.FoldingRange(startLine: 1, endLine: 4, kind: LSP.FoldingRangeKind.comment)), #"{"endLine":4,"kind":"comment","startLine":1}"#),
            (try json(LSP.SemanticTokens(data: [0, 1, 2, 3, 0])), #"{"data":[0,1,2,3,0]}"#),
            (
                try json(LSP.SemanticTokensDelta(resultId: "2", edits: [.init(start: 5, deleteCount: 1, data: [1])])),
                #"{"edits":[{"data":[1],"deleteCount":1,"start":5}],"resultId":"2"}"#
            ),
            (
                try json(LSP.InlayHint(position: .init(line: 1, character: 1), label: ": String", paddingLeft: true)),
                #"{"label":": String","paddingLeft":true,"position":{"character":1,"line":1}}"#
            ),
            (try json(LSP.PrepareRenameResult(range: range, placeholder: "p")), #"{"placeholder":"p","range":\#(rangeJSON)}"#),
            (try json(LSP.ProgressParams(token: 7, value: LSP.WorkDoneProgressBegin(title: "Index"))), #"{"token":7,"value":{"kind":"begin","title":"Index"}}"#),
            (try json(LSP.ProgressParams(token: "t", value: LSP.WorkDoneProgressEnd(message: "done"))), #"{"token":"t","value":{"kind":"end","message":"done"}}"#),
            (try json(LSP.ShowDocumentParams(uri: uri, takeFocus: true, selection: range)), #"{"selection":\#(rangeJSON),"takeFocus":true,"uri":"file:///m.cdm"}"#),
            (try json(LSP.ConfigurationParams(items: [.init(section: "cdm")])), #"{"items":[{"section":"cdm"}]}"#),
            (
                try json(
                    LSP.RegistrationParams(registrations: [
                        .init(id: "w", method: "workspace/didChangeWatchedFiles", registerOptions: .init(watchers: [.init(globPattern: "**/*.cdm")]))
                    ])),
                #"{"registrations":[{"id":"w","method":"workspace/didChangeWatchedFiles","registerOptions":{"watchers":[{"globPattern":"**/*.cdm"}]}}]}"#
            ),
            (
                try json(LSP.InitializeResult(capabilities: .init(hoverProvider: true, renameProvider: .init(prepareProvider: true)), serverInfo: .init(name: "cdm"))),
                #"{"capabilities":{"hoverProvider":true,"renameProvider":{"prepareProvider":true}},"serverInfo":{"name":"cdm"}}"#
            ),
            (
                try json(LSP.SignatureHelp(signatures: [.init(label: "f(a)", parameters: [.init(label: "a", documentation: "A")])], activeSignature: 0)),
                #"{"activeSignature":0,"signatures":[{"label":"f(a)","parameters":[{"documentation":"A","label":"a"}]}]}"#
            ),
            (
                try json(LSP.SymbolInformation(name: "E", kind: LSP.SymbolKind.class, location: .init(uri: uri, range: range), containerName: "M")),
                #"{"containerName":"M","kind":5,"location":{"range":\#(rangeJSON),"uri":"file:///m.cdm"},"name":"E"}"#
            ),
            (try json(LSP.CodeLens(range: range)), #"{"range":\#(rangeJSON)}"#),
            (try json(Optional<LSP.Hover>.none), "null"),
            (try json([LSP.Position(line: 1, character: 0)]), #"[{"character":0,"line":1}]"#),
        ]
        for (actual, expected) in cases {
            XCTAssertEqual(actual, expected)
        }
    }

    /// The JSON of `value` as its synthesized `Encodable` conformance writes it (through Foundation).
    private func codableJSON<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONValue(parsing: [UInt8](JSONEncoder().encode(value)))
    }

    /// Every type with a direct JSON form writes what its `Encodable` conformance writes.
    func testDirectEncodingEqualsCodable() throws {
        let uri = "file:///m.cdm"
        let location = LSP.Location(uri: uri, range: range)
        let diagnostic = LSP.Diagnostic(
            range: range, severity: 1, code: "c", source: "cdm", message: "m", tags: [1], relatedInformation: [.init(location: location, message: "r")])
        let edit = LSP.TextEdit(range: range, newText: "é\n")
        let command = LSP.Command(title: "t", command: "c", arguments: ["a", 1, nil, ["x": [true]]])
        let symbol = LSP.DocumentSymbol(
            name: "E", detail: "d", kind: 5, range: range, selectionRange: range, children: [.init(name: "a", kind: 8, range: range, selectionRange: range)])
        let values: [any JSONValueEncodable] = [
            range.start, range, location, edit, LSP.WorkspaceEdit(), LSP.WorkspaceEdit(changes: [uri: [edit]]), LSP.MarkupContent.markdown("m"), command,
            LSP.Command(title: "t", command: "c"), diagnostic, LSP.Diagnostic(range: range, message: "m"), diagnostic.relatedInformation![0],
            LSP.PublishDiagnosticsParams(uri: uri, version: 2, diagnostics: [diagnostic]), LSP.PublishDiagnosticsParams(uri: uri, diagnostics: []),
            LSP.CompletionItem(label: "l"),
            LSP.CompletionItem(
                label: "l", kind: 7, detail: "d", documentation: .markdown("m"), sortText: "s", filterText: "f", insertTextFormat: 2, textEdit: edit),
            LSP.CompletionList(isIncomplete: true, items: [.init(label: "l")]), LSP.Hover(contents: .markdown("h")),
            LSP.Hover(contents: .markdown("h"), range: range), LSP.DocumentHighlight(range: range), LSP.DocumentHighlight(range: range, kind: 3), symbol,
            LSP.SymbolInformation(name: "n", kind: 5, location: location), LSP.SymbolInformation(name: "n", kind: 5, location: location, containerName: "c"),
            LSP.FoldingRange(startLine: 0, endLine: 2), LSP.FoldingRange(startLine: 0, endLine: 2, kind: "comment"), LSP.CodeAction(title: "t"),
            LSP.CodeAction(
                title: "t", kind: "quickfix", diagnostics: [diagnostic], isPreferred: false, edit: .init(changes: [uri: [edit]]), command: command,
                data: ["i": 1]),
            LSP.CodeLens(range: range), LSP.CodeLens(range: range, command: command), LSP.SemanticTokens(data: []),
            LSP.SemanticTokens(resultId: "1", data: [1, 2]), LSP.SemanticTokensEdit(start: 1, deleteCount: 0),
            LSP.SemanticTokensEdit(start: 1, deleteCount: 2, data: [3]), LSP.SemanticTokensDelta(edits: []),
            LSP.SemanticTokensDelta(resultId: "2", edits: [.init(start: 0, deleteCount: 1)]), LSP.InlayHint(position: range.end, label: "l"),
            LSP.InlayHint(position: range.end, label: "l", tooltip: "t", paddingLeft: false), [symbol], Optional<LSP.Hover>.none,
            Optional(LSP.Hover(contents: .markdown("h"))),
        ]
        for value in values {
            XCTAssertEqual(value.json, try codableJSON(value), "\(value)")
        }
    }

    /// Decodes `json` through the type's synthesized `init(from:)` (Foundation's decoder).
    private func codableDecode<T: Decodable>(_ type: T.Type, _ json: JSONValue) -> Result<T, DecodingError> {
        do {
            return .success(try JSONDecoder().decode(T.self, from: Data(json.serialized())))
        } catch let error as DecodingError {
            return .failure(error)
        } catch {
            fatalError("\(error)")
        }
    }

    private func directDecode<T: JSONValueDecodable>(_ type: T.Type, _ json: JSONValue) -> Result<T, DecodingError> {
        do {
            return .success(try JSONValue.decode(T.self, from: json))
        } catch let error as DecodingError {
            return .failure(error)
        } catch {
            fatalError("\(error)")
        }
    }

    private func assertSame<T: JSONValueDecodable & Equatable>(_ type: T.Type, _ inputs: [JSONValue], file: StaticString = #filePath, line: UInt = #line) {
        for input in inputs {
            switch (directDecode(type, input), codableDecode(type, input)) {
            case (.success(let a), .success(let b)):
                XCTAssertEqual(a, b, "\(T.self) \(input)", file: file, line: line)
            case (.failure(let a), .failure(let b)):
                XCTAssertEqual(Self.kind(a), Self.kind(b), "\(T.self) \(input): \(a.fieldMessage) / \(b.fieldMessage)", file: file, line: line)
                // Foundation reports a number that does not fit with no path ("not valid JSON").
                if Self.kind(b) == "dataCorrupted" && Self.path(b).isEmpty { continue }
                XCTAssertEqual(Self.path(a), Self.path(b), "\(T.self) \(input): \(a.fieldMessage) / \(b.fieldMessage)", file: file, line: line)
            case (let a, let b):
                XCTFail("\(T.self) \(input): direct \(a), Codable \(b)", file: file, line: line)
            }
        }
    }

    private static func kind(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound: return "keyNotFound"
        case .typeMismatch: return "typeMismatch"
        case .valueNotFound: return "valueNotFound"
        case .dataCorrupted: return "dataCorrupted"
        @unknown default: return "other"
        }
    }

    private static func path(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let c): return DecodingError.pathText(c.codingPath + [key])
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): return DecodingError.pathText(c.codingPath)
        @unknown default: return ""
        }
    }

    /// The types that read themselves directly accept and refuse what their `Decodable`
    /// conformance accepts and refuses, with the error at the same place.
    func testDirectDecodingEqualsCodable() {
        let position: JSONValue = ["line": 1, "character": 2]
        let positions: [JSONValue] = [
            position, ["line": -1, "character": 2, "extra": "x"], ["line": 1.0, "character": 2], ["line": 1], ["character": 1], ["line": nil, "character": 1],
            ["line": "1", "character": 1], ["line": 0.5, "character": 1], ["line": 1e300, "character": 1], [1, 2], "x", nil,
        ]
        assertSame(LSP.Position.self, positions)
        let ranges: [JSONValue] = [["start": position, "end": position], ["start": position], ["start": position, "end": ["line": 1]], ["start": 3, "end": position], []]
        assertSame(LSP.Range.self, ranges)
        assertSame(LSP.TextDocumentIdentifier.self, [["uri": "u"], ["uri": 5], [:], ["uri": nil]])
        assertSame(LSP.VersionedTextDocumentIdentifier.self, [["uri": "u", "version": 3], ["uri": "u"], ["uri": "u", "version": nil], ["uri": "u", "version": 2.5]])
        assertSame(
            LSP.TextDocumentPositionParams.self,
            [["textDocument": ["uri": "u"], "position": position], ["textDocument": ["uri": "u"]], ["position": position], ["textDocument": "u", "position": position]])
        let change: JSONValue = ["range": ["start": position, "end": position], "text": "x"]
        assertSame(LSP.TextDocumentContentChangeEvent.self, [change, ["text": "all"], ["range": nil, "text": "all"], ["range": 3, "text": "x"], ["range": ["start": position]]])
        let document: JSONValue = ["uri": "u", "version": 2]
        assertSame(
            LSP.DidChangeTextDocumentParams.self,
            [
                ["textDocument": document, "contentChanges": [change, ["text": "all"]]], ["textDocument": document, "contentChanges": []],
                ["textDocument": document, "contentChanges": [["text": 5], change, ["range": ["start": ["line": 0.5, "character": 0], "end": position], "text": "x"]]],
                ["textDocument": document], ["textDocument": document, "contentChanges": 3], ["textDocument": ["uri": "u"], "contentChanges": []],
            ])
    }

    func testDecodeClientParams() throws {
        let didChange = try JSONValue(
            parsing: #"""
                {"textDocument":{"uri":"file:///a.cdm","version":4},
                 "contentChanges":[{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":2}},"rangeLength":1,"text":"x"},
                                   {"range":{"start":{"line":0.5,"character":1},"end":{"line":0,"character":2}},"text":"skipped"},
                                   {"text":"whole"}]}
                """#)
        let params = try JSONValue.decode(LSP.DidChangeTextDocumentParams.self, from: didChange)
        XCTAssertEqual(params.textDocument, .init(uri: "file:///a.cdm", version: 4))
        XCTAssertEqual(params.contentChanges.map(\.text), ["x", "whole"])
        XCTAssertEqual(params.contentChanges[0].range, LSP.Range(start: .init(line: 0, character: 1), end: .init(line: 0, character: 2)))
        XCTAssertNil(params.contentChanges[1].range)
        XCTAssertEqual(params.malformedChanges, ["contentChanges[1].range.start.line: expected an integer, found 0.5"])

        let didOpen = try JSONValue.decode(
            LSP.DidOpenTextDocumentParams.self, from: ["textDocument": ["uri": "u", "languageId": "cdm", "version": 1, "text": "entity A {}"]])
        XCTAssertEqual(didOpen.textDocument.text, "entity A {}")

        let didSave = try JSONValue.decode(LSP.DidSaveTextDocumentParams.self, from: ["textDocument": ["uri": "u"]])
        XCTAssertNil(didSave.text)

        let refs = try JSONValue.decode(
            LSP.ReferenceParams.self,
            from: ["textDocument": ["uri": "u"], "position": ["line": 1, "character": 2], "context": ["includeDeclaration": true], "workDoneToken": "w"])
        XCTAssertEqual(refs.context?.includeDeclaration, true)

        // Formatting options are not read: cdm formats one way.
        let formatting = try JSONValue.decode(LSP.DocumentFormattingParams.self, from: ["textDocument": ["uri": "u"], "options": ["tabSize": "x"]])
        XCTAssertEqual(formatting.textDocument.uri, "u")

        let command = try JSONValue.decode(LSP.ExecuteCommandParams.self, from: ["command": "cdm.generate", "arguments": ["file:///a", 2]])
        XCTAssertEqual(command.arguments, ["file:///a", 2])

        XCTAssertEqual(try JSONValue.decode(LSP.CancelParams.self, from: ["id": "r1"]).id, "r1")
        XCTAssertEqual(try JSONValue.decode(LSP.CancelParams.self, from: ["id": 3]).id, 3)

        let watched = try JSONValue.decode(LSP.DidChangeWatchedFilesParams.self, from: ["changes": [["uri": "file:///a.cdm", "type": 2]]])
        XCTAssertEqual(watched.changes, [.init(uri: "file:///a.cdm", type: LSP.FileChangeType.changed)])

        let actionParams = try JSONValue.decode(
            LSP.CodeActionParams.self,
            from: [
                "textDocument": ["uri": "u"], "range": try JSONValue(encoding: range),
                "context": ["diagnostics": [["range": try JSONValue(encoding: range), "message": "m", "code": 1234]], "only": ["quickfix"]],
            ])
        XCTAssertEqual(actionParams.context?.diagnostics.first?.code, "1234", "integer codes from other tools decode as strings")
        XCTAssertEqual(actionParams.context?.only, ["quickfix"])
    }

    func testInitializeParamsAndCapabilities() throws {
        struct Options: Codable, Sendable, Hashable { var generateOnSave: Bool? }
        let text = #"""
            {"processId":1234,"clientInfo":{"name":"Visual Studio Code","version":"1.90"},"locale":"en",
             "rootPath":"/w","rootUri":"file:///w","initializationOptions":{"generateOnSave":false},"trace":"off",
             "workspaceFolders":[{"uri":"file:///w","name":"w"}],
             "capabilities":{
               "general":{"positionEncodings":["utf-8","utf-16"]},
               "window":{"showDocument":{"support":true},"workDoneProgress":true},
               "workspace":{"configuration":true,"codeLens":{"refreshSupport":true},"didChangeWatchedFiles":{"dynamicRegistration":true}},
               "textDocument":{
                 "codeAction":{"resolveSupport":{"properties":["edit"]}},
                 "completion":{"completionItem":{"snippetSupport":true}}},
               "experimental":{"anything":[1,2,3]}}}
            """#
        let params = try JSONValue.decode(LSP.InitializeParams<Options>.self, from: try JSONValue(parsing: text))
        XCTAssertEqual(params.rootUri, "file:///w")
        XCTAssertEqual(params.rootPath, "/w")
        XCTAssertEqual(params.workspaceFolders, [.init(uri: "file:///w")])
        XCTAssertEqual(params.initializationOptions, Options(generateOnSave: false))
        let caps = params.capabilities
        XCTAssertEqual(caps.positionEncodings, ["utf-8", "utf-16"])
        XCTAssertTrue(caps.supportsShowDocument)
        XCTAssertTrue(caps.supportsWorkDoneProgress)
        XCTAssertEqual(caps.codeActionResolveProperties, ["edit"])
        XCTAssertTrue(caps.supportsSnippets)
        XCTAssertTrue(caps.supportsConfiguration)
        XCTAssertTrue(caps.supportsCodeLensRefresh)
        XCTAssertTrue(caps.supportsWatchedFilesRegistration)
        XCTAssertEqual(caps.raw[path: "experimental", "anything"], [1, 2, 3])

        // A minimal client: everything absent; capabilities of the wrong type are not supported.
        let minimal = try JSONValue.decode(LSP.InitializeParams<Options>.self, from: ["processId": nil, "rootUri": nil, "capabilities": [:]])
        XCTAssertNil(minimal.rootUri)
        XCTAssertNil(minimal.initializationOptions)
        for capabilities in [minimal.capabilities, LSP.ClientCapabilities(["window": ["workDoneProgress": "yes"], "general": 5])] {
            XCTAssertEqual(capabilities.positionEncodings, [])
            XCTAssertFalse(capabilities.supportsShowDocument)
            XCTAssertFalse(capabilities.supportsWorkDoneProgress)
            XCTAssertEqual(capabilities.codeActionResolveProperties, [])
            XCTAssertFalse(capabilities.supportsSnippets)
            XCTAssertFalse(capabilities.supportsConfiguration)
        }
        XCTAssertEqual(try JSONValue.decode(LSP.InitializeParams<Options>.self, from: [:]).capabilities.raw, [:])

        // Round trip keeps the raw capabilities.
        let again = try JSONValue.decode(LSP.InitializeParams<Options>.self, from: try JSONValue(encoding: params))
        XCTAssertEqual(again, params)

        // Options of another shape are ignored (editors pass through what their users configured).
        XCTAssertNil(try JSONValue.decode(LSP.InitializeParams<Options>.self, from: ["initializationOptions": ["generateOnSave": "no"]]).initializationOptions)
    }

    /// Decoding errors in words, naming the field by its path.
    func testErrorsNameTheField() {
        func message<T: Decodable>(_ type: T.Type, _ json: JSONValue) -> String {
            do {
                _ = try JSONValue.decode(type, from: json)
                return "decoded"
            } catch let error as DecodingError {
                return error.fieldMessage
            } catch {
                return "\(error)"
            }
        }
        let doc: JSONValue = ["uri": "file:///a.cdm"]
        XCTAssertEqual(message(LSP.HoverParams.self, ["textDocument": doc]), "missing field 'position'")
        XCTAssertEqual(message(LSP.HoverParams.self, ["textDocument": doc, "position": ["character": 1]]), "missing field 'position.line'")
        XCTAssertEqual(
            message(LSP.HoverParams.self, ["textDocument": ["uri": 5], "position": ["line": 0, "character": 1]]), "textDocument.uri: expected a string, found a number")
        XCTAssertEqual(message(LSP.HoverParams.self, ["textDocument": doc, "position": ["line": 0.5, "character": 1]]), "position.line: expected an integer, found 0.5")
        XCTAssertEqual(message(LSP.HoverParams.self, ["textDocument": doc, "position": ["line": nil, "character": 1]]), "position.line: expected an integer, found null")
        XCTAssertEqual(message(LSP.HoverParams.self, ["textDocument": doc, "position": "x"]), "position: expected an object, found a string")
        XCTAssertEqual(message(LSP.HoverParams.self, [1]), "expected an object, found an array")
        XCTAssertEqual(message(LSP.RenameParams.self, ["textDocument": doc, "position": ["line": 0, "character": 1], "newName": 5]), "newName: expected a string, found a number")
        XCTAssertEqual(
            message(LSP.CodeActionParams.self, ["textDocument": doc, "range": try! JSONValue(encoding: range), "context": ["diagnostics": [["message": "m"]]]]),
            "missing field 'context.diagnostics[0].range'")
        XCTAssertEqual(
            message(LSP.DidChangeWatchedFilesParams.self, ["changes": [["uri": "u", "type": 1], ["uri": "u", "type": "x"]]]), "changes[1].type: expected an integer, found a string"
        )
        XCTAssertEqual(message(LSP.DidChangeTextDocumentParams.self, ["textDocument": ["uri": "u"], "contentChanges": []]), "missing field 'textDocument.version'")
    }

    func testConstants() {
        XCTAssertEqual(LSP.CompletionItemKind.operator, 24)
        XCTAssertEqual(LSP.SymbolKind.event, 24)
        XCTAssertEqual(LSP.DiagnosticTag.unnecessary, 1)
        XCTAssertEqual(LSP.MessageType.info, 3)
        XCTAssertEqual(LSP.TextDocumentSyncKind.incremental, 2)
        XCTAssertEqual(LSP.InsertTextFormat.snippet, 2)
        XCTAssertEqual(LSP.FoldingRangeKind.comment, "comment")
        XCTAssertEqual(LSP.CodeActionKind.quickFix, "quickfix")
        XCTAssertEqual(LSP.DocumentHighlightKind.write, 3)
        XCTAssertEqual(LSP.FileChangeType.deleted, 3)
    }
}
