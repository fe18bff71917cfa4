// Core Data's Swift overlay, the parts generated code relies on: the Swift names of the staged migration's initialisers and handlers, and the generic fetch.
//
// Built by .ci/typecheck-generated with
//   swiftc -emit-module -module-name CoreData -import-underlying-module -Xfrontend -enable-objc-interop
// over the clang module `CoreData` (CoreData.h), beside the Foundation overlay, so that `import CoreData` finds it.
// CoreData.h marks these Objective-C declarations NS_REFINED_FOR_SWIFT, as Apple's headers do; Apple's overlay
// declares the Swift ones (documentation: symbols of the module "CoreData", precise identifiers `s:So…8CoreDataE…`,
// "swift: 5.8"). Bodies only need to typecheck, they never run. Sources in ../../SOURCES.md.

@_exported import CoreData
import Foundation

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension NSStagedMigrationManager {
    /// Documentation `init(_:)`: `convenience init(_ stages: [NSMigrationStage])`.
    public convenience init(_ stages: [NSMigrationStage]) {
        self.init(__migrationStages: stages)
    }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension NSLightweightMigrationStage {
    /// Documentation `init(_:)`: `convenience init(_ checksums: [String])`.
    public convenience init(_ checksums: [String]) {
        self.init(__versionChecksums: checksums)
    }
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension NSCustomMigrationStage {
    /// Documentation `init(migratingFrom:to:)`.
    public convenience init(migratingFrom currentModel: NSManagedObjectModelReference, to nextModel: NSManagedObjectModelReference) {
        self.init(__currentModelReference: currentModel, nextModelReference: nextModel)
    }

    /// Documentation `willMigrateHandler`: `var willMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? { get set }`.
    public var willMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? {
        get { nil }
        set {}
    }

    /// Documentation `didMigrateHandler`, the same type.
    public var didMigrateHandler: ((NSStagedMigrationManager, NSCustomMigrationStage) throws -> Void)? {
        get { nil }
        set {}
    }
}

// The generic fetch that returns the request's type: mirrors the Swift project's overlay
// (stdlib/public/Darwin/CoreData/NSManagedObjectContext.swift, see Tests/Typecheck/SOURCES.md).
extension NSManagedObjectContext {
    public func fetch<T: NSFetchRequestResult>(_ request: NSFetchRequest<T>) throws -> [T] {
        // Apple's: `try fetch(unsafeDowncast(request, to: NSFetchRequest<NSFetchRequestResult>.self)) as! [T]`.
        fatalError()
    }
}
