// SwiftData models (`@Model` classes, `Codable` composites, versioned schemas and a migration plan) from a Core Data model.

import CDMModel

/// One frozen version of the model, passed in by the edge that reads the `.xcdatamodeld` bundle
/// (the generator never reads files): its folder name and its model, oldest first.
public struct FrozenSchemaVersion: Sendable, Equatable {
    public var name: String
    public var model: Model
    public init(name: String, model: Model) {
        self.name = name
        self.model = model
    }
}

/// `generate swiftdata`: one Swift file per entity (`@Model` class) and per composite (`Codable`
/// struct) and, when the bundle has frozen versions, one `VersionedSchema` per version, a
/// `SchemaMigrationPlan`, and a file for the custom stages' code that belongs to the user.
///
/// Decisions (docs/swiftdata.md gives the reasons and Apple's declarations):
/// - A class is named after its entity, never `@class`: SwiftData names the entity after the
///   class, so only the entity's name opens the same store.
/// - Every property keeps its Core Data optionality (a version-hash input): a required attribute or
///   to-one is non-optional and, without a default, a parameter of the `init`; a to-many is
///   `[Dest] = []`.
/// - `inverse:` is written on one side of each pair only (SwiftData requires it on at most one): the
///   to-many side of a one-to-many, else the side whose `Entity.property` sorts first.
/// - A one-property uniqueness constraint is `@Attribute(.unique)` (iOS 17); others are
///   `#Unique` and fetch indexes `#Index` (iOS 18), so a model that uses them is
///   `@available(iOS 18, …)` as a whole (its classes refer to each other). Entity inheritance
///   is SwiftData class inheritance (iOS 26), with the same whole-model availability.
/// - What SwiftData cannot express is left out and reported by the checker as
///   `swiftdata-unsupported` warnings (`SwiftDataLimits`), never dropped silently.
public enum SwiftDataGenerator {
    public static func files(for model: Model, target: GenerateTarget, context: GenerationContext) -> [GeneratedFile] {
        let writer = Writer(model: model, access: target.access == .public ? "public " : "", header: GeneratedHeader.lineComment(sourceFileName: context.sourceFileName))
        var files: [GeneratedFile] = []
        for entity in model.entities {
            files.append(GeneratedFile(path: OutputNames.swiftDataFile(typeName: entity.name), contents: writer.entityFile(entity)))
        }
        for composite in model.composites {
            files.append(GeneratedFile(path: OutputNames.swiftDataFile(typeName: composite.name), contents: writer.compositeFile(composite)))
        }
        if !context.frozenVersions.isEmpty {
            files += SwiftDataSchemas.files(model: model, versions: context.frozenVersions, writer: writer)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The `@available` arguments the model's SwiftData code needs, nil for SwiftData's first
    /// release (iOS 17): iOS 26 for class inheritance, iOS 18 for `#Unique` and `#Index`.
    public static func availability(_ model: Model) -> String? {
        if model.entities.contains(where: { $0.parent != nil }) {
            return "iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *"
        }
        let writer = Writer(model: model, access: "", header: "", availability: nil)
        if model.entities.contains(where: { !writer.uniqueMacros($0).isEmpty || !writer.indexKeyPaths($0).isEmpty }) {
            return "iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *"
        }
        return nil
    }

    /// The relationship of a pair that carries `inverse:`: the to-many side of a one-to-many, else
    /// the side whose `Entity.property` sorts first (a relationship that is its own inverse carries it).
    public static func carriesInverse(_ relationship: Relationship, of entity: Entity, model: Model) -> Bool {
        guard let inverseName = relationship.inverse, let other = model.relationship(inverseName, on: relationship.destination) else { return false }
        if relationship.isToMany != other.isToMany { return relationship.isToMany }
        let mine = entity.name + "." + relationship.name
        let theirs = owner(of: other, named: inverseName, from: relationship.destination, model: model) + "." + other.name
        return mine <= theirs
    }

    /// The entity that declares the relationship `name` that `entity` has (itself or an ancestor).
    public static func owner(of relationship: Relationship, named name: String, from entity: String, model: Model) -> String {
        guard let e = model.entity(named: entity) else { return entity }
        for candidate in [e] + model.ancestors(of: e) where candidate.relationships.contains(where: { $0.name == name }) {
            return candidate.name
        }
        return entity
    }

    /// Writes the Swift of one model (the current one or a frozen version).
    struct Writer {
        let model: Model
        let access: String
        let header: String
        /// `availability(model)`, computed once per model.
        let availability: String?
        /// The entities another entity inherits from (their classes are not `final`).
        let parents: Set<String>

        init(model: Model, access: String, header: String) {
            self.init(model: model, access: access, header: header, availability: SwiftDataGenerator.availability(model))
        }

        init(model: Model, access: String, header: String, availability: String?) {
            self.model = model
            self.access = access
            self.header = header
            self.availability = availability
            self.parents = Set(model.entities.compactMap(\.parent))
        }

        // MARK: Files

        func entityFile(_ entity: Entity) -> String {
            var lines = [header, "", "import Foundation", "import SwiftData"]
            // The frameworks of its Transformable classes (UIKit's UIColor, CloudKit's CKRecord.ID), as the
            // Core Data classes import them.
            lines += FrameworkImports.swiftLines(FrameworkImports.imports(for: entity, classesOf: FrameworkImports.identifiers(in:)))
            lines.append("")
            lines += classLines(entity, indent: "")
            return lines.joined(separator: "\n") + "\n"
        }

        func compositeFile(_ composite: Composite) -> String {
            var lines = [header, "", "import Foundation", ""]
            lines += compositeLines(composite, indent: "")
            return lines.joined(separator: "\n") + "\n"
        }

        // MARK: Classes

        func classLines(_ entity: Entity, indent: String) -> [String] {
            var lines = Naming.docLines(entity.doc, indent: indent)
            if let available = availability { lines.append(indent + "@available(\(available))") }
            lines.append(indent + "@Model")
            let isFinal = !parents.contains(entity.name)
            let superclass = entity.parent.map { ": \($0)" } ?? ""
            lines.append(indent + "\(access)\(isFinal ? "final " : "")class \(entity.name)\(superclass) {")
            let inner = indent + "    "
            var body: [String] = []
            let uniques = uniqueMacros(entity)
            if !uniques.isEmpty {
                body.append(inner + "#Unique<\(entity.name)>(" + uniques.map { "[" + $0.map { "\\." + $0 }.joined(separator: ", ") + "]" }.joined(separator: ", ") + ")")
            }
            let indexes = indexKeyPaths(entity)
            if !indexes.isEmpty {
                body.append(inner + "#Index<\(entity.name)>(" + indexes.map { "[" + $0.map { "\\." + $0 }.joined(separator: ", ") + "]" }.joined(separator: ", ") + ")")
            }
            if !body.isEmpty { body.append("") }
            for attribute in entity.attributes where Self.isGenerated(attribute) {
                body += Naming.docLines(attribute.doc, indent: inner)
                body += attributeLines(attribute, entity: entity, indent: inner)
            }
            for relationship in entity.relationships {
                body += Naming.docLines(relationship.doc, indent: inner)
                body += relationshipLines(relationship, entity: entity, indent: inner)
            }
            if !body.isEmpty && body.last != "" { body.append("") }
            body += initLines(entity, indent: inner)
            lines += body
            lines.append(indent + "}")
            return lines
        }

        /// ObjectID and Undefined attributes have no SwiftData type (the checker reports them).
        static func isGenerated(_ attribute: Attribute) -> Bool {
            attribute.type != .objectID && attribute.type != .undefined
        }

        func attributeLines(_ attribute: Attribute, entity: Entity, indent: String) -> [String] {
            var options: [String] = []
            if isSingleUnique(attribute.name, in: entity) { options.append(".unique") }
            if attribute.allowsExternalStorage { options.append(".externalStorage") }
            if attribute.allowsCloudEncryption { options.append(".allowsCloudEncryption") }
            if attribute.preservesValueInHistoryOnDeletion { options.append(".preserveValueOnDeletion") }
            if attribute.isSpotlightIndexed { options.append(".spotlight") }
            if attribute.type == .transformable {
                options.append(".transformable(by: \(Naming.swiftString(attribute.transformerName ?? "NSSecureUnarchiveFromData")))")
            }
            if let old = attribute.renamingIdentifier, old != attribute.name { options.append("originalName: \(Naming.swiftString(old))") }
            if let hash = attribute.versionHashModifier { options.append("hashModifier: \(Naming.swiftString(hash))") }
            var lines: [String] = []
            if attribute.isTransient {
                lines.append(indent + "@Transient")
            } else if !options.isEmpty {
                lines.append(indent + "@Attribute(" + options.joined(separator: ", ") + ")")
            }
            var declaration = "\(access)var \(Naming.swiftIdentifier(attribute.name)): \(type(of: attribute))"
            if let value = defaultLiteral(attribute) {
                declaration += " = " + value
            } else if attribute.isTransient && attribute.isOptional {
                // A transient property is a plain stored property: give it its value explicitly.
                declaration += " = nil"
            }
            lines.append(indent + declaration)
            return lines
        }

        func relationshipLines(_ relationship: Relationship, entity: Entity, indent: String) -> [String] {
            var arguments: [String] = []
            if isSingleUnique(relationship.name, in: entity) && !relationship.isToMany { arguments.append(".unique") }
            if relationship.deleteRule != .nullify { arguments.append("deleteRule: .\(relationship.deleteRule.rawValue)") }
            if relationship.isToMany {
                if let min = relationship.minCount, min > 0 { arguments.append("minimumModelCount: \(min)") }
                if let max = relationship.maxCount, max > 0 { arguments.append("maximumModelCount: \(max)") }
            }
            if let old = relationship.renamingIdentifier, old != relationship.name { arguments.append("originalName: \(Naming.swiftString(old))") }
            if let inverse = relationship.inverse, SwiftDataGenerator.carriesInverse(relationship, of: entity, model: model) {
                arguments.append("inverse: \\\(relationship.destination).\(Naming.swiftIdentifier(inverse))")
            }
            if let hash = relationship.versionHashModifier { arguments.append("hashModifier: \(Naming.swiftString(hash))") }
            var lines: [String] = []
            if relationship.isTransient {
                lines.append(indent + "@Transient")
            } else if !arguments.isEmpty {
                lines.append(indent + "@Relationship(" + arguments.joined(separator: ", ") + ")")
            }
            let name = Naming.swiftIdentifier(relationship.name)
            if relationship.isToMany {
                lines.append(indent + "\(access)var \(name): [\(relationship.destination)] = []")
            } else {
                lines.append(indent + "\(access)var \(name): \(relationship.destination)\(relationship.isOptional ? "?" : "")")
            }
            return lines
        }

        // MARK: Initialiser

        /// The stored properties an `init` must be given: required, without a default, not to-many.
        func requiredProperties(_ entity: Entity) -> [(name: String, type: String)] {
            var out: [(String, String)] = []
            for attribute in entity.attributes where Self.isGenerated(attribute) && !attribute.isOptional && defaultLiteral(attribute) == nil {
                out.append((attribute.name, type(of: attribute)))
            }
            for relationship in entity.relationships where !relationship.isToMany && !relationship.isOptional {
                out.append((relationship.name, relationship.destination))
            }
            return out
        }

        func initLines(_ entity: Entity, indent: String) -> [String] {
            let inherited = model.ancestors(of: entity).reversed().flatMap { requiredProperties($0) }
            let own = requiredProperties(entity)
            let parameters = (inherited + own).map { "\(Naming.swiftIdentifier($0.name)): \($0.type)" }.joined(separator: ", ")
            let isOverride = entity.parent != nil && own.isEmpty
            var lines = [indent + "\(access)\(isOverride ? "override " : "")init(\(parameters)) {"]
            for p in own {
                let name = Naming.swiftIdentifier(p.name)
                lines.append(indent + "    self.\(name) = \(name)")
            }
            if entity.parent != nil {
                lines.append(indent + "    super.init(" + inherited.map { "\($0.name): \(Naming.swiftIdentifier($0.name))" }.joined(separator: ", ") + ")")
            }
            lines.append(indent + "}")
            return lines
        }

        // MARK: Constraints and indexes

        /// Whether `name` alone forms a uniqueness constraint of `entity` (written as an option).
        func isSingleUnique(_ name: String, in entity: Entity) -> Bool {
            entity.uniqueConstraints.contains { $0.properties.count == 1 && $0.properties[0].name == name && isOptionTarget(name, in: entity) }
        }

        /// A property `.unique` can be attached to: an own attribute, or an own to-one relationship.
        func isOptionTarget(_ name: String, in entity: Entity) -> Bool {
            if let a = entity.attributes.first(where: { $0.name == name }) { return Self.isGenerated(a) && !a.isTransient }
            if let r = entity.relationships.first(where: { $0.name == name }) { return !r.isToMany && !r.isTransient }
            return false
        }

        /// The key paths of `#Unique`: every constraint that is not a one-property option.
        func uniqueMacros(_ entity: Entity) -> [[String]] {
            var out: [[String]] = []
            for constraint in entity.uniqueConstraints where !(constraint.properties.count == 1 && isOptionTarget(constraint.properties[0].name, in: entity)) {
                let paths = constraint.properties.map { Naming.swiftIdentifier($0.name) }
                if !out.contains(paths) { out.append(paths) }
            }
            return out
        }

        /// The key paths of `#Index`: `@indexed` properties, then fetch indexes in order.
        func indexKeyPaths(_ entity: Entity) -> [[String]] {
            var out: [[String]] = []
            for attribute in entity.attributes where attribute.isIndexed && !attribute.isTransient && Self.isGenerated(attribute) {
                out.append([Naming.swiftIdentifier(attribute.name)])
            }
            for relationship in entity.relationships where relationship.isIndexed && !relationship.isToMany && !relationship.isTransient {
                out.append([Naming.swiftIdentifier(relationship.name)])
            }
            for index in entity.indexes {
                let paths = index.parts.map { Naming.swiftIdentifier($0.property.name) }
                if !paths.isEmpty && !out.contains(paths) { out.append(paths) }
            }
            return out
        }

        // MARK: Types and values

        func type(of attribute: Attribute) -> String {
            let base: String
            switch attribute.type {
            case .int16, .int32, .int64, .double, .float, .bool: base = Naming.swiftScalarType(attribute.type) ?? "NSNumber"
            case .decimal: base = "Decimal"
            case .string: base = "String"
            case .date: base = "Date"
            case .data: base = "Data"
            case .uuid: base = "UUID"
            case .url: base = "URL"
            case .transformable:
                // Spelled as in the Core Data classes: Swift's names of renamed classes (`CKRecord.ID`),
                // Xcode's module form `.Name` as `Name`.
                base = attribute.customClassName.map(TransformableTypes.swift) ?? "NSObject"
            case .composite: base = attribute.compositeName ?? "Data"
            case .objectID, .undefined: base = "Data"
            }
            return attribute.isOptional ? base + "?" : base
        }

        /// The Swift literal of an attribute's default value, nil when it has none (or none Swift can spell).
        func defaultLiteral(_ attribute: Attribute) -> String? {
            guard let value = attribute.defaultValue else { return nil }
            let text = value.text
            switch attribute.type {
            case .int16, .int32, .int64, .double, .float:
                guard case .number = value else { return nil }
                if attribute.type.isInteger && text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return nil }
                return text
            case .decimal:
                guard case .number = value else { return nil }
                if text.allSatisfy({ $0.isNumber || $0 == "-" }) { return text }
                return "Decimal(string: \(Naming.swiftString(text)))!"
            case .bool:
                if case .bool(let b) = value { return b ? "true" : "false" }
                if case .number = value { return text == "0" ? "false" : "true" }
                return nil
            case .string:
                return Naming.swiftString(text)
            case .date:
                guard let seconds = ISODate.referenceInterval(text) else { return nil }
                return "Date(timeIntervalSinceReferenceDate: \(Naming.interval(seconds)))"
            case .uuid:
                return "UUID(uuidString: \(Naming.swiftString(text)))!"
            case .url:
                return "URL(string: \(Naming.swiftString(text)))!"
            case .data, .transformable, .composite, .objectID, .undefined:
                return nil
            }
        }

        // MARK: Composites

        func compositeLines(_ composite: Composite, indent: String) -> [String] {
            var lines = Naming.docLines(composite.doc, indent: indent)
            lines.append(indent + "\(access)struct \(composite.name): Codable, Hashable, Sendable {")
            let inner = indent + "    "
            var required: [(String, String)] = []
            for attribute in composite.attributes {
                lines += Naming.docLines(attribute.doc, indent: inner)
                var declaration = "\(access)var \(Naming.swiftIdentifier(attribute.name)): \(type(of: attribute))"
                if let value = defaultLiteral(attribute) {
                    declaration += " = " + value
                } else if attribute.isOptional {
                    declaration += " = nil"
                } else {
                    required.append((attribute.name, type(of: attribute)))
                }
                lines.append(inner + declaration)
            }
            if !access.isEmpty {
                // A public struct's memberwise initialiser is internal: write one the app can call.
                lines.append("")
                lines.append(inner + "\(access)init(" + required.map { "\(Naming.swiftIdentifier($0.0)): \($0.1)" }.joined(separator: ", ") + ") {")
                for (name, _) in required { lines.append(inner + "    self.\(Naming.swiftIdentifier(name)) = \(Naming.swiftIdentifier(name))") }
                lines.append(inner + "}")
            }
            lines.append(indent + "}")
            return lines
        }
    }
}
