// Request handlers: each turns LSP params into a feature call and the feature's answer back into LSP JSON.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation

extension LanguageServer {
    func initialize(_ params: LSP.InitializeParams<CDMSettings>) -> LSP.InitializeResult {
        capabilities = params.capabilities
        encoding = capabilities.positionEncodings.contains("utf-8") ? .utf8 : .utf16
        // A root that is not a file URI, or whose name is not UTF-8, is no root (and never "/" or "").
        if let root = params.rootUri, let path = try? FileURI.path(root, for: "rootUri") {
            rootPath = path
        } else if let root = params.rootPath, !root.isEmpty {
            rootPath = root
        }
        workspaceFolders = (params.workspaceFolders ?? []).compactMap { try? FileURI.path($0.uri, for: "workspaceFolders") }
        if let value = params.initializationOptions?.generateOnSave { generateOnSave = value }
        initialized = true
        return LSP.InitializeResult(capabilities: Self.serverCapabilities(encoding), serverInfo: LSP.ProgramInfo(name: "cdm", version: Self.version))
    }

    /// What the server offers; every method here is a case of `ClientRequest` (tested).
    static func serverCapabilities(_ encoding: PositionEncoding) -> LSP.ServerCapabilities {
        LSP.ServerCapabilities(
            positionEncoding: encoding.rawValue,
            textDocumentSync: LSP.TextDocumentSyncOptions(openClose: true, change: LSP.TextDocumentSyncKind.incremental, save: LSP.SaveOptions(includeText: false)),
            completionProvider: LSP.CompletionOptions(triggerCharacters: [":", "@", "(", " ", "[", ".", "$"], resolveProvider: false),
            hoverProvider: true,
            signatureHelpProvider: LSP.SignatureHelpOptions(triggerCharacters: ["(", ","], retriggerCharacters: [","]),
            definitionProvider: true,
            referencesProvider: true,
            documentHighlightProvider: true,
            documentSymbolProvider: true,
            codeActionProvider: LSP.CodeActionOptions(codeActionKinds: [LSP.CodeActionKind.quickFix], resolveProvider: true),
            codeLensProvider: LSP.CodeLensOptions(resolveProvider: false),
            documentFormattingProvider: true,
            documentRangeFormattingProvider: true,
            renameProvider: LSP.RenameOptions(prepareProvider: true),
            foldingRangeProvider: true,
            executeCommandProvider: LSP.ExecuteCommandOptions(commands: WorkspaceCommand.names),
            semanticTokensProvider: LSP.SemanticTokensOptions(legend: semanticTokensLegend, full: LSP.SemanticTokensFullOptions(delta: true), range: true),
            inlayHintProvider: true,
            workspaceSymbolProvider: true)
    }

    func completion(_ params: LSP.CompletionParams) throws -> LSP.CompletionList {
        let (doc, offset, converter) = try documentAndOffset(params)
        let snippets = capabilities.supportsSnippets
        // In a large model, a limited list the editor asks for again as the word grows.
        let list = Completion.list(doc.analysis, at: offset, entityLimit: Completion.defaultEntityLimit)
        let items = list.entries.map { e -> LSP.CompletionItem in
            var insert = e.insertText
            if e.isSnippet && !snippets { insert = e.plainText }
            return LSP.CompletionItem(
                label: e.label, kind: Self.completionKind(e.kind), detail: e.detail, documentation: .markdown(e.documentation), sortText: e.sortText,
                filterText: e.label, insertTextFormat: e.isSnippet && snippets ? LSP.InsertTextFormat.snippet : nil,
                textEdit: LSP.TextEdit(range: converter.range(e.replaceRange), newText: insert))
        }
        return LSP.CompletionList(isIncomplete: list.isIncomplete, items: items)
    }

    static func completionKind(_ kind: CompletionEntry.Kind) -> Int {
        switch kind {
        case .keyword: return LSP.CompletionItemKind.keyword
        case .type: return LSP.CompletionItemKind.struct
        case .entity: return LSP.CompletionItemKind.class
        case .composite: return LSP.CompletionItemKind.struct
        case .modifier: return LSP.CompletionItemKind.operator
        case .value: return LSP.CompletionItemKind.enumMember
        case .property: return LSP.CompletionItemKind.property
        case .snippet: return LSP.CompletionItemKind.snippet
        }
    }

    /// A snippet's text with placeholders replaced by their defaults, for clients without snippets.
    static func plainText(fromSnippet snippet: String) -> String {
        var out = ""
        var chars = Array(snippet)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "$" && i + 1 < chars.count {
                if chars[i + 1] == "{" {
                    var j = i + 2
                    while j < chars.count && chars[j].isNumber { j += 1 }
                    if j < chars.count && chars[j] == ":" {
                        var depth = 1
                        var k = j + 1
                        var inner = ""
                        while k < chars.count {
                            if chars[k] == "}" {
                                depth -= 1
                                if depth == 0 { break }
                            }
                            inner.append(chars[k])
                            k += 1
                        }
                        out += inner
                        i = k + 1
                        continue
                    } else if j < chars.count && chars[j] == "|" {
                        let rest = chars[(j + 1)...]
                        let choice = rest.prefix { $0 != "," && $0 != "|" }
                        out += String(choice)
                        if let close = chars[j...].firstIndex(of: "}") { i = close + 1 } else { i = chars.count }
                        continue
                    }
                } else if chars[i + 1].isNumber {
                    i += 1
                    while i < chars.count && chars[i].isNumber { i += 1 }
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        chars = []
        return out
    }

    func hover(_ params: LSP.HoverParams) throws -> LSP.Hover? {
        let (doc, offset, converter) = try documentAndOffset(params)
        guard let info = HoverProvider.hover(doc.analysis, index: doc.symbolIndex, at: offset) else { return nil }
        let markdown = info.markdown + (versionHover(doc, at: offset).map { "\n\n---\n\n" + $0 } ?? "")
        return LSP.Hover(contents: .markdown(markdown), range: converter.range(info.range))
    }

    func definition(_ params: LSP.DefinitionParams) throws -> LSP.Location? {
        let (doc, offset, converter) = try documentAndOffset(params)
        return Navigation.definition(doc.symbolIndex, at: offset).map { converter.location(doc.uri, $0) }
    }

    func references(_ params: LSP.ReferenceParams) throws -> [LSP.Location] {
        let (doc, offset, converter) = try documentAndOffset(LSP.TextDocumentPositionParams(textDocument: params.textDocument, position: params.position))
        let include = params.context?.includeDeclaration ?? true
        return Navigation.references(doc.symbolIndex, at: offset, includeDeclaration: include).map { converter.location(doc.uri, $0) }
    }

    func highlights(_ params: LSP.DocumentHighlightParams) throws -> [LSP.DocumentHighlight] {
        let (doc, offset, converter) = try documentAndOffset(params)
        guard let occurrence = doc.symbolIndex.occurrence(at: offset) else { return [] }
        return doc.symbolIndex.occurrences(of: occurrence.symbol).map {
            LSP.DocumentHighlight(range: converter.range($0.range), kind: $0.isDeclaration ? LSP.DocumentHighlightKind.write : LSP.DocumentHighlightKind.read)
        }
    }

    /// The outline, each top-level item converted to LSP symbols as it is written: no array of
    /// LSP symbols for the whole file beside the outline (150,000 of them for 21,000 entities).
    /// Positions come from a cursor, asked in the text's order as far as the outline allows (an
    /// item's start, its name, its children, its end); written twice when long (`sendResponse`).
    func documentSymbols(_ params: LSP.DocumentSymbolParams) throws -> some JSONStreamable {
        let doc = try document(params.textDocument)
        var cursor = LineCursor(doc.buffer, encoding: encoding)
        func position(_ offset: Int) -> LSP.Position { LSP.Position(cursor.position(of: offset)) }
        func convert(_ item: OutlineItem) -> LSP.DocumentSymbol {
            let start = position(item.range.start)
            let selection = LSP.Range(start: position(item.selectionRange.start), end: position(item.selectionRange.end))
            let children = item.children.isEmpty ? nil : item.children.map(convert)
            return LSP.DocumentSymbol(
                name: item.name, detail: item.detail, kind: Self.symbolKind(item.kind), range: LSP.Range(start: start, end: position(item.range.end)),
                selectionRange: selection, children: children)
        }
        return StreamedArray(elements: Outline.items(doc.analysis.model), convert: convert)
    }

    static func symbolKind(_ kind: OutlineKind) -> Int {
        switch kind {
        case .model: return LSP.SymbolKind.module
        case .generate: return LSP.SymbolKind.event
        case .entity: return LSP.SymbolKind.class
        case .composite: return LSP.SymbolKind.struct
        case .attribute: return LSP.SymbolKind.field
        case .relationship: return LSP.SymbolKind.property
        case .fetchedProperty: return LSP.SymbolKind.property
        case .configuration: return LSP.SymbolKind.namespace
        case .fetchRequest: return LSP.SymbolKind.function
        case .index: return LSP.SymbolKind.key
        }
    }

    /// Written straight to bytes too: a `JSONValue` dictionary per range was 29 MB for 21,000 entities.
    func foldingRanges(_ params: LSP.FoldingRangeParams) throws -> [LSP.FoldingRange] {
        let doc = try document(params.textDocument)
        let index = doc.buffer
        return Outline.foldingSpans(doc.analysis.parsed, lineIndex: index).compactMap { span in
            let start = index.line(of: span.range.start)
            var end = index.line(of: span.range.end)
            if span.kind == .region { end -= 1 }  // keep the closing brace visible
            guard end > start else { return nil }
            return LSP.FoldingRange(startLine: start, endLine: end, kind: span.kind == .comment ? LSP.FoldingRangeKind.comment : nil)
        }
    }

    func inverse(_ params: LSP.TextDocumentPositionParams) throws -> LSP.Location? {
        let (doc, offset, converter) = try documentAndOffset(params)
        return Navigation.inverse(doc.analysis.model, at: offset).map { converter.location(doc.uri, $0) }
    }

    /// Runs a command; `nil` when the answer to `id` is sent later (generation runs in the background).
    func executeCommand(_ command: WorkspaceCommand, id: RequestID) throws -> JSONValue? {
        switch command {
        case .goToInverse(let params):
            let result = try inverse(params)
            if let result { showDocument(result.uri, selection: result.range) }
            return Self.json(result)
        case .generate(let uri):
            try generate(uri: uri, answering: id)
            return nil
        case .importModel(let uri):
            return Self.json(try importModel(uri: uri))
        case .showReferences(let uri, let position):
            return Self.json(try showReferences(uri: uri, position: position))
        case .freezeVersion(let uri, let name):
            return Self.json(try freezeVersion(uri: uri, name: name))
        }
    }

    func didSave(_ uri: String) {
        // Saving the model does not write its bundle: read again only bundles whose files changed
        // (reading the bundle again on every save stalled the save's first request 65 ms at 2,000 entities).
        markRevalidated(versionCache.revalidate())
        // Generation on save is wired in Generation.swift.
        generateOnSaveIfWanted(uri)
    }
}

/// Elements written as JSON one by one, each converted just before it is written.
struct StreamedArray<Elements: Collection, Converted: JSONStreamable>: JSONStreamable {
    let elements: Elements
    let convert: (Elements.Element) -> Converted

    func writeJSON(to out: inout JSONStream) {
        out.array(elements) { out, element in convert(element).writeJSON(to: &out) }
    }
}

/// A `SemanticTokens` or `SemanticTokensDelta` answer written from packed integers (the keys
/// sorted, as their `JSONValue`s give them): no `[Int]` of the whole file is made.
enum SemanticTokensAnswer: JSONStreamable {
    case tokens(resultId: String?, data: PackedIntegers)
    /// No edit when nothing changed.
    case delta(resultId: String, edit: (start: Int, deleteCount: Int, inserted: PackedIntegers)?)

    func writeJSON(to out: inout JSONStream) {
        switch self {
        case .tokens(let resultId, let data):
            out.raw("{\"data\":")
            Self.write(data, to: &out)
            if let resultId {
                out.raw(",\"resultId\":")
                out.string(resultId)
            }
            out.raw("}")
        case .delta(let resultId, let edit):
            out.raw("{\"edits\":[")
            if let edit {
                out.raw("{\"data\":")
                Self.write(edit.inserted, to: &out)
                out.raw(",\"deleteCount\":")
                out.int(edit.deleteCount)
                out.raw(",\"start\":")
                out.int(edit.start)
                out.raw("}")
            }
            out.raw("],\"resultId\":")
            out.string(resultId)
            out.raw("}")
        }
    }

    /// `[a,b,…]`, without the generic `JSONStream.array` (not specialised across modules: a third
    /// of the time of a 6 MB answer went to generic metadata and boxed integers).
    static func write(_ data: PackedIntegers, to out: inout JSONStream) {
        out.raw("[")
        var first = true
        var written = 0
        for n in data {
            if !first { out.raw(",") }
            first = false
            out.int(n)
            written += 1
            if written & 1023 == 0 { out.flushIfNearlyFull() }
        }
        out.raw("]")
    }
}
