// What reading a `didChange` costs (framing, parsing, decoding) and what writing the largest results costs (`--decode-bench`).

import CDMProtocol
import CDMServer
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// `cdm-bench --decode-bench [N]`.
///
/// Reading: a one-character `didChange` with a range, N times (100,000 by default), and a
/// whole-document `didChange` of 400 KB, each framed and read as the server's reader thread reads
/// it. "untyped" is what the server did before its messages were typed (classify the message on
/// both threads, then subscript the JSON), kept here as the reference; "typed" is the server's
/// own decoding (`LanguageServer.decodeForMeasurement`).
///
/// Writing: the largest results of a 10,000-entity model in process, serialized (documentSymbol,
/// semanticTokens/full, foldingRange, codeLens, and a publishDiagnostics of 10,000 diagnostics),
/// with the peak of resident memory each one adds.
enum DecodeBench {
    static func run(iterations: Int) {
        // As `LanguageServer.run` does: blocks of 1 MB and more are mapped, smaller ones come from the heap.
        _ = libc("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self).map { $0(-3, 1 << 20) }
        reading(iterations: iterations)
        writing(entities: 10_000)
    }

    // MARK: - Reading

    static func reading(iterations: Int) {
        let keystroke: JSONValue = [
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": "file:///work/Project/Model.cdm", "version": 4242],
                "contentChanges": [
                    [
                        "range": ["start": ["line": 1234, "character": 17], "end": ["line": 1234, "character": 17]],
                        "rangeLength": 0, "text": "a",
                    ]
                ],
            ],
        ]
        var text = SyntheticModel.text(entities: 1000)
        while text.utf8.count < 400_000 { text += text }
        text = String(decoding: Array(text.utf8)[0..<400_000], as: UTF8.self)
        let whole: JSONValue = [
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": ["textDocument": ["uri": "file:///work/Project/Model.cdm", "version": 4243], "contentChanges": [["text": .string(text)]]],
        ]
        let wholeCount = max(1, iterations / 500)
        print("reading didChange: \(iterations) one-character changes, \(wholeCount) whole documents of 400 KB; best of 5 (load \(loadAverage()))")
        for (name, message, n) in [("one character", keystroke, iterations), ("whole document (400 KB)", whole, wholeCount)] {
            let framed = MessageWriter.frame(message.serialized())
            let perStream = min(n, 1000)
            let stream = Array(repeating: framed, count: perStream).flatMap { $0 }
            let rounds = max(1, n / perStream)
            let paths: [(String, ([UInt8]) -> Bool)] = [("untyped", untyped), ("typed", typed)]
            var best = [Double](repeating: .infinity, count: paths.count)
            // Five rounds, the two paths taking turns to go first; the best round of each.
            for round in 0..<5 {
                for k in (round % 2 == 0 ? [0, 1] : [1, 0]) {
                    let (path, decode) = paths[k]
                    var count = 0
                    let start = now()
                    for _ in 0..<rounds {
                        let reader = MessageReader(source: InMemoryByteSource(stream))
                        while case .message(let bytes) = reader.next() {
                            if decode(bytes) { count += 1 }
                        }
                    }
                    let elapsed = Double(now() - start)
                    precondition(count == rounds * perStream, "\(path) did not decode \(name)")
                    best[k] = min(best[k], elapsed / Double(count))
                }
            }
            for (k, (path, _)) in paths.enumerated() {
                let shown = best[k] >= 100_000 ? String(format: "%.1f µs", best[k] / 1000) : String(format: "%.0f ns", best[k])
                print("  \(name), \(path): \(shown) a message")
            }
        }
        decodingOnly(keystroke, iterations: iterations)
    }

    /// Decoding alone, from the parsed JSON of the one-character change: `iterations` times each
    /// way, the best of five rounds.
    static func decodingOnly(_ message: JSONValue, iterations: Int) {
        let paths: [(String, (JSONValue) -> Bool)] = [("untyped", untyped), ("typed", { LanguageServer.decodeForMeasurement($0) == "textDocument/didChange" })]
        var best = [Double](repeating: .infinity, count: paths.count)
        for round in 0..<5 {
            for k in (round % 2 == 0 ? [0, 1] : [1, 0]) {
                var count = 0
                let start = now()
                for _ in 0..<iterations where paths[k].1(message) { count += 1 }
                precondition(count == iterations)
                best[k] = min(best[k], Double(now() - start) / Double(iterations))
            }
        }
        for (k, (path, _)) in paths.enumerated() {
            print("  one character, decoding only (parsed JSON → params), \(path): \(String(format: "%.0f ns", best[k])) a message")
        }
    }

    /// The server before typed messages: the reader thread parsed and classified the message (for
    /// a request id and `$/cancelRequest`), the handler thread classified it again, switched on the
    /// method's name and read the fields by subscript.
    static func untyped(_ body: [UInt8]) -> Bool {
        guard let json = try? JSONValue(parsing: body) else { return false }
        return untyped(json)
    }

    static func untyped(_ json: JSONValue) -> Bool {
        var request: RequestID?
        if case .request(let id, _, _) = RPCMessage(json: json) { request = id }
        if json["method"]?.stringValue == "$/cancelRequest", json["params"]?["id"].flatMap(RequestID.init(json:)) != nil { return false }
        guard request == nil, case .notification(let method, let params) = RPCMessage(json: json), method == "textDocument/didChange" else { return false }
        let p = params ?? .null
        guard let uri = p["textDocument"]?["uri"]?.stringValue else { return false }
        var changes: [(String, (Int, Int, Int, Int)?)] = []
        for change in p["contentChanges"]?.arrayValue ?? [] {
            guard let text = change["text"]?.stringValue else { continue }
            if let range = change["range"], !range.isNull {
                guard let a = range["start"], let b = range["end"], let al = a["line"]?.intValue, let ac = a["character"]?.intValue,
                    let bl = b["line"]?.intValue, let bc = b["character"]?.intValue
                else { continue }
                changes.append((text, (al, ac, bl, bc)))
            } else {
                changes.append((text, nil))
            }
        }
        let version = p["textDocument"]?["version"]?.intValue
        return !uri.isEmpty && !changes.isEmpty && version != nil
    }

    /// The server now: the reader thread parses the body and decodes it into its typed message.
    static func typed(_ body: [UInt8]) -> Bool {
        LanguageServer.decodeForMeasurement(body) == "textDocument/didChange"
    }

    // MARK: - Writing

    /// Counts what the server writes and keeps none of it.
    final class CountingSink: MessageSink, @unchecked Sendable {
        var bytes = 0
        func write(_ body: [UInt8]) -> Bool {
            bytes += body.count
            return true
        }
    }

    static func writing(entities n: Int) {
        print("writing results of a \(n)-entity model, in process, serialized: median of 5 (load \(loadAverage()))")
        let clean = SyntheticModel.text(entities: n)
        // One unknown type in every entity: a publishDiagnostics of n diagnostics.
        let broken = clean.replacingOccurrences(of: #"(  link[0-9]*): URL\?\n"#, with: "$1: Link?\n", options: .regularExpression)
        for (label, text) in [("clean", clean), ("one error per entity", broken)] {
            let sink = CountingSink()
            let server = LanguageServer(output: sink)
            let uri = "file:///bench/Bench.cdm"
            server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": LSPProcess.initializeParams()])
            server.handle(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
            server.handle([
                "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]],
            ])
            let document: JSONValue = ["textDocument": ["uri": .string(uri)]]
            var id = 10
            var cases: [(String, () -> Void)] = []
            if label == "clean" {
                for method in ["textDocument/documentSymbol", "textDocument/semanticTokens/full", "textDocument/foldingRange", "textDocument/codeLens"] {
                    cases.append(
                        (
                            method,
                            {
                                id += 1
                                server.handle(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": document])
                            }
                        ))
                }
            } else {
                var version = 1
                cases.append(
                    (
                        "didChange + publishDiagnostics (\(n) diagnostics)",
                        {
                            // Type a letter into the first entity's name and take it out again: two publications.
                            for (start, end, text) in [(8, 8, "x"), (8, 9, "")] {
                                version += 1
                                let range: JSONValue = ["start": ["line": 4, "character": .int(start)], "end": ["line": 4, "character": .int(end)]]
                                server.handle([
                                    "jsonrpc": "2.0", "method": "textDocument/didChange",
                                    "params": ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["range": range, "text": .string(text)]]],
                                ])
                            }
                        }
                    ))
            }
            for (name, body) in cases {
                body()  // warm up (the first request assembles the analysis)
                var samples = Samples()
                var peak: Int? = 0
                for _ in 0..<5 {
                    // Give freed memory back first, so the peak is this request's own.
                    _ = libc("malloc_trim", as: (@convention(c) (Int) -> Int32).self).map { $0(0) }
                    let before = memoryKilobytes()?.current
                    let reset = resetPeakResident()
                    sink.bytes = 0
                    let start = now()
                    body()
                    samples.add(milliseconds(start, now()))
                    if let p = peak, reset, let before, let after = memoryKilobytes()?.peak { peak = max(p, after - before) } else { peak = nil }
                }
                print("  \(name): \(ms(samples.median)) ms, \(sink.bytes / 1000) KB written, resident peak \(peak.map { "+\($0 / 1024) MB" } ?? "not measured")")
            }
            withExtendedLifetime(server) {}
        }
    }

    /// A glibc function Swift's Glibc module does not import (malloc.h), looked up by name; nil on
    /// Darwin, whose allocator has no such tuning (`mallopt`, `malloc_trim`).
    static func libc<F>(_ name: String, as type: F.Type) -> F? {
        #if canImport(Glibc)
            return dlsym(nil, name).map { unsafeBitCast($0, to: type) }
        #else
            return nil
        #endif
    }

    /// Makes `VmHWM` start again from the current resident size (Linux: `clear_refs` 5); false where
    /// the peak cannot be reset (Darwin's lifetime maximum cannot), so no per-request peak is printed.
    static func resetPeakResident() -> Bool {
        #if canImport(Glibc)
            guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
            handle.write(Data("5".utf8))
            try? handle.close()
            return true
        #else
            return false
        #endif
    }
}
