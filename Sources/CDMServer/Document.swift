// One open document: its text, version, and the syntax and analysis kept current edit by edit.

import CDMFeatures
import CDMModel
import CDMSyntax
import Foundation

/// An open document. An edit costs what it touches, not the file: the text is kept in chunks of
/// lines (`TextBuffer`), the tree is reparsed around the edit (`IncrementalParser`) and the
/// analysis redoes only the declarations and checks the edit can change (`IncrementalAnalyzer`).
/// Everything else (the whole `Analysis`, the symbol index) is made on first use
/// after an edit and kept until the next one.
final class Document {
    let uri: String
    private(set) var version: Int
    /// The text, in chunks of whole lines; it converts offsets and positions too.
    private(set) var buffer: TextBuffer
    /// The parser of the text and what keeps its analysis current; `nil` from a new text (an open, a
    /// whole-text change, a large insertion) until something needs them. The run loop lets go of the
    /// message that brought the text first, so its string is freed before the text is parsed (a 15 MB
    /// `didChange` peaked at 4× its size: the body's string, the chunks, the bytes read for the parse
    /// and the tree).
    private var parsing: Parsing?
    private var cachedAnalysis: Analysis?
    private var cachedIndex: SymbolIndex?
    /// The version whose diagnostics were last published (never publish an older one).
    var publishedVersion: Int?
    var needsPublish = true
    /// The last semantic tokens sent, for `full/delta`.
    var semanticTokens: (id: String, data: PackedIntegers)?
    /// This text compared with the newest frozen version (VersionHistoryCache.swift); every edit clears it.
    var versionMemo: VersionMemo?

    /// Set `CDM_VERIFY_INCREMENTAL=1` to compare every incremental result with a full analysis (logged on stderr).
    static let verifiesIncrementalResults = ProcessInfo.processInfo.environment["CDM_VERIFY_INCREMENTAL"] == "1"

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        buffer = TextBuffer(text)
    }

    /// The parser, made from the text on first use. A new text is analysed whole at once, as
    /// `cdm check` does (through the incremental analyzer, which checks every declaration as a unit
    /// of its own, the 190,000-line reference model's first diagnostics came after 1.4 s instead of
    /// 1.05 s); the incremental analyzer, which only edits need, starts from that build (`Parsing`).
    private func started() -> Parsing {
        if let parsing { return parsing }
        let modelName = Self.modelName(for: uri)
        let made = Parsing(buffer, modelName: modelName)
        parsing = made
        if !isTooLarge {
            let (analysis, seed) = Analyzer.analyzeSeeding(parsed: made.parser.parsedFile, defaultModelName: modelName)
            cachedAnalysis = analysis
            made.seed = seed
        }
        return made
    }

    /// An insertion at least this large (and at least half the text) parses the whole text again on
    /// first use instead of at once: the edit would read it all the same, while the message that
    /// carries it is still held.
    static let restartBytes = 1 << 20

    /// Whether the text is over `DocumentLimits.maxBytes`: then it is kept (edits still apply) but
    /// not parsed or analysed, and its one diagnostic says so.
    var isTooLarge: Bool { DocumentLimits.isTooLarge(buffer.count) }

    var text: String { buffer.text }

    /// The text's bytes (a copy: prefer `buffer`).
    var bytes: [UInt8] { buffer.bytes }

    /// The tree, model and diagnostics of the current text.
    var analysis: Analysis {
        let parsing = started()
        if let a = cachedAnalysis { return a }
        var a = parsing.analyzer.analysis(parser: parsing.parser)
        if Self.verifiesIncrementalResults && !isTooLarge { a = verified(a) }
        cachedAnalysis = a
        return a
    }

    /// The diagnostics of the current text, without assembling the whole analysis.
    var diagnostics: [Diagnostic] {
        if isTooLarge { return [DocumentLimits.diagnostic(bytes: buffer.count)] }
        let parsing = started()
        if let a = cachedAnalysis { return a.diagnostics }
        if Self.verifiesIncrementalResults { return analysis.diagnostics }
        return parsing.analyzer.diagnostics(parser: parsing.parser)
    }

    /// Whether the current text has a `generate` line (the incremental analyzer's, not an assembled analysis).
    var hasGenerateLines: Bool {
        if isTooLarge { return false }
        let parsing = started()
        if let a = cachedAnalysis { return !a.model.generates.isEmpty }
        return parsing.analyzer.hasGenerateLines(parser: parsing.parser)
    }

    /// The analysis if something already assembled it since the last edit (nothing is computed).
    var assembledAnalysis: Analysis? { cachedAnalysis }

    var symbolIndex: SymbolIndex {
        if let i = cachedIndex { return i }
        let i = SymbolIndex(analysis)
        cachedIndex = i
        return i
    }

    /// Replaces `range` (UTF-8 offsets, clamped) with `newText`.
    func replace(_ range: TextRange, with newText: String) {
        let start = max(0, min(range.start, buffer.count))
        let end = max(start, min(range.end, buffer.count))
        // Drop what shares storage with the analysis first, so it can be updated in place.
        invalidate()
        let wasTooLarge = isTooLarge
        // The text's own UTF-8, read in place: a copy of it was a fourth copy of a large insertion
        // (the message's body, its string, this copy and the chunks).
        var newText = newText
        let insertedCount = newText.withUTF8 { bytes in
            buffer.replace(start..<end, withBytes: bytes)
            return bytes.count
        }
        if wasTooLarge || isTooLarge {
            // Across the limit (or past it): start again from the text, or from nothing.
            if !(wasTooLarge && isTooLarge) { parsing = nil }
            return
        }
        guard let parsing, insertedCount < max(Self.restartBytes, buffer.count / 2) else {
            // Not parsed yet, or a large insertion: parsed whole on first use.
            self.parsing = nil
            return
        }
        // The analyzer mirrors the text before the edit: the first edit makes it (from the seed) here.
        let analyzer = parsing.analyzer
        let current = buffer
        let splice = parsing.parser.edit(TextRange(start: start, end: end), newLength: insertedCount) { current.bytes(in: $0) }
        analyzer.apply(splice, parser: parsing.parser)
    }

    func setText(_ text: String) {
        invalidate()
        parsing = nil
        buffer = TextBuffer(text)
    }

    func setVersion(_ v: Int) { version = v }

    private func invalidate() {
        cachedAnalysis = nil
        cachedIndex = nil
        versionMemo = nil
        needsPublish = true
    }

    /// Compares the incremental analysis with a full one; logs a difference and then trusts the full one.
    private func verified(_ a: Analysis) -> Analysis {
        let full = Analyzer.analyze(text: buffer.text, defaultModelName: Self.modelName(for: uri))
        if a.diagnostics != full.diagnostics || a.model != full.model || a.parsed.root.dump() != full.parsed.root.dump() || a.parsed.diagnostics != full.parsed.diagnostics {
            Log.write("incremental analysis of \(uri) version \(version) differs from a full analysis; please report it with the edits that led here")
            return full
        }
        return a
    }

    /// The model name a document gives by default: its file's base name.
    static func modelName(for uri: String) -> String {
        let path = URL(string: uri)?.path ?? uri
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return base.isEmpty ? "Model" : base
    }
}

/// A document's parser, and the incremental analyzer of its text. The analyzer is made from the
/// first analysis's build (`Document.started`) when the first edit needs it, not before: until then
/// the document holds one analysis, not two (made at once on another thread, the analyzer raised the
/// peak of a request after the open of `ServerMemoryTests`' model by 24 MB and a 15 MB `didChange`
/// to 4.3 times its body, against goals of 12 MB and 3 times). The first edit pays for it, once:
/// 600–790 ms on the 190,000-line reference model, about 190 ms on a 2,000-entity one (whose open it
/// made about 190 ms faster).
final class Parsing {
    let parser: IncrementalParser
    private let modelName: String
    /// What the first analysis built of each declaration, for the analyzer to start from.
    var seed: AnalyzerSeed?
    private var made: IncrementalAnalyzer?

    /// A parser of `buffer`, or of an empty text when it is too large (`DocumentLimits`).
    init(_ buffer: TextBuffer, modelName: String) {
        self.modelName = modelName
        if DocumentLimits.isTooLarge(buffer.count) {
            parser = IncrementalParser(count: 0) { _ in [] }
        } else {
            parser = IncrementalParser(count: buffer.count) { buffer.bytes(in: $0) }
        }
    }

    /// The incremental analyzer of the parser's current text, made on first use.
    var analyzer: IncrementalAnalyzer {
        if let made { return made }
        let analyzer =
            seed.map { IncrementalAnalyzer(parser: parser, defaultModelName: modelName, seed: $0) }
            ?? IncrementalAnalyzer(parser: parser, defaultModelName: modelName)
        seed = nil
        made = analyzer
        return analyzer
    }
}
