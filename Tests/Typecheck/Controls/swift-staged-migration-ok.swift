// expect: pass
// A control: Core Data's staged migration as a team writes it by hand (Apple's documentation and WWDC23's example),
// every initialiser and property the stubs declare, from a context with the API's availability.
import CoreData

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
func makeManager(_ v1: NSManagedObjectModel, _ v2URL: URL, _ bundle: Bundle, _ description: NSPersistentStoreDescription) throws {
    let first = NSManagedObjectModelReference(model: v1, versionChecksum: v1.versionChecksum)
    let second = NSManagedObjectModelReference(fileURL: v2URL, versionChecksum: "checksum-2")
    let third = NSManagedObjectModelReference(name: "Shop 3", in: bundle, versionChecksum: "checksum-3")
    let lightweight = NSLightweightMigrationStage([first.versionChecksum])
    lightweight.label = "to version 2"
    let custom = NSCustomMigrationStage(migratingFrom: second, to: third)
    custom.willMigrateHandler = { manager, stage in
        guard let context = manager.container?.newBackgroundContext() else { return }
        _ = (context, stage.currentModel.resolvedModel, stage.nextModel.versionChecksum)
    }
    custom.didMigrateHandler = nil
    let manager = NSStagedMigrationManager([lightweight, custom])
    let stages: [NSMigrationStage] = manager.stages
    let label: String = stages[0].label
    _ = (label, lightweight.versionChecksums)
    description.setOption(manager, forKey: NSPersistentStoreStagedMigrationManagerOptionKey)
}
