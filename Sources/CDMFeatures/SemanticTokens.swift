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
        var classifier = Classifier(analysis)
        classifier.walk(analysis.parsed.syntax, modifierName: nil)
        return classifier.out
    }

    /// The tokens that overlap `range` (for `textDocument/semanticTokens/range`).
    public static func tokens(_ analysis: Analysis, in range: TextRange) -> [SemanticToken] {
        tokens(analysis).filter { $0.range.intersects(range) || (range.isEmpty && $0.range.touches(range.start)) }
    }

    /// LSP's relative encoding: five integers per token (line delta, start delta, length, type,
    /// modifiers), columns and lengths in `encoding`. A token that spans lines (a block comment)
    /// becomes one token per line, without the line breaks.
    public static func encode(_ tokens: [SemanticToken], lineIndex: LineIndex, encoding: PositionEncoding) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(tokens.count * 5)
        var lastLine = 0
        var lastColumn = 0
        for token in tokens {
            let firstLine = lineIndex.line(of: token.range.start)
            let lastLineOfToken = lineIndex.line(of: token.range.end)
            for line in firstLine...max(firstLine, lastLineOfToken) {
                let start = max(token.range.start, lineIndex.lineStarts[line])
                let end = min(token.range.end, lineIndex.lineContentEnd(line))
                guard end > start else { continue }
                let from = lineIndex.position(of: start, encoding: encoding)
                let to = lineIndex.position(of: end, encoding: encoding)
                let deltaLine = from.line - lastLine
                // Five appends, no array literal per token (600,000 tokens on one 5 MB line).
                out.append(deltaLine)
                out.append(deltaLine == 0 ? from.column - lastColumn : from.column)
                out.append(to.column - from.column)
                out.append(token.type.rawValue)
                out.append(Int(token.modifiers.rawValue))
                lastLine = from.line
                lastColumn = from.column
            }
        }
        return out
    }
}

/// Walks the tree once and classifies each token from its node and the symbol index.
private struct Classifier {
    let lookup: ModelLookup
    /// The symbol index's occurrences by start, the first in index order first for a shared start;
    /// the walk meets tokens in order, so a cursor finds each one without hashing.
    let occurrences: [Occurrence]
    var nextOccurrence = 0
    var out: [SemanticToken] = []

    init(_ analysis: Analysis) {
        lookup = ModelLookup(analysis)
        occurrences = SymbolIndex(analysis).occurrences.enumerated()
            .sorted { a, b in a.element.range.start != b.element.range.start ? a.element.range.start < b.element.range.start : a.offset < b.offset }
            .map(\.element)
    }

    /// The first occurrence that starts at `start` (starts asked for only grow).
    mutating func occurrence(at start: Int) -> Occurrence? {
        while nextOccurrence < occurrences.count && occurrences[nextOccurrence].range.start < start { nextOccurrence += 1 }
        guard nextOccurrence < occurrences.count, occurrences[nextOccurrence].range.start == start else { return nil }
        return occurrences[nextOccurrence]
    }

    enum PropertyKind { case relationship, fetched, other }
    /// Each entity's property kinds by name, made on first use: looking a property up in its
    /// entity's lists made one entity of 40,000 properties cost 4 s (issue #17).
    var propertyKinds: [String: [String: PropertyKind]] = [:]

    /// A relationship if the entity has one of that name; else fetched if it has a fetched property
    /// and no attribute of that name.
    mutating func propertyKind(owner: String, name: String) -> PropertyKind {
        if let kinds = propertyKinds[owner] { return kinds[name] ?? .other }
        guard let e = lookup.entities[owner] else { return .other }
        var kinds: [String: PropertyKind] = [:]
        var attributes: Set<String> = []
        for a in e.attributes { attributes.insert(a.name) }
        for f in e.fetchedProperties where !attributes.contains(f.name) { kinds[f.name] = .fetched }
        for r in e.relationships { kinds[r.name] = .relationship }
        propertyKinds[owner] = kinds
        return kinds[name] ?? .other
    }

    mutating func add(_ range: TextRange, _ type: SemanticTokenType, _ modifiers: SemanticTokenModifiers = []) {
        guard !range.isEmpty else { return }
        out.append(SemanticToken(range: range, type: type, modifiers: modifiers))
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
        case .string: return add(token.range, .string)
        case .number: return add(token.range, .number)
        case .ellipsis: return add(token.range, .operator)
        case .identifier: break
        default: return
        }
        if let o = occurrence(at: token.range.start), o.range == token.range {
            return symbol(o)
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

    mutating func symbol(_ o: Occurrence) {
        let declaration: SemanticTokenModifiers = o.isDeclaration ? .declaration : []
        switch o.symbol {
        case .entity(let name):
            let abstract: SemanticTokenModifiers = lookup.entities[name]?.isAbstract == true ? .abstract : []
            add(o.range, .class, declaration.union(abstract))
        case .composite:
            add(o.range, .struct, declaration)
        case .property(let owner, let name):
            var modifiers = declaration
            switch propertyKind(owner: owner, name: name) {
            case .relationship: modifiers.insert(.relationship)
            case .fetched: modifiers.insert(.readonly)
            case .other: break
            }
            add(o.range, .property, modifiers)
        case .configuration, .model:
            add(o.range, .namespace, declaration)
        case .fetchRequest:
            add(o.range, .function, declaration)
        }
    }
}
