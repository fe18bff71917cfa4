// Fuzz target `parse`: arbitrary bytes through the lexer, parser, analyzer, formatter, features and generators.
//
// Invariants checked on every input (decoded as UTF-8, invalid sequences replaced, as editors send text):
// - the tree is lossless (`root.text == text`) and its length is the text's;
// - every diagnostic, related location and fix-it edit lies inside the text, and diagnostics are sorted;
// - the formatter never refuses its own layout and is idempotent (a soft finding: the safety check
//   leaves the text alone, so these are saved to CDM_FUZZ_FINDINGS and the run goes on);
// - LineIndex maps every diagnostic offset to a position and back to the same offset;
// - editor features at an offset chosen from the input, and every generator on an error-free model,
//   return without trapping;
// - semantic tokens from a TextBuffer (as the server makes them) equal those from a LineIndex, whole
//   and in a range, and a LineCursor gives the LineIndex positions.

import CDMGenerators
import CDMModel
import CDMSyntax

@testable import CDMFeatures

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParse(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    let count = text.utf8.count

    let parsed = Parser.parse(text)
    fuzzCheck(parsed.root.length == count, "tree length \(parsed.root.length) != text length \(count)")
    fuzzCheck(parsed.root.text == text, "the tree does not give back the text")
    let fromBytes = Parser.parse(bytes: Array(text.utf8))
    fuzzCheck(fromBytes.root.dump() == parsed.root.dump(), "parse(bytes:) and parse(text) disagree")

    let analysis = Analyzer.analyze(parsed: parsed, defaultModelName: "Fuzz")
    let lineIndex = LineIndex(text)
    func inside(_ r: TextRange) -> Bool { r.start >= 0 && r.start <= r.end && r.end <= count }
    var previous: Diagnostic?
    for d in analysis.diagnostics {
        fuzzCheck(inside(d.range), "diagnostic \(d.code.rawValue) range \(d.range) outside 0..<\(count): \(d.message)")
        for r in d.related { fuzzCheck(inside(r.range), "related range \(r.range) of \(d.code.rawValue) outside the text") }
        for f in d.fixIts {
            for e in f.edits { fuzzCheck(inside(e.range), "fix-it '\(f.title)' edit \(e.range) outside the text") }
        }
        if let p = previous { fuzzCheck(p.range.start <= d.range.start, "diagnostics not sorted: \(p.range) before \(d.range)") }
        previous = d
        for offset in [d.range.start, d.range.end] {
            for encoding in [PositionEncoding.utf16, .utf8] {
                let back = lineIndex.offset(of: lineIndex.position(of: offset, encoding: encoding), encoding: encoding)
                // A diagnostic never starts or ends inside a character or between \r and \n.
                fuzzCheck(
                    back == offset || isInsideLineBreak(bytes: lineIndex.bytes, offset),
                    "offset \(offset) → \(lineIndex.position(of: offset, encoding: encoding)) → \(back) (\(encoding))")
            }
        }
    }

    let (formatted, refused) = SourceFormatter.formatChecked(text)
    if refused {
        fuzzSoftFailure("format-refused", "the formatter's safety check refused its own layout", input: bytes)
    } else {
        let again = SourceFormatter.formatChecked(formatted)
        if again.refused || again.text != formatted {
            fuzzSoftFailure("format-not-idempotent", "formatting the formatted text changes it again", input: bytes)
        }
    }

    // Features at one offset the input chooses (its hash), as an editor would ask while typing.
    var random = FuzzRandom(seed: fuzzHash(bytes))
    let offset = count == 0 ? 0 : Int.random(in: 0...count, using: &random)
    let index = SymbolIndex(analysis)
    _ = Completion.complete(analysis, at: offset)
    _ = HoverProvider.hover(analysis, index: index, at: offset)
    _ = SignatureHelpProvider.help(analysis, at: offset)
    _ = Navigation.definition(index, at: offset)
    _ = Navigation.references(index, at: offset, includeDeclaration: true)
    _ = Navigation.inverse(analysis.model, at: offset)
    _ = Rename.prepare(analysis, index: index, at: offset)
    _ = Rename.rename(analysis, index: index, at: offset, to: "renamed")
    _ = Outline.symbols(analysis.model)
    _ = Outline.foldingSpans(parsed, lineIndex: lineIndex)
    let tokens = SemanticTokens.tokens(analysis)
    // The server's path (tokens encoded as found, positions from a TextBuffer through a
    // LineCursor, integers packed) gives what the array against a LineIndex gives; so does a
    // range, and a cursor over offsets that mostly grow.
    let buffer = TextBuffer(text)
    for encoding in [PositionEncoding.utf16, .utf8] {
        let expected = SemanticTokens.encode(tokens, lineIndex: lineIndex, encoding: encoding)
        fuzzCheck(Array(SemanticTokens.encoded(analysis, lines: buffer, encoding: encoding)) == expected, "semantic tokens from the buffer differ (\(encoding))")
        let range = TextRange(start: min(offset, count / 2), end: max(offset, count / 2))
        let inRange = SemanticTokens.encode(SemanticTokens.tokens(analysis, in: range), lineIndex: lineIndex, encoding: encoding)
        fuzzCheck(Array(SemanticTokens.encoded(analysis, lines: buffer, encoding: encoding, in: range)) == inRange, "semantic tokens of \(range) differ (\(encoding))")
        var cursor = LineCursor(buffer, encoding: encoding)
        var at = 0
        for step in 0..<64 {
            at = step % 9 == 8 ? Int.random(in: 0...count, using: &random) : min(count, at + Int.random(in: 0...40, using: &random))
            let got = cursor.position(of: at)
            fuzzCheck(got == lineIndex.position(of: at, encoding: encoding), "cursor at \(at): \(got), \(lineIndex.position(of: at, encoding: encoding)) expected (\(encoding))")
        }
    }
    let packed = PackedIntegers(SemanticTokens.encode(tokens, lineIndex: lineIndex, encoding: .utf16))
    fuzzCheck(Array(packed.reversed).reversed() == Array(packed), "packed integers read backwards differ")
    _ = CodeActions.actions(analysis, range: TextRange(start: 0, end: count))
    _ = CodeActions.fixAll(analysis)
    _ = InlayHints.hints(analysis, range: TextRange(start: 0, end: count))
    _ = CodeLenses.lenses(analysis, index: index)
    _ = WorkspaceSymbols.symbols(analysis.model, query: "a")

    if !analysis.diagnostics.hasErrors {
        let context = GenerationContext(sourceFileName: "Fuzz.cdm")
        for kind in GenerateKind.allCases {
            for path in ["out", "out/Model.md", "out/Model.svg"] {
                _ = Generators.files(for: GenerateTarget(kind: kind, path: path), model: analysis.model, context: context)
            }
        }
    }
    return 0
}

/// Whether `offset` sits inside a character or between the `\r` and `\n` of one line break, where
/// LineIndex rightly snaps to a boundary.
func isInsideLineBreak(bytes: [UInt8], _ offset: Int) -> Bool {
    guard offset > 0, offset < bytes.count else { return false }
    if (bytes[offset] & 0xC0) == 0x80 { return true }
    return bytes[offset - 1] == 0x0D && bytes[offset] == 0x0A
}
