// The hover lines of an entity or property CloudKit syncs: its record type, its field and the configuration that syncs it.

import CDMModel

enum CloudKitHover {
    /// "CloudKit: record type `CD_Note`, synced by configuration 'Cloud'." (nil when not synced).
    static func entityNote(_ e: Entity, _ model: Model) -> String? {
        guard CloudKitSync.isUsed(model), let configuration = CloudKitSync(model).configuration(syncing: e.name) else { return nil }
        let type = CloudKitSync.recordType(of: e, in: model)
        let kept = e.parent == nil ? "" : " (with `CD_entityName` = `\(e.name)`)"
        return "CloudKit: record type `\(type)`\(kept), synced by \(CloudKitSync.describe(configuration))."
    }

    /// Where CloudKit keeps a property of `owner`, when CloudKit syncs `owner`.
    static func propertyNote(owner: String, property name: String, _ model: Model) -> String? {
        guard CloudKitSync.isUsed(model), let e = model.entity(named: owner), let configuration = CloudKitSync(model).configuration(syncing: owner) else { return nil }
        let type = CloudKitSync.recordType(of: e, in: model)
        let by = "synced by \(CloudKitSync.describe(configuration))"
        if let a = e.attributes.first(where: { $0.name == name }) {
            if a.isTransient { return "CloudKit: not synced (transient)." }
            return "CloudKit: field `\(CloudKitSync.fieldName(a.name))` of record type `\(type)`, \(by)."
        }
        guard let r = e.relationships.first(where: { $0.name == name }) else { return nil }
        if r.isTransient { return "CloudKit: not synced (transient)." }
        if !r.isToMany {
            return "CloudKit: field `\(CloudKitSync.fieldName(r.name))` of record type `\(type)` holds the related record's name, \(by)."
        }
        let inverse = r.inverse.flatMap { model.relationship($0, on: r.destination) }
        if let inverse, !inverse.isToMany {
            let destination = model.entity(named: r.destination).map { CloudKitSync.recordType(of: $0, in: model) } ?? "CD_\(r.destination)"
            return "CloudKit: no field of its own; field `\(CloudKitSync.fieldName(inverse.name))` of the `\(destination)` records holds it, \(by)."
        }
        return "CloudKit: a many-to-many relationship, kept in records of type `CDMR`, \(by)."
    }
}
