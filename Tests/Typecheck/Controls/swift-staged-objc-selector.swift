// expect: error: extraneous argument label 'versionChecksums:' in call
// A control: the Objective-C initialiser is NS_REFINED_FOR_SWIFT, so Swift cannot call it by the selector's label;
// the overlay's init(_:) is the Swift one.
import CoreData

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
func stage(_ model: NSManagedObjectModel) -> NSLightweightMigrationStage {
    NSLightweightMigrationStage(versionChecksums: [model.versionChecksum])
}
