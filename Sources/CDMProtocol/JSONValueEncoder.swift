// A Swift `Encoder` turning Codable types into `JSONValue` trees (nil optionals omitted).

extension JSONValue {
    /// Encodes an `Encodable` value as JSON.
    ///
    /// Optional properties that are `nil` are omitted (synthesized conformances use
    /// `encodeIfPresent`); an explicit `encodeNil(forKey:)` still writes `null`.
    /// A value that encodes nothing at all becomes an empty object. Non-finite floating
    /// point numbers throw `EncodingError.invalidValue`.
    public init<T: Encodable>(encoding value: T) throws {
        self = try JSONValueEncoding.box(value, codingPath: [])
    }
}

/// A type that builds its JSON directly, without an `Encoder`: the results the server sends by the
/// thousand (an outline, diagnostics, tokens), where the `Encoder` costs six times the direct
/// construction. `JSONValue(encoding:)` takes this path. It must write what the synthesized
/// `encode(to:)` writes (tested against Foundation's `JSONEncoder`).
public protocol JSONValueEncodable: Encodable {
    var json: JSONValue { get }
}

enum JSONValueEncoding {
    /// Encodes one value completely and returns its JSON.
    static func box<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> JSONValue {
        // Fast paths: no Encoder round trip for the commonest leaf types.
        if T.self == JSONValue.self, let v = value as? JSONValue { return v }
        if T.self == String.self, let v = value as? String { return .string(v) }
        if T.self == Int.self, let v = value as? Int { return .int(v) }
        if T.self == Bool.self, let v = value as? Bool { return .bool(v) }
        if T.self == [Int].self, let v = value as? [Int] { return .array(v.map(JSONValue.int)) }
        if T.self == [String].self, let v = value as? [String] {
            return .array(v.map(JSONValue.string))
        }
        if let direct = value as? any JSONValueEncodable { return direct.json }
        let node = EncodingNode()
        try value.encode(to: JSONValueEncoderImpl(node: node, codingPath: codingPath))
        return node.finish()
    }

    static func double(_ value: Double, _ path: [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: path, debugDescription: "\(value) is not representable in JSON"))
        }
        return .double(value)
    }

    static func float(_ value: Float, _ path: [any CodingKey]) throws -> JSONValue {
        // Go through the shortest decimal form so 0.1 stays 0.1 rather than 0.10000000149.
        try double(Double(value.description) ?? Double(value), path)
    }

    static func integer<T: FixedWidthInteger>(_ value: T) -> JSONValue {
        if let i = Int(exactly: value) { return .int(i) }
        return .double(Double(value))
    }
}

/// A JSON container under construction. Nested containers must stay mutable after their
/// parent has recorded them, hence a class.
final class EncodingNode {
    enum Slot {
        case value(JSONValue)
        case node(EncodingNode)

        func finish() -> JSONValue {
            switch self {
            case .value(let v): return v
            case .node(let n): return n.finish()
            }
        }
    }

    enum Kind { case unset, single, array, object }

    var kind: Kind
    var single: JSONValue = .null
    var elements: [Slot] = []
    var members: [String: Slot] = [:]

    init(kind: Kind = .unset) { self.kind = kind }

    /// Switches to `kind`, discarding content of a different kind (last request wins).
    func become(_ newKind: Kind) {
        guard kind != newKind else { return }
        kind = newKind
        single = .null
        elements = []
        members = [:]
    }

    func finish() -> JSONValue {
        switch kind {
        case .unset: return .object([:])
        case .single: return single
        case .array: return .array(elements.map { $0.finish() })
        case .object: return .object(members.mapValues { $0.finish() })
        }
    }
}

/// The `Encoder` handed to `encode(to:)`; also its own single-value container.
struct JSONValueEncoderImpl: Encoder, SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.become(.object)
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.become(.array)
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    // MARK: SingleValueEncodingContainer

    private func set(_ value: JSONValue) {
        node.become(.single)
        node.single = value
    }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws {
        set(try JSONValueEncoding.double(value, codingPath))
    }
    mutating func encode(_ value: Float) throws {
        set(try JSONValueEncoding.float(value, codingPath))
    }
    mutating func encode(_ value: Int) throws { set(.int(value)) }
    mutating func encode(_ value: Int8) throws { set(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: Int16) throws { set(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: Int32) throws { set(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: Int64) throws { set(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt) throws { set(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt8) throws { set(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt16) throws { set(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt32) throws { set(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt64) throws { set(JSONValueEncoding.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        set(try JSONValueEncoding.box(value, codingPath: codingPath))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    private func set(_ value: JSONValue, _ key: Key) { node.members[key.stringValue] = .value(value) }
    private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try JSONValueEncoding.double(value, path(key)), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try JSONValueEncoding.float(value, path(key)), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        set(JSONValueEncoding.integer(value), key)
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        set(JSONValueEncoding.integer(value), key)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        set(JSONValueEncoding.integer(value), key)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        set(JSONValueEncoding.integer(value), key)
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        set(JSONValueEncoding.integer(value), key)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        set(JSONValueEncoding.integer(value), key)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        set(JSONValueEncoding.integer(value), key)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        set(JSONValueEncoding.integer(value), key)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        set(JSONValueEncoding.integer(value), key)
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try JSONValueEncoding.box(value, codingPath: path(key)), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = EncodingNode(kind: .object)
        node.members[key.stringValue] = .node(child)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: path(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = EncodingNode(kind: .array)
        node.members[key.stringValue] = .node(child)
        return UnkeyedContainer(node: child, codingPath: path(key))
    }

    mutating func superEncoder() -> any Encoder {
        let child = EncodingNode()
        node.members["super"] = .node(child)
        return JSONValueEncoderImpl(node: child, codingPath: codingPath + [JSONCodingKey.super])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = EncodingNode()
        node.members[key.stringValue] = .node(child)
        return JSONValueEncoderImpl(node: child, codingPath: path(key))
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    var count: Int { node.elements.count }

    private var nextPath: [any CodingKey] { codingPath + [JSONCodingKey(intValue: count)] }
    private func append(_ value: JSONValue) { node.elements.append(.value(value)) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws {
        append(try JSONValueEncoding.double(value, nextPath))
    }
    mutating func encode(_ value: Float) throws {
        append(try JSONValueEncoding.float(value, nextPath))
    }
    mutating func encode(_ value: Int) throws { append(.int(value)) }
    mutating func encode(_ value: Int8) throws { append(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: Int16) throws { append(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: Int32) throws { append(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: Int64) throws { append(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt) throws { append(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt8) throws { append(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt16) throws { append(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt32) throws { append(JSONValueEncoding.integer(value)) }
    mutating func encode(_ value: UInt64) throws { append(JSONValueEncoding.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try JSONValueEncoding.box(value, codingPath: nextPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        let child = EncodingNode(kind: .object)
        node.elements.append(.node(child))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let child = EncodingNode(kind: .array)
        node.elements.append(.node(child))
        return UnkeyedContainer(node: child, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        let child = EncodingNode()
        node.elements.append(.node(child))
        return JSONValueEncoderImpl(node: child, codingPath: path)
    }
}

/// A list of values with a direct JSON form has one too (a result such as `[DocumentSymbol]`).
extension Array: JSONValueEncodable where Element: JSONValueEncodable {
    public var json: JSONValue { .array(map(\.json)) }
}

/// `nil` is `null` (a result such as `Hover?`).
extension Optional: JSONValueEncodable where Wrapped: JSONValueEncodable {
    public var json: JSONValue { self?.json ?? .null }
}
