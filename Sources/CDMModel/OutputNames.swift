// The names of the files each `generate` target writes: one place for the generators that write them and the checker.

/// How generated files are named. The generators (`Sources/CDMGenerators`) name their files with
/// these functions, and the checker predicts every file of a model's `generate` lines with
/// `files(for:model:)` and `outputPath(_:target:model:)` to find files that would be one file on
/// macOS (`generated-file-collision`). `GeneratedFileNamesTests` checks the prediction against
/// what the generators and `OutputWriter.layout` give.
public enum OutputNames {
    /// `Item+CoreDataClass.swift` (`ext` `swift`, `h` or `m`): named after the class, without its module.
    public static func classFile(_ entity: Entity, extension ext: String) -> String {
        entity.swiftClassName + "+CoreDataClass." + ext
    }

    /// `Item+CoreDataProperties.swift` (`ext` `swift`, `h` or `m`).
    public static func propertiesFile(_ entity: Entity, extension ext: String) -> String {
        entity.swiftClassName + "+CoreDataProperties." + ext
    }

    /// The builder's file: its type's name (`ShopModel.swift`, `ShopModel.h`).
    public static func builderFile(modelName: String, extension ext: String) -> String {
        GeneratedNames.builderTypeName(modelName: modelName) + "." + ext
    }

    /// The `contents` of the bundle's one version, relative to the `.xcdatamodeld` folder.
    public static func versionContentsFile(modelName: String) -> String { modelName + ".xcdatamodel/contents" }

    /// The bundle's property list naming its current version.
    public static let currentVersionFile = ".xccurrentversion"

    /// A diagram's file: `Name.md` for a Mermaid target whose path ends in `.md`, else `Name.mmd`;
    /// `Name.svg` for an SVG target.
    public static func diagramFile(modelName: String, target: GenerateTarget) -> String {
        if target.kind == .svg { return modelName + ".svg" }
        return modelName + (target.path.hasSuffix(".md") ? ".md" : ".mmd")
    }

    /// A SwiftData file holding one type (`Item.swift`, `ShopSchemaV2.swift`, `ShopMigrationPlan.swift`).
    public static func swiftDataFile(typeName: String) -> String { typeName + ".swift" }

    /// The user's file of a custom migration stage (`ShopMigrationPlan+V1toV2.swift`).
    public static func migrationStageFile(stem: String, step: String) -> String { "\(stem)MigrationPlan+\(step).swift" }

    /// `generate migrations`' file: the staged migration of the whole history (`ShopStagedMigration.swift`).
    public static func stagedMigrationFile(stem: String) -> String { "\(stem)StagedMigration.swift" }

    /// The user's file of one custom stage of the staged migration (`ShopStagedMigration+V2toV3.swift`).
    public static func stagedMigrationStageFile(stem: String, step: String) -> String { "\(stem)StagedMigration+\(step).swift" }

    /// One file a target writes, and the entity or composite it is written for (nil for a file of
    /// the whole model: a builder, a bundle, a diagram).
    public struct File: Equatable, Sendable {
        /// Relative to the target's output (as `GeneratedFile.path`).
        public var path: String
        /// The index in `model.entities` of the entity it is written for.
        public var entity: Int?
        /// The index in `model.composites` of the composite it is written for.
        public var composite: Int?
    }

    /// Every file `target` writes for `model`, as `Generators.files(for:model:context:)` names
    /// them; SwiftData's versioned schemas and migration plan, which come from the bundle's frozen
    /// versions that only the edge reads, are not among them, nor are the user's files of custom
    /// stages (SwiftData's and `generate migrations`'), which cdm writes once and never replaces.
    public static func files(for target: GenerateTarget, model: Model) -> [File] {
        var files: [File] = []
        switch target.kind {
        case .swift, .objc:
            let extensions = target.kind == .swift ? ["swift"] : ["h", "m"]
            for (i, entity) in model.entities.enumerated() where entity.codegen != .manual {
                for ext in extensions {
                    if entity.codegen == .class { files.append(File(path: classFile(entity, extension: ext), entity: i)) }
                    files.append(File(path: propertiesFile(entity, extension: ext), entity: i))
                }
            }
        case .builder:
            for ext in target.language == .swift ? ["swift"] : ["h", "m"] {
                files.append(File(path: builderFile(modelName: model.name, extension: ext)))
            }
        case .xcdatamodel:
            files = [File(path: versionContentsFile(modelName: model.name)), File(path: currentVersionFile)]
        case .mermaid, .svg:
            files = [File(path: diagramFile(modelName: model.name, target: target))]
        case .swiftdata:
            for (i, entity) in model.entities.enumerated() { files.append(File(path: swiftDataFile(typeName: entity.name), entity: i)) }
            for (i, composite) in model.composites.enumerated() { files.append(File(path: swiftDataFile(typeName: composite.name), composite: i)) }
        case .migrations:
            files = [File(path: stagedMigrationFile(stem: GeneratedNames.typeStem(model.name)))]
        }
        return files
    }

    /// Where a file of `target` lands, relative to the `.cdm` file's folder, `.` and `..` resolved:
    /// the target's path is a folder, except a path ending in `.xcdatamodeld` (the bundle itself;
    /// otherwise `Name.xcdatamodeld` goes inside it) and a diagram's path ending in `.md` or `.svg`
    /// (the file itself), as `OutputWriter.layout` places them.
    public static func outputPath(_ file: String, target: GenerateTarget, model: Model) -> String {
        outputFolder(of: target, model: model).path(of: file)
    }

    /// Where `target`'s files land: worked out once per target, then applied to each file.
    public struct Folder: Sendable {
        /// The folder, resolved, without a final `/` (empty for the `.cdm` file's folder).
        var folder: String
        /// The path of a target whose path names its one file (a diagram's `Docs/Model.md`).
        var singleFile: String?

        /// Where the target's file `file` (a generator's relative path) lands.
        public func path(of file: String) -> String {
            if let singleFile { return singleFile }
            return folder.isEmpty ? file : folder + "/" + file
        }
    }

    public static func outputFolder(of target: GenerateTarget, model: Model) -> Folder {
        var parts = target.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var isFile = false
        switch target.kind {
        case .swift, .objc, .builder, .swiftdata, .migrations:
            break
        case .xcdatamodel:
            if !target.path.hasSuffix(".xcdatamodeld") { parts.append(model.name + ".xcdatamodeld") }
        case .mermaid, .svg:
            isFile = target.path.hasSuffix(target.kind == .mermaid ? ".md" : ".svg")
        }
        var resolved: [String] = []
        for part in parts {
            if part == "." { continue }
            if part == "..", let last = resolved.last, last != ".." {
                resolved.removeLast()
            } else {
                resolved.append(part)
            }
        }
        let path = resolved.joined(separator: "/")
        return isFile ? Folder(folder: "", singleFile: path) : Folder(folder: path)
    }

    /// Two paths name one file on APFS and HFS+ as macOS formats them: letters compared without
    /// case, and canonically equivalent Unicode (`é` and `e` + U+0301) as one. Swift compares and
    /// hashes strings by canonical equivalence, so the lower-cased path is the key.
    public static func caseInsensitiveKey(_ path: String) -> String { path.lowercased() }
}
