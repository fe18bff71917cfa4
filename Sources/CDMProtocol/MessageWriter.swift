// Frames outgoing message bodies with `Content-Length` and writes them without interleaving.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread-safe destination for framed messages.
public protocol MessageSink: AnyObject, Sendable {
  /// Frames `body` with a `Content-Length` header and delivers it atomically with respect
  /// to other writes. Returns false when the sink is closed (e.g. the peer went away).
  @discardableResult
  func write(_ body: [UInt8]) -> Bool

  /// Writes one message whose body is `chunks` in order, framed as one (the largest answers are
  /// written in pieces, so no piece of memory holds the whole body twice).
  @discardableResult
  func write(chunks: [[UInt8]]) -> Bool

  /// Writes one message of `length` bytes that `body` produces, a piece at a time, through the
  /// `emit` it is given, while other writes wait (an answer too large to keep is written as it is
  /// made). Should `body` produce another length, the message is cut or padded with spaces to
  /// `length`, so the framing of every later message stays right.
  @discardableResult
  func write(length: Int, body: (_ emit: ([UInt8]) -> Void) -> Void) -> Bool
}

extension MessageSink {
  /// Joins the chunks and writes them as one body (sinks that keep bodies whole).
  @discardableResult
  public func write(chunks: [[UInt8]]) -> Bool {
    write(chunks.count == 1 ? chunks[0] : Array(chunks.joined()))
  }

  /// Collects what `body` produces, fitted to `length`, and writes it as one body (sinks that keep bodies whole).
  @discardableResult
  public func write(length: Int, body: (_ emit: ([UInt8]) -> Void) -> Void) -> Bool {
    var collected: [UInt8] = []
    body { piece in collected += piece.prefix(max(0, length - collected.count)) }
    if collected.count < length { collected += repeatElement(UInt8(ascii: " "), count: length - collected.count) }
    return write(collected)
  }
}

extension MessageSink {
  /// Serializes `message` and writes it as a framed message.
  @discardableResult
  public func write(_ message: JSONValue) -> Bool {
    write(message.serialized())
  }
}

extension MessageWriter {
  /// Frames a body: `Content-Length: N\r\n\r\n` followed by the bytes.
  public static func frame(_ body: [UInt8]) -> [UInt8] {
    var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
    frame.reserveCapacity(frame.count + body.count)
    frame.append(contentsOf: body)
    return frame
  }
}

/// Writes framed messages to a POSIX file descriptor (e.g. `STDOUT_FILENO`).
///
/// Each message is written with a single loop over one buffer under a lock, so concurrent
/// writers never interleave. Partial writes and `EINTR` are retried, `EAGAIN` waits for
/// the descriptor to become writable; `EPIPE` or any other error marks the writer closed
/// and every later write returns false. Call ``ignoreSIGPIPE()`` once at startup so a
/// vanished client produces `EPIPE` rather than killing the process.
public final class MessageWriter: MessageSink, @unchecked Sendable {
  // @unchecked: all mutable state is guarded by `lock`.
  private let lock = NSLock()
  private let fd: Int32
  private var closed = false

  /// Creates a writer for `fd`. The descriptor is not closed by the writer.
  public init(fd: Int32) {
    self.fd = fd
  }

  /// True once a write has failed; no further output is attempted.
  public var isClosed: Bool {
    lock.withLock { closed }
  }

  /// Sets `SIGPIPE` to be ignored for the whole process, so writes to a closed pipe fail
  /// with `EPIPE` instead of terminating it.
  public static func ignoreSIGPIPE() {
    _ = signal(SIGPIPE, SIG_IGN)
  }

  @discardableResult
  public func write(_ body: [UInt8]) -> Bool {
    write(chunks: [body])
  }

  /// The header, then each chunk, under one lock: the body is not copied behind a header (for a
  /// 28 MB outline, the copy was 28 MB more at the moment memory peaked).
  @discardableResult
  public func write(chunks: [[UInt8]]) -> Bool {
    let length = chunks.reduce(0) { $0 + $1.count }
    let header = Array("Content-Length: \(length)\r\n\r\n".utf8)
    lock.lock()
    defer { lock.unlock() }
    guard !closed else { return false }
    var ok = writeAll(header)
    for chunk in chunks where ok { ok = writeAll(chunk) }
    if !ok { closed = true }
    return ok
  }

  /// The header, then each piece as `body` makes it, under one lock (fitted to `length`: see `MessageSink`).
  @discardableResult
  public func write(length: Int, body: (_ emit: ([UInt8]) -> Void) -> Void) -> Bool {
    let length = max(0, length)
    let header = Array("Content-Length: \(length)\r\n\r\n".utf8)
    lock.lock()
    defer { lock.unlock() }
    guard !closed else { return false }
    var ok = writeAll(header)
    var written = 0
    body { piece in
      guard ok else { return }
      let room = length - written
      guard room > 0 else { return }
      ok = piece.count <= room ? writeAll(piece) : writeAll(Array(piece.prefix(room)))
      written += min(piece.count, room)
    }
    if ok && written < length { ok = writeAll([UInt8](repeating: UInt8(ascii: " "), count: length - written)) }
    if !ok { closed = true }
    return ok
  }

  /// Writes every byte of `bytes`; false when the descriptor fails. Called with `lock` held.
  private func writeAll(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw -> Bool in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        #if canImport(Darwin)
          let n = Darwin.write(fd, base + offset, raw.count - offset)
        #elseif canImport(Glibc)
          let n = Glibc.write(fd, base + offset, raw.count - offset)
        #else
          let n = Musl.write(fd, base + offset, raw.count - offset)
        #endif
        if n > 0 {
          offset += n
          continue
        }
        let error = errno
        if n < 0 && error == EINTR { continue }
        if n < 0 && (error == EAGAIN || error == EWOULDBLOCK) {
          var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
          _ = poll(&pfd, 1, -1)
          continue
        }
        return false  // EPIPE, EBADF, ...: the peer is gone.
      }
      return true
    }
  }
}

/// Collects framed output in memory; for tests. Thread-safe.
public final class InMemoryMessageSink: MessageSink, @unchecked Sendable {
  // @unchecked: all mutable state is guarded by `lock`.
  private let lock = NSLock()
  private var _bytes: [UInt8] = []
  private var _bodies: [[UInt8]] = []
  private var _closed = false

  public init() {}

  /// Everything written so far, framed, as it would appear on the wire.
  public var bytes: [UInt8] { lock.withLock { _bytes } }

  /// The unframed bodies written so far, in order.
  public var bodies: [[UInt8]] { lock.withLock { _bodies } }

  /// The bodies parsed as JSON (bodies that are not valid JSON are left out).
  public var messages: [JSONValue] { bodies.compactMap { try? JSONValue(parsing: $0) } }

  /// Simulates the peer going away: later writes return false.
  public func close() { lock.withLock { _closed = true } }

  /// Forgets everything written so far.
  public func reset() {
    lock.withLock {
      _bytes = []
      _bodies = []
    }
  }

  @discardableResult
  public func write(_ body: [UInt8]) -> Bool {
    lock.withLock {
      guard !_closed else { return false }
      _bytes.append(contentsOf: MessageWriter.frame(body))
      _bodies.append(body)
      return true
    }
  }
}
