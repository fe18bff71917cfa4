// The one way a rule family enters the checker: what its checks read, which is all the incremental analyzer schedules them by.

import CDMSyntax

/// A family of rules checked one declaration at a time (an entity, a composite…): each check reads
/// its declaration and the entities it names, as `reads` says. The incremental analyzer checks a
/// declaration again when it is built again, when an entity of a name it read (or an ancestor of
/// one) is built or removed, and when the family's `setting` changes; `Checker.check` runs
/// `checkModel` over the whole model. See docs/architecture.md#rule-families.
protocol DeclarationRules: Sendable {
    /// What the family reads outside entities and composites (the `model` line's fields,
    /// configurations, fetch requests, `generate` lines), compared from edit to edit.
    associatedtype Setting: Equatable
    /// The setting of the declarations that are not entities or composites; nil: the family reports nothing.
    static func setting(_ declarations: Model) -> Setting?
    /// The names of the entities whose checks a change from `old` to `new` makes stale; nil: every declaration's.
    static func stale(from old: Setting, to new: Setting) -> Set<String>?
    /// Whether the family checks this declaration.
    static func checks(_ element: BuiltElement) -> Bool
    /// What a check of `element` reads, its names looked up in `entities`.
    static func reads(_ element: BuiltElement, _ setting: Setting, _ entities: EntityLookup) -> RuleReads
    /// Checks one declaration; `input.model` holds what `reads` asked for.
    static func check(_ element: BuiltElement, _ input: RuleInput, _ setting: Setting) -> RuleOutput
    /// Every declaration's check in one pass over `model` (every entity and composite), one output per
    /// declaration the family `checks` (`checking`: those declarations, fetch requests included), in
    /// file order, for when that is cheaper than a check each (opening a file); nil when the family
    /// has no such pass.
    static func checkAll(_ model: Model, checking: [BuiltElement], unresolved: Set<String>, _ setting: Setting) -> [RuleOutput]?
    /// Whether `checkAll` gives outputs.
    static var hasWholeModelPass: Bool { get }
    /// The family over the whole model: what a full analysis reports.
    static func checkModel(_ checker: inout Checker)
    /// A whole-model pass that reads the model and nothing else, cut in parts that may run on other
    /// cores beside the other families (`Checker.check`); nil: `checkModel` runs in its turn.
    static func partsBeside(_ model: Model) -> ModelPassParts?
}

/// A family's whole-model pass as parts (`DeclarationRules.partsBeside`): part `k`'s diagnostics
/// are `check(k)`, and the family's are every part's in order.
struct ModelPassParts: @unchecked Sendable {
    let count: Int
    let check: (Int) -> [Diagnostic]

    /// Every part's diagnostics, in order, on this thread.
    var diagnostics: [Diagnostic] { (0..<count).flatMap(check) }
}

extension DeclarationRules where Setting == NoSetting {
    static func setting(_ declarations: Model) -> NoSetting? { NoSetting() }
    static func stale(from old: NoSetting, to new: NoSetting) -> Set<String>? { [] }
}

extension DeclarationRules {
    static func checkAll(_ model: Model, checking: [BuiltElement], unresolved: Set<String>, _ setting: Setting) -> [RuleOutput]? { nil }
    static var hasWholeModelPass: Bool { false }
    static func partsBeside(_ model: Model) -> ModelPassParts? { nil }

    // The requirements with the setting unnamed, for the analyzer's list of families of every kind.
    static func anySetting(_ declarations: Model) -> Any? { setting(declarations) }
    static func sameSetting(_ a: Any?, _ b: Any?) -> Bool { (a as? Setting) == (b as? Setting) }
    static func anyStale(from old: Any, to new: Any) -> Set<String>? { stale(from: old as! Setting, to: new as! Setting) }
    static func anyReads(_ element: BuiltElement, _ setting: Any, _ entities: EntityLookup) -> RuleReads { reads(element, setting as! Setting, entities) }
    static func anyCheck(_ element: BuiltElement, _ input: RuleInput, _ setting: Any) -> RuleOutput { check(element, input, setting as! Setting) }
    static func anyCheckAll(_ model: Model, checking: [BuiltElement], unresolved: Set<String>, _ setting: Any) -> [RuleOutput]? {
        checkAll(model, checking: checking, unresolved: unresolved, setting as! Setting)
    }
}

/// A family of rules checked over the whole model at once: checked again when what `read` takes of
/// a declaration changes (a declaration that it reads comes, goes or reads differently), when a
/// declaration its diagnostics point into is built again, and when its `setting` changes.
protocol ModelRules: Sendable {
    associatedtype Setting: Equatable
    associatedtype Key: Equatable
    /// As `DeclarationRules.setting`.
    static func setting(_ declarations: Model) -> Setting?
    /// What the family reads of one declaration.
    static func read(_ element: BuiltElement, _ setting: Setting) -> RuleRead<Key>
    /// The family's diagnostics; `model` gives the entities and composites it asks for.
    static func check(_ model: ModelReader, _ setting: Setting) -> [Diagnostic]
    /// The family over the whole model: what a full analysis reports.
    static func checkModel(_ checker: inout Checker)
}

extension ModelRules where Setting == NoSetting {
    static func setting(_ declarations: Model) -> NoSetting? { NoSetting() }
}

extension ModelRules {
    static func anySetting(_ declarations: Model) -> Any? { setting(declarations) }
    static func sameSetting(_ a: Any?, _ b: Any?) -> Bool { (a as? Setting) == (b as? Setting) }
    /// Whether what the family reads of a declaration differs between `old` and `new` (nil: none).
    static func readsDiffer(_ old: BuiltElement?, _ new: BuiltElement?, _ setting: Any) -> Bool {
        let s = setting as! Setting
        let a = old.map { read($0, s) } ?? .nothing
        let b = new.map { read($0, s) } ?? .nothing
        return a == .everything || a != b
    }
    static func anyCheck(_ model: ModelReader, _ setting: Any) -> [Diagnostic] { check(model, setting as! Setting) }
}

/// A family with no setting: it reads no declaration besides entities and composites.
struct NoSetting: Equatable {}

/// What a model family reads of one declaration.
enum RuleRead<Key: Equatable>: Equatable {
    /// Nothing: the declaration may change as it likes.
    case nothing
    /// Only this: a declaration that keeps it changes nothing.
    case key(Key)
    /// All of it: any change is checked again.
    case everything
}

/// What one check of a declaration family reads: the declarations of `names` (entities, and
/// composites when `composites` is set) with the ancestors of those entities unless `ancestors` is
/// unset; every entity name (an unknown name is matched against them all); the entities that
/// inherit from the declaration's.
struct RuleReads {
    var names: [String] = []
    var composites = false
    var ancestors = true
    /// Every entity and composite: checked again whenever a name appears or disappears.
    var everyEntity = false
    /// The entities that inherit from this one (the first of its name), in `RuleInput.descendants`.
    var descendants = false
}

/// What a check of one declaration is given.
struct RuleInput {
    /// The entities (and composites) `reads` asked for, in file order (not indexed: `Checker` indexes its copy).
    var model: Model
    /// The entities inheriting from the declaration's, in file order (when `reads.descendants`).
    var descendants: [Entity] = []
    /// The names among those read that have a declaration the builder could not resolve a member of.
    var unresolved: Set<String> = []
}

/// What a check of one declaration found.
struct RuleOutput {
    var diagnostics: [Diagnostic] = []
    /// The names the result depends on, when a check finds it depends on other names than `reads`
    /// gave (fewer, or some only it could tell); nil: those `reads` gave.
    var dependsOn: [String]?
    /// Whether what the descendants do can still change this check (when `reads.descendants`).
    var dependsOnDescendants = true
    /// What `reads` says of the declaration, when a whole-model pass (`checkAll`) found it with the
    /// check; nil: the analyzer asks `reads`.
    var reads: RuleReads?
}

/// Entities by name, as a family looks them up to say what it reads.
protocol EntityLookup {
    /// `body` applied to the first entity declared with `name`, or nil when there is none.
    func withEntity<T>(named name: String, _ body: (Entity) -> T) -> T?
}

extension Model: EntityLookup {
    /// The entity read where it stands in `entities`, not copied out.
    func withEntity<T>(named name: String, _ body: (Entity) -> T) -> T? { entityIndex(named: name).map { body(entities[$0]) } }
}

/// The model as a model family's check reads it.
protocol ModelReader {
    /// The `model` line's fields, configurations, fetch requests and `generate` lines.
    var declarations: Model { get }
    /// The first entity declared with `name`.
    func entity(named name: String) -> Entity?
    /// `declarations` with every entity `including` accepts, and every composite when `composites` is set, in file order.
    func model(entities including: (Entity) -> Bool, composites: Bool) -> Model
}

/// The rule families, in the order a full analysis reports them. Adding a family is adding it
/// here (and its codes to the catalogue): neither analyzer names one.
enum RuleFamilies {
    enum Family: Sendable {
        case declaration(any DeclarationRules.Type)
        case model(any ModelRules.Type)
    }

    static let all: [Family] = [
        .declaration(DuplicateTypeRules.self),
        .declaration(EntityRules.self),
        .model(CompositeRules.self),
        .model(ReferenceRules.self),
        .model(GeneratedNameRules.self),
        .model(FileCollisionRules.self),
        .declaration(CloudKitEntityRules.self),
        .declaration(ExpressionRuleFamily.self),
    ]
}
