// One small test per server feature: completion, hover, definition, references, inverse, symbols, folding, quick fixes.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMServer

final class FeatureTests: XCTestCase {
    let notes = """
        /// A notes app.
        model Notes

        generate swift to "Generated"

        /// A named collection of notes.
        abstract entity Base {
          created: Date
        }

        entity Notebook: Base {
          name: String @length(1...120)
          notes: [Note] @inverse(notebook) @deleteRule(cascade)
        }

        entity Note: Base {
          text: String?
          notebook: Notebook @inverse(notes)
          unique(text)
        }

        configuration Cloud @cloudKit { Notebook, Note }
        fetchRequest AllNotes: Note
        """

    func complete(_ source: String) -> [String] {
        let client = TestClient()
        let (_, params) = client.openMarked(source)
        return client.labels(client.result("textDocument/completion", params))
    }

    func withCursor(_ needle: String, occurrence: Int = 0, shift: Int = 0) -> String {
        var ranges: [Range<String.Index>] = []
        var from = notes.startIndex
        while let r = notes.range(of: needle, range: from..<notes.endIndex) {
            ranges.append(r)
            from = r.upperBound
        }
        let at = notes.index(ranges[occurrence].lowerBound, offsetBy: shift)
        return String(notes[..<at]) + "$0" + String(notes[at...])
    }

    // MARK: Completion

    func testCompletionAfterColonOffersTypesEntitiesAndToMany() {
        let labels = complete("entity A {\n  x: $0\n}\nentity B {\n  y: String\n}\n")
        for expected in ["String", "Int64", "Date", "Transformable", "A", "B", "[B]"] {
            XCTAssertTrue(labels.contains(expected), "missing \(expected) in \(labels)")
        }
    }

    func testCompletionItemsHaveKindDetailAndDocumentation() {
        let client = TestClient()
        let (_, params) = client.openMarked("entity A {\n  x: $0\n}\n")
        let item = client.result("textDocument/completion", params)["items"]?.arrayValue?.first { $0["label"] == "Int16" }
        XCTAssertNotNil(item?["kind"]?.intValue)
        XCTAssertEqual(item?["detail"], "Core Data: Integer 16")
        XCTAssertTrue(item?["documentation"]?["value"]?.stringValue?.contains("Int16") ?? false)
    }

    func testParentCompletionExcludesSelfAndDescendants() {
        let labels = complete("entity A: $0 {\n  x: String\n}\nentity B: A {\n  y: String\n}\nentity C {\n  z: String\n}\n")
        XCTAssertEqual(Set(labels), ["C"])
    }

    func testModifierCompletionDependsOnTheProperty() {
        let onString = complete("entity A {\n  x: String @$0\n}\n")
        XCTAssertTrue(onString.contains("@regex"))
        XCTAssertTrue(onString.contains("@length"))
        XCTAssertFalse(onString.contains("@range"))
        XCTAssertFalse(onString.contains("@inverse"))
        let onToMany = complete("entity A {\n  bs: [B] @$0\n}\nentity B {\n  a: A? @inverse(bs)\n}\n")
        XCTAssertTrue(onToMany.contains("@ordered"))
        XCTAssertTrue(onToMany.contains("@inverse"))
        XCTAssertFalse(onToMany.contains("@regex"))
        let onEntity = complete("entity A @$0 {\n  x: String\n}\n")
        XCTAssertTrue(onEntity.contains("@codegen"))
        XCTAssertFalse(onEntity.contains("@transient"))
    }

    func testInverseCompletionOffersRelationshipsPointingBack() {
        let labels = complete("entity A {\n  bs: [B] @inverse($0)\n}\nentity B {\n  name: String\n  owner: A?\n  other: C?\n}\nentity C {\n  x: String\n}\n")
        XCTAssertEqual(labels, ["owner"])
        let none = complete("entity A {\n  bs: [B] @inverse($0)\n}\nentity B {\n  name: String\n}\n")
        XCTAssertEqual(none, ["a"], "offers to name a new relationship")
    }

    func testArgumentValueCompletion() {
        XCTAssertEqual(complete("entity A {\n  bs: [B] @deleteRule($0)\n}\nentity B {\n  a: A?\n}\n"), ["nullify", "cascade", "deny", "noAction"])
        XCTAssertEqual(complete("entity A @codegen($0) {\n  x: String\n}\n"), ["class", "category", "manual"])
        XCTAssertTrue(complete("generate $0").contains("xcdatamodel"))
    }

    func testKeywordCompletion() {
        let top = complete("$0")
        XCTAssertTrue(top.contains("entity"))
        XCTAssertTrue(top.contains("fetchRequest"))
        let member = complete("entity A {\n  x: String\n  $0\n}\n")
        XCTAssertEqual(Set(member), ["fetched", "unique", "index"])
    }

    func testNoCompletionInsideCommentsOrStrings() {
        XCTAssertEqual(complete("// entity A: $0\n"), [])
        XCTAssertEqual(complete("entity A {\n  x: String @regex(\"a$0\")\n}\n"), [])
    }

    // MARK: Hover

    func testHoverOnRelationshipEntityModifierAndType() {
        let client = TestClient()
        client.open(notes)
        func hover(_ needle: String, _ occurrence: Int = 0, shift: Int = 1) -> String {
            let m = Marked(withCursor(needle, occurrence: occurrence, shift: shift))
            return client.result("textDocument/hover", ["textDocument": ["uri": "file:///work/Test.cdm"], "position": m.position])["contents"]?["value"]?.stringValue ?? ""
        }
        XCTAssertTrue(hover("notes: [Note]").contains("to-many relationship to `Note`"))
        XCTAssertTrue(hover("notes: [Note]").contains("delete rule `cascade`"))
        XCTAssertTrue(hover("Notebook", 1).contains("entity Notebook: Base"))
        XCTAssertTrue(hover("Notebook", 1).contains("A named collection") == false, "doc belongs to Base")
        XCTAssertTrue(hover("Base", 1).contains("A named collection of notes"))
        XCTAssertTrue(hover("@length", shift: 2).contains("Minimum and maximum length"))
        XCTAssertTrue(hover("String", shift: 2).contains("Core Data type **String**"))
    }

    // MARK: Navigation

    func definitionText(_ client: TestClient, _ source: String) -> String {
        let m = Marked(source)
        let loc = client.result("textDocument/definition", ["textDocument": ["uri": "file:///work/Test.cdm"], "position": m.position])
        guard let range = loc["range"] else { return "<none>" }
        let index = CDMSyntaxLineIndex(notes)
        return index.line(of: range)
    }

    func testDefinitionFromEveryKindOfReference() {
        let client = TestClient()
        client.open(notes)
        let cases: [(String, Int, Int, String)] = [
            ("[Note]", 0, 1, "entity Note: Base {"),  // type reference
            ("Notebook: Base", 0, 11, "abstract entity Base {"),  // parent
            ("@inverse(notebook)", 0, 10, "  notebook: Notebook @inverse(notes)"),  // inverse
            ("unique(text)", 0, 8, "  text: String?"),  // unique part
            ("{ Notebook, Note }", 0, 3, "entity Notebook: Base {"),  // configuration member
            ("AllNotes: Note", 0, 11, "entity Note: Base {"),  // fetch request entity
        ]
        for (needle, occurrence, shift, expectedLine) in cases {
            XCTAssertEqual(definitionText(client, withCursor(needle, occurrence: occurrence, shift: shift)), expectedLine, needle)
        }
    }

    func testReferencesWithAndWithoutDeclaration() {
        let client = TestClient()
        let (_, params) = client.openMarked(withCursor("entity Note:", shift: 8))
        var p = params.objectValue!
        p["context"] = ["includeDeclaration": true]
        let all = client.result("textDocument/references", .object(p)).arrayValue ?? []
        XCTAssertEqual(all.count, 4, "declaration, [Note], configuration member, fetch request: \(all)")
        p["context"] = ["includeDeclaration": false]
        XCTAssertEqual(client.result("textDocument/references", .object(p)).arrayValue?.count, 3)
    }

    func testGoToInverseRequestAndCommand() {
        let client = TestClient(capabilities: ["window": ["showDocument": ["support": true]]])
        let (_, params) = client.openMarked(withCursor("notes: [Note]", shift: 1))
        let loc = client.result("cdm/inverse", params)
        XCTAssertEqual(text(of: loc["range"], in: notes), "notebook")
        _ = client.newMessages()
        let viaCommand = client.result("workspace/executeCommand", ["command": "cdm.goToInverse", "arguments": [params]])
        XCTAssertEqual(viaCommand, loc)
        let show = client.allMessages.last { $0["method"] == "window/showDocument" }
        XCTAssertEqual(show?["params"]?["selection"], loc["range"])
        // On an attribute there is no inverse.
        let (_, onAttribute) = client.openMarked(withCursor("name: String", shift: 1), uri: "file:///work/Other.cdm")
        XCTAssertEqual(client.result("cdm/inverse", onAttribute), .null)
    }

    // MARK: Symbols, folding, quick fixes

    func testDocumentSymbolsAreHierarchical() {
        let client = TestClient()
        client.open(notes)
        let symbols = client.result("textDocument/documentSymbol", ["textDocument": ["uri": "file:///work/Test.cdm"]]).arrayValue ?? []
        let names = symbols.compactMap { $0["name"]?.stringValue }
        XCTAssertEqual(names, ["Notes", "generate swift", "Base", "Notebook", "Note", "Cloud", "AllNotes"])
        let notebook = symbols.first { $0["name"] == "Notebook" }
        XCTAssertEqual(notebook?["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue }, ["name", "notes"])
    }

    /// Every symbol's range and name's range, positioned by the server's cursor, are what a
    /// `LineIndex` gives: the examples as written, with `\r\n` line breaks, and with non-ASCII names.
    func testDocumentSymbolRangesAreTheLineIndexPositions() throws {
        for url in TestPaths.examples() {
            guard let original = TestPaths.read(url) else { continue }
            let variants = [
                original, original.replacingOccurrences(of: "\n", with: "\r\n"),
                original.replacingOccurrences(of: "entity ", with: "entity É").replacingOccurrences(of: "///", with: "/// 😀"),
            ]
            for (v, text) in variants.enumerated() {
                let client = TestClient()
                client.open(text)
                let symbols = client.result("textDocument/documentSymbol", ["textDocument": ["uri": "file:///work/Test.cdm"]])
                let index = LineIndex(text)
                func json(_ r: TextRange) -> JSONValue {
                    func p(_ o: Int) -> JSONValue {
                        let q = index.position(of: o, encoding: .utf16)
                        return ["line": .int(q.line), "character": .int(q.column)]
                    }
                    return ["start": p(r.start), "end": p(r.end)]
                }
                func expected(_ items: [OutlineItem]) -> JSONValue {
                    .array(items.map { ["name": .string($0.name), "range": json($0.range), "selectionRange": json($0.selectionRange), "children": expected($0.children)] })
                }
                func actual(_ symbols: JSONValue) -> JSONValue {
                    .array(
                        (symbols.arrayValue ?? []).map {
                            ["name": $0["name"] ?? .null, "range": $0["range"] ?? .null, "selectionRange": $0["selectionRange"] ?? .null, "children": actual($0["children"] ?? [])]
                        })
                }
                XCTAssertEqual(actual(symbols), expected(Array(Outline.items(Analyzer.analyze(text: text).model))), "\(url.lastPathComponent), variant \(v)")
            }
        }
    }

    func testFoldingRangesForBlocksAndCommentRuns() {
        let client = TestClient()
        client.open("// one\n// two\nentity A {\n  x: String\n  y: String\n}\n")
        let ranges = client.result("textDocument/foldingRange", ["textDocument": ["uri": "file:///work/Test.cdm"]]).arrayValue ?? []
        XCTAssertTrue(ranges.contains(["startLine": 0, "endLine": 1, "kind": "comment"]))
        XCTAssertTrue(ranges.contains(["startLine": 2, "endLine": 4]))
    }

    func testQuickFixFromFixIt() {
        let client = TestClient()
        client.open("entity Notebook {\n  name: String\n}\nentity Note {\n  book: Notebok?\n}\n")
        let actions =
            client.result(
                "textDocument/codeAction",
                [
                    "textDocument": ["uri": "file:///work/Test.cdm"], "range": ["start": ["line": 4, "character": 9], "end": ["line": 4, "character": 9]],
                    "context": ["diagnostics": []],
                ]
            ).arrayValue ?? []
        let fix = actions.first { $0["title"] == "Change to 'Notebook'" }
        XCTAssertEqual(fix?["kind"], "quickfix")
        XCTAssertEqual(fix?["diagnostics"]?[0]?["code"], "unknown-type")
        XCTAssertEqual(fix?["edit"]?["changes"]?["file:///work/Test.cdm"]?[0]?["newText"], "Notebook")
    }
}

/// Reads whole lines of a text by LSP range, for readable assertions.
struct CDMSyntaxLineIndex {
    let lines: [Substring]
    init(_ text: String) { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }
    func line(of range: JSONValue) -> String {
        guard let l = range["start"]?["line"]?.intValue, l < lines.count else { return "<bad>" }
        return String(lines[l])
    }
}

final class EditingFeatureTests: XCTestCase {
    let uri = "file:///work/Test.cdm"

    func testRenameEntityAppliesEverywhereAndPrepareRefusesKeywords() {
        let client = TestClient()
        let source = "entity No$0te {\n  text: String\n  book: Book @inverse(notes)\n}\nentity Book {\n  notes: [Note] @inverse(book)\n}\nconfiguration C { Note }\n"
        let (m, params) = client.openMarked(source)
        let prepared = client.result("textDocument/prepareRename", params)
        XCTAssertEqual(text(of: prepared["range"], in: m.text), "Note")
        var p = params.objectValue!
        p["newName"] = "Memo"
        let edit = client.result("textDocument/rename", .object(p))
        let edits = edit["changes"]?[uri]?.arrayValue ?? []
        XCTAssertEqual(edits.count, 3)
        XCTAssertTrue(edits.allSatisfy { $0["newText"] == "Memo" })
        let (_, onKeyword) = client.openMarked("ent$0ity A {\n  x: String\n}\n", uri: "file:///work/K.cdm")
        let refused = client.request("textDocument/prepareRename", onKeyword)
        XCTAssertNotNil(refused["error"]?["message"]?.stringValue)
    }

    func testCodeActionsResolveLazilyWhenTheClientCan() {
        let client = TestClient(capabilities: ["textDocument": ["codeAction": ["resolveSupport": ["properties": ["edit"]]]]])
        client.open("entity Notebook {\n  name: String\n}\nentity Note {\n  book: Notebok?\n}\n", uri: uri)
        let actions =
            client.result(
                "textDocument/codeAction",
                ["textDocument": ["uri": .string(uri)], "range": ["start": ["line": 4, "character": 9], "end": ["line": 4, "character": 9]], "context": ["diagnostics": []]]
            ).arrayValue ?? []
        let change = actions.first { $0["title"] == "Change to 'Notebook'" }
        XCTAssertNil(change?["edit"], "the edit comes with resolve")
        XCTAssertNotNil(change?["data"])
        let resolved = client.result("codeAction/resolve", change ?? .null)
        XCTAssertEqual(resolved["edit"]?["changes"]?[uri]?[0]?["newText"], "Notebook")
    }

    func testSemanticTokensFullAndDelta() {
        let client = TestClient()
        client.open("entity A {\n  x: String\n}\n", uri: uri)
        let full = client.result("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
        let data = full["data"]?.arrayValue ?? []
        XCTAssertEqual(data.count % 5, 0)
        XCTAssertGreaterThan(data.count, 0)
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 3]], "text": "yy"]],
            ])
        let delta = client.result("textDocument/semanticTokens/full/delta", ["textDocument": ["uri": .string(uri)], "previousResultId": full["resultId"] ?? .null])
        XCTAssertNotNil(delta["edits"], "a delta against the previous result")
        XCTAssertNotEqual(delta["resultId"], full["resultId"])
    }

    /// After each edit, the delta applied to the previous tokens gives the tokens a full request gives
    /// (the server keeps them packed and writes the answers straight to bytes); no change, no edit.
    func testSemanticTokensDeltasApplyToTheFullTokens() {
        let client = TestClient()
        let doc: JSONValue = ["uri": .string(uri)]
        client.open("/// Notes.\nentity Note {\n  title: String\n  tags: [Tag] @inverse(note)\n}\nentity Tag {\n  note: Note? @inverse(tags)\n}\n", uri: uri)
        // The range form: the tokens of line 1 only (the entity's keyword and name).
        let range = client.result(
            "textDocument/semanticTokens/range", ["textDocument": doc, "range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 30]]])
        XCTAssertNil(range["resultId"])
        XCTAssertEqual(range["data"]?.arrayValue?.count, 10)
        var previous = client.result("textDocument/semanticTokens/full", ["textDocument": doc])
        let edits: [(Int, Int, Int, Int, String)] = [
            (2, 2, 2, 7, "name"), (0, 0, 0, 0, "/* a\n block */ "), (3, 0, 3, 0, "  count: Int64 = 0\n"), (6, 0, 9, 0, ""), (0, 0, 0, 0, ""),
        ]
        for (version, (l1, c1, l2, c2, text)) in edits.enumerated() {
            client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(uri), "version": .int(version + 2)],
                    "contentChanges": [
                        ["range": ["start": ["line": .int(l1), "character": .int(c1)], "end": ["line": .int(l2), "character": .int(c2)]], "text": .string(text)]
                    ],
                ])
            let delta = client.result("textDocument/semanticTokens/full/delta", ["textDocument": doc, "previousResultId": previous["resultId"] ?? .null])
            let full = client.result("textDocument/semanticTokens/full", ["textDocument": doc])
            var data = previous["data"]?.arrayValue ?? []
            let changes = delta["edits"]?.arrayValue ?? []
            XCTAssertLessThanOrEqual(changes.count, 1, "edit \(version)")
            for change in changes {
                let start = change["start"]?.intValue ?? -1
                let count = change["deleteCount"]?.intValue ?? -1
                XCTAssertNotNil(change["data"]?.arrayValue, "edit \(version)")
                data.replaceSubrange(start..<(start + count), with: change["data"]?.arrayValue ?? [])
            }
            XCTAssertEqual(data, full["data"]?.arrayValue ?? [], "edit \(version): the delta applied to the previous tokens")
            if text.isEmpty && l1 == l2 && c1 == c2 { XCTAssertEqual(changes.count, 0, "nothing changed") }
            previous = full
        }
    }

    func testCodeLensInlayHintsSignatureHelpAndWorkspaceSymbols() {
        let client = TestClient()
        let source = "generate swift to \"Gen\"\nentity A {\n  bs: [B] @inverse(a)\n}\nentity B {\n  a: A? @inverse(bs) @range($0\n}\n"
        let (_, params) = client.openMarked(source)
        let lenses = client.result("textDocument/codeLens", ["textDocument": ["uri": .string(uri)]]).arrayValue ?? []
        XCTAssertTrue(lenses.contains { $0["command"]?["command"] == "cdm.generate" && $0["command"]?["arguments"]?[0]?.stringValue == uri })
        XCTAssertTrue(lenses.contains { $0["command"]?["title"]?.stringValue?.contains("reference") == true })
        let hints =
            client.result(
                "textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": ["start": ["line": 0, "character": 0], "end": ["line": 9, "character": 0]]]
            ).arrayValue ?? []
        XCTAssertTrue(hints.contains { $0["label"]?.stringValue?.contains("nullify") == true })
        let help = client.result("textDocument/signatureHelp", params)
        XCTAssertEqual(help["signatures"]?[0]?["label"]?.stringValue?.hasPrefix("@range"), true)
        let symbols = client.result("workspace/symbol", ["query": "b"]).arrayValue ?? []
        XCTAssertEqual(symbols.compactMap { $0["name"]?.stringValue }, ["B"])
    }

    func testFormattingReturnsEditsThatFormat() {
        let client = TestClient()
        client.open("entity   A{\n x:String\n}\n", uri: uri)
        let edits = client.result("textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true]]).arrayValue ?? []
        XCTAssertFalse(edits.isEmpty)
    }
}
