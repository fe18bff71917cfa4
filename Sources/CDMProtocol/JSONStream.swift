// Answers written straight to bytes: the largest results (symbols, semantic tokens) without a JSONValue tree in between.

/// Appends JSON text to a byte buffer, for values that write themselves (`JSONStreamable`).
/// Objects written through it keep their keys in sorted order, as `JSONValue.serialized()` does,
/// so a streamed answer is byte for byte the one its `JSONValue` would give.
public struct JSONStream {
    var writer = JSONWriter()
    /// Full pieces of the output, in order, before `writer.out`: a long answer is kept in pieces
    /// of about a megabyte, not in one buffer grown by doubling (which held the old buffer and
    /// the new, up to three times the answer, while it grew).
    private var chunks: [[UInt8]] = []
    static let chunkCapacity = 1 << 20

    public init() {}

    /// The bytes written so far.
    public var bytes: [UInt8] { chunks.isEmpty ? writer.out : Array((chunks + [writer.out]).joined()) }

    /// The bytes written so far, in pieces (`MessageSink.write(chunks:)` frames them as one).
    public var byteChunks: [[UInt8]] { writer.out.isEmpty ? chunks : chunks + [writer.out] }

    /// Starts a new piece when the current one is nearly full (called between array elements).
    mutating func flushIfNearlyFull() {
        guard writer.out.count >= Self.chunkCapacity - (Self.chunkCapacity >> 4) else { return }
        chunks.append(writer.out)
        writer.out = []
        writer.out.reserveCapacity(Self.chunkCapacity)
    }

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
            flushIfNearlyFull()
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
        Array(responseChunks(id: id, result: result).joined())
    }

    /// The same response in pieces of about a megabyte, for `MessageSink.write(chunks:)`.
    public static func responseChunks(id: RequestID, result: some JSONStreamable) -> [[UInt8]] {
        var out = JSONStream()
        out.raw("{\"id\":")
        out.value(id.json)
        out.raw(",\"jsonrpc\":\"2.0\",\"result\":")
        result.writeJSON(to: &out)
        out.raw("}")
        return out.byteChunks
    }
}

extension Array: JSONStreamable where Element: JSONStreamable {
    public func writeJSON(to out: inout JSONStream) {
        out.array(self) { out, e in e.writeJSON(to: &out) }
    }
}
