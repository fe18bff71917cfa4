// Issue 32's example through the real binary: `cdm check` and `cdm lsp` over pipes give its five diagnostics at their characters, and typing a fix clears one.

import CDMProtocol
import CDMTestSupport
import Foundation
import XCTest

final class ExpressionDiagnosticsServerTests: XCTestCase {
    let uri = "file:///tmp/cdm-e2e/Hires.cdm"
    let text = """
        entity Employee {
          name: String?
          startDate: Date?
          tags: [Tag] @inverse(owner)
          tagCount: Int64 = 0 @derived("tagz.@count")
          fetched recent: [Tag] @predicate("nam == $FETCH_SOURCE.name")
        }
        entity Tag {
          name: String?
          owner: Employee? @inverse(tags)
        }
        fetchRequest RecentHires: Employee @predicate("startDat > $SINCE AND tags.name == 'x' AND (name ==")

        """

    /// The five mistakes: code, line (0-based), the UTF-16 columns where each starts and ends; each is found by
    /// `needle` and is its first `length` characters, or the empty range after it (`length` nil).
    var expected: [String] {
        func at(_ needle: String, _ code: String, length: Int?) -> String {
            let lines = text.components(separatedBy: "\n")
            let line = lines.firstIndex { $0.contains(needle) }!
            let found = lines[line].range(of: needle)!
            let start = lines[line][..<found.lowerBound].utf16.count + (length == nil ? needle.utf16.count : 0)
            return "\(code) \(line):\(start)-\(start + (length ?? 0))"
        }
        return [
            at("tagz.", "unknown-key-path", length: 4), at("nam ==", "unknown-key-path", length: 3),
            at("startDat >", "unknown-key-path", length: 8), at("tags.name ==", "to-many-key-path", length: 4),
            at("(name ==", "expression-syntax-error", length: nil),
        ]
    }

    func render(_ diagnostics: [JSONValue]) -> [String] {
        diagnostics.map { d in
            let r = d["range"]
            return "\(d["code"]?.stringValue ?? "?") \(r?["start"]?["line"]?.intValue ?? -1):\(r?["start"]?["character"]?.intValue ?? -1)-\(r?["end"]?["character"]?.intValue ?? -1)"
        }
    }

    func testTheServerGivesTheFiveDiagnosticsAndTypingAFixClearsOne() throws {
        let server = try ServerProcess()
        _ = server.request(1, "initialize", ["processId": .null, "capabilities": [:]])
        server.notify("initialized", [:])
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
        let opened = render(server.diagnostics(version: 1)?["diagnostics"]?.arrayValue ?? [])
        XCTAssertEqual(opened.sorted(), expected.sorted())
        // Type the missing 'e' of startDat: the predicate's entity did not change, its string did.
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("startDat ") }!
        let column = text.components(separatedBy: "\n")[line].range(of: "startDat ").map { text.components(separatedBy: "\n")[line][..<$0.lowerBound].utf16.count + 8 }!
        let at: JSONValue = ["line": .int(line), "character": .int(column)]
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["range": ["start": at, "end": at], "text": "e"]]])
        let typed = render(server.diagnostics(version: 2)?["diagnostics"]?.arrayValue ?? [])
        XCTAssertEqual(typed.count, 4, "\(typed)")
        XCTAssertFalse(typed.contains { $0.hasPrefix("unknown-key-path \(line):") }, "\(typed)")
        _ = server.request(99, "shutdown", .null)
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 0)
    }

    func testCheckGivesTheFiveDiagnostics() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-expr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("Hires.cdm"), atomically: true, encoding: .utf8)
        let run = try CLITests.cdm(["check", "--format", "json", "Hires.cdm"], in: folder)
        XCTAssertEqual(run.status, 1, run.stderr)
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        // Lines and columns are 1-based in Unicode scalars: the text is ASCII, so they are the UTF-16 columns plus one.
        let found = records.map { "\($0["code"]!) \(($0["line"] as! Int) - 1):\(($0["column"] as! Int) - 1)-\(($0["endColumn"] as! Int) - 1)" }
        XCTAssertEqual(found.sorted(), expected.sorted())
    }
}
