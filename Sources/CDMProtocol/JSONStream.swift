// Answers written straight to bytes: the largest results (symbols, semantic tokens) without a JSONValue tree in between.

/// Appends JSON text to a byte buffer, for values that write themselves (`JSONStreamable`).
/// Objects written through it keep their keys in sorted order, as `JSONValue.serialized()` does,
/// so a streamed answer is byte for byte the one its `JSONValue` would give.
public struct JSONStream {
    var writer = JSONWriter()

    public init() {}

    /// The bytes written so far.
    public var bytes: [UInt8] { writer.out }

    /// Punctuation and literals (`{`, `"key":`, `null`), written as they are.
    public mutating func raw(_ text: StaticString) { writer.appendASCII(text) }
    public mutating func string(_ value: String) { writer.writeString(value) }
    public mutating func int(_ value: Int) { writer.writeInt(value) }
    public mutating func value(_ value: JSONValue) { writer.write(value) }

    /// `[a,b,…]`, each element written by `element`.
    public mutating func array<C: Collection>(_ elements: C, _ element: (inout JSONStream, C.Element) -> Void) {
        raw("[")
        var first = true
        for e in elements {
            if !first { raw(",") }
            first = false
            element(&self, e)
        }
        raw("]")
    }
}

/// A value that writes its own JSON, for answers too large to build as a `JSONValue` first (a
/// 21,000-entity outline was 190 MB of dictionaries before a byte was written).
public protocol JSONStreamable {
    func writeJSON(to out: inout JSONStream)
}

extension RPCMessage {
    /// `{"id":…,"jsonrpc":"2.0","result":…}` with the result written straight to bytes.
    public static func responseBytes(id: RequestID, result: some JSONStreamable) -> [UInt8] {
        var out = JSONStream()
        out.raw("{\"id\":")
        out.value(id.json)
        out.raw(",\"jsonrpc\":\"2.0\",\"result\":")
        result.writeJSON(to: &out)
        out.raw("}")
        return out.bytes
    }
}

extension Array: JSONStreamable where Element: JSONStreamable {
    public func writeJSON(to out: inout JSONStream) {
        out.array(self) { out, e in e.writeJSON(to: &out) }
    }
}
