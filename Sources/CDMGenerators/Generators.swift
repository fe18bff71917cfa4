// One entry point from a `generate` target to its files, whichever generator writes them.

import CDMModel

/// Dispatches a `generate` target to its generator.
///
/// Every generator is a pure function of the model: the same model gives byte-identical files
/// (no dates, no absolute paths, no hash-ordered output), listed sorted by path.
public enum Generators {
    /// The files `target` produces for `model`, paths relative to the target's output folder.
    public static func files(for target: GenerateTarget, model: Model, context: GenerationContext) -> [GeneratedFile] {
        switch target.kind {
        case .swift:
            return SwiftGenerator.files(for: model, target: target, context: context)
        case .objc:
            return ObjCGenerator.files(for: model, target: target, context: context)
        case .builder:
            return BuilderGenerator.files(for: model, target: target, context: context)
        case .xcdatamodel:
            return XcdatamodelGenerator.files(model, context: context)
        case .mermaid:
            let text = MermaidGenerator.diagram(model, fenced: target.path.hasSuffix(".md"), sourceName: context.sourceFileName)
            return [GeneratedFile(path: OutputNames.diagramFile(modelName: model.name, target: target), contents: text)]
        case .svg:
            return [GeneratedFile(path: OutputNames.diagramFile(modelName: model.name, target: target), contents: SVGGenerator.diagram(model, sourceName: context.sourceFileName))]
        case .swiftdata:
            return SwiftDataGenerator.files(for: model, target: target, context: context)
        case .migrations:
            return StagedMigrationGenerator.files(for: model, target: target, context: context)
        }
    }

    /// Whether `kind` has a generator yet (the writer says so instead of silently writing nothing).
    public static func isAvailable(_ kind: GenerateKind) -> Bool {
        switch kind {
        case .swift, .objc, .builder, .xcdatamodel, .mermaid, .svg, .swiftdata, .migrations: return true
        }
    }

    /// Whether a file name in a target's output folder is one this kind of target writes, so that
    /// the writer may delete it when it is stale (it must also carry our header).
    public static func isOwnFileName(_ name: String, kind: GenerateKind) -> Bool {
        func stem(_ suffix: String) -> String? {
            guard name.hasSuffix(suffix) else { return nil }
            return String(name.dropLast(suffix.count))
        }
        func isIdentifier(_ s: String) -> Bool {
            guard let first = s.unicodeScalars.first, !(first >= "0" && first <= "9") else { return false }
            return s.unicodeScalars.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_" }
        }
        switch kind {
        case .swift:
            for suffix in ["+CoreDataClass.swift", "+CoreDataProperties.swift"] {
                if let s = stem(suffix), isIdentifier(s) { return true }
            }
            return false
        case .objc:
            for suffix in ["+CoreDataClass.h", "+CoreDataClass.m", "+CoreDataProperties.h", "+CoreDataProperties.m"] {
                if let s = stem(suffix), isIdentifier(s) { return true }
            }
            return false
        case .builder:
            for suffix in ["Model.swift", "Model.h", "Model.m"] {
                if let s = stem(suffix), s.isEmpty || isIdentifier(s) { return true }
            }
            return false
        case .xcdatamodel:
            return name == ".xccurrentversion" || name == "contents"
        case .mermaid:
            return name.hasSuffix(".md") || name.hasSuffix(".mmd")
        case .svg:
            return name.hasSuffix(".svg")
        case .swiftdata:
            // `Entity.swift`, `Composite.swift`, `ModelSchemaV2.swift`, `ModelMigrationPlan.swift`
            // (the user's `ModelMigrationPlan+V1toV2.swift` has no header, so is never deleted).
            if let s = stem(".swift"), isIdentifier(s) { return true }
            return false
        case .migrations:
            // `ModelStagedMigration.swift` (the user's `ModelStagedMigration+V2toV3.swift` has no
            // header, so is never deleted).
            if let s = stem("StagedMigration.swift"), isIdentifier(s) { return true }
            return false
        }
    }
}
