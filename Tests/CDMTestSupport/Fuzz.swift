// Seeded random edits of source text (characters and tokens) for robustness tests.

import CDMSyntax

/// SplitMix64: a small, fast generator whose sequence depends only on its seed, on every platform.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The kinds of random edits `Mutator` makes.
public enum Mutation: String, CaseIterable, Sendable {
    case deleteCharacter, insertCharacter, swapCharacters
    case deleteToken, insertToken, swapTokens, duplicateToken
    case deleteLine
}

/// Makes random variants of a text, each from the original by a few edits of characters
/// (Unicode scalars, so the text stays valid UTF-8) or of whole tokens.
public struct Mutator {
    /// Characters worth inserting: punctuation of the grammar, quotes, comment starts, line
    /// breaks of every kind, a byte-order mark, non-ASCII letters and an astral emoji.
    public static let interesting: [String] = [
        "{", "}", "(", ")", "[", "]", "<", ">", ":", ",", "=", "?", "@", ".", "...", ";", "\"", "\\", "`",
        "/", "*", "//", "/*", "*/", "///", "\n", "\r", "\r\n", " ", "\t", "-", "0", "9", "1e", "a", "Z", "_",
        "é", "😀", "\u{FEFF}", "\u{0}", "#", "$", "entity ", "model ", "abstract ", "fetched ", "unique", "index ",
    ]

    public let original: String
    private let scalars: [Unicode.Scalar]
    private let tokens: [String]
    public var random: SeededRandom

    public init(_ text: String, seed: UInt64) {
        original = text
        scalars = Array(text.unicodeScalars)
        tokens = Lexer.tokenize(text).map(\.text)
        random = SeededRandom(seed: seed)
    }

    /// A variant of the original made by `edits` random edits, and the edits' names.
    public mutating func variant(edits: Int) -> (text: String, mutations: [Mutation]) {
        var useTokens = Bool.random(using: &random)
        var scalarsCopy = scalars
        var tokensCopy = tokens
        var done: [Mutation] = []
        for _ in 0..<edits {
            let mutation = Mutation.allCases.randomElement(using: &random)!
            switch mutation {
            case .deleteCharacter, .insertCharacter, .swapCharacters:
                if useTokens {
                    scalarsCopy = Array(tokensCopy.joined().unicodeScalars)
                    useTokens = false
                }
                mutate(&scalarsCopy, mutation)
            case .deleteToken, .insertToken, .swapTokens, .duplicateToken, .deleteLine:
                if !useTokens {
                    tokensCopy = Lexer.tokenize(String(String.UnicodeScalarView(scalarsCopy))).map(\.text)
                    useTokens = true
                }
                mutate(&tokensCopy, mutation)
            }
            done.append(mutation)
        }
        let text = useTokens ? tokensCopy.joined() : String(String.UnicodeScalarView(scalarsCopy))
        return (text, done)
    }

    private mutating func mutate(_ s: inout [Unicode.Scalar], _ mutation: Mutation) {
        switch mutation {
        case .deleteCharacter:
            guard !s.isEmpty else { return }
            let i = Int.random(in: 0..<s.count, using: &random)
            let n = min(s.count - i, Int.random(in: 1...3, using: &random))
            s.removeSubrange(i..<(i + n))
        case .insertCharacter:
            let i = Int.random(in: 0...s.count, using: &random)
            s.insert(contentsOf: Mutator.interesting.randomElement(using: &random)!.unicodeScalars, at: i)
        case .swapCharacters:
            guard s.count >= 2 else { return }
            let i = Int.random(in: 0..<(s.count - 1), using: &random)
            let j = Bool.random(using: &random) ? i + 1 : Int.random(in: 0..<s.count, using: &random)
            s.swapAt(i, j)
        default: return
        }
    }

    private mutating func mutate(_ t: inout [String], _ mutation: Mutation) {
        switch mutation {
        case .deleteToken:
            guard !t.isEmpty else { return }
            t.remove(at: Int.random(in: 0..<t.count, using: &random))
        case .insertToken:
            let token = tokens.isEmpty ? "{" : tokens.randomElement(using: &random)!
            t.insert(token, at: Int.random(in: 0...t.count, using: &random))
        case .swapTokens:
            guard t.count >= 2 else { return }
            t.swapAt(Int.random(in: 0..<t.count, using: &random), Int.random(in: 0..<t.count, using: &random))
        case .duplicateToken:
            guard !t.isEmpty else { return }
            let i = Int.random(in: 0..<t.count, using: &random)
            t.insert(t[i], at: i)
        case .deleteLine:
            // Removes from one newline token to the next: a whole line, as an editor's cut does.
            let newlines = t.indices.filter { t[$0] == "\n" || t[$0] == "\r\n" || t[$0] == "\r" }
            guard newlines.count >= 2 else { return }
            let k = Int.random(in: 0..<(newlines.count - 1), using: &random)
            t.removeSubrange(newlines[k]..<newlines[k + 1])
        default: return
        }
    }
}
