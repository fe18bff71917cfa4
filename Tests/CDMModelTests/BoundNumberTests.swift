// A bound's number read by its bytes (`ModelBuilder.wholeNumber`) is the number `Double(_:)` reads, and other spellings are left to it.

import XCTest

@testable import CDMModel

final class BoundNumberTests: XCTestCase {
    func testWholeNumbersReadAsDoubleReadsThem() {
        for text in ["0", "7", "007", "-0", "-12", "120", "999999999999999", "-999999999999999"] {
            XCTAssertEqual(ModelBuilder.wholeNumber(text), Double(text), text)
        }
    }

    func testOtherSpellingsAreLeftToDouble() {
        for text in ["", "-", "--1", "1-", "+1", "1.5", ".5", "1e3", "0x1F", "1_000", " 1", "1234567890123456", "١٢"] {
            XCTAssertNil(ModelBuilder.wholeNumber(text), text)
        }
        // What the builder compares with: the slower reading for the rest.
        XCTAssertEqual(ModelBuilder.number(.number("1.5"), type: .double), 1.5)
        XCTAssertEqual(ModelBuilder.number(.number("1234567890123456"), type: .int64), 1_234_567_890_123_456)
    }
}
