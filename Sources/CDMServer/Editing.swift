// Handlers for the editing features: rename, code actions (with lazy resolve), semantic tokens, code lens,
// inlay hints, workspace symbols and signature help.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation

extension LanguageServer {
    // MARK: Rename

    func prepareRename(_ params: JSONValue) throws -> JSONValue {
        let (doc, offset, converter) = try documentAndOffset(params)
        switch Rename.prepare(doc.analysis, index: doc.symbolIndex, at: offset) {
        case .success(let (range, placeholder)):
            return ["range": converter.range(range), "placeholder": .string(placeholder)]
        case .failure(let error):
            throw RPCError.requestFailed(error.message)
        }
    }

    func rename(_ params: JSONValue) throws -> JSONValue {
        let (doc, offset, converter) = try documentAndOffset(params)
        guard let newName = params["newName"]?.stringValue else { throw InvalidParams(message: "missing newName") }
        switch Rename.plan(doc.analysis, index: doc.symbolIndex, at: offset, to: newName) {
        case .success(let plan):
            for warning in plan.warnings { showMessage(2, "cdm: " + warning) }
            return ["changes": .object([doc.uri: .array(plan.edits.map(converter.edit))])]
        case .failure(let error):
            throw RPCError.requestFailed(error.message)
        }
    }

    // MARK: Code actions

    var resolvesCodeActionEdits: Bool {
        let properties = capabilities["textDocument"]?["codeAction"]?["resolveSupport"]?["properties"]?.arrayValue ?? []
        return properties.contains("edit")
    }

    func codeActionItems(_ doc: Document, _ range: TextRange, _ context: JSONValue? = nil) -> [CodeActionItem] {
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        let hints = (context?["diagnostics"]?.arrayValue ?? []).compactMap { d -> CodeActions.DiagnosticHint? in
            guard let r = converter.textRange(d["range"]) else { return nil }
            return CodeActions.DiagnosticHint(code: d["code"]?.stringValue, range: r)
        }
        return CodeActions.actions(doc.analysis, range: range, diagnostics: hints) + versionCodeActions(doc, range, hints)
    }

    func lspDiagnostic(_ d: CDMModel.Diagnostic, _ converter: Converter) -> JSONValue {
        ["range": converter.range(d.range), "severity": .int(d.severity.rawValue), "code": .string(d.code.rawValue), "source": "cdm", "message": .string(d.message)]
    }

    /// Quick fixes for the range; when the client can resolve, edits come later through `codeAction/resolve`.
    func codeActions(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        guard let range = converter.textRange(params["range"]) else { throw InvalidParams(message: "missing range") }
        let only = params["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
        if let only, !only.contains(where: { "quickfix".hasPrefix($0) || $0.hasPrefix("quickfix") }) { return [] }
        let lazy = resolvesCodeActionEdits
        return .array(
            codeActionItems(doc, range, params["context"]).enumerated().map { i, item in
                var action: [String: JSONValue] = ["title": .string(item.title), "kind": .string(item.kind), "isPreferred": .bool(item.isPreferred)]
                if let d = item.diagnostic { action["diagnostics"] = [lspDiagnostic(d, converter)] }
                if lazy {
                    action["data"] = [
                        "uri": .string(doc.uri), "version": .int(doc.version), "range": params["range"] ?? .null,
                        "context": ["diagnostics": params["context"]?["diagnostics"] ?? []], "index": .int(i), "title": .string(item.title),
                    ]
                } else {
                    action["edit"] = ["changes": .object([doc.uri: .array(item.edits.map(converter.edit))])]
                }
                return .object(action)
            })
    }

    func resolveCodeAction(_ params: JSONValue) throws -> JSONValue {
        // `data` went to the client and came back: nothing in it is trusted.
        guard var action = params.objectValue, let data = params["data"], let uri = data["uri"]?.stringValue else {
            throw InvalidParams(message: "codeAction/resolve needs the action's data")
        }
        guard let index = data["index"]?.intValue, index >= 0 else {
            throw InvalidParams(message: "the action's data.index must be a non-negative integer")
        }
        guard let doc = documents[uri] else { throw RPCError.invalidParams("document \(uri) is not open") }
        if let version = data["version"]?.intValue, version != doc.version {
            throw RPCError.contentModified("the document changed since the action was offered")
        }
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        guard let range = converter.textRange(data["range"]) else { throw InvalidParams(message: "the action's data has no range") }
        let items = codeActionItems(doc, range, data["context"])
        // The same version gives the same actions: an index past them was never offered.
        guard index < items.count else { throw InvalidParams(message: "no code action \(index) in this range (there are \(items.count))") }
        guard items[index].title == data["title"]?.stringValue else {
            throw RPCError.contentModified("the action is no longer available")
        }
        action["edit"] = ["changes": .object([doc.uri: .array(items[index].edits.map(converter.edit))])]
        return .object(action)
    }

    // MARK: Semantic tokens

    static var semanticTokensLegend: JSONValue {
        ["tokenTypes": .array(SemanticTokens.legend.types.map { .string($0) }), "tokenModifiers": .array(SemanticTokens.legend.modifiers.map { .string($0) })]
    }

    func semanticTokensData(_ doc: Document, range: TextRange? = nil) -> [Int] {
        let tokens = range.map { SemanticTokens.tokens(doc.analysis, in: $0) } ?? SemanticTokens.tokens(doc.analysis)
        return SemanticTokens.encode(tokens, lineIndex: doc.lineIndex, encoding: encoding)
    }

    func semanticTokensFull(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let data = semanticTokensData(doc)
        doc.semanticTokens = (String(nextResultID()), data)
        return ["resultId": .string(doc.semanticTokens!.id), "data": .array(data.map { .int($0) })]
    }

    /// The delta against the previous result: one edit replacing what differs between common prefix and suffix.
    func semanticTokensDelta(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let data = semanticTokensData(doc)
        let previous = doc.semanticTokens
        let id = String(nextResultID())
        doc.semanticTokens = (id, data)
        guard let previous, previous.id == params["previousResultId"]?.stringValue else {
            return ["resultId": .string(id), "data": .array(data.map { .int($0) })]
        }
        let old = previous.data
        var prefix = 0
        while prefix < old.count && prefix < data.count && old[prefix] == data[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < data.count - prefix && old[old.count - 1 - suffix] == data[data.count - 1 - suffix] { suffix += 1 }
        if prefix == old.count && prefix == data.count { return ["resultId": .string(id), "edits": []] }
        let inserted = data[prefix..<(data.count - suffix)].map { JSONValue.int($0) }
        return ["resultId": .string(id), "edits": [["start": .int(prefix), "deleteCount": .int(old.count - prefix - suffix), "data": .array(inserted)]]]
    }

    func semanticTokensRange(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        guard let range = converter.textRange(params["range"]) else { throw InvalidParams(message: "missing range") }
        return ["data": .array(semanticTokensData(doc, range: range).map { .int($0) })]
    }

    func nextResultID() -> Int {
        resultCounter += 1
        return resultCounter
    }

    // MARK: Code lens, inlay hints, signature help

    func codeLenses(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        return .array(
            CodeLenses.lenses(doc.analysis, index: doc.symbolIndex).map { lens in
                var object: [String: JSONValue] = ["range": converter.range(lens.range)]
                if let command = lens.command {
                    var arguments: [JSONValue] = []
                    if command == CodeLenses.generateCommand {
                        arguments = [.string(doc.uri)]
                        object["command"] = ["title": .string(lens.title), "command": "cdm.generate", "arguments": .array(arguments)]
                    } else {
                        // "N references": the client shows the locations (VS Code: cdm.showReferences in the extension).
                        var position: JSONValue = .null
                        var locations: [JSONValue] = []
                        for argument in lens.arguments {
                            switch argument {
                            case .offset(let o): position = converter.position(o)
                            case .ranges(let rs): locations = rs.map { location(doc, $0, converter) }
                            case .string: break
                            }
                        }
                        object["command"] = ["title": .string(lens.title), "command": "cdm.showReferences", "arguments": [.string(doc.uri), position, .array(locations)]]
                    }
                }
                return .object(object)
            })
    }

    func inlayHints(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        let range = converter.textRange(params["range"]) ?? TextRange(start: 0, end: doc.bytes.count)
        return .array(
            InlayHints.hints(doc.analysis, range: range).map { hint in
                var object: [String: JSONValue] = ["position": converter.position(hint.offset), "label": .string(hint.label), "paddingLeft": .bool(hint.paddingLeft)]
                if let tooltip = hint.tooltip { object["tooltip"] = .string(tooltip) }
                return .object(object)
            })
    }

    func signatureHelp(_ params: JSONValue) throws -> JSONValue {
        let (doc, offset, _) = try documentAndOffset(params)
        guard let help = SignatureHelpProvider.help(doc.analysis, at: offset) else { return .null }
        var signature: [String: JSONValue] = [
            "label": .string(help.label),
            "documentation": ["kind": "markdown", "value": .string(help.documentation)],
            "parameters": .array(help.parameters.map { ["label": .string($0.label), "documentation": .string($0.documentation)] }),
        ]
        if let active = help.activeParameter { signature["activeParameter"] = .int(active) }
        return ["signatures": [.object(signature)], "activeSignature": 0, "activeParameter": .int(help.activeParameter ?? 0)]
    }

    // MARK: Workspace symbols

    /// Every entity, composite, configuration and fetch request in open documents and `.cdm` files under the workspace.
    /// At most this many symbols answer one `workspace/symbol` request, the best matches first.
    static let workspaceSymbolLimit = 500

    /// The open documents' symbols (from their current analysis) and the other workspace files' (cached
    /// per file by `workspaceSymbolIndex`), the best `workspaceSymbolLimit` matches of the query.
    func workspaceSymbols(_ params: JSONValue) throws -> JSONValue {
        let query = WorkspaceSymbols.searchKey(params["query"]?.stringValue ?? "", isQuery: true)
        var open: [WorkspaceSymbolIndex.Entry] = []
        var openPaths: Set<String> = []
        for doc in documents.values {
            openPaths.insert(URL(string: doc.uri)?.standardizedFileURL.path ?? doc.uri)
            if doc.isTooLarge { continue }
            let converter = Converter(lines: doc.buffer, encoding: encoding)
            open += WorkspaceSymbols.items(doc.analysis.model).map { item in
                WorkspaceSymbolIndex.Entry(item: item, uri: doc.uri, location: location(doc.uri, item.nameRange, converter))
            }
        }
        let onDisk = workspaceSymbolIndex.entries(roots: workspaceFolders + [rootPath].compactMap { $0 }, encoding: encoding, skip: openPaths)
        // Both lists in name order, merged: the ranking is one pass that keeps that order within each score.
        let all = Self.merge(open.sorted(by: WorkspaceSymbolIndex.Entry.precedes), onDisk, by: WorkspaceSymbolIndex.Entry.precedes)
        return .array(WorkspaceSymbols.rankSorted(all, query: query, limit: Self.workspaceSymbolLimit, key: \.key).map(\.json))
    }

    /// Two lists sorted by `precedes`, merged into one.
    static func merge<T>(_ a: [T], _ b: [T], by precedes: (T, T) -> Bool) -> [T] {
        if a.isEmpty { return b }
        var out: [T] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && precedes(a[i], b[j])) {
                out.append(a[i])
                i += 1
            } else {
                out.append(b[j])
                j += 1
            }
        }
        return out
    }

    /// Asks a client that can register capabilities to report created, changed and deleted `.cdm` files,
    /// so the workspace index never waits for its periodic listing.
    func registerFileWatchers() {
        guard capabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue == true else { return }
        request(
            "client/registerCapability",
            [
                "registrations": [
                    ["id": "cdm-files", "method": "workspace/didChangeWatchedFiles", "registerOptions": ["watchers": [["globPattern": "**/*.cdm"]]]]
                ]
            ])
    }

    /// `workspace/didChangeWatchedFiles`: the cached symbols of changed `.cdm` files are read again.
    func didChangeWatchedFiles(_ params: JSONValue) {
        var changed: [String] = []
        var listChanged = false
        for change in params["changes"]?.arrayValue ?? [] {
            guard let uri = change["uri"]?.stringValue, let url = URL(string: uri), url.isFileURL else { continue }
            changed.append(url.standardizedFileURL.path)
            if change["type"]?.intValue != 2 { listChanged = true }  // 1 created, 3 deleted
        }
        workspaceSymbolIndex.invalidate(changed, listChanged: listChanged)
    }

    static func workspaceSymbolKind(_ kind: WorkspaceSymbolKind) -> Int {
        switch kind {
        case .entity: return 5
        case .composite: return 23
        case .configuration: return 3
        case .fetchRequest: return 12
        }
    }

    func location(_ uri: String, _ range: TextRange, _ converter: Converter) -> JSONValue {
        ["uri": .string(uri), "range": converter.range(range)]
    }

    // MARK: Show references (for the code lens)

    func showReferences(_ arguments: [JSONValue]) throws -> JSONValue {
        guard let uri = arguments.first?.stringValue, let doc = documents[uri], arguments.count >= 2 else {
            throw InvalidParams(message: "cdm.showReferences takes a document URI and a position")
        }
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        guard let offset = converter.offset(arguments[1]) else { throw InvalidParams(message: "malformed position") }
        return .array(Navigation.references(doc.symbolIndex, at: offset, includeDeclaration: false).map { location(doc, $0, converter) })
    }
}
