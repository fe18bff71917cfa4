// Hostile protocol over real pipes: broken framing, non-objects, bad positions, floods and vanishing clients.
//
// Each test starts the built `cdm lsp` and checks that it answers what it must with the right
// error, ignores what it may, and keeps serving (a request after the abuse is answered).

import CDMProtocol
import Foundation
import CDMTestSupport
import XCTest

final class HostileProtocolTests: XCTestCase {
    let uri = "file:///tmp/cdm-hostile/Model.cdm"
    let text = "entity A {\n  name: String\n  b: [B] @inverse(a)\n}\n\nentity B {\n  a: A? @inverse(b)\n}\n"

    func start() throws -> ServerProcess {
        let server = try ServerProcess()
        XCTAssertEqual(server.initialize()?["result"]?["serverInfo"]?["name"], "cdm")
        return server
    }

    /// Asserts the server still answers a request (and returns the answer).
    @discardableResult
    func assertServing(_ server: ServerProcess, id: Int, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        let answer = server.request(id, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        XCTAssertNotNil(answer, "the server stopped answering", file: file, line: line)
        return answer
    }

    func open(_ server: ServerProcess, _ text: String? = nil) {
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text ?? self.text)]])
        XCTAssertNotNil(server.diagnostics(version: 1))
    }

    // MARK: - Framing

    func testBadContentLengthHeadersAreSkipped() throws {
        let server = try start()
        open(server)
        let body = #"{"jsonrpc":"2.0","id":500,"method":"shutdown"}"#
        let frames = [
            "Content-Type: application/vscode-jsonrpc\r\n\r\n\(body)",  // missing
            "Content-Length: -5\r\n\r\n\(body)",  // negative
            "Content-Length: twelve\r\n\r\n\(body)",  // non-numeric
            "Content-Length: 0x20\r\n\r\n\(body)",
            "Content-Length: 99999999999999999999999\r\n\r\n\(body)",  // overflows Int
            "Content-Length:\r\n\r\n\(body)",
            "Content-Length: 1 2\r\n\r\n\(body)",
        ]
        for (i, frame) in frames.enumerated() {
            server.sendRaw(frame)
            // The broken message is not taken for a shutdown; the next one is read.
            assertServing(server, id: 10 + i)
        }
        XCTAssertFalse(server.pending().contains { $0["id"]?.intValue == 500 }, "a message with a broken header was executed")
        XCTAssertEqual(server.request(99, "shutdown", .null)?["result"], .null)
    }

    func testContentLengthLargerThanTheBody() throws {
        let server = try start()
        open(server)
        // The declared length swallows the start of the next message: the body is not JSON (a
        // parse error with a null id), and the reader finds its feet at the next header.
        server.sendRaw("Content-Length: 120\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}")
        for id in 3..<8 { server.send(["jsonrpc": "2.0", "id": .int(id), "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": .string(uri)]]]) }
        let parseError = server.wait { $0["error"]?["code"]?.intValue == RPCError.Code.parseError }
        XCTAssertEqual(parseError?["id"], .null)
        XCTAssertNotNil(server.response(7), "requests after the broken one are answered")
        assertServing(server, id: 20)
        XCTAssertNil(server.pending().first { $0["id"]?.intValue == 2 }, "the swallowed shutdown was not executed")
    }

    func testContentLengthOverAHundredMegabytes() throws {
        let server = try start()
        open(server)
        // A body declared (and sent) at 100 MB + 1 is skipped by streaming, never buffered.
        let size = 100 * 1_048_576 + 1
        let before = try server.residentMB
        server.sendRaw("Content-Length: \(size)\r\n\r\n")
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<100 { server.sendRaw(chunk) }
        server.sendRaw([UInt8(ascii: "x")])
        assertServing(server, id: 2)
        XCTAssertLessThan(try server.residentMB - before, 64, "the skipped body was buffered")

        // A 100 MB+ declaration whose body never comes, then the client leaves: the server ends.
        server.sendRaw("Content-Length: \(size)\r\n\r\n{\"jsonrpc\"")
        server.closeInput()
        XCTAssertNotNil(server.exitStatus(timeout: 2))
    }

    func testBodiesThatAreNotRequestObjects() throws {
        let server = try start()
        for body in ["[1,2,3]", "[]", "42", "null", "\"text\"", "true", #"[{"jsonrpc":"2.0","id":3,"method":"shutdown"}]"#] {
            server.sendBody(body)
            let answer = server.wait { $0["error"] != nil }
            XCTAssertEqual(answer?["error"]?["code"]?.intValue, RPCError.Code.invalidRequest, body)
            XCTAssertEqual(answer?["id"], .null, body)
        }
        // Not JSON at all, and JSON with trailing garbage.
        for body in ["{", "{\"a\":1}}", "\u{FEFF}{}", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\"", String(repeating: "[", count: 100_000)] {
            server.sendBody(body)
            XCTAssertEqual(server.wait { $0["error"] != nil }?["error"]?["code"]?.intValue, RPCError.Code.parseError, String(body.prefix(40)))
        }
        assertServing(server, id: 50)
    }

    func testRequestsWithoutAValidMethod() throws {
        let server = try start()
        let cases: [(String, JSONValue)] = [
            (#"{"jsonrpc":"2.0","id":7}"#, 7),
            (#"{"jsonrpc":"2.0","id":8,"params":{}}"#, 8),
            (#"{"jsonrpc":"2.0","id":9,"method":42}"#, 9),
            (#"{"jsonrpc":"2.0","id":"ten","method":null}"#, "ten"),
            (#"{"jsonrpc":"1.0","id":11,"method":"shutdown"}"#, 11),
            (#"{"jsonrpc":"2.0","id":12,"method":"shutdown","params":5}"#, 12),
            (#"{"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"}"#, .null),
        ]
        for (body, id) in cases {
            server.sendBody(body)
            let answer = server.wait { $0["error"] != nil }
            XCTAssertEqual(answer?["error"]?["code"]?.intValue, RPCError.Code.invalidRequest, body)
            XCTAssertEqual(answer?["id"], id, body)
        }
        // A notification without a method is ignored (nothing to answer), an unknown one too.
        server.sendBody(#"{"jsonrpc":"2.0","params":{}}"#)
        server.notify("cdm/noSuchNotification", [:])
        assertServing(server, id: 40)
        XCTAssertEqual(server.request(41, "cdm/noSuchMethod", [:])?["error"]?["code"]?.intValue, RPCError.Code.methodNotFound)
    }

    // MARK: - Positions and edits

    func testPositionsPastTheEndNegativeAndInsideSurrogatePairs() throws {
        let server = try start()
        let text = "entity A😀😀 {\n  name: String\n}\n"
        open(server, text)
        let positions: [JSONValue] = [
            ["line": 1000, "character": 0], ["line": 1, "character": 10_000], ["line": -1, "character": 0],
            ["line": 0, "character": -5], ["line": -3, "character": -3],
            ["line": 0, "character": 9], ["line": 0, "character": 11],  // inside the two surrogate pairs
            ["line": .int(Int.max), "character": .int(Int.max)], ["line": 0, "character": 1.5], ["line": "0", "character": 0],
        ]
        var id = 100
        for position in positions {
            for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references", "textDocument/documentHighlight", "cdm/inverse"] {
                id += 1
                let answer = server.request(id, method, ["textDocument": ["uri": .string(uri)], "position": position, "context": ["includeDeclaration": true]])
                XCTAssertNotNil(answer, "\(method) \(position)")
                if let code = answer?["error"]?["code"]?.intValue {
                    XCTAssertEqual(code, RPCError.Code.invalidParams, "\(method) at \(position): only a malformed position is an error")
                }
            }
        }
        // A change that starts inside a surrogate pair edits whole characters.
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": ["start": ["line": 0, "character": 9], "end": ["line": 0, "character": 11]], "text": "B"]],
            ])
        let diagnostics = server.diagnostics(version: 2)
        XCTAssertNotNil(diagnostics)
        assertServing(server, id: 999)
    }

    func testChangeWhoseRangeEndsBeforeItStarts() throws {
        let server = try start()
        open(server, "entity A {\n  name: Strin\n}\n")
        // end (1:8) before start (1:13): taken as the range between them, so `Strin` becomes `String`.
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": ["start": ["line": 1, "character": 13], "end": ["line": 1, "character": 8]], "text": "String"]],
            ])
        XCTAssertEqual(server.diagnostics(version: 2)?["diagnostics"], [], "the reversed range replaced the misspelt type")
        // A reversed range across lines, and one with an end past the end of the document.
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 3],
                "contentChanges": [["range": ["start": ["line": 2, "character": 1], "end": ["line": 0, "character": 10]], "text": "\n  other: Int16 = 1\n}"]],
            ])
        XCTAssertEqual(server.diagnostics(version: 3)?["diagnostics"], [])
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 4],
                "contentChanges": [["range": ["start": ["line": 99, "character": 0], "end": ["line": -1, "character": 0]], "text": "entity Z { z: String }\n"]],
            ])
        XCTAssertEqual(server.diagnostics(version: 4)?["diagnostics"], [])
        let symbols = assertServing(server, id: 5)?["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
        XCTAssertEqual(symbols, ["Z"], "the whole text was replaced")
    }

    func testTenThousandChangesWithoutWaitingThenARequest() throws {

        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let server = try start()
        open(server, "")
        // Typing 10,000 characters, one notification each, without reading anything back.
        var typed = ""
        var line = 0
        var column = 0
        var batch: [UInt8] = []
        var version = 1
        let pieces = (0..<2000).map { "entity E\($0) {}\n" }.joined()
        for ch in pieces.unicodeScalars.prefix(10_000) {
            version += 1
            let position: JSONValue = ["line": .int(line), "character": .int(column)]
            let change: JSONValue = [
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": .string(uri), "version": .int(version)],
                    "contentChanges": [["range": ["start": position, "end": position], "text": .string(String(ch))]],
                ],
            ]
            batch += MessageWriter.frame(change.serialized())
            typed.unicodeScalars.append(ch)
            if ch == "\n" {
                line += 1
                column = 0
            } else {
                column += 1
            }
            if batch.count > 64 << 10 {
                server.sendRaw(batch)
                batch.removeAll()
            }
        }
        server.sendRaw(batch)
        let started = Date()
        let answer = server.request(2, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]], timeout: 60)
        let names = answer?["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        let expected = Set(typed.components(separatedBy: "\n").filter { $0.hasSuffix("{}") }.map { $0.dropFirst("entity ".count).prefix { $0 != " " } }.map(String.init))
        XCTAssertEqual(Set(names), expected, "the answer is for the final text")
        XCTAssertGreaterThan(names.count, 600)
        let final = server.diagnostics(version: version, timeout: 60)
        XCTAssertNotNil(final, "diagnostics are published for the last version")
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        // Older versions are never published after the last one.
        XCTAssertFalse(server.pending().contains { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && ($0["params"]?["version"]?.intValue ?? 0) < version })
    }

    // MARK: - Strings

    func testUnpairedSurrogatesOverThePipe() throws {
        let server = try start()
        server.sendBody(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/cdm-hostile/Model.cdm","languageId":"cdm","version":1,"text":"entity \ud800A {\n  n: String\n}\n\udc00"}}}"#
        )
        let diagnostics = server.diagnostics(version: 1)?["diagnostics"]?.arrayValue ?? []
        XCTAssertTrue(diagnostics.contains { $0["code"]?.stringValue == "invalid-character" }, "\(diagnostics)")
        // Invalid UTF-8 in the body is replaced too, not a reason to drop the message.
        var body = Array(
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/cdm-hostile/Model.cdm"},"position":{"line":0,"character":8}},"x":"#
                .utf8)
        body += [0x22, 0xFF, 0xFE, 0xC0, 0x22, 0x7D]
        server.sendRaw(MessageWriter.frame(body))
        XCTAssertNotNil(server.response(3))
        assertServing(server, id: 4)
    }

    // MARK: - The client goes away

    func testClientDisappearsMidMessage() throws {
        for partial in ["Content-Length: 100\r\n\r\n{\"jsonrpc\":\"2.0\",", "Content-Len", "Content-Length: 5\r\n"] {
            let server = try start()
            open(server)
            server.sendRaw(partial)
            try? server.stdout.fileHandleForReading.close()
            let closed = Date()
            server.closeInput()
            XCTAssertNotNil(server.exitStatus(timeout: 1), "the server outlived its client by more than a second")
            XCTAssertLessThan(Date().timeIntervalSince(closed), 1.5)
            // Reaped: no zombie left behind. A zombie still has its pid; a reaped process has none
            // (kill(pid, 0) fails with ESRCH), on Linux and Darwin alike.
            usleep(50_000)
            let signalled = kill(server.pid, 0)
            XCTAssertTrue(signalled == -1 && errno == ESRCH, "the server is a zombie")
        }
    }

    func testClientDisappearsWhileTheServerIsBusy() throws {
        let server = try ServerProcess(readingOutput: false)
        server.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        // Read the answer by hand (no reader thread), so the server is serving before the work comes.
        var received = Data()
        while !String(decoding: received, as: UTF8.self).contains("serverInfo") {
            let chunk = server.stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += chunk
        }
        server.notify("initialized", [:])
        // A large document keeps the server analysing while the client vanishes.
        var big = ""
        for i in 0..<3000 { big += "entity E\(i) {\n  name: String\n}\n" }
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(big)]])
        for i in 0..<300 {
            server.send([
                "jsonrpc": "2.0", "id": .int(100 + i), "method": "textDocument/completion",
                "params": ["textDocument": ["uri": .string(uri)], "position": ["line": .int(i % 3000), "character": 8]],
            ])
        }
        try? server.stdout.fileHandleForReading.close()
        server.closeInput()
        // Regression: it answered every queued request into the closed pipe before noticing.
        let gone = Date()
        XCTAssertNotNil(server.exitStatus(timeout: 10), "the server kept running without a client")
        XCTAssertLessThan(Date().timeIntervalSince(gone), isDebugBuild ? 5 : 1)
    }
}
