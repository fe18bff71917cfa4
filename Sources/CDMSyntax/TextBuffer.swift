// An editable document text in chunks of whole lines: an edit costs a chunk, not the file, and positions stay cheap.

/// Converts between UTF-8 offsets and line/column positions; `LineIndex` and `TextBuffer` both do.
public protocol LineMapping {
    func position(of offset: Int, encoding: PositionEncoding) -> LinePosition
    func offset(of position: LinePosition, encoding: PositionEncoding) -> Int
    /// The zero-based line holding `offset` (clamped to the text).
    func line(of offset: Int) -> Int
    /// The offset where `line` starts (clamped to the lines of the text).
    func lineStart(_ line: Int) -> Int
    /// The offset just past the last character of `line`, before its line break (clamped likewise).
    func lineContentEnd(_ line: Int) -> Int
    /// The number of lines (one more than the number of line breaks).
    var lineCount: Int { get }
    /// Whether `line` is all ASCII, so that its columns are byte counts in every encoding (false
    /// when not known cheaply).
    func isASCII(line: Int) -> Bool
    /// All of the above about `line` (0 ≤ line < lineCount) at once, with where the next line
    /// starts (`Int.max` after the last): what `LineCursor` keeps.
    func lineInfo(_ line: Int) -> LineInfo
}

/// Where a line starts, where its content ends (before its break), where the next line starts
/// (`Int.max` after the last line), and whether its columns are byte counts in every encoding.
public struct LineInfo: Sendable, Equatable {
    public var start: Int
    public var contentEnd: Int
    public var next: Int
    public var isASCII: Bool

    @inlinable public init(start: Int, contentEnd: Int, next: Int, isASCII: Bool) {
        self.start = start
        self.contentEnd = contentEnd
        self.next = next
        self.isASCII = isASCII
    }
}

extension LineMapping {
    /// From the separate lookups (a mapping with a cheaper way overrides it).
    public func lineInfo(_ line: Int) -> LineInfo {
        LineInfo(
            start: lineStart(line), contentEnd: lineContentEnd(line), next: line + 1 < lineCount ? lineStart(line + 1) : Int.max, isASCII: isASCII(line: line))
    }
}

extension LineIndex: LineMapping {}

/// The bytes of a text kept as chunks of whole lines (about 4 KB each), with the line starts of each chunk.
///
/// Replacing a range copies only the chunks it touches and updates two arrays with one entry per
/// chunk, so a keystroke in a 5 MB file costs microseconds. Conversions between offsets and
/// line/column positions give exactly what `LineIndex` gives for the same text, clamping included.
public struct TextBuffer: Sendable, LineMapping {
    struct Chunk: Sendable {
        var bytes: [UInt8]
        /// Offsets in `bytes` just after each line break.
        var breaks: [Int32]
        var isASCII: Bool

        /// Whether a byte of `w` (whose bytes are all ASCII) is `byte`.
        @inline(__always) static func hasByte(_ w: UInt64, _ byte: UInt8) -> Bool {
            let v = w ^ (0x0101_0101_0101_0101 &* UInt64(byte))
            return (v &- 0x0101_0101_0101_0101) & ~v & 0x8080_8080_8080_8080 != 0
        }

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var breaks: [Int32] = []
            var ascii = true
            bytes.withUnsafeBufferPointer { buf in
                var i = 0
                let n = buf.count
                while i < n {
                    // Eight ASCII bytes without a line break at a time (a document's lines average
                    // some 40 bytes): an opened 7 MB document was scanned byte by byte, on one thread,
                    // before its parse began.
                    if n - i >= 8 {
                        let w = UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self)
                        if w & 0x8080_8080_8080_8080 == 0 && !Chunk.hasByte(w, 0x0A) && !Chunk.hasByte(w, 0x0D) {
                            i += 8
                            continue
                        }
                    }
                    let b = buf[i]
                    if b >= 0x80 { ascii = false }
                    if b == 0x0A {
                        breaks.append(Int32(i + 1))
                    } else if b == 0x0D {
                        if i + 1 < n && buf[i + 1] == 0x0A { i += 1 }
                        breaks.append(Int32(i + 1))
                    }
                    i += 1
                }
            }
            self.breaks = breaks
            self.isASCII = ascii
            // A chunk is one long line when the text has one: UTF-16 columns on it are counted from
            // checkpoints (every 256 bytes), not from the line's start, so thousands of diagnostics
            // on a 1 MB non-ASCII line convert in linear time.
            var marks: [Int] = []
            if !ascii && bytes.count > 2 * Chunk.markStride {
                marks.reserveCapacity(bytes.count / Chunk.markStride + 1)
                var units = 0
                for j in 0...bytes.count {
                    if j % Chunk.markStride == 0 { marks.append(units) }
                    if j < bytes.count, bytes[j] & 0xC0 != 0x80 { units += bytes[j] >= 0xF0 ? 2 : 1 }
                }
            }
            self.utf16Marks = marks
        }

        static let markStride = 256
        /// UTF-16 units of the characters that start before each multiple of `markStride` (empty
        /// for ASCII and small chunks).
        var utf16Marks: [Int] = []

        /// UTF-16 units of the characters starting before `local` (an index into `bytes`).
        func utf16Units(before local: Int) -> Int {
            let k = local / Chunk.markStride
            var units = utf16Marks[k]
            var i = k * Chunk.markStride
            while i < local {
                if bytes[i] & 0xC0 != 0x80 { units += bytes[i] >= 0xF0 ? 2 : 1 }
                i += 1
            }
            return units
        }
    }

    /// The size chunks are cut at (at the first line break after it).
    static let chunkSize = 4096

    /// This buffer's cut size: `chunkSize`, smaller in tests that want many chunk boundaries.
    let cutSize: Int
    private var chunks: [Chunk]
    /// The offset where each chunk starts, then the total length.
    private var chunkStarts: [Int]
    /// The line each chunk starts, then the number of line breaks in the text.
    private var chunkLines: [Int]

    public init(_ text: String) {
        // Cut straight from the string's UTF-8: no whole copy of the text on the way (a document of
        // 57 MB was held three times while it was opened).
        var text = text
        cutSize = Self.chunkSize
        chunks = text.withUTF8 { Self.split($0, cutSize: Self.chunkSize) }
        chunkStarts = []
        chunkLines = []
        reindex(from: 0)
    }

    public init(bytes: [UInt8]) {
        self.init(bytes: bytes, cutSize: Self.chunkSize)
    }

    /// A buffer cut into chunks of about `cutSize` bytes (tests use small ones to meet many boundaries).
    init(bytes: [UInt8], cutSize: Int) {
        self.cutSize = max(1, cutSize)
        let cut = self.cutSize
        chunks = bytes.withUnsafeBufferPointer { Self.split($0, cutSize: cut) }
        chunkStarts = []
        chunkLines = []
        reindex(from: 0)
    }

    /// The number of bytes.
    public var count: Int { chunkStarts[chunks.count] }

    /// The number of lines (one more than the number of line breaks).
    public var lineCount: Int { chunkLines[chunks.count] + 1 }

    /// The whole text as bytes.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        for c in chunks { out += c.bytes }
        return out
    }

    /// The whole text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The capacity of each chunk's array (for tests: no spare room kept).
    var chunkCapacities: [Int] { chunks.map(\.bytes.capacity) }

    /// The bytes in `range` (clamped to the text). A range that is one whole chunk shares its bytes
    /// (the parse of a text that is one long line reads it without a copy).
    public func bytes(in range: Range<Int>) -> [UInt8] {
        let lower = max(0, min(range.lowerBound, count))
        let upper = max(lower, min(range.upperBound, count))
        var out: [UInt8] = []
        guard lower < upper else { return out }
        var c = chunk(containing: lower)
        if chunkStarts[c] == lower && chunkStarts[c + 1] == upper { return chunks[c].bytes }
        out.reserveCapacity(upper - lower)
        var at = lower
        while at < upper {
            let start = chunkStarts[c]
            let end = min(upper, chunkStarts[c + 1])
            out += chunks[c].bytes[(at - start)..<(end - start)]
            at = end
            c += 1
        }
        return out
    }

    // MARK: - Editing

    /// Replaces the bytes in `range` (clamped) with `newBytes`.
    public mutating func replace(_ range: Range<Int>, with newBytes: [UInt8]) {
        newBytes.withUnsafeBufferPointer { replace(range, withBytes: $0) }
    }

    /// Replaces the bytes in `range` (clamped) with bytes the caller holds (a `String`'s UTF-8, read
    /// in place: the server's `didChange` does not copy the text it inserts).
    public mutating func replace(_ range: Range<Int>, withBytes newBytes: UnsafeBufferPointer<UInt8>) {
        let lower = max(0, min(range.lowerBound, count))
        let upper = max(lower, min(range.upperBound, count))
        var first = chunk(containing: lower)
        // The chunk holding `upper`: the one it falls inside, or the one it ends.
        var last = max(first, chunk(containing: max(lower, upper - 1)))
        // A small neighbour joins the edit, so chunks do not shrink to nothing over many edits.
        if chunks[first].bytes.count < cutSize / 4 && first > 0 { first -= 1 }
        if chunks[last].bytes.count < cutSize / 4 && last + 1 < chunks.count { last += 1 }
        // The edited region in pieces: what stays of the old chunks before and after the range, around
        // the new bytes. They are cut into chunks as they are, never joined into one copy first (a
        // 15 MB insertion was held as the region and again as its chunks).
        var before: [ArraySlice<UInt8>] = []
        var after: [ArraySlice<UInt8>] = []
        for c in first...last {
            let start = chunkStarts[c]
            let bytes = chunks[c].bytes
            if lower > start { before.append(bytes[0..<min(lower - start, bytes.count)]) }
            if upper < chunkStarts[c + 1] { after.append(bytes[max(0, upper - start)...]) }
        }
        func firstByte() -> UInt8? {
            before.first { !$0.isEmpty }?.first ?? newBytes.first ?? after.first { !$0.isEmpty }?.first
        }
        func lastByte() -> UInt8? {
            after.last { !$0.isEmpty }?.last ?? newBytes.last ?? before.last { !$0.isEmpty }?.last
        }
        // Chunks end at line breaks: widen while the region's edges no longer do. Both edges are
        // checked until neither moves: an edit that empties the region (deleting a whole chunk)
        // lets the next chunk's `\n` meet the `\r` that ends the chunk before (issue #17).
        var widened = true
        while widened {
            widened = false
            while first > 0, let b = chunks[first - 1].bytes.last, b == 0x0D, firstByte() == 0x0A {
                first -= 1
                before.insert(chunks[first].bytes[...], at: 0)
                widened = true
            }
            while last + 1 < chunks.count && !Self.endsLine(lastByte(), next: chunks[last + 1].bytes.first) {
                last += 1
                after.append(chunks[last].bytes[...])
                widened = true
            }
        }
        var splitter = Splitter(cutSize: cutSize)
        splitter.upcoming = before.reduce(0) { $0 + $1.count } + newBytes.count + after.reduce(0) { $0 + $1.count }
        for piece in before { piece.withUnsafeBufferPointer { splitter.feed($0) } }
        splitter.feed(newBytes)
        for piece in after { piece.withUnsafeBufferPointer { splitter.feed($0) } }
        chunks.replaceSubrange(first...last, with: splitter.finish())
        reindex(from: first)
    }

    /// Whether a region whose last byte is `last` ends with a whole line break, given the byte that follows.
    private static func endsLine(_ last: UInt8?, next: UInt8?) -> Bool {
        guard let last else { return false }
        if last == 0x0A { return true }
        if last == 0x0D { return next != 0x0A }
        return false
    }

    /// Cuts bytes into chunks after the first line break past `cutSize`; an empty text is one empty chunk.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, cutSize: Int) -> [Chunk] {
        var splitter = Splitter(cutSize: cutSize)
        splitter.upcoming = bytes.count
        splitter.feed(bytes)
        return splitter.finish()
    }

    /// Cuts bytes given in pieces into chunks: each chunk ends after the first line break at or past
    /// `cutSize` bytes (`\r\n` is never cut in two); the last one holds what is left.
    struct Splitter {
        let cutSize: Int
        var chunks: [Chunk] = []
        var current: [UInt8] = []
        /// The current chunk is past its size and ends with `\r`: cut after the `\n` if one follows.
        var pendingCR = false
        /// The bytes still to be fed, this feed's included (0 when not known): a long line is given
        /// its whole length at once instead of growing by doubling (a copy of 15 MB, and the old
        /// array beside it, at the peak of a large insertion).
        var upcoming = 0

        init(cutSize: Int) { self.cutSize = cutSize }

        mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
            defer { upcoming = max(0, upcoming - bytes.count) }
            var i = 0
            let n = bytes.count
            while i < n {
                if pendingCR {
                    pendingCR = false
                    if bytes[i] == 0x0A {
                        current.append(0x0A)
                        i += 1
                    }
                    cut()
                    continue
                }
                if current.count < cutSize {
                    // A chunk's own room, so that its line's end does not double it.
                    if current.isEmpty { current.reserveCapacity(min(cutSize, max(n, upcoming) - i) + 128) }
                    let take = min(cutSize - current.count, n - i)
                    current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + take)]))
                    i += take
                    continue
                }
                // Past the size: up to the next line break.
                var j = i
                while j < n && bytes[j] != 0x0A && bytes[j] != 0x0D { j += 1 }
                if j == n {
                    // No line break in the rest of this feed: the line may go on in the next ones.
                    current.reserveCapacity(current.count + max(n - i, upcoming - i))
                    current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<n]))
                    i = n
                    continue
                }
                current.reserveCapacity(current.count + (j - i) + 2)
                current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i...j]))
                i = j + 1
                if bytes[j] == 0x0A {
                    cut()
                } else if i < n {
                    if bytes[i] == 0x0A {
                        current.append(0x0A)
                        i += 1
                    }
                    cut()
                } else {
                    pendingCR = true
                }
            }
        }

        private mutating func cut() {
            // A chunk given room for a long line that a later feed broke keeps only what it holds
            // (chunks live as long as the text: spare room would be kept with them).
            if current.capacity > current.count + current.count / 4 + 256 {
                var exact: [UInt8] = []
                exact.reserveCapacity(current.count)
                exact.append(contentsOf: current)
                current = exact
            }
            chunks.append(Chunk(current))
            current = []
        }

        /// The chunks; the last one holds what is left (a text that ends in a line break ends with
        /// it, not with an empty chunk; an empty text is one empty chunk).
        mutating func finish() -> [Chunk] {
            if !current.isEmpty || chunks.isEmpty { cut() }
            return chunks
        }
    }

    private mutating func reindex(from first: Int) {
        let n = chunks.count
        chunkStarts.removeSubrange(min(first + 1, chunkStarts.count)...)
        chunkLines.removeSubrange(min(first + 1, chunkLines.count)...)
        if chunkStarts.isEmpty {
            chunkStarts.append(0)
            chunkLines.append(0)
        }
        chunkStarts.reserveCapacity(n + 1)
        chunkLines.reserveCapacity(n + 1)
        var at = chunkStarts[first]
        var line = chunkLines[first]
        for c in first..<n {
            at += chunks[c].bytes.count
            line += chunks[c].breaks.count
            chunkStarts.append(at)
            chunkLines.append(line)
        }
    }

    // MARK: - Positions

    /// The chunk whose bytes hold `offset` (the last chunk for the end of the text).
    private func chunk(containing offset: Int) -> Int {
        var lo = 0
        var hi = chunks.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if chunkStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The chunk holding the start of `line` (0 ≤ line < lineCount).
    private func chunk(ofLine line: Int) -> Int {
        var lo = 0
        var hi = chunks.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if chunkLines[mid] <= line { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The offset where `line` starts (clamped to 0 ..< lineCount).
    public func lineStart(_ line: Int) -> Int {
        let line = max(0, min(line, lineCount - 1))
        let c = chunk(ofLine: line)
        let k = line - chunkLines[c]
        return k == 0 ? chunkStarts[c] : chunkStarts[c] + Int(chunks[c].breaks[k - 1])
    }

    /// The zero-based line holding `offset` (clamped to the text).
    public func line(of offset: Int) -> Int {
        let offset = max(0, min(offset, count))
        let c = chunk(containing: offset)
        let rel = Int32(offset - chunkStarts[c])
        let breaks = chunks[c].breaks
        // The number of breaks at or before rel.
        var lo = 0
        var hi = breaks.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if breaks[mid] <= rel { lo = mid + 1 } else { hi = mid }
        }
        return chunkLines[c] + lo
    }

    /// The line and column of `offset`, columns counted in `encoding`.
    public func position(of offset: Int, encoding: PositionEncoding = .utf16) -> LinePosition {
        let offset = max(0, min(offset, count))
        let line = line(of: offset)
        let (c, start, end) = lineBounds(line)
        let stop = min(offset, end)
        let chunk = chunks[c]
        if encoding == .utf8 || chunk.isASCII { return LinePosition(line: line, column: stop - start) }
        let base = chunkStarts[c]
        if !chunk.utf16Marks.isEmpty && stop - start > 2 * Chunk.markStride {
            return LinePosition(line: line, column: chunk.utf16Units(before: stop - base) - chunk.utf16Units(before: start - base))
        }
        var column = 0
        var i = start
        while i < stop {
            let width = LineIndex.sequenceLength(chunk.bytes[i - base])
            column += width == 4 ? 2 : 1
            i += width
        }
        return LinePosition(line: line, column: column)
    }

    /// The UTF-8 offset of a line and column (clamped; never inside a character).
    public func offset(of position: LinePosition, encoding: PositionEncoding = .utf16) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineCount { return count }
        let (c, start, end) = lineBounds(position.line)
        let chunk = chunks[c]
        let base = chunkStarts[c]
        let column = max(0, position.column)
        if encoding == .utf8 || chunk.isASCII {
            // `column` may be as large as a client cares to send: compare before adding.
            var offset = column >= end - start ? end : start + column
            while offset > start && offset < end && (chunk.bytes[offset - base] & 0xC0) == 0x80 { offset -= 1 }
            return offset
        }
        var units = 0
        var i = start
        if !chunk.utf16Marks.isEmpty && end - start > 2 * Chunk.markStride {
            // Start from the last checkpoint at or before the column, backed up to a character's start.
            let origin = chunk.utf16Units(before: start - base)
            var lo = (start - base) / Chunk.markStride + 1
            var hi = (end - base) / Chunk.markStride
            var best = -1
            while lo <= hi {
                let mid = (lo + hi) / 2
                if chunk.utf16Marks[mid] - origin <= column {
                    best = mid
                    lo = mid + 1
                } else {
                    hi = mid - 1
                }
            }
            if best >= 0 {
                var local = best * Chunk.markStride
                while local > start - base && local < chunk.bytes.count && (chunk.bytes[local] & 0xC0) == 0x80 { local -= 1 }
                i = base + local
                units = chunk.utf16Units(before: local) - origin
            }
        }
        while i < end {
            let width = LineIndex.sequenceLength(chunk.bytes[i - base])
            let w16 = width == 4 ? 2 : 1
            if units + w16 > column { break }
            units += w16
            i += width
        }
        return min(i, end)
    }

    /// One search for the chunk, instead of one per question.
    public func lineInfo(_ line: Int) -> LineInfo {
        let line = max(0, min(line, lineCount - 1))
        let (c, start, end) = lineBounds(line)
        let k = line - chunkLines[c]
        // The next line starts after this line's break: in this chunk, or where the next chunk starts.
        let next = line + 1 >= lineCount ? Int.max : k < chunks[c].breaks.count ? chunkStarts[c] + Int(chunks[c].breaks[k]) : chunkStarts[c + 1]
        return LineInfo(start: start, contentEnd: end, next: next, isASCII: chunks[c].isASCII)
    }

    /// Whether the chunk holding `line` is ASCII.
    public func isASCII(line: Int) -> Bool {
        chunks[chunk(ofLine: max(0, min(line, lineCount - 1)))].isASCII
    }

    /// The offset just past the last character of `line`, before its line break (clamped to 0 ..< lineCount).
    public func lineContentEnd(_ line: Int) -> Int {
        lineBounds(max(0, min(line, lineCount - 1))).contentEnd
    }

    /// The chunk of `line`, where the line starts and where its content ends (before its line break).
    private func lineBounds(_ line: Int) -> (chunk: Int, start: Int, contentEnd: Int) {
        let c = chunk(ofLine: line)
        let k = line - chunkLines[c]
        let chunk = chunks[c]
        let base = chunkStarts[c]
        let start = k == 0 ? base : base + Int(chunk.breaks[k - 1])
        var end = k < chunk.breaks.count ? base + Int(chunk.breaks[k]) : chunkStarts[c + 1]
        if end > start && chunk.bytes[end - 1 - base] == 0x0A { end -= 1 }
        if end > start && chunk.bytes[end - 1 - base] == 0x0D { end -= 1 }
        return (c, start, end)
    }
}
