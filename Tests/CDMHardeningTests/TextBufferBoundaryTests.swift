// Issue #17: the server's chunked text must never drift from the editor's, whatever line breaks meet at a chunk boundary.

import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMSyntax

final class TextBufferBoundaryTests: XCTestCase {
    /// Checks the buffer against a plain copy of the text and a `LineIndex` of it: bytes, line count,
    /// and positions ↔ offsets in both encodings at every offset (small texts) or a sample of them.
    func assertAgrees(_ buffer: TextBuffer, _ text: [UInt8], _ context: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard buffer.bytes == text else {
            XCTFail("text differs after \(context())", file: file, line: line)
            return false
        }
        let index = LineIndex(bytes: text)
        guard buffer.lineCount == index.lineCount, buffer.count == text.count else {
            XCTFail("\(buffer.lineCount) lines, \(index.lineCount) expected, after \(context())", file: file, line: line)
            return false
        }
        let step = max(1, text.count / 400)
        for offset in stride(from: 0, through: text.count, by: step) {
            for encoding in [PositionEncoding.utf16, .utf8] {
                let expected = index.position(of: offset, encoding: encoding)
                let got = buffer.position(of: offset, encoding: encoding)
                guard got == expected else {
                    XCTFail("position of \(offset) is \(got), \(expected) expected, after \(context())", file: file, line: line)
                    return false
                }
            }
        }
        for l in 0...index.lineCount where l % max(1, index.lineCount / 200) == 0 || l >= index.lineCount - 1 {
            let info = buffer.lineInfo(l)
            let expected = index.lineInfo(l)
            guard buffer.lineStart(l) == index.lineStart(l), buffer.lineContentEnd(l) == index.lineContentEnd(l),
                l >= index.lineCount || [info.start, info.contentEnd, info.next] == [expected.start, expected.contentEnd, expected.next]
            else {
                XCTFail(
                    "line \(l) is \(buffer.lineStart(l))..<\(buffer.lineContentEnd(l)), \(index.lineStart(l))..<\(index.lineContentEnd(l)) expected, after \(context())",
                    file: file, line: line)
                return false
            }
            for column in [0, 1, 3, 1_000_000] {
                let p = LinePosition(line: l, column: column)
                guard buffer.offset(of: p, encoding: .utf16) == index.offset(of: p, encoding: .utf16) else {
                    XCTFail(
                        "offset of \(p) is \(buffer.offset(of: p, encoding: .utf16)), \(index.offset(of: p, encoding: .utf16)) expected, after \(context())", file: file, line: line
                    )
                    return false
                }
            }
        }
        return true
    }

    /// The case of the issue: a line ending in `\r` at the end of one chunk, a line after it, and the
    /// next chunk starting with `\n`. Deleting the line between them makes `\r` and `\n` one line
    /// break across the boundary.
    func testDeletingTheLineBetweenCRAndLFAcrossAChunkBoundary() {
        // Chunks of 4 bytes: "aaaa\r" | "bbbb\n" | "\ncccc\n": deleting the middle chunk.
        let text = Array("aaaa\rbbbb\n\ncccc\n".utf8)
        var buffer = TextBuffer(bytes: text, cutSize: 4)
        var reference = text
        XCTAssertTrue(assertAgrees(buffer, reference, "opening"))
        buffer.replace(5..<10, with: [])
        reference.replaceSubrange(5..<10, with: [])
        XCTAssertTrue(assertAgrees(buffer, reference, "deleting the line between \\r and \\n"))
        // The same with the default chunk size, on a long text: "x…x\r" | "l…l\n" | "\nrest…".
        let size = TextBuffer.chunkSize
        var long = Array(repeating: UInt8(ascii: "x"), count: size) + [0x0D]
        long += Array(repeating: UInt8(ascii: "l"), count: size + 100) + [0x0A]
        long += Array("\nrest\n".utf8) + Array(repeating: UInt8(ascii: "y"), count: 10_000) + [0x0A]
        var big = TextBuffer(bytes: long)
        XCTAssertTrue(assertAgrees(big, long, "opening the long text"))
        let line = (size + 1)..<(2 * size + 102)
        big.replace(line, with: [])
        long.replaceSubrange(line, with: [])
        XCTAssertTrue(assertAgrees(big, long, "deleting the line between \\r and \\n in the long text"))
    }

    /// Random edits mixing `\r`, `\n` and `\r\n` (inserted, deleted, replaced) near chunk boundaries,
    /// with small chunks, compared with a plain text after every edit.
    func testRandomLineBreakEditsAgreeWithAPlainText() {
        let pieces: [[UInt8]] = ["\r", "\n", "\r\n", "\n\r", "a", "bc", "é", "😀", "entity X {", " ", "\r\r", "\n\n"].map { Array($0.utf8) }
        let sessions = TestScale.rounds(quick: 12, full: 600)
        for seed in 0..<UInt64(sessions) {
            var random = SeededRandom(seed: seed &* 7919 &+ 17)
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 20...200, using: &random) { text += pieces.randomElement(using: &random)! }
            let cut = [1, 2, 3, 4, 8, 16, 64].randomElement(using: &random)!
            var buffer = TextBuffer(bytes: text, cutSize: cut)
            guard assertAgrees(buffer, text, "opening (seed \(seed))") else { return }
            for step in 0..<60 {
                // Edits start and end between characters, as the server's do.
                func boundary(_ i: Int) -> Int {
                    var i = i
                    while i < text.count && text[i] & 0xC0 == 0x80 { i += 1 }
                    return i
                }
                let a = boundary(Int.random(in: 0...text.count, using: &random))
                let b = boundary(min(text.count, a + [0, 0, 1, 1, 2, 3, 5, 20].randomElement(using: &random)!))
                var inserted: [UInt8] = []
                for _ in 0..<[0, 0, 1, 1, 2, 4].randomElement(using: &random)! { inserted += pieces.randomElement(using: &random)! }
                buffer.replace(a..<b, with: inserted)
                text.replaceSubrange(a..<b, with: inserted)
                guard assertAgrees(buffer, text, "edit \(step) of seed \(seed) (cut \(cut)): \(a)..<\(b) → \(inserted)") else { return }
            }
        }
    }
}
