// Positions of offsets met in order (tokens, outline items) without a search per offset.

/// Converts offsets to positions like `lines.position(of:encoding:)`, keeping the last line it found:
/// an offset on that line or the next needs no search. Offsets may come in any order; those that
/// mostly grow (a walk of the tree) cost a comparison each. Semantic tokens of a 21,000-entity file
/// spent a quarter of their time searching `TextBuffer` chunks before.
public struct LineCursor<Lines: LineMapping> {
    public let lines: Lines
    public let encoding: PositionEncoding
    /// The current line: its number (-1 before the first offset), where it starts, where its
    /// content ends (before its line break), and where the next line starts (`Int.max` after the
    /// last). Set by `load` (public only so that the cursor can be inlined in other modules).
    public var line = -1
    public var start = 0
    public var contentEnd = 0
    public var next = 0
    /// Whether columns on the current line are byte counts (UTF-8, or an ASCII line).
    @usableFromInline var bytesAreColumns = false

    @inlinable public init(_ lines: Lines, encoding: PositionEncoding) {
        self.lines = lines
        self.encoding = encoding
    }

    /// Makes the current line the one holding `offset` (clamped to the text).
    @inlinable public mutating func moveToLine(of offset: Int) {
        if line >= 0 && offset >= start && offset < next { return }
        if line >= 0 && offset >= next && line + 1 < lines.lineCount {
            // Most often the next line, or one a few lines on.
            load(line + 1)
            var steps = 0
            while offset >= next && line + 1 < lines.lineCount && steps < 3 {
                load(line + 1)
                steps += 1
            }
            if offset >= start && offset < next { return }
        }
        load(lines.line(of: offset))
    }

    /// Makes `n` (a line of the text) the current line.
    @inlinable public mutating func load(_ n: Int) {
        let info = lines.lineInfo(n)
        line = n
        start = info.start
        contentEnd = info.contentEnd
        next = info.next
        bytesAreColumns = encoding == .utf8 || info.isASCII
    }

    /// The column of `offset` on the current line (clamped to the line's content).
    @inlinable public func column(_ offset: Int) -> Int {
        bytesAreColumns ? min(max(offset, start), contentEnd) - start : lines.position(of: offset, encoding: encoding).column
    }

    /// The line and column of `offset`: what `lines.position(of: offset, encoding: encoding)` gives.
    @inlinable public mutating func position(of offset: Int) -> LinePosition {
        moveToLine(of: offset)
        return LinePosition(line: line, column: column(offset))
    }
}
