// `cdm generate --swift-file OUT.swift FILE.cdm`: the one Swift file a build compiles for a model (the build plugins' output).

import CDMDriver
import CDMGenerators
import CDMModel
import Foundation

/// Writes `SwiftBundle.source` of one model to the path the build named.
///
/// The path is the caller's explicit choice (a build system's work directory), so it may be absolute
/// or anywhere; as for every output (`SafeFile`), a file there without cdm's header belongs to the user
/// and is not overwritten, nor is a link. An unchanged file is left alone, so the build sees no new
/// modification date.
enum SwiftFileOutput {
    static func run(model path: String, output: String, dryRun: Bool, quiet: Bool) -> Int32 {
        let text: String
        do {
            text = try Output.readText(path)
        } catch {
            Output.error(error.description)
            return 2
        }
        let analysis = Analyzer.analyze(text: text, defaultModelName: Output.defaultModelName(path))
        // A model without Swift generate lines gets Xcode's default Swift classes: checked as if it asked for them.
        let diagnostics = analysis.diagnostics + Analyzer.generatedNameDiagnostics(analysis, adding: SwiftBundle.targets(of: analysis.model))
        if diagnostics.hasErrors {
            GenerateCommand.printErrors(diagnostics, text: text, path: path)
            let count = diagnostics.filter { $0.severity == .error }.count
            Output.error("\(path) has \(count) error\(count == 1 ? "" : "s"); \(output) was not written")
            return 1
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        let source = SwiftBundle.source(for: analysis.model, context: GenerationContext(sourceFileName: name))
        if let existing = FileManager.default.contents(atPath: output), existing == Data(source.utf8) {
            if !quiet { print("unchanged \(output)") }
            return 0
        }
        if let refusal = SafeFile.refusal(for: output, existing: .generatedByCdm) {
            Output.error("refused \(output): \(refusal.message)")
            return 1
        }
        if dryRun {
            if !quiet { print("would write \(output)") }
            return 0
        }
        do {
            // The build's work folder may not exist yet; the file itself goes through the safe writer.
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: output).deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            Output.error("cannot create the folder of \(output): \(error.localizedDescription)")
            return 1
        }
        do throws(FileError) {
            try SafeFile.writeOutput(source, to: output, existing: .generatedByCdm)
        } catch {
            Output.error("\(output): \(error.message)")
            return 1
        }
        if !quiet { print("wrote \(output)") }
        return 0
    }
}
