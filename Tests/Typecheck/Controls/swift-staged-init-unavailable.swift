// expect: error: 'init()' is unavailable
// A control: the headers make -init NS_UNAVAILABLE; a manager is made from its stages.
import CoreData

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
func manager() -> NSStagedMigrationManager {
    NSStagedMigrationManager()
}
