// The differential test of incremental analysis: after random edits, the model and diagnostics equal a full analysis.

import CDMProtocol
import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMModel
@testable import CDMServer

/// Random edits at character boundaries, weighted towards what changes meaning: names (pasted from the
/// text), types, `@inverse`, braces, whole lines.
private struct Edits {
    var random: SeededRandom
    let pieces: [String]

    init(seed: UInt64, text: String) {
        random = SeededRandom(seed: seed)
        let tokens = Lexer.tokenize(text).map(\.text).filter { !$0.allSatisfy(\.isWhitespace) }
        let lines = text.split(separator: "\n").map { String($0) + "\n" }
        pieces =
            tokens + lines + ["?", "[", "]", "{", "}", "\n", " @inverse(", ": ", "entity X {\n", "abstract ", "@unique", "x"]
            // What decides generated names and files: their case, who generates a class, the lines.
            + [
                "entity ITEM {\n", " @codegen(manual)", " @class(\"\")", "Error", "generate swift to \"gen\"\n", "generate xcdatamodel to \"M\"\n",
                "generate swiftdata to \"Gen\"\n",
            ]
    }

    mutating func next(_ bytes: [UInt8]) -> (range: TextRange, text: String) {
        let at = boundary(bytes, Int.random(in: 0...bytes.count, using: &random))
        let kind = Int.random(in: 0..<6, using: &random)
        let length = kind == 0 ? Int.random(in: 1...120, using: &random) : kind < 3 ? Int.random(in: 1...4, using: &random) : 0
        let end = boundary(bytes, min(bytes.count, at + length))
        let insert = kind == 1 ? "" : pieces.randomElement(using: &random)!
        return (TextRange(start: at, end: max(at, end)), insert)
    }

    func boundary(_ bytes: [UInt8], _ offset: Int) -> Int {
        var i = offset
        while i > 0 && i < bytes.count && (bytes[i] & 0xC0) == 0x80 { i -= 1 }
        return i
    }
}

final class IncrementalAnalysisTests: XCTestCase {
    /// The examples, the corpus imports and the diagnostic fixtures (every code at least once).
    private func inputs() -> [(name: String, text: String)] {
        var urls = TestPaths.examples()
        urls += TestPaths.cdmFiles(in: TestPaths.testsRoot.appendingPathComponent("CDMImportTests/Golden"))
        urls += TestPaths.cdmFiles(in: TestPaths.fixtures("CDMModelTests", "Diagnostics"))
        // A model where every rule family reports something.
        urls += TestPaths.cdmFiles(in: TestPaths.fixtures("CDMModelTests", "Incremental"))
        return urls.compactMap { url in TestPaths.read(url).map { (url.lastPathComponent, $0) } } + [("deep chain", Self.deepChain(120))]
    }

    /// A chain of `n` entities, each inheriting from the one before, with relationships down and
    /// up the chain and their inverses: deep enough that checking entity by entity costs more than
    /// one pass over the whole model, so both are exercised.
    static func deepChain(_ n: Int) -> String {
        var text = "entity C0 {\n  name: String\n  up: C\(n - 1)? @inverse(down)\n}\n"
        for i in 1..<n {
            text += "entity C\(i): C\(i - 1) {\n  p\(i): String\n"
            if i % 7 == 0 { text += "  down\(i): [C\(i / 2)] @inverse(up)\n" }
            text += "}\n"
        }
        return text
    }

    /// Random edit sequences: after each edit (sometimes after a few), the incremental model and
    /// diagnostics equal `Analyzer.analyze` of the new text.
    func testRandomEditSequencesMatchFullAnalysis() {
        let all = inputs()
        XCTAssertGreaterThan(all.count, 50)
        var compared = 0
        // The rule families that were checked again after an edit, and that held diagnostics then.
        var rechecked: Set<String> = []
        var reported: Set<String> = []
        var seededRuns = 0
        for (n, input) in all.enumerated() {
            var edits = Edits(seed: 0xA11_0000 + UInt64(n), text: input.text)
            // The quick suite runs two of the ten rounds, one of them checking the whole model (`TestScale`).
            for round in TestScale.rounds(quick: [0, 8], full: Array(0..<10)) {
                var bytes = Array(input.text.utf8)
                let parser = IncrementalParser(bytes: bytes)
                // Every other input starts from a whole analysis's build (what the server does on
                // open) in the rounds before the last ones, the others from nothing.
                let seed = round < 8 && (n + round) % 2 == 1 ? Analyzer.analyzeSeeding(parsed: parser.parsedFile, defaultModelName: "Model").1 : nil
                let analyzer =
                    seed.map { IncrementalAnalyzer(parser: parser, defaultModelName: "Model", seed: $0) }
                    ?? IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
                if seed != nil {
                    seededRuns += 1
                    XCTAssertEqual(analyzer.seededUnits, parser.units.count { $0.node != nil && $0.node!.kind != .modelDecl }, "\(input.name): declarations taken from the seed")
                }
                // The last rounds check every entity in one pass over the whole model.
                if round >= 8 { analyzer.wholeModelChecks = .always }
                var log: [String] = []
                for step in 0..<10 {
                    let edit = edits.next(bytes)
                    log.append("\(edit.range) ← \(edit.text.debugDescription)")
                    bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.text.utf8))
                    let current = bytes
                    analyzer.apply(parser.edit(edit.range, newLength: edit.text.utf8.count) { Array(current[$0]) }, parser: parser)
                    // Sometimes let edits pile up before looking, as a burst of keystrokes does.
                    if step % 3 == 1 { continue }
                    let full = Analyzer.analyze(parsed: Parser.parse(bytes: bytes), defaultModelName: "Model")
                    compared += 1
                    defer {
                        for activity in analyzer.familyActivity {
                            if activity.checks > 0 { rechecked.insert(activity.family) }
                            if activity.diagnostics > 0 && activity.checks > 0 { reported.insert(activity.family) }
                        }
                    }
                    // Alternate the cheap path (diagnostics only) and the whole analysis.
                    if step % 2 == 0 {
                        let diagnostics = analyzer.diagnostics(parser: parser)
                        if diagnostics != full.diagnostics {
                            return XCTFail(
                                "\(input.name) round \(round) step \(step): diagnostics differ\n\(Self.difference(diagnostics, full.diagnostics))\nedits: \(log.joined(separator: "; "))\ntext: \(String(decoding: bytes, as: UTF8.self).debugDescription)"
                            )
                        }
                    } else {
                        let analysis = analyzer.analysis(parser: parser)
                        if analysis.diagnostics != full.diagnostics {
                            return XCTFail(
                                "\(input.name) round \(round) step \(step): diagnostics differ\n\(Self.difference(analysis.diagnostics, full.diagnostics))\nedits: \(log.joined(separator: "; "))\ntext: \(String(decoding: bytes, as: UTF8.self).debugDescription)"
                            )
                        }
                        if analysis.model != full.model {
                            return XCTFail(
                                "\(input.name) round \(round) step \(step): models differ\nincremental: \(analysis.model)\nfull: \(full.model)\nedits: \(log.joined(separator: "; "))"
                            )
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, TestScale.rounds(quick: 600, full: 3000))
        XCTAssertGreaterThan(seededRuns, all.count / 3, "runs that started from a seed")
        // Every family was compared, checked again after an edit and with something to report.
        let families = IncrementalAnalyzer(defaultModelName: "Model").familyActivity.map(\.family)
        XCTAssertEqual(families.count, RuleFamilies.all.count)
        XCTAssertEqual(Set(families).subtracting(rechecked), [], "families never checked again after an edit")
        XCTAssertEqual(Set(families).subtracting(reported), [], "families never reporting after an edit")
    }

    /// A file past the suggestion budget is answered by a whole analysis; deleting declarations
    /// until it is within the budget again gives back the suggestions the budget had cut short,
    /// and adding them again crosses it the other way.
    func testEditsAcrossTheSuggestionBudget() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        Suggester.$budget.withValue(3_000) {
            // Each unknown type is compared with the ~17 built-in names and the 60 entity names.
            var text = ""
            for i in 0..<60 { text += "entity Entity\(i) {\n  value\(i): Entty\(i)x\n}\n" }
            var bytes = Array(text.utf8)
            let parser = IncrementalParser(bytes: bytes)
            let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
            func edit(_ range: TextRange, _ new: String, _ what: String) {
                bytes.replaceSubrange(range.start..<range.end, with: Array(new.utf8))
                let current = bytes
                analyzer.apply(parser.edit(range, newLength: new.utf8.count) { Array(current[$0]) }, parser: parser)
                let full = Analyzer.analyze(parsed: Parser.parse(bytes: bytes), defaultModelName: "Model")
                let diagnostics = analyzer.diagnostics(parser: parser)
                XCTAssertTrue(diagnostics == full.diagnostics, "\(what)\n\(Self.difference(diagnostics, full.diagnostics))")
            }
            edit(TextRange(offset: 0, length: 0), "", "opening the file")
            var removed: [String] = []
            // Delete the first entity, one at a time, until well under the budget (it is crossed at
            // the 14th; the quick suite deletes 26, `TestScale`).
            let steps = TestScale.rounds(quick: 26, full: 40)
            for step in 0..<steps {
                let text = String(decoding: bytes, as: UTF8.self)
                guard let end = text.range(of: "}\n") else { break }
                let length = text.utf8.distance(from: text.startIndex, to: end.upperBound)
                removed.append(String(text[..<end.upperBound]))
                edit(TextRange(offset: 0, length: length), "", "deleting entity \(step)")
            }
            XCTAssertTrue(analyzer.diagnostics(parser: parser).contains { $0.message.contains("did you mean") }, "within the budget, unknown types get suggestions")
            // Paste them back at the end.
            for (step, entity) in removed.enumerated() { edit(TextRange(offset: bytes.count, length: 0), entity, "pasting entity \(step)") }
            // Delete unknown types, not entities: no name comes or goes, so only the declarations
            // the budget cut short are built again once the file is within it (at the 22nd).
            for step in 0..<steps {
                let text = String(decoding: bytes, as: UTF8.self)
                guard let line = text.range(of: "  value"), let end = text[line.lowerBound...].range(of: "\n") else { break }
                let start = text.utf8.distance(from: text.startIndex, to: line.lowerBound)
                edit(TextRange(offset: start, length: text.utf8.distance(from: line.lowerBound, to: end.upperBound)), "", "deleting unknown type \(step)")
            }
        }
    }

    /// Renaming, removing and duplicating entities changes what other declarations mean.
    func testNameChangesRecheckDependents() {
        let text = """
            entity Author {
              name: String
              books: [Book] @inverse(author)
            }

            entity Book {
              title: String
              author: Author? @inverse(books)
            }

            entity Novel: Book {
              genre: String
            }

            configuration Shelf { Book, Novel }
            fetchRequest AllBooks: Book

            """
        let steps: [(String, String)] = [
            ("entity Book {", "entity Boo {"), ("entity Boo {", "entity Book {"), ("entity Novel: Book {", "entity Novel: Novel {"),
            ("entity Novel: Novel {", "entity Book {"), ("entity Book {\n  genre", "entity Novel: Book {\n  genre"),
            ("books: [Book] @inverse(author)", "books: [Book] @inverse(writer)"), ("author: Author?", "writer: Author?"),
            ("fetchRequest AllBooks: Book", "fetchRequest AllBooks: Books"),
        ]
        var current = text
        let parser = IncrementalParser(bytes: Array(current.utf8))
        let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
        for (old, new) in steps {
            guard let r = current.range(of: old) else { return XCTFail("no \(old.debugDescription) in the text") }
            let start = current.utf8.distance(from: current.startIndex, to: r.lowerBound)
            current.replaceSubrange(r, with: new)
            let bytes = Array(current.utf8)
            analyzer.apply(parser.edit(TextRange(offset: start, length: old.utf8.count), newLength: new.utf8.count) { Array(bytes[$0]) }, parser: parser)
            let full = Analyzer.analyze(text: current)
            XCTAssertEqual(analyzer.diagnostics(parser: parser), full.diagnostics, "after \(old.debugDescription) → \(new.debugDescription)")
            XCTAssertEqual(analyzer.analysis(parser: parser).model, full.model, "after \(old.debugDescription) → \(new.debugDescription)")
        }
    }

    /// Through the server: didChange with LSP ranges, then the document's analysis and the published
    /// diagnostics match a full analysis of the text the client holds.
    func testServerDocumentStaysExact() {
        guard let url = TestPaths.examples().first(where: { $0.lastPathComponent == "Company.cdm" }), var text = TestPaths.read(url) else { return }
        let client = TestClient()
        let uri = "file:///work/Company.cdm"
        client.open(text, uri: uri)
        var edits = Edits(seed: 99, text: text)
        for version in 2..<80 {
            let bytes = Array(text.utf8)
            let edit = edits.next(bytes)
            let index = LineIndex(text)
            let start = index.position(of: edit.range.start)
            let end = index.position(of: edit.range.end)
            client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(uri), "version": .int(version)],
                    "contentChanges": [
                        [
                            "range": ["start": ["line": .int(start.line), "character": .int(start.column)], "end": ["line": .int(end.line), "character": .int(end.column)]],
                            "text": .string(edit.text),
                        ]
                    ],
                ])
            var changed = bytes
            changed.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.text.utf8))
            text = String(decoding: changed, as: UTF8.self)
            let full = Analyzer.analyze(text: text, defaultModelName: "Company")
            let published = client.diagnostics(uri)
            XCTAssertEqual(published?["version"]?.intValue, version)
            XCTAssertEqual(published?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, full.diagnostics.map(\.code.rawValue), "version \(version)")
            guard let doc = client.server.documents[uri] else { return XCTFail("the document is not open") }
            XCTAssertEqual(doc.text, text)
            if version % 4 == 0 {
                XCTAssertEqual(doc.analysis.model, full.model, "version \(version)")
                XCTAssertEqual(doc.analysis.diagnostics, full.diagnostics, "version \(version)")
            }
        }
    }

    static func difference(_ a: [Diagnostic], _ b: [Diagnostic]) -> String {
        let i = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        return "at #\(i) of \(a.count) vs \(b.count):\n  incremental: \(i < a.count ? "\(a[i])" : "<none>")\n  full:        \(i < b.count ? "\(b[i])" : "<none>")"
    }
}
