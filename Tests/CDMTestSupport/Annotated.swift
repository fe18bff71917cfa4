// Renders source text with messages under the ranges they point at, for readable golden files.

import CDMSyntax

/// One message to show under a range of the source.
public struct Annotation: Sendable {
    public var range: TextRange
    public var lines: [String]
    /// `lines[0]` is shown after the carets; the others below it, aligned with the carets.
    public init(range: TextRange, lines: [String]) {
        self.range = range
        self.lines = lines
    }
}

/// Source text with annotations written under the lines they point at, in the style of
/// rust-analyzer's fixtures:
///
/// ```
/// entity Note {
///   text: Strng
///         ^^^^^ error unknown-type: unknown type 'Strng'; did you mean 'String'?
/// }
/// ```
///
/// An empty range shows one `^` and `(empty)`; a range that spans lines is underlined to the
/// end of its first line and says where it ends. Columns count characters.
public func renderAnnotated(_ text: String, _ annotations: [Annotation]) -> String {
    let index = LineIndex(text)
    var byLine: [Int: [Annotation]] = [:]
    for a in annotations.sorted(by: { $0.range < $1.range }) {
        byLine[index.line(of: a.range.start), default: []].append(a)
    }
    var out = ""
    for line in 0..<index.lineCount {
        let start = index.lineStarts[line]
        let contentEnd = index.lineContentEnd(line)
        let content = text.slice(TextRange(start: start, end: contentEnd))
        let isLastLine = line == index.lineCount - 1
        if !(isLastLine && content.isEmpty && byLine[line] == nil) { out += content + "\n" }
        for a in byLine[line] ?? [] {
            let column = text.slice(TextRange(start: start, end: max(start, a.range.start))).count
            let endOnLine = min(a.range.end, contentEnd)
            var width = text.slice(TextRange(start: a.range.start, end: max(a.range.start, endOnLine))).count
            var suffix = ""
            if a.range.isEmpty {
                suffix = " (empty)"
            } else if a.range.end > contentEnd {
                let end = index.position(of: a.range.end, encoding: .utf8)
                suffix = " (to \(end.line + 1):\(text.slice(TextRange(start: index.lineStarts[end.line], end: a.range.end)).count + 1))"
            }
            width = max(1, width)
            let pad = String(repeating: " ", count: column)
            out += pad + String(repeating: "^", count: width) + suffix + " " + (a.lines.first ?? "") + "\n"
            for more in a.lines.dropFirst() { out += pad + "  " + more + "\n" }
        }
    }
    return out
}
