// Tests that LSP types encode to and decode from spec-shaped JSON.

import CDMProtocol
import XCTest

final class LSPTypesTests: XCTestCase {
    private func json<T: Encodable>(_ value: T) throws -> String {
        try JSONValue(encoding: value).jsonString
    }

    private let range = LSP.Range(startLine: 1, startCharacter: 2, endLine: 3, endCharacter: 4)
    private let rangeJSON = #"{"end":{"character":4,"line":3},"start":{"character":2,"line":1}}"#

    func testEncodingShapes() throws {
        let uri = "file:///m.cdm"
        let cases: [(String, String)] = [
            (try json(LSP.Position(line: 0, character: 5)), #"{"character":5,"line":0}"#),
            (try json(range), rangeJSON),
            (
                try json(LSP.Location(uri: uri, range: range)),
                #"{"range":\#(rangeJSON),"uri":"file:///m.cdm"}"#
            ),
            (
                try json(LSP.TextEdit(range: range, newText: "x")),
                #"{"newText":"x","range":\#(rangeJSON)}"#
            ),
            (
                try json(LSP.Diagnostic(range: range, message: "m")),
                #"{"message":"m","range":\#(rangeJSON)}"#
            ),
            (
                try json(
                    LSP.Diagnostic(
                        range: range, severity: LSP.DiagnosticSeverity.warning, code: "CDM001", source: "cdm",
                        message: "m", tags: [LSP.DiagnosticTag.deprecated],
                        relatedInformation: [.init(location: .init(uri: uri, range: range), message: "here")],
                        data: ["fix": 1])),
                #"{"code":"CDM001","data":{"fix":1},"message":"m","range":\#(rangeJSON),"relatedInformation":[{"location":{"range":\#(rangeJSON),"uri":"file:///m.cdm"},"message":"here"}],"severity":2,"source":"cdm","tags":[2]}"#
            ),
            (
                try json(LSP.PublishDiagnosticsParams(uri: uri, diagnostics: [])),
                #"{"diagnostics":[],"uri":"file:///m.cdm"}"#
            ),
            (
                try json(LSP.PublishDiagnosticsParams(uri: uri, version: 3, diagnostics: [])),
                #"{"diagnostics":[],"uri":"file:///m.cdm","version":3}"#
            ),
            (
                try json(LSP.OptionalVersionedTextDocumentIdentifier(uri: uri, version: nil)),
                #"{"uri":"file:///m.cdm","version":null}"#
            ),
            (
                try json(
                    LSP.CompletionItem(
                        label: "String", kind: LSP.CompletionItemKind.keyword,
                        documentation: .markdown("**s**"),
                        insertText: "String$0", insertTextFormat: LSP.InsertTextFormat.snippet)),
                #"{"documentation":{"kind":"markdown","value":"**s**"},"insertText":"String$0","insertTextFormat":2,"kind":14,"label":"String"}"#
            ),
            (
                try json(LSP.CompletionList(items: [.init(label: "a")])),
                #"{"isIncomplete":false,"items":[{"label":"a"}]}"#
            ),
            (
                try json(LSP.Hover(contents: .plainText("t"))),
                #"{"contents":{"kind":"plaintext","value":"t"}}"#
            ),
            (
                try json(LSP.WorkspaceEdit(changes: [uri: [LSP.TextEdit(range: range, newText: "")]])),
                #"{"changes":{"file:///m.cdm":[{"newText":"","range":\#(rangeJSON)}]}}"#
            ),
            (
                try json(
                    LSP.CodeAction(
                        title: "Fix", kind: LSP.CodeActionKind.quickFix, isPreferred: true,
                        command: .init(title: "t", command: "cdm.x", arguments: [1, "a"]))),
                #"{"command":{"arguments":[1,"a"],"command":"cdm.x","title":"t"},"isPreferred":true,"kind":"quickfix","title":"Fix"}"#
            ),
            (
                try json(
                    LSP.DocumentSymbol(
                        name: "E", kind: LSP.SymbolKind.class, range: range, selectionRange: range,
                        children: [
                            .init(name: "a", kind: LSP.SymbolKind.property, range: range, selectionRange: range)
                        ]
                    )),
                #"{"children":[{"kind":7,"name":"a","range":\#(rangeJSON),"selectionRange":\#(rangeJSON)}],"kind":5,"name":"E","range":\#(rangeJSON),"selectionRange":\#(rangeJSON)}"#
            ),
            (
                try json(LSP.FoldingRange(startLine: 1, endLine: 4, kind: LSP.FoldingRangeKind.region)),
                #"{"endLine":4,"kind":"region","startLine":1}"#
            ),
            (try json(LSP.SemanticTokens(data: [0, 1, 2, 3, 0])), #"{"data":[0,1,2,3,0]}"#),
            (
                try json(
                    LSP.InlayHint(
                        position: .init(line: 1, character: 1), label: ": String", kind: LSP.InlayHintKind.type,
                        paddingLeft: true)),
                #"{"kind":1,"label":": String","paddingLeft":true,"position":{"character":1,"line":1}}"#
            ),
            (
                try json(LSP.PrepareRenameResult(range: range, placeholder: "p")),
                #"{"placeholder":"p","range":\#(rangeJSON)}"#
            ),
            (
                try json(LSP.WorkDoneProgressBegin(title: "Index", percentage: 0)),
                #"{"kind":"begin","percentage":0,"title":"Index"}"#
            ),
            (
                try json(LSP.WorkDoneProgressReport(message: "half", percentage: 50)),
                #"{"kind":"report","message":"half","percentage":50}"#
            ),
            (try json(LSP.WorkDoneProgressEnd()), #"{"kind":"end"}"#),
            (
                try json(LSP.ProgressParams(token: 7, encoding: LSP.WorkDoneProgressEnd(message: "done"))),
                #"{"token":7,"value":{"kind":"end","message":"done"}}"#
            ),
            (
                try json(LSP.ShowDocumentParams(uri: uri, takeFocus: true, selection: range)),
                #"{"selection":\#(rangeJSON),"takeFocus":true,"uri":"file:///m.cdm"}"#
            ),
            (
                try json(LSP.ConfigurationParams(items: [.init(section: "cdm")])),
                #"{"items":[{"section":"cdm"}]}"#
            ),
            (
                try json(
                    LSP.InitializeResult(
                        capabilities: ["hoverProvider": true], serverInfo: .init(name: "cdm"))),
                #"{"capabilities":{"hoverProvider":true},"serverInfo":{"name":"cdm"}}"#
            ),
            (
                try json(
                    LSP.SignatureHelp(
                        signatures: [.init(label: "f(a)", parameters: [.init(label: "a")])], activeSignature: 0)
                ),
                #"{"activeSignature":0,"signatures":[{"label":"f(a)","parameters":[{"label":"a"}]}]}"#
            ),
            (try json(LSP.CodeLens(range: range, data: 1)), #"{"data":1,"range":\#(rangeJSON)}"#),
        ]
        for (actual, expected) in cases {
            XCTAssertEqual(actual, expected)
        }
    }

    func testDecodeClientNotifications() throws {
        let didChange = try JSONValue(
            parsing: #"""
                {"textDocument":{"uri":"file:///a.cdm","version":4},
                 "contentChanges":[{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":2}},"rangeLength":1,"text":"x"},
                                   {"text":"whole"}]}
                """#)
        let params = try JSONValue.decode(LSP.DidChangeTextDocumentParams.self, from: didChange)
        XCTAssertEqual(params.textDocument, .init(uri: "file:///a.cdm", version: 4))
        XCTAssertEqual(params.contentChanges.count, 2)
        XCTAssertEqual(
            params.contentChanges[0].range,
            LSP.Range(startLine: 0, startCharacter: 1, endLine: 0, endCharacter: 2))
        XCTAssertFalse(params.contentChanges[0].isFullReplacement)
        XCTAssertTrue(params.contentChanges[1].isFullReplacement)
        XCTAssertEqual(params.contentChanges[1].text, "whole")

        let didOpen = try JSONValue.decode(
            LSP.DidOpenTextDocumentParams.self,
            from: [
                "textDocument": ["uri": "u", "languageId": "cdm", "version": 1, "text": "entity A {}"]
            ])
        XCTAssertEqual(didOpen.textDocument.text, "entity A {}")

        let didSave = try JSONValue.decode(
            LSP.DidSaveTextDocumentParams.self, from: ["textDocument": ["uri": "u"]])
        XCTAssertNil(didSave.text)

        let refs = try JSONValue.decode(
            LSP.ReferenceParams.self,
            from: [
                "textDocument": ["uri": "u"], "position": ["line": 1, "character": 2],
                "context": ["includeDeclaration": true], "workDoneToken": "w",
            ])
        XCTAssertTrue(refs.context.includeDeclaration)

        let formatting = try JSONValue.decode(
            LSP.DocumentFormattingParams.self,
            from: [
                "textDocument": ["uri": "u"],
                "options": ["tabSize": 4, "insertSpaces": true, "custom": "x"],
            ])
        XCTAssertEqual(formatting.options.tabSize, 4)
        XCTAssertTrue(formatting.options.insertSpaces)

        let command = try JSONValue.decode(
            LSP.ExecuteCommandParams.self,
            from: ["command": "cdm.generate", "arguments": ["file:///a", 2]])
        XCTAssertEqual(command.arguments, ["file:///a", 2])

        let cancel = try JSONValue.decode(LSP.CancelParams.self, from: ["id": "r1"])
        XCTAssertEqual(cancel.id, "r1")
    }

    func testDiagnosticCodeAndMarkupLeniency() throws {
        let d = try JSONValue.decode(
            LSP.Diagnostic.self,
            from: ["range": try JSONValue(encoding: range), "message": "m", "code": 1234, "severity": 1])
        XCTAssertEqual(d.code, "1234", "integer codes from other tools decode as strings")
        let item = try JSONValue.decode(
            LSP.CompletionItem.self, from: ["label": "l", "documentation": "plain doc"])
        XCTAssertEqual(item.documentation, .plainText("plain doc"))
    }

    func testCodeActionParams() throws {
        let diagnostic = LSP.Diagnostic(
            range: range, severity: 1, code: "E1", message: "bad", data: ["k": 1])
        let params = LSP.CodeActionParams(
            textDocument: .init(uri: "u"), range: range,
            context: .init(
                diagnostics: [diagnostic], only: ["refactor"],
                triggerKind: LSP.CodeActionTriggerKind.invoked))
        let decoded = try JSONValue.decode(
            LSP.CodeActionParams.self, from: try JSONValue(encoding: params))
        XCTAssertEqual(decoded, params)
        XCTAssertEqual(decoded.context.diagnostics.first?.data, ["k": 1])
        XCTAssertTrue(decoded.context.allows(LSP.CodeActionKind.refactorExtract))
        XCTAssertTrue(decoded.context.allows("refactor"))
        XCTAssertFalse(decoded.context.allows(LSP.CodeActionKind.quickFix))
        XCTAssertFalse(decoded.context.allows("refactorish"))
        XCTAssertTrue(LSP.CodeActionContext().allows(LSP.CodeActionKind.quickFix))
    }

    func testInitializeParamsAndCapabilities() throws {
        let text = #"""
            {"processId":1234,"clientInfo":{"name":"Visual Studio Code","version":"1.90"},"locale":"en",
             "rootPath":"/w","rootUri":"file:///w","initializationOptions":{"cdm":{"x":1}},"trace":"off",
             "workspaceFolders":[{"uri":"file:///w","name":"w"}],
             "capabilities":{
               "general":{"positionEncodings":["utf-8","utf-16"]},
               "window":{"showDocument":{"support":true},"workDoneProgress":true},
               "workspace":{"configuration":true,"workspaceFolders":true,"didChangeWatchedFiles":{"dynamicRegistration":true}},
               "textDocument":{
                 "codeAction":{"resolveSupport":{"properties":["edit"]},"codeActionLiteralSupport":{}},
                 "completion":{"completionItem":{"snippetSupport":true}},
                 "documentSymbol":{"hierarchicalDocumentSymbolSupport":true},
                 "rename":{"prepareSupport":true},
                 "definition":{"linkSupport":true},
                 "publishDiagnostics":{"relatedInformation":true},
                 "hover":{"contentFormat":["markdown","plaintext"]}},
               "experimental":{"anything":[1,2,3]}}}
            """#
        let params = try JSONValue.decode(LSP.InitializeParams.self, from: try JSONValue(parsing: text))
        XCTAssertEqual(params.processId, 1234)
        XCTAssertEqual(params.clientInfo, .init(name: "Visual Studio Code", version: "1.90"))
        XCTAssertEqual(params.rootUri, "file:///w")
        XCTAssertEqual(params.rootPath, "/w")
        XCTAssertEqual(params.workspaceFolders, [.init(uri: "file:///w", name: "w")])
        XCTAssertEqual(params.initializationOptions?[path: "cdm", "x"], 1)
        let caps = params.capabilities
        XCTAssertEqual(caps.positionEncodings, ["utf-8", "utf-16"])
        XCTAssertTrue(caps.supportsShowDocument)
        XCTAssertTrue(caps.supportsWorkDoneProgress)
        XCTAssertTrue(caps.supportsCodeActionResolve)
        XCTAssertTrue(caps.supportsCodeActionLiterals)
        XCTAssertTrue(caps.supportsSnippets)
        XCTAssertTrue(caps.supportsConfiguration)
        XCTAssertTrue(caps.supportsWorkspaceFolders)
        XCTAssertTrue(caps.supportsWatchedFilesRegistration)
        XCTAssertTrue(caps.hierarchicalDocumentSymbols)
        XCTAssertTrue(caps.supportsPrepareRename)
        XCTAssertTrue(caps.supportsDefinitionLinks)
        XCTAssertTrue(caps.supportsRelatedInformation)
        XCTAssertEqual(caps.hoverContentFormats, ["markdown", "plaintext"])
        XCTAssertEqual(caps["experimental", "anything"], [1, 2, 3])

        // A minimal client: everything absent.
        let minimal = try JSONValue.decode(
            LSP.InitializeParams.self, from: ["processId": nil, "rootUri": nil, "capabilities": [:]])
        XCTAssertNil(minimal.processId)
        XCTAssertNil(minimal.rootUri)
        let none = minimal.capabilities
        XCTAssertEqual(none.positionEncodings, ["utf-16"])
        XCTAssertFalse(none.supportsShowDocument)
        XCTAssertFalse(none.supportsWorkDoneProgress)
        XCTAssertFalse(none.supportsCodeActionResolve)
        XCTAssertFalse(none.supportsSnippets)
        XCTAssertFalse(none.supportsConfiguration)
        XCTAssertFalse(none.hierarchicalDocumentSymbols)
        XCTAssertEqual(none.hoverContentFormats, [])
        XCTAssertEqual(try JSONValue.decode(LSP.InitializeParams.self, from: [:]).capabilities.raw, [:])

        // Round trip keeps the raw capabilities.
        let again = try JSONValue.decode(
            LSP.InitializeParams.self, from: try JSONValue(encoding: params))
        XCTAssertEqual(again, params)
    }

    func testRangeHelpers() {
        let p = { (l: Int, c: Int) in LSP.Position(line: l, character: c) }
        XCTAssertLessThan(p(0, 9), p(1, 0))
        XCTAssertLessThan(p(1, 0), p(1, 1))
        XCTAssertTrue(range.contains(p(1, 2)))
        XCTAssertTrue(range.contains(p(2, 100)))
        XCTAssertFalse(range.contains(p(3, 4)), "end is exclusive")
        XCTAssertTrue(LSP.Range(at: p(5, 5)).contains(p(5, 5)), "empty range contains its position")
        XCTAssertTrue(range.overlaps(LSP.Range(at: p(3, 4))), "touching counts")
        XCTAssertFalse(range.overlaps(LSP.Range(at: p(3, 5))))
    }

    func testConstants() {
        XCTAssertEqual(LSP.CompletionItemKind.typeParameter, 25)
        XCTAssertEqual(LSP.SymbolKind.typeParameter, 26)
        XCTAssertEqual(LSP.DiagnosticSeverity.hint, 4)
        XCTAssertEqual(LSP.DiagnosticTag.unnecessary, 1)
        XCTAssertEqual(LSP.MessageType.debug, 5)
        XCTAssertEqual(LSP.TextDocumentSyncKind.incremental, 2)
        XCTAssertEqual(LSP.InsertTextFormat.snippet, 2)
        XCTAssertEqual(LSP.InlayHintKind.parameter, 2)
        XCTAssertEqual(LSP.FoldingRangeKind.comment, "comment")
        XCTAssertEqual(LSP.CodeActionKind.sourceFixAll, "source.fixAll")
    }
}
