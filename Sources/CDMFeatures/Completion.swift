// Context-aware completion: types after `name:`, modifiers after `@`, arguments inside `@x(`, key paths inside predicates, keywords elsewhere.

import CDMModel
import CDMSyntax

public struct CompletionEntry: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case keyword, type, entity, composite, modifier, value, property, snippet }
    public var label: String
    public var kind: Kind
    public var detail: String
    public var documentation: String
    /// The text to insert; a snippet with `$1` placeholders when `isSnippet`.
    public var insertText: String
    public var isSnippet = false
    /// Orders entries: lower first.
    public var sortText: String?
    /// The range the insertion replaces (the word being typed).
    public var replaceRange: TextRange

    public init(
        label: String, kind: Kind, detail: String, documentation: String, insertText: String? = nil, isSnippet: Bool = false, sortText: String? = nil, replaceRange: TextRange
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText ?? label
        self.isSnippet = isSnippet
        self.sortText = sortText
        self.replaceRange = replaceRange
    }

    /// The text to insert for a client without snippets: one line of plain text (a newline in a plain
    /// completion reaches Vim's omnifunc as a NUL byte). Placeholders become their default text, the text
    /// stops at the first line break, and an opening brace left at its end is dropped: `entity Name`.
    public var plainText: String {
        guard isSnippet else { return insertText }
        var text = Self.expandPlaceholders(insertText)
        if let newline = text.firstIndex(where: \.isNewline) { text = String(text[..<newline]) }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        if text.hasSuffix("{") {
            text.removeLast()
            while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        }
        return text
    }

    /// A snippet's text with `$1`/`$0` removed, `${1:default}` as `default` and `${1|a,b|}` as `a`.
    public static func expandPlaceholders(_ snippet: String) -> String {
        let chars = Array(snippet)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\" && i + 1 < chars.count {
                out.append(chars[i + 1])
                i += 2
                continue
            }
            if c == "$" && i + 1 < chars.count {
                if chars[i + 1].isNumber {
                    i += 1
                    while i < chars.count && chars[i].isNumber { i += 1 }
                    continue
                }
                if chars[i + 1] == "{" {
                    var j = i + 2
                    while j < chars.count && chars[j].isNumber { j += 1 }
                    if j < chars.count && (chars[j] == ":" || chars[j] == "|") {
                        let choice = chars[j] == "|"
                        var depth = 1
                        var k = j + 1
                        var inner = ""
                        var stop = false
                        while k < chars.count {
                            if chars[k] == "{" { depth += 1 }
                            if chars[k] == "}" {
                                depth -= 1
                                if depth == 0 { break }
                            }
                            if choice && (chars[k] == "," || chars[k] == "|") { stop = true }
                            if !stop { inner.append(chars[k]) }
                            k += 1
                        }
                        out += choice ? inner : expandPlaceholders(inner)
                        i = k + 1
                        continue
                    }
                    if j < chars.count && chars[j] == "}" {
                        i = j + 1
                        continue
                    }
                }
            }
            out.append(c)
            i += 1
        }
        return out
    }
}

public enum Completion {
    /// What each built-in type becomes in Core Data and in generated Swift.
    public static let typeDocs: [String: (String, String)] = [
        "Int16": ("Integer 16", "Int16 (NSNumber? when optional)"),
        "Int32": ("Integer 32", "Int32 (NSNumber? when optional)"),
        "Int64": ("Integer 64", "Int64 (NSNumber? when optional)"),
        "Decimal": ("Decimal", "NSDecimalNumber?"),
        "Double": ("Double", "Double (NSNumber? when optional)"),
        "Float": ("Float", "Float (NSNumber? when optional)"),
        "String": ("String", "String?"),
        "Bool": ("Boolean", "Bool (NSNumber? when optional)"),
        "Date": ("Date", "Date?"),
        "Data": ("Binary Data", "Data?"),
        "UUID": ("UUID", "UUID?"),
        "URL": ("URI", "URL?"),
        "Transformable": ("Transformable", "the custom class, or NSObject?"),
        "ObjectID": ("Object ID", "NSManagedObjectID?"),
        "Undefined": ("Undefined (transient only)", "NSObject?"),
    ]

    /// Entries for the cursor, and whether the editor should ask again as the word grows.
    public struct List: Sendable, Equatable {
        public var entries: [CompletionEntry]
        public var isIncomplete: Bool
    }

    /// How many entities a completion lists at most (each as `Name` and `[Name]`). A model has hundreds of
    /// entities, not thousands: up to this many the list is complete, so that clients that never ask again
    /// (Neovim 0.7's omnifunc ignores `isIncomplete`) can reach every name.
    public static let defaultEntityLimit = 1000

    public static func complete(_ analysis: Analysis, at offset: Int) -> [CompletionEntry] {
        list(analysis, at: offset, entityLimit: nil).entries
    }

    /// Completion for the cursor. With `entityLimit`, a model with more entities lists only those
    /// whose names contain the typed word's letters in order (as editors filter), at most that many,
    /// and says the list is incomplete: the editor asks again as the user types.
    public static func list(_ analysis: Analysis, at offset: Int, entityLimit: Int?) -> List {
        var limited = false
        let entries = complete(analysis, at: offset) { word in
            let all = analysis.model.entities
            guard let limit = entityLimit, all.count > limit else { return all }
            limited = true
            let query = Array(word.lowercased().utf8)
            var out: [Entity] = []
            for e in all where Self.contains(e.name, inOrder: query) {
                out.append(e)
                if out.count == limit { break }
            }
            return out
        }
        return List(entries: entries, isIncomplete: limited)
    }

    /// Whether `name` holds the bytes of `query` in order, ignoring ASCII case.
    static func contains(_ name: String, inOrder query: [UInt8]) -> Bool {
        var i = 0
        for b in name.utf8 where i < query.count {
            let lower = b >= 0x41 && b <= 0x5A ? b + 0x20 : b
            if lower == query[i] { i += 1 }
        }
        return i == query.count
    }

    /// `candidates` gives the entities to list, from the word typed so far.
    static func complete(_ analysis: Analysis, at offset: Int, candidates: (String) -> [Entity]) -> [CompletionEntry] {
        let model = analysis.model
        let root = analysis.parsed.syntax
        if let entries = expressionEntries(analysis, at: offset) { return entries }
        if let inside = root.token(at: offset), inside.kind.isComment || inside.kind == .string && inside.range.start < offset {
            return []
        }
        if offset > 0, let before = root.token(at: offset - 1),
            before.kind == .lineComment || before.kind == .docComment || (before.kind == .string || before.kind == .blockComment) && before.token.isUnterminated
        {
            return []
        }
        // The declaration the cursor is in: the last one starting before it, unless it is closed already.
        var decl = declaration(before: offset, in: root)
        if let d = decl, let last = d.allTokens().last, last.kind == .rBrace, last.range.end <= offset {
            decl = nil
        }
        // Tokens before the cursor; an identifier touching the cursor is the word being typed.
        var tokens = (decl?.allTokens() ?? []).filter { $0.range.start < offset }
        var replace = TextRange.empty(at: offset)
        var typed = ""
        if let last = tokens.last, last.range.end >= offset, last.kind == .identifier {
            replace = TextRange(start: last.range.start, end: last.range.end)
            typed = String(decoding: last.text.utf8.prefix(offset - last.range.start), as: UTF8.self)
            tokens.removeLast()
        }
        if let last = tokens.last, last.range.end > offset, last.kind == .string || last.kind.isTrivia { return [] }
        // The entities to offer, from the part of the word before the cursor (which the editor filters by).
        let entities = candidates(typed)

        let previous = tokens.last
        let sameLine = previous.map { !textBetween(analysis, $0.range.end, offset).contains(where: { $0 == "\n" || $0 == "\r" }) } ?? false
        // Inside a modifier's parentheses?
        if let (name, site) = openModifier(tokens, decl: decl, offset: offset) {
            return argumentEntries(modifier: name, site: site, analysis: analysis, offset: offset, replace: replace)
        }
        if previous?.kind == .at {
            return modifierEntries(analysis, decl: decl, offset: offset, replace: replace)
        }
        guard let decl else { return keywordEntries(topLevel: true, replace: replace) }
        let texts = tokens.map(\.text)
        switch decl.kind {
        case .generateDecl where tokens.count == 1:
            return GenerateKind.allCases.map { CompletionEntry(label: $0.rawValue, kind: .value, detail: "generate target", documentation: generateDoc($0), replaceRange: replace) }
        case .generateDecl where tokens.count == 2 && sameLine && tokens[1].kind == .identifier:
            // `generate svg |`: the output folder comes next.
            let folder = GenerateKind(rawValue: tokens[1].text).map(defaultFolder) ?? "Generated"
            return [
                CompletionEntry(
                    label: "to", kind: .keyword, detail: "output folder", documentation: "Where the generated files go, relative to this file: `to \"\(folder)\"`.",
                    insertText: "to \"${1:\(folder)}\"", isSnippet: true, replaceRange: replace)
            ]
        case .entityDecl where previous?.kind == .colon && decl.firstChild(.parentClause)?.directTokens.first?.range == previous?.range:
            let me = decl.directTokens.first { $0.kind == .identifier && $0.text != "entity" && $0.text != "abstract" }?.name ?? ""
            let excluded = Set([me] + model.descendants(of: me).map(\.name))
            return entities.filter { !excluded.contains($0.name) }.map { entityEntry($0, replace: replace) }
        case .fetchRequestDecl where previous?.kind == .colon:
            return entities.map { entityEntry($0, replace: replace) }
        case .configurationDecl where texts.contains("{"):
            let listed = Set(tokens.drop { $0.kind != .lBrace }.filter { $0.kind == .identifier }.map(\.name))
            return entities.filter { !listed.contains($0.name) }.map { entityEntry($0, replace: replace) }
        default: break
        }
        if decl.kind == .entityDecl || decl.kind == .compositeDecl {
            let anchor = previous?.range.start ?? offset
            let member = decl.childNodes.first { $0.kind.isMember && $0.range.contains(anchor) }
            if previous?.kind == .lBracket {
                return entities.map { entityEntry($0, replace: replace) }
            }
            if previous?.kind == .colon, let member, member.kind == .property || member.kind == .fetchedProperty {
                if member.kind == .fetchedProperty {
                    return entities.map { entityEntry($0, replace: replace, toMany: true) }
                }
                return typeEntries(model, entities: entities, replace: replace, inComposite: decl.kind == .compositeDecl)
            }
            let atMemberStart = previous == nil || previous?.kind == .lBrace || previous?.kind == .semicolon || !sameLine
            if atMemberStart && texts.contains("{") {
                return decl.kind == .compositeDecl ? [] : memberKeywordEntries(replace: replace)
            }
            if !texts.contains("{") { return [] }
            return []
        }
        if !sameLine || previous == nil { return keywordEntries(topLevel: true, replace: replace) }
        return []
    }

    /// The text of the tokens that overlap `a..<b` (whole tokens).
    static func textBetween(_ analysis: Analysis, _ a: Int, _ b: Int) -> String {
        guard a < b else { return "" }
        var out = ""
        // Only the top-level units that overlap the range: never the whole file.
        let root = analysis.parsed.syntax
        var at = root.offset
        for child in root.node.children {
            let end = at + child.length
            defer { at = end }
            guard end > a else { continue }
            if at >= b { break }
            switch child {
            case .token(let t): out += t.text
            case .node(let n):
                SyntaxRef(node: n, offset: at).forEachToken(includingTrivia: true) { t in
                    if t.range.end > a && t.range.start < b { out += t.text }
                }
            }
        }
        return out
    }

    /// The last top-level declaration whose first significant token starts before `offset`.
    static func declaration(before offset: Int, in root: SyntaxRef) -> SyntaxRef? {
        // Walk to the children that start before the offset, then back from the last of them.
        var at = root.offset
        var index = 0
        let children = root.node.children
        while index < children.count && at + children[index].length <= offset {
            at += children[index].length
            index += 1
        }
        if index == children.count { index -= 1 } else { at += children[index].length }
        while index >= 0 {
            at -= children[index].length
            if case .node(let n) = children[index] {
                let ref = SyntaxRef(node: n, offset: at)
                if ref.trimmedRange.start < offset { return ref }
            }
            index -= 1
        }
        return nil
    }

    /// The modifier whose argument list is open at the cursor, and the site it stands on.
    static func openModifier(_ tokens: [TokenRef], decl: SyntaxRef?, offset: Int) -> (String, SyntaxRef?)? {
        var depth = 0
        for (i, t) in tokens.enumerated().reversed() {
            if t.kind == .rParen { depth += 1 }
            if t.kind == .lParen {
                if depth == 0 {
                    guard i >= 2, tokens[i - 1].kind == .identifier, tokens[i - 2].kind == .at else { return nil }
                    let member = decl?.childNodes.first { $0.kind.isMember && $0.range.contains(t.range.start) }
                    return (tokens[i - 1].name, member ?? decl)
                }
                depth -= 1
            }
            if t.kind == .lBrace || t.kind == .rBrace { return nil }
        }
        return nil
    }

    static func entityEntry(_ e: Entity, replace: TextRange, toMany: Bool = false) -> CompletionEntry {
        let count = e.propertyCount
        var doc = e.doc.map { $0 + "\n\n" } ?? ""
        doc += "entity `\(e.name)`" + (e.parent.map { ": `\($0)`" } ?? "") + " — \(count) propert\(count == 1 ? "y" : "ies")"
        return CompletionEntry(
            label: e.name, kind: .entity, detail: e.isAbstract ? "abstract entity" : "entity", documentation: doc, insertText: toMany ? e.name + "]" : nil, sortText: "1" + e.name,
            replaceRange: replace)
    }

    static func typeEntries(_ model: Model, entities: [Entity], replace: TextRange, inComposite: Bool) -> [CompletionEntry] {
        var out: [CompletionEntry] = []
        for name in AttributeType.builtinNames {
            let (cd, swift) = typeDocs[name] ?? (name, name)
            out.append(
                CompletionEntry(
                    label: name, kind: .type, detail: "Core Data: \(cd)", documentation: "Core Data type **\(cd)**; generated Swift: `\(swift)`.",
                    insertText: name == "Transformable" ? "Transformable<${1:NSObject}>" : name, isSnippet: name == "Transformable", sortText: "1" + name, replaceRange: replace))
        }
        for c in model.composites {
            out.append(
                CompletionEntry(
                    label: c.name, kind: .composite, detail: "composite",
                    documentation: (c.doc.map { $0 + "\n\n" } ?? "") + "composite `\(c.name)` — \(c.attributes.count) attributes (Core Data: Composite)", sortText: "2" + c.name,
                    replaceRange: replace))
        }
        if !inComposite {
            for e in entities {
                var one = entityEntry(e, replace: replace)
                one.sortText = "3" + e.name
                out.append(one)
                var many = entityEntry(e, replace: replace)
                many.label = "[\(e.name)]"
                many.insertText = "[\(e.name)]"
                many.detail = "to-many relationship"
                many.sortText = "4" + e.name
                out.append(many)
            }
        }
        return out
    }

    static func modifierEntries(_ analysis: Analysis, decl: SyntaxRef?, offset: Int, replace: TextRange) -> [CompletionEntry] {
        let (site, type, toMany) = siteAt(analysis, decl: decl, offset: offset)
        guard let site else { return [] }
        return Modifiers.specs(for: site).filter { spec in
            guard let req = spec.requirement else { return true }
            switch req {
            case .toMany: return toMany
            case .numericOrDate: return type.map { $0.isNumeric || $0 == .date } ?? false
            case .stringOrData: return type == .string || type == .data
            case .string: return type == .string
            case .data: return type == .data
            case .transformable: return type == .transformable
            case .scalarCapable: return type?.canBeScalar ?? false
            }
        }.map { spec in
            CompletionEntry(
                label: "@" + spec.name, kind: .modifier, detail: spec.signature, documentation: spec.summary, insertText: spec.snippet, isSnippet: spec.snippet.contains("$"),
                sortText: spec.name, replaceRange: replace)
        }
    }

    /// The declaration kind at the cursor, with the attribute type and to-many-ness of a property.
    static func siteAt(_ analysis: Analysis, decl: SyntaxRef?, offset: Int) -> (ModifierSite?, AttributeType?, Bool) {
        guard let decl else { return (nil, nil, false) }
        switch decl.kind {
        case .modelDecl: return (.model, nil, false)
        case .generateDecl: return (.generate, nil, false)
        case .configurationDecl: return (.configuration, nil, false)
        case .fetchRequestDecl: return (.fetchRequest, nil, false)
        case .entityDecl, .compositeDecl:
            for e in analysis.model.entities where e.range.touches(offset) {
                if let a = e.attributes.first(where: { $0.range.touches(offset) }) { return (.attribute, a.type, false) }
                if let r = e.relationships.first(where: { $0.range.touches(offset) }) { return (.relationship, nil, r.isToMany) }
                if e.fetchedProperties.contains(where: { $0.range.touches(offset) }) { return (.fetched, nil, false) }
            }
            for c in analysis.model.composites where c.range.touches(offset) {
                if let a = c.attributes.first(where: { $0.range.touches(offset) }) { return (.attribute, a.type, false) }
            }
            if let member = decl.childNodes.first(where: { $0.kind.isMember && $0.range.touches(offset) }) {
                if member.kind == .fetchedProperty { return (.fetched, nil, false) }
                if member.kind == .property { return (.attribute, nil, false) }
            }
            return (.entity, nil, false)
        default: return (nil, nil, false)
        }
    }

    static func argumentEntries(modifier: String, site: SyntaxRef?, analysis: Analysis, offset: Int, replace: TextRange) -> [CompletionEntry] {
        guard let spec = Modifiers.spec(named: modifier) else { return [] }
        if modifier == "inverse" {
            return inverseEntries(analysis, offset: offset, replace: replace)
        }
        switch spec.argument {
        case .choice(let values):
            return values.map { CompletionEntry(label: $0, kind: .value, detail: "@\(modifier)", documentation: valueDoc(modifier, $0), replaceRange: replace) }
        case .bool:
            return ["true", "false"].map { CompletionEntry(label: $0, kind: .value, detail: "@\(modifier)", documentation: spec.summary, replaceRange: replace) }
        default:
            return []
        }
    }

    /// Relationships on the destination that point back here, best first; or a new name to create.
    static func inverseEntries(_ analysis: Analysis, offset: Int, replace: TextRange) -> [CompletionEntry] {
        let model = analysis.model
        guard let (entity, r) = Navigation.relationship(in: model, at: offset), let dest = model.entity(named: r.destination) else { return [] }
        let back = model.allRelationships(of: dest).filter { model.entity(entity.name, isKindOf: $0.destination) }
        // Likely first: one that names this relationship as its inverse, then one with no inverse yet, pointing
        // at this very entity, of the other cardinality (one-to-many), named after this entity (`notebook`).
        let stem = lowerFirst(entity.name).lowercased()
        func rank(_ c: Relationship) -> [Int] {
            [
                c.inverse == r.name ? 0 : c.inverse == nil ? 1 : 2, c.destination == entity.name ? 0 : 1, c.isToMany != r.isToMany ? 0 : 1,
                c.name.lowercased().hasPrefix(stem) ? 0 : 1,
            ]
        }
        let ranked = back.sorted { a, b in
            let (sa, sb) = (rank(a), rank(b))
            return sa != sb ? sa.lexicographicallyPrecedes(sb) : a.name < b.name
        }
        var out = ranked.enumerated().map { i, rel in
            CompletionEntry(
                label: rel.name, kind: .property, detail: "\(dest.name).\(rel.name): \(rel.isToMany ? "[\(rel.destination)]" : rel.destination)",
                documentation: rel.inverse == r.name
                    ? "names `\(r.name)` as its inverse" : rel.inverse == nil ? "has no inverse yet" : "currently the inverse of `\(rel.inverse!)`", sortText: String(1000 + i),
                replaceRange: replace)
        }
        if out.isEmpty {
            let suggested = r.isToMany ? lowerFirst(entity.name) : lowerFirst(entity.name) + "s"
            out.append(
                CompletionEntry(
                    label: suggested, kind: .property, detail: "new relationship on \(dest.name)",
                    documentation:
                        "`\(dest.name)` has no relationship back to `\(entity.name)` yet: name it here, then add `\(suggested): \(r.isToMany ? entity.name + "?" : "[\(entity.name)]") @inverse(\(r.name))` to `\(dest.name)` (the quick fix for missing-inverse does it for you).",
                    replaceRange: replace))
        }
        return out
    }

    static func lowerFirst(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }

    static func keywordEntries(topLevel: Bool, replace: TextRange) -> [CompletionEntry] {
        let items: [(String, String, String)] = [
            ("entity", "entity ${1:Name} {\n  $0\n}", "An entity: a kind of object Core Data stores."),
            ("abstract entity", "abstract entity ${1:Name} {\n  $0\n}", "An entity that is never instantiated; sub-entities inherit its properties."),
            ("composite", "composite ${1:Name} {\n  $0\n}", "A composite attribute type (iOS 17)."),
            ("configuration", "configuration ${1:Name} { $0 }", "A named set of entities, e.g. for a CloudKit store."),
            ("fetchRequest", "fetchRequest ${1:Name}: ${2:Entity} @predicate(\"$3\")", "A fetch request template."),
            ("generate", "generate ${1|swift,objc,xcdatamodel,builder,mermaid,svg,swiftdata,migrations|} to \"${2:Generated}\"", "Code or files to generate from the model."),
            ("model", "model ${1:Name}", "The model's name."),
        ]
        return items.map { CompletionEntry(label: $0.0, kind: .keyword, detail: "declaration", documentation: $0.2, insertText: $0.1, isSnippet: true, replaceRange: replace) }
    }

    static func memberKeywordEntries(replace: TextRange) -> [CompletionEntry] {
        [
            CompletionEntry(
                label: "fetched", kind: .keyword, detail: "fetched property", documentation: "A fetched property: a lazily evaluated fetch request.",
                insertText: "fetched ${1:name}: [${2:Entity}] @predicate(\"$3\")", isSnippet: true, replaceRange: replace),
            CompletionEntry(
                label: "unique", kind: .keyword, detail: "uniqueness constraint", documentation: "Properties whose values together are unique across the entity.",
                insertText: "unique(${1:property})", isSnippet: true, replaceRange: replace),
            CompletionEntry(
                label: "index", kind: .keyword, detail: "fetch index", documentation: "A fetch index over one or more properties.", insertText: "index ${1:byName}(${2:property})",
                isSnippet: true, replaceRange: replace),
        ]
    }

    /// The folder a `to` completion suggests for a generate target.
    static func defaultFolder(_ kind: GenerateKind) -> String {
        switch kind {
        case .swift: return "Generated/Swift"
        case .objc: return "Generated/ObjC"
        case .xcdatamodel, .builder: return "Generated"
        case .mermaid, .svg: return "Diagrams"
        case .swiftdata: return "Generated/SwiftData"
        case .migrations: return "Generated/Migrations"
        }
    }

    static func generateDoc(_ kind: GenerateKind) -> String {
        switch kind {
        case .swift: return "NSManagedObject subclasses in Swift, as Xcode generates them."
        case .objc: return "NSManagedObject subclasses in Objective-C (.h/.m)."
        case .xcdatamodel: return "A .xcdatamodeld bundle that Xcode opens."
        case .builder: return "One Swift (or Objective-C) file that builds the model in code."
        case .mermaid: return "A Mermaid entity–relationship diagram."
        case .svg: return "An SVG entity–relationship diagram."
        case .swiftdata: return "SwiftData @Model classes, with versioned schemas and a migration plan when the bundle has frozen versions."
        case .migrations: return "Core Data's staged migration (NSStagedMigrationManager, iOS 17 and macOS 14) from the frozen versions of the model's xcdatamodel bundle."
        }
    }

    static func valueDoc(_ modifier: String, _ value: String) -> String {
        switch (modifier, value) {
        case ("deleteRule", "nullify"): return "Set the inverse to nil on the related objects (the default)."
        case ("deleteRule", "cascade"): return "Delete the related objects too."
        case ("deleteRule", "deny"): return "Refuse to delete while related objects exist."
        case ("deleteRule", "noAction"): return "Do nothing to the related objects (they may point to a deleted object)."
        case ("codegen", "class"): return "Generate the class and its properties (the default)."
        case ("codegen", "category"): return "Generate only the properties extension; you write the class."
        case ("codegen", "manual"): return "Generate nothing for this entity."
        default: return Modifiers.spec(named: modifier)?.summary ?? ""
        }
    }
}
