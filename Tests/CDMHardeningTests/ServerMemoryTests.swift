// Issue #17, item 3 and 5: what large and many messages cost the `cdm lsp` process (`ProcessMemory`: /proc on Linux, proc_pid_rusage on Darwin).
//
// Quick variants with bodies of a few megabytes run in `swift test`; the sizes of the issue (fifty
// 50 MB bodies, one 57 MB body) in the slow group (`CDM_SLOW_TESTS=1`).

import CDMProtocol
import CDMTestSupport
import Foundation
import XCTest

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

final class ServerMemoryTests: XCTestCase {
    let uri = "file:///tmp/cdm-hostile/Memory.cdm"

    func start() throws -> ServerProcess {
        let server = try ServerProcess()
        XCTAssertEqual(server.initialize()?["result"]?["serverInfo"]?["name"], "cdm")
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": "entity A {\n  name: String\n}\n"]])
        XCTAssertNotNil(server.diagnostics(version: 1))
        return server
    }

    /// A framed notification (unknown to the server, so ignored) carrying `megabytes` of padding.
    static func padding(megabytes: Int, method: String = "custom/padding") -> [UInt8] {
        var body = Array(#"{"jsonrpc":"2.0","method":"\#(method)","params":{"pad":""#.utf8)
        body += [UInt8](repeating: UInt8(ascii: "a"), count: megabytes << 20)
        body += Array(#""}}"#.utf8)
        return MessageWriter.frame(body)
    }

    /// A framed `didOpen` of a document of `megabytes` of model text.
    static func bigOpen(megabytes: Int, uri: String) -> [UInt8] {
        var body = Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"cdm","version":1,"text":""#.utf8)
        let entity = Array(#"entity E {\n  name: String\n}\n"#.utf8)
        let count = (megabytes << 20) / 30
        body.reserveCapacity(body.count + count * entity.count + 10)
        for _ in 0..<count { body += entity }
        body += Array(#""}}}"#.utf8)
        return MessageWriter.frame(body)
    }

    func settle(_ server: ServerProcess, id: Int) {
        XCTAssertNotNil(server.request(id, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]], timeout: 120)?["result"], "the server stopped answering")
        usleep(200_000)
    }

    /// Handled messages are let go of at once: after many large notifications and a request, the
    /// server is back near where it started. Before the fix the incoming queue kept the last 1,024
    /// messages (fifty 50 MB bodies: 211 MB still held).
    func testMemoryReturnsToBaselineOnceMessagesAreHandled() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let server = try start()
        settle(server, id: 2)
        let before = try ProcessMemory(pid: server.pid)
        let (count, size) = TestScale.rounds(quick: (8, 8), full: (50, 50))
        let frame = Self.padding(megabytes: size)
        for _ in 0..<count { server.sendRaw(frame) }
        settle(server, id: 3)
        let after = try ProcessMemory(pid: server.pid)
        let held = after.rss - before.rss
        print("memory: \(count) bodies of \(size) MB: \(Int(before.rss)) MB before, \(Int(after.rss)) MB after, peak \(Int(after.peak)) MB")
        XCTAssertLessThan(held, Double(size) * 1.5, "\(Int(held)) MB still held after \(count) bodies of \(size) MB were handled")
    }

    /// One large body costs less than three times its size at the peak: a notification nobody
    /// handles. Before the fix the reader held the body in its buffer, in a copy and as a parsed
    /// string at once (one 57 MB body peaked at 918 MB with the document below).
    func testPeakMemoryOfOneLargeBodyIsUnderThreeTimesItsSize() throws {
        let size = TestScale.rounds(quick: 20, full: 57)
        try assertPeak(of: Self.padding(megabytes: size), size: size, "one \(size) MB notification")
    }

    /// A `didOpen` of a document over the size limit costs no more than the message: the document
    /// is refused with one diagnostic, not analysed.
    func testPeakMemoryOfADocumentOverTheLimitIsUnderThreeTimesItsSize() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let size = TestScale.rounds(quick: 20, full: 57)
        try assertPeak(of: Self.bigOpen(megabytes: size, uri: "file:///tmp/cdm-hostile/Huge.cdm"), size: size, "a didOpen of \(size) MB")
    }

    /// The largest answers cost the server their own bytes, not copies of the whole file: folding
    /// ranges made an array of every token (+63 MB for a 4.3 MB model of 21,398 entities), the
    /// outline a second array of LSP symbols and a buffer grown by doubling, copied behind its header.
    /// (The 20× goal of #17 is measured on the release build by `cdm-bench`; this guards the
    /// answers' share in the debug build.)
    func testFoldingAndOutlineOfALargeModelCostLittleMoreThanTheirBytes() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let entities = TestScale.rounds(quick: 6000, full: 21_398)
        let text = Models.large(entities: entities)
        let size = Double(text.utf8.count) / 1_048_576
        let server = try start()
        let large = "file:///tmp/cdm-hostile/Large.cdm"
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(large), "languageId": "cdm", "version": 7, "text": .string(text)]])
        XCTAssertNotNil(server.diagnostics(version: 7, timeout: 120), "the large model was analysed")
        let opened = try ProcessMemory(pid: server.pid).peak
        func ask(_ id: Int, _ method: String) throws -> Double {
            XCTAssertNotNil(server.request(id, method, ["textDocument": ["uri": .string(large)]], timeout: 120)?["result"], method)
            return try ProcessMemory(pid: server.pid).peak
        }
        let folding = try ask(3, "textDocument/foldingRange")
        let outline = try ask(4, "textDocument/documentSymbol")
        let tokens = try ask(5, "textDocument/semanticTokens/full")
        print(
            "memory: \(entities) entities (\(String(format: "%.1f", size)) MB): peak \(Int(opened)) MB open, \(Int(folding)) after folding, \(Int(outline)) after the outline, \(Int(tokens)) after the semantic tokens"
        )
        XCTAssertLessThan(folding - opened, 4 + 2 * size, "folding ranges raised the peak by \(Int(folding - opened)) MB")
        // The outline's JSON is about 6.3 times the file (28 MB for 4.3 MB): written as it is made, it
        // no longer counts; the analysis it assembles is about 1.6×. (Kept whole, it was 8×.)
        XCTAssertLessThan(outline - opened, 4 + 3 * size, "the outline raised the peak by \(Int(outline - opened)) MB")
        // The symbol index, an array of tokens and an `[Int]` of five per token were 10× the file.
        XCTAssertLessThan(tokens - opened, 4 + 3 * size, "the semantic tokens raised the peak by \(Int(tokens - opened)) MB")
    }

    func assertPeak(of frame: [UInt8], size: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let server = try start()
        settle(server, id: 2)
        let before = try ProcessMemory(pid: server.pid)
        server.sendRaw(frame)
        settle(server, id: 3)
        let after = try ProcessMemory(pid: server.pid)
        let growth = after.peak - before.rss
        print("memory: \(what): \(Int(before.rss)) MB before, peak \(Int(after.peak)) MB, \(Int(after.rss)) MB after")
        // The goal is under 3×; the reader now holds a body once plus its parsed string (2×).
        XCTAssertLessThan(growth, 2.5 * Double(size), "\(what) raised the peak by \(Int(growth)) MB", file: file, line: line)
    }

    /// A client that stops reading: the server blocks writing its answers, and must then stop reading
    /// too instead of queueing everything the client keeps sending (before the fix: without bound).
    func testReadingPausesWhileTheClientDoesNotRead() throws {
        MessageWriter.ignoreSIGPIPE()
        let server = try ServerProcess(readingOutput: false)
        // Answers nobody reads: each diagram is a few KB, enough to fill the pipe.
        var model = "entity A {\n  name: String\n}\n"
        for i in 0..<40 { model += "entity E\(i) {\n  name: String\n  other: E\((i + 1) % 40)? @inverse(back)\n  back: [E\((i + 39) % 40)] @inverse(other)\n}\n" }
        var frames: [UInt8] = []
        func add(_ message: JSONValue) { frames += MessageWriter.frame(message.serialized()) }
        add(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        add(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        add(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(model)]]])
        for i in 0..<100 { add(["jsonrpc": "2.0", "id": .int(10 + i), "method": "cdm/diagram", "params": ["textDocument": ["uri": .string(uri)], "format": "svg"]]) }
        let padding = Self.padding(megabytes: 1)
        let opening = frames
        let total = TestScale.rounds(quick: 150, full: 600)
        let fd = server.stdin.fileHandleForWriting.fileDescriptor
        let sent = Bounded.Unchecked(Counter())
        let writer = Thread {
            func write(_ bytes: [UInt8]) -> Bool {
                bytes.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        #if canImport(Darwin)
                            let n = Darwin.write(fd, raw.baseAddress! + offset, raw.count - offset)
                        #elseif canImport(Glibc)
                            let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                        #endif
                        if n <= 0 { return false }
                        offset += n
                    }
                    return true
                }
            }
            guard write(opening) else { return }
            for _ in 0..<total {
                guard write(padding) else { return }
                sent.value.add()
            }
        }
        writer.start()
        // Until the writer has sent everything or has been stuck for a second.
        var last = -1
        var stuckSince = Date()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            usleep(100_000)
            let now = sent.value.count
            if now == total { break }
            if now != last {
                last = now
                stuckSince = Date()
            } else if Date().timeIntervalSince(stuckSince) > 1.5 {
                break
            }
        }
        let memory = try ProcessMemory(pid: server.pid)
        print("memory: a client that stops reading: \(sent.value.count) of \(total) 1 MB messages taken, server at \(Int(memory.rss)) MB (peak \(Int(memory.peak)) MB)")
        XCTAssertLessThan(sent.value.count, total, "the server read every message while it could not write")
        XCTAssertLessThan(memory.peak, 120, "the server queued what it read while blocked: \(Int(memory.peak)) MB")
        server.process.terminate()
        server.process.waitUntilExit()
        try? server.stdin.fileHandleForWriting.close()
    }
}

/// A counter shared with a writer thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    var count: Int { lock.withLock { n } }
    func add() { lock.withLock { n += 1 } }
}
