// Token kinds and the token value: every byte of a source file belongs to exactly one token.

/// What a token is. Trivia (whitespace, newlines, comments) are tokens too, so the tree keeps every byte.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Significant tokens
    case identifier
    case string
    case number
    case lBrace, rBrace, lParen, rParen, lBracket, rBracket, lAngle, rAngle
    case colon, comma, equals, question, at, dot, ellipsis, semicolon
    /// A character the language does not know (`invalid-character`).
    case unknown
    // Trivia
    case whitespace
    case newline
    case lineComment
    case docComment
    case blockComment
    case byteOrderMark

    public var isTrivia: Bool { rawValue >= TokenKind.whitespace.rawValue }
    public var isComment: Bool { self == .lineComment || self == .docComment || self == .blockComment }

    /// How the token reads in messages (`'}'`, `identifier`).
    public var displayName: String {
        switch self {
        case .identifier: return "identifier"
        case .string: return "string"
        case .number: return "number"
        case .lBrace: return "'{'"
        case .rBrace: return "'}'"
        case .lParen: return "'('"
        case .rParen: return "')'"
        case .lBracket: return "'['"
        case .rBracket: return "']'"
        case .lAngle: return "'<'"
        case .rAngle: return "'>'"
        case .colon: return "':'"
        case .comma: return "','"
        case .equals: return "'='"
        case .question: return "'?'"
        case .at: return "'@'"
        case .dot: return "'.'"
        case .ellipsis: return "'...'"
        case .semicolon: return "';'"
        case .unknown: return "character"
        case .whitespace: return "whitespace"
        case .newline: return "newline"
        case .lineComment, .docComment, .blockComment: return "comment"
        case .byteOrderMark: return "byte-order mark"
        }
    }
}

/// One token: its kind and its exact text.
/// The text comes first so the one-byte fields pack after it: 19 bytes, a 24-byte stride
/// (kind first made 25 and 32), and every tree node's children array is a quarter smaller.
public struct Token: Hashable, Sendable {
    public var text: String
    public var kind: TokenKind
    /// Set by the lexer on a string or block comment that runs to the end of the file.
    public var isUnterminated: Bool
    /// An identifier with a letter outside ASCII (`non-ascii-identifier`): known from lexing, so
    /// that nodes know whether they hold one without reading their tokens' bytes again.
    public let isNonASCIIIdentifier: Bool

    public init(kind: TokenKind, text: String, isUnterminated: Bool = false) {
        self.init(kind: kind, text: text, isUnterminated: isUnterminated, isNonASCIIIdentifier: kind == .identifier && text.utf8.contains { $0 >= 0x80 })
    }

    init(kind: TokenKind, text: String, isUnterminated: Bool, isNonASCIIIdentifier: Bool) {
        self.kind = kind
        self.text = text
        self.isUnterminated = isUnterminated
        self.isNonASCIIIdentifier = isNonASCIIIdentifier
    }

    @inlinable public var length: Int { text.utf8.count }

    /// The name an identifier stands for: its text without the backticks of an escaped name.
    public var name: String {
        if kind == .identifier, text.utf8.first == UInt8(ascii: "`"), text.count >= 2 {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// Whether the identifier was written in backticks.
    public var isEscaped: Bool { kind == .identifier && text.utf8.first == UInt8(ascii: "`") }
}
