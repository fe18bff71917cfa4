// The stores of every frozen version while typing: `cdm lsp` over pipes publishes what `cdm check` reports for the hand-made histories.

import CDMProtocol
import CDMTestSupport
import Foundation
import XCTest

final class StoreServerTests: XCTestCase {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-stores-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A server with `Shop.cdm` of `folder` open as `text`.
    func open(_ text: String, in folder: URL) throws -> (ServerProcess, JSONValue) {
        let server = try ServerProcess()
        _ = server.request(1, "initialize", ["processId": .null, "rootUri": .string(folder.absoluteString), "capabilities": [:]])
        server.notify("initialized", [:])
        let uri = JSONValue.string(folder.appendingPathComponent("Shop.cdm").absoluteString)
        server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "cdm", "version": 1, "text": .string(text)]])
        return (server, uri)
    }

    /// A publishDiagnostics as `cdm check` prints it without the file: `LINE:COLUMN: severity: message [code]`.
    static func lines(_ params: JSONValue?) -> String {
        let names = [1: "error", 2: "warning", 3: "info", 4: "hint"]
        return (params?["diagnostics"]?.arrayValue ?? []).map { d in
            let line = (d["range"]?["start"]?["line"]?.intValue ?? -1) + 1
            let column = (d["range"]?["start"]?["character"]?.intValue ?? -1) + 1
            return "\(line):\(column): \(names[d["severity"]?.intValue ?? 0] ?? "?"): \(d["message"]?.stringValue ?? "") [\(d["code"]?.stringValue ?? "")]\n"
        }.joined()
    }

    func testEveryHistoryPublishesWhatCheckReports() throws {
        let fixtures = TestPaths.cdmFiles(in: StoreHistory.fixtures)
        XCTAssertGreaterThanOrEqual(fixtures.count, 10)
        for fixture in fixtures {
            let name = fixture.lastPathComponent
            guard let text = TestPaths.read(fixture), let expected = TestPaths.read(StoreHistory.expectedCheck(fixture)) else { continue }
            let folder = try folder()
            let current = try StoreHistory.build(text, in: folder, cdm: ServerProcess.binary)
            let (server, uri) = try open(current, in: folder)
            XCTAssertEqual(Self.lines(server.diagnostics(version: 1)), expected, name)
            // An edit at the end of the file changes nothing: the same problems, from the cache.
            let end = LineIndexEnd.position(current)
            server.notify(
                "textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["range": ["start": end, "end": end], "text": "\n"]]])
            XCTAssertEqual(Self.lines(server.diagnostics(version: 2)), expected, "\(name), after an edit")
            XCTAssertNotNil(server.request(9, "shutdown", .null))
            server.notify("exit", .null)
        }
    }

    /// A broken rename chain is flagged for every older store once, and its quick fix writes the
    /// canonical identifier, after which no store has a problem.
    func testBrokenChainQuickFixClearsEveryStore() throws {
        let fixture = StoreHistory.fixtures.appendingPathComponent("property-rename-chain-broken.cdm")
        let folder = try folder()
        let current = try StoreHistory.build(try XCTUnwrap(TestPaths.read(fixture)), in: folder, cdm: ServerProcess.binary)
        let (server, uri) = try open(current, in: folder)
        let opened = Self.lines(server.diagnostics(version: 1))
        XCTAssertTrue(opened.contains("warning: stores of H 1 to H 2: @renamedFrom(name) on 'Item.label'"), opened)
        let at = position(of: "label", in: current)
        let actions = server.request(2, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": at, "end": at], "context": ["diagnostics": []]])
        let fix = try XCTUnwrap(actions?["result"]?.arrayValue?.first { $0["title"]?.stringValue == "Write @renamedFrom(title)" }, "\(String(describing: actions))")
        let fixed = applyLSPEdits(fix["edit"]?["changes"]?[uri.stringValue ?? ""]?.arrayValue ?? [], to: current)
        XCTAssertTrue(fixed.contains("label: String @renamedFrom(title)"), fixed)
        let whole: JSONValue = ["start": ["line": 0, "character": 0], "end": LineIndexEnd.position(current)]
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["range": whole, "text": .string(fixed)]]])
        XCTAssertEqual(Self.lines(server.diagnostics(version: 2)), "")
        XCTAssertNotNil(server.request(3, "shutdown", .null))
        server.notify("exit", .null)
    }

    /// Typing `@supportsVersionsFrom("H 2")` on the model line drops the store of H 1 from the check;
    /// a name that is no frozen version is reported, with its quick fix.
    func testTypingTheOptOut() throws {
        let fixture = StoreHistory.fixtures.appendingPathComponent("skip-versions.cdm")
        let folder = try folder()
        let current = try StoreHistory.build(try XCTUnwrap(TestPaths.read(fixture)), in: folder, cdm: ServerProcess.binary)
        let (server, uri) = try open(current, in: folder)
        XCTAssertTrue(Self.lines(server.diagnostics(version: 1)).contains("error: stores of H 1 cannot migrate: attribute 'count'"))
        XCTAssertTrue(current.hasPrefix("model Shop\n"))
        let modelEnd: JSONValue = ["line": 0, "character": 10]
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": ["start": modelEnd, "end": modelEnd], "text": " @supportsVersionsFrom(\"H 20\")"]],
            ])
        let unknown = Self.lines(server.diagnostics(version: 2))
        XCTAssertTrue(
            unknown.contains(
                "warning: 'H 20' in @supportsVersionsFrom is not a frozen version of H.xcdatamodeld, so the stores of every version are checked; did you mean 'H 2'? [unknown-supported-version]"
            ), unknown)
        XCTAssertTrue(unknown.contains("stores of H 1 cannot migrate"), unknown)
        let at: JSONValue = ["line": 0, "character": 35]
        let actions = server.request(2, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": at, "end": at], "context": ["diagnostics": []]])
        XCTAssertNotNil(actions?["result"]?.arrayValue?.first { $0["title"]?.stringValue == "Change to 'H 2'" }, "\(String(describing: actions))")
        // Deleting the '0': the name is H 2's, and the store of H 1 is no longer checked.
        let zero: JSONValue = ["start": ["line": 0, "character": 37], "end": ["line": 0, "character": 38]]
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["range": zero, "text": ""]]])
        XCTAssertEqual(Self.lines(server.diagnostics(version: 3)), "")
        XCTAssertNotNil(server.request(3, "shutdown", .null))
        server.notify("exit", .null)
    }
}

/// The LSP position of the end of `text`.
enum LineIndexEnd {
    static func position(_ text: String) -> JSONValue {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return ["line": .int(lines.count - 1), "character": .int(lines.last.map { $0.utf16.count } ?? 0)]
    }
}
