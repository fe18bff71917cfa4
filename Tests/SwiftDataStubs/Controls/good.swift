// Control: SwiftData code written as Apple documents it; the typecheck must accept it.

import Foundation
import SwiftData
import AppKit
import CloudKit

@Model
class Notebook {
    #Unique<Notebook>([\.name, \.created])
    #Index<Notebook>([\.name], [\.created, \.name])
    @Attribute(.unique, .spotlight, .externalStorage, .allowsCloudEncryption, .preserveValueOnDeletion, originalName: "title", hashModifier: "v2")
    var name: String
    @Attribute(.transformable(by: "NSSecureUnarchiveFromData")) var colour: Data?
    var created: Date = Date(timeIntervalSinceReferenceDate: 0)
    @Relationship(deleteRule: .cascade, minimumModelCount: 1, maximumModelCount: 9, originalName: "pages", inverse: \Note.notebook, hashModifier: "n")
    var notes: [Note] = []
    @Transient var scratch: String? = nil
    var tint: NSColor?
    var record: CKRecord.ID?

    init(name: String) {
        self.name = name
    }
}

@Model
final class Note {
    @Relationship(.unique) var notebook: Notebook?
    init() {}
}

@Model
final class Journal: Notebook {
    var year: Int64 = 2026
    override init(name: String) {
        super.init(name: name)
    }
}

enum NotesSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Notebook.self, Note.self, Journal.self] }
}

enum NotesMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV1.self] }
    static var stages: [MigrationStage] {
        [
            .lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV1.self),
            .custom(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV1.self, willMigrate: { context in try context.save() }, didMigrate: nil),
        ]
    }
}
