// The statements that build an NSManagedObjectModel in code, shared by the Swift and Objective-C builders.

import CDMModel

/// A value in a builder statement, rendered by each language.
indirect enum BuilderExpr {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// A variable.
    case ref(String)
    case array([BuilderExpr])
    /// A `[String: String]` dictionary (user info), in source order.
    case dictionary([(String, String)])
    case attributeType(AttributeType)
    case deleteRule(DeleteRule)
    /// `NSDecimalNumber` from its digits as written.
    case decimal(String)
    /// An `NSNumber` holding a number of the attribute's type, as written.
    case number(AttributeType, String)
    /// A date as seconds since 2001-01-01.
    case date(Double)
    case uuid(String)
    case url(String)
    /// `NSPredicate(format:…)` with arguments.
    case predicate(String, [BuilderExpr])
    /// `NSExpression(format:)`.
    case expression(String)
    /// A set of strings (version identifiers).
    case stringSet([String])
    /// A call of the generated fetch index helper: entity variable, index name and (property name,
    /// ascending) parts. Properties are looked up by name on the entity once inheritance is set up,
    /// so an index may name an inherited property.
    case index(String, String, [(String, Bool)])
    /// A call of the generated fetch request helper: entity variable and predicate.
    case request(String, String?)
    /// A fetch request result type by its Xcode name (`dictionary`) or number.
    case resultType(String)
    /// An entity's class name; a current-module name (`.Item`) gets the module's name in Swift.
    case className(String)
}

/// A property of a Core Data description class, with its Swift and Objective-C spellings.
struct BuilderProperty: Equatable {
    var swift: String
    var objc: String
    init(_ swift: String, objc: String? = nil) {
        self.swift = swift
        self.objc = objc ?? swift
    }
}

/// One statement of the model-building code.
enum BuilderStatement {
    case blank
    /// A section title (`// MARK: Person`).
    case section(String)
    /// A plain comment line.
    case comment(String)
    /// `let name = Class()`.
    case declare(String, className: String)
    /// `let name = value` (Objective-C: `Class *name = value;`).
    case assign(String, className: String, BuilderExpr)
    /// `name.property = value`.
    case set(String, BuilderProperty, BuilderExpr)
    /// `name.setValidationPredicates(predicates, withValidationWarnings: warnings)`.
    case validation(String, [BuilderExpr], [String])
    /// `model.setEntities(entities, forConfigurationName: name)`; in Objective-C
    /// `[model setEntities:entities forConfiguration:name]` (the selector Swift renames).
    case configuration(String, [String])
    /// `model.setFetchRequestTemplate(request, forName: name)`.
    case fetchTemplate(String, name: String)
}

/// What the generated code needs beyond the statements.
struct BuilderPlan {
    var statements: [BuilderStatement] = []
    var usesIndexHelper = false
    var usesRequestHelper = false
    var cloudKitConfigurations: [String] = []
    /// The lowest OS versions the generated code runs on: macOS, iOS, tvOS, watchOS.
    var availability: Availability = .container
    /// The APIs that need `availability` (the newest ones the code uses), for the generated documentation.
    var availabilityReasons: [String] = ["NSPersistentContainer"]
    /// Whether some class name is in the current-module form `.Name`.
    var usesCurrentModule = false

    /// OS versions from Apple's headers (`API_AVAILABLE` in CoreData.framework/Headers), one level per release
    /// that added an API the builders use.
    struct Availability: Comparable {
        var macOS: String, iOS: String, tvOS: String, watchOS: String
        var rank: Int
        /// `NSPersistentContainer` and `NSPersistentStoreDescription` (2016), which every builder uses.
        static let container = Availability(macOS: "10.12", iOS: "10.0", tvOS: "10.0", watchOS: "3.0", rank: 0)
        /// `NSFetchIndexDescription`, `NSEntityDescription.indexes`, UUID and URI attribute types (2017).
        static let fetchIndexes = Availability(macOS: "10.13", iOS: "11.0", tvOS: "11.0", watchOS: "4.0", rank: 1)
        /// `NSDerivedAttributeDescription` and `preservesValueInHistoryOnDeletion` (2019).
        static let derived = Availability(macOS: "10.15", iOS: "13.0", tvOS: "13.0", watchOS: "6.0", rank: 2)
        /// `allowsCloudEncryption` (2021).
        static let cloudEncryption = Availability(macOS: "12.0", iOS: "15.0", tvOS: "15.0", watchOS: "8.0", rank: 3)
        /// `NSCompositeAttributeDescription` and the composite attribute type (2023).
        static let composite = Availability(macOS: "14.0", iOS: "17.0", tvOS: "17.0", watchOS: "10.0", rank: 4)
        static func < (a: Availability, b: Availability) -> Bool { a.rank < b.rank }
    }

    /// Records that the code uses `api`, available from `level`.
    mutating func require(_ level: Availability, for api: String) {
        if level > availability {
            availability = level
            availabilityReasons = [api]
        } else if level == availability, !availabilityReasons.contains(api) {
            availabilityReasons.append(api)
        }
    }

    /// "macOS 10.15, iOS 13.0, tvOS 13.0 and watchOS 6.0 (for NSDerivedAttributeDescription)", for documentation.
    var availabilitySentence: String {
        let a = availability
        return "macOS \(a.macOS), iOS \(a.iOS), tvOS \(a.tvOS) and watchOS \(a.watchOS) (for \(availabilityReasons.joined(separator: ", ")))"
    }
}

/// Hands out variable names that never collide with each other or with keywords.
struct NameAllocator {
    private var used: Set<String>

    init() {
        // Names the generated code uses itself, Swift keywords and C/Objective-C keywords.
        used = Naming.swiftKeywords.union([
            "model", "container", "coordinator", "name", "inMemory", "storeURL", "error", "type", "options",
            "index", "request", "shared", "makeModel", "makeContainer", "properties", "entity", "predicate",
            "auto", "bool", "char", "const", "double", "enum", "extern", "float", "goto", "inline", "int", "long",
            "register", "restrict", "short", "signed", "sizeof", "union", "unsigned", "void", "volatile", "id",
            "bycopy", "byref", "oneway", "out", "YES", "NO", "BOOL", "SEL", "IMP", "Class", "NULL",
        ])
    }

    mutating func make(_ base: String) -> String {
        var candidate = base
        var n = 2
        while used.contains(candidate) {
            candidate = base + String(n)
            n += 1
        }
        used.insert(candidate)
        return candidate
    }
}

extension BuilderPlan {
    /// The statements that fill `model` (an empty `NSManagedObjectModel` variable named `model`).
    static func make(_ model: Model) -> BuilderPlan {
        var plan = BuilderPlan()
        var names = NameAllocator()
        var s: [BuilderStatement] = []

        if let version = model.versionIdentifier {
            s.append(.set("model", BuilderProperty("versionIdentifiers"), .stringSet([version])))
            s.append(.blank)
        }

        // Entities first, so that relationships and fetched properties can name any of them.
        var entityVar: [String: String] = [:]
        for entity in model.entities {
            entityVar[entity.name] = names.make(Naming.lowerFirst(entity.name) + "Entity")
        }
        s.append(.section("Entities"))
        s.append(.blank)
        for entity in model.entities {
            let v = entityVar[entity.name]!
            s.append(.declare(v, className: "NSEntityDescription"))
            s.append(.set(v, BuilderProperty("name"), .string(entity.name)))
            if entity.representedClassName.hasPrefix(".") {
                plan.usesCurrentModule = true
            }
            s.append(.set(v, BuilderProperty("managedObjectClassName"), .className(entity.representedClassName)))
            if entity.isAbstract { s.append(.set(v, BuilderProperty("isAbstract", objc: "abstract"), .bool(true))) }
            if let hash = entity.versionHashModifier { s.append(.set(v, BuilderProperty("versionHashModifier"), .string(hash))) }
            if let old = entity.renamingIdentifier { s.append(.set(v, BuilderProperty("renamingIdentifier"), .string(old))) }
            if !entity.userInfo.isEmpty { s.append(.set(v, BuilderProperty("userInfo"), userInfo(entity.userInfo))) }
            s.append(.blank)
        }

        // Properties, entity by entity.
        var propertyVar: [String: [String: String]] = [:]
        var deferredIndexes: [(String, [BuilderExpr])] = []
        for entity in model.entities {
            let ev = entityVar[entity.name]!
            let prefix = Naming.lowerFirst(entity.name)
            var vars: [String: String] = [:]
            var order: [String] = []
            s.append(.section(entity.name))
            s.append(.blank)
            for attribute in entity.attributes {
                let v = names.make(prefix + Naming.upperFirst(attribute.name))
                vars[attribute.name] = v
                order.append(v)
                s += attributeStatements(attribute, variable: v, model: model, names: &names, plan: &plan)
                s.append(.blank)
            }
            for relationship in entity.relationships {
                let v = names.make(prefix + Naming.upperFirst(relationship.name))
                vars[relationship.name] = v
                order.append(v)
                s.append(.declare(v, className: "NSRelationshipDescription"))
                s.append(.set(v, BuilderProperty("name"), .string(relationship.name)))
                if let dest = entityVar[relationship.destination] {
                    s.append(.set(v, BuilderProperty("destinationEntity"), .ref(dest)))
                }
                s.append(.set(v, BuilderProperty("isOptional", objc: "optional"), .bool(relationship.isOptional)))
                if relationship.isTransient { s.append(.set(v, BuilderProperty("isTransient", objc: "transient"), .bool(true))) }
                if relationship.isToMany {
                    s.append(.set(v, BuilderProperty("minCount"), .int(relationship.minCount ?? 0)))
                    s.append(.set(v, BuilderProperty("maxCount"), .int(relationship.maxCount ?? 0)))
                } else {
                    s.append(.set(v, BuilderProperty("minCount"), .int(relationship.isOptional ? 0 : 1)))
                    s.append(.set(v, BuilderProperty("maxCount"), .int(1)))
                }
                s.append(.set(v, BuilderProperty("deleteRule"), .deleteRule(relationship.deleteRule)))
                if relationship.isOrdered { s.append(.set(v, BuilderProperty("isOrdered", objc: "ordered"), .bool(true))) }
                s += commonStatements(v, userInfo: relationship.userInfo, versionHash: relationship.versionHashModifier, renamedFrom: relationship.renamingIdentifier)
                s.append(.blank)
            }
            for fetched in entity.fetchedProperties {
                let v = names.make(prefix + Naming.upperFirst(fetched.name))
                vars[fetched.name] = v
                order.append(v)
                plan.usesRequestHelper = true
                s.append(.declare(v, className: "NSFetchedPropertyDescription"))
                s.append(.set(v, BuilderProperty("name"), .string(fetched.name)))
                s.append(.set(v, BuilderProperty("fetchRequest"), .request(entityVar[fetched.entity] ?? "nil", fetched.predicate)))
                s += commonStatements(v, userInfo: fetched.userInfo, versionHash: fetched.versionHashModifier, renamedFrom: fetched.renamingIdentifier)
                s.append(.blank)
            }
            propertyVar[entity.name] = vars
            s.append(.set(ev, BuilderProperty("properties"), .array(order.map { .ref($0) })))
            let unique = entity.uniqueConstraints.map { BuilderExpr.array($0.properties.map { .string($0.name) }) }
            if !unique.isEmpty {
                s.append(.set(ev, BuilderProperty("uniquenessConstraints"), .array(unique)))
            }
            s.append(.blank)
            // Indexes may name inherited properties, whose variables exist once every entity is done.
            var indexes: [BuilderExpr] = []
            for index in entity.indexes {
                indexes.append(.index(ev, index.name, index.parts.map { ($0.property.name, $0.ascending) }))
            }
            for attribute in entity.attributes where attribute.isIndexed {
                indexes.append(.index(ev, "\(entity.name)_\(attribute.name)", [(attribute.name, true)]))
            }
            for relationship in entity.relationships where relationship.isIndexed {
                indexes.append(.index(ev, "\(entity.name)_\(relationship.name)", [(relationship.name, true)]))
            }
            if !indexes.isEmpty {
                plan.usesIndexHelper = true
                plan.require(.fetchIndexes, for: "NSFetchIndexDescription")
                deferredIndexes.append((ev, indexes))
            }
        }

        // Inverses, once both sides exist.
        var inverses: [BuilderStatement] = []
        for entity in model.entities {
            for relationship in entity.relationships {
                guard let inverse = relationship.inverse, let source = propertyVar[entity.name]?[relationship.name],
                    let dest = model.entity(named: relationship.destination),
                    let target = lookup(inverse, on: dest, model: model, propertyVar: propertyVar)
                else { continue }
                inverses.append(.set(source, BuilderProperty("inverseRelationship"), .ref(target)))
            }
        }
        if !inverses.isEmpty {
            s.append(.section("Inverse relationships"))
            s.append(.blank)
            s += inverses
            s.append(.blank)
        }

        // Inheritance.
        let parents = model.entities.filter { !model.children(of: $0).isEmpty }
        if !parents.isEmpty {
            s.append(.section("Inheritance"))
            s.append(.blank)
            for parent in parents {
                s.append(.set(entityVar[parent.name]!, BuilderProperty("subentities"), .array(model.children(of: parent).map { .ref(entityVar[$0.name]!) })))
            }
            s.append(.blank)
        }

        if !deferredIndexes.isEmpty {
            s.append(.section("Fetch indexes"))
            s.append(.blank)
            for (v, indexes) in deferredIndexes {
                s.append(.set(v, BuilderProperty("indexes"), .array(indexes)))
            }
            s.append(.blank)
        }

        s.append(.set("model", BuilderProperty("entities"), .array(model.entities.map { .ref(entityVar[$0.name]!) })))

        if !model.configurations.isEmpty {
            s.append(.blank)
            s.append(.section("Configurations"))
            s.append(.blank)
            for configuration in model.configurations {
                if configuration.usedWithCloudKit {
                    plan.cloudKitConfigurations.append(configuration.name)
                }
                s.append(.configuration(configuration.name, configuration.entities.compactMap { entityVar[$0.name] }))
            }
        }

        if !model.fetchRequests.isEmpty {
            s.append(.blank)
            s.append(.section("Fetch request templates"))
            for request in model.fetchRequests {
                let v = names.make(Naming.lowerFirst(request.name) + "Request")
                plan.usesRequestHelper = true
                s.append(.blank)
                s.append(.assign(v, className: "NSFetchRequest", .request(entityVar[request.entity] ?? "nil", request.predicate)))
                for option in request.options {
                    if let statement = fetchOption(option, variable: v) { s.append(statement) }
                }
                s.append(.fetchTemplate(v, name: request.name))
            }
        }
        plan.statements = s
        return plan
    }

    /// The variable of property `name` on `entity` or its nearest ancestor that declares it.
    static func lookup(_ name: String, on entity: Entity, model: Model, propertyVar: [String: [String: String]]) -> String? {
        for e in [entity] + model.ancestors(of: entity) {
            if let v = propertyVar[e.name]?[name] { return v }
        }
        return nil
    }

    static func userInfo(_ entries: [UserInfoEntry]) -> BuilderExpr {
        // A repeated key keeps its last value, as a dictionary would; the order stays the source order.
        var seen: [String: Int] = [:]
        var pairs: [(String, String)] = []
        for entry in entries {
            if let i = seen[entry.key] {
                pairs[i].1 = entry.value
            } else {
                seen[entry.key] = pairs.count
                pairs.append((entry.key, entry.value))
            }
        }
        return .dictionary(pairs)
    }

    static func commonStatements(_ v: String, userInfo info: [UserInfoEntry], versionHash: String?, renamedFrom: String?) -> [BuilderStatement] {
        var s: [BuilderStatement] = []
        if let versionHash { s.append(.set(v, BuilderProperty("versionHashModifier"), .string(versionHash))) }
        if let renamedFrom { s.append(.set(v, BuilderProperty("renamingIdentifier"), .string(renamedFrom))) }
        if !info.isEmpty { s.append(.set(v, BuilderProperty("userInfo"), userInfo(info))) }
        return s
    }

    static func attributeStatements(_ attribute: Attribute, variable v: String, model: Model, names: inout NameAllocator, plan: inout BuilderPlan) -> [BuilderStatement] {
        var s: [BuilderStatement] = []
        if attribute.type == .composite {
            plan.require(.composite, for: "NSCompositeAttributeDescription")
            s.append(.declare(v, className: "NSCompositeAttributeDescription"))
            s.append(.set(v, BuilderProperty("name"), .string(attribute.name)))
        } else if let derivation = attribute.derivation {
            plan.require(.derived, for: "NSDerivedAttributeDescription")
            s.append(.declare(v, className: "NSDerivedAttributeDescription"))
            s.append(.set(v, BuilderProperty("name"), .string(attribute.name)))
            s.append(.set(v, BuilderProperty("attributeType"), .attributeType(attribute.type)))
            s.append(.set(v, BuilderProperty("derivationExpression"), .expression(derivation)))
        } else {
            s.append(.declare(v, className: "NSAttributeDescription"))
            s.append(.set(v, BuilderProperty("name"), .string(attribute.name)))
            s.append(.set(v, BuilderProperty("attributeType"), .attributeType(attribute.type)))
        }
        if attribute.type == .uuid { plan.require(.fetchIndexes, for: "UUID attributes") }
        if attribute.type == .url { plan.require(.fetchIndexes, for: "URI attributes") }
        s.append(.set(v, BuilderProperty("isOptional", objc: "optional"), .bool(attribute.isOptional)))
        if attribute.isTransient { s.append(.set(v, BuilderProperty("isTransient", objc: "transient"), .bool(true))) }
        if let value = attribute.defaultValue, let expr = defaultValue(value, type: attribute.type) {
            s.append(.set(v, BuilderProperty("defaultValue"), expr))
        }
        var predicates: [BuilderExpr] = []
        var warnings: [String] = []
        if let range = attribute.valueRange {
            if let lower = range.lower, let e = bound(lower, type: attribute.type) {
                predicates.append(.predicate("SELF >= %@", [e]))
                warnings.append("\(attribute.name) must be at least \(lower.text)")
            }
            if let upper = range.upper, let e = bound(upper, type: attribute.type) {
                predicates.append(.predicate("SELF <= %@", [e]))
                warnings.append("\(attribute.name) must be at most \(upper.text)")
            }
        }
        if let length = attribute.lengthRange {
            let unit = attribute.type == .data ? "bytes" : "characters"
            if let lower = length.lower {
                predicates.append(.predicate("length >= %@", [.decimal(lower.text)]))
                warnings.append("\(attribute.name) must have at least \(lower.text) \(unit)")
            }
            if let upper = length.upper {
                predicates.append(.predicate("length <= %@", [.decimal(upper.text)]))
                warnings.append("\(attribute.name) must have at most \(upper.text) \(unit)")
            }
        }
        if let regex = attribute.regex {
            predicates.append(.predicate("SELF MATCHES %@", [.string(regex)]))
            warnings.append("\(attribute.name) must match \(regex)")
        }
        if !predicates.isEmpty { s.append(.validation(v, predicates, warnings)) }
        if attribute.allowsExternalStorage { s.append(.set(v, BuilderProperty("allowsExternalBinaryDataStorage"), .bool(true))) }
        if let transformer = attribute.transformerName { s.append(.set(v, BuilderProperty("valueTransformerName"), .string(transformer))) }
        if attribute.type == .transformable, let custom = attribute.customClassName {
            s.append(.set(v, BuilderProperty("attributeValueClassName"), .string(custom)))
        }
        if attribute.isSpotlightIndexed { s.append(.set(v, BuilderProperty("isIndexedBySpotlight", objc: "indexedBySpotlight"), .bool(true))) }
        if attribute.preservesValueInHistoryOnDeletion {
            plan.require(.derived, for: "preservesValueInHistoryOnDeletion")
            s.append(.set(v, BuilderProperty("preservesValueInHistoryOnDeletion"), .bool(true)))
        }
        if attribute.allowsCloudEncryption {
            plan.require(.cloudEncryption, for: "allowsCloudEncryption")
            s.append(.set(v, BuilderProperty("allowsCloudEncryption"), .bool(true)))
        }
        s += commonStatements(v, userInfo: attribute.userInfo, versionHash: attribute.versionHashModifier, renamedFrom: attribute.renamingIdentifier)
        if attribute.type == .composite, let name = attribute.compositeName, let composite = model.composite(named: name) {
            var elements: [String] = []
            for element in composite.attributes {
                let ev = names.make(v + Naming.upperFirst(element.name))
                elements.append(ev)
                s.append(.blank)
                s += attributeStatements(element, variable: ev, model: model, names: &names, plan: &plan)
            }
            s.append(.blank)
            s.append(.set(v, BuilderProperty("elements"), .array(elements.map { .ref($0) })))
        }
        return s
    }

    /// The default value of an attribute as an expression, or nil for types without one.
    static func defaultValue(_ value: Value, type: AttributeType) -> BuilderExpr? {
        switch type {
        case .int16, .int32, .int64, .double, .float:
            return .number(type, value.text)
        case .bool:
            if case .bool(let b) = value { return .number(.bool, b ? "true" : "false") }
            return .number(.bool, value.text == "true" ? "true" : "false")
        case .decimal:
            return .decimal(value.text)
        case .string:
            return .string(value.text)
        case .date:
            return ISODate.referenceInterval(value.text).map { .date($0) }
        case .uuid:
            return .uuid(value.text)
        case .url:
            return .url(value.text)
        case .data, .transformable, .objectID, .undefined, .composite:
            return nil
        }
    }

    /// A `@range` bound: a date for dates, an exact decimal for numbers.
    static func bound(_ value: Value, type: AttributeType) -> BuilderExpr? {
        if type == .date { return ISODate.referenceInterval(value.text).map { .date($0) } }
        return .decimal(value.text)
    }

    static func fetchOption(_ option: UserInfoEntry, variable v: String) -> BuilderStatement? {
        func flag(_ text: String) -> Bool { ["true", "yes", "1"].contains(text.lowercased()) }
        switch option.key {
        case "fetchLimit": return Int(option.value).map { .set(v, BuilderProperty("fetchLimit"), .int($0)) }
        case "fetchBatchSize": return Int(option.value).map { .set(v, BuilderProperty("fetchBatchSize"), .int($0)) }
        case "resultType": return .set(v, BuilderProperty("resultType"), .resultType(option.value))
        case "includeSubentities": return .set(v, BuilderProperty("includesSubentities"), .bool(flag(option.value)))
        case "includePropertyValues": return .set(v, BuilderProperty("includesPropertyValues"), .bool(flag(option.value)))
        case "returnObjectsAsFaults": return .set(v, BuilderProperty("returnsObjectsAsFaults"), .bool(flag(option.value)))
        case "includesPendingChanges": return .set(v, BuilderProperty("includesPendingChanges"), .bool(flag(option.value)))
        case "returnDistinctResults": return .set(v, BuilderProperty("returnsDistinctResults"), .bool(flag(option.value)))
        default: return nil
        }
    }
}
