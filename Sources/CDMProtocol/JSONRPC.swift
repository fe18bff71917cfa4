// JSON-RPC 2.0 message classification, error objects and message builders.

/// A JSON-RPC request id: an integer or a string.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
    case int(Int)
    case string(String)

    /// Reads an id; integral doubles such as `3.0` are accepted as integers.
    public init?(json: JSONValue) {
        switch json {
        case .string(let s): self = .string(s)
        case .int(let i): self = .int(i)
        case .double(let d):
            guard let i = Int(exactly: d) else { return nil }
            self = .int(i)
        default: return nil
        }
    }

    /// The id as JSON.
    public var json: JSONValue {
        switch self {
        case .int(let i): return .int(i)
        case .string(let s): return .string(s)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let i = try? container.decode(Int.self) {
            self = .int(i)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let i): try container.encode(i)
        case .string(let s): try container.encode(s)
        }
    }

    public var description: String {
        switch self {
        case .int(let i): return String(i)
        case .string(let s): return "\"\(s)\""
        }
    }
}

extension RequestID: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}

/// A JSON-RPC error object.
public struct RPCError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// Reads an error object (`code` must be an integer, `message` a string).
    public init?(json: JSONValue) {
        guard let code = json["code"]?.intValue, let message = json["message"]?.stringValue else {
            return nil
        }
        self.init(code: code, message: message, data: json["data"])
    }

    /// The error object as JSON (`data` omitted when nil).
    public var json: JSONValue {
        var members: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }

    public var description: String { "RPC error \(code): \(message)" }

    /// Standard JSON-RPC and LSP error codes.
    public enum Code {
        /// Invalid JSON was received.
        public static let parseError = -32700
        /// The JSON sent is not a valid request object.
        public static let invalidRequest = -32600
        /// The method does not exist or is not available.
        public static let methodNotFound = -32601
        /// Invalid method parameters.
        public static let invalidParams = -32602
        /// Internal error.
        public static let internalError = -32603
        /// A request arrived before `initialize`.
        public static let serverNotInitialized = -32002
        /// Reserved catch-all.
        public static let unknownErrorCode = -32001
        /// A syntactically valid request that the server could not carry out.
        public static let requestFailed = -32803
        /// The server cancelled the request.
        public static let serverCancelled = -32802
        /// The document changed so the result is no longer valid.
        public static let contentModified = -32801
        /// The client cancelled the request.
        public static let requestCancelled = -32800
    }

    public static func parseError(_ message: String = "Parse error", data: JSONValue? = nil)
        -> RPCError
    {
        RPCError(code: Code.parseError, message: message, data: data)
    }
    public static func invalidRequest(_ message: String = "Invalid request", data: JSONValue? = nil)
        -> RPCError
    {
        RPCError(code: Code.invalidRequest, message: message, data: data)
    }
    public static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: Code.methodNotFound, message: "Method not found: \(method)")
    }
    public static func invalidParams(_ message: String = "Invalid params", data: JSONValue? = nil)
        -> RPCError
    {
        RPCError(code: Code.invalidParams, message: message, data: data)
    }
    public static func internalError(_ message: String = "Internal error", data: JSONValue? = nil)
        -> RPCError
    {
        RPCError(code: Code.internalError, message: message, data: data)
    }
    public static func serverNotInitialized(_ message: String = "Server not initialized") -> RPCError {
        RPCError(code: Code.serverNotInitialized, message: message)
    }
    public static func unknownErrorCode(_ message: String = "Unknown error") -> RPCError {
        RPCError(code: Code.unknownErrorCode, message: message)
    }
    public static func requestFailed(_ message: String, data: JSONValue? = nil) -> RPCError {
        RPCError(code: Code.requestFailed, message: message, data: data)
    }
    public static func serverCancelled(_ message: String = "Server cancelled the request") -> RPCError {
        RPCError(code: Code.serverCancelled, message: message)
    }
    public static func contentModified(_ message: String = "Content modified") -> RPCError {
        RPCError(code: Code.contentModified, message: message)
    }
    public static func requestCancelled(_ message: String = "Request cancelled") -> RPCError {
        RPCError(code: Code.requestCancelled, message: message)
    }
}

/// A classified JSON-RPC 2.0 message.
public enum RPCMessage: Sendable, Equatable {
    /// A call expecting a response. `params` is an object or array when present.
    case request(id: RequestID, method: String, params: JSONValue?)
    /// A call expecting no response.
    case notification(method: String, params: JSONValue?)
    /// A reply: exactly one of `result` (possibly `.null`) and `error` is non-nil.
    /// `id` is nil only for error responses whose request id could not be determined.
    case response(id: RequestID?, result: JSONValue?, error: RPCError?)
    /// Well-formed JSON that is not a valid message; answer with `invalidRequest` using
    /// `id` (nil → `null`) when the message looked like a request.
    case invalid(id: RequestID?, reason: String)

    /// Classifies a parsed body. Rules: the body must be an object; `jsonrpc`, when
    /// present, must be `"2.0"`; `id` must be an integer or string (`null` only in
    /// responses); `method` must be a string; `params`, when present and not `null`, must
    /// be an object or array; a response has exactly one of `result` and `error`, and
    /// `error` needs an integer `code` and string `message`.
    public init(json: JSONValue) {
        guard case .object(let m) = json else {
            self = .invalid(
                id: nil, reason: "message must be a JSON object, not \(JSONValueDecoding.describe(json))")
            return
        }
        var id: RequestID?
        var idIsNull = false
        if let rawID = m.member("id") {
            if rawID.isNull {
                idIsNull = true
            } else if let parsed = RequestID(json: rawID) {
                id = parsed
            } else {
                self = .invalid(id: nil, reason: "id must be an integer or a string")
                return
            }
        }
        if let version = m.member("jsonrpc"), version != "2.0" {
            self = .invalid(id: id, reason: "jsonrpc must be \"2.0\"")
            return
        }
        if let rawMethod = m.member("method") {
            guard case .string(let method) = rawMethod else {
                self = .invalid(id: id, reason: "method must be a string")
                return
            }
            var params = m.member("params")
            if params?.isNull == true { params = nil }
            if let params, params.objectValue == nil, params.arrayValue == nil {
                self = .invalid(id: id, reason: "params must be an object or an array")
                return
            }
            if idIsNull {
                self = .invalid(id: nil, reason: "request id must not be null")
            } else if let id {
                self = .request(id: id, method: method, params: params)
            } else {
                self = .notification(method: method, params: params)
            }
            return
        }
        let result = m.member("result")
        let rawError = m.member("error")
        guard id != nil || idIsNull else {
            self = .invalid(
                id: nil, reason: result == nil && rawError == nil ? "missing method" : "response without id"
            )
            return
        }
        switch (result, rawError) {
        case (let result?, nil):
            self = .response(id: id, result: result, error: nil)
        case (nil, let rawError?):
            guard let error = RPCError(json: rawError) else {
                self = .invalid(
                    id: id, reason: "error must be an object with an integer code and a string message")
                return
            }
            self = .response(id: id, result: nil, error: error)
        case (nil, nil):
            self = .invalid(id: id, reason: "missing method")
        case (_?, _?):
            self = .invalid(id: id, reason: "response has both result and error")
        }
    }

    /// Parses and classifies a message body. Throws ``JSONParseError`` only when the body
    /// is not JSON at all (answer with ``RPCError/parseError(_:data:)`` and a null id).
    public init(parsing body: [UInt8]) throws {
        self.init(json: try JSONValue(parsing: body))
    }

    /// The message as JSON; `.invalid` has no JSON form and yields `nil`.
    public var json: JSONValue? {
        switch self {
        case .request(let id, let method, let params):
            return RPCMessage.requestBody(id: id, method: method, params: params)
        case .notification(let method, let params):
            return RPCMessage.notificationBody(method: method, params: params)
        case .response(let id, let result, let error):
            if let error { return RPCMessage.errorBody(id: id, error: error) }
            var members: [String: JSONValue] = ["jsonrpc": "2.0", "result": result ?? .null]
            members["id"] = id?.json ?? .null
            return .object(members)
        case .invalid:
            return nil
        }
    }

    // MARK: Builders

    /// `{"jsonrpc":"2.0","id":…,"result":…}`; `result` may be `.null`.
    public static func responseBody(id: RequestID, result: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id.json, "result": result])
    }

    /// A success response whose result is `result` encoded through ``JSONValue/init(encoding:)``.
    public static func responseBody<T: Encodable>(id: RequestID, encoding result: T) throws
        -> JSONValue
    {
        responseBody(id: id, result: try JSONValue(encoding: result))
    }

    /// `{"jsonrpc":"2.0","id":…,"error":{…}}`; `id` is written as `null` when nil.
    public static func errorBody(id: RequestID?, error: RPCError) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json])
    }

    /// `{"jsonrpc":"2.0","method":…,"params":…}`; `params` omitted when nil.
    public static func notificationBody(method: String, params: JSONValue?) -> JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { members["params"] = params }
        return .object(members)
    }

    /// A notification whose params are `params` encoded through ``JSONValue/init(encoding:)``.
    public static func notificationBody<T: Encodable>(method: String, encoding params: T) throws
        -> JSONValue
    {
        notificationBody(method: method, params: try JSONValue(encoding: params))
    }

    /// `{"jsonrpc":"2.0","id":…,"method":…,"params":…}`; `params` omitted when nil.
    public static func requestBody(id: RequestID, method: String, params: JSONValue?) -> JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0", "id": id.json, "method": .string(method)]
        if let params { members["params"] = params }
        return .object(members)
    }

    /// A request whose params are `params` encoded through ``JSONValue/init(encoding:)``.
    public static func requestBody<T: Encodable>(id: RequestID, method: String, encoding params: T)
        throws -> JSONValue
    {
        requestBody(id: id, method: method, params: try JSONValue(encoding: params))
    }
}
