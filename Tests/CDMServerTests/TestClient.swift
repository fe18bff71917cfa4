// An in-process client for the language server: typed helpers over JSON messages, and cursor markers.

import CDMProtocol
import CDMSyntax
import XCTest

@testable import CDMServer

/// Drives a `LanguageServer` in-process and collects what it sends.
final class TestClient {
    let sink = InMemoryMessageSink()
    let server: LanguageServer
    private var nextID = 1
    private var seen = 0

    init(capabilities: JSONValue = ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]], initializationOptions: JSONValue = ["generateOnSave": false], initialize: Bool = true, rootUri: String? = nil) {
        server = LanguageServer(output: sink)
        if initialize {
            var params: [String: JSONValue] = ["capabilities": capabilities, "initializationOptions": initializationOptions]
            if let rootUri { params["rootUri"] = .string(rootUri) }
            _ = request("initialize", .object(params))
            notify("initialized", [:])
        }
    }

    /// Sends a request and returns the whole response message.
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        let id = nextID
        nextID += 1
        server.handle(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        guard let response = newMessages().first(where: { $0["id"]?.intValue == id && $0["method"] == nil }) else {
            XCTFail("no response to \(method)")
            return .null
        }
        return response
    }

    /// The `result` of a request (fails the test on an error response).
    func result(_ method: String, _ params: JSONValue, file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
        let response = request(method, params)
        if let error = response["error"] { XCTFail("\(method) failed: \(error)", file: file, line: line) }
        return response["result"] ?? .null
    }

    func notify(_ method: String, _ params: JSONValue) {
        server.handle(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Messages sent since the last call.
    func newMessages() -> [JSONValue] {
        let all = sink.messages
        defer { seen = all.count }
        return Array(all[min(seen, all.count)...])
    }

    /// Every message sent so far.
    var allMessages: [JSONValue] { sink.messages }

    /// The last `publishDiagnostics` for `uri`.
    func diagnostics(_ uri: String) -> JSONValue? {
        sink.messages.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }?["params"]
    }

    func codes(_ uri: String) -> [String] {
        diagnostics(uri)?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
    }

    func open(_ text: String, uri: String = "file:///work/Test.cdm", version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": .int(version), "text": .string(text)]])
    }
}

/// A fixture with a `$0` cursor marker: the text without it, and the marker's LSP position (UTF-16).
struct Marked {
    let text: String
    let offset: Int
    let position: JSONValue

    init(_ source: String) {
        guard let r = source.range(of: "$0") else { fatalError("fixture has no $0 marker") }
        text = source.replacingCharacters(in: r, with: "")
        offset = source.utf8.distance(from: source.startIndex, to: r.lowerBound)
        let p = LineIndex(text).position(of: offset, encoding: .utf16)
        position = ["line": .int(p.line), "character": .int(p.column)]
    }
}

extension TestClient {
    /// Opens the marked fixture and returns the params for a position request at its cursor.
    func openMarked(_ source: String, uri: String = "file:///work/Test.cdm") -> (Marked, JSONValue) {
        let m = Marked(source)
        open(m.text, uri: uri)
        return (m, ["textDocument": ["uri": .string(uri)], "position": m.position])
    }

    func labels(_ completion: JSONValue) -> [String] {
        completion["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }
}

/// The text a `Range` covers in `text` (UTF-16 positions).
func text(of range: JSONValue?, in text: String) -> String {
    guard let range, let sl = range["start"]?["line"]?.intValue, let sc = range["start"]?["character"]?.intValue,
        let el = range["end"]?["line"]?.intValue, let ec = range["end"]?["character"]?.intValue
    else { return "<no range>" }
    let index = LineIndex(text)
    let a = index.offset(of: LinePosition(line: sl, column: sc))
    let b = index.offset(of: LinePosition(line: el, column: ec))
    let bytes = Array(text.utf8)[a..<b]
    return String(decoding: bytes, as: UTF8.self)
}
