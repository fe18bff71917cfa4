// Cross-declaration checks: names, inheritance, inverses, references and Core Data's warnings.

import CDMSyntax

struct Checker {
    /// The model, its name index current: entities are found by name through it (the first
    /// declaration wins when a name is repeated). A dictionary of entity copies beside it was 7 MB
    /// for a 21,000-entity model, at the moment a file's peak memory is reached.
    let model: Model
    var diagnostics: [Diagnostic] = []
    var entitiesWithUnresolvedMembers: Set<String> = []

    init(model: Model) {
        var model = model
        model.reindex()
        self.model = model
    }

    /// The entity named `name`: the first declared, when the name is repeated.
    @inline(__always) func entityNamed(_ name: String) -> Entity? { model.entity(named: name) }

    mutating func report(_ code: DiagnosticCode, _ message: String, _ range: TextRange, related: [RelatedLocation] = [], fixIts: [FixIt] = [], unnecessary: Bool = false) {
        diagnostics.append(Diagnostic(code, message, at: range, related: related, fixIts: fixIts, isUnnecessary: unnecessary))
    }

    /// Every rule family over the whole model, in the order of `RuleFamilies.all`. A family whose
    /// pass comes in parts (`partsBeside`: the strings' checks, the longest on a large model) runs
    /// on the machine's cores beside the others, which run in turn on one of them; each family's
    /// diagnostics still come in its place in the order.
    mutating func check() {
        let families = RuleFamilies.all
        // Each family's parts, found once (nil: the family has none, and runs through `checkModel`).
        let passes = families.map { family -> ModelPassParts? in
            if case .declaration(let rules) = family { return rules.partsBeside(model) }
            return nil
        }
        let jobs = passes.indices.flatMap { i in (0..<(passes[i]?.count ?? 0)).map { (family: i, part: $0) } }
        guard canRunInParallel, jobs.count > 1 else {
            for (family, parts) in zip(families, passes) {
                if let parts { diagnostics += parts.diagnostics } else { run(family) }
            }
            return
        }
        // Part 0 runs the other families in order and notes where each one's diagnostics end; the
        // parts after it are the families' parts, in the order of the families.
        let start = self
        let results = inParallel(parts: jobs.count + 1) { k -> (Checker?, [Diagnostic], ends: [Int]) in
            guard k > 0 else {
                var checker = start
                var ends: [Int] = []
                for (family, parts) in zip(families, passes) {
                    if parts == nil { checker.run(family) }
                    ends.append(checker.diagnostics.count)
                }
                return (checker, [], ends)
            }
            let job = jobs[k - 1]
            return (nil, passes[job.family]!.check(job.part), [])
        }
        let others = results[0].0!
        let ends = results[0].ends
        self = others
        diagnostics = Array(others.diagnostics[..<(ends.first ?? 0)])
        var next = 1
        for i in families.indices {
            if i > 0 { diagnostics += others.diagnostics[ends[i - 1]..<ends[i]] }
            while next < results.count && jobs[next - 1].family == i {
                diagnostics += results[next].1
                next += 1
            }
        }
    }

    private mutating func run(_ family: RuleFamilies.Family) {
        switch family {
        case .declaration(let rules): rules.checkModel(&self)
        case .model(let rules): rules.checkModel(&self)
        }
    }

    /// Each entity's parent and members (`EntityRules`).
    mutating func checkEntities() {
        var cyclic: Set<String> = []
        let cycles = inheritanceCycles()
        for entity in model.entities {
            checkParent(entity, &cyclic, cycles: cycles)
        }
        checkAllMembers(cyclic: cyclic)
    }

    /// Names that break the code the model's `generate` lines ask for: a class named like a type
    /// that generated code mentions, and, for Objective-C classes, properties named like a C or
    /// Objective-C keyword (Objective-C cannot escape one; generated Swift writes keywords in
    /// back-ticks, and the builders spell property names as strings). Xcode's own codegen (a
    /// `generate xcdatamodel` line without `generate swift`/`objc`, on a `class` or `category`
    /// entity) counts as generated Swift. A class named like a Swift type that no Swift is
    /// generated for is a warning of what it would shadow.
    mutating func checkGeneratedNames() {
        checkSwiftDataLimits()
        // The opt-in generated API's enums and base classes (issue 33): read with the same entities.
        diagnostics += GeneratedAPIRules.diagnostics(for: model)
        let languages = GeneratedNames.generatedLanguages(model)
        let xcodeCodegen = GeneratedNames.xcodeGeneratesClasses(model)
        let generatesClasses = model.generates.contains { $0.kind == .swift || $0.kind == .objc }
        let generatesSwiftData = model.generates.contains { $0.kind == .swiftdata }
        let generatesSwiftClasses = model.generates.contains { $0.kind == .swift }
        if generatesSwiftData {
            let stem = GeneratedNames.typeStem(model.name)
            for entity in model.entities where GeneratedNames.isSwiftDataSchemaName(entity.name, stem: stem) {
                report(
                    .classShadowsType,
                    "entity '\(entity.name)' has the name of a type 'generate swiftdata' writes for model '\(model.name)' ('\(stem)MigrationPlan', '\(stem)SchemaV1', '\(stem)SchemaV2', …), in a file of the same name; rename the entity or the model",
                    entity.nameRange)
            }
        }
        if model.generates.contains(where: { $0.kind == .migrations }) {
            // `generate migrations` declares `<Model>StagedMigration` in the app's module.
            let type = GeneratedNames.typeStem(model.name) + "StagedMigration"
            let key = OutputNames.caseInsensitiveKey(type)
            for entity in model.entities {
                let what: String
                if OutputNames.caseInsensitiveKey(entity.name) == key {
                    what = "entity '\(entity.name)' has"
                } else if OutputNames.caseInsensitiveKey(entity.swiftClassName) == key {
                    what = "the class '\(entity.swiftClassName)' of entity '\(entity.name)' has"
                } else {
                    continue
                }
                report(
                    .classShadowsType,
                    "\(what) the name of the type 'generate migrations' writes for model '\(model.name)' ('\(type)', in a file of the same name); rename it or the model",
                    entity.nameRange)
            }
        }
        for entity in model.entities {
            let simple = entity.swiftClassName
            let xcodeWritesClass = xcodeCodegen && entity.codegen != .manual
            let swift = languages.swift || xcodeWritesClass
            // An entity named like a built-in type is entity-shadows-type already.
            let reported = entity.className == nil && AttributeType.named(entity.name) != nil
            if !reported {
                let range = entity.classNameRange ?? entity.nameRange
                let whose = entity.className == nil ? "entity '\(entity.name)'" : "class '\(simple)'"
                let fix = entity.className == nil ? "name its class with '@class(…)'" : "choose another class name"
                let uses = languages.swift ? "generated Swift uses" : "the Swift that Xcode's codegen writes for it uses (the bundle of 'generate xcdatamodel' asks Xcode to write the class)"
                if let language = GeneratedNames.keywordLanguage(simple, swift: swift, objc: languages.objc) {
                    let what = entity.className == nil ? "entity '\(entity.name)' would be a class whose name" : "class name '\(simple)'"
                    report(.invalidClassName, "\(what) is reserved in \(language); generated code cannot declare a class of that name; \(fix)", range)
                } else if swift && GeneratedNames.swiftTypes.contains(simple) {
                    report(.classShadowsType, "\(whose) has the name of Swift's '\(simple)', which \(uses); the class would shadow it; \(fix)", range)
                } else if languages.objc && GeneratedNames.objcTypes.contains(simple) {
                    report(.classShadowsType, "\(whose) has the name of Objective-C's '\(simple)', which generated Objective-C uses; \(fix)", range)
                } else if simple == GeneratedNames.builderTypeName(of: model) {
                    report(.classShadowsType, "\(whose) has the name of the type 'generate builder' writes for model '\(model.name)'; \(fix), or rename the model", range)
                } else if !swift && GeneratedNames.swiftTypes.contains(simple) {
                    report(
                        .classMayShadowType,
                        "\(whose) has the name of Swift's '\(simple)': should Swift be generated for it ('generate swift', or Xcode's codegen), the class would shadow '\(simple)', which that code uses, and it would not compile; \(fix)",
                        range)
                }
            }
            // A Transformable's class is copied into generated classes as a type (SwiftData's whatever the codegen).
            if ((generatesClasses || xcodeWritesClass) && entity.codegen != .manual) || generatesSwiftData {
                for attribute in entity.attributes where attribute.type == .transformable {
                    if let custom = attribute.customClassName, let problem = GeneratedNames.transformableClassProblem(custom) {
                        report(.invalidClassName, problem, attribute.typeRange)
                    }
                }
            }
            // A reserved name kept in backticks still cannot be declared by a generated Swift class (without
            // backticks it is a reserved-name error already).
            if generatesSwiftClasses, entity.codegen != .manual {
                let escaped = entity.attributes.filter(\.nameIsEscaped).map { ($0.name, $0.nameRange) } + entity.relationships.filter(\.nameIsEscaped).map { ($0.name, $0.nameRange) }
                for (name, range) in escaped where ReservedNames.swiftClassClashes.contains(name) {
                    report(
                        .reservedName,
                        "'\(name)' is a member of NSManagedObject or NSObject, and the Swift class 'generate swift' writes cannot declare a property of that name, even in backticks (it would override the member and not compile); rename the property, or write the class yourself with '@codegen(manual)'",
                        range)
                }
            }
            guard languages.objcClasses, entity.codegen != .manual else { continue }
            let properties = entity.attributes.map { ($0.name, $0.nameRange) } + entity.relationships.map { ($0.name, $0.nameRange) }
            for (name, range) in properties where GeneratedNames.objcKeywords.contains(name) {
                report(.keywordName, "'\(name)' is a C keyword or an Objective-C macro and cannot name a property of the Objective-C class 'generate objc' writes; rename the property", range)
            }
        }
    }

    /// Repeated attribute names in each composite.
    mutating func checkComposites() {
        for composite in model.composites {
            var seen: [String: TextRange] = [:]
            for a in composite.attributes {
                if let first = seen[a.name] {
                    report(.duplicateProperty, "composite '\(composite.name)' already has a property '\(a.name)'", a.nameRange, related: [RelatedLocation(range: first, message: "'\(a.name)' is first declared here")])
                }
                seen[a.name] = seen[a.name] ?? a.nameRange
            }
        }
    }

    /// The entities that configurations and fetch requests name, and their own names' repeats.
    mutating func checkConfigurationsAndFetchRequests() {
        for configuration in model.configurations {
            var seen: Set<String> = []
            for member in configuration.entities {
                if entityNamed(member.name) == nil {
                    reportUnknownEntity(member.name, member.range, context: "configuration '\(configuration.name)'")
                } else if !seen.insert(member.name).inserted {
                    report(.duplicateEntity, "'\(member.name)' is already listed in configuration '\(configuration.name)'", member.range, unnecessary: true)
                }
            }
        }
        var requestNames: [String: TextRange] = [:]
        for request in model.fetchRequests {
            if entityNamed(request.entity) == nil {
                reportUnknownEntity(request.entity, request.entityRange, context: "fetch request '\(request.name)'")
            }
            if let first = requestNames[request.name] {
                report(.duplicateEntity, "a fetch request named '\(request.name)' already exists", request.nameRange, related: [RelatedLocation(range: first, message: "first declared here")])
            }
            requestNames[request.name] = requestNames[request.name] ?? request.nameRange
        }
        var configurationNames: [String: TextRange] = [:]
        for c in model.configurations {
            if let first = configurationNames[c.name] {
                report(.duplicateEntity, "a configuration named '\(c.name)' already exists", c.nameRange, related: [RelatedLocation(range: first, message: "first declared here")])
            }
            configurationNames[c.name] = configurationNames[c.name] ?? c.nameRange
        }
    }

    mutating func reportUnknownEntity(_ name: String, _ range: TextRange, context: String) {
        let suggestion = Suggestions.nearest(to: name, in: model.entityPositions.keys)
        report(.unknownEntity, "unknown entity '\(name)' in \(context)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), range, fixIts: suggestion.map { [FixIt(title: "Change to '\($0)'", edits: [TextEdit(range: range, newText: $0)])] } ?? [])
    }

    mutating func checkDuplicateTypes() {
        var seen: [String: TextRange] = [:]
        let declared = model.entities.map { ($0.name, $0.nameRange, "entity") } + model.composites.map { ($0.name, $0.nameRange, "composite") }
        for (name, range, what) in declared.sorted(by: { $0.1 < $1.1 }) {
            if let first = seen[name] {
                report(.duplicateEntity, "\(what) '\(name)' is declared more than once", range, related: [RelatedLocation(range: first, message: "'\(name)' is first declared here")])
            } else {
                seen[name] = range
            }
        }
    }

    /// Every inheritance cycle, by member: the names around it in parent order. One walk up from
    /// each entity, stopping where an earlier walk went, so 10,000 entities cost 10,000 steps.
    func inheritanceCycles() -> [String: (cycle: [String], index: Int)] {
        var state: [String: Bool] = [:]  // false: on the current walk; true: finished
        var out: [String: (cycle: [String], index: Int)] = [:]
        // A walk from an entity without a parent ends where it starts: none is needed.
        for start in model.entities where start.parent != nil && state[start.name] == nil {
            var path: [String] = []
            var current = start.name
            while state[current] == nil, let e = entityNamed(current) {
                state[current] = false
                path.append(current)
                guard let parent = e.parent else { break }
                current = parent
            }
            if state[current] == false, let k = path.firstIndex(of: current) {
                let cycle = Array(path[k...])
                for (i, name) in cycle.enumerated() { out[name] = (cycle, i) }
            }
            for name in path { state[name] = true }
        }
        return out
    }

    /// Reports that `entity` inherits from itself, naming the chain from it around `cycle` (parent
    /// order, the entity at `k`) and back. A long cycle is named by its ends: every member reports
    /// it, and 10,000 messages of 10,000 names would not be read.
    mutating func reportCycle(_ entity: Entity, cycle: [String], from k: Int, _ range: TextRange) {
        let n = cycle.count
        let shown = n + 1 > 12 ? Array(0..<6) + [-1] + Array((n - 2)...n) : Array(0...n)
        let chain = shown.map { $0 < 0 ? "… (\(n) entities)" : cycle[(k + $0) % n] }
        report(.inheritanceCycle, "entity '\(entity.name)' inherits from itself (\(chain.joined(separator: " → ")))", range)
    }

    mutating func checkParent(_ entity: Entity, _ cyclic: inout Set<String>, cycles: [String: (cycle: [String], index: Int)]? = nil) {
        guard let parent = entity.parent, let range = entity.parentRange else { return }
        guard entityNamed(parent) != nil else {
            let candidates = model.entities.map(\.name).filter { $0 != entity.name }
            let suggestion = Suggestions.nearest(to: parent, in: candidates)
            let isComposite = model.composite(named: parent) != nil
            report(.unknownParent, isComposite ? "'\(parent)' is a composite; an entity can inherit only from an entity" : "unknown parent entity '\(parent)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), range, fixIts: suggestion.map { [FixIt(title: "Change to '\($0)'", edits: [TextEdit(range: range, newText: $0)])] } ?? [])
            return
        }
        // The first entity of a name: its cycle, if any, is known. (A repeated name walks its own chain.)
        if let cycles, entityNamed(entity.name)?.nameRange == entity.nameRange {
            guard let (cycle, k) = cycles[entity.name] else { return }
            cyclic.insert(entity.name)
            reportCycle(entity, cycle: cycle, from: k, range)
            return
        }
        // Follow the chain; a cycle returns to this entity.
        var seen: Set<String> = [entity.name]
        var current = parent
        var chain = [entity.name]
        while let e = entityNamed(current) {
            chain.append(current)
            if current == entity.name || !seen.insert(current).inserted {
                if current == entity.name {
                    cyclic.insert(entity.name)
                    reportCycle(entity, cycle: Array(chain.dropLast()), from: 0, range)
                }
                return
            }
            guard let next = e.parent else { return }
            current = next
        }
    }

    /// Checks the members of every entity. The names each one inherits are gathered in one walk
    /// down each inheritance tree (added when the walk enters the entity declaring them, removed
    /// when it leaves), not by a walk up from every entity: a chain of 10,000 entities costs
    /// 10,000 steps, not 50 million. Entities the walk does not reach (in or below a cycle) are
    /// checked one by one.
    /// Returns, for each entity of the model, the range of `diagnostics` its check reported.
    /// (`inHalves: false` walks every tree on this thread: what `CheckInHalvesTests` compares with.)
    @discardableResult
    mutating func checkAllMembers(cyclic: Set<String>, inHalves: Bool = true) -> [Range<Int>] {
        let all = model.entities
        var first: [String: Int] = [:]
        // Names and parents read where they are (`enumerated()` copied every entity, twice).
        for i in all.indices {
            let name = all[i].name
            if first[name] == nil { first[name] = i }
        }
        var children: [Int: [Int]] = [:]
        var roots: [Int] = []
        for i in all.indices {
            if let parent = all[i].parent, let p = first[parent] { children[p, default: []].append(i) } else { roots.append(i) }
        }
        var walk = MemberWalk(reported: [Range<Int>](repeating: 0..<0, count: all.count), visited: [Bool](repeating: false, count: all.count))
        if inHalves && all.count >= Self.halvingThreshold && roots.count >= 2 && canRunInParallel {
            // Two halves of the roots at once, each tree whole: the same diagnostics in the same
            // order as one walk, the second half's numbered after the first's.
            let middle = roots.count / 2
            var start = self
            start.diagnostics = []
            let (a, b) = inParallel(
                { var c = start; var w = walk; c.walkMembers(from: roots[..<middle], all, first, children, &w); return (c.diagnostics, w) },
                { var c = start; var w = walk; c.walkMembers(from: roots[middle...], all, first, children, &w); return (c.diagnostics, w) })
            let base = diagnostics.count
            diagnostics += a.0
            let second = diagnostics.count
            diagnostics += b.0
            for i in all.indices {
                if a.1.visited[i] {
                    walk.reported[i] = (a.1.reported[i].lowerBound + base)..<(a.1.reported[i].upperBound + base)
                    walk.visited[i] = true
                } else if b.1.visited[i] {
                    walk.reported[i] = (b.1.reported[i].lowerBound + second)..<(b.1.reported[i].upperBound + second)
                    walk.visited[i] = true
                }
            }
        } else {
            walkMembers(from: roots[...], all, first, children, &walk)
        }
        for i in all.indices where !walk.visited[i] {
            let before = diagnostics.count
            checkMembers(all[i], cyclic: cyclic.contains(all[i].name))
            walk.reported[i] = before..<diagnostics.count
        }
        return walk.reported
    }

    /// Models of this many entities and more have their members checked in two halves at once.
    static let halvingThreshold = 2000

    /// What walking the inheritance trees records: for each entity, whether it was reached and the
    /// range of `diagnostics` its check reported.
    struct MemberWalk {
        var reported: [Range<Int>]
        var visited: [Bool]
    }

    /// Walks down the trees of `roots`, checking each entity's members with the names it inherits.
    private mutating func walkMembers(from roots: ArraySlice<Int>, _ all: [Entity], _ first: [String: Int], _ children: [Int: [Int]], _ walk: inout MemberWalk) {
        var inherited: [String: (Entity, TextRange)] = [:]
        // Open entities with the names they added and how many of their children were walked.
        var stack: [(entity: Int, added: [String], next: Int)] = []
        var ancestorsWithProperties = 0
        for root in roots {
            var pending = [root]
            while true {
                if let i = pending.popLast() {
                    walk.visited[i] = true
                    let entity = all[i]
                    let before = diagnostics.count
                    checkMembers(entity, cyclic: false, inherited: inherited, ancestorsHaveProperties: ancestorsWithProperties > 0)
                    walk.reported[i] = before..<diagnostics.count
                    // Only the first entity of a name has children (as `Model.entity(named:)` finds).
                    guard first[entity.name] == i, children[i] != nil else { continue }
                    var added: [String] = []
                    for (name, range) in propertyNames(entity) where inherited[name] == nil {
                        inherited[name] = (entity, range)
                        added.append(name)
                    }
                    if entity.propertyCount > 0 { ancestorsWithProperties += 1 }
                    stack.append((i, added, 0))
                }
                guard let top = stack.last else { break }
                let kids = children[top.entity] ?? []
                if top.next < kids.count {
                    stack[stack.count - 1].next += 1
                    if !walk.visited[kids[top.next]] { pending.append(kids[top.next]) }
                    continue
                }
                stack.removeLast()
                for name in top.added { inherited[name] = nil }
                if all[top.entity].propertyCount > 0 { ancestorsWithProperties -= 1 }
            }
        }
    }

    /// Checks one entity's members; `inherited` and `ancestorsHaveProperties`, when given, spare
    /// the walk up its ancestors.
    mutating func checkMembers(_ entity: Entity, cyclic: Bool, inherited known: [String: (Entity, TextRange)]? = nil, ancestorsHaveProperties: Bool? = nil) {
        let ancestors = cyclic || known != nil ? [] : model.ancestors(of: entity)
        // Names declared here, and those inherited.
        var inherited: [String: (Entity, TextRange)] = known ?? [:]
        for a in ancestors.reversed() {
            for (name, range) in propertyNames(a) where inherited[name] == nil { inherited[name] = (a, range) }
        }
        // Most entities inherit nothing and repeat no name: a set of the names says so, without
        // gathering them with their ranges in file order.
        if !inherited.isEmpty || !hasDistinctPropertyNames(entity) {
            var own: [String: TextRange] = [:]
            for (name, range) in propertyNames(entity) {
                if let first = own[name] {
                    report(.duplicateProperty, "entity '\(entity.name)' already has a property '\(name)'", range, related: [RelatedLocation(range: first, message: "'\(name)' is first declared here")])
                    continue
                }
                own[name] = range
                if let (ancestor, first) = inherited[name] {
                    report(.inheritedPropertyRedeclared, "'\(name)' is already inherited from '\(ancestor.name)'; a sub-entity cannot redeclare it", range, related: [RelatedLocation(range: first, message: "declared in '\(ancestor.name)' here")])
                }
            }
        }
        if entity.propertyCount == 0 && !(ancestorsHaveProperties ?? ancestors.contains { $0.propertyCount > 0 }) && !entitiesWithUnresolvedMembers.contains(entity.name) {
            report(.emptyEntity, "entity '\(entity.name)' has no properties", entity.nameRange)
        }
        for a in entity.attributes where a.isOptional && a.type.isNumeric && a.defaultValue == nil && !a.isTransient && a.derivation == nil {
            report(.optionalNumericWithoutDefault, "optional '\(a.type.rawValue)' attribute '\(a.name)' has no default; Core Data recommends a required attribute with a default such as 0", a.nameRange)
        }
        for r in entity.relationships {
            checkInverse(r, of: entity)
            if !r.isToMany && r.isOptional && r.deleteRule == .deny {
                report(.denyOptionalToOne, "'@deleteRule(deny)' on optional to-one '\(r.name)' denies deletion only while it is set; make it required or choose another rule", r.nameRange)
            }
        }
        // Inherited properties matter only to constraints and indexes: gather them only then.
        guard entity.uniqueConstraints.contains(where: { !$0.fromModifier }) || !entity.indexes.isEmpty else { return }
        let attributes = Dictionary(model.allAttributes(of: entity).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let relationships = Dictionary(model.allRelationships(of: entity).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let all = Array(attributes.keys) + Array(relationships.keys)
        for constraint in entity.uniqueConstraints where !constraint.fromModifier {
            for part in constraint.properties {
                checkReference(part, in: entity, attributes: attributes, relationships: relationships, candidates: all, context: "a uniqueness constraint")
            }
        }
        for index in entity.indexes {
            for part in index.parts {
                checkReference(part.property, in: entity, attributes: attributes, relationships: relationships, candidates: all, context: "index '\(index.name)'")
            }
        }
    }

    mutating func checkReference(_ ref: PropertyRef, in entity: Entity, attributes: [String: Attribute], relationships: [String: Relationship], candidates: [String], context: String) {
        if let a = attributes[ref.name] {
            if a.isTransient {
                report(.unknownProperty, "transient attribute '\(ref.name)' cannot be used in \(context); it is not stored", ref.range)
            }
            return
        }
        if let r = relationships[ref.name] {
            if r.isToMany {
                // Xcode compiles a fetch index that names a to-many relationship, and apps ship one;
                // a uniqueness constraint cannot hold one.
                if context.hasPrefix("index") {
                    report(.indexToMany, "to-many relationship '\(ref.name)' has no column of its own, so \(context) cannot index it; index an attribute or a to-one relationship", ref.range)
                } else {
                    report(.unknownProperty, "to-many relationship '\(ref.name)' cannot be used in \(context); use an attribute or a to-one relationship", ref.range)
                }
            }
            return
        }
        let suggestion = Suggestions.nearest(to: ref.name, in: candidates)
        let isFetched = entity.fetchedProperties.contains { $0.name == ref.name }
        report(.unknownProperty, isFetched ? "fetched property '\(ref.name)' cannot be used in \(context); it is not stored" : "entity '\(entity.name)' has no property '\(ref.name)' for \(context)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), ref.range, fixIts: suggestion.map { [FixIt(title: "Change to '\($0)'", edits: [TextEdit(range: ref.range, newText: $0)])] } ?? [])
    }

    func hasDistinctPropertyNames(_ entity: Entity) -> Bool {
        let count = entity.propertyCount
        // Most entities have a few dozen properties at most: compared pair by pair, by a fingerprint
        // of each name first, in a buffer on the stack, the names are not hashed (a set of them was
        // 1.4% of a cold check, and comparing the strings themselves pair by pair not much less).
        if count <= 32 {
            func fingerprint(_ name: String) -> Int {
                let utf8 = name.utf8
                return utf8.count | Int(utf8.first ?? 0) << 32 | Int(utf8.last ?? 0) << 40
            }
            return withUnsafeTemporaryAllocation(of: (Int, String).self, capacity: count) { buffer in
                let base = buffer.baseAddress!
                var n = 0
                func add(_ name: String) {
                    (base + n).initialize(to: (fingerprint(name), name))
                    n += 1
                }
                for a in entity.attributes { add(a.name) }
                for r in entity.relationships { add(r.name) }
                for f in entity.fetchedProperties { add(f.name) }
                defer { base.deinitialize(count: n) }
                for i in 0..<n {
                    for j in (i + 1)..<n where base[i].0 == base[j].0 && base[i].1 == base[j].1 { return false }
                }
                return true
            }
        }
        var names = Set<String>(minimumCapacity: count)
        for a in entity.attributes where !names.insert(a.name).inserted { return false }
        for r in entity.relationships where !names.insert(r.name).inserted { return false }
        for f in entity.fetchedProperties where !names.insert(f.name).inserted { return false }
        return true
    }

    func propertyNames(_ entity: Entity) -> [(String, TextRange)] {
        (entity.attributes.map { ($0.name, $0.nameRange) } + entity.relationships.map { ($0.name, $0.nameRange) } + entity.fetchedProperties.map { ($0.name, $0.nameRange) }).sorted { $0.1 < $1.1 }
    }

    mutating func checkInverse(_ r: Relationship, of entity: Entity) {
        guard let destination = entityNamed(r.destination) else { return }
        let destRelationships = model.allRelationships(of: destination)
        guard let inverseName = r.inverse, let inverseRange = r.inverseRange else {
            // Does the other side name this one? Then the fix is certain.
            if let back = destRelationships.first(where: { $0.inverse == r.name && model.entity(entity.name, isKindOf: $0.destination) }) {
                report(.missingInverse, "relationship '\(r.name)' has no inverse, but '\(r.destination).\(back.name)' names it as its inverse; add '@inverse(\(back.name))'", r.nameRange, related: [RelatedLocation(range: back.nameRange, message: "'\(back.name)' names '\(r.name)' as its inverse")], fixIts: [FixIt(title: "Add '@inverse(\(back.name))'", edits: [TextEdit(range: .empty(at: r.range.end), newText: " @inverse(\(back.name))")])])
            } else {
                report(.missingInverse, "relationship '\(r.name)' has no inverse; Core Data needs one to keep the object graph consistent", r.nameRange)
            }
            return
        }
        guard let inverse = destRelationships.first(where: { $0.name == inverseName }) else {
            let attributeNames = model.allAttributes(of: destination).map(\.name) + destination.fetchedProperties.map(\.name)
            if attributeNames.contains(inverseName) {
                report(.inverseNotRelationship, "'\(r.destination).\(inverseName)' is not a relationship; an inverse must be a relationship back to '\(entity.name)'", inverseRange)
                return
            }
            let pointingBack = destRelationships.filter { model.entity(entity.name, isKindOf: $0.destination) }.map(\.name)
            let suggestion = Suggestions.nearest(to: inverseName, in: pointingBack) ?? (pointingBack.count == 1 ? pointingBack[0] : nil)
            report(.unknownInverse, "'\(r.destination)' has no relationship '\(inverseName)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), inverseRange, fixIts: suggestion.map { [FixIt(title: "Change to '\($0)'", edits: [TextEdit(range: inverseRange, newText: $0)])] } ?? [])
            return
        }
        guard model.entity(entity.name, isKindOf: inverse.destination) else {
            report(.inverseWrongDestination, "'\(r.destination).\(inverseName)' points to '\(inverse.destination)', not back to '\(entity.name)'", inverseRange, related: [RelatedLocation(range: inverse.destinationRange, message: "'\(inverseName)' points to '\(inverse.destination)' here")])
            return
        }
        if let back = inverse.inverse, back != r.name {
            // An inverse that does not exist is reported on the other side as unknown-inverse.
            if let owner = entityNamed(inverse.destination), !model.allRelationships(of: owner).contains(where: { $0.name == back }) {
                return
            }
            report(.inverseMismatch, "'\(r.name)' names '\(r.destination).\(inverseName)' as its inverse, but '\(inverseName)' names '\(back)'", inverseRange, related: [RelatedLocation(range: inverse.inverseRange ?? inverse.nameRange, message: "'\(inverseName)' names '\(back)' as its inverse here")])
            return
        }
        if inverse.inverse == nil {
            return  // reported on the other side as missing-inverse, with its fix
        }
        // Report a pair that cascades both ways once, on the side declared first.
        // A relationship that is its own inverse (`spouse: Person? @inverse(spouse)`) is one side, not two.
        if r.deleteRule == .cascade && inverse.deleteRule == .cascade && r.nameRange.start < inverse.nameRange.start {
            report(.cascadeBothWays, "'\(r.name)' and its inverse '\(r.destination).\(inverseName)' both cascade; deleting either object deletes the other and everything they cascade to", r.nameRange, related: [RelatedLocation(range: inverse.nameRange, message: "'\(inverseName)' also cascades")])
        }
    }

    mutating func checkCompositeCycles() {
        var byName: [String: Composite] = [:]
        for c in model.composites where byName[c.name] == nil { byName[c.name] = c }
        for composite in model.composites {
            // Report on the first attribute through which the composite contains itself.
            for a in composite.attributes {
                guard let start = a.compositeName else { continue }
                var seen: Set<String> = []
                var queue = [start]
                var cycles = false
                while let next = queue.popLast() {
                    if next == composite.name {
                        cycles = true
                        break
                    }
                    if seen.insert(next).inserted, let c = byName[next] {
                        queue += c.attributes.compactMap(\.compositeName)
                    }
                }
                if cycles {
                    let range = TextRange(offset: a.typeRange.start, length: min(a.typeRange.length, start.utf8.count))
                    let how = start == composite.name ? "" : " through '\(start)'"
                    report(.inheritanceCycle, "composite '\(composite.name)' contains itself\(how); Core Data cannot store a composite inside itself", range)
                    break
                }
            }
        }
    }
}

// MARK: - Rule families

/// Entities and composites that share a name: each declaration after the first is reported, read
/// with the declarations of its name.
enum DuplicateTypeRules: DeclarationRules {
    typealias Setting = NoSetting

    static func checks(_ element: BuiltElement) -> Bool { element.typeNameRange != nil }

    static func reads(_ element: BuiltElement, _ setting: NoSetting, _ entities: EntityLookup) -> RuleReads {
        RuleReads(names: element.typeNameRange.map { [$0.name] } ?? [], composites: true, ancestors: false)
    }

    static func check(_ element: BuiltElement, _ input: RuleInput, _ setting: NoSetting) -> RuleOutput {
        guard let own = element.typeNameRange, input.model.entities.count + input.model.composites.count > 1 else { return RuleOutput() }
        var checker = Checker(model: input.model)
        checker.checkDuplicateTypes()
        return RuleOutput(diagnostics: checker.diagnostics.filter { $0.range == own.range })
    }

    static var hasWholeModelPass: Bool { true }

    static func checkAll(_ model: Model, checking: [BuiltElement], unresolved: Set<String>, _ setting: NoSetting) -> [RuleOutput]? {
        var checker = Checker(model: model)
        checker.checkDuplicateTypes()
        var reported: [TextRange: [Diagnostic]] = [:]
        for d in checker.diagnostics { reported[d.range, default: []].append(d) }
        let declared = (model.entities.map(\.nameRange) + model.composites.map(\.nameRange)).sorted()
        return declared.map { RuleOutput(diagnostics: reported[$0] ?? []) }
    }

    static func checkModel(_ checker: inout Checker) { checker.checkDuplicateTypes() }
}

/// An entity's parent (unknown, a cycle) and members (repeated and inherited names, inverses,
/// constraints, indexes): each entity read with its ancestors, its relationships' destinations
/// and the destinations of the relationships that may be their inverses, with their ancestors;
/// with every name when its parent is unknown (a suggestion is picked from them all).
enum EntityRules: DeclarationRules {
    typealias Setting = NoSetting

    static func checks(_ element: BuiltElement) -> Bool {
        if case .entity = element { return true }
        return false
    }

    static func reads(_ element: BuiltElement, _ setting: NoSetting, _ entities: EntityLookup) -> RuleReads {
        guard case .entity(let entity) = element else { return RuleReads() }
        var names: [String] = [entity.name]
        if let parent = entity.parent { names.append(parent) }
        for r in entity.relationships {
            names.append(r.destination)
            names += inverseDestinations(r, entities)
        }
        let unknownParent = entity.parent.map { entities.withEntity(named: $0) { _ in true } == nil } ?? false
        return RuleReads(names: names, composites: unknownParent, everyEntity: unknownParent)
    }

    /// The destinations of the relationships that may be `r`'s inverse: those named like it on its
    /// destination and the destination's ancestors (the checks look them up too).
    static func inverseDestinations(_ r: Relationship, _ entities: EntityLookup) -> [String] {
        guard let inverse = r.inverse else { return [] }
        var out: [String] = []
        var next: String? = r.destination
        var seen: Set<String> = []
        while let name = next {
            guard let (parent, found) = entities.withEntity(named: name, { e in (e.parent, e.relationships.filter { $0.name == inverse }.map(\.destination)) }) else { break }
            // A set only past the first.
            if parent != nil || !seen.isEmpty {
                guard seen.insert(name).inserted else { break }
            }
            out += found
            next = parent
        }
        return out
    }

    static func check(_ element: BuiltElement, _ input: RuleInput, _ setting: NoSetting) -> RuleOutput {
        guard case .entity(let entity) = element else { return RuleOutput() }
        // The checker indexes its copy of the model's names; what follows reads that copy.
        var checker = Checker(model: input.model)
        let model = checker.model
        checker.entitiesWithUnresolvedMembers = input.unresolved.contains(entity.name) ? [entity.name] : []
        var out: [Diagnostic] = []
        var cyclic: Set<String> = []
        for d in model.entities where d.name == entity.name {
            let before = checker.diagnostics.count
            checker.checkParent(d, &cyclic)
            if d.nameRange == entity.nameRange { out += checker.diagnostics[before...] }
        }
        let before = checker.diagnostics.count
        if let chain = ancestorsFromRoot(of: entity, in: model) {
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
        out += checker.diagnostics[before...]
        return RuleOutput(diagnostics: out)
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

    static var hasWholeModelPass: Bool { true }

    static func checkAll(_ model: Model, checking: [BuiltElement], unresolved: Set<String>, _ setting: NoSetting) -> [RuleOutput]? {
        var checker = Checker(model: model)
        checker.entitiesWithUnresolvedMembers = unresolved
        var cyclic: Set<String> = []
        let cycles = checker.inheritanceCycles()
        var outputs: [RuleOutput] = []
        outputs.reserveCapacity(model.entities.count)
        for entity in checker.model.entities {
            let before = checker.diagnostics.count
            checker.checkParent(entity, &cyclic, cycles: cycles)
            outputs.append(RuleOutput(diagnostics: Array(checker.diagnostics[before...])))
        }
        let reported = checker.checkAllMembers(cyclic: cyclic)
        for i in outputs.indices { outputs[i].diagnostics += checker.diagnostics[reported[i]] }
        return outputs
    }

    static func checkModel(_ checker: inout Checker) { checker.checkEntities() }
}

/// Repeated composite attributes and composites that contain themselves: every composite, whole.
enum CompositeRules: ModelRules {
    typealias Setting = NoSetting

    static func read(_ element: BuiltElement, _ setting: NoSetting) -> RuleRead<Bool> {
        if case .composite = element { return .everything }
        return .nothing
    }

    static func check(_ model: ModelReader, _ setting: NoSetting) -> [Diagnostic] {
        var checker = Checker(model: model.model(entities: { _ in false }, composites: true))
        checker.checkComposites()
        checker.checkCompositeCycles()
        return checker.diagnostics
    }

    static func checkModel(_ checker: inout Checker) {
        checker.checkComposites()
        checker.checkCompositeCycles()
    }
}

/// The entities configurations and fetch requests name, and their repeated names: reads the
/// configurations and fetch requests whole and which entity names exist.
enum ReferenceRules: ModelRules {
    typealias Setting = NoSetting

    static func read(_ element: BuiltElement, _ setting: NoSetting) -> RuleRead<String> {
        switch element {
        case .configuration, .fetchRequest: return .everything
        case .entity(let e): return .key(e.name)
        default: return .nothing
        }
    }

    static func check(_ reader: ModelReader, _ setting: NoSetting) -> [Diagnostic] {
        let declarations = reader.declarations
        guard !declarations.configurations.isEmpty || !declarations.fetchRequests.isEmpty else { return [] }
        let referenced = declarations.configurations.flatMap { $0.entities.map(\.name) } + declarations.fetchRequests.map(\.entity)
        var model: Model
        if referenced.contains(where: { reader.entity(named: $0) == nil }) {
            // An unknown entity is matched against every entity name.
            model = reader.model(entities: { _ in true }, composites: false)
        } else {
            model = declarations
            var seen: Set<String> = []
            for name in referenced where seen.insert(name).inserted {
                if let e = reader.entity(named: name) { model.entities.append(e) }
            }
        }
        var checker = Checker(model: model)
        checker.checkConfigurationsAndFetchRequests()
        return checker.diagnostics
    }

    static func checkModel(_ checker: inout Checker) { checker.checkConfigurationsAndFetchRequests() }
}

extension BuiltElement {
    /// The name of an entity or composite, with its range.
    var typeNameRange: (name: String, range: TextRange)? {
        switch self {
        case .entity(let e): return (e.name, e.nameRange)
        case .composite(let c): return (c.name, c.nameRange)
        default: return nil
        }
    }
}
