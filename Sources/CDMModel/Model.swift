// The semantic model of one `.cdm` file: what Core Data will see, with the source range of every element.

import CDMSyntax

/// The argument of `@supportsVersionsFrom`: a frozen version's name and where it is written.
public struct VersionSupport: Sendable, Equatable {
    public var name: String
    /// The string argument (what a quick fix replaces).
    public var range: TextRange
    public init(name: String, range: TextRange) {
        self.name = name
        self.range = range
    }
}

/// A whole managed object model.
public struct Model: Sendable, Equatable {
    public var name: String
    public var nameRange: TextRange?
    public var versionIdentifier: String?
    /// `@supportsVersionsFrom("Model 40")`: the oldest frozen version whose stores are still
    /// checked against this model (docs/versions.md); older ones are not.
    public var supportsVersionsFrom: VersionSupport?
    public var userInfo: [UserInfoEntry] = []
    /// Xcode file-level settings kept for a lossless round trip (`@xcode(...)` on `model`): the
    /// model element's XML attributes cdm has no other spelling for.
    public var xcodeSettings: [UserInfoEntry] = []
    public var doc: String?
    public var generates: [GenerateTarget] = []
    public var entities: [Entity] = []
    public var composites: [Composite] = []
    public var configurations: [Configuration] = []
    public var fetchRequests: [FetchRequest] = []

    public init(name: String) { self.name = name }

    /// Positions of entities by name, built by `reindex()`; checked on use, so a stale index is never wrong.
    public private(set) var entityPositions: [String: Int] = [:]
    /// How many entities the index was built over: while it is the count, a name missing from the
    /// index names no entity (entities renamed in place need `reindex()`).
    private var indexedCount = -1

    /// Rebuilds the name index after `entities` changed (the analyzer calls it once per file).
    public mutating func reindex() {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entities.count)
        // Each name read where it is: `enumerated()` copied every entity, its references counted
        // up and down (on one thread, before a cold check's rules could begin).
        for i in entities.indices {
            let name = entities[i].name
            if positions[name] == nil { positions[name] = i }
        }
        entityPositions = positions
        indexedCount = entities.count
    }

    /// Takes the name index of `other`, whose entities have the same names in the same order
    /// (the incremental analyzer keeps the index across edits that rename or add no entity).
    mutating func reindex(like other: Model) {
        entityPositions = other.entityPositions
        indexedCount = other.indexedCount
    }

    public func entity(named name: String) -> Entity? {
        entityIndex(named: name).map { entities[$0] }
    }

    /// Where `entity(named:)` finds its entity in `entities`: for reading one field without
    /// copying the whole entity (semantic tokens ask for every name in the file).
    public func entityIndex(named name: String) -> Int? {
        if let i = entityPositions[name] {
            if i < entities.count, entities[i].name == name { return i }
        } else if indexedCount == entities.count {
            // An unknown name (hover, code actions and checks ask for thousands): no scan.
            return nil
        }
        return entities.firstIndex { $0.name == name }
    }
    public func composite(named name: String) -> Composite? { composites.first { $0.name == name } }

    /// The chain of ancestors of `entity`, nearest first (stops at a cycle).
    public func ancestors(of entity: Entity) -> [Entity] {
        guard entity.parent != nil else { return [] }
        var out: [Entity] = []
        var seen: Set<String> = [entity.name]
        var current = entity
        while let parent = current.parent, let p = self.entity(named: parent), !seen.contains(p.name) {
            out.append(p)
            seen.insert(p.name)
            current = p
        }
        return out
    }

    /// `entity` and every entity that inherits from it, directly or not.
    public func descendants(of name: String) -> [Entity] {
        entities.filter { e in e.name != name && ancestors(of: e).contains { $0.name == name } }
    }

    /// Whether `entity` is `other` or inherits from it.
    public func entity(_ entity: String, isKindOf other: String) -> Bool {
        if entity == other { return true }
        guard let e = self.entity(named: entity) else { return false }
        return ancestors(of: e).contains { $0.name == other }
    }

    /// Attributes, relationships and fetched properties of `entity`, inherited ones first.
    public func allAttributes(of entity: Entity) -> [Attribute] {
        guard entity.parent != nil else { return entity.attributes }
        return ancestors(of: entity).reversed().flatMap(\.attributes) + entity.attributes
    }

    public func allRelationships(of entity: Entity) -> [Relationship] {
        guard entity.parent != nil else { return entity.relationships }
        return ancestors(of: entity).reversed().flatMap(\.relationships) + entity.relationships
    }

    /// The relationship named `name` on `entity` or one of its ancestors.
    public func relationship(_ name: String, on entity: String) -> Relationship? {
        guard let e = self.entity(named: entity) else { return nil }
        return allRelationships(of: e).first { $0.name == name }
    }
}

/// One `key: "value"` pair of a `@userInfo(...)`.
public struct UserInfoEntry: Sendable, Equatable, Hashable {
    public var key: String
    public var value: String
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

public enum Codegen: String, Sendable, CaseIterable {
    case `class`, category, manual
}

public struct Entity: Sendable, Equatable {
    public var name: String
    public var nameRange: TextRange
    public var range: TextRange
    public var doc: String?
    public var parent: String?
    public var parentRange: TextRange?
    public var isAbstract = false
    public var attributes: [Attribute] = []
    public var relationships: [Relationship] = []
    public var fetchedProperties: [FetchedProperty] = []
    public var uniqueConstraints: [UniqueConstraint] = []
    public var indexes: [FetchIndex] = []
    /// The fields most entities leave unset, out of line: an entity is 128 bytes instead of 208,
    /// and a model holds two copies of each entity while a feature reads it (the analyzer's and
    /// the assembled analysis').
    private var details = OutOfLine<Details>()

    struct Details: DefaultedValue {
        var className: String?
        var classNameRange: TextRange?
        var codegen: Codegen = .class
        var userInfo: [UserInfoEntry] = []
        var versionHashModifier: String?
        var renamingIdentifier: String?
        var xcodeSettings: [UserInfoEntry] = []
        var baseClass: String?
        var baseClassRange: TextRange?
        var conformances: [String] = []
        var conformancesRange: TextRange?
    }

    /// `@baseClass(Name)`: the superclass of the generated class, for an entity without a parent (issue 33).
    public var baseClass: String? {
        get { details.read({ $0.baseClass }, else: nil) }
        set { if newValue != nil || details.isBoxed { details.value.baseClass = newValue } }
    }
    public var baseClassRange: TextRange? {
        get { details.read({ $0.baseClassRange }, else: nil) }
        set { if newValue != nil || details.isBoxed { details.value.baseClassRange = newValue } }
    }
    /// `@conforms(P)` or `@conforms("P, Q")`: protocols the generated Swift class declares.
    public var conformances: [String] {
        get { details.read({ $0.conformances }, else: []) }
        set { if !newValue.isEmpty || details.isBoxed { details.value.conformances = newValue } }
    }
    public var conformancesRange: TextRange? {
        get { details.read({ $0.conformancesRange }, else: nil) }
        set { if newValue != nil || details.isBoxed { details.value.conformancesRange = newValue } }
    }

    /// `@class(...)`: the class name as written (`EmployeeMO`, `.Name`, `Module.Name`); nil for the entity's name.
    public var className: String? {
        get { details.read({ $0.className }, else: nil) }
        set { if newValue != nil || details.isBoxed { details.value.className = newValue } }
    }
    /// Where the `@class` argument is written (nil without `@class`).
    public var classNameRange: TextRange? {
        get { details.read({ $0.classNameRange }, else: nil) }
        set { if newValue != nil || details.isBoxed { details.value.classNameRange = newValue } }
    }
    public var codegen: Codegen {
        get { details.read({ $0.codegen }, else: .class) }
        set { if newValue != .class || details.isBoxed { details.value.codegen = newValue } }
    }
    public var userInfo: [UserInfoEntry] {
        get { details.read({ $0.userInfo }, else: []) }
        set { if !newValue.isEmpty || details.isBoxed { details.value.userInfo = newValue } }
    }
    public var versionHashModifier: String? {
        get { details.read({ $0.versionHashModifier }, else: nil) }
        set { if newValue != nil || details.isBoxed { details.value.versionHashModifier = newValue } }
    }
    public var renamingIdentifier: String? {
        get { details.read({ $0.renamingIdentifier }, else: nil) }
        set { if newValue != nil || details.isBoxed { details.value.renamingIdentifier = newValue } }
    }
    /// XML attributes of Xcode's element that cdm has no other spelling for, kept verbatim for
    /// `generate xcdatamodel` (`@xcode(key: "value")`; see `XcodeSettings`).
    public var xcodeSettings: [UserInfoEntry] {
        get { details.read({ $0.xcodeSettings }, else: []) }
        set { if !newValue.isEmpty || details.isBoxed { details.value.xcodeSettings = newValue } }
    }

    public init(name: String, nameRange: TextRange = .empty(at: 0), range: TextRange = .empty(at: 0)) {
        self.name = name
        self.nameRange = nameRange
        self.range = range
    }

    /// The class Core Data instantiates: `@class` or, by default, the entity's name.
    public var representedClassName: String { className ?? name }
    /// The class name without a module prefix (`.Name` and `Module.Name` give `Name`).
    public var swiftClassName: String {
        let cls = representedClassName
        if let dot = cls.lastIndex(of: ".") { return String(cls[cls.index(after: dot)...]) }
        return cls
    }

    public var propertyCount: Int { attributes.count + relationships.count + fetchedProperties.count }
}

/// Core Data's attribute types.
public enum AttributeType: String, Sendable, CaseIterable {
    case int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case decimal = "Decimal", double = "Double", float = "Float"
    case string = "String", bool = "Bool", date = "Date", data = "Data"
    case uuid = "UUID", url = "URL", transformable = "Transformable", objectID = "ObjectID"
    case undefined = "Undefined", composite = "Composite"

    /// The type named `name`, as `init(rawValue:)` finds it, compared only with the names of the same
    /// length and first byte: the standard library's search compared the name with every case's
    /// (780 instructions a call, 1.4% of a cold check, where every property type and referenced
    /// name is looked up).
    public static func named(_ name: String) -> AttributeType? {
        // Compared as contiguous bytes: through the string's UTF-8 view, its first byte and the
        // comparison cost about 500 instructions a call.
        var name = name
        return name.withUTF8 { utf8 in
            guard let first = utf8.first, first < 128 else { return nil }
            for (bytes, type) in byFirstByte[Int(first)] where bytes.count == utf8.count {
                var k = 1
                while k < bytes.count && bytes[k] == utf8[k] { k += 1 }
                if k == bytes.count { return type }
            }
            return nil
        }
    }

    private static let byFirstByte: [[([UInt8], AttributeType)]] = {
        var table = Array(repeating: [([UInt8], AttributeType)](), count: 128)
        for type in allCases { table[Int(type.rawValue.utf8.first!)].append((Array(type.rawValue.utf8), type)) }
        return table
    }()

    /// The spelling in an Xcode `contents` file (`attributeType`); nil for Undefined, which omits it.
    public var xcodeName: String? {
        switch self {
        case .int16: return "Integer 16"
        case .int32: return "Integer 32"
        case .int64: return "Integer 64"
        case .decimal: return "Decimal"
        case .double: return "Double"
        case .float: return "Float"
        case .string: return "String"
        case .bool: return "Boolean"
        case .date: return "Date"
        case .data: return "Binary"
        case .uuid: return "UUID"
        case .url: return "URI"
        case .transformable: return "Transformable"
        case .objectID: return "ObjectID"
        case .undefined: return nil
        case .composite: return "Composite"
        }
    }

    public init?(xcodeName: String) {
        guard let t = AttributeType.allCases.first(where: { $0.xcodeName == xcodeName }) else {
            if xcodeName == "Undefined" { self = .undefined; return }
            return nil
        }
        self = t
    }

    /// The types written by name in `.cdm` (a composite is written by its own name).
    public static let builtinNames: [String] = allCases.filter { $0 != .composite }.map(\.rawValue)

    public var isInteger: Bool { self == .int16 || self == .int32 || self == .int64 }
    public var isNumeric: Bool { isInteger || self == .decimal || self == .double || self == .float }
    /// Types that can be scalars in generated code.
    public var canBeScalar: Bool { isNumeric && self != .decimal || self == .bool }

    /// The inclusive integer bounds of an integer type.
    public var integerBounds: ClosedRange<Int64>? {
        switch self {
        case .int16: return Int64(Int16.min)...Int64(Int16.max)
        case .int32: return Int64(Int32.min)...Int64(Int32.max)
        case .int64: return Int64.min...Int64.max
        default: return nil
        }
    }
}

/// A literal written in the source: kept as written so a `Decimal` keeps its digits.
public enum Value: Sendable, Equatable, Hashable {
    case string(String)
    case number(String)
    case bool(Bool)
    case identifier(String)

    public var text: String {
        switch self {
        case .string(let s): return s
        case .number(let n): return n
        case .bool(let b): return b ? "true" : "false"
        case .identifier(let i): return i
        }
    }
}

/// An attribute's `@enum(Name)`, with the cases of `@cases(name: value, …)` when cdm declares the enum.
public struct AttributeEnum: Sendable, Equatable, Hashable {
    public struct Case: Sendable, Equatable, Hashable {
        public var name: String
        public var value: Value?
        public var range: TextRange
        public init(name: String, value: Value?, range: TextRange) {
            self.name = name
            self.value = value
            self.range = range
        }
    }
    public var name: String
    public var range: TextRange
    /// Empty: the app declares the enum (`RawRepresentable` with the attribute's raw type).
    public var cases: [Case] = []
    public var casesRange: TextRange?
    public init(name: String, range: TextRange) {
        self.name = name
        self.range = range
    }
    /// Whether cdm declares the enum (`@cases` given).
    public var isDeclared: Bool { !cases.isEmpty }
}

/// `a...b`, `a...`, `...b` with numbers or ISO 8601 date strings as bounds.
public struct Bounds: Sendable, Equatable, Hashable {
    public var lower: Value?
    public var upper: Value?
    public init(lower: Value?, upper: Value?) {
        self.lower = lower
        self.upper = upper
    }
}

public struct Attribute: Sendable, Equatable {
    public var name: String
    public var nameRange: TextRange
    public var range: TextRange
    public var typeRange: TextRange
    public var type: AttributeType
    /// The name was written in backticks (a reserved name kept on purpose).
    public var nameIsEscaped = false
    public var isOptional = false
    public var isTransient = false
    public var isIndexed = false
    /// `@unique`: shorthand for a one-property uniqueness constraint.
    public var isUnique = false
    public var allowsExternalStorage = false
    public var isSpotlightIndexed = false
    public var preservesValueInHistoryOnDeletion = false
    public var allowsCloudEncryption = false
    /// `@scalar(...)` as written; nil means the language default.
    public var scalarOverride: Bool?
    public var defaultValue: Value?
    public var defaultRange: TextRange?
    /// The fields most attributes leave unset, out of line: with `limits` below and 32-bit ranges,
    /// an attribute is 104 bytes instead of 384 (120,000 of them in the 10,000-entity benchmark model).
    private var details = OutOfLine<Details>()

    struct Details: DefaultedValue {
        var doc: String?
        var compositeName: String?
        var customClassName: String?
        var regex: String?
        var transformerName: String?
        var derivation: String?
        var derivationSource: ExpressionSource?
        var userInfo: [UserInfoEntry] = []
        var versionHashModifier: String?
        var renamingIdentifier: String?
        var xcodeSettings: [UserInfoEntry] = []
        var enumeration: AttributeEnum?
    }

    public var doc: String? {
        get { details.read({ $0.doc }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.doc = newValue } }
    }
    /// `@enum(Name)` and `@cases(…)`: generated code reads and writes the value as that enum.
    public var enumeration: AttributeEnum? {
        get { details.read({ $0.enumeration }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.enumeration = newValue } }
    }
    /// The composite's name when `type == .composite`.
    public var compositeName: String? {
        get { details.read({ $0.compositeName }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.compositeName = newValue } }
    }
    /// `Transformable<Class>`: the custom class name.
    public var customClassName: String? {
        get { details.read({ $0.customClassName }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.customClassName = newValue } }
    }
    /// `@range` and `@length`, common enough to have a smaller box of their own (112 bytes, not the
    /// 256 of `details`).
    private var limits = OutOfLine<Limits>()

    struct Limits: DefaultedValue {
        var valueRange: Bounds?
        var lengthRange: Bounds?
    }

    /// `@range` for numbers and dates.
    public var valueRange: Bounds? {
        get { limits.read({ $0.valueRange }, else: nil) }
        set { if !(newValue == nil) || limits.isBoxed { limits.value.valueRange = newValue } }
    }
    /// `@length` for strings and data.
    public var lengthRange: Bounds? {
        get { limits.read({ $0.lengthRange }, else: nil) }
        set { if !(newValue == nil) || limits.isBoxed { limits.value.lengthRange = newValue } }
    }
    public var regex: String? {
        get { details.read({ $0.regex }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.regex = newValue } }
    }
    public var transformerName: String? {
        get { details.read({ $0.transformerName }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.transformerName = newValue } }
    }
    public var derivation: String? {
        get { details.read({ $0.derivation }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.derivation = newValue } }
    }
    /// Where `derivation`'s string literal is written (`ExpressionSource`).
    public var derivationSource: ExpressionSource? {
        get { details.read({ $0.derivationSource }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.derivationSource = newValue } }
    }
    public var userInfo: [UserInfoEntry] {
        get { details.read({ $0.userInfo }, else: []) }
        set { if !(newValue.isEmpty) || details.isBoxed { details.value.userInfo = newValue } }
    }
    public var versionHashModifier: String? {
        get { details.read({ $0.versionHashModifier }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.versionHashModifier = newValue } }
    }
    public var renamingIdentifier: String? {
        get { details.read({ $0.renamingIdentifier }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.renamingIdentifier = newValue } }
    }
    /// XML attributes of Xcode's element that cdm has no other spelling for, kept verbatim for
    /// `generate xcdatamodel` (`@xcode(key: "value")`; see `XcodeSettings`).
    public var xcodeSettings: [UserInfoEntry] {
        get { details.read({ $0.xcodeSettings }, else: []) }
        set { if !(newValue.isEmpty) || details.isBoxed { details.value.xcodeSettings = newValue } }
    }

    public init(name: String, type: AttributeType, nameRange: TextRange = .empty(at: 0), range: TextRange = .empty(at: 0), typeRange: TextRange = .empty(at: 0)) {
        self.name = name
        self.type = type
        self.nameRange = nameRange
        self.range = range
        self.typeRange = typeRange
    }

    /// Whether generated code uses a scalar: `@scalar` or, by default, scalar when required.
    /// A `Date` is scalar only when asked (Xcode's "Use Scalar Type"): a `TimeInterval` since
    /// the reference date in generated Swift, `NSTimeInterval` in Objective-C.
    public var usesScalarValueType: Bool {
        if type == .date { return scalarOverride == true }
        guard type.canBeScalar else { return false }
        return scalarOverride ?? !isOptional
    }
}

public enum DeleteRule: String, Sendable, CaseIterable {
    case nullify, cascade, deny, noAction

    public var xcodeName: String {
        switch self {
        case .nullify: return "Nullify"
        case .cascade: return "Cascade"
        case .deny: return "Deny"
        case .noAction: return "No Action"
        }
    }

    public init?(xcodeName: String) {
        guard let r = DeleteRule.allCases.first(where: { $0.xcodeName == xcodeName }) else { return nil }
        self = r
    }
}

public struct Relationship: Sendable, Equatable {
    public var name: String
    /// The name was written in backticks (a reserved name kept on purpose).
    public var nameIsEscaped = false
    public var nameRange: TextRange
    public var range: TextRange
    public var typeRange: TextRange
    /// The range of the destination's name inside the type.
    public var destinationRange: TextRange
    public var destination: String
    public var isToMany: Bool
    /// For a to-one: `?`. For a to-many: true unless `@required` or a minimum count.
    public var isOptional: Bool
    public var isTransient = false
    public var isIndexed = false
    public var inverse: String?
    public var inverseRange: TextRange?
    public var deleteRule: DeleteRule = .nullify
    public var hasExplicitDeleteRule = false
    public var isOrdered = false
    /// The fields most relationships leave unset, out of line (as `Attribute` keeps them).
    private var details = OutOfLine<Details>()

    struct Details: DefaultedValue {
        var doc: String?
        var minCount: Int?
        var maxCount: Int?
        var userInfo: [UserInfoEntry] = []
        var versionHashModifier: String?
        var renamingIdentifier: String?
        var xcodeSettings: [UserInfoEntry] = []
    }

    public var doc: String? {
        get { details.read({ $0.doc }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.doc = newValue } }
    }
    public var minCount: Int? {
        get { details.read({ $0.minCount }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.minCount = newValue } }
    }
    public var maxCount: Int? {
        get { details.read({ $0.maxCount }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.maxCount = newValue } }
    }
    public var userInfo: [UserInfoEntry] {
        get { details.read({ $0.userInfo }, else: []) }
        set { if !(newValue.isEmpty) || details.isBoxed { details.value.userInfo = newValue } }
    }
    public var versionHashModifier: String? {
        get { details.read({ $0.versionHashModifier }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.versionHashModifier = newValue } }
    }
    public var renamingIdentifier: String? {
        get { details.read({ $0.renamingIdentifier }, else: nil) }
        set { if !(newValue == nil) || details.isBoxed { details.value.renamingIdentifier = newValue } }
    }
    /// XML attributes of Xcode's element that cdm has no other spelling for, kept verbatim for
    /// `generate xcdatamodel` (`@xcode(key: "value")`; see `XcodeSettings`).
    public var xcodeSettings: [UserInfoEntry] {
        get { details.read({ $0.xcodeSettings }, else: []) }
        set { if !(newValue.isEmpty) || details.isBoxed { details.value.xcodeSettings = newValue } }
    }

    public init(name: String, destination: String, isToMany: Bool, isOptional: Bool, nameRange: TextRange = .empty(at: 0), range: TextRange = .empty(at: 0), typeRange: TextRange = .empty(at: 0), destinationRange: TextRange = .empty(at: 0)) {
        self.name = name
        self.destination = destination
        self.isToMany = isToMany
        self.isOptional = isOptional
        self.nameRange = nameRange
        self.range = range
        self.typeRange = typeRange
        self.destinationRange = destinationRange
    }
}

public struct FetchedProperty: Sendable, Equatable {
    public var name: String
    public var nameRange: TextRange
    public var range: TextRange
    public var doc: String?
    public var entity: String
    public var entityRange: TextRange
    public var predicate: String?
    /// Where `predicate`'s string literal is written (`ExpressionSource`).
    public var predicateSource: ExpressionSource?
    public var userInfo: [UserInfoEntry] = []
    public var versionHashModifier: String?
    public var renamingIdentifier: String?
    /// XML attributes of Xcode's element that cdm has no other spelling for, kept verbatim for
    /// `generate xcdatamodel` (`@xcode(key: "value")`; see `XcodeSettings`).
    public var xcodeSettings: [UserInfoEntry] = []

    public init(name: String, entity: String, nameRange: TextRange = .empty(at: 0), range: TextRange = .empty(at: 0), entityRange: TextRange = .empty(at: 0)) {
        self.name = name
        self.entity = entity
        self.nameRange = nameRange
        self.range = range
        self.entityRange = entityRange
    }
}

/// A named property reference with its range (in `unique(...)`, `index ...(...)`).
public struct PropertyRef: Sendable, Equatable {
    public var name: String
    public var range: TextRange
    public init(name: String, range: TextRange = .empty(at: 0)) {
        self.name = name
        self.range = range
    }
}

public struct UniqueConstraint: Sendable, Equatable {
    public var properties: [PropertyRef]
    public var range: TextRange
    /// True for a constraint written as `@unique` on an attribute.
    public var fromModifier: Bool
    public init(properties: [PropertyRef], range: TextRange = .empty(at: 0), fromModifier: Bool = false) {
        self.properties = properties
        self.range = range
        self.fromModifier = fromModifier
    }
}

public struct FetchIndex: Sendable, Equatable {
    public struct Part: Sendable, Equatable {
        public var property: PropertyRef
        public var ascending: Bool
        public init(property: PropertyRef, ascending: Bool = true) {
            self.property = property
            self.ascending = ascending
        }
    }
    public var name: String
    public var nameRange: TextRange
    public var range: TextRange
    public var parts: [Part]
    public init(name: String, parts: [Part], nameRange: TextRange = .empty(at: 0), range: TextRange = .empty(at: 0)) {
        self.name = name
        self.parts = parts
        self.nameRange = nameRange
        self.range = range
    }
}

public struct Composite: Sendable, Equatable {
    public var name: String
    public var nameRange: TextRange
    public var range: TextRange
    public var doc: String?
    public var attributes: [Attribute] = []
    public init(name: String, nameRange: TextRange = .empty(at: 0), range: TextRange = .empty(at: 0)) {
        self.name = name
        self.nameRange = nameRange
        self.range = range
    }
}

public struct Configuration: Sendable, Equatable {
    public var name: String
    public var nameRange: TextRange
    public var range: TextRange
    public var doc: String?
    public var usedWithCloudKit = false
    public var entities: [PropertyRef] = []
    public var userInfo: [UserInfoEntry] = []
    /// XML attributes of Xcode's element that cdm has no other spelling for, kept verbatim for
    /// `generate xcdatamodel` (`@xcode(key: "value")`; see `XcodeSettings`).
    public var xcodeSettings: [UserInfoEntry] = []
    public init(name: String, nameRange: TextRange = .empty(at: 0), range: TextRange = .empty(at: 0)) {
        self.name = name
        self.nameRange = nameRange
        self.range = range
    }
}

public struct FetchRequest: Sendable, Equatable {
    public var name: String
    public var nameRange: TextRange
    public var range: TextRange
    public var doc: String?
    public var entity: String
    public var entityRange: TextRange
    public var predicate: String?
    /// Where `predicate`'s string literal is written (`ExpressionSource`).
    public var predicateSource: ExpressionSource?
    /// Fetch options Xcode's template editor offers (`@fetchLimit(10)`, `@resultType(dictionary)`, …), by Xcode's XML name.
    public var options: [UserInfoEntry] = []
    public var userInfo: [UserInfoEntry] = []
    /// XML attributes of Xcode's element that cdm has no other spelling for, kept verbatim for
    /// `generate xcdatamodel` (`@xcode(key: "value")`; see `XcodeSettings`).
    public var xcodeSettings: [UserInfoEntry] = []

    /// `@resultType`'s value (`objectID`, `dictionary`, `count`, `managedObject`), nil without one.
    public var resultType: String? { options.first { $0.key == "resultType" }?.value }

    /// `resultType` when it makes the request return something other than the entity's objects
    /// (`objectID`, `dictionary`, `count`): the type of the generated fetch functions follows it.
    public var nonObjectResultType: String? {
        resultType.flatMap { ["objectID", "dictionary", "count"].contains($0) ? $0 : nil }
    }

    /// What `@fetchFunctions` names the request's functions after: its name, first letter upper-cased
    /// (`fetchRequestRecent`, `fetchRecent`). The generators and `fetch-function-conflict` both read it.
    public var functionStem: String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    public init(name: String, entity: String, nameRange: TextRange = .empty(at: 0), range: TextRange = .empty(at: 0), entityRange: TextRange = .empty(at: 0)) {
        self.name = name
        self.entity = entity
        self.nameRange = nameRange
        self.range = range
        self.entityRange = entityRange
    }
}

public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`, `internal`
}

public enum GenerateKind: String, Sendable, CaseIterable {
    case swift, objc, xcdatamodel, builder, mermaid, svg, swiftdata
    /// Core Data's staged migration (`NSStagedMigrationManager`, iOS 17 and macOS 14) from the
    /// frozen versions of the model's `generate xcdatamodel` bundle.
    case migrations
}

public enum GeneratedLanguage: String, Sendable, CaseIterable {
    case swift, objc
}

public struct GenerateTarget: Sendable, Equatable {
    public var kind: GenerateKind
    public var kindRange: TextRange
    public var path: String
    public var pathRange: TextRange
    public var range: TextRange
    public var access: AccessLevel = .public
    public var language: GeneratedLanguage = .swift
    /// `@nonOptional`: required attributes and to-ones become non-optional Swift properties.
    public var nonOptionalRequired = false
    /// `@nameConstants`: per class, the entity's name and its properties' names as constants (Swift and Objective-C).
    public var nameConstants = false
    /// `@convenience`: per class, `entity(in:)` and `insert(into:)` (Swift and Objective-C).
    public var convenience = false
    /// `@swiftTypes`: `Set<Dest>` to-manys, `Int16?`-style optional scalars and `makeFetchRequest()` (Swift only).
    public var swiftTypes = false
    /// `@baseClass(Name)`: the superclass of every generated class without a parent, instead of `NSManagedObject`.
    public var baseClass: String?
    public var baseClassRange: TextRange?
    /// `@fetchFunctions`: per fetch request, a typed function building it and one running it (Swift and Objective-C).
    public var fetchFunctions = false
    public init(kind: GenerateKind, path: String, kindRange: TextRange = .empty(at: 0), pathRange: TextRange = .empty(at: 0), range: TextRange = .empty(at: 0)) {
        self.kind = kind
        self.path = path
        self.kindRange = kindRange
        self.pathRange = pathRange
        self.range = range
    }
}

/// Where a predicate or derived expression is written, so that its checks can point at characters
/// inside the string without the syntax tree: the string literal's start relative to the start of
/// its declaration's `range` (a declaration moved in the file keeps it), its length, and its source
/// text when that is not the value between quotes (it holds an escape).
public struct ExpressionSource: Sendable, Equatable, Hashable {
    public var offset: Int32
    public var length: Int32
    public var escapedSource: String?

    public init(offset: Int32, length: Int32, escapedSource: String? = nil) {
        self.offset = offset
        self.length = length
        self.escapedSource = escapedSource
    }

    /// The literal's range in the document, for a declaration whose `range` starts at `declarationStart`.
    public func range(from declarationStart: Int) -> TextRange {
        TextRange(start: declarationStart + Int(offset), end: declarationStart + Int(offset) + Int(length))
    }

    /// The literal's source text, given its value: quotes around the value, the closing one only when
    /// the literal has it (an unterminated string runs to the end of its line).
    public func source(value: String) -> String {
        if let escapedSource { return escapedSource }
        return Int(length) >= value.utf8.count + 2 ? "\"" + value + "\"" : "\"" + value
    }
}
