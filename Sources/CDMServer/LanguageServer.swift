// The cdm language server: lifecycle, document sync and the dispatch of every request to its handler.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation

public final class LanguageServer {
    public static let version = "0.1.0"

    let output: MessageSink
    var documents: [String: Document] = [:]
    var encoding: PositionEncoding = .utf16
    var initialized = false
    var shutdownRequested = false
    /// Set when the client sent `exit`.
    public internal(set) var exitCode: Int32?
    var capabilities = LSP.ClientCapabilities()
    var rootPath: String?
    var workspaceFolders: [String] = []
    var generateOnSave = true
    var nextRequestID = 1
    /// The requests of the server's that the client has not answered, by id: each one's method, and
    /// what to do with its result (decode it as the request's own result type).
    var pendingClientRequests: [RequestID: (method: String, answer: (JSONValue) -> Void)] = [:]
    /// Whether more input is already queued (set by `run`; in-process tests leave it false).
    var pendingInput: () -> Bool = { false }
    /// Requests cancelled before they were handled, for a server driven in process (`handle`
    /// called directly); `run` tracks cancellations in its queue instead and turns this off. In
    /// process nothing is ever pending, so a cancel counts only for the next request: whatever
    /// request is handled next forgets them all (a cancel of an answered id is not kept for reuse).
    var cancelledRequests: Set<RequestID> = []
    var cancelsInProcess = true
    /// The most cancellations remembered in process (a client cancelling ids it never sends).
    static let maxRememberedCancels = 256
    /// Counter for semantic token result ids.
    var resultCounter = 0
    /// Where generation runs, off the request path: set by `run`; `nil` (in-process tests) generates at once.
    var generationQueue: DispatchQueue?
    /// Runs a closure on the server's thread, between messages: set by `run`; by default at once.
    var postToServer: (UncheckedSendable<() -> Void>) -> Void = { $0.value() }
    let generations = GenerationTickets()
    /// The symbols of the workspace's files that are not open, for `workspace/symbol`.
    let workspaceSymbolIndex = WorkspaceSymbolIndex()
    /// The newest frozen version of each model bundle, read once (VersionHistoryCache.swift).
    let versionCache = VersionHistoryCache()

    public init(output: MessageSink) {
        self.output = output
    }

    // MARK: - Sending

    func send(_ message: JSONValue) {
        _ = output.write(message)
    }

    /// Sends a response that writes its own JSON (`RPCMessage.sendResponse`: a long one is written as it is made).
    func sendStreamed(id: RequestID, result: some JSONStreamable) {
        RPCMessage.sendResponse(id: id, result: result, to: output)
    }

    /// The JSON of a result or params: directly for the types that build it (`JSONValueEncodable`),
    /// through the `Encoder` for the others.
    static func json<T: Encodable>(_ value: T) -> JSONValue {
        do {
            return try JSONValue(encoding: value)
        } catch {
            // Only a non-finite number fails, and cdm sends none.
            Log.write("could not encode \(T.self): \(error)")
            return .null
        }
    }

    func notify<Params: Encodable>(_ method: String, _ params: Params) {
        send(RPCMessage.notificationBody(method: method, params: Self.json(params)))
    }

    /// Sends a request to the client; `then` gets the result decoded as `Result` (an error answer,
    /// or a result that does not decode, is logged).
    func request<Params: Encodable, Result: Decodable>(
        _ method: String, _ params: Params?, answer: Result.Type, then: @escaping (Result) -> Void
    ) {
        let id = RequestID.int(nextRequestID)
        nextRequestID += 1
        pendingClientRequests[id] = (
            method,
            { result in
                do {
                    then(try JSONValue.decode(Result.self, from: result))
                } catch let error as DecodingError {
                    Log.write("the answer to \(method) was not understood: \(error.fieldMessage)")
                } catch {
                    Log.write("the answer to \(method) was not understood: \(error)")
                }
            }
        )
        send(RPCMessage.requestBody(id: id, method: method, params: params.map { Self.json($0) }))
    }

    /// Sends a request whose result the server does not use.
    func request<Params: Encodable>(_ method: String, _ params: Params?) {
        request(method, params, answer: JSONValue.self) { _ in }
    }

    func showMessage(_ type: Int, _ message: String) {
        notify("window/showMessage", LSP.ShowMessageParams(type: type, message: message))
    }

    func logMessage(_ type: Int, _ message: String) {
        notify("window/logMessage", LSP.LogMessageParams(type: type, message: message))
    }

    /// Asks the client to show `uri` (when it can), selecting `selection`.
    func showDocument(_ uri: String, selection: LSP.Range? = nil) {
        guard capabilities.supportsShowDocument else { return }
        request("window/showDocument", LSP.ShowDocumentParams(uri: uri, takeFocus: true, selection: selection), answer: LSP.ShowDocumentResult.self) {
            if !$0.success { Log.write("the client could not show \(uri)") }
        }
    }

    // MARK: - Dispatch

    /// Handles one message (request, notification or response), decoding it first.
    public func handle(_ json: JSONValue) {
        handle(ClientMessage(json: json))
    }

    /// Handles one decoded message. `publishing: false` leaves the diagnostics it made stale for
    /// the caller to publish once the message is gone: the run loop does, so that the text of a
    /// `didOpen` (4 MB for a 4 MB model) is freed before the document is analysed, not held through it.
    func handle(_ message: ClientMessage, publishing: Bool = true) {
        switch message {
        case .request(let id, let method, let request):
            handleRequest(id: id, method: method, request)
        case .notification(let method, let notification):
            handleNotification(method: method, notification)
        case .response(let id, let result, let error):
            guard let id, let pending = pendingClientRequests.removeValue(forKey: id) else { break }
            if let result {
                pending.answer(result)
            } else {
                Log.write("the client answered \(pending.method) with an error: \(error?.message ?? "none given")")
            }
        case .invalid(let id, let reason):
            send(RPCMessage.errorBody(id: id, error: .invalidRequest(reason)))
        }
        if publishing && !pendingInput() { publishPendingDiagnostics() }
    }

    /// For `cdm-bench --decode-bench`: decodes one message body as the reader thread of `run` does
    /// and returns its method, or `nil` when it is not a message the server handles.
    public static func decodeForMeasurement(_ body: [UInt8]) -> String? {
        guard let json = try? JSONValue(parsing: body) else { return nil }
        return decodeForMeasurement(json)
    }

    /// For `cdm-bench --decode-bench`: decodes one parsed message; returns its method, or `nil`
    /// when it is not a message the server handles.
    public static func decodeForMeasurement(_ json: JSONValue) -> String? {
        switch ClientMessage(json: json) {
        case .request(_, let method, let request):
            if case .unknown = request { return nil }
            if case .malformed = request { return nil }
            return method
        case .notification(let method, let notification):
            if case .unknown = notification { return nil }
            if case .malformed = notification { return nil }
            return method
        case .response, .invalid:
            return nil
        }
    }

    func handleRequest(id: RequestID, method: String, _ request: ClientRequest) {
        if !cancelledRequests.isEmpty {
            let cancelled = cancelledRequests.contains(id)
            cancelledRequests.removeAll()
            if cancelled {
                send(RPCMessage.errorBody(id: id, error: .requestCancelled()))
                return
            }
        }
        if method == "initialize" && initialized {
            // LSP: initialize is sent once; the first negotiation (encoding, capabilities) stands.
            send(RPCMessage.errorBody(id: id, error: .invalidRequest("the server is already initialized; 'initialize' is sent once")))
            return
        }
        if method != "initialize" && !initialized {
            send(RPCMessage.errorBody(id: id, error: .serverNotInitialized("the server has not been initialized; send 'initialize' first")))
            return
        }
        if shutdownRequested && method != "shutdown" {
            send(RPCMessage.errorBody(id: id, error: .invalidRequest("the server is shutting down")))
            return
        }
        do {
            let result: JSONValue
            switch request {
            case .initialize(let params): result = Self.json(initialize(params))
            case .shutdown:
                shutdownRequested = true
                result = .null
            case .completion(let params): result = Self.json(try completion(params))
            case .hover(let params): result = Self.json(try hover(params))
            case .signatureHelp(let params): result = Self.json(try signatureHelp(params))
            case .definition(let params): result = Self.json(try definition(params))
            case .references(let params): result = Self.json(try references(params))
            case .documentHighlight(let params): result = Self.json(try highlights(params))
            case .documentSymbol(let params):
                // The largest answers are written straight to bytes (no JSONValue tree in between).
                sendStreamed(id: id, result: try documentSymbols(params))
                return
            case .foldingRange(let params):
                sendStreamed(id: id, result: try foldingRanges(params))
                return
            case .codeAction(let params): result = Self.json(try codeActions(params))
            case .resolveCodeAction(let params): result = Self.json(try resolveCodeAction(params))
            case .codeLens(let params): result = Self.json(try withVersionLenses(codeLenses(params), params))
            case .inlayHint(let params): result = Self.json(try inlayHints(params))
            case .prepareRename(let params): result = Self.json(try prepareRename(params))
            case .rename(let params): result = Self.json(try rename(params))
            case .formatting(let params): result = Self.json(try formatting(params))
            case .rangeFormatting(let params): result = Self.json(try rangeFormatting(params))
            case .semanticTokensFull(let params):
                sendStreamed(id: id, result: try semanticTokensFull(params))
                return
            case .semanticTokensDelta(let params):
                sendStreamed(id: id, result: try semanticTokensDelta(params))
                return
            case .semanticTokensRange(let params):
                sendStreamed(id: id, result: try semanticTokensRange(params))
                return
            case .workspaceSymbol(let params): result = Self.json(workspaceSymbols(params))
            case .executeCommand(let command):
                guard let answer = try executeCommand(command, id: id) else { return }
                result = answer
            case .inverse(let params): result = Self.json(try inverse(params))
            case .diagram(let params): result = Self.json(try diagram(params))
            case .unknown:
                send(RPCMessage.errorBody(id: id, error: .methodNotFound(method)))
                return
            case .malformed(let error):
                throw error
            }
            send(RPCMessage.responseBody(id: id, result: result))
        } catch let e as InvalidParams {
            send(RPCMessage.errorBody(id: id, error: .invalidParams(e.message)))
        } catch let e as RPCError {
            send(RPCMessage.errorBody(id: id, error: e))
        } catch {
            send(RPCMessage.errorBody(id: id, error: .internalError("\(error)")))
        }
    }

    func handleNotification(method: String, _ notification: ClientNotification) {
        // Before `initialize`, only `exit` and `$/cancelRequest` count.
        if !initialized && !notification.isHandledBeforeInitialize { return }
        switch notification {
        case .exit:
            exitCode = shutdownRequested ? 0 : 1
        case .cancelRequest(let params):
            if cancelsInProcess {
                if cancelledRequests.count >= Self.maxRememberedCancels { cancelledRequests.removeFirst() }
                cancelledRequests.insert(params.id)
            }
        case .initialized:
            fetchConfiguration()
            registerFileWatchers()
            registerVersionWatchers()
        case .didOpen(let params):
            let item = params.textDocument
            documents[item.uri] = Document(uri: item.uri, version: item.version, text: item.text)
            versionDocumentOpened(item.uri)
        case .didChange(let params):
            didChange(params)
        case .didClose(let params):
            let uri = params.textDocument.uri
            documents[uri] = nil
            notify("textDocument/publishDiagnostics", LSP.PublishDiagnosticsParams(uri: uri, diagnostics: []))
        case .didSave(let params):
            let uri = params.textDocument.uri
            if let text = params.text, let doc = documents[uri], doc.text != text { doc.setText(text) }
            didSave(uri)
        case .didChangeWatchedFiles(let params):
            didChangeWatchedFiles(params)
            versionFilesChanged(params)
        case .didChangeConfiguration(let params):
            if let value = params.settings?.cdm?.generateOnSave {
                generateOnSave = value
            } else {
                fetchConfiguration()
            }
        case .unknown:
            break  // Unknown notifications are ignored, as LSP says.
        case .malformed(let error):
            Log.write("ignored \(method): \(error.message)")
        }
    }

    func didChange(_ params: LSP.DidChangeTextDocumentParams) {
        guard let doc = documents[params.textDocument.uri] else {
            Log.write("didChange for a document that is not open; ignored")
            return
        }
        // Not applied: a change whose range is not two positions of integers names no text.
        for reason in params.malformedChanges { Log.write("skipped a change: \(reason)") }
        for change in params.contentChanges {
            if let range = change.range {
                // The converter shares the document's text: let it go before the text changes, or the edit copies it.
                let (a, b) = { () -> (Int, Int) in
                    let converter = Converter(lines: doc.buffer, encoding: encoding)
                    return (converter.offset(range.start), converter.offset(range.end))
                }()
                doc.replace(TextRange(start: min(a, b), end: max(a, b)), with: change.text)
            } else {
                doc.setText(change.text)
            }
        }
        // A lower version than one published (a client that counts again from 1): the text
        // changed all the same, so its diagnostics are published; the rule against publishing
        // an older version protects only a burst of increasing versions.
        let v = params.textDocument.version
        if let published = doc.publishedVersion, v < published { doc.publishedVersion = nil }
        doc.setVersion(v)
    }

    /// Asks a client that supports `workspace/configuration` for the `cdm` section.
    func fetchConfiguration() {
        guard capabilities.supportsConfiguration else { return }
        let params = LSP.ConfigurationParams(items: [LSP.ConfigurationItem(section: "cdm")])
        request("workspace/configuration", params, answer: [CDMSettings?].self) { [weak self] settings in
            if let value = settings.first??.generateOnSave { self?.generateOnSave = value }
        }
    }

    // MARK: - Diagnostics

    var hasUnpublishedDiagnostics: Bool { documents.values.contains { $0.needsPublish } }

    func publishPendingDiagnostics() {
        for doc in documents.values.sorted(by: { $0.uri < $1.uri }) where doc.needsPublish {
            publishDiagnostics(doc)
        }
    }

    func publishDiagnostics(_ doc: Document) {
        doc.needsPublish = false
        if let published = doc.publishedVersion, published > doc.version { return }
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        let diagnostics = diagnosticsToPublish(doc).map { lspDiagnostic($0, uri: doc.uri, converter) }
        doc.publishedVersion = doc.version
        notify("textDocument/publishDiagnostics", LSP.PublishDiagnosticsParams(uri: doc.uri, version: doc.version, diagnostics: diagnostics))
    }

    /// A cdm diagnostic as LSP has it (cdm's severities are LSP's numbers).
    func lspDiagnostic(_ d: CDMModel.Diagnostic, uri: String, _ converter: Converter) -> LSP.Diagnostic {
        LSP.Diagnostic(
            range: converter.range(d.range), severity: d.severity.rawValue, code: d.code.rawValue, source: "cdm", message: d.message,
            tags: d.isUnnecessary ? [LSP.DiagnosticTag.unnecessary] : nil,
            relatedInformation: d.related.isEmpty
                ? nil : d.related.map { LSP.DiagnosticRelatedInformation(location: converter.location(uri, $0.range), message: $0.message) })
    }

    // MARK: - Helpers for handlers

    func document(_ id: LSP.TextDocumentIdentifier) throws -> Document {
        guard let doc = documents[id.uri] else { throw RPCError.invalidParams("document \(id.uri) is not open") }
        try refuseIfTooLarge(doc)
        return doc
    }

    /// A document over the size limit answers no request (its diagnostic says why).
    func refuseIfTooLarge(_ doc: Document) throws {
        guard doc.isTooLarge else { return }
        let name = ((URL(string: doc.uri)?.path ?? doc.uri) as NSString).lastPathComponent
        throw RPCError.requestFailed("\(name.isEmpty ? doc.uri : name) \(DocumentLimits.reason(bytes: doc.buffer.count))")
    }

    /// The document and the UTF-8 offset of `params.position` (clamped into the text).
    func documentAndOffset(_ params: LSP.TextDocumentPositionParams) throws -> (Document, Int, Converter) {
        let doc = try document(params.textDocument)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        return (doc, converter.offset(params.position), converter)
    }
}
