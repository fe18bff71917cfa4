// Large insertions into a TextBuffer are cut into chunks from their pieces, never joined first: the text and its lines stay exact.

import CDMTestSupport
import XCTest

@testable import CDMSyntax

final class TextBufferLargeEditTests: XCTestCase {
    func assertSame(_ buffer: TextBuffer, _ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(buffer.bytes, bytes, what, file: file, line: line)
        let index = LineIndex(bytes: bytes)
        XCTAssertEqual(buffer.lineCount, index.lineCount, what, file: file, line: line)
        for offset in Set([0, bytes.count / 3, bytes.count / 2, bytes.count - 1, bytes.count].map { max(0, $0) }) {
            XCTAssertEqual(buffer.position(of: offset, encoding: .utf16), index.position(of: offset, encoding: .utf16), "\(what) at \(offset)", file: file, line: line)
        }
        for n in Set([0, index.lineCount / 2, index.lineCount - 1]) {
            XCTAssertEqual(buffer.lineInfo(n).start, index.lineStart(n), "\(what) line \(n)", file: file, line: line)
        }
    }

    /// Insertions longer than many chunks, with and without line breaks, with `\r` and `\n` meeting
    /// at the edges of the pieces (the kept head, the new bytes, the kept tail), at several cut sizes.
    func testLargeInsertionsAgreeWithAPlainText() {
        let base = Array("entity A {\r\n  name: String\r\n}\rentity B { é: Int16 }\n// end".utf8)
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 5_000)
        let insertions: [[UInt8]] = [
            long,
            long + [0x0D],
            [0x0A] + long,
            Array(String(repeating: "line é\n", count: 700).utf8),
            Array(String(repeating: "a\r", count: 900).utf8) + [0x0D],
            Array(String(repeating: "😀", count: 1_500).utf8),
        ]
        for cutSize in [1, 7, 64, 4096] {
            for (k, insertion) in insertions.enumerated() {
                for at in [0, 10, 11, 12, 30, base.count - 3, base.count] {
                    for removed in [0, 1, 2] where at + removed <= base.count {
                        var bytes = base
                        var buffer = TextBuffer(bytes: bytes, cutSize: cutSize)
                        bytes.replaceSubrange(at..<(at + removed), with: insertion)
                        buffer.replace(at..<(at + removed), with: insertion)
                        assertSame(buffer, bytes, "cut \(cutSize), insertion \(k) at \(at) replacing \(removed)")
                        // And taken out again.
                        bytes.replaceSubrange(at..<(at + insertion.count), with: [])
                        buffer.replace(at..<(at + insertion.count), with: [])
                        assertSame(buffer, bytes, "cut \(cutSize), insertion \(k) at \(at) removed again")
                    }
                }
            }
        }
    }

    /// A line of a megabyte typed into the middle of a line is one chunk with room for itself only:
    /// no doubling on the way (the old array and the new one at once), no spare megabytes kept in
    /// the chunks of a text with breaks.
    func testALongLineIsGivenItsLengthOnce() {
        var buffer = TextBuffer(bytes: Array("entity A { name: String }\nentity B {}\n".utf8))
        let line = [UInt8](repeating: UInt8(ascii: "y"), count: 1 << 20)
        buffer.replace(11..<11, with: line)
        XCTAssertEqual(buffer.count, (1 << 20) + 38)
        XCTAssertLessThan(buffer.chunkCapacities.reduce(0, +), (1 << 20) + (1 << 20) / 8, "spare room kept in the chunks")
        let lines = Array(String(repeating: "z\n", count: 1 << 19).utf8)
        buffer.replace(5..<5, with: lines)
        XCTAssertLessThan(buffer.chunkCapacities.reduce(0, +), 2 * (1 << 20) + (1 << 20) / 4, "spare room kept in the chunks")
    }
}
