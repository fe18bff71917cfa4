// Large models: hundreds of entities are listed in full; past the limit completion lists a filtered set and asks to be asked again.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import XCTest

@testable import CDMServer

final class IncrementalLargeModelTests: XCTestCase {
    /// `count` entities with relationships both ways.
    static func text(_ count: Int) -> String {
        var out = "model Big\n\n"
        for i in 0..<count {
            out += "entity E\(i) {\n  name: String\n  next: E\((i + 1) % count)? @inverse(previous)\n  previous: E\((i + count - 1) % count)? @inverse(next)\n}\n\n"
        }
        return out
    }

    /// Neovim 0.7 never asks again after `isIncomplete`: a model of hundreds of entities gets them all at once.
    func testCompletionInAModelOfHundredsOfEntitiesIsComplete() {
        let client = TestClient()
        let uri = "file:///work/Big.cdm"
        let text = Self.text(300)
        client.open(text + "entity Z {\n  extra: \n}\n", uri: uri)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let all = client.result("textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": 9]])
        XCTAssertEqual(all["isIncomplete"]?.boolValue, false)
        XCTAssertEqual(Set(client.labels(all).filter { $0.hasPrefix("E") }), Set((0..<300).map { "E\($0)" }))
    }

    func testCompletionInALargeModelIsLimitedAndIncomplete() {
        let client = TestClient()
        let uri = "file:///work/Big.cdm"
        let count = Completion.defaultEntityLimit + 100
        let text = Self.text(count)
        client.open(text + "entity Z {\n  extra: \n}\n", uri: uri)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let params: JSONValue = ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": 9]]
        let all = client.result("textDocument/completion", params)
        XCTAssertEqual(all["isIncomplete"]?.boolValue, true)
        let labels = client.labels(all)
        XCTAssertTrue(labels.contains("String"), "built-in types are always offered")
        XCTAssertEqual(labels.filter { $0.hasPrefix("E") }.count, Completion.defaultEntityLimit, "at most `Completion.defaultEntityLimit` entities")
        // With a word typed, only the entities whose names hold its letters in order.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": ["start": ["line": .int(line), "character": 9], "end": ["line": .int(line), "character": 9]], "text": "e29"]],
            ])
        let typed = client.result("textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": 12]])
        let entities = client.labels(typed).filter { $0.hasPrefix("E") || $0.hasPrefix("[E") }
        let matching = (0..<count).map { "E\($0)" }.filter { name in
            var rest = Substring("e29")
            for c in name.lowercased() where c == rest.first { rest = rest.dropFirst() }
            return rest.isEmpty
        }
        XCTAssertGreaterThan(matching.count, 21)
        XCTAssertEqual(Set(entities), Set(matching.flatMap { [$0, "[\($0)]"] }))
        // The published diagnostics are those of a full analysis.
        let document = client.server.documents[uri]!
        XCTAssertEqual(document.analysis.diagnostics, Analyzer.analyze(text: document.text, defaultModelName: "Big").diagnostics)
    }

    func testCompletionInASmallModelIsComplete() {
        let client = TestClient()
        let (_, params) = client.openMarked("entity A {\n  b: $0\n}\nentity B {\n  a: A?\n}\n")
        let list = client.result("textDocument/completion", params)
        XCTAssertEqual(list["isIncomplete"]?.boolValue, false)
        XCTAssertTrue(client.labels(list).contains("B"))
    }
}
