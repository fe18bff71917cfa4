// The one type that converts between UTF-8 offsets and line/column positions (UTF-16 or UTF-8 columns).

/// How an editor counts columns: LSP's default is UTF-16 code units; clients may offer UTF-8.
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// A zero-based line and column, with the column counted in some `PositionEncoding`.
public struct LinePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

/// Maps UTF-8 offsets of one text to line/column positions and back.
///
/// Lines end at `\n`, `\r\n` or `\r`. Out-of-range positions are clamped, never trapped:
/// a line past the end maps to the end of the text, a column past the end of its line to the
/// line's end, and a UTF-16 column inside a surrogate pair to the start of that character.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    /// Offsets at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    /// Whether the text is pure ASCII (then every column is a byte offset).
    private let isASCII: Bool
    /// For non-ASCII text, the UTF-16 length of the characters that start before each multiple of
    /// `checkpointStride`: a UTF-16 column on a long line is counted from the nearest checkpoint,
    /// not from the line's start (a 1 MB line with thousands of diagnostics stays linear).
    private let utf16Checkpoints: [Int]
    private static let checkpointStride = 256

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var ascii = true
        var i = 0
        let n = bytes.count
        bytes.withUnsafeBufferPointer { buf in
            while i < n {
                let b = buf[i]
                if b >= 0x80 { ascii = false }
                if b == 0x0A {
                    starts.append(i + 1)
                } else if b == 0x0D {
                    if i + 1 < n && buf[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        self.lineStarts = starts
        self.isASCII = ascii
        var checkpoints: [Int] = []
        if !ascii {
            checkpoints.reserveCapacity(n / Self.checkpointStride + 1)
            var units = 0
            bytes.withUnsafeBufferPointer { buf in
                for j in 0...n {
                    if j % Self.checkpointStride == 0 { checkpoints.append(units) }
                    if j < n, buf[j] & 0xC0 != 0x80 { units += buf[j] >= 0xF0 ? 2 : 1 }
                }
            }
        }
        self.utf16Checkpoints = checkpoints
    }

    /// UTF-16 units of the characters whose first byte lies before `offset` (non-ASCII text only).
    private func utf16Units(before offset: Int) -> Int {
        let k = offset / Self.checkpointStride
        var units = utf16Checkpoints[k]
        var i = k * Self.checkpointStride
        while i < offset {
            let b = bytes[i]
            if b & 0xC0 != 0x80 { units += b >= 0xF0 ? 2 : 1 }
            i += 1
        }
        return units
    }

    public var lineCount: Int { lineStarts.count }

    /// Whether the whole text is ASCII.
    public func isASCII(line: Int) -> Bool { isASCII }

    /// The offset where `line` starts (clamped to 0 ..< lineCount).
    public func lineStart(_ line: Int) -> Int { lineStarts[max(0, min(line, lineStarts.count - 1))] }

    /// The offset just past the last character of `line`, before its line break.
    public func lineContentEnd(_ line: Int) -> Int {
        let line = max(0, min(line, lineStarts.count - 1))
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line] && bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line] && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The zero-based line holding `offset` (clamped to the text).
    public func line(of offset: Int) -> Int {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The line and column of `offset`, columns counted in `encoding`.
    public func position(of offset: Int, encoding: PositionEncoding = .utf16) -> LinePosition {
        let offset = max(0, min(offset, bytes.count))
        let line = line(of: offset)
        let start = lineStarts[line]
        let end = min(offset, lineContentEnd(line))
        if encoding == .utf8 || isASCII { return LinePosition(line: line, column: end - start) }
        if end - start > 2 * Self.checkpointStride {
            // A long line: count from checkpoints (a character cut by `end` counts whole, as below).
            return LinePosition(line: line, column: utf16Units(before: end) - utf16Units(before: start))
        }
        var column = 0
        var i = start
        while i < end {
            let b = bytes[i]
            let width = Self.sequenceLength(b)
            column += width == 4 ? 2 : 1
            i += width
        }
        return LinePosition(line: line, column: column)
    }

    /// The UTF-8 offset of a line and column (clamped; never inside a character).
    public func offset(of position: LinePosition, encoding: PositionEncoding = .utf16) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineContentEnd(position.line)
        let column = max(0, position.column)
        if encoding == .utf8 || isASCII {
            // `column` may be as large as a client cares to send: compare before adding.
            var offset = column >= end - start ? end : start + column
            // Never land inside a multi-byte character.
            while offset > start && offset < end && (bytes[offset] & 0xC0) == 0x80 { offset -= 1 }
            return offset
        }
        var units = 0
        var i = start
        if end - start > 2 * Self.checkpointStride {
            // A long line: start from the last checkpoint at or before the column, backed up to
            // the first byte of the character it falls in.
            let base = utf16Units(before: start)
            var lo = start / Self.checkpointStride + 1
            var hi = end / Self.checkpointStride
            var best = -1
            while lo <= hi {
                let mid = (lo + hi) / 2
                if utf16Checkpoints[mid] - base <= column {
                    best = mid
                    lo = mid + 1
                } else {
                    hi = mid - 1
                }
            }
            if best >= 0 {
                // The last checkpoint may be the end of the text (a line ending there on a multiple
                // of the stride): nothing to read there. (Found by `Fuzz/run.sh parse`.)
                i = best * Self.checkpointStride
                while i > start && i < bytes.count && (bytes[i] & 0xC0) == 0x80 { i -= 1 }
                units = utf16Units(before: i) - base
            }
        }
        while i < end {
            let width = Self.sequenceLength(bytes[i])
            let w16 = width == 4 ? 2 : 1
            if units + w16 > column { break }
            units += w16
            i += width
        }
        return min(i, end)
    }

    public func range(_ range: TextRange, encoding: PositionEncoding = .utf16) -> (start: LinePosition, end: LinePosition) {
        (position(of: range.start, encoding: encoding), position(of: range.end, encoding: encoding))
    }

    /// The length in bytes of the UTF-8 sequence that starts with `lead` (1 for stray bytes).
    @inline(__always)
    static func sequenceLength(_ lead: UInt8) -> Int {
        if lead < 0x80 { return 1 }
        if lead >= 0xF0 { return 4 }
        if lead >= 0xE0 { return 3 }
        if lead >= 0xC0 { return 2 }
        return 1
    }
}
