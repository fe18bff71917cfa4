// The custom stage from 'Shop 2' to 'Shop' of the staged migration: Core Data cannot infer it.
// cdm wrote this file once; it is yours and is never overwritten.
//
// What cdm found when it wrote this file (`cdm versions` says it again):
//   - attribute 'note' of 'Item' was optional and is now required without a default value; objects without a value cannot be migrated: give it a default value or keep it optional
//
// The stage migrates the store with the mapping Core Data infers between the two versions: willMigrate runs on
// the store at 'Shop 2' (make its data fit what 'Shop' requires), didMigrate on the store at
// 'Shop' (fill in what is new). `manager.container` opens the store at that version.

import CoreData
import Foundation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ShopStagedMigration {
    /// Runs before Core Data migrates the store from 'Shop 2' to 'Shop'.
    static func willMigrateV2toV3(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws {
    }

    /// Runs after the migration, on the store at 'Shop'.
    static func didMigrateV2toV3(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws {
    }
}
