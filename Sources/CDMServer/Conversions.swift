// Converts between cdm's UTF-8 ranges and LSP positions, honouring the negotiated position encoding.

import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation

struct Converter {
    /// Offsets ↔ positions: a document's `TextBuffer` (no whole-file work per edit) or a `LineIndex`.
    let lines: any LineMapping
    let encoding: PositionEncoding

    init(lineIndex: LineIndex, encoding: PositionEncoding) {
        self.lines = lineIndex
        self.encoding = encoding
    }

    init(lines: any LineMapping, encoding: PositionEncoding) {
        self.lines = lines
        self.encoding = encoding
    }

    func position(_ offset: Int) -> LSP.Position {
        LSP.Position(lines.position(of: offset, encoding: encoding))
    }

    func range(_ r: TextRange) -> LSP.Range {
        LSP.Range(start: position(r.start), end: position(r.end))
    }

    /// The UTF-8 offset of an LSP position, clamped: negative or past-the-end positions never fail.
    func offset(_ position: LSP.Position) -> Int {
        lines.offset(of: LinePosition(line: position.line, column: position.character), encoding: encoding)
    }

    /// The text between two positions, in either order.
    func textRange(_ range: LSP.Range) -> TextRange {
        let a = offset(range.start)
        let b = offset(range.end)
        return TextRange(start: min(a, b), end: max(a, b))
    }

    func edit(_ e: CDMModel.TextEdit) -> LSP.TextEdit {
        LSP.TextEdit(range: range(e.range), newText: e.newText)
    }

    func location(_ uri: String, _ r: TextRange) -> LSP.Location {
        LSP.Location(uri: uri, range: range(r))
    }
}

extension LSP.Position {
    /// The LSP form of a line and column (counted in the negotiated encoding).
    init(_ p: LinePosition) { self.init(line: p.line, character: p.column) }
}

/// File URIs from the client, turned into paths with a message that says what is wrong with them.
enum FileURI {
    /// The path of a `file:` URI. A URI of another scheme, or one whose percent-escapes do not decode
    /// to UTF-8 (`%FF`: a file name cdm cannot name), is refused with `-32602` and a message that
    /// quotes the URI as sent, instead of an empty path or the folder above it.
    static func path(_ uri: String, for what: String) throws -> String {
        guard let url = URL(string: uri), url.isFileURL else {
            throw RPCError.invalidParams("\(what) needs a file URI (file:///…), got '\(uri)'")
        }
        let encoded = URLComponents(string: uri)?.percentEncodedPath ?? ""
        guard let decoded = encoded.removingPercentEncoding, !decoded.isEmpty, !url.path.isEmpty else {
            throw RPCError.invalidParams(
                "\(what): the file name in '\(uri)' is not valid UTF-8 once its percent-escapes are decoded; cdm reads and writes files whose names are UTF-8")
        }
        return url.path
    }
}
