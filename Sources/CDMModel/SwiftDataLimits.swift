// What SwiftData cannot express, reported as warnings when the model has a `generate swiftdata` line (never a silent loss).

import CDMSyntax

extension Model {
    /// Whether a `generate swiftdata` line asks for SwiftData models.
    public var generatesSwiftData: Bool { generates.contains { $0.kind == .swiftdata } }
}

extension Checker {
    /// `swiftdata-unsupported` warnings, one per declaration, for what `generate swiftdata` leaves
    /// out or changes: SwiftData's macros have no abstract entities, class names other than the
    /// entity's, entity version hashes, renaming identifiers or user info, no validation, derived
    /// attributes, ObjectID or Undefined attributes, ordered relationships, fetched properties,
    /// index sort orders, configurations or fetch request templates.
    ///
    /// Reads only entities, configurations, fetch requests and `generate` lines, so the
    /// incremental analyzer's generated-name pass gives the same warnings.
    mutating func checkSwiftDataLimits() {
        guard model.generatesSwiftData else { return }
        func warn(_ message: String, _ range: TextRange) { report(.swiftDataUnsupported, message, range) }
        func list(_ items: [String]) -> String {
            items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
        for entity in model.entities {
            if entity.isAbstract {
                warn(
                    "'\(entity.name)' is abstract and SwiftData has no abstract models: 'generate swiftdata' writes a class that can be instantiated, and its schema differs from Core Data's (abstract is part of the version hash)",
                    entity.nameRange)
            }
            if let className = entity.className, entity.swiftClassName != entity.name {
                warn(
                    "'generate swiftdata' names the class '\(entity.name)', not '\(className)': SwiftData names an entity after its class (a class of another name would be another entity)",
                    entity.classNameRange ?? entity.nameRange)
            }
            var lost: [String] = []
            if entity.versionHashModifier != nil { lost.append("@versionHash") }
            if entity.renamingIdentifier != nil { lost.append("@renamedFrom") }
            if !entity.userInfo.isEmpty { lost.append("@userInfo") }
            if !lost.isEmpty {
                warn("@Model takes no arguments: 'generate swiftdata' drops \(list(lost)) of '\(entity.name)'", entity.nameRange)
            }
            for attribute in entity.attributes {
                if attribute.type == .objectID || attribute.type == .undefined {
                    warn(
                        "'\(attribute.name)' has the type \(attribute.type.rawValue), which SwiftData has no attribute type for: 'generate swiftdata' leaves it out (declare it in an extension if the class needs it)",
                        attribute.nameRange)
                    continue
                }
                var lost: [String] = []
                if attribute.valueRange != nil { lost.append("@range") }
                if attribute.lengthRange != nil { lost.append("@length") }
                if attribute.regex != nil { lost.append("@regex") }
                if attribute.derivation != nil { lost.append("@derived") }
                if !attribute.userInfo.isEmpty { lost.append("@userInfo") }
                if !lost.isEmpty {
                    let why = attribute.derivation != nil ? "a derived attribute becomes a plain stored one" : "validate in code"
                    warn(
                        "\(list(lost)) on '\(attribute.name)' \(lost.count == 1 ? "has" : "have") no SwiftData form: 'generate swiftdata' drops \(lost.count == 1 ? "it" : "them") (\(why))",
                        attribute.nameRange
                    )
                }
            }
            for relationship in entity.relationships {
                var lost: [String] = []
                if relationship.isOrdered { lost.append("@ordered") }
                if !relationship.userInfo.isEmpty { lost.append("@userInfo") }
                if !lost.isEmpty {
                    let why =
                        relationship.isOrdered ? "SwiftData's to-many relationships are unordered arrays; keep a position attribute to sort by" : "SwiftData keeps no user info"
                    warn(
                        "\(list(lost)) on '\(relationship.name)' \(lost.count == 1 ? "has" : "have") no SwiftData form: 'generate swiftdata' drops \(lost.count == 1 ? "it" : "them") (\(why))",
                        relationship.nameRange)
                }
            }
            for fetched in entity.fetchedProperties {
                warn(
                    "fetched property '\(fetched.name)' has no SwiftData form: 'generate swiftdata' leaves it out (fetch with a FetchDescriptor and #Predicate instead)",
                    fetched.nameRange)
            }
            for index in entity.indexes where index.parts.contains(where: { !$0.ascending }) {
                warn("index '\(index.name)' has a descending part and SwiftData's #Index has no sort order: 'generate swiftdata' indexes it in ascending order", index.nameRange)
            }
        }
        for configuration in model.configurations {
            warn(
                "configuration '\(configuration.name)' has no SwiftData form (a schema keeps no configurations): 'generate swiftdata' writes none; give the ModelContainer a ModelConfiguration with these models",
                configuration.nameRange)
        }
        for request in model.fetchRequests {
            warn(
                "fetch request '\(request.name)' has no SwiftData form (SwiftData has no stored fetch requests): 'generate swiftdata' writes none; use a FetchDescriptor",
                request.nameRange)
        }
    }
}
