// Issue 30, part 4: a cancellation lives only as long as the queued request it names, whatever ids the client reuses.

import CDMProtocol
import CDMTestSupport
import Foundation
import XCTest

@testable import CDMServer

final class CancellationTests: XCTestCase {
    let uri = "file:///hostile/Cancel.cdm"

    func start(_ text: String) throws -> ServerProcess {
        let server = try ServerProcess()
        XCTAssertNotNil(server.initialize())
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
        return server
    }

    func frame(_ message: JSONValue) -> [UInt8] { MessageWriter.frame(message.serialized()) }

    func outline(_ id: Int) -> JSONValue {
        ["jsonrpc": "2.0", "id": .int(id), "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": .string(uri)]]]
    }

    func cancel(_ id: Int) -> JSONValue { ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .int(id)]] }

    /// The issue: 10,000 requests each followed by its cancel, then ids 1 and 5000 used again. Every
    /// request gets one answer (cancelled or not), and the new ones are served.
    func testReusedIDsAfterManyCancelledRequestsAreServed() throws {
        let count = TestScale.rounds(quick: 2_000, full: 10_000)
        let server = try start("entity A {\n  b: String\n}\n")
        var bytes: [UInt8] = []
        for id in 1...count { bytes += frame(outline(id)) + frame(cancel(id)) }
        // Ids 1 and `count / 2` again, straight after, while the first round may still be queued.
        bytes += frame(outline(1)) + frame(outline(count / 2))
        server.sendRaw(bytes)
        var answers: [Int: [JSONValue]] = [:]
        for _ in 0..<(count + 2) {
            guard let answer = server.wait(timeout: 60, { $0["id"]?.intValue != nil && $0["method"] == nil }), let id = answer["id"]?.intValue else {
                return XCTFail("\(answers.values.map(\.count).reduce(0, +)) answers of \(count + 2)")
            }
            answers[id, default: []].append(answer)
        }
        XCTAssertEqual(answers.count, count, "one answer per id (two for the reused ones)")
        for id in [1, count / 2] {
            XCTAssertEqual(answers[id]?.count, 2, "id \(id)")
            XCTAssertNotNil(answers[id]?.last?["result"], "id \(id) used again was answered \(String(describing: answers[id]?.last))")
        }
        // A third time, after everything was answered.
        let again = server.request(count / 2, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        XCTAssertNotNil(again?["result"], "\(String(describing: again))")
    }

    /// A request, its cancel and a new request with the same id arrive while the server is busy:
    /// the cancel is for the first (`-32800`), the second is served. The queue kept cancellations
    /// by id, so the first was served and the second cancelled.
    func testACancelNamesTheRequestSentBeforeItNotALaterOneWithTheSameID() throws {
        let server = try start(Models.large(entities: 300))
        // The first outline of a large model keeps the server busy (the model is analysed for it).
        server.sendRaw(frame(outline(2)) + frame(outline(7)) + frame(cancel(7)) + frame(outline(7)))
        XCTAssertNotNil(server.response(2, timeout: 60)?["result"])
        let first = server.response(7, timeout: 60)
        XCTAssertEqual(first?["error"]?["code"]?.intValue, RPCError.Code.requestCancelled, "\(String(describing: first?["error"]))")
        let second = server.response(7, timeout: 60)
        XCTAssertNotNil(second?["result"], "\(String(describing: second?["error"]))")
    }

    /// In process: a cancel marks the latest queued request with its id and goes with it; a cancel
    /// for an id not queued is not kept.
    func testTheQueueForgetsACancellationWithItsRequest() {
        let queue = IncomingQueue()
        func request(_ id: Int) { queue.push(.message(ClientMessage(json: outline(id))), size: 10, request: .int(id)) }
        request(7)
        queue.cancel(.int(7))
        request(7)
        queue.cancel(.int(8))
        XCTAssertEqual(queue.cancelledCount, 1)
        XCTAssertEqual(queue.pop(wait: false)?.cancelled, true)
        XCTAssertEqual(queue.pop(wait: false)?.cancelled, false, "the second request with id 7 came after the cancel")
        XCTAssertEqual(queue.cancelledCount, 0)
        XCTAssertEqual(queue.queuedIDCount, 0)
        // Many slots taken and dropped from the front: the marks still find their request.
        var expected: [Bool] = []
        for id in 0..<3_000 {
            request(id)
            if id % 3 == 0 { queue.cancel(.int(id)) }
            expected.append(id % 3 == 0)
            if id % 2 == 1 { XCTAssertEqual(queue.pop(wait: false)?.cancelled, expected.removeFirst(), "request \(id / 2)") }
        }
        while let next = queue.pop(wait: false) { XCTAssertEqual(next.cancelled, expected.removeFirst()) }
        XCTAssertTrue(expected.isEmpty)
        XCTAssertEqual(queue.cancelledCount, 0)
        XCTAssertEqual(queue.queuedIDCount, 0)
    }

    /// A server driven in process (no queue): a cancel counts for the next request only, so one sent
    /// after its request was answered is not kept for a later request with the same id.
    func testInProcessACancelOfAnAnsweredRequestIsForgotten() {
        let session = InProcessSession()
        session.open("entity A {\n  b: String\n}\n", uri: uri)
        for id in 100..<110 {
            session.server.handle(outline(id))
            session.server.handle(cancel(id))
        }
        XCTAssertLessThanOrEqual(session.server.cancelledRequests.count, 1)
        _ = session.drain()
        session.server.handle(outline(100))
        let answer = session.drain().last { $0["id"]?.intValue == 100 }
        XCTAssertNotNil(answer?["result"], "\(String(describing: answer))")
        // Cancelled before it comes: still `-32800`.
        session.server.handle(cancel(200))
        session.server.handle(outline(200))
        XCTAssertEqual(session.drain().last { $0["id"]?.intValue == 200 }?["error"]?["code"]?.intValue, RPCError.Code.requestCancelled)
    }
}
