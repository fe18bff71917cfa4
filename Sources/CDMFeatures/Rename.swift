// Rename: every place a symbol is named changes together, and a new name that would break the model is refused.

import CDMModel
import CDMSyntax

/// Why a rename cannot be done, in words for the editor's message box.
public struct RenameError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Rename of entities, composites, properties, configurations, fetch requests and the model name.
///
/// Renaming an entity changes its declaration and every reference: property types (`Note`,
/// `[Note]`), parents, fetched property destinations, configuration members and fetch request
/// entities. Renaming a property changes its declaration, every `@inverse(…)` that names it (from
/// any entity, sub-entities included) and the `unique(…)`/`index …(…)` parts that name it.
/// Key paths inside `@predicate("…")` and `@derived("…")` strings that name a renamed property change too
/// (read by `ExpressionParser` and followed by `ExpressionParts` from the evaluated entity, `$FETCH_SOURCE`
/// for a fetched property, `SELF` or a SUBQUERY's variable, through relationships, inherited properties and
/// collection operators: they are occurrences in the `SymbolIndex`), and so does a renamed entity's name in
/// quotes compared with an `entity` (`entity.name == "Note"`); a string that does not parse is left alone
/// and reported as a warning when it mentions the old name.
public enum Rename {
    /// The edits of a rename and what it could not do.
    public struct Plan: Sendable, Equatable {
        public var edits: [TextEdit]
        /// Messages for the user: predicates that mention the old name but could not be read.
        public var warnings: [String]
    }

    /// The name under `offset` and its current spelling, or why it cannot be renamed.
    ///
    /// A cursor at the start of a name, inside it or just after it all count.
    public static func prepare(_ analysis: Analysis, index: SymbolIndex, at offset: Int) -> Result<(range: TextRange, placeholder: String), RenameError> {
        switch target(analysis, index: index, at: offset) {
        case .success(let occurrence): return .success((occurrence.range, name(of: occurrence.symbol, analysis.model)))
        case .failure(let error): return .failure(error)
        }
    }

    /// The edits that rename the symbol under `offset` to `newName`, or why that would break the model.
    ///
    /// A property name written in backticks (`` `deleted` ``) may be a reserved name, as in the language.
    /// Renaming to the current name gives no edits.
    public static func rename(_ analysis: Analysis, index: SymbolIndex, at offset: Int, to newName: String, frozen: Model? = nil) -> Result<[TextEdit], RenameError> {
        plan(analysis, index: index, at: offset, to: newName, frozen: frozen).map(\.edits)
    }

    /// The rename's edits (predicate key paths included) with the warnings to show.
    ///
    /// With `frozen`, the newest frozen version of the model's bundle (the server reads it), a rename
    /// keeps the data: an entity or property that exists in it gets `@renamedFrom(identifier)` (its
    /// canonical renaming identifier there) unless it has a `@renamedFrom` already, and renaming it
    /// back drops a `@renamedFrom` that would name itself. See `renamingIdentifierEdits`.
    public static func plan(_ analysis: Analysis, index: SymbolIndex, at offset: Int, to newName: String, frozen: Model? = nil) -> Result<Plan, RenameError> {
        let occurrence: Occurrence
        switch target(analysis, index: index, at: offset) {
        case .success(let o): occurrence = o
        case .failure(let error): return .failure(error)
        }
        let model = analysis.model
        let current = name(of: occurrence.symbol, model)
        let text: String
        switch NameRules.validate(newName, for: occurrence.symbol, in: model) {
        case .success(let t): text = t
        case .failure(let error): return .failure(error)
        }
        if text == current { return .success(Plan(edits: [], warnings: [])) }
        var seen: Set<TextRange> = []
        var edits = index.occurrences(of: occurrence.symbol).filter { seen.insert($0.range).inserted }.map { TextEdit(range: $0.range, newText: text) }
        var warnings: [String] = []
        switch occurrence.symbol {
        case .property, .entity:
            warnings = skipUnreadableExpressions(analysis, of: occurrence.symbol, edits: &edits)
            if let frozen {
                for extra in renamingIdentifierEdits(analysis, of: occurrence.symbol, to: text, frozen: frozen) {
                    // `entity Note {`: the modifier goes right after the name, which is edited already.
                    if extra.range.isEmpty, let i = edits.firstIndex(where: { !$0.range.isEmpty && $0.range.end == extra.range.start }) {
                        edits[i].newText += extra.newText
                    } else {
                        edits.append(extra)
                    }
                }
            }
        default: break
        }
        return .success(Plan(edits: edits.sorted { $0.range < $1.range }, warnings: warnings))
    }

    /// The edit that keeps the data of a renamed entity or property that exists in `frozen`.
    ///
    /// Core Data matches elements by renaming identifier, which defaults to the name, and the
    /// identifier is "a canonical name, so you should set the renaming identifier to the name of the
    /// property in the source model (unless that property already has a renaming identifier)". So the
    /// element is found in `frozen` as `MigrationCheck` finds it (by identifier, else by name), and:
    /// without a `@renamedFrom`, one naming the frozen element's identifier is added (after the
    /// property, or before the entity's `{`); an existing `@renamedFrom` stays as it is, unless the
    /// new name is the one it names (a rename back), and then it goes. A name new since the freeze
    /// gets nothing.
    static func renamingIdentifierEdits(_ analysis: Analysis, of symbol: SymbolID, to newText: String, frozen: Model) -> [TextEdit] {
        let newName = newText.hasPrefix("`") ? String(newText.dropFirst().dropLast()) : newText
        let lookup = ModelLookup(analysis)
        /// The identifier of the element among `candidates` that Core Data matches with `name`/`identifier`.
        func canonical(_ name: String, _ identifier: String?, among candidates: [(name: String, identifier: String?)]) -> String? {
            let key = identifier ?? name
            let found = candidates.first { ($0.identifier ?? $0.name) == key } ?? candidates.first { $0.name == name }
            return found.map { $0.identifier ?? $0.name }
        }
        func frozenEntity(_ e: Entity) -> Entity? {
            guard let id = canonical(e.name, e.renamingIdentifier, among: frozen.entities.map { ($0.name, $0.renamingIdentifier) }) else { return nil }
            return frozen.entities.first { ($0.renamingIdentifier ?? $0.name) == id }
        }
        let node: SyntaxRef
        let current: String?
        let identifier: String
        let insertion: Int
        switch symbol {
        case .entity(let name):
            guard let e = lookup.entities[name], let f = frozenEntity(e), let decl = lookup.declarations[e.range] else { return [] }
            let tokens = decl.allTokens().filter { !$0.kind.isTrivia }
            guard let brace = tokens.firstIndex(where: { $0.kind == .lBrace }), brace > 0 else { return [] }
            (node, current, identifier, insertion) = (decl, e.renamingIdentifier, f.renamingIdentifier ?? f.name, tokens[brace - 1].range.end)
        case .property(let owner, let name):
            guard let e = lookup.entities[owner], let f = frozenEntity(e) else { return [] }
            let found: (range: TextRange, identifier: String?, frozen: [(name: String, identifier: String?)])?
            if let a = e.attributes.first(where: { $0.name == name }) {
                found = (a.range, a.renamingIdentifier, f.attributes.map { ($0.name, $0.renamingIdentifier) })
            } else if let r = e.relationships.first(where: { $0.name == name }) {
                found = (r.range, r.renamingIdentifier, f.relationships.map { ($0.name, $0.renamingIdentifier) })
            } else if let p = e.fetchedProperties.first(where: { $0.name == name }) {
                found = (p.range, p.renamingIdentifier, f.fetchedProperties.map { ($0.name, $0.renamingIdentifier) })
            } else {
                found = nil
            }
            guard let found, let id = canonical(name, found.identifier, among: found.frozen), let member = lookup.member(of: e, range: found.range) else { return [] }
            (node, current, identifier, insertion) = (member, found.identifier, id, found.range.end)
        default:
            return []
        }
        if let current {
            // A rename back: `@renamedFrom(title)` on `title` names itself; drop it with the space before it.
            guard current == newName, let modifier = SyntaxLookup.modifiers(of: node, named: "renamedFrom").first else { return [] }
            let start = node.allTokens().filter { !$0.kind.isTrivia && $0.range.end <= modifier.trimmedRange.start }.last?.range.end ?? modifier.trimmedRange.start
            return [TextEdit(range: TextRange(start: start, end: modifier.trimmedRange.end), newText: "")]
        }
        guard identifier != newName else { return [] }
        let argument = NameRules.isIdentifier(identifier) ? identifier : "\"\(identifier)\""
        return [TextEdit(range: .empty(at: insertion), newText: " @renamedFrom(\(argument))")]
    }

    /// Leaves alone the predicates and derived expressions that do not parse, and says so for each one that
    /// mentions `symbol`'s name: `edits` (the index's occurrences, key paths included) loses those inside them.
    static func skipUnreadableExpressions(_ analysis: Analysis, of symbol: SymbolID, edits: inout [TextEdit]) -> [String] {
        let name = name(of: symbol, analysis.model)
        var warnings: [String] = []
        for site in ExpressionParts.sites(analysis) {
            let parsed = site.parse()
            guard let error = parsed.errors.first else { continue }
            let literal = site.literal.tokenRange
            let before = edits.count
            edits.removeAll { literal.contains($0.range) }
            guard edits.count < before || mentions(Array(site.literal.text.utf8), name) else { continue }
            let place: String
            switch site.context {
            case .fetchRequest(let request): place = "the predicate of fetch request '\(request)'"
            case .fetchedProperty(let holder, let property): place = "the predicate of '\(holder).\(property)'"
            case .derivedAttribute(let attribute, _): place = "the expression of '\(site.entity).\(attribute)'"
            }
            warnings.append(
                "\(place) was not updated: cannot read it (\(error.message) at character \(error.range.lowerBound + 1)); check '\(name)' in it by hand")
        }
        return warnings
    }

    /// Whether `text` holds `word` as a whole word.
    static func mentions(_ text: [UInt8], _ word: String) -> Bool {
        let w = Array(word.utf8)
        guard !w.isEmpty, text.count >= w.count else { return false }
        func isPart(_ b: UInt8) -> Bool { NameRules.isLetter(b) || b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) }
        for start in 0...(text.count - w.count) where Array(text[start..<(start + w.count)]) == w {
            if (start == 0 || !isPart(text[start - 1])) && (start + w.count == text.count || !isPart(text[start + w.count])) { return true }
        }
        return false
    }

    /// The occurrence to rename at `offset`, or a message saying what is there instead.
    static func target(_ analysis: Analysis, index: SymbolIndex, at offset: Int) -> Result<Occurrence, RenameError> {
        if let occurrence = index.occurrence(at: offset) {
            guard index.declaration(of: occurrence.symbol) != nil else {
                return .failure(RenameError("'\(name(of: occurrence.symbol, analysis.model))' does not name anything declared in this file"))
            }
            return .success(occurrence)
        }
        return .failure(refusal(analysis, at: offset))
    }

    /// The symbol's name as written without backticks.
    static func name(of symbol: SymbolID, _ model: Model) -> String {
        switch symbol {
        case .entity(let n), .composite(let n), .configuration(let n), .fetchRequest(let n): return n
        case .property(_, let n): return n
        case .model: return model.name
        }
    }

    /// Why the token under `offset`, which names no declared symbol, cannot be renamed.
    static func refusal(_ analysis: Analysis, at offset: Int) -> RenameError {
        let root = analysis.parsed.syntax
        guard let found = SyntaxLookup.identifier(in: root, at: offset) else {
            // On the `@` of `@name`: the modifier.
            let tokens = root.allTokens()
            if let i = tokens.firstIndex(where: { $0.kind == .at && $0.range.contains(offset) }), i + 1 < tokens.count, tokens[i + 1].kind == .identifier {
                return RenameError("cannot rename '@\(tokens[i + 1].name)': modifiers are part of the language")
            }
            return RenameError("there is no name at the cursor to rename")
        }
        let token = found.token
        let node = found.path.last
        let direct = node?.directTokens ?? []
        let position = direct.firstIndex { $0.range == token.range } ?? -1
        let previous = position > 0 ? direct[position - 1] : nil
        if node?.kind == .modifier, previous?.kind == .at {
            return RenameError("cannot rename '@\(token.name)': modifiers are part of the language")
        }
        if !token.token.isEscaped, NameRules.languageWords.contains(token.text) {
            return RenameError("cannot rename '\(token.text)': it is a keyword")
        }
        if AttributeType.builtinNames.contains(token.name) {
            return RenameError("cannot rename '\(token.name)': it is a built-in type")
        }
        if node?.kind == .generateDecl, position == 1 {
            return RenameError("cannot rename '\(token.name)': it is a generate target")
        }
        if node?.kind == .index, position == 1 {
            return RenameError("index '\(token.name)' has no references; edit its name in place")
        }
        if node?.kind == .argument, let modifier = found.path.last(where: { $0.kind == .modifier }), let nameToken = modifier.directTokens.dropFirst().first {
            let isLabel = direct.count > position + 1 && direct[position + 1].kind == .colon
            if isLabel {
                return RenameError("cannot rename '\(token.name)': it is a key of '@\(nameToken.name)'")
            }
            if let spec = Modifiers.spec(named: nameToken.name), case .choice = spec.argument {
                return RenameError("cannot rename '\(token.name)': it is a value of '@\(nameToken.name)'")
            }
            if nameToken.name != "inverse" {
                return RenameError("cannot rename '\(token.name)': it is the argument of '@\(nameToken.name)', not a name declared in this file")
            }
        }
        return RenameError("'\(token.name)' does not name anything declared in this file")
    }
}

/// The rules a new name must follow, shared by rename and the quick fixes that invent names.
enum NameRules {
    /// Words of the language that never name a property, entity or anything else.
    ///
    /// `index` and `unique` may name a property (the language says so), so they are left out
    /// of the words that refuse a new property name; see `propertyKeywords`.
    static let languageWords: Set<String> = Keyword.all.union(["asc", "desc"])
    static let propertyKeywords: Set<String> = languageWords.subtracting(["index", "unique"])

    /// Whether `name` is an ASCII identifier `[A-Za-z_][A-Za-z0-9_]*`.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    static func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    static func startsUpper(_ name: String) -> Bool { name.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false }
    static func startsLower(_ name: String) -> Bool { name.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A } ?? false }

    /// Whether a new property called `name` would be accepted without backticks.
    static func isUsablePropertyName(_ name: String) -> Bool {
        isIdentifier(name) && startsLower(name) && !propertyKeywords.contains(name) && ReservedNames.reasons[name] == nil
    }

    /// The text to write for `newName` as the new name of `symbol`, or why it cannot be used.
    static func validate(_ newName: String, for symbol: SymbolID, in model: Model) -> Result<String, RenameError> {
        func fail(_ message: String) -> Result<String, RenameError> { .failure(RenameError(message)) }
        var bare = newName
        var escaped = false
        if case .property = symbol, newName.count > 2, newName.hasPrefix("`"), newName.hasSuffix("`") {
            bare = String(newName.dropFirst().dropLast())
            escaped = true
        }
        guard isIdentifier(bare) else {
            if bare.isEmpty { return fail("the new name is empty") }
            return fail("'\(newName)' is not a valid name; use only ASCII letters, digits and '_', not starting with a digit")
        }
        switch symbol {
        case .property(let owner, let old):
            guard startsLower(bare) else { return fail("property name '\(bare)' must start with a lower-case letter") }
            if propertyKeywords.contains(bare) { return fail("'\(bare)' is a keyword and cannot name a property") }
            if !escaped, let reason = ReservedNames.reasons[bare] {
                return fail("'\(bare)' cannot name a property: \(reason)")
            }
            if bare != old, let clash = propertyClash(bare, owner: owner, in: model) { return fail(clash) }
            return .success(escaped ? newName : bare)
        case .entity(let old), .composite(let old):
            let what = symbol == .entity(old) ? "entity" : "composite"
            guard startsUpper(bare) else { return fail("\(what) name '\(bare)' must start with an upper-case letter") }
            if AttributeType.builtinNames.contains(bare) || bare == "Composite" {
                return fail("'\(bare)' is a built-in type; \(what == "entity" ? "an entity" : "a composite") cannot take its name")
            }
            if bare != old {
                if model.entity(named: bare) != nil { return fail("an entity named '\(bare)' already exists") }
                if model.composite(named: bare) != nil { return fail("a composite named '\(bare)' already exists") }
            }
            return .success(bare)
        case .configuration(let old):
            guard startsUpper(bare) else { return fail("configuration name '\(bare)' must start with an upper-case letter") }
            if bare != old, model.configurations.contains(where: { $0.name == bare }) { return fail("a configuration named '\(bare)' already exists") }
            return .success(bare)
        case .fetchRequest(let old):
            guard startsUpper(bare) else { return fail("fetch request name '\(bare)' must start with an upper-case letter") }
            if bare != old, model.fetchRequests.contains(where: { $0.name == bare }) { return fail("a fetch request named '\(bare)' already exists") }
            return .success(bare)
        case .model:
            guard startsUpper(bare) else { return fail("model name '\(bare)' must start with an upper-case letter") }
            return .success(bare)
        }
    }

    /// Why `name` cannot be a property of `owner`: one of its own, its ancestors' or its descendants' properties has it.
    static func propertyClash(_ name: String, owner: String, in model: Model) -> String? {
        if let composite = model.composite(named: owner), model.entity(named: owner) == nil {
            return composite.attributes.contains { $0.name == name } ? "composite '\(owner)' already has a property '\(name)'" : nil
        }
        guard let entity = model.entity(named: owner) else { return nil }
        if propertyNames(of: entity).contains(name) { return "entity '\(owner)' already has a property '\(name)'" }
        if let ancestor = model.ancestors(of: entity).first(where: { propertyNames(of: $0).contains(name) }) {
            return "'\(ancestor.name)', an ancestor of '\(owner)', already has a property '\(name)'"
        }
        if let descendant = model.descendants(of: owner).first(where: { propertyNames(of: $0).contains(name) }) {
            return "'\(descendant.name)', a sub-entity of '\(owner)', already has a property '\(name)'"
        }
        return nil
    }

    static func propertyNames(of entity: Entity) -> Set<String> {
        Set(entity.attributes.map(\.name) + entity.relationships.map(\.name) + entity.fetchedProperties.map(\.name))
    }

}

/// Finding tokens and their enclosing nodes in the tree.
enum SyntaxLookup {
    /// The identifier at `offset` (one that contains it, else one that ends at it) and the path of nodes above it.
    static func identifier(in root: SyntaxRef, at offset: Int) -> (token: TokenRef, path: [SyntaxRef])? {
        // Down the tree by lengths, not through every token: code actions ask once per diagnostic.
        let token: TokenRef
        if let t = root.token(at: offset), t.kind == .identifier, t.range.contains(offset) {
            token = t
        } else if offset > 0, let t = root.token(at: offset - 1), t.kind == .identifier, t.range.end == offset {
            token = t
        } else {
            return nil
        }
        return (token, path(in: root, to: token.range.start))
    }

    /// The nodes from `root` down to the innermost node that holds the token starting at `offset`.
    static func path(in root: SyntaxRef, to offset: Int) -> [SyntaxRef] {
        var path = [root]
        var current = root
        while let child = current.childNodes.first(where: { $0.range.contains(offset) }) {
            path.append(child)
            current = child
        }
        return path
    }

    /// The declaration node whose significant text is exactly `range` (an entity's `range`, say).
    static func declaration(in parsed: ParsedFile, range: TextRange) -> SyntaxRef? {
        parsed.declarations.first { $0.range.contains(range) && $0.trimmedRange == range }
    }

    /// The member node of `declaration` whose significant text is exactly `range`.
    static func member(of declaration: SyntaxRef, range: TextRange) -> SyntaxRef? {
        declaration.childNodes.first { $0.kind.isMember && $0.trimmedRange == range }
    }

    /// The modifier nodes of a member named `name`.
    static func modifiers(of node: SyntaxRef, named name: String) -> [SyntaxRef] {
        node.childNodes(.modifier).filter { $0.directTokens.dropFirst().first?.name == name }
    }
}

/// Lookups by name and by range that the features repeat many times, built once per request.
struct ModelLookup {
    let model: Model
    /// Entities by name (the first declaration wins, as in the checker).
    let entities: [String: Entity]
    /// Direct sub-entities by parent name.
    let children: [String: [Entity]]
    /// Entity declarations by their significant range (an entity's `range`).
    let declarations: [TextRange: SyntaxRef]

    init(_ analysis: Analysis) {
        model = analysis.model
        var entities: [String: Entity] = [:]
        var children: [String: [Entity]] = [:]
        for e in model.entities {
            if entities[e.name] == nil { entities[e.name] = e }
            if let p = e.parent { children[p, default: []].append(e) }
        }
        self.entities = entities
        self.children = children
        var declarations: [TextRange: SyntaxRef] = [:]
        for decl in analysis.parsed.declarations where decl.kind == .entityDecl {
            declarations[decl.trimmedRange] = decl
        }
        self.declarations = declarations
    }

    /// The ancestors of `entity`, nearest first (stops at a cycle).
    func ancestors(of entity: Entity) -> [Entity] {
        var out: [Entity] = []
        var seen: Set<String> = [entity.name]
        var current = entity
        while let p = current.parent, let parent = entities[p], seen.insert(parent.name).inserted {
            out.append(parent)
            current = parent
        }
        return out
    }

    /// Every entity that inherits from `name`, directly or not.
    func descendants(of name: String) -> [Entity] {
        var out: [Entity] = []
        var seen: Set<String> = [name]
        var queue = [name]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where seen.insert(child.name).inserted {
                out.append(child)
                queue.append(child.name)
            }
        }
        return out
    }

    /// Whether `entity` is `other` or inherits from it.
    func entity(_ entity: String, isKindOf other: String) -> Bool {
        if entity == other { return true }
        guard let e = entities[entity] else { return false }
        return ancestors(of: e).contains { $0.name == other }
    }

    /// The relationships of `entity` and its ancestors.
    func allRelationships(of entity: Entity) -> [Relationship] {
        ancestors(of: entity).reversed().flatMap(\.relationships) + entity.relationships
    }

    /// Every property name `entity` can see or that a sub-entity uses: a new property on it must avoid them.
    func takenPropertyNames(on entity: Entity) -> Set<String> {
        var taken = NameRules.propertyNames(of: entity)
        for e in ancestors(of: entity) + descendants(of: entity.name) { taken.formUnion(NameRules.propertyNames(of: e)) }
        return taken
    }

    /// The syntax of the member of `entity` whose significant range is `memberRange`.
    func member(of entity: Entity, range memberRange: TextRange) -> SyntaxRef? {
        declarations[entity.range].flatMap { SyntaxLookup.member(of: $0, range: memberRange) }
    }
}
