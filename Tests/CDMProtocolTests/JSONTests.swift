// Tests for the JSON parser, serializer, accessors and literals.

import CDMProtocol
import XCTest

final class JSONParseTests: XCTestCase {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: Array(text.utf8))
  }

  /// Strings with escapes are decoded eight bytes at a time between escapes: every escape, control
  /// character and quote at every offset within a word decodes as Foundation decodes it; mistakes still fail.
  func testEscapedStringsAtEveryOffsetMatchFoundation() throws {
    let pieces = ["\\n", "\\\"", "\\\\", "\\u00e9", "\\ud83d\\ude00", "\\t", "é", "x", "abcdefgh", "\\/"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let count = Int.random(in: 1...12, using: &generator)
      let lead = String(repeating: "a", count: Int.random(in: 0...9, using: &generator))
      let body = lead + (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let json = "[\"" + body + "\"]"
      let expected = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]).first
      XCTAssertEqual(try parse(json), .array([.string(try XCTUnwrap(expected))]), json)
    }
    // A control character or a missing closing quote is refused wherever it stands.
    for offset in 0..<17 {
      let lead = String(repeating: "b", count: offset)
      for bad in ["\"" + lead + "\n\u{01}\"", "\"" + lead + "\\n\t\"", "\"" + lead + "\\n" + lead] {
        XCTAssertThrowsError(try parse(bad), bad.debugDescription)
      }
      XCTAssertEqual(try parse("\"" + lead + "\\n" + lead + "\""), .string(lead + "\n" + lead))
    }
  }

  func testScalarsAndNumbers() throws {
    let cases: [(String, JSONValue)] = [
      ("null", .null),
      ("true", .bool(true)),
      ("false", .bool(false)),
      ("0", .int(0)),
      ("-0", .int(0)),
      ("42", .int(42)),
      ("-17", .int(-17)),
      ("9223372036854775807", .int(Int.max)),
      ("-9223372036854775808", .int(Int.min)),
      ("9223372036854775808", .double(9_223_372_036_854_775_808)),
      ("-9223372036854775809", .double(-9_223_372_036_854_775_809)),
      ("123456789012345678901234567890", .double(1.2345678901234568e29)),
      ("1.5", .double(1.5)),
      ("-2.5e3", .double(-2500)),
      ("1E2", .double(100)),
      ("1e+2", .double(100)),
      ("1e-2", .double(0.01)),
      ("0.1", .double(0.1)),
      ("1.0", .double(1)),
      ("  \t\r\n 7 \n", .int(7)),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(try parse(text), expected, "input: \(text)")
    }
  }

  func testStrings() throws {
    let cases: [(String, String)] = [
      (#""""#, ""),
      (#""plain""#, "plain"),
      (#""a\"b""#, "a\"b"),
      (#""back\\slash""#, "back\\slash"),
      (#""\/""#, "/"),
      (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
      (#""\u0041\u00e9\u20AC""#, "Aé€"),
      (#""\u0000""#, "\u{0}"),
      (#""\uD83D\uDE00""#, "😀"),
      (#""\ud83d\ude00 lower-case hex""#, "😀 lower-case hex"),
      (#""raw 😀 é 中文""#, "raw 😀 é 中文"),
      (#""\uD83D""#, "\u{FFFD}"),
      (#""\uDE00""#, "\u{FFFD}"),
      (#""\uD83Dx""#, "\u{FFFD}x"),
      (#""\uD83D\u0041""#, "\u{FFFD}A"),
      (#""\uD83D\uD83D\uDE00""#, "\u{FFFD}😀"),
      (#""\uDE00\uD83D""#, "\u{FFFD}\u{FFFD}"),
      (#""x\uD83D\n""#, "x\u{FFFD}\n"),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(try parse(text), .string(expected), "input: \(text)")
    }
  }

  func testInvalidUTF8IsRepairedNotRejected() throws {
    XCTAssertEqual(try JSONValue(parsing: [0x22, 0xFF, 0x41, 0x22]), .string("\u{FFFD}A"))
    XCTAssertEqual(try JSONValue(parsing: [0x22, 0x5C, 0x6E, 0xC3, 0x22]), .string("\n\u{FFFD}"))
  }

  func testContainers() throws {
    XCTAssertEqual(try parse("[]"), .array([]))
    XCTAssertEqual(try parse("{}"), .object([:]))
    XCTAssertEqual(try parse(" [ 1 , \"a\" , [ ] , { } ] "), [1, "a", [], [:]])
    XCTAssertEqual(
      try parse(#"{"a":{"b":[true,null,{"c":-1.5}]},"d":"e"}"#),
      ["a": ["b": [true, nil, ["c": -1.5]]], "d": "e"])
    XCTAssertEqual(try parse(#"{"k":1,"k":2}"#), ["k": 2], "last duplicate key wins")
  }

  func testErrors() {
    let cases: [(String, Int)] = [
      ("", 0),
      ("   ", 3),
      ("[1,]", 3),
      ("[1 2]", 3),
      ("{\"a\" 1}", 5),
      ("{\"a\":1,}", 7),
      ("{1:2}", 1),
      ("tru", 0),
      ("nul", 0),
      ("trUe", 2),
      ("01", 0),
      ("-01", 0),
      ("1.", 2),
      ("1.e3", 2),
      ("1e", 2),
      ("-", 0),
      ("+1", 0),
      (".5", 0),
      ("NaN", 0),
      ("\"abc", 0),
      ("\"a\u{01}\"", 2),
      ("\"tab\there\"", 4),
      ("\"\\x\"", 1),
      ("\"\\u12G4\"", 3),
      ("\"\\u12\"", 3),
      ("[1] x", 4),
      ("{} {}", 3),
      ("[", 1),
      ("{\"a\":", 5),
      ("[1,2", 4),
      ("\"\\", 0),
    ]
    for (text, offset) in cases {
      XCTAssertThrowsError(try parse(text), "input: \(text)") { error in
        guard let error = error as? JSONParseError else {
          return XCTFail("wrong error type \(error)")
        }
        XCTAssertEqual(error.offset, offset, "input: \(text) → \(error)")
        XCTAssertFalse(error.message.isEmpty)
      }
    }
  }

  func testNestingDepthLimit() throws {
    let depth = JSONValue.maxParseDepth
    let ok = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    XCTAssertNoThrow(try parse(ok))
    let tooDeep =
      String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
    XCTAssertThrowsError(try parse(tooDeep))
    // Hostile depth must fail cleanly, not overflow the stack.
    for opener in ["[", "{\"a\":", "[{\"k\":"] {
      let hostile = String(repeating: opener, count: 100_000)
      XCTAssertThrowsError(try parse(hostile)) { error in
        XCTAssertTrue((error as? JSONParseError)?.message.contains("nesting") == true, "\(error)")
      }
    }
  }

  func testEntryPoints() throws {
    let text = #"{"a":[1,2]}"#
    let expected: JSONValue = ["a": [1, 2]]
    XCTAssertEqual(try JSONValue(parsing: text), expected)
    XCTAssertEqual(try JSONValue(parsing: Array(text.utf8)), expected)
    XCTAssertEqual(try JSONValue(parsing: Array(text.utf8)[...]), expected)
    XCTAssertEqual(try JSONValue(parsing: text.utf8), expected, "non-array collection")
  }
}

final class JSONSerializeTests: XCTestCase {
  func testSerialization() {
    let cases: [(JSONValue, String)] = [
      (.null, "null"),
      (true, "true"),
      (false, "false"),
      (0, "0"),
      (7, "7"),
      (-42, "-42"),
      (.int(Int.max), "9223372036854775807"),
      (.int(Int.min), "-9223372036854775808"),
      (1.0, "1"),
      (-3.0, "-3"),
      (-0.0, "0"),
      (1.5, "1.5"),
      (0.1, "0.1"),
      (1e20, "1e+20"),
      (123_456_789_012_345.0, "123456789012345"),
      (1e15, "1000000000000000.0"),  // |x| >= 1e15: Swift's description
      (.double(.nan), "null"),
      (.double(.infinity), "null"),
      ("", #""""#),
      ("a\"b\\c/d", #""a\"b\\c/d""#),
      ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
      ("\u{0}\u{01}\u{1F}\u{7F}", #""\u0000\u0001\u001f\#u{7F}""#),
      ("é😀中", "\"é😀中\""),
      ([], "[]"),
      ([:], "{}"),
      ([1, "x", nil, [true]], #"[1,"x",null,[true]]"#),
      (["b": 1, "a": 2, "c": ["z": 0, "y": 1]], #"{"a":2,"b":1,"c":{"y":1,"z":0}}"#),
      (["key\"": "v"], #"{"key\"":"v"}"#),
    ]
    for (value, expected) in cases {
      XCTAssertEqual(value.jsonString, expected)
      XCTAssertEqual(value.serialized(), Array(expected.utf8))
    }
  }

  func testSerializeIntoAppends() {
    var buffer = Array("prefix:".utf8)
    JSONValue.array([1, 2]).serialize(into: &buffer)
    XCTAssertEqual(String(decoding: buffer, as: UTF8.self), "prefix:[1,2]")
  }

  func testRoundTrips() throws {
    let values: [JSONValue] = [
      .null, true, 0, -1, .int(Int.max), .int(Int.min), 0.5, -1.25e-7, 6.02214076e23, 1e300,
      "", "plain", "quote \" backslash \\ slash /", "controls \u{0}\u{1}\u{1F}\n\t", "emoji 😀👍🏽🇳🇿",
      "\u{FFFD}", "é中", [], [:], [[[[]]]], ["a": ["b": ["c": [1, 2.5, "three", nil, false]]]],
      ["": "empty key", "ключ": "значение"],
    ]
    for value in values {
      let bytes = value.serialized()
      XCTAssertEqual(try JSONValue(parsing: bytes), value, "round trip of \(value)")
      XCTAssertEqual(try JSONValue(parsing: bytes).serialized(), bytes, "stable bytes for \(value)")
    }
  }

  func testDeterministicOutputForEqualObjects() {
    var a: [String: JSONValue] = [:]
    var b: [String: JSONValue] = [:]
    let keys = (0..<50).map { "k\($0)" }
    for k in keys { a[k] = .string(k) }
    for k in keys.reversed() { b[k] = .string(k) }
    XCTAssertEqual(JSONValue.object(a).serialized(), JSONValue.object(b).serialized())
  }
}

final class JSONAccessorTests: XCTestCase {
  func testAccessors() throws {
    let v = try JSONValue(
      parsing: #"{"s":"x","i":3,"d":2.5,"di":4.0,"b":true,"a":[1,"two"],"o":{"k":null},"n":null}"#)
    XCTAssertEqual(v["s"]?.stringValue, "x")
    XCTAssertEqual(v["i"]?.intValue, 3)
    XCTAssertEqual(v["i"]?.doubleValue, 3.0)
    XCTAssertEqual(v["d"]?.doubleValue, 2.5)
    XCTAssertNil(v["d"]?.intValue, "non-integral double has no intValue")
    XCTAssertEqual(v["di"]?.intValue, 4, "integral double has an intValue")
    XCTAssertEqual(v["b"]?.boolValue, true)
    XCTAssertEqual(v["a"]?.arrayValue?.count, 2)
    XCTAssertEqual(v["a"]?[1]?.stringValue, "two")
    XCTAssertNil(v["a"]?[2])
    XCTAssertNil(v["a"]?[-1])
    XCTAssertEqual(v["o"]?.objectValue?.keys.sorted(), ["k"])
    XCTAssertEqual(v["o"]?["k"]?.isNull, true)
    XCTAssertEqual(v[path: "o", "k"], .null)
    XCTAssertNil(v[path: "o", "missing", "deeper"])
    XCTAssertEqual(v["n"]?.isNull, true)
    XCTAssertNil(v["missing"])
    XCTAssertNil(v[0], "index into an object")
    XCTAssertNil(JSONValue.string("x")["k"], "key into a string")
    XCTAssertNil(v["s"]?.intValue)
    XCTAssertNil(v["i"]?.stringValue)
    XCTAssertNil(v["s"]?.boolValue)
    XCTAssertNil(v["s"]?.arrayValue)
    XCTAssertNil(v["s"]?.objectValue)
    XCTAssertNil(JSONValue.double(1e300).intValue)
  }

  func testLiterals() {
    let v: JSONValue = ["a": [1, 2.5, "s", true, nil], "b": [:]]
    XCTAssertEqual(
      v,
      .object([
        "a": .array([.int(1), .double(2.5), .string("s"), .bool(true), .null]),
        "b": .object([:]),
      ]))
    XCTAssertEqual(v.description, #"{"a":[1,2.5,"s",true,null],"b":{}}"#)
  }
}
