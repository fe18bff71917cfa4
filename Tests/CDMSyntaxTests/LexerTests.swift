// Lexer: token kinds and exact texts for each lexical form of LANGUAGE.md, and lossless tokenizing.

import CDMSyntax
import XCTest

final class LexerTests: XCTestCase {
    /// The significant tokens of `text` as `kind:text`.
    private func lex(_ text: String, trivia: Bool = false) -> [String] {
        Lexer.tokenize(text).filter { trivia || !$0.kind.isTrivia }.map { "\($0.kind):\($0.text)\($0.isUnterminated ? "!" : "")" }
    }

    func testNumbers() {
        XCTAssertEqual(lex("42 -7 3.14 -0.5 1e-3 2.5E+2 1e"), ["number:42", "number:-7", "number:3.14", "number:-0.5", "number:1e-3", "number:2.5E+2", "number:1", "identifier:e"])
    }

    func testRangesKeepTheEllipsisApartFromTheNumbers() {
        XCTAssertEqual(lex("1...10"), ["number:1", "ellipsis:...", "number:10"])
        XCTAssertEqual(lex("-1.5...2"), ["number:-1.5", "ellipsis:...", "number:2"])
        XCTAssertEqual(lex("...5"), ["ellipsis:...", "number:5"])
        XCTAssertEqual(lex("0..."), ["number:0", "ellipsis:..."])
        XCTAssertEqual(lex("a..b"), ["identifier:a", "dot:.", "dot:.", "identifier:b"])
        XCTAssertEqual(lex("\"2000-01-01\"...\"2100-01-01\""), ["string:\"2000-01-01\"", "ellipsis:...", "string:\"2100-01-01\""])
    }

    func testStringsWithEscapes() {
        XCTAssertEqual(lex(#""a\"b" "\\" "\n\t\u{1F600}""#), [#"string:"a\"b""#, #"string:"\\""#, #"string:"\n\t\u{1F600}""#])
    }

    func testUnterminatedStringStopsAtTheLineEnd() {
        XCTAssertEqual(lex("\"abc\nx"), ["string:\"abc!", "identifier:x"])
        XCTAssertEqual(lex("\"abc\r\nx"), ["string:\"abc!", "identifier:x"])
        XCTAssertEqual(lex("\"abc\\"), ["string:\"abc\\!"])
        XCTAssertEqual(lex("\"ab\\\ncd\""), ["string:\"ab\\!", "identifier:cd", "string:\"!"])
    }

    func testABackslashBeforeAMultiByteCharacterDoesNotSplitIt() {
        let tokens = Lexer.tokenize("\"\\é\"")
        XCTAssertEqual(tokens.map(\.text), ["\"\\é\""])
        XCTAssertFalse(tokens[0].isUnterminated)
    }

    func testComments() {
        XCTAssertEqual(
            lex("// line\n/// doc\n//// not doc\n/* a /* nested */ b */", trivia: true).filter { !$0.hasPrefix("newline") },
            [
                "lineComment:// line", "docComment:/// doc", "lineComment://// not doc", "blockComment:/* a /* nested */ b */",
            ])
        XCTAssertEqual(lex("/* /* */", trivia: true), ["blockComment:/* /* */!"])
        XCTAssertEqual(lex("///", trivia: true), ["docComment:///"])
    }

    func testLineEndsAreSeparateNewlineTokens() {
        XCTAssertEqual(lex("a\r\nb\rc\nd", trivia: true), ["identifier:a", "newline:\r\n", "identifier:b", "newline:\r", "identifier:c", "newline:\n", "identifier:d"])
    }

    func testByteOrderMarkOnlyAtTheStart() {
        XCTAssertEqual(lex("\u{FEFF}model", trivia: true), ["byteOrderMark:\u{FEFF}", "identifier:model"])
        XCTAssertEqual(lex("a\u{FEFF}", trivia: true), ["identifier:a", "unknown:\u{FEFF}"])
    }

    func testPunctuation() {
        XCTAssertEqual(
            lex("{}()[]<>:,=?@.;...").map { String($0.split(separator: ":")[0]) },
            [
                "lBrace", "rBrace", "lParen", "rParen", "lBracket", "rBracket", "lAngle", "rAngle", "colon", "comma", "equals", "question", "at", "dot", "semicolon", "ellipsis",
            ])
    }

    func testIdentifiersAndBackticks() {
        XCTAssertEqual(
            lex("abc _x A1 `description` ` `a"), ["identifier:abc", "identifier:_x", "identifier:A1", "identifier:`description`", "unknown:`", "unknown:`", "identifier:a"])
        let escaped = Lexer.tokenize("`class`")[0]
        XCTAssertEqual(escaped.name, "class")
        XCTAssertTrue(escaped.isEscaped)
        XCTAssertFalse(Lexer.tokenize("class")[0].isEscaped)
    }

    func testNonASCIILettersAreIdentifiersOtherCharactersUnknown() {
        XCTAssertEqual(lex("café naïve 😀 # $"), ["identifier:café", "identifier:naïve", "unknown:😀", "unknown:#", "unknown:$"])
        XCTAssertEqual(lex("\u{0}"), ["unknown:\u{0}"])
    }

    func testTokensConcatenateToTheInput() {
        let inputs = [
            "", "\u{FEFF}", "entity A {\r\n  x: Int16 = -1 @range(...5)\r}\n", "\"unterminated", "/* open", "a😀b\u{E9}\u{301}", "`", "`a", "-", "1e+", "\\",
        ]
        for input in inputs {
            XCTAssertEqual(Lexer.tokenize(input).map(\.text).joined(), input, input.debugDescription)
        }
    }

    /// Invalid UTF-8 never traps: it becomes replacement characters before lexing (String) or
    /// `unknown` tokens (bytes), and the lexer still covers every byte.
    func testInvalidUTF8Bytes() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x0A, 0xE2, 0x82]
        let tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize(bytes: $0) }
        XCTAssertEqual(tokens.reduce(0) { $0 + $1.length }, tokens.map(\.text).joined().utf8.count)
        XCTAssertEqual(tokens.first?.text, "a")
    }
}
