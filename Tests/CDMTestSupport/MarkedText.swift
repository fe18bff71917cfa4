// Fixtures with inline markers: ranges `⟦…⟧` (optionally labelled `⟦label|…⟧`) and cursors `$0`, `1️⃣`…`9️⃣`.

import CDMSyntax

/// Source text with its markers taken out, and where they were.
///
/// The marker syntax, shared by every test target (parser, checker, editor features, server):
///
/// - `⟦` … `⟧` marks a range. `⟦⟧` marks an empty range (a position where something is missing).
///   Ranges may nest.
/// - A range can carry a label written right after `⟦` and ended by `|`: `⟦unknown-type|Strng⟧`.
///   A label is one or more of `a-z A-Z 0-9 - _ .` characters; the diagnostic tests use the
///   diagnostic code as the label, and a range without a label stands for the fixture's own code.
/// - `$0` marks the cursor, as in rust-analyzer's fixtures; `1️⃣` … `9️⃣` mark numbered
///   positions, as in swift-syntax's and sourcekit-lsp's tests.
///
/// Offsets are UTF-8 offsets into `text`, the source with every marker removed, the same
/// unit `TextRange` uses everywhere in cdm.
public struct MarkedText: Sendable, Equatable {
    /// One `⟦…⟧` range.
    public struct Mark: Sendable, Equatable, CustomStringConvertible {
        public var label: String?
        public var range: TextRange
        public init(label: String?, range: TextRange) {
            self.label = label
            self.range = range
        }
        public var description: String { "\(label ?? "_")@\(range)" }
    }

    /// The source with the markers removed.
    public let text: String
    /// Ranges in the order of their opening `⟦`.
    public let marks: [Mark]
    /// Positions by marker: `"$0"`, `"1️⃣"`, … `"9️⃣"`.
    public let positions: [String: Int]

    public static let rangeOpen: Character = "⟦"
    public static let rangeClose: Character = "⟧"
    public static let cursor = "$0"
    public static let numberedMarkers: [String] = (1...9).map { "\($0)\u{FE0F}\u{20E3}" }

    /// Reads the markers out of `marked`. A stray `⟧` or an unclosed `⟦` is a mistake in the
    /// fixture and stops the test with a message that says where.
    public init(_ marked: String) {
        var text = ""
        var marks: [Mark] = []
        var positions: [String: Int] = [:]
        var open: [(index: Int, label: String?, start: Int)] = []
        var offset = 0
        var rest = Substring(marked)
        while let ch = rest.first {
            if ch == Self.rangeOpen {
                rest = rest.dropFirst()
                var label: String?
                if let bar = rest.firstIndex(of: "|") {
                    let candidate = rest[rest.startIndex..<bar]
                    if !candidate.isEmpty && candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }) {
                        label = String(candidate)
                        rest = rest[rest.index(after: bar)...]
                    }
                }
                open.append((marks.count, label, offset))
                marks.append(Mark(label: label, range: .empty(at: offset)))
                continue
            }
            if ch == Self.rangeClose {
                guard let last = open.popLast() else {
                    preconditionFailure("fixture has a '⟧' without a matching '⟦' at offset \(offset) after \(text.suffix(40).debugDescription)")
                }
                marks[last.index].range = TextRange(start: last.start, end: offset)
                rest = rest.dropFirst()
                continue
            }
            if rest.hasPrefix(Self.cursor) {
                positions[Self.cursor] = offset
                rest = rest.dropFirst(Self.cursor.count)
                continue
            }
            if let marker = Self.numberedMarkers.first(where: { rest.hasPrefix($0) }) {
                positions[marker] = offset
                rest = rest.dropFirst(marker.count)
                continue
            }
            text.append(ch)
            offset += ch.utf8.count
            rest = rest.dropFirst()
        }
        if let unclosed = open.first {
            preconditionFailure("fixture has a '⟦' at offset \(unclosed.start) that is never closed with '⟧'")
        }
        self.text = text
        self.marks = marks
        self.positions = positions
    }

    /// The cursor `$0`; stops the test when the fixture has none.
    public var cursor: Int {
        guard let at = positions[Self.cursor] else { preconditionFailure("fixture has no '$0' cursor marker") }
        return at
    }

    /// The position of the numbered marker `n` (`1` for `1️⃣`).
    public func position(_ n: Int) -> Int {
        guard (1...9).contains(n), let at = positions[Self.numberedMarkers[n - 1]] else {
            preconditionFailure("fixture has no marker \(n)")
        }
        return at
    }

    /// The only range; stops the test unless there is exactly one.
    public var range: TextRange {
        precondition(marks.count == 1, "expected one ⟦…⟧ range in the fixture, found \(marks.count)")
        return marks[0].range
    }

    /// The ranges, each with its label or `defaultLabel` when it has none.
    public func labelledRanges(defaultLabel: String) -> [(label: String, range: TextRange)] {
        marks.map { ($0.label ?? defaultLabel, $0.range) }
    }

    /// The text of `range` in the clean text.
    public func slice(_ range: TextRange) -> String { text.slice(range) }

    /// Writes ranges back into `text` as markers: the inverse of `init`, for messages and goldens.
    public static func mark(_ text: String, ranges: [(label: String?, range: TextRange)]) -> String {
        let bytes = Array(text.utf8)
        // At one offset: closings first (inner before outer), then empty ranges, then openings
        // (outer before inner), so that the result reads back to the same ranges.
        var inserts: [(offset: Int, order: Int, text: String)] = []
        for r in ranges {
            let start = max(0, min(r.range.start, bytes.count))
            let end = max(start, min(r.range.end, bytes.count))
            let open = "⟦" + (r.label.map { $0 + "|" } ?? "")
            if start == end {
                inserts.append((start, 0, open + "⟧"))
            } else {
                inserts.append((start, Int.max / 2 - (end - start), open))
                inserts.append((end, Int.min / 2 + (end - start), "⟧"))
            }
        }
        let sorted = inserts.enumerated().sorted { a, b in
            if a.element.offset != b.element.offset { return a.element.offset < b.element.offset }
            if a.element.order != b.element.order { return a.element.order < b.element.order }
            return a.offset < b.offset
        }
        var out: [UInt8] = []
        var at = 0
        for (_, insert) in sorted {
            out += bytes[at..<insert.offset]
            out += Array(insert.text.utf8)
            at = insert.offset
        }
        out += bytes[at...]
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    /// The text of a UTF-8 range, clamped to the string.
    public func slice(_ range: TextRange) -> String {
        let bytes = Array(utf8)
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
