// Freezing a model version: writes `NAME.xcdatamodel/contents` into the bundle, never over anything that exists.

import CDMGenerators
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

    /// Freezes `model` into `bundle` (a path) as `name`, or Xcode's next name.
    ///
    /// - Parameters:
    ///   - existing: the names of the bundle's version folders (`VersionHistory.versionNames`).
    ///   - newestFrozen: the newest frozen version (`VersionHistory.newestFrozen`), if any.
    public static func freeze(
        _ model: Model, sourceFileName: String, bundle: String, name: String?, existing: [String], newestFrozen: (name: String, model: Model)?
    ) throws(Refusal) -> Outcome {
        if let newestFrozen, SchemaIdentity.sameSchema(newestFrozen.model, model) {
            return .unchanged(since: newestFrozen.name)
        }
        let bundleName = ((bundle as NSString).lastPathComponent as NSString).deletingPathExtension
        let versionName = name ?? defaultName(newestFrozen: newestFrozen?.name, existing: existing + [model.name], bundleName: bundleName)
        if let problem = invalidName(versionName) {
            throw Refusal(message: "invalid version name '\(versionName)': \(problem)", isUsage: true)
        }
        let taken = Set((existing + [model.name]).map { $0.lowercased() })
        if taken.contains(versionName.lowercased()) {
            let why = versionName.lowercased() == model.name.lowercased() ? " (the version 'cdm generate' writes)" : ""
            throw Refusal(message: "\(bundle) already has a version named '\(versionName)'\(why); choose another with --name", isUsage: false)
        }
        let folder = (bundle as NSString).appendingPathComponent(versionName + ".xcdatamodel")
        try writeNew(folder: folder, contents: frozenContents(model, sourceFileName: sourceFileName))
        return .written(name: versionName, contents: (folder as NSString).appendingPathComponent("contents"))
    }

    /// Xcode's naming: the newest frozen version's stem and number plus one, else the bundle's name
    /// and 2; names that exist are skipped.
    public static func defaultName(newestFrozen: String?, existing: [String], bundleName: String) -> String {
        var stem = bundleName
        var number = 2
        if let newest = newestFrozen, let space = newest.lastIndex(of: " "), let n = Int(newest[newest.index(after: space)...]) {
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
    public static func frozenContents(_ model: Model, sourceFileName: String) -> String {
        let generated = XcdatamodelGenerator.contents(model, context: GenerationContext(sourceFileName: sourceFileName))
        var lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeAll { $0.contains(GeneratedHeader.marker) }
        return lines.joined(separator: "\n")
    }

    /// Creates `folder` (failing when it exists) and writes `contents` in it through a temporary file
    /// linked into place, so neither a folder nor a file that exists is ever replaced, and a reader
    /// never sees a half-written file. On failure, what was created is removed.
    static func writeNew(folder: String, contents: String) throws(Refusal) {
        func refuse(_ message: String) -> Refusal { Refusal(message: "\(folder): \(message)", isUsage: false) }
        let bundle = (folder as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
        } catch {
            throw refuse("cannot create the bundle folder \(bundle)")
        }
        if mkdir(folder, 0o755) != 0 {
            throw refuse(errno == EEXIST ? "already exists; nothing written" : String(cString: strerror(errno)))
        }
        let final = (folder as NSString).appendingPathComponent("contents")
        let temporary = (folder as NSString).appendingPathComponent(".contents.cdm-\(getpid())")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
            rmdir(folder)
            throw refuse("cannot write \(temporary)")
        }
        if link(temporary, final) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            rmdir(folder)
            throw refuse("cannot write contents: \(reason)")
        }
        unlink(temporary)
    }
}
