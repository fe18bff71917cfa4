// Splits a byte stream into JSON-RPC message bodies using the LSP `Content-Length` framing.

import Foundation

/// A recoverable framing problem. After reporting one the reader has already
/// resynchronised and the next call to ``MessageReader/next()`` continues with the stream.
public enum FrameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A header block ended without a `Content-Length` header.
    case missingContentLength
    /// The `Content-Length` value (given) is not a non-negative decimal integer.
    case invalidContentLength(String)
    /// The declared body length exceeds the reader's limit; the body was skipped.
    case tooLarge(Int)
    /// A header line exceeded ``MessageReader/maxHeaderLineLength``; it was skipped.
    case headerLineTooLong

    public var description: String {
        switch self {
        case .missingContentLength: return "message header has no Content-Length"
        case .invalidContentLength(let value): return "invalid Content-Length '\(value)'"
        case .tooLarge(let n): return "message of \(n) bytes exceeds the size limit; skipped"
        case .headerLineTooLong: return "header line too long; skipped"
        }
    }
}

/// What ``MessageReader/next()`` found.
public enum FrameEvent: Sendable, Equatable {
    /// A complete message body (normally UTF-8 JSON).
    case message([UInt8])
    /// A framing problem; the reader has recovered and can be called again.
    case error(FrameError)
    /// End of input (including a body cut short by end of input). Sticky.
    case end
}

/// Reads `Content-Length`-framed messages from a ``ByteSource``.
///
/// Headers are ASCII lines ending in `\r\n` or a bare `\n`, terminated by an empty line;
/// names are case-insensitive and headers other than `Content-Length` (e.g. `Content-Type`)
/// are ignored. Stray blank lines between messages are skipped. Bodies larger than
/// `maxMessageSize` are skipped by streaming, never buffered. When a bad header block
/// leaves its body in the stream, a later header line whose name *ends* in
/// `Content-Length` (body text glued to the next header) is still recognised, so the
/// reader picks up the following message.
///
/// Input is read in chunks (64 KiB by default), so many small back-to-back messages cost
/// few system calls. The reader is `Sendable` so it can be created on one thread and
/// handed to a reader thread; concurrent calls to ``next()`` are serialised by a lock
/// (but normally only one thread reads).
public final class MessageReader: @unchecked Sendable {
    // @unchecked: every mutable property is only touched inside `next()`, under `lock`.
    private let lock = NSLock()
    /// The default limit on a message body: 64 MiB.
    public static let defaultMaxMessageSize = 64 << 20
    /// The longest accepted header line, in bytes, excluding the line terminator.
    public static let maxHeaderLineLength = 8 << 10

    /// Bodies declared longer than this are skipped with ``FrameError/tooLarge(_:)``.
    public let maxMessageSize: Int
    private let chunkSize: Int
    private var source: any ByteSource
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` before this index have been consumed.
    private var start = 0
    /// Bytes in `start..<start+scanned` are known to contain no newline.
    private var scanned = 0
    private var atEOF = false

    /// Creates a reader over `source`.
    /// - Parameters:
    ///   - maxMessageSize: largest body accepted (default 64 MiB).
    ///   - chunkSize: how many bytes to request per read (default 64 KiB).
    public init(
        source: some ByteSource, maxMessageSize: Int = defaultMaxMessageSize, chunkSize: Int = 64 << 10
    ) {
        self.source = source
        self.maxMessageSize = maxMessageSize
        self.chunkSize = max(1, chunkSize)
        buffer.reserveCapacity(self.chunkSize)
    }

    /// Convenience: a reader over a file descriptor (e.g. `STDIN_FILENO`).
    public convenience init(fd: Int32, maxMessageSize: Int = defaultMaxMessageSize) {
        self.init(source: FileDescriptorSource(fd: fd), maxMessageSize: maxMessageSize)
    }

    private var available: Int { buffer.count - start }

    /// Reads more input (at least `atLeast` bytes requested); returns false at end of input.
    private func fill(atLeast: Int = 0) -> Bool {
        if atEOF { return false }
        if start > 0 {
            if start >= buffer.count {
                // Everything consumed: drop a buffer left huge by one big message.
                buffer.removeAll(keepingCapacity: buffer.capacity <= 4 * chunkSize)
            } else {
                buffer.removeSubrange(0..<start)
            }
            start = 0
        }
        let request = max(chunkSize, atLeast)
        buffer.reserveCapacity(buffer.count + request)
        if source.read(into: &buffer, max: request) == 0 {
            atEOF = true
            return false
        }
        return true
    }

    private func consume(_ n: Int) {
        start += n
        scanned = 0
    }

    /// Finds the next `\n` at or after `start`, or nil (remembering how far it looked).
    private func findNewline() -> Int? {
        let from = start + scanned
        if let index = buffer[from...].firstIndex(of: 0x0A) { return index }
        scanned = buffer.count - start
        return nil
    }

    /// Discards input through the next newline (or to end of input), without buffering it.
    private func skipLine() {
        while true {
            if let newline = findNewline() {
                consume(newline + 1 - start)
                return
            }
            consume(available)
            if !fill() { return }
        }
    }

    /// Discards `count` bytes of input by streaming, without buffering them all.
    private func skip(_ count: Int) {
        var remaining = count
        while true {
            let take = min(available, remaining)
            consume(take)
            remaining -= take
            if remaining == 0 || !fill(atLeast: 0) { return }
        }
    }

    /// Returns the next message, a recoverable framing error, or `.end`. Blocks while
    /// waiting for input.
    public func next() -> FrameEvent {
        lock.lock()
        defer { lock.unlock() }
        return readNext()
    }

    private func readNext() -> FrameEvent {
        var contentLength: Int?
        var lengthError: FrameError?
        var sawHeader = false

        // Read header lines until the blank line that ends the block.
        while true {
            guard let newline = findNewline() else {
                if available > MessageReader.maxHeaderLineLength {
                    skipLine()
                    return .error(.headerLineTooLong)
                }
                if !fill() { return .end }
                continue
            }
            var lineEnd = newline
            if lineEnd > start, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let lineStart = start
            consume(newline + 1 - start)
            if lineEnd - lineStart > MessageReader.maxHeaderLineLength {
                return .error(.headerLineTooLong)
            }
            if lineEnd == lineStart {
                if sawHeader { break }
                continue  // a stray blank line between messages
            }
            sawHeader = true
            // The last colon, so that a name with garbage glued in front (an unframed body
            // ending in `…}Content-Length: 42`) is still found; a Content-Length value
            // never contains a colon.
            guard let colon = buffer[lineStart..<lineEnd].lastIndex(of: UInt8(ascii: ":")),
                MessageReader.nameEndsWithContentLength(buffer[lineStart..<colon])
            else { continue }
            let raw = buffer[(colon + 1)..<lineEnd]
            if let n = MessageReader.parseLength(raw) {
                contentLength = n
                lengthError = nil
            } else {
                contentLength = nil
                lengthError = .invalidContentLength(String(decoding: trimmed(raw), as: UTF8.self))
            }
        }

        if let lengthError { return .error(lengthError) }
        guard let length = contentLength else { return .error(.missingContentLength) }
        if length > maxMessageSize {
            skip(length)
            return .error(.tooLarge(length))
        }
        if length > 4 * chunkSize && available < length {
            // A large body is read straight into its own array: it is never in `buffer` and in a copy
            // at once, and `buffer` does not stay as large as the largest message (issue #17).
            var body: [UInt8] = []
            body.reserveCapacity(length)
            body.append(contentsOf: buffer[start..<(start + available)])
            consume(available)
            buffer.removeAll(keepingCapacity: buffer.capacity <= 4 * chunkSize)
            start = 0
            while body.count < length {
                if atEOF || source.read(into: &body, max: length - body.count) == 0 {
                    atEOF = true
                    return .end
                }
            }
            return .message(body)
        }
        while available < length {
            if !fill(atLeast: length - available) {
                consume(available)
                return .end
            }
        }
        let body = Array(buffer[start..<(start + length)])
        consume(length)
        return .message(body)
    }

    // MARK: Header parsing

    private static let contentLengthName = Array("content-length".utf8)

    /// True when a header name is `Content-Length` (any case, surrounding blanks allowed),
    /// possibly preceded by garbage such as the unframed tail of a previous body.
    private static func nameEndsWithContentLength(_ name: ArraySlice<UInt8>) -> Bool {
        let name = trimmed(name)
        let expected = contentLengthName
        guard name.count >= expected.count else { return false }
        var i = name.endIndex - expected.count
        for c in expected {
            var b = name[i]
            if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") { b += 0x20 }
            guard b == c else { return false }
            i += 1
        }
        return true
    }

    /// A non-negative decimal integer, or nil.
    private static func parseLength(_ raw: ArraySlice<UInt8>) -> Int? {
        let digits = trimmed(raw)
        guard !digits.isEmpty else { return nil }
        var value = 0
        for c in digits {
            guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(Int(c - UInt8(ascii: "0")))
            guard !o1, !o2 else { return nil }
            value = s
        }
        return value
    }
}

/// `bytes` without leading and trailing spaces and tabs.
private func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
    while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
    return slice
}
