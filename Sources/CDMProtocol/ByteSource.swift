// Where framed bytes come from: a POSIX file descriptor in the server, memory in tests.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A blocking stream of bytes.
public protocol ByteSource {
  /// Appends up to `max` bytes to the end of `buffer` (never touching its existing
  /// contents) and returns how many were appended. Blocks until at least one byte is
  /// available; returns 0 at end of input or on an unrecoverable read error.
  mutating func read(into buffer: inout [UInt8], max: Int) -> Int
}

/// Reads from a POSIX file descriptor (e.g. `STDIN_FILENO`), retrying on `EINTR`.
/// Any other read error is reported as end of input. The descriptor is not closed.
public struct FileDescriptorSource: ByteSource, Sendable {
  /// The descriptor read from.
  public let fd: Int32

  public init(fd: Int32) {
    self.fd = fd
  }

  /// Largest single `read(2)`.
  private static let maxReadSize = 256 << 10
  /// Bytes are read here first, so a large `max` never means a large zero-filled
  /// append to the caller's buffer; only the bytes actually read are copied.
  private var scratch: [UInt8] = []

  public mutating func read(into buffer: inout [UInt8], max: Int) -> Int {
    let request = Swift.min(max, FileDescriptorSource.maxReadSize)
    guard request > 0 else { return 0 }
    if scratch.count < request { scratch = [UInt8](repeating: 0, count: request) }
    let fd = self.fd
    let got = scratch.withUnsafeMutableBytes { raw -> Int in
      guard let base = raw.baseAddress else { return 0 }
      while true {
        #if canImport(Darwin)
          let n = Darwin.read(fd, base, request)
        #elseif canImport(Glibc)
          let n = Glibc.read(fd, base, request)
        #else
          let n = Musl.read(fd, base, request)
        #endif
        if n >= 0 { return n }
        if errno != EINTR { return 0 }
      }
    }
    if got > 0 { buffer.append(contentsOf: scratch[0..<got]) }
    return got
  }
}

/// Serves bytes from memory, at most `chunkSize` per read (use 1 to simulate a stream that
/// delivers byte by byte).
public struct InMemoryByteSource: ByteSource, Sendable {
  /// All the bytes this source will deliver.
  public let bytes: [UInt8]
  /// The largest number of bytes a single `read` returns.
  public let chunkSize: Int
  /// How many bytes have been delivered so far.
  public private(set) var position = 0

  public init(_ bytes: [UInt8], chunkSize: Int = .max) {
    self.bytes = bytes
    self.chunkSize = Swift.max(1, chunkSize)
  }

  /// Convenience for tests: the UTF-8 bytes of `text`.
  public init(_ text: String, chunkSize: Int = .max) {
    self.init(Array(text.utf8), chunkSize: chunkSize)
  }

  public mutating func read(into buffer: inout [UInt8], max: Int) -> Int {
    let n = Swift.min(max, chunkSize, bytes.count - position)
    guard n > 0 else { return 0 }
    buffer.append(contentsOf: bytes[position..<position + n])
    position += n
    return n
  }
}
