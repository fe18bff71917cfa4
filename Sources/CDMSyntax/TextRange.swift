// A half-open range of UTF-8 byte offsets: the one way every layer names a piece of source text.

/// A half-open range `start..<end` of UTF-8 offsets into a document.
///
/// Stored as two 32-bit offsets (8 bytes, not 16): the model keeps several ranges per property,
/// and documents are far below 2 GB (`DocumentLimits`); offsets beyond that are clamped, never trapped on.
public struct TextRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    private var storedStart: Int32
    private var storedEnd: Int32

    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(clamping: newValue) }
    }
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(clamping: newValue) }
    }

    public init(start: Int, end: Int) {
        storedStart = Int32(clamping: start)
        storedEnd = Int32(clamping: max(start, end))
    }

    public init(offset: Int, length: Int) {
        self.init(start: offset, end: offset + length)
    }

    public static func empty(at offset: Int) -> TextRange { TextRange(start: offset, end: offset) }

    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }

    /// Whether `offset` lies inside the range, counting its end (a cursor just after a word touches it).
    public func touches(_ offset: Int) -> Bool { offset >= start && offset <= end }
    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    public func contains(_ other: TextRange) -> Bool { other.start >= start && other.end <= end }
    public func intersects(_ other: TextRange) -> Bool { other.start < end && start < other.end }

    public func union(_ other: TextRange) -> TextRange {
        TextRange(start: min(start, other.start), end: max(end, other.end))
    }

    public func shifted(by delta: Int) -> TextRange { TextRange(start: start + delta, end: end + delta) }

    public static func < (lhs: TextRange, rhs: TextRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)..<\(end)" }
}
