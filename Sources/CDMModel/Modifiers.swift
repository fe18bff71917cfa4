// The catalogue of `@modifiers`: where each applies, what argument it takes and what it means.

/// The kinds of declarations a modifier can stand on.
public enum ModifierSite: String, Sendable, CaseIterable {
    case model, generate, entity, attribute, relationship, fetched, configuration, fetchRequest

    /// Its place in `allCases` (`Modifiers.siteBits`).
    var bit: Int { Self.allCases.firstIndex(of: self)! }

    public var displayName: String {
        switch self {
        case .fetched: return "fetched property"
        case .fetchRequest: return "fetch request"
        default: return rawValue
        }
    }
}

/// The argument a modifier takes.
public enum ArgumentShape: Sendable, Equatable {
    case none
    /// One of a fixed set of words (`cascade`).
    case choice([String])
    case string
    /// A name (`@inverse(notes)`, `@class(EmployeeMO)`); `allowsString` also takes a quoted form.
    case name(allowsString: Bool)
    case range
    case integer
    case bool
    /// `key: "value"` pairs.
    case pairs
}

/// Which attribute types a modifier fits (nil: any).
public enum TypeRequirement: Sendable, Equatable {
    case numericOrDate, stringOrData, string, data, transformable, scalarCapable, toMany
}

public struct ModifierSpec: Sendable {
    public let name: String
    public let sites: Set<ModifierSite>
    public let argument: ArgumentShape
    public let requirement: TypeRequirement?
    public let summary: String
    /// A snippet for completion, `$1`-style placeholders.
    public let snippet: String
    /// Xcode's XML name for a fetch request option (`fetchLimit`).
    public let xcodeName: String?

    init(_ name: String, _ sites: Set<ModifierSite>, _ argument: ArgumentShape = .none, requirement: TypeRequirement? = nil, xcodeName: String? = nil, _ summary: String, snippet: String? = nil) {
        self.name = name
        self.sites = sites
        self.argument = argument
        self.requirement = requirement
        self.summary = summary
        self.xcodeName = xcodeName
        if let snippet {
            self.snippet = snippet
        } else {
            switch argument {
            case .none: self.snippet = name
            case .choice(let values): self.snippet = "\(name)(${1|\(values.joined(separator: ","))|})"
            case .string: self.snippet = "\(name)(\"$1\")"
            case .name: self.snippet = "\(name)($1)"
            case .range: self.snippet = "\(name)(${1:0}...${2:100})"
            case .integer: self.snippet = "\(name)(${1:0})"
            case .bool: self.snippet = "\(name)(${1|true,false|})"
            case .pairs: self.snippet = "\(name)(${1:key}: \"$2\")"
            }
        }
    }

    init(_ name: String, _ sites: Set<ModifierSite>, requirement: TypeRequirement? = nil, _ summary: String) {
        self.init(name, sites, .none, requirement: requirement, summary)
    }

    /// How the argument reads in messages and signature help.
    public var argumentDescription: String {
        switch argument {
        case .none: return "no argument"
        case .choice(let values): return values.map { "'\($0)'" }.joined(separator: ", ")
        case .string: return "a string"
        case .name(let s): return s ? "a name or a string" : "a name"
        case .range: return "a range such as 0...10"
        case .integer: return "a whole number"
        case .bool: return "'true' or 'false'"
        case .pairs: return "key: \"value\" pairs"
        }
    }

    public var signature: String {
        switch argument {
        case .none: return "@\(name)"
        case .choice(let values): return "@\(name)(\(values.joined(separator: " | ")))"
        case .string: return "@\(name)(\"…\")"
        case .name: return "@\(name)(name)"
        case .range: return "@\(name)(min...max)"
        case .integer: return "@\(name)(n)"
        case .bool: return "@\(name)(true | false)"
        case .pairs: return "@\(name)(key: \"value\", …)"
        }
    }
}

public enum Modifiers {
    static let properties: Set<ModifierSite> = [.attribute, .relationship, .fetched]

    public static let all: [ModifierSpec] = [
        ModifierSpec("class", [.entity], .name(allowsString: true), "The class Core Data instantiates for this entity (default: the entity's name). A string gives Xcode's module forms: \".Name\" (current module) or \"Module.Name\"."),
        ModifierSpec("codegen", [.entity], .choice(Codegen.allCases.map(\.rawValue)), "What Xcode-style code generation writes: `class` (class and properties), `category` (properties only) or `manual` (nothing). Default `class`."),
        ModifierSpec("transient", [.attribute, .relationship], "Not saved to the persistent store."),
        ModifierSpec("indexed", [.attribute, .relationship], "Indexed in the store (a one-property fetch index)."),
        ModifierSpec("unique", [.attribute], "Unique across the entity: shorthand for `unique(thisProperty)`."),
        ModifierSpec("range", [.attribute], .range, requirement: .numericOrDate, "Minimum and maximum value, validated by Core Data. Bounds are numbers, or ISO 8601 strings for dates."),
        ModifierSpec("length", [.attribute], .range, requirement: .stringOrData, "Minimum and maximum length, validated by Core Data."),
        ModifierSpec("regex", [.attribute], .string, requirement: .string, "A regular expression the value must match."),
        ModifierSpec("externalStorage", [.attribute], requirement: .data, "Allows Core Data to store large values in separate files."),
        ModifierSpec("scalar", [.attribute], .bool, requirement: .scalarCapable, "Whether generated code uses a scalar type (`Int16`; `TimeInterval` for a Date, as Xcode's \"Use Scalar Type\") or an object (`NSNumber?`, `Date?`). Default: scalar when required, object when optional; a Date is an object unless `@scalar(true)`."),
        ModifierSpec("transformer", [.attribute], .string, requirement: .transformable, "The value transformer's name, e.g. \"NSSecureUnarchiveFromDataTransformer\"."),
        ModifierSpec("derived", [.attribute], .string, "A derived attribute computed by Core Data from this expression, e.g. \"tags.@count\"."),
        ModifierSpec("spotlight", [.attribute], "Index this value in Spotlight."),
        ModifierSpec("preserveAfterDeletion", [.attribute], "Keep this value in the persistent history tombstone after deletion."),
        ModifierSpec("cloudEncrypted", [.attribute], "Allows CloudKit encryption of this value."),
        ModifierSpec("enum", [.attribute], .name(allowsString: false), "Generated code reads and writes this integer or String attribute as the named Swift enum (`RawRepresentable`, the attribute's type as raw value): declared by the app, or by cdm with `@cases`."),
        ModifierSpec("cases", [.attribute], .pairs, "The cases of the `@enum` cdm declares, with their stored values: `@cases(pending: 0, shipped: 1)`; Objective-C gets an `NS_ENUM`.", snippet: "cases(${1:name}: ${2:0})"),
        ModifierSpec("baseClass", [.generate, .entity], .name(allowsString: false), "The superclass of generated classes instead of `NSManagedObject` (mogenerator's `--base-class`): on a `generate swift`/`objc` line for every entity without a parent, on an entity for its class. It must be an `NSManagedObject` subclass the app declares (Objective-C imports `\"Name.h\"`)."),
        ModifierSpec("conforms", [.entity], .name(allowsString: true), "Protocols the generated Swift class declares: `@conforms(Hashable)`, or several in a string, `@conforms(\"Hashable, Sendable\")`."),
        ModifierSpec("inverse", [.relationship], .name(allowsString: false), "The inverse relationship on the destination entity."),
        ModifierSpec("deleteRule", [.relationship], .choice(DeleteRule.allCases.map(\.rawValue)), "What happens to the destination when the source is deleted. Default `nullify`."),
        ModifierSpec("ordered", [.relationship], requirement: .toMany, "An ordered to-many relationship (`NSOrderedSet`)."),
        ModifierSpec("count", [.relationship], .range, requirement: .toMany, "Minimum and maximum number of objects in a to-many relationship."),
        ModifierSpec("required", [.relationship], requirement: .toMany, "The to-many relationship is not optional in Core Data's sense (Xcode's unchecked \"Optional\" box)."),
        ModifierSpec("minCount", [.relationship], .integer, "Core Data's minimum count, without making the relationship required: on a to-one, the `minCount=\"1\"` old Xcode versions saved on optional to-ones (it takes part in the version hash); on a to-many, a minimum that applies only when the relationship is not empty. Use `@count` for a to-many that needs at least n objects."),
        ModifierSpec("predicate", [.fetched, .fetchRequest], .string, "The fetch predicate in NSPredicate format; without one, every object of the entity."),
        ModifierSpec("cloudKit", [.configuration], "This configuration is used with CloudKit."),
        ModifierSpec("userInfo", [.model, .entity, .attribute, .relationship, .fetched, .configuration, .fetchRequest], .pairs, "Entries of the user info dictionary."),
        ModifierSpec("versionHash", [.entity, .attribute, .relationship, .fetched], .string, "The version hash modifier, to force a new version hash for migration."),
        ModifierSpec("renamedFrom", [.entity, .attribute, .relationship, .fetched], .name(allowsString: true), "The renaming identifier: the element's former name, for lightweight migration."),
        ModifierSpec("versionIdentifier", [.model], .string, "The model's version identifier."),
        ModifierSpec(
            "supportsVersionsFrom", [.model], .string,
            "The oldest frozen version (`\"Model 40\"`) whose stores this model must still open: `cdm check`, the editor and `cdm versions` do not check stores of older versions."),
        ModifierSpec("xcode", [.model, .entity, .attribute, .relationship, .fetched, .configuration, .fetchRequest], .pairs, "XML attributes of Xcode's model file that the language has no other spelling for, kept for `generate xcdatamodel`, which writes them as they are: on `model`, `sourceLanguage: \"Objective-C\"` (the language of Xcode's own code generation; default Swift), `usedWithCloudKit: \"YES\"`, `usedWithSwiftData: \"YES\"`; elsewhere what `cdm import` found, such as `defaultValueString: \"NO\"` (a default in a form Core Data reads) or `storedInTruthFile: \"YES\"`."),
        ModifierSpec("access", [.generate], .choice(AccessLevel.allCases.map(\.rawValue)), "The access level of generated Swift. Default `public`, as Xcode."),
        ModifierSpec("language", [.generate], .choice(GeneratedLanguage.allCases.map(\.rawValue)), "The language of the `builder` output. Default `swift`."),
        ModifierSpec("nonOptional", [.generate], "Generated Swift declares required attributes and to-one relationships as non-optional (Xcode makes every object property optional)."),
        ModifierSpec("nameConstants", [.generate], "Generated classes name their entity and properties as constants (`Item.entityName`, `Item.Attributes.title`; in Objective-C `+entityName` and `ItemAttributes.title`), for KVC, sort descriptors and predicates without string literals."),
        ModifierSpec("convenience", [.generate], "Generated classes get `entity(in:)` and `insert(into:)` (Objective-C: `entityInManagedObjectContext:` and `insertInManagedObjectContext:`)."),
        ModifierSpec("fetchFunctions", [.generate], "Each `fetchRequest` gets a typed function building it from the model's template with its `$VARIABLES` as parameters, and one running it: `Item.fetchRequestRecent(managedObjectModel:since:)`, `Item.fetchRecent(managedObjectContext:since:) throws -> [Item]` (Objective-C: `+fetchRequestRecent:since:`, `+fetchRecent:since:error:`)."),
        ModifierSpec("swiftTypes", [.generate], "Generated Swift uses Swift types where Xcode writes Objective-C ones: `Set<Tag>` for an unordered to-many, `Int16?` for an optional scalar, and `makeFetchRequest()`, typed for each subclass."),
        ModifierSpec("fetchLimit", [.fetchRequest], .integer, xcodeName: "fetchLimit", "The fetch limit of the request template."),
        ModifierSpec("fetchBatchSize", [.fetchRequest], .integer, xcodeName: "fetchBatchSize", "The batch size of the request template."),
        ModifierSpec("resultType", [.fetchRequest], .choice(["object", "objectID", "dictionary", "count"]), xcodeName: "resultType", "What the request returns. Default `object`."),
        ModifierSpec("includesSubentities", [.fetchRequest], .bool, xcodeName: "includeSubentities", "Whether sub-entities are fetched too. Default true."),
        ModifierSpec("includesPropertyValues", [.fetchRequest], .bool, xcodeName: "includePropertyValues", "Whether property values are fetched with the objects. Default true."),
        ModifierSpec("returnsObjectsAsFaults", [.fetchRequest], .bool, xcodeName: "returnObjectsAsFaults", "Whether objects are returned as faults. Default true."),
        ModifierSpec("includesPendingChanges", [.fetchRequest], .bool, xcodeName: "includesPendingChanges", "Whether unsaved changes are included. Default true."),
        ModifierSpec("returnsDistinctResults", [.fetchRequest], .bool, xcodeName: "returnDistinctResults", "Whether only distinct values are returned (dictionary results). Default false."),
    ]

    private static let indexByName: [String: Int] = Dictionary(all.indices.map { (all[$0].name, $0) }, uniquingKeysWith: { a, _ in a })

    public static func spec(named name: String) -> ModifierSpec? { index(named: name).map { all[$0] } }

    /// The modifier's place in `all`: compared with the few of its first letter and length, not
    /// hashed (every unique modifier a cold check reads, `@inverse(next3)` in entity after entity).
    static func index(named name: String) -> Int? {
        let utf8 = name.utf8
        guard let first = utf8.first, first < 0x80, utf8.count < 64 else { return indexByName[name] }
        for i in indicesByShape[Int(first) << 6 | utf8.count] where all[i].name == name { return i }
        return nil
    }

    /// The places in `all` of the modifiers of each first byte and length (`first << 6 | length`).
    private static let indicesByShape: [[Int]] = {
        var table = [[Int]](repeating: [], count: 128 << 6)
        for (i, spec) in all.enumerated() {
            let utf8 = spec.name.utf8
            guard let first = utf8.first, first < 0x80, utf8.count < 64 else { continue }
            table[Int(first) << 6 | utf8.count].append(i)
        }
        return table
    }()

    /// For each modifier of `all`, the sites it applies to as bits (`1 << site.bit`): the builder asks for every modifier it reads.
    static let siteBits: [UInt16] = all.map { spec in
        spec.sites.reduce(0) { $0 | 1 << UInt16($1.bit) }
    }

    /// Whether the modifier at `index` in `all` applies at `site`.
    static func applies(_ index: Int, at site: ModifierSite) -> Bool {
        siteBits[index] & 1 << UInt16(site.bit) != 0
    }

    public static func specs(for site: ModifierSite) -> [ModifierSpec] { all.filter { $0.sites.contains(site) } }
}
