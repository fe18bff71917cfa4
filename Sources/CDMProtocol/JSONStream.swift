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
    /// Where full pieces go instead of `chunks`, when the stream writes as it goes.
    private var emit: (([UInt8]) -> Void)?
    /// Past this many bytes kept, the stream drops its pieces and only counts.
    private var keepLimit = Int.max
    /// The bytes in pieces already emitted or dropped.
    private var passedCount = 0
    /// Whether the output outgrew `keepLimit`: `count` is exact, the bytes are gone.
    public private(set) var isCountingOnly = false

    /// A stream that keeps everything written to it.
    public init() {}

    /// A stream that keeps what is written until it passes `keepLimit` bytes, then only counts.
    public init(keepLimit: Int) { self.keepLimit = keepLimit }

    /// A stream that hands each full piece to `emit` and keeps none (`finish()` hands the last).
    public init(emit: @escaping ([UInt8]) -> Void) { self.emit = emit }

    /// The number of bytes written so far.
    public var count: Int { passedCount + chunks.reduce(0) { $0 + $1.count } + writer.out.count }

    /// The bytes written so far (not after `isCountingOnly`).
    public var bytes: [UInt8] { chunks.isEmpty ? writer.out : Array((chunks + [writer.out]).joined()) }

    /// The bytes written so far, in pieces (`MessageSink.write(chunks:)` frames them as one).
    public var byteChunks: [[UInt8]] { writer.out.isEmpty ? chunks : chunks + [writer.out] }

    /// Starts a new piece when the current one is nearly full (called between array elements).
    public mutating func flushIfNearlyFull() {
        guard writer.out.count >= Self.chunkCapacity - (Self.chunkCapacity >> 4) else { return }
        if let emit {
            passedCount += writer.out.count
            emit(writer.out)
            writer.out.removeAll(keepingCapacity: true)
        } else if isCountingOnly {
            passedCount += writer.out.count
            writer.out.removeAll(keepingCapacity: true)
        } else {
            chunks.append(writer.out)
            writer.out = []
            writer.out.reserveCapacity(Self.chunkCapacity)
            if count > keepLimit {
                passedCount = count - writer.out.count
                chunks = []
                isCountingOnly = true
            }
        }
    }

    /// Hands what is left to `emit` (streams made with `init(emit:)`).
    public mutating func finish() {
        guard let emit, !writer.out.isEmpty else { return }
        passedCount += writer.out.count
        emit(writer.out)
        writer.out = []
    }

    /// Punctuation and literals (`{`, `"key":`, `null`), written as they are.
    public mutating func raw(_ text: StaticString) { writer.appendASCII(text) }
    public mutating func string(_ value: String) { writer.writeString(value) }
    public mutating func int(_ value: Int) { writer.writeInt(value) }
    public mutating func value(_ value: JSONValue) { writer.write(value) }

    /// `[a,b,…]`, each element written by `element`.
    public mutating func array<S: Sequence>(_ elements: S, _ element: (inout JSONStream, S.Element) -> Void) {
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
        writeResponse(id: id, result: result, to: &out)
        return out.byteChunks
    }

    /// Sends the response to `sink`. An answer of at most `keepLimit` bytes is kept in pieces and
    /// written at once; a longer one is written twice: first only counted, for its `Content-Length`,
    /// then straight to the sink a piece at a time. A 21,000-entity outline (28 MB of JSON) no
    /// longer sits in memory whole; it costs its writing twice instead (the result must write the
    /// same bytes each time, as every `JSONStreamable` of a value does).
    @discardableResult
    public static func sendResponse(id: RequestID, result: some JSONStreamable, to sink: MessageSink, keepLimit: Int = 4 << 20) -> Bool {
        var first = JSONStream(keepLimit: keepLimit)
        writeResponse(id: id, result: result, to: &first)
        guard first.isCountingOnly else { return sink.write(chunks: first.byteChunks) }
        return sink.write(length: first.count) { emit in
            withoutActuallyEscaping(emit) { emit in
                var second = JSONStream(emit: emit)
                writeResponse(id: id, result: result, to: &second)
                second.finish()
            }
        }
    }

    static func writeResponse(id: RequestID, result: some JSONStreamable, to out: inout JSONStream) {
        out.raw("{\"id\":")
        out.value(id.json)
        out.raw(",\"jsonrpc\":\"2.0\",\"result\":")
        result.writeJSON(to: &out)
        out.raw("}")
    }
}

extension Array: JSONStreamable where Element: JSONStreamable {
    public func writeJSON(to out: inout JSONStream) {
        out.array(self) { out, e in e.writeJSON(to: &out) }
    }
}
