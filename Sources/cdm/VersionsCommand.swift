// `cdm versions`: the model's version history, what each step changes, and whether Core Data migrates it by itself.

import CDMDriver
import CDMImport
import CDMModel
import CDMSyntax
import Foundation

/// The versions of a model in order: the frozen ones of its bundle, then the current model (the
/// `.cdm` file, or the version cdm generated when a bundle is given directly).
struct VersionTimeline {
    struct Entry {
        var name: String
        var frozen: Bool
        var model: Model
    }

    /// One step from a version to the next.
    struct Step {
        var from: String
        var to: String
        var report: MigrationReport
        var mapping: MappedStep?
        /// Whether the step ends at the `.cdm` file (its problems have positions in it).
        var toSource: Bool
    }

    var bundlePath: String
    var history: BundleHistory?
    var entries: [Entry] = []
    /// The `.cdm` file's text and path, when the history belongs to one.
    var source: (path: String, text: String)?

    var frozen: [Entry] { entries.filter(\.frozen) }
    var current: Entry? { entries.last.flatMap { $0.frozen ? nil : $0 } }

    /// The current model's schema differs from the newest frozen version (or nothing is frozen).
    var unfrozen: Bool {
        guard let current else { return false }
        guard let newest = frozen.last else { return true }
        return !SchemaIdentity.sameSchema(newest.model, current.model)
    }

    func steps() -> [Step] {
        guard entries.count > 1 else { return [] }
        return (1..<entries.count).map { i in
            let a = entries[i - 1]
            let b = entries[i]
            return Step(
                from: a.name, to: b.name, report: MigrationCheck.compare(from: a.model, to: b.model),
                mapping: history?.mapping(from: a.name, to: b.name), toSource: source != nil && !b.frozen)
        }
    }

    /// A store made by an older version, opened with the current model: Core Data infers one
    /// mapping straight from the store's version to the current model, without the versions between.
    struct Store {
        var version: String
        var report: MigrationReport
        var mapping: MappedStep?
        /// Whether the current model is the `.cdm` file (the problems have positions in it).
        var toSource: Bool
        /// False for a version older than the one the model's `@supportsVersionsFrom` names: not compared.
        var supported = true
        var opens: Bool { report.isLightweight || mapping != nil }
    }

    /// Every frozen version before the current one, compared with the current model (the last
    /// entry); those older than the model's `@supportsVersionsFrom` are listed, not compared (a
    /// name that is no frozen version supports every version, as `cdm check` says).
    func stores() -> [Store] {
        guard let last = entries.last, entries.count > 1 else { return [] }
        let frozen = entries.dropLast().filter(\.frozen)
        let start = last.model.supportsVersionsFrom.flatMap { s in frozen.firstIndex { $0.name == s.name } } ?? 0
        return frozen.enumerated().map { i, entry in
            guard i >= start else {
                return Store(version: entry.name, report: MigrationReport(), mapping: nil, toSource: false, supported: false)
            }
            return Store(
                version: entry.name, report: MigrationCheck.compare(from: entry.model, to: last.model),
                mapping: history?.mapping(from: entry.name, to: last.name), toSource: source != nil && !last.frozen)
        }
    }

    struct Failure: Error {
        var message: String
    }

    /// The bundle a `.cdm` model's `generate xcdatamodel` line names, relative to the file's folder.
    static func bundlePath(for model: Model, cdmPath: String) -> String? {
        guard let target = model.generates.first(where: { $0.kind == .xcdatamodel }) else { return nil }
        let directory = OutputWriter.layout(for: target, model: model).directory
        if directory.hasPrefix("/") { return directory }
        let folder = (cdmPath as NSString).deletingLastPathComponent
        return folder.isEmpty ? directory : (folder as NSString).appendingPathComponent(directory)
    }

    /// Reads the history of a `.cdm` file or of an `.xcdatamodeld` bundle given directly.
    static func load(_ path: String) throws(Failure) -> VersionTimeline {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcdatamodeld") {
            let history: BundleHistory
            do {
                history = try VersionHistory.read(bundle: URL(fileURLWithPath: trimmed))
            } catch {
                throw Failure(message: "\(error)")
            }
            var timeline = VersionTimeline(bundlePath: trimmed, history: history)
            let generated = history.versions.filter(\.isGenerated)
            timeline.entries =
                history.frozen.map { Entry(name: $0.name, frozen: true, model: $0.model) }
                + generated.map { Entry(name: $0.name, frozen: false, model: $0.model) }
            return timeline
        }
        let text: String
        do {
            text = try Output.readText(path)
        } catch {
            throw Failure(message: error.description)
        }
        let analysis = Analyzer.analyze(text: text, defaultModelName: Output.defaultModelName(path))
        if let first = analysis.diagnostics.first(where: { $0.severity == .error }) {
            let position = LineIndex(text).position(of: first.range.start, encoding: .utf8)
            throw Failure(message: "\(path):\(position.line + 1): \(first.message); fix the model's errors first ('cdm check \(path)')")
        }
        guard let bundle = bundlePath(for: analysis.model, cdmPath: path) else {
            throw Failure(message: "\(path) has no 'generate xcdatamodel to \"….xcdatamodeld\"' line: the versions live in that bundle")
        }
        var timeline = VersionTimeline(bundlePath: bundle)
        timeline.source = (path, text)
        if FileManager.default.fileExists(atPath: bundle), !VersionHistory.versionNames(in: URL(fileURLWithPath: bundle)).isEmpty {
            do {
                let history = try VersionHistory.read(bundle: URL(fileURLWithPath: bundle))
                timeline.history = history
                timeline.entries = history.frozen.map { Entry(name: $0.name, frozen: true, model: $0.model) }
            } catch {
                throw Failure(message: "\(error)")
            }
        }
        timeline.entries.append(Entry(name: analysis.model.name, frozen: false, model: analysis.model))
        return timeline
    }
}

enum VersionsCommand {
    static let help = """
        OVERVIEW: List a model's versions and check that each step migrates by itself.

        USAGE: cdm versions [--format text|json] [--require-frozen] MODEL.cdm|BUNDLE.xcdatamodeld

        Reads the frozen versions in the bundle named by the model's 'generate xcdatamodel' line (or the
        bundle given) in the natural order of their names, the current model last, and reports for each
        step what changed and whether Core Data's lightweight migration infers it (docs/versions.md).

        Exit status: 0 when every step is lightweight or mapped by a mapping model beside the bundle,
        1 when a step is neither (or, with --require-frozen, when the current schema has no frozen
        version), 2 for usage or file errors.

        OPTIONS:
          --format text|json   Output format (default text).
          --require-frozen     Also fail when the current model's schema differs from the newest frozen
                               version: the release guard for CI ("freeze it first").

        """

    static func run(_ args: [String]) -> Int32 {
        var format = "text"
        var requireFrozen = false
        var inputs: [String] = []
        let read = ArgumentReader.read(args, command: "versions") { reader, item throws(ArgumentReader.Failure) in
            switch item {
            case .option("--format"):
                format = try reader.value(or: "--format needs a value: text or json")
                guard format == "text" || format == "json" else {
                    throw .init(message: "unknown format '\(format)'; use text or json")
                }
            case .option("--require-frozen"): requireFrozen = true
            case .option: throw reader.unknownOption
            case .operand(let path): inputs.append(path)
            }
        }
        guard read else { return 2 }
        guard inputs.count == 1, let input = inputs.first else {
            Output.error("expected one model; usage: cdm versions MODEL.cdm|BUNDLE.xcdatamodeld")
            return 2
        }
        let timeline: VersionTimeline
        do {
            timeline = try VersionTimeline.load(input)
        } catch {
            Output.error(error.message)
            return 2
        }
        let steps = timeline.steps()
        let stores = timeline.stores()
        if format == "json" {
            printJSON(timeline, steps, stores)
        } else {
            printText(timeline, steps, stores, input: input)
        }
        let failing = steps.contains { !$0.report.isLightweight && $0.mapping == nil }
        return failing || (requireFrozen && timeline.unfrozen) ? 1 : 0
    }

    static func printText(_ timeline: VersionTimeline, _ steps: [VersionTimeline.Step], _ stores: [VersionTimeline.Store], input: String) {
        var out = "versions of \(timeline.bundlePath):\n"
        for entry in timeline.entries {
            out += "  \(entry.name)\(entry.frozen ? "" : timeline.source != nil ? "  (current: \(input))" : "  (current, generated)")\n"
        }
        let index = timeline.source.map { LineIndex($0.text) }
        func problems(_ report: MigrationReport, toSource: Bool, indent: String) -> String {
            var out = ""
            for problem in report.problems {
                if toSource, let index, let source = timeline.source, !problem.range.isEmpty {
                    let p = index.position(of: problem.range.start, encoding: .utf8)
                    out += "\(indent)\(source.path):\(p.line + 1):\(p.column + 1): \(problem.severity.name): \(problem.message) [\(problem.code.rawValue)]\n"
                } else {
                    out += "\(indent)\(problem.severity.name): \(problem.message) [\(problem.code.rawValue)]\n"
                }
            }
            return out
        }
        func verdict(_ report: MigrationReport, _ mapping: MappedStep?) -> String {
            report.isLightweight ? "lightweight" : mapping.map { "mapped by \($0.mappingModel)" } ?? "needs a mapping model"
        }
        // Stores of older versions opened with the current model, those that cannot open first.
        if let current = timeline.entries.last, !stores.isEmpty {
            out += "\nstores opened with \(current.name):\n"
            let checked = stores.filter(\.supported)
            for store in checked.filter({ !$0.opens }) + checked.filter(\.opens) {
                let changes = store.report.changes
                out += "  \(store.version): \(verdict(store.report, store.mapping))"
                if store.opens {
                    out += changes.isEmpty ? ", no schema change\n" : ", \(changes.count) change\(changes.count == 1 ? "" : "s")\n"
                    out += problems(store.report, toSource: store.toSource, indent: "    ")
                } else {
                    out += "\n" + changes.map { "    \($0.description)\n" }.joined()
                    out += problems(store.report, toSource: store.toSource, indent: "    ")
                }
            }
            if let support = current.model.supportsVersionsFrom {
                for store in stores where !store.supported {
                    out += "  \(store.version): unsupported (older than @supportsVersionsFrom(\"\(support.name)\")), not checked\n"
                }
            }
        }
        for step in steps {
            out += "\n\(step.from) → \(step.to): \(verdict(step.report, step.mapping))\n"
            if step.report.changes.isEmpty { out += "  no schema change\n" }
            for change in step.report.changes { out += "  \(change.description)\n" }
            out += problems(step.report, toSource: step.toSource, indent: "  ")
        }
        if timeline.unfrozen, let current = timeline.current {
            let since = timeline.frozen.last.map { "since '\($0.name)'" } ?? "(no frozen version yet)"
            out += "\nunfrozen: \(current.name) has schema changes \(since); run 'cdm freeze \(input)' before shipping it\n"
        }
        print(out, terminator: "")
    }

    static func json(_ step: VersionTimeline.Step) -> [String: Any] {
        var object: [String: Any] = [
            "from": step.from, "to": step.to, "lightweight": step.report.isLightweight,
            "changes": step.report.changes.map(json), "problems": step.report.problems.map(json),
        ]
        if let mapping = step.mapping {
            object["mapped"] = true
            object["mappingModel"] = mapping.mappingModel
        }
        return object
    }

    static func json(_ store: VersionTimeline.Store) -> [String: Any] {
        guard store.supported else {
            // Older than @supportsVersionsFrom: listed, not compared.
            return ["version": store.version, "supported": false, "lightweight": NSNull(), "mapped": NSNull(), "changes": [Any](), "problems": [Any]()]
        }
        var object: [String: Any] = [
            "supported": true,
            "version": store.version, "lightweight": store.report.isLightweight, "mapped": store.mapping != nil,
            "changes": store.report.changes.map(json), "problems": store.report.problems.map(json),
        ]
        if let mapping = store.mapping { object["mappingModel"] = mapping.mappingModel }
        return object
    }

    static func json(_ change: SchemaChange) -> [String: Any] {
        var object: [String: Any] = ["kind": change.kind.rawValue, "entity": change.entity]
        if let property = change.property { object["property"] = property }
        if let oldName = change.oldName { object["oldName"] = oldName }
        if let input = change.input { object["input"] = input }
        if let old = change.old { object["old"] = old }
        if let new = change.new { object["new"] = new }
        return object
    }

    static func json(_ problem: MigrationProblem) -> [String: Any] {
        var object: [String: Any] = [
            "code": problem.code.rawValue, "severity": problem.severity.name, "entity": problem.entity,
            "message": problem.message,
        ]
        // Always present: null for a problem of the entity itself, so `p["property"]` never fails.
        object["property"] = problem.property ?? NSNull()
        return object
    }

    static func printJSON(_ timeline: VersionTimeline, _ steps: [VersionTimeline.Step], _ stores: [VersionTimeline.Store]) {
        let object: [String: Any] = [
            "versions": timeline.entries.map { ["name": $0.name, "frozen": $0.frozen] as [String: Any] },
            "steps": steps.map(json),
            "stores": stores.map(json),
            "unfrozen": timeline.unfrozen,
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        FileHandle.standardOutput.write(data)
        print("")
    }
}

extension VersionTimeline {
    /// The migration problems of a `.cdm` file against every frozen version of its bundle it
    /// supports (`StoreCheck`), as diagnostics of the file (what `cdm check` adds): none when the
    /// model has errors, names no bundle or the bundle has no frozen version. A version a mapping
    /// model to the current one covers reports no error.
    static func migrationDiagnostics(cdmPath: String, analysis: Analysis) -> [Diagnostic] {
        guard cdmPath != "-", !analysis.diagnostics.hasErrors, let bundle = bundlePath(for: analysis.model, cdmPath: cdmPath) else { return [] }
        return VersionHistory.migrationDiagnostics(for: analysis.model, bundle: URL(fileURLWithPath: bundle))
    }
}
