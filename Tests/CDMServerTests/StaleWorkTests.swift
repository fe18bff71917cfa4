// Stale work: requests are computed for the text as of their arrival, and diagnostics never go back to an older version.

import CDMModel
import CDMProtocol
import CDMSyntax
import XCTest

@testable import CDMServer

final class StaleWorkTests: XCTestCase {
    static let uri = "file:///work/Stale.cdm"
    static let text = "entity A {\n  name: String\n}\n\nentity B {\n  title: String\n}\n"

    static func frame(_ message: JSONValue) -> [UInt8] {
        MessageWriter.frame(message.serialized())
    }

    static func change(_ version: Int, line: Int, character: Int, _ text: String) -> JSONValue {
        [
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [
                    ["range": ["start": ["line": .int(line), "character": .int(character)], "end": ["line": .int(line), "character": .int(character)]], "text": .string(text)]
                ],
            ],
        ]
    }

    /// A burst of edits with a completion request in the middle, through the real run loop (reader
    /// thread and queue): the completion sees exactly the edits sent before it, diagnostics are
    /// published in increasing version order, and the last version is the one published last.
    func testBurstThroughTheRunLoop() {
        var input: [UInt8] = []
        input += Self.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:], "initializationOptions": ["generateOnSave": false]]])
        input += Self.frame(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        input += Self.frame([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": .string(Self.uri), "languageId": "cdm", "version": 1, "text": .string(Self.text)]],
        ])
        var version = 1
        // Typing a property into A, one character at a time: "  kind: " then a completion after the colon.
        for (i, c) in "  kind: ".enumerated() {
            version += 1
            input += Self.frame(Self.change(version, line: 2, character: i, String(c)))
        }
        input += Self.frame([
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 2, "character": 8]],
        ])
        // More edits right behind it, in B: they must not affect the completion.
        for i in 0..<60 {
            version += 1
            input += Self.frame(Self.change(version, line: 5, character: 2 + i, "x"))
        }
        // The input ends here (as when the editor closes the pipe): pending diagnostics are published first.

        let sink = InMemoryMessageSink()
        let server = LanguageServer(output: sink)
        XCTAssertEqual(server.run(input: InMemoryByteSource(input)), 0)
        let messages = sink.messages

        // The completion was computed for the text with "  kind: " typed: it offers types.
        guard let completion = messages.first(where: { $0["id"]?.intValue == 2 }) else { return XCTFail("no completion response") }
        let labels = completion["result"]?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        XCTAssertTrue(labels.contains("String") && labels.contains("B"), "completion after 'kind: ' offers types and entities, got \(labels)")

        // Diagnostics: versions only go up, and the final version is published last.
        let published = messages.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }.compactMap { $0["params"]?["version"]?.intValue }
        XCTAssertFalse(published.isEmpty)
        XCTAssertEqual(published, published.sorted(), "diagnostics went back to an older version: \(published)")
        XCTAssertEqual(Set(published).count, published.count, "a version was published twice: \(published)")
        XCTAssertEqual(published.last, version)
        XCTAssertLessThanOrEqual(published.count, version, "at most one publication per version")
    }

    /// A change whose version is lower than one already published (a client that counts again, or a
    /// bug) is applied and its diagnostics are published: they describe the text the editor now has.
    /// Issue #17: the server used to stay silent until the version passed the old one again.
    func testLowerVersionIsAppliedAndPublished() {
        let client = TestClient()
        client.open(Self.text, uri: Self.uri, version: 10)
        XCTAssertEqual(client.diagnostics(Self.uri)?["version"]?.intValue, 10)
        client.notify("textDocument/didChange", Self.change(4, line: 1, character: 2, "x")["params"]!)
        XCTAssertEqual(client.diagnostics(Self.uri)?["version"]?.intValue, 4)
        client.notify("textDocument/didChange", Self.change(5, line: 1, character: 2, "y")["params"]!)
        XCTAssertEqual(client.diagnostics(Self.uri)?["version"]?.intValue, 5, "versions after the lower one are published too")
    }

    /// Requests after an edit see the edit: the analysis is never one version behind.
    func testRequestsSeeEveryEarlierEdit() {
        let client = TestClient()
        client.open(Self.text, uri: Self.uri, version: 1)
        // Rename A to C in one edit, then ask for a definition of the type used nowhere yet: hover on "C".
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(Self.uri), "version": 2],
                "contentChanges": [["range": ["start": ["line": 0, "character": 7], "end": ["line": 0, "character": 8]], "text": "C"]],
            ])
        let symbols = client.result("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]])
        XCTAssertEqual(symbols.arrayValue?.compactMap { $0["name"]?.stringValue }, ["C", "B"])
    }
}
