// Streamed answers are byte for byte what their JSONValue gives: the server may write either.

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
        let symbols = (0..<20_000).map { i in
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
}
