// Golden files: compare output with a stored file; write it when missing or when CDM_UPDATE_GOLDEN=1.

import Foundation
import XCTest

/// Golden-file assertions.
///
/// A golden file holds the expected output of a test, reviewed in the diff like code. When the
/// file is missing, the test writes it and passes (with a note), so a new fixture needs only its
/// input; under CI (`CI` set in the environment) a missing golden is a failure instead, so that
/// nothing unreviewed is accepted. Set `CDM_UPDATE_GOLDEN=1` to rewrite every golden after an
/// intended change, then review the diff.
public enum Golden {
    /// Whether goldens are being rewritten (`CDM_UPDATE_GOLDEN=1`).
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment["CDM_UPDATE_GOLDEN"] == "1" }

    static var isCI: Bool {
        let ci = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !ci.isEmpty && ci != "0" && ci.lowercased() != "false"
    }

    /// Asserts that `actual` equals the content of `url`, writing the file when it is missing or
    /// when goldens are being updated. Returns whether the content matched (or was written).
    @discardableResult
    public static func assertMatches(_ actual: String, golden url: URL, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let exists = FileManager.default.fileExists(atPath: url.path)
        if isUpdating || (!exists && !isCI) {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
            } catch {
                XCTFail("cannot write golden file \(url.path): \(error)", file: file, line: line)
                return false
            }
            if !exists { print("note: wrote missing golden file \(url.path); review it") }
            return true
        }
        guard exists else {
            XCTFail("golden file \(url.path) is missing; run the tests with CDM_UPDATE_GOLDEN=1 locally and commit it", file: file, line: line)
            return false
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("cannot read golden file \(url.path)", file: file, line: line)
            return false
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected == actual { return true }
        XCTFail(
            "output differs from golden file \(url.lastPathComponent) (rerun with CDM_UPDATE_GOLDEN=1 to accept):\n\(diff(expected: expected, actual: actual))", file: file,
            line: line)
        return false
    }

    /// A short line diff: the first differing lines with a little context.
    public static func diff(expected: String, actual: String, context: Int = 2, maxLines: Int = 40) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < e.count && first < a.count && e[first] == a[first] { first += 1 }
        var endE = e.count
        var endA = a.count
        while endE > first && endA > first && e[endE - 1] == a[endA - 1] {
            endE -= 1
            endA -= 1
        }
        var out: [String] = ["@@ line \(first + 1) @@"]
        for i in max(0, first - context)..<first { out.append("  " + e[i]) }
        for i in first..<endE { out.append("- " + e[i]) }
        for i in first..<endA { out.append("+ " + a[i]) }
        for i in endE..<min(e.count, endE + context) { out.append("  " + e[i]) }
        if out.count > maxLines { out = Array(out.prefix(maxLines)) + ["… (\(out.count - maxLines) more lines)"] }
        return out.joined(separator: "\n")
    }
}
