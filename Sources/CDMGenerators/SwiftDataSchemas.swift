// SwiftData's versioned schemas and migration plan from the frozen versions of the model's bundle.

import CDMModel

/// With frozen versions `V1 … Vn` and the current model as `Vn+1`:
/// - `<Model>SchemaV<k>.swift`: `enum <Model>SchemaV<k>: VersionedSchema`, its
///   `versionIdentifier` `Schema.Version(k, 0, 0)` from the history's order; a frozen version
///   nests its own models (and composites), the current one lists the top-level classes;
/// - `<Model>MigrationPlan.swift`: `enum <Model>MigrationPlan: SchemaMigrationPlan`, one stage per
///   step: `.lightweight` where `MigrationCheck` finds the step lightweight, `.custom` otherwise;
/// - `<Model>MigrationPlan+V<k>toV<k+1>.swift` for each custom stage: the `willMigrate` and
///   `didMigrate` functions, the user's file: written once when missing, never overwritten.
enum SwiftDataSchemas {
    static func files(model: Model, versions: [FrozenSchemaVersion], writer: SwiftDataGenerator.Writer) -> [GeneratedFile] {
        let stem = GeneratedNames.typeStem(model.name)
        let access = writer.access
        var files: [GeneratedFile] = []
        let all: [(name: String, model: Model)] = versions.map { ($0.name, $0.model) } + [(model.name, model)]
        func schemaName(_ k: Int) -> String { "\(stem)SchemaV\(k + 1)" }
        // SwiftData's names, module-qualified when the model declares a type of that name.
        let declared = Set(all.flatMap { $0.model.entities.map(\.name) + $0.model.composites.map(\.name) })
        func sd(_ name: String) -> String { declared.contains(name) ? "SwiftData." + name : name }
        let availabilities = all.compactMap { SwiftDataGenerator.availability($0.model) }
        // The plan names every version: it needs the newest availability any of them needs.
        let planAvailability = availabilities.max { $0.hasPrefix("iOS 18") && $1.hasPrefix("iOS 26") }

        for (k, version) in all.enumerated() {
            let isCurrent = k == all.count - 1
            let name = schemaName(k)
            var lines = [writer.header, "", "import Foundation", "import SwiftData", ""]
            lines.append("/// Version \(k + 1) of \(inComment(model.name)): " + (isCurrent ? "the current model." : "the frozen version '\(inComment(version.name))'."))
            if let available = SwiftDataGenerator.availability(version.model) { lines.append("@available(\(available))") }
            lines.append("\(access)enum \(name): \(sd("VersionedSchema")) {")
            lines.append("    \(access)static var versionIdentifier: \(sd("Schema")).Version { \(sd("Schema")).Version(\(k + 1), 0, 0) }")
            let models = version.model.entities.map { "\($0.name).self" }.joined(separator: ", ")
            lines.append("    \(access)static var models: [any \(sd("PersistentModel")).Type] { [\(models)] }")
            if !isCurrent {
                let nested = SwiftDataGenerator.Writer(model: version.model, access: access, header: writer.header)
                for entity in version.model.entities {
                    lines.append("")
                    lines += nested.classLines(entity, indent: "    ")
                }
                for composite in version.model.composites {
                    lines.append("")
                    lines += nested.compositeLines(composite, indent: "    ")
                }
            }
            lines.append("}")
            files.append(GeneratedFile(path: OutputNames.swiftDataFile(typeName: name), contents: lines.joined(separator: "\n") + "\n"))
        }

        // The plan, and a user file for each custom stage.
        var stages: [String] = []
        for k in 0..<(all.count - 1) {
            let from = schemaName(k)
            let to = schemaName(k + 1)
            if MigrationCheck.compare(from: all[k].model, to: all[k + 1].model).isLightweight {
                stages.append("        .lightweight(fromVersion: \(from).self, toVersion: \(to).self),")
            } else {
                let step = "V\(k + 1)toV\(k + 2)"
                stages.append("        .custom(")
                stages.append("            fromVersion: \(from).self, toVersion: \(to).self,")
                stages.append("            willMigrate: { context in try willMigrate\(step)(context) },")
                stages.append("            didMigrate: { context in try didMigrate\(step)(context) }),")
                files.append(
                    GeneratedFile(
                        path: OutputNames.migrationStageFile(stem: stem, step: step),
                        contents: customStageFile(stem: stem, step: step, from: all[k].name, to: all[k + 1].name, availability: planAvailability, context: sd("ModelContext")),
                        isUserOwned: true))
            }
        }
        var plan = [writer.header, "", "import Foundation", "import SwiftData", ""]
        plan.append("/// Migrates a store of any version of \(inComment(model.name)) to the current one, one step at a time.")
        if let available = planAvailability { plan.append("@available(\(available))") }
        plan.append("\(access)enum \(stem)MigrationPlan: \(sd("SchemaMigrationPlan")) {")
        plan.append("    \(access)static var schemas: [any \(sd("VersionedSchema")).Type] { [" + all.indices.map { schemaName($0) + ".self" }.joined(separator: ", ") + "] }")
        if stages.isEmpty {
            plan.append("    \(access)static var stages: [\(sd("MigrationStage"))] { [] }")
        } else {
            plan.append("    \(access)static var stages: [\(sd("MigrationStage"))] {")
            plan.append("        [")
            plan += stages.map { "    " + $0 }
            plan.append("        ]")
            plan.append("    }")
        }
        plan.append("}")
        files.append(GeneratedFile(path: OutputNames.swiftDataFile(typeName: "\(stem)MigrationPlan"), contents: plan.joined(separator: "\n") + "\n"))
        return files
    }

    /// A name (a version's folder name may hold any character) as the text of a `//` comment: line
    /// breaks and other control characters written as `\u{…}`, so that no name ends the comment.
    static func inComment(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            let breaks = scalar.properties.generalCategory == .control || scalar.properties.isWhitespace && Character(scalar).isNewline
            out += breaks ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return out
    }

    /// The user's file for one custom stage: no generated header, so cdm never overwrites it.
    static func customStageFile(stem: String, step: String, from: String, to: String, availability: String?, context: String) -> String {
        let available = availability.map { "@available(\($0))\n" } ?? ""
        return """
            // The custom migration from '\(inComment(from))' to '\(inComment(to))' (Core Data cannot infer it: `cdm versions` says why).
            // cdm wrote this file once; it is yours and is never overwritten.

            import Foundation
            import SwiftData

            \(available)extension \(stem)MigrationPlan {
                /// Runs before SwiftData migrates the store: read and fix the old version's models here.
                static func willMigrate\(step)(_ context: \(context)) throws {
                }

                /// Runs after the migration: fill in what the new version needs.
                static func didMigrate\(step)(_ context: \(context)) throws {
                }
            }

            """
    }
}
