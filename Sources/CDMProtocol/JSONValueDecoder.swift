// A Swift `Decoder` reading Codable types straight out of a `JSONValue` tree.

extension JSONValue {
    /// Decodes a `Decodable` type from a JSON value.
    ///
    /// Unknown object keys are ignored; a missing or `null` member decodes as `nil` for
    /// optional properties. Numbers convert between `Int` and `Double` when exact.
    /// Decoding `JSONValue` itself (at any depth) returns the value unchanged.
    public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try JSONValueDecoding.unbox(value, as: type, codingPath: [])
    }

    /// Decodes this value as `T`; shorthand for ``decode(_:from:)``.
    public func decode<T: Decodable>(as type: T.Type = T.self) throws -> T {
        try JSONValueDecoding.unbox(self, as: type, codingPath: [])
    }
}

/// A type that reads itself straight from a `JSONValue`, without a `Decoder`: the messages on the
/// server's hot path (`didChange`) and the types they hold, where the `Decoder` costs five times
/// the subscripts. `JSONValue.decode` takes this path. It must accept what the synthesized
/// `init(from:)` accepts and refuse what it refuses, with the same errors (tested); their coding
/// paths are relative to the value, and the caller puts its own in front.
public protocol JSONValueDecodable: Decodable {
    init(json: JSONValue) throws
}

/// A coding key for array positions and arbitrary strings (for coding paths built by hand).
public struct JSONCodingKey: CodingKey, Sendable {
    public var stringValue: String
    public var intValue: Int?

    public init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    public init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    static let `super` = JSONCodingKey(stringValue: "super")
}

/// Conversions from `JSONValue` to primitive Swift types, shared by every container.
enum JSONValueDecoding {
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// What a Swift type is called in JSON terms: "a string", "an integer", "an object"…
    static func expected(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "a boolean"
        case is Double.Type, is Float.Type: return "a number"
        case is any FixedWidthInteger.Type: return "an integer"
        case is [String: JSONValue].Type: return "an object"
        case is [JSONValue].Type: return "an array"
        default: return "\(type)"
        }
    }

    static func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey])
        -> DecodingError
    {
        let context = DecodingError.Context(
            codingPath: path, debugDescription: "expected \(expected(type)), found \(describe(value))")
        if case .null = value { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }

    static func bool(_ value: JSONValue, _ path: [any CodingKey]) throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch(Bool.self, value, path) }
        return b
    }

    static func string(_ value: JSONValue, _ path: [any CodingKey]) throws -> String {
        guard case .string(let s) = value else { throw mismatch(String.self, value, path) }
        return s
    }

    static func double(_ value: JSONValue, _ path: [any CodingKey]) throws -> Double {
        switch value {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: throw mismatch(Double.self, value, path)
        }
    }

    static func float(_ value: JSONValue, _ path: [any CodingKey]) throws -> Float {
        Float(try double(value, path))
    }

    static func integer<T: FixedWidthInteger>(
        _ value: JSONValue, _ type: T.Type, _ path: [any CodingKey]
    ) throws -> T {
        let result: T?
        switch value {
        case .int(let i): result = T(exactly: i)
        case .double(let d): result = T(exactly: d)
        default: throw mismatch(type, value, path)
        }
        guard let result else {
            if case .double(let d) = value, d.rounded() != d {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: path, debugDescription: "expected an integer, found \(d)"))
            }
            throw DecodingError.dataCorrupted(
                .init(codingPath: path, debugDescription: "\(value) does not fit in \(type)"))
        }
        return result
    }

    static func unbox<T: Decodable>(_ value: JSONValue, as type: T.Type, codingPath: [any CodingKey])
        throws -> T
    {
        // Fast paths: no Decoder round trip for the commonest leaf types.
        if T.self == JSONValue.self, let v = value as? T { return v }
        if T.self == String.self, let v = try string(value, codingPath) as? T { return v }
        if T.self == Int.self, let v = try integer(value, Int.self, codingPath) as? T { return v }
        if T.self == Bool.self, let v = try bool(value, codingPath) as? T { return v }
        if let direct = T.self as? any JSONValueDecodable.Type {
            do {
                return try direct.init(json: value) as! T
            } catch let error as DecodingError {
                throw codingPath.isEmpty ? error : error.prefixed(by: codingPath)
            }
        }
        if T.self == [Int].self, case .array(let elements) = value {
            var out: [Int] = []
            out.reserveCapacity(elements.count)
            for (n, element) in elements.enumerated() {
                out.append(try integer(element, Int.self, codingPath + [JSONCodingKey(intValue: n)]))
            }
            if let v = out as? T { return v }
        }
        return try T(from: JSONValueDecoderImpl(value: value, codingPath: codingPath))
    }
}

/// The `Decoder` handed to `init(from:)`; also its own single-value container.
struct JSONValueDecoderImpl: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw JSONValueDecoding.mismatch([String: JSONValue].self, value, codingPath)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw JSONValueDecoding.mismatch([JSONValue].self, value, codingPath)
        }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try JSONValueDecoding.bool(value, codingPath) }
    func decode(_ type: String.Type) throws -> String {
        try JSONValueDecoding.string(value, codingPath)
    }
    func decode(_ type: Double.Type) throws -> Double {
        try JSONValueDecoding.double(value, codingPath)
    }
    func decode(_ type: Float.Type) throws -> Float { try JSONValueDecoding.float(value, codingPath) }
    func decode(_ type: Int.Type) throws -> Int {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode(_ type: Int8.Type) throws -> Int8 {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode(_ type: Int16.Type) throws -> Int16 {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode(_ type: Int32.Type) throws -> Int32 {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode(_ type: Int64.Type) throws -> Int64 {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode(_ type: UInt.Type) throws -> UInt {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode(_ type: UInt8.Type) throws -> UInt8 {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try JSONValueDecoding.integer(value, type, codingPath)
    }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONValueDecoding.unbox(value, as: type, codingPath: codingPath)
    }
}

/// Keyed access to an object's members.
private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members.member(key.stringValue) != nil }

    /// An absent or `null` member is `nil`: one lookup (the protocol's default takes three).
    private func present(_ key: Key) -> JSONValue? {
        guard let value = members.member(key.stringValue), !value.isNull else { return nil }
        return value
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try present(key).map { try JSONValueDecoding.bool($0, path(key)) }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try present(key).map { try JSONValueDecoding.string($0, path(key)) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try present(key).map { try JSONValueDecoding.integer($0, type, path(key)) }
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key).map { try JSONValueDecoding.unbox($0, as: type, codingPath: path(key)) }
    }

    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members.member(key.stringValue) else {
            throw DecodingError.keyNotFound(
                key,
                .init(codingPath: codingPath, debugDescription: "No value for key '\(key.stringValue)'"))
        }
        return value
    }

    private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).isNull }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try JSONValueDecoding.bool(member(key), path(key))
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try JSONValueDecoding.string(member(key), path(key))
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try JSONValueDecoding.double(member(key), path(key))
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try JSONValueDecoding.float(member(key), path(key))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try JSONValueDecoding.integer(member(key), type, path(key))
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONValueDecoding.unbox(member(key), as: type, codingPath: path(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONValueDecoderImpl(value: member(key), codingPath: path(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONValueDecoderImpl(value: member(key), codingPath: path(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONValueDecoderImpl(
            value: members["super"] ?? .null, codingPath: codingPath + [JSONCodingKey.super])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoderImpl(value: members[key.stringValue] ?? .null, codingPath: path(key))
    }
}

/// Sequential access to an array's elements.
private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private var path: [any CodingKey] { codingPath + [JSONCodingKey(intValue: currentIndex)] }

    /// Returns the next element and advances, or throws at the end.
    private mutating func next(_ type: Any.Type) throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: path, debugDescription: "Unkeyed container is at end"))
        }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    private mutating func take<T>(_ type: T.Type, _ convert: (JSONValue, [any CodingKey]) throws -> T)
        throws -> T
    {
        let p = path
        let value = try next(type)
        return try convert(value, p)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take(type, JSONValueDecoding.bool) }
    mutating func decode(_ type: String.Type) throws -> String {
        try take(type, JSONValueDecoding.string)
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        try take(type, JSONValueDecoding.double)
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        try take(type, JSONValueDecoding.float)
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        try take(type) { try JSONValueDecoding.integer($0, type, $1) }
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try take(type) { try JSONValueDecoding.unbox($0, as: type, codingPath: $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let p = path
        return try JSONValueDecoderImpl(value: next(type), codingPath: p).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let p = path
        return try JSONValueDecoderImpl(value: next([JSONValue].self), codingPath: p).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let p = path
        return JSONValueDecoderImpl(value: try next(JSONValue.self), codingPath: p)
    }
}

// MARK: - Direct decoding

extension JSONValueDecoding {
    static func string(_ value: JSONValue) throws -> String { try string(value, []) }
    static func bool(_ value: JSONValue) throws -> Bool { try bool(value, []) }
    static func int(_ value: JSONValue) throws -> Int { try integer(value, Int.self, []) }

    /// The elements of an array, each read by `read`; an element's error gets its index in front.
    static func array<T>(_ value: JSONValue, _ read: (JSONValue) throws -> T) throws -> [T] {
        guard case .array(let elements) = value else { throw mismatch([JSONValue].self, value, []) }
        var out: [T] = []
        out.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            do {
                out.append(try read(element))
            } catch let error as DecodingError {
                throw error.prefixed(by: [JSONCodingKey(intValue: i)])
            }
        }
        return out
    }
}

/// An object's members for a hand-written `init(json:)`: a missing, `null` or mistyped member
/// gives the error the `Decoder` gives, with the member's key in front of its path.
struct JSONObjectReader {
    let members: [String: JSONValue]

    init(_ value: JSONValue) throws {
        guard case .object(let members) = value else {
            throw JSONValueDecoding.mismatch([String: JSONValue].self, value, [])
        }
        self.members = members
    }

    /// A member that must be there.
    func required<T>(_ key: String, _ read: (JSONValue) throws -> T) throws -> T {
        guard let value = members.member(key) else {
            throw DecodingError.keyNotFound(
                JSONCodingKey(stringValue: key),
                .init(codingPath: [], debugDescription: "No value for key '\(key)'"))
        }
        return try Self.reading(key, value, read)
    }

    /// A member that may be absent or `null`.
    func optional<T>(_ key: String, _ read: (JSONValue) throws -> T) throws -> T? {
        guard let value = members.member(key), !value.isNull else { return nil }
        return try Self.reading(key, value, read)
    }

    private static func reading<T>(_ key: String, _ value: JSONValue, _ read: (JSONValue) throws -> T)
        throws -> T
    {
        do {
            return try read(value)
        } catch let error as DecodingError {
            throw error.prefixed(by: [JSONCodingKey(stringValue: key)])
        }
    }
}

// MARK: - Errors in words

extension DecodingError {
    /// The same error with `path` in front of its coding path.
    public func prefixed(by path: [any CodingKey]) -> DecodingError {
        func moved(_ c: Context) -> Context {
            Context(
                codingPath: path + c.codingPath, debugDescription: c.debugDescription,
                underlyingError: c.underlyingError)
        }
        switch self {
        case .typeMismatch(let type, let c): return .typeMismatch(type, moved(c))
        case .valueNotFound(let type, let c): return .valueNotFound(type, moved(c))
        case .keyNotFound(let key, let c): return .keyNotFound(key, moved(c))
        case .dataCorrupted(let c): return .dataCorrupted(moved(c))
        @unknown default: return self
        }
    }

    /// The error in words, naming the field by its path from the decoded value:
    /// `position.line: expected an integer, found a string`, `missing field 'textDocument.uri'`.
    public var fieldMessage: String {
        switch self {
        case .keyNotFound(let key, let c):
            return "missing field '\(Self.pathText(c.codingPath + [key]))'"
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
            let path = Self.pathText(c.codingPath)
            return path.isEmpty ? c.debugDescription : "\(path): \(c.debugDescription)"
        @unknown default:
            return "\(self)"
        }
    }

    /// `contentChanges[0].range.start`: keys joined by dots, array positions in brackets.
    public static func pathText(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                if !text.isEmpty { text += "." }
                text += key.stringValue
            }
        }
        return text
    }
}
