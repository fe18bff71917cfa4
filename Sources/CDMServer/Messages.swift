// Every message the server handles, decoded once where it is read into its typed params, for the one switch that dispatches them.

import CDMProtocol
import Foundation

/// A message from the client, decoded: the reader thread of `run` decodes each message as it reads
/// it (in process, `handle(_:)` does), and nothing after this looks at its JSON again.
enum ClientMessage: Sendable, Equatable {
    /// A request, with its method's name beside its params.
    case request(id: RequestID, method: String, ClientRequest)
    case notification(method: String, ClientNotification)
    /// The client's answer to a request of the server's: decoded by the request's own callback,
    /// which knows the type of its result.
    case response(id: RequestID?, result: JSONValue?, error: RPCError?)
    /// Well-formed JSON that is not a JSON-RPC message (answered `-32600`).
    case invalid(id: RequestID?, reason: String)

    init(json: JSONValue) {
        switch RPCMessage(json: json) {
        case .request(let id, let method, let params):
            self = .request(id: id, method: method, ClientRequest(method: method, params: params))
        case .notification(let method, let params):
            self = .notification(method: method, ClientNotification(method: method, params: params))
        case .response(let id, let result, let error):
            self = .response(id: id, result: result, error: error)
        case .invalid(let id, let reason):
            self = .invalid(id: id, reason: reason)
        }
    }
}

/// Params that do not decode, or that decode to something the server cannot use: `-32602`, with a
/// message that names the field (`invalid params: position.line: expected an integer, found 0.5`).
struct InvalidParams: Error, Sendable, Hashable {
    let message: String

    init(message: String) {
        self.message = message
    }

    init(_ error: DecodingError, usage: String? = nil) {
        message = "invalid params: " + error.fieldMessage + (usage.map { " (\($0))" } ?? "")
    }
}

/// Decodes params as `T` (the type is inferred from the case they go into).
private func decoded<T: Decodable>(_ params: JSONValue) throws -> T {
    try JSONValue.decode(T.self, from: params)
}

/// Params that read themselves directly (`didChange`, the positions of hover and completion): the
/// same reading as `decoded`, without looking the type's direct reading up each time.
private func direct<T: JSONValueDecodable>(_ params: JSONValue) throws -> T {
    try T(json: params)
}

/// Every request the server answers, each with its typed params.
enum ClientRequest: Sendable, Equatable {
    case initialize(LSP.InitializeParams<CDMSettings>)
    case shutdown
    case completion(LSP.CompletionParams)
    case hover(LSP.HoverParams)
    case signatureHelp(LSP.SignatureHelpParams)
    case definition(LSP.DefinitionParams)
    case references(LSP.ReferenceParams)
    case documentHighlight(LSP.DocumentHighlightParams)
    case documentSymbol(LSP.DocumentSymbolParams)
    case foldingRange(LSP.FoldingRangeParams)
    case codeAction(LSP.CodeActionParams)
    case resolveCodeAction(ResolveCodeActionParams)
    case codeLens(LSP.CodeLensParams)
    case inlayHint(LSP.InlayHintParams)
    case prepareRename(LSP.PrepareRenameParams)
    case rename(LSP.RenameParams)
    case formatting(LSP.DocumentFormattingParams)
    case rangeFormatting(LSP.DocumentRangeFormattingParams)
    case semanticTokensFull(LSP.SemanticTokensParams)
    case semanticTokensDelta(LSP.SemanticTokensDeltaParams)
    case semanticTokensRange(LSP.SemanticTokensRangeParams)
    case workspaceSymbol(LSP.WorkspaceSymbolParams)
    case executeCommand(WorkspaceCommand)
    /// `cdm/inverse`: the inverse of the relationship at the position.
    case inverse(LSP.TextDocumentPositionParams)
    /// `cdm/diagram`: the document's diagram as SVG or Mermaid text.
    case diagram(DiagramParams)
    /// A method the server does not offer: `-32601`.
    case unknown
    /// Params that do not decode: `-32602` (after the lifecycle checks a request of any method gets).
    case malformed(InvalidParams)

    /// The request `method` names, its params decoded; absent params decode as an empty object
    /// (so a missing member is named).
    init(method: String, params: JSONValue?) {
        guard let decode = Self.decoders[method] else {
            self = .unknown
            return
        }
        do {
            self = try decode(params ?? .object([:]))
        } catch let error as DecodingError {
            self = .malformed(InvalidParams(error))
        } catch let error as InvalidParams {
            self = .malformed(error)
        } catch {
            self = .malformed(InvalidParams(message: "invalid params: \(error)"))
        }
    }

    /// Each method's name and how its params decode: the one table of the requests the server knows.
    static let decoders: [String: @Sendable (JSONValue) throws -> ClientRequest] = [
        "initialize": { .initialize(try decoded($0)) },
        "shutdown": { _ in .shutdown },
        "textDocument/completion": { .completion(try direct($0)) },
        "textDocument/hover": { .hover(try direct($0)) },
        "textDocument/signatureHelp": { .signatureHelp(try direct($0)) },
        "textDocument/definition": { .definition(try direct($0)) },
        "textDocument/references": { .references(try decoded($0)) },
        "textDocument/documentHighlight": { .documentHighlight(try direct($0)) },
        "textDocument/documentSymbol": { .documentSymbol(try decoded($0)) },
        "textDocument/foldingRange": { .foldingRange(try decoded($0)) },
        "textDocument/codeAction": { .codeAction(try decoded($0)) },
        "codeAction/resolve": { .resolveCodeAction(try decoded($0)) },
        "textDocument/codeLens": { .codeLens(try decoded($0)) },
        "textDocument/inlayHint": { .inlayHint(try decoded($0)) },
        "textDocument/prepareRename": { .prepareRename(try direct($0)) },
        "textDocument/rename": { .rename(try decoded($0)) },
        "textDocument/formatting": { .formatting(try decoded($0)) },
        "textDocument/rangeFormatting": { .rangeFormatting(try decoded($0)) },
        "textDocument/semanticTokens/full": { .semanticTokensFull(try decoded($0)) },
        "textDocument/semanticTokens/full/delta": { .semanticTokensDelta(try decoded($0)) },
        "textDocument/semanticTokens/range": { .semanticTokensRange(try decoded($0)) },
        "workspace/symbol": { .workspaceSymbol(try decoded($0)) },
        "workspace/executeCommand": { .executeCommand(try WorkspaceCommand(try decoded($0))) },
        "cdm/inverse": { .inverse(try direct($0)) },
        "cdm/diagram": { .diagram(try decoded($0)) },
    ]
}

/// Every notification the server acts on, each with its typed params. Notifications get no answer:
/// one whose params do not decode is logged and ignored.
enum ClientNotification: Sendable, Equatable {
    case initialized
    case exit
    case cancelRequest(LSP.CancelParams)
    case didOpen(LSP.DidOpenTextDocumentParams)
    case didChange(LSP.DidChangeTextDocumentParams)
    case didClose(LSP.DidCloseTextDocumentParams)
    case didSave(LSP.DidSaveTextDocumentParams)
    case didChangeWatchedFiles(LSP.DidChangeWatchedFilesParams)
    case didChangeConfiguration(LSP.DidChangeConfigurationParams<CDMConfiguration>)
    /// A notification the server does not act on (ignored, as LSP says).
    case unknown
    /// Params that do not decode (logged and ignored).
    case malformed(InvalidParams)

    init(method: String, params: JSONValue?) {
        guard let decode = Self.decoders[method] else {
            self = .unknown
            return
        }
        do {
            self = try decode(params ?? .object([:]))
        } catch let error as DecodingError {
            self = .malformed(InvalidParams(error))
        } catch {
            self = .malformed(InvalidParams(message: "invalid params: \(error)"))
        }
    }

    /// Each method's name and how its params decode: the one table of the notifications the server knows.
    static let decoders: [String: @Sendable (JSONValue) throws -> ClientNotification] = [
        "initialized": { _ in .initialized },
        "exit": { _ in .exit },
        "$/cancelRequest": { .cancelRequest(try decoded($0)) },
        "textDocument/didOpen": { .didOpen(try decoded($0)) },
        "textDocument/didChange": { .didChange(try direct($0)) },
        "textDocument/didClose": { .didClose(try decoded($0)) },
        "textDocument/didSave": { .didSave(try decoded($0)) },
        "workspace/didChangeWatchedFiles": { .didChangeWatchedFiles(try decoded($0)) },
        "workspace/didChangeConfiguration": { .didChangeConfiguration(try decoded($0)) },
    ]

    /// Whether the server acts on it before `initialize` (everything else is ignored until then).
    var isHandledBeforeInitialize: Bool {
        switch self {
        case .exit, .cancelRequest: return true
        default: return false
        }
    }
}

// MARK: - cdm's own params

/// cdm's settings: the `initializationOptions`, each item of a `workspace/configuration` answer,
/// and the `cdm` section of `workspace/didChangeConfiguration`.
struct CDMSettings: Codable, Sendable, Hashable {
    /// Run the document's `generate` lines when it is saved (default true).
    var generateOnSave: Bool?
}

/// The `settings` of `workspace/didChangeConfiguration`: cdm's section (others are not read).
struct CDMConfiguration: Codable, Sendable, Hashable {
    var cdm: CDMSettings?
}

/// Params of `cdm/diagram`.
struct DiagramParams: Codable, Sendable, Hashable {
    var textDocument: LSP.TextDocumentIdentifier
    /// `svg` (the default) or `mermaid`.
    var format: String?
}

/// What a code action offered without its edit carries in `data`, to `codeAction/resolve` and
/// back: enough to make the same list of actions again and find this one. It went to the client
/// and came back, so it is checked like any other params.
struct CodeActionData: Codable, Sendable, Hashable {
    var uri: LSP.DocumentURI
    /// The document's version when the action was offered.
    var version: Int?
    /// The range and context of the `textDocument/codeAction` request.
    var range: LSP.Range
    var context: LSP.CodeActionContext?
    /// The action's place in that list (non-negative).
    var index: Int
    var title: String?

    init(uri: LSP.DocumentURI, version: Int?, range: LSP.Range, context: LSP.CodeActionContext?, index: Int, title: String?) {
        self.uri = uri
        self.version = version
        self.range = range
        self.context = context
        self.index = index
        self.title = title
    }

    private enum CodingKeys: String, CodingKey { case uri, version, range, context, index, title }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        uri = try c.decode(String.self, forKey: .uri)
        version = try c.decodeIfPresent(Int.self, forKey: .version)
        range = try c.decode(LSP.Range.self, forKey: .range)
        context = try c.decodeIfPresent(LSP.CodeActionContext.self, forKey: .context)
        index = try c.decode(Int.self, forKey: .index)
        guard index >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .index, in: c, debugDescription: "expected a non-negative integer, found \(index)")
        }
        title = try c.decodeIfPresent(String.self, forKey: .title)
    }
}

/// Params of `codeAction/resolve`: the action the client was given, and its `data` decoded.
struct ResolveCodeActionParams: Decodable, Sendable, Hashable {
    var action: LSP.CodeAction
    var data: CodeActionData

    private enum CodingKeys: String, CodingKey { case data }

    init(from decoder: any Decoder) throws {
        action = try LSP.CodeAction(from: decoder)
        data = try decoder.container(keyedBy: CodingKeys.self).decode(CodeActionData.self, forKey: .data)
    }
}

/// The commands of `workspace/executeCommand`, each with its arguments decoded.
enum WorkspaceCommand: Sendable, Hashable {
    /// `cdm.freezeVersion [uri, name?]`: freeze the document's model as a new version.
    case freezeVersion(uri: LSP.DocumentURI, name: String?)
    /// `cdm.generate [uri]`: run the document's `generate` lines.
    case generate(uri: LSP.DocumentURI)
    /// `cdm.goToInverse [TextDocumentPositionParams]`: the inverse relationship, shown.
    case goToInverse(LSP.TextDocumentPositionParams)
    /// `cdm.import [uri]`: write the `.cdm` of an Xcode model beside it.
    case importModel(uri: LSP.DocumentURI)
    /// `cdm.showReferences [uri, position, locations]`: the references of the code lens.
    case showReferences(uri: LSP.DocumentURI, position: LSP.Position)

    /// The commands the server offers (`executeCommandProvider`).
    static let names = ["cdm.freezeVersion", "cdm.generate", "cdm.goToInverse", "cdm.import", "cdm.showReferences"]

    init(_ params: LSP.ExecuteCommandParams) throws {
        let arguments = params.arguments ?? []
        /// Argument `i` decoded as `T`; an error names `arguments[i]` and says what the command takes.
        func argument<T: Decodable>(_ i: Int, _ usage: String) throws -> T {
            let path: [any CodingKey] = [JSONCodingKey(stringValue: "arguments"), JSONCodingKey(intValue: i)]
            guard i < arguments.count else {
                throw InvalidParams(message: "invalid params: missing field 'arguments[\(i)]' (\(usage))")
            }
            do {
                return try JSONValue.decode(T.self, from: arguments[i])
            } catch let error as DecodingError {
                throw InvalidParams(error.prefixed(by: path), usage: usage)
            }
        }
        switch params.command {
        case "cdm.freezeVersion":
            let usage = "cdm.freezeVersion takes the document's file URI and, optionally, the version's name"
            let document: DocumentArgument = try argument(0, usage)
            let name: String? = arguments.count > 1 ? try argument(1, usage) : nil
            self = .freezeVersion(uri: document.uri, name: name)
        case "cdm.generate":
            let document: DocumentArgument = try argument(0, "cdm.generate takes the document URI")
            self = .generate(uri: document.uri)
        case "cdm.goToInverse":
            self = .goToInverse(try argument(0, "cdm.goToInverse takes TextDocumentPositionParams"))
        case "cdm.import":
            let usage = "cdm.import takes the file URI of a .xcdatamodeld or .xcdatamodel folder or a contents file"
            let document: DocumentArgument = try argument(0, usage)
            self = .importModel(uri: document.uri)
        case "cdm.showReferences":
            let usage = "cdm.showReferences takes a document URI and a position"
            self = .showReferences(uri: try argument(0, usage), position: try argument(1, usage))
        default:
            throw InvalidParams(message: "unknown command '\(params.command)'; the server offers \(Self.names.joined(separator: ", "))")
        }
    }
}

/// A document named by its URI, or by an object with a `uri` (as some clients pass a lens's arguments).
struct DocumentArgument: Decodable, Sendable, Hashable {
    var uri: LSP.DocumentURI

    private enum CodingKeys: String, CodingKey { case uri }

    init(from decoder: any Decoder) throws {
        if let uri = try? decoder.singleValueContainer().decode(String.self) {
            self.uri = uri
        } else if let c = try? decoder.container(keyedBy: CodingKeys.self) {
            uri = try c.decode(String.self, forKey: .uri)
        } else {
            throw DecodingError.typeMismatch(
                String.self, .init(codingPath: decoder.codingPath, debugDescription: "expected a URI, or an object with a uri"))
        }
    }
}
