// Applies text edits (UTF-8 ranges and replacement text) to a string, as an editor applies fix-its.

import CDMSyntax

/// Errors in a list of edits that an editor would refuse.
public enum TextEditError: Error, Equatable, CustomStringConvertible {
    case outOfBounds(TextRange, length: Int)
    case overlapping(TextRange, TextRange)
    case splitsCharacter(Int)

    public var description: String {
        switch self {
        case .outOfBounds(let r, let n): return "edit range \(r) is outside the text (\(n) bytes)"
        case .overlapping(let a, let b): return "edit ranges \(a) and \(b) overlap"
        case .splitsCharacter(let at): return "edit boundary \(at) falls inside a UTF-8 character"
        }
    }
}

/// Applies `edits` (each a UTF-8 range of the original `text` and its replacement) all at once.
///
/// The ranges refer to the original text, as in LSP's `WorkspaceEdit`; they must not overlap
/// (two insertions at the same offset are applied in the given order).
public func applyEdits(_ edits: [(range: TextRange, newText: String)], to text: String) throws -> String {
    let bytes = Array(text.utf8)
    let order = edits.indices.sorted { a, b in
        edits[a].range.start != edits[b].range.start ? edits[a].range.start < edits[b].range.start : a < b
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var at = 0
    var previous: TextRange?
    for i in order {
        let r = edits[i].range
        guard r.start >= 0, r.end <= bytes.count else { throw TextEditError.outOfBounds(r, length: bytes.count) }
        for boundary in [r.start, r.end] where boundary < bytes.count && (bytes[boundary] & 0xC0) == 0x80 {
            throw TextEditError.splitsCharacter(boundary)
        }
        if let p = previous, r.start < p.end { throw TextEditError.overlapping(p, r) }
        out += bytes[at..<r.start]
        out += Array(edits[i].newText.utf8)
        at = r.end
        previous = r
    }
    out += bytes[at...]
    return String(decoding: out, as: UTF8.self)
}
