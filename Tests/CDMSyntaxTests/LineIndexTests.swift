// LineIndex: offsets ↔ line/column in UTF-16 and UTF-8, for every kind of line end, with surrogates and clamping.

import CDMSyntax
import XCTest

final class LineIndexTests: XCTestCase {
    private func pos(_ line: Int, _ column: Int) -> LinePosition { LinePosition(line: line, column: column) }

    func testLineStartsForEveryLineEnd() {
        XCTAssertEqual(LineIndex("").lineStarts, [0])
        XCTAssertEqual(LineIndex("a").lineStarts, [0])
        XCTAssertEqual(LineIndex("a\nb").lineStarts, [0, 2])
        XCTAssertEqual(LineIndex("a\r\nb").lineStarts, [0, 3])
        XCTAssertEqual(LineIndex("a\rb").lineStarts, [0, 2])
        // "\n\r" is two line ends; "\r\n" one.
        XCTAssertEqual(LineIndex("a\n\rb").lineStarts, [0, 2, 3])
        XCTAssertEqual(LineIndex("\r\n\r\n").lineStarts, [0, 2, 4])
        XCTAssertEqual(LineIndex("a\n").lineCount, 2)
    }

    func testLineContentEndExcludesTheLineBreak() {
        let index = LineIndex("ab\r\ncd\ref\ngh")
        XCTAssertEqual(index.lineContentEnd(0), 2)
        XCTAssertEqual(index.lineContentEnd(1), 6)
        XCTAssertEqual(index.lineContentEnd(2), 9)
        XCTAssertEqual(index.lineContentEnd(3), 12)
        // Clamped line numbers.
        XCTAssertEqual(index.lineContentEnd(-1), 2)
        XCTAssertEqual(index.lineContentEnd(99), 12)
    }

    func testCRLFPositionsRoundTrip() {
        let text = "model A\r\nentity B {\r\n}\r\n"
        let index = LineIndex(text)
        XCTAssertEqual(index.position(of: 9), pos(1, 0))
        XCTAssertEqual(index.position(of: 7), pos(0, 7))
        // Between '\r' and '\n': still the end of line 0.
        XCTAssertEqual(index.position(of: 8), pos(0, 7))
        XCTAssertEqual(index.offset(of: pos(1, 7)), 16)
        XCTAssertEqual(index.offset(of: pos(2, 0)), 21)
        for offset in 0...text.utf8.count where offset != 8 && offset != 20 && offset != 23 {
            for encoding in [PositionEncoding.utf8, .utf16] {
                XCTAssertEqual(index.offset(of: index.position(of: offset, encoding: encoding), encoding: encoding), offset, "offset \(offset)")
            }
        }
    }

    func testCROnlyLineEnds() {
        let index = LineIndex("a\rbc\rd")
        XCTAssertEqual(index.lineCount, 3)
        XCTAssertEqual(index.position(of: 3), pos(1, 1))
        XCTAssertEqual(index.position(of: 5), pos(2, 0))
        XCTAssertEqual(index.offset(of: pos(1, 2)), 4)
        XCTAssertEqual(index.offset(of: pos(2, 1)), 6)
        XCTAssertEqual(index.line(of: 4), 1)
    }

    func testSurrogatePairsCountTwoUTF16Units() {
        // "a😀b": 'a' 1 byte, '😀' 4 bytes (2 UTF-16 units), 'b' 1 byte.
        let index = LineIndex("a😀b\né")
        XCTAssertEqual(index.position(of: 1), pos(0, 1))
        XCTAssertEqual(index.position(of: 5), pos(0, 3))
        XCTAssertEqual(index.position(of: 5, encoding: .utf8), pos(0, 5))
        XCTAssertEqual(index.position(of: 6), pos(0, 4))
        XCTAssertEqual(index.offset(of: pos(0, 3)), 5)
        XCTAssertEqual(index.offset(of: pos(0, 3), encoding: .utf8), 1, "a UTF-8 column inside '😀' moves to its start")
        XCTAssertEqual(index.offset(of: pos(0, 5), encoding: .utf8), 5)
        // Two-byte 'é' is one UTF-16 unit.
        XCTAssertEqual(index.position(of: 9), pos(1, 1))
        XCTAssertEqual(index.offset(of: pos(1, 1)), 9)
    }

    func testAUTF16ColumnInsideASurrogatePairMovesToTheCharacterStart() {
        let index = LineIndex("a😀b")
        XCTAssertEqual(index.offset(of: pos(0, 2)), 1)
        XCTAssertEqual(index.offset(of: pos(0, 2), encoding: .utf16), 1)
    }

    func testAnOffsetInsideAMultiByteCharacterGivesThatCharactersColumn() {
        let index = LineIndex("a😀b")
        // Offsets 2, 3 and 4 are inside '😀'; none may produce a column past it or trap.
        for offset in 2...4 {
            let p = index.position(of: offset)
            XCTAssertEqual(p.line, 0)
            XCTAssertTrue(p.column == 1 || p.column == 3, "offset \(offset) gave column \(p.column)")
        }
    }

    func testOutOfRangePositionsAreClamped() {
        let text = "ab\ncd"
        let index = LineIndex(text)
        XCTAssertEqual(index.position(of: -5), pos(0, 0))
        XCTAssertEqual(index.position(of: 999), pos(1, 2))
        XCTAssertEqual(index.line(of: -1), 0)
        XCTAssertEqual(index.line(of: 999), 1)
        XCTAssertEqual(index.offset(of: pos(-1, 3)), 0)
        XCTAssertEqual(index.offset(of: pos(0, -4)), 0)
        XCTAssertEqual(index.offset(of: pos(1, -4)), 3)
        XCTAssertEqual(index.offset(of: pos(0, 99)), 2, "a column past the end of the line stops before its line break")
        XCTAssertEqual(index.offset(of: pos(0, 99), encoding: .utf8), 2)
        XCTAssertEqual(index.offset(of: pos(5, 0)), 5)
        XCTAssertEqual(index.offset(of: pos(Int.max, Int.max)), 5)
        XCTAssertEqual(index.offset(of: pos(Int.min, Int.min)), 0)
        XCTAssertEqual(LineIndex("").offset(of: pos(3, 3)), 0)
        XCTAssertEqual(LineIndex("").position(of: 3), pos(0, 0))
    }

    func testRangeConvertsBothEnds() {
        let index = LineIndex("x\n😀yz")
        let r = index.range(TextRange(start: 2, end: 8))
        XCTAssertEqual(r.start, pos(1, 0))
        XCTAssertEqual(r.end, pos(1, 4))
    }

    /// Every offset at a character boundary survives offset → position → offset, in both
    /// encodings, over a text mixing every line end with 1- to 4-byte characters.
    func testRoundTripAtEveryCharacterBoundary() {
        let text = "a\u{E9}\r\n\u{20AC}😀\rb\n\n\u{1F468}\u{200D}\u{1F469}x\r\n"
        let index = LineIndex(text)
        var boundaries: [Int] = []
        var at = 0
        for scalar in text.unicodeScalars {
            boundaries.append(at)
            at += String(scalar).utf8.count
        }
        boundaries.append(at)
        let bytes = Array(text.utf8)
        for offset in boundaries {
            // The position of the '\n' of "\r\n" is the end of the line, like the '\r' before it.
            if offset > 0 && offset < bytes.count && bytes[offset] == 0x0A && bytes[offset - 1] == 0x0D { continue }
            for encoding in [PositionEncoding.utf8, .utf16] {
                let p = index.position(of: offset, encoding: encoding)
                XCTAssertEqual(index.offset(of: p, encoding: encoding), offset, "offset \(offset) → \(p) in \(encoding)")
            }
        }
    }

    func testUTF16ColumnsAgreeWithFoundation() {
        let line = "ab😀c\u{E9}d\u{20AC}e"
        let index = LineIndex(line)
        var offset = 0
        var utf16 = 0
        for scalar in line.unicodeScalars {
            XCTAssertEqual(index.position(of: offset).column, utf16)
            XCTAssertEqual(index.offset(of: pos(0, utf16)), offset)
            offset += String(scalar).utf8.count
            utf16 += String(scalar).utf16.count
        }
        XCTAssertEqual(index.position(of: offset).column, line.utf16.count)
    }
}
