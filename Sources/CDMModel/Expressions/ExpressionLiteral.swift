// The `.cdm` string literal that holds a predicate or expression: its text and where each of its bytes is in the document.

import CDMSyntax

/// A one-line `"…"` literal decoded as `SyntaxReading.unescape` decodes it (so `text` equals the model's
/// `predicate` or `derivation`), with the document range of each decoded UTF-8 byte: an escape (`\"`, `\u{E9}`)
/// covers all of its source characters.
public struct ExpressionLiteral: Sendable, Equatable {
    public private(set) var text: String
    /// The range of the literal in the document, quotes included.
    public private(set) var tokenRange: TextRange
    /// Where each decoded byte starts and ends in the document; both empty for a literal without
    /// escapes, whose bytes are those of the source one after the opening quote (most predicates:
    /// two arrays of positions per predicate were 2% of a cold check).
    private var starts: [Int32] = []
    private var ends: [Int32] = []
    /// The count of `text`'s UTF-8 bytes when it has no escapes (nil with `starts`).
    private var directCount: Int?

    /// Nil for a token that is not a one-line string literal.
    public init?(_ token: TokenRef) {
        guard token.kind == .string else { return nil }
        self.init(source: token.text, range: token.range)
    }

    /// The literal whose value is `source`'s, written at `source`'s place in a declaration that starts
    /// at `declarationStart`: `init(source:range:)` of the literal's source text, without making that
    /// text and decoding it again when the value needs no escapes (most predicates: three copies of
    /// each were made to give back the value).
    public init?(value: String, source: ExpressionSource, declarationStart: Int) {
        let range = source.range(from: declarationStart)
        var value = value
        // Without an escape in the source, a quote in the value can only come from a literal this
        // type does not read (`"""`): such a value takes the full reading, which refuses it.
        let plain = source.escapedSource == nil && value.withUTF8 { !$0.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") } }
        guard plain else {
            self.init(source: source.source(value: value), range: range)
            return
        }
        // An unterminated literal of no value is a lone quote: not a literal, as `init(source:range:)` says.
        let closed = Int(source.length) >= value.utf8.count + 2
        if !closed && value.isEmpty { return nil }
        self.init(plain: value, range: range)
    }

    /// A literal without escapes whose value is `text`.
    private init(plain text: String, range: TextRange) {
        self.text = text
        tokenRange = range
        directCount = text.utf8.count
    }

    /// The literal written as `source` at `range` of the document (the model's `ExpressionSource`);
    /// nil when it is not a one-line string literal.
    public init?(source: String, range: TextRange) {
        self.init(source: source, range: range, alwaysMapped: false)
    }

    /// `alwaysMapped`: keeps the position of every byte even without escapes (the tests compare the two readings).
    init?(source: String, range: TextRange, alwaysMapped: Bool) {
        let raw = Array(source.utf8)
        guard raw.count >= 2, raw.first == UInt8(ascii: "\""), !source.hasPrefix("\"\"\"") else { return nil }
        tokenRange = range
        let base = range.start
        let end = raw.last == UInt8(ascii: "\"") && raw.count >= 2 ? raw.count - 1 : raw.count
        if !alwaysMapped && !raw[1..<end].contains(UInt8(ascii: "\\")) {
            text = String(decoding: raw[1..<end], as: UTF8.self)
            directCount = end - 1
            return
        }
        var out: [UInt8] = []
        var starts: [Int32] = []
        var ends: [Int32] = []
        out.reserveCapacity(end)
        starts.reserveCapacity(end)
        ends.reserveCapacity(end)
        func emit(_ bytes: some Sequence<UInt8>, from: Int, to: Int) {
            for b in bytes {
                out.append(b)
                starts.append(Int32(clamping: base + from))
                ends.append(Int32(clamping: base + to))
            }
        }
        var i = 1
        while i < end {
            let c = raw[i]
            if c == UInt8(ascii: "\\") && i + 1 < end {
                let e = raw[i + 1]
                switch e {
                case UInt8(ascii: "n"):
                    emit([0x0A], from: i, to: i + 2)
                    i += 2
                    continue
                case UInt8(ascii: "t"):
                    emit([0x09], from: i, to: i + 2)
                    i += 2
                    continue
                case UInt8(ascii: "r"):
                    emit([0x0D], from: i, to: i + 2)
                    i += 2
                    continue
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    emit([e], from: i, to: i + 2)
                    i += 2
                    continue
                case UInt8(ascii: "u"):
                    if i + 2 < end, raw[i + 2] == UInt8(ascii: "{"), let close = raw[(i + 3)..<end].firstIndex(of: UInt8(ascii: "}")),
                        let v = UInt32(String(decoding: raw[(i + 3)..<close], as: UTF8.self), radix: 16), let s = Unicode.Scalar(v)
                    {
                        emit(String(Character(s)).utf8, from: i, to: close + 1)
                        i = close + 1
                        continue
                    }
                default: break
                }
            }
            out.append(c)
            starts.append(Int32(clamping: base + i))
            ends.append(Int32(clamping: base + i + 1))
            i += 1
        }
        text = String(decoding: out, as: UTF8.self)
        self.starts = starts
        self.ends = ends
    }

    /// The document range of `range`, a range of UTF-8 offsets in `text`.
    public func sourceRange(_ range: Range<Int>) -> TextRange {
        if let count = directCount {
            let lower = min(max(range.lowerBound, 0), count)
            let upper = min(max(range.upperBound, lower), count)
            return TextRange(start: tokenRange.start + 1 + lower, end: tokenRange.start + 1 + upper)
        }
        let count = starts.count
        let lower = min(max(range.lowerBound, 0), count)
        let upper = min(max(range.upperBound, lower), count)
        let contentEnd = count > 0 ? Int(ends[count - 1]) : tokenRange.start + 1
        let start = lower < count ? Int(starts[lower]) : contentEnd
        if upper == lower { return .empty(at: start) }
        return TextRange(start: start, end: Int(ends[upper - 1]))
    }

    /// The literal of `@name("…")` written inside `range` of the tree under `root` (`@predicate` of a fetch
    /// request or fetched property, `@derived` of an attribute, given the declaration's range).
    public static func modifier(_ name: String, in range: TextRange, of root: SyntaxRef) -> ExpressionLiteral? {
        // Descend to the innermost node that holds the whole declaration: no walk over the file.
        var node = root
        descend: while true {
            var at = node.offset
            for child in node.node.children {
                let length = child.length
                if at > range.start { break }
                if case .node(let n) = child, at <= range.start, range.end <= at + length {
                    node = SyntaxRef(node: n, offset: at)
                    continue descend
                }
                at += length
            }
            break
        }
        // The first `@ name (` and the token after it, matched as the tokens go by: no array of them.
        var matched = 0
        var literal: TokenRef?
        node.forEachToken { t in
            guard literal == nil, range.contains(t.range) else { return }
            switch matched {
            case 3: literal = t
            case 2 where t.kind == .lParen: matched = 3
            case 1 where t.kind == .identifier && t.name == name: matched = 2
            default: matched = t.kind == .at ? 1 : 0
            }
        }
        return literal.flatMap { ExpressionLiteral($0) }
    }
}
