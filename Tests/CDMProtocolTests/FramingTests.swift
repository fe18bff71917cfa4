// Tests for Content-Length framing: MessageReader, byte sources and writers.

import CDMProtocol
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Frames `body` by hand (independently of MessageWriter).
private func frame(_ body: String, header: String? = nil) -> String {
    (header ?? "Content-Length: \(body.utf8.count)\r\n") + "\r\n" + body
}

private func events(
    _ input: String, chunkSize: Int = .max, maxMessageSize: Int = MessageReader.defaultMaxMessageSize
)
    -> [FrameEvent]
{
    let reader = MessageReader(
        source: InMemoryByteSource(input, chunkSize: chunkSize), maxMessageSize: maxMessageSize,
        chunkSize: 64)
    var out: [FrameEvent] = []
    while true {
        let event = reader.next()
        out.append(event)
        if event == .end || out.count > 1000 { return out }
    }
}

private func message(_ text: String) -> FrameEvent { .message(Array(text.utf8)) }

/// Generates a header declaring `declared` body bytes, then those bytes lazily, then `trailer`.
private struct LazyHugeSource: ByteSource {
    let header: [UInt8]
    let declared: Int
    let trailer: [UInt8]
    var position = 0
    /// The largest buffer the reader ever handed us.
    var maxBufferCountSeen = 0

    var total: Int { header.count + declared + trailer.count }

    /// Body bytes are copied from this block, never materialised as a whole.
    static let filler = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)

    mutating func read(into buffer: inout [UInt8], max: Int) -> Int {
        maxBufferCountSeen = Swift.max(maxBufferCountSeen, buffer.count)
        let n = Swift.min(max, 1 << 20, total - position)
        guard n > 0 else { return 0 }
        var offset = position
        let stop = position + n
        while offset < stop {
            if offset < header.count {
                let upTo = Swift.min(stop, header.count)
                buffer.append(contentsOf: header[offset..<upTo])
                offset = upTo
            } else if offset < header.count + declared {
                let upTo = Swift.min(stop, header.count + declared, offset + LazyHugeSource.filler.count)
                buffer.append(contentsOf: LazyHugeSource.filler[0..<(upTo - offset)])
                offset = upTo
            } else {
                let base = header.count + declared
                buffer.append(contentsOf: trailer[(offset - base)..<(stop - base)])
                offset = stop
            }
        }
        position += n
        return n
    }
}

/// A ByteSource wrapper that reports what LazyHugeSource saw after reading finished.
private final class Probe: ByteSource {
    var inner: LazyHugeSource
    init(_ inner: LazyHugeSource) { self.inner = inner }
    func read(into buffer: inout [UInt8], max: Int) -> Int { inner.read(into: &buffer, max: max) }
}

final class MessageReaderTests: XCTestCase {
    func testFramingTable() {
        let a = #"{"a":1}"#
        let b = #"{"b":"é"}"#
        let cases: [(name: String, input: String, expected: [FrameEvent])] = [
            ("empty input", "", [.end]),
            ("one message", frame(a), [message(a), .end]),
            ("two messages in one chunk", frame(a) + frame(b), [message(a), message(b), .end]),
            ("bare LF headers", "Content-Length: 7\n\n" + a, [message(a), .end]),
            ("mixed line endings", "Content-Length: 7\r\nContent-Type: x\n\r\n" + a, [message(a), .end]),
            ("case-insensitive name", "content-LENGTH:7\r\n\r\n" + a, [message(a), .end]),
            ("blanks around value", "Content-Length: \t 7 \t\r\n\r\n" + a, [message(a), .end]),
            (
                "Content-Type ignored",
                "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 7\r\n\r\n" + a,
                [message(a), .end]
            ),
            (
                "zero-length body", "Content-Length: 0\r\n\r\n" + frame(a), [message(""), message(a), .end]
            ),
            (
                "stray blank lines between messages", "\r\n\n" + frame(a) + "\r\n" + frame(b),
                [message(a), message(b), .end]
            ),
            (
                "missing Content-Length then good message",
                "Content-Type: x\r\n\r\n" + frame(a), [.error(.missingContentLength), message(a), .end]
            ),
            (
                "negative Content-Length then good message",
                "Content-Length: -5\r\n\r\n" + frame(a),
                [.error(.invalidContentLength("-5")), message(a), .end]
            ),
            (
                "non-numeric Content-Length then good message",
                "Content-Length: ten\r\n\r\n" + frame(a),
                [.error(.invalidContentLength("ten")), message(a), .end]
            ),
            (
                "empty Content-Length",
                "Content-Length:\r\n\r\n" + frame(a), [.error(.invalidContentLength("")), message(a), .end]
            ),
            (
                "overflowing Content-Length",
                "Content-Length: 99999999999999999999999\r\n\r\n" + frame(a),
                [.error(.invalidContentLength("99999999999999999999999")), message(a), .end]
            ),
            (
                "bad block whose unframed body is glued to the next header",
                "Content-Length: x\r\n\r\n" + a + frame(b),
                [.error(.invalidContentLength("x")), message(b), .end]
            ),
            (
                "missing length with glued body",
                "X-Junk: 1\r\n\r\n" + a + frame(b), [.error(.missingContentLength), message(b), .end]
            ),
            (
                "last Content-Length wins", "Content-Length: 3\r\nContent-Length: 7\r\n\r\n" + a,
                [message(a), .end]
            ),
            ("truncated body at EOF", "Content-Length: 100\r\n\r\n" + a, [.end]),
            (
                "good message then truncated body", frame(a) + "Content-Length: 9\r\n\r\n{",
                [message(a), .end]
            ),
            ("truncated header at EOF", frame(a) + "Content-Len", [message(a), .end]),
            ("headers without blank line at EOF", "Content-Length: 7\r\n", [.end]),
            (
                "too large for the configured limit",
                "Content-Length: 200\r\n\r\n" + String(repeating: "z", count: 200) + frame(a),
                [.error(.tooLarge(200)), message(a), .end]
            ),
        ]
        for (name, input, expected) in cases {
            XCTAssertEqual(events(input, maxMessageSize: 100), expected, name)
            XCTAssertEqual(
                events(input, chunkSize: 1, maxMessageSize: 100), expected, "\(name) (byte by byte)")
            XCTAssertEqual(
                events(input, chunkSize: 5, maxMessageSize: 100), expected, "\(name) (5-byte chunks)")
        }
    }

    func testEndIsSticky() {
        let reader = MessageReader(source: InMemoryByteSource(frame("{}")))
        XCTAssertEqual(reader.next(), message("{}"))
        XCTAssertEqual(reader.next(), .end)
        XCTAssertEqual(reader.next(), .end)
    }

    func testManySmallMessagesBackToBack() {
        var input = ""
        for i in 0..<5000 { input += frame(#"{"id":\#(i)}"#) }
        let reader = MessageReader(source: InMemoryByteSource(input))
        for i in 0..<5000 {
            XCTAssertEqual(reader.next(), message(#"{"id":\#(i)}"#))
        }
        XCTAssertEqual(reader.next(), .end)
    }

    func testMessageLargerThanChunkSize() {
        let body = "[" + String(repeating: "1,", count: 100_000) + "1]"
        let reader = MessageReader(
            source: InMemoryByteSource(frame(body) + frame("{}"), chunkSize: 1000), chunkSize: 4096)
        XCTAssertEqual(reader.next(), message(body))
        XCTAssertEqual(reader.next(), message("{}"))
        XCTAssertEqual(reader.next(), .end)
    }

    func testOverlongHeaderLineIsSkipped() {
        let junk = String(repeating: "X", count: 10_000)
        let inputs = [
            junk + "\r\n" + frame("{}"),  // no colon
            "X-Junk: " + junk + "\r\n\r\n" + frame("{}"),  // inside a header block
        ]
        for input in inputs {
            for chunk in [1, 100, Int.max] {
                let got = events(input, chunkSize: chunk)
                XCTAssertEqual(got.first, .error(.headerLineTooLong), "chunk \(chunk)")
                XCTAssertTrue(got.contains(message("{}")), "recovered; chunk \(chunk): \(got)")
                XCTAssertEqual(got.last, .end)
            }
        }
        // An endless line is discarded by streaming until EOF.
        XCTAssertEqual(
            events(String(repeating: "Y", count: 50_000)), [.error(.headerLineTooLong), .end])
    }

    func testHugeDeclaredLengthIsSkippedWithoutBuffering() {
        let declared = 100_000_000
        let good = #"{"ok":true}"#
        let source = Probe(
            LazyHugeSource(
                header: Array("Content-Length: \(declared)\r\n\r\n".utf8), declared: declared,
                trailer: Array(frame(good).utf8)))
        let reader = MessageReader(source: source)
        XCTAssertEqual(reader.next(), .error(.tooLarge(declared)))
        XCTAssertEqual(reader.next(), message(good))
        XCTAssertEqual(reader.next(), .end)
        XCTAssertEqual(source.inner.position, source.inner.total, "all bytes were consumed")
        XCTAssertLessThan(
            source.inner.maxBufferCountSeen, 2 << 20, "reader never buffered the huge body")
    }

    func testTruncatedHugeBodyAtEOF() {
        let source = LazyHugeSource(
            header: Array("Content-Length: 100000000\r\n\r\n".utf8), declared: 1000, trailer: [])
        let reader = MessageReader(source: source)
        XCTAssertEqual(reader.next(), .error(.tooLarge(100_000_000)))
        XCTAssertEqual(reader.next(), .end)
    }

    func testFileDescriptorSourceOverPipe() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let writer = MessageWriter(fd: fds[1])
        let bodies = (0..<50).map {
            #"{"n":\#($0),"text":"\#(String(repeating: "é", count: $0 * 100))"}"#
        }
        let readerFD = fds[0]
        let collected = LockedBox<[FrameEvent]>([])
        let done = expectation(description: "reader finished")
        Thread {
            let reader = MessageReader(fd: readerFD)
            while true {
                let event = reader.next()
                collected.mutate { $0.append(event) }
                if event == .end { break }
            }
            done.fulfill()
        }.start()
        for body in bodies { XCTAssertTrue(writer.write(Array(body.utf8))) }
        close(fds[1])
        wait(for: [done], timeout: 10)
        close(fds[0])
        XCTAssertEqual(collected.value, bodies.map(message) + [.end])
    }
}

final class MessageWriterTests: XCTestCase {
    /// A new file in the temporary folder, open for reading and writing: its path and descriptor.
    func temporaryFile(_ name: String) -> (String, Int32) {
        let path = NSTemporaryDirectory() + "cdm-protocol-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        return (path, fd)
    }

    func testFrameBytes() {
        XCTAssertEqual(MessageWriter.frame(Array("{}".utf8)), Array("Content-Length: 2\r\n\r\n{}".utf8))
        XCTAssertEqual(MessageWriter.frame([]), Array("Content-Length: 0\r\n\r\n".utf8))
        XCTAssertEqual(
            MessageWriter.frame(Array("\"é\"".utf8)), Array("Content-Length: 4\r\n\r\n\"é\"".utf8))
    }

    func testInMemorySink() {
        let sink = InMemoryMessageSink()
        XCTAssertTrue(sink.write(Array("{\"a\":1}".utf8)))
        XCTAssertTrue(sink.write(["b": [true]] as JSONValue))
        XCTAssertEqual(
            String(decoding: sink.bytes, as: UTF8.self),
            "Content-Length: 7\r\n\r\n{\"a\":1}Content-Length: 12\r\n\r\n{\"b\":[true]}")
        XCTAssertEqual(sink.messages, [["a": 1], ["b": [true]]])
        sink.close()
        XCTAssertFalse(sink.write([]))
        XCTAssertEqual(sink.bodies.count, 2)
        sink.reset()
        XCTAssertTrue(sink.bytes.isEmpty)
    }

    func testWriterExactBytesToFile() throws {
        let (path, fd) = temporaryFile("writer")
        defer {
            close(fd)
            unlink(path)
        }
        let writer = MessageWriter(fd: fd)
        XCTAssertTrue(writer.write(Array(#"{"jsonrpc":"2.0"}"#.utf8)))
        XCTAssertTrue(writer.write(JSONValue.array([1, "é"])))
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(
            String(decoding: written, as: UTF8.self),
            "Content-Length: 17\r\n\r\n{\"jsonrpc\":\"2.0\"}Content-Length: 8\r\n\r\n[1,\"é\"]")
    }

    /// A body written in pieces is framed as one message, and pieces of two writers never mix.
    func testChunkedWritesAreOneMessageEach() throws {
        let (path, fd) = temporaryFile("chunks")
        defer {
            close(fd)
            unlink(path)
        }
        let writer = MessageWriter(fd: fd)
        XCTAssertTrue(writer.write(chunks: [Array("[1,".utf8), [], Array("\"é\"".utf8), Array("]".utf8)]))
        XCTAssertTrue(writer.write(chunks: []))
        DispatchQueue.concurrentPerform(iterations: 4) { t in
            for i in 0..<100 {
                let pieces = (0..<5).map { k in Array((k == 0 ? "[\(t),\(i)" : ",\(k)").utf8) } + [Array("]".utf8)]
                writer.write(chunks: pieces)
            }
        }
        XCTAssertEqual(lseek(fd, 0, SEEK_SET), 0)
        let reader = MessageReader(fd: fd)
        var bodies: [[UInt8]] = []
        while case .message(let body) = reader.next() { bodies.append(body) }
        XCTAssertEqual(bodies.count, 402)
        XCTAssertEqual(String(decoding: bodies[0], as: UTF8.self), "[1,\"é\"]")
        XCTAssertEqual(bodies[1], [])
        for body in bodies.dropFirst(2) {
            let value = try JSONValue(parsing: body)
            XCTAssertEqual(value[2], 1)
            XCTAssertEqual(value[5], 4)
        }
    }

    func testConcurrentWritesNeverInterleave() throws {
        let (path, fd) = temporaryFile("concurrent")
        defer {
            close(fd)
            unlink(path)
        }
        let writer = MessageWriter(fd: fd)
        let threads = 8
        let perThread = 200
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            for i in 0..<perThread {
                let body: JSONValue = [
                    "t": .int(t), "i": .int(i), "pad": .string(String(repeating: "p", count: i * 37)),
                ]
                writer.write(body)
            }
        }
        XCTAssertEqual(lseek(fd, 0, SEEK_SET), 0)
        let reader = MessageReader(fd: fd)
        var seen = Set<[Int]>()
        while case .message(let body) = reader.next() {
            let value = try JSONValue(parsing: body)
            let t = try XCTUnwrap(value["t"]?.intValue)
            let i = try XCTUnwrap(value["i"]?.intValue)
            XCTAssertEqual(value["pad"]?.stringValue?.count, i * 37)
            seen.insert([t, i])
        }
        XCTAssertEqual(seen.count, threads * perThread)
    }

    func testBrokenPipeClosesWriterWithoutCrashing() {
        MessageWriter.ignoreSIGPIPE()
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        close(fds[0])
        let writer = MessageWriter(fd: fds[1])
        XCTAssertFalse(writer.isClosed)
        XCTAssertFalse(writer.write(Array("{}".utf8)))
        XCTAssertTrue(writer.isClosed)
        XCTAssertFalse(writer.write(Array("{}".utf8)), "stays closed")
        close(fds[1])
    }
}

/// A tiny lock-protected box for collecting results across threads in tests.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: Value
    init(_ value: Value) { _value = value }
    var value: Value { lock.withLock { _value } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&_value) } }
}
