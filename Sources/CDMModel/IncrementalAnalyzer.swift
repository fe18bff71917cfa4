// Keeps a file's model and diagnostics current edit by edit: rebuilds the declarations an edit reparsed and
// rechecks only what depends on them, with the results `Analyzer.analyze` gives for the whole file.

import CDMSyntax

/// The analysis of one file kept up to date with an `IncrementalParser`.
///
/// Each top-level unit of the parser has a state here: what the model builder made of it (an
/// entity, a composite…, with its diagnostics) and, for an entity, what the checker says of it.
/// After an edit only these are redone:
/// - the units the parser reparsed, and units whose types name something whose presence changed
///   (a type that became an entity), or that suggested a name from every entity (an unknown type);
/// - the checks of the entities that looked up a name the edit touched: the entity itself, its
///   ancestors, the destinations of its relationships and their inverses' owners;
/// - the repeated-name checks of the touched names; the composite checks when a composite changed;
///   the configuration and fetch request checks when one of them or the set of entity names changed.
/// Diagnostics are kept with offsets relative to the unit they point into, so units that only
/// moved cost nothing. The differential tests compare every result with a full analysis.
public final class IncrementalAnalyzer {
    let defaultModelName: String
    private var units: [UnitState] = []

    /// Entity and composite declarations by name, in file order (syntax only: they exist before building).
    private var entityDeclarers: [String: [UnitState]] = [:]
    private var compositeDeclarers: [String: [UnitState]] = [:]
    private var entityNames: Set<String> = []
    private var compositeNames: Set<String> = []

    /// Units by the type names their members use (rebuilt when such a name appears or disappears).
    private var typeUsers: [String: UnitSet] = [:]
    /// Units that suggested a type from every name (rebuilt whenever a name appears or disappears).
    private var suggestingUnits = UnitSet()
    /// Entity units by the names their checks start a lookup from (the walk up from a name to its
    /// ancestors is not recorded: a change to an ancestor reaches them through `childrenOf`).
    private var checkUsers: [String: UnitSet] = [:]
    /// Entity units by the name of the parent they declare (present or not).
    private var childrenOf: [String: UnitSet] = [:]
    /// Units whose suggestions were cut short because the file's suggestion budget ran out.
    private var starvedUnits = UnitSet()
    /// Entity units whose checks suggested from every entity name.
    private var checkSuggestingUnits = UnitSet()
    /// Units with any diagnostic.
    private var diagnosed = UnitSet()
    /// The suggestions' cost over all units, to tell when a full analysis would run out of its budget.
    private var suggestionCost = 0

    // Checks of more than one declaration.
    private var duplicateDiagnostics: [String: [StoredDiagnostic]] = [:]
    private var compositeDiagnostics: [StoredDiagnostic] = []
    private var referenceDiagnostics: [StoredDiagnostic] = []
    /// The names that break generated code, checked over every entity when a unit was built or removed.
    private var generatedNameDiagnostics: [StoredDiagnostic] = []
    private var generatedNamesStale = false
    /// Generated files that would be one file on macOS (`generated-file-collision`): found again
    /// only when what names the files changed (`FileNaming`), else placed again where their
    /// declarations now are, so that typing in an entity's body does not redo it.
    private var fileCollisionDiagnostics: [StoredDiagnostic] = []
    private var fileCollisionReports: [GeneratedFileCollisions.Report] = []
    private var fileNaming: FileNaming?
    private var fileNamesStale = false
    /// The units holding a `generate` line: most files have none, and a scan of every unit for one
    /// per keystroke was a quarter of an edit's time at 10,000 entities.
    private var generateUnits = UnitSet()
    /// What decides which entities CloudKit syncs (the configurations and the model's settings;
    /// no entities), or nil while the model syncs nothing.
    private var cloudKitSync: CloudKitSync?
    /// The CloudKit rules' diagnostics on each entity unit's declarations, for the units that have any.
    private var cloudKitDiagnostics: [ObjectIdentifier: [StoredDiagnostic]] = [:]
    /// The names each entity unit's CloudKit check depends on (see `checkCloudKit(owner:)`).
    private var cloudKitNames: [ObjectIdentifier: [String]] = [:]
    /// Entity units by the names their CloudKit checks depend on.
    private var cloudKitUsers: [String: UnitSet] = [:]
    /// Synced entity units whose own check left nothing for the entities that inherit from them to
    /// report: what those do cannot change their diagnostics.
    private var cloudKitSelfContained: Set<ObjectIdentifier> = []
    /// How many entity units the last update checked the CloudKit rules of (for the tests).
    private(set) var cloudKitChecks = 0

    // What changed since the last update.
    private var unbuilt = UnitSet()
    private var touchedNames: Set<String> = []
    /// Whether each name touched since the last update was an entity's and a composite's before.
    private var presenceBefore: [String: (entity: Bool, composite: Bool)] = [:]
    private var modelDeclarationsChanged = false
    private var compositesChanged = false
    private var referencesChanged = false
    private var cachedDiagnostics: [Diagnostic]?
    /// The whole analysis made when the file is past the suggestion budget, for `analysis` to reuse.
    private var cachedWholeAnalysis: Analysis?
    /// The last whole model made, for its name index while no entity is added, removed or renamed.
    private var indexedModel: Model?

    private var builder: ModelBuilder

    /// When entities are checked in one pass over the whole model rather than one by one.
    enum WholeModelChecks { case whenCheaper, always }
    /// `.always` lets the tests compare the whole-model pass with a full analysis on small files.
    var wholeModelChecks = WholeModelChecks.whenCheaper

    /// Starts with no units; `apply` the parser's initial units.
    public init(defaultModelName: String) {
        self.defaultModelName = defaultModelName
        builder = ModelBuilder(defaultModelName: defaultModelName)
    }

    /// A unit's stored diagnostics name the units they point into, the unit itself among them: let
    /// go of those references so the units (and their trees) are freed with the analyzer.
    deinit {
        for u in units { u.releaseDiagnostics() }
    }

    /// Starts with every unit of `parser`.
    public convenience init(parser: IncrementalParser, defaultModelName: String) {
        self.init(defaultModelName: defaultModelName)
        apply(IncrementalParser.Splice(removed: 0..<0, inserted: parser.units.count), parser: parser)
    }

    // MARK: - Edits

    /// Mirrors an edit of the parser's units (call once per `IncrementalParser.edit`, in order).
    public func apply(_ splice: IncrementalParser.Splice, parser: IncrementalParser) {
        cachedDiagnostics = nil
        cachedWholeAnalysis = nil
        let lower = splice.removed.lowerBound
        var replacement: [UnitState] = []
        replacement.reserveCapacity(splice.inserted)
        var kept: Set<ObjectIdentifier> = []
        for j in 0..<splice.inserted {
            let unit = parser.units[lower + j]
            let old = lower + j < splice.removed.upperBound ? units[lower + j] : nil
            if let old, let node = unit.node, old.node === node {
                // The parser kept this unit's node: so does the analysis.
                kept.insert(ObjectIdentifier(old))
                replacement.append(old)
            } else {
                replacement.append(UnitState(unit: unit, index: lower + j, name: declaredTypeName(unit)))
            }
        }
        let removedNames = units[splice.removed].compactMap { $0.kind == .entityDecl && !kept.contains(ObjectIdentifier($0)) ? $0.typeName : nil }
        let insertedNames = replacement.compactMap { $0.kind == .entityDecl && !kept.contains(ObjectIdentifier($0)) ? $0.typeName : nil }
        if removedNames != insertedNames { indexedModel = nil }
        for old in units[splice.removed] where !kept.contains(ObjectIdentifier(old)) { unregister(old) }
        units.replaceSubrange(splice.removed, with: replacement)
        let renumberFrom = lower
        let renumberTo = splice.removed.count == splice.inserted ? lower + splice.inserted : units.count
        for i in renumberFrom..<renumberTo { units[i].index = i }
        for u in replacement where !kept.contains(ObjectIdentifier(u)) { register(u) }
    }

    private func declaredTypeName(_ unit: IncrementalParser.Unit) -> String? {
        guard let node = unit.node, node.kind == .entityDecl || node.kind == .compositeDecl else { return nil }
        return builder.declaredName(SyntaxRef(node: node, offset: 0))?.name
    }

    private func register(_ u: UnitState) {
        unbuilt.insert(u)
        if u.hasSyntaxDiagnostics { diagnosed.insert(u) }
        switch u.kind {
        case .entityDecl?:
            if let name = u.typeName {
                notePresence(name)
                addDeclarer(u, name, to: &entityDeclarers, names: &entityNames)
            }
        case .compositeDecl?:
            if let name = u.typeName {
                notePresence(name)
                addDeclarer(u, name, to: &compositeDeclarers, names: &compositeNames)
            }
            compositesChanged = true
        case .modelDecl?: modelDeclarationsChanged = true
        case .configurationDecl?, .fetchRequestDecl?: referencesChanged = true
        default: break
        }
    }

    private func unregister(_ u: UnitState) {
        u.removed = true
        generatedNamesStale = true
        if u.hasEntity || u.hasComposite || u.generate != nil { fileNamesStale = true }
        unbuilt.remove(u)
        diagnosed.remove(u)
        forgetBuild(u)
        forgetCheck(u)
        forgetCloudKit(u)
        u.releaseDiagnostics()
        switch u.kind {
        case .entityDecl?:
            if let name = u.typeName {
                notePresence(name)
                removeDeclarer(u, name, from: &entityDeclarers, names: &entityNames)
            }
        case .compositeDecl?:
            if let name = u.typeName {
                notePresence(name)
                removeDeclarer(u, name, from: &compositeDeclarers, names: &compositeNames)
            }
            compositesChanged = true
        case .modelDecl?: modelDeclarationsChanged = true
        case .configurationDecl?, .fetchRequestDecl?: referencesChanged = true
        default: break
        }
    }

    private func notePresence(_ name: String) {
        touchedNames.insert(name)
        if presenceBefore[name] == nil { presenceBefore[name] = (entityNames.contains(name), compositeNames.contains(name)) }
    }

    private func addDeclarer(_ u: UnitState, _ name: String, to table: inout [String: [UnitState]], names: inout Set<String>) {
        var list = table[name] ?? []
        if list.isEmpty { names.insert(name) }
        let at = list.firstIndex { $0.index > u.index } ?? list.count
        list.insert(u, at: at)
        table[name] = list
    }

    private func removeDeclarer(_ u: UnitState, _ name: String, from table: inout [String: [UnitState]], names: inout Set<String>) {
        guard var list = table[name] else { return }
        list.removeAll { $0 === u }
        if list.isEmpty {
            table[name] = nil
            names.remove(name)
        } else {
            table[name] = list
        }
    }

    private func forgetBuild(_ u: UnitState) {
        if u.registeredTypes, let node = u.node {
            // What `apply` registered, read again from the unit's node (which never changes).
            for name in Self.referencedTypes(node) { typeUsers[name]?.remove(u) }
            u.registeredTypes = false
        }
        if let parent = u.entityParent { childrenOf[parent]?.remove(u) }
        suggestingUnits.remove(u)
        starvedUnits.remove(u)
        generateUnits.remove(u)
        suggestionCost -= u.suggestionCost
        u.suggestionCost = 0
    }

    private func forgetCheck(_ u: UnitState) {
        for name in u.checkNames { checkUsers[name]?.remove(u) }
        checkSuggestingUnits.remove(u)
        u.checkNames = []
    }

    // MARK: - Results

    /// Every diagnostic of the file, sorted by position: what `Analyzer.analyze` reports.
    public func diagnostics(parser: IncrementalParser) -> [Diagnostic] {
        if let d = cachedDiagnostics { return d }
        update(parser)
        let d: [Diagnostic]
        if suggestionCost > Suggester.budget {
            // A full analysis would run out of suggestions part-way; only a full analysis says where.
            let whole = Analyzer.analyze(parsed: parser.parsedFile, defaultModelName: defaultModelName)
            cachedWholeAnalysis = whole
            d = whole.diagnostics
        } else {
            d = assembleDiagnostics(parser)
        }
        cachedDiagnostics = d
        return d
    }

    /// The whole analysis: the tree, the model and the diagnostics.
    public func analysis(parser: IncrementalParser) -> Analysis {
        let diagnostics = diagnostics(parser: parser)
        let parsed = parser.parsedFile
        if suggestionCost > Suggester.budget {
            return cachedWholeAnalysis ?? Analyzer.analyze(parsed: parsed, defaultModelName: defaultModelName)
        }
        var model = Model(name: defaultModelName)
        if let first = firstModelUnit() {
            bringCurrent(first, parser)
            if let fields = first.modelFields { model = fields }
        }
        // Exactly: grown by doubling, the array of 21,398 entities took room for 32,768.
        model.entities.reserveCapacity(units.reduce(0) { $0 + ($1.hasEntity ? 1 : 0) })
        for u in units {
            guard u.kind != nil else { continue }
            bringCurrent(u, parser)
            if let e = u.entity { model.entities.append(e) }
            if let c = u.composite { model.composites.append(c) }
            if let c = u.configuration { model.configurations.append(c) }
            if let f = u.fetchRequest { model.fetchRequests.append(f) }
            if let g = u.generate { model.generates.append(g) }
        }
        if let indexed = indexedModel {
            model.reindex(like: indexed)
        } else {
            model.reindex()
            // Keep only the index: the model's other storage is updated in place later.
            var index = Model(name: defaultModelName)
            index.reindex(like: model)
            indexedModel = index
        }
        return Analysis(parsed: parsed, model: model, diagnostics: diagnostics)
    }

    private func firstModelUnit() -> UnitState? {
        units.first { $0.kind == .modelDecl && $0.modelFields != nil }
    }

    // MARK: - Updating

    /// Rebuilds and rechecks what the edits since the last update made stale.
    private func update(_ parser: IncrementalParser) {
        // Names that appeared or disappeared (not those removed and added back by one edit).
        var presenceChanged: Set<String> = []
        var entityPresenceChanged = false
        for (name, before) in presenceBefore {
            let isEntity = entityNames.contains(name)
            if before.entity != isEntity || before.composite != compositeNames.contains(name) { presenceChanged.insert(name) }
            if before.entity != isEntity { entityPresenceChanged = true }
        }
        // Units to build: new ones, and those whose types' meaning may have changed.
        var toBuild = unbuilt
        if !presenceChanged.isEmpty {
            for name in presenceChanged { toBuild.formUnion(typeUsers[name]) }
            toBuild.formUnion(suggestingUnits)
        }
        if modelDeclarationsChanged {
            for u in units where u.kind == .modelDecl { toBuild.remove(u) }
            buildModelDeclarations(parser)
            // The model's name is the builder type's, which no class may take, and names files.
            generatedNamesStale = true
            fileNamesStale = true
        }
        var toCheck = UnitSet()
        func rebuild(_ units: UnitSet) {
            let list = units.sorted().filter { !$0.removed }
            let prebuilt = prebuildInHalves(list, parser)
            for (i, u) in list.enumerated() {
                // A declaration built ahead that asked for no suggestion is what `build` makes of
                // it, whatever the budget; one that asked is built again with the budget left.
                if let built = prebuilt?[i], built.demanded == 0 {
                    forgetBuild(u)
                    apply(built, to: u, parser)
                } else {
                    build(u, parser)
                }
                if u.hasEntity { toCheck.insert(u) }
            }
        }
        if !toBuild.isEmpty { generatedNamesStale = true }
        rebuild(toBuild)
        // Units whose suggestions the budget cut short, now that the file is within it again.
        if suggestionCost <= Suggester.budget { rebuild(starvedUnits) }
        // Let go of the name sets, so that the next edit updates them in place.
        builder = ModelBuilder(defaultModelName: defaultModelName)
        // Checks that looked up a touched name or one inheriting from it, or suggested from every name.
        for name in namesInheritingFrom(touchedNames) { toCheck.formUnion(checkUsers[name]) }
        if !presenceChanged.isEmpty { toCheck.formUnion(checkSuggestingUnits) }
        let checking = toCheck.sorted().filter { !$0.removed }
        if !checking.isEmpty && (wholeModelChecks == .always || entityByEntityChecks(of: checking, cost: 8 * entityNames.count + 10_000)) {
            for u in checking where !u.hasEntity { check(u, parser) }
            checkWholeModel(parser)
        } else {
            for u in checking { check(u, parser) }
        }
        for name in touchedNames { checkDuplicates(name, parser) }
        if compositesChanged { checkComposites(parser) }
        if referencesChanged || entityPresenceChanged { checkReferences(parser) }
        if generatedNamesStale { checkGeneratedNames(parser) }
        generatedNamesStale = false
        if fileNamesStale { checkFileCollisions(parser) }
        fileNamesStale = false
        checkCloudKit(parser)
        unbuilt = UnitSet()
        touchedNames = []
        presenceBefore = [:]
        modelDeclarationsChanged = false
        compositesChanged = false
        referencesChanged = false
    }

    /// A fresh builder for one declaration: whatever it keeps per file (memos, budgets) starts empty,
    /// as for a file of that one declaration; it sees every entity and composite name.
    private func resetBuilder() {
        builder = ModelBuilder(defaultModelName: defaultModelName)
        builder.entityNames = entityNames
        builder.compositeNames = compositeNames
        // The declarations share the file's budget: once it is spent, a whole analysis answers.
        builder.suggester.allowance = max(0, Suggester.budget - suggestionCost)
    }

    /// Declarations this many and more (opening a large file) are built ahead in two halves at once.
    static let prebuildThreshold = 2000

    /// The builder's results for `list`, built in two halves on two threads, in `list`'s order;
    /// nil for a short list, one core, or declarations that cost suggestions before (whose
    /// forgetting changes the budget). They are built with no allowance for suggestions: one that
    /// asks for none is what `build` makes of it; one that asks is built again by `rebuild`, with the
    /// budget the declarations before it left. (With the whole budget each, 6,250 unknown types
    /// compared each with every name again: the regression `HostileDocumentTests` catches.)
    private func prebuildInHalves(_ list: [UnitState], _ parser: IncrementalParser) -> Halves<BuiltDeclaration?>? {
        guard list.count >= Self.prebuildThreshold, canRunInParallel, list.allSatisfy({ $0.suggestionCost == 0 }) else { return nil }
        var template = freshBuilder()
        template.suggester.allowance = 0
        let jobs = list.map { u in u.node.map { SyntaxRef(node: $0, offset: parser.starts[u.index]) } }
        func build(_ half: ArraySlice<SyntaxRef?>) -> [BuiltDeclaration?] {
            // One memo of shared property nodes per half, passed from builder to builder (moved,
            // never copied: a copy would duplicate the table once per declaration).
            var memo: BuildMemo? = BuildMemo()
            return half.map { job in
                job.map { ref in
                    var builder = template
                    swap(&builder.memo, &memo)
                    var saw: TextRange?
                    builder.buildDeclaration(ref, sawModel: &saw)
                    swap(&builder.memo, &memo)
                    return BuiltDeclaration(builder)
                }
            }
        }
        let middle = jobs.count / 2
        let (first, second) = inParallel({ build(jobs[..<middle]) }, { build(jobs[middle...]) })
        // Not joined: a joined copy held every result twice while a large file opened.
        return Halves(first: first, second: second)
    }

    /// A fresh builder for one declaration (what `resetBuilder` makes).
    private func freshBuilder() -> ModelBuilder {
        var builder = ModelBuilder(defaultModelName: defaultModelName)
        builder.entityNames = entityNames
        builder.compositeNames = compositeNames
        builder.suggester.allowance = max(0, Suggester.budget - suggestionCost)
        return builder
    }

    /// Builds one declaration at its current offset.
    private func build(_ u: UnitState, _ parser: IncrementalParser) {
        // Forgotten first: the builder's allowance is what the other declarations left.
        forgetBuild(u)
        guard u.node != nil else {
            if u.hasEntity || u.hasComposite || u.generate != nil { fileNamesStale = true }
            u.clearElements()
            refreshDiagnosed(u)
            return
        }
        let start = parser.starts[u.index]
        resetBuilder()
        var saw: TextRange?
        builder.buildDeclaration(SyntaxRef(node: u.node!, offset: start), sawModel: &saw)
        apply(BuiltDeclaration(builder), to: u, parser)
    }

    /// Keeps what `built` (a builder that built `u`'s declaration alone) made of it, and registers
    /// it; what `u` registered before is forgotten already.
    private func apply(_ built: BuiltDeclaration?, to u: UnitState, _ parser: IncrementalParser) {
        // What names generated files may have changed (checkFileCollisions finds out whether it did).
        if u.hasEntity || u.hasComposite || u.generate != nil { fileNamesStale = true }
        u.clearElements()
        defer { if u.hasEntity || u.hasComposite || u.generate != nil { fileNamesStale = true } }
        guard let node = u.node, let built else {
            refreshDiagnosed(u)
            return
        }
        let start = parser.starts[u.index]
        u.builtStart = start
        switch built.element {
        case .entity(let e): u.entity = e
        case .composite(let c): u.composite = c
        case .configuration(let c): u.configuration = c
        case .fetchRequest(let f): u.fetchRequest = f
        case .generate(let g): u.generate = g
        case .nothing, .model: break
        }
        if u.generate != nil { generateUnits.insert(u) }
        u.unresolved = built.unresolved
        u.builderDiagnostics = built.diagnostics.map { store($0, owners: [u], parser) }
        u.suggestionCost = built.demanded
        suggestionCost += u.suggestionCost
        if built.refusedAny { starvedUnits.insert(u) }
        if let parent = u.entityParent { childrenOf[parent, default: UnitSet()].insert(u) }
        if u.kind == .entityDecl || u.kind == .compositeDecl {
            // Not kept on the unit (2 MB for 21,000 entities): `forgetBuild` reads them again.
            let referencedTypes = Self.referencedTypes(node)
            for name in referencedTypes { typeUsers[name, default: UnitSet()].insert(u) }
            u.registeredTypes = true
            if referencedTypes.contains(where: { !entityNames.contains($0) && !compositeNames.contains($0) && AttributeType(rawValue: $0) == nil }) {
                suggestingUnits.insert(u)
            }
            if let name = u.typeName { touchedNames.insert(name) }
        }
        if u.kind == .compositeDecl { compositesChanged = true }
        if u.kind == .configurationDecl || u.kind == .fetchRequestDecl { referencesChanged = true }
        refreshDiagnosed(u)
    }

    /// Every `model` line, in order: the first names the model, the others are reported.
    private func buildModelDeclarations(_ parser: IncrementalParser) {
        var saw: TextRange?
        var first: UnitState?
        for u in units where u.kind == .modelDecl && !u.removed {
            guard let node = u.node else { continue }
            forgetBuild(u)
            u.clearElements()
            let start = parser.starts[u.index]
            resetBuilder()
            let wasFirst = saw == nil
            builder.buildDeclaration(SyntaxRef(node: node, offset: start), sawModel: &saw)
            u.builtStart = start
            if wasFirst && saw != nil {
                u.modelFields = builder.model
                first = u
            }
            u.builderDiagnostics = builder.diagnostics.map { store($0, owners: [u] + (first.map { [$0] } ?? []), parser) }
            u.suggestionCost = builder.suggester.demanded
            suggestionCost += u.suggestionCost
            refreshDiagnosed(u)
        }
    }

    /// The names written as types in a declaration's members (`[Entity]`, `Type?`, `Transformable<Class>`).
    /// Past a few dozen names, each is looked up in a set beside the list: an entity of 800,000
    /// members on one line names as many types, and searching the list was quadratic (54% of the
    /// server's time on that document). A usual entity's few names are searched in the list.
    static func referencedTypes(_ node: SyntaxNode) -> [String] {
        var out: [String] = []
        var seen: Set<String>?
        for child in node.children {
            guard case .node(let member) = child, member.kind == .property || member.kind == .fetchedProperty else { continue }
            for part in member.children {
                guard case .node(let type) = part, type.kind == .type else { continue }
                for element in type.children {
                    if case .token(let t) = element, t.kind == .identifier {
                        let name = t.name
                        if seen != nil {
                            if seen!.insert(name).inserted { out.append(name) }
                        } else if !out.contains(name) {
                            out.append(name)
                            if out.count == 32 { seen = Set(out) }
                        }
                    }
                }
            }
        }
        // Kept as long as the unit: once per name, without spare capacity.
        out.shrinkToFit()
        return out
    }

    // MARK: - Checks

    /// Moves a unit's model elements to where the unit is now.
    private func bringCurrent(_ u: UnitState, _ parser: IncrementalParser) {
        let start = parser.starts[u.index]
        let delta = start - u.builtStart
        guard delta != 0 else { return }
        u.builtStart = start
        u.entity?.shift(by: delta)
        u.composite?.shift(by: delta)
        u.configuration?.shift(by: delta)
        u.fetchRequest?.shift(by: delta)
        u.generate?.shift(by: delta)
        if let r = u.modelFields?.nameRange { u.modelFields?.nameRange = r.shifted(by: delta) }
        if let r = u.modelFields?.supportsVersionsFrom?.range { u.modelFields?.supportsVersionsFrom?.range = r.shifted(by: delta) }
    }

    private func firstEntity(_ name: String) -> UnitState? {
        entityDeclarers[name]?.first { $0.hasEntity }
    }

    /// Checks one entity against the entities it looks up (a small model of just those).
    private func check(_ u: UnitState, _ parser: IncrementalParser) {
        forgetCheck(u)
        u.parentDiagnostics = []
        u.memberDiagnostics = []
        bringCurrent(u, parser)
        guard let entity = u.entity else {
            refreshDiagnosed(u)
            return
        }
        var involved = UnitSet()
        func chain(_ start: String) {
            var name = start
            var seen: Set<String> = []
            while true {
                guard seen.insert(name).inserted, let d = firstEntity(name), let e = d.entity else { return }
                involved.insert(d)
                guard let parent = e.parent else { return }
                name = parent
            }
        }
        let sameName = (entityDeclarers[entity.name] ?? []).filter { $0.hasEntity }
        for d in sameName {
            involved.insert(d)
            if let parent = d.entity?.parent { chain(parent) }
        }
        for r in entity.relationships {
            chain(r.destination)
            for name in inverseDestinations(r) { chain(name) }
        }
        // An unknown parent is matched against every entity and composite name.
        let suggestsFromAll = entity.parent.map { firstEntity($0) == nil } ?? false
        var model = Model(name: defaultModelName)
        let members: [UnitState]
        if suggestsFromAll {
            members = units.filter { $0.hasEntity }
            for c in units where c.hasComposite {
                bringCurrent(c, parser)
                model.composites.append(c.composite!)
            }
        } else {
            members = involved.sorted()
        }
        for m in members {
            bringCurrent(m, parser)
            model.entities.append(m.entity!)
        }
        // The checker indexes its copy of the model's names; what follows reads that copy.
        var checker = Checker(model: model)
        model = checker.model
        checker.entitiesWithUnresolvedMembers = sameName.contains { $0.unresolved } ? [entity.name] : []
        var cyclic: Set<String> = []
        let owners = [u] + members.filter { $0 !== u }
        for d in sameName {
            let before = checker.diagnostics.count
            checker.checkParent(d.entity!, &cyclic)
            if d === u { u.parentDiagnostics = checker.diagnostics[before...].map { store($0, owners: owners, parser) } }
        }
        let before = checker.diagnostics.count
        if let chain = Self.ancestorsFromRoot(of: entity, in: model) {
            // As the whole-model pass walks it: down from its root through the first entity of each
            // name. (A repeated name's second declaration naming the first as its parent inherits from
            // it there, which `Model.ancestors`, stopping at the entity's own name, does not see.)
            var inherited: [String: (Entity, TextRange)] = [:]
            for a in chain.reversed() {
                for (name, range) in checker.propertyNames(a) where inherited[name] == nil { inherited[name] = (a, range) }
            }
            checker.checkMembers(entity, cyclic: false, inherited: inherited, ancestorsHaveProperties: chain.contains { $0.propertyCount > 0 })
        } else {
            checker.checkMembers(entity, cyclic: cyclic.contains(entity.name))
        }
        u.memberDiagnostics = checker.diagnostics[before...].map { store($0, owners: owners, parser) }
        recordLookups(u, entity, suggestsFromAll: suggestsFromAll)
        refreshDiagnosed(u)
    }

    /// The ancestors of `entity`, nearest first, when a root (an entity without a parent, or whose
    /// parent names no entity) is reached going up through the first entity of each name, as
    /// `Checker.checkAllMembers` walks the model; nil when the way up goes round a cycle.
    static func ancestorsFromRoot(of entity: Entity, in model: Model) -> [Entity]? {
        var chain: [Entity] = []
        var seen: Set<String> = []
        var next = entity.parent
        while let name = next, let parent = model.entity(named: name) {
            guard seen.insert(name).inserted else { return nil }
            chain.append(parent)
            next = parent.parent
        }
        return chain
    }

    /// Records the names an entity's checks start a lookup from: its own (declarations sharing it),
    /// its parent, its destinations and their inverses' destinations. The checks also walk up from
    /// each to its ancestors; those are found through `childrenOf` when one of them changes.
    private func recordLookups(_ u: UnitState, _ entity: Entity, suggestsFromAll: Bool) {
        var names: Set<String> = [entity.name]
        for d in entityDeclarers[entity.name] ?? [] { if let parent = d.entityParent { names.insert(parent) } }
        for r in entity.relationships {
            names.insert(r.destination)
            names.formUnion(inverseDestinations(r))
        }
        u.checkNames = Array(names)
        for name in names { checkUsers[name, default: UnitSet()].insert(u) }
        if suggestsFromAll { checkSuggestingUnits.insert(u) }
    }

    /// The destinations of the relationships that may be `r`'s inverse: those named like it on its
    /// destination and the destination's ancestors (the checks look them up too).
    private func inverseDestinations(_ r: Relationship) -> [String] {
        guard let inverse = r.inverse else { return [] }
        var out: [String] = []
        var next = firstEntity(r.destination)
        var seen: Set<String> = []
        // Read in place, without copying out each entity passed (a set only past the first).
        while let d = next, d.hasEntity, let name = d.typeName {
            if d.entityParent != nil || !seen.isEmpty {
                guard seen.insert(name).inserted else { break }
            }
            d.forEachEntityRelationship { b in if b.name == inverse { out.append(b.destination) } }
            next = d.entityParent.flatMap(firstEntity)
        }
        return out
    }

    /// `names` and the names of every entity that inherits from one of them, however far down.
    private func namesInheritingFrom(_ names: Set<String>) -> Set<String> {
        var out = names
        var pending = Array(names)
        while let name = pending.popLast() {
            guard let children = childrenOf[name] else { continue }
            children.forEach { child in
                guard !child.removed else { return }
                if let n = child.typeName, out.insert(n).inserted { pending.append(n) }
            }
        }
        return out
    }

    /// Whether checking `units` one by one would put more than `limit` entities in their small
    /// models (each entity's ancestors, its destinations' and their ancestors'): past a multiple of
    /// the file's entities, one pass over the whole model is cheaper (a 10,000-entity chain: 50
    /// million against 10,000). Making and indexing each small model and its checker counts as
    /// `smallModelCost` entities more: opening a file checks every entity, and one small model per
    /// entity took twice the whole-model pass (236 against 192 ms at 10,000 entities).
    static let smallModelCost = 8

    private func entityByEntityChecks(of units: [UnitState], cost limit: Int) -> Bool {
        var lengths: [String: Int] = [:]
        /// The entities from `start` up its ancestors (a cycle counts once around).
        func chainLength(_ start: String) -> Int {
            var path: [String] = []
            var onPath: Set<String> = []
            var name = start
            var base = 0
            while true {
                if let known = lengths[name] {
                    base = known
                    break
                }
                guard onPath.insert(name).inserted, let e = firstEntity(name)?.entity else { break }
                path.append(name)
                guard let parent = e.parent else { break }
                name = parent
            }
            for (i, n) in path.enumerated().reversed() { lengths[n] = base + path.count - i }
            return lengths[start] ?? base
        }
        var cost = 0
        for u in units {
            guard let e = u.entity else { continue }
            cost += Self.smallModelCost + 1 + (e.parent.map(chainLength) ?? 0)
            if let parent = e.parent, firstEntity(parent) == nil { cost += entityNames.count }
            for r in e.relationships { cost += chainLength(r.destination) * (r.inverse == nil ? 1 : 2) }
            if cost > limit { return true }
        }
        return false
    }

    /// Checks every entity in one pass over the whole model, as `Analyzer` does, and keeps each
    /// entity's diagnostics with it as its own check would have.
    private func checkWholeModel(_ parser: IncrementalParser) {
        let entityUnits = units.filter { $0.hasEntity }
        var model = Model(name: defaultModelName)
        // Exactly: grown by doubling, 21,398 entities took room for 32,768 (2.3 MB more).
        model.entities.reserveCapacity(entityUnits.count)
        for u in entityUnits {
            bringCurrent(u, parser)
            model.entities.append(u.entity!)
        }
        for c in units where c.hasComposite {
            bringCurrent(c, parser)
            model.composites.append(c.composite!)
        }
        var checker = Checker(model: model)
        checker.entitiesWithUnresolvedMembers = Set(entityUnits.filter(\.unresolved).map { $0.entity!.name })
        var cyclic: Set<String> = []
        let cycles = checker.inheritanceCycles()
        for u in entityUnits {
            forgetCheck(u)
            let before = checker.diagnostics.count
            checker.checkParent(u.entity!, &cyclic, cycles: cycles)
            u.parentDiagnostics = checker.diagnostics[before...].map { store($0, owners: [u], parser) }
        }
        let reported = checker.checkAllMembers(cyclic: cyclic)
        for (i, u) in entityUnits.enumerated() {
            let entity = u.entity!
            u.memberDiagnostics = checker.diagnostics[reported[i]].map { store($0, owners: [u], parser) }
            recordLookups(u, entity, suggestsFromAll: entity.parent.map { firstEntity($0) == nil } ?? false)
            refreshDiagnosed(u)
        }
    }

    /// Entities and composites that share `name`.
    private func checkDuplicates(_ name: String, _ parser: IncrementalParser) {
        let entities = (entityDeclarers[name] ?? []).filter { $0.hasEntity }
        let composites = (compositeDeclarers[name] ?? []).filter { $0.hasComposite }
        guard entities.count + composites.count > 1 else {
            duplicateDiagnostics[name] = nil
            return
        }
        var model = Model(name: defaultModelName)
        for e in entities {
            bringCurrent(e, parser)
            model.entities.append(e.entity!)
        }
        for c in composites {
            bringCurrent(c, parser)
            model.composites.append(c.composite!)
        }
        var checker = Checker(model: model)
        checker.checkDuplicateTypes()
        let owners = entities + composites
        duplicateDiagnostics[name] = checker.diagnostics.map { store($0, owners: owners, parser) }
    }

    /// Repeated composite attributes and composites that contain themselves.
    private func checkComposites(_ parser: IncrementalParser) {
        var model = Model(name: defaultModelName)
        let owners = units.filter { $0.hasComposite }
        for c in owners {
            bringCurrent(c, parser)
            model.composites.append(c.composite!)
        }
        var checker = Checker(model: model)
        checker.checkComposites()
        checker.checkCompositeCycles()
        compositeDiagnostics = checker.diagnostics.map { store($0, owners: owners, parser) }
    }

    /// The entities configurations and fetch requests name.
    private func checkReferences(_ parser: IncrementalParser) {
        var model = Model(name: defaultModelName)
        let owners = units.filter { $0.configuration != nil || $0.fetchRequest != nil }
        var referenced: [String] = []
        for u in owners {
            bringCurrent(u, parser)
            if let c = u.configuration {
                model.configurations.append(c)
                referenced += c.entities.map(\.name)
            }
            if let f = u.fetchRequest {
                model.fetchRequests.append(f)
                referenced.append(f.entity)
            }
        }
        if referenced.contains(where: { firstEntity($0) == nil }) {
            // An unknown entity is matched against every entity name.
            for u in units where u.hasEntity { model.entities.append(u.entity!) }
        } else {
            var seen: Set<String> = []
            for name in referenced where seen.insert(name).inserted {
                if let e = firstEntity(name)?.entity { model.entities.append(e) }
            }
        }
        var checker = Checker(model: model)
        checker.checkConfigurationsAndFetchRequests()
        referenceDiagnostics = checker.diagnostics.map { store($0, owners: owners, parser) }
    }

    /// Class and property names against the languages the `generate` lines ask for. Without a
    /// `generate` line only a class named like a Swift type is reported (`class-may-shadow-type`),
    /// entity by entity: only those entities are looked at.
    private func checkGeneratedNames(_ parser: IncrementalParser) {
        var model = Model(name: firstModelUnit()?.modelFields?.name ?? defaultModelName)
        for u in generateUnits.sorted() {
            bringCurrent(u, parser)
            model.generates.append(u.generate!)
        }
        let generates = !model.generates.isEmpty
        let owners = units.filter { $0.hasEntity && (generates || GeneratedNames.swiftTypes.contains($0.entity!.swiftClassName)) }
        for u in owners {
            bringCurrent(u, parser)
            model.entities.append(u.entity!)
        }
        if model.generatesSwiftData {
            // The SwiftData warnings read configurations and fetch requests too.
            for u in units where u.configuration != nil || u.fetchRequest != nil {
                bringCurrent(u, parser)
                if let c = u.configuration { model.configurations.append(c) }
                if let r = u.fetchRequest { model.fetchRequests.append(r) }
            }
        }
        var checker = Checker(model: model)
        checker.checkGeneratedNames()
        // Each range lies in its entity's unit, found by a binary search (not a scan of every owner).
        generatedNameDiagnostics = checker.diagnostics.map { store($0, owners: [], parser) }
    }

    /// What names the generated files, in the order of the declarations: unchanged, the collisions are too.
    private struct FileNaming: Equatable {
        var modelName: String
        var generates: [GenerateTarget]
        var entities: [(name: String, className: String?, codegen: Codegen)]
        var composites: [String]

        static func == (a: FileNaming, b: FileNaming) -> Bool {
            a.modelName == b.modelName && a.composites == b.composites
                && a.generates.elementsEqual(b.generates) { $0.kind == $1.kind && $0.path == $1.path && $0.language == $1.language }
                && a.entities.elementsEqual(b.entities) { $0.name == $1.name && $0.className == $1.className && $0.codegen == $1.codegen }
        }
    }

    /// The files of the `generate` lines, of every entity and composite (`generated-file-collision`).
    private func checkFileCollisions(_ parser: IncrementalParser) {
        guard !generateUnits.isEmpty else {
            fileCollisionDiagnostics = []
            fileCollisionReports = []
            fileNaming = nil
            return
        }
        var model = Model(name: firstModelUnit()?.modelFields?.name ?? defaultModelName)
        for u in generateUnits.sorted() {
            bringCurrent(u, parser)
            model.generates.append(u.generate!)
        }
        let entityUnits = units.filter { $0.hasEntity }
        let compositeUnits = units.filter { $0.hasComposite }
        var naming = FileNaming(modelName: model.name, generates: model.generates, entities: [], composites: [])
        naming.entities.reserveCapacity(entityUnits.count)
        for u in entityUnits {
            let e = u.entity!
            naming.entities.append((e.name, e.className, e.codegen))
        }
        naming.composites = compositeUnits.map { $0.typeName ?? $0.composite!.name }
        if naming != fileNaming {
            for u in entityUnits {
                bringCurrent(u, parser)
                model.entities.append(u.entity!)
            }
            for u in compositeUnits {
                bringCurrent(u, parser)
                model.composites.append(u.composite!)
            }
            fileCollisionReports = GeneratedFileCollisions.reports(model)
            fileNaming = naming
        }
        // Placed where the declarations are now.
        func range(_ site: GeneratedFileCollisions.Site) -> TextRange {
            switch site {
            case .entity(let i, let atClass):
                bringCurrent(entityUnits[i], parser)
                let e = entityUnits[i].entity!
                return atClass ? (e.classNameRange ?? e.nameRange) : e.nameRange
            case .composite(let i):
                bringCurrent(compositeUnits[i], parser)
                return compositeUnits[i].composite!.nameRange
            case .generate(let i): return model.generates[i].pathRange
            }
        }
        fileCollisionDiagnostics = fileCollisionReports.map { store($0.diagnostic(range: range), owners: [], parser) }
    }

    // MARK: - CloudKit

    /// The CloudKit rules (`CloudKitRules`), entity by entity. The rules on an entity's declarations
    /// read the entity, its ancestors (an inverse's fix asks what it inherits from), its
    /// relationships' destinations and their ancestors, the synced entities that inherit from it
    /// (each has the inherited declarations: the first one the whole-model pass reaches reports
    /// them), and which entities are synced. So an update rechecks the entities whose name, or a
    /// name they inherit from, was touched, those whose check depended on such a name, and the
    /// ancestors of those names that are synced (one may have come under them), but not an ancestor
    /// whose own check left nothing for what inherits from it to report. A configuration's edit
    /// counts as touching the names whose syncing it changed; every entity is rechecked only when
    /// the model's settings turn the default configuration's syncing on or off, or when `@cloudKit`
    /// configurations come or go altogether. While the model syncs nothing this costs nothing but
    /// a look at the configurations when one of them or the `model` line changed.
    private func checkCloudKit(_ parser: IncrementalParser) {
        cloudKitChecks = 0
        var everything = wholeModelChecks == .always
        // Entities whose syncing changed, as if their names were touched.
        var resynced: Set<String> = []
        if referencesChanged || modelDeclarationsChanged {
            let sync = currentCloudKitSync()
            if sync != cloudKitSync {
                if let sync, let old = cloudKitSync, sync.defaultIsSynced == old.defaultIsSynced,
                    sync.syncedMembers.isEmpty == old.syncedMembers.isEmpty
                {
                    resynced = sync.namesSyncedDifferently(from: old)
                } else {
                    // Every entity synced or none; or whether any relationship can leave a
                    // `@cloudKit` configuration changed (so which checks left nothing for below).
                    everything = true
                }
                cloudKitSync = sync
            }
        }
        guard let sync = cloudKitSync else {
            if !cloudKitNames.isEmpty || !cloudKitDiagnostics.isEmpty { forgetAllCloudKit() }
            return
        }
        if everything {
            checkAllCloudKit(sync, parser)
            return
        }
        // Every entity built or removed touched its name.
        var owners = UnitSet()
        var walked: Set<ObjectIdentifier> = []
        for name in namesInheritingFrom(touchedNames).union(resynced) {
            // The checks that read the name (among them, that of an entity no longer the first of it).
            owners.formUnion(cloudKitUsers[name])
            // The first entity of the name (built again, or the first now), and, when it is synced,
            // its ancestors: it may have come under them. (When it is not, the synced entities that
            // inherit from it are among the names, and walk up from themselves.)
            guard let first = firstEntity(name) else { continue }
            owners.insert(first)
            guard isSynced(name, sync) else { continue }
            var next = first.entity?.parent.flatMap(firstEntity)
            while let d = next, walked.insert(ObjectIdentifier(d)).inserted {
                if !cloudKitSelfContained.contains(ObjectIdentifier(d)) { owners.insert(d) }
                next = d.entity?.parent.flatMap(firstEntity)
            }
        }
        for u in owners.members where !u.removed { checkCloudKit(owner: u, reporters: nil, sync, parser) }
    }

    /// The configurations and the model's settings, or nil when they sync nothing.
    private func currentCloudKitSync() -> CloudKitSync? {
        var model = Model(name: defaultModelName)
        if let fields = firstModelUnit()?.modelFields { model.xcodeSettings = fields.xcodeSettings }
        for u in units where u.configuration != nil { model.configurations.append(u.configuration!) }
        guard CloudKitSync.isUsed(model) else { return nil }
        return CloudKitSync(model)
    }

    private func isSynced(_ name: String, _ sync: CloudKitSync) -> Bool {
        sync.defaultIsSynced || sync.configuration(syncing: name) != nil
    }

    /// Every entity, with the synced entities that have each one's declarations gathered in one
    /// walk up from each synced entity, in file order (as the whole-model pass reaches them).
    private func checkAllCloudKit(_ sync: CloudKitSync, _ parser: IncrementalParser) {
        forgetAllCloudKit()
        let entityUnits = units.filter { $0.hasEntity }
        var reporters: [ObjectIdentifier: [UnitState]] = [:]
        let synced = entityUnits.filter { u in isSynced(u.entity!.name, sync) && firstEntity(u.entity!.name) === u }
        for s in synced { reporters[ObjectIdentifier(s), default: []].append(s) }
        for s in synced {
            var seen: Set<String> = [s.entity!.name]
            var next = s.entity!.parent.flatMap(firstEntity)
            while let a = next, let e = a.entity, seen.insert(e.name).inserted {
                reporters[ObjectIdentifier(a), default: []].append(s)
                next = e.parent.flatMap(firstEntity)
            }
        }
        // One model for every check: the rules look up entities by name, the first of each.
        var model = Model(name: defaultModelName)
        for u in entityUnits {
            bringCurrent(u, parser)
            model.entities.append(u.entity!)
        }
        model.reindex()
        for u in entityUnits { checkCloudKit(owner: u, reporters: reporters[ObjectIdentifier(u)] ?? [], in: model, sync, parser) }
    }

    /// The synced entities that have the declarations of `u`: itself when synced, then those that
    /// inherit from it, in file order.
    private func cloudKitReporters(of u: UnitState, _ entity: Entity, _ sync: CloudKitSync) -> [UnitState] {
        var below: [UnitState] = []
        var seen: Set<String> = [entity.name]
        var pending = [entity.name]
        while let name = pending.popLast() {
            guard let children = childrenOf[name] else { continue }
            for child in children.members where !child.removed {
                // Only the first entity of a name is anyone's ancestor.
                guard let e = child.entity, firstEntity(e.name) === child, seen.insert(e.name).inserted else { continue }
                if isSynced(e.name, sync) { below.append(child) }
                pending.append(e.name)
            }
        }
        below.sort { $0.index < $1.index }
        return isSynced(entity.name, sync) ? [u] + below : below
    }

    /// Checks the rules on the declarations of one entity unit (`reporters`: its synced entities,
    /// found when nil; `whole`: the whole model, else a small one is made of what the rules look
    /// up) and records the names that check depends on: the entity's own (its ancestors reach it
    /// through `namesInheritingFrom`), its relationships' destinations, and the synced entities
    /// that reported something (those that did not would change nothing by leaving).
    private func checkCloudKit(owner u: UnitState, reporters given: [UnitState]?, in whole: Model? = nil, _ sync: CloudKitSync, _ parser: IncrementalParser) {
        forgetCloudKit(u)
        cloudKitChecks += 1
        guard let entity = u.entity, firstEntity(entity.name) === u else { return }
        let reporters = given ?? cloudKitReporters(of: u, entity, sync)
        guard !reporters.isEmpty else { return }
        bringCurrent(u, parser)
        let relationships = entity.relationships.filter { !$0.isTransient }
        let model: Model
        if let whole {
            model = whole
        } else {
            var small = Model(name: defaultModelName)
            var included: Set<String> = []
            func chain(_ start: String) {
                var name = start
                while included.insert(name).inserted, let e = firstEntity(name)?.entity {
                    small.entities.append(e)
                    guard let parent = e.parent else { return }
                    name = parent
                }
            }
            chain(entity.name)
            for r in relationships { chain(r.destination) }
            small.reindex()
            model = small
        }
        let result = CloudKitRules.diagnostics(of: u.entity!, reporters: reporters.map { $0.entity! }, in: model, sync: sync)
        var names: Set<String> = [entity.name]
        for r in relationships { names.insert(r.destination) }
        for i in result.decisive { names.insert(reporters[i].entity!.name) }
        let id = ObjectIdentifier(u)
        if result.closedAfter == 0 && reporters[0] === u { cloudKitSelfContained.insert(id) }
        cloudKitNames[id] = Array(names)
        for name in names { cloudKitUsers[name, default: UnitSet()].insert(u) }
        if !result.diagnostics.isEmpty { cloudKitDiagnostics[id] = result.diagnostics.map { store($0, owners: [u], parser) } }
    }

    private func forgetCloudKit(_ u: UnitState) {
        let id = ObjectIdentifier(u)
        cloudKitDiagnostics[id] = nil
        cloudKitSelfContained.remove(id)
        guard let names = cloudKitNames.removeValue(forKey: id) else { return }
        for name in names { cloudKitUsers[name]?.remove(u) }
    }

    private func forgetAllCloudKit() {
        cloudKitDiagnostics = [:]
        cloudKitSelfContained = []
        cloudKitNames = [:]
        cloudKitUsers = [:]
    }

    // MARK: - Diagnostics

    private func refreshDiagnosed(_ u: UnitState) {
        if u.hasSyntaxDiagnostics || !u.builderDiagnostics.isEmpty || !u.parentDiagnostics.isEmpty || !u.memberDiagnostics.isEmpty {
            diagnosed.insert(u)
        } else {
            diagnosed.remove(u)
        }
    }

    /// The diagnostic with each range made relative to the unit it falls in (the first of `owners` that holds it).
    private func store(_ d: Diagnostic, owners: [UnitState], _ parser: IncrementalParser) -> StoredDiagnostic {
        var anchors: [UnitState] = []
        let relative = d.mappingRanges { r in
            let owner = owners.first { parser.starts[$0.index] <= r.start && r.end <= parser.starts[$0.index + 1] } ?? units[parser.unitIndex(containing: r.start)]
            anchors.append(owner)
            return r.shifted(by: -parser.starts[owner.index])
        }
        return StoredDiagnostic(diagnostic: relative, owners: anchors)
    }

    private func resolve(_ s: StoredDiagnostic, _ parser: IncrementalParser) -> Diagnostic {
        var i = 0
        return s.diagnostic.mappingRanges { r in
            let owner = s.owners[i]
            i += 1
            return r.shifted(by: parser.starts[owner.index])
        }
    }

    private func assembleDiagnostics(_ parser: IncrementalParser) -> [Diagnostic] {
        let withDiagnostics = diagnosed.sorted()
        var lexical: [Diagnostic] = []
        var syntax: [Diagnostic] = []
        var built: [Diagnostic] = []
        var parents: [Diagnostic] = []
        var members: [Diagnostic] = []
        for u in withDiagnostics {
            if u.hasSyntaxDiagnostics {
                let (l, p) = parser.diagnostics(ofUnit: u.index)
                lexical += l.map { Diagnostic(DiagnosticCode($0.code), $0.message, at: $0.range) }
                syntax += p.map { Diagnostic(DiagnosticCode($0.code), $0.message, at: $0.range) }
            }
            built += u.builderDiagnostics.map { resolve($0, parser) }
            parents += u.parentDiagnostics.map { resolve($0, parser) }
            members += u.memberDiagnostics.map { resolve($0, parser) }
        }
        let duplicates = duplicateDiagnostics.values.joined().map { resolve($0, parser) }.sorted { $0.range < $1.range }
        var all = lexical + syntax + built + duplicates + parents + members
        all += compositeDiagnostics.map { resolve($0, parser) }
        all += referenceDiagnostics.map { resolve($0, parser) }
        all += generatedNameDiagnostics.map { resolve($0, parser) }
        all += fileCollisionDiagnostics.map { resolve($0, parser) }
        for stored in cloudKitDiagnostics.values { all += stored.map { resolve($0, parser) } }
        return all.sortedByPosition()
    }
}

// MARK: - Built declarations

/// What one top-level declaration built: one thing (a unit was 900 bytes when each kind had a field
/// of its own; 10,000 entities kept 6 MB of empty optionals).
enum BuiltElement {
    case nothing
    case entity(Entity)
    case composite(Composite)
    case configuration(Configuration)
    case fetchRequest(FetchRequest)
    case generate(GenerateTarget)
    /// For the first `model` line: the model with its name, documentation and settings.
    indirect case model(Model)
}

/// What `apply` keeps of a builder that built one declaration: the one element it made (a
/// declaration makes one), its diagnostics and what it asked of the suggestion budget. Opening a
/// large file holds one per declaration until all are applied: a whole builder and the array of
/// its model's entity were 2.5 times this (11 MB for 21,398 entities).
struct BuiltDeclaration {
    var element: BuiltElement
    var unresolved: Bool
    var diagnostics: [Diagnostic]
    var demanded: Int
    var refusedAny: Bool

    init(_ builder: ModelBuilder) {
        let model = builder.model
        if let e = model.entities.first {
            element = .entity(e)
        } else if let c = model.composites.first {
            element = .composite(c)
        } else if let c = model.configurations.first {
            element = .configuration(c)
        } else if let f = model.fetchRequests.first {
            element = .fetchRequest(f)
        } else if let g = model.generates.first {
            element = .generate(g)
        } else {
            element = .nothing
        }
        unresolved = !builder.entitiesWithUnresolvedMembers.isEmpty
        diagnostics = builder.diagnostics
        demanded = builder.suggester.demanded
        refusedAny = builder.suggester.refusedAny
    }
}

/// Two arrays read as one, by index (results made in two halves, not joined).
struct Halves<Element> {
    let first: [Element]
    let second: [Element]

    subscript(i: Int) -> Element { i < first.count ? first[i] : second[i - first.count] }
}

// MARK: - Unit state

/// What the analysis knows of one top-level unit.
final class UnitState {
    var index: Int
    let node: SyntaxNode?
    let kind: SyntaxKind?
    /// The declared name of an entity or composite.
    let typeName: String?
    let hasSyntaxDiagnostics: Bool
    var removed = false

    // What the model builder made of it, at `builtStart`.
    var builtStart = 0
    /// What the declaration built: one thing, so one field holds it.
    private var built = BuiltElement.nothing

    /// Whether the declaration built an entity (without copying it out, as `entity` does).
    var hasEntity: Bool {
        if case .entity = built { return true }
        return false
    }

    /// The entity's parent and relationships, read in place (`entity` copies the whole entity out).
    var entityParent: String? {
        if case .entity(let value) = built { return value.parent }
        return nil
    }

    /// Calls `body` with the entity's relationships, if the declaration built an entity.
    func forEachEntityRelationship(_ body: (Relationship) -> Void) {
        if case .entity(let value) = built { value.relationships.forEach(body) }
    }

    /// Whether it built a composite.
    var hasComposite: Bool {
        if case .composite = built { return true }
        return false
    }

    var entity: Entity? {
        get {
            if case .entity(let value) = built { return value }
            return nil
        }
        _modify {
            // Taken out while it changes, so the change does not copy its arrays.
            var value: Entity?
            if case .entity(let v) = built {
                value = v
                built = .nothing
            }
            let had = value != nil
            yield &value
            if let value {
                built = .entity(value)
            } else if had {
                built = .nothing
            }
        }
    }
    var composite: Composite? {
        get {
            if case .composite(let value) = built { return value }
            return nil
        }
        _modify {
            // Taken out while it changes, so the change does not copy its arrays.
            var value: Composite?
            if case .composite(let v) = built {
                value = v
                built = .nothing
            }
            let had = value != nil
            yield &value
            if let value {
                built = .composite(value)
            } else if had {
                built = .nothing
            }
        }
    }
    var configuration: Configuration? {
        get {
            if case .configuration(let value) = built { return value }
            return nil
        }
        _modify {
            // Taken out while it changes, so the change does not copy its arrays.
            var value: Configuration?
            if case .configuration(let v) = built {
                value = v
                built = .nothing
            }
            let had = value != nil
            yield &value
            if let value {
                built = .configuration(value)
            } else if had {
                built = .nothing
            }
        }
    }
    var fetchRequest: FetchRequest? {
        get {
            if case .fetchRequest(let value) = built { return value }
            return nil
        }
        _modify {
            // Taken out while it changes, so the change does not copy its arrays.
            var value: FetchRequest?
            if case .fetchRequest(let v) = built {
                value = v
                built = .nothing
            }
            let had = value != nil
            yield &value
            if let value {
                built = .fetchRequest(value)
            } else if had {
                built = .nothing
            }
        }
    }
    var generate: GenerateTarget? {
        get {
            if case .generate(let value) = built { return value }
            return nil
        }
        _modify {
            // Taken out while it changes, so the change does not copy its arrays.
            var value: GenerateTarget?
            if case .generate(let v) = built {
                value = v
                built = .nothing
            }
            let had = value != nil
            yield &value
            if let value {
                built = .generate(value)
            } else if had {
                built = .nothing
            }
        }
    }
    var modelFields: Model? {
        get {
            if case .model(let value) = built { return value }
            return nil
        }
        _modify {
            // Taken out while it changes, so the change does not copy its arrays.
            var value: Model?
            if case .model(let v) = built {
                value = v
                built = .nothing
            }
            let had = value != nil
            yield &value
            if let value {
                built = .model(value)
            } else if had {
                built = .nothing
            }
        }
    }
    var builderDiagnostics: [StoredDiagnostic] = []
    var unresolved = false
    /// Whether `apply` registered the unit as a user of the types its node names.
    var registeredTypes = false
    var suggestionCost = 0

    // What the checker says of an entity.
    var parentDiagnostics: [StoredDiagnostic] = []
    var memberDiagnostics: [StoredDiagnostic] = []
    var checkNames: [String] = []

    init(unit: IncrementalParser.Unit, index: Int, name: String?) {
        self.index = index
        node = unit.node
        kind = unit.node?.kind
        typeName = name
        hasSyntaxDiagnostics = unit.hasDiagnostics
    }

    /// Drops the diagnostics, whose owners may include this unit (a reference cycle otherwise).
    func releaseDiagnostics() {
        builderDiagnostics = []
        parentDiagnostics = []
        memberDiagnostics = []
    }

    func clearElements() {
        built = .nothing
        builderDiagnostics = []
        unresolved = false
    }
}

/// Unit states by identity, iterated in file order when it matters.
///
/// Most sets are tiny (the units that use one entity's name), so up to `smallLimit` members live
/// in an array searched by identity, and only a larger set pays for a dictionary: a dictionary per
/// name used was 5 MB of the 10,000-entity benchmark model's analysis.
struct UnitSet {
    private var small: [UnitState] = []
    private var large: [ObjectIdentifier: UnitState]?
    private static let smallLimit = 8

    var isEmpty: Bool { large?.isEmpty ?? small.isEmpty }

    mutating func insert(_ u: UnitState) {
        if large != nil {
            large![ObjectIdentifier(u)] = u
        } else if !small.contains(where: { $0 === u }) {
            if small.count < Self.smallLimit {
                small.append(u)
            } else {
                var table = Dictionary(uniqueKeysWithValues: small.map { (ObjectIdentifier($0), $0) })
                table[ObjectIdentifier(u)] = u
                large = table
                small = []
            }
        }
    }

    mutating func remove(_ u: UnitState) {
        if large != nil {
            large![ObjectIdentifier(u)] = nil
        } else if let i = small.firstIndex(where: { $0 === u }) {
            small.remove(at: i)
        }
    }

    mutating func formUnion(_ other: UnitSet?) {
        guard let other else { return }
        other.forEach { insert($0) }
    }

    /// The members in no particular order.
    var members: [UnitState] { large.map { Array($0.values) } ?? small }

    /// Calls `body` with each member, in no particular order (no array made).
    func forEach(_ body: (UnitState) -> Void) {
        if let large {
            for u in large.values { body(u) }
        } else {
            for u in small { body(u) }
        }
    }

    /// The members in file order.
    func sorted() -> [UnitState] { (large.map { Array($0.values) } ?? small).sorted { $0.index < $1.index } }
}

/// A diagnostic whose ranges are relative to the units they fall in (`owners`, one per range, in
/// the order `mappingRanges` visits them).
struct StoredDiagnostic {
    var diagnostic: Diagnostic
    var owners: [UnitState]
}

// MARK: - Moving ranges

extension Diagnostic {
    /// The diagnostic with every range (its own, related locations', fix-it edits') passed through `transform`, in that order.
    func mappingRanges(_ transform: (TextRange) -> TextRange) -> Diagnostic {
        var d = self
        d.range = transform(d.range)
        for i in d.related.indices { d.related[i].range = transform(d.related[i].range) }
        for i in d.fixIts.indices {
            for j in d.fixIts[i].edits.indices { d.fixIts[i].edits[j].range = transform(d.fixIts[i].edits[j].range) }
        }
        return d
    }
}
