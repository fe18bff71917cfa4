// `cdm freeze`: writes the current model into its bundle as a new frozen version, which is the user's from then on.

import CDMDriver
import CDMImport
import CDMModel
import Foundation

enum FreezeCommand {
    static let help = """
        OVERVIEW: Freeze the current model as a new version of its .xcdatamodeld bundle.

        USAGE: cdm freeze [--name NAME] MODEL.cdm

        Writes NAME.xcdatamodel/contents into the bundle named by the model's 'generate xcdatamodel' line,
        without cdm's generated-file header: the version is frozen, never rewritten by 'cdm generate'.
        Freeze before each release that changes the schema; 'cdm versions' then checks every step.

        The default name follows the history's scheme: the newest frozen version's number plus one
        ('Model 3' gives 'Model 4', 'v2.101.0' gives 'v2.102.0'), else '<bundle name> 2'. An existing name,
        or one that would not come after the newest frozen version, is refused. When the schema equals the
        newest frozen version nothing is written. The bundle must be inside the model's folder, also
        through symbolic links.

        Exit status: 0 when written or unchanged, 1 when refused, 2 for usage or file errors.

        OPTIONS:
          --name NAME          The version's name (the folder is NAME.xcdatamodel).

        """

    static func run(_ args: [String]) -> Int32 {
        var name: String?
        var inputs: [String] = []
        let read = ArgumentReader.read(args, command: "freeze") { reader, item throws(ArgumentReader.Failure) in
            switch item {
            case .option("--name"): name = try reader.value(or: "--name needs a value: the version's name")
            case .option: throw reader.unknownOption
            case .operand(let path): inputs.append(path)
            }
        }
        guard read else { return 2 }
        guard inputs.count == 1, let input = inputs.first, !input.hasSuffix(".xcdatamodeld"), !input.hasSuffix(".xcdatamodeld/") else {
            Output.error("expected one .cdm file; usage: cdm freeze [--name NAME] MODEL.cdm")
            return 2
        }
        let timeline: VersionTimeline
        do {
            timeline = try VersionTimeline.load(input)
        } catch {
            Output.error(error.message)
            return 2
        }
        guard let current = timeline.current else { return 2 }
        let newest = timeline.frozen.last
        let outcome: VersionFreezer.Outcome
        do {
            outcome = try VersionFreezer.freeze(
                current.model, sourceFileName: (input as NSString).lastPathComponent, bundle: timeline.bundlePath,
                allowedRoot: (input as NSString).deletingLastPathComponent.isEmpty ? "." : (input as NSString).deletingLastPathComponent, name: name,
                existing: VersionHistory.versionNames(in: URL(fileURLWithPath: timeline.bundlePath)),
                newestFrozen: newest.map { ($0.name, $0.model) })
        } catch {
            Output.error(error.message)
            return error.isUsage ? 2 : 1
        }
        switch outcome {
        case .unchanged(let since):
            print("unchanged since '\(since)'; nothing written")
        case .written(let versionName, let contents):
            print("froze '\(versionName)': wrote \(contents)")
            if let newest, !MigrationCheck.compare(from: newest.model, to: current.model).isLightweight {
                Output.warning("the step from '\(newest.name)' to '\(versionName)' is not a lightweight migration; run 'cdm versions \(input)' and add a mapping model")
            }
        }
        return 0
    }
}
