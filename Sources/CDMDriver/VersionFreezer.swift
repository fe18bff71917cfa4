// Freezing a model version: writes `NAME.xcdatamodel/contents` into the bundle, never over anything that exists.

import CDMGenerators
import CDMImport
import CDMModel
import Foundation

/// What `cdm freeze` and the server's `cdm.freezeVersion` share: naming, the frozen XML, safe writing.
public enum VersionFreezer {
    public enum Outcome: Equatable, Sendable {
        /// Written: the version's name and the path of its `contents`.
        case written(name: String, contents: String)
        /// The schema equals the newest frozen version's: nothing written.
        case unchanged(since: String)
    }

    /// Why nothing was written; `isUsage` for a name that cannot be a version name.
    public struct Refusal: Error, Equatable, Sendable {
        public var message: String
        public var isUsage: Bool
    }

    /// Freezes `model` into `bundle` (a path) as `name`, or the next name of the history's scheme.
    ///
    /// - Parameters:
    ///   - allowedRoot: the folder the bundle must be in, also through symbolic links (the `.cdm`
    ///     file's folder, or the server's workspace folder): the containment `generate` keeps.
    ///   - existing: the names of the bundle's version folders (`VersionHistory.versionNames`).
    ///   - newestFrozen: the newest frozen version (`VersionHistory.newestFrozen`), if any.
    public static func freeze(
        _ model: Model, sourceFileName: String, bundle: String, allowedRoot: String, name: String?, existing: [String],
        newestFrozen: (name: String, model: Model)?
    ) throws(Refusal) -> Outcome {
        if let name, let problem = invalidName(name) {
            throw Refusal(message: "invalid version name '\(shown(name))': \(problem)", isUsage: true)
        }
        if let newestFrozen, SchemaIdentity.sameSchema(newestFrozen.model, model) {
            return .unchanged(since: newestFrozen.name)
        }
        let bundleName = ((bundle as NSString).lastPathComponent as NSString).deletingPathExtension
        let versionName = name ?? defaultName(newestFrozen: newestFrozen?.name, existing: existing + [model.name], bundleName: bundleName)
        if let problem = invalidName(versionName) {
            throw Refusal(message: "invalid version name '\(shown(versionName))': \(problem)", isUsage: true)
        }
        let taken = Set((existing + [model.name]).map { $0.lowercased() })
        if taken.contains(versionName.lowercased()) {
            let why = versionName.lowercased() == model.name.lowercased() ? " (the version 'cdm generate' writes)" : ""
            throw Refusal(message: "\(bundle) already has a version named '\(versionName)'\(why); choose another with --name", isUsage: false)
        }
        if let newest = newestFrozen?.name, !VersionHistory.comesAfter(versionName, newest) {
            let next = defaultName(newestFrozen: newest, existing: existing + [model.name], bundleName: bundleName)
            throw Refusal(
                message:
                    "'\(versionName)' would come before the newest frozen version '\(newest)': versions are ordered by the number that ends their names (a name without one is version 1), then alphabetically; choose a name that comes after it, such as '\(next)', with --name",
                isUsage: false)
        }
        let folder = try openBundle(bundle, allowedRoot: allowedRoot)
        try writeNew(versionName, in: folder, bundle: bundle, contents: frozenContents(model, sourceFileName: sourceFileName))
        return .written(name: versionName, contents: ((bundle as NSString).appendingPathComponent(versionName + ".xcdatamodel") as NSString).appendingPathComponent("contents"))
    }

    /// The history's next name: the newest frozen version's with its number plus one, in its own
    /// scheme (`Model 117` → `Model 118`, `zmessaging2.101.0` → `zmessaging2.102.0`), else the
    /// bundle's name and 2 (`Shop 2`); names that exist are skipped. Always after `newestFrozen`.
    public static func defaultName(newestFrozen: String?, existing: [String], bundleName: String) -> String {
        var name = newestFrozen.flatMap(VersionHistory.nextName(after:)) ?? "\(bundleName) 2"
        let taken = Set(existing.map { $0.lowercased() })
        while taken.contains(name.lowercased()), let next = VersionHistory.nextName(after: name) { name = next }
        return name
    }

    static func invalidName(_ name: String) -> String? {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { return "it is empty" }
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "it contains the control character U+\(String(format: "%04X", control.value))"
        }
        if name.contains("/") { return "it contains '/'" }
        if name.hasPrefix(".") { return "it starts with '.'" }
        if name.hasSuffix(".xcdatamodel") { return "give the name without '.xcdatamodel'" }
        return nil
    }

    /// `name` for a message: control characters as `\u{…}`.
    static func shown(_ name: String) -> String {
        name.unicodeScalars.map { $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }

    /// The `contents` cdm generates, without the generated-file header: a file Xcode could have saved.
    public static func frozenContents(_ model: Model, sourceFileName: String) -> String {
        let generated = XcdatamodelGenerator.contents(model, context: GenerationContext(sourceFileName: sourceFileName))
        var lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeAll { $0.contains(GeneratedHeader.marker) }
        return lines.joined(separator: "\n")
    }

    /// Opens `bundle` (creating it when missing) from `allowedRoot`, one folder at a time without
    /// following a link, after checking that its real path is inside the root's: a bundle that is,
    /// or lies below, a symbolic link out of the root is refused, as `generate` refuses it.
    static func openBundle(_ bundle: String, allowedRoot: String) throws(Refusal) -> Folder {
        guard let root = OutputWriter.realPath(OutputWriter.absolute(allowedRoot)), root.blockedBy == nil, OutputWriter.isDirectory(root.path) else {
            throw Refusal(message: "the folder '\(allowedRoot)' does not exist", isUsage: false)
        }
        let absolute = OutputWriter.normalize(OutputWriter.absolute(bundle))
        guard let real = OutputWriter.realPath(absolute), OutputWriter.isInside(real.path, root: root.path) else {
            throw Refusal(
                message: "\(bundle) leads out of '\(root.path)' (through a symbolic link or '..'); nothing written ('cdm generate' refuses it too)",
                isUsage: false)
        }
        if let blocker = real.blockedBy { throw Refusal(message: "\(bundle): '\(blocker)' is a file, not a folder", isUsage: false) }
        do {
            return try OutputWriter.openInside(root: root.path, absolute, display: bundle, create: true)
        } catch {
            throw Refusal(message: "\(bundle): \(error.message)", isUsage: false)
        }
    }

    /// Removes the hidden folders a freeze killed between `mkdir` and `rename` (SIGKILL, a power
    /// cut) left in the bundle: `.NAME.xcdatamodel.cdm-PID[-N]` whose process is gone, holding
    /// nothing but what a freeze writes there (`contents`, `.contents.cdm-…`). Anything else in
    /// such a folder is the user's, and the folder stays.
    static func sweepAbandoned(in folder: Folder) {
        for name in folder.names() where name.hasPrefix(".") {
            guard let marker = name.range(of: ".xcdatamodel.cdm-", options: .backwards) else { continue }
            let suffix = name[marker.upperBound...]
            guard let pid = Int32(suffix.prefix(while: { $0 != "-" })), pid > 0, pid != getpid() else { continue }
            // Still running (or someone else's, EPERM): leave it.
            if kill(pid, 0) == 0 || errno != ESRCH { continue }
            guard let abandoned = try? folder.child(name, create: false) else { continue }
            let inside = abandoned.names()
            guard inside.allSatisfy({ $0 == "contents" || $0.hasPrefix(".contents.cdm-") }) else { continue }
            for file in inside { unlinkat(abandoned.fd, file, 0) }
            unlinkat(folder.fd, name, AT_REMOVEDIR)
        }
    }

    /// Writes `NAME.xcdatamodel/contents` in the opened bundle: the version is built in a hidden
    /// folder of its own (`.NAME.xcdatamodel.cdm-PID`, which no reader takes for a version) and
    /// renamed into place once its `contents` is complete and on disk, so an interrupted freeze
    /// (a kill, Ctrl-C, a file-size limit) never leaves a version folder without its `contents`.
    /// An existing version is never replaced: the name is checked just before the rename, and
    /// `rename` fails on a folder that is not empty (an empty one that appeared in that instant is
    /// all it can replace). On failure, what was created is removed.
    static func writeNew(_ versionName: String, in folder: Folder, bundle: String, contents: String) throws(Refusal) {
        let final = versionName + ".xcdatamodel"
        let display = (bundle as NSString).appendingPathComponent(final)
        let file = (display as NSString).appendingPathComponent("contents")
        func refuse(_ message: String) -> Refusal { Refusal(message: message, isUsage: false) }
        if folder.status(final) != nil { throw refuse("\(display): already exists; nothing written") }
        sweepAbandoned(in: folder)
        // A short stem keeps the hidden name within NAME_MAX.
        let stem = String(decoding: Array(final.utf8.prefix(180)), as: UTF8.self)
        var temporary = ""
        var made = false
        for attempt in 0..<100 {
            temporary = ".\(stem).cdm-\(getpid())" + (attempt == 0 ? "" : "-\(attempt)")
            if mkdirat(folder.fd, temporary, 0o755) == 0 {
                made = true
                break
            }
            if errno != EEXIST { break }
        }
        guard made else { throw refuse("cannot write \(file): cannot create a folder in \(bundle) (\(String(cString: strerror(errno))))") }
        func discard() {
            unlinkat(folder.fd, temporary + "/contents", 0)
            unlinkat(folder.fd, temporary, AT_REMOVEDIR)
        }
        do {
            let building = try folder.child(temporary, create: false)
            try building.put(Array(contents.utf8), at: "contents", replacing: nil, sync: true)
        } catch {
            discard()
            throw refuse("cannot write \(file): \(error.message)")
        }
        guard folder.status(final) == nil else {
            discard()
            throw refuse("\(display): appeared while cdm was writing it; nothing written")
        }
        if renameat(folder.fd, temporary, folder.fd, final) != 0 {
            let reason = String(cString: strerror(errno))
            discard()
            throw refuse("cannot write \(file): \(reason)")
        }
        fsync(folder.fd)
    }
}
