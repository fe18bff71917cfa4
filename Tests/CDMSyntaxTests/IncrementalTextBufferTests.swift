// TextBuffer against LineIndex: after random edits, every offset and position converts the same way.

import CDMTestSupport
import XCTest

@testable import CDMSyntax

final class IncrementalTextBufferTests: XCTestCase {
    /// Line breaks of every kind, non-ASCII and astral characters, and chunk-sized stretches.
    static let samples: [String] = [
        "", "a", "\n", "\r", "\r\n", "\n\r", "a\r\nb\rc\nd", "é😀x\r\n😀\n", String(repeating: "line of text\n", count: 2000),
        String(repeating: "x", count: 9000) + "\r" + String(repeating: "é", count: 3000) + "\r\n" + String(repeating: "😀\r", count: 1500),
    ]

    func testConversionsMatchLineIndexAfterRandomEdits() {
        var random = SeededRandom(seed: 7)
        let insertions = ["\r", "\n", "\r\n", "é", "😀", "abc", String(repeating: "word ", count: 900) + "\n", "", "\r\r\n\n"]
        for sample in Self.samples {
            var bytes = Array(sample.utf8)
            var buffer = TextBuffer(bytes: bytes)
            for step in 0..<120 {
                let a = Self.boundary(bytes, Int.random(in: 0...bytes.count, using: &random))
                let b = Self.boundary(bytes, min(bytes.count, a + Int.random(in: 0...(step % 7 == 0 ? 5000 : 3), using: &random)))
                let insert = Array(insertions.randomElement(using: &random)!.utf8)
                bytes.replaceSubrange(a..<max(a, b), with: insert)
                buffer.replace(a..<max(a, b), with: insert)
                XCTAssertEqual(buffer.bytes, bytes)
                Self.assertSameConversions(buffer, LineIndex(bytes: bytes), &random)
            }
        }
    }

    /// Lines are found eight ASCII bytes at a time between breaks: a break or a non-ASCII character
    /// at every offset within a word, after every lead, is where `LineIndex` finds it.
    func testBreaksAtEveryOffsetOfAWord() {
        var random = SeededRandom(seed: 11)
        for lead in 0..<17 {
            for piece in ["\n", "\r", "\r\n", "é", "😀", "\n\n", "\r\r\n"] {
                for tail in [0, 1, 7, 8, 9, 23] {
                    let text = String(repeating: "a", count: lead) + piece + String(repeating: "b", count: tail) + piece
                    let bytes = Array(text.utf8)
                    let buffer = TextBuffer(bytes: bytes)
                    let index = LineIndex(bytes: bytes)
                    XCTAssertEqual(buffer.lineCount, index.lineCount, text.debugDescription)
                    for line in 0..<buffer.lineCount {
                        XCTAssertEqual(buffer.isASCII(line: line), index.lineInfo(line).isASCII, "\(text.debugDescription) line \(line)")
                    }
                    Self.assertSameConversions(buffer, index, &random)
                }
            }
        }
    }

    func testBytesInRange() {
        let text = String(repeating: "abc\ndéf\r\n", count: 1500)
        let buffer = TextBuffer(text)
        let bytes = Array(text.utf8)
        for (a, b) in [(0, 0), (0, 10), (4090, 4200), (100, bytes.count), (bytes.count, bytes.count), (8000, 12_500)] {
            XCTAssertEqual(buffer.bytes(in: a..<b), Array(bytes[a..<b]))
        }
        XCTAssertEqual(buffer.text, text)
        XCTAssertEqual(buffer.lineCount, LineIndex(text).lineCount)
    }

    static func boundary(_ bytes: [UInt8], _ offset: Int) -> Int {
        var i = offset
        while i > 0 && i < bytes.count && (bytes[i] & 0xC0) == 0x80 { i -= 1 }
        return i
    }

    static func assertSameConversions(_ buffer: TextBuffer, _ index: LineIndex, _ random: inout SeededRandom, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(buffer.lineCount, index.lineCount, file: file, line: line)
        XCTAssertEqual(buffer.count, index.bytes.count, file: file, line: line)
        let n = index.bytes.count
        var offsets = [0, n, n + 3, -2]
        for _ in 0..<40 { offsets.append(Int.random(in: 0...n, using: &random)) }
        for o in offsets {
            for encoding in [PositionEncoding.utf16, .utf8] {
                XCTAssertEqual(buffer.position(of: o, encoding: encoding), index.position(of: o, encoding: encoding), "offset \(o)", file: file, line: line)
            }
            XCTAssertEqual(buffer.line(of: o), index.line(of: o), file: file, line: line)
        }
        var positions = [LinePosition(line: -1, column: 0), LinePosition(line: index.lineCount, column: 0), LinePosition(line: 0, column: 9999)]
        for _ in 0..<40 {
            positions.append(LinePosition(line: Int.random(in: 0..<index.lineCount, using: &random), column: Int.random(in: -1...30, using: &random)))
        }
        for p in positions {
            for encoding in [PositionEncoding.utf16, .utf8] {
                XCTAssertEqual(buffer.offset(of: p, encoding: encoding), index.offset(of: p, encoding: encoding), "position \(p)", file: file, line: line)
            }
        }
        for l in [0, index.lineCount - 1, index.lineCount / 2] {
            XCTAssertEqual(buffer.lineStart(l), index.lineStarts[l], file: file, line: line)
        }
        for l in [-1, 0, index.lineCount / 2, index.lineCount - 1, index.lineCount, Int.max] {
            XCTAssertEqual(buffer.lineStart(l), index.lineStart(l), "line \(l)", file: file, line: line)
            XCTAssertEqual(buffer.lineContentEnd(l), index.lineContentEnd(l), "line \(l)", file: file, line: line)
        }
        for l in Set([0, index.lineCount / 3, index.lineCount / 2, index.lineCount - 2, index.lineCount - 1]) where l >= 0 {
            let info = buffer.lineInfo(l)
            let expected = index.lineInfo(l)
            XCTAssertEqual([info.start, info.contentEnd, info.next], [expected.start, expected.contentEnd, expected.next], "line \(l)", file: file, line: line)
        }
    }

    /// A cursor gives what `LineIndex` gives, for offsets that mostly grow (a token walk), jump back,
    /// stay put or fall outside the text, on buffers cut into small chunks and on a `LineIndex`.
    func testLineCursorGivesTheLineIndexPositions() {
        var random = SeededRandom(seed: 23)
        for text in Self.samples {
            let bytes = Array(text.utf8)
            let index = LineIndex(bytes: bytes)
            let n = bytes.count
            var offsets: [Int] = [-3, 0, n, n + 2, 0]
            var at = 0
            for _ in 0..<300 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: at = Int.random(in: 0...n, using: &random)
                case 1: break
                default: at = min(n, at + Int.random(in: 0...12, using: &random))
                }
                offsets.append(at)
            }
            for encoding in [PositionEncoding.utf16, .utf8] {
                for cut in [3, 64, 4096] {
                    var cursor = LineCursor(TextBuffer(bytes: bytes, cutSize: cut), encoding: encoding)
                    var plain = LineCursor(index, encoding: encoding)
                    for o in offsets {
                        let expected = index.position(of: o, encoding: encoding)
                        XCTAssertEqual(cursor.position(of: o), expected, "offset \(o) of \(text.prefix(20).debugDescription), chunks of \(cut), \(encoding)")
                        XCTAssertEqual(plain.position(of: o), expected, "offset \(o) of \(text.prefix(20).debugDescription), \(encoding)")
                    }
                }
            }
        }
    }
}
