// The command plugin `swift package cdm-generate`: every `generate` line of every .cdm file in the package, as `cdm generate` runs them.

import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory cdm-generate [--target NAME]... [cdm generate options]`
///
/// Finds the `.cdm` files of the package's source targets (or of the named ones) and runs
/// `cdm generate` on each, so that the files are written exactly where the command line would write
/// them, under the same rules (no file outside the model's folder, none that cdm did not generate).
/// Other arguments (`--dry-run`, `--verbose`, `--quiet`) are passed on to `cdm generate`.
@main
struct CDMGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        var targets: [SourceModuleTarget] = []
        if names.isEmpty {
            targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        } else {
            for name in names {
                guard let target = try context.package.targets(named: [name]).first as? SourceModuleTarget else {
                    throw CommandError("no source target named '\(name)' in \(context.package.displayName)")
                }
                targets.append(target)
            }
        }
        let models = targets.flatMap { modelFiles(in: $0.directoryURL) }
        guard !models.isEmpty else {
            print("cdm-generate: no .cdm files in \(names.isEmpty ? "the package" : names.joined(separator: ", "))")
            return
        }
        let tool = try context.tool(named: "cdm").url
        let process = Process()
        process.executableURL = tool
        process.arguments = ["generate"] + passed + ["--"] + models.map(\.path).sorted()
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError("cdm generate failed (exit status \(process.terminationStatus))")
        }
    }
}

/// The `.cdm` files in a target's folder and below, excluded ones too: a target that does not use the
/// build-tool plugin excludes its models (`exclude: ["Model.cdm"]`) so that SwiftPM does not warn about them.
func modelFiles(in folder: URL) -> [URL] {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    var found: [URL] = []
    for case let url as URL in walk where url.pathExtension == "cdm" {
        if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { found.append(url) }
    }
    return found
}

/// A failure the plugin reports to SwiftPM, which prints it and exits with an error.
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CDMGenerateCommand: XcodeCommandPlugin {
        /// Xcode passes `--target NAME` for each target selected in its dialog: those are the plugin's own
        /// arguments (XcodeProjectPlugin's `XcodeProject.targets`, `XcodeTarget.displayName` and
        /// `inputFiles`, `XcodeProject.directoryPathURL` since tools 5.11), consumed here, not passed
        /// to `cdm generate`, which reads `--target` as a kind of generated code.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let names = extractor.extractOption(named: "target")
            let passed = extractor.remainingArguments
            let project = context.xcodeProject
            let targets =
                try names.isEmpty
                ? project.targets
                : names.map { name in
                    guard let target = project.targets.first(where: { $0.displayName == name }) else {
                        throw CommandError("no target named '\(name)' in \(project.displayName)")
                    }
                    return target
                }
            let models = targets.flatMap { $0.inputFiles.filter { $0.url.pathExtension == "cdm" }.map(\.url) }
            guard !models.isEmpty else {
                print("cdm-generate: no .cdm files in \(names.isEmpty ? project.displayName : names.joined(separator: ", "))")
                return
            }
            let process = Process()
            process.executableURL = try context.tool(named: "cdm").url
            process.arguments = ["generate"] + passed + ["--"] + Set(models.map(\.path)).sorted()
            process.currentDirectoryURL = project.directoryPathURL
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CommandError("cdm generate failed (exit status \(process.terminationStatus))")
            }
        }
    }
#endif
