// Editing inside predicate strings over pipes with the real `cdm lsp`: completion, hover, definition, semantic tokens and rename (issue 32, part 3).

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import XCTest

final class ExpressionEditingServerTests: XCTestCase {
    let uri = "file:///tmp/cdm-e2e/Staff.cdm"
    // Predicates on several lines, one with an escaped quote before its key paths and one after a non-ASCII
    // comment: columns in UTF-16 differ from bytes there.
    let text = #"""
        model Staff

        abstract entity Person {
          name: String?
        }

        entity Employee: Person {
          startDate: Date?
          tags: [Tag] @inverse(owner)
          fetched peers: [Employee] @predicate("name == \"x\" OR startDate == $FETCH_SOURCE.startDate")
        }

        entity Tag {
          name: String?
          owner: Employee? @inverse(tags)
        }

        /* é */ fetchRequest Recent: Employee @predicate("startDate > $SINCE AND ANY tags.name == 'y'")
        fetchRequest Tagged: Employee @predicate("SUBQUERY(tags, $t, $t.name BEGINSWITH 'a').@count > 0")

        """#

    /// The LSP position (UTF-16) of the `occurrence`-th `needle`, `shift` characters in.
    func position(_ needle: String, _ occurrence: Int = 0, shift: Int = 0) -> JSONValue {
        var from = text.startIndex
        var found = text.startIndex..<text.startIndex
        for _ in 0...occurrence {
            found = text.range(of: needle, range: from..<text.endIndex)!
            from = found.upperBound
        }
        let at = text.index(found.lowerBound, offsetBy: shift)
        let before = text[..<at]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return ["line": .int(line), "character": .int(text[lineStart..<at].utf16.count)]
    }

    func start() throws -> ServerProcess {
        let server = try ServerProcess()
        _ = server.request(1, "initialize", ["processId": .null, "capabilities": [:]])
        server.notify("initialized", [:])
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
        XCTAssertEqual(server.diagnostics(version: 1)?["diagnostics"], [])
        return server
    }

    func stop(_ server: ServerProcess) {
        _ = server.request(99, "shutdown", .null)
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 0)
    }

    func testCompletionHoverAndDefinitionInsideStrings() throws {
        let server = try start()
        let doc: JSONValue = ["uri": .string(uri)]
        func labels(_ id: Int, _ at: JSONValue) -> [String] {
            let response = server.request(id, "textDocument/completion", ["textDocument": doc, "position": at])
            return response?["result"]?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
        // `ANY tags.|name`: Tag's properties and the collection operators.
        let afterDot = labels(2, position("ANY tags.", shift: 9))
        XCTAssertTrue(afterDot.contains("name") && afterDot.contains("owner") && afterDot.contains("@count"), "\(afterDot)")
        XCTAssertFalse(afterDot.contains("startDate"), "\(afterDot)")
        // At an operand: inherited properties, aggregates, the file's variables.
        let operand = labels(3, position("ANY tags", shift: 0))
        for expected in ["name", "startDate", "ANY", "SUBQUERY", "$SINCE"] { XCTAssertTrue(operand.contains(expected), "\(expected) in \(operand)") }
        // After an operand: operators.
        let op = labels(4, position("== 'y'"))
        XCTAssertTrue(op.contains("BEGINSWITH") && op.contains("CONTAINS") && op.contains("=="), "\(op)")

        // Hover on `tags.name`'s `name` (after the non-ASCII comment): Tag.name, over exactly the word.
        let hover = server.request(5, "textDocument/hover", ["textDocument": doc, "position": position("tags.name", shift: 6)])?["result"]
        XCTAssertTrue(hover?["contents"]?["value"]?.stringValue?.contains("Tag.name: String?") ?? false, "\(String(describing: hover))")
        XCTAssertEqual(hover?["range"]?["start"], position("tags.name", shift: 5))
        XCTAssertEqual(hover?["range"]?["end"], position("tags.name", shift: 9))

        // Definition from `$t.name` (a SUBQUERY's variable) and from `startDate` past an escaped quote.
        let fromVariable = server.request(6, "textDocument/definition", ["textDocument": doc, "position": position("$t.name", shift: 4)])?["result"]
        XCTAssertEqual(fromVariable?["range"]?["start"], position("  name: String?", 1, shift: 2))
        let pastEscape = server.request(7, "textDocument/definition", ["textDocument": doc, "position": position("OR startDate", shift: 5)])?["result"]
        XCTAssertEqual(pastEscape?["range"]?["start"], position("  startDate: Date?", shift: 2))
        stop(server)
    }

    func testSemanticTokensSplitTheStrings() throws {
        let server = try start()
        let data = server.request(2, "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])?["result"]?["data"]?.arrayValue?.compactMap(\.intValue) ?? []
        XCTAssertEqual(data.count % 5, 0)
        // Decoded to absolute positions: "line:column length type[ modifiers]".
        var tokens: [String] = []
        var line = 0
        var column = 0
        for i in stride(from: 0, to: data.count - 4, by: 5) {
            line += data[i]
            column = data[i] == 0 ? column + data[i + 1] : data[i + 1]
            let modifiers = SemanticTokens.legend.modifiers.enumerated().filter { data[i + 4] & (1 << $0.offset) != 0 }.map(\.element)
            tokens.append("\(line):\(column) \(data[i + 2]) \(SemanticTokens.legend.types[data[i + 3]])" + (modifiers.isEmpty ? "" : " " + modifiers.joined(separator: ",")))
        }
        func token(_ needle: String, _ occurrence: Int = 0, shift: Int = 0, length: Int) -> String {
            let p = position(needle, occurrence, shift: shift)
            return "\(p["line"]!.intValue!):\(p["character"]!.intValue!) \(length)"
        }
        let expected = [
            // fetched peers: `name == \"x\" OR startDate == $FETCH_SOURCE.startDate`
            token("(\"name ==", shift: 1, length: 1) + " string", token("(\"name ==", shift: 2, length: 4) + " property",
            token("name == \\\"", shift: 5, length: 2) + " operator", token("\\\"x\\\"", length: 5) + " string", token(" OR startDate", shift: 1, length: 2) + " keyword",
            token("OR startDate", shift: 3, length: 9) + " property", token("$FETCH_SOURCE", length: 13) + " variable",
            token("$FETCH_SOURCE.startDate", shift: 14, length: 9) + " property", token(".startDate\")", shift: 10, length: 1) + " string",
            // Recent, after `/* é */`: `startDate > $SINCE AND ANY tags.name == 'y'`
            token("(\"startDate >", shift: 2, length: 9) + " property", token("> $SINCE", length: 1) + " operator", token("$SINCE", length: 6) + " variable",
            token(" AND ANY", shift: 1, length: 3) + " keyword", token("ANY tags", length: 3) + " keyword", token("ANY tags", shift: 4, length: 4) + " property relationship",
            token("tags.name ==", shift: 5, length: 4) + " property", token("'y'", length: 3) + " string",
            // Tagged: `SUBQUERY(tags, $t, $t.name BEGINSWITH 'a').@count > 0`
            token("SUBQUERY", length: 8) + " keyword", token("(tags, $t", shift: 1, length: 4) + " property relationship", token(", $t,", shift: 2, length: 2) + " variable",
            token("$t.name", shift: 3, length: 4) + " property", token("BEGINSWITH", length: 10) + " keyword", token(").@count", shift: 2, length: 6) + " operator",
            token("> 0\"", shift: 2, length: 1) + " number",
        ]
        for e in expected { XCTAssertTrue(tokens.contains(e), "\(e) not in \(tokens)") }
        // Nothing overlaps, in order: each token starts after the previous one's end on its line.
        var last = (line: -1, end: 0)
        for t in tokens {
            let parts = t.split(separator: " ")
            let lc = parts[0].split(separator: ":").compactMap { Int($0) }
            let length = Int(parts[1])!
            if lc[0] == last.line { XCTAssertGreaterThanOrEqual(lc[1], last.end, t) }
            last = (lc[0], lc[1] + length)
        }
        stop(server)
    }

    func testRenameThroughAPredicateKeepsTheModelClean() throws {
        let server = try start()
        // From `tags.name` inside the predicate: Tag.name, also under the SUBQUERY's `$t`; Person.name stays.
        let response = server.request(2, "textDocument/rename", ["textDocument": ["uri": .string(uri)], "position": position("tags.name", shift: 6), "newName": "label"])
        let edits = response?["result"]?["changes"]?[uri]?.arrayValue ?? []
        XCTAssertEqual(edits.count, 3, "declaration, ANY tags.name, $t.name")
        let renamed = applyLSPEdits(edits, to: text)
        XCTAssertEqual(
            renamed,
            text.replacingOccurrences(of: "Tag {\n  name:", with: "Tag {\n  label:").replacingOccurrences(of: "tags.name", with: "tags.label").replacingOccurrences(
                of: "$t.name", with: "$t.label"))
        let analysis = Analyzer.analyze(text: renamed)
        XCTAssertEqual(analysis.diagnostics.map(\.code.rawValue), [])
        XCTAssertEqual(ExpressionRules.check(analysis.model, root: analysis.parsed.syntax).map(\.message), [])
        // And the server, given the renamed text, finds nothing wrong either.
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(renamed)]]])
        XCTAssertEqual(server.diagnostics(version: 2)?["diagnostics"], [])
        stop(server)
    }
}
