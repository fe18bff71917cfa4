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
/// - each rule family's checks (`RuleFamilies.all`) that what the edit changed makes stale, found
///   from what the family says its checks read alone (`DeclarationRules`, `ModelRules`): no family
///   is named here.
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
    /// Entity units by the name of the parent they declare (present or not).
    private var childrenOf: [String: UnitSet] = [:]
    /// Units whose suggestions were cut short because the file's suggestion budget ran out.
    private var starvedUnits = UnitSet()
    /// Units with any diagnostic.
    private var diagnosed = UnitSet()
    /// The suggestions' cost over all units, to tell when a full analysis would run out of its budget.
    private var suggestionCost = 0
    /// The units holding a configuration, a fetch request or a `generate` line: what the families'
    /// settings are read from (most files have few; a scan of every unit per keystroke was a
    /// quarter of an edit's time at 10,000 entities).
    private var declarationUnits = UnitSet()

    /// The rule families in `RuleFamilies.all`'s order, each with what is kept of its checks.
    private let schedules: [Schedule]
    private let declarationSchedules: [DeclarationSchedule]
    private let modelSchedules: [ModelSchedule]

    // What changed since the last update.
    private var unbuilt = UnitSet()
    private var touchedNames: Set<String> = []
    /// Whether each name touched since the last update was an entity's and a composite's before.
    private var presenceBefore: [String: (entity: Bool, composite: Bool)] = [:]
    private var modelDeclarationsChanged = false
    /// Whether a `model` line, configuration, fetch request or `generate` line changed (the settings).
    private var declarationsChanged = true
    private var cachedDiagnostics: [Diagnostic]?
    /// The whole analysis made when the file is past the suggestion budget, for `analysis` to reuse.
    private var cachedWholeAnalysis: Analysis?
    /// The last whole model made, for its name index while no entity is added, removed or renamed.
    private var indexedModel: Model?

    private var builder: ModelBuilder
    /// How many declarations the first update took from the seed (for the tests).
    private(set) var seededUnits = 0

    /// When entities are checked in one pass over the whole model rather than one by one.
    enum WholeModelChecks { case whenCheaper, always }
    /// `.always` lets the tests compare the whole-model pass with a full analysis on small files.
    var wholeModelChecks = WholeModelChecks.whenCheaper

    /// How many entity units the last update checked the CloudKit rules of (for the tests).
    var cloudKitChecks: Int { checks(of: CloudKitEntityRules.self) }

    /// How many checks of a family the last update made: declarations checked, or 1 for a model
    /// family checked again (for the tests).
    func checks(of rules: Any.Type) -> Int {
        for schedule in schedules {
            switch schedule {
            case .declaration(let d) where ObjectIdentifier(d.rules) == ObjectIdentifier(rules): return d.checks
            case .model(let m) where ObjectIdentifier(m.rules) == ObjectIdentifier(rules): return m.checks
            default: continue
            }
        }
        return 0
    }

    /// Each family, named, with how many diagnostics it holds now and how many checks of it the
    /// last update made (for the tests).
    var familyActivity: [(family: String, diagnostics: Int, checks: Int)] {
        schedules.map { schedule in
            switch schedule {
            case .declaration(let d):
                let held = units.reduce(0) { $0 + ($1.records.indices.contains(d.index) ? $1.records[d.index].diagnostics.count : 0) }
                return ("\(d.rules)", held, d.checks)
            case .model(let m): return ("\(m.rules)", m.diagnostics.count, m.checks)
            }
        }
    }

    /// Starts with no units; `apply` the parser's initial units.
    public init(defaultModelName: String) {
        self.defaultModelName = defaultModelName
        builder = ModelBuilder(defaultModelName: defaultModelName)
        var declarations: [DeclarationSchedule] = []
        var models: [ModelSchedule] = []
        schedules = RuleFamilies.all.map { family in
            switch family {
            case .declaration(let rules):
                declarations.append(DeclarationSchedule(rules, index: declarations.count))
                return .declaration(declarations.last!)
            case .model(let rules):
                models.append(ModelSchedule(rules))
                return .model(models.last!)
            }
        }
        declarationSchedules = declarations
        modelSchedules = models
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

    /// Starts with every unit of `parser`, whose declarations `seed` built already: the first
    /// update keeps what it made of each instead of building them again (`Analyzer.analyzeSeeding`
    /// of `parser.parsedFile`, before any edit). A seed of another text is ignored.
    public convenience init(parser: IncrementalParser, defaultModelName: String, seed: AnalyzerSeed) {
        self.init(parser: parser, defaultModelName: defaultModelName)
        var declarationOfUnit: [Int?] = Array(repeating: nil, count: parser.units.count)
        var k = 0
        for (i, unit) in parser.units.enumerated() {
            guard let node = unit.node else { continue }
            guard k < seed.kinds.count, seed.kinds[k] == node.kind else { return }
            declarationOfUnit[i] = k
            k += 1
        }
        // A seed of another text is not used.
        guard k == seed.kinds.count else { return }
        // Now, while the units are those the seed was made of.
        update(parser, seed: (seed, declarationOfUnit))
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
        for (j, old) in units[splice.removed].enumerated() where !kept.contains(ObjectIdentifier(old)) {
            // What the new unit in its place replaces, for the model families to compare what they
            // read of both once it is built; a unit that leaves no new one in its place is gone.
            let replaced = old.builtOnce ? old : old.predecessor
            if j < splice.inserted, !kept.contains(ObjectIdentifier(replacement[j])) {
                replacement[j].predecessor = replaced
            } else if let replaced {
                noteReadsChanged(from: replaced.element, to: nil)
            }
            unregister(old)
        }
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
        case .modelDecl?: modelDeclarationsChanged = true
        default: break
        }
    }

    private func unregister(_ u: UnitState) {
        u.removed = true
        unbuilt.remove(u)
        diagnosed.remove(u)
        if u.element.isDeclaration { declarationsChanged = true }
        forgetBuild(u)
        for schedule in declarationSchedules { forget(u, in: schedule) }
        // A model family's diagnostics that point into the unit are placed again by checking again.
        for schedule in modelSchedules where schedule.owners.contains(ObjectIdentifier(u)) { schedule.stale = true }
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
        case .modelDecl?: modelDeclarationsChanged = true
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
        declarationUnits.remove(u)
        suggestionCost -= u.suggestionCost
        u.suggestionCost = 0
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

    /// Whether the file has a `generate` line, as `analysis(parser:).model.generates` would say,
    /// without assembling the model.
    public func hasGenerateLines(parser: IncrementalParser) -> Bool {
        update(parser)
        return units.contains { $0.kind != nil && $0.generate != nil }
    }

    private func firstModelUnit() -> UnitState? {
        units.first { $0.kind == .modelDecl && $0.modelFields != nil }
    }

    // MARK: - Updating

    /// Rebuilds and rechecks what the edits since the last update made stale.
    /// `seed`: what a whole build made of each declaration, and which declaration each unit is, for
    /// the first update of a seeded analyzer.
    private func update(_ parser: IncrementalParser, seed: (seed: AnalyzerSeed, declarationOfUnit: [Int?])? = nil) {
        // Names that appeared or disappeared (not those removed and added back by one edit).
        var presenceChanged: Set<String> = []
        for (name, before) in presenceBefore where before.entity != entityNames.contains(name) || before.composite != compositeNames.contains(name) {
            presenceChanged.insert(name)
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
            declarationsChanged = true
        }
        var built: [UnitState] = []
        // The seed serves the first rebuild, of every unit.
        var unusedSeed = seed
        func rebuild(_ units: UnitSet) {
            let list = units.sorted().filter { !$0.removed }
            // What the seed or the halves built of the list's units, by position in the list.
            let prebuilt: ((Int) -> BuiltDeclaration?)?
            if let (seed, declarationOfUnit) = unusedSeed {
                unusedSeed = nil
                prebuilt = { i in
                    guard let k = declarationOfUnit[list[i].index], let node = list[i].node else { return nil }
                    return seed.built(k, node: node)
                }
                seededUnits = list.count { u in declarationOfUnit[u.index].map { seed.kinds[$0] != .modelDecl } ?? false }
            } else {
                prebuilt = prebuildInHalves(list, parser).map { halves in { halves[$0] } }
            }
            for (i, u) in list.enumerated() {
                // A declaration built ahead that asked for no suggestion is what `build` makes of
                // it, whatever the budget; one that asked is built again with the budget left.
                if let built = prebuilt?(i), built.demanded == 0 {
                    forgetBuild(u)
                    apply(built, to: u, parser)
                } else {
                    build(u, parser)
                }
                built.append(u)
            }
        }
        rebuild(toBuild)
        // Units whose suggestions the budget cut short, now that the file is within it again.
        if suggestionCost <= Suggester.budget { rebuild(starvedUnits) }
        // Let go of the name sets, so that the next edit updates them in place.
        builder = ModelBuilder(defaultModelName: defaultModelName)
        if declarationsChanged { updateSettings() }
        // The names touched, and every name inheriting from one: what the checks that read them read.
        let touched = namesInheritingFrom(touchedNames)
        for schedule in schedules {
            switch schedule {
            case .declaration(let d): update(d, built: built, touched: (touchedNames, touched), presenceChanged: !presenceChanged.isEmpty, parser)
            case .model(let m): update(m, parser)
            }
        }
        unbuilt = UnitSet()
        touchedNames = []
        presenceBefore = [:]
        modelDeclarationsChanged = false
        declarationsChanged = false
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
            apply(nil, to: u, parser)
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
        // What the unit held before: what it replaced, or what it built last.
        let before: BuiltElement? = u.predecessor.map(\.element) ?? (u.builtOnce ? u.element : nil)
        u.predecessor = nil
        u.builtOnce = true
        if before?.isDeclaration ?? false { declarationsChanged = true }
        u.clearElements()
        defer {
            noteReadsChanged(from: before, to: u.element)
            if u.element.isDeclaration { declarationsChanged = true }
        }
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
        if u.element.isDeclaration { declarationUnits.insert(u) }
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
            if referencedTypes.contains(where: { !entityNames.contains($0) && !compositeNames.contains($0) && AttributeType.named($0) == nil }) {
                suggestingUnits.insert(u)
            }
            if let name = u.typeName { touchedNames.insert(name) }
        }
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
            u.predecessor = nil
            u.builtOnce = true
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

    fileprivate func firstEntity(_ name: String) -> UnitState? {
        entityDeclarers[name]?.first { $0.hasEntity }
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

    // MARK: - Rule families

    /// Reads the settings of the `model` line, configurations, fetch requests and `generate` lines
    /// as built (not moved: moving changes no setting), and marks what a changed setting makes stale.
    private func updateSettings() {
        var declarations = firstModelUnit()?.modelFields ?? Model(name: defaultModelName)
        for u in declarationUnits.sorted() { u.element.add(to: &declarations) }
        for d in declarationSchedules {
            let new = d.rules.anySetting(declarations)
            guard !d.rules.sameSetting(d.setting, new) else { continue }
            if let old = d.setting, let new { d.staleNames = d.rules.anyStale(from: old, to: new) } else { d.staleNames = nil }
            if new == nil { d.forgetAll = true }
            d.setting = new
        }
        for m in modelSchedules {
            let new = m.rules.anySetting(declarations)
            guard !m.rules.sameSetting(m.setting, new) else { continue }
            m.setting = new
            m.stale = true
        }
    }

    /// A model family whose reading of a declaration changed (`before` gone, `after` come) is stale.
    private func noteReadsChanged(from before: BuiltElement?, to after: BuiltElement?) {
        for m in modelSchedules where !m.stale {
            if let setting = m.setting, m.rules.readsDiffer(before, after, setting) { m.stale = true }
        }
    }

    /// Checks again the declarations of a family that the update made stale: those built, those whose
    /// checks read a touched name (or one it inherits from), or every name while one appeared or
    /// disappeared, or what inherits from them; those of the entities its setting's change names.
    private func update(_ d: DeclarationSchedule, built: [UnitState], touched: (names: Set<String>, inheriting: Set<String>), presenceChanged: Bool, _ parser: IncrementalParser) {
        d.checks = 0
        guard let setting = d.setting else {
            // The family reports nothing: forget what it said, once.
            if d.forgetAll {
                for u in units where u.records.indices.contains(d.index) { forget(u, in: d) }
                d.readsDescendants = false
                for u in units { refreshDiagnosed(u) }
            }
            d.forgetAll = false
            d.staleNames = []
            return
        }
        var checking: [UnitState]
        if let stale = d.staleNames {
            var toCheck = UnitSet()
            for u in built {
                if d.rules.checks(u.element) {
                    toCheck.insert(u)
                } else {
                    forget(u, in: d)
                    refreshDiagnosed(u)
                }
            }
            for name in touched.names.union(stale) { toCheck.formUnion(d.usersWithoutAncestors[name]) }
            for name in touched.inheriting.union(stale) {
                toCheck.formUnion(d.users[name])
                // The first entity of the name (built again, or the first now), and, when checks read
                // what inherits from them, its ancestors: it may have come under them.
                guard let first = firstEntity(name) else { continue }
                if d.rules.checks(first.element) { toCheck.insert(first) }
                guard d.readsDescendants else { continue }
                var walked: Set<ObjectIdentifier> = []
                var next = first.entityParent.flatMap(firstEntity)
                while let a = next, walked.insert(ObjectIdentifier(a)).inserted {
                    if a.records.indices.contains(d.index) ? a.records[d.index].dependsOnDescendants : true { toCheck.insert(a) }
                    next = a.entityParent.flatMap(firstEntity)
                }
            }
            if presenceChanged { toCheck.formUnion(d.everyEntityReaders) }
            checking = toCheck.sorted().filter { !$0.removed }
        } else {
            checking = units.filter { d.rules.checks($0.element) }
        }
        guard !checking.isEmpty else {
            d.staleNames = []
            return
        }
        var reads: [RuleReads] = []
        if d.rules.hasWholeModelPass {
            // Every declaration (opening a file) takes the whole-model pass without counting.
            if d.staleNames != nil { reads = checking.map { d.rules.anyReads($0.element, setting, self) } }
            if d.staleNames == nil || wholeModelChecks == .always || checkingOneByOneCosts(reads, more: 8 * entityNames.count + 10_000) {
                checkAll(d, setting, parser)
                checking = checking.filter { !d.rules.checks($0.element) }
                reads = []
            }
        }
        d.staleNames = []
        for (i, u) in checking.enumerated() { check(u, in: d, setting, reads: i < reads.count ? reads[i] : nil, parser) }
    }

    /// Whether checks reading `reads` one by one would put more than `limit` entities in their small
    /// models (the declarations of the names read and their ancestors): past a multiple of the
    /// file's entities, one pass over the whole model is cheaper (a 10,000-entity chain: 50 million
    /// against 10,000). Making and indexing each small model and its checker counts as
    /// `smallModelCost` entities more: opening a file checks every entity, and one small model per
    /// entity took twice the whole-model pass (236 against 192 ms at 10,000 entities).
    static let smallModelCost = 8

    private func checkingOneByOneCosts(_ reads: [RuleReads], more limit: Int) -> Bool {
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
                guard onPath.insert(name).inserted, let e = firstEntity(name) else { break }
                path.append(name)
                guard let parent = e.entityParent else { break }
                name = parent
            }
            for (i, n) in path.enumerated().reversed() { lengths[n] = base + path.count - i }
            return lengths[start] ?? base
        }
        var cost = 0
        for r in reads {
            cost += Self.smallModelCost + (r.everyEntity ? entityNames.count : r.names.reduce(0) { $0 + chainLength($1) })
            if cost > limit { return true }
        }
        return false
    }

    /// Checks one declaration with a small model of what it reads.
    private func check(_ u: UnitState, in d: DeclarationSchedule, _ setting: Any, reads given: RuleReads?, _ parser: IncrementalParser) {
        forget(u, in: d)
        bringCurrent(u, parser)
        guard d.rules.checks(u.element) else {
            refreshDiagnosed(u)
            return
        }
        d.checks += 1
        let reads = given ?? d.rules.anyReads(u.element, setting, self)
        var input = RuleInput(model: Model(name: defaultModelName))
        if reads.everyEntity {
            for c in units where c.hasComposite {
                bringCurrent(c, parser)
                input.model.composites.append(c.composite!)
            }
            for m in units where m.hasEntity {
                bringCurrent(m, parser)
                input.model.entities.append(m.entity!)
            }
        } else {
            var involved = UnitSet()
            var composites: [UnitState] = []
            func chain(_ start: String?) {
                var next = start
                var seen: Set<String> = []
                while let name = next, seen.insert(name).inserted, let e = firstEntity(name) {
                    involved.insert(e)
                    next = e.entityParent
                }
            }
            for name in reads.names {
                for e in entityDeclarers[name] ?? [] where e.hasEntity {
                    involved.insert(e)
                    if reads.ancestors { chain(e.entityParent) }
                }
                if reads.composites { for c in compositeDeclarers[name] ?? [] where c.hasComposite && !composites.contains(where: { $0 === c }) { composites.append(c) } }
            }
            for m in involved.sorted() {
                bringCurrent(m, parser)
                input.model.entities.append(m.entity!)
            }
            for c in composites.sorted(by: { $0.index < $1.index }) {
                bringCurrent(c, parser)
                input.model.composites.append(c.composite!)
            }
        }
        for name in reads.names where entityDeclarers[name]?.contains(where: \.unresolved) ?? false { input.unresolved.insert(name) }
        if reads.descendants, let name = u.typeName, firstEntity(name) === u { input.descendants = descendants(of: name, parser) }
        record(d.rules.anyCheck(u.element, input, setting), of: u, reading: reads, in: d, parser)
    }

    /// The entities inheriting from the first of `name`, in file order (only the first entity of a
    /// name is anyone's ancestor).
    private func descendants(of name: String, _ parser: IncrementalParser) -> [Entity] {
        var below: [UnitState] = []
        var seen: Set<String> = [name]
        var pending = [name]
        while let name = pending.popLast() {
            guard let children = childrenOf[name] else { continue }
            for child in children.members where !child.removed {
                guard let childName = child.typeName, child.hasEntity, firstEntity(childName) === child, seen.insert(childName).inserted else { continue }
                below.append(child)
                pending.append(childName)
            }
        }
        return below.sorted { $0.index < $1.index }.map { u in
            bringCurrent(u, parser)
            return u.entity!
        }
    }

    /// Checks every declaration of a family in one pass over the whole model, as `Analyzer` does, and
    /// keeps each declaration's diagnostics with it as its own check would have.
    private func checkAll(_ d: DeclarationSchedule, _ setting: Any, _ parser: IncrementalParser) {
        let entityUnits = units.filter { $0.hasEntity }
        let checked = units.filter { d.rules.checks($0.element) }
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
        let unresolved = Set(entityUnits.filter(\.unresolved).map { $0.entity!.name })
        guard let outputs = d.rules.anyCheckAll(model, checking: checked.map(\.element), unresolved: unresolved, setting) else { return }
        for (i, u) in checked.enumerated() {
            forget(u, in: d)
            d.checks += 1
            record(outputs[i], of: u, reading: outputs[i].reads ?? d.rules.anyReads(u.element, setting, self), in: d, parser)
        }
    }

    /// Keeps what a check of `u` found, and the names it read for the next updates to look up.
    private func record(_ output: RuleOutput, of u: UnitState, reading reads: RuleReads, in d: DeclarationSchedule, _ parser: IncrementalParser) {
        var names: [String] = []
        for name in output.dependsOn ?? reads.names where !names.contains(name) {
            names.append(name)
            if reads.ancestors {
                d.users[name, default: UnitSet()].insert(u)
            } else {
                d.usersWithoutAncestors[name, default: UnitSet()].insert(u)
            }
        }
        if reads.everyEntity { d.everyEntityReaders.insert(u) }
        if reads.descendants { d.readsDescendants = true }
        if u.records.count <= d.index { u.records += Array(repeating: RuleRecord(), count: declarationSchedules.count - u.records.count) }
        u.records[d.index] = RuleRecord(
            diagnostics: output.diagnostics.map { store($0, owners: [u], parser) }, names: names, dependsOnDescendants: reads.descendants && output.dependsOnDescendants)
        refreshDiagnosed(u)
    }

    private func forget(_ u: UnitState, in d: DeclarationSchedule) {
        guard u.records.indices.contains(d.index) else { return }
        for name in u.records[d.index].names {
            d.users[name]?.remove(u)
            d.usersWithoutAncestors[name]?.remove(u)
        }
        d.everyEntityReaders.remove(u)
        u.records[d.index] = RuleRecord()
    }

    /// Checks a model family again when stale.
    private func update(_ m: ModelSchedule, _ parser: IncrementalParser) {
        m.checks = 0
        guard m.stale else { return }
        m.stale = false
        guard let setting = m.setting else {
            m.diagnostics = []
            m.owners = []
            return
        }
        var declarations = firstModelUnit()?.modelFields ?? Model(name: defaultModelName)
        for u in declarationUnits.sorted() {
            bringCurrent(u, parser)
            u.element.add(to: &declarations)
        }
        let reader = UnitReader(analyzer: self, parser: parser, declarations: declarations)
        m.checks = 1
        // Each range lies in the unit found by a binary search (not a scan of every owner).
        m.diagnostics = m.rules.anyCheck(reader, setting).map { store($0, owners: [], parser) }
        m.owners = Set(m.diagnostics.flatMap { $0.owners.map(ObjectIdentifier.init) })
    }

    /// The units as a model family reads them.
    private struct UnitReader: ModelReader {
        let analyzer: IncrementalAnalyzer
        let parser: IncrementalParser
        let declarations: Model

        func entity(named name: String) -> Entity? {
            guard let u = analyzer.firstEntity(name) else { return nil }
            analyzer.bringCurrent(u, parser)
            return u.entity
        }

        func model(entities including: (Entity) -> Bool, composites: Bool) -> Model {
            var model = declarations
            for u in analyzer.units where u.hasEntity && u.withEntity(including) {
                analyzer.bringCurrent(u, parser)
                model.entities.append(u.entity!)
            }
            if composites {
                for u in analyzer.units where u.hasComposite {
                    analyzer.bringCurrent(u, parser)
                    model.composites.append(u.composite!)
                }
            }
            return model
        }
    }

    // MARK: - Diagnostics

    private func refreshDiagnosed(_ u: UnitState) {
        if u.hasSyntaxDiagnostics || !u.builderDiagnostics.isEmpty || u.records.contains(where: { !$0.diagnostics.isEmpty }) {
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
        var checked = Array(repeating: [Diagnostic](), count: declarationSchedules.count)
        for u in withDiagnostics {
            if u.hasSyntaxDiagnostics {
                let (l, p) = parser.diagnostics(ofUnit: u.index)
                lexical += l.map { Diagnostic(DiagnosticCode($0.code), $0.message, at: $0.range) }
                syntax += p.map { Diagnostic(DiagnosticCode($0.code), $0.message, at: $0.range) }
            }
            built += u.builderDiagnostics.map { resolve($0, parser) }
            for (i, record) in u.records.enumerated() { checked[i] += record.diagnostics.map { resolve($0, parser) } }
        }
        var all = lexical + syntax + built
        for schedule in schedules {
            switch schedule {
            case .declaration(let d): all += checked[d.index]
            case .model(let m): all += m.diagnostics.map { resolve($0, parser) }
            }
        }
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

    init(element: BuiltElement, unresolved: Bool, diagnostics: [Diagnostic], demanded: Int, refusedAny: Bool) {
        self.element = element
        self.unresolved = unresolved
        self.diagnostics = diagnostics
        self.demanded = demanded
        self.refusedAny = refusedAny
    }

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

extension BuiltElement {
    /// A configuration, a fetch request or a `generate` line: what the families' settings read.
    var isDeclaration: Bool {
        switch self {
        case .configuration, .fetchRequest, .generate: return true
        default: return false
        }
    }

    /// Adds a configuration, fetch request or `generate` line to `model`.
    func add(to model: inout Model) {
        switch self {
        case .configuration(let c): model.configurations.append(c)
        case .fetchRequest(let f): model.fetchRequests.append(f)
        case .generate(let g): model.generates.append(g)
        default: break
        }
    }
}

// MARK: - Rule families

/// A rule family and what the analyzer keeps of it, in `RuleFamilies.all`'s order.
enum Schedule {
    case declaration(DeclarationSchedule)
    case model(ModelSchedule)
}

/// What the analyzer keeps of a declaration family: its setting and which units' checks read each name.
final class DeclarationSchedule {
    let rules: any DeclarationRules.Type
    /// Its place in each unit's `records`.
    let index: Int
    /// The setting checked with (nil: the family reports nothing).
    var setting: Any?
    /// The entity names whose checks the last change of setting made stale; nil: every check.
    var staleNames: Set<String>? = []
    /// Whether the setting turned to nil since the last update: every record is forgotten.
    var forgetAll = false
    /// Units by the names their checks read, with those names' ancestors.
    var users: [String: UnitSet] = [:]
    /// Units by the names their checks read without their ancestors.
    var usersWithoutAncestors: [String: UnitSet] = [:]
    /// Units whose checks read every entity name.
    var everyEntityReaders = UnitSet()
    /// Whether any check read what inherits from its entity.
    var readsDescendants = false
    /// How many declarations the last update checked (for the tests).
    var checks = 0

    init(_ rules: any DeclarationRules.Type, index: Int) {
        self.rules = rules
        self.index = index
    }
}

/// What the analyzer keeps of a model family: its setting and diagnostics, and whether they are stale.
final class ModelSchedule {
    let rules: any ModelRules.Type
    var setting: Any?
    var stale = true
    var diagnostics: [StoredDiagnostic] = []
    /// The units the diagnostics point into: one built again makes them stale.
    var owners: Set<ObjectIdentifier> = []
    /// Whether the last update checked it (for the tests).
    var checks = 0

    init(_ rules: any ModelRules.Type) { self.rules = rules }
}

/// What a declaration family's check of one unit said, and the names it read.
struct RuleRecord {
    var diagnostics: [StoredDiagnostic] = []
    var names: [String] = []
    /// Whether a change below the unit's entity can change the check (`RuleOutput.dependsOnDescendants`).
    var dependsOnDescendants = true
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

    /// What the declaration built.
    var element: BuiltElement { built }

    /// `body` applied to the entity in place, false when the declaration built none.
    func withEntity(_ body: (Entity) -> Bool) -> Bool {
        if case .entity(let value) = built { return body(value) }
        return false
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

    /// What each declaration family's check said of it, by the family's index (empty until one checks it).
    var records: [RuleRecord] = []
    /// Whether it was built since it was made (else it holds no element yet).
    var builtOnce = false
    /// The built unit it replaced, until it is built itself: the model families compare what they read of both.
    var predecessor: UnitState?

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
        records = []
        predecessor = nil
    }

    func clearElements() {
        built = .nothing
        builderDiagnostics = []
        unresolved = false
    }
}

/// Unit states by identity, iterated in file order when it matters.
///
/// Most sets are tiny (the units that use one entity's name), so the first member is kept inline, up to
/// `smallLimit` live in an array searched by identity, and only a larger set pays for a dictionary: a
/// dictionary per name used was 5 MB of the 10,000-entity benchmark model's analysis, and an array
/// for the one member most sets have (the unit a family's check of a name is, once every rule family
/// kept its readers) 2 MB of issue 17's 21,398-entity model.
struct UnitSet {
    /// A member, when there is one and the set is small; `small` holds the others.
    private var first: UnitState?
    private var small: [UnitState] = []
    private var large: [ObjectIdentifier: UnitState]?
    private static let smallLimit = 8

    var isEmpty: Bool { large?.isEmpty ?? (first == nil) }

    mutating func insert(_ u: UnitState) {
        if large != nil {
            large![ObjectIdentifier(u)] = u
            return
        }
        guard let head = first else {
            first = u
            return
        }
        guard head !== u, !small.contains(where: { $0 === u }) else { return }
        if small.count + 1 < Self.smallLimit {
            small.append(u)
        } else {
            var table = Dictionary(uniqueKeysWithValues: ([head] + small).map { (ObjectIdentifier($0), $0) })
            table[ObjectIdentifier(u)] = u
            large = table
            first = nil
            small = []
        }
    }

    mutating func remove(_ u: UnitState) {
        if large != nil {
            large![ObjectIdentifier(u)] = nil
        } else if first === u {
            // The inline member is refilled from the others, so an empty `first` means an empty set.
            first = small.popLast()
        } else if let i = small.firstIndex(where: { $0 === u }) {
            small.remove(at: i)
        }
    }

    mutating func formUnion(_ other: UnitSet?) {
        guard let other else { return }
        other.forEach { insert($0) }
    }

    /// The members in no particular order.
    var members: [UnitState] {
        if let large { return Array(large.values) }
        guard let first else { return [] }
        return [first] + small
    }

    /// Calls `body` with each member, in no particular order (no array made).
    func forEach(_ body: (UnitState) -> Void) {
        if let large {
            for u in large.values { body(u) }
        } else if let first {
            body(first)
            for u in small { body(u) }
        }
    }

    /// The members in file order.
    func sorted() -> [UnitState] { members.sorted { $0.index < $1.index } }
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

extension IncrementalAnalyzer: EntityLookup {
    /// Reads the first entity of `name` in place, where it was built (a family's `reads` looks only at names).
    func withEntity<T>(named name: String, _ body: (Entity) -> T) -> T? {
        guard let u = firstEntity(name), case .entity(let e) = u.element else { return nil }
        return body(e)
    }
}
