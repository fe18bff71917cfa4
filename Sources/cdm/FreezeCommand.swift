// `cdm freeze`: writes the current model into its bundle as a new frozen version, which is the user's from then on.

import CDMGenerators
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

        The default name follows Xcode's: the newest frozen version's number plus one ('Model 3' gives
        'Model 4'), else '<bundle name> 2'. An existing name is refused. When the schema equals the newest
        frozen version nothing is written.

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
        if let newest = timeline.frozen.last, SchemaIdentity.sameSchema(newest.model, current.model) {
            print("unchanged since '\(newest.name)'; nothing written")
            return 0
        }
        let existing = VersionHistory.versionNames(in: URL(fileURLWithPath: timeline.bundlePath))
        let bundleName = ((timeline.bundlePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let versionName = name ?? defaultName(frozen: timeline.frozen.map(\.name), existing: existing + [current.model.name], bundleName: bundleName)
        if let problem = invalidName(versionName) {
            Output.error("invalid version name '\(versionName)': \(problem)")
            return 2
        }
        let taken = Set((existing + [current.model.name]).map { $0.lowercased() })
        if taken.contains(versionName.lowercased()) {
            let why = versionName.lowercased() == current.model.name.lowercased() ? " (the version 'cdm generate' writes)" : ""
            Output.error("\(timeline.bundlePath) already has a version named '\(versionName)'\(why); choose another with --name")
            return 1
        }
        let source = (input as NSString).lastPathComponent
        let text = frozenContents(current.model, sourceFileName: source)
        let folder = (timeline.bundlePath as NSString).appendingPathComponent(versionName + ".xcdatamodel")
        do {
            try writeNew(folder: folder, contents: text)
        } catch {
            Output.error("\(folder): \(error.message)")
            return 1
        }
        print("froze '\(versionName)': wrote \(folder)/contents")
        if let previous = timeline.frozen.last {
            let report = MigrationCheck.compare(from: previous.model, to: current.model)
            if !report.isLightweight {
                Output.warning("the step from '\(previous.name)' to '\(versionName)' is not a lightweight migration; run 'cdm versions \(input)' and add a mapping model")
            }
        }
        return 0
    }

    /// Xcode's naming: the newest frozen version's stem and number plus one, else the bundle's name and 2.
    static func defaultName(frozen: [String], existing: [String], bundleName: String) -> String {
        var stem = bundleName
        var number = 2
        if let newest = frozen.last, let space = newest.lastIndex(of: " "), let n = Int(newest[newest.index(after: space)...]) {
            stem = String(newest[..<space])
            number = n + 1
        }
        let taken = Set(existing.map { $0.lowercased() })
        while taken.contains("\(stem) \(number)".lowercased()) { number += 1 }
        return "\(stem) \(number)"
    }

    static func invalidName(_ name: String) -> String? {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { return "it is empty" }
        if name.contains("/") || name.contains("\0") { return "it contains '/'" }
        if name.hasPrefix(".") { return "it starts with '.'" }
        if name.hasSuffix(".xcdatamodel") { return "give the name without '.xcdatamodel'" }
        return nil
    }

    /// The `contents` cdm generates, without the generated-file header: a file Xcode could have saved.
    static func frozenContents(_ model: Model, sourceFileName: String) -> String {
        let generated = XcdatamodelGenerator.contents(model, context: GenerationContext(sourceFileName: sourceFileName))
        var lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeAll { $0.contains(GeneratedHeader.marker) }
        return lines.joined(separator: "\n")
    }

    struct WriteError: Error {
        var message: String
    }

    /// Creates `folder` (failing when it exists) and writes `contents` in it through a temporary file
    /// linked into place, so neither a folder nor a file that exists is ever replaced, and a reader
    /// never sees a half-written file. On failure, what was created is removed.
    static func writeNew(folder: String, contents: String) throws(WriteError) {
        let bundle = (folder as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        } catch {
            throw WriteError(message: "cannot create the bundle folder \(bundle)")
        }
        if mkdir(folder, 0o755) != 0 {
            throw WriteError(message: errno == EEXIST ? "already exists; nothing written" : String(cString: strerror(errno)))
        }
        let final = (folder as NSString).appendingPathComponent("contents")
        let temporary = (folder as NSString).appendingPathComponent(".contents.cdm-\(getpid())")
        let data = Data(contents.utf8)
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            rmdir(folder)
            throw WriteError(message: "cannot write \(temporary)")
        }
        if link(temporary, final) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            rmdir(folder)
            throw WriteError(message: "cannot write contents: \(reason)")
        }
        unlink(temporary)
    }
}
