// Tests for Codable types going to and from JSONValue.

import CDMProtocol
import Foundation
import XCTest

private struct Inner: Codable, Equatable {
  var name: String
  var flag: Bool?
}

private enum Color: String, Codable {
  case red, green
}

private struct Sample: Codable, Equatable {
  var int: Int
  var double: Double
  var string: String
  var optionalString: String?
  var optionalInner: Inner?
  var list: [Int]
  var inners: [Inner]
  var map: [String: [Int]]
  var color: Color
  var raw: JSONValue?
  var small: Int8
  var unsigned: UInt64
  var float: Float
  var nested: [[String?]]
}

private struct Polymorphic: Codable, Equatable {
  var kind: String
  var payload: Int

  init(kind: String, payload: Int) {
    self.kind = kind
    self.payload = payload
  }

  private enum Keys: String, CodingKey { case header, body }
  private enum HeaderKeys: String, CodingKey { case kind }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let header = try c.nestedContainer(keyedBy: HeaderKeys.self, forKey: .header)
    kind = try header.decode(String.self, forKey: .kind)
    var body = try c.nestedUnkeyedContainer(forKey: .body)
    payload = try body.decode(Int.self)
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    var header = c.nestedContainer(keyedBy: HeaderKeys.self, forKey: .header)
    try header.encode(kind, forKey: .kind)
    var body = c.nestedUnkeyedContainer(forKey: .body)
    try body.encode(payload)
    try body.encodeNil()
  }
}

private class Base: Codable {
  var a: Int
  init(a: Int) { self.a = a }
}

private final class Derived: Base {
  var b: String
  init(a: Int, b: String) {
    self.b = b
    super.init(a: a)
  }
  private enum CodingKeys: String, CodingKey { case b }
  required init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    b = try c.decode(String.self, forKey: .b)
    try super.init(from: c.superDecoder())
  }
  override func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(b, forKey: .b)
    try super.encode(to: c.superEncoder())
  }
}

final class CodableTests: XCTestCase {
  private let sample = Sample(
    int: -3, double: 2.5, string: "s\"😀", optionalString: nil,
    optionalInner: Inner(name: "n", flag: nil),
    list: [1, 2, 3], inners: [Inner(name: "a", flag: true)], map: ["k": [9]], color: .green,
    raw: ["any": [1, nil]], small: -8, unsigned: 42, float: 0.1, nested: [["x", nil], []])

  func testRoundTrip() throws {
    let json = try JSONValue(encoding: sample)
    XCTAssertEqual(try JSONValue.decode(Sample.self, from: json), sample)
    XCTAssertEqual(try json.decode(as: Sample.self), sample)
    // Through bytes too.
    let reparsed = try JSONValue(parsing: json.serialized())
    XCTAssertEqual(try JSONValue.decode(Sample.self, from: reparsed), sample)
  }

  func testNilOptionalsAreOmitted() throws {
    let json = try JSONValue(encoding: sample)
    XCTAssertNil(json["optionalString"], "nil optional must be omitted, not null")
    XCTAssertEqual(json["optionalInner"], ["name": "n"], "nested nil omitted too")
    XCTAssertEqual(json["float"], 0.1, "Float goes through its shortest decimal form")
    XCTAssertEqual(json["nested"], [["x", nil], []], "nil inside arrays stays null")
    XCTAssertEqual(json["color"], "green")
    XCTAssertEqual(
      try JSONValue(encoding: Inner(name: "only", flag: nil)).jsonString, #"{"name":"only"}"#)
  }

  func testUnknownKeysAndMissingOptionalsTolerated() throws {
    let json: JSONValue = [
      "name": "x", "unexpected": [1, 2, ["deep": true]], "another": nil,
    ]
    XCTAssertEqual(try JSONValue.decode(Inner.self, from: json), Inner(name: "x", flag: nil))
    XCTAssertEqual(
      try JSONValue.decode(Inner.self, from: ["name": "x", "flag": nil]),
      Inner(name: "x", flag: nil))
  }

  func testDecodingErrors() {
    XCTAssertThrowsError(try JSONValue.decode(Inner.self, from: ["flag": true])) { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(key.stringValue, "name")
    }
    XCTAssertThrowsError(try JSONValue.decode(Inner.self, from: ["name": 5])) { error in
      guard case DecodingError.typeMismatch = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try JSONValue.decode(Inner.self, from: ["name": nil])) { error in
      guard case DecodingError.valueNotFound = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try JSONValue.decode(Inner.self, from: [1, 2]))
    XCTAssertThrowsError(try JSONValue.decode(Int8.self, from: 300), "out of range")
    XCTAssertThrowsError(try JSONValue.decode(Int.self, from: 2.5), "not integral")
    XCTAssertThrowsError(try JSONValue.decode([Int].self, from: [1, "2"])) { error in
      guard case DecodingError.typeMismatch(_, let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(context.codingPath.last?.intValue, 1)
    }
    XCTAssertThrowsError(try JSONValue.decode(Color.self, from: "blue"))
  }

  func testNumericConversions() throws {
    XCTAssertEqual(try JSONValue.decode(Int.self, from: 4.0), 4)
    XCTAssertEqual(try JSONValue.decode(Double.self, from: 4), 4.0)
    XCTAssertEqual(try JSONValue.decode(UInt8.self, from: 255), 255)
    XCTAssertEqual(try JSONValue.decode([Int].self, from: [1, 2.0, 3]), [1, 2, 3])
    XCTAssertEqual(try JSONValue(encoding: UInt64.max), .double(Double(UInt64.max)))
    XCTAssertThrowsError(try JSONValue(encoding: Double.nan))
  }

  func testTopLevelAndJSONValuePassThrough() throws {
    XCTAssertEqual(try JSONValue(encoding: "s"), "s")
    XCTAssertEqual(try JSONValue(encoding: [1, 2]), [1, 2])
    XCTAssertEqual(try JSONValue(encoding: Optional<Int>.none), .null)
    XCTAssertEqual(try JSONValue(encoding: ["b": 1, "a": 2]), ["a": 2, "b": 1])
    let raw: JSONValue = ["x": [1, ["y": nil]]]
    XCTAssertEqual(try JSONValue(encoding: raw), raw)
    XCTAssertEqual(try JSONValue.decode(JSONValue.self, from: raw), raw)
    XCTAssertEqual(try JSONValue.decode([JSONValue?].self, from: [1, nil]), [.int(1), nil])
    XCTAssertEqual(
      try JSONValue.decode([String: JSONValue].self, from: raw), ["x": [1, ["y": nil]]])
  }

  func testNestedContainersAndSuperCoders() throws {
    let p = Polymorphic(kind: "k", payload: 7)
    let json = try JSONValue(encoding: p)
    XCTAssertEqual(json, ["header": ["kind": "k"], "body": [7, nil]])
    XCTAssertEqual(try JSONValue.decode(Polymorphic.self, from: json), p)

    let d = Derived(a: 1, b: "two")
    let dj = try JSONValue(encoding: d)
    XCTAssertEqual(dj, ["b": "two", "super": ["a": 1]])
    let back = try JSONValue.decode(Derived.self, from: dj)
    XCTAssertEqual(back.a, 1)
    XCTAssertEqual(back.b, "two")
  }

  func testInteropWithFoundationCoders() throws {
    // JSONValue's own Codable conformance works with any coder.
    let value: JSONValue = ["a": [1, 2.5, "s", true, nil]]
    let data = try JSONEncoder().encode(value)
    XCTAssertEqual(try JSONDecoder().decode(JSONValue.self, from: data), value)
  }
}
