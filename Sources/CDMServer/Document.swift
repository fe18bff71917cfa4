// One open document: its bytes, version and the analysis computed lazily from them.

import CDMFeatures
import CDMModel
import CDMSyntax
import Foundation

final class Document {
    let uri: String
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    private var cachedLineIndex: LineIndex?
    private var cachedAnalysis: Analysis?
    private var cachedIndex: SymbolIndex?
    /// The version whose diagnostics were last published (never publish an older one).
    var publishedVersion: Int?
    var needsPublish = true
    /// The last semantic tokens sent, for `full/delta`.
    var semanticTokens: (id: String, data: [Int])?

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    var lineIndex: LineIndex {
        if let l = cachedLineIndex { return l }
        let l = LineIndex(bytes: bytes)
        cachedLineIndex = l
        return l
    }

    var analysis: Analysis {
        if let a = cachedAnalysis { return a }
        let a = Analyzer.analyze(parsed: Parser.parse(bytes: bytes), defaultModelName: Document.modelName(for: uri))
        cachedAnalysis = a
        return a
    }

    var symbolIndex: SymbolIndex {
        if let i = cachedIndex { return i }
        let i = SymbolIndex(analysis)
        cachedIndex = i
        return i
    }

    /// Replaces `range` (UTF-8 offsets, clamped) with `newText`.
    func replace(_ range: TextRange, with newText: String) {
        let start = max(0, min(range.start, bytes.count))
        let end = max(start, min(range.end, bytes.count))
        bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
        invalidate()
    }

    func setText(_ text: String) {
        bytes = Array(text.utf8)
        invalidate()
    }

    func setVersion(_ v: Int) { version = v }

    private func invalidate() {
        cachedLineIndex = nil
        cachedAnalysis = nil
        cachedIndex = nil
        needsPublish = true
    }

    /// The model name a document gives by default: its file's base name.
    static func modelName(for uri: String) -> String {
        let path = URL(string: uri)?.path ?? uri
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return base.isEmpty ? "Model" : base
    }
}
