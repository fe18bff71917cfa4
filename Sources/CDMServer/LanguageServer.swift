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
    var capabilities: JSONValue = .null
    var rootPath: String?
    var workspaceFolders: [String] = []
    var generateOnSave = true
    var nextRequestID = 1
    /// Responses the server awaits from the client, by id.
    var pendingClientRequests: [RequestID: (JSONValue?) -> Void] = [:]
    /// Whether more input is already queued (set by `run`; in-process tests leave it false).
    var pendingInput: () -> Bool = { false }
    /// Requests cancelled before they were handled, for a server driven in process (`handle`
    /// called directly); `run` tracks cancellations in its queue instead and turns this off.
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

    func notify(_ method: String, _ params: JSONValue) {
        send(RPCMessage.notificationBody(method: method, params: params))
    }

    func request(_ method: String, _ params: JSONValue, then: @escaping (JSONValue?) -> Void = { _ in }) {
        let id = RequestID.int(nextRequestID)
        nextRequestID += 1
        pendingClientRequests[id] = then
        send(RPCMessage.requestBody(id: id, method: method, params: params))
    }

    func showMessage(_ type: Int, _ message: String) {
        notify("window/showMessage", ["type": .int(type), "message": .string(message)])
    }

    // MARK: - Dispatch

    /// Handles one decoded message (request, notification or response).
    public func handle(_ json: JSONValue) {
        switch RPCMessage(json: json) {
        case .request(let id, let method, let params):
            handleRequest(id: id, method: method, params: params)
        case .notification(let method, let params):
            handleNotification(method: method, params: params)
        case .response(let id, let result, _):
            if let id { pendingClientRequests.removeValue(forKey: id)?(result) }
        case .invalid(let id, let reason):
            send(RPCMessage.errorBody(id: id, error: .invalidRequest(reason)))
        }
        if !pendingInput() { publishPendingDiagnostics() }
    }

    struct InvalidParams: Error { let message: String }

    func handleRequest(id: RequestID, method: String, params: JSONValue?) {
        if cancelledRequests.remove(id) != nil {
            send(RPCMessage.errorBody(id: id, error: .requestCancelled()))
            return
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
        let params = params ?? .null
        do {
            let result: JSONValue
            switch method {
            case "initialize": result = try initialize(params)
            case "shutdown":
                shutdownRequested = true
                result = .null
            case "textDocument/completion": result = try completion(params)
            case "textDocument/hover": result = try hover(params)
            case "textDocument/definition": result = try definition(params)
            case "textDocument/references": result = try references(params)
            case "textDocument/documentHighlight": result = try highlights(params)
            case "textDocument/documentSymbol": result = try documentSymbols(params)
            case "textDocument/foldingRange": result = try foldingRanges(params)
            case "textDocument/codeAction": result = try codeActions(params)
            case "cdm/inverse": result = try inverse(params)
            case "cdm/diagram": result = try diagram(params)
            case "textDocument/prepareRename": result = try prepareRename(params)
            case "textDocument/rename": result = try rename(params)
            case "codeAction/resolve": result = try resolveCodeAction(params)
            case "textDocument/semanticTokens/full": result = try semanticTokensFull(params)
            case "textDocument/semanticTokens/full/delta": result = try semanticTokensDelta(params)
            case "textDocument/semanticTokens/range": result = try semanticTokensRange(params)
            case "textDocument/codeLens": result = try withVersionLenses(codeLenses(params), params)
            case "textDocument/inlayHint": result = try inlayHints(params)
            case "textDocument/signatureHelp": result = try signatureHelp(params)
            case "workspace/symbol": result = try workspaceSymbols(params)
            case "textDocument/formatting": result = try formatting(params)
            case "textDocument/rangeFormatting": result = try rangeFormatting(params)
            case "workspace/executeCommand":
                guard let answer = try executeCommand(params, id: id) else { return }
                result = answer
            default:
                send(RPCMessage.errorBody(id: id, error: .methodNotFound(method)))
                return
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

    func handleNotification(method: String, params: JSONValue?) {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        if method == "$/cancelRequest" {
            if cancelsInProcess, let id = params?["id"].flatMap(RequestID.init(json:)) {
                if cancelledRequests.count >= Self.maxRememberedCancels { cancelledRequests.removeFirst() }
                cancelledRequests.insert(id)
            }
            return
        }
        guard initialized else { return }
        let params = params ?? .null
        switch method {
        case "initialized":
            fetchConfiguration()
            registerFileWatchers()
            registerVersionWatchers()
        case "textDocument/didOpen":
            guard let doc = params["textDocument"], let uri = doc["uri"]?.stringValue, let text = doc["text"]?.stringValue else { return }
            documents[uri] = Document(uri: uri, version: doc["version"]?.intValue ?? 0, text: text)
            versionDocumentOpened(uri)
        case "textDocument/didChange":
            didChange(params)
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
            documents[uri] = nil
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        case "textDocument/didSave":
            guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
            if let text = params["text"]?.stringValue, let doc = documents[uri], doc.text != text { doc.setText(text) }
            didSave(uri)
        case "workspace/didChangeWatchedFiles":
            didChangeWatchedFiles(params)
            versionFilesChanged(params)
            versionFilesChanged(params)
        case "workspace/didChangeConfiguration":
            if let value = params["settings"]?["cdm"]?["generateOnSave"]?.boolValue {
                generateOnSave = value
            } else {
                fetchConfiguration()
            }
        default:
            break  // Unknown notifications are ignored, as LSP says.
        }
    }

    func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let doc = documents[uri] else {
            Log.write("didChange for a document that is not open; ignored")
            return
        }
        for change in params["contentChanges"]?.arrayValue ?? [] {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = change["range"], !range.isNull {
                // The converter shares the document's text: let it go before the text changes, or the edit copies it.
                let offsets = { () -> (Int, Int)? in
                    let converter = Converter(lines: doc.buffer, encoding: encoding)
                    guard let a = converter.offset(range["start"]), let b = converter.offset(range["end"]) else { return nil }
                    return (a, b)
                }()
                guard let (a, b) = offsets else {
                    // Not applied: a range that is not two positions of integers names no text.
                    Log.write("skipped a change whose range is not two positions of integers: \(range)")
                    continue
                }
                doc.replace(TextRange(start: min(a, b), end: max(a, b)), with: text)
            } else {
                doc.setText(text)
            }
        }
        if let v = params["textDocument"]?["version"]?.intValue {
            // A lower version than one published (a client that counts again from 1): the text
            // changed all the same, so its diagnostics are published; the rule against publishing
            // an older version protects only a burst of increasing versions.
            if let published = doc.publishedVersion, v < published { doc.publishedVersion = nil }
            doc.setVersion(v)
        }
    }

    /// Asks a client that supports `workspace/configuration` for the `cdm` section.
    func fetchConfiguration() {
        guard capabilities["workspace"]?["configuration"]?.boolValue == true else { return }
        request("workspace/configuration", ["items": [["section": "cdm"]]]) { [weak self] result in
            if let value = result?[0]?["generateOnSave"]?.boolValue { self?.generateOnSave = value }
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
        let diagnostics = diagnosticsToPublish(doc).map { d -> JSONValue in
            var object: [String: JSONValue] = [
                "range": converter.range(d.range),
                "severity": .int(d.severity.rawValue),
                "code": .string(d.code.rawValue),
                "source": "cdm",
                "message": .string(d.message),
            ]
            if !d.related.isEmpty {
                object["relatedInformation"] = .array(
                    d.related.map { ["location": ["uri": .string(doc.uri), "range": converter.range($0.range)], "message": .string($0.message)] })
            }
            if d.isUnnecessary { object["tags"] = [1] }
            return .object(object)
        }
        doc.publishedVersion = doc.version
        notify("textDocument/publishDiagnostics", ["uri": .string(doc.uri), "version": .int(doc.version), "diagnostics": .array(diagnostics)])
    }

    // MARK: - Helpers for handlers

    func document(_ params: JSONValue) throws -> Document {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { throw InvalidParams(message: "missing textDocument.uri") }
        guard let doc = documents[uri] else { throw RPCError.invalidParams("document \(uri) is not open") }
        try refuseIfTooLarge(doc)
        return doc
    }

    /// A document over the size limit answers no request (its diagnostic says why).
    func refuseIfTooLarge(_ doc: Document) throws {
        guard doc.isTooLarge else { return }
        let name = ((URL(string: doc.uri)?.path ?? doc.uri) as NSString).lastPathComponent
        throw RPCError.requestFailed("\(name.isEmpty ? doc.uri : name) \(DocumentLimits.reason(bytes: doc.buffer.count))")
    }

    /// The document and the UTF-8 offset of `params.position`.
    func documentAndOffset(_ params: JSONValue) throws -> (Document, Int, Converter) {
        let doc = try document(params)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        guard let offset = converter.offset(params["position"]) else { throw InvalidParams(message: "missing or malformed position") }
        return (doc, offset, converter)
    }

    func location(_ doc: Document, _ range: TextRange, _ converter: Converter) -> JSONValue {
        ["uri": .string(doc.uri), "range": converter.range(range)]
    }
}
