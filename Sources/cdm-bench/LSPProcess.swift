// The `cdm lsp` process (or another language server, for comparison) driven over real pipes: framed JSON-RPC out, messages read back as they arrive.

import CDMProtocol
import Foundation

/// A running `cdm lsp` with pipes to its standard input and output.
final class LSPProcess {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let writer: MessageWriter
    private let reader: MessageReader
    private var nextID = 1
    /// When the process was started (for the initialize round trip).
    let started: UInt64

    init(executable: String, arguments: [String] = ["lsp"]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        writer = MessageWriter(fd: input.fileHandleForWriting.fileDescriptor)
        reader = MessageReader(fd: output.fileHandleForReading.fileDescriptor)
        started = now()
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    /// The initialize params of every measurement: snippets, no generation on save unless asked,
    /// the workspace folder when given.
    static func initializeParams(rootUri: String? = nil, generateOnSave: Bool = false) -> JSONValue {
        var params: [String: JSONValue] = [
            "processId": .int(Int(getpid())), "capabilities": ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]],
            "initializationOptions": ["generateOnSave": .bool(generateOnSave)],
        ]
        if let rootUri { params["rootUri"] = .string(rootUri) }
        return .object(params)
    }

    /// A `cdm lsp` started, initialized with `params` and told `initialized`; the bench stops with the
    /// reason when it cannot start.
    static func started(_ executable: String, _ params: JSONValue = initializeParams()) -> LSPProcess {
        let server: LSPProcess
        do {
            server = try LSPProcess(executable: executable)
        } catch {
            fail("cannot start \(executable) lsp: \(error)")
        }
        _ = server.response(server.request("initialize", params))
        server.notify("initialized", [:])
        return server
    }

    /// Opens `text` at `uri` as version 1 (without waiting for its diagnostics).
    func open(_ uri: String, _ text: String) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> Int {
        let id = nextID
        nextID += 1
        writer.write(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return id
    }

    func notify(_ method: String, _ params: JSONValue) {
        writer.write(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Messages read while waiting for another one, oldest first (dropped once they are too old to matter).
    private var unclaimed: [JSONValue] = []

    /// Returns the first message, already read or still to come, that satisfies `match` (nil at end of output).
    func read(until match: (JSONValue) -> Bool) -> JSONValue? {
        if let i = unclaimed.firstIndex(where: match) { return unclaimed.remove(at: i) }
        while true {
            switch reader.next() {
            case .message(let bytes):
                guard let json = try? JSONValue(parsing: bytes) else { continue }
                if match(json) { return json }
                unclaimed.append(json)
                if unclaimed.count > 64 { unclaimed.removeFirst() }
            case .error: continue
            case .end: return nil
            }
        }
    }

    /// Waits for the response to request `id`.
    func response(_ id: Int) -> JSONValue? {
        read { $0["id"]?.intValue == id && $0["method"] == nil }
    }

    /// Waits for diagnostics of `uri` at `version`.
    func diagnostics(_ uri: String, version: Int) -> JSONValue? {
        read { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri && $0["params"]?["version"]?.intValue == version }
    }

    func shutdown() {
        let id = request("shutdown", .null)
        _ = response(id)
        notify("exit", .null)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
