// The parts of the `@predicate`/`@derived` strings (key paths resolved through the model, keywords, literals, variables), read by the expression parser for rename, navigation, hover, completion and semantic tokens.

import CDMModel
import CDMSyntax

/// One piece of a predicate or derived expression, at its UTF-8 range in the literal's decoded text.
struct ExpressionPart: Equatable {
    enum Kind: Equatable {
        /// A key path component that names a property of the model (keyed by the entity that declares it).
        case property(SymbolID)
        /// A key path component that is not the model's (a `String`'s `length`, a typo, a key of an unknown variable).
        case key
        /// `@count`, `@sum`, `@distinctUnionOfObjects`…
        case collectionOperator
        /// `AND`, `ANY`, `BEGINSWITH[cd]`, `SUBQUERY`, `TRUE`, `NIL`, `SELF`…
        case keyword
        /// `==`, `<`, `&&`, `+`…
        case `operator`
        /// `now`, `lowercase:`: NSExpression's functions.
        case function
        case string, number
        /// `$NAME` (the `$` included).
        case variable
        /// `%@`, `%K`.
        case formatArgument
    }
    var kind: Kind
    var range: Range<Int>
}

/// A predicate or derived expression read for the editor: its parse, its parts in order, and where each
/// SUBQUERY variable stands for an object of an entity.
struct ReadExpression {
    var site: ExpressionSite
    var parsed: ParsedExpression
    /// Sorted, not overlapping; the text between them is punctuation and spaces.
    var parts: [ExpressionPart] = []
    /// `SUBQUERY(tags, $t, …)`: `$t` is a `Tag` inside the SUBQUERY's range.
    var bindings: [(name: String, entity: String, scope: Range<Int>)] = []
    /// The contents of strings compared with an object's `entity` (`entity.name == 'Note'`): an entity's name.
    var entityNames: [(name: String, range: Range<Int>)] = []

    /// The document range of `range`, a range of the decoded text.
    func sourceRange(_ range: Range<Int>) -> TextRange { site.literal.sourceRange(range) }
}

enum ExpressionParts {
    /// Every predicate and derived expression of the file, in the file's order.
    static func sites(_ analysis: Analysis) -> [ExpressionSite] {
        ExpressionSite.sites(in: analysis.model, root: analysis.parsed.syntax)
    }

    /// The predicate or derived expression whose literal holds `offset` between its quotes (only the
    /// declaration around `offset` is looked at).
    static func site(containing offset: Int, _ analysis: Analysis) -> ExpressionSite? {
        let model = analysis.model
        let root = analysis.parsed.syntax
        var candidates: [ExpressionSite] = []
        // `touches`: a string still open runs to the end of its declaration (`@predicate("tags.|`).
        if let e = model.entities.first(where: { $0.range.touches(offset) }) {
            candidates = ExpressionSite.sites(of: e, root: root)
        } else if let r = model.fetchRequests.first(where: { $0.range.touches(offset) }), let site = ExpressionSite.site(of: r, root: root) {
            candidates = [site]
        }
        return candidates.first { site in
            let token = site.literal.tokenRange
            let closed = token.length >= 2 && site.literal.sourceRange(0..<site.literal.text.utf8.count).end < token.end
            return token.start < offset && (offset < token.end || !closed && offset == token.end)
        }
    }

    /// The property `name` of `entity` or of one of its ancestors: the entity that declares it, and the
    /// entity it leads to when it is a relationship or a fetched property.
    static func resolve(_ name: String, on entity: String, in model: Model) -> (owner: String, destination: String?, toMany: Bool)? {
        guard let e = model.entity(named: entity) else { return nil }
        for candidate in [e] + model.ancestors(of: e) {
            if let r = candidate.relationships.first(where: { $0.name == name }) { return (candidate.name, r.destination, r.isToMany) }
            if let f = candidate.fetchedProperties.first(where: { $0.name == name }) { return (candidate.name, f.entity, true) }
            if candidate.attributes.contains(where: { $0.name == name }) { return (candidate.name, nil, false) }
        }
        return nil
    }

    /// Reads `site`: key paths followed from the evaluated entity, `$FETCH_SOURCE` (the entity holding a
    /// fetched property), `SELF` and each SUBQUERY's variable (an object of the collection's destination),
    /// through relationships and inherited properties; collection operators keep the path on the
    /// collection's elements (`tags.@max.weight`), except `@count`, which ends it.
    static func read(_ site: ExpressionSite, in model: Model) -> ReadExpression {
        var reader = Reader(model: model, read: ReadExpression(site: site, parsed: site.parse()))
        var scope: [String: String] = [:]
        if case .fetchedProperty(let holder, _) = site.context { scope["FETCH_SOURCE"] = holder }
        reader.walk(reader.read.parsed.root, scope: scope)
        reader.read.parts.sort { $0.range.lowerBound < $1.range.lowerBound }
        reader.addGaps()
        return reader.read
    }

    private struct Reader {
        let model: Model
        var read: ReadExpression

        mutating func add(_ kind: ExpressionPart.Kind, _ range: Range<Int>?) {
            guard let range, !range.isEmpty else { return }
            read.parts.append(ExpressionPart(kind: kind, range: range))
        }

        static func isWordByte(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || (b >= 0x30 && b <= 0x39) || b >= 0x80 }

        /// A comparison's operator as written: a word (`BEGINSWITH[cd]`) is a keyword, a symbol an operator.
        mutating func addOperator(_ range: Range<Int>?) {
            guard let range, !range.isEmpty else { return }
            let first = read.site.literal.text.utf8.dropFirst(range.lowerBound).first ?? 0
            add(Self.isWordByte(first) ? .keyword : .operator, range)
        }

        mutating func walk(_ node: ExpressionNode, scope: [String: String]) {
            switch node.kind {
            case .keyPath:
                _ = keyPath(node, scope: scope)
            case .subquery:
                add(.keyword, node.operatorRange)
                let collection = node.children[0]
                let destination = collection.kind == .keyPath ? keyPath(collection, scope: scope) : nil
                if collection.kind != .keyPath { walk(collection, scope: scope) }
                var inner = scope
                let variable = node.children[1]
                if variable.kind == .variable {
                    if let destination {
                        inner[variable.text] = destination
                        read.bindings.append((variable.text, destination, node.range))
                    } else {
                        inner[variable.text] = nil
                    }
                }
                walk(variable, scope: scope)
                walk(node.children[2], scope: inner)
            case .comparison:
                add(.keyword, node.quantifierRange)
                addOperator(node.operatorRange)
                for child in node.children { walk(child, scope: scope) }
                noteEntityNames(node)
            case .variable:
                add(.variable, node.range.lowerBound..<(node.range.lowerBound + node.text.utf8.count + 1))
                for child in node.children { walk(child, scope: scope) }
            case .string: add(.string, node.range)
            case .number: add(.number, node.range)
            case .boolean, .null, .selfObject, .indexWord, .truePredicate, .falsePredicate: add(.keyword, node.range)
            case .formatArgument: add(.formatArgument, node.range)
            case .function:
                add(node.text == "FUNCTION" || node.text == "CAST" ? .keyword : .function, node.operatorRange)
                for child in node.children { walk(child, scope: scope) }
            default:
                for child in node.children { walk(child, scope: scope) }
            }
        }

        /// Adds the parts of a key path; gives the entity it reaches when it ends on a relationship.
        mutating func keyPath(_ node: ExpressionNode, scope: [String: String]) -> String? {
            var current: String?
            if let base = node.children.first {
                switch base.kind {
                case .variable:
                    walk(base, scope: scope)
                    current = scope[base.text]
                case .selfObject:
                    add(.keyword, base.range)
                    current = read.site.entity
                default:
                    walk(base, scope: scope)
                }
            } else {
                current = read.site.entity
            }
            for component in node.components {
                if component.isOperator {
                    add(.collectionOperator, component.range)
                    if component.name == "@count" { current = nil }
                    continue
                }
                guard let entity = current, let found = ExpressionParts.resolve(component.name, on: entity, in: model) else {
                    add(.key, component.range)
                    current = nil
                    continue
                }
                add(.property(.property(owner: found.owner, name: component.name)), component.range)
                current = found.destination
            }
            return current
        }

        /// `entity.name == 'Note'`, `x.entity IN {'A', 'B'}`: the quoted names are entities'.
        mutating func noteEntityNames(_ node: ExpressionNode) {
            guard node.children.count == 2 else { return }
            for (path, other) in [(node.children[0], node.children[1]), (node.children[1], node.children[0])] where path.kind == .keyPath {
                let names = path.components.map(\.name)
                guard names.last == "entity" || names.suffix(2) == ["entity", "name"] else { continue }
                for string in other.kind == .array ? other.children : [other] where string.kind == .string {
                    // Only a string written without escapes: its contents are its value.
                    let contents = (string.range.lowerBound + 1)..<(string.range.upperBound - 1)
                    if contents.count == string.text.utf8.count { read.entityNames.append((string.text, contents)) }
                }
            }
        }

        /// The words and symbols between the parts (`AND`, `NOT`, `&&`, `+`) that the tree keeps no range for.
        mutating func addGaps() {
            let bytes = Array(read.site.literal.text.utf8)
            var gaps: [ExpressionPart] = []
            var at = 0
            func scan(_ range: Range<Int>) {
                var i = range.lowerBound
                while i < range.upperBound {
                    let b = bytes[i]
                    if Self.isWordByte(b) {
                        var j = i
                        while j < range.upperBound && Self.isWordByte(bytes[j]) { j += 1 }
                        gaps.append(ExpressionPart(kind: b >= 0x30 && b <= 0x39 ? .number : .keyword, range: i..<j))
                        i = j
                    } else if "=!<>&|+-*/:".utf8.contains(b) {
                        var j = i
                        while j < range.upperBound && "=!<>&|+-*/:".utf8.contains(bytes[j]) { j += 1 }
                        gaps.append(ExpressionPart(kind: .operator, range: i..<j))
                        i = j
                    } else {
                        i += 1
                    }
                }
            }
            for part in read.parts {
                if part.range.lowerBound > at { scan(at..<part.range.lowerBound) }
                at = max(at, part.range.upperBound)
            }
            if at < bytes.count { scan(at..<bytes.count) }
            if !gaps.isEmpty {
                read.parts = (read.parts + gaps).sorted { $0.range.lowerBound < $1.range.lowerBound }
            }
        }
    }
}

extension ExpressionLiteral {
    /// The offset in `text` of the document offset `offset`: how many decoded bytes start before it.
    func textOffset(of offset: Int) -> Int {
        let count = text.utf8.count
        var i = 0
        while i < count && sourceRange(i..<(i + 1)).start < offset { i += 1 }
        return i
    }
}
