// The value of a string literal: the shortcut for literals without escapes must read them as the full reading does.

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
}
