// LSP 3.17 language features: completion, hover, symbols, code actions, rename, formatting, tokens, hints, lenses, signature help.

extension LSP {
    // MARK: - Diagnostics

    /// Params of `textDocument/publishDiagnostics` (server to client).
    public struct PublishDiagnosticsParams: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        /// The document version the diagnostics were computed for.
        public var version: Int?
        public var diagnostics: [Diagnostic]

        public init(uri: DocumentURI, version: Int? = nil, diagnostics: [Diagnostic]) {
            self.uri = uri
            self.version = version
            self.diagnostics = diagnostics
        }
    }

    // MARK: - Completion

    /// Values of ``CompletionItem/kind``.
    public enum CompletionItemKind {
        public static let text = 1
        public static let method = 2
        public static let function = 3
        public static let constructor = 4
        public static let field = 5
        public static let variable = 6
        public static let `class` = 7
        public static let interface = 8
        public static let module = 9
        public static let property = 10
        public static let unit = 11
        public static let value = 12
        public static let `enum` = 13
        public static let keyword = 14
        public static let snippet = 15
        public static let color = 16
        public static let file = 17
        public static let reference = 18
        public static let folder = 19
        public static let enumMember = 20
        public static let constant = 21
        public static let `struct` = 22
        public static let event = 23
        public static let `operator` = 24
        public static let typeParameter = 25
    }

    /// Values of ``CompletionItem/insertTextFormat``.
    public enum InsertTextFormat {
        public static let plainText = 1
        /// `$1`, `${2:placeholder}`, `$0` tab stops.
        public static let snippet = 2
    }

    /// Values of ``CompletionContext/triggerKind``.
    public enum CompletionTriggerKind {
        public static let invoked = 1
        public static let triggerCharacter = 2
        public static let triggerForIncompleteCompletions = 3
    }

    /// How completion was triggered.
    public struct CompletionContext: Codable, Sendable, Hashable {
        public var triggerKind: Int
        public var triggerCharacter: String?

        public init(triggerKind: Int, triggerCharacter: String? = nil) {
            self.triggerKind = triggerKind
            self.triggerCharacter = triggerCharacter
        }
    }

    /// Params of `textDocument/completion`.
    public struct CompletionParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var context: CompletionContext?

        public init(
            textDocument: TextDocumentIdentifier, position: Position, context: CompletionContext? = nil
        ) {
            self.textDocument = textDocument
            self.position = position
            self.context = context
        }
    }

    /// One completion proposal.
    public struct CompletionItem: Codable, Sendable, Hashable {
        public var label: String
        /// A ``CompletionItemKind`` value.
        public var kind: Int?
        public var detail: String?
        /// Decodes from either a string or a `MarkupContent`.
        public var documentation: MarkupContent?
        public var preselect: Bool?
        public var sortText: String?
        public var filterText: String?
        public var insertText: String?
        /// An ``InsertTextFormat`` value.
        public var insertTextFormat: Int?
        public var textEdit: TextEdit?
        public var additionalTextEdits: [TextEdit]?
        public var commitCharacters: [String]?
        public var command: Command?
        /// Preserved between `completion` and `completionItem/resolve`.
        public var data: JSONValue?

        public init(
            label: String, kind: Int? = nil, detail: String? = nil, documentation: MarkupContent? = nil,
            preselect: Bool? = nil, sortText: String? = nil, filterText: String? = nil,
            insertText: String? = nil,
            insertTextFormat: Int? = nil, textEdit: TextEdit? = nil,
            additionalTextEdits: [TextEdit]? = nil,
            commitCharacters: [String]? = nil, command: Command? = nil, data: JSONValue? = nil
        ) {
            self.label = label
            self.kind = kind
            self.detail = detail
            self.documentation = documentation
            self.preselect = preselect
            self.sortText = sortText
            self.filterText = filterText
            self.insertText = insertText
            self.insertTextFormat = insertTextFormat
            self.textEdit = textEdit
            self.additionalTextEdits = additionalTextEdits
            self.commitCharacters = commitCharacters
            self.command = command
            self.data = data
        }
    }

    /// Result of `textDocument/completion` (a bare `[CompletionItem]` is also allowed).
    public struct CompletionList: Codable, Sendable, Hashable {
        /// True when typing more should re-query the server.
        public var isIncomplete: Bool
        public var items: [CompletionItem]

        public init(isIncomplete: Bool = false, items: [CompletionItem]) {
            self.isIncomplete = isIncomplete
            self.items = items
        }
    }

    // MARK: - Hover and signature help

    /// Result of `textDocument/hover`.
    public struct Hover: Codable, Sendable, Hashable {
        public var contents: MarkupContent
        public var range: Range?

        public init(contents: MarkupContent, range: Range? = nil) {
            self.contents = contents
            self.range = range
        }
    }

    /// Params of `textDocument/signatureHelp`; the optional context is kept raw.
    public struct SignatureHelpParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var context: JSONValue?

        public init(textDocument: TextDocumentIdentifier, position: Position, context: JSONValue? = nil) {
            self.textDocument = textDocument
            self.position = position
            self.context = context
        }
    }

    /// A parameter of a signature; `label` is a substring of the signature label.
    public struct ParameterInformation: Codable, Sendable, Hashable {
        public var label: String
        public var documentation: MarkupContent?

        public init(label: String, documentation: MarkupContent? = nil) {
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

    /// Params of `textDocument/references`.
    public struct ReferenceParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var context: ReferenceContext

        public init(textDocument: TextDocumentIdentifier, position: Position, context: ReferenceContext) {
            self.textDocument = textDocument
            self.position = position
            self.context = context
        }
    }

    /// Values of ``DocumentHighlight/kind``.
    public enum DocumentHighlightKind {
        public static let text = 1
        public static let read = 2
        public static let write = 3
    }

    /// One result of `textDocument/documentHighlight`.
    public struct DocumentHighlight: Codable, Sendable, Hashable {
        public var range: Range
        public var kind: Int?

        public init(range: Range, kind: Int? = nil) {
            self.range = range
            self.kind = kind
        }
    }

    // MARK: - Symbols

    /// Values of a symbol's `kind`.
    public enum SymbolKind {
        public static let file = 1
        public static let module = 2
        public static let namespace = 3
        public static let package = 4
        public static let `class` = 5
        public static let method = 6
        public static let property = 7
        public static let field = 8
        public static let constructor = 9
        public static let `enum` = 10
        public static let interface = 11
        public static let function = 12
        public static let variable = 13
        public static let constant = 14
        public static let string = 15
        public static let number = 16
        public static let boolean = 17
        public static let array = 18
        public static let object = 19
        public static let key = 20
        public static let null = 21
        public static let enumMember = 22
        public static let `struct` = 23
        public static let event = 24
        public static let `operator` = 25
        public static let typeParameter = 26
    }

    /// Values of a symbol's `tags`.
    public enum SymbolTag {
        public static let deprecated = 1
    }

    /// Params of `textDocument/documentSymbol`, `foldingRange`, `codeLens`,
    /// `semanticTokens/full`, `documentLink` — anything that only names a document.
    public struct DocumentSymbolParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier

        public init(textDocument: TextDocumentIdentifier) {
            self.textDocument = textDocument
        }
    }

    public typealias FoldingRangeParams = DocumentSymbolParams
    public typealias CodeLensParams = DocumentSymbolParams
    public typealias SemanticTokensParams = DocumentSymbolParams

    /// A node of the hierarchical outline returned by `textDocument/documentSymbol`.
    public struct DocumentSymbol: Codable, Sendable, Hashable {
        public var name: String
        public var detail: String?
        /// A ``SymbolKind`` value.
        public var kind: Int
        public var tags: [Int]?
        /// The full extent of the symbol.
        public var range: Range
        /// The part to select/reveal (e.g. the name); must lie inside `range`.
        public var selectionRange: Range
        public var children: [DocumentSymbol]?

        public init(
            name: String, detail: String? = nil, kind: Int, tags: [Int]? = nil, range: Range,
            selectionRange: Range,
            children: [DocumentSymbol]? = nil
        ) {
            self.name = name
            self.detail = detail
            self.kind = kind
            self.tags = tags
            self.range = range
            self.selectionRange = selectionRange
            self.children = children
        }
    }

    /// The flat symbol form (for clients without hierarchical support).
    public struct SymbolInformation: Codable, Sendable, Hashable {
        public var name: String
        public var kind: Int
        public var tags: [Int]?
        public var location: Location
        public var containerName: String?

        public init(
            name: String, kind: Int, tags: [Int]? = nil, location: Location, containerName: String? = nil
        ) {
            self.name = name
            self.kind = kind
            self.tags = tags
            self.location = location
            self.containerName = containerName
        }
    }

    // MARK: - Folding

    /// Values of ``FoldingRange/kind``.
    public enum FoldingRangeKind {
        public static let comment = "comment"
        public static let imports = "imports"
        public static let region = "region"
    }

    /// One result of `textDocument/foldingRange` (zero-based lines).
    public struct FoldingRange: Codable, Sendable, Hashable {
        public var startLine: Int
        public var startCharacter: Int?
        public var endLine: Int
        public var endCharacter: Int?
        /// A ``FoldingRangeKind`` value.
        public var kind: String?
        public var collapsedText: String?

        public init(
            startLine: Int, startCharacter: Int? = nil, endLine: Int, endCharacter: Int? = nil,
            kind: String? = nil,
            collapsedText: String? = nil
        ) {
            self.startLine = startLine
            self.startCharacter = startCharacter
            self.endLine = endLine
            self.endCharacter = endCharacter
            self.kind = kind
            self.collapsedText = collapsedText
        }
    }

    // MARK: - Code actions and lenses

    /// Values of ``CodeAction/kind`` and ``CodeActionContext/only``; hierarchical, dot-separated.
    public enum CodeActionKind {
        public static let empty = ""
        public static let quickFix = "quickfix"
        public static let refactor = "refactor"
        public static let refactorExtract = "refactor.extract"
        public static let refactorInline = "refactor.inline"
        public static let refactorRewrite = "refactor.rewrite"
        public static let source = "source"
        public static let sourceOrganizeImports = "source.organizeImports"
        public static let sourceFixAll = "source.fixAll"
    }

    /// Values of ``CodeActionContext/triggerKind``.
    public enum CodeActionTriggerKind {
        public static let invoked = 1
        public static let automatic = 2
    }

    /// `CodeActionParams.context`.
    public struct CodeActionContext: Codable, Sendable, Hashable {
        /// Diagnostics overlapping the range (as the client knows them).
        public var diagnostics: [Diagnostic]
        /// Requested ``CodeActionKind`` values (prefixes match).
        public var only: [String]?
        public var triggerKind: Int?

        public init(diagnostics: [Diagnostic] = [], only: [String]? = nil, triggerKind: Int? = nil) {
            self.diagnostics = diagnostics
            self.only = only
            self.triggerKind = triggerKind
        }

        /// True when an action of `kind` is wanted: no `only` filter, or `kind` equals or
        /// is nested under one of its entries (e.g. `refactor.extract` under `refactor`).
        public func allows(_ kind: String) -> Bool {
            guard let only else { return true }
            return only.contains { $0.isEmpty || kind == $0 || kind.hasPrefix($0 + ".") }
        }
    }

    /// Params of `textDocument/codeAction`.
    public struct CodeActionParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range
        public var context: CodeActionContext

        public init(textDocument: TextDocumentIdentifier, range: Range, context: CodeActionContext) {
            self.textDocument = textDocument
            self.range = range
            self.context = context
        }
    }

    /// A code action; with `edit` and/or `command` (or `data` to resolve them later).
    public struct CodeAction: Codable, Sendable, Hashable {
        public var title: String
        /// A ``CodeActionKind`` value.
        public var kind: String?
        public var diagnostics: [Diagnostic]?
        public var isPreferred: Bool?
        public var edit: WorkspaceEdit?
        public var command: Command?
        /// Preserved between `codeAction` and `codeAction/resolve`.
        public var data: JSONValue?

        public init(
            title: String, kind: String? = nil, diagnostics: [Diagnostic]? = nil,
            isPreferred: Bool? = nil,
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
    }

    /// One result of `textDocument/codeLens`; without `command` it is resolved later.
    public struct CodeLens: Codable, Sendable, Hashable {
        public var range: Range
        public var command: Command?
        public var data: JSONValue?

        public init(range: Range, command: Command? = nil, data: JSONValue? = nil) {
            self.range = range
            self.command = command
            self.data = data
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

    /// Formatting preferences sent with formatting requests.
    public struct FormattingOptions: Codable, Sendable, Hashable {
        public var tabSize: Int
        public var insertSpaces: Bool
        public var trimTrailingWhitespace: Bool?
        public var insertFinalNewline: Bool?
        public var trimFinalNewlines: Bool?

        public init(
            tabSize: Int, insertSpaces: Bool, trimTrailingWhitespace: Bool? = nil,
            insertFinalNewline: Bool? = nil,
            trimFinalNewlines: Bool? = nil
        ) {
            self.tabSize = tabSize
            self.insertSpaces = insertSpaces
            self.trimTrailingWhitespace = trimTrailingWhitespace
            self.insertFinalNewline = insertFinalNewline
            self.trimFinalNewlines = trimFinalNewlines
        }
    }

    /// Params of `textDocument/formatting`.
    public struct DocumentFormattingParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var options: FormattingOptions

        public init(textDocument: TextDocumentIdentifier, options: FormattingOptions) {
            self.textDocument = textDocument
            self.options = options
        }
    }

    /// Params of `textDocument/rangeFormatting`.
    public struct DocumentRangeFormattingParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range
        public var options: FormattingOptions

        public init(textDocument: TextDocumentIdentifier, range: Range, options: FormattingOptions) {
            self.textDocument = textDocument
            self.range = range
            self.options = options
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
    public struct SemanticTokens: Codable, Sendable, Hashable {
        public var resultId: String?
        public var data: [Int]

        public init(resultId: String? = nil, data: [Int]) {
            self.resultId = resultId
            self.data = data
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
    public struct SemanticTokensEdit: Codable, Sendable, Hashable {
        public var start: Int
        public var deleteCount: Int
        public var data: [Int]?

        public init(start: Int, deleteCount: Int, data: [Int]? = nil) {
            self.start = start
            self.deleteCount = deleteCount
            self.data = data
        }
    }

    /// Result of `textDocument/semanticTokens/full/delta` (a full ``SemanticTokens`` is also allowed).
    public struct SemanticTokensDelta: Codable, Sendable, Hashable {
        public var resultId: String?
        public var edits: [SemanticTokensEdit]

        public init(resultId: String? = nil, edits: [SemanticTokensEdit]) {
            self.resultId = resultId
            self.edits = edits
        }
    }

    // MARK: - Inlay hints

    /// Values of ``InlayHint/kind``.
    public enum InlayHintKind {
        public static let type = 1
        public static let parameter = 2
    }

    /// Params of `textDocument/inlayHint`.
    public struct InlayHintParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range

        public init(textDocument: TextDocumentIdentifier, range: Range) {
            self.textDocument = textDocument
            self.range = range
        }
    }

    /// An inline annotation shown at `position`.
    public struct InlayHint: Codable, Sendable, Hashable {
        public var position: Position
        public var label: String
        /// An ``InlayHintKind`` value.
        public var kind: Int?
        public var textEdits: [TextEdit]?
        public var tooltip: MarkupContent?
        public var paddingLeft: Bool?
        public var paddingRight: Bool?
        public var data: JSONValue?

        public init(
            position: Position, label: String, kind: Int? = nil, textEdits: [TextEdit]? = nil,
            tooltip: MarkupContent? = nil, paddingLeft: Bool? = nil, paddingRight: Bool? = nil,
            data: JSONValue? = nil
        ) {
            self.position = position
            self.label = label
            self.kind = kind
            self.textEdits = textEdits
            self.tooltip = tooltip
            self.paddingLeft = paddingLeft
            self.paddingRight = paddingRight
            self.data = data
        }
    }
}
