// Apple's predicate format and NSExpression syntax (the strings of `@predicate` and `@derived`) read into a tree: never throws, exact ranges.

/// One node of a parsed predicate or expression. Ranges are UTF-8 offsets in the string that was parsed
/// (the decoded text of the `.cdm` literal; `ExpressionLiteral` maps them back into the document).
///
/// Written from Apple's *Predicate Format String Syntax* (Predicate Programming Guide) and the
/// `NSExpression` documentation; `docs/expressions.md` lists what is read and cites them.
public struct ExpressionNode: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        // Predicates.
        /// `a AND b AND c` (`&&`): the operands are `children`.
        case and
        /// `a OR b` (`||`).
        case or
        /// `NOT a` (`!`).
        case not
        case truePredicate, falsePredicate
        /// `lhs op rhs`: `children` are the two sides, `text` the operator in its canonical spelling
        /// (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`,
        /// `MATCHES`), `options` the letters of `[cd]`, `quantifier` `ANY`/`ALL`/`NONE`/`SOME` when written.
        case comparison
        // Expressions.
        /// A key path: `components`, after `children[0]` when it starts at something else than the
        /// evaluated object (`$x.name`, `SELF.name`, `SUBQUERY(…).@count`).
        case keyPath
        /// `$NAME`: `text` is the name without `$`.
        case variable
        /// A quoted string: `text` is its value, escapes applied.
        case string
        /// A number as written (`12`, `-1.5e3`, `0x1F`, `0o17`, `0b101`).
        case number
        /// `TRUE`/`YES` (`text` "true") or `FALSE`/`NO` (`text` "false").
        case boolean
        /// `NIL`/`NULL`.
        case null
        /// `SELF`.
        case selfObject
        /// `%@`, `%K`, `%d`, `%f`…: `text` as written.
        case formatArgument
        /// `{a, b}`: the elements are `children`.
        case array
        /// `name(args)`, `name:(args)` (`now()`, `lowercase:(name)`), `FUNCTION(target, 'selector', args)` and
        /// `CAST(value, 'Type')`: `text` is the name as written (`FUNCTION`, `CAST` in capitals), `children` the arguments.
        case function
        /// `SUBQUERY(collection, $x, predicate)`: `children` are the collection, the variable and the predicate.
        case subquery
        /// `a + b`, `a - b`, `a * b`, `a / b`, `a ** b`: `text` is the operator.
        case arithmetic
        /// `-a`.
        case negate
        /// `a[index]`, `a[FIRST]`, `a[LAST]`, `a[SIZE]`: `children` are the collection and the index.
        case index
        /// `FIRST`, `LAST`, `SIZE` inside an index.
        case indexWord
        /// What could not be read (a syntax error was reported for it).
        case error
    }

    /// One step of a key path: a property name, or an operator such as `@count`, `@sum`,
    /// `@distinctUnionOfObjects` (`name` keeps the `@`).
    public struct Component: Sendable, Equatable {
        public var name: String
        public var range: Range<Int>
        public var isOperator: Bool { name.utf8.first == UInt8(ascii: "@") }
        public init(name: String, range: Range<Int>) {
            self.name = name
            self.range = range
        }
    }

    public var kind: Kind
    public var range: Range<Int>
    public var children: [ExpressionNode] = []
    public var text: String = ""
    public var components: [Component] = []
    /// A comparison's modifier letters (`c`, `d`, `n`), lower-case.
    public var options: String = ""
    /// A comparison's aggregate qualifier, upper-case: `ANY`, `ALL`, `NONE`, `SOME`.
    public var quantifier: String?
    /// Where a comparison's operator (and its `[cd]`), a function's name or a qualifier is written.
    public var operatorRange: Range<Int>?
    public var quantifierRange: Range<Int>?

    public init(_ kind: Kind, _ range: Range<Int>, children: [ExpressionNode] = [], text: String = "") {
        self.kind = kind
        self.range = range
        self.children = children
        self.text = text
    }

    /// This node and every node below it, depth first, parents before children.
    public func forEach(_ body: (ExpressionNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }
}

/// A mistake in a predicate or expression, at `range` of the parsed string.
public struct ExpressionSyntaxError: Sendable, Equatable {
    public var message: String
    public var range: Range<Int>
}

/// A parsed string: the tree (an `.error` node when nothing could be read) and one error per mistake.
public struct ParsedExpression: Sendable, Equatable {
    public var root: ExpressionNode
    public var errors: [ExpressionSyntaxError]
}

public enum ExpressionParser {
    /// Reads `text` as an `NSPredicate` format string.
    public static func parsePredicate(_ text: String) -> ParsedExpression {
        var p = Reader(Array(text.utf8))
        return p.run(predicate: true)
    }

    /// Reads `text` as an `NSExpression` format string (a derived attribute's expression).
    public static func parseExpression(_ text: String) -> ParsedExpression {
        var p = Reader(Array(text.utf8))
        return p.run(predicate: false)
    }

    /// The predicate format's reserved words (compared without case): never a key path's first component
    /// unless escaped with `#`.
    public static let reservedWords: Set<String> = [
        "AND", "OR", "NOT", "IN", "LIKE", "CONTAINS", "BEGINSWITH", "ENDSWITH", "MATCHES", "BETWEEN", "ANY", "ALL", "NONE", "SOME",
        "TRUEPREDICATE", "FALSEPREDICATE", "TRUE", "FALSE", "YES", "NO", "NULL", "NIL", "SELF", "FUNCTION", "SUBQUERY", "FIRST", "LAST",
        "SIZE", "CAST", "UTI-CONFORMS-TO", "UTI-EQUALS",
    ]

    /// The reserved words' first letters and lengths: most words of a predicate (its key paths) are
    /// known not to be reserved without hashing them.
    static let reservedShapes = WordShapes(reservedWords)
}

// MARK: - Tokens

/// A reserved word, by its upper-case spelling (`notReserved` for every other word).
private enum Word: String, CaseIterable {
    case notReserved = ""
    case and = "AND"
    case or = "OR"
    case not = "NOT"
    case inOperator = "IN"
    case like = "LIKE"
    case contains = "CONTAINS"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case matches = "MATCHES"
    case between = "BETWEEN"
    case utiConformsTo = "UTI-CONFORMS-TO"
    case utiEquals = "UTI-EQUALS"
    case anyOf = "ANY"
    case allOf = "ALL"
    case noneOf = "NONE"
    case someOf = "SOME"
    case truePredicate = "TRUEPREDICATE"
    case falsePredicate = "FALSEPREDICATE"
    case trueValue = "TRUE"
    case falseValue = "FALSE"
    case yes = "YES"
    case no = "NO"
    case nullValue = "NULL"
    case nilValue = "NIL"
    case selfObject = "SELF"
    case function = "FUNCTION"
    case subquery = "SUBQUERY"
    case cast = "CAST"
    case first = "FIRST"
    case last = "LAST"
    case size = "SIZE"

    static let byName: [String: Word] = Dictionary(uniqueKeysWithValues: allCases.filter { $0 != .notReserved }.map { ($0.rawValue, $0) })

    /// The words that are comparison operators (`name CONTAINS 'x'`).
    var isComparison: Bool {
        switch self {
        case .between, .inOperator, .contains, .beginsWith, .endsWith, .like, .matches, .utiConformsTo, .utiEquals: return true
        default: return false
        }
    }
}

/// A token of a predicate: its kind and place, no text. What a node needs of its text is read from the
/// bytes when the node is made (`Reader.text(_:)`, `stringValue`, `variableName`), so lexing makes no
/// string for punctuation or a key's name, and reading a token copies no counted reference.
private struct Tok {
    enum Kind: UInt8 {
        case word, escapedWord, variable, formatArgument, string, number, atOperator, punct, end, bad
    }
    var kind: Kind
    /// For a word: which reserved word it is, compared without case.
    var word: Word = .notReserved
    /// For punctuation: its one or two bytes as a number (`Reader.code`), compared without a `String`.
    var code: UInt16 = 0
    /// For a string: whether its closing quote is there.
    var closed = true
    var range: Range<Int>

    var reserved: Bool { word != .notReserved }
}

private struct Reader {
    let bytes: [UInt8]
    var toks: [Tok] = []
    var pos = 0
    var errors: [ExpressionSyntaxError] = []
    /// How deep the reading has gone: past `maximumDepth` the rest is one error, not a stack overflow.
    var depth = 0
    static let maximumDepth = 100

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        toks.reserveCapacity(bytes.count / 3 + 2)
        lex()
    }

    // MARK: lexing

    static func isWordStart(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80 }
    static func isWordPart(_ b: UInt8) -> Bool { isWordStart(b) || (b >= 0x30 && b <= 0x39) }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    func text(_ r: Range<Int>) -> String { String(decoding: bytes[r], as: UTF8.self) }
    /// A token as written.
    func text(_ t: Tok) -> String { text(t.range) }
    /// `$NAME` without its `$`.
    func variableName(_ t: Tok) -> String { text((t.range.lowerBound + 1)..<t.range.upperBound) }

    /// A string token's value: between its quotes, escapes applied.
    func stringValue(_ t: Tok) -> String {
        let start = t.range.lowerBound + 1
        let end = max(start, t.closed ? t.range.upperBound - 1 : t.range.upperBound)
        guard bytes[start..<end].contains(UInt8(ascii: "\\")) else { return text(start..<end) }
        var value: [UInt8] = []
        value.reserveCapacity(end - start)
        var j = start
        while j < end {
            let c = bytes[j]
            if c == UInt8(ascii: "\\") && j + 1 < end {
                switch bytes[j + 1] {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                case UInt8(ascii: "r"): value.append(0x0D)
                case let e: value.append(e)
                }
                j += 2
                continue
            }
            value.append(c)
            j += 1
        }
        return String(decoding: value, as: UTF8.self)
    }

    mutating func lex() {
        var i = 0
        let n = bytes.count
        func word(from start: Int) -> Int {
            var j = start
            while j < n && Reader.isWordPart(bytes[j]) { j += 1 }
            return j
        }
        while i < n {
            let b = bytes[i]
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                var j = i + 1
                var closed = false
                while j < n {
                    let c = bytes[j]
                    if c == b {
                        closed = true
                        break
                    }
                    j += c == UInt8(ascii: "\\") && j + 1 < n ? 2 : 1
                }
                if closed {
                    toks.append(Tok(kind: .string, range: i..<(j + 1)))
                    i = j + 1
                } else {
                    errors.append(ExpressionSyntaxError(message: "unterminated string", range: i..<n))
                    toks.append(Tok(kind: .string, closed: false, range: i..<n))
                    i = n
                }
            case UInt8(ascii: "$"):
                let end = word(from: i + 1)
                if end == i + 1 {
                    toks.append(Tok(kind: .bad, range: i..<(i + 1)))
                    i += 1
                } else {
                    toks.append(Tok(kind: .variable, range: i..<end))
                    i = end
                }
            case UInt8(ascii: "%"):
                // %@, %K, %d, %i, %f, %ld, %lld, %lu, %s…
                var j = i + 1
                if j < n && bytes[j] == UInt8(ascii: "@") {
                    j += 1
                } else {
                    while j < n && (bytes[j] == UInt8(ascii: "l") || bytes[j] == UInt8(ascii: "h") || bytes[j] == UInt8(ascii: "q")) { j += 1 }
                    if j < n && Reader.isWordStart(bytes[j]) && bytes[j] < 0x80 { j += 1 } else { j = i + 1 }
                }
                toks.append(Tok(kind: j > i + 1 ? .formatArgument : .bad, range: i..<j))
                i = j
            case UInt8(ascii: "@"):
                let end = max(word(from: i + 1), i + 1)
                toks.append(Tok(kind: end > i + 1 ? .atOperator : .bad, range: i..<end))
                i = end
            case UInt8(ascii: "#"):
                let end = word(from: i + 1)
                toks.append(Tok(kind: end == i + 1 ? .bad : .escapedWord, range: i..<end))
                i = end
            case _ where Reader.isDigit(b) || (b == UInt8(ascii: ".") && i + 1 < n && Reader.isDigit(bytes[i + 1])):
                var j = i
                if b == UInt8(ascii: "0") && i + 1 < n && "xXoObB".utf8.contains(bytes[i + 1]) {
                    j = i + 2
                    while j < n && (Reader.isWordPart(bytes[j])) { j += 1 }
                } else {
                    while j < n && Reader.isDigit(bytes[j]) { j += 1 }
                    if j < n && bytes[j] == UInt8(ascii: ".") && j + 1 < n && Reader.isDigit(bytes[j + 1]) {
                        j += 1
                        while j < n && Reader.isDigit(bytes[j]) { j += 1 }
                    }
                    if j < n && (bytes[j] == UInt8(ascii: "e") || bytes[j] == UInt8(ascii: "E")) {
                        var k = j + 1
                        if k < n && (bytes[k] == UInt8(ascii: "+") || bytes[k] == UInt8(ascii: "-")) { k += 1 }
                        if k < n && Reader.isDigit(bytes[k]) {
                            j = k
                            while j < n && Reader.isDigit(bytes[j]) { j += 1 }
                        }
                    }
                }
                // Digits alone are a number: only other spellings are read to be sure.
                if !(bytes[i..<j].allSatisfy(Reader.isDigit) || Reader.isNumber(text(i..<j))) || (j < n && Reader.isWordStart(bytes[j])) {
                    var k = j
                    while k < n && Reader.isWordPart(bytes[k]) { k += 1 }
                    errors.append(ExpressionSyntaxError(message: "'\(text(i..<k))' is not a number", range: i..<k))
                    j = k
                }
                toks.append(Tok(kind: .number, range: i..<j))
                i = j
            case _ where Reader.isWordStart(b):
                var end = word(from: i)
                // `UTI-CONFORMS-TO` and `UTI-EQUALS` are words with dashes.
                if end - i == 3, end < n, bytes[end] == UInt8(ascii: "-"), Reader.asciiUppercase(bytes[i..<end]) == "UTI" {
                    for candidate in ["-CONFORMS-TO", "-EQUALS"] {
                        let c = Array(candidate.utf8)
                        if end + c.count <= n, text(end..<(end + c.count)).uppercased() == candidate {
                            end += c.count
                            break
                        }
                    }
                }
                // A word is looked up among the reserved ones (upper-cased: they are ASCII and at most
                // 15 characters) only when one has its first letter and length.
                let first = bytes[i] >= 0x61 && bytes[i] <= 0x7A ? bytes[i] - 0x20 : bytes[i]
                var reserved = Word.notReserved
                if ExpressionParser.reservedShapes.mayContain(first: first, length: end - i) {
                    reserved = Word.byName[Reader.asciiUppercase(bytes[i..<end])] ?? .notReserved
                }
                toks.append(Tok(kind: .word, word: reserved, range: i..<end))
                i = end
            default:
                // Punctuation: the longest of the two-byte operators first.
                if i + 1 < n, Reader.isTwoByteOperator(UInt16(b) << 8 | UInt16(bytes[i + 1])) {
                    toks.append(Tok(kind: .punct, code: UInt16(b) << 8 | UInt16(bytes[i + 1]), range: i..<(i + 2)))
                    i += 2
                } else if Reader.isPunctuation(b) {
                    toks.append(Tok(kind: .punct, code: UInt16(b), range: i..<(i + 1)))
                    i += 1
                } else {
                    let length = b < 0x80 ? 1 : max(1, min(n - i, LineIndex.sequenceLength(b)))
                    toks.append(Tok(kind: .bad, range: i..<(i + length)))
                    i += length
                }
            }
        }
        toks.append(Tok(kind: .end, range: n..<n))
    }

    /// `==` `!=` `<>` `<=` `=<` `>=` `=>` `&&` `||` `**` `:=`, as two bytes in one number (compared,
    /// not looked up in a set: a set hashed every punctuation byte of every predicate).
    static func isTwoByteOperator(_ pair: UInt16) -> Bool {
        switch pair {
        case code("=="), code("!="), code("<>"), code("<="), code("=<"), code(">="), code("=>"), code("&&"), code("||"), code("**"), code(":="): return true
        default: return false
        }
    }

    static func isPunctuation(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","),
            UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "+"), UInt8(ascii: "-"),
            UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: ":"):
            return true
        default: return false
        }
    }

    /// Reserved words are ASCII: upper-casing the ASCII letters is enough to compare them.
    static func asciiUppercase(_ bytes: ArraySlice<UInt8>) -> String {
        // Written in place: no array between the bytes and the string.
        if bytes.allSatisfy({ $0 < 0x80 }) {
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (k, b) in bytes.enumerated() { buffer[k] = b >= 0x61 && b <= 0x7A ? b - 0x20 : b }
                return bytes.count
            }
        }
        return String(decoding: bytes.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    static func isNumber(_ s: String) -> Bool {
        let u = Array(s.utf8)
        if u.count > 2 && u[0] == UInt8(ascii: "0") {
            let digits = String(decoding: u[2...], as: UTF8.self)
            switch u[1] {
            case UInt8(ascii: "x"), UInt8(ascii: "X"): return UInt64(digits, radix: 16) != nil
            case UInt8(ascii: "o"), UInt8(ascii: "O"): return UInt64(digits, radix: 8) != nil
            case UInt8(ascii: "b"), UInt8(ascii: "B"): return UInt64(digits, radix: 2) != nil
            default: break
            }
        }
        return Double(s) != nil
    }

    // MARK: helpers

    var tok: Tok { toks[pos] }
    func peek(_ k: Int = 1) -> Tok { toks[min(pos + k, toks.count - 1)] }
    /// The one or two bytes of a punctuation as `Tok.code` has them.
    @inline(__always) static func code(_ s: StaticString) -> UInt16 {
        let p = s.utf8Start
        return s.utf8CodeUnitCount == 1 ? UInt16(p[0]) : UInt16(p[0]) << 8 | UInt16(p[1])
    }
    /// The current token is the punctuation `s` (read in place: the token is not copied).
    func isPunct(_ s: StaticString) -> Bool { toks[pos].kind == .punct && toks[pos].code == Reader.code(s) }
    func isPunct(_ s: StaticString, _ t: Tok) -> Bool { t.kind == .punct && t.code == Reader.code(s) }
    /// The current token is the reserved word `w`.
    func isWord(_ w: Word) -> Bool { toks[pos].kind == .word && toks[pos].word == w }
    func isWord(_ w: Word, _ t: Tok) -> Bool { t.kind == .word && t.word == w }
    mutating func advance() -> Tok {
        let t = tok
        if pos < toks.count - 1 { pos += 1 }
        return t
    }

    /// Where the token stood that a "missing" error found instead of what it expected: an error about that
    /// token is the same mistake.
    var foundAfterMissing: Int?

    /// Records a mistake, once per place: a second one where the last one was is the same mistake.
    mutating func error(_ message: String, at range: Range<Int>) {
        if let last = errors.last, last.range.lowerBound == range.lowerBound || (range.isEmpty && last.range.upperBound == range.lowerBound) {
            return
        }
        if range.lowerBound == foundAfterMissing { return }
        foundAfterMissing = range.isEmpty ? tok.range.lowerBound : nil
        errors.append(ExpressionSyntaxError(message: message, range: range))
    }

    func describe(_ t: Tok) -> String {
        switch t.kind {
        case .end: return "the end of the string"
        case .string: return "a string"
        default: return "'\(text(t.range))'"
        }
    }

    /// Where an expected thing is missing: just after the last token read (`name ==|`, `tags.|`).
    var missingRange: Range<Int> {
        let end = pos > 0 ? toks[pos - 1].range.upperBound : tok.range.lowerBound
        return end..<end
    }

    mutating func expect(_ punct: StaticString, closing open: Tok? = nil) -> Bool {
        if isPunct(punct) {
            _ = advance()
            return true
        }
        if let open {
            error("expected '\(punct)' to close the '\(text(open))' at character \(open.range.lowerBound + 1), found \(describe(tok))", at: missingRange)
        } else {
            error("expected '\(punct)', found \(describe(tok))", at: missingRange)
        }
        return false
    }

    // MARK: entry

    mutating func run(predicate: Bool) -> ParsedExpression {
        var parts: [ExpressionNode] = []
        if tok.kind == .end {
            error(predicate ? "empty predicate" : "empty expression", at: tok.range)
            return ParsedExpression(root: ExpressionNode(.error, tok.range), errors: errors)
        }
        parts.append(predicate ? parseOr() : parseExpression())
        // What follows a complete predicate is a mistake; read on after it so later mistakes are found too.
        while tok.kind != .end {
            let t = advance()
            error("unexpected \(describe(t))\(predicate ? "; expected AND or OR" : "")", at: t.range)
            while tok.kind != .end && !isConnective(tok) { _ = advance() }
            if isConnective(tok) {
                _ = advance()
                parts.append(predicate ? parseOr() : parseExpression())
            }
        }
        var root = parts[0]
        if parts.count > 1 {
            root = ExpressionNode(.error, parts[0].range.lowerBound..<parts[parts.count - 1].range.upperBound, children: parts)
        }
        return ParsedExpression(root: root, errors: errors)
    }

    func isConnective(_ t: Tok) -> Bool { isWord(.and, t) || isWord(.or, t) || isPunct("&&", t) || isPunct("||", t) }

    /// Calls `body` one level deeper; past the limit reports the nesting once and gives up the rest of the string.
    mutating func nested(_ body: (inout Reader) -> ExpressionNode) -> ExpressionNode {
        if depth >= Reader.maximumDepth {
            let rest = tok.range.lowerBound..<bytes.count
            error("nested more than \(Reader.maximumDepth) levels deep", at: rest)
            pos = toks.count - 1
            return ExpressionNode(.error, rest)
        }
        depth += 1
        defer { depth -= 1 }
        return body(&self)
    }

    // MARK: predicates

    mutating func parseOr() -> ExpressionNode { nested { $0.parseOrLevel() } }

    mutating func parseOrLevel() -> ExpressionNode {
        let first = parseAnd()
        guard isWord(.or) || isPunct("||") else { return first }
        var items = [first]
        while isWord(.or) || isPunct("||") {
            _ = advance()
            items.append(parseAnd())
        }
        return ExpressionNode(.or, items[0].range.lowerBound..<items[items.count - 1].range.upperBound, children: items)
    }

    mutating func parseAnd() -> ExpressionNode {
        let first = parseNot()
        guard isWord(.and) || isPunct("&&") else { return first }
        var items = [first]
        while isWord(.and) || isPunct("&&") {
            _ = advance()
            items.append(parseNot())
        }
        return ExpressionNode(.and, items[0].range.lowerBound..<items[items.count - 1].range.upperBound, children: items)
    }

    mutating func parseNot() -> ExpressionNode { nested { $0.parseNotLevel() } }

    mutating func parseNotLevel() -> ExpressionNode {
        if isWord(.not) || isPunct("!") {
            let t = advance()
            let operand = parseNot()
            return ExpressionNode(.not, t.range.lowerBound..<max(t.range.upperBound, operand.range.upperBound), children: [operand])
        }
        return parsePrimaryPredicate()
    }

    /// The token after the parenthesis that opens at `pos` is closed (or the end).
    func afterMatchingParen() -> Tok {
        var depth = 0
        var i = pos
        while i < toks.count {
            let t = toks[i]
            if isPunct("(", t) || isPunct("{", t) || isPunct("[", t) { depth += 1 }
            if isPunct(")", t) || isPunct("}", t) || isPunct("]", t) {
                depth -= 1
                if depth == 0 { return toks[min(i + 1, toks.count - 1)] }
            }
            if t.kind == .end { return t }
            i += 1
        }
        return toks[toks.count - 1]
    }

    func isComparisonStart(_ t: Tok) -> Bool {
        if t.kind == .punct {
            switch t.code {
            case Reader.code("="), Reader.code("=="), Reader.code("!="), Reader.code("<>"), Reader.code("<"), Reader.code("<="), Reader.code("=<"),
                Reader.code(">"), Reader.code(">="), Reader.code("=>"), Reader.code("+"), Reader.code("-"), Reader.code("*"), Reader.code("/"),
                Reader.code("**"), Reader.code("."), Reader.code("["):
                return true
            default: return false
            }
        }
        return t.kind == .word && t.word.isComparison
    }

    mutating func parsePrimaryPredicate() -> ExpressionNode {
        if isWord(.truePredicate) { return ExpressionNode(.truePredicate, advance().range) }
        if isWord(.falsePredicate) { return ExpressionNode(.falsePredicate, advance().range) }
        if isPunct("("), !isComparisonStart(afterMatchingParen()) {
            let open = advance()
            var inner = parseOr()
            let closed = expect(")", closing: open)
            inner.range = open.range.lowerBound..<(closed ? toks[pos - 1].range.upperBound : inner.range.upperBound)
            return inner
        }
        return parseComparison()
    }

    mutating func parseComparison() -> ExpressionNode {
        var quantifier: Tok?
        if tok.kind == .word {
            switch tok.word {
            case .anyOf, .allOf, .noneOf, .someOf: quantifier = advance()
            default: break
            }
        }
        let lhs = parseExpression()
        if lhs.kind == .error { return skipToConnective(lhs) }
        guard let (op, opRange, options) = parseOperator() else {
            error("expected a comparison operator after \(quote(lhs)), found \(describe(tok))", at: missingRange)
            return skipToConnective(lhs)
        }
        let rhs = parseExpression()
        var node = ExpressionNode(
            .comparison, (quantifier?.range.lowerBound ?? lhs.range.lowerBound)..<max(rhs.range.upperBound, opRange.upperBound), children: [lhs, rhs], text: op)
        node.options = options
        node.operatorRange = opRange
        if let quantifier {
            node.quantifier = quantifier.word.rawValue
            node.quantifierRange = quantifier.range
        }
        if rhs.kind == .error { return skipToConnective(node) }
        return node
    }

    func quote(_ node: ExpressionNode) -> String { "'\(text(node.range))'" }

    /// After a mistake: skips to the next AND/OR or closing parenthesis at this depth, so the rest is still read.
    mutating func skipToConnective(_ node: ExpressionNode) -> ExpressionNode {
        var depth = 0
        while tok.kind != .end {
            if depth == 0 && (isConnective(tok) || isPunct(")") || isPunct("}") || isPunct(",")) { break }
            if isPunct("(") || isPunct("{") { depth += 1 }
            if isPunct(")") || isPunct("}") { depth -= 1 }
            _ = advance()
        }
        return node
    }

    mutating func parseOperator() -> (String, Range<Int>, String)? {
        let t = tok
        var op: String
        switch t.kind {
        case .punct:
            switch t.code {
            case Reader.code("="), Reader.code("=="): op = "=="
            case Reader.code("!="), Reader.code("<>"): op = "!="
            case Reader.code("<"): op = "<"
            case Reader.code("<="), Reader.code("=<"): op = "<="
            case Reader.code(">"): op = ">"
            case Reader.code(">="), Reader.code("=>"): op = ">="
            default: return nil
            }
        case .word where t.word.isComparison: op = t.word.rawValue
        default: return nil
        }
        _ = advance()
        var range = t.range
        var options = ""
        // `[c]`, `[d]`, `[cd]`, `[n]` right after the operator.
        if isPunct("["), peek().kind == .word, isPunct("]", peek(2)) {
            let letters = text(peek()).lowercased()
            if !letters.isEmpty && letters.allSatisfy({ "cdnl".contains($0) }) {
                _ = advance()
                _ = advance()
                range = t.range.lowerBound..<advance().range.upperBound
                options = letters
            } else {
                error("unknown comparison option '\(text(peek()))'; expected c, d, n or l", at: peek().range)
                _ = advance()
                _ = advance()
                range = t.range.lowerBound..<advance().range.upperBound
            }
        }
        return (op, range, options)
    }

    // MARK: expressions

    mutating func parseExpression() -> ExpressionNode {
        // Most operands are a key path, a variable or a literal with no arithmetic after it: read at
        // once, as the levels below would read it (the same node, the same depth limit), not through
        // three nested levels that each return the node (a thousand instructions an operand).
        if depth + 2 < Reader.maximumDepth, isSimpleOperand() { return parsePostfix(parsePrimary()) }
        return nested { $0.parseExpressionLevel() }
    }

    /// Whether a plain operand starts here: a word that is not reserved, a `$VARIABLE` (not assigned),
    /// a string or a number, with `.key` steps after it and then nothing the arithmetic, index or call
    /// levels read (`+ - * / ** [ ( :`).
    func isSimpleOperand() -> Bool {
        let t = toks[pos]
        switch t.kind {
        case .word: if t.reserved { return false }
        case .variable, .string, .number: break
        default: return false
        }
        var i = pos + 1
        while isPunct(".", toks[i]), i + 1 < toks.count, toks[i + 1].kind == .word || toks[i + 1].kind == .escapedWord || toks[i + 1].kind == .atOperator {
            i += 2
        }
        let next = toks[i]
        guard next.kind == .punct else { return true }
        switch next.code {
        case Reader.code("+"), Reader.code("-"), Reader.code("*"), Reader.code("/"), Reader.code("**"), Reader.code("["), Reader.code("("),
            Reader.code(":"), Reader.code(":="), Reader.code("."):
            return false
        default: return true
        }
    }

    mutating func parseExpressionLevel() -> ExpressionNode {
        var lhs = parseTerm()
        while isPunct("+") || isPunct("-") {
            let op = advance()
            let rhs = parseTerm()
            lhs = ExpressionNode(.arithmetic, lhs.range.lowerBound..<max(op.range.upperBound, rhs.range.upperBound), children: [lhs, rhs], text: text(op))
        }
        return lhs
    }

    mutating func parseTerm() -> ExpressionNode {
        var lhs = parsePower()
        while isPunct("*") || isPunct("/") {
            let op = advance()
            let rhs = parsePower()
            lhs = ExpressionNode(.arithmetic, lhs.range.lowerBound..<max(op.range.upperBound, rhs.range.upperBound), children: [lhs, rhs], text: text(op))
        }
        return lhs
    }

    mutating func parsePower() -> ExpressionNode { nested { $0.parsePowerLevel() } }

    mutating func parsePowerLevel() -> ExpressionNode {
        let lhs = parseUnary()
        if isPunct("**") {
            let op = advance()
            let rhs = parsePower()
            return ExpressionNode(.arithmetic, lhs.range.lowerBound..<max(op.range.upperBound, rhs.range.upperBound), children: [lhs, rhs], text: text(op))
        }
        return lhs
    }

    mutating func parseUnary() -> ExpressionNode { nested { $0.parseUnaryLevel() } }

    mutating func parseUnaryLevel() -> ExpressionNode {
        if isPunct("-") {
            let t = advance()
            let operand = parseUnary()
            if operand.kind == .number, t.range.upperBound == operand.range.lowerBound {
                var n = operand
                n.text = "-" + n.text
                n.range = t.range.lowerBound..<operand.range.upperBound
                return n
            }
            return ExpressionNode(.negate, t.range.lowerBound..<max(t.range.upperBound, operand.range.upperBound), children: [operand])
        }
        return parsePostfix(parsePrimary())
    }

    mutating func parsePostfix(_ start: ExpressionNode) -> ExpressionNode {
        var node = start
        while true {
            if isPunct(".") {
                let dot = advance()
                let t = tok
                if t.kind == .word || t.kind == .escapedWord || t.kind == .atOperator {
                    _ = advance()
                    let range = t.kind == .escapedWord ? (t.range.lowerBound + 1)..<t.range.upperBound : t.range
                    let component = ExpressionNode.Component(name: text(range), range: range)
                    if node.kind == .keyPath {
                        node.components.append(component)
                        node.range = node.range.lowerBound..<t.range.upperBound
                    } else {
                        var path = ExpressionNode(.keyPath, node.range.lowerBound..<t.range.upperBound, children: node.kind == .error ? [] : [node])
                        path.components = [component]
                        node = path
                    }
                } else {
                    error("expected a key after '.', found \(describe(t))", at: missingRange)
                    node.range = node.range.lowerBound..<dot.range.upperBound
                    return node
                }
            } else if isPunct("[") {
                let open = advance()
                var index: ExpressionNode
                if isWord(.first) || isWord(.last) || isWord(.size) {
                    let w = advance()
                    index = ExpressionNode(.indexWord, w.range, text: w.word.rawValue)
                } else {
                    index = parseExpression()
                }
                _ = expect("]", closing: open)
                node = ExpressionNode(.index, node.range.lowerBound..<toks[max(pos - 1, 0)].range.upperBound, children: [node, index])
            } else {
                return node
            }
        }
    }

    mutating func parseArguments(open: Tok) -> [ExpressionNode] {
        var args: [ExpressionNode] = []
        if isPunct(")") {
            _ = advance()
            return args
        }
        while true {
            args.append(parseExpression())
            if isPunct(",") {
                _ = advance()
                continue
            }
            _ = expect(")", closing: open)
            return args
        }
    }

    mutating func parsePrimary() -> ExpressionNode {
        let t = tok
        switch t.kind {
        case .string:
            _ = advance()
            return ExpressionNode(.string, t.range, text: stringValue(t))
        case .number:
            _ = advance()
            return ExpressionNode(.number, t.range, text: text(t))
        case .variable:
            _ = advance()
            if isPunct(":=") {
                // `$x := expression`: an assignment, read for what it assigns.
                _ = advance()
                let value = parseExpression()
                return ExpressionNode(.variable, t.range.lowerBound..<value.range.upperBound, children: [value], text: variableName(t))
            }
            return ExpressionNode(.variable, t.range, text: variableName(t))
        case .formatArgument:
            _ = advance()
            return ExpressionNode(.formatArgument, t.range, text: text(t))
        case .atOperator:
            // `@count` on its own applies to the evaluated object.
            _ = advance()
            var node = ExpressionNode(.keyPath, t.range)
            node.components = [ExpressionNode.Component(name: text(t.range), range: t.range)]
            return node
        case .escapedWord:
            _ = advance()
            var node = ExpressionNode(.keyPath, t.range)
            let name = (t.range.lowerBound + 1)..<t.range.upperBound
            node.components = [ExpressionNode.Component(name: text(name), range: name)]
            return node
        case .punct where t.code == Reader.code("("):
            let open = advance()
            var inner = parseExpression()
            let closed = expect(")", closing: open)
            inner.range = closed ? open.range.lowerBound..<toks[pos - 1].range.upperBound : inner.range
            return inner
        case .punct where t.code == Reader.code("{"):
            let open = advance()
            var elements: [ExpressionNode] = []
            if !isPunct("}") {
                while true {
                    elements.append(parseExpression())
                    if isPunct(",") {
                        _ = advance()
                        continue
                    }
                    break
                }
            }
            _ = expect("}", closing: open)
            return ExpressionNode(.array, open.range.lowerBound..<toks[max(pos - 1, 0)].range.upperBound, children: elements)
        case .word where isConnective(t) && !isComparisonStart(peek()):
            error("expected an expression, found \(describe(t))", at: missingRange)
            return ExpressionNode(.error, missingRange)
        case .word:
            return parseWord()
        case .end:
            error("expected an expression, found the end of the string", at: missingRange)
            return ExpressionNode(.error, missingRange)
        default:
            let stopper = isConnective(t) || isPunct(")") || isPunct("}") || isPunct(",") || isPunct("]")
            error("expected an expression, found \(describe(t))", at: stopper || t.kind == .punct ? missingRange : t.range)
            if t.kind == .bad || !(isConnective(t) || isPunct(")") || isPunct("}")) { _ = advance() }
            return ExpressionNode(.error, t.range)
        }
    }

    mutating func parseWord() -> ExpressionNode {
        let t = tok
        // A key's name (most words) skips the reserved words' cases.
        if t.reserved {
            switch t.word {
            case .trueValue, .yes:
                _ = advance()
                return ExpressionNode(.boolean, t.range, text: "true")
            case .falseValue, .no:
                _ = advance()
                return ExpressionNode(.boolean, t.range, text: "false")
            case .nilValue, .nullValue:
                _ = advance()
                return ExpressionNode(.null, t.range)
            case .selfObject:
                _ = advance()
                return ExpressionNode(.selfObject, t.range)
            case .subquery:
                _ = advance()
                let open = tok
                guard expect("(") else { return ExpressionNode(.error, t.range) }
                let collection = parseExpression()
                _ = expect(",")
                var variable: ExpressionNode
                if tok.kind == .variable {
                    let v = advance()
                    variable = ExpressionNode(.variable, v.range, text: variableName(v))
                } else {
                    let found = tok
                    error("expected the subquery's variable ($x), found \(describe(found))", at: found.kind == .word ? found.range : missingRange)
                    variable = ExpressionNode(.error, found.range)
                    if found.kind == .word { _ = advance() }
                }
                _ = expect(",")
                let predicate = parseOr()
                _ = expect(")", closing: open)
                var node = ExpressionNode(.subquery, t.range.lowerBound..<toks[max(pos - 1, 0)].range.upperBound, children: [collection, variable, predicate], text: "SUBQUERY")
                node.operatorRange = t.range
                return node
            case .function, .cast:
                _ = advance()
                let open = tok
                guard expect("(") else { return ExpressionNode(.error, t.range) }
                let args = parseArguments(open: open)
                if t.word == .cast && args.count != 2 {
                    error("CAST takes a value and a type name, as in CAST(x, \"NSDate\")", at: t.range.lowerBound..<toks[max(pos - 1, 0)].range.upperBound)
                } else if t.word == .function && (args.count < 2 || args[1].kind != .string) {
                    error(
                        "FUNCTION takes an object and a selector name in quotes, as in FUNCTION(name, 'uppercaseString')",
                        at: t.range.lowerBound..<toks[max(pos - 1, 0)].range.upperBound)
                }
                var node = ExpressionNode(.function, t.range.lowerBound..<toks[max(pos - 1, 0)].range.upperBound, children: args, text: t.word.rawValue)
                node.operatorRange = t.range
                return node
            default:
                let raw = text(t)
                error("'\(raw)' is a reserved word; write #\(raw) for a key named so", at: t.range)
                _ = advance()
                return ExpressionNode(.error, t.range)
            }
        }
        _ = advance()
        // `now()`, `lowercase:(name)`: a function of NSExpression's own.
        // `add:to:(a, b)`: the selector's parts, then the arguments.
        let name = text(t)
        var selector = name
        var k = 0
        while isPunct(":", peek(k)) && (peek(k + 1).kind == .word && isPunct(":", peek(k + 2))) { k += 2 }
        if isPunct(":", peek(k)) && isPunct("(", peek(k + 1)) {
            for _ in 0..<k { selector += text(advance().range) }
            selector += ":"
            _ = advance()
        }
        if isPunct("(") {
            let open = advance()
            let args = parseArguments(open: open)
            var node = ExpressionNode(.function, t.range.lowerBound..<toks[max(pos - 1, 0)].range.upperBound, children: args, text: selector)
            node.operatorRange = t.range
            return node
        }
        var node = ExpressionNode(.keyPath, t.range)
        node.components = [ExpressionNode.Component(name: name, range: t.range)]
        return node
    }
}
