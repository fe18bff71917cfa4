// The formatter's layout rules, golden files for the examples and messy fixtures, and its guarantees (tokens kept, idempotent).

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMFeatures

/// The comments and significant tokens of a text, as the formatter must keep them (line and doc
/// comments without trailing whitespace, which the formatter trims). Independent of the
/// formatter's own check, so that the test does not trust the code under test.
func keptTokens(_ text: String) -> [String] {
    Lexer.tokenize(text).compactMap { t -> String? in
        switch t.kind {
        case .whitespace, .newline: return nil
        case .lineComment, .docComment:
            var s = Substring(t.text)
            while let last = s.last, last == " " || last == "\t" || last == "\u{0B}" || last == "\u{0C}" {
                s = s.dropLast()
            }
            return "\(t.kind) \(s)"
        default: return "\(t.kind) \(t.text)"
        }
    }
}

/// A fixture's text, keeping a leading byte-order mark (Foundation's UTF-8 decoding drops it).
func readFixture(_ url: URL, file: StaticString = #filePath, line: UInt = #line) -> String? {
    guard let data = FileManager.default.contents(atPath: url.path),
        String(data: data, encoding: .utf8) != nil
    else {
        XCTFail("cannot read \(url.path) as UTF-8", file: file, line: line)
        return nil
    }
    return String(decoding: data, as: UTF8.self)
}

/// Applies formatter edits (sorted, not overlapping) to a text.
func applying(_ edits: [TextEdit], to text: String) throws -> String {
    try applyEdits(edits.map { (range: $0.range, newText: $0.newText) }, to: text)
}

final class FormatterTests: XCTestCase {
    static var fixtures: URL {
        TestPaths.testsRoot.appendingPathComponent("CDMFeaturesTests/Formatting/Fixtures")
    }

    /// The messy inputs: every `.cdm` of `Fixtures/Messy` that is not a golden `.formatted.cdm`.
    static var messyInputs: [URL] {
        TestPaths.cdmFiles(in: fixtures.appendingPathComponent("Messy")).filter {
            !$0.lastPathComponent.hasSuffix(".formatted.cdm")
        }
    }

    static func golden(for input: URL) -> URL {
        input.deletingPathExtension().appendingPathExtension("formatted.cdm")
    }

    func assertFormat(
        _ input: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (actual, refused) = SourceFormatter.formatChecked(input)
        XCTAssertFalse(refused, "the safety check refused the layout", file: file, line: line)
        XCTAssertEqual(
            actual, expected, "\n" + Golden.diff(expected: expected, actual: actual), file: file,
            line: line)
        XCTAssertEqual(SourceFormatter.format(actual), actual, "not idempotent", file: file, line: line)
    }

    // MARK: - Golden files

    func testExamplesAreAlreadyCanonical() throws {
        let examples = TestPaths.examples()
        XCTAssertGreaterThanOrEqual(examples.count, 4)
        for url in examples {
            guard let text = TestPaths.read(url) else { continue }
            let formatted = SourceFormatter.format(text)
            let golden = Self.fixtures.appendingPathComponent("Examples").appendingPathComponent(
                url.lastPathComponent)
            Golden.assertMatches(formatted, golden: Self.golden(for: golden))
            XCTAssertEqual(
                formatted, text,
                "\(url.lastPathComponent) is not in canonical form:\n\(Golden.diff(expected: text, actual: formatted))"
            )
        }
    }

    func testMessyFixturesMatchTheirGoldenFiles() throws {
        let inputs = Self.messyInputs
        XCTAssertGreaterThanOrEqual(inputs.count, 8)
        for url in inputs {
            guard let text = readFixture(url) else { continue }
            let (formatted, refused) = SourceFormatter.formatChecked(text)
            XCTAssertFalse(refused, "\(url.lastPathComponent): the safety check refused the layout")
            Golden.assertMatches(formatted, golden: Self.golden(for: url))
        }
    }

    /// Token preservation, idempotence and edits over every example, fixture and golden file.
    func testEveryFixtureKeepsItsTokensAndIsIdempotent() throws {
        let goldens = Self.messyInputs.map(Self.golden(for:)).filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
        let urls = TestPaths.examples() + Self.messyInputs + goldens
        for url in urls {
            guard let text = readFixture(url) else { continue }
            let name = url.lastPathComponent
            let formatted = SourceFormatter.format(text)
            XCTAssertEqual(keptTokens(formatted), keptTokens(text), "\(name): tokens or comments changed")
            XCTAssertEqual(
                SourceFormatter.format(formatted), formatted, "\(name): formatting is not idempotent")
            XCTAssertEqual(
                try applying(SourceFormatter.edits(for: text), to: text), formatted,
                "\(name): edits do not give the formatted text")
        }
    }

    func testMessyFixtureHasNoTrailingWhitespaceAndOneFinalNewline() throws {
        for url in Self.messyInputs {
            guard let text = readFixture(url), Parser.parse(text).diagnostics.isEmpty else { continue }
            let formatted = SourceFormatter.format(text)
            guard !formatted.isEmpty else { continue }
            for line in formatted.split(
                omittingEmptySubsequences: false,
                whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            {
                XCTAssertFalse(
                    line.hasSuffix(" ") || line.hasSuffix("\t"),
                    "\(url.lastPathComponent): trailing whitespace in '\(line)'")
                XCTAssertFalse(
                    line.hasPrefix("\t"), "\(url.lastPathComponent): tab indentation in '\(line)'")
            }
            let bytes = Array(formatted.utf8)
            XCTAssertTrue(
                bytes.last == 10 || bytes.last == 13, "\(url.lastPathComponent): no final line break")
            XCTAssertFalse(
                formatted.hasSuffix("\n\n") || formatted.hasSuffix("\r\n\r\n")
                    || formatted.hasSuffix("\r\r"), url.lastPathComponent)
        }
    }

    // MARK: - Spacing inside a line

    func testSpacingOfMembers() {
        assertFormat(
            "entity  A :B@class( AMO ){name :String=\"x\"@length( 1 ... 3 )@regex( \"^a\" )\n tags:[ Tag ]? @inverse( a )\n}\n",
            "entity A: B @class(AMO) {\n  name: String = \"x\" @length(1...3) @regex(\"^a\")\n  tags: [Tag]? @inverse(a)\n}\n"
        )
        assertFormat(
            "entity A {\n  c : Transformable < NSColor > ? @transformer( \"T\" )\n  d:Date=\"2024-01-01T00:00:00Z\"@range(\"2000-01-01T00:00:00Z\" ... )\n}\n",
            "entity A {\n  c: Transformable<NSColor>? @transformer(\"T\")\n  d: Date = \"2024-01-01T00:00:00Z\" @range(\"2000-01-01T00:00:00Z\"...)\n}\n"
        )
        assertFormat(
            "entity A {\n  n: Int16 = -1 @range( ... 10 ) @userInfo( a :\"x\" ,b:\"y\" )\n  fetched  f :[ A ]@predicate( \"TRUEPREDICATE\" )\n unique( n , m )\n index   byN( n   desc,m asc )\n}\n",
            "entity A {\n  n: Int16 = -1 @range(...10) @userInfo(a: \"x\", b: \"y\")\n  fetched f: [A] @predicate(\"TRUEPREDICATE\")\n  unique(n, m)\n  index byN(n desc, m asc)\n}\n"
        )
    }

    func testSpacingOfModelLevelDeclarations() {
        assertFormat(
            "model   M@versionIdentifier( \"1\" )\ngenerate  swift   to \"a\"@access( internal )\nfetchRequest F :A@predicate( \"x > 1\" )\nabstract   entity  S{}\ncomposite   C { street:String }\n",
            "model M @versionIdentifier(\"1\")\n\ngenerate swift to \"a\" @access(internal)\n\nfetchRequest F: A @predicate(\"x > 1\")\n\nabstract entity S {}\n\ncomposite C {\n  street: String\n}\n"
        )
    }

    func testSeveralMembersOnOneLineGetALineEach() {
        assertFormat(
            "entity A { x: Int16 y: Int16 @indexed z: String }",
            "entity A {\n  x: Int16\n  y: Int16 @indexed\n  z: String\n}\n")
        // A modifier on the next line belongs to the member before it, and joins its line.
        assertFormat(
            "entity A {\n  x: String\n    @indexed\n}\n", "entity A {\n  x: String @indexed\n}\n")
    }

    func testTabsAndTrailingWhitespace() {
        assertFormat("entity A {\t\n\tx:\tInt16   \t\n\t}   \n", "entity A {\n  x: Int16\n}\n")
    }

    // MARK: - Bodies and blank lines

    func testEmptyBodies() {
        assertFormat("entity A {\n\n}\nentity B {   }\n", "entity A {}\nentity B {}\n")
        assertFormat("entity A {\n  // later\n}\n", "entity A {\n  // later\n}\n")
    }

    func testBlankLinesBetweenMembersKeptUpToOne() {
        assertFormat(
            "entity A {\n\n\n  a: Int16\n  b: Int16\n\n\n\n  c: Int16\n\n}\n",
            "entity A {\n  a: Int16\n  b: Int16\n\n  c: Int16\n}\n")
    }

    func testOneBlankLineBetweenDeclarations() {
        assertFormat(
            "model M\nentity A {}\n\n\n\nentity B {\n  x: Int16\n}\nentity C {}\n",
            "model M\n\nentity A {}\n\nentity B {\n  x: Int16\n}\n\nentity C {}\n")
    }

    func testConsecutiveOneLinersOfTheSameKindKeepTheUsersGrouping() {
        let input =
            "generate swift to \"a\"\ngenerate objc to \"b\"\n\n\ngenerate builder to \"c\"\nfetchRequest A: X\nfetchRequest B: X\n"
        assertFormat(
            input,
            "generate swift to \"a\"\ngenerate objc to \"b\"\n\ngenerate builder to \"c\"\n\nfetchRequest A: X\nfetchRequest B: X\n"
        )
        // Two configurations stay together only while both fit on one line.
        let long = (1...12).map { "Entity\($0)" }.joined(separator: ", ")
        assertFormat(
            "configuration A { X }\nconfiguration B { \(long) }\nconfiguration C { Y }\nconfiguration D { Z }\n",
            "configuration A { X }\n\nconfiguration B {\n"
                + (1...12).map { "  Entity\($0)" }.joined(separator: ",\n")
                + "\n}\n\nconfiguration C { Y }\nconfiguration D { Z }\n")
    }

    func testConfigurationWrapsPast100Columns() {
        // `configuration C { ` is 18 columns and ` }` is 2: the names may take 80.
        let fits = "configuration C { " + String(repeating: "A", count: 77) + ", B }"
        XCTAssertEqual(fits.count, 100)
        assertFormat(fits + "\n", fits + "\n")
        let tooLong = "configuration C { " + String(repeating: "A", count: 78) + ", B }"
        assertFormat(
            tooLong + "\n", "configuration C {\n  " + String(repeating: "A", count: 78) + ",\n  B\n}\n")
        assertFormat("configuration C{A,\nB,}\n", "configuration C { A, B, }\n")
        assertFormat("configuration C @cloudKit {\n}\n", "configuration C @cloudKit {}\n")
    }

    // MARK: - Comments

    func testCommentsStayAttachedToWhatFollows() {
        assertFormat(
            "entity A { x: Int16 }\n/// Doc of B.\nentity B { x: Int16 }\n// about C\n\n\nentity C {}\n",
            "entity A {\n  x: Int16\n}\n\n/// Doc of B.\nentity B {\n  x: Int16\n}\n\n// about C\n\nentity C {}\n"
        )
        // Between one-liners of the same kind, the comments and blank lines are the user's.
        assertFormat(
            "entity A {}\n/// Doc of B.\nentity B {}\n", "entity A {}\n/// Doc of B.\nentity B {}\n")
        assertFormat(
            "entity A {\n      /// doc of x\n x: Int16\n        // before the brace\n}\n",
            "entity A {\n  /// doc of x\n  x: Int16\n  // before the brace\n}\n")
    }

    func testTrailingCommentsStayOnTheirLine() {
        assertFormat(
            "entity A {    // header\n  x: Int16// x\n  y: Int16   /* y */\n}// end\n",
            "entity A { // header\n  x: Int16 // x\n  y: Int16 /* y */\n} // end\n")
    }

    func testTrailingWhitespaceInsideLineCommentsIsTrimmed() {
        assertFormat("// note   \t\nmodel M ///  \n", "// note\nmodel M ///\n")
    }

    func testLineCommentInsideAMemberForcesAContinuationLine() {
        assertFormat(
            "entity A {\n  x: // why\nInt16 @range(0... // low\n 9)\n}\n",
            "entity A {\n  x: // why\n    Int16 @range(0... // low\n    9)\n}\n")
    }

    func testBlockComments() {
        assertFormat(
            "entity A {\n  x:/*t*/Int16\n  /* y */ y: Int16\n  /* many\n        lines */\n  z: Int16\n}\n",
            "entity A {\n  x: /*t*/ Int16\n  /* y */ y: Int16\n  /* many\n        lines */\n  z: Int16\n}\n"
        )
    }

    // MARK: - Tokens that are never removed

    func testSemicolonsStayAfterTheirMember() {
        assertFormat(
            "entity A { x: Int16; y: Int16 ;z: String; }\n",
            "entity A {\n  x: Int16;\n  y: Int16;\n  z: String;\n}\n")
        assertFormat("model M ;\n", "model M;\n")
    }

    // MARK: - Line endings, byte-order mark, empty files

    func testLineEndingsFollowTheDominantOne() {
        assertFormat(
            "entity A {\r\n x: Int16\r\n\r\n\r\n y: Int16 }",
            "entity A {\r\n  x: Int16\r\n\r\n  y: Int16\r\n}\r\n")
        assertFormat("model M\r\nentity A {\n}\r\n", "model M\r\n\r\nentity A {}\r\n")
        assertFormat("model M\rentity A {}\r", "model M\r\rentity A {}\r")
        XCTAssertEqual(Layout.dominantNewline(["\n": 2, "\r\n": 2]), "\n")
    }

    func testFinalNewlineAndEmptyFiles() {
        assertFormat("model M", "model M\n")
        assertFormat("model M\n\n\n", "model M\n")
        assertFormat("", "")
        assertFormat("  \n\n\t", "")
        assertFormat("\n\n// c", "// c\n")
    }

    func testByteOrderMarkIsKept() {
        assertFormat("\u{FEFF}model  M\n\n\nentity A {}", "\u{FEFF}model M\n\nentity A {}\n")
    }

    // MARK: - Syntax errors

    func testDeclarationsWithSyntaxErrorsAreLeftAsWritten() {
        let broken = "entity Bad {\n   x:   \n     y   : Int16\n}"
        assertFormat(
            "model   M\n\(broken)\nentity   Good{x:Int16}\n",
            "model M\n\n\(broken)\n\nentity Good {\n  x: Int16\n}\n")
        // A gap without a line break next to a broken declaration is kept, so it parses the same.
        assertFormat(
            "entity Bad { x: Int16 \"s\" }  entity Good {}\n",
            "entity Bad { x: Int16 \"s\" }  entity Good {}\n")
        assertFormat("  oops tokens\nentity  A {}\n", "oops tokens\n\nentity A {}\n")
        assertFormat("entity A { s: String = \"open\n}\n", "entity A { s: String = \"open\n}\n")
    }

    /// Found by fuzzing (`Fuzz/run.sh parse`, docs/reliability.md): each once made the safety check
    /// refuse the formatter's own layout, or made a second run change the first one's output.
    func testFuzzFindingsAreIdempotentAndNeverRefused() {
        // The parser placed "at end of file" errors at the end of the text (after trailing
        // whitespace), so a final line break changed a cut-off declaration's errors. They now go
        // just after the last token, wherever the file ends.
        assertFormat("entity{index Z(x", "entity{index Z(x\n")
        assertFormat("entity{unique(p", "entity{unique(p\n")
        assertFormat("entity{index Z(x  ", "entity{index Z(x\n")
        // The dominant line break comes from the text outside declarations left as written (whose
        // line breaks stay), here the two dropped `\r`: before, the output's own `\n` won next time.
        assertFormat("\r\r\u{17}\n\u{FFFD}", "\u{17}\n\u{FFFD}\r")
        assertFormat("entity A {\r\n  x: \r\n}", "entity A {\r\n  x: \r\n}\r\n")
        // A U+FEFF after leading whitespace is an invalid character; without the whitespace it
        // would become a byte-order mark.
        assertFormat(" \u{FEFF}", " \u{FEFF}\n")
        assertFormat("\r\n\u{FEFF}entity A {}", "\r\n\u{FEFF}entity A {}\r\n")
        // A `;` joined to the line of a broken declaration would become part of it.
        assertFormat("entity@(\n;", "entity@(\n;\n")
        assertFormat("model M\n;", "model M;\n")
    }

    func testUnterminatedBlockCommentAtTheEndGetsNoNewline() {
        assertFormat("model  M\n/* open", "model M\n/* open")
        // The open comment touches the declaration, which counts as having the error: all kept.
        assertFormat("model  M@ver/* open", "model  M@ver/* open")
        assertFormat("model  M@ver/* closed */  ", "model M @ver /* closed */\n")
        assertFormat("model  M@/* closed */  ", "model  M@/* closed */\n")
        assertFormat("entity A { x: } \t", "entity A { x: }\n")
    }
}
