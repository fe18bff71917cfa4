// Fuzz target `rpc`: arbitrary bytes through the Content-Length reader, the JSON parser and JSON-RPC classification.
//
// The first byte picks how the stream is delivered (1 to 64 bytes per read, or all at once) and the
// size limit; the rest is the stream. Checked:
// - the reader always ends, and every event but `.end` consumes input (no event loop without progress);
// - a message is never longer than the limit;
// - a body that parses as JSON serializes and parses back to the same value (numbers compared by
//   value: an integral double is written as an integer, a non-finite one as null), and its
//   serialization is stable;
// - the events do not depend on how the input is cut into reads or on the reader's buffer size;
// - JSON-RPC classification and decoding of the LSP parameter types never trap, and a request or
//   notification rebuilt from the classification classifies the same way.

import CDMProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRPC(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(fuzzBytes(data, size))
    let mode = input.byte()
    let chunkSize = mode & 0x80 != 0 ? Int.max : 1 + Int(mode & 0x3F)
    let limit = mode & 0x40 != 0 ? 64 : 4096
    let stream = input.rest()
    let reader = MessageReader(source: InMemoryByteSource(stream, chunkSize: chunkSize), maxMessageSize: limit, chunkSize: 1 + Int(mode & 0x0F) * 7)

    // The same stream read at once with a large buffer: the events must be the same whatever the
    // sizes of reads and buffer (bodies over four buffers are read straight into their own array).
    let reference = MessageReader(source: InMemoryByteSource(stream), maxMessageSize: limit)
    var events = 0
    loop: while true {
        events += 1
        // Every event but the last consumes at least one byte (a header line or a body).
        fuzzCheck(events <= stream.count + 2, "the reader produced \(events) events from \(stream.count) bytes")
        let event = reader.next()
        let expected = reference.next()
        fuzzCheck(event == expected, "event \(events) is \(event) read in pieces, \(expected) read at once")
        switch event {
        case .end:
            // `.end` is sticky.
            fuzzCheck(reader.next() == .end, "end of input is not sticky")
            break loop
        case .error:
            continue
        case .message(let body):
            fuzzCheck(body.count <= limit, "a message of \(body.count) bytes passed the \(limit)-byte limit")
            check(body)
        }
    }
    return 0
}

func check(_ body: [UInt8]) {
    guard let json = try? JSONValue(parsing: body) else { return }
    let serialized = json.serialized()
    guard let again = try? JSONValue(parsing: serialized) else {
        fuzzFail("the serialization of a parsed value does not parse: \(String(decoding: serialized, as: UTF8.self))")
    }
    fuzzCheck(sameJSON(again, json), "parse ∘ serialize changed the value: \(String(decoding: serialized, as: UTF8.self))")
    fuzzCheck(again.serialized() == serialized, "serialization is not stable")
    _ = MessageWriter.frame(serialized)

    let message = RPCMessage(json: json)
    if let rebuilt = message.json {
        let reclassified = RPCMessage(json: rebuilt)
        fuzzCheck(reclassified.json == rebuilt, "a rebuilt message classifies differently")
    }
    var params: JSONValue = .null
    switch message {
    case .request(_, _, let p), .notification(_, let p): params = p ?? .null
    default: params = json["params"] ?? .null
    }
    _ = try? params.decode(as: LSP.InitializeParams<JSONValue>.self)
    _ = try? params.decode(as: LSP.DidOpenTextDocumentParams.self)
    _ = try? params.decode(as: LSP.DidChangeTextDocumentParams.self)
    _ = try? params.decode(as: LSP.DidSaveTextDocumentParams.self)
    _ = try? params.decode(as: LSP.TextDocumentPositionParams.self)
    _ = try? params.decode(as: LSP.CompletionParams.self)
    _ = try? params.decode(as: LSP.CodeActionParams.self)
    _ = try? params.decode(as: LSP.RenameParams.self)
    _ = try? params.decode(as: LSP.ExecuteCommandParams.self)
    _ = try? params.decode(as: LSP.CancelParams.self)
    _ = try? params.decode(as: LSP.DidChangeConfigurationParams<JSONValue>.self)
    _ = try? params.decode(as: [String: JSONValue].self)
    _ = try? params.decode(as: [Int].self)
    _ = try? json.decode(as: RPCError.self)
}

/// Structural equality, with numbers compared by value (`1000.0` is written, and read back, as
/// `1000`) and a non-finite double (`1e999`) equal to the `null` it is written as.
func sameJSON(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.double(let d), .null), (.null, .double(let d)): return !d.isFinite
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { sameJSON($0, $1) }
    case (.object(let x), .object(let y)):
        return x.count == y.count && x.allSatisfy { key, value in y[key].map { sameJSON(value, $0) } ?? false }
    default: return a == b
    }
}
