// LSP 3.17 lifecycle and document synchronisation: initialize, capabilities, didOpen/didChange/…

extension LSP {
    /// A workspace root folder (its `name` is not read).
    public struct WorkspaceFolder: Codable, Sendable, Hashable {
        public var uri: DocumentURI

        public init(uri: DocumentURI) {
            self.uri = uri
        }
    }

    /// `serverInfo`.
    public struct ProgramInfo: Codable, Sendable, Hashable {
        public var name: String
        public var version: String?

        public init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }

    /// The client's capabilities: the few the server asks about, read once when `initialize` is
    /// decoded. The whole structure is large and clients fill it unevenly, so it is read leniently:
    /// a capability that is absent or of the wrong type is not supported. `raw` is what was sent.
    public struct ClientCapabilities: Codable, Sendable, Hashable {
        /// The `capabilities` object as sent by the client (encoded back as is).
        public let raw: JSONValue
        /// `general.positionEncodings`, in the client's order of preference (empty when absent).
        public let positionEncodings: [String]
        /// `textDocument.completion.completionItem.snippetSupport`.
        public let supportsSnippets: Bool
        /// `textDocument.codeAction.resolveSupport.properties`: what `codeAction/resolve` may fill in.
        public let codeActionResolveProperties: [String]
        /// `window.showDocument.support`.
        public let supportsShowDocument: Bool
        /// `window.workDoneProgress`.
        public let supportsWorkDoneProgress: Bool
        /// `workspace.configuration`.
        public let supportsConfiguration: Bool
        /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
        public let supportsWatchedFilesRegistration: Bool
        /// `workspace.codeLens.refreshSupport`.
        public let supportsCodeLensRefresh: Bool

        public init(_ raw: JSONValue = .object([:])) {
            self.raw = raw
            func flag(_ path: String...) -> Bool {
                var current: JSONValue? = raw
                for key in path { current = current?[key] }
                return current?.boolValue ?? false
            }
            func strings(_ value: JSONValue?) -> [String] {
                value?.arrayValue?.compactMap(\.stringValue) ?? []
            }
            positionEncodings = strings(raw[path: "general", "positionEncodings"])
            supportsSnippets = flag("textDocument", "completion", "completionItem", "snippetSupport")
            codeActionResolveProperties = strings(
                raw[path: "textDocument", "codeAction", "resolveSupport", "properties"])
            supportsShowDocument = flag("window", "showDocument", "support")
            supportsWorkDoneProgress = flag("window", "workDoneProgress")
            supportsConfiguration = flag("workspace", "configuration")
            supportsWatchedFilesRegistration = flag("workspace", "didChangeWatchedFiles", "dynamicRegistration")
            supportsCodeLensRefresh = flag("workspace", "codeLens", "refreshSupport")
        }

        public init(from decoder: any Decoder) throws {
            self.init(try decoder.singleValueContainer().decode(JSONValue.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(raw)
        }
    }

    /// Params of `initialize`; `InitializationOptions` is the server's own type for
    /// `initializationOptions`. A missing `capabilities` object counts as an empty one.
    public struct InitializeParams<InitializationOptions: Codable & Sendable & Hashable>: Codable,
        Sendable, Hashable
    {
        public var rootPath: String?
        public var rootUri: DocumentURI?
        public var initializationOptions: InitializationOptions?
        public var capabilities: ClientCapabilities
        public var workspaceFolders: [WorkspaceFolder]?

        public init(
            rootPath: String? = nil, rootUri: DocumentURI? = nil,
            initializationOptions: InitializationOptions? = nil,
            capabilities: ClientCapabilities = ClientCapabilities(), workspaceFolders: [WorkspaceFolder]? = nil
        ) {
            self.rootPath = rootPath
            self.rootUri = rootUri
            self.initializationOptions = initializationOptions
            self.capabilities = capabilities
            self.workspaceFolders = workspaceFolders
        }

        private enum CodingKeys: String, CodingKey {
            case rootPath, rootUri, initializationOptions, capabilities, workspaceFolders
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            rootPath = try c.decodeIfPresent(String.self, forKey: .rootPath)
            rootUri = try c.decodeIfPresent(String.self, forKey: .rootUri)
            // The server's own options: ones it cannot read are ignored, not a failed initialize
            // (editors pass through whatever their users configured).
            initializationOptions = (try? c.decodeIfPresent(InitializationOptions.self, forKey: .initializationOptions)) ?? nil
            capabilities =
                try c.decodeIfPresent(ClientCapabilities.self, forKey: .capabilities) ?? ClientCapabilities()
            workspaceFolders = try c.decodeIfPresent([WorkspaceFolder].self, forKey: .workspaceFolders)
        }
    }

    /// Values of ``TextDocumentSyncOptions/change``.
    public enum TextDocumentSyncKind {
        public static let incremental = 2
    }

    /// `textDocumentSync.save`.
    public struct SaveOptions: Codable, Sendable, Hashable {
        public var includeText: Bool?

        public init(includeText: Bool? = nil) {
            self.includeText = includeText
        }
    }

    /// `textDocumentSync`.
    public struct TextDocumentSyncOptions: Codable, Sendable, Hashable {
        public var openClose: Bool?
        /// A ``TextDocumentSyncKind`` value.
        public var change: Int?
        public var save: SaveOptions?

        public init(openClose: Bool? = nil, change: Int? = nil, save: SaveOptions? = nil) {
            self.openClose = openClose
            self.change = change
            self.save = save
        }
    }

    /// `completionProvider`.
    public struct CompletionOptions: Codable, Sendable, Hashable {
        public var triggerCharacters: [String]?
        public var resolveProvider: Bool?

        public init(triggerCharacters: [String]? = nil, resolveProvider: Bool? = nil) {
            self.triggerCharacters = triggerCharacters
            self.resolveProvider = resolveProvider
        }
    }

    /// `codeActionProvider`.
    public struct CodeActionOptions: Codable, Sendable, Hashable {
        public var codeActionKinds: [String]?
        public var resolveProvider: Bool?

        public init(codeActionKinds: [String]? = nil, resolveProvider: Bool? = nil) {
            self.codeActionKinds = codeActionKinds
            self.resolveProvider = resolveProvider
        }
    }

    /// `renameProvider`.
    public struct RenameOptions: Codable, Sendable, Hashable {
        public var prepareProvider: Bool?

        public init(prepareProvider: Bool? = nil) {
            self.prepareProvider = prepareProvider
        }
    }

    /// `semanticTokensProvider.full`.
    public struct SemanticTokensFullOptions: Codable, Sendable, Hashable {
        public var delta: Bool?

        public init(delta: Bool? = nil) {
            self.delta = delta
        }
    }

    /// `semanticTokensProvider`.
    public struct SemanticTokensOptions: Codable, Sendable, Hashable {
        public var legend: SemanticTokensLegend
        public var full: SemanticTokensFullOptions?
        public var range: Bool?

        public init(legend: SemanticTokensLegend, full: SemanticTokensFullOptions? = nil, range: Bool? = nil) {
            self.legend = legend
            self.full = full
            self.range = range
        }
    }

    /// `codeLensProvider`.
    public struct CodeLensOptions: Codable, Sendable, Hashable {
        public var resolveProvider: Bool?

        public init(resolveProvider: Bool? = nil) {
            self.resolveProvider = resolveProvider
        }
    }

    /// `signatureHelpProvider`.
    public struct SignatureHelpOptions: Codable, Sendable, Hashable {
        public var triggerCharacters: [String]?
        public var retriggerCharacters: [String]?

        public init(triggerCharacters: [String]? = nil, retriggerCharacters: [String]? = nil) {
            self.triggerCharacters = triggerCharacters
            self.retriggerCharacters = retriggerCharacters
        }
    }

    /// `executeCommandProvider`.
    public struct ExecuteCommandOptions: Codable, Sendable, Hashable {
        public var commands: [String]

        public init(commands: [String]) {
            self.commands = commands
        }
    }

    /// What the server offers, in the `initialize` result.
    public struct ServerCapabilities: Codable, Sendable, Hashable {
        public var positionEncoding: String?
        public var textDocumentSync: TextDocumentSyncOptions?
        public var completionProvider: CompletionOptions?
        public var hoverProvider: Bool?
        public var signatureHelpProvider: SignatureHelpOptions?
        public var definitionProvider: Bool?
        public var referencesProvider: Bool?
        public var documentHighlightProvider: Bool?
        public var documentSymbolProvider: Bool?
        public var codeActionProvider: CodeActionOptions?
        public var codeLensProvider: CodeLensOptions?
        public var documentFormattingProvider: Bool?
        public var documentRangeFormattingProvider: Bool?
        public var renameProvider: RenameOptions?
        public var foldingRangeProvider: Bool?
        public var executeCommandProvider: ExecuteCommandOptions?
        public var semanticTokensProvider: SemanticTokensOptions?
        public var inlayHintProvider: Bool?
        public var workspaceSymbolProvider: Bool?

        public init(
            positionEncoding: String? = nil, textDocumentSync: TextDocumentSyncOptions? = nil,
            completionProvider: CompletionOptions? = nil, hoverProvider: Bool? = nil,
            signatureHelpProvider: SignatureHelpOptions? = nil, definitionProvider: Bool? = nil,
            referencesProvider: Bool? = nil, documentHighlightProvider: Bool? = nil,
            documentSymbolProvider: Bool? = nil, codeActionProvider: CodeActionOptions? = nil,
            codeLensProvider: CodeLensOptions? = nil, documentFormattingProvider: Bool? = nil,
            documentRangeFormattingProvider: Bool? = nil, renameProvider: RenameOptions? = nil,
            foldingRangeProvider: Bool? = nil, executeCommandProvider: ExecuteCommandOptions? = nil,
            semanticTokensProvider: SemanticTokensOptions? = nil, inlayHintProvider: Bool? = nil,
            workspaceSymbolProvider: Bool? = nil
        ) {
            self.positionEncoding = positionEncoding
            self.textDocumentSync = textDocumentSync
            self.completionProvider = completionProvider
            self.hoverProvider = hoverProvider
            self.signatureHelpProvider = signatureHelpProvider
            self.definitionProvider = definitionProvider
            self.referencesProvider = referencesProvider
            self.documentHighlightProvider = documentHighlightProvider
            self.documentSymbolProvider = documentSymbolProvider
            self.codeActionProvider = codeActionProvider
            self.codeLensProvider = codeLensProvider
            self.documentFormattingProvider = documentFormattingProvider
            self.documentRangeFormattingProvider = documentRangeFormattingProvider
            self.renameProvider = renameProvider
            self.foldingRangeProvider = foldingRangeProvider
            self.executeCommandProvider = executeCommandProvider
            self.semanticTokensProvider = semanticTokensProvider
            self.inlayHintProvider = inlayHintProvider
            self.workspaceSymbolProvider = workspaceSymbolProvider
        }
    }

    /// Result of `initialize`.
    public struct InitializeResult: Codable, Sendable, Hashable {
        public var capabilities: ServerCapabilities
        public var serverInfo: ProgramInfo?

        public init(capabilities: ServerCapabilities, serverInfo: ProgramInfo? = nil) {
            self.capabilities = capabilities
            self.serverInfo = serverInfo
        }
    }

    /// Params of `$/cancelRequest`.
    public struct CancelParams: Codable, Sendable, Hashable {
        public var id: RequestID

        public init(id: RequestID) {
            self.id = id
        }
    }

    /// Params of `textDocument/didOpen`.
    public struct DidOpenTextDocumentParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentItem

        public init(textDocument: TextDocumentItem) {
            self.textDocument = textDocument
        }
    }

    /// One change in `textDocument/didChange`: with a `range`, replaces that range; without,
    /// replaces the whole document.
    public struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable, JSONValueDecodable {
        public var range: Range?
        public var text: String

        public init(range: Range? = nil, text: String) {
            self.range = range
            self.text = text
        }

        public init(json: JSONValue) throws {
            let o = try JSONObjectReader(json)
            range = try o.optional("range", Range.init(json:))
            text = try o.required("text", JSONValueDecoding.string)
        }
    }

    /// Params of `textDocument/didChange`; apply `contentChanges` in order.
    ///
    /// A change that does not decode (a range that is not two positions of integers, a text that
    /// is not a string) is left out of `contentChanges` and its error kept in `malformedChanges`,
    /// so that the others still apply and the server can say what it skipped; `textDocument`
    /// must decode. This is the one message read on every keystroke, so it reads itself directly
    /// (``JSONValueDecodable``); `init(from:)` does the same through any `Decoder`.
    public struct DidChangeTextDocumentParams: Codable, Sendable, Hashable, JSONValueDecodable {
        public var textDocument: VersionedTextDocumentIdentifier
        public var contentChanges: [TextDocumentContentChangeEvent]
        /// Why each change that did not decode was left out, naming the field
        /// (`contentChanges[0].range.start.line: expected an integer, found 0.5`). Not encoded.
        public var malformedChanges: [String]

        public init(
            textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent],
            malformedChanges: [String] = []
        ) {
            self.textDocument = textDocument
            self.contentChanges = contentChanges
            self.malformedChanges = malformedChanges
        }

        private enum CodingKeys: String, CodingKey { case textDocument, contentChanges }

        public init(json: JSONValue) throws {
            let o = try JSONObjectReader(json)
            textDocument = try o.required("textDocument", VersionedTextDocumentIdentifier.init(json:))
            let changes = try o.required("contentChanges") { value -> [JSONValue] in
                guard case .array(let elements) = value else {
                    throw JSONValueDecoding.mismatch([JSONValue].self, value, [])
                }
                return elements
            }
            (contentChanges, malformedChanges) = Self.read(changes) { try TextDocumentContentChangeEvent(json: $0) }
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            textDocument = try c.decode(VersionedTextDocumentIdentifier.self, forKey: .textDocument)
            let changes = try c.decode([JSONValue].self, forKey: .contentChanges)
            (contentChanges, malformedChanges) = Self.read(changes) {
                try JSONValue.decode(TextDocumentContentChangeEvent.self, from: $0)
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(textDocument, forKey: .textDocument)
            try c.encode(contentChanges, forKey: .contentChanges)
        }

        private static func read(
            _ changes: [JSONValue], _ decode: (JSONValue) throws -> TextDocumentContentChangeEvent
        ) -> ([TextDocumentContentChangeEvent], [String]) {
            var decoded: [TextDocumentContentChangeEvent] = []
            decoded.reserveCapacity(changes.count)
            var malformed: [String] = []
            for (i, change) in changes.enumerated() {
                do {
                    decoded.append(try decode(change))
                } catch let error as DecodingError {
                    let path = [JSONCodingKey(stringValue: "contentChanges"), JSONCodingKey(intValue: i)]
                    malformed.append(error.prefixed(by: path).fieldMessage)
                } catch {
                    malformed.append("contentChanges[\(i)]: \(error)")
                }
            }
            return (decoded, malformed)
        }
    }

    /// Params of `textDocument/didClose`.
    public struct DidCloseTextDocumentParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier

        public init(textDocument: TextDocumentIdentifier) {
            self.textDocument = textDocument
        }
    }

    /// Params of `textDocument/didSave`; `text` is present when the client includes it.
    public struct DidSaveTextDocumentParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var text: String?

        public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
            self.textDocument = textDocument
            self.text = text
        }
    }
}
