// Fast, deterministic JSON output (sorted keys) straight to UTF-8 bytes.

extension JSONValue {
  /// The compact UTF-8 JSON encoding of this value.
  ///
  /// Object keys are written in sorted order, so equal values always serialize to equal
  /// bytes. Strings escape `"`, `\` and control characters (`\n`, `\r`, `\t`, `\b`, `\f`,
  /// others as `\u00XX`); non-ASCII text is written as raw UTF-8. Integral doubles with
  /// magnitude below 1e15 are written without a fraction (`1.0` → `1`), other doubles use
  /// Swift's shortest round-tripping form; non-finite doubles become `null`.
  public func serialized() -> [UInt8] {
    var writer = JSONWriter()
    writer.out.reserveCapacity(256)
    writer.write(self)
    return writer.out
  }

  /// Appends the compact JSON encoding of this value to `buffer`.
  public func serialize(into buffer: inout [UInt8]) {
    var writer = JSONWriter()
    swap(&writer.out, &buffer)
    writer.write(self)
    swap(&writer.out, &buffer)
  }

  /// The compact JSON encoding of this value as a `String`.
  public var jsonString: String {
    String(decoding: serialized(), as: UTF8.self)
  }
}

/// Appends JSON text to a byte buffer.
struct JSONWriter {
  var out: [UInt8] = []

  mutating func write(_ value: JSONValue) {
    switch value {
    case .null:
      appendASCII("null")
    case .bool(true):
      appendASCII("true")
    case .bool(false):
      appendASCII("false")
    case .int(let i):
      writeInt(i)
    case .double(let d):
      writeDouble(d)
    case .string(let s):
      writeString(s)
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      var first = true
      for element in elements {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        write(element)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      var first = true
      for key in members.keys.sorted() {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        writeString(key)
        out.append(UInt8(ascii: ":"))
        // The key came from `members`, so the lookup always succeeds.
        write(members[key] ?? .null)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  @inline(__always)
  mutating func appendASCII(_ text: StaticString) {
    out.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func writeInt(_ value: Int) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    if magnitude < 10 {
      out.append(UInt8(ascii: "0") + UInt8(magnitude))
      return
    }
    // 20 digits hold UInt64.max.
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { raw in
      var p = 20
      while magnitude > 0 {
        p -= 1
        raw[p] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      }
      out.append(contentsOf: raw[p..<20])
    }
  }

  mutating func writeDouble(_ value: Double) {
    guard value.isFinite else {
      write(.null)
      return
    }
    if value.rounded(.towardZero) == value, value.magnitude < 1e15 {
      writeInt(Int(value))
    } else {
      out.append(contentsOf: value.description.utf8)
    }
  }

  @inline(__always)
  private func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }

  mutating func writeString(_ string: String) {
    out.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { utf8 in
      var runStart = 0
      for j in 0..<utf8.count {
        let c = utf8[j]
        guard c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") else { continue }
        if runStart < j {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<j]))
        }
        runStart = j + 1
        out.append(UInt8(ascii: "\\"))
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(c)
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        default:
          appendASCII("u00")
          out.append(hexDigit(c >> 4))
          out.append(hexDigit(c & 0xF))
        }
      }
      if runStart < utf8.count {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
