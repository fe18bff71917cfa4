// Swift managed object subclasses in the shape Xcode's "Class Definition" codegen writes.

import CDMModel

/// `generate swift`: `Entity+CoreDataClass.swift` and `Entity+CoreDataProperties.swift` per entity.
///
/// The output follows Xcode's own files line for line (imports, blank lines, `@objc(Class)`,
/// `@nonobjc public class func fetchRequest()`, `@NSManaged public var`, one "Generated accessors"
/// extension per to-many relationship, `extension X : Identifiable {}`), except for the header
/// line, which says the file comes from cdm. Decisions where Xcode gives no answer:
///
/// - Fetched properties get no declaration. Xcode's Swift codegen declares none either; read them
///   with `value(forKey:)`. (mogenerator's `@NSManaged let x: [Dest]` is not copied: the value is
///   an array of faults that Core Data replaces on refresh, and a stored-looking property hides that.)
/// - `extension X : Identifiable` is written only for entities without a parent: a sub-entity's class
///   inherits the conformance, and restating it is a compile error ("redundant conformance"). It is
///   marked `@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)`, the availability of Swift's
///   `Identifiable` (`@available(SwiftStdlib 5.1, *)`), so the classes also compile for older
///   deployment targets, where the conformance is left out; from those versions on it changes nothing.
/// - A class written in a module form (`@class(".Item")`, `@class("App.Item")`) gets no `@objc(Item)`
///   line: Core Data looks such a class up by its module-qualified Swift name, which `@objc(Item)`
///   would replace with the bare Objective-C name. The Swift class is named `Item` either way.
/// - Doc comments (`///`) of entities and properties are copied above the class and properties.
/// - A Transformable of a framework's class (`UIColor`, `NSImage`, `CLLocation`) imports that framework
///   below Core Data, in `#if canImport(…)` (`FrameworkImports`). A class Swift knows by another name
///   (`CKRecordID`, which Swift calls `CKRecord.ID`) is written with its Swift name (`TransformableTypes.swift`).
/// - `@access(internal)` drops the `public` keyword everywhere; `@nonOptional` declares required
///   attributes and to-one relationships without `?` (Xcode keeps every object property optional).
public enum SwiftGenerator {
    public static func files(for model: Model, target: GenerateTarget, context: GenerationContext) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for entity in model.entities {
            switch entity.codegen {
            case .manual:
                continue
            case .class:
                files.append(GeneratedFile(path: OutputNames.classFile(entity, extension: "swift"), contents: classFile(entity, model: model, target: target, context: context)))
                files.append(
                    GeneratedFile(path: OutputNames.propertiesFile(entity, extension: "swift"), contents: propertiesFile(entity, model: model, target: target, context: context)))
            case .category:
                files.append(
                    GeneratedFile(path: OutputNames.propertiesFile(entity, extension: "swift"), contents: propertiesFile(entity, model: model, target: target, context: context)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func accessPrefix(_ target: GenerateTarget) -> String {
        target.access == .public ? "public " : ""
    }

    // MARK: - Entity+CoreDataClass.swift

    static func classFile(_ entity: Entity, model: Model, target: GenerateTarget, context: GenerationContext) -> String {
        let access = accessPrefix(target)
        let cls = entity.swiftClassName
        let superclass = entity.parent.map { model.className(ofEntity: $0) } ?? entity.baseClass ?? target.baseClass ?? "NSManagedObject"
        var lines: [String] = [GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), ""]
        lines += ["import Foundation", "import CoreData", ""]
        lines += Naming.docLines(entity.doc)
        if !entity.hasModuleQualifiedClass { lines.append("@objc(\(cls))") }
        lines += ["\(access)class \(cls): \(superclass) {", "", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Entity+CoreDataProperties.swift

    static func propertiesFile(_ entity: Entity, model: Model, target: GenerateTarget, context: GenerationContext) -> String {
        let access = accessPrefix(target)
        let cls = entity.swiftClassName
        var lines: [String] = [GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), ""]
        lines += ["import Foundation", "import CoreData"]
        lines += FrameworkImports.swiftLines(FrameworkImports.imports(for: entity, classesOf: FrameworkImports.identifiers(in:)))
        lines += ["", ""]
        // With "category" codegen the user writes the class; its doc comment goes on the extension.
        if entity.codegen == .category { lines += Naming.docLines(entity.doc) }
        lines += ["extension \(cls) {", ""]
        lines.append("    @nonobjc \(access)class func fetchRequest() -> NSFetchRequest<\(cls)> {")
        lines.append("        return NSFetchRequest<\(cls)>(entityName: \(Naming.swiftString(entity.name)))")
        lines.append("    }")
        lines.append("")
        var properties: [String] = []
        for attribute in entity.attributes {
            properties += Naming.docLines(attribute.doc, indent: "    ")
            if let e = attribute.enumeration, let raw = GeneratedAPIRules.enumRawType(attribute.type), !e.name.isEmpty {
                properties += enumProperty(attribute, e, raw: raw, access: access)
            } else if target.swiftTypes, let scalar = optionalScalar(attribute) {
                properties += optionalScalarProperty(attribute, scalar: scalar, access: access)
            } else {
                properties.append("    @NSManaged \(access)var \(Naming.swiftIdentifier(attribute.name)): \(swiftType(attribute, model: model, target: target))")
            }
        }
        for relationship in entity.relationships {
            properties += Naming.docLines(relationship.doc, indent: "    ")
            properties.append("    @NSManaged \(access)var \(Naming.swiftIdentifier(relationship.name)): \(swiftType(relationship, model: model, target: target))")
        }
        // Fetched properties: no declaration, as in Xcode (see the type's documentation).
        if !properties.isEmpty {
            lines += properties
            lines.append("")
        }
        lines.append("}")
        for relationship in entity.relationships where relationship.isToMany {
            lines.append("")
            lines += accessors(relationship, model: model, className: cls, access: access, swiftTypes: target.swiftTypes)
        }
        for attribute in entity.attributes {
            if let e = attribute.enumeration, e.isDeclared, let raw = GeneratedAPIRules.enumRawType(attribute.type) { lines += enumDeclaration(e, raw: raw, access: access) }
        }
        lines += generatedAPI(entity, model: model, target: target)
        if !entity.conformances.isEmpty {
            lines += ["", "extension \(cls): \(entity.conformances.joined(separator: ", ")) {", "", "}"]
        }
        lines += FetchFunctions.swift(entity, model: model, target: target)
        if entity.parent == nil {
            lines += ["", "@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)", "extension \(cls) : Identifiable {", "", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func accessors(_ relationship: Relationship, model: Model, className cls: String, access: String, swiftTypes: Bool = false) -> [String] {
        let cap = Naming.upperFirst(relationship.name)
        let dest = model.className(ofEntity: relationship.destination)
        var lines = ["// MARK: Generated accessors for \(relationship.name)", "extension \(cls) {", ""]
        func method(_ selector: String, _ signature: String) {
            lines.append("    @objc(\(selector))")
            lines.append("    @NSManaged \(access)func \(signature)")
            lines.append("")
        }
        let set: String
        if relationship.isOrdered {
            set = "NSOrderedSet"
            method("insertObject:in\(cap)AtIndex:", "insertInto\(cap)(_ value: \(dest), at idx: Int)")
            method("removeObjectFrom\(cap)AtIndex:", "removeFrom\(cap)(at idx: Int)")
            method("insert\(cap):atIndexes:", "insertInto\(cap)(_ values: [\(dest)], at indexes: NSIndexSet)")
            method("remove\(cap)AtIndexes:", "removeFrom\(cap)(at indexes: NSIndexSet)")
            method("replaceObjectIn\(cap)AtIndex:withObject:", "replace\(cap)(at idx: Int, with value: \(dest))")
            method("replace\(cap)AtIndexes:with\(cap):", "replace\(cap)(at indexes: NSIndexSet, with values: [\(dest)])")
        } else {
            set = swiftTypes ? "Set<\(dest)>" : "NSSet"
        }
        method("add\(cap)Object:", "addTo\(cap)(_ value: \(dest))")
        method("remove\(cap)Object:", "removeFrom\(cap)(_ value: \(dest))")
        method("add\(cap):", "addTo\(cap)(_ values: \(set))")
        method("remove\(cap):", "removeFrom\(cap)(_ values: \(set))")
        lines.append("}")
        return lines
    }

    // MARK: - Types

    /// The Swift type of an attribute's property, as Xcode maps it.
    static func swiftType(_ attribute: Attribute, model: Model, target: GenerateTarget) -> String {
        if attribute.usesScalarValueType, let scalar = Naming.swiftScalarType(attribute.type) { return scalar }
        let base: String
        switch attribute.type {
        case .int16, .int32, .int64, .double, .float, .bool: base = "NSNumber"
        case .decimal: base = "NSDecimalNumber"
        case .string: base = "String"
        case .date: base = "Date"
        case .data: base = "Data"
        case .uuid: base = "UUID"
        case .url: base = "URL"
        case .transformable: base = attribute.customClassName.map(TransformableTypes.swift) ?? "NSObject"
        case .objectID: base = "NSManagedObjectID"
        case .undefined: base = "NSObject"
        case .composite: base = "[String: Any]"
        }
        return target.nonOptionalRequired && !attribute.isOptional ? base : base + "?"
    }

    /// The Swift type of a relationship's property: `Dest?`, `NSSet?` or `NSOrderedSet?`.
    static func swiftType(_ relationship: Relationship, model: Model, target: GenerateTarget) -> String {
        if relationship.isToMany, !relationship.isOrdered, target.swiftTypes { return "Set<\(model.className(ofEntity: relationship.destination))>?" }
        if relationship.isToMany { return relationship.isOrdered ? "NSOrderedSet?" : "NSSet?" }
        let dest = model.className(ofEntity: relationship.destination)
        return target.nonOptionalRequired && !relationship.isOptional ? dest : dest + "?"
    }

    // MARK: - Generated API (@nameConstants, @convenience, @swiftTypes)

    /// The Swift type and `NSNumber` accessor of an attribute Xcode declares as `NSNumber?`, for `@swiftTypes`.
    static func optionalScalar(_ attribute: Attribute) -> (type: String, getter: String)? {
        guard !attribute.usesScalarValueType else { return nil }
        switch attribute.type {
        case .int16: return ("Int16", "int16Value")
        case .int32: return ("Int32", "int32Value")
        case .int64: return ("Int64", "int64Value")
        case .double: return ("Double", "doubleValue")
        case .float: return ("Float", "floatValue")
        case .bool: return ("Bool", "boolValue")
        default: return nil
        }
    }

    /// `Int16?` over the stored `NSNumber`: `@NSManaged` cannot declare an optional scalar (Objective-C has no
    /// such type), so the property reads and writes the primitive value with Core Data's change notifications.
    static func optionalScalarProperty(_ attribute: Attribute, scalar: (type: String, getter: String), access: String) -> [String] {
        let key = Naming.swiftString(attribute.name)
        return [
            "    \(access)var \(Naming.swiftIdentifier(attribute.name)): \(scalar.type)? {",
            "        get {",
            "            willAccessValue(forKey: \(key))",
            "            defer { didAccessValue(forKey: \(key)) }",
            "            return (primitiveValue(forKey: \(key)) as? NSNumber)?.\(scalar.getter)",
            "        }",
            "        set {",
            "            willChangeValue(forKey: \(key))",
            "            defer { didChangeValue(forKey: \(key)) }",
            "            setPrimitiveValue(newValue.map { NSNumber(value: $0) }, forKey: \(key))",
            "        }",
            "    }",
        ]
    }

    // MARK: - Enum attributes (@enum, @cases)

    /// The enum cdm declares for `@cases`, below the properties' extension.
    static func enumDeclaration(_ e: AttributeEnum, raw: String, access: String) -> [String] {
        var lines = ["", "\(access)enum \(e.name): \(raw) {"]
        for c in e.cases {
            let value = raw == "String" ? Naming.swiftString(c.value?.text ?? "") : (c.value?.text ?? "0")
            lines.append("    case \(Naming.swiftIdentifier(c.name)) = \(value)")
        }
        lines.append("}")
        return lines
    }

    /// The attribute as its enum, over the stored raw value. Optional unless cdm declares the enum and the
    /// attribute is required with a default, which is a case (`enum-default-not-a-case`): a stored value
    /// that is no case reads as that default then. An app's own enum is always read as an optional.
    static func enumProperty(_ attribute: Attribute, _ e: AttributeEnum, raw: String, access: String) -> [String] {
        let key = Naming.swiftString(attribute.name)
        let fallback: String? = {
            guard e.isDeclared, !attribute.isOptional, let d = attribute.defaultValue else { return nil }
            let value = GeneratedAPIRules.canonical(d, raw: raw)
            return e.cases.first { GeneratedAPIRules.canonical($0.value ?? .string(""), raw: raw) == value }.map { "." + Naming.swiftIdentifier($0.name) }
        }()
        let stored = raw == "String" ? "(primitiveValue(forKey: \(key)) as? String)" : "(primitiveValue(forKey: \(key)) as? NSNumber)"
        let read = raw == "String" ? "\(stored).flatMap { \(e.name)(rawValue: $0) }" : "\(stored).flatMap { \(e.name)(rawValue: $0.\(Naming.lowerFirst(raw))Value) }"
        let write: String
        if fallback != nil {
            write = raw == "String" ? "newValue.rawValue" : "NSNumber(value: newValue.rawValue)"
        } else {
            write = raw == "String" ? "newValue?.rawValue" : "newValue.map { NSNumber(value: $0.rawValue) }"
        }
        return [
            "    \(access)var \(Naming.swiftIdentifier(attribute.name)): \(e.name)\(fallback == nil ? "?" : "") {",
            "        get {",
            "            willAccessValue(forKey: \(key))",
            "            defer { didAccessValue(forKey: \(key)) }",
            "            return \(read)\(fallback.map { " ?? \($0)" } ?? "")",
            "        }",
            "        set {",
            "            willChangeValue(forKey: \(key))",
            "            defer { didChangeValue(forKey: \(key)) }",
            "            setPrimitiveValue(\(write), forKey: \(key))",
            "        }",
            "    }",
        ]
    }

    /// Whether a superclass's generated extension already declares `entityName`, `entity(in:)`, `insert(into:)`
    /// and `makeFetchRequest()`: some ancestor has a generated class or extension (not `@codegen(manual)`).
    static func inheritsGeneratedAPI(_ entity: Entity, model: Model) -> Bool {
        model.ancestors(of: entity).contains { $0.codegen != .manual && $0.swiftClassName != "NSManagedObject" }
    }

    /// The names of the entity's properties, its ancestors' first, for `@nameConstants`.
    static func propertyNames(_ entity: Entity, model: Model) -> (attributes: [String], relationships: [String], fetched: [String]) {
        let chain = model.ancestors(of: entity).reversed() + [entity]
        func unique(_ names: [String]) -> [String] {
            var seen = Set<String>()
            return names.filter { seen.insert($0).inserted }
        }
        return (
            unique(chain.flatMap { $0.attributes.map(\.name) }), unique(chain.flatMap { $0.relationships.map(\.name) }),
            unique(chain.flatMap { $0.fetchedProperties.map(\.name) })
        )
    }

    /// The extension `@nameConstants`, `@convenience` and `@swiftTypes` add (nothing without them).
    ///
    /// `entityName` is an `@objc class var`, overridden by each subclass, so that `entity(in:)`, `insert(into:)`
    /// (returning `Self`) and `makeFetchRequest()` (returning `NSFetchRequest<Self>`) are declared once, on the
    /// topmost generated class, and are typed for every subclass: declared again in each class they would be
    /// overloads that Swift finds ambiguous on a subclass, as Xcode's `fetchRequest()` is.
    static func generatedAPI(_ entity: Entity, model: Model, target: GenerateTarget) -> [String] {
        guard target.nameConstants || target.convenience || target.swiftTypes else { return [] }
        let access = accessPrefix(target)
        let cls = entity.swiftClassName
        let inherits = inheritsGeneratedAPI(entity, model: model)
        var lines = ["", "// MARK: Generated names and conveniences", "extension \(cls) {", ""]
        lines.append("    @objc \(inherits ? "override " : "")\(access)class var entityName: String {")
        lines.append("        return \(Naming.swiftString(entity.name))")
        lines.append("    }")
        if target.nameConstants {
            let names = propertyNames(entity, model: model)
            for (kind, list) in [("Attributes", names.attributes), ("Relationships", names.relationships), ("FetchedProperties", names.fetched)] where !list.isEmpty {
                lines += ["", "    \(access)enum \(kind) {"]
                lines += list.map { "        \(access)static let \(Naming.swiftIdentifier($0)) = \(Naming.swiftString($0))" }
                lines.append("    }")
            }
        }
        if target.convenience && !inherits {
            lines += [
                "",
                "    @nonobjc \(access)class func entity(in context: NSManagedObjectContext) -> NSEntityDescription? {",
                "        return NSEntityDescription.entity(forEntityName: entityName, in: context)",
                "    }",
                "",
                "    @discardableResult",
                "    @nonobjc \(access)class func insert(into context: NSManagedObjectContext) -> Self {",
                "        return NSEntityDescription.insertNewObject(forEntityName: entityName, into: context) as! Self",
                "    }",
            ]
        }
        lines.append("}")
        if target.swiftTypes && !inherits {
            lines += [
                "",
                "extension NSFetchRequestResult where Self: \(cls) {",
                "",
                "    \(access)static func makeFetchRequest() -> NSFetchRequest<Self> {",
                "        return NSFetchRequest<Self>(entityName: entityName)",
                "    }",
                "}",
            ]
        }
        return lines
    }
}
