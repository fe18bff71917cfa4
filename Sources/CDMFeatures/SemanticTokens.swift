// Semantic tokens: what each word of a file is (entity, relationship, modifier…), for editors to colour by meaning.

import CDMModel
import CDMSyntax

/// The token types cdm reports; `rawValue` is the index in `SemanticTokens.legend.types`.
public enum SemanticTokenType: Int, Sendable, CaseIterable {
    /// An entity's name.
    case `class`
    /// A composite's name.
    case `struct`
    /// A built-in attribute type (`String`, `Int64`).
    case type
    /// An attribute, relationship or fetched property; relationships carry the `relationship` modifier.
    case property
    /// A fixed value: `cascade`, `class` in `@codegen(class)`, the target of `generate swift`.
    case enumMember
    /// A modifier, `@` included: `@inverse`.
    case decorator
    case keyword
    case string
    case number
    case comment
    /// A configuration's or the model's name.
    case namespace
    /// A fetch request's name.
    case function
    /// An index's name.
    case variable
    /// A key of `@userInfo(key: "…")`.
    case parameter
    /// `...` in a range.
    case `operator`

    /// The name in the LSP legend.
    public var name: String {
        switch self {
        case .class: return "class"
        case .struct: return "struct"
        case .type: return "type"
        case .property: return "property"
        case .enumMember: return "enumMember"
        case .decorator: return "decorator"
        case .keyword: return "keyword"
        case .string: return "string"
        case .number: return "number"
        case .comment: return "comment"
        case .namespace: return "namespace"
        case .function: return "function"
        case .variable: return "variable"
        case .parameter: return "parameter"
        case .operator: return "operator"
        }
    }
}

/// Token modifiers as bits; bit `n` is `SemanticTokens.legend.modifiers[n]`.
public struct SemanticTokenModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The name of a symbol where it is declared.
    public static let declaration = SemanticTokenModifiers(rawValue: 1 << 0)
    /// A `///` doc comment.
    public static let documentation = SemanticTokenModifiers(rawValue: 1 << 1)
    /// An abstract entity, where declared and where named.
    public static let abstract = SemanticTokenModifiers(rawValue: 1 << 2)
    /// A fetched property (computed by a fetch, never set).
    public static let readonly = SemanticTokenModifiers(rawValue: 1 << 3)
    /// A built-in type.
    public static let defaultLibrary = SemanticTokenModifiers(rawValue: 1 << 4)
    /// A relationship (cdm's own modifier; themes may colour relationships apart from attributes).
    public static let relationship = SemanticTokenModifiers(rawValue: 1 << 5)

    /// Legend names in bit order.
    public static let names = ["declaration", "documentation", "abstract", "readonly", "defaultLibrary", "relationship"]
}

/// One classified piece of source text.
public struct SemanticToken: Sendable, Equatable {
    public var range: TextRange
    public var type: SemanticTokenType
    public var modifiers: SemanticTokenModifiers
    public init(range: TextRange, type: SemanticTokenType, modifiers: SemanticTokenModifiers = []) {
        self.range = range
        self.type = type
        self.modifiers = modifiers
    }
}

public enum SemanticTokens {
    /// The legend the server announces: token type names by index, modifier names by bit.
    public static let legend: (types: [String], modifiers: [String]) = (SemanticTokenType.allCases.map(\.name), SemanticTokenModifiers.names)

    /// Every classified token of the file, sorted and non-overlapping. Names that resolve to nothing
    /// (an unknown type, say) and punctuation other than `...` get no token.
    public static func tokens(_ analysis: Analysis) -> [SemanticToken] {
        var out: [SemanticToken] = []
        forEachToken(analysis) { out.append($0) }
        return out
    }

    /// The tokens that overlap `range` (for `textDocument/semanticTokens/range`).
    public static func tokens(_ analysis: Analysis, in range: TextRange) -> [SemanticToken] {
        var out: [SemanticToken] = []
        forEachToken(analysis) { if overlaps($0, range) { out.append($0) } }
        return out
    }

    static func overlaps(_ token: SemanticToken, _ range: TextRange) -> Bool {
        token.range.intersects(range) || (range.isEmpty && token.range.touches(range.start))
    }

    /// Calls `body` with each token of `tokens(analysis)`, in order, without keeping them.
    public static func forEachToken(_ analysis: Analysis, _ body: (SemanticToken) -> Void) {
        withoutActuallyEscaping(body) { body in
            var classifier = Classifier(analysis, emit: body)
            classifier.walk(analysis.parsed.syntax, modifierName: nil)
        }
    }

    /// LSP's relative encoding: five integers per token (line delta, start delta, length, type,
    /// modifiers), columns and lengths in `encoding`. A token that spans lines (a block comment)
    /// becomes one token per line, without the line breaks.
    public static func encode(_ tokens: [SemanticToken], lineIndex: some LineMapping, encoding: PositionEncoding) -> [Int] {
        var encoder = Encoder(lines: lineIndex, encoding: encoding, out: [Int]())
        encoder.out.reserveCapacity(tokens.count * 5)
        for token in tokens { encoder.add(token) }
        return encoder.out
    }

    /// The encoding of `tokens(analysis)` (or of those overlapping `range`), made as the tokens are
    /// found and kept packed: for a 21,000-entity file, the array of tokens and the array of `Int`s
    /// were 37 MB at once; the packed integers are 3.
    public static func encoded(_ analysis: Analysis, lines: TextBuffer, encoding: PositionEncoding, in range: TextRange? = nil) -> PackedIntegers {
        encoded(analysis, mapping: lines, encoding: encoding, in: range)
    }

    /// Generic, but called only here with a concrete type: specialised for each (a generic call from
    /// another module copied the `TextBuffer` for every line it read).
    static func encoded(_ analysis: Analysis, mapping lines: some LineMapping, encoding: PositionEncoding, in range: TextRange?) -> PackedIntegers {
        var encoder = Encoder(lines: lines, encoding: encoding, out: PackedIntegers())
        forEachToken(analysis) { token in
            if let range, !overlaps(token, range) { return }
            encoder.add(token)
        }
        return encoder.out
    }

    /// Turns tokens, in order, into LSP's five integers each.
    struct Encoder<Lines: LineMapping, Out: IntegerAppending> {
        var cursor: LineCursor<Lines>
        var out: Out
        var lastLine = 0
        var lastColumn = 0

        init(lines: Lines, encoding: PositionEncoding, out: Out) {
            cursor = LineCursor(lines, encoding: encoding)
            self.out = out
        }

        mutating func add(_ token: SemanticToken) {
            cursor.moveToLine(of: token.range.start)
            let firstLine = cursor.line
            // A token spans lines only when it reaches past this line's break.
            let lastLineOfToken = token.range.end < cursor.next ? firstLine : cursor.lines.line(of: token.range.end)
            for n in firstLine...max(firstLine, lastLineOfToken) {
                if n != cursor.line { cursor.load(n) }
                let start = max(token.range.start, cursor.start)
                let end = min(token.range.end, cursor.contentEnd)
                guard end > start else { continue }
                let from = cursor.column(start)
                let to = cursor.column(end)
                let deltaLine = n - lastLine
                // Five appends, no array literal per token (600,000 tokens on one 5 MB line).
                out.append(deltaLine)
                out.append(deltaLine == 0 ? from - lastColumn : from)
                out.append(to - from)
                out.append(token.type.rawValue)
                out.append(Int(token.modifiers.rawValue))
                lastLine = n
                lastColumn = from
            }
        }
    }
}

/// Where `SemanticTokens.Encoder` puts its integers.
public protocol IntegerAppending {
    mutating func append(_ value: Int)
}

extension Array: IntegerAppending where Element == Int {}

/// Walks the tree once and classifies each token from its node and the symbol occurrences.
private struct Classifier {
    let emit: (SemanticToken) -> Void
    /// Every symbol occurrence, classified, by start (the first in the model's order first for a
    /// shared start): the walk meets tokens in order, so a cursor finds each one without hashing.
    let occurrences: [Classified]
    var nextOccurrence = 0
    /// The predicates and derived expressions, by the start of their string literal, in the file's order.
    let expressions: [ReadExpression]
    var nextExpression = 0
    let model: Model

    /// An occurrence's token in 12 bytes (a `SemanticToken` takes 24; the file is under 4 GB).
    struct Classified {
        let start: UInt32
        let length: UInt32
        let type: UInt8
        let modifiers: UInt8

        init(_ token: SemanticToken) {
            start = UInt32(clamping: token.range.start)
            length = UInt32(clamping: token.range.length)
            type = UInt8(token.type.rawValue)
            modifiers = UInt8(truncatingIfNeeded: token.modifiers.rawValue)
        }

        var token: SemanticToken {
            SemanticToken(
                range: TextRange(offset: Int(start), length: Int(length)), type: SemanticTokenType(rawValue: Int(type)) ?? .variable,
                modifiers: SemanticTokenModifiers(rawValue: UInt32(modifiers)))
        }
    }

    init(_ analysis: Analysis, emit: @escaping (SemanticToken) -> Void) {
        self.emit = emit
        model = analysis.model
        // Not counted first: a second walk of the model cost 20 ms at 21,000 entities and lowered
        // no peak (the spare room of this 12-byte array is not what the peak is made of).
        var names = PropertyNames(analysis.model)
        var occurrences: [Classified] = []
        SymbolIndex.forEachOccurrence(in: analysis.model) { symbol, range, isDeclaration in
            occurrences.append(Classified(Self.classify(symbol, range, isDeclaration, in: analysis.model, &names)))
        }
        // Stable: of two occurrences at one start, the first in the model's order is the one found.
        occurrences.sort { $0.start < $1.start }
        self.occurrences = occurrences
        expressions = ExpressionParts.sites(analysis).map { ExpressionParts.read($0, in: analysis.model) }.sorted {
            $0.site.literal.tokenRange.start < $1.site.literal.tokenRange.start
        }
    }

    /// The predicate or derived expression written as the string `token`, if any (strings asked for only grow).
    mutating func expression(at token: TokenRef) -> ReadExpression? {
        while nextExpression < expressions.count && expressions[nextExpression].site.literal.tokenRange.start < token.range.start { nextExpression += 1 }
        guard nextExpression < expressions.count, expressions[nextExpression].site.literal.tokenRange == token.range else { return nil }
        return expressions[nextExpression]
    }

    /// A predicate's string in parts: its quotes as a string, each key path component as the property it
    /// names, operators and words of the format as operators and keywords, literals, `$VARIABLES`; spaces
    /// and punctuation get no token.
    func addParts(of read: ReadExpression) {
        var names = PropertyNames(model)
        let literal = read.site.literal
        add(TextRange(start: literal.tokenRange.start, end: min(literal.tokenRange.start + 1, literal.tokenRange.end)), .string)
        var end = 0
        for part in read.parts where part.range.lowerBound >= end {
            end = part.range.upperBound
            let range = literal.sourceRange(part.range)
            switch part.kind {
            case .property(let symbol): emit(Self.classify(symbol, range, false, in: model, &names))
            case .key: add(range, .property)
            case .collectionOperator, .operator: add(range, .operator)
            case .keyword: add(range, .keyword)
            case .function: add(range, .function)
            case .string: add(range, .string)
            case .number: add(range, .number)
            case .variable, .formatArgument: add(range, .variable)
            }
        }
        if literal.tokenRange.length >= 2, literal.sourceRange(0..<literal.text.utf8.count).end < literal.tokenRange.end {
            add(TextRange(start: literal.tokenRange.end - 1, end: literal.tokenRange.end), .string)
        }
    }

    /// The occurrence that starts at `start`, if any (starts asked for only grow).
    mutating func occurrence(at start: Int) -> SemanticToken? {
        while nextOccurrence < occurrences.count && Int(occurrences[nextOccurrence].start) < start { nextOccurrence += 1 }
        guard nextOccurrence < occurrences.count, Int(occurrences[nextOccurrence].start) == start else { return nil }
        return occurrences[nextOccurrence].token
    }

    func add(_ range: TextRange, _ type: SemanticTokenType, _ modifiers: SemanticTokenModifiers = []) {
        guard !range.isEmpty else { return }
        emit(SemanticToken(range: range, type: type, modifiers: modifiers))
    }

    /// Visits `node`; `modifierName` is the modifier the node stands in, for its arguments.
    mutating func walk(_ node: SyntaxRef, modifierName: String?) {
        let direct = node.directTokens
        var position = 0
        var at = node.offset
        var pendingAt: TokenRef?
        for child in node.node.children {
            defer { at += child.length }
            switch child {
            case .node(let n):
                let ref = SyntaxRef(node: n, offset: at)
                var name = modifierName
                if n.kind == .modifier { name = ref.directTokens.dropFirst().first.flatMap { $0.kind == .identifier ? $0.name : nil } }
                walk(ref, modifierName: name)
            case .token(let t):
                let token = TokenRef(token: t, range: TextRange(offset: at, length: t.length))
                if t.kind.isTrivia {
                    if t.kind == .docComment {
                        add(token.range, .comment, .documentation)
                    } else if t.kind.isComment {
                        add(token.range, .comment)
                    }
                    continue
                }
                defer { position += 1 }
                if node.kind == .modifier {
                    // `@name` as one token when written together.
                    if t.kind == .at {
                        pendingAt = token
                        if position + 1 >= direct.count || direct[position + 1].kind != .identifier { add(token.range, .decorator) }
                        continue
                    }
                    if t.kind == .identifier && position == 1, let a = pendingAt {
                        if a.range.end == token.range.start {
                            add(a.range.union(token.range), .decorator)
                        } else {
                            add(a.range, .decorator)
                            add(token.range, .decorator)
                        }
                        continue
                    }
                }
                classify(token, in: node, position: position, direct: direct, modifierName: modifierName)
            }
        }
    }

    mutating func classify(_ token: TokenRef, in node: SyntaxRef, position: Int, direct: [TokenRef], modifierName: String?) {
        switch token.kind {
        case .string:
            if let read = expression(at: token) { return addParts(of: read) }
            return add(token.range, .string)
        case .number: return add(token.range, .number)
        case .ellipsis: return add(token.range, .operator)
        case .identifier: break
        default: return
        }
        if let o = occurrence(at: token.range.start), o.range == token.range {
            return emit(o)
        }
        let text = token.text
        let isKeywordText = !token.token.isEscaped && NameRules.languageWords.contains(text)
        switch node.kind {
        case .modelDecl, .entityDecl, .compositeDecl, .configurationDecl, .fetchRequestDecl:
            // The keywords before the name (`abstract entity`, `model`…).
            let nameIndex = direct.first?.text == "abstract" ? 2 : 1
            if position < nameIndex && isKeywordText { add(token.range, .keyword) }
        case .generateDecl:
            if position == 0 || text == "to" {
                add(token.range, .keyword)
            } else if position == 1 {
                add(token.range, .enumMember)
            }
        case .fetchedProperty, .uniqueConstraint:
            if position == 0 {
                add(token.range, .keyword)
            } else if node.kind == .fetchedProperty && position == 1 {
                add(token.range, .property, [.declaration, .readonly])
            }
        case .index:
            if position == 0 {
                add(token.range, .keyword)
            } else if position == 1 {
                add(token.range, .variable, .declaration)
            }
        case .indexPart:
            if position == 1 && (text == "asc" || text == "desc") { add(token.range, .keyword) }
        case .property:
            if position == 0 { add(token.range, .property, .declaration) }
        case .type:
            let previous = position > 0 ? direct[position - 1] : nil
            if previous?.kind == .lAngle {
                add(token.range, .class)
            } else if AttributeType.builtinNames.contains(token.name) {
                add(token.range, .type, .defaultLibrary)
            }
        case .defaultValue:
            if text == "true" || text == "false" { add(token.range, .keyword) }
        case .argument:
            if position + 1 < direct.count && direct[position + 1].kind == .colon {
                add(token.range, .parameter)
            } else if text == "true" || text == "false" {
                add(token.range, .keyword)
            } else if let name = modifierName, let spec = Modifiers.spec(named: name) {
                switch spec.argument {
                case .choice: add(token.range, .enumMember)
                case .name where name == "class": add(token.range, .class)
                default: add(token.range, .variable)
                }
            }
        default: break
        }
    }

    /// A symbol's token: entities (abstract ones marked), composites, properties (relationships and
    /// fetched properties marked), configurations and the model, fetch requests.
    static func classify(_ symbol: SymbolID, _ range: TextRange, _ isDeclaration: Bool, in model: Model, _ names: inout PropertyNames) -> SemanticToken {
        let declaration: SemanticTokenModifiers = isDeclaration ? .declaration : []
        switch symbol {
        case .entity(let name):
            let abstract: SemanticTokenModifiers = model.entityIndex(named: name).map { model.entities[$0].isAbstract } == true ? .abstract : []
            return SemanticToken(range: range, type: .class, modifiers: declaration.union(abstract))
        case .composite:
            return SemanticToken(range: range, type: .struct, modifiers: declaration)
        case .property(let owner, let name):
            var modifiers = declaration
            switch names.kind(owner: owner, name) {
            case .relationship: modifiers.insert(.relationship)
            case .fetched: modifiers.insert(.readonly)
            case .attribute, nil: break
            }
            return SemanticToken(range: range, type: .property, modifiers: modifiers)
        case .configuration, .model:
            return SemanticToken(range: range, type: .namespace, modifiers: declaration)
        case .fetchRequest:
            return SemanticToken(range: range, type: .function, modifiers: declaration)
        }
    }
}
