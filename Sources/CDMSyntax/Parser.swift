// The recursive-descent parser: builds the lossless tree and records syntax errors; it never throws or stops.

/// A problem the parser found: a code from the catalogue, a message and where.
public struct SyntaxDiagnostic: Hashable, Sendable {
    public enum Code: String, Sendable {
        case syntaxError = "syntax-error"
        case unterminatedString = "unterminated-string"
        case unterminatedComment = "unterminated-comment"
        case invalidCharacter = "invalid-character"
    }
    public var code: Code
    public var message: String
    public var range: TextRange
}

/// The result of parsing: a tree that always exists, plus the syntax errors.
public struct ParsedFile: Sendable {
    public let root: SyntaxNode
    public let diagnostics: [SyntaxDiagnostic]
    public var syntax: SyntaxRef { SyntaxRef(node: root, offset: 0) }
    public var declarations: [SyntaxRef] { syntax.childNodes }
}

/// Words that start a top-level declaration.
public enum Keyword {
    /// Whether `word` starts a top-level declaration: compared rather than looked up in a set,
    /// which hashed it at every member the parser read.
    public static func isDeclarationStart(_ word: String) -> Bool {
        // By the first byte, so that most words are compared with nothing (an unequal `String` compare
        // costs about 40 instructions).
        switch word.utf8.first {
        case UInt8(ascii: "m"): return word == "model"
        case UInt8(ascii: "g"): return word == "generate"
        case UInt8(ascii: "e"): return word == "entity"
        case UInt8(ascii: "a"): return word == "abstract"
        case UInt8(ascii: "c"): return word == "composite" || word == "configuration"
        case UInt8(ascii: "f"): return word == "fetchRequest"
        default: return false
        }
    }
    public static let all: Set<String> = [
        "model", "generate", "to", "abstract", "entity", "fetched", "unique", "index", "configuration",
        "fetchRequest", "composite", "true", "false",
    ]
}

public struct Parser {
    /// The tokens not yet in the tree: each is moved into it when added (`TokenStore`).
    private let tokens: TokenStore
    /// Every token's kind, also of those already taken, which the parser looks back at.
    private let kinds: [TokenKind]
    /// The block comments that hold a line break (`atLineStart` looks back at them).
    private let breakingComments: Set<Int>
    /// The lexical problems (unterminated strings and comments, invalid characters), by token index.
    private let lexical: [(token: Int, diagnostic: SyntaxDiagnostic)]
    private var offsets: [Int]
    /// Index of the next token not yet added to the tree: the first the store still holds.
    private var pos: Int { tokens.taken }
    /// The children of every open node, in one flat buffer (as rowan's tree builder does): a node
    /// moves its children out when it finishes, so each node's buffer is allocated once, at its size.
    private let pending = ElementStack()
    /// The open nodes: their kind and where their children start in `pending`.
    private var open: [(kind: SyntaxKind, start: Int)] = []
    private var diagnostics: [SyntaxDiagnostic] = []
    /// The furthest token index looked at so far (for incremental reparsing: what a unit depended on).
    private let probe = Probe()
    /// Small nodes already made, shared when they repeat (nodes are immutable and position-free).
    private var nodes: NodeCache

    public static func parse(_ text: String) -> ParsedFile {
        var text = text
        return parse(store: text.withUTF8 { Lexer.store(bytes: $0) })
    }

    /// Parses UTF-8 bytes (the language server keeps documents as bytes).
    public static func parse(bytes: [UInt8]) -> ParsedFile {
        parse(store: bytes.withUnsafeBufferPointer { Lexer.store(bytes: $0) })
    }

    static func parse(store: TokenStore) -> ParsedFile {
        let nodes = NodeCache()
        nodes.reserve(tokens: store.count)
        var parser = Parser(store: store, nodes: nodes)
        return parser.parseFile()
    }

    /// `base` is the offset of the first token: nonzero when parsing a slice of a file after a
    /// top-level declaration (see `IncrementalParser`).
    init(store: TokenStore, base: Int = 0, nodes: NodeCache = NodeCache()) {
        self.tokens = store
        self.nodes = nodes
        let n = store.count
        var offsets: [Int] = []
        offsets.reserveCapacity(n + 1)
        var kinds: [TokenKind] = []
        kinds.reserveCapacity(n)
        var breaking: Set<Int> = []
        var lexical: [(token: Int, diagnostic: SyntaxDiagnostic)] = []
        var at = base
        for i in 0..<n {
            let t = store.pointer(i)
            let kind = t.pointee.kind
            let length = t.pointee.length
            offsets.append(at)
            kinds.append(kind)
            switch kind {
            case .blockComment:
                if t.pointee.text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { breaking.insert(i) }
                if t.pointee.isUnterminated {
                    lexical.append((i, SyntaxDiagnostic(code: .unterminatedComment, message: "unterminated '/*' comment", range: TextRange(offset: at, length: 2))))
                }
            case .string where t.pointee.isUnterminated:
                lexical.append((i, SyntaxDiagnostic(code: .unterminatedString, message: "unterminated string literal", range: TextRange(offset: at, length: length))))
            case .unknown:
                let shown = t.pointee.text.unicodeScalars.first.map { $0.isASCII && $0.value >= 0x20 ? "'\($0)'" : "U+\(String($0.value, radix: 16, uppercase: true))" } ?? "?"
                lexical.append((i, SyntaxDiagnostic(code: .invalidCharacter, message: "invalid character \(shown) in source", range: TextRange(offset: at, length: length))))
            default: break
            }
            at += length
        }
        offsets.append(at)
        self.offsets = offsets
        self.kinds = kinds
        self.breakingComments = breaking
        self.lexical = lexical
    }

    // MARK: - Token access

    /// Index of the `n`th significant token at or after `pos`.
    private func peekIndex(_ n: Int = 0) -> Int {
        var i = pos
        var seen = 0
        while i < tokens.count {
            if !kinds[i].isTrivia {
                if seen == n {
                    if i > probe.furthest { probe.furthest = i }
                    return i
                }
                seen += 1
            }
            i += 1
        }
        probe.furthest = tokens.count
        return tokens.count
    }

    private func peek(_ n: Int = 0) -> Token? {
        let i = peekIndex(n)
        return i < tokens.count ? tokens[i] : nil
    }

    /// The kind of the `n`th significant token at or after `pos` (read from `kinds`: no token copied).
    private func peekKind(_ n: Int = 0) -> TokenKind? {
        let i = peekIndex(n)
        return i < tokens.count ? kinds[i] : nil
    }

    private func at(_ kind: TokenKind) -> Bool { peekKind() == kind }
    private func atWord(_ word: String) -> Bool {
        let i = peekIndex()
        return i < tokens.count && kinds[i] == .identifier && tokens.pointer(i).pointee.text == word
    }
    private var atEnd: Bool { peekIndex() >= tokens.count }

    /// Whether a line break stands between the previous significant token and the next one.
    private var atLineStart: Bool {
        var i = peekIndex() - 1
        while i >= 0 {
            let k = kinds[i]
            if k == .newline { return true }
            if !k.isTrivia { return false }
            if k == .blockComment, breakingComments.contains(i) { return true }
            i -= 1
        }
        // A slice parsed on its own starts after a declaration's last token, not at a line start.
        return offsets[0] == 0
    }

    /// Range of the next significant token (an empty range at the end of the file).
    private var nextRange: TextRange {
        let i = peekIndex()
        // At the end of the file, what is missing belongs after the last token, as `expect`
        // reports it (not after trailing whitespace, which formatting changes).
        if i >= tokens.count { return missingRange }
        return TextRange(offset: offsets[i], length: offsets[i + 1] - offsets[i])
    }

    /// An empty range just after the last significant token added, where a missing token belongs.
    private var missingRange: TextRange {
        var i = pos - 1
        while i >= 0 && kinds[i].isTrivia { i -= 1 }
        return TextRange.empty(at: i >= 0 ? offsets[i + 1] : offsets[0])
    }

    // MARK: - Tree building

    private mutating func startNode(_ kind: SyntaxKind) { open.append((kind, pending.count)) }

    private mutating func finishNode() {
        let (kind, start) = open.removeLast()
        // The node takes its children out of `pending` (no array in between, and moved, not copied).
        let (node, moved) = nodes.node(kind, pending.elements(from: start))
        pending.removeAll(from: start, moved: moved)
        pending.append(.node(node))
    }

    /// Adds pending trivia and the next significant token to the current node.
    private mutating func bump() {
        let target = peekIndex()
        while pos < tokens.count && pos <= target {
            pending.append(.token(tokens.takeNext()))
        }
    }

    private mutating func error(_ message: String, _ range: TextRange) {
        // One error per place: a second "expected …" where something is already missing is noise.
        if range.isEmpty, let last = diagnostics.last, last.range.isEmpty, last.range.start == range.start { return }
        diagnostics.append(SyntaxDiagnostic(code: .syntaxError, message: message, range: range))
    }

    /// Consumes a token of `kind` or reports that it is missing.
    @discardableResult
    private mutating func expect(_ kind: TokenKind, _ what: String) -> Bool {
        if at(kind) {
            bump()
            return true
        }
        // A missing token is reported where it belongs: just after the previous token.
        error("expected \(what)\(foundDescription)", missingRange)
        return false
    }

    private var foundDescription: String {
        guard let t = peek() else { return " at end of file" }
        switch t.kind {
        case .identifier: return ", found '\(t.text)'"
        case .number: return ", found '\(t.text)'"
        case .unknown: return ", found '\(t.text)'"
        default: return ", found \(t.kind.displayName)"
        }
    }

    // MARK: - File

    mutating func parseFile() -> ParsedFile {
        startNode(.sourceFile)
        while !atEnd {
            parseDeclaration()
        }
        // Trailing trivia belongs to the file.
        while pos < tokens.count {
            pending.append(.token(tokens.takeNext()))
        }
        let (kind, start) = open.removeLast()
        let root = SyntaxNode.make(kind: kind, children: pending.elements(from: start))
        return ParsedFile(root: root, diagnostics: lexicalDiagnostics() + diagnostics)
    }

    private func lexicalDiagnostics(in indices: Range<Int>? = nil) -> [SyntaxDiagnostic] {
        guard let indices else { return lexical.map(\.diagnostic) }
        // In token order: the first at or after the range's start, found by halving.
        var low = 0
        var high = lexical.count
        while low < high {
            let mid = (low + high) / 2
            if lexical[mid].token < indices.lowerBound { low = mid + 1 } else { high = mid }
        }
        var out: [SyntaxDiagnostic] = []
        while low < lexical.count && lexical[low].token < indices.upperBound {
            out.append(lexical[low].diagnostic)
            low += 1
        }
        return out
    }

    /// Whether the next tokens start a top-level declaration (`entity Foo`, `abstract entity`, …).
    private func atDeclarationStart(strict: Bool) -> Bool {
        guard let t = peek(), t.kind == .identifier, Keyword.isDeclarationStart(t.text) else { return false }
        guard let next = peek(1) else { return !strict }
        if t.text == "abstract" { return next.kind == .identifier && next.text == "entity" }
        return next.kind == .identifier
    }

    private mutating func parseDeclaration() {
        guard let t = peek() else { return }
        if t.kind == .identifier {
            switch t.text {
            case "model": return parseModel()
            case "generate": return parseGenerate()
            case "entity", "abstract": return parseEntity(kind: .entityDecl)
            case "composite": return parseEntity(kind: .compositeDecl)
            case "configuration": return parseConfiguration()
            case "fetchRequest": return parseFetchRequest()
            default: break
            }
        }
        if t.kind == .semicolon {
            bump()
            return
        }
        // Skip to the next declaration keyword.
        startNode(.errorDecl)
        let start = nextRange
        var end = start
        repeat {
            end = nextRange
            bump()
        } while !atEnd && !atDeclarationStart(strict: false)
        let what = t.kind == .identifier ? "'\(t.text)'" : t.kind.displayName
        error("expected a declaration (entity, composite, configuration, fetchRequest, generate or model), found \(what)", start.union(end))
        finishNode()
    }

    private mutating func parseModifiers() {
        while at(.at) { parseModifier() }
    }

    /// Consumes a name, or reports it missing. A declaration keyword at the start of a line
    /// begins the next declaration and is never taken as the name of this one.
    @discardableResult
    private mutating func expectName(_ what: String) -> Bool {
        if at(.identifier) && !(atLineStart && peek().map { Keyword.isDeclarationStart($0.text) } == true) {
            bump()
            return true
        }
        error("expected \(what)\(foundDescription)", missingRange)
        return false
    }

    /// Whether the next tokens start a member: `name:`, `fetched name`, `unique(`, `index name`.
    private func atMemberStart() -> Bool {
        guard let t = peek(), t.kind == .identifier, let next = peek(1) else { return false }
        switch next.kind {
        case .colon: return true
        case .identifier: return t.text == "fetched" || t.text == "index"
        case .lParen: return t.text == "unique"
        default: return false
        }
    }

    /// Whether the next token begins a new line and starts a member or a declaration: the
    /// place to stop when the current construct is missing its end.
    private var atNewLineStart: Bool {
        atLineStart && (atMemberStart() || atDeclarationStart(strict: true))
    }

    private mutating func parseModel() {
        startNode(.modelDecl)
        bump()
        expectName("a model name")
        parseModifiers()
        finishNode()
    }

    private mutating func parseGenerate() {
        startNode(.generateDecl)
        bump()
        if atWord("to") && peekKind(1) == .string {
            error("expected a generate target such as 'swift' before 'to'", missingRange)
        } else {
            expectName("a generate target such as 'swift'")
        }
        if atWord("to") {
            bump()
            // An unquoted path on the same line is part of this declaration, reported once.
            if !expect(.string, "a quoted output path") && (at(.identifier) || at(.number)) && !atLineStart && !atDeclarationStart(strict: true) {
                bump()
            }
        } else {
            error("expected 'to' and an output path\(foundDescription)", missingRange)
            if at(.string) { bump() }
        }
        parseModifiers()
        finishNode()
    }

    private mutating func parseFetchRequest() {
        startNode(.fetchRequestDecl)
        bump()
        expectName("a fetch request name")
        if expect(.colon, "':' and the entity to fetch") {
            expectName("an entity name")
        }
        parseModifiers()
        finishNode()
    }

    private mutating func parseConfiguration() {
        startNode(.configurationDecl)
        bump()
        expectName("a configuration name")
        parseModifiers()
        if expect(.lBrace, "'{'") {
            while !atEnd && !at(.rBrace) {
                if atDeclarationStart(strict: true) && atLineStart { break }
                if at(.identifier) {
                    bump()
                    if at(.comma) { bump() } else if !at(.rBrace) {
                        error("expected ',' between entity names\(foundDescription)", missingRange)
                    }
                } else {
                    error("expected an entity name\(foundDescription)", nextRange)
                    bump()
                    if at(.comma) { bump() }
                }
            }
            expect(.rBrace, "'}' to close configuration")
        }
        finishNode()
    }

    private mutating func parseEntity(kind: SyntaxKind) {
        startNode(kind)
        if atWord("abstract") { bump() }
        if kind == .entityDecl {
            if atWord("entity") {
                bump()
            } else {
                error("expected 'entity' after 'abstract'\(foundDescription)", missingRange)
            }
        } else {
            bump()
        }
        expectName(kind == .entityDecl ? "an entity name" : "a composite name")
        if at(.colon) {
            startNode(.parentClause)
            bump()
            expectName("a parent entity name")
            finishNode()
        }
        parseModifiers()
        if expect(.lBrace, "'{'") {
            parseMembers()
            if at(.rBrace) {
                bump()
            } else {
                error("expected '}' to close \(kind == .entityDecl ? "entity" : "composite")\(foundDescription)", missingRange)
            }
        }
        finishNode()
    }

    private mutating func parseMembers() {
        while let t = peek(), t.kind != .rBrace {
            if atDeclarationStart(strict: true) && atLineStart && !(peekKind(1) == .colon) { return }
            switch t.kind {
            case .semicolon:
                bump()
            case .identifier:
                let next = peek(1)
                if t.text == "fetched" && next?.kind == .identifier {
                    parseFetched()
                } else if t.text == "unique" && next?.kind == .lParen {
                    parseUnique()
                } else if t.text == "index" && next?.kind == .identifier {
                    parseIndex()
                } else {
                    parseProperty()
                }
            default:
                parseErrorMember()
            }
        }
    }

    /// Skips tokens that start no member: to the end of the line, or past a balanced `{ … }`.
    private mutating func parseErrorMember() {
        startNode(.errorMember)
        // Invalid characters are already reported by the lexer: skip them alone, and resume
        // right after them when a member follows on the same line (`$price: Decimal`).
        if at(.unknown) {
            while at(.unknown) { bump() }
            if atEnd || at(.rBrace) || atLineStart || atMemberStart() {
                finishNode()
                return
            }
            while !atEnd && !at(.rBrace) && !atLineStart { bump() }
            finishNode()
            return
        }
        let found = foundDescription
        let start = nextRange
        var end = start
        var depth = 0
        repeat {
            end = nextRange
            if at(.lBrace) { depth += 1 } else if at(.rBrace) { depth -= 1 }
            bump()
        } while !atEnd && (depth > 0 ? !atDeclarationStart(strict: true) || !atLineStart : !at(.rBrace) && !atLineStart)
        error("expected a property, 'fetched', 'unique' or 'index'\(found)", start.union(end))
        finishNode()
    }

    private mutating func parseProperty() {
        startNode(.property)
        bump()
        if at(.colon) {
            bump()
            parseTypeIfPresent()
        } else {
            error("expected ':' and a type after the property name\(foundDescription)", missingRange)
            if (at(.identifier) || at(.lBracket)) && !atLineStart && !atMemberStart() { parseTypeIfPresent() }
        }
        if at(.equals) {
            startNode(.defaultValue)
            bump()
            parseValue()
            finishNode()
        }
        parseModifiers()
        // `x: Int16 @range(0...9) = 5`: keep the default (so it is still checked) and say where it goes.
        if at(.equals) && !atLineStart {
            let start = nextRange.start
            startNode(.defaultValue)
            bump()
            parseValue()
            finishNode()
            error("a default value goes before the modifiers, as in 'name: Type = value @modifier'", TextRange(start: start, end: max(start, missingRange.start)))
            parseModifiers()
        }
        finishNode()
    }

    private mutating func parseTypeIfPresent() {
        // A name followed by ':' is the next property's, not a type; so is a member or
        // declaration keyword that starts the next line.
        guard at(.identifier) || at(.lBracket), peekKind(1) != .colon || at(.lBracket), !atNewLineStart else {
            error("expected a type\(foundDescription)", missingRange)
            return
        }
        startNode(.type)
        if at(.lBracket) {
            bump()
            expectName("an entity name")
            expect(.rBracket, "']'")
        } else {
            bump()
            if at(.lAngle) {
                bump()
                if (at(.identifier) || at(.string)) && !atNewLineStart && peekKind(1) != .colon {
                    bump()
                } else {
                    error("expected a class name\(foundDescription)", missingRange)
                }
                expect(.rAngle, "'>'")
            }
        }
        if at(.question) { bump() }
        finishNode()
    }

    private mutating func parseFetched() {
        startNode(.fetchedProperty)
        bump()
        bump()
        if expect(.colon, "':' and the fetched entity as '[Entity]'") {
            parseTypeIfPresent()
        } else if at(.lBracket) && !atLineStart {
            parseTypeIfPresent()
        }
        parseModifiers()
        finishNode()
    }

    private mutating func parseUnique() {
        startNode(.uniqueConstraint)
        bump()
        parseNameList(part: nil)
        finishNode()
    }

    private mutating func parseIndex() {
        startNode(.index)
        bump()
        bump()
        if at(.lParen) {
            bump()
            parseListItems(part: .indexPart)
        } else {
            error("expected '(' and the indexed properties\(foundDescription)", missingRange)
        }
        finishNode()
    }

    /// `( name, name )` after `(` has been checked for.
    private mutating func parseNameList(part: SyntaxKind?) {
        bump()
        parseListItems(part: part)
    }

    private mutating func parseListItems(part: SyntaxKind?) {
        var names = 0
        while !atEnd && !at(.rParen) {
            // A list missing its ')' ends where the next member or declaration starts.
            if at(.rBrace) || atNewLineStart { break }
            if at(.identifier) {
                names += 1
                if let part {
                    startNode(part)
                    bump()
                    if atWord("asc") || atWord("desc") { bump() }
                    finishNode()
                } else {
                    bump()
                }
                if at(.comma) { bump() } else if !at(.rParen) {
                    error("expected ',' or ')'\(foundDescription)", nextRange)
                    if !at(.identifier) { bump() }
                }
            } else if at(.comma) {
                error("expected a property name", nextRange)
                bump()
            } else {
                error("expected a property name\(foundDescription)", nextRange)
                bump()
            }
        }
        if names == 0 && at(.rParen) {
            error("expected at least one property name", missingRange)
        }
        expect(.rParen, "')'")
    }

    /// Whether the next tokens can be an argument even at the start of a line (a modifier's
    /// arguments may span lines): a value, or `key: value` followed by ',' or ')'.
    private func atArgumentOnNewLine() -> Bool {
        guard let t = peek() else { return false }
        switch t.kind {
        case .comma, .string, .number, .ellipsis, .rParen: return true
        case .identifier:
            guard let next = peek(1) else { return false }
            if next.kind == .comma || next.kind == .rParen { return true }
            guard next.kind == .colon, let value = peek(2), value.kind != .colon else { return false }
            let after = peekKind(3)
            return after == nil || after == .comma || after == .rParen || after == .ellipsis
        default: return false
        }
    }

    private mutating func parseModifier() {
        startNode(.modifier)
        bump()
        if at(.identifier) && !atLineStart {
            bump()
        } else {
            error("expected a modifier name after '@'", missingRange)
        }
        if at(.lParen) {
            startNode(.argumentList)
            bump()
            while !atEnd && !at(.rParen) {
                if at(.rBrace) || at(.at) || (atLineStart && !atArgumentOnNewLine()) { break }
                if at(.comma) {
                    error("expected an argument", nextRange)
                    bump()
                    continue
                }
                parseArgument()
                if at(.comma) {
                    bump()
                } else if !at(.rParen) {
                    if atEnd || at(.rBrace) || at(.at) || atLineStart { break }
                    error("expected ',' or ')'\(foundDescription)", nextRange)
                    bump()
                }
            }
            expect(.rParen, "')'")
            finishNode()
        }
        finishNode()
    }

    private mutating func parseArgument() {
        startNode(.argument)
        if (at(.identifier) || at(.string)) && peekKind(1) == .colon {
            bump()
            bump()
        }
        parseValue()
        finishNode()
    }

    /// string | number | true | false | name | range
    private mutating func parseValue() {
        let isBound = at(.string) || at(.number)
        if at(.ellipsis) || (isBound && peekKind(1) == .ellipsis) {
            startNode(.rangeValue)
            if isBound { bump() }
            bump()
            if at(.string) || at(.number) { bump() }
            finishNode()
            return
        }
        // A name followed by ':' is the next property or argument label, not a value.
        if isBound || (at(.identifier) && peekKind(1) != .colon && !atNewLineStart) {
            bump()
            return
        }
        // Invalid characters (`+5`) are reported by the lexer alone; the value after them still counts.
        if at(.unknown) {
            while at(.unknown) && !atLineStart { bump() }
            if !atLineStart && (at(.string) || at(.number) || at(.ellipsis) || (at(.identifier) && peekKind(1) != .colon)) {
                parseValue()
            }
            return
        }
        error("expected a value\(foundDescription)", missingRange)
        // Skip one stray token on the same line (`= = 3`), then take the value after it.
        if !atEnd && !at(.rParen) && !at(.rBrace) && !at(.lBrace) && !at(.at) && !at(.comma) && !atLineStart && !atMemberStart() {
            bump()
            if !atLineStart && (at(.string) || at(.number) || at(.ellipsis) || (at(.identifier) && peekKind(1) != .colon)) {
                parseValue()
            }
        }
    }
}

// MARK: - Incremental parsing support

/// Records how far the parser looked ahead; a class so the non-mutating lookahead helpers can update it.
final class Probe {
    /// Read and written by the parser alone, on every lookahead: exempt from the run-time
    /// exclusivity check a class's property gets (no access to it overlaps another).
    @exclusivity(unchecked) var furthest = 0
}

extension Parser {
    /// One top-level unit of a file: a declaration, or trivia and a `;` (the root's children it adds).
    struct ParsedUnit {
        var elements: [SyntaxElement]
        var lexicalDiagnostics: [SyntaxDiagnostic]
        var diagnostics: [SyntaxDiagnostic]
        /// Index of the first token after the unit.
        var endToken: Int
        /// The furthest token index the parser looked at so far (`tokens.count` when it reached the end).
        var furthestToken: Int
    }

    /// The offset of each token and, last, of the end (absolute: the slice's base included).
    var tokenOffsets: [Int] { offsets }

    /// Whether only trivia is left.
    var isAtEnd: Bool { atEnd }

    /// Parses the next top-level unit, or returns nil when only trivia is left.
    mutating func parseUnit() -> ParsedUnit? {
        if open.isEmpty { startNode(.sourceFile) }
        if atEnd { return nil }
        let firstToken = pos
        let firstElement = pending.count
        let firstDiagnostic = diagnostics.count
        parseDeclaration()
        let elements = [SyntaxElement](exactly: pending.elements(from: firstElement))
        pending.removeAll(from: firstElement, moved: false)
        return ParsedUnit(
            elements: elements, lexicalDiagnostics: lexicalDiagnostics(in: firstToken..<pos),
            diagnostics: Array(diagnostics[firstDiagnostic...]), endToken: pos, furthestToken: probe.furthest)
    }

    /// The trailing trivia after the last unit, as root children, with their lexical diagnostics.
    mutating func parseTrailingTrivia() -> ParsedUnit {
        let firstToken = pos
        var elements: [SyntaxElement] = []
        while pos < tokens.count {
            elements.append(.token(tokens.takeNext()))
        }
        probe.furthest = tokens.count
        return ParsedUnit(elements: elements, lexicalDiagnostics: lexicalDiagnostics(in: firstToken..<pos), diagnostics: [], endToken: pos, furthestToken: tokens.count)
    }
}

/// Shares equal small nodes within a parse (as rowan's node cache does): a model repeats its types,
/// modifiers, defaults and arguments (` String?`, ` @indexed`, `(0...)`) thousands of times, and one
/// node for each halves the tree's memory (145 → 69 MB for the 10,000-entity benchmark model) for
/// about 8% more instructions in a cold check. A class, so that the windows of one parse share it.
final class NodeCache {
    /// Open addressing over the nodes made so far, with each one's hash beside it: a lookup
    /// compares the parser's pending children with a node's own, so it allocates nothing (a key
    /// array per lookup was 1.8 million allocations for the 10,000-entity benchmark model).
    /// Used by one parser at a time, and no access overlaps another: exempt from the run-time
    /// exclusivity checks a class's properties get.
    ///
    /// The table does not own its nodes (a reference each, released one by one when a large parse
    /// ended, was 3% of a cold check's cycles): every node in it is held by the tree being built, by
    /// the units a parse returns, or by `kept`, where a parse puts what it made and drops (a unit
    /// parsed again from a wider window), since a later lookup may compare with any node in the table.
    /// A node and its hash side by side, so that a probe reads one cache line, not one in each of
    /// two arrays (the table of a large file is megabytes, and a probe missed the cache twice).
    struct Slot {
        var hash: UInt64
        var node: Unmanaged<SyntaxNode>?
    }
    @exclusivity(unchecked) private var slots: [Slot]
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var kept: [[SyntaxElement]] = []
    /// The kinds that are shared: a member's parts, which repeat, and whole properties, which
    /// repeat too (`id: UUID`, `createdAt: Date` in entity after entity; the 12 attributes of each
    /// entity of the benchmark model: 21 MB less). Declarations hold their own names and are not shared.
    static let sharedKinds: [SyntaxKind] = [
        .type, .defaultValue, .modifier, .argumentList, .argument, .rangeValue, .indexPart, .parentClause, .property, .fetchedProperty,
    ]
    private static let sharedMask: UInt64 = sharedKinds.reduce(0) { $0 | 1 << UInt64($1.rawValue) }

    init() {
        slots = Array(repeating: Slot(hash: 0, node: nil), count: 1024)
    }

    /// Makes room for the nodes of about `tokens` tokens at once (a slot per three tokens: the
    /// reference model keeps about one shared node per six or seven, and the table stays at most
    /// half full), so that parsing a large file does not grow the table by doubling: rehashing every
    /// node made so far, each time, was 3% of a cold check. Sized from tokens, not bytes: a 15 MB
    /// comment is one token (sized from its bytes, the table took 32 MB). No larger than that: each
    /// lookup misses the cache once, and at a slot per two tokens each half of the reference model's
    /// parse filled 16 MB, a sixth of it used.
    func reserve(tokens: Int) {
        var capacity = slots.count
        while capacity < min(tokens / 3, 1 << 20) { capacity *= 2 }
        guard capacity > slots.count else { return }
        rehash(into: capacity)
    }

    /// The node of `kind` with `children`: one made before (`moved` false: the children are the
    /// caller's still), or a new one that moved the children out (then left uninitialized).
    func node(_ kind: SyntaxKind, _ children: UnsafeMutableBufferPointer<SyntaxElement>) -> (node: SyntaxNode, moved: Bool) {
        guard Self.sharedMask & (1 << UInt64(kind.rawValue)) != 0 && children.count <= 8 else {
            return (SyntaxNode.make(kind: kind, moving: children), true)
        }
        let hash = Self.hash(kind, children)
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: hash) & mask
        while let slot = slots[i].node {
            if slots[i].hash == hash {
                let known = slot.takeUnretainedValue()
                if known.kind == kind && Self.equal(known, children) {
                    known.markShared()
                    return (known, false)
                }
            }
            i = (i + 1) & mask
        }
        let node = SyntaxNode.make(kind: kind, moving: children)
        slots[i] = Slot(hash: hash, node: Unmanaged.passUnretained(node))
        count += 1
        if count * 2 > slots.count { grow() }
        return (node, true)
    }

    /// Holds `elements`, which a parse made and drops, for as long as the table may compare with their nodes.
    func keep(_ elements: [SyntaxElement]) { kept.append(elements) }

    private func grow() { rehash(into: slots.count * 2) }

    private func rehash(into capacity: Int) {
        let oldSlots = slots
        slots = Array(repeating: Slot(hash: 0, node: nil), count: capacity)
        let mask = slots.count - 1
        for slot in oldSlots where slot.node != nil {
            var i = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[i].node != nil { i = (i + 1) & mask }
            slots[i] = slot
        }
    }

    /// Tokens equal by kind and text, child nodes by identity (they come from this cache, so equal
    /// ones are the same object). Children with the same bits are equal (the same node, or a token
    /// whose text is stored inline, as short texts are, or in the same buffer), so most are
    /// compared as three words without copying them out (the copies' reference counting was most
    /// of a lookup); others, such as equal long texts in two buffers, are compared as values.
    private static func equal(_ a: SyntaxNode, _ bp: UnsafeMutableBufferPointer<SyntaxElement>) -> Bool {
        let n = Int(a.count)
        guard n == bp.count else { return false }
        let pa = UnsafeRawPointer(a.elements)
        guard let base = bp.baseAddress else { return true }
        let pb = UnsafeRawPointer(base)
        for i in 0..<n {
            let at = i * MemoryLayout<SyntaxElement>.stride
            if sameBits(pa + at, pb + at) { continue }
            switch (a.elements[i], bp[i]) {
            case (.node(let m), .node(let n)): if m !== n { return false }
            case (.token(let s), .token(let t)): if s != t { return false }
            default: return false
            }
        }
        return true
    }

    /// Whether the `MemoryLayout<SyntaxElement>.size` bytes at `a` and `b` are the same.
    @inline(__always) private static func sameBits(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        var offset = 0
        let size = MemoryLayout<SyntaxElement>.size
        while offset + 8 <= size {
            if a.load(fromByteOffset: offset, as: UInt64.self) != b.load(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < size {
            if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
    }

    /// A cheap mix of the kind and of each child: a node's identity, a token's kind, length and
    /// bytes (a short token's text in full, a long one's first and last 16 bytes; equality compares
    /// the rest). Regression: only the first 5 bytes were mixed in, so 25,000 names sharing a prefix
    /// (`Entity1`, `Entity2`…) fell into a handful of buckets and parsing took 22 s instead of a
    /// fraction of a second. The final step spreads the bits, since the table indexes by the low ones.
    private static func hash(_ kind: SyntaxKind, _ children: UnsafeMutableBufferPointer<SyntaxElement>) -> UInt64 {
        var h = UInt64(kind.rawValue) &* 0x9E37_79B9_7F4A_7C15
        for child in children {
            let v: UInt64
            switch child {
            case .node(let n): v = UInt64(UInt(bitPattern: ObjectIdentifier(n)))
            case .token(let t): v = mixText(of: t)
            }
            h = (h ^ v) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
        }
        // Finalizer (splitmix64): every input bit reaches the low bits the table indexes by.
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 31)
    }

    /// A token's kind, length and text mixed into one word.
    private static func mixText(of t: Token) -> UInt64 {
        let length = t.length
        let v = (UInt64(t.kind.rawValue) << 56 | UInt64(truncatingIfNeeded: length)) ^ 0xCBF2_9CE4_8422_2325
        // A text of at most 15 bytes is stored in the string itself: its two words are its bytes and
        // its count, so equal texts have equal words, mixed without reading a byte. (A short text
        // stored otherwise would only miss being shared, never be shared wrongly: `equal` compares
        // the texts.)
        if length <= 15 && MemoryLayout<String>.size == 16 {
            let words = unsafeBitCast(t.text, to: (UInt64, UInt64).self)
            return ((v ^ words.0) &* 0x9E37_79B9_7F4A_7C15 ^ words.1) &* 0xC2B2_AE3D_27D4_EB4F
        }
        // Longer texts byte by byte, their first and last 16 bytes when longer than 32.
        func mixed(_ bytes: some Collection<UInt8>) -> UInt64 {
            var v = v
            if bytes.count <= 32 {
                for b in bytes { v = (v ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            } else {
                for b in bytes.prefix(16) { v = (v ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
                for b in bytes.suffix(16) { v = (v ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            }
            return v
        }
        return t.text.utf8.withContiguousStorageIfAvailable { mixed($0) } ?? mixed(t.text.utf8)
    }
}

/// Appends `element` to raw memory holding `count` of `capacity` elements, moving them to twice the
/// room when it is full (`ElementStack`, `TokenStore`: buffers whose elements are moved out, which an
/// array would release).
@inline(__always) func appendDoubling<T>(_ element: T, to base: inout UnsafeMutablePointer<T>, count: inout Int, capacity: inout Int) {
    if count == capacity {
        let grown = UnsafeMutablePointer<T>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity *= 2
    }
    (base + count).initialize(to: element)
    count += 1
}

/// The parser's children of open nodes, in one growing buffer (as rowan's tree builder keeps them):
/// a finished node moves its children out of it instead of copying them and releasing the
/// originals (counting every child's references up and down again was 3% of a cold check).
/// Owned by one parser, which is never copied while it parses: exempt from the run-time exclusivity checks.
final class ElementStack {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<SyntaxElement>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity = 256

    init() {
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ element: SyntaxElement) { appendDoubling(element, to: &base, count: &count, capacity: &capacity) }

    /// The elements from `start` on.
    func elements(from start: Int) -> UnsafeMutableBufferPointer<SyntaxElement> {
        UnsafeMutableBufferPointer(start: base + start, count: count - start)
    }

    /// Removes the elements from `start` on: released, or forgotten when a node `moved` them out.
    func removeAll(from start: Int, moved: Bool) {
        if !moved { (base + start).deinitialize(count: count - start) }
        count = start
    }
}
