// Compares two model versions as Core Data's lightweight migration does: what changed, and what stops an inferred mapping.

import CDMSyntax

/// One change between two versions of a model.
public struct SchemaChange: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case entityAdded = "entity-added"
        case entityRemoved = "entity-removed"
        case entityRenamed = "entity-renamed"
        case propertyAdded = "property-added"
        case propertyRemoved = "property-removed"
        case propertyRenamed = "property-renamed"
        case propertyMoved = "property-moved"
        /// A version-hash input changed (`input`: `old` → `new`).
        case changed
    }
    public var kind: Kind
    /// The entity's name in the newer version (the older one's for a removal).
    public var entity: String
    public var property: String?
    /// The former name of a renamed entity or property.
    public var oldName: String?
    public var input: String?
    public var old: String?
    public var new: String?

    public init(_ kind: Kind, entity: String, property: String? = nil, oldName: String? = nil, input: String? = nil, old: String? = nil, new: String? = nil) {
        self.kind = kind
        self.entity = entity
        self.property = property
        self.oldName = oldName
        self.input = input
        self.old = old
        self.new = new
    }

    /// One line for people: `Person.age: attributeType String → Integer 64`.
    public var description: String {
        let subject = property.map { "\(entity).\($0)" } ?? entity
        switch kind {
        case .entityAdded: return "entity \(entity) added"
        case .entityRemoved: return "entity \(entity) removed"
        case .entityRenamed: return "entity \(oldName ?? "?") renamed to \(entity)"
        case .propertyAdded: return "\(subject) added"
        case .propertyRemoved: return "\(subject) removed"
        case .propertyRenamed: return "\(entity).\(oldName ?? "?") renamed to \(property ?? "?")"
        case .propertyMoved: return "\(subject) moved \(new ?? "")"
        case .changed: return "\(subject): \(input ?? "?") \(old ?? "") → \(new ?? "")"
        }
    }
}

/// A change Core Data cannot migrate by itself (error) or may lose data on (warning), placed on the
/// newer version's declaration that causes it.
public struct MigrationProblem: Sendable, Equatable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var entity: String
    public var property: String?
    public var message: String
    /// Where in the newer version's source (empty for a model read from Xcode's XML).
    public var range: TextRange
    public var fixIts: [FixIt]
    /// For `migration-unknown-rename` on a broken chain: the identifier Core Data matches, which
    /// `@renamedFrom` should name (the editor's quick fix writes it, `VersionFeatures`).
    public var canonicalIdentifier: String?

    public init(
        _ code: DiagnosticCode, severity: Severity? = nil, entity: String, property: String? = nil, message: String, range: TextRange, fixIts: [FixIt] = [],
        canonicalIdentifier: String? = nil
    ) {
        self.canonicalIdentifier = canonicalIdentifier
        self.code = code
        self.severity = severity ?? code.severity
        self.entity = entity
        self.property = property
        self.message = message
        self.range = range
        self.fixIts = fixIts
    }

    /// The problem as a diagnostic of the newer version's file.
    public var diagnostic: Diagnostic {
        var d = Diagnostic(code, message, at: range, fixIts: fixIts)
        d.severity = severity
        return d
    }
}

/// What one step from a version to the next changes, and whether Core Data infers its mapping.
public struct MigrationReport: Sendable, Equatable {
    public var changes: [SchemaChange] = []
    public var problems: [MigrationProblem] = []
    /// No problem is an error: Core Data's lightweight migration infers the mapping (a CloudKit
    /// schema problem is no migration's, docs/cloudkit.md).
    public var isLightweight: Bool { !problems.contains { $0.severity == .error && !$0.code.isCloudKit } }
    public init() {}
}

/// The rules of lightweight migration (docs/versions.md gives the sources):
/// - inferred: attributes and relationships added or removed, required → optional, optional →
///   required with a default, renames through renaming identifiers, to-one ↔ to-many, ordered ↔
///   unordered, entities added, removed, renamed, given a new parent or child;
/// - not inferred: a new required attribute (or one that became required) without a default
///   (`migration-needs-default`), an attribute type changed to another kind of value
///   (`migration-type-changed`), two entities that did not share a parent now sharing one
///   (`migration-merged-hierarchy`);
/// - warnings where the documentation is silent or data may be lost: numeric narrowing, Binary ↔
///   Transformable, a likely rename without a renaming identifier (`migration-possible-rename`),
///   a renaming identifier that names nothing (`migration-unknown-rename`).
public enum MigrationCheck {
    /// Compares `old` (the earlier version) with `new` (the next one).
    public static func compare(from old: Model, to new: Model) -> MigrationReport {
        compare(from: old, to: new, skippingUnchanged: true)
    }

    /// `skippingUnchanged: false` compares every entity in full (tests check it gives the same report).
    static func compare(from old: Model, to new: Model, skippingUnchanged: Bool) -> MigrationReport {
        var old = old
        var new = new
        old.reindex()
        new.reindex()
        var comparison = Comparison(old: old, new: new)
        comparison.skipsUnchangedEntities = skippingUnchanged
        comparison.run()
        comparison.report.problems += CloudKitRules.schemaProblems(from: old, to: new)
        return comparison.report
    }

    /// `compare` without rebuilding the models' name indexes (`Model.reindex()`), for models indexed
    /// already: the store check compares one current model with many frozen versions per keystroke.
    /// (A stale index is still right, `Model.entityIndex`, only slower.)
    static func compareIndexed(from old: Model, to new: Model) -> MigrationReport {
        var comparison = Comparison(old: old, new: new)
        comparison.run()
        comparison.report.problems += CloudKitRules.schemaProblems(from: old, to: new)
        return comparison.report
    }

    /// The problems of `current` against the newest frozen version `frozen`, as diagnostics of the
    /// current file. A step that a mapping model covers reports no error.
    public static func diagnostics(current: Model, frozen: Model, mapped: Bool = false) -> [Diagnostic] {
        compare(from: frozen, to: current).problems
            .filter { !(mapped && $0.severity == .error && !$0.code.isCloudKit) }
            .map(\.diagnostic)
            .sortedByPosition()
    }

    // MARK: - Attribute types

    /// What a change of attribute type does to stored values: nil when every value survives.
    public enum TypeVerdict: Equatable, Sendable {
        case lossy(String)
        case notInferred
    }

    /// The verdict for an attribute whose type changes from `a` to `b`.
    public static func typeChange(from a: AttributeType, to b: AttributeType) -> TypeVerdict? {
        if a == b { return nil }
        if a.isNumeric || a == .bool, b.isNumeric || b == .bool {
            return numericChange(from: a, to: b)
        }
        let blobs: Set<AttributeType> = [.data, .transformable]
        if blobs.contains(a) && blobs.contains(b) {
            return .lossy("Core Data's documentation does not say whether the stored bytes are kept")
        }
        return .notInferred
    }

    /// Integer widths and floating point: the store keeps a number, and the inferred mapping copies it.
    static func numericChange(from a: AttributeType, to b: AttributeType) -> TypeVerdict? {
        func rank(_ t: AttributeType) -> Int {
            switch t {
            case .bool: return 1
            case .int16: return 16
            case .int32: return 32
            case .int64: return 64
            default: return 0
            }
        }
        let aInt = a.isInteger || a == .bool
        let bInt = b.isInteger || b == .bool
        switch (aInt, bInt) {
        case (true, true):
            return rank(b) >= rank(a) ? nil : .lossy("narrowing can lose values")
        case (true, false):
            // Float keeps 24 bits of an integer, Double 53: wider integers can lose digits.
            if b == .decimal { return nil }
            if b == .float && rank(a) > 16 { return .lossy("Float cannot hold every \(a.xcodeName ?? a.rawValue) exactly") }
            if b == .double && rank(a) > 32 { return .lossy("Double cannot hold every Integer 64 exactly") }
            return nil
        case (false, true):
            return .lossy("floating point to integer drops fractions")
        case (false, false):
            if a == .float { return nil }
            if b == .float { return .lossy("Float holds fewer digits than \(a.xcodeName ?? a.rawValue)") }
            if a == .decimal { return .lossy("Double holds fewer digits than Decimal") }
            return nil
        }
    }
}

/// A property of any kind, seen through what migration needs.
struct VersionedProperty {
    enum Kind: String { case attribute, relationship, fetched }
    var kind: Kind
    var name: String
    var renamingIdentifier: String?
    var inputs: [SchemaIdentity.Input]
    var attribute: Attribute?
    var relationship: Relationship?
    var nameRange: TextRange
    var range: TextRange

    var key: String { renamingIdentifier ?? name }

    static func all(of entity: Entity) -> [VersionedProperty] {
        entity.attributes.map {
            VersionedProperty(
                kind: .attribute, name: $0.name, renamingIdentifier: $0.renamingIdentifier, inputs: SchemaIdentity.inputs(of: $0), attribute: $0, nameRange: $0.nameRange,
                range: $0.range)
        }
            + entity.relationships.map {
                VersionedProperty(
                    kind: .relationship, name: $0.name, renamingIdentifier: $0.renamingIdentifier, inputs: SchemaIdentity.inputs(of: $0), relationship: $0, nameRange: $0.nameRange,
                    range: $0.range)
            }
            + entity.fetchedProperties.map {
                VersionedProperty(
                    kind: .fetched, name: $0.name, renamingIdentifier: $0.renamingIdentifier, inputs: SchemaIdentity.inputs(of: $0), nameRange: $0.nameRange, range: $0.range)
            }
    }

    /// `Integer 64` for an attribute, `[Tag]`/`Tag` for a relationship: what a rename keeps.
    var shape: String {
        if let attribute { return SchemaIdentity.typeName(attribute) }
        if let relationship { return relationship.isToMany ? "[\(relationship.destination)]" : relationship.destination }
        return "fetched"
    }
}

/// Matches elements of two versions the way Core Data does: by renaming identifier, which defaults
/// to the name. An element whose identifier finds nothing falls back to its name (and a warning when
/// it has an identifier), so a stale identifier does not turn into a removal and an addition. An
/// identifier that names an element whose own identifier differs (a broken chain: `@renamedFrom(name)`
/// where `name` is `@renamedFrom(title)`) matches nothing in Core Data: that element is removed and
/// this one added, with a warning that gives the canonical identifier.
struct Matcher<Element> {
    struct Match {
        var old: Int
        var new: Int
    }
    var matches: [Match] = []
    var addedNew: [Int] = []
    var removedOld: [Int] = []
    /// New elements whose renaming identifier names nothing usable: (new index, identifier, hint, and
    /// the canonical identifier to write when the identifier names an element that has another one).
    var unknownIdentifiers: [(new: Int, identifier: String, hint: String?, canonical: String?)] = []

    init(old: [Element], new: [Element], name: (Element) -> String, identifier: (Element) -> String?) {
        self.init(
            oldCount: old.count, newCount: new.count, oldName: { name(old[$0]) }, oldIdentifier: { identifier(old[$0]) }, newName: { name(new[$0]) },
            newIdentifier: { identifier(new[$0]) })
    }

    /// The same, reading names and identifiers by index: callers project them out of large values
    /// (entities) in place, where passing the values would copy them.
    init(
        oldCount: Int, newCount: Int, oldName: (Int) -> String, oldIdentifier: (Int) -> String?, newName: (Int) -> String,
        newIdentifier: (Int) -> String?
    ) {
        var oldByKey: [String: Int] = [:]
        var oldByName: [String: Int] = [:]
        oldByKey.reserveCapacity(oldCount)
        oldByName.reserveCapacity(oldCount)
        for i in 0..<oldCount {
            let elementName = oldName(i)
            let key = oldIdentifier(i) ?? elementName
            if oldByKey[key] == nil { oldByKey[key] = i }
            if oldByName[elementName] == nil { oldByName[elementName] = i }
        }
        var taken = [Bool](repeating: false, count: oldCount)
        var pending: [Int] = []
        for j in 0..<newCount {
            let key = newIdentifier(j) ?? newName(j)
            if let i = oldByKey[key], !taken[i] {
                matches.append(Match(old: i, new: j))
                taken[i] = true
            } else {
                pending.append(j)
            }
        }
        for j in pending {
            let id = newIdentifier(j)
            let elementName = newName(j)
            if let id, id != elementName, let i = oldByName[id], !taken[i] {
                // `@renamedFrom(b)` where `b` has its own identifier: Core Data compares identifiers,
                // so nothing matches: `b` is removed and this element added (the verdict says so).
                let canonical = oldIdentifier(i) ?? oldName(i)
                unknownIdentifiers.append(
                    (j, id, "'\(id)' has the renaming identifier '\(canonical)', which Core Data matches: write @renamedFrom(\(canonical))", canonical))
                addedNew.append(j)
                continue
            }
            if let i = oldByName[elementName], !taken[i] {
                matches.append(Match(old: i, new: j))
                taken[i] = true
                if let id, id != elementName { unknownIdentifiers.append((j, id, nil, nil)) }
                continue
            }
            if let id, id != elementName { unknownIdentifiers.append((j, id, nil, nil)) }
            addedNew.append(j)
        }
        removedOld = (0..<oldCount).filter { !taken[$0] }
        matches.sort { $0.new < $1.new }
    }
}

struct Comparison {
    let old: Model
    let new: Model
    var report = MigrationReport()
    /// Old entity name → new entity name, for matched entities.
    var entityMap: [String: String] = [:]
    /// Whether entities whose inputs are all equal are skipped (`sameInputs`).
    var skipsUnchangedEntities = true
    /// After `run()`: the entities matched, and the names of the renamed ones (`StoreCheck` keeps
    /// them to compare one edited entity again without matching the models anew).
    var matches: [Matcher<Entity>.Match] = []
    var renamed: Set<String> = []

    init(old: Model, new: Model) {
        self.old = old
        self.new = new
    }

    mutating func run() {
        let (olds, news) = (old.entities, new.entities)
        let matcher = Matcher<Entity>(
            oldCount: olds.count, newCount: news.count, oldName: { olds[$0].name }, oldIdentifier: { olds[$0].renamingIdentifier },
            newName: { news[$0].name }, newIdentifier: { news[$0].renamingIdentifier })
        for m in matcher.matches { entityMap[old.entities[m.old].name] = new.entities[m.new].name }
        for unknown in matcher.unknownIdentifiers {
            let e = new.entities[unknown.new]
            report.problems.append(
                MigrationProblem(
                    .migrationUnknownRename, entity: e.name,
                    message: unknown.hint.map { "@renamedFrom(\(unknown.identifier)) on entity '\(e.name)': \($0)" }
                        ?? "@renamedFrom(\(unknown.identifier)) on entity '\(e.name)' names no entity of the previous version",
                    range: e.nameRange, canonicalIdentifier: unknown.canonical))
        }
        for i in matcher.removedOld { report.changes.append(SchemaChange(.entityRemoved, entity: old.entities[i].name)) }
        for j in matcher.addedNew { report.changes.append(SchemaChange(.entityAdded, entity: new.entities[j].name)) }
        // Names of renamed entities: a parent or destination among them changes even when written the same.
        let renamed = Set(entityMap.filter { $0.key != $0.value }.keys)
        matches = matcher.matches
        self.renamed = renamed
        for m in matcher.matches {
            // An entity whose every input is equal has no change and no problem: the editor compares
            // on every keystroke, and most entities are untouched. (Entities are large values: read
            // them in place rather than copy them.)
            if skipsUnchangedEntities && Self.sameInputs(olds, m.old, news, m.new, renamed: renamed) { continue }
            compareEntity(old.entities[m.old], new.entities[m.new])
        }
        checkMergedHierarchies(matcher.matches)
    }

    /// Whether `o` and `n` have equal hash inputs and renaming identifiers, property by property
    /// (paired by name: Xcode's XML lists properties by name, a `.cdm` file as written), with no
    /// parent or destination among the `renamed` entities: `compareEntity` would find nothing.
    /// Compares values only (no text is built), so an unchanged entity costs little.
    static func sameInputs(_ o: Entity, _ n: Entity, renamed: Set<String>) -> Bool {
        sameInputs([o], 0, [n], 0, renamed: renamed)
    }

    /// `sameInputs` of `olds[oi]` and `news[ni]`, reading every field in place (an entity and its
    /// properties are large values: passing them around would copy them, which cost more than the
    /// comparison on every keystroke).
    static func sameInputs(_ olds: [Entity], _ oi: Int, _ news: [Entity], _ ni: Int, renamed: Set<String>) -> Bool {
        guard olds[oi].name == news[ni].name, olds[oi].parent == news[ni].parent, olds[oi].isAbstract == news[ni].isAbstract,
            olds[oi].versionHashModifier == news[ni].versionHashModifier, olds[oi].renamingIdentifier == news[ni].renamingIdentifier
        else { return false }
        if let parent = news[ni].parent, renamed.contains(parent) { return false }
        let (oa, na) = (olds[oi].attributes, news[ni].attributes)
        let attributes = samePairs(oa.count, na.count, sameName: { oa[$0].name == na[$1].name }) { j, i in
            oa[j].type == na[i].type && oa[j].compositeName == na[i].compositeName && oa[j].isOptional == na[i].isOptional
                && oa[j].isTransient == na[i].isTransient && oa[j].versionHashModifier == na[i].versionHashModifier
                && oa[j].renamingIdentifier == na[i].renamingIdentifier
        }
        guard attributes else { return false }
        let (or, nr) = (olds[oi].relationships, news[ni].relationships)
        let relationships = samePairs(or.count, nr.count, sameName: { or[$0].name == nr[$1].name }) { j, i in
            or[j].destination == nr[i].destination && !renamed.contains(nr[i].destination) && or[j].inverse == nr[i].inverse
                && or[j].isToMany == nr[i].isToMany && or[j].isOptional == nr[i].isOptional && or[j].isTransient == nr[i].isTransient
                && or[j].isOrdered == nr[i].isOrdered && or[j].minCount ?? 0 == nr[i].minCount ?? 0
                && (or[j].isToMany ? or[j].maxCount ?? 0 : 1) == (nr[i].isToMany ? nr[i].maxCount ?? 0 : 1)
                && or[j].versionHashModifier == nr[i].versionHashModifier && or[j].renamingIdentifier == nr[i].renamingIdentifier
        }
        guard relationships else { return false }
        let (of, nf) = (olds[oi].fetchedProperties, news[ni].fetchedProperties)
        return samePairs(of.count, nf.count, sameName: { of[$0].name == nf[$1].name }) { j, i in
            of[j].versionHashModifier == nf[i].versionHashModifier && of[j].renamingIdentifier == nf[i].renamingIdentifier
        }
    }

    /// Whether every element of `new` has one element of `old` with its name (at the same index, or
    /// found by a scan), each used once, and `same` holds for each pair.
    static func samePairs<T>(_ old: [T], _ new: [T], name: (T) -> String, same: (T, T) -> Bool) -> Bool {
        samePairs(old.count, new.count, sameName: { name(old[$0]) == name(new[$1]) }, same: { same(old[$0], new[$1]) })
    }

    /// `samePairs` by index: `sameName(j, i)` and `same(j, i)` compare old element `j` with new
    /// element `i`. Up to 64 elements (a mask marks those used); more answer false, and the entity
    /// is compared in full.
    static func samePairs(_ oldCount: Int, _ newCount: Int, sameName: (Int, Int) -> Bool, same: (Int, Int) -> Bool) -> Bool {
        guard oldCount == newCount, oldCount <= 64 else { return false }
        var used: UInt64 = 0
        for i in 0..<newCount {
            var j = i
            if !sameName(i, i) {
                guard let k = (0..<oldCount).first(where: { sameName($0, i) }) else { return false }
                j = k
            }
            let bit: UInt64 = 1 << UInt64(j)
            if used & bit != 0 { return false }
            used |= bit
            if !same(j, i) { return false }
        }
        return true
    }

    func mapped(_ oldEntity: String?) -> String? {
        guard let oldEntity else { return nil }
        return entityMap[oldEntity] ?? oldEntity
    }

    mutating func compareEntity(_ o: Entity, _ n: Entity) {
        if o.name != n.name { report.changes.append(SchemaChange(.entityRenamed, entity: n.name, oldName: o.name)) }
        if mapped(o.parent) != n.parent {
            report.changes.append(SchemaChange(.changed, entity: n.name, input: "parent", old: o.parent ?? "none", new: n.parent ?? "none"))
        }
        if o.isAbstract != n.isAbstract {
            report.changes.append(SchemaChange(.changed, entity: n.name, input: "abstract", old: SchemaIdentity.flag(o.isAbstract), new: SchemaIdentity.flag(n.isAbstract)))
        }
        if o.versionHashModifier != n.versionHashModifier {
            report.changes.append(SchemaChange(.changed, entity: n.name, input: "versionHashModifier", old: o.versionHashModifier ?? "none", new: n.versionHashModifier ?? "none"))
        }

        let oldProps = VersionedProperty.all(of: o)
        let newProps = VersionedProperty.all(of: n)
        // Inherited properties on each side: a property moved up or down the hierarchy is kept.
        let oldInherited = Set(old.ancestors(of: o).flatMap { VersionedProperty.all(of: $0) }.map { "\($0.kind.rawValue) \($0.key)" })
        let newInherited = Set(new.ancestors(of: n).flatMap { VersionedProperty.all(of: $0) }.map { "\($0.kind.rawValue) \($0.key)" })

        var removed: [VersionedProperty] = []
        var added: [VersionedProperty] = []
        for kind in [VersionedProperty.Kind.attribute, .relationship, .fetched] {
            let os = oldProps.filter { $0.kind == kind }
            let ns = newProps.filter { $0.kind == kind }
            let matcher = Matcher(old: os, new: ns, name: { $0.name }, identifier: { $0.renamingIdentifier })
            for unknown in matcher.unknownIdentifiers {
                let p = ns[unknown.new]
                report.problems.append(
                    MigrationProblem(
                        .migrationUnknownRename, entity: n.name, property: p.name,
                        message: unknown.hint.map { "@renamedFrom(\(unknown.identifier)) on '\(n.name).\(p.name)': \($0)" }
                            ?? "@renamedFrom(\(unknown.identifier)) on '\(n.name).\(p.name)' names no \(kind.rawValue) of '\(n.name)' in the previous version",
                        range: p.nameRange, canonicalIdentifier: unknown.canonical))
            }
            for m in matcher.matches { compareProperty(os[m.old], ns[m.new], in: n) }
            for i in matcher.removedOld {
                let p = os[i]
                if newInherited.contains("\(kind.rawValue) \(p.key)") {
                    report.changes.append(SchemaChange(.propertyMoved, entity: n.name, property: p.name, new: "to \(n.parent ?? "a parent")"))
                } else {
                    report.changes.append(SchemaChange(.propertyRemoved, entity: n.name, property: p.name))
                    removed.append(p)
                }
            }
            for j in matcher.addedNew {
                let p = ns[j]
                if oldInherited.contains("\(kind.rawValue) \(p.key)") {
                    report.changes.append(SchemaChange(.propertyMoved, entity: n.name, property: p.name, new: "from \(o.parent ?? "a parent")"))
                    continue
                }
                report.changes.append(SchemaChange(.propertyAdded, entity: n.name, property: p.name))
                added.append(p)
                if let a = p.attribute, needsDefault(a) {
                    report.problems.append(
                        MigrationProblem(
                            .migrationNeedsDefault, entity: n.name, property: a.name,
                            message:
                                "new attribute '\(a.name)' of '\(n.name)' is required and has no default value; existing objects cannot be migrated: give it a default value or make it optional",
                            range: a.nameRange))
                }
            }
        }
        checkPossibleRenames(removed: removed, added: added, in: n)
    }

    /// A stored, required, non-derived attribute without a default: existing rows get no value.
    func needsDefault(_ a: Attribute) -> Bool {
        !a.isOptional && !a.isTransient && a.defaultValue == nil && a.derivation == nil && a.type != .composite
    }

    mutating func compareProperty(_ o: VersionedProperty, _ n: VersionedProperty, in entity: Entity) {
        if o.name != n.name {
            report.changes.append(SchemaChange(.propertyRenamed, entity: entity.name, property: n.name, oldName: o.name))
        }
        let oldInputs = Dictionary(o.inputs.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        for input in n.inputs where input.name != "name" {
            var before = oldInputs[input.name] ?? "none"
            if input.name == "destination" { before = mapped(before) ?? before }
            if before != input.value {
                report.changes.append(SchemaChange(.changed, entity: entity.name, property: n.name, input: input.name, old: oldInputs[input.name] ?? "none", new: input.value))
            }
        }
        guard let na = n.attribute, let oa = o.attribute else { return }
        if na.isTransient { return }
        if oa.isTransient {
            // A transient attribute that becomes stored is a new column.
            if needsDefault(na) {
                report.problems.append(
                    MigrationProblem(
                        .migrationNeedsDefault, entity: entity.name, property: na.name,
                        message:
                            "attribute '\(na.name)' of '\(entity.name)' was transient and is now stored and required without a default value; existing objects cannot be migrated: give it a default value or make it optional",
                        range: na.nameRange))
            }
            return
        }
        if oa.isOptional && needsDefault(na) {
            report.problems.append(
                MigrationProblem(
                    .migrationNeedsDefault, entity: entity.name, property: na.name,
                    message:
                        "attribute '\(na.name)' of '\(entity.name)' was optional and is now required without a default value; objects without a value cannot be migrated: give it a default value or keep it optional",
                    range: na.nameRange))
        }
        let from = SchemaIdentity.typeName(oa)
        let to = SchemaIdentity.typeName(na)
        if from != to {
            let verdict: MigrationCheck.TypeVerdict? =
                oa.type == .composite || na.type == .composite ? .notInferred : MigrationCheck.typeChange(from: oa.type, to: na.type)
            switch verdict {
            case nil: break
            case .lossy(let why):
                report.problems.append(
                    MigrationProblem(
                        .migrationTypeChanged, severity: .warning, entity: entity.name, property: na.name,
                        message: "attribute '\(na.name)' of '\(entity.name)' changed type from \(from) to \(to): \(why)",
                        range: na.typeRange.isEmpty ? na.nameRange : na.typeRange))
            case .notInferred:
                report.problems.append(
                    MigrationProblem(
                        .migrationTypeChanged, entity: entity.name, property: na.name,
                        message:
                            "attribute '\(na.name)' of '\(entity.name)' changed type from \(from) to \(to); Core Data cannot infer this migration: add a new attribute instead, or a mapping model",
                        range: na.typeRange.isEmpty ? na.nameRange : na.typeRange))
            }
        }
    }

    /// A property gone and one of the same kind and type come, in one entity, with no renaming
    /// identifier: probably a rename that would lose the values. Only a one-to-one pairing is
    /// reported (several properties of one type gone and come are a restructuring, not a rename).
    mutating func checkPossibleRenames(removed: [VersionedProperty], added: [VersionedProperty], in entity: Entity) {
        for p in added where p.renamingIdentifier == nil {
            let gone = removed.filter { $0.kind == p.kind && shapeMatches($0, p) }
            let come = added.filter { $0.kind == p.kind && $0.renamingIdentifier == nil && shapeMatches($0, gone.first ?? p) }
            guard gone.count == 1, come.count == 1, let old = gone.first else { continue }
            var fixIts: [FixIt] = []
            if !p.range.isEmpty {
                fixIts = [FixIt(title: "Add @renamedFrom(\(old.name))", edits: [TextEdit(range: .empty(at: p.range.end), newText: " @renamedFrom(\(old.name))")])]
            }
            report.problems.append(
                MigrationProblem(
                    .migrationPossibleRename, entity: entity.name, property: p.name,
                    message:
                        "'\(p.name)' is new in '\(entity.name)' and '\(old.name)' of the same type was removed; if it is a rename, add @renamedFrom(\(old.name)), or the stored values are dropped",
                    range: p.nameRange, fixIts: fixIts))
        }
    }

    func shapeMatches(_ o: VersionedProperty, _ n: VersionedProperty) -> Bool {
        if let oa = o.attribute, let na = n.attribute { return SchemaIdentity.typeName(oa) == SchemaIdentity.typeName(na) }
        if let or = o.relationship, let nr = n.relationship {
            return mapped(or.destination) == nr.destination && or.isToMany == nr.isToMany
        }
        return false
    }

    /// Entities that did not share a root entity in the old version and do in the new one.
    mutating func checkMergedHierarchies(_ matches: [Matcher<Entity>.Match]) {
        func root(_ e: Entity, in model: Model) -> String { e.parent == nil ? e.name : model.ancestors(of: e).last?.name ?? e.name }
        // An entity with no parent and no child in the new version is alone in its hierarchy and
        // merges nothing: only the others are grouped (most entities, on every keystroke).
        let parents = Set(new.entities.compactMap(\.parent))
        var groups: [String: [(old: Entity, new: Entity)]] = [:]
        for m in matches where new.entities[m.new].parent != nil || parents.contains(new.entities[m.new].name) {
            let n = new.entities[m.new]
            groups[root(n, in: new), default: []].append((old.entities[m.old], n))
        }
        for newRoot in groups.keys.sorted() {
            let members = groups[newRoot]!
            let oldRoots = Set(members.map { root($0.old, in: old) })
            guard oldRoots.count > 1 else { continue }
            let movers = members.filter { mapped($0.old.parent) != $0.new.parent }
            for (o, n) in (movers.isEmpty ? [members[0]] : movers) {
                let oldRoot = root(o, in: old)
                let other = members.first { root($0.old, in: old) != oldRoot }?.new.name ?? newRoot
                report.problems.append(
                    MigrationProblem(
                        .migrationMergedHierarchy, entity: n.name,
                        message:
                            "entity '\(n.name)' now shares the hierarchy of '\(newRoot)' with '\(other)', which was in another hierarchy in the previous version; Core Data cannot infer a migration that merges entity hierarchies",
                        range: n.parentRange ?? n.nameRange))
            }
        }
    }
}
