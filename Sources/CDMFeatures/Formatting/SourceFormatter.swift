// The canonical layout of `.cdm` files: `cdm format`, the language server's formatting requests and the importer's output.

import CDMModel
import CDMSyntax

/// Formats `.cdm` source text.
///
/// The formatter moves only whitespace and line breaks (and trims trailing whitespace from `//`
/// comments): every token and comment of the input appears in the output, in the same order. A
/// top-level declaration with a syntax error is left byte for byte as written. Formatting is
/// idempotent. docs/formatting.md lists the rules and the reason for each.
public enum SourceFormatter {
    /// The canonical form of `text`.
    public static func format(_ text: String) -> String {
        formatChecked(text).text
    }

    /// The formatted text, and whether the layout was refused by the safety check (then `text`
    /// is returned as it was; tests assert that this never happens).
    static func formatChecked(_ text: String) -> (text: String, refused: Bool) {
        let parsed = Parser.parse(text)
        var layout = Layout(text: text, parsed: parsed)
        let result = layout.run()
        if result == text { return (text, false) }
        // A guard against layout bugs: the result must hold the same tokens and parse to the same
        // tree with the same syntax errors; if not, the text is safer left alone.
        guard FormatCheck.sameTokens(text, result),
            FormatCheck.sameStructure(parsed, Parser.parse(result))
        else {
            return (text, true)
        }
        return (result, false)
    }

    /// Minimal edits (UTF-8 ranges of `text`, sorted, not overlapping) that turn `text` into
    /// `format(text)`: one edit per run of whitespace that changes, for the language server.
    public static func edits(for text: String) -> [TextEdit] {
        edits(from: text, to: format(text))
    }

    /// What the language server sends to format a whole document: the minimal edits, or one edit that
    /// replaces everything from the first change to the last when that makes a smaller message. An
    /// editor applies one large edit faster than thousands of small ones: a badly indented 17,000-line
    /// file used to need 10,002 edits, which took an editor 2.4 s to apply.
    public static func documentEdits(for text: String) -> [TextEdit] {
        let formatted = format(text)
        let minimal = edits(from: text, to: formatted)
        guard minimal.count > 1 else { return minimal }
        let whole = wholeEdit(from: text, to: formatted)
        return messageBytes([whole]) < messageBytes(minimal) ? [whole] : minimal
    }

    /// About how many bytes `edits` take in a JSON-RPC message: each one's new text, and about 80 bytes
    /// for its range and the JSON around it.
    static func messageBytes(_ edits: [TextEdit]) -> Int {
        edits.reduce(0) { $0 + $1.newText.utf8.count + 80 }
    }

    /// Edits that format the top-level declarations intersecting `range` (with the comments and
    /// blank lines above each) and leave the rest of `text` untouched. An empty range selects the
    /// declaration it touches.
    public static func format(_ text: String, range: TextRange) -> [TextEdit] {
        let regions = declarationRegions(Parser.parse(text), length: text.utf8.count)
        let selected = regions.filter { region in
            range.isEmpty ? region.touches(range.start) : region.intersects(range)
        }
        guard !selected.isEmpty else { return [] }
        let last = regions.last
        return edits(for: text).filter { edit in
            selected.contains { region in
                region == last ? region.touches(edit.range.start) : region.contains(edit.range.start)
            }
        }
    }

    /// The part of the text each top-level declaration (or stray `;`) owns, from the end of the
    /// previous one to its last token; the file's trailing comments and line break own the rest.
    static func declarationRegions(_ parsed: ParsedFile, length: Int) -> [TextRange] {
        var regions: [TextRange] = []
        var start = 0
        var at = 0
        for child in parsed.root.children {
            defer { at += child.length }
            let end: Int
            switch child {
            case .token(let t):
                guard !t.kind.isTrivia else { continue }
                end = at + t.length
            case .node(let n):
                guard let last = SyntaxRef(node: n, offset: at).allTokens().last else { continue }
                end = last.range.end
            }
            regions.append(TextRange(start: start, end: end))
            start = end
        }
        regions.append(TextRange(start: start, end: length))
        return regions
    }

    /// Edits from `old` to `new` when both hold the same comments and significant tokens: each gap
    /// between them that differs becomes one edit, trimmed to the characters that change.
    static func edits(from old: String, to new: String) -> [TextEdit] {
        if old == new { return [] }
        let a = FormatCheck.items(old)
        let b = FormatCheck.items(new)
        guard a.count == b.count, zip(a, b).allSatisfy({ $0.text == $1.text }) else {
            return [wholeEdit(from: old, to: new)]
        }
        let oldBytes = Array(old.utf8)
        let newBytes = Array(new.utf8)
        var out: [TextEdit] = []
        var oldStart = 0
        var newStart = 0
        for i in 0...a.count {
            let oldEnd = i < a.count ? a[i].range.start : oldBytes.count
            let newEnd = i < b.count ? b[i].range.start : newBytes.count
            if oldBytes[oldStart..<oldEnd] != newBytes[newStart..<newEnd] {
                let oldGap = String(decoding: oldBytes[oldStart..<oldEnd], as: UTF8.self)
                let newGap = String(decoding: newBytes[newStart..<newEnd], as: UTF8.self)
                out.append(trimmedEdit(oldGap, newGap, at: oldStart))
            }
            if i < a.count {
                oldStart = a[i].range.end
                newStart = b[i].range.end
            }
        }
        return out
    }

    /// One edit replacing `old` (at `offset`) by `new`, without their common leading and trailing
    /// characters (whole characters, so a `\r\n` is never split).
    static func trimmedEdit(_ old: String, _ new: String, at offset: Int) -> TextEdit {
        let o = Array(old)
        let n = Array(new)
        var prefix = 0
        while prefix < o.count && prefix < n.count && o[prefix] == n[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < o.count - prefix && suffix < n.count - prefix
            && o[o.count - 1 - suffix] == n[n.count - 1 - suffix]
        {
            suffix += 1
        }
        let start = offset + String(o[..<prefix]).utf8.count
        let end = offset + String(o[..<(o.count - suffix)]).utf8.count
        return TextEdit(
            range: TextRange(start: start, end: end), newText: String(n[prefix..<(n.count - suffix)]))
    }

    static func wholeEdit(from old: String, to new: String) -> TextEdit {
        trimmedEdit(old, new, at: 0)
    }
}

/// The checks that make formatting safe: same tokens, same tree.
enum FormatCheck {
    /// A comment or significant token, with line and doc comments cut before trailing whitespace.
    struct Item {
        var kind: TokenKind
        var text: String
        var range: TextRange
    }

    /// The comments and significant tokens of `text`, in order.
    static func items(_ text: String) -> [Item] {
        var out: [Item] = []
        var at = 0
        for t in Lexer.tokenize(text) {
            defer { at += t.length }
            switch t.kind {
            case .whitespace, .newline, .byteOrderMark: continue
            case .lineComment, .docComment:
                let ref = TokenRef(token: t, range: TextRange(offset: at, length: t.length))
                let trimmed = Layout.commentText(ref)
                out.append(
                    Item(
                        kind: t.kind, text: trimmed, range: TextRange(offset: at, length: trimmed.utf8.count)))
            default:
                out.append(Item(kind: t.kind, text: t.text, range: TextRange(offset: at, length: t.length)))
            }
        }
        return out
    }

    /// Whether two texts hold the same comments and significant tokens (and byte-order mark).
    static func sameTokens(_ a: String, _ b: String) -> Bool {
        let x = items(a)
        let y = items(b)
        return a.utf8.starts(with: [0xEF, 0xBB, 0xBF]) == b.utf8.starts(with: [0xEF, 0xBB, 0xBF])
            && x.count == y.count
            && zip(x, y).allSatisfy { $0.kind == $1.kind && $0.text == $1.text }
    }

    /// Whether two parses have the same nodes holding the same tokens, and the same syntax errors.
    static func sameStructure(_ a: ParsedFile, _ b: ParsedFile) -> Bool {
        shape(a.root) == shape(b.root)
            && a.diagnostics.map { "\($0.code) \($0.message)" }
                == b.diagnostics.map { "\($0.code) \($0.message)" }
    }

    private static func shape(_ node: SyntaxNode) -> [Int] {
        var out: [Int] = []
        func walk(_ n: SyntaxNode) {
            out.append(Int(n.kind.rawValue))
            for child in n.children {
                switch child {
                case .node(let c): walk(c)
                case .token(let t) where !t.kind.isTrivia: out.append(-1)
                case .token: break
                }
            }
            out.append(-2)
        }
        walk(node)
        return out
    }
}
