// Semantic tokens: the classification of a fixture, decoded back from LSP's relative form and compared.

import CDMFeatures
import CDMModel
import CDMTestSupport
import XCTest

@testable import CDMSyntax

final class SemanticTokensTests: XCTestCase {
    /// Decodes LSP's five-integer form into `line:column length type modifiers` lines.
    func decode(_ data: [Int]) -> [String] {
        XCTAssertEqual(data.count % 5, 0)
        var out: [String] = []
        var line = 0
        var column = 0
        for i in stride(from: 0, to: data.count - 4, by: 5) {
            line += data[i]
            column = data[i] == 0 ? column + data[i + 1] : data[i + 1]
            let type = SemanticTokens.legend.types[data[i + 3]]
            let modifiers = SemanticTokens.legend.modifiers.enumerated().filter { data[i + 4] & (1 << $0.offset) != 0 }.map(\.element)
            out.append("\(line):\(column) \(data[i + 2]) \(type)" + (modifiers.isEmpty ? "" : " " + modifiers.joined(separator: ",")))
        }
        return out
    }

    func encoded(_ text: String, _ encoding: PositionEncoding = .utf16, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let analysis = analyze(text)
        let data = SemanticTokens.encode(SemanticTokens.tokens(analysis), lineIndex: LineIndex(text), encoding: encoding)
        // The server's way gives the same integers.
        XCTAssertEqual(Array(SemanticTokens.encoded(analysis, lines: TextBuffer(text), encoding: encoding)), data, file: file, line: line)
        return decode(data)
    }

    /// The server's way (tokens encoded as they are found, positions from a `TextBuffer` whose
    /// chunks are cut small, integers packed) gives what encoding the array of tokens against a
    /// `LineIndex` gives: the examples and random variants of them (line breaks of every kind,
    /// non-ASCII and astral characters, comments opened and not closed), whole and by range.
    func testTheServersEncodingMatchesTheLineIndex() {
        var checked = 0
        for url in TestPaths.examples() {
            guard let original = TestPaths.read(url) else { continue }
            var mutator = Mutator(original, seed: UInt64(original.utf8.count))
            for round in 0..<12 {
                let text = round == 0 ? original : mutator.variant(edits: 1 + round % 4).text
                let analysis = analyze(text)
                let tokens = SemanticTokens.tokens(analysis)
                for encoding in [PositionEncoding.utf16, .utf8] {
                    for cut in [7, 64, 4096] {
                        let buffer = TextBuffer(bytes: Array(text.utf8), cutSize: cut)
                        let expected = SemanticTokens.encode(tokens, lineIndex: LineIndex(text), encoding: encoding)
                        XCTAssertEqual(
                            Array(SemanticTokens.encoded(analysis, lines: buffer, encoding: encoding)), expected,
                            "\(url.lastPathComponent) round \(round), \(encoding), chunks of \(cut)")
                        let n = text.utf8.count
                        let range = TextRange(start: n / 3, end: n / 3 + n / 4)
                        XCTAssertEqual(
                            Array(SemanticTokens.encoded(analysis, lines: buffer, encoding: encoding, in: range)),
                            SemanticTokens.encode(SemanticTokens.tokens(analysis, in: range), lineIndex: LineIndex(text), encoding: encoding),
                            "\(url.lastPathComponent) round \(round), \(encoding), chunks of \(cut), range \(range)")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testLegend() {
        XCTAssertEqual(
            SemanticTokens.legend.types,
            [
                "class", "struct", "type", "property", "enumMember", "decorator", "keyword", "string", "number", "comment", "namespace", "function", "variable",
                "parameter", "operator",
            ])
        XCTAssertEqual(SemanticTokens.legend.modifiers, ["declaration", "documentation", "abstract", "readonly", "defaultLibrary", "relationship"])
    }

    func testSmallModelDecoded() {
        let text = """
            /// Notes.
            model Notes
            generate swift to "out"

            abstract entity Item {
              title: String = "" @length(...10)
            }

            entity Note: Item @codegen(manual) {
              book: Book? @inverse(notes) @deleteRule(cascade)
              fetched same: [Note] @userInfo(why: "test")
              index byTitle(title desc)
            }

            entity Book {
              notes: [Note] @inverse(book)
              done: Bool = true
            }
            configuration Local { Note }
            fetchRequest All: Book

            """
        XCTAssertEqual(
            encoded(text),
            [
                "0:0 10 comment documentation",
                "1:0 5 keyword", "1:6 5 namespace declaration",
                "2:0 8 keyword", "2:9 5 enumMember", "2:15 2 keyword", "2:18 5 string",
                "4:0 8 keyword", "4:9 6 keyword", "4:16 4 class declaration,abstract",
                "5:2 5 property declaration", "5:9 6 type defaultLibrary", "5:18 2 string", "5:21 7 decorator", "5:29 3 operator", "5:32 2 number",
                "8:0 6 keyword", "8:7 4 class declaration", "8:13 4 class abstract", "8:18 8 decorator", "8:27 6 enumMember",
                "9:2 4 property declaration,relationship", "9:8 4 class", "9:14 8 decorator", "9:23 5 property relationship", "9:30 11 decorator",
                "9:42 7 enumMember",
                "10:2 7 keyword", "10:10 4 property declaration,readonly", "10:17 4 class", "10:23 9 decorator", "10:33 3 parameter", "10:38 6 string",
                "11:2 5 keyword", "11:8 7 variable declaration", "11:16 5 property", "11:22 4 keyword",
                "14:0 6 keyword", "14:7 4 class declaration",
                "15:2 5 property declaration,relationship", "15:10 4 class", "15:16 8 decorator", "15:25 4 property relationship",
                "16:2 4 property declaration", "16:8 4 type defaultLibrary", "16:15 4 keyword",
                "18:0 13 keyword", "18:14 5 namespace declaration", "18:22 4 class",
                "19:0 12 keyword", "19:13 3 function declaration", "19:18 4 class",
            ])
    }

    func testBlockCommentSplitsPerLineAndColumnsFollowTheEncoding() {
        let text = "/* two\n   lines */ entity Café {\n  // 😀 smile\n  name: String\n}\n"
        XCTAssertEqual(
            encoded(text),
            [
                "0:0 6 comment", "1:0 11 comment", "1:12 6 keyword", "1:19 4 class declaration",
                "2:2 11 comment",
                "3:2 4 property declaration", "3:8 6 type defaultLibrary",
            ])
        // In UTF-8 the emoji counts four columns, not two.
        XCTAssertEqual(encoded(text, .utf8)[4], "2:2 13 comment")
        XCTAssertEqual(encoded(text, .utf8)[3], "1:19 5 class declaration")
    }

    func testUnknownNamesGetNoToken() {
        // `Strng` and `Notebok` are unknown; `@nope` is still a decorator.
        XCTAssertEqual(
            encoded("entity Note {\n  a: Strng @nope\n  b: Notebok\n}\n"),
            [
                "0:0 6 keyword", "0:7 4 class declaration",
                "1:2 1 property declaration", "1:11 5 decorator",
                "2:2 1 property declaration",
            ])
    }

    func testRangeFilter() {
        let text = "entity Note {\n  title: String\n}\n"
        let analysis = analyze(text)
        let inLine = SemanticTokens.tokens(analysis, in: TextRange(start: 14, end: 29))
        XCTAssertEqual(inLine.map(\.type), [.property, .type])
    }

    /// The examples classified, as annotated source (reviewed in the golden file).
    func testExamplesAreSortedAndMatchTheGolden() {
        for url in TestPaths.examples() {
            guard let text = TestPaths.read(url) else { continue }
            let tokens = SemanticTokens.tokens(analyze(text))
            for (a, b) in zip(tokens, tokens.dropFirst()) {
                XCTAssertLessThanOrEqual(a.range.end, b.range.start, "\(url.lastPathComponent): \(a) overlaps \(b)")
            }
            guard url.lastPathComponent == "Everything.cdm" else { continue }
            let annotations = tokens.map { t in
                let modifiers = SemanticTokens.legend.modifiers.enumerated().filter { t.modifiers.rawValue & (1 << $0.offset) != 0 }.map(\.element)
                return Annotation(range: t.range, lines: [t.type.name + (modifiers.isEmpty ? "" : " " + modifiers.joined(separator: ","))])
            }
            Golden.assertMatches(
                renderAnnotated(text, annotations), golden: TestPaths.fixtures("CDMFeaturesTests", "SemanticTokens").appendingPathComponent("Everything.tokens")
            )
        }
    }
}
