// Quick fixes: the checker's fix-its, creating a missing entity, and adding missing inverse relationships.

import CDMModel
import CDMSyntax

/// One code action: a title, the diagnostic it fixes (if any) and the edits that make it.
public struct CodeActionItem: Sendable, Equatable {
    public var title: String
    /// The LSP code action kind, `"quickfix"` for every action here.
    public var kind: String
    public var diagnostic: Diagnostic?
    /// Non-overlapping edits in the original text's UTF-8 offsets, sorted by position.
    public var edits: [TextEdit]
    /// The fix an editor may apply on its own ("auto fix"): the only likely-right one.
    public var isPreferred: Bool

    public init(title: String, kind: String = CodeActions.quickFix, diagnostic: Diagnostic?, edits: [TextEdit], isPreferred: Bool) {
        self.title = title
        self.kind = kind
        self.diagnostic = diagnostic
        self.edits = edits
        self.isPreferred = isPreferred
    }
}

/// The quick fixes offered for the diagnostics in a range.
///
/// - Every fix-it of the checker, preferred when it is the only one. The name-case fixes
///   (`entity tag` → `Tag`, `Title` → `title`) rename every reference too, as rename does.
/// - "Create entity 'Autor'" for an unknown type, parent or entity with no near match: a new
///   entity after the current declaration. When the unknown name is a relationship's type, the
///   new entity gets the inverse relationship (to-many back for a to-one, optional to-one back for
///   a to-many) and the relationship gets `@inverse`, so the result checks without new warnings.
///   Never preferred: a far typo is as likely as a missing entity.
/// - "Create the inverse relationship 'pages' on 'Notebook'" for an `@inverse(pages)` that names
///   nothing on the destination: the relationship is added there, pointing back. Never preferred.
/// - New relationships go with the destination's relationships (after the last one), not after an
///   index, `unique` or fetched property line that follows them.
/// - Actions answer for the diagnostics in the requested range (cursor, selection or whole line) and for
///   those the client sends back in `context.diagnostics`.
/// - For a relationship without an inverse (`missing-inverse` with no fix-it of its own):
///   - when the destination has exactly one relationship that points back here and has no
///     inverse either, "Pair 'a' with 'Dest.b' as inverses" (preferred) adds `@inverse` to both;
///   - "Add inverse 'notes: [Note]' to 'Notebook'" adds a new relationship on the destination,
///     with `@inverse` on both sides. The preferred shape is one-to-many: a to-one gets a to-many
///     back (`[Source]`), a to-many gets an optional to-one back (`Source?`); the other shape
///     (one-to-one, or many-to-many) is offered too, not preferred. The new name is the source
///     entity's name in lower camel case, plural for a to-many (`notes`, `categories`, `people`),
///     with a number added when the destination, its ancestors or sub-entities already use it.
///   - "Fix all missing inverses in this file" when the file has two or more: every
///     missing inverse's preferred fix at once, with the new relationships of one entity merged
///     into one insertion. Relationships with several candidates to pair with are left alone.
public enum CodeActions {
    /// The LSP kind of every action here.
    public static let quickFix = "quickfix"

    /// A diagnostic as the client sent it back in a code action request's `context.diagnostics`.
    public struct DiagnosticHint: Sendable, Equatable {
        public var code: String?
        public var range: TextRange
        public init(code: String?, range: TextRange) {
            self.code = code
            self.range = range
        }
    }

    /// The quick fixes for the diagnostics of `analysis` in the request: those that touch `range` (the
    /// cursor, a selection or a whole line), and those the client lists in `context.diagnostics` (Neovim
    /// sends the cursor and every diagnostic of its line; VS Code the diagnostics under the cursor).
    public static func actions(_ analysis: Analysis, range: TextRange, diagnostics hints: [DiagnosticHint] = []) -> [CodeActionItem] {
        let context = FixContext(analysis)
        var out: [CodeActionItem] = []
        var inverseInRange = false
        func requested(_ d: Diagnostic) -> Bool {
            if d.range.intersects(range) || d.range.touches(range.start) || range.contains(d.range) { return true }
            // A hint matches when its code agrees and its range meets the diagnostic's (the client's copy
            // may be a keystroke old).
            return hints.contains { h in
                (h.code == nil || h.code == d.code.rawValue) && (h.range == d.range || h.range.intersects(d.range) || d.range.touches(h.range.start))
            }
        }
        for d in analysis.diagnostics where requested(d) {
            for (i, fix) in d.fixIts.enumerated() {
                let edits = context.renamingEdits(for: d, fix: fix) ?? fix.edits
                out.append(
                    CodeActionItem(title: fix.title, diagnostic: d, edits: edits.sorted(by: FixContext.editOrder), isPreferred: i == 0 && d.fixIts.count == 1))
            }
            switch d.code {
            case .unknownType, .unknownEntity, .unknownParent:
                if d.fixIts.isEmpty, let item = context.createEntity(for: d) { out.append(item) }
            case .missingInverse:
                inverseInRange = true
                if d.fixIts.isEmpty { out += context.inverseActions(for: d) }
            case .unknownInverse:
                if let item = context.createNamedInverse(for: d) { out.append(item) }
            case .cloudKitMissingInverse:
                if d.fixIts.isEmpty { out += context.inverseActions(for: d) }
            case .cloudKitOrderedRelationship, .cloudKitDenyDeleteRule:
                out += context.cloudKitActions(for: d)
            default: break
            }
        }
        if inverseInRange, analysis.diagnostics.filter({ $0.code == .missingInverse }).count >= 2 {
            let edits = context.missingInverseEdits()
            if !edits.isEmpty {
                out.append(CodeActionItem(title: "Fix all missing inverses in this file", diagnostic: nil, edits: edits, isPreferred: false))
            }
        }
        return droppingRepeats(out)
    }

    /// One round of every preferred fix in the file, for a "fix all" command (LSP's `source.fixAll`):
    /// all missing inverses, then each diagnostic's only fix-it whose edits touch none already taken.
    /// A fix can reveal another mistake (an entity renamed by case leaves no reference behind, but a
    /// typo fixed may expose the next one), so callers may run it again until it returns nothing.
    public static func fixAll(_ analysis: Analysis) -> [TextEdit] {
        let context = FixContext(analysis)
        var accepted = context.missingInverseEdits()
        for d in analysis.diagnostics where d.code != .missingInverse && d.fixIts.count == 1 {
            let edits = context.renamingEdits(for: d, fix: d.fixIts[0]) ?? d.fixIts[0].edits
            if edits.allSatisfy({ e in accepted.allSatisfy { !FixContext.conflict(e, $0) } }) { accepted += edits }
        }
        return accepted.sorted(by: FixContext.editOrder)
    }
}

/// How a missing inverse gets fixed.
enum InverseFix {
    /// Make `relationship` and `candidate` (on `destination`) each other's inverse.
    case pair(Entity, Relationship, destination: Entity, candidate: Relationship)
    /// Add `name` on `destination`, pointing back, to-many or optional to-one.
    case create(Entity, Relationship, destination: Entity, name: String, toMany: Bool)
}

/// What the quick fixes need to know about one file.
struct FixContext {
    let analysis: Analysis
    let model: Model
    let lookup: ModelLookup
    let bytes: [UInt8]
    /// Relationships by the range of their name.
    let relationships: [TextRange: (Entity, Relationship)]
    /// The name offsets of relationships that some other relationship names as its inverse.
    let namedAsInverse: Set<Int>
    /// The indentation of members in this file (two spaces when there are none).
    let indent: String
    /// The file's top-level declarations, in order: a diagnostic's declaration is found by a binary
    /// search (descending from the root scanned every declaration for each diagnostic: a request
    /// over 3,000 unknown types of 6,000 entities took 23 s in a debug build).
    let declarations: [SyntaxRef]

    init(_ analysis: Analysis) {
        self.analysis = analysis
        self.model = analysis.model
        self.declarations = analysis.parsed.declarations
        let lookup = ModelLookup(analysis)
        self.lookup = lookup
        var relationships: [TextRange: (Entity, Relationship)] = [:]
        var named: Set<Int> = []
        for x in analysis.model.entities {
            for q in x.relationships {
                relationships[q.nameRange] = (x, q)
                guard let name = q.inverse, let d = lookup.entities[q.destination] else { continue }
                for c in lookup.allRelationships(of: d) where c.name == name && lookup.entity(x.name, isKindOf: c.destination) {
                    named.insert(c.nameRange.start)
                }
            }
        }
        self.relationships = relationships
        self.namedAsInverse = named
        let bytes = Array(analysis.parsed.root.text.utf8)
        self.bytes = bytes
        var indent = "  "
        search: for decl in analysis.parsed.declarations where decl.kind == .entityDecl || decl.kind == .compositeDecl {
            for member in decl.childNodes where member.kind.isMember {
                let start = member.trimmedRange.start
                var i = start
                while i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) { i -= 1 }
                if i < start && (i == 0 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D) {
                    indent = String(decoding: bytes[i..<start], as: UTF8.self)
                    break search
                }
            }
        }
        self.indent = indent
    }

    /// Edits sorted by position; at one offset an insertion comes before a replacement.
    static func editOrder(_ a: TextEdit, _ b: TextEdit) -> Bool { a.range < b.range }

    /// Whether two edits cannot both be applied: they overlap or start at the same offset.
    static func conflict(_ a: TextEdit, _ b: TextEdit) -> Bool {
        a.range.intersects(b.range) || a.range.start == b.range.start
    }

    // MARK: - Name case fixes that rename

    /// For a name-case fix-it on a declaration, the edits that rename every reference as well.
    func renamingEdits(for d: Diagnostic, fix: FixIt) -> [TextEdit]? {
        guard d.code == .entityNameCase || d.code == .propertyNameCase, fix.edits.count == 1, fix.edits[0].range == d.range else { return nil }
        let index = SymbolIndex(analysis)
        guard case .success(let edits) = Rename.rename(analysis, index: index, at: d.range.start, to: fix.edits[0].newText), !edits.isEmpty else { return nil }
        return edits
    }

    // MARK: - Create entity

    /// The top-level declaration whose range holds `offset`.
    func declaration(containing offset: Int) -> SyntaxRef? {
        var low = 0
        var high = declarations.count
        while low < high {
            let mid = (low + high) / 2
            if declarations[mid].range.end <= offset { low = mid + 1 } else { high = mid }
        }
        guard low < declarations.count, declarations[low].range.contains(offset) else { return nil }
        return declarations[low]
    }

    /// The entity an entity declaration built: the one of its name when that is the one declared
    /// there (the first of a repeated name), else found among all.
    func entity(declaredBy decl: SyntaxRef) -> Entity? {
        let range = decl.trimmedRange
        if let name = decl.directToken(1)?.name, let entity = model.entity(named: name), entity.range == range { return entity }
        return model.entities.first { $0.range == range }
    }

    /// "Create entity 'X'" for an unknown type, parent or entity named `X` with no near match.
    func createEntity(for d: Diagnostic) -> CodeActionItem? {
        // The token at the diagnostic, found down its declaration (not among all the file's tokens: a
        // request over 3,000 unknown types took 48 s that way).
        guard let decl = declaration(containing: d.range.start), let token = decl.token(at: d.range.start), token.range == d.range, token.kind == .identifier else {
            return nil
        }
        let name = token.name
        guard NameRules.isIdentifier(name), NameRules.startsUpper(name), !AttributeType.builtinNames.contains(name), name != "Composite",
            model.entity(named: name) == nil, model.composite(named: name) == nil
        else { return nil }
        let path = [analysis.parsed.syntax] + SyntaxLookup.path(in: decl, to: token.range.start)
        guard let holder = path.last else { return nil }
        // Only where an entity's name is expected.
        switch holder.kind {
        case .type:
            guard holder.directTokens.first(where: { $0.kind == .identifier })?.range == token.range else { return nil }
        case .parentClause, .configurationDecl, .fetchRequestDecl: break
        default: return nil
        }
        guard decl.kind == .entityDecl || decl.kind == .configurationDecl || decl.kind == .fetchRequestDecl else { return nil }
        var body: [String] = []
        var edits: [TextEdit] = []
        if holder.kind == .type, let member = path.first(where: { $0.kind == .property }), decl.kind == .entityDecl,
            let source = entity(declaredBy: decl), let relationshipName = member.directTokens.first?.name
        {
            let toMany = holder.directTokens.first?.kind == .lBracket
            let existing = SyntaxLookup.modifiers(of: member, named: "inverse").first
            let written = existing?.firstChild(.argumentList)?.firstChild(.argument)?.directTokens.first.flatMap { $0.kind == .identifier ? $0.name : nil }
            let back: String
            if let written, NameRules.isUsablePropertyName(written) {
                back = written
            } else if let invented = Self.inverseName(for: source.name, toMany: !toMany, taken: []) {
                back = invented
                if let existing {
                    edits.append(TextEdit(range: existing.trimmedRange, newText: "@inverse(\(back))"))
                } else {
                    edits.append(TextEdit(range: .empty(at: member.trimmedRange.end), newText: " @inverse(\(back))"))
                }
            } else {
                return nil
            }
            body.append("\(back): \(toMany ? source.name + "?" : "[\(source.name)]") @inverse(\(relationshipName))")
        }
        let text = "\n\nentity \(name) {\n" + body.map { indent + $0 + "\n" }.joined() + "}"
        edits.append(TextEdit(range: .empty(at: decl.trimmedRange.end), newText: text))
        return CodeActionItem(title: "Create entity '\(name)'", diagnostic: d, edits: edits.sorted(by: Self.editOrder), isPreferred: false)
    }

    // MARK: - Missing inverses

    /// The entity and relationship whose name `range` is.
    func relationship(named range: TextRange) -> (Entity, Relationship)? { relationships[range] }

    static func key(_ entity: Entity, _ r: Relationship) -> String { "\(entity.name).\(r.name)@\(r.nameRange.start)" }

    /// Whether some relationship already names `candidate` (on `owner`) as its inverse: the checker
    /// then offers the fix for `candidate` itself, and it must not be paired with anything else.
    func isNamedAsInverse(_ candidate: Relationship) -> Bool { namedAsInverse.contains(candidate.nameRange.start) }

    /// The ways to fix the missing inverse of `r` on `entity`, and which one is preferred.
    func inverseFixes(_ entity: Entity, _ r: Relationship, handled: Set<String> = [], pending: [String: Set<String>] = [:]) -> (
        fixes: [(title: String, fix: InverseFix)], preferred: Int?
    ) {
        guard let destination = lookup.entities[r.destination] else { return ([], nil) }
        let candidates = destination.relationships.filter { c in
            c.inverse == nil && c.destination == entity.name && !(destination.name == entity.name && c.nameRange == r.nameRange)
                && !isNamedAsInverse(c) && !handled.contains(Self.key(destination, c))
        }
        var fixes: [(title: String, fix: InverseFix)] = candidates.map { c in
            ("Pair '\(r.name)' with '\(destination.name).\(c.name)' as inverses", .pair(entity, r, destination: destination, candidate: c))
        }
        var preferred: Int? = candidates.count == 1 ? 0 : nil
        if closingBrace(of: destination) != nil {
            let taken = lookup.takenPropertyNames(on: destination).union(pending[destination.name] ?? [])
            for toMany in [!r.isToMany, r.isToMany] {
                guard let name = Self.inverseName(for: entity.name, toMany: toMany, taken: taken) else { continue }
                let type = toMany ? "[\(entity.name)]" : entity.name + "?"
                if candidates.isEmpty && preferred == nil { preferred = fixes.count }
                fixes.append(
                    ("Add inverse '\(name): \(type)' to '\(destination.name)'", .create(entity, r, destination: destination, name: name, toMany: toMany)))
            }
        }
        return (fixes, preferred)
    }

    /// "Create the inverse relationship 'x' on 'Dest'" for `@inverse(x)` naming nothing on the destination:
    /// adds `x` there, pointing back (to-many for a to-one, optional to-one for a to-many), with `@inverse`.
    /// Never preferred: a typo is as likely as a missing relationship.
    func createNamedInverse(for d: Diagnostic) -> CodeActionItem? {
        var found: (Entity, Relationship)?
        for e in model.entities {
            if let r = e.relationships.first(where: { $0.inverseRange == d.range }) {
                found = (e, r)
                break
            }
        }
        guard let (entity, r) = found, let name = r.inverse, let destination = lookup.entities[r.destination],
            NameRules.isIdentifier(name), NameRules.isUsablePropertyName(name), !lookup.takenPropertyNames(on: destination).contains(name)
        else { return nil }
        let line = newRelationship(name, to: entity.name, toMany: !r.isToMany, inverse: r.name)
        guard let insert = relationshipInsertion(destination, lines: [line]) else { return nil }
        return CodeActionItem(
            title: "Create the inverse relationship '\(name)' on '\(destination.name)'", diagnostic: d, edits: [insert], isPreferred: false)
    }

    func inverseActions(for d: Diagnostic) -> [CodeActionItem] {
        guard let (entity, r) = relationship(named: d.range) else { return [] }
        let (fixes, preferred) = inverseFixes(entity, r)
        return fixes.enumerated().map { i, f in
            CodeActionItem(title: f.title, diagnostic: d, edits: edits(f.fix).sorted(by: Self.editOrder), isPreferred: i == preferred)
        }
    }

    func edits(_ fix: InverseFix) -> [TextEdit] {
        switch fix {
        case .pair(let entity, let r, let destination, let c):
            return [inverseEdit(entity, r, name: c.name), inverseEdit(destination, c, name: r.name)]
        case .create(let entity, let r, let destination, let name, let toMany):
            var out = [inverseEdit(entity, r, name: name)]
            if let insert = relationshipInsertion(destination, lines: [newRelationship(name, to: entity.name, toMany: toMany, inverse: r.name)]) {
                out.append(insert)
            }
            return out
        }
    }

    func newRelationship(_ name: String, to entity: String, toMany: Bool, inverse: String) -> String {
        "\(name): \(toMany ? "[\(entity)]" : entity + "?") @inverse(\(inverse))"
    }

    /// Every missing inverse's preferred fix, merged into one list of non-overlapping edits.
    func missingInverseEdits() -> [TextEdit] {
        var handled: Set<String> = []
        var pending: [String: Set<String>] = [:]
        var additions: [(entity: Entity, lines: [String])] = []
        var edits: [TextEdit] = []
        for d in analysis.diagnostics where d.code == .missingInverse {
            guard let (entity, r) = relationship(named: d.range), !handled.contains(Self.key(entity, r)) else { continue }
            if let fix = d.fixIts.first {
                edits += fix.edits
                handled.insert(Self.key(entity, r))
                continue
            }
            let (fixes, preferred) = inverseFixes(entity, r, handled: handled, pending: pending)
            guard let preferred else { continue }
            switch fixes[preferred].fix {
            case .pair(_, _, let destination, let c):
                edits += self.edits(fixes[preferred].fix)
                handled.insert(Self.key(destination, c))
            case .create(_, _, let destination, let name, let toMany):
                edits.append(inverseEdit(entity, r, name: name))
                let line = newRelationship(name, to: entity.name, toMany: toMany, inverse: r.name)
                if let i = additions.firstIndex(where: { $0.entity.name == destination.name && $0.entity.range == destination.range }) {
                    additions[i].lines.append(line)
                } else {
                    additions.append((destination, [line]))
                }
                pending[destination.name, default: []].insert(name)
            }
            handled.insert(Self.key(entity, r))
        }
        for (entity, lines) in additions {
            if let insert = relationshipInsertion(entity, lines: lines) { edits.append(insert) }
        }
        return edits.sorted(by: Self.editOrder)
    }

    /// Adds `@inverse(name)` to `r`, replacing an `@inverse` whose argument was unusable.
    func inverseEdit(_ entity: Entity, _ r: Relationship, name: String) -> TextEdit {
        if let member = lookup.member(of: entity, range: r.range),
            let existing = SyntaxLookup.modifiers(of: member, named: "inverse").first
        {
            return TextEdit(range: existing.trimmedRange, newText: "@inverse(\(name))")
        }
        return TextEdit(range: .empty(at: r.range.end), newText: " @inverse(\(name))")
    }

    /// The closing brace of an entity's body.
    func closingBrace(of entity: Entity) -> TokenRef? {
        guard let decl = lookup.declarations[entity.range] else { return nil }
        let tokens = decl.directTokens
        guard tokens.contains(where: { $0.kind == .lBrace }), let last = tokens.last, last.kind == .rBrace else { return nil }
        return last
    }

    /// An edit that adds relationship `lines` with the entity's relationships: on the lines after its last
    /// relationship (after that line's comment), else after its last attribute, else at the end of the body.
    /// Never after a `unique`, `index` or fetched property line that follows them.
    func relationshipInsertion(_ entity: Entity, lines: [String]) -> TextEdit? {
        guard let close = closingBrace(of: entity), !lines.isEmpty else { return nil }
        let anchor = entity.relationships.map(\.range).max { $0.end < $1.end } ?? entity.attributes.map(\.range).max { $0.end < $1.end }
        if let anchor, anchor.end < close.range.start {
            var i = anchor.end
            while i < close.range.start && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
            if i < close.range.start {
                // After the line break (\r\n counts as one).
                if bytes[i] == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
                i += 1
                if i <= close.range.start {
                    let memberIndent = lineIndent(before: anchor.start) ?? indent
                    return TextEdit(range: .empty(at: i), newText: lines.map { memberIndent + $0 + "\n" }.joined())
                }
            }
        }
        return memberInsertion(entity, lines: lines)
    }

    /// The spaces and tabs that start the line of `offset` when only they stand before it.
    func lineIndent(before offset: Int) -> String? {
        var i = offset
        while i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) { i -= 1 }
        guard i == 0 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D else { return nil }
        return String(decoding: bytes[i..<offset], as: UTF8.self)
    }

    /// An edit that adds member `lines` at the end of `entity`'s body, one per line.
    ///
    /// When the closing brace stands on its own line the members go just above it (after any
    /// trailing comment of the last member); otherwise they go on new lines before the brace.
    func memberInsertion(_ entity: Entity, lines: [String]) -> TextEdit? {
        guard let close = closingBrace(of: entity), !lines.isEmpty else { return nil }
        var i = close.range.start
        while i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) { i -= 1 }
        if i == 0 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D {
            return TextEdit(range: .empty(at: i), newText: lines.map { indent + $0 + "\n" }.joined())
        }
        return TextEdit(range: .empty(at: close.range.start), newText: "\n" + lines.map { indent + $0 }.joined(separator: "\n") + "\n")
    }

    // MARK: - Names

    /// A new relationship name for pointing back to entity `source`: `note`, `notes`; nil when none can be made.
    static func inverseName(for source: String, toMany: Bool, taken: Set<String>) -> String? {
        var base = lowerCamel(source)
        if toMany { base = plural(base) }
        guard NameRules.isIdentifier(base), NameRules.startsLower(base) else { return nil }
        var candidate = base
        var n = 2
        while taken.contains(candidate) || !NameRules.isUsablePropertyName(candidate) {
            candidate = base + String(n)
            n += 1
            if n > 1000 { return nil }
        }
        return candidate
    }

    /// `Note` → `note`, `URLRecord` → `urlRecord`, `ABC` → `abc`.
    static func lowerCamel(_ name: String) -> String {
        let chars = Array(name)
        var upper = 0
        while upper < chars.count, chars[upper].isUppercase { upper += 1 }
        if upper == 0 { return name }
        var n = upper
        if upper > 1, upper < chars.count, chars[upper].isLowercase { n = upper - 1 }
        return String(chars[..<n]).lowercased() + String(chars[n...])
    }

    /// A simple English plural of the last word of a camel-case name: `notes`, `categories`, `boxes`, `people`.
    static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        for (singular, many) in [("person", "people"), ("child", "children")] where lower.hasSuffix(singular) {
            let stem = word.dropLast(singular.count)
            let capital = word.dropFirst(stem.count).first?.isUppercase ?? false
            return stem + (capital ? many.prefix(1).uppercased() + many.dropFirst() : many)
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return word + "es" }
        return word + "s"
    }
}
