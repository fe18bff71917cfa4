// Handlers for the editing features: rename, code actions (with lazy resolve), semantic tokens, code lens,
// inlay hints, workspace symbols and signature help.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation

extension LanguageServer {
    // MARK: Rename

    func prepareRename(_ params: LSP.PrepareRenameParams) throws -> LSP.PrepareRenameResult {
        let (doc, offset, converter) = try documentAndOffset(params)
        switch Rename.prepare(doc.analysis, index: doc.symbolIndex, at: offset) {
        case .success(let (range, placeholder)):
            return LSP.PrepareRenameResult(range: converter.range(range), placeholder: placeholder)
        case .failure(let error):
            throw RPCError.requestFailed(error.message)
        }
    }

    func rename(_ params: LSP.RenameParams) throws -> LSP.WorkspaceEdit {
        let (doc, offset, converter) = try documentAndOffset(LSP.TextDocumentPositionParams(textDocument: params.textDocument, position: params.position))
        switch Rename.plan(doc.analysis, index: doc.symbolIndex, at: offset, to: params.newName, frozen: newestFrozenModel(doc)) {
        case .success(let plan):
            for warning in plan.warnings { showMessage(LSP.MessageType.warning, "cdm: " + warning) }
            return LSP.WorkspaceEdit(changes: [doc.uri: plan.edits.map(converter.edit)])
        case .failure(let error):
            throw RPCError.requestFailed(error.message)
        }
    }

    /// The newest frozen version of the bundle the document's `generate xcdatamodel` line names, as
    /// `VersionHistoryCache` holds it (read once if it is not cached), for a rename that keeps the data.
    func newestFrozenModel(_ doc: Document) -> CDMModel.Model? {
        guard let bundle = bundlePath(for: doc.analysis.model, uri: doc.uri) else { return nil }
        return versionCache.entry(bundle).versions.newestFrozen?.model
    }

    // MARK: Code actions

    var resolvesCodeActionEdits: Bool { capabilities.codeActionResolveProperties.contains("edit") }

    func codeActionItems(_ doc: Document, _ range: TextRange, _ context: LSP.CodeActionContext?) -> [CodeActionItem] {
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        let hints = (context?.diagnostics ?? []).map { CodeActions.DiagnosticHint(code: $0.code, range: converter.textRange($0.range)) }
        return CodeActions.actions(doc.analysis, range: range, diagnostics: hints) + versionCodeActions(doc, range, hints)
    }

    /// Quick fixes for the range; when the client can resolve, edits come later through `codeAction/resolve`.
    func codeActions(_ params: LSP.CodeActionParams) throws -> [LSP.CodeAction] {
        let doc = try document(params.textDocument)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        if let only = params.context?.only, !only.contains(where: { "quickfix".hasPrefix($0) || $0.hasPrefix("quickfix") }) { return [] }
        let lazy = resolvesCodeActionEdits
        return codeActionItems(doc, converter.textRange(params.range), params.context).enumerated().map { i, item in
            var action = LSP.CodeAction(
                title: item.title, kind: item.kind, diagnostics: item.diagnostic.map { [lspDiagnostic($0, uri: doc.uri, converter)] }, isPreferred: item.isPreferred)
            if lazy {
                let context = LSP.CodeActionContext(diagnostics: params.context?.diagnostics ?? [])
                action.data = Self.json(CodeActionData(uri: doc.uri, version: doc.version, range: params.range, context: context, index: i, title: item.title))
            } else {
                action.edit = LSP.WorkspaceEdit(changes: [doc.uri: item.edits.map(converter.edit)])
            }
            return action
        }
    }

    /// The edit of an action offered lazily, found again from its `data` (which came back from the client).
    func resolveCodeAction(_ params: ResolveCodeActionParams) throws -> LSP.CodeAction {
        let data = params.data
        guard let doc = documents[data.uri] else { throw RPCError.invalidParams("document \(data.uri) is not open") }
        if let version = data.version, version != doc.version {
            throw RPCError.contentModified("the document changed since the action was offered")
        }
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        let items = codeActionItems(doc, converter.textRange(data.range), data.context)
        // The same version gives the same actions: an index past them was never offered.
        guard data.index < items.count else {
            throw InvalidParams(message: "invalid params: data.index: no code action \(data.index) in this range (there are \(items.count))")
        }
        guard items[data.index].title == data.title else {
            throw RPCError.contentModified("the action is no longer available")
        }
        var action = params.action
        action.edit = LSP.WorkspaceEdit(changes: [doc.uri: items[data.index].edits.map(converter.edit)])
        return action
    }

    // MARK: Semantic tokens

    static var semanticTokensLegend: LSP.SemanticTokensLegend {
        LSP.SemanticTokensLegend(tokenTypes: SemanticTokens.legend.types, tokenModifiers: SemanticTokens.legend.modifiers)
    }

    /// The encoded tokens of `doc` (or of those overlapping `range`), positions from its text buffer.
    func semanticTokensData(_ doc: Document, range: TextRange? = nil) -> PackedIntegers {
        SemanticTokens.encoded(doc.analysis, lines: doc.buffer, encoding: encoding, in: range)
    }

    func semanticTokensFull(_ params: LSP.SemanticTokensParams) throws -> SemanticTokensAnswer {
        let doc = try document(params.textDocument)
        let data = semanticTokensData(doc)
        let id = String(nextResultID())
        doc.semanticTokens = (id, data)
        return .tokens(resultId: id, data: data)
    }

    /// The delta against the previous result (one edit replacing what differs between common prefix
    /// and suffix), or all the tokens when the previous result is not the one the client names.
    func semanticTokensDelta(_ params: LSP.SemanticTokensDeltaParams) throws -> SemanticTokensAnswer {
        let doc = try document(params.textDocument)
        let data = semanticTokensData(doc)
        let previous = doc.semanticTokens
        let id = String(nextResultID())
        doc.semanticTokens = (id, data)
        guard let previous, previous.id == params.previousResultId else {
            return .tokens(resultId: id, data: data)
        }
        let change = data.difference(from: previous.data)
        // The same tokens: no edit at all (an empty edit list, as the protocol allows).
        return .delta(resultId: id, edit: change.deleteCount == 0 && change.inserted.isEmpty ? nil : change)
    }

    func semanticTokensRange(_ params: LSP.SemanticTokensRangeParams) throws -> SemanticTokensAnswer {
        let doc = try document(params.textDocument)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        return .tokens(resultId: nil, data: semanticTokensData(doc, range: converter.textRange(params.range)))
    }

    func nextResultID() -> Int {
        resultCounter += 1
        return resultCounter
    }

    // MARK: Code lens, inlay hints, signature help

    func codeLenses(_ params: LSP.CodeLensParams) throws -> [LSP.CodeLens] {
        let doc = try document(params.textDocument)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        return CodeLenses.lenses(doc.analysis, index: doc.symbolIndex).map { lens in
            var command: LSP.Command?
            if lens.command == CodeLenses.generateCommand {
                command = LSP.Command(title: lens.title, command: "cdm.generate", arguments: [.string(doc.uri)])
            } else if lens.command != nil {
                // "N references": the client shows the locations (VS Code: cdm.showReferences in the extension).
                var position: JSONValue = .null
                var locations: [JSONValue] = []
                for argument in lens.arguments {
                    switch argument {
                    case .offset(let o): position = converter.position(o).json
                    case .ranges(let rs): locations = rs.map { converter.location(doc.uri, $0).json }
                    case .string: break
                    }
                }
                command = LSP.Command(title: lens.title, command: "cdm.showReferences", arguments: [.string(doc.uri), position, .array(locations)])
            }
            return LSP.CodeLens(range: converter.range(lens.range), command: command)
        }
    }

    func inlayHints(_ params: LSP.InlayHintParams) throws -> [LSP.InlayHint] {
        let doc = try document(params.textDocument)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        let range = params.range.map(converter.textRange) ?? TextRange(start: 0, end: doc.buffer.count)
        return InlayHints.hints(doc.analysis, range: range).map { hint in
            LSP.InlayHint(position: converter.position(hint.offset), label: hint.label, tooltip: hint.tooltip, paddingLeft: hint.paddingLeft)
        }
    }

    func signatureHelp(_ params: LSP.SignatureHelpParams) throws -> LSP.SignatureHelp? {
        let (doc, offset, _) = try documentAndOffset(params)
        guard let help = SignatureHelpProvider.help(doc.analysis, at: offset) else { return nil }
        let signature = LSP.SignatureInformation(
            label: help.label, documentation: .markdown(help.documentation),
            parameters: help.parameters.map { LSP.ParameterInformation(label: $0.label, documentation: $0.documentation) },
            activeParameter: help.activeParameter)
        return LSP.SignatureHelp(signatures: [signature], activeSignature: 0, activeParameter: help.activeParameter ?? 0)
    }

    // MARK: Workspace symbols

    /// Every entity, composite, configuration and fetch request in open documents and `.cdm` files under the workspace.
    /// At most this many symbols answer one `workspace/symbol` request, the best matches first.
    static let workspaceSymbolLimit = 500

    /// The open documents' symbols (from their current analysis) and the other workspace files' (cached
    /// per file by `workspaceSymbolIndex`), the best `workspaceSymbolLimit` matches of the query.
    func workspaceSymbols(_ params: LSP.WorkspaceSymbolParams) -> [LSP.SymbolInformation] {
        let query = WorkspaceSymbols.searchKey(params.query, isQuery: true)
        var open: [WorkspaceSymbolIndex.Entry] = []
        var openPaths: Set<String> = []
        for doc in documents.values {
            openPaths.insert(URL(string: doc.uri)?.standardizedFileURL.path ?? doc.uri)
            if doc.isTooLarge { continue }
            let converter = Converter(lines: doc.buffer, encoding: encoding)
            open += WorkspaceSymbols.items(doc.analysis.model).map { item in
                WorkspaceSymbolIndex.Entry(item: item, uri: doc.uri, location: converter.location(doc.uri, item.nameRange))
            }
        }
        let onDisk = workspaceSymbolIndex.entries(roots: workspaceFolders + [rootPath].compactMap { $0 }, encoding: encoding, skip: openPaths)
        // Both lists in name order, merged: the ranking is one pass that keeps that order within each score.
        let all = Self.merge(open.sorted(by: WorkspaceSymbolIndex.Entry.precedes), onDisk, by: WorkspaceSymbolIndex.Entry.precedes)
        return WorkspaceSymbols.rankSorted(all, query: query, limit: Self.workspaceSymbolLimit, key: \.key).map(\.symbol)
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
        registerWatchers(id: "cdm-files", globs: ["**/*.cdm"])
    }

    /// Asks a client that can register capabilities to report changes to the files `globs` match.
    func registerWatchers(id: String, globs: [String]) {
        guard capabilities.supportsWatchedFilesRegistration else { return }
        let options = LSP.DidChangeWatchedFilesRegistrationOptions(watchers: globs.map { LSP.FileSystemWatcher(globPattern: $0) })
        let registration = LSP.Registration(id: id, method: "workspace/didChangeWatchedFiles", registerOptions: options)
        request("client/registerCapability", LSP.RegistrationParams(registrations: [registration]))
    }

    /// `workspace/didChangeWatchedFiles`: the cached symbols of changed `.cdm` files are read again.
    func didChangeWatchedFiles(_ params: LSP.DidChangeWatchedFilesParams) {
        var changed: [String] = []
        var listChanged = false
        for change in params.changes {
            guard let url = URL(string: change.uri), url.isFileURL else { continue }
            changed.append(url.standardizedFileURL.path)
            if change.type != LSP.FileChangeType.changed { listChanged = true }  // created or deleted
        }
        workspaceSymbolIndex.invalidate(changed, listChanged: listChanged)
    }

    static func workspaceSymbolKind(_ kind: WorkspaceSymbolKind) -> Int {
        switch kind {
        case .entity: return LSP.SymbolKind.class
        case .composite: return LSP.SymbolKind.struct
        case .configuration: return LSP.SymbolKind.namespace
        case .fetchRequest: return LSP.SymbolKind.function
        }
    }

    // MARK: Show references (for the code lens)

    func showReferences(uri: String, position: LSP.Position) throws -> [LSP.Location] {
        guard let doc = documents[uri] else { throw RPCError.invalidParams("document \(uri) is not open") }
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        return Navigation.references(doc.symbolIndex, at: converter.offset(position), includeDeclaration: false).map { converter.location(doc.uri, $0) }
    }
}
