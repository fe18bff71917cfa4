// Semantic token integers kept small: seven bits to a byte, in pieces, read from either end.

/// Non-negative integers packed seven bits to a byte (LEB128): LSP's semantic token integers are
/// small (most under 128), so 2.5 million of them take about 2.6 MB instead of 20 as `[Int]`.
/// The bytes are kept in pieces of 64 KB, and no integer is cut between two: growing never copies
/// what is already kept (one array grown by doubling held 7 MB, old and new, for 2.6 MB of
/// integers). Read forwards or backwards (a `full/delta` compares the common prefix and suffix).
public struct PackedIntegers: Sendable, Equatable, Sequence, IntegerAppending {
    /// Full pieces, then the last one being filled.
    private var pieces: [[UInt8]] = []
    public private(set) var count = 0
    static let pieceSize = 1 << 16

    public init() {}

    public init(_ values: some Sequence<Int>) {
        for v in values { append(v) }
    }

    /// The bytes kept (for tests and measures).
    public var byteCount: Int { pieces.reduce(0) { $0 + $1.count } }

    /// Appends `value`; a negative value (none is made: every semantic token integer is an LSP
    /// `uinteger`) is kept as 0.
    public mutating func append(_ value: Int) {
        if pieces.isEmpty || pieces[pieces.count - 1].count > Self.pieceSize - 10 {
            var piece: [UInt8] = []
            piece.reserveCapacity(Self.pieceSize)
            pieces.append(piece)
        }
        var v = UInt(Swift.max(0, value))
        let last = pieces.count - 1
        while v >= 0x80 {
            pieces[last].append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        pieces[last].append(UInt8(v))
        count += 1
    }

    public var isEmpty: Bool { count == 0 }

    public static func == (a: Self, b: Self) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }

    public func makeIterator() -> Iterator { Iterator(pieces: pieces) }

    public struct Iterator: IteratorProtocol {
        let pieces: [[UInt8]]
        var piece = 0
        var at = 0

        public mutating func next() -> Int? {
            while piece < pieces.count && at >= pieces[piece].count {
                piece += 1
                at = 0
            }
            guard piece < pieces.count else { return nil }
            return pieces[piece].withUnsafeBufferPointer { bytes in
                var value = 0
                var shift = 0
                while true {
                    let b = bytes[at]
                    at += 1
                    value |= Int(b & 0x7F) << shift
                    if b < 0x80 { return value }
                    shift += 7
                }
            }
        }
    }

    /// The integers from the last to the first.
    public var reversed: ReversedIterator { ReversedIterator(pieces: pieces, piece: pieces.count - 1, end: pieces.last?.count ?? 0) }

    public struct ReversedIterator: IteratorProtocol, Sequence {
        let pieces: [[UInt8]]
        var piece: Int
        var end: Int

        public mutating func next() -> Int? {
            while piece >= 0 && end == 0 {
                piece -= 1
                end = piece >= 0 ? pieces[piece].count : 0
            }
            guard piece >= 0 else { return nil }
            return pieces[piece].withUnsafeBufferPointer { bytes in
                // A value's last byte is under 0x80, the others over it: the value starts just after
                // the previous byte under 0x80 (or at the piece's start: no value spans two pieces).
                var start = end - 1
                while start > 0 && bytes[start - 1] >= 0x80 { start -= 1 }
                var value = 0
                var shift = 0
                for i in start..<end {
                    value |= Int(bytes[i] & 0x7F) << shift
                    shift += 7
                }
                end = start
                return value
            }
        }
    }

    /// What replaces what differs between `old` and `self`: the length of the common prefix, how
    /// many of `old`'s integers after it are replaced, and the integers that replace them (the
    /// single edit of a `semanticTokens/full/delta`).
    public func difference(from old: PackedIntegers) -> (start: Int, deleteCount: Int, inserted: PackedIntegers) {
        var prefix = 0
        var a = old.makeIterator()
        var b = makeIterator()
        while let x = a.next(), let y = b.next(), x == y { prefix += 1 }
        var suffix = 0
        let limit = Swift.min(old.count, count) - prefix
        var ra = old.reversed
        var rb = reversed
        while suffix < limit, let x = ra.next(), let y = rb.next(), x == y { suffix += 1 }
        var inserted = PackedIntegers()
        var it = makeIterator()
        var i = 0
        while i < count - suffix, let v = it.next() {
            if i >= prefix { inserted.append(v) }
            i += 1
        }
        return (prefix, old.count - prefix - suffix, inserted)
    }
}
