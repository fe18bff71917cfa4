// Splits source text into tokens, trivia included, without ever failing: bad bytes become `unknown` tokens.

/// Turns UTF-8 text into tokens whose texts, concatenated, give back the input exactly.
public enum Lexer {
    public static func tokenize(_ text: String) -> [Token] {
        var text = text
        return text.withUTF8 { tokenize(bytes: $0) }
    }

    /// `atFileStart: false` lexes a slice that starts inside a file: a leading U+FEFF there is no byte-order mark.
    public static func tokenize(bytes: UnsafeBufferPointer<UInt8>, atFileStart: Bool = true) -> [Token] {
        var tokens: [Token] = []
        // Models average a little under one token per 2.5 bytes; one allocation covers them.
        tokens.reserveCapacity(bytes.count / 2 + 16)
        var i = 0
        let n = bytes.count
        @inline(__always) func emit(_ kind: TokenKind, _ start: Int, _ end: Int, unterminated: Bool = false) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            tokens.append(Token(kind: kind, text: text, isUnterminated: unterminated))
        }
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
                while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0B || bytes[i] == 0x0C { i += 1 }
                emit(.whitespace, start, i)
            case 0x0A:
                i += 1
                emit(.newline, start, i)
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
            case UInt8(ascii: "-") where i + 1 < n && isDigit(bytes[i + 1]):
                i = scanNumber(bytes, from: i + 1)
                emit(.number, start, i)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                i = scanNumber(bytes, from: i)
                emit(.number, start, i)
            case UInt8(ascii: "."):
                if i + 2 < n && bytes[i + 1] == UInt8(ascii: ".") && bytes[i + 2] == UInt8(ascii: ".") {
                    i += 3
                    emit(.ellipsis, start, i)
                } else {
                    i += 1
                    emit(.dot, start, i)
                }
            case UInt8(ascii: "{"): i += 1; emit(.lBrace, start, i)
            case UInt8(ascii: "}"): i += 1; emit(.rBrace, start, i)
            case UInt8(ascii: "("): i += 1; emit(.lParen, start, i)
            case UInt8(ascii: ")"): i += 1; emit(.rParen, start, i)
            case UInt8(ascii: "["): i += 1; emit(.lBracket, start, i)
            case UInt8(ascii: "]"): i += 1; emit(.rBracket, start, i)
            case UInt8(ascii: "<"): i += 1; emit(.lAngle, start, i)
            case UInt8(ascii: ">"): i += 1; emit(.rAngle, start, i)
            case UInt8(ascii: ":"): i += 1; emit(.colon, start, i)
            case UInt8(ascii: ","): i += 1; emit(.comma, start, i)
            case UInt8(ascii: "="): i += 1; emit(.equals, start, i)
            case UInt8(ascii: "?"): i += 1; emit(.question, start, i)
            case UInt8(ascii: "@"): i += 1; emit(.at, start, i)
            case UInt8(ascii: ";"): i += 1; emit(.semicolon, start, i)
            case UInt8(ascii: "`") where i + 1 < n && isIdentifierStart(bytes[i + 1]):
                // A backticked name keeps a reserved word as a property name (`deleted`), as in Swift.
                let end = scanIdentifier(bytes, from: i + 1)
                if end < n && bytes[end] == UInt8(ascii: "`") {
                    i = end + 1
                    emit(.identifier, start, i)
                } else {
                    i += 1
                    emit(.unknown, start, i)
                }
            default:
                if isIdentifierStart(b) || (b >= 0x80 && isLetter(bytes, at: i)) {
                    i = scanIdentifier(bytes, from: i)
                    emit(.identifier, start, i)
                } else {
                    i += b < 0x80 ? 1 : LineIndex.sequenceLength(b)
                    i = min(i, n)
                    while i < n && (bytes[i] & 0xC0) == 0x80 { i += 1 }
                    emit(.unknown, start, i)
                }
            }
        }
        return tokens
    }

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

    static func scanIdentifier(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if isIdentifierContinue(b) {
                i += 1
            } else if b >= 0x80 && isLetter(bytes, at: i) {
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
