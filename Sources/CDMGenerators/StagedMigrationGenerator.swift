// `generate migrations`: Core Data's staged migration (NSStagedMigrationManager) written from the frozen versions of the model's bundle.

import CDMModel

/// With frozen versions `V1 … Vn` and the current model as `Vn+1` (the bundle's generated version):
/// - `<Model>StagedMigration.swift`: `enum <Model>StagedMigration`, `@available(iOS 17, macOS 14,
///   tvOS 17, watchOS 10, visionOS 1, *)` as Core Data's staged-migration classes are, with
///   `reference(_:in:)` (one version of the compiled `.momd` as an `NSManagedObjectModelReference`,
///   with the checksum the loaded model reports), `stages(in:)`, `manager(in:)` and
///   `install(on:bundle:)`, which sets the manager on an `NSPersistentStoreDescription` under
///   `NSPersistentStoreStagedMigrationManagerOptionKey`;
/// - `<Model>StagedMigration+V<k>toV<k+1>.swift` for each custom stage: the `willMigrate` and
///   `didMigrate` functions its handlers call, the user's file: written once when missing, never
///   overwritten.
///
/// Decisions (docs/versions.md gives them with Apple's declarations):
/// - A step is lightweight when `MigrationCheck` finds it so, custom otherwise; a mapping model does
///   not change that: a stage migrates with a mapping Core Data infers and never reads an
///   `.xcmappingmodel`, so a mapped step is a custom stage whose handlers do the mapping's work.
/// - Each version is in one stage only (Core Data refuses a checksum twice: "Duplicate version
///   checksums across stages detected"): a custom stage names its two versions, every other
///   version is in a lightweight stage with its consecutive neighbours.
/// - A version with the schema of the version before it (the current model just after a freeze)
///   has the same checksum, so it is left out: the store of either opens with the later one.
/// - cdm cannot compute Core Data's checksums (`versionChecksum`), so the code reads them at run
///   time from the compiled model in the app's bundle, `<Bundle>.momd/<Version>.mom`.
public enum StagedMigrationGenerator {
    /// Core Data's staged migration: macOS 14, iOS 17, tvOS 17, watchOS 10 (`API_AVAILABLE` in
    /// `NSStagedMigrationManager.h` and the other headers), visionOS 1 (Apple's documentation).
    public static let availability = "iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *"

    /// One version of the history as the staged migration names it.
    struct Version {
        /// The version's folder name in the bundle, and so its `.mom` in the compiled `.momd`.
        var name: String
        var model: Model
        /// Its number in the history, from 1 (frozen versions first, the current model last).
        var number: Int
    }

    /// One stage, in the history's order.
    enum Stage: Equatable {
        case lightweight([Int])
        /// A custom stage from the version at one index of `versions` to the next.
        case custom(Int)
    }

    public static func files(for model: Model, target: GenerateTarget, context: GenerationContext) -> [GeneratedFile] {
        let stem = GeneratedNames.typeStem(model.name)
        let access = target.access == .public ? "public " : ""
        let all = context.frozenVersions.map { ($0.name, $0.model) } + [(model.name, model)]
        // A version with the same schema as the one kept before it has its checksum: left out.
        var versions: [Version] = []
        for (i, (name, version)) in all.enumerated() {
            if let last = versions.last, SchemaIdentity.sameSchema(last.model, version) { continue }
            versions.append(Version(name: name, model: version, number: i + 1))
        }
        let reports = zip(versions, versions.dropFirst()).map { MigrationCheck.compare(from: $0.model, to: $1.model) }
        let stages = stages(custom: reports.map { !$0.isLightweight })
        let momd = compiledModelName(model)

        func step(_ i: Int) -> String { "V\(versions[i].number)toV\(versions[i + 1].number)" }
        func variable(_ i: Int) -> String { "v\(versions[i].number)" }

        var lines = [GeneratedHeader.lineComment(sourceFileName: context.sourceFileName), "", "import CoreData", "import Foundation", ""]
        lines.append("/// The staged migration of \(inComment(model.name))'s store from every frozen version to the current model:")
        for (i, report) in reports.enumerated() {
            let kind = report.isLightweight ? "lightweight" : "custom, \(OutputNames.stagedMigrationStageFile(stem: stem, step: step(i)))"
            lines.append("/// - '\(inComment(versions[i].name))' to '\(inComment(versions[i + 1].name))': \(kind)")
        }
        if versions.count != all.count {
            let skipped = Set(versions.map(\.number))
            let names = all.enumerated().filter { !skipped.contains($0.offset + 1) }.map { "'\(inComment($0.element.0))'" }
            lines.append("/// Left out: \(names.joined(separator: ", ")), with the schema (so the checksum) of the version before.")
        }
        lines.append("///")
        lines.append("/// Each version is read from the compiled model in the app's bundle (`\(inComment(momd)).momd`), with the")
        lines.append("/// checksum Core Data reports for it. `install(on:)` sets the manager on a store description.")
        lines.append("@available(\(availability))")
        lines.append("\(access)enum \(stem)StagedMigration {")
        lines.append("    /// A version the compiled model in the bundle does not have, or that Core Data cannot load.")
        lines.append("    \(access)struct MissingVersion: Error, CustomStringConvertible {")
        lines.append("        \(access)var version: String")
        lines.append("        \(access)var description: String { \"the compiled model \(swiftStringBody(momd)).momd has no version '\\(version)' Core Data can load\" }")
        lines.append("    }")
        lines.append("")
        lines.append("    /// The version `name` of the compiled model in `bundle`, with the checksum the loaded model reports.")
        lines.append("    \(access)static func reference(_ name: String, in bundle: Bundle) throws -> NSManagedObjectModelReference {")
        lines.append("        guard let url = bundle.url(forResource: name, withExtension: \"mom\", subdirectory: \(Naming.swiftString(momd + ".momd"))),")
        lines.append("            let model = NSManagedObjectModel(contentsOf: url)")
        lines.append("        else { throw MissingVersion(version: name) }")
        lines.append("        return NSManagedObjectModelReference(model: model, versionChecksum: model.versionChecksum)")
        lines.append("    }")
        lines.append("")
        lines.append("    /// The stages, oldest version first: Core Data runs them in this order from the store's version.")
        lines.append("    \(access)static func stages(in bundle: Bundle = .main) throws -> [NSMigrationStage] {")
        for (i, version) in versions.enumerated() {
            lines.append("        let \(variable(i)) = try reference(\(Naming.swiftString(version.name)), in: bundle)")
        }
        var names: [String] = []
        for stage in stages {
            switch stage {
            case .lightweight(let indexes):
                let name = "lightweight\(versions[indexes[0]].number)"
                names.append(name)
                let checksums = indexes.map { "\(variable($0)).versionChecksum" }
                if checksums.count <= 3 {
                    lines.append("        let \(name) = NSLightweightMigrationStage([" + checksums.joined(separator: ", ") + "])")
                } else {
                    // One version a line: a long history's run is easy to read and to diff.
                    lines.append("        let \(name) = NSLightweightMigrationStage([")
                    lines += checksums.map { "            \($0)," }
                    lines.append("        ])")
                }
            case .custom(let i):
                let name = "custom" + step(i)
                names.append(name)
                lines.append("        let \(name) = NSCustomMigrationStage(migratingFrom: \(variable(i)), to: \(variable(i + 1)))")
                lines.append("        \(name).label = \(Naming.swiftString(versions[i].name + " to " + versions[i + 1].name))")
                lines.append("        \(name).willMigrateHandler = { manager, stage in try willMigrate\(step(i))(manager, stage) }")
                lines.append("        \(name).didMigrateHandler = { manager, stage in try didMigrate\(step(i))(manager, stage) }")
            }
        }
        lines.append("        return [\(names.joined(separator: ", "))]")
        lines.append("    }")
        lines.append("")
        lines.append("    /// The staged migration manager of the history.")
        lines.append("    \(access)static func manager(in bundle: Bundle = .main) throws -> NSStagedMigrationManager {")
        lines.append("        NSStagedMigrationManager(try stages(in: bundle))")
        lines.append("    }")
        lines.append("")
        lines.append("    /// Sets the manager on `description`, with automatic migration and inference, which it needs.")
        lines.append("    \(access)static func install(on description: NSPersistentStoreDescription, bundle: Bundle = .main) throws {")
        lines.append("        description.shouldMigrateStoreAutomatically = true")
        lines.append("        description.shouldInferMappingModelAutomatically = true")
        lines.append("        description.setOption(try manager(in: bundle), forKey: NSPersistentStoreStagedMigrationManagerOptionKey)")
        lines.append("    }")
        lines.append("}")
        var files = [GeneratedFile(path: OutputNames.stagedMigrationFile(stem: stem), contents: lines.joined(separator: "\n") + "\n")]
        for case .custom(let i) in stages {
            files.append(
                GeneratedFile(
                    path: OutputNames.stagedMigrationStageFile(stem: stem, step: step(i)),
                    contents: customStageFile(stem: stem, step: step(i), from: versions[i].name, to: versions[i + 1].name, report: reports[i]),
                    isUserOwned: true))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The stages of versions `0 … custom.count` whose step `i` (from version `i` to `i + 1`) is
    /// custom or not: a custom stage names both of its versions; every other version joins the
    /// lightweight stage of the versions around it that no custom stage names.
    static func stages(custom: [Bool]) -> [Stage] {
        var stages: [Stage] = []
        var pending: [Int] = []
        for version in 0...custom.count {
            let startsCustom = version < custom.count && custom[version]
            let endsCustom = version > 0 && custom[version - 1]
            if startsCustom || endsCustom {
                if !pending.isEmpty { stages.append(.lightweight(pending)) }
                pending = []
                if startsCustom { stages.append(.custom(version)) }
            } else {
                pending.append(version)
            }
        }
        if !pending.isEmpty { stages.append(.lightweight(pending)) }
        return stages
    }

    /// The name of the compiled model, `Name` of `Name.momd`: Xcode compiles `Name.xcdatamodeld`
    /// (the bundle the model's `generate xcdatamodel` line writes) into it.
    static func compiledModelName(_ model: Model) -> String {
        guard let bundle = model.generates.first(where: { $0.kind == .xcdatamodel }) else { return model.name }
        let path = bundle.path.split(separator: "/").last.map(String.init) ?? ""
        if path.hasSuffix(".xcdatamodeld") { return String(path.dropLast(".xcdatamodeld".count)) }
        return model.name
    }

    static func inComment(_ name: String) -> String { SwiftDataSchemas.inComment(name) }

    /// `s` as the inside of a Swift string literal (without its quotes).
    static func swiftStringBody(_ s: String) -> String { String(Naming.swiftString(s).dropFirst().dropLast()) }

    /// The user's file for one custom stage: no generated header, so cdm never overwrites it.
    static func customStageFile(stem: String, step: String, from: String, to: String, report: MigrationReport) -> String {
        var found = report.problems.filter { $0.severity == .error }.map { "//   - \(inComment($0.message))" }
        if found.isEmpty { found = ["//   - (none now; `cdm versions` says what changed)"] }
        return """
            // The custom stage from '\(inComment(from))' to '\(inComment(to))' of the staged migration: Core Data cannot infer it.
            // cdm wrote this file once; it is yours and is never overwritten.
            //
            // What cdm found when it wrote this file (`cdm versions` says it again):
            \(found.joined(separator: "\n"))
            //
            // The stage migrates the store with the mapping Core Data infers between the two versions: willMigrate runs on
            // the store at '\(inComment(from))' (make its data fit what '\(inComment(to))' requires), didMigrate on the store at
            // '\(inComment(to))' (fill in what is new). `manager.container` opens the store at that version.

            import CoreData
            import Foundation

            @available(\(availability))
            extension \(stem)StagedMigration {
                /// Runs before Core Data migrates the store from '\(inComment(from))' to '\(inComment(to))'.
                static func willMigrate\(step)(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws {
                }

                /// Runs after the migration, on the store at '\(inComment(to))'.
                static func didMigrate\(step)(_ manager: NSStagedMigrationManager, _ stage: NSCustomMigrationStage) throws {
                }
            }

            """
    }
}
