// A stand-in for Apple's SwiftData module on Linux: the macros declared as Apple documents them, and the types generated code names.

import Foundation

// MARK: - Macros (declarations as in Apple's documentation; the implementations do nothing)

// Apple's `@Model` also lists `Observable` and `Sendable` among its conformances. The stand-in
// lists neither: its expansion keeps stored properties stored (Apple's makes them computed over
// the backing data), and a class with mutable stored properties cannot be `Sendable`.
@attached(
    member, conformances: PersistentModel, names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init), named(_$observationRegistrar),
    named(_SwiftDataNoType), named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "SwiftDataStubMacros", type: "ModelMacro")

@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "SwiftDataStubMacros", type: "NothingPeerMacro")

@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
    originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "SwiftDataStubMacros", type: "NothingPeerMacro")

@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftDataStubMacros", type: "NothingPeerMacro")

@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataStubMacros", type: "NothingDeclarationMacro") where T: PersistentModel

@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "SwiftDataStubMacros", type: "NothingDeclarationMacro") where T: PersistentModel

@freestanding(declaration)
public macro Index<T>(_ indices: Schema.Index<T>.Types<T>...) = #externalMacro(module: "SwiftDataStubMacros", type: "NothingDeclarationMacro") where T: PersistentModel

// MARK: - Models

/// Apple's: `protocol PersistentModel : AnyObject, Observable, Hashable, Identifiable, SendableMetatype`
/// (Observable is left out: the stand-in's `@Model` adds no observation).
public protocol PersistentModel: AnyObject, Hashable, Identifiable {}

extension PersistentModel {
    public static func == (a: Self, b: Self) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
}

public final class Schema {
    public init(_ models: [any PersistentModel.Type]) {}

    public final class Attribute {
        public struct Option: Hashable, Sendable {
            let name: String
            public static var unique: Schema.Attribute.Option { Option(name: "unique") }
            public static var externalStorage: Schema.Attribute.Option { Option(name: "externalStorage") }
            public static var allowsCloudEncryption: Schema.Attribute.Option { Option(name: "allowsCloudEncryption") }
            public static var preserveValueOnDeletion: Schema.Attribute.Option { Option(name: "preserveValueOnDeletion") }
            public static var ephemeral: Schema.Attribute.Option { Option(name: "ephemeral") }
            public static var spotlight: Schema.Attribute.Option { Option(name: "spotlight") }
            public static func transformable(by transformerName: String) -> Schema.Attribute.Option { Option(name: "transformable:" + transformerName) }
        }
    }

    public final class Relationship {
        public struct Option: Hashable, Sendable {
            let name: String
            public static var unique: Schema.Relationship.Option { Option(name: "unique") }
        }

        public enum DeleteRule: String, Codable, Hashable, Sendable {
            case noAction, nullify, cascade, deny
        }
    }

    public final class Index<T> where T: PersistentModel {
        public enum Types<P> where P: PersistentModel {
            case binary([PartialKeyPath<P>])
            case rtree([PartialKeyPath<P>])
        }
    }

    public struct Version: Hashable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public var description: String { "\(major).\(minor).\(patch)" }
    }
}

// MARK: - Versions and migration

public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

public enum MigrationStage: @unchecked Sendable {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: (@Sendable (ModelContext) throws -> Void)?,
        didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}

public final class ModelContext {
    public func save() throws {}
}
