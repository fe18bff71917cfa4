// The build-tool plugin: each .cdm file of a target becomes Swift at build time, written by the package's own `cdm`.

import Foundation
import PackagePlugin

/// Adds one build command per `.cdm` file of the target: `cdm generate --swift-file OUT FILE.cdm`.
///
/// The output is one Swift file per model in the plugin's work directory (`Model+CDM.swift`), so that
/// it can be declared before `cdm` runs; SwiftPM and Xcode compile it with the target and run the
/// command again only when the model changes. A model with errors fails the build, each error printed
/// as `path:line:col: error: message [code]`. Two models whose outputs would be one file on a
/// case-insensitive file system (`Notes.cdm` and `notes.cdm`, macOS's default) stop the build with an error.
@main
struct CDMPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let models = target.sourceFiles(withSuffix: "cdm").map(\.url)
        return try generateCommands(models: models, target: target.name, tool: context.tool(named: "cdm").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// Two models of one target whose generated files would be one file.
struct OutputClash: Error, CustomStringConvertible {
    var description: String
}

/// The generated file of `model`: `Model+CDM.swift`.
func outputName(_ model: URL) -> String { model.deletingPathExtension().lastPathComponent + "+CDM.swift" }

/// The build commands for `models`, one each, writing into `workDirectory`; throws when two models'
/// outputs are one name, or one but for case (one file on macOS, where the last written would win).
func generateCommands(models: [URL], target: String, tool: URL, workDirectory: URL) throws -> [Command] {
    let sorted = models.sorted { $0.path < $1.path }
    var seen: [String: URL] = [:]
    for model in sorted {
        if let other = seen[outputName(model).lowercased()] {
            let outputs =
                outputName(other) == outputName(model)
                ? "would both generate '\(outputName(model))'"
                : "would generate '\(outputName(other))' and '\(outputName(model))', one file on a case-insensitive file system (macOS's default)"
            throw OutputClash(description: "the models '\(other.path)' and '\(model.path)' of target '\(target)' \(outputs); rename one of them")
        }
        seen[outputName(model).lowercased()] = model
    }
    return sorted.map { model in
        let output = workDirectory.appendingPathComponent(outputName(model))
        return .buildCommand(
            displayName: "Generating Core Data code from \(model.lastPathComponent)",
            executable: tool,
            arguments: ["generate", "--quiet", "--swift-file", output.path, model.path],
            inputFiles: [model],
            outputFiles: [output])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CDMPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let models = target.inputFiles.filter { $0.url.pathExtension == "cdm" }.map(\.url)
            return try generateCommands(models: models, target: target.displayName, tool: context.tool(named: "cdm").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
