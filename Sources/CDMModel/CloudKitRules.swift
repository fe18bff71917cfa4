// What NSPersistentCloudKitContainer refuses in the entities it syncs, and what a deployed CloudKit schema cannot lose (docs/cloudkit.md).

import CDMSyntax

/// Which entities CloudKit syncs, and through which configuration.
///
/// An entity is synced when a configuration marked `@cloudKit` lists it, or, when the model says
/// its default configuration is used with CloudKit (`@xcode(usedWithCloudKit: "YES")`, Xcode's
/// "Used with CloudKit" on the Default configuration), every entity is: the default configuration
/// holds them all. A sub-entity is synced only where it is listed itself (or by the default
/// configuration); listing its parent does not list it.
public struct CloudKitSync: Sendable, Equatable {
    /// The name the default configuration has in Xcode and in messages.
    public static let defaultConfiguration = "Default"

    /// Entity name → the configuration that makes it synced: the first `@cloudKit` configuration
    /// listing it, else `Default` when the model's default configuration is used with CloudKit.
    public private(set) var configurationByEntity: [String: String] = [:]
    /// The configurations marked `@cloudKit`, by name, with the entities each lists.
    public private(set) var syncedMembers: [String: Set<String>] = [:]
    /// Whether the model's default configuration is used with CloudKit.
    public let defaultIsSynced: Bool

    public init(_ model: Model) {
        defaultIsSynced = Self.defaultConfigurationIsSynced(model)
        for configuration in model.configurations where configuration.usedWithCloudKit {
            var members = syncedMembers[configuration.name] ?? []
            for member in configuration.entities {
                members.insert(member.name)
                if configurationByEntity[member.name] == nil { configurationByEntity[member.name] = configuration.name }
            }
            syncedMembers[configuration.name] = members
        }
        if defaultIsSynced {
            for entity in model.entities where configurationByEntity[entity.name] == nil {
                configurationByEntity[entity.name] = Self.defaultConfiguration
            }
        }
    }

    /// The entity names whose syncing differs from `other`'s: the configuration that syncs them,
    /// or the `@cloudKit` configurations that list them.
    func namesSyncedDifferently(from other: CloudKitSync) -> Set<String> {
        var out: Set<String> = []
        for name in Set(configurationByEntity.keys).union(other.configurationByEntity.keys) where configurationByEntity[name] != other.configurationByEntity[name] {
            out.insert(name)
        }
        for configuration in Set(syncedMembers.keys).union(other.syncedMembers.keys) {
            out.formUnion((syncedMembers[configuration] ?? []).symmetricDifference(other.syncedMembers[configuration] ?? []))
        }
        return out
    }

    /// Whether anything is synced at all (a model without CloudKit costs one look at its settings).
    public var isEmpty: Bool { configurationByEntity.isEmpty }

    /// The configuration that makes `entity` synced, or nil when CloudKit does not sync it.
    public func configuration(syncing entity: String) -> String? { configurationByEntity[entity] }

    /// `@xcode(usedWithCloudKit: "YES")` on the model.
    public static func defaultConfigurationIsSynced(_ model: Model) -> Bool {
        model.xcodeSettings.contains { $0.key == "usedWithCloudKit" && $0.value.uppercased() == "YES" }
    }

    /// Whether the model syncs anything, without building the map.
    public static func isUsed(_ model: Model) -> Bool {
        defaultConfigurationIsSynced(model) || model.configurations.contains { $0.usedWithCloudKit && !$0.entities.isEmpty }
    }

    /// "configuration 'Cloud'" or "the default configuration".
    public static func describe(_ configuration: String) -> String {
        configuration == defaultConfiguration ? "the default configuration" : "configuration '\(configuration)'"
    }

    /// The CloudKit record type of an entity's records: `CD_` and the name of the root of its
    /// hierarchy (Core Data keeps a hierarchy in one record type and names the entity of each
    /// record in its `CD_entityName` field; Apple's "Reading CloudKit Records for Core Data").
    public static func recordType(of entity: Entity, in model: Model) -> String {
        "CD_" + (model.ancestors(of: entity).last?.name ?? entity.name)
    }

    /// The CloudKit field of an attribute or to-one relationship: `CD_` and its name.
    public static func fieldName(_ property: String) -> String { "CD_" + property }
}

/// The rules, each an error on the declaration at fault (docs/cloudkit.md gives their sources).
enum CloudKitRules {
    /// Every problem of the synced entities of `model`: a declaration is reported once, naming the
    /// configuration of the first synced entity (in file order) that declares it, or else inherits it.
    static func diagnostics(_ model: Model) -> [Diagnostic] {
        guard CloudKitSync.isUsed(model) else { return [] }
        let sync = CloudKitSync(model)
        guard !sync.isEmpty else { return [] }
        var rules = Run(model: model, sync: sync)
        let synced = model.entities.filter { e in sync.configuration(syncing: e.name) != nil && model.entity(named: e.name)?.nameRange == e.nameRange }
        for entity in synced { rules.check(entity, for: entity) }
        for entity in synced {
            for ancestor in model.ancestors(of: entity) { rules.check(ancestor, for: entity) }
        }
        return rules.diagnostics
    }

    /// What `diagnostics(_:)` reports on the declarations of `owner` alone (the incremental analyzer
    /// checks entity by entity). `reporters` are the synced entities that have those declarations,
    /// in the order the whole-model pass reaches them: `owner` first when it is synced, then the
    /// synced entities that inherit from it, in file order. `model` needs `owner`, its ancestors,
    /// and its relationships' destinations with their ancestors; `sync` needs only the
    /// configurations and the model's settings. `owner` must be the first entity of its name.
    ///
    /// Also returns the positions in `reporters` of those that reported something (a declaration
    /// is reported once, so leaving out any other reporter changes nothing), and the position after
    /// which nothing was left to report, if that came: the reporters after it change nothing either.
    static func diagnostics(of owner: Entity, reporters: [Entity], in model: Model, sync: CloudKitSync) -> (diagnostics: [Diagnostic], decisive: [Int], closedAfter: Int?) {
        var rules = Run(model: model, sync: sync)
        var decisive: [Int] = []
        // After the first reporter, only a relationship out of a configuration that lists a
        // later one is left to report.
        let open = rules.configurations.isEmpty ? [] : owner.relationships.filter { !$0.isTransient && model.entity(named: $0.destination) != nil }
        for (i, synced) in reporters.enumerated() {
            let before = rules.diagnostics.count
            rules.check(owner, for: synced)
            if rules.diagnostics.count > before { decisive.append(i) }
            if !open.contains(where: { !rules.hasReported(.cloudKitRelationshipOutsideConfiguration, Run.destinationRange($0)) }) { return (rules.diagnostics, decisive, i) }
        }
        return (rules.diagnostics, decisive, nil)
    }

    struct Run {
        let model: Model
        let sync: CloudKitSync
        var diagnostics: [Diagnostic] = []
        /// (code, start) of what is reported already: a declaration is reported once per rule.
        var reported: Set<String> = []

        /// The `@cloudKit` configurations in name order, with what each lists.
        let configurations: [(name: String, members: Set<String>)]

        init(model: Model, sync: CloudKitSync) {
            self.model = model
            self.sync = sync
            configurations = sync.syncedMembers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        /// The message is made only for a declaration not reported yet (a deep hierarchy reaches
        /// its root's properties once per entity below it).
        mutating func report(_ code: DiagnosticCode, _ message: @autoclosure () -> String, _ range: TextRange, fixIts: @autoclosure () -> [FixIt] = []) {
            guard reported.insert(Self.key(code, range)).inserted else { return }
            diagnostics.append(Diagnostic(code, message(), at: range, fixIts: fixIts()))
        }

        static func key(_ code: DiagnosticCode, _ range: TextRange) -> String { "\(code.rawValue)@\(range.start)" }

        func hasReported(_ code: DiagnosticCode, _ range: TextRange) -> Bool { reported.contains(Self.key(code, range)) }

        /// Where a relationship out of its configuration is reported.
        static func destinationRange(_ r: Relationship) -> TextRange { r.destinationRange.isEmpty ? r.nameRange : r.destinationRange }

        /// "configuration 'Cloud' syncs 'Note'" (or "…syncs 'Note', which inherits it"), made only
        /// for a message reported (a synced entity is checked against each of its ancestors).
        static func because(_ owner: Entity, _ synced: Entity, _ configuration: String) -> String {
            let inherits = owner.name == synced.name ? "" : ", which inherits it"
            return "\(CloudKitSync.describe(configuration)) syncs '\(synced.name)'\(inherits) with CloudKit"
        }

        static let fails = "so the app will fail to load its store"

        /// The rules on the members `owner` declares, as synced entity `synced` has them.
        mutating func check(_ owner: Entity, for synced: Entity) {
            let configuration = sync.configuration(syncing: synced.name) ?? CloudKitSync.defaultConfiguration
            for constraint in owner.uniqueConstraints {
                report(
                    .cloudKitUniqueConstraint,
                    "uniqueness constraint on \(constraint.properties.map { "'\($0.name)'" }.joined(separator: ", ")) of '\(owner.name)' cannot hold in CloudKit, which does not support unique constraints; \(Self.because(owner, synced, configuration)), \(Self.fails)",
                    constraint.range)
            }
            for a in owner.attributes {
                // Undefined is transient by rule, and CloudKit refuses it all the same.
                if a.type == .undefined || a.type == .objectID {
                    report(
                        .cloudKitUnsupportedType,
                        "attribute '\(a.name)' of '\(owner.name)' has type '\(a.type.rawValue)', which CloudKit does not support; \(Self.because(owner, synced, configuration)), \(Self.fails)",
                        a.typeRange.isEmpty ? a.nameRange : a.typeRange)
                    continue
                }
                if !a.isTransient && !a.isOptional && a.defaultValue == nil && a.derivation == nil {
                    report(
                        .cloudKitRequiredAttribute,
                        "attribute '\(a.name)' of '\(owner.name)' is required and has no default value; CloudKit needs every attribute optional or with a default, and \(Self.because(owner, synced, configuration)), \(Self.fails)",
                        a.nameRange, fixIts: Self.attributeFixes(a))
                }
            }
            for r in owner.relationships where !r.isTransient {
                if !r.isOptional {
                    var fixes: [FixIt] = []
                    if !r.isToMany && !r.typeRange.isEmpty {
                        fixes.append(FixIt(title: "Make '\(r.name)' optional", edits: [TextEdit(range: .empty(at: r.typeRange.end), newText: "?")]))
                    }
                    report(
                        .cloudKitRequiredRelationship,
                        "relationship '\(r.name)' of '\(owner.name)' is required; CloudKit needs every relationship optional, as it may save a relationship's change apart from its objects, and \(Self.because(owner, synced, configuration)), \(Self.fails)",
                        r.nameRange, fixIts: fixes)
                }
                if r.inverse == nil {
                    let fixes = inverseFix(r, of: owner)
                    report(
                        .cloudKitMissingInverse,
                        "relationship '\(r.name)' of '\(owner.name)' has no inverse; CloudKit needs an inverse for every relationship, and \(Self.because(owner, synced, configuration)), \(Self.fails)",
                        r.nameRange, fixIts: fixes)
                }
                if r.isOrdered {
                    report(
                        .cloudKitOrderedRelationship,
                        "relationship '\(r.name)' of '\(owner.name)' is ordered, which CloudKit does not support; \(Self.because(owner, synced, configuration)), \(Self.fails)",
                        r.nameRange)
                }
                if r.deleteRule == .deny {
                    report(
                        .cloudKitDenyDeleteRule,
                        "relationship '\(r.name)' of '\(owner.name)' has the Deny delete rule, which CloudKit does not support; \(Self.because(owner, synced, configuration)), \(Self.fails)",
                        r.nameRange)
                }
                checkDestination(r, of: owner, for: synced)
            }
        }

        /// A relationship whose destination a `@cloudKit` configuration that lists `synced` does not list.
        mutating func checkDestination(_ r: Relationship, of owner: Entity, for synced: Entity) {
            guard model.entity(named: r.destination) != nil else { return }
            for (name, members) in configurations where members.contains(synced.name) && !members.contains(r.destination) {
                let inherits = owner.name == synced.name ? "" : " (inherited by '\(synced.name)')"
                report(
                    .cloudKitRelationshipOutsideConfiguration,
                    "relationship '\(r.name)' of '\(owner.name)'\(inherits) points to '\(r.destination)', which configuration '\(name)' does not list; configuration '\(name)' syncs '\(synced.name)' with CloudKit, which cannot follow a relationship out of the store's configuration, \(Self.fails)",
                    Self.destinationRange(r))
                return
            }
        }

        /// `@inverse(back)` when the destination names this relationship as its inverse already.
        func inverseFix(_ r: Relationship, of owner: Entity) -> [FixIt] {
            guard let destination = model.entity(named: r.destination) else { return [] }
            guard let back = model.allRelationships(of: destination).first(where: { $0.inverse == r.name && model.entity(owner.name, isKindOf: $0.destination) }) else { return [] }
            return [FixIt(title: "Add '@inverse(\(back.name))'", edits: [TextEdit(range: .empty(at: r.range.end), newText: " @inverse(\(back.name))")])]
        }

        /// "Make 'x' optional", and "Add the default value 0" when the type has an obvious zero (first
        /// for numbers and Booleans, which Core Data prefers required with a default:
        /// `optional-numeric-without-default`).
        static func attributeFixes(_ a: Attribute) -> [FixIt] {
            guard !a.typeRange.isEmpty else { return [] }
            let optional = FixIt(title: "Make '\(a.name)' optional", edits: [TextEdit(range: .empty(at: a.typeRange.end), newText: "?")])
            guard a.valueRange == nil && a.lengthRange == nil && a.regex == nil, let zero = zeroValue(a.type) else { return [optional] }
            let byDefault = FixIt(title: "Add the default value \(zero)", edits: [TextEdit(range: .empty(at: a.typeRange.end), newText: " = \(zero)")])
            return a.type.isNumeric || a.type == .bool ? [byDefault, optional] : [optional, byDefault]
        }
    }

    /// The value a type's default starts from: 0, false, the empty string, the reference date
    /// (Core Data keeps a date as seconds since 2001-01-01), the nil UUID. None for URLs, data,
    /// transformables and composites.
    static func zeroValue(_ type: AttributeType) -> String? {
        switch type {
        case .int16, .int32, .int64, .decimal, .double, .float: return "0"
        case .bool: return "false"
        case .string: return "\"\""
        case .date: return "\"2001-01-01T00:00:00Z\""
        case .uuid: return "\"00000000-0000-0000-0000-000000000000\""
        default: return nil
        }
    }
}

extension Checker {
    /// The CloudKit rules on the entities the model syncs.
    mutating func checkCloudKit() {
        diagnostics += CloudKitRules.diagnostics(model)
    }
}

// MARK: - A deployed schema only grows

extension CloudKitRules {
    /// What a step from `old` to `new` removes, renames or retypes among the entities `old` syncs:
    /// once deployed, a CloudKit schema keeps its record types and fields and their types, so the
    /// data of what is removed or renamed stays where it was, and a retyped field cannot be written.
    static func schemaProblems(from old: Model, to new: Model) -> [MigrationProblem] {
        guard CloudKitSync.isUsed(old) else { return [] }
        let sync = CloudKitSync(old)
        guard !sync.isEmpty else { return [] }
        var problems: [MigrationProblem] = []
        let matcher = Matcher(old: old.entities, new: new.entities, name: { $0.name }, identifier: { $0.renamingIdentifier })
        let modelRange = new.nameRange ?? .empty(at: 0)
        func synced(_ e: Entity) -> String? { sync.configuration(syncing: e.name).map(CloudKitSync.describe) }
        for i in matcher.removedOld {
            let e = old.entities[i]
            guard let how = synced(e) else { continue }
            problems.append(
                MigrationProblem(
                    .cloudKitSchemaChange, entity: e.name,
                    message:
                        "entity '\(e.name)' (synced with CloudKit by \(how)) is removed; a deployed CloudKit schema only grows: record type \(CloudKitSync.recordType(of: e, in: old)) and its records stay, and devices still running the previous version keep syncing them",
                    range: modelRange))
        }
        var oldNames: [String: String] = [:]
        for m in matcher.matches { oldNames[old.entities[m.old].name] = new.entities[m.new].name }
        for m in matcher.matches {
            let o = old.entities[m.old]
            let n = new.entities[m.new]
            guard let how = synced(o) else { continue }
            if o.name != n.name {
                problems.append(
                    MigrationProblem(
                        .cloudKitSchemaChange, entity: n.name,
                        message:
                            "entity '\(n.name)' (synced with CloudKit by \(how)) was '\(o.name)'; a deployed CloudKit schema cannot rename a record type: \(o.renamingIdentifier == nil && n.renamingIdentifier != nil ? "with @renamedFrom the store migrates, but " : "")the synced data stays in record type \(CloudKitSync.recordType(of: o, in: old))",
                        range: n.nameRange))
            }
            compareProperties(o, n, in: new, how: how, oldNames: oldNames, into: &problems)
        }
        return problems
    }

    static func compareProperties(_ o: Entity, _ n: Entity, in new: Model, how: String, oldNames: [String: String], into problems: inout [MigrationProblem]) {
        let oldProps = VersionedProperty.all(of: o).filter { $0.kind != .fetched && !isTransient($0) }
        let newProps = VersionedProperty.all(of: n).filter { $0.kind != .fetched }
        for kind in [VersionedProperty.Kind.attribute, .relationship] {
            let os = oldProps.filter { $0.kind == kind }
            let ns = newProps.filter { $0.kind == kind }
            let matcher = Matcher(old: os, new: ns, name: { $0.name }, identifier: { $0.renamingIdentifier })
            let what = kind.rawValue
            for i in matcher.removedOld {
                let p = os[i]
                // Moved up to a parent or down from one: the record keeps the field.
                if new.ancestors(of: n).contains(where: { a in VersionedProperty.all(of: a).contains { $0.kind == kind && $0.key == p.key } }) { continue }
                problems.append(
                    MigrationProblem(
                        .cloudKitSchemaChange, entity: n.name, property: p.name,
                        message:
                            "\(what) '\(p.name)' of '\(n.name)' (synced with CloudKit by \(how)) is removed; a deployed CloudKit schema only grows: field \(CloudKitSync.fieldName(p.name)) and its data stay, and devices still running the previous version keep writing it",
                        range: n.nameRange))
            }
            for m in matcher.matches {
                let op = os[m.old]
                let np = ns[m.new]
                if op.name != np.name {
                    problems.append(
                        MigrationProblem(
                            .cloudKitSchemaChange, entity: n.name, property: np.name,
                            message:
                                "\(what) '\(np.name)' of '\(n.name)' (synced with CloudKit by \(how)) was '\(op.name)'; a deployed CloudKit schema cannot rename a field: @renamedFrom(\(np.renamingIdentifier ?? op.name)) migrates the store, but the synced data stays in field \(CloudKitSync.fieldName(op.name)) and \(CloudKitSync.fieldName(np.name)) starts empty",
                            range: np.nameRange))
                }
                if let oa = op.attribute, let na = np.attribute, !na.isTransient {
                    let from = SchemaIdentity.typeName(oa)
                    let to = SchemaIdentity.typeName(na)
                    if from != to {
                        problems.append(
                            MigrationProblem(
                                .cloudKitSchemaChange, entity: n.name, property: np.name,
                                message:
                                    "attribute '\(np.name)' of '\(n.name)' (synced with CloudKit by \(how)) changed type from \(from) to \(to); a deployed CloudKit schema cannot change a field's type: add a new attribute instead",
                                range: na.typeRange.isEmpty ? na.nameRange : na.typeRange))
                    }
                }
                if let or = op.relationship, let nr = np.relationship {
                    let destination = oldNames[or.destination] ?? or.destination
                    if destination != nr.destination || or.isToMany != nr.isToMany {
                        let before = or.isToMany ? "[\(or.destination)]" : or.destination
                        let after = nr.isToMany ? "[\(nr.destination)]" : nr.destination
                        problems.append(
                            MigrationProblem(
                                .cloudKitSchemaChange, entity: n.name, property: np.name,
                                message:
                                    "relationship '\(np.name)' of '\(n.name)' (synced with CloudKit by \(how)) changed from \(before) to \(after); a deployed CloudKit schema keeps how a relationship is stored: add a new relationship instead",
                                range: nr.typeRange.isEmpty ? nr.nameRange : nr.typeRange))
                    }
                }
            }
        }
    }

    static func isTransient(_ p: VersionedProperty) -> Bool {
        p.attribute?.isTransient ?? p.relationship?.isTransient ?? false
    }
}

// MARK: - The family

/// The CloudKit rules, entity by entity. The rules on an entity's declarations read the entity,
/// its ancestors (an inverse's fix asks what it inherits from), its relationships' destinations
/// and their ancestors, the synced entities that inherit from it (each has the inherited
/// declarations: the first one the whole-model pass reaches reports them), and which entities are
/// synced (the setting). A check depends on the names of the synced entities that reported
/// something (those that did not would change nothing by leaving), and on what inherits from it
/// unless its own check left nothing for those to report. A change of setting makes stale the
/// entities whose syncing it changed, or every entity when the default configuration's syncing
/// turns on or off, or `@cloudKit` configurations come or go altogether.
enum CloudKitEntityRules: DeclarationRules {
    typealias Setting = CloudKitSync

    static func setting(_ declarations: Model) -> CloudKitSync? {
        CloudKitSync.isUsed(declarations) ? CloudKitSync(declarations) : nil
    }

    static func stale(from old: CloudKitSync, to new: CloudKitSync) -> Set<String>? {
        guard new.defaultIsSynced == old.defaultIsSynced, new.syncedMembers.isEmpty == old.syncedMembers.isEmpty else { return nil }
        return new.namesSyncedDifferently(from: old)
    }

    static func checks(_ element: BuiltElement) -> Bool {
        if case .entity = element { return true }
        return false
    }

    static func reads(_ element: BuiltElement, _ sync: CloudKitSync, _ entities: EntityLookup) -> RuleReads {
        guard case .entity(let entity) = element else { return RuleReads() }
        return RuleReads(names: [entity.name] + entity.relationships.filter { !$0.isTransient }.map(\.destination), descendants: true)
    }

    private static func isSynced(_ name: String, _ sync: CloudKitSync) -> Bool {
        sync.defaultIsSynced || sync.configuration(syncing: name) != nil
    }

    static func check(_ element: BuiltElement, _ input: RuleInput, _ sync: CloudKitSync) -> RuleOutput {
        guard case .entity(let entity) = element else { return RuleOutput(dependsOn: []) }
        var model = input.model
        model.reindex()
        // Only the first entity of a name has declarations the rules report.
        guard model.entity(named: entity.name)?.nameRange == entity.nameRange else { return RuleOutput(dependsOn: []) }
        let reporters = (isSynced(entity.name, sync) ? [entity] : []) + input.descendants.filter { isSynced($0.name, sync) }
        return output(entity, reporters: reporters, model, sync)
    }

    private static func output(_ entity: Entity, reporters: [Entity], _ model: Model, _ sync: CloudKitSync) -> RuleOutput {
        guard !reporters.isEmpty else { return RuleOutput(dependsOn: []) }
        let result = CloudKitRules.diagnostics(of: entity, reporters: reporters, in: model, sync: sync)
        var names: Set<String> = [entity.name]
        for r in entity.relationships where !r.isTransient { names.insert(r.destination) }
        for i in result.decisive { names.insert(reporters[i].name) }
        let selfContained = result.closedAfter == 0 && reporters[0].nameRange == entity.nameRange
        return RuleOutput(diagnostics: result.diagnostics, dependsOn: Array(names), dependsOnDescendants: !selfContained)
    }

    /// Every entity, with the synced entities that have each one's declarations gathered in one
    /// walk up from each synced entity, in file order (as the whole-model pass reaches them).
    static var hasWholeModelPass: Bool { true }

    static func checkAll(_ model: Model, checking: [BuiltElement], unresolved: Set<String>, _ sync: CloudKitSync) -> [RuleOutput]? {
        var model = model
        model.reindex()
        let entities = model.entities
        var first: [String: Int] = [:]
        for (i, e) in entities.enumerated() where first[e.name] == nil { first[e.name] = i }
        var reporters: [Int: [Int]] = [:]
        let synced = entities.indices.filter { isSynced(entities[$0].name, sync) && first[entities[$0].name] == $0 }
        for s in synced { reporters[s, default: []].append(s) }
        for s in synced {
            var seen: Set<String> = [entities[s].name]
            var next = entities[s].parent.flatMap { first[$0] }
            while let a = next, seen.insert(entities[a].name).inserted {
                reporters[a, default: []].append(s)
                next = entities[a].parent.flatMap { first[$0] }
            }
        }
        return entities.indices.map { i in
            guard first[entities[i].name] == i else { return RuleOutput(dependsOn: []) }
            return output(entities[i], reporters: (reporters[i] ?? []).map { entities[$0] }, model, sync)
        }
    }

    static func checkModel(_ checker: inout Checker) { checker.checkCloudKit() }
}
