// The build-tool plugin: each .cdm file of a target becomes Swift at build time, written by the package's own `cdm`.

import Foundation
import PackagePlugin

/// Adds one build command per `.cdm` file of the target: `cdm generate --swift-file OUT FILE.cdm`.
///
/// The output is one Swift file per model in the plugin's work directory (`Model+CDM.swift`), so that
/// it can be declared before `cdm` runs; SwiftPM and Xcode compile it with the target and run the
/// command again only when the model changes. A model with errors fails the build, each error printed
/// as `path:line:col: error: message [code]`.
@main
struct CDMPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let models = target.sourceFiles(withSuffix: "cdm").map(\.url)
        return try generateCommands(models: models, tool: context.tool(named: "cdm").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// The build commands for `models`, one each, writing into `workDirectory`.
func generateCommands(models: [URL], tool: URL, workDirectory: URL) -> [Command] {
    models.sorted { $0.path < $1.path }.map { model in
        let output = workDirectory.appendingPathComponent(model.deletingPathExtension().lastPathComponent + "+CDM.swift")
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
            return try generateCommands(models: models, tool: context.tool(named: "cdm").url, workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
