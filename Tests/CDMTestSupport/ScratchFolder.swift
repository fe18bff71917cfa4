// Scratch folders for the tests that write files: on the case-insensitive mount CI asks for (CDM_CASEFOLD_DIR), else the system's temporary folder.

import Foundation

/// Where the file-writing tests write. `.ci/run` mounts `.ci/casefold-fs` (case-insensitive and
/// case-preserving, like APFS) and names it in `CDM_CASEFOLD_DIR`; the writer's tests then run there.
public enum ScratchFolder {
    public struct NotCaseInsensitive: Error, CustomStringConvertible {
        public var folder: String
        public var description: String {
            "CDM_CASEFOLD_DIR is '\(folder)', which is not a case-insensitive folder (is .ci/casefold-fs mounted there?)"
        }
    }

    /// The case-insensitive folder CI named, or nil when the variable is unset or empty.
    public static var caseFoldRoot: String? {
        guard let value = ProcessInfo.processInfo.environment["CDM_CASEFOLD_DIR"], !value.isEmpty else { return nil }
        return value
    }

    /// A new empty folder (symbolic links resolved) under `CDM_CASEFOLD_DIR` when it is set, else
    /// under the system's temporary folder. Throws when the variable names a folder that does not
    /// fold case: a test asked to run on the mount never passes quietly elsewhere.
    public static func make(_ label: String) throws -> URL {
        let base = URL(fileURLWithPath: caseFoldRoot ?? NSTemporaryDirectory()).resolvingSymlinksInPath()
        let url = base.appendingPathComponent("cdm-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if caseFoldRoot != nil, !isCaseInsensitive(url) {
            try? FileManager.default.removeItem(at: url)
            throw NotCaseInsensitive(folder: base.path)
        }
        return url
    }

    /// Whether `folder` finds a name in another case (tried with a probe file, removed after).
    public static func isCaseInsensitive(_ folder: URL) -> Bool {
        let probe = folder.appendingPathComponent(".case-probe-\(UUID().uuidString.lowercased())")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        let upper = folder.appendingPathComponent(probe.lastPathComponent.uppercased())
        return FileManager.default.fileExists(atPath: upper.path)
    }

    /// The names in `folder` as the file system keeps them (their case as created), sorted.
    public static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
