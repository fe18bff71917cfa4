// Control: @Model takes no arguments; the typecheck must reject it.
// expect: macro expansion that takes no arguments

import Foundation
import SwiftData

@Model(.cloud)
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

    init(name: String) {
        self.name = name
    }
}

@Model(.cloud)
final class Note {
    @Relationship(.unique) var notebook: Notebook?
    init() {}
}

@Model(.cloud)
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
