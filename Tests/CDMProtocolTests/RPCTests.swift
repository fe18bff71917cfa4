// Tests for JSON-RPC message classification, ids, errors and body builders.

import CDMProtocol
import XCTest

final class RPCMessageTests: XCTestCase {
  func testClassification() throws {
    let cases: [(String, RPCMessage)] = [
      (
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null}}"#,
        .request(id: 1, method: "initialize", params: ["processId": nil])
      ),
      (
        #"{"jsonrpc":"2.0","id":"abc","method":"shutdown"}"#,
        .request(id: "abc", method: "shutdown", params: nil)
      ),
      (
        #"{"jsonrpc":"2.0","id":7,"method":"m","params":null}"#,
        .request(id: 7, method: "m", params: nil)
      ),
      (
        #"{"jsonrpc":"2.0","id":2.0,"method":"m","params":[1]}"#,
        .request(id: 2, method: "m", params: [1])
      ),
      (
        #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
        .notification(method: "initialized", params: [:])
      ),
      (#"{"jsonrpc":"2.0","method":"exit"}"#, .notification(method: "exit", params: nil)),
      (#"{"method":"no-version"}"#, .notification(method: "no-version", params: nil)),
      (#"{"jsonrpc":"2.0","id":3,"result":null}"#, .response(id: 3, result: .null, error: nil)),
      (#"{"jsonrpc":"2.0","id":"s","result":[1]}"#, .response(id: "s", result: [1], error: nil)),
      (
        #"{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"nope","data":{"x":1}}}"#,
        .response(
          id: 4, result: nil, error: RPCError(code: -32601, message: "nope", data: ["x": 1]))
      ),
      (
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#,
        .response(id: nil, result: nil, error: .parseError("bad"))
      ),
      (#"[1,2]"#, .invalid(id: nil, reason: "message must be a JSON object, not an array")),
      (#"42"#, .invalid(id: nil, reason: "message must be a JSON object, not a number")),
      (#"null"#, .invalid(id: nil, reason: "message must be a JSON object, not null")),
      (#""str""#, .invalid(id: nil, reason: "message must be a JSON object, not a string")),
      (#"{"jsonrpc":"2.0","id":5}"#, .invalid(id: 5, reason: "missing method")),
      (#"{"jsonrpc":"2.0"}"#, .invalid(id: nil, reason: "missing method")),
      (
        #"{"jsonrpc":"2.0","id":6,"method":42}"#, .invalid(id: 6, reason: "method must be a string")
      ),
      (
        #"{"jsonrpc":"1.0","id":6,"method":"m"}"#,
        .invalid(id: 6, reason: "jsonrpc must be \"2.0\"")
      ),
      (
        #"{"jsonrpc":"2.0","id":true,"method":"m"}"#,
        .invalid(id: nil, reason: "id must be an integer or a string")
      ),
      (
        #"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#,
        .invalid(id: nil, reason: "id must be an integer or a string")
      ),
      (
        #"{"jsonrpc":"2.0","id":null,"method":"m"}"#,
        .invalid(id: nil, reason: "request id must not be null")
      ),
      (
        #"{"jsonrpc":"2.0","id":8,"method":"m","params":"x"}"#,
        .invalid(id: 8, reason: "params must be an object or an array")
      ),
      (#"{"jsonrpc":"2.0","result":1}"#, .invalid(id: nil, reason: "response without id")),
      (
        #"{"jsonrpc":"2.0","id":9,"result":1,"error":{"code":1,"message":"m"}}"#,
        .invalid(id: 9, reason: "response has both result and error")
      ),
      (
        #"{"jsonrpc":"2.0","id":9,"error":{"code":"x","message":"m"}}"#,
        .invalid(id: 9, reason: "error must be an object with an integer code and a string message")
      ),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(try RPCMessage(parsing: Array(text.utf8)), expected, text)
    }
  }

  func testParseErrorIsThrownNotClassified() {
    XCTAssertThrowsError(try RPCMessage(parsing: Array("{oops".utf8))) { error in
      XCTAssertTrue(error is JSONParseError)
    }
  }

  func testRequestID() throws {
    XCTAssertNotEqual(RequestID.int(1), RequestID.string("1"))
    XCTAssertEqual(Set<RequestID>([1, "1", 1, "1"]).count, 2)
    XCTAssertEqual(RequestID(json: 3), .int(3))
    XCTAssertEqual(RequestID(json: "3"), .string("3"))
    XCTAssertNil(RequestID(json: nil))
    XCTAssertNil(RequestID(json: 2.5))
    XCTAssertEqual(try JSONValue(encoding: RequestID.int(4)), 4)
    XCTAssertEqual(try JSONValue(encoding: RequestID.string("x")), "x")
    XCTAssertEqual(try JSONValue.decode(RequestID.self, from: 4), .int(4))
    XCTAssertEqual(try JSONValue.decode(RequestID.self, from: "x"), .string("x"))
    XCTAssertThrowsError(try JSONValue.decode(RequestID.self, from: [1]))
    XCTAssertEqual(RequestID.int(4).description, "4")
    XCTAssertEqual(RequestID.string("x").description, "\"x\"")
  }

  func testBuilders() throws {
    let cases: [(JSONValue, String)] = [
      (
        RPCMessage.responseBody(id: 1, result: ["ok": true]),
        #"{"id":1,"jsonrpc":"2.0","result":{"ok":true}}"#
      ),
      (
        RPCMessage.responseBody(id: "a", result: .null),
        #"{"id":"a","jsonrpc":"2.0","result":null}"#
      ),
      (
        RPCMessage.errorBody(id: 2, error: .methodNotFound("foo")),
        #"{"error":{"code":-32601,"message":"Method not found: foo"},"id":2,"jsonrpc":"2.0"}"#
      ),
      (
        RPCMessage.errorBody(id: nil, error: .parseError()),
        #"{"error":{"code":-32700,"message":"Parse error"},"id":null,"jsonrpc":"2.0"}"#
      ),
      (
        RPCMessage.errorBody(id: 3, error: .invalidParams("bad", data: [1])),
        #"{"error":{"code":-32602,"data":[1],"message":"bad"},"id":3,"jsonrpc":"2.0"}"#
      ),
      (
        RPCMessage.notificationBody(method: "exit", params: nil),
        #"{"jsonrpc":"2.0","method":"exit"}"#
      ),
      (
        RPCMessage.notificationBody(method: "n", params: ["a": 1]),
        #"{"jsonrpc":"2.0","method":"n","params":{"a":1}}"#
      ),
      (
        RPCMessage.requestBody(id: 9, method: "workspace/configuration", params: ["items": []]),
        #"{"id":9,"jsonrpc":"2.0","method":"workspace/configuration","params":{"items":[]}}"#
      ),
      (
        try RPCMessage.responseBody(id: 5, encoding: LSP.Position(line: 1, character: 2)),
        #"{"id":5,"jsonrpc":"2.0","result":{"character":2,"line":1}}"#
      ),
      (
        try RPCMessage.notificationBody(
          method: "window/logMessage",
          encoding: LSP.LogMessageParams(type: LSP.MessageType.info, message: "hi")),
        #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"message":"hi","type":3}}"#
      ),
      (
        try RPCMessage.requestBody(
          id: "p1", method: "window/workDoneProgress/create",
          encoding: LSP.WorkDoneProgressCreateParams(token: "tok")),
        #"{"id":"p1","jsonrpc":"2.0","method":"window/workDoneProgress/create","params":{"token":"tok"}}"#
      ),
    ]
    for (value, expected) in cases {
      XCTAssertEqual(value.jsonString, expected)
    }
  }

  func testMessagesRoundTripThroughJSON() throws {
    let messages: [RPCMessage] = [
      .request(id: 1, method: "m", params: ["a": [1]]),
      .request(id: "x", method: "m", params: nil),
      .notification(method: "n", params: [1, 2]),
      .response(id: 2, result: .null, error: nil),
      .response(id: "y", result: ["r": true], error: nil),
      .response(id: nil, result: nil, error: .internalError("boom")),
    ]
    for message in messages {
      let json = try XCTUnwrap(message.json)
      XCTAssertEqual(RPCMessage(json: json), message)
    }
    XCTAssertNil(RPCMessage.invalid(id: nil, reason: "r").json)
  }

  func testErrorCodes() {
    let cases: [(RPCError, Int)] = [
      (.parseError(), -32700), (.invalidRequest(), -32600), (.methodNotFound("m"), -32601),
      (.invalidParams(), -32602), (.internalError(), -32603), (.serverNotInitialized(), -32002),
      (.unknownErrorCode(), -32001), (.requestFailed("f"), -32803), (.serverCancelled(), -32802),
      (.contentModified(), -32801), (.requestCancelled(), -32800),
    ]
    for (error, code) in cases {
      XCTAssertEqual(error.code, code, error.message)
      XCTAssertFalse(error.message.isEmpty)
      XCTAssertEqual(RPCError(json: error.json), error)
    }
    XCTAssertEqual(RPCError.Code.contentModified, -32801)
    XCTAssertEqual(
      try JSONValue.decode(RPCError.self, from: ["code": 1, "message": "m"]),
      RPCError(code: 1, message: "m"))
    XCTAssertEqual(
      try JSONValue(encoding: RPCError(code: 1, message: "m")), ["code": 1, "message": "m"])
  }
}
