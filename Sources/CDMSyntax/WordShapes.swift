// Which first bytes and lengths a set of words has, to rule most words out of it without hashing them.

/// The (first byte, length) pairs of a set of words: a word whose pair is not among them is not in
/// the set. The model builder asks whether each property name is reserved, and the predicate lexer
/// whether each word is; hashing every name for a set lookup was about 1% of a cold check each time.
public struct WordShapes: Sendable {
    /// By first byte and length (63 standing for longer), whether a word of the set has that shape.
    private let table: [Bool]

    public init(_ words: some Sequence<String>) {
        var table = [Bool](repeating: false, count: 256 << 6)
        for word in words {
            if let first = word.utf8.first { table[Self.slot(first, word.utf8.count)] = true }
        }
        self.table = table
    }

    /// Whether a word of the set starts with the byte `first` and has `length` bytes.
    public func mayContain(first: UInt8, length: Int) -> Bool { table[Self.slot(first, length)] }

    /// Whether `word` may be in the set (false: it is not).
    public func mayContain(_ word: String) -> Bool {
        let utf8 = word.utf8
        guard let first = utf8.first else { return false }
        return mayContain(first: first, length: utf8.count)
    }

    private static func slot(_ first: UInt8, _ length: Int) -> Int { Int(first) << 6 | min(length, 63) }
}
