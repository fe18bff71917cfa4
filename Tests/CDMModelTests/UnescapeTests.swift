// The value of a string literal, and where each of its bytes is: the shortcuts for literals without escapes must read them as the full readings do.

import CDMSyntax
@testable import CDMModel
import XCTest

final class UnescapeTests: XCTestCase {
    func testLiteralsWithAndWithoutEscapesReadTheirValue() {
        let cases: [(String, String)] = [
            (#""plain""#, "plain"), (#""""#, ""), (#"""#, ""), ("", ""), (#""unterminated"#, "unterminated"),
            (#""é ☃ 𝄞""#, "é ☃ 𝄞"), (#""a\"b""#, #"a"b"#), (#""tab\tend""#, "tab\tend"), (#""\u{1F600}""#, "😀"),
            (#""back\\slash""#, #"back\slash"#), (#""e\u{301}""#, "e\u{301}"), (#""no close quote\""#, #"no close quote\"#),
        ]
        for (literal, value) in cases {
            XCTAssertEqual(SyntaxReading.unescape(literal), value, literal)
        }
    }

    /// A predicate's literal without escapes keeps no position per byte; its ranges are those the
    /// full mapping gives, for every range of its text, out-of-bounds ones included.
    func testLiteralsWithoutEscapesMapRangesAsTheFullMappingDoes() throws {
        for literal in [#""name == 'x'""#, #""""#, #""é ☃ 𝄞 > 1""#, #""unterminated"#] {
            let range = TextRange(offset: 40, length: literal.utf8.count)
            let direct = try XCTUnwrap(ExpressionLiteral(source: literal, range: range))
            let mapped = try XCTUnwrap(ExpressionLiteral(source: literal, range: range, alwaysMapped: true))
            XCTAssertEqual(direct.text, mapped.text, literal)
            let count = direct.text.utf8.count
            for lower in -1...(count + 1) {
                for upper in lower...(count + 2) {
                    XCTAssertEqual(direct.sourceRange(lower..<upper), mapped.sourceRange(lower..<upper), "\(literal) \(lower)..<\(upper)")
                }
            }
        }
        XCTAssertNil(ExpressionLiteral(source: #"""#, range: TextRange(offset: 0, length: 1)))
    }

    /// The literal the expression checks make from a model's value and `ExpressionSource` is the one
    /// its source text gives, with or without escapes, closed or not, empty or not.
    func testLiteralsFromTheModelAreThoseOfTheirSource() {
        for literal in [
            #""name == 'x'""#, #""""#, #"""#, #""é ☃ 𝄞 > 1""#, #""unterminated"#, #""a\"b""#, #""back\\slash""#, #""\u{1F600} == x""#,
            #""no close quote\""#,
        ] {
            let value = SyntaxReading.unescape(literal)
            let escaped = literal.utf8.contains(UInt8(ascii: "\\")) ? literal : nil
            let source = ExpressionSource(offset: 7, length: Int32(literal.utf8.count), escapedSource: escaped)
            let fromModel = ExpressionLiteral(value: value, source: source, declarationStart: 100)
            let fromSource = ExpressionLiteral(source: source.source(value: value), range: source.range(from: 100))
            XCTAssertEqual(fromModel?.text, fromSource?.text, literal)
            XCTAssertEqual(fromModel?.tokenRange, fromSource?.tokenRange, literal)
            XCTAssertEqual(fromModel == nil, fromSource == nil, literal)
            let count = value.utf8.count
            for lower in 0...count {
                XCTAssertEqual(fromModel?.sourceRange(lower..<count), fromSource?.sourceRange(lower..<count), "\(literal) \(lower)")
            }
        }
    }
}
