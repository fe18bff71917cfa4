// Builds the model from the syntax tree and reports what each declaration gets wrong on its own.

import CDMSyntax
import Foundation

/// Everything cdm knows about one file: the tree, the model and every diagnostic, sorted.
public struct Analysis: Sendable {
    public let parsed: ParsedFile
    public let model: Model
    public let diagnostics: [Diagnostic]
}

public enum Analyzer {
    /// Parses, builds and checks `text`. `defaultModelName` names the model when it has no `model` line.
    public static func analyze(text: String, defaultModelName: String = "Model") -> Analysis {
        analyze(parsed: parse(text), defaultModelName: defaultModelName)
    }

    /// The tree of `text`: a large text through `IncrementalParser`, whose first parse takes parts
    /// at once and gives the tree `Parser.parse` gives (`IncrementalParserTests`).
    static func parse(_ text: String) -> ParsedFile {
        let count = text.utf8.count
        guard count >= IncrementalParser.halvingThreshold else { return Parser.parse(text) }
        var text = text
        return text.withUTF8 { bytes in
            IncrementalParser.parseFile(count: count) { Array(bytes[$0]) }
        }
    }

    public static func analyze(parsed: ParsedFile, defaultModelName: String = "Model") -> Analysis {
        var builder = ModelBuilder(defaultModelName: defaultModelName)
        if !builder.buildInHalves(parsed) { builder.build(parsed) }
        return check(parsed, builder)
    }

    /// The analysis of `parsed`, and what its build made of each declaration, for an
    /// `IncrementalAnalyzer` of the same text to start from instead of building every declaration
    /// again (nil when a declaration asked for a "did you mean": those share a budget in file order,
    /// which the analyzer keeps itself).
    public static func analyzeSeeding(parsed: ParsedFile, defaultModelName: String = "Model") -> (Analysis, AnalyzerSeed?) {
        var builder = ModelBuilder(defaultModelName: defaultModelName)
        builder.marks = []
        if !builder.buildInHalves(parsed) { builder.build(parsed) }
        let seed = builder.suggester.demanded == 0 ? AnalyzerSeed(builder, parsed) : nil
        return (check(parsed, builder), seed)
    }

    private static func check(_ parsed: ParsedFile, _ builder: ModelBuilder) -> Analysis {
        // The checker indexes the model's names; the analysis keeps that indexed model.
        var checker = Checker(model: builder.model)
        checker.entitiesWithUnresolvedMembers = builder.entitiesWithUnresolvedMembers
        checker.check()
        let all = builder.diagnostics + checker.diagnostics
        return Analysis(parsed: parsed, model: checker.model, diagnostics: all.sortedByPosition())
    }
}

/// How far a build had got after a declaration: how many diagnostics and elements of each kind it
/// had made (`ModelBuilder.marks`).
struct BuildMark {
    var diagnostics = 0
    var entities = 0
    var composites = 0
    var configurations = 0
    var fetchRequests = 0
    var generates = 0

    func shifted(by other: BuildMark) -> BuildMark {
        BuildMark(
            diagnostics: diagnostics + other.diagnostics, entities: entities + other.entities, composites: composites + other.composites,
            configurations: configurations + other.configurations, fetchRequests: fetchRequests + other.fetchRequests, generates: generates + other.generates)
    }
}

/// What one whole build made of each top-level declaration, in order, for `IncrementalAnalyzer` to
/// take as its first build (`BuiltDeclaration`): the build's model, whose arrays are the analysis's
/// own, its diagnostics, and where each declaration's diagnostics and element end (`BuildMark`). A
/// declaration's share is made when the analyzer asks for it, so that no third copy of every entity
/// is held while the analyzer is made (the analysis's and the analyzer's are two already).
public struct AnalyzerSeed: Sendable {
    let kinds: [SyntaxKind]
    /// Where the build stood after each declaration.
    private let marks: [BuildMark]
    /// Where it stood before the first: the syntax diagnostics, which come first.
    private let start: BuildMark
    private let model: Model
    private let diagnostics: [Diagnostic]

    init(_ builder: ModelBuilder, _ parsed: ParsedFile) {
        kinds = parsed.declarations.map(\.kind)
        marks = builder.marks ?? []
        precondition(marks.count == kinds.count, "a mark after each declaration")
        start = BuildMark(diagnostics: parsed.diagnostics.count)
        model = builder.model
        diagnostics = builder.diagnostics
    }

    /// What the build made of declaration `k`, whose syntax is `node`; nil for a `model` line (the
    /// analyzer builds those itself).
    func built(_ k: Int, node: SyntaxNode) -> BuiltDeclaration? {
        let before = k == 0 ? start : marks[k - 1]
        let after = marks[k]
        let element: BuiltElement
        var unresolved = false
        switch kinds[k] {
        case .modelDecl: return nil
        case .entityDecl where after.entities > before.entities:
            let e = model.entities[before.entities]
            element = .entity(e)
            // What `buildEntity` tells from the same counts.
            unresolved = SyntaxRef(node: node, offset: 0).childNodes.count { $0.kind == .property || $0.kind == .fetchedProperty } > e.propertyCount
        case .compositeDecl where after.composites > before.composites: element = .composite(model.composites[before.composites])
        case .configurationDecl where after.configurations > before.configurations: element = .configuration(model.configurations[before.configurations])
        case .fetchRequestDecl where after.fetchRequests > before.fetchRequests: element = .fetchRequest(model.fetchRequests[before.fetchRequests])
        case .generateDecl where after.generates > before.generates: element = .generate(model.generates[before.generates])
        default: element = .nothing
        }
        let mine = before.diagnostics < after.diagnostics ? Array(diagnostics[before.diagnostics..<after.diagnostics]) : []
        return BuiltDeclaration(element: element, unresolved: unresolved, diagnostics: mine, demanded: 0, refusedAny: false)
    }
}

extension Analyzer {
    /// The names that break the code `targets` would generate, for targets given outside the file
    /// (`cdm generate --target objc --out DIR` on a file without `generate objc`): only those the
    /// analysis, which saw the file's own `generate` lines, does not hold already.
    public static func generatedNameDiagnostics(_ analysis: Analysis, adding targets: [GenerateTarget]) -> [Diagnostic] {
        var model = analysis.model
        model.generates += targets
        var checker = Checker(model: model)
        checker.checkGeneratedNames()
        let known = Set(analysis.diagnostics)
        return checker.diagnostics.filter { !known.contains($0) }.sortedByPosition()
    }
}

/// What one pass over a file remembers of shared nodes: the property nodes it has seen, what those
/// seen twice built to (`ModelBuilder.buildProperty`), and each modifier node as read. The tree
/// outlives the pass, so a node's identity names that node while the memo lives.
struct BuildMemo {
    var built: [ObjectIdentifier: MemoizedProperty] = [:]
    var seenOnce: Set<ObjectIdentifier> = []
    /// Each modifier node as read at offset 0 (nil: not a well-formed modifier). Modifier nodes are
    /// shared too (`@inverse(previous)` in entity after entity), also in properties that are not.
    var modifiers: [ObjectIdentifier: ModifierSyntax?] = [:]
}

/// What one property node built to, with ranges from the node's start (`ModelBuilder.buildProperty`).
struct MemoizedProperty {
    var attribute: Attribute?
    var relationship: Relationship?
    /// The constraint `@unique` adds.
    var unique: UniqueConstraint?

    func add(at offset: Int, to entity: inout Entity) {
        if var a = attribute {
            a.shift(by: offset)
            entity.attributes.append(a)
        }
        if var r = relationship {
            r.shift(by: offset)
            entity.relationships.append(r)
        }
        if var u = unique {
            u.shift(by: offset)
            entity.uniqueConstraints.append(u)
        }
    }
}

struct ModelBuilder {
    var model: Model
    var diagnostics: [Diagnostic] = []
    var entityNames: Set<String> = [] { didSet { builtinNamedEntitiesCache = nil } }
    private var builtinNamedEntitiesCache: Bool?

    /// Whether an entity has the name of a built-in type (`entity Date`: rare, and allowed). Until
    /// one does, a property of a built-in type is known not to name an entity without hashing its
    /// type's name (a `Set` lookup for each of the reference model's 150,000 properties).
    mutating func builtinNamedEntities() -> Bool {
        if let known = builtinNamedEntitiesCache { return known }
        let found = AttributeType.builtinNames.contains(where: entityNames.contains)
        builtinNamedEntitiesCache = found
        return found
    }
    var compositeNames: Set<String> = []
    /// Entities with members that did not make it into the model (unknown types…): never "empty".
    var entitiesWithUnresolvedMembers: Set<String> = []
    /// "Did you mean" for unknown types, with its memo and its budget for this file.
    var suggester = Suggester()
    /// The names an attribute's type may be, gathered once per file (not once per unknown type:
    /// 25,000 unknown types in a 25,000-entity file copied 600 million names).
    var typeCandidates: [String]?
    /// What each property node built to, while one pass builds a whole file (nil otherwise).
    var memo: BuildMemo?
    /// Where the build stood after each declaration (nil: not kept), for `AnalyzerSeed`.
    var marks: [BuildMark]?

    var mark: BuildMark {
        BuildMark(
            diagnostics: diagnostics.count, entities: model.entities.count, composites: model.composites.count,
            configurations: model.configurations.count, fetchRequests: model.fetchRequests.count, generates: model.generates.count)
    }

    init(defaultModelName: String) {
        model = Model(name: defaultModelName)
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, _ range: TextRange, fixIts: [FixIt] = [], related: [RelatedLocation] = [], unnecessary: Bool = false) {
        diagnostics.append(Diagnostic(code, message, at: range, related: related, fixIts: fixIts, isUnnecessary: unnecessary))
    }

    // MARK: - File

    /// Builds every declaration in order; `memoizing: false` builds every property node from its
    /// syntax (what `PropertyMemoTests` compares with).
    mutating func build(_ parsed: ParsedFile, memoizing: Bool = true) {
        let declarations = prepare(parsed)
        var sawModel: TextRange?
        memo = memoizing ? BuildMemo() : nil
        for decl in declarations {
            buildDeclaration(decl, sawModel: &sawModel)
        }
        memo = nil
    }

    /// What every declaration is built with: the syntax diagnostics first, and the entity and
    /// composite names (known before any declaration is built). Returns the declarations.
    private mutating func prepare(_ parsed: ParsedFile) -> [SyntaxRef] {
        for d in parsed.diagnostics {
            diagnostics.append(Diagnostic(DiagnosticCode(d.code), d.message, at: d.range))
        }
        let declarations = parsed.declarations
        // A large file's names are read in parts at once and put in sets sized once (read on one
        // thread, and the set grown by doubling, they took 6 ms of the reference model's check
        // before the build's parts could begin); a small file's in one part, here.
        let reader = self
        let parts = Self.partCount(declarations.count)
        let found = inParallel(parts: parts) { k in
            var names: (entities: [String], composites: [String]) = ([], [])
            for decl in declarations[partRange(k, of: parts, count: declarations.count)] {
                guard decl.kind == .entityDecl || decl.kind == .compositeDecl, let name = reader.declaredName(decl) else { continue }
                if decl.kind == .entityDecl { names.entities.append(name.name) } else { names.composites.append(name.name) }
            }
            return names
        }
        entityNames.reserveCapacity(entityNames.count + found.reduce(0) { $0 + $1.entities.count })
        for names in found {
            for name in names.entities { entityNames.insert(name) }
            for name in names.composites { compositeNames.insert(name) }
        }
        return declarations
    }

    /// Files of at least this many declarations are built in parts at once.
    static let halvingThreshold = 2000

    /// How many parts a file of `count` declarations is built in (`buildInHalves`): one for a small
    /// file, or on one core.
    static func partCount(_ count: Int) -> Int { CDMSyntax.partCount(count, threshold: halvingThreshold, smallest: 250) }

    /// Builds a large file's declarations in parts on the machine's cores and joins them: the
    /// model, diagnostics and unresolved entities `build` gives, in the same order. Declarations are
    /// built from the names (known before building) and their own syntax; the one thing they share
    /// is the "did you mean" budget, spent in file order, so when any part asked for a suggestion
    /// the work is dropped and this returns false (then `build` runs). Returns false for small files
    /// too. There are more parts than cores so that a core slowed by something else builds fewer.
    mutating func buildInHalves(_ parsed: ParsedFile) -> Bool {
        guard Self.partCount(parsed.declarations.count) > 1 else { return false }
        var start = self
        // Any suggestion makes this fall back to one build: the parts need no budget for them.
        start.suggester.allowance = 0
        let declarations = start.prepare(parsed)
        let count = Self.partCount(declarations.count)
        // The first `model` line and the part that builds it; a part after it starts having seen it.
        let firstModel = declarations.firstIndex { $0.kind == .modelDecl }
        let modelPart = firstModel.map { m in (0..<count).first { partRange($0, of: count, count: declarations.count).contains(m) }! }
        // Every part but the first starts as `build` would reach it: names known, diagnostics so far
        // its predecessors' (kept in the first part).
        var later = start
        later.diagnostics = []
        var parts = inParallel(parts: count) { k in
            var builder = k == 0 ? start : later
            var sawModel = modelPart.map { $0 < k } == true ? declarations[firstModel!].trimmedRange : nil
            builder.memo = BuildMemo()
            for decl in declarations[partRange(k, of: count, count: declarations.count)] { builder.buildDeclaration(decl, sawModel: &sawModel) }
            builder.memo = nil
            return builder
        }
        guard parts.allSatisfy({ $0.suggester.demanded == 0 }) else { return false }
        // Each part's marks count from where the parts before it ended (its counts stay as they
        // are when its entities and fetch requests are moved out below).
        var marks = parts[0].marks
        var shift = parts[0].mark
        for part in parts.dropFirst() {
            if let own = part.marks { marks! += own.map { $0.shifted(by: shift) } }
            shift = shift.shifted(by: part.mark)
        }
        let entities = Self.moveJoined(&parts, \.model.entities, leaving: Entity(name: ""))
        let fetchRequests = Self.moveJoined(&parts, \.model.fetchRequests, leaving: FetchRequest(name: "", entity: ""))
        var joined = parts[0]
        joined.suggester = suggester
        joined.marks = marks
        if let m = modelPart, m > 0 {
            // The model line was built by a later part: its fields are that part's.
            var fields = parts[m].model
            fields.composites = joined.model.composites
            fields.configurations = joined.model.configurations
            fields.generates = joined.model.generates
            joined.model = fields
        }
        joined.model.entities = entities
        joined.model.fetchRequests = fetchRequests
        for part in parts.dropFirst() {
            joined.model.composites += part.model.composites
            joined.model.configurations += part.model.configurations
            joined.model.generates += part.model.generates
            joined.diagnostics += part.diagnostics
            joined.entitiesWithUnresolvedMembers.formUnion(part.entitiesWithUnresolvedMembers)
        }
        self = joined
        return true
    }

    /// The arrays at `path` of every part, joined in order by moving their elements, each left as
    /// `placeholder` (copied, every reference of every entity was counted up, and down again when
    /// the parts were freed: 5 ms on one thread for the reference model).
    private static func moveJoined<T>(_ parts: inout [ModelBuilder], _ path: WritableKeyPath<ModelBuilder, [T]>, leaving placeholder: T) -> [T] {
        let total = parts.reduce(0) { $0 + $1[keyPath: path].count }
        return [T](unsafeUninitializedCapacity: total) { buffer, count in
            count = 0
            for k in parts.indices {
                parts[k][keyPath: path].withUnsafeMutableBufferPointer { source in
                    guard let from = source.baseAddress, !source.isEmpty, let to = buffer.baseAddress else { return }
                    (to + count).moveInitialize(from: from, count: source.count)
                    from.initialize(repeating: placeholder, count: source.count)
                    count += source.count
                }
            }
        }
    }

    /// Builds one top-level declaration; `sawModel` is the first `model` line's range, once seen.
    /// (The incremental analyzer builds declarations one by one through here.)
    mutating func buildDeclaration(_ decl: SyntaxRef, sawModel: inout TextRange?) {
        defer { if marks != nil { marks!.append(mark) } }
        checkIdentifiers(decl)
        switch decl.kind {
        case .modelDecl:
            if let first = sawModel {
                report(.duplicateModel, "a file declares one model; remove this second 'model' line", decl.trimmedRange, related: [RelatedLocation(range: first, message: "the model is declared here")])
            } else {
                sawModel = decl.trimmedRange
                buildModelDecl(decl)
            }
        case .generateDecl: buildGenerate(decl)
        case .entityDecl: buildEntity(decl)
        case .compositeDecl: buildComposite(decl)
        case .configurationDecl: buildConfiguration(decl)
        case .fetchRequestDecl: buildFetchRequest(decl)
        default: break
        }
    }

    /// The declared name token of a declaration (the identifier after its keyword).
    func declaredName(_ decl: SyntaxRef) -> TokenRef? {
        var i = 0
        if decl.directToken(0)?.text == "abstract" {
            // `abstract Name` without `entity` is a syntax error; the name is still read.
            i += 1
            if decl.directToken(1)?.text == "entity" { i += 1 }
        } else {
            i += 1
        }
        guard let name = decl.directToken(i), name.kind == .identifier else { return nil }
        return name
    }

    mutating func checkIdentifiers(_ decl: SyntaxRef) {
        guard decl.node.containsNonASCIIIdentifier else { return }
        var nonASCII: [TokenRef] = []
        decl.forEachToken { t in
            if t.token.isNonASCIIIdentifier { nonASCII.append(t) }
        }
        for t in nonASCII {
            report(.nonASCIIIdentifier, "'\(t.name)' contains characters outside ASCII; Core Data names become Objective-C selectors, so use only A-Z, a-z, 0-9 and '_'", t.range)
        }
    }

    // MARK: - Declarations

    mutating func buildModelDecl(_ decl: SyntaxRef) {
        if let name = declaredName(decl) {
            model.name = name.name
            model.nameRange = name.range
        }
        model.doc = decl.docComment
        for m in validModifiers(decl, site: .model) {
            switch m.name {
            case "versionIdentifier": model.versionIdentifier = stringArgument(m)
            case "supportsVersionsFrom":
                if let argument = m.firstArgument, let name = argument.value?.text {
                    model.supportsVersionsFrom = VersionSupport(name: name, range: argument.range)
                }
            case "xcode": model.xcodeSettings = xcodePairs(m) { XcodeSettings.problem($0, site: .model) }
            case "userInfo": model.userInfo = pairs(m)
            default: break
            }
        }
    }

    mutating func buildGenerate(_ decl: SyntaxRef) {
        let tokens = decl.directTokens
        guard tokens.count >= 2, tokens[1].kind == .identifier else { return }
        let kindToken = tokens[1]
        guard let pathToken = tokens.first(where: { $0.kind == .string }) else { return }
        guard let kind = GenerateKind(rawValue: kindToken.name) else {
            let names = GenerateKind.allCases.map(\.rawValue)
            let suggestion = Suggestions.nearest(to: kindToken.name, in: names)
            report(.unknownGenerateTarget, "unknown generate target '\(kindToken.name)'; expected one of \(names.joined(separator: ", "))" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), kindToken.range, fixIts: suggestion.map { [FixIt(title: "Change to '\($0)'", edits: [TextEdit(range: kindToken.range, newText: $0)])] } ?? [])
            return
        }
        var target = GenerateTarget(kind: kind, path: SyntaxReading.unescape(pathToken.text), kindRange: kindToken.range, pathRange: pathToken.range, range: decl.trimmedRange)
        for m in validModifiers(decl, site: .generate) {
            switch m.name {
            case "access": target.access = AccessLevel(rawValue: choice(m) ?? "") ?? .public
            case "language":
                if kind != .builder {
                    report(.modifierNotApplicable, "'@language' applies only to 'generate builder'", m.range)
                } else {
                    target.language = GeneratedLanguage(rawValue: choice(m) ?? "") ?? .swift
                }
            case "nonOptional":
                if kind != .swift {
                    report(.modifierNotApplicable, "'@nonOptional' applies only to 'generate swift'", m.range)
                } else {
                    target.nonOptionalRequired = true
                }
            case "nameConstants", "convenience":
                if kind != .swift && kind != .objc {
                    report(.modifierNotApplicable, "'@\(m.name)' applies only to 'generate swift' and 'generate objc'", m.range)
                } else if m.name == "nameConstants" {
                    target.nameConstants = true
                } else {
                    target.convenience = true
                }
            case "baseClass":
                if kind != .swift && kind != .objc {
                    report(.modifierNotApplicable, "'@baseClass' applies only to 'generate swift' and 'generate objc'", m.range)
                } else {
                    (target.baseClass, target.baseClassRange) = (nameArgument(m), m.range)
                }
            case "fetchFunctions":
                if kind != .swift && kind != .objc {
                    report(.modifierNotApplicable, "'@fetchFunctions' applies only to 'generate swift' and 'generate objc'", m.range)
                } else {
                    target.fetchFunctions = true
                }
            case "swiftTypes":
                if kind != .swift {
                    report(.modifierNotApplicable, "'@swiftTypes' applies only to 'generate swift'", m.range)
                } else {
                    target.swiftTypes = true
                }
            default: break
            }
        }
        // Every generator of Swift writes its declarations with the target's access level.
        if ![.swift, .builder, .swiftdata, .migrations].contains(kind), let access = modifiers(decl).first(where: { $0.name == "access" }) {
            report(.modifierNotApplicable, "'@access' applies only to generated Swift ('generate swift', 'builder', 'swiftdata' or 'migrations')", access.range)
        }
        if let problem = GeneratePaths.problem(with: target.path) {
            report(.generatePathEscapes, problem, pathToken.range)
        }
        model.generates.append(target)
    }

    mutating func buildEntity(_ decl: SyntaxRef) {
        guard let nameToken = declaredName(decl) else { return }
        var entity = Entity(name: nameToken.name, nameRange: nameToken.range, range: decl.trimmedRange)
        entity.doc = decl.docComment
        entity.isAbstract = decl.directToken(0)?.text == "abstract"
        checkEntityName(nameToken)
        if let parent = decl.firstChild(.parentClause), let p = parent.directToken(1), p.kind == .identifier {
            entity.parent = p.name
            entity.parentRange = p.range
        }
        var classModifier: ModifierSyntax?
        for m in validModifiers(decl, site: .entity) {
            switch m.name {
            case "class":
                entity.className = nameArgument(m)
                entity.classNameRange = m.firstArgument?.range
                classModifier = m
            case "codegen": entity.codegen = Codegen(rawValue: choice(m) ?? "") ?? .class
            case "userInfo": entity.userInfo = pairs(m)
            case "versionHash": entity.versionHashModifier = stringArgument(m)
            case "baseClass", "conforms": GeneratedAPIRules.read(m, into: &entity)
            case "renamedFrom": entity.renamingIdentifier = nameArgument(m)
            case "xcode": entity.xcodeSettings = xcodePairs(m) { XcodeSettings.problem($0, site: .entity) }
            default: break
            }
        }
        // After every modifier: whether the class is generated decides how bad a malformed name is.
        if let m = classModifier { checkClassArgument(m, of: entity) }
        for member in decl.childNodes where member.kind.isMember {
            switch member.kind {
            case .property: buildProperty(member, into: &entity)
            case .fetchedProperty: buildFetched(member, into: &entity)
            case .uniqueConstraint:
                let names = member.directTokens.dropFirst().filter { $0.kind == .identifier }
                if !names.isEmpty {
                    entity.uniqueConstraints.append(UniqueConstraint(properties: names.map { PropertyRef(name: $0.name, range: $0.range) }, range: member.trimmedRange))
                }
            case .index:
                let tokens = member.directTokens
                guard tokens.count >= 2 else { break }
                let parts = member.childNodes(.indexPart).compactMap { part -> FetchIndex.Part? in
                    let t = part.directTokens
                    guard let name = t.first else { return nil }
                    return FetchIndex.Part(property: PropertyRef(name: name.name, range: name.range), ascending: t.count < 2 || t[1].text != "desc")
                }
                checkPropertyName(tokens[1], what: "index")
                entity.indexes.append(FetchIndex(name: tokens[1].name, parts: parts, nameRange: tokens[1].range, range: member.trimmedRange))
            default: break
            }
        }
        checkFrameworkClass(entity)
        // Appending grew the arrays by doubling: 12 attributes held room for 16. The model lives
        // as long as the document, so it keeps exactly what it holds.
        entity.attributes.shrinkToFit()
        entity.relationships.shrinkToFit()
        let declaredMembers = decl.childNodes.filter { $0.kind == .property || $0.kind == .fetchedProperty }.count
        if declaredMembers > entity.propertyCount { entitiesWithUnresolvedMembers.insert(entity.name) }
        model.entities.append(entity)
    }

    mutating func buildComposite(_ decl: SyntaxRef) {
        guard let nameToken = declaredName(decl) else { return }
        var composite = Composite(name: nameToken.name, nameRange: nameToken.range, range: decl.trimmedRange)
        composite.doc = decl.docComment
        checkEntityName(nameToken, what: "composite")
        if let parent = decl.firstChild(.parentClause) {
            report(.syntaxError, "a composite cannot inherit; remove ': \(parent.directTokens.last?.name ?? "")'", parent.trimmedRange)
        }
        for m in modifiers(decl) {
            report(.modifierNotApplicable, "'@\(m.name)' does not apply to a composite", m.range)
        }
        var holder = Entity(name: composite.name)
        for member in decl.childNodes where member.kind.isMember {
            switch member.kind {
            case .property: buildProperty(member, into: &holder, inComposite: true)
            case .errorMember: break
            default: report(.syntaxError, "a composite holds only attributes", member.trimmedRange)
            }
        }
        composite.attributes = holder.attributes
        model.composites.append(composite)
    }

    mutating func buildConfiguration(_ decl: SyntaxRef) {
        guard let nameToken = declaredName(decl) else { return }
        var configuration = Configuration(name: nameToken.name, nameRange: nameToken.range, range: decl.trimmedRange)
        configuration.doc = decl.docComment
        checkEntityName(nameToken, what: "configuration")
        for m in validModifiers(decl, site: .configuration) {
            switch m.name {
            case "cloudKit": configuration.usedWithCloudKit = true
            case "userInfo": configuration.userInfo = pairs(m)
            case "xcode": configuration.xcodeSettings = xcodePairs(m) { XcodeSettings.problem($0, site: .configuration) }
            default: break
            }
        }
        var inBody = false
        for t in decl.directTokens {
            if t.kind == .lBrace { inBody = true; continue }
            if inBody && t.kind == .identifier { configuration.entities.append(PropertyRef(name: t.name, range: t.range)) }
        }
        model.configurations.append(configuration)
    }

    mutating func buildFetchRequest(_ decl: SyntaxRef) {
        guard let nameToken = declaredName(decl) else { return }
        let afterColon = decl.withDirectTokens { tokens in tokens.firstIndex { $0.kind == .colon }.flatMap { $0 + 1 < tokens.count ? tokens[$0 + 1] : nil } }
        guard let entityToken = afterColon, entityToken.kind == .identifier else { return }
        // Xcode accepts fetch request templates named in either case (`allHumans`), so no case rule here.
        var request = FetchRequest(name: nameToken.name, entity: entityToken.name, nameRange: nameToken.range, range: decl.trimmedRange, entityRange: entityToken.range)
        request.doc = decl.docComment
        for m in validModifiers(decl, site: .fetchRequest) {
            switch m.name {
            case "predicate":
                request.predicate = stringArgument(m)
                request.predicateSource = expressionSource(m, in: request.range)
            case "userInfo": request.userInfo = pairs(m)
            case "xcode": request.xcodeSettings = xcodePairs(m) { XcodeSettings.problem($0, site: .fetchRequest) }
            default:
                if let xml = m.spec?.xcodeName, let v = m.firstArgument?.value {
                    request.options.append(UserInfoEntry(key: xml, value: v.text))
                }
            }
        }
        model.fetchRequests.append(request)
    }

    // MARK: - Members

    mutating func buildFetched(_ member: SyntaxRef, into entity: inout Entity) {
        guard let nameToken = member.directToken(1) else { return }
        checkPropertyName(nameToken, what: "property")
        guard let type = member.firstChild(.type) else { return }
        let (lBracket, destination, last) = type.withDirectTokens { tt in (tt.first, tt.count >= 2 ? tt[1] : nil, tt.last) }
        guard lBracket?.kind == .lBracket, let dest = destination, dest.kind == .identifier else {
            report(.unknownType, "a fetched property's type is the fetched entity in brackets, as '[Entity]'", type.trimmedRange)
            return
        }
        if let q = last, q.kind == .question {
            report(.optionalToMany, "a fetched property is a collection and cannot be optional; remove '?'", q.range, fixIts: [FixIt(title: "Remove '?'", edits: [TextEdit(range: q.range, newText: "")])])
        }
        if !entityNames.contains(dest.name) {
            reportUnknownType(dest, what: "entity")
            return
        }
        var fetched = FetchedProperty(name: nameToken.name, entity: dest.name, nameRange: nameToken.range, range: member.trimmedRange, entityRange: dest.range)
        fetched.doc = member.docComment
        for m in validModifiers(member, site: .fetched) {
            switch m.name {
            case "predicate":
                fetched.predicate = stringArgument(m)
                fetched.predicateSource = expressionSource(m, in: fetched.range)
            case "userInfo": fetched.userInfo = pairs(m)
            case "versionHash": fetched.versionHashModifier = stringArgument(m)
            case "renamedFrom": fetched.renamingIdentifier = nameArgument(m)
            case "xcode": fetched.xcodeSettings = xcodePairs(m) { XcodeSettings.problem($0, site: .fetched) }
            default: break
            }
        }
        entity.fetchedProperties.append(fetched)
    }

    struct TypeSyntax {
        var name: TokenRef
        var isToMany: Bool
        var question: TokenRef?
        var argument: TokenRef?
        var range: TextRange
    }

    func readType(_ type: SyntaxRef) -> TypeSyntax? {
        type.withDirectTokens { tt in
            guard let first = tt.first else { return nil }
            let isToMany = first.kind == .lBracket
            guard let name = (isToMany ? tt.dropFirst().first : first), name.kind == .identifier else { return nil }
            var argument: TokenRef?
            if let lAngle = tt.firstIndex(where: { $0.kind == .lAngle }), lAngle + 1 < tt.count, tt[lAngle + 1].kind == .identifier || tt[lAngle + 1].kind == .string {
                argument = tt[lAngle + 1]
            }
            return TypeSyntax(name: name, isToMany: isToMany, question: tt.last.flatMap { $0.kind == .question ? $0 : nil }, argument: argument, range: type.trimmedRange)
        }
    }

    /// Builds a property, or takes what an equal one built: the parser shares equal property nodes
    /// (`NodeCache`), and while one pass builds a file, the entity and composite names a property
    /// is resolved against stay the same, so a node that reported nothing builds the same wherever
    /// it stands, moved to its offset. (The 10,000-entity benchmark model repeats 12 of each
    /// entity's 15 properties; `PropertyMemoTests` compares with building every node.)
    mutating func buildProperty(_ member: SyntaxRef, into entity: inout Entity, inComposite: Bool = false) {
        // A node the parse did not find twice stands here alone: nothing to remember of it (the
        // lookup and the "seen" set cost 560 instructions a property of the reference model).
        guard !inComposite, memo != nil, member.node.isShared else {
            return buildPropertyFromSyntax(member, into: &entity, inComposite: inComposite)
        }
        let key = ObjectIdentifier(member.node)
        if let known = memo!.built[key] {
            known.add(at: member.offset, to: &entity)
            return
        }
        // A node is kept from its second sight on: most that are not shared (a relationship naming
        // its own entity) are seen once, and keeping each cost more than it saved.
        if memo!.seenOnce.insert(key).inserted {
            return buildPropertyFromSyntax(member, into: &entity)
        }
        let reported = diagnostics.count
        let (attributes, relationships, uniques) = (entity.attributes.count, entity.relationships.count, entity.uniqueConstraints.count)
        buildPropertyFromSyntax(member, into: &entity)
        guard diagnostics.count == reported else { return }
        var built = MemoizedProperty()
        if entity.attributes.count > attributes {
            built.attribute = entity.attributes.last
            built.attribute!.shift(by: -member.offset)
        }
        if entity.relationships.count > relationships {
            built.relationship = entity.relationships.last
            built.relationship!.shift(by: -member.offset)
        }
        if entity.uniqueConstraints.count > uniques {
            built.unique = entity.uniqueConstraints.last
            built.unique!.shift(by: -member.offset)
        }
        memo!.built[key] = built
    }

    private mutating func buildPropertyFromSyntax(_ member: SyntaxRef, into entity: inout Entity, inComposite: Bool = false) {
        guard let nameToken = member.directToken(0) else { return }
        checkPropertyName(nameToken, what: "property")
        guard let typeNode = member.firstChild(.type), let type = readType(typeNode) else { return }
        let typeName = type.name.name
        let isOptional = type.question != nil
        let range = member.trimmedRange
        let builtin = AttributeType.named(typeName)
        let namesEntity = builtin == nil || builtin == .composite || builtinNamedEntities() ? entityNames.contains(typeName) : false
        if type.isToMany || namesEntity && !compositeNames.contains(typeName) {
            if inComposite {
                report(.unknownType, "a composite can hold only attributes; '\(typeName)' is an entity", type.name.range)
                return
            }
            if !entityNames.contains(typeName) {
                if let builtin = AttributeType.named(typeName), builtin != .composite {
                    report(.unknownType, "a to-many relationship needs an entity; '\(typeName)' is an attribute type", type.name.range)
                } else {
                    reportUnknownType(type.name, what: "entity")
                }
                return
            }
            var rel = Relationship(name: nameToken.name, destination: typeName, isToMany: type.isToMany, isOptional: type.isToMany ? true : isOptional, nameRange: nameToken.range, range: range, typeRange: type.range, destinationRange: type.name.range)
            rel.nameIsEscaped = nameToken.token.isEscaped
            rel.doc = member.docComment
            if let arg = type.argument {
                report(.unknownType, "a relationship's type takes no '<…>' argument", arg.range)
            }
            if type.isToMany, let q = type.question {
                report(.optionalToMany, "a to-many relationship is a collection and may already be empty; remove '?' (write '@count(1...)' to require at least one)", q.range, fixIts: [FixIt(title: "Remove '?'", edits: [TextEdit(range: q.range, newText: "")])])
            }
            if let d = member.firstChild(.defaultValue) {
                report(.defaultTypeMismatch, "a relationship takes no default value", d.trimmedRange, fixIts: [Self.removeDefault(d)])
            }
            for m in validModifiers(member, site: .relationship, isToMany: type.isToMany) {
                switch m.name {
                case "transient": rel.isTransient = true
                case "indexed": rel.isIndexed = true
                case "inverse":
                    rel.inverse = nameArgument(m)
                    rel.inverseRange = m.firstArgument?.range
                case "deleteRule":
                    rel.deleteRule = DeleteRule(rawValue: choice(m) ?? "") ?? .nullify
                    rel.hasExplicitDeleteRule = true
                case "ordered": rel.isOrdered = true
                case "count":
                    if let b = m.firstArgument?.bounds {
                        rel.minCount = b.lower.flatMap { Int($0.text) }
                        rel.maxCount = b.upper.flatMap { Int($0.text) }
                        if (rel.minCount ?? 0) > 0 { rel.isOptional = false }
                        checkCountBounds(m)
                    }
                case "required": rel.isOptional = false
                case "minCount":
                    rel.minCount = m.firstArgument?.value.flatMap { Int($0.text) }
                    if let count = modifiers(member).first(where: { $0.name == "count" }) {
                        report(.modifierNotApplicable, "'@minCount' cannot be combined with '@count'; give the minimum in '@count' or remove '@count'", count.range)
                    }
                case "userInfo": rel.userInfo = pairs(m)
                case "versionHash": rel.versionHashModifier = stringArgument(m)
                case "renamedFrom": rel.renamingIdentifier = nameArgument(m)
                case "xcode":
                    let isToMany = rel.isToMany
                    rel.xcodeSettings = xcodePairs(m) { XcodeSettings.relationshipProblem($0, isToMany: isToMany) }
                default: break
                }
            }
            entity.relationships.append(rel)
            return
        }
        // An attribute.
        let attributeType: AttributeType
        var compositeName: String?
        if !compositeNames.isEmpty && compositeNames.contains(typeName) {
            attributeType = .composite
            compositeName = typeName
        } else if let builtin, builtin != .composite {
            attributeType = builtin
        } else {
            // Suggestions do not depend on the candidates' order: no sorting per unknown name.
            reportUnknownType(type.name, what: "type")
            return
        }
        var attr = Attribute(name: nameToken.name, type: attributeType, nameRange: nameToken.range, range: range, typeRange: type.range)
        attr.doc = member.docComment
        attr.nameIsEscaped = nameToken.token.isEscaped
        attr.isOptional = isOptional
        attr.compositeName = compositeName
        if let arg = type.argument {
            if attributeType == .transformable {
                attr.customClassName = arg.kind == .string ? SyntaxReading.unescape(arg.text) : arg.name
            } else {
                report(.unknownType, "'\(typeName)' takes no '<…>' argument; only 'Transformable<Class>' does", arg.range)
            }
        }
        var xcodeModifier: ModifierSyntax?
        var casesModifier: ModifierSyntax?
        for m in validModifiers(member, site: .attribute, attributeType: attributeType) {
            switch m.name {
            case "transient": attr.isTransient = true
            case "indexed": attr.isIndexed = true
            case "unique":
                attr.isUnique = true
                if !inComposite {
                    entity.uniqueConstraints.append(UniqueConstraint(properties: [PropertyRef(name: attr.name, range: nameToken.range)], range: m.range, fromModifier: true))
                }
            case "range":
                attr.valueRange = m.firstArgument?.bounds
                checkRangeBounds(m, type: attributeType)
            case "length":
                attr.lengthRange = m.firstArgument?.bounds
                checkRangeBounds(m, type: .int64)
            case "regex":
                attr.regex = stringArgument(m)
                if let pattern = attr.regex, (try? NSRegularExpression(pattern: pattern)) == nil {
                    report(.invalidRegex, "the regular expression in '@regex' does not compile", m.firstArgument?.range ?? m.range)
                }
            case "externalStorage": attr.allowsExternalStorage = true
            case "scalar": attr.scalarOverride = boolArgument(m)
            case "transformer": attr.transformerName = stringArgument(m)
            case "enum": attr.enumeration = nameArgument(m).map { AttributeEnum(name: $0, range: m.range) }
            case "cases": casesModifier = m
            case "derived":
                attr.derivation = stringArgument(m)
                attr.derivationSource = expressionSource(m, in: attr.range)
            case "spotlight": attr.isSpotlightIndexed = true
            case "preserveAfterDeletion": attr.preservesValueInHistoryOnDeletion = true
            case "cloudEncrypted": attr.allowsCloudEncryption = true
            case "userInfo": attr.userInfo = pairs(m)
            case "versionHash": attr.versionHashModifier = stringArgument(m)
            case "renamedFrom": attr.renamingIdentifier = nameArgument(m)
            case "xcode": xcodeModifier = m
            default: break
            }
        }
        if attributeType == .undefined && !attr.isTransient {
            report(.undefinedNotTransient, "an 'Undefined' attribute must be '@transient'; Core Data stores only typed attributes", type.name.range, fixIts: [FixIt(title: "Add '@transient'", edits: [TextEdit(range: .empty(at: range.end), newText: " @transient")])])
        }
        if let d = member.firstChild(.defaultValue) {
            buildDefault(d, into: &attr)
        }
        if let m = casesModifier { attr.enumeration = GeneratedAPIRules.enumeration(attr.enumeration, cases: m) }
        if let m = xcodeModifier {
            let built = attr
            attr.xcodeSettings = xcodePairs(m) { XcodeSettings.attributeProblem($0, of: built) }
            checkDefaultText(m, attr)
        }
        entity.attributes.append(attr)
    }

    // MARK: - Defaults

    mutating func buildDefault(_ node: SyntaxRef, into attr: inout Attribute) {
        guard let token = node.directToken(1), let value = SyntaxReading.value(token) else {
            if let r = node.firstChild(.rangeValue) {
                report(.defaultTypeMismatch, "a default value is a single value, not a range", r.trimmedRange)
            }
            return
        }
        let range = token.range
        func mismatch(_ expected: String) {
            report(.defaultTypeMismatch, "default value \(token.text) does not fit '\(attr.type.rawValue)'; expected \(expected)", range)
        }
        switch attr.type {
        case .int16, .int32, .int64:
            // No `.`, `e` or `E`, read as bytes (Foundation's `contains` searched the string: 3,200 instructions a default).
            guard case .number(let text) = value, !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || ($0 | 0x20) == UInt8(ascii: "e") }) else {
                return mismatch("a whole number")
            }
            guard let v = Int64(text), attr.type.integerBounds!.contains(v) else {
                let b = attr.type.integerBounds!
                return report(.defaultOutOfRange, "default value \(text) is out of range for '\(attr.type.rawValue)' (\(b.lowerBound)...\(b.upperBound))", range)
            }
        case .decimal, .double, .float:
            guard case .number(let text) = value else { return mismatch("a number") }
            if attr.type == .float, let v = Double(text), abs(v) > Double(Float.greatestFiniteMagnitude) {
                return report(.defaultOutOfRange, "default value \(text) is out of range for 'Float'", range)
            }
        case .bool:
            guard case .bool = value else { return mismatch("'true' or 'false'") }
        case .string:
            guard case .string = value else { return mismatch("a string") }
        case .uuid:
            guard case .string(let s) = value else { return mismatch("a UUID string") }
            // Xcode compiles a UUID default it cannot read (apps ship `defaultValueString=""`): kept, with a warning.
            if UUID(uuidString: s) == nil {
                report(.defaultUnreadable, "default value \(token.text) is not a UUID; Xcode accepts it, but the attribute gets no default; write a UUID such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\" or remove the default", range)
            }
        case .url:
            guard case .string(let s) = value else { return mismatch("a URL string") }
            // As for a UUID: Xcode compiles a URI default Core Data cannot read.
            if URL(string: s) == nil {
                report(.defaultUnreadable, "default value \(token.text) is not a URL; Xcode accepts it, but the attribute gets no default; write a URL such as \"https://example.com\" or remove the default", range)
            }
        case .date:
            guard case .string(let s) = value else { return mismatch("an ISO 8601 date string") }
            if ISODate.referenceInterval(s) == nil { return mismatch("an ISO 8601 date string such as \"2024-01-01T00:00:00Z\"") }
        case .data, .transformable, .objectID, .undefined, .composite:
            report(.defaultTypeMismatch, "'\(attr.type == .composite ? (attr.compositeName ?? "Composite") : attr.type.rawValue)' attributes take no default value", node.trimmedRange, fixIts: [Self.removeDefault(node)])
            return
        }
        attr.defaultValue = value
        attr.defaultRange = range
        // Within the attribute's own bounds.
        // Bounds whose minimum exceeds the maximum are reported as invalid-range instead.
        if let bounds = attr.valueRange, Self.isOrdered(bounds, type: attr.type), !Self.fits(value, bounds, type: attr.type) {
            report(.defaultOutOfRange, "default value \(token.text) is outside the attribute's '@range'", range)
        }
        // Core Data measures a string's length as NSString does, in UTF-16 units.
        if let bounds = attr.lengthRange, Self.isOrdered(bounds, type: .int64), case .string(let s) = value, !Self.fits(.number(String(s.utf16.count)), bounds, type: .int64) {
            report(.defaultOutOfRange, "default value \(token.text) is outside the attribute's '@length'", range)
        }
    }

    /// A comparable number for a bound or value: numbers as doubles, dates as reference intervals.
    static func number(_ value: Value, type: AttributeType) -> Double? {
        switch value {
        case .number(let n): return wholeNumber(n) ?? Double(n)
        case .string(let s): return type == .date ? ISODate.referenceInterval(s) : nil
        default: return nil
        }
    }

    /// A number of at most 15 digits, with or without `-`, read by its bytes (`Double(_:)` took about
    /// 500 instructions for each bound of each `@range` and `@length`); nil for any other spelling.
    static func wholeNumber(_ text: String) -> Double? {
        var value = 0
        var digits = 0
        var negative = false
        for b in text.utf8 {
            if b == UInt8(ascii: "-") && digits == 0 && !negative {
                negative = true
            } else if b >= 0x30 && b <= 0x39 && digits < 15 {
                value = value * 10 + Int(b - 0x30)
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        return Double(negative ? -value : value)
    }

    /// Removes `= value` and the spaces before it.
    static func removeDefault(_ node: SyntaxRef) -> FixIt {
        var start = node.trimmedRange.start
        for t in node.allTokens(includingTrivia: true) {
            if t.kind == .whitespace { continue }
            if t.kind == .equals { start = node.range.start }
            break
        }
        return FixIt(title: "Remove the default value", edits: [TextEdit(range: TextRange(start: start, end: node.trimmedRange.end), newText: "")])
    }

    /// Whether the lower bound is at most the upper bound (or either is missing or unreadable).
    static func isOrdered(_ bounds: Bounds, type: AttributeType) -> Bool {
        guard let l = bounds.lower.flatMap({ number($0, type: type) }), let u = bounds.upper.flatMap({ number($0, type: type) }) else { return true }
        return l <= u
    }

    static func fits(_ value: Value, _ bounds: Bounds, type: AttributeType) -> Bool {
        guard let v = number(value, type: type) else { return true }
        if let l = bounds.lower.flatMap({ number($0, type: type) }), v < l { return false }
        if let u = bounds.upper.flatMap({ number($0, type: type) }), v > u { return false }
        return true
    }

    mutating func checkRangeBounds(_ m: ModifierSyntax, type: AttributeType) {
        guard let arg = m.firstArgument, let b = arg.bounds else { return }
        // Each bound in turn, without an array of the two (an allocation per `@range` and `@length`).
        checkBound(b.lower, arg.boundRanges.lower, of: m, type: type)
        checkBound(b.upper, arg.boundRanges.upper, of: m, type: type)
        if let l = b.lower.flatMap({ Self.number($0, type: type) }), let u = b.upper.flatMap({ Self.number($0, type: type) }), l > u {
            report(.invalidRange, "the minimum of '@\(m.name)' is greater than its maximum", arg.range)
        }
    }

    /// One bound of `@range` or `@length` (`checkRangeBounds`).
    private mutating func checkBound(_ value: Value?, _ range: TextRange?, of m: ModifierSyntax, type: AttributeType) {
        guard let value, let range else { return }
        switch (type, value) {
        case (.date, .string(let s)) where ISODate.referenceInterval(s) == nil:
            report(.invalidModifierArgument, "'\(s)' is not an ISO 8601 date such as \"2024-01-01T00:00:00Z\"", range)
        case (.date, .number), (.date, .string): break
        case (_, .string):
            report(.invalidModifierArgument, "the bounds of '@\(m.name)' on '\(type.rawValue)' are numbers", range)
        case (let t, .number(let n)) where m.name == "length" || t.isInteger:
            if Int64(n) == nil || (m.name == "length" && Int64(n)! < 0) {
                report(.invalidModifierArgument, "the bounds of '@\(m.name)' are whole numbers\(m.name == "length" ? " of at least 0" : "")", range)
            }
        default: break
        }
    }

    mutating func checkCountBounds(_ m: ModifierSyntax) {
        guard let arg = m.firstArgument, let b = arg.bounds else { return }
        for (value, range) in [(b.lower, arg.boundRanges.lower), (b.upper, arg.boundRanges.upper)] {
            guard let value, let range else { continue }
            if case .number(let n) = value, let v = Int(n), v >= 0 { continue }
            report(.invalidModifierArgument, "the bounds of '@count' are whole numbers of at least 0", range)
        }
        if let l = b.lower.flatMap({ Int($0.text) }), let u = b.upper.flatMap({ Int($0.text) }), l > u {
            report(.invalidRange, "the minimum of '@count' is greater than its maximum", arg.range)
        }
    }

    // MARK: - Names

    mutating func checkEntityName(_ token: TokenRef, what: String = "entity") {
        let name = token.name
        guard let first = name.unicodeScalars.first else { return }
        if !(first.isASCII ? ("A"..."Z").contains(first) : first.properties.isUppercase) {
            let fixed = name.prefix(1).uppercased() + name.dropFirst()
            let fix = first.isASCII && first.properties.isLowercase ? [FixIt(title: "Change to '\(fixed)'", edits: [TextEdit(range: token.range, newText: fixed)])] : []
            report(.entityNameCase, "\(what) name '\(name)' must start with an upper-case letter", token.range, fixIts: fix)
        }
        // A composite is used as a type by its name too, so it may not take a built-in's either.
        if what == "entity" || what == "composite", AttributeType.named(name) != nil && name != "Composite" {
            report(.entityShadowsType, "\(what) '\(name)' has the name of a built-in type; rename it", token.range)
        }
    }

    /// An `@class` argument that generated code cannot use as a class name (a string with spaces,
    /// `/`, quotes or line breaks would land in generated code and file names). An error when code
    /// is generated for the class (`@codegen(class)` or `category`: a `generate swift`/`objc` line,
    /// Xcode's codegen or the build plugin writes it); with `@codegen(manual)` nothing does (no
    /// generator writes a manual entity's class; the builder spells the name as a string), Xcode
    /// compiles the model and Core Data uses NSManagedObject when it finds no such class: a warning.
    mutating func checkClassArgument(_ m: ModifierSyntax, of entity: Entity) {
        guard let argument = m.firstArgument, let value = argument.value else { return }
        // A name outside ASCII is reported as non-ascii-identifier already.
        if case .identifier(let name) = value, name.utf8.contains(where: { $0 >= 0x80 }) { return }
        guard let problem = GeneratedNames.classNameProblem(value.text) else { return }
        if entity.codegen != .manual {
            report(.invalidClassName, problem, argument.range)
        } else if value.text.isEmpty {
            report(
                .unusableClassName,
                "the class name of entity '\(entity.name)' is empty: Core Data gives it NSManagedObject at run time, but code generated for its class would not compile; nothing generates it while the entity is '@codegen(manual)'",
                argument.range)
        } else {
            report(
                .unusableClassName,
                "class name '\(GeneratedNames.displayed(value.text))' of entity '\(entity.name)' is not a Swift and Objective-C identifier: Core Data uses NSManagedObject when it finds no class of that name at run time, and code generated for the class would not compile; nothing generates it while the entity is '@codegen(manual)'",
                argument.range)
        }
    }

    /// An entity whose class is a Foundation or Core Data class. `NSManagedObject` itself is
    /// Core Data's default class (what Xcode means by an empty class name) and is fine as long as
    /// no code is generated for it.
    mutating func checkFrameworkClass(_ entity: Entity) {
        let simple = entity.swiftClassName
        guard GeneratedNames.frameworkClasses.contains(simple) else { return }
        let range = entity.classNameRange ?? entity.nameRange
        if simple == "NSManagedObject" {
            guard entity.codegen != .manual else { return }
            report(.frameworkClassName, "class 'NSManagedObject' is Core Data's own class; '@codegen(\(entity.codegen.rawValue))' would declare it again, inheriting from itself; name a class of your own, or write '@codegen(manual)' to use NSManagedObject as it is", range)
        } else {
            report(.frameworkClassName, "class '\(simple)' is a Foundation or Core Data class; an entity's class must be NSManagedObject or a subclass of it with a name of its own", range)
        }
    }

    mutating func checkPropertyName(_ token: TokenRef, what: String) {
        let name = token.name
        guard let first = name.unicodeScalars.first else { return }
        // An ASCII letter's case without Unicode's tables (300 instructions a name).
        if !(first.isASCII ? ("a"..."z").contains(first) : first.properties.isLowercase) && first != "_" {
            let fixed = name.prefix(1).lowercased() + name.dropFirst()
            let fix = first.isASCII && first.properties.isUppercase ? [FixIt(title: "Change to '\(fixed)'", edits: [TextEdit(range: token.range, newText: fixed)])] : []
            report(.propertyNameCase, "\(what) name '\(name)' must start with a lower-case letter", token.range, fixIts: fix)
        }
        if what == "property", !token.token.isEscaped, let reason = ReservedNames.reason(for: name) {
            report(.reservedName, "'\(name)' cannot name a property: \(reason); rename it, or write `\(name)` in backticks to keep it", token.range)
        }
    }

    /// Reports an unknown type, or destination entity when `what` is "entity", with the nearest
    /// name as a suggestion while the file's suggestion budget lasts.
    mutating func reportUnknownType(_ token: TokenRef, what: String) {
        let name = token.name
        let mistakes = ["Int": "Int64", "Integer": "Int64", "Boolean": "Bool", "Binary": "Data", "URI": "URL", "Integer16": "Int16", "Integer32": "Int32", "Integer64": "Int64", "Text": "String", "NSString": "String", "NSDate": "Date", "NSData": "Data", "NSUUID": "UUID", "NSURL": "URL", "NSDecimalNumber": "Decimal", "UInt": "Int64", "CGFloat": "Double"]
        var suggestion = what == "type" ? mistakes[name] : nil
        if suggestion == nil {
            let (entities, composites, known) = (entityNames, compositeNames, typeCandidates)
            if what == "entity" {
                suggestion = suggester.nearest(to: name, count: entities.count, context: what) { entities }
            } else {
                var gathered: [String]?
                let count = AttributeType.builtinNames.count + entities.count + composites.count
                suggestion = suggester.nearest(to: name, count: count, context: what) { () -> [String] in
                    let all = known ?? AttributeType.builtinNames + Array(entities) + Array(composites)
                    gathered = all
                    return all
                }
                if known == nil, let gathered { typeCandidates = gathered }
            }
        }
        let noun = what == "entity" ? "destination entity" : "type"
        var message = "unknown \(noun) '\(name)'"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        report(.unknownType, message, token.range, fixIts: suggestion.map { [FixIt(title: "Change to '\($0)'", edits: [TextEdit(range: token.range, newText: $0)])] } ?? [])
    }

    // MARK: - Modifiers

    func modifiers(_ node: SyntaxRef) -> [ModifierSyntax] { SyntaxReading.modifiers(of: node) }

    /// The node's modifiers that are known, apply here and have a well-formed argument; reports the
    /// others. While a pass builds a file, each shared modifier node (`@inverse(previous)` in entity
    /// after entity) is read, and its argument checked, once (`BuildMemo.modifiers`), and used where it
    /// stands by its `base`.
    mutating func validModifiers(_ node: SyntaxRef, site: ModifierSite, attributeType: AttributeType? = nil, isToMany: Bool = false) -> [ModifierSyntax] {
        var out: [ModifierSyntax] = []
        // The modifiers given so far, searched where they stand: a line has a few (a dictionary was an
        // allocation per property of every cold check).
        var seen: [(spec: Int, range: TextRange)] = []
        node.forEachChild(.modifier) { modifier in
            let n = modifier.node
            let at = modifier.offset
            let key = ObjectIdentifier(n)
            let read: ModifierSyntax?
            if !n.isShared {
                read = SyntaxReading.modifier(SyntaxRef(node: n, offset: 0))
            } else if let known = memo?.modifiers[key] {
                read = known
            } else {
                read = SyntaxReading.modifier(SyntaxRef(node: n, offset: 0))
                memo?.modifiers[key] = .some(read)
            }
            guard var m = read else { return }
            m.base = at
            guard let index = m.specIndex else {
                let here = Modifiers.specs(for: site).map(\.name)
                let suggestion = Suggestions.nearest(to: m.name, in: here) ?? Suggestions.nearest(to: m.name, in: Modifiers.all.map(\.name))
                report(.unknownModifier, "unknown modifier '@\(m.name)'" + (suggestion.map { "; did you mean '@\($0)'?" } ?? ""), m.nameRange, fixIts: suggestion.map { [FixIt(title: "Change to '@\($0)'", edits: [TextEdit(range: m.nameRange, newText: $0)])] } ?? [])
                return
            }
            if let first = seen.first(where: { $0.spec == index })?.range {
                report(.duplicateModifier, "'@\(m.name)' is already given", m.range, fixIts: [FixIt(title: "Remove the repeated '@\(m.name)'", edits: [TextEdit(range: m.removalRange, newText: "")])], related: [RelatedLocation(range: first, message: "first given here")], unnecessary: true)
                return
            }
            seen.append((index, m.range))
            guard Modifiers.applies(index, at: site) else {
                let spec = Modifiers.all[index]
                let accepted = Modifiers.specs(for: site).map { "@" + $0.name }
                report(.modifierNotApplicable, "'@\(m.name)' does not apply to \(site == .attribute || site == .entity ? "an" : "a") \(site.displayName)" + (spec.sites.count < 4 ? "; it applies to \(spec.sites.map(\.displayName).sorted().joined(separator: ", "))" : "") + "; here you can use \(accepted.joined(separator: ", "))", m.range)
                return
            }
            if let req = Modifiers.all[index].requirement, let problem = requirementProblem(req, attributeType: attributeType, isToMany: isToMany) {
                report(.modifierNotApplicable, "'@\(m.name)' \(problem)", m.range)
                return
            }
            if !m.argumentChecked {
                guard checkArgument(m, Modifiers.all[index]) else { return }
                m.argumentChecked = true
                if memo != nil && n.isShared {
                    var checked = m
                    checked.base = 0
                    memo!.modifiers[key] = .some(checked)
                }
            }
            out.append(m)
        }
        return out
    }

    func requirementProblem(_ req: TypeRequirement, attributeType: AttributeType?, isToMany: Bool) -> String? {
        if req == .toMany {
            return isToMany ? nil : "applies only to a to-many relationship"
        }
        guard let t = attributeType else { return "applies only to attributes" }
        switch req {
        case .numericOrDate: return t.isNumeric || t == .date ? nil : "applies only to numeric and Date attributes, not '\(t.rawValue)'"
        case .stringOrData: return t == .string || t == .data ? nil : "applies only to String and Data attributes, not '\(t.rawValue)'"
        case .string: return t == .string ? nil : "applies only to String attributes, not '\(t.rawValue)'"
        case .data: return t == .data ? nil : "applies only to Data attributes, not '\(t.rawValue)'"
        case .transformable: return t == .transformable ? nil : "applies only to Transformable attributes, not '\(t.rawValue)'"
        // Xcode's "Use Scalar Type" on a Date makes it a `TimeInterval` (`NSTimeInterval`) in generated code.
        case .scalarCapable: return t.canBeScalar || t == .date ? nil : "applies only to integer, Float, Double, Bool and Date attributes, not '\(t.rawValue)'"
        case .toMany: return nil
        }
    }

    /// Checks the argument's shape; returns whether the modifier can be used.
    mutating func checkArgument(_ m: ModifierSyntax, _ spec: ModifierSpec) -> Bool {
        // Read where the modifier was read; an argument is moved where it stands only when it is used.
        let args = m.localArguments ?? []
        func bad(_ message: String, _ range: TextRange? = nil, fixIts: [FixIt] = []) -> Bool {
            report(.invalidModifierArgument, message, range ?? m.range, fixIts: fixIts)
            return false
        }
        switch spec.argument {
        case .none:
            if let list = m.argumentListRange {
                return bad("'@\(m.name)' takes no argument", list, fixIts: [FixIt(title: "Remove the parentheses", edits: [TextEdit(range: list, newText: "")])])
            }
            return true
        case .pairs:
            guard m.localArguments != nil, !args.isEmpty else { return bad("'@\(m.name)' takes key: \"value\" pairs") }
            var keys: Set<String> = []
            for local in args {
                let a = local.shifted(by: m.base)
                guard let label = a.label, a.value != nil else { return bad("expected key: \"value\" in '@\(m.name)'", a.range) }
                if !keys.insert(label).inserted { return bad("key '\(label)' is repeated in '@\(m.name)'", a.labelRange) }
            }
            return true
        default: break
        }
        guard args.count == 1, let a = args.first?.shifted(by: m.base) else {
            return bad("'@\(m.name)' takes \(args.isEmpty ? "" : "exactly one argument: ")\(spec.argumentDescription)", m.argumentListRange ?? m.nameRange)
        }
        if let label = a.labelRange { return bad("'@\(m.name)' takes no argument label", label) }
        switch spec.argument {
        case .choice(let values):
            guard case .identifier(let v)? = a.value, values.contains(v) else {
                let written = a.value?.text ?? ""
                let suggestion = Suggestions.nearest(to: written, in: values)
                return bad("'\(written)' is not a valid argument of '@\(m.name)'; expected \(spec.argumentDescription)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), a.range, fixIts: suggestion.map { [FixIt(title: "Change to '\($0)'", edits: [TextEdit(range: a.range, newText: $0)])] } ?? [])
            }
        case .string:
            guard case .string? = a.value else { return bad("'@\(m.name)' takes a string in quotes", a.range) }
        case .name(let allowsString):
            switch a.value {
            case .identifier?: break
            case .string? where allowsString: break
            default: return bad("'@\(m.name)' takes \(spec.argumentDescription)", a.range)
            }
        case .range:
            guard a.bounds != nil else { return bad("'@\(m.name)' takes a range such as 0...10, 1... or ...100", a.range) }
        case .integer:
            guard case .number(let n)? = a.value, let v = Int(n), v >= 0 else { return bad("'@\(m.name)' takes a whole number of at least 0", a.range) }
        case .bool:
            guard case .bool? = a.value else { return bad("'@\(m.name)' takes 'true' or 'false'", a.range) }
        case .none, .pairs: break
        }
        return true
    }

    func choice(_ m: ModifierSyntax) -> String? { m.firstArgument?.value?.text }
    func stringArgument(_ m: ModifierSyntax) -> String? { m.firstArgument?.value?.text }
    /// Where a one-line string argument (`@predicate("…")`, `@derived("…")`) is written, relative to its declaration.
    func expressionSource(_ m: ModifierSyntax, in declaration: TextRange) -> ExpressionSource? {
        guard let a = m.firstArgument, a.label == nil, case .string? = a.value, a.range.start >= declaration.start else { return nil }
        return ExpressionSource(offset: Int32(clamping: a.range.start - declaration.start), length: Int32(clamping: a.range.length), escapedSource: a.escapedSource)
    }
    func nameArgument(_ m: ModifierSyntax) -> String? { m.firstArgument?.value?.text }
    func boolArgument(_ m: ModifierSyntax) -> Bool? {
        if case .bool(let b)? = m.firstArgument?.value { return b }
        return nil
    }
    /// The pairs of an `@xcode(...)`, without the keys `problem` refuses (each reported).
    mutating func xcodePairs(_ m: ModifierSyntax, problem: (String) -> String?) -> [UserInfoEntry] {
        var refused: Set<String> = []
        for a in m.arguments ?? [] {
            guard let label = a.label, let why = problem(label) else { continue }
            refused.insert(label)
            report(.invalidModifierArgument, "'\(label)' cannot be given with '@xcode': \(why)", a.labelRange ?? a.range)
        }
        return pairs(m).filter { !refused.contains($0.key) }
    }

    /// `@xcode(defaultValueString: "…")` on a number or Boolean must read, as Core Data reads it,
    /// as the default written with `=`: it is how the default is spelled in Xcode's file.
    mutating func checkDefaultText(_ m: ModifierSyntax, _ attr: Attribute) {
        guard attr.type.isNumeric || attr.type == .bool,
            let a = (m.arguments ?? []).first(where: { $0.label == "defaultValueString" }), case .string(let text)? = a.value,
            !XcodeSettings.reads(text, type: attr.type, as: attr.defaultValue)
        else { return }
        let read = XcodeSettings.coreDataDefault(text, type: attr.type)
        let readText = read.map { $0.text } ?? "no default"
        let written = attr.defaultValue.map { "the default \($0.text)" } ?? "no default"
        report(.invalidModifierArgument, "Core Data reads defaultValueString \"\(text)\" as \(readText), but the attribute has \(written); write '= \(read.map { $0.text } ?? "…")' or remove the setting", a.range)
    }

    func pairs(_ m: ModifierSyntax) -> [UserInfoEntry] {
        (m.arguments ?? []).compactMap { a in a.label.map { UserInfoEntry(key: $0, value: a.value?.text ?? "") } }
    }
}

/// Checks `generate ... to "path"` paths before anything is written.
public enum GeneratePaths {
    /// Why `path` may not be used (absolute, or leading out of the project), or nil when it is fine.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "the output path is empty" }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.hasPrefix("\\") || (path.count > 1 && path.dropFirst().first == ":") {
            return "the output path '\(path)' is absolute; write it relative to the .cdm file's folder"
        }
        var depth = 0
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == ".." {
                depth -= 1
                if depth < 0 { return "the output path '\(path)' leads out of the project folder" }
            } else if part != "." {
                depth += 1
            }
        }
        return nil
    }
}
