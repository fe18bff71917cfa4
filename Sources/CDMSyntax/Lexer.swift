// Splits source text into tokens, trivia included, without ever failing: bad bytes become `unknown` tokens.

/// Turns UTF-8 text into tokens whose texts, concatenated, give back the input exactly.
public enum Lexer {
    public static func tokenize(_ text: String) -> [Token] {
        var text = text
        return text.withUTF8 { tokenize(bytes: $0) }
    }

    /// `atFileStart: false` lexes a slice that starts inside a file: a leading U+FEFF there is no byte-order mark.
    public static func tokenize(bytes: UnsafeBufferPointer<UInt8>, atFileStart: Bool = true) -> [Token] {
        store(bytes: bytes, atFileStart: atFileStart).takeAll()
    }

    /// The tokens of `bytes` in a store the parser takes them from (`TokenStore`).
    static func store(bytes: UnsafeBufferPointer<UInt8>, atFileStart: Bool = true) -> TokenStore {
        var lexing = Lexing(bytes: bytes)
        lexing.run(atFileStart: atFileStart)
        return lexing.tokens
    }

    /// One pass over the bytes. A struct whose mutating method appends, not a nested function that
    /// captures the array: a captured `var` is checked for exclusive access at run time on every
    /// append, which took 45% of lexing (47 → 26 ms for the 10,000-entity model).
    private struct Lexing {
        let bytes: UnsafeBufferPointer<UInt8>
        let tokens: TokenStore

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            // Models average a little under one token per 2.5 bytes; one allocation covers them.
            tokens = TokenStore(capacity: bytes.count / 2 + 16)
        }

        @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, unterminated: Bool = false) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            tokens.append(Token(kind: kind, text: text, isUnterminated: unterminated))
        }

        @inline(__always) mutating func emitIdentifier(_ start: Int, _ end: Int, nonASCII: Bool) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            tokens.append(Token(kind: .identifier, text: text, isUnterminated: false, isNonASCIIIdentifier: nonASCII))
        }

        /// A token whose text is always the same (punctuation, a line feed): no decoding.
        @inline(__always) mutating func emit(_ kind: TokenKind, _ text: String) {
            tokens.append(Token(kind: kind, text: text))
        }

        mutating func run(atFileStart: Bool) {
            var i = 0
            let n = bytes.count
            if atFileStart && n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
                emit(.byteOrderMark, 0, 3)
                i = 3
            }
            while i < n {
                let start = i
                let b = bytes[i]
                switch b {
                case 0x20, 0x09, 0x0B, 0x0C:
                    i += 1
                    var spacesOnly = b == 0x20
                    while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0B || bytes[i] == 0x0C {
                        spacesOnly = spacesOnly && bytes[i] == 0x20
                        i += 1
                    }
                    // Indentation and the space between words: runs of spaces, the same few texts.
                    if spacesOnly && i - start < Lexer.spaces.count {
                        emit(.whitespace, Lexer.spaces[i - start])
                    } else {
                        emit(.whitespace, start, i)
                    }
                case 0x0A:
                    i += 1
                    emit(.newline, "\n")
                case 0x0D:
                    i += 1
                    if i < n && bytes[i] == 0x0A { i += 1 }
                    emit(.newline, start, i)
                case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
                    let isDoc = i + 2 < n && bytes[i + 2] == UInt8(ascii: "/") && !(i + 3 < n && bytes[i + 3] == UInt8(ascii: "/"))
                    i += 2
                    while i < n && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
                    emit(isDoc ? .docComment : .lineComment, start, i)
                case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                    i += 2
                    var depth = 1
                    while i < n && depth > 0 {
                        if bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/") {
                            depth -= 1
                            i += 2
                        } else if bytes[i] == UInt8(ascii: "/") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "*") {
                            depth += 1
                            i += 2
                        } else {
                            i += 1
                        }
                    }
                    emit(.blockComment, start, i, unterminated: depth > 0)
                case UInt8(ascii: "\""):
                    i += 1
                    var closed = false
                    while i < n {
                        let c = bytes[i]
                        if c == UInt8(ascii: "\"") {
                            i += 1
                            closed = true
                            break
                        }
                        if c == 0x0A || c == 0x0D { break }
                        if c == UInt8(ascii: "\\") && i + 1 < n && bytes[i + 1] != 0x0A && bytes[i + 1] != 0x0D {
                            i += 2
                            continue
                        }
                        i += 1
                    }
                    // Never split a multi-byte character (a backslash before one skips only its lead byte).
                    while i < n && (bytes[i] & 0xC0) == 0x80 { i += 1 }
                    emit(.string, start, i, unterminated: !closed)
                case UInt8(ascii: "-") where i + 1 < n && Lexer.isDigit(bytes[i + 1]):
                    i = Lexer.scanNumber(bytes, from: i + 1)
                    emit(.number, start, i)
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    i = Lexer.scanNumber(bytes, from: i)
                    emit(.number, start, i)
                case UInt8(ascii: "."):
                    if i + 2 < n && bytes[i + 1] == UInt8(ascii: ".") && bytes[i + 2] == UInt8(ascii: ".") {
                        i += 3
                        emit(.ellipsis, "...")
                    } else {
                        i += 1
                        emit(.dot, ".")
                    }
                case UInt8(ascii: "{"):
                    i += 1
                    emit(.lBrace, "{")
                case UInt8(ascii: "}"):
                    i += 1
                    emit(.rBrace, "}")
                case UInt8(ascii: "("):
                    i += 1
                    emit(.lParen, "(")
                case UInt8(ascii: ")"):
                    i += 1
                    emit(.rParen, ")")
                case UInt8(ascii: "["):
                    i += 1
                    emit(.lBracket, "[")
                case UInt8(ascii: "]"):
                    i += 1
                    emit(.rBracket, "]")
                case UInt8(ascii: "<"):
                    i += 1
                    emit(.lAngle, "<")
                case UInt8(ascii: ">"):
                    i += 1
                    emit(.rAngle, ">")
                case UInt8(ascii: ":"):
                    i += 1
                    emit(.colon, ":")
                case UInt8(ascii: ","):
                    i += 1
                    emit(.comma, ",")
                case UInt8(ascii: "="):
                    i += 1
                    emit(.equals, "=")
                case UInt8(ascii: "?"):
                    i += 1
                    emit(.question, "?")
                case UInt8(ascii: "@"):
                    i += 1
                    emit(.at, "@")
                case UInt8(ascii: ";"):
                    i += 1
                    emit(.semicolon, ";")
                case UInt8(ascii: "`") where i + 1 < n && Lexer.isIdentifierStart(bytes[i + 1]):
                    // A backticked name keeps a reserved word as a property name (`deleted`), as in Swift.
                    var nonASCII = false
                    let end = Lexer.scanIdentifier(bytes, from: i + 1, nonASCII: &nonASCII)
                    if end < n && bytes[end] == UInt8(ascii: "`") {
                        i = end + 1
                        emitIdentifier(start, i, nonASCII: nonASCII)
                    } else {
                        i += 1
                        emit(.unknown, start, i)
                    }
                default:
                    if Lexer.isIdentifierStart(b) || (b >= 0x80 && Lexer.isLetter(bytes, at: i)) {
                        var nonASCII = false
                        i = Lexer.scanIdentifier(bytes, from: i, nonASCII: &nonASCII)
                        emitIdentifier(start, i, nonASCII: nonASCII)
                    } else {
                        i += b < 0x80 ? 1 : LineIndex.sequenceLength(b)
                        i = min(i, n)
                        while i < n && (bytes[i] & 0xC0) == 0x80 { i += 1 }
                        emit(.unknown, start, i)
                    }
                }
            }
        }
    }

    /// `spaces[k]` is k spaces.
    static let spaces: [String] = (0..<16).map { String(repeating: " ", count: $0) }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }
    @inline(__always) static func isIdentifierContinue(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }

    /// Whether the non-ASCII character at `i` is a letter (lexed into an identifier so the checker can name it).
    static func isLetter(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard let scalar = decodeScalar(bytes, at: i) else { return false }
        return scalar.properties.isAlphabetic
    }

    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Unicode.Scalar? {
        let len = LineIndex.sequenceLength(bytes[i])
        guard len > 1, i + len <= bytes.count else { return nil }
        var value = UInt32(bytes[i]) & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07)
        for k in 1..<len { value = (value << 6) | (UInt32(bytes[i + k]) & 0x3F) }
        return Unicode.Scalar(value)
    }

    /// The end of the identifier that starts at `start`; sets `nonASCII` when it holds a letter outside ASCII.
    static func scanIdentifier(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, nonASCII: inout Bool) -> Int {
        var i = start
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if isIdentifierContinue(b) {
                i += 1
            } else if b >= 0x80 && isLetter(bytes, at: i) {
                nonASCII = true
                i += LineIndex.sequenceLength(b)
            } else {
                break
            }
        }
        return min(i, n)
    }

    static func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        let n = bytes.count
        while i < n && isDigit(bytes[i]) { i += 1 }
        // A fraction, but not the start of `...`.
        if i + 1 < n && bytes[i] == UInt8(ascii: ".") && isDigit(bytes[i + 1]) {
            i += 1
            while i < n && isDigit(bytes[i]) { i += 1 }
        }
        if i < n && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            var j = i + 1
            if j < n && (bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-")) { j += 1 }
            if j < n && isDigit(bytes[j]) {
                i = j
                while i < n && isDigit(bytes[i]) { i += 1 }
            }
        }
        return i
    }
}

/// Tokens in memory of their own, which the parser moves into the tree one by one as it takes them:
/// neither taking a token nor freeing the store then counts a reference (for a large file, copying
/// each token out of an array, and the array's release of every token after, were 4% of a cold check).
/// A token taken is gone from the store: the parser keeps what it looks back at (`Parser.kinds`).
/// Used by one lexer, then one parser, at a time: exempt from the run-time exclusivity checks.
final class TokenStore {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Token>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    /// The tokens before this index were taken.
    @exclusivity(unchecked) private(set) var taken = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        (base + taken).deinitialize(count: count - taken)
        base.deallocate()
    }

    @inline(__always) func append(_ token: Token) { appendDoubling(token, to: &base, count: &count, capacity: &capacity) }

    /// A token not taken yet.
    @inline(__always) subscript(i: Int) -> Token {
        precondition(i >= taken && i < count, "a token taken or out of range")
        return base[i]
    }

    /// Token `i`, not taken yet, read in place (its fields without copying it out).
    @inline(__always) func pointer(_ i: Int) -> UnsafePointer<Token> {
        precondition(i >= taken && i < count, "a token taken or out of range")
        return UnsafePointer(base + i)
    }

    /// Moves out the first token not taken.
    @inline(__always) func takeNext() -> Token {
        precondition(taken < count, "no token left to take")
        taken += 1
        return (base + taken - 1).move()
    }

    /// Every token not taken, moved into an array.
    func takeAll() -> [Token] {
        let n = count - taken
        let out = [Token](unsafeUninitializedCapacity: n) { buffer, initialized in
            if let b = buffer.baseAddress { b.moveInitialize(from: base + taken, count: n) }
            initialized = n
        }
        taken = count
        return out
    }
}
