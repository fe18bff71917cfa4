// Soak: a scripted editing session over the largest corpus model, replayed quickly, with the server's memory measured.
//
// The session types property lines into entities character by character, asks for completion
// as an editor does (after ':' and '@' and while typing a word), hovers, pastes and deletes whole
// entities, and backspaces what it typed so the document keeps its size: the server's resident
// memory after the session must stay within a small bound of what it was after the warm-up.
//
// `swift test` runs a short session. `Fuzz/soak.sh` runs 30 minutes of typing (9,000
// keystrokes at 5 a second) against a release build: set `CDM_SOAK_KEYSTROKES` and `CDM_BINARY`.

import CDMImport
import CDMProtocol
import CDMSyntax
import CDMTestSupport
import Foundation
import XCTest

final class SoakTests: XCTestCase {
    /// Part of the slow group (`TestScale`): CI runs it, `swift test` alone skips it.
    override func setUpWithError() throws { try TestScale.requireSlowRun() }

    /// The largest `contents` file of the Xcode corpus, imported as `.cdm` text.
    func largestCorpusModel() throws -> (name: String, text: String)? {
        let files = TestPaths.corpusModels()
        let largest = try XCTUnwrap(
            files.max { (try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) ?? 0 < (try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) ?? 0 })
        let data = try Data(contentsOf: largest)
        let result = try XcodeImporter.importContents(data, fileName: largest.lastPathComponent)
        return (largest.lastPathComponent, result.cdmText)
    }

    func testTypingSessionKeepsMemoryBounded() throws {
        guard let (name, original) = try largestCorpusModel() else { return }
        let environment = ProcessInfo.processInfo.environment
        let keystrokes = Int(environment["CDM_SOAK_KEYSTROKES"] ?? "") ?? (isDebugBuild ? 600 : 1500)
        let server = try ServerProcess()
        XCTAssertNotNil(server.initialize())
        let uri = "file:///tmp/cdm-soak/Soak.cdm"
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(original)]])
        XCTAssertNotNil(server.diagnostics(version: 1, timeout: 60))

        var text = Array(original.utf8)
        var version = 1
        var requestID = 10
        var requests = 0
        var random = SeededRandom(seed: 2026)
        let started = Date()
        var warmMB = 0.0
        var peakMB = 0.0

        func position(_ offset: Int) -> JSONValue {
            let p = LineIndex(bytes: text).position(of: offset)
            return ["line": .int(p.line), "character": .int(p.column)]
        }
        func replace(_ start: Int, _ end: Int, _ new: String) {
            let range: JSONValue = ["start": position(start), "end": position(end)]
            text.replaceSubrange(start..<end, with: Array(new.utf8))
            version += 1
            server.notify(
                "textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["range": range, "text": .string(new)]]])
        }
        func ask(_ method: String, at offset: Int) {
            requestID += 1
            requests += 1
            let answer = server.request(requestID, method, ["textDocument": ["uri": .string(uri)], "position": position(offset)], timeout: 30)
            XCTAssertNotNil(answer, "\(method) was answered")
            XCTAssertNil(answer?["error"], "\(method): \(String(describing: answer?["error"]))")
        }
        /// Offsets just before the closing brace of each entity (where a new property goes).
        func insertionPoints() -> [Int] {
            Parser.parse(bytes: text).declarations.filter { $0.kind == .entityDecl }.compactMap { decl in
                decl.directTokens.last { $0.kind == .rBrace }?.range.start
            }
        }

        var typed = 0
        var cycle = 0
        while typed < keystrokes {
            cycle += 1
            let points = insertionPoints()
            guard let at = points.randomElement(using: &random) else { break }
            let line = "  typed\(cycle): \(["String?", "Int32 = 0", "Date?", "Bool = false @transient", "[Item]"].randomElement(using: &random)!)\n"
            var cursor = at
            // Typing, with completion where an editor asks for it.
            for ch in line.unicodeScalars {
                replace(cursor, cursor, String(ch))
                cursor += String(ch).utf8.count
                typed += 1
                if ch == ":" || ch == "@" || (ch == "S" || ch == "I" || ch == "D") { ask("textDocument/completion", at: cursor) }
            }
            if cycle % 3 == 0 { ask("textDocument/hover", at: at + 4) }
            if cycle % 10 == 0 {
                // Paste an entity and remove it again.
                let end = text.count
                replace(end, end, "\nentity Pasted\(cycle) {\n  name: String\n  items: [Item]\n}\n")
                ask("textDocument/documentSymbol", at: 0)
                replace(end, text.count, "")
            }
            // Backspace what was typed, one character at a time.
            while cursor > at {
                var start = cursor - 1
                while start > at && (text[start] & 0xC0) == 0x80 { start -= 1 }
                replace(start, cursor, "")
                cursor = start
                typed += 1
            }
            if cycle % 20 == 0 {
                XCTAssertNotNil(server.diagnostics(version: version, timeout: 60), "diagnostics for version \(version)")
                let rss = try server.residentMB
                peakMB = max(peakMB, rss)
                if warmMB == 0 && typed >= keystrokes / 10 { warmMB = rss }
            }
        }
        XCTAssertNotNil(server.diagnostics(version: version, timeout: 60))
        XCTAssertEqual(text, Array(original.utf8), "the session ends with the text it started with")
        let endMB = try server.residentMB
        if warmMB == 0 { warmMB = endMB }
        peakMB = max(peakMB, endMB)
        let seconds = Date().timeIntervalSince(started)
        print(
            "soak: \(name) (\(original.utf8.count) bytes), \(typed) keystrokes, \(requests) requests, \(version) versions in \(String(format: "%.1f", seconds)) s; server memory after warm-up \(String(format: "%.1f", warmMB)) MB, at the end \(String(format: "%.1f", endMB)) MB, peak \(String(format: "%.1f", peakMB)) MB"
        )
        // A small bound: what a few analyses of this model occupy, not what thousands would.
        XCTAssertLessThan(endMB - warmMB, 25, "the server's memory grew by \(endMB - warmMB) MB over the session")
        XCTAssertEqual(server.request(requestID + 1, "shutdown", .null)?["result"], .null)
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 0)
    }

    /// Whole-text replacements, as a client syncing full text (or formatting on save) sends them.
    /// Regression: each replacement starts a new incremental analyzer, and the old one's units
    /// kept each other alive through their diagnostics (4,000 replacements: 90 → 360 MB).
    func testWholeTextReplacementsKeepMemoryBounded() throws {
        guard let (_, original) = try largestCorpusModel() else { return }
        let replacements = Int(ProcessInfo.processInfo.environment["CDM_SOAK_REPLACEMENTS"] ?? "") ?? (isDebugBuild ? 300 : 1000)
        let server = try ServerProcess()
        XCTAssertNotNil(server.initialize())
        let uri = "file:///tmp/cdm-soak/Replaced.cdm"
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(original)]])
        XCTAssertNotNil(server.diagnostics(version: 1, timeout: 60))
        // Forty entities with a warning and an error each: diagnostics that name their entity.
        let added = (0..<40).map { "\nentity Added\($0) {\n  count: Int16?\n  items: [Added\($0)] @inverse(nothing)\n}\n" }.joined()
        var warmMB = 0.0
        for version in 2...(replacements + 1) {
            // Alternate two texts, so that every replacement changes something.
            let text = version % 2 == 0 ? original + added : original
            server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["text": .string(text)]]])
            // Each version is analysed (a burst of replacements would be coalesced).
            XCTAssertNotNil(server.diagnostics(version: version, timeout: 60), "diagnostics for version \(version)")
            if version == max(40, replacements / 4) { warmMB = try server.residentMB }
        }
        let endMB = try server.residentMB
        print(
            "soak: \(replacements) whole-text replacements of \(original.utf8.count) bytes; server memory after warm-up \(String(format: "%.1f", warmMB)) MB, at the end \(String(format: "%.1f", endMB)) MB"
        )
        XCTAssertLessThan(endMB - warmMB, 20, "the server's memory grew by \(endMB - warmMB) MB over \(replacements) replacements")
        XCTAssertEqual(server.request(2, "shutdown", .null)?["result"], .null)
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 0)
    }
}
