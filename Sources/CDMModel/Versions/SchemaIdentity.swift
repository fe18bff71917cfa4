// Schema identity: the inputs of Core Data's version hashes, so two model versions can be compared as Core Data compares them.

/// The values Core Data feeds into the version hash of an entity or a property, as named pairs.
///
/// Sources (docs/versions.md quotes them):
/// - `NSEntityDescription.versionHash`: the entity's name, the superentity's version hash, whether it
///   is abstract, the version hashes of its properties, and `versionHashModifier`;
/// - `NSPropertyDescription.versionHash`: the property's name, `isOptional`, `isTransient` (and
///   `isReadOnly`, which a model file cannot set), and `versionHashModifier`;
/// - `NSAttributeDescription.versionHash`: the property's inputs and the attribute type;
/// - `NSRelationshipDescription.versionHash`: the property's inputs, the destination entity, the
///   inverse relationship, `minCount` and `maxCount`. cdm adds `ordered`, which changes how the
///   store keeps the relationship.
///
/// Not inputs: class names, default values, validation (ranges, lengths, regular expressions),
/// user info, indexes, delete rules, renaming identifiers.
public enum SchemaIdentity {
    /// One input of a version hash: its name (`attributeType`, `optional`, …) and its value as text.
    public struct Input: Sendable, Equatable, Hashable {
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The entity's own inputs, without its properties: name, superentity, abstract, modifier.
    /// The superentity's version hash is represented by its name (its own inputs are compared on it).
    public static func inputs(of entity: Entity) -> [Input] {
        [
            Input("name", entity.name),
            Input("parent", entity.parent ?? "none"),
            Input("abstract", flag(entity.isAbstract)),
            Input("versionHashModifier", entity.versionHashModifier ?? "none"),
        ]
    }

    public static func inputs(of attribute: Attribute) -> [Input] {
        [
            Input("name", attribute.name),
            Input("optional", flag(attribute.isOptional)),
            Input("transient", flag(attribute.isTransient)),
            Input("attributeType", typeName(attribute)),
            Input("versionHashModifier", attribute.versionHashModifier ?? "none"),
        ]
    }

    public static func inputs(of relationship: Relationship) -> [Input] {
        let counts = counts(of: relationship)
        return [
            Input("name", relationship.name),
            Input("optional", flag(relationship.isOptional)),
            Input("transient", flag(relationship.isTransient)),
            Input("destination", relationship.destination),
            Input("inverse", relationship.inverse ?? "none"),
            Input("toMany", flag(relationship.isToMany)),
            Input("minCount", String(counts.min)),
            Input("maxCount", String(counts.max)),
            Input("ordered", flag(relationship.isOrdered)),
            Input("versionHashModifier", relationship.versionHashModifier ?? "none"),
        ]
    }

    public static func inputs(of fetched: FetchedProperty) -> [Input] {
        [
            Input("name", fetched.name),
            Input("versionHashModifier", fetched.versionHashModifier ?? "none"),
        ]
    }

    /// Core Data's `minCount`/`maxCount`: a to-one has a maximum of 1; a to-many's 0 means no limit.
    public static func counts(of relationship: Relationship) -> (min: Int, max: Int) {
        let min = relationship.minCount ?? 0
        let max = relationship.isToMany ? (relationship.maxCount ?? 0) : 1
        return (min, max)
    }

    /// The attribute type as Xcode spells it (`Integer 64`, `Binary`), a composite by its name.
    public static func typeName(_ attribute: Attribute) -> String {
        if attribute.type == .composite { return "Composite " + (attribute.compositeName ?? "?") }
        return attribute.type.xcodeName ?? "Undefined"
    }

    static func flag(_ value: Bool) -> String { value ? "YES" : "NO" }

    /// A canonical text of every hash input of `entity` and its properties: equal texts mean equal
    /// version hashes (up to the superentity's, which is compared on the superentity).
    public static func fingerprint(of entity: Entity) -> String {
        var lines = [render(inputs(of: entity))]
        var properties: [String] = []
        for a in entity.attributes { properties.append("attribute " + render(inputs(of: a))) }
        for r in entity.relationships { properties.append("relationship " + render(inputs(of: r))) }
        for f in entity.fetchedProperties { properties.append("fetched " + render(inputs(of: f))) }
        lines += properties.sorted()
        return lines.joined(separator: "\n")
    }

    /// The fingerprints of every entity of `model`, by entity name.
    public static func fingerprints(of model: Model) -> [String: String] {
        var out: [String: String] = [:]
        for e in model.entities { out[e.name] = fingerprint(of: e) }
        return out
    }

    /// Whether two models have the same schema for Core Data: same entities with the same hash inputs.
    public static func sameSchema(_ a: Model, _ b: Model) -> Bool {
        fingerprints(of: a) == fingerprints(of: b)
    }

    static func render(_ inputs: [Input]) -> String {
        inputs.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    }
}

extension DiagnosticCode {
    /// Codes that compare the model with its newest frozen version (`MigrationCheck`): a single file
    /// never produces them, so their fixtures and examples are pairs of versions
    /// (Tests/CDMVersionsTests/Fixtures/Steps, docs/diagnostics.md).
    public var comparesVersions: Bool {
        switch self {
        case .migrationNeedsDefault, .migrationTypeChanged, .migrationMergedHierarchy, .migrationPossibleRename, .migrationUnknownRename, .cloudKitSchemaChange:
            return true
        default:
            return false
        }
    }
}

extension DiagnosticCode {
    /// `frozen-version-unreadable` and `unknown-supported-version`: about the bundle on disk, not
    /// the text (a frozen version that cannot be read, a version name the bundle does not have); no
    /// text alone produces them, so their tests use a bundle (CDMVersionsTests).
    public var isAboutTheBundle: Bool { self == .frozenVersionUnreadable || self == .unknownSupportedVersion }
}
