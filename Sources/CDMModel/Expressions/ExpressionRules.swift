// The checks of predicates and derived expressions against the model: key paths, to-many steps, literal kinds, Core Data's derived forms.

import CDMSyntax

/// Where a predicate or derived expression is written, what it is evaluated on, and its literal.
public struct ExpressionSite: Sendable, Equatable {
    public enum Context: Sendable, Equatable {
        /// `fetchRequest Name: Entity @predicate("…")`.
        case fetchRequest(name: String)
        /// `fetched name: [Entity] @predicate("…")` declared in `holder`: `$FETCH_SOURCE` is a `holder`.
        case fetchedProperty(holder: String, name: String)
        /// `name: Type @derived("…")` declared in `entity`.
        case derivedAttribute(name: String, type: AttributeType)
    }
    public var context: Context
    /// The entity the predicate is evaluated on (the fetched entity), or that holds the derived attribute.
    public var entity: String
    public var literal: ExpressionLiteral

    public init(context: Context, entity: String, literal: ExpressionLiteral) {
        self.context = context
        self.entity = entity
        self.literal = literal
    }

    public var isPredicate: Bool {
        if case .derivedAttribute = context { return false }
        return true
    }

    /// The literal read as a predicate or an expression.
    public func parse() -> ParsedExpression {
        isPredicate ? ExpressionParser.parsePredicate(literal.text) : ExpressionParser.parseExpression(literal.text)
    }

    /// The sites of `entity`: its fetched properties' predicates and its derived attributes (`root` is the
    /// entity's declaration, or any node that holds it, such as the file's tree).
    public static func sites(of entity: Entity, root: SyntaxRef) -> [ExpressionSite] {
        var out: [ExpressionSite] = []
        for a in entity.attributes where a.derivation != nil {
            if let literal = ExpressionLiteral.modifier("derived", in: a.range, of: root) {
                out.append(ExpressionSite(context: .derivedAttribute(name: a.name, type: a.type), entity: entity.name, literal: literal))
            }
        }
        for f in entity.fetchedProperties where f.predicate != nil {
            if let literal = ExpressionLiteral.modifier("predicate", in: f.range, of: root) {
                out.append(ExpressionSite(context: .fetchedProperty(holder: entity.name, name: f.name), entity: f.entity, literal: literal))
            }
        }
        return out
    }

    /// The site of a fetch request's predicate (`root` holds its declaration).
    public static func site(of request: FetchRequest, root: SyntaxRef) -> ExpressionSite? {
        guard request.predicate != nil, let literal = ExpressionLiteral.modifier("predicate", in: request.range, of: root) else { return nil }
        return ExpressionSite(context: .fetchRequest(name: request.name), entity: request.entity, literal: literal)
    }

    /// Every site of `model`, in the file's order of declarations. Each declaration's literal is looked
    /// for in its own top-level node, found by a binary search: no walk over the file per site.
    public static func sites(in model: Model, root: SyntaxRef) -> [ExpressionSite] {
        let declarations = root.childNodes
        func declaration(holding range: TextRange) -> SyntaxRef {
            var low = 0
            var high = declarations.count
            while low < high {
                let mid = (low + high) / 2
                if declarations[mid].range.end <= range.start { low = mid + 1 } else { high = mid }
            }
            return low < declarations.count && declarations[low].range.contains(range) ? declarations[low] : root
        }
        var out: [ExpressionSite] = []
        for e in model.entities where e.fetchedProperties.contains(where: { $0.predicate != nil }) || e.attributes.contains(where: { $0.derivation != nil }) {
            out += sites(of: e, root: declaration(holding: e.range))
        }
        for r in model.fetchRequests where r.predicate != nil {
            if let site = site(of: r, root: declaration(holding: r.range)) { out.append(site) }
        }
        return out
    }
}

/// What an expression gives, as far as the model tells.
public enum ExpressionValueType: Sendable, Equatable, Hashable {
    /// A value of an attribute's type (`@count` gives `Int64`, `now()` a `Date`).
    case attribute(AttributeType)
    /// An object of the entity.
    case object(String)
    case unknown
}

/// A `$VARIABLE` of a fetch request and the type its comparisons imply; `isCollection` when it stands for
/// several values (`name IN $NAMES`, `age BETWEEN $RANGE`).
public struct PredicateVariable: Sendable, Equatable {
    public var name: String
    public var type: ExpressionValueType
    public var isCollection: Bool
    public init(name: String, type: ExpressionValueType, isCollection: Bool = false) {
        self.name = name
        self.type = type
        self.isCollection = isCollection
    }
}

/// The expression rules: pure functions of a site and the model.
public enum ExpressionRules {
    /// The diagnostics of every predicate and derived expression of `model`.
    public static func check(_ model: Model, root: SyntaxRef) -> [Diagnostic] {
        let properties = PropertyTable(model, shared: true)
        return ExpressionSite.sites(in: model, root: root).flatMap { check($0, properties: properties) }.sortedByPosition()
    }

    /// The diagnostics of one site, at their characters in the document.
    public static func check(_ site: ExpressionSite, in model: Model) -> [Diagnostic] {
        check(site, properties: PropertyTable(model, shared: false))
    }

    /// `properties` (which holds the model) is shared by the sites of one check: each entity's table
    /// is built once, or the model copied once.
    static func check(_ site: ExpressionSite, properties: PropertyTable) -> [Diagnostic] {
        let parsed = site.parse()
        var checker = SiteChecker(site: site, properties: properties)
        for e in parsed.errors {
            checker.report(.expressionSyntaxError, "\(site.isPredicate ? "predicate" : "expression"): \(e.message)", e.range)
        }
        if site.isPredicate {
            checker.predicate(parsed.root, scope: checker.rootScope)
        } else {
            checker.derived(parsed.root)
        }
        return checker.diagnostics
    }

    /// The `$VARIABLES` of a fetch request's predicate, in order of first use, each with the type the
    /// comparisons it stands in imply (`startDate > $SINCE`: a `Date`); `.unknown` when nothing says.
    /// `$FETCH_SOURCE`, `$FETCHED_PROPERTY` and a `SUBQUERY`'s own variable are not among them.
    public static func variables(of request: FetchRequest, in model: Model) -> [PredicateVariable] {
        guard let predicate = request.predicate else { return [] }
        let parsed = ExpressionParser.parsePredicate(predicate)
        var checker = SiteChecker(site: nil, entity: request.entity, properties: PropertyTable(model, shared: false))
        checker.collectVariables = true
        checker.predicate(parsed.root, scope: checker.rootScope)
        return checker.variables
    }
}

/// NSExpression's predefined functions (`NSExpression(forFunction:arguments:)`), by their format-string
/// names, with what they give: the functions a derived attribute may use (`derivationExpression`).
enum ExpressionFunctions {
    static let results: [String: ExpressionValueType] = [
        "now": .attribute(.date),
        "canonical:": .attribute(.string), "lowercase:": .attribute(.string), "uppercase:": .attribute(.string),
        "length:": .attribute(.int64), "count:": .attribute(.int64),
        "sum:": .attribute(.double), "average:": .attribute(.double), "min:": .unknown, "max:": .unknown, "median:": .unknown,
        "mode:": .unknown, "stddev:": .attribute(.double),
        "add:to:": .attribute(.double), "from:subtract:": .attribute(.double), "multiply:by:": .attribute(.double),
        "divide:by:": .attribute(.double), "modulus:by:": .attribute(.double), "sqrt:": .attribute(.double), "log:": .attribute(.double),
        "ln:": .attribute(.double), "raise:toPower:": .attribute(.double), "exp:": .attribute(.double), "floor:": .attribute(.double),
        "ceiling:": .attribute(.double), "abs:": .attribute(.double), "trunc:": .attribute(.double), "random": .attribute(.double),
        "random:": .unknown, "bitwiseAnd:with:": .attribute(.int64), "bitwiseOr:with:": .attribute(.int64),
        "bitwiseXor:with:": .attribute(.int64), "leftshift:by:": .attribute(.int64), "rightshift:by:": .attribute(.int64),
        "onesComplement:": .attribute(.int64), "noindex:": .unknown, "distanceToLocation:fromLocation:": .attribute(.double),
    ]

    /// The name a call is known by: `now()` is `now`, `lowercase:(x)` is `lowercase:`, `add:to:(a, b)` is `add:to:`.
    static func name(_ node: ExpressionNode) -> String { node.text }
}

/// Keys every managed object answers besides its properties (`entity.name == 'Note'`, `objectID`):
/// `entity`, `objectID`, `self`, `description`, `hash`, `className`, told by their length first (a set
/// hashed every step of every key path).
private func isObjectKey(_ name: String) -> Bool {
    switch name.utf8.count {
    case 4: return name == "self" || name == "hash"
    case 6: return name == "entity"
    case 8: return name == "objectID"
    case 9: return name == "className"
    case 11: return name == "description"
    default: return false
    }
}

/// The properties a key path's step finds. `shared` (the sites of a whole model): each entity's properties
/// by name, inherited ones included, built on first use, so that a step is one dictionary lookup; for one
/// site, building tables costs more than scanning the few properties it names, so it scans.
/// Where a name is declared twice, the first declaration counts, attributes before relationships before
/// fetched properties, the ancestors' before the entity's own, both ways.
final class PropertyTable {
    enum Property {
        case attribute(AttributeType)
        case relationship(destination: String, isToMany: Bool)
        case fetched(entity: String)
    }
    enum Lookup {
        case noEntity, missing
        case found(Property)
    }
    let model: Model
    let shared: Bool
    private var tables: [String: [String: Property]] = [:]

    init(_ model: Model, shared: Bool) {
        self.model = model
        self.shared = shared
    }

    /// The property `name` of `entity`.
    func lookup(_ name: String, on entity: String) -> Lookup {
        if shared {
            guard let table = properties(of: entity) else { return .noEntity }
            return table[name].map { .found($0) } ?? .missing
        }
        guard let index = model.entityIndex(named: entity) else { return .noEntity }
        if model.entities[index].parent == nil {
            // Read in place: no copy of the entity or of its arrays for each step of a key path.
            if let i = model.entities[index].attributes.firstIndex(where: { $0.name == name }) {
                return .found(.attribute(model.entities[index].attributes[i].type))
            }
            if let i = model.entities[index].relationships.firstIndex(where: { $0.name == name }) {
                let r = model.entities[index].relationships[i]
                return .found(.relationship(destination: r.destination, isToMany: r.isToMany))
            }
            return model.entities[index].fetchedProperties.first(where: { $0.name == name }).map { .found(.fetched(entity: $0.entity)) } ?? .missing
        }
        let e = model.entities[index]
        if let a = model.allAttributes(of: e).first(where: { $0.name == name }) { return .found(.attribute(a.type)) }
        if let r = model.allRelationships(of: e).first(where: { $0.name == name }) {
            return .found(.relationship(destination: r.destination, isToMany: r.isToMany))
        }
        let fetched = e.parent == nil ? e.fetchedProperties : (model.ancestors(of: e).reversed() + [e]).flatMap(\.fetchedProperties)
        return fetched.first(where: { $0.name == name }).map { .found(.fetched(entity: $0.entity)) } ?? .missing
    }

    /// Nil for an entity the model does not declare.
    func properties(of entity: String) -> [String: Property]? {
        if let table = tables[entity] { return table }
        guard let e = model.entity(named: entity) else { return nil }
        var table: [String: Property] = [:]
        table.reserveCapacity(e.propertyCount)
        for a in model.allAttributes(of: e) where table[a.name] == nil { table[a.name] = .attribute(a.type) }
        for r in model.allRelationships(of: e) where table[r.name] == nil { table[r.name] = .relationship(destination: r.destination, isToMany: r.isToMany) }
        let fetched = e.parent == nil ? e.fetchedProperties : (model.ancestors(of: e).reversed() + [e]).flatMap(\.fetchedProperties)
        for f in fetched where table[f.name] == nil { table[f.name] = .fetched(entity: f.entity) }
        tables[entity] = table
        return table
    }
}

/// What a key path reaches.
private struct Reached {
    var type: ExpressionValueType
    /// The first to-many step that no aggregate consumed: the path stands for several values.
    var toMany: ExpressionNode.Component?
    /// Whether the path is a bare to-many relationship (`tags`), a collection of objects.
    var isRelationshipItself = false
}

private struct Scope {
    /// Variables bound to an entity: `$FETCH_SOURCE` in a fetched property, a SUBQUERY's variable.
    var entities = Bindings()
    /// Variables whose type is known to be a single unknown value (not checked further).
    var opaque: [String] = []
}

/// A scope's few variables and their entities, searched rather than hashed (a dictionary and a set
/// were made for every fetched property's predicate); the last binding of a name is the one in force.
private struct Bindings {
    private var pairs: [(name: String, entity: String)] = []

    subscript(name: String) -> String? {
        get { pairs.last { $0.name == name }?.entity }
        set { if let newValue { pairs.append((name, newValue)) } }
    }
}

private struct SiteChecker {
    /// The model, read through the property table that holds it (a copy per site counted every one
    /// of the model's references up and down).
    var model: Model { properties.model }
    let site: ExpressionSite?
    let entity: String
    var diagnostics: [Diagnostic] = []
    var collectVariables = false
    var variables: [PredicateVariable] = []
    let properties: PropertyTable

    init(site: ExpressionSite?, entity: String? = nil, properties: PropertyTable) {
        self.properties = properties
        self.site = site
        self.entity = entity ?? site?.entity ?? ""
    }

    var rootScope: Scope {
        var s = Scope()
        if case .fetchedProperty(let holder, _)? = site?.context { s.entities["FETCH_SOURCE"] = holder }
        if case .fetchedProperty? = site?.context { s.opaque.append("FETCHED_PROPERTY") }
        return s
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, _ range: Range<Int>) {
        guard let site else { return }
        diagnostics.append(Diagnostic(code, message, at: site.literal.sourceRange(range)))
    }

    // MARK: predicates

    mutating func predicate(_ node: ExpressionNode, scope: Scope) {
        switch node.kind {
        case .and, .or, .not, .error:
            for child in node.children { predicate(child, scope: scope) }
        case .comparison:
            comparison(node, scope: scope)
        case .truePredicate, .falsePredicate:
            break
        default:
            _ = expression(node, scope: scope)
        }
    }

    mutating func comparison(_ node: ExpressionNode, scope: Scope) {
        let lhs = node.children[0]
        let rhs = node.children[1]
        let left = expression(lhs, scope: scope)
        let right = expression(rhs, scope: scope)
        // A to-many path compared as one value, without ANY/ALL/NONE/SOME: `tags.name == 'x'`.
        if node.quantifier == nil {
            if let step = left?.toMany, left?.isRelationshipItself == false {
                report(.toManyKeyPath, "'\(step.name)' is a to-many relationship: compare its values with ANY, ALL or NONE, or aggregate them (@count)", step.range)
            }
            if let step = right?.toMany, node.text != "IN", right?.isRelationshipItself == false {
                report(.toManyKeyPath, "'\(step.name)' is a to-many relationship: compare its values with ANY, ALL or NONE, or aggregate them (@count)", step.range)
            }
        }
        literalKinds(node, left: left, right: right)
        if collectVariables { noteVariables(node, left: left, right: right, scope: scope) }
    }

    /// A literal of the wrong kind compared with a key path's attribute: a warning.
    mutating func literalKinds(_ node: ExpressionNode, left: Reached?, right: Reached?) {
        // Each side read in place: no array of the pairs or of a side's one literal per comparison.
        literalKinds(node, reached: left, other: 1)
        literalKinds(node, reached: right, other: 0)
    }

    /// The literals of the side `other` compared with what the other side reached.
    mutating func literalKinds(_ node: ExpressionNode, reached: Reached?, other: Int) {
        guard let reached, case .attribute(let type) = reached.type, reached.toMany == nil || node.quantifier != nil else { return }
        if node.children[other].kind == .array && (node.text == "IN" || node.text == "BETWEEN") {
            for literal in node.children[other].children { literalKind(literal, type) }
        } else {
            literalKind(node.children[other], type)
        }
    }

    mutating func literalKind(_ literal: ExpressionNode, _ type: AttributeType) {
        if let kind = mismatch(literal, type) {
            report(.predicateValueType, "\(kind) compared with \(article(type)) \(type.rawValue) attribute", literal.range)
        }
    }

    func article(_ type: AttributeType) -> String {
        let first = type.rawValue.first.map { "AEIOU".contains($0) } ?? false
        return type == .uuid || type == .url ? "a" : (first ? "an" : "a")
    }

    /// The kind of `literal` when it does not suit an attribute of `type`.
    func mismatch(_ literal: ExpressionNode, _ type: AttributeType) -> String? {
        switch literal.kind {
        case .string:
            if type.isNumeric || type == .bool || type == .date { return "a string" }
        case .number:
            if type == .string { return "a number" }
            if type == .bool && literal.text != "0" && literal.text != "1" { return "the number \(literal.text)" }
        case .boolean:
            if type == .string || type == .date { return "a boolean" }
        default: break
        }
        return nil
    }

    /// A variable compared with a key path takes the type of what the path reaches (of one element for a
    /// to-many path: `$TAG IN tags` is a `Tag`); on the right of IN or BETWEEN it stands for several values.
    mutating func noteVariables(_ node: ExpressionNode, left: Reached?, right: Reached?, scope: Scope) {
        func note(_ v: ExpressionNode, _ other: Reached?, isCollection: Bool) {
            guard v.kind == .variable, v.children.isEmpty, isParameter(v.text, scope) else { return }
            let type = other?.type ?? .unknown
            if let i = variables.firstIndex(where: { $0.name == v.text }) {
                if variables[i].type == .unknown { variables[i] = PredicateVariable(name: v.text, type: type, isCollection: isCollection) }
            } else {
                variables.append(PredicateVariable(name: v.text, type: type, isCollection: isCollection))
            }
        }
        note(node.children[1], left, isCollection: (node.text == "IN" || node.text == "BETWEEN") && left?.isRelationshipItself != true)
        note(node.children[0], right, isCollection: false)
    }

    /// Whether `$name` is a parameter of the fetch: not set by Core Data, not a SUBQUERY's own.
    func isParameter(_ name: String, _ scope: Scope) -> Bool {
        name != "FETCH_SOURCE" && name != "FETCHED_PROPERTY" && scope.entities[name] == nil && !scope.opaque.contains(name)
    }

    // MARK: expressions

    /// Checks `node` and says what it reaches when it is a key path (nil for other expressions).
    @discardableResult
    mutating func expression(_ node: ExpressionNode, scope: Scope) -> Reached? {
        switch node.kind {
        case .keyPath:
            return keyPath(node, scope: scope)
        case .variable:
            if !node.children.isEmpty { _ = expression(node.children[0], scope: scope) }
            variableUse(node, scope: scope)
            if let e = scope.entities[node.text] { return Reached(type: .object(e)) }
            if collectVariables, isParameter(node.text, scope), !variables.contains(where: { $0.name == node.text }) {
                variables.append(PredicateVariable(name: node.text, type: .unknown))
            }
            return nil
        case .subquery:
            let collection = expression(node.children[0], scope: scope)
            var inner = scope
            if node.children[1].kind == .variable {
                if case .object(let e)? = collection?.type {
                    inner.entities[node.children[1].text] = e
                } else {
                    inner.opaque.append(node.children[1].text)
                }
            }
            predicate(node.children[2], scope: inner)
            return nil
        case .selfObject:
            return Reached(type: .object(entity))
        case .string:
            return nil
        case .number:
            return nil
        case .boolean, .null, .formatArgument, .indexWord, .error:
            return nil
        case .array, .arithmetic, .negate, .index, .function:
            for child in node.children { expression(child, scope: scope) }
            return nil
        default:
            for child in node.children { predicate(child, scope: scope) }
            return nil
        }
    }

    mutating func variableUse(_ node: ExpressionNode, scope: Scope) {
        guard node.text == "FETCH_SOURCE" || node.text == "FETCHED_PROPERTY" else { return }
        if case .fetchedProperty? = site?.context { return }
        let place: String
        switch site?.context {
        case .fetchRequest(let name)?: place = "fetch request '\(name)'"
        case .derivedAttribute(let name, _)?: place = "derived attribute '\(name)'"
        default: place = "this predicate"
        }
        let range = node.range.lowerBound..<(node.range.lowerBound + node.text.utf8.count + 1)
        report(.fetchSourceOutsideFetchedProperty, "$\(node.text) is only set in a fetched property's predicate, not in \(place)", range)
    }

    /// Walks a key path through the model: unknown components are reported (with a did-you-mean), to-many
    /// steps remembered until an aggregate consumes them. Past an attribute (a `String`'s `length`) and past
    /// a variable of unknown type nothing is checked: those keys are not the model's.
    mutating func keyPath(_ node: ExpressionNode, scope: Scope) -> Reached? {
        var current: String?
        if let base = node.children.first {
            switch base.kind {
            case .variable:
                variableUse(base, scope: scope)
                if collectVariables, isParameter(base.text, scope), !variables.contains(where: { $0.name == base.text }) {
                    variables.append(PredicateVariable(name: base.text, type: .unknown))
                }
                current = scope.entities[base.text]
            case .selfObject:
                current = entity
            default:
                _ = expression(base, scope: scope)
                current = nil
            }
            if current == nil { return nil }
        } else {
            current = entity
        }
        var reached = Reached(type: .object(current!))
        var pendingOperator: String?
        for (i, component) in node.components.enumerated() {
            if component.isOperator {
                guard Self.collectionOperators.contains(component.name) else {
                    report(.unknownKeyPath, "unknown collection operator '\(component.name)'" + suggestion(component.name, Array(Self.collectionOperators)), component.range)
                    return nil
                }
                let isLast = i == node.components.count - 1
                if component.name == "@count" {
                    reached = Reached(type: .attribute(.int64))
                    return reached
                }
                if component.name.hasSuffix("UnionOfObjects") || component.name.hasSuffix("UnionOfArrays") || component.name.hasSuffix("UnionOfSets") {
                    // A collection still; what follows is a key of its elements.
                    continue
                }
                if isLast {
                    // `tags.value.@sum`: the aggregate of the values reached so far.
                    reached.toMany = nil
                    if component.name == "@avg", case .attribute(let t) = reached.type, t.isInteger { reached.type = .attribute(.double) }
                    return reached
                }
                pendingOperator = component.name
                continue
            }
            guard case .object(let entityName) = reached.type else { return nil }
            let found = properties.lookup(component.name, on: entityName)
            if case .noEntity = found { return nil }
            if isObjectKey(component.name) { return Reached(type: .unknown, toMany: reached.toMany) }
            switch found {
            case .found(.attribute(let type)):
                reached.type = .attribute(type)
                reached.isRelationshipItself = false
                if i < node.components.count - 1 {
                    // Keys past an attribute are the value's own (`name.length`): not the model's to check,
                    // but an operator at the end still aggregates.
                    if let last = node.components.last, last.isOperator, last.name == "@count" { return Reached(type: .attribute(.int64)) }
                    reached.type = .unknown
                    if let op = node.components.last(where: \.isOperator), Self.aggregates.contains(op.name) { reached.toMany = nil }
                    return reached
                }
                if pendingOperator != nil {
                    reached.toMany = nil
                    if pendingOperator == "@avg", type.isInteger { reached.type = .attribute(.double) }
                }
                return reached
            case .found(.relationship(let destination, let isToMany)):
                reached.type = .object(destination)
                if isToMany {
                    if reached.toMany == nil { reached.toMany = component }
                    reached.isRelationshipItself = reached.toMany == component && i == node.components.count - 1
                } else {
                    reached.isRelationshipItself = false
                }
                continue
            case .found(.fetched(let destination)):
                reached.type = .object(destination)
                if reached.toMany == nil { reached.toMany = component }
                reached.isRelationshipItself = reached.toMany == component && i == node.components.count - 1
                continue
            case .missing, .noEntity:
                break
            }
            guard let e = model.entity(named: entityName) else { return nil }
            let names = model.allAttributes(of: e).map(\.name) + model.allRelationships(of: e).map(\.name) + fetchedProperties(of: e).map(\.name)
            report(.unknownKeyPath, "'\(e.name)' has no property '\(component.name)'" + suggestion(component.name, names), component.range)
            return nil
        }
        return reached
    }

    func fetchedProperties(of e: Entity) -> [FetchedProperty] {
        (model.ancestors(of: e).reversed() + [e]).flatMap(\.fetchedProperties)
    }

    func suggestion(_ name: String, _ candidates: [String]) -> String {
        Suggestions.nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    static let aggregates: Set<String> = ["@count", "@sum", "@avg", "@min", "@max"]
    static let collectionOperators: Set<String> = aggregates.union([
        "@distinctUnionOfObjects", "@unionOfObjects", "@distinctUnionOfArrays", "@unionOfArrays", "@distinctUnionOfSets", "@unionOfSets",
    ])

    // MARK: derived attributes

    /// A derived attribute's expression: a key path (to-one steps, or to-many ones an aggregate ends) or one of
    /// NSExpression's predefined functions of such; its result must suit the attribute's type.
    mutating func derived(_ node: ExpressionNode) {
        guard case .derivedAttribute(let name, let type)? = site?.context else { return }
        if [.string, .number, .boolean, .null].contains(node.kind) {
            report(
                .derivedExpressionUnsupported, "a constant derives nothing; a derived attribute's expression is a key path or one of NSExpression's functions of key paths",
                node.range)
            return
        }
        guard let result = derivedValue(node) else { return }
        guard case .attribute(let given) = result else { return }
        if !fits(given, type) {
            report(.derivedTypeMismatch, "'\(site!.literal.text)' gives \(article(given)) \(given.rawValue), but '\(name)' is \(article(type)) \(type.rawValue)", node.range)
        }
    }

    /// What a derived expression gives; nil after a mistake (reported).
    mutating func derivedValue(_ node: ExpressionNode) -> ExpressionValueType? {
        switch node.kind {
        case .keyPath:
            if let base = node.children.first, base.kind == .variable, base.text != "FETCH_SOURCE", base.text != "FETCHED_PROPERTY" {
                report(.derivedExpressionUnsupported, "a derived attribute cannot use the variable $\(base.text); Core Data has nothing to substitute", base.range)
                return nil
            }
            guard let reached = keyPath(node, scope: rootScope) else { return nil }
            if let step = reached.toMany {
                report(.toManyKeyPath, "'\(step.name)' is a to-many relationship: a derived attribute takes one value; aggregate it (\(step.name).@count)", step.range)
                return nil
            }
            return reached.type
        case .function where node.text == "FUNCTION" || node.text == "CAST":
            report(
                .derivedExpressionUnsupported, "Core Data does not compute \(node.text)(…) in a derived attribute; use a key path or one of NSExpression's functions",
                node.operatorRange ?? node.range)
            return nil
        case .function:
            guard let result = ExpressionFunctions.results[node.text] else {
                report(
                    .derivedExpressionUnsupported,
                    "'\(node.text)' is not a function Core Data computes in a derived attribute; expected a key path, now(), canonical:, lowercase:, uppercase: or another of NSExpression's functions",
                    node.operatorRange ?? node.range)
                return nil
            }
            var failed = false
            for argument in node.children where derivedValue(argument) == nil && argument.kind == .keyPath { failed = true }
            return failed ? nil : result
        case .arithmetic, .negate:
            for child in node.children where derivedValue(child) == nil && child.kind == .keyPath { return nil }
            return .attribute(.double)
        case .variable:
            if node.text == "FETCH_SOURCE" || node.text == "FETCHED_PROPERTY" {
                variableUse(node, scope: Scope())
            } else {
                report(.derivedExpressionUnsupported, "a derived attribute cannot use the variable $\(node.text); Core Data has nothing to substitute", node.range)
            }
            return nil
        case .string, .number, .boolean, .null:
            // A constant argument of a function (`add:to:(count, 1)`); alone it derives nothing.
            return node.kind == .string ? .attribute(.string) : .unknown
        case .error:
            return nil
        default:
            report(.derivedExpressionUnsupported, "Core Data does not compute this in a derived attribute; use a key path or one of NSExpression's functions", node.range)
            return nil
        }
    }

    /// Whether a value of type `given` can be stored in an attribute of type `declared`.
    func fits(_ given: AttributeType, _ declared: AttributeType) -> Bool {
        if given == declared { return true }
        if given.isNumeric && declared.isNumeric { return true }
        if given.isInteger && declared == .bool { return true }
        return declared == .undefined || declared == .transformable
    }
}
