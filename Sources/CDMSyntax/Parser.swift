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
    public static let declarationStarts: Set<String> = [
        "model", "generate", "entity", "abstract", "composite", "configuration", "fetchRequest",
    ]
    public static let all: Set<String> = [
        "model", "generate", "to", "abstract", "entity", "fetched", "unique", "index", "configuration",
        "fetchRequest", "composite", "true", "false",
    ]
}

public struct Parser {
    private let tokens: [Token]
    private var offsets: [Int]
    /// Index of the next token not yet added to the tree.
    private var pos = 0
    private var stack: [(SyntaxKind, [SyntaxElement])] = []
    private var diagnostics: [SyntaxDiagnostic] = []

    public static func parse(_ text: String) -> ParsedFile {
        var parser = Parser(tokens: Lexer.tokenize(text))
        return parser.parseFile()
    }

    /// Parses UTF-8 bytes (the language server keeps documents as bytes).
    public static func parse(bytes: [UInt8]) -> ParsedFile {
        let tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize(bytes: $0) }
        var parser = Parser(tokens: tokens)
        return parser.parseFile()
    }

    public static func parse(tokens: [Token]) -> ParsedFile {
        var parser = Parser(tokens: tokens)
        return parser.parseFile()
    }

    init(tokens: [Token]) {
        self.tokens = tokens
        var offsets: [Int] = []
        offsets.reserveCapacity(tokens.count + 1)
        var at = 0
        for t in tokens {
            offsets.append(at)
            at += t.length
        }
        offsets.append(at)
        self.offsets = offsets
    }

    // MARK: - Token access

    /// Index of the `n`th significant token at or after `pos`.
    private func peekIndex(_ n: Int = 0) -> Int {
        var i = pos
        var seen = 0
        while i < tokens.count {
            if !tokens[i].kind.isTrivia {
                if seen == n { return i }
                seen += 1
            }
            i += 1
        }
        return tokens.count
    }

    private func peek(_ n: Int = 0) -> Token? {
        let i = peekIndex(n)
        return i < tokens.count ? tokens[i] : nil
    }

    private func at(_ kind: TokenKind) -> Bool { peek()?.kind == kind }
    private func atWord(_ word: String) -> Bool { peek().map { $0.kind == .identifier && $0.text == word } ?? false }
    private var atEnd: Bool { peekIndex() >= tokens.count }

    /// Whether a line break stands between the previous significant token and the next one.
    private var atLineStart: Bool {
        var i = peekIndex() - 1
        while i >= 0 {
            let k = tokens[i].kind
            if k == .newline { return true }
            if !k.isTrivia { return false }
            if k == .blockComment, tokens[i].text.contains(where: { $0 == "\n" || $0 == "\r" }) { return true }
            i -= 1
        }
        return true
    }

    /// Range of the next significant token (an empty range at the end of the file).
    private var nextRange: TextRange {
        let i = peekIndex()
        if i >= tokens.count { return TextRange.empty(at: offsets[tokens.count]) }
        return TextRange(offset: offsets[i], length: tokens[i].length)
    }

    /// An empty range just after the last significant token added, where a missing token belongs.
    private var missingRange: TextRange {
        var i = pos - 1
        while i >= 0 && tokens[i].kind.isTrivia { i -= 1 }
        return TextRange.empty(at: i >= 0 ? offsets[i + 1] : 0)
    }

    // MARK: - Tree building

    private mutating func startNode(_ kind: SyntaxKind) { stack.append((kind, [])) }

    private mutating func finishNode() {
        let (kind, children) = stack.removeLast()
        let node = SyntaxNode(kind: kind, children: children)
        stack[stack.count - 1].1.append(.node(node))
    }

    /// Adds pending trivia and the next significant token to the current node.
    private mutating func bump() {
        let target = peekIndex()
        while pos < tokens.count && pos <= target {
            stack[stack.count - 1].1.append(.token(tokens[pos]))
            pos += 1
        }
    }

    private mutating func error(_ message: String, _ range: TextRange) {
        diagnostics.append(SyntaxDiagnostic(code: .syntaxError, message: message, range: range))
    }

    /// Consumes a token of `kind` or reports that it is missing.
    @discardableResult
    private mutating func expect(_ kind: TokenKind, _ what: String) -> Bool {
        if at(kind) {
            bump()
            return true
        }
        error("expected \(what)\(foundDescription)", at(.rBrace) || atEnd ? missingRange : nextRange)
        return false
    }

    private var foundDescription: String {
        guard let t = peek() else { return " at end of file" }
        switch t.kind {
        case .identifier: return ", found '\(t.text)'"
        case .string, .number: return ", found \(t.kind.displayName)"
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
            stack[0].1.append(.token(tokens[pos]))
            pos += 1
        }
        let (kind, children) = stack.removeLast()
        let root = SyntaxNode(kind: kind, children: children)
        return ParsedFile(root: root, diagnostics: lexicalDiagnostics() + diagnostics)
    }

    private func lexicalDiagnostics() -> [SyntaxDiagnostic] {
        var out: [SyntaxDiagnostic] = []
        for (i, t) in tokens.enumerated() {
            let range = TextRange(offset: offsets[i], length: t.length)
            switch t.kind {
            case .string where t.isUnterminated:
                out.append(SyntaxDiagnostic(code: .unterminatedString, message: "unterminated string literal", range: range))
            case .blockComment where t.isUnterminated:
                out.append(SyntaxDiagnostic(code: .unterminatedComment, message: "unterminated '/*' comment", range: TextRange(offset: offsets[i], length: 2)))
            case .unknown:
                let shown = t.text.unicodeScalars.first.map { $0.isASCII && $0.value >= 0x20 ? "'\($0)'" : "U+\(String($0.value, radix: 16, uppercase: true))" } ?? "?"
                out.append(SyntaxDiagnostic(code: .invalidCharacter, message: "invalid character \(shown) in source", range: range))
            default: break
            }
        }
        return out
    }

    /// Whether the next tokens start a top-level declaration (`entity Foo`, `abstract entity`, …).
    private func atDeclarationStart(strict: Bool) -> Bool {
        guard let t = peek(), t.kind == .identifier, Keyword.declarationStarts.contains(t.text) else { return false }
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

    private mutating func expectName(_ what: String) {
        if at(.identifier) && !(peek().map { Keyword.declarationStarts.contains($0.text) && atLineStartOfNext } ?? false) {
            bump()
        } else {
            error("expected \(what)\(foundDescription)", at(.identifier) || atEnd || at(.rBrace) || at(.lBrace) ? missingRange : nextRange)
        }
    }

    /// The next token starts a new line (so a keyword there begins a new declaration, not a name).
    private var atLineStartOfNext: Bool { atLineStart && atDeclarationStart(strict: true) }

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
        expectName("a generate target such as 'swift'")
        if atWord("to") {
            bump()
            expect(.string, "a quoted output path")
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
            if atWord("entity") { bump() } else { expect(.identifier, "'entity'") }
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
            if atDeclarationStart(strict: true) && atLineStart && !(peek(1)?.kind == .colon) { return }
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

    private mutating func parseErrorMember() {
        startNode(.errorMember)
        let start = nextRange
        var end = start
        repeat {
            end = nextRange
            bump()
        } while !atEnd && !at(.rBrace) && !atLineStart
        error("expected a property, 'fetched', 'unique' or 'index'\(start == end ? foundDescriptionFor(start) : "")", start.union(end))
        finishNode()
    }

    private func foundDescriptionFor(_ range: TextRange) -> String { "" }

    private mutating func parseProperty() {
        startNode(.property)
        bump()
        if at(.colon) {
            bump()
            parseTypeIfPresent()
        } else {
            error("expected ':' and a type after the property name\(foundDescription)", missingRange)
            if (at(.identifier) || at(.lBracket)) && !atLineStart { parseTypeIfPresent() }
        }
        if at(.equals) {
            startNode(.defaultValue)
            bump()
            parseValue()
            finishNode()
        }
        parseModifiers()
        finishNode()
    }

    private mutating func parseTypeIfPresent() {
        guard at(.identifier) || at(.lBracket), !(atLineStart && atDeclarationStart(strict: true)) else {
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
                if at(.identifier) || at(.string) { bump() } else { error("expected a class name\(foundDescription)", missingRange) }
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
        while !atEnd && !at(.rParen) {
            if at(.rBrace) || (atLineStart && (at(.identifier) && peek(1)?.kind == .colon)) { break }
            if at(.identifier) {
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
        expect(.rParen, "')'")
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
                if at(.rBrace) || at(.at) || atLineStart && !at(.comma) && !(at(.string) || at(.number) || at(.ellipsis)) && peek(1)?.kind != .comma && peek(1)?.kind != .rParen {
                    break
                }
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
        if at(.identifier) && peek(1)?.kind == .colon {
            bump()
            bump()
        }
        parseValue()
        finishNode()
    }

    /// string | number | true | false | name | range
    private mutating func parseValue() {
        let isBound = at(.string) || at(.number)
        if at(.ellipsis) || (isBound && peek(1)?.kind == .ellipsis) {
            startNode(.rangeValue)
            if isBound { bump() }
            bump()
            if at(.string) || at(.number) { bump() }
            finishNode()
            return
        }
        if isBound || at(.identifier) {
            bump()
            return
        }
        error("expected a value\(foundDescription)", at(.rParen) || atEnd ? missingRange : nextRange)
        if !atEnd && !at(.rParen) && !at(.rBrace) && !at(.at) && !at(.comma) && !atLineStart { bump() }
    }
}
