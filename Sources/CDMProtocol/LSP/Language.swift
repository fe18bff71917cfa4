// LSP 3.17 language features: diagnostics, completion, hover, symbols, code actions, rename, formatting, tokens, hints, lenses, signature help.

extension LSP {
    // MARK: - Diagnostics

    /// Params of `textDocument/publishDiagnostics` (server to client).
    public struct PublishDiagnosticsParams: Codable, Sendable, Hashable, JSONValueEncodable {
        public var uri: DocumentURI
        /// The document version the diagnostics were computed for.
        public var version: Int?
        public var diagnostics: [Diagnostic]

        public init(uri: DocumentURI, version: Int? = nil, diagnostics: [Diagnostic]) {
            self.uri = uri
            self.version = version
            self.diagnostics = diagnostics
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics.map(\.json))]
            if let version { o["version"] = .int(version) }
            return .object(o)
        }
    }

    // MARK: - Completion

    /// Values of ``CompletionItem/kind``.
    public enum CompletionItemKind {
        public static let property = 10
        public static let keyword = 14
        public static let snippet = 15
        public static let enumMember = 20
        public static let `class` = 7
        public static let `struct` = 22
        public static let `operator` = 24
    }

    /// Values of ``CompletionItem/insertTextFormat``.
    public enum InsertTextFormat {
        /// `$1`, `${2:placeholder}`, `$0` tab stops.
        public static let snippet = 2
    }

    /// One completion proposal.
    public struct CompletionItem: Codable, Sendable, Hashable, JSONValueEncodable {
        public var label: String
        /// A ``CompletionItemKind`` value.
        public var kind: Int?
        public var detail: String?
        public var documentation: MarkupContent?
        public var sortText: String?
        public var filterText: String?
        /// An ``InsertTextFormat`` value.
        public var insertTextFormat: Int?
        public var textEdit: TextEdit?

        public init(
            label: String, kind: Int? = nil, detail: String? = nil, documentation: MarkupContent? = nil,
            sortText: String? = nil, filterText: String? = nil, insertTextFormat: Int? = nil,
            textEdit: TextEdit? = nil
        ) {
            self.label = label
            self.kind = kind
            self.detail = detail
            self.documentation = documentation
            self.sortText = sortText
            self.filterText = filterText
            self.insertTextFormat = insertTextFormat
            self.textEdit = textEdit
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["label": .string(label)]
            if let kind { o["kind"] = .int(kind) }
            if let detail { o["detail"] = .string(detail) }
            if let documentation { o["documentation"] = documentation.json }
            if let sortText { o["sortText"] = .string(sortText) }
            if let filterText { o["filterText"] = .string(filterText) }
            if let insertTextFormat { o["insertTextFormat"] = .int(insertTextFormat) }
            if let textEdit { o["textEdit"] = textEdit.json }
            return .object(o)
        }
    }

    /// Result of `textDocument/completion`.
    public struct CompletionList: Codable, Sendable, Hashable, JSONValueEncodable {
        /// True when typing more should re-query the server.
        public var isIncomplete: Bool
        public var items: [CompletionItem]

        public init(isIncomplete: Bool = false, items: [CompletionItem]) {
            self.isIncomplete = isIncomplete
            self.items = items
        }

        public var json: JSONValue {
            .object(["isIncomplete": .bool(isIncomplete), "items": .array(items.map(\.json))])
        }
    }

    // MARK: - Hover and signature help

    /// Result of `textDocument/hover`.
    public struct Hover: Codable, Sendable, Hashable, JSONValueEncodable {
        public var contents: MarkupContent
        public var range: Range?

        public init(contents: MarkupContent, range: Range? = nil) {
            self.contents = contents
            self.range = range
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["contents": contents.json]
            if let range { o["range"] = range.json }
            return .object(o)
        }
    }

    /// A parameter of a signature; `label` is a substring of the signature label.
    public struct ParameterInformation: Codable, Sendable, Hashable {
        public var label: String
        /// Plain text.
        public var documentation: String?

        public init(label: String, documentation: String? = nil) {
            self.label = label
            self.documentation = documentation
        }
    }

    /// One signature of something callable.
    public struct SignatureInformation: Codable, Sendable, Hashable {
        public var label: String
        public var documentation: MarkupContent?
        public var parameters: [ParameterInformation]?
        public var activeParameter: Int?

        public init(
            label: String, documentation: MarkupContent? = nil, parameters: [ParameterInformation]? = nil,
            activeParameter: Int? = nil
        ) {
            self.label = label
            self.documentation = documentation
            self.parameters = parameters
            self.activeParameter = activeParameter
        }
    }

    /// Result of `textDocument/signatureHelp`.
    public struct SignatureHelp: Codable, Sendable, Hashable {
        public var signatures: [SignatureInformation]
        public var activeSignature: Int?
        public var activeParameter: Int?

        public init(
            signatures: [SignatureInformation], activeSignature: Int? = nil, activeParameter: Int? = nil
        ) {
            self.signatures = signatures
            self.activeSignature = activeSignature
            self.activeParameter = activeParameter
        }
    }

    // MARK: - References, highlights

    /// `ReferenceParams.context`.
    public struct ReferenceContext: Codable, Sendable, Hashable {
        public var includeDeclaration: Bool

        public init(includeDeclaration: Bool) {
            self.includeDeclaration = includeDeclaration
        }
    }

    /// Params of `textDocument/references`; without a `context`, the declaration is included.
    public struct ReferenceParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var context: ReferenceContext?

        public init(
            textDocument: TextDocumentIdentifier, position: Position, context: ReferenceContext? = nil
        ) {
            self.textDocument = textDocument
            self.position = position
            self.context = context
        }
    }

    /// Values of ``DocumentHighlight/kind``.
    public enum DocumentHighlightKind {
        public static let read = 2
        public static let write = 3
    }

    /// One result of `textDocument/documentHighlight`.
    public struct DocumentHighlight: Codable, Sendable, Hashable, JSONValueEncodable {
        public var range: Range
        /// A ``DocumentHighlightKind`` value.
        public var kind: Int?

        public init(range: Range, kind: Int? = nil) {
            self.range = range
            self.kind = kind
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["range": range.json]
            if let kind { o["kind"] = .int(kind) }
            return .object(o)
        }
    }

    // MARK: - Symbols

    /// Values of a symbol's `kind`.
    public enum SymbolKind {
        public static let module = 2
        public static let namespace = 3
        public static let `class` = 5
        public static let property = 7
        public static let field = 8
        public static let function = 12
        public static let key = 20
        public static let `struct` = 23
        public static let event = 24
    }

    /// A node of the hierarchical outline returned by `textDocument/documentSymbol`.
    public struct DocumentSymbol: Codable, Sendable, Hashable, JSONValueEncodable {
        public var name: String
        public var detail: String?
        /// A ``SymbolKind`` value.
        public var kind: Int
        /// The full extent of the symbol.
        public var range: Range
        /// The part to select/reveal (e.g. the name); must lie inside `range`.
        public var selectionRange: Range
        public var children: [DocumentSymbol]?

        public init(
            name: String, detail: String? = nil, kind: Int, range: Range, selectionRange: Range,
            children: [DocumentSymbol]? = nil
        ) {
            self.name = name
            self.detail = detail
            self.kind = kind
            self.range = range
            self.selectionRange = selectionRange
            self.children = children
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = [
                "name": .string(name), "kind": .int(kind), "range": range.json,
                "selectionRange": selectionRange.json,
            ]
            if let detail { o["detail"] = .string(detail) }
            if let children { o["children"] = .array(children.map(\.json)) }
            return .object(o)
        }
    }

    /// The flat symbol form: the results of `workspace/symbol`.
    public struct SymbolInformation: Codable, Sendable, Hashable, JSONValueEncodable {
        public var name: String
        /// A ``SymbolKind`` value.
        public var kind: Int
        public var location: Location
        public var containerName: String?

        public init(name: String, kind: Int, location: Location, containerName: String? = nil) {
            self.name = name
            self.kind = kind
            self.location = location
            self.containerName = containerName
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["name": .string(name), "kind": .int(kind), "location": location.json]
            if let containerName { o["containerName"] = .string(containerName) }
            return .object(o)
        }
    }

    // MARK: - Folding

    /// Values of ``FoldingRange/kind``.
    public enum FoldingRangeKind {
        public static let comment = "comment"
    }

    /// One result of `textDocument/foldingRange` (zero-based lines).
    public struct FoldingRange: Codable, Sendable, Hashable, JSONValueEncodable {
        public var startLine: Int
        public var endLine: Int
        /// A ``FoldingRangeKind`` value.
        public var kind: String?

        public init(startLine: Int, endLine: Int, kind: String? = nil) {
            self.startLine = startLine
            self.endLine = endLine
            self.kind = kind
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["startLine": .int(startLine), "endLine": .int(endLine)]
            if let kind { o["kind"] = .string(kind) }
            return .object(o)
        }
    }

    // MARK: - Code actions and lenses

    /// Values of ``CodeAction/kind`` and ``CodeActionContext/only``; hierarchical, dot-separated.
    public enum CodeActionKind {
        public static let quickFix = "quickfix"
    }

    /// `CodeActionParams.context`.
    public struct CodeActionContext: Codable, Sendable, Hashable {
        /// Diagnostics overlapping the range (as the client knows them).
        public var diagnostics: [Diagnostic]
        /// Requested ``CodeActionKind`` values (prefixes match).
        public var only: [String]?

        public init(diagnostics: [Diagnostic] = [], only: [String]? = nil) {
            self.diagnostics = diagnostics
            self.only = only
        }
    }

    /// Params of `textDocument/codeAction`; without a `context`, no diagnostics and every kind.
    public struct CodeActionParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range
        public var context: CodeActionContext?

        public init(textDocument: TextDocumentIdentifier, range: Range, context: CodeActionContext? = nil) {
            self.textDocument = textDocument
            self.range = range
            self.context = context
        }
    }

    /// A code action; with `edit` and/or `command`, or `data` to resolve them later. Also the params
    /// of `codeAction/resolve`, where the client sends back the action it was given.
    public struct CodeAction: Codable, Sendable, Hashable, JSONValueEncodable {
        public var title: String
        /// A ``CodeActionKind`` value.
        public var kind: String?
        public var diagnostics: [Diagnostic]?
        public var isPreferred: Bool?
        public var edit: WorkspaceEdit?
        public var command: Command?
        /// Kept between `codeAction` and `codeAction/resolve`; its shape is the server's.
        public var data: JSONValue?

        public init(
            title: String, kind: String? = nil, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil,
            edit: WorkspaceEdit? = nil, command: Command? = nil, data: JSONValue? = nil
        ) {
            self.title = title
            self.kind = kind
            self.diagnostics = diagnostics
            self.isPreferred = isPreferred
            self.edit = edit
            self.command = command
            self.data = data
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["title": .string(title)]
            if let kind { o["kind"] = .string(kind) }
            if let diagnostics { o["diagnostics"] = .array(diagnostics.map(\.json)) }
            if let isPreferred { o["isPreferred"] = .bool(isPreferred) }
            if let edit { o["edit"] = edit.json }
            if let command { o["command"] = command.json }
            if let data { o["data"] = data }
            return .object(o)
        }
    }

    /// One result of `textDocument/codeLens`.
    public struct CodeLens: Codable, Sendable, Hashable, JSONValueEncodable {
        public var range: Range
        public var command: Command?

        public init(range: Range, command: Command? = nil) {
            self.range = range
            self.command = command
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["range": range.json]
            if let command { o["command"] = command.json }
            return .object(o)
        }
    }

    // MARK: - Rename

    /// Params of `textDocument/rename`.
    public struct RenameParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var newName: String

        public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
            self.textDocument = textDocument
            self.position = position
            self.newName = newName
        }
    }

    /// A result of `textDocument/prepareRename`: the range to rename and its current text.
    public struct PrepareRenameResult: Codable, Sendable, Hashable {
        public var range: Range
        public var placeholder: String

        public init(range: Range, placeholder: String) {
            self.range = range
            self.placeholder = placeholder
        }
    }

    // MARK: - Formatting

    /// Params of `textDocument/rangeFormatting` (its `options` are not read: cdm formats one way).
    public struct DocumentRangeFormattingParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range

        public init(textDocument: TextDocumentIdentifier, range: Range) {
            self.textDocument = textDocument
            self.range = range
        }
    }

    // MARK: - Semantic tokens

    /// The token types and modifiers a server declares in its capabilities.
    public struct SemanticTokensLegend: Codable, Sendable, Hashable {
        public var tokenTypes: [String]
        public var tokenModifiers: [String]

        public init(tokenTypes: [String], tokenModifiers: [String]) {
            self.tokenTypes = tokenTypes
            self.tokenModifiers = tokenModifiers
        }
    }

    /// Result of `textDocument/semanticTokens/full` (and `/range`): relative 5-tuples
    /// `deltaLine, deltaStartChar, length, tokenType, tokenModifiers`.
    public struct SemanticTokens: Codable, Sendable, Hashable, JSONValueEncodable {
        public var resultId: String?
        public var data: [Int]

        public init(resultId: String? = nil, data: [Int]) {
            self.resultId = resultId
            self.data = data
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["data": .array(data.map(JSONValue.int))]
            if let resultId { o["resultId"] = .string(resultId) }
            return .object(o)
        }
    }

    /// Params of `textDocument/semanticTokens/range`.
    public struct SemanticTokensRangeParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range

        public init(textDocument: TextDocumentIdentifier, range: Range) {
            self.textDocument = textDocument
            self.range = range
        }
    }

    /// Params of `textDocument/semanticTokens/full/delta`.
    public struct SemanticTokensDeltaParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var previousResultId: String

        public init(textDocument: TextDocumentIdentifier, previousResultId: String) {
            self.textDocument = textDocument
            self.previousResultId = previousResultId
        }
    }

    /// Replace `deleteCount` integers at `start` of the previous `data` with `data`.
    public struct SemanticTokensEdit: Codable, Sendable, Hashable, JSONValueEncodable {
        public var start: Int
        public var deleteCount: Int
        public var data: [Int]?

        public init(start: Int, deleteCount: Int, data: [Int]? = nil) {
            self.start = start
            self.deleteCount = deleteCount
            self.data = data
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["start": .int(start), "deleteCount": .int(deleteCount)]
            if let data { o["data"] = .array(data.map(JSONValue.int)) }
            return .object(o)
        }
    }

    /// Result of `textDocument/semanticTokens/full/delta` (a full ``SemanticTokens`` is also allowed).
    public struct SemanticTokensDelta: Codable, Sendable, Hashable, JSONValueEncodable {
        public var resultId: String?
        public var edits: [SemanticTokensEdit]

        public init(resultId: String? = nil, edits: [SemanticTokensEdit]) {
            self.resultId = resultId
            self.edits = edits
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["edits": .array(edits.map(\.json))]
            if let resultId { o["resultId"] = .string(resultId) }
            return .object(o)
        }
    }

    // MARK: - Inlay hints

    /// Params of `textDocument/inlayHint`; without a `range`, the whole document.
    public struct InlayHintParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range?

        public init(textDocument: TextDocumentIdentifier, range: Range? = nil) {
            self.textDocument = textDocument
            self.range = range
        }
    }

    /// An inline annotation shown at `position`.
    public struct InlayHint: Codable, Sendable, Hashable, JSONValueEncodable {
        public var position: Position
        public var label: String
        /// Plain text.
        public var tooltip: String?
        public var paddingLeft: Bool?

        public init(position: Position, label: String, tooltip: String? = nil, paddingLeft: Bool? = nil) {
            self.position = position
            self.label = label
            self.tooltip = tooltip
            self.paddingLeft = paddingLeft
        }

        public var json: JSONValue {
            var o: [String: JSONValue] = ["position": position.json, "label": .string(label)]
            if let tooltip { o["tooltip"] = .string(tooltip) }
            if let paddingLeft { o["paddingLeft"] = .bool(paddingLeft) }
            return .object(o)
        }
    }
}

// MARK: - Streamed answers

extension LSP.Position: JSONStreamable {
    public func writeJSON(to out: inout JSONStream) {
        out.raw("{\"character\":")
        out.int(character)
        out.raw(",\"line\":")
        out.int(line)
        out.raw("}")
    }
}

extension LSP.Range: JSONStreamable {
    public func writeJSON(to out: inout JSONStream) {
        out.raw("{\"end\":")
        end.writeJSON(to: &out)
        out.raw(",\"start\":")
        start.writeJSON(to: &out)
        out.raw("}")
    }
}

extension LSP.DocumentSymbol: JSONStreamable {
    /// The keys in sorted order, as `json` gives them.
    public func writeJSON(to out: inout JSONStream) {
        out.raw("{")
        if let children {
            out.raw("\"children\":")
            children.writeJSON(to: &out)
            out.raw(",")
        }
        if let detail {
            out.raw("\"detail\":")
            out.string(detail)
            out.raw(",")
        }
        out.raw("\"kind\":")
        out.int(kind)
        out.raw(",\"name\":")
        out.string(name)
        out.raw(",\"range\":")
        range.writeJSON(to: &out)
        out.raw(",\"selectionRange\":")
        selectionRange.writeJSON(to: &out)
        out.raw("}")
    }
}

extension LSP.FoldingRange: JSONStreamable {
    public func writeJSON(to out: inout JSONStream) {
        out.raw("{\"endLine\":")
        out.int(endLine)
        if let kind {
            out.raw(",\"kind\":")
            out.string(kind)
        }
        out.raw(",\"startLine\":")
        out.int(startLine)
        out.raw("}")
    }
}

extension LSP.SemanticTokens: JSONStreamable {
    public func writeJSON(to out: inout JSONStream) {
        out.raw("{\"data\":")
        out.array(data) { out, n in out.int(n) }
        if let resultId {
            out.raw(",\"resultId\":")
            out.string(resultId)
        }
        out.raw("}")
    }
}
