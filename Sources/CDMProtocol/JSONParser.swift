// A fast, iterative, hostile-input-safe JSON parser (Foundation's parsers are slow on Linux).

/// Why a byte sequence is not acceptable JSON.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Byte offset into the input where the problem was detected.
  public var offset: Int
  /// A short human-readable explanation.
  public var message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  public var description: String { "JSON parse error at byte \(offset): \(message)" }
}

extension JSONValue {
  /// The deepest nesting of arrays and objects the parser accepts.
  public static let maxParseDepth = 512

  /// Parses UTF-8 JSON text.
  ///
  /// - Integers that fit `Int` become ``int(_:)``; other numbers become ``double(_:)``.
  /// - Unpaired UTF-16 surrogates in `\u` escapes and invalid UTF-8 become U+FFFD.
  /// - Duplicate object keys: the last one wins.
  /// - Throws ``JSONParseError`` for malformed input, trailing garbage, or nesting deeper
  ///   than ``maxParseDepth``. Never traps and never recurses on the input.
  public init<Bytes: Collection>(parsing bytes: Bytes) throws where Bytes.Element == UInt8 {
    if let value = try bytes.withContiguousStorageIfAvailable({ try JSONValue.parse($0) }) {
      self = value
    } else {
      self = try Array(bytes).withUnsafeBufferPointer { try JSONValue.parse($0) }
    }
  }

  /// Parses UTF-8 JSON bytes; the same rules as the generic `init(parsing:)`.
  public init(parsing bytes: [UInt8]) throws {
    self = try bytes.withUnsafeBufferPointer { try JSONValue.parse($0) }
  }

  /// Parses JSON text held in a `String`.
  public init(parsing text: String) throws {
    var text = text
    self = try text.withUTF8 { try JSONValue.parse($0) }
  }

  /// Parses JSON from raw memory; the workhorse behind every `init(parsing:)`.
  public static func parse(_ buffer: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
    var parser = JSONParser(buffer)
    return try parser.parseDocument()
  }
}

// MARK: - Implementation

/// An iterative recursive-descent parser: containers under construction live on an explicit
/// stack, so hostile nesting costs heap, not call stack, and is capped at `maxParseDepth`.
struct JSONParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let end: Int
  private var i = 0

  /// Open containers, innermost last.
  private var frames: [Frame] = []
  /// Keys and values of all open objects, innermost last; an object's members are turned
  /// into a dictionary of exactly the right capacity when it closes.
  private var memberKeys: [String] = []
  private var memberValues: [JSONValue] = []

  private struct Frame {
    var isObject: Bool
    /// Elements of an array, appended in place.
    var elements: [JSONValue] = []
    /// Where an object's members start in `memberKeys` and `memberValues` (the two
    /// differ while an enclosing object's key awaits its value).
    var keyStart = 0
    var valueStart = 0
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    self.end = bytes.count
  }

  private func fail(_ message: String, at offset: Int? = nil) -> JSONParseError {
    JSONParseError(offset: offset ?? i, message: message)
  }

  @inline(__always)
  private mutating func skipWhitespace() {
    while i < end {
      switch bytes[i] {
      case 0x20, 0x0A, 0x0D, 0x09: i += 1
      default: return
      }
    }
  }

  mutating func parseDocument() throws -> JSONValue {
    skipWhitespace()
    if i >= end { throw fail("unexpected end of input; expected a value") }
    while true {
      // Expecting a value at `i` (whitespace already skipped).
      guard i < end else { throw fail("unexpected end of input; expected a value") }
      let c = bytes[i]
      var value: JSONValue
      if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
        let isObject = c == UInt8(ascii: "{")
        guard frames.count < JSONValue.maxParseDepth else {
          throw fail("nesting deeper than \(JSONValue.maxParseDepth)")
        }
        i += 1
        skipWhitespace()
        if i < end, bytes[i] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          i += 1
          value = isObject ? .object([:]) : .array([])
        } else {
          frames.append(
            Frame(isObject: isObject, keyStart: memberKeys.count, valueStart: memberValues.count))
          if isObject { memberKeys.append(try parseKeyAndColon()) }
          continue
        }
      } else {
        value = try parseScalar(c)
      }

      // A value just completed: add it to its container, closing containers as they
      // end, until another value is expected.
      while true {
        let top = frames.count - 1
        guard top >= 0 else {
          skipWhitespace()
          if i != end { throw fail("unexpected data after the JSON value") }
          return value
        }
        let isObject = frames[top].isObject
        if isObject {
          memberValues.append(value)
        } else {
          frames[top].elements.append(value)
        }
        skipWhitespace()
        guard i < end else {
          throw fail("unexpected end of input inside \(isObject ? "an object" : "an array")")
        }
        let d = bytes[i]
        if d == UInt8(ascii: ",") {
          i += 1
          skipWhitespace()
          if isObject { memberKeys.append(try parseKeyAndColon()) }
          break
        }
        if isObject ? d == UInt8(ascii: "}") : d == UInt8(ascii: "]") {
          i += 1
          let frame = frames.removeLast()
          value = isObject ? .object(collectMembers(frame)) : .array(frame.elements)
          continue
        }
        throw fail(isObject ? "expected ',' or '}' in object" : "expected ',' or ']' in array")
      }
    }
  }

  /// Pops the members of the innermost object into a dictionary (last duplicate wins).
  private mutating func collectMembers(_ frame: Frame) -> [String: JSONValue] {
    let count = memberValues.count - frame.valueStart
    var members = [String: JSONValue](minimumCapacity: count)
    for k in 0..<count {
      members[memberKeys[frame.keyStart + k]] = memberValues[frame.valueStart + k]
    }
    memberKeys.removeSubrange(frame.keyStart...)
    memberValues.removeSubrange(frame.valueStart...)
    return members
  }

  /// Parses `"key"` `:`, leaves `i` at the start of the member's value and returns the key.
  private mutating func parseKeyAndColon() throws -> String {
    guard i < end else { throw fail("unexpected end of input; expected an object key") }
    guard bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a string key in object") }
    i += 1
    let key = try parseString()
    skipWhitespace()
    guard i < end, bytes[i] == UInt8(ascii: ":") else {
      throw fail("expected ':' after object key")
    }
    i += 1
    skipWhitespace()
    return key
  }

  private mutating func parseScalar(_ c: UInt8) throws -> JSONValue {
    switch c {
    case UInt8(ascii: "\""):
      i += 1
      return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber()
    default:
      throw fail(
        "unexpected character '\(Unicode.Scalar(c).escaped(asASCII: true))'; expected a value")
    }
  }

  private mutating func expectLiteral(_ literal: StaticString) throws {
    let n = literal.utf8CodeUnitCount
    guard end - i >= n else { throw fail("invalid literal") }
    let p = literal.utf8Start
    for k in 0..<n where bytes[i + k] != p[k] {
      throw fail("invalid literal", at: i + k)
    }
    i += n
  }

  // MARK: Strings

  /// Parses string contents; `i` is just past the opening quote and ends past the closing one.
  private mutating func parseString() throws -> String {
    let start = i
    while i < end {
      let c = bytes[i]
      if c == UInt8(ascii: "\"") {
        let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        i += 1
        return s
      }
      if c == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
      if c < 0x20 { throw fail("unescaped control character in string") }
      i += 1
    }
    throw fail("unterminated string", at: start - 1)
  }

  /// Slow path for strings with escapes. The decoded text is never longer than its
  /// escaped form, so it is written straight into a string of that capacity.
  private mutating func parseEscapedString(from start: Int) throws -> String {
    // Find the closing quote first (skipping escaped characters) to size the result.
    // Eight bytes at a time where none is a quote or a backslash: a document's text arrives as
    // one string of megabytes, with an escape on every line.
    var close = i
    while close < end {
      if end - close >= 8, !Self.hasQuoteOrBackslash(Self.word(bytes, close)) {
        close += 8
        continue
      }
      let c = bytes[close]
      if c == UInt8(ascii: "\"") { break }
      close += c == UInt8(ascii: "\\") ? 2 : 1
    }
    guard close < end else { throw fail("unterminated string", at: start - 1) }

    let text = try String(unsafeUninitializedCapacity: close - start) { out -> Int in
      var n = i - start
      _ = UnsafeMutableBufferPointer(rebasing: out[0..<n]).update(fromContentsOf: bytes[start..<i])
      while i < close {
        // Runs without an escape or a control character are copied eight bytes at a time.
        if close - i >= 8 {
          let w = Self.word(bytes, i)
          if !Self.hasBackslashOrControl(w) {
            UnsafeMutableRawPointer(out.baseAddress! + n).storeBytes(of: w, as: UInt64.self)
            i += 8
            n += 8
            continue
          }
        }
        let c = bytes[i]
        if c == UInt8(ascii: "\\") {
          let e = bytes[i + 1]  // exists: `close` lies beyond every escape
          i += 2
          switch e {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out[n] = e
          case UInt8(ascii: "b"): out[n] = 0x08
          case UInt8(ascii: "f"): out[n] = 0x0C
          case UInt8(ascii: "n"): out[n] = 0x0A
          case UInt8(ascii: "r"): out[n] = 0x0D
          case UInt8(ascii: "t"): out[n] = 0x09
          case UInt8(ascii: "u"):
            n = writeUTF8(try parseUnicodeEscape(), to: out, at: n)
            continue
          default: throw fail("invalid escape sequence", at: i - 2)
          }
          n += 1
        } else if c < 0x20 {
          throw fail("unescaped control character in string")
        } else {
          out[n] = c
          n += 1
          i += 1
        }
      }
      return n
    }
    i = close + 1
    return text
  }

  /// The eight bytes at `at` (at least eight remain), in memory order.
  @inline(__always) private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt64 {
    UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt64.self)
  }

  /// Whether a byte of `w` is zero (exact as a whole, though not byte by byte).
  @inline(__always) private static func hasZeroByte(_ w: UInt64) -> Bool {
    (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080 != 0
  }

  /// Whether a byte of `w` is `"` or `\`.
  @inline(__always) static func hasQuoteOrBackslash(_ w: UInt64) -> Bool {
    hasZeroByte(w ^ 0x2222_2222_2222_2222) || hasZeroByte(w ^ 0x5C5C_5C5C_5C5C_5C5C)
  }

  /// Whether a byte of `w` is `\` or below 0x20 (a control character, which JSON requires escaped).
  @inline(__always) static func hasBackslashOrControl(_ w: UInt64) -> Bool {
    hasZeroByte(w ^ 0x5C5C_5C5C_5C5C_5C5C) || (w &- 0x2020_2020_2020_2020) & ~w & 0x8080_8080_8080_8080 != 0
  }

  /// Reads 4 hex digits at `i`, or returns nil without moving.
  private mutating func readHex4() -> UInt32? {
    guard end - i >= 4 else { return nil }
    var v: UInt32 = 0
    for k in 0..<4 {
      let c = bytes[i + k]
      let digit: UInt8
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
      default: return nil
      }
      v = v << 4 | UInt32(digit)
    }
    i += 4
    return v
  }

  /// Decodes the scalar of a `\u` escape whose `\u` was consumed, pairing surrogates.
  /// Unpaired surrogates yield U+FFFD.
  private mutating func parseUnicodeEscape() throws -> UInt32 {
    guard let unit = readHex4() else { throw fail("invalid \\u escape; expected 4 hex digits") }
    switch unit {
    case 0xD800...0xDBFF:
      // A high surrogate: pair it with an immediately following `\uDC00`-`\uDFFF`.
      if end - i >= 6, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
        let save = i
        i += 2
        if let low = readHex4(), (0xDC00...0xDFFF).contains(low) {
          return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        i = save  // not a low surrogate: leave that escape for the caller's loop
      }
      return 0xFFFD
    case 0xDC00...0xDFFF:
      return 0xFFFD
    default:
      return unit
    }
  }

  /// Writes `scalar` as UTF-8 at `out[n...]`; returns the index after it.
  private func writeUTF8(_ scalar: UInt32, to out: UnsafeMutableBufferPointer<UInt8>, at n: Int)
    -> Int
  {
    switch scalar {
    case 0..<0x80:
      out[n] = UInt8(scalar)
      return n + 1
    case 0x80..<0x800:
      out[n] = UInt8(0xC0 | scalar >> 6)
      out[n + 1] = UInt8(0x80 | scalar & 0x3F)
      return n + 2
    case 0x800..<0x10000:
      out[n] = UInt8(0xE0 | scalar >> 12)
      out[n + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
      out[n + 2] = UInt8(0x80 | scalar & 0x3F)
      return n + 3
    default:
      out[n] = UInt8(0xF0 | scalar >> 18)
      out[n + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
      out[n + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
      out[n + 3] = UInt8(0x80 | scalar & 0x3F)
      return n + 4
    }
  }

  // MARK: Numbers

  @inline(__always)
  private func isDigit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }

  private mutating func parseNumber() throws -> JSONValue {
    let start = i
    let negative = bytes[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    guard i < end, isDigit(bytes[i]) else { throw fail("invalid number", at: start) }
    let intStart = i
    if bytes[i] == UInt8(ascii: "0") {
      i += 1
      if i < end, isDigit(bytes[i]) { throw fail("leading zeros are not allowed", at: start) }
    } else {
      while i < end, isDigit(bytes[i]) { i += 1 }
    }
    let intEnd = i
    var isInteger = true
    if i < end, bytes[i] == UInt8(ascii: ".") {
      isInteger = false
      i += 1
      guard i < end, isDigit(bytes[i]) else { throw fail("expected digits after '.'") }
      while i < end, isDigit(bytes[i]) { i += 1 }
    }
    if i < end, bytes[i] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      i += 1
      if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard i < end, isDigit(bytes[i]) else { throw fail("expected digits in exponent") }
      while i < end, isDigit(bytes[i]) { i += 1 }
    }

    if isInteger {
      // Accumulate negatively so that Int.min is representable.
      var value = 0
      var fits = true
      for k in intStart..<intEnd {
        let (m, o1) = value.multipliedReportingOverflow(by: 10)
        let (s, o2) = m.subtractingReportingOverflow(Int(bytes[k] &- UInt8(ascii: "0")))
        if o1 || o2 {
          fits = false
          break
        }
        value = s
      }
      if fits {
        if negative { return .int(value) }
        if value != Int.min { return .int(-value) }
      }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
    guard let d = Double(text) else { throw fail("number out of range", at: start) }
    return .double(d)
  }
}
