// expect: error: incorrect argument label in call (have 'migratingFrom:into:', expected 'migratingFrom:to:')
// A control: a wrong label of the custom stage's initialiser (the overlay's Swift name is init(migratingFrom:to:)).
import CoreData

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
func stage(_ a: NSManagedObjectModelReference, _ b: NSManagedObjectModelReference) -> NSCustomMigrationStage {
    NSCustomMigrationStage(migratingFrom: a, into: b)
}
