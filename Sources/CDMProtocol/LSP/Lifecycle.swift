// LSP 3.17 lifecycle and document synchronisation: initialize, capabilities, didOpen/didChange/…

extension LSP {
    /// A workspace root folder.
    public struct WorkspaceFolder: Codable, Sendable, Hashable {
        public var uri: DocumentURI
        public var name: String

        public init(uri: DocumentURI, name: String) {
            self.uri = uri
            self.name = name
        }
    }

    /// `clientInfo` / `serverInfo`.
    public struct ProgramInfo: Codable, Sendable, Hashable {
        public var name: String
        public var version: String?

        public init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }

    /// The client's capabilities, kept as raw JSON (the full structure is huge) with
    /// typed helpers for the questions a small server asks.
    public struct ClientCapabilities: Codable, Sendable, Hashable {
        /// The `capabilities` object as sent by the client.
        public var raw: JSONValue

        public init(_ raw: JSONValue = .object([:])) {
            self.raw = raw
        }

        public init(from decoder: any Decoder) throws {
            raw = try decoder.singleValueContainer().decode(JSONValue.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(raw)
        }

        /// The value at a key path, e.g. `capabilities["textDocument", "hover"]`.
        public subscript(path: String...) -> JSONValue? {
            var current: JSONValue? = raw
            for key in path { current = current?[key] }
            return current
        }

        private func flag(_ path: String...) -> Bool {
            var current: JSONValue? = raw
            for key in path { current = current?[key] }
            return current?.boolValue ?? false
        }

        /// `general.positionEncodings`, in the client's order of preference; the spec
        /// default `["utf-16"]` when absent.
        public var positionEncodings: [String] {
            guard let list = raw["general"]?["positionEncodings"]?.arrayValue else { return ["utf-16"] }
            return list.compactMap(\.stringValue)
        }

        /// `window.showDocument.support`.
        public var supportsShowDocument: Bool { flag("window", "showDocument", "support") }
        /// `window.workDoneProgress`.
        public var supportsWorkDoneProgress: Bool { flag("window", "workDoneProgress") }
        /// `textDocument.codeAction.resolveSupport` is present.
        public var supportsCodeActionResolve: Bool {
            raw["textDocument"]?["codeAction"]?["resolveSupport"].map { !$0.isNull } ?? false
        }
        /// `textDocument.codeAction.codeActionLiteralSupport` is present.
        public var supportsCodeActionLiterals: Bool {
            raw["textDocument"]?["codeAction"]?["codeActionLiteralSupport"].map { !$0.isNull } ?? false
        }
        /// `textDocument.completion.completionItem.snippetSupport`.
        public var supportsSnippets: Bool {
            flag("textDocument", "completion", "completionItem", "snippetSupport")
        }
        /// `workspace.configuration`.
        public var supportsConfiguration: Bool { flag("workspace", "configuration") }
        /// `workspace.workspaceFolders`.
        public var supportsWorkspaceFolders: Bool { flag("workspace", "workspaceFolders") }
        /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
        public var supportsWatchedFilesRegistration: Bool {
            flag("workspace", "didChangeWatchedFiles", "dynamicRegistration")
        }
        /// `textDocument.documentSymbol.hierarchicalDocumentSymbolSupport`.
        public var hierarchicalDocumentSymbols: Bool {
            flag("textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport")
        }
        /// `textDocument.rename.prepareSupport`.
        public var supportsPrepareRename: Bool { flag("textDocument", "rename", "prepareSupport") }
        /// `textDocument.definition.linkSupport`.
        public var supportsDefinitionLinks: Bool { flag("textDocument", "definition", "linkSupport") }
        /// `textDocument.publishDiagnostics.relatedInformation`.
        public var supportsRelatedInformation: Bool {
            flag("textDocument", "publishDiagnostics", "relatedInformation")
        }
        /// `textDocument.hover.contentFormat` (markup kinds in preference order; empty if absent).
        public var hoverContentFormats: [String] {
            raw["textDocument"]?["hover"]?["contentFormat"]?.arrayValue?.compactMap(\.stringValue) ?? []
        }
    }

    /// Params of `initialize`.
    public struct InitializeParams: Codable, Sendable, Hashable {
        public var processId: Int?
        public var clientInfo: ProgramInfo?
        public var locale: String?
        public var rootPath: String?
        public var rootUri: DocumentURI?
        public var initializationOptions: JSONValue?
        public var capabilities: ClientCapabilities
        /// `"off"`, `"messages"` or `"verbose"`.
        public var trace: String?
        public var workspaceFolders: [WorkspaceFolder]?

        public init(
            processId: Int? = nil, clientInfo: ProgramInfo? = nil, locale: String? = nil,
            rootPath: String? = nil,
            rootUri: DocumentURI? = nil, initializationOptions: JSONValue? = nil,
            capabilities: ClientCapabilities = ClientCapabilities(), trace: String? = nil,
            workspaceFolders: [WorkspaceFolder]? = nil
        ) {
            self.processId = processId
            self.clientInfo = clientInfo
            self.locale = locale
            self.rootPath = rootPath
            self.rootUri = rootUri
            self.initializationOptions = initializationOptions
            self.capabilities = capabilities
            self.trace = trace
            self.workspaceFolders = workspaceFolders
        }

        private enum CodingKeys: String, CodingKey {
            case processId, clientInfo, locale, rootPath, rootUri, initializationOptions, capabilities,
                trace
            case workspaceFolders
        }

        /// Tolerates a missing `capabilities` object (treated as empty).
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            processId = try c.decodeIfPresent(Int.self, forKey: .processId)
            clientInfo = try c.decodeIfPresent(ProgramInfo.self, forKey: .clientInfo)
            locale = try c.decodeIfPresent(String.self, forKey: .locale)
            rootPath = try c.decodeIfPresent(String.self, forKey: .rootPath)
            rootUri = try c.decodeIfPresent(String.self, forKey: .rootUri)
            initializationOptions = try c.decodeIfPresent(JSONValue.self, forKey: .initializationOptions)
            capabilities =
                try c.decodeIfPresent(ClientCapabilities.self, forKey: .capabilities)
                ?? ClientCapabilities()
            trace = try c.decodeIfPresent(String.self, forKey: .trace)
            workspaceFolders = try c.decodeIfPresent([WorkspaceFolder].self, forKey: .workspaceFolders)
        }
    }

    /// Result of `initialize`. `capabilities` is raw JSON: build the server capabilities
    /// with a literal, e.g. `["hoverProvider": true, "textDocumentSync": ["openClose": true, "change": 2]]`.
    public struct InitializeResult: Codable, Sendable, Hashable {
        public var capabilities: JSONValue
        public var serverInfo: ProgramInfo?

        public init(capabilities: JSONValue, serverInfo: ProgramInfo? = nil) {
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

    /// Params of `$/setTrace`.
    public struct SetTraceParams: Codable, Sendable, Hashable {
        /// `"off"`, `"messages"` or `"verbose"`.
        public var value: String

        public init(value: String) {
            self.value = value
        }
    }

    /// Values of the server capability `textDocumentSync.change`.
    public enum TextDocumentSyncKind {
        public static let none = 0
        public static let full = 1
        public static let incremental = 2
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
    public struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
        public var range: Range?
        /// Deprecated by the spec; ignore it and use `range`.
        public var rangeLength: Int?
        public var text: String

        public init(range: Range? = nil, rangeLength: Int? = nil, text: String) {
            self.range = range
            self.rangeLength = rangeLength
            self.text = text
        }

        /// True when this change replaces the full document text.
        public var isFullReplacement: Bool { range == nil }
    }

    /// Params of `textDocument/didChange`; apply `contentChanges` in order.
    public struct DidChangeTextDocumentParams: Codable, Sendable, Hashable {
        public var textDocument: VersionedTextDocumentIdentifier
        public var contentChanges: [TextDocumentContentChangeEvent]

        public init(
            textDocument: VersionedTextDocumentIdentifier,
            contentChanges: [TextDocumentContentChangeEvent]
        ) {
            self.textDocument = textDocument
            self.contentChanges = contentChanges
        }
    }

    /// Params of `textDocument/didClose`.
    public struct DidCloseTextDocumentParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier

        public init(textDocument: TextDocumentIdentifier) {
            self.textDocument = textDocument
        }
    }

    /// Params of `textDocument/didSave`; `text` is present when the server asked for it.
    public struct DidSaveTextDocumentParams: Codable, Sendable, Hashable {
        public var textDocument: TextDocumentIdentifier
        public var text: String?

        public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
            self.textDocument = textDocument
            self.text = text
        }
    }
}
