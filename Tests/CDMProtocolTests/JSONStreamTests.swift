// Streamed answers are byte for byte what their JSONValue gives: the server may write either.

import Foundation
import CDMTestSupport
import XCTest

@testable import CDMProtocol

final class JSONStreamTests: XCTestCase {
    func range(_ a: Int, _ b: Int) -> LSP.Range {
        LSP.Range(start: LSP.Position(line: a, character: b), end: LSP.Position(line: a + 1, character: 0))
    }

    func testDocumentSymbolsStreamAsTheirJSON() throws {
        let leaf = LSP.DocumentSymbol(name: "name \"quoted\" é", detail: "String?", kind: 8, range: range(2, 2), selectionRange: range(2, 2))
        let bare = LSP.DocumentSymbol(name: "E", kind: 5, range: range(0, 0), selectionRange: range(0, 7))
        let parent = LSP.DocumentSymbol(name: "Note", detail: nil, kind: 5, range: range(1, 0), selectionRange: range(1, 7), children: [leaf, bare])
        let symbols = [parent, bare, LSP.DocumentSymbol(name: "Empty", kind: 5, range: range(9, 0), selectionRange: range(9, 0), children: [])]
        var out = JSONStream()
        symbols.writeJSON(to: &out)
        XCTAssertEqual(String(decoding: out.bytes, as: UTF8.self), String(decoding: try JSONValue(encoding: symbols).serialized(), as: UTF8.self))
    }

    func testSemanticTokensStreamAsTheirJSON() throws {
        for tokens in [LSP.SemanticTokens(resultId: "7", data: [0, 1, 2, 3, 0, 1, -1, 40, 2, 1]), LSP.SemanticTokens(data: [])] {
            var out = JSONStream()
            tokens.writeJSON(to: &out)
            XCTAssertEqual(out.bytes, try JSONValue(encoding: tokens).serialized())
        }
    }

    func testStreamedResponsesAreTheResponseBody() throws {
        let tokens = LSP.SemanticTokens(resultId: "1", data: [0, 0, 4, 1, 0])
        for id in [RequestID.int(12), RequestID.string("a\"b")] {
            let streamed = RPCMessage.responseBytes(id: id, result: tokens)
            XCTAssertEqual(streamed, RPCMessage.responseBody(id: id, result: try JSONValue(encoding: tokens)).serialized())
            XCTAssertEqual(try JSONValue(parsing: streamed)["result"]?["data"], [0, 0, 4, 1, 0])
        }
    }

    /// An answer of several megabytes is kept in pieces of about a megabyte; joined, they are the
    /// bytes its `JSONValue` gives.
    func testLongAnswersComeInPiecesThatJoinToTheirJSON() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        // Enough for four pieces of a megabyte (20,000 made eight: the comparison with the
        // `JSONValue` tree is what takes the time).
        let symbols = (0..<10_000).map { i in
            LSP.DocumentSymbol(
                name: "Entity\(i)", detail: i % 3 == 0 ? nil : "String?", kind: 5, range: range(i, 0), selectionRange: range(i, 7),
                children: [LSP.DocumentSymbol(name: "name", detail: "String", kind: 8, range: range(i, 2), selectionRange: range(i, 2))])
        }
        let chunks = RPCMessage.responseChunks(id: .int(3), result: symbols)
        XCTAssertGreaterThan(chunks.count, 3)
        for chunk in chunks.dropLast() {
            XCTAssertGreaterThanOrEqual(chunk.count, JSONStream.chunkCapacity * 15 / 16)
            XCTAssertLessThanOrEqual(chunk.capacity, JSONStream.chunkCapacity * 2, "a piece grows at most once")
        }
        let joined = Array(chunks.joined())
        XCTAssertEqual(joined, RPCMessage.responseBody(id: .int(3), result: try JSONValue(encoding: symbols)).serialized())
        XCTAssertEqual(joined, RPCMessage.responseBytes(id: .int(3), result: symbols))
    }

    func testFoldingRangesStreamAsTheirJSON() throws {
        let ranges = [LSP.FoldingRange(startLine: 1, endLine: 4), LSP.FoldingRange(startLine: 5, endLine: 9, kind: LSP.FoldingRangeKind.comment)]
        var out = JSONStream()
        ranges.writeJSON(to: &out)
        XCTAssertEqual(out.bytes, try JSONValue(encoding: ranges).serialized())
    }

    /// Over two pieces of a megabyte (`testAnswersOverTheLimitAreCountedThenWrittenAsTheyAreMade`).
    static let manySymbols = (0..<14_000).map { i in
        LSP.DocumentSymbol(
            name: "Entity\(i)", detail: "String?", kind: 5, range: LSP.Range(start: LSP.Position(line: i, character: 0), end: LSP.Position(line: i, character: 9)),
            selectionRange: LSP.Range(start: LSP.Position(line: i, character: 0), end: LSP.Position(line: i, character: 7)))
    }

    /// An answer longer than the limit is counted, then written as it is made: the message is the
    /// one kept whole, on a pipe and in memory, and a short one is written at once.
    func testAnswersOverTheLimitAreCountedThenWrittenAsTheyAreMade() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let expected = RPCMessage.responseBytes(id: .int(4), result: Self.manySymbols)
        XCTAssertGreaterThan(expected.count, 2 * JSONStream.chunkCapacity)
        for limit in [0, JSONStream.chunkCapacity, 64 << 20] {
            let sink = InMemoryMessageSink()
            XCTAssertTrue(RPCMessage.sendResponse(id: .int(4), result: Self.manySymbols, to: sink, keepLimit: limit))
            XCTAssertEqual(sink.bodies, [expected], "limit \(limit)")
        }
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let (readEnd, writeEnd) = (fds[0], fds[1])
        defer { close(readEnd) }
        let writer = MessageWriter(fd: writeEnd)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            RPCMessage.sendResponse(id: .int(4), result: Self.manySymbols, to: writer, keepLimit: 0)
            writer.write(Array("{}".utf8))
            close(writeEnd)
            done.signal()
        }
        let reader = MessageReader(fd: readEnd)
        guard case .message(let body) = reader.next(), case .message(let next) = reader.next() else { return XCTFail("two messages expected") }
        done.wait()
        XCTAssertEqual(body, expected)
        XCTAssertEqual(next, Array("{}".utf8))
    }

    /// A result that writes more or fewer bytes the second time (none does) still leaves every
    /// message framed: the answer is cut or padded with spaces to the length counted.
    func testAnAnswerThatChangesLengthKeepsTheFraming() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        final class Changing: JSONStreamable, @unchecked Sendable {
            var passes = 0
            let lengths: [Int]
            init(_ lengths: [Int]) { self.lengths = lengths }
            func writeJSON(to out: inout JSONStream) {
                let n = lengths[min(passes, lengths.count - 1)]
                passes += 1
                out.array(0..<n) { out, i in out.int(i % 10) }
            }
        }
        for lengths in [[600_000, 500_000], [600_000, 700_000]] {
            let (path, fd) = temporaryFile("changing")
            defer {
                close(fd)
                unlink(path)
            }
            let writer = MessageWriter(fd: fd)
            let result = Changing(lengths)
            XCTAssertTrue(RPCMessage.sendResponse(id: .int(1), result: result, to: writer, keepLimit: 1000))
            XCTAssertEqual(result.passes, 2)
            XCTAssertTrue(writer.write(Array("{\"after\":true}".utf8)))
            XCTAssertEqual(lseek(fd, 0, SEEK_SET), 0)
            let reader = MessageReader(fd: fd)
            guard case .message(let first) = reader.next(), case .message(let second) = reader.next() else { return XCTFail("two messages expected") }
            // The length counted on the first pass.
            XCTAssertEqual(first.count, RPCMessage.responseBytes(id: .int(1), result: Changing([600_000])).count, "\(lengths)")
            if lengths[1] < lengths[0] { XCTAssertEqual(first.last, UInt8(ascii: " ")) }
            XCTAssertEqual(String(decoding: second, as: UTF8.self), "{\"after\":true}", "\(lengths)")
        }
    }

    func temporaryFile(_ name: String) -> (String, Int32) {
        let path = NSTemporaryDirectory() + "cdm-stream-\(name)-\(getpid())"
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        return (path, fd)
    }
}
