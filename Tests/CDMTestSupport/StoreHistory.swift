// Builds a hand-made history of Tests/CDMVersionsTests/Fixtures/Stores in a folder with the real `cdm freeze`, for the CLI's and the server's tests.

import Foundation

/// A fixture is a history: versions separated by `// ==== ` lines, oldest first, the last one
/// current. Its versions are frozen as `H 1`, `H 2`, … into `H.xcdatamodeld` and the current model
/// stays `Shop.cdm`; a `// mapped: H 1` line adds a mapping model from that version to the current
/// one. `<name>.json` holds the stores `cdm versions --format json` reports, `<name>.check` what
/// `cdm check` (and the editor) reports, one `LINE:COLUMN: severity: message [code]` a line.
public enum StoreHistory {
    public static var fixtures: URL { TestPaths.fixtures("CDMVersionsTests", "Stores") }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The versions of a fixture's text, each with `generate xcdatamodel to "H.xcdatamodeld"` after
    /// its `model` line.
    public static func versions(_ text: String) throws -> [String] {
        var sections: [String] = [""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// ==== ") {
                sections.append("")
            } else {
                sections[sections.count - 1] += line + "\n"
                if line.hasPrefix("model Shop") { sections[sections.count - 1] += "generate xcdatamodel to \"H.xcdatamodeld\"\n" }
            }
        }
        guard sections.allSatisfy({ $0.contains("generate xcdatamodel") }) else { throw Failure(description: "a version has no 'model Shop' line") }
        return sections
    }

    /// Writes the history into `folder` with the `cdm` binary at `cdm`; returns the current text
    /// (also written as `Shop.cdm`).
    @discardableResult
    public static func build(_ text: String, in folder: URL, cdm: URL) throws -> String {
        let versions = try versions(text)
        let shop = folder.appendingPathComponent("Shop.cdm")
        for (i, version) in versions.enumerated() {
            try version.write(to: shop, atomically: true, encoding: .utf8)
            guard i < versions.count - 1 else { break }
            let process = Process()
            process.executableURL = cdm
            process.arguments = ["freeze", "--name", "H \(i + 1)", "Shop.cdm"]
            process.currentDirectoryURL = folder
            let err = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw Failure(description: "cdm freeze of H \(i + 1) failed: \(message)") }
        }
        for line in text.split(separator: "\n") where line.hasPrefix("// mapped: ") {
            let version = line.dropFirst("// mapped: ".count)
            let mapping = folder.appendingPathComponent("\(version)ToShop.xcmappingmodel")
            try FileManager.default.createDirectory(at: mapping, withIntermediateDirectories: true)
            try """
            <database>
                <object type="XDDEVMAPPINGMODEL" id="z1">
                    <attribute name="sourcemodelpath" type="string">H.xcdatamodeld/\(version).xcdatamodel</attribute>
                    <attribute name="destinationmodelpath" type="string">H.xcdatamodeld/Shop.xcdatamodel</attribute>
                </object>
            </database>

            """.write(to: mapping.appendingPathComponent("xcmapping.xml"), atomically: true, encoding: .utf8)
        }
        return versions[versions.count - 1]
    }

    /// The `.check` file of a fixture: the expected diagnostics of the current model.
    public static func expectedCheck(_ fixture: URL) -> URL { fixture.deletingPathExtension().appendingPathExtension("check") }
}
