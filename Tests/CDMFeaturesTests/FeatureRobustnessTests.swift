// Every editor feature on mutated examples: no crash, sorted tokens, and edits an editor can apply.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class FeatureRobustnessTests: XCTestCase {
    /// Runs every feature of this layer on `text` at `offsets` and checks what must always hold.
    func exercise(_ text: String, offsets: [Int], context: String) {
        let analysis = analyze(text)
        let index = SymbolIndex(analysis)
        let whole = TextRange(start: 0, end: text.utf8.count)
        let tokens = SemanticTokens.tokens(analysis)
        for (a, b) in zip(tokens, tokens.dropFirst()) where a.range.end > b.range.start {
            XCTFail("\(context): semantic tokens \(a.range) and \(b.range) overlap")
        }
        let data = SemanticTokens.encode(tokens, lineIndex: LineIndex(text), encoding: .utf16)
        XCTAssertEqual(data.count % 5, 0)
        XCTAssertFalse(data.contains { $0 < 0 }, "\(context): negative value in encoded tokens")
        _ = InlayHints.hints(analysis, range: whole)
        _ = CodeLenses.lenses(analysis, index: index)
        _ = WorkspaceSymbols.symbols(analysis.model, query: "e")
        for action in CodeActions.actions(analysis, range: whole) {
            XCTAssertNoThrow(try applyEdits(action.edits.map { ($0.range, $0.newText) }, to: text), "\(context): \(action.title)")
        }
        XCTAssertNoThrow(try applyEdits(CodeActions.fixAll(analysis).map { ($0.range, $0.newText) }, to: text), "\(context): fix all")
        for offset in offsets {
            _ = SignatureHelpProvider.help(analysis, at: offset)
            _ = InlayHints.hints(analysis, range: .empty(at: offset))
            _ = CodeActions.actions(analysis, range: .empty(at: offset))
            if case .success = Rename.prepare(analysis, index: index, at: offset) {
                for name in ["Renamed", "renamed"] {
                    if case .success(let edits) = Rename.rename(analysis, index: index, at: offset, to: name) {
                        XCTAssertNoThrow(try applyEdits(edits.map { ($0.range, $0.newText) }, to: text), "\(context): rename at \(offset)")
                    }
                }
            }
        }
    }

    func testExamplesAndTheirMutations() {
        var random = SeededRandom(seed: 7)
        for url in TestPaths.examples() {
            guard let text = TestPaths.read(url) else { continue }
            let length = text.utf8.count
            exercise(text, offsets: Array(stride(from: 0, through: length, by: 7)), context: url.lastPathComponent)
            var mutator = Mutator(text, seed: UInt64(length))
            // The quick suite does a quarter of the variants (`TestScale`).
            for round in 0..<TestScale.rounds(quick: 10, full: 40) {
                let (variant, mutations) = mutator.variant(edits: 1 + round % 4)
                let n = variant.utf8.count
                let offsets = (0..<12).map { _ in Int.random(in: 0...n, using: &random) }
                exercise(variant, offsets: offsets, context: "\(url.lastPathComponent) variant \(round) \(mutations)")
            }
        }
    }

    /// Each quick fix offered in the model full of mistakes, applied alone, removes a diagnostic of its code.
    func testEveryActionInTheMistakesFixtureFixesItsDiagnostic() {
        guard let text = TestPaths.read(TestPaths.fixtures("CDMFeaturesTests", "CodeActions").appendingPathComponent("Mistakes.cdm")) else { return }
        let analysis = analyze(text)
        var tried = 0
        for d in analysis.diagnostics where d.severity <= .warning {
            for action in CodeActions.actions(analysis, range: d.range) where action.diagnostic == d {
                let fixed = apply(action.edits, to: text)
                let before = analysis.diagnostics.filter { $0.code == d.code }.count
                let after = analyze(fixed).diagnostics.filter { $0.code == d.code }.count
                XCTAssertLessThan(after, before, "\(action.title) for \(d.code.rawValue): \(d.message)")
                tried += 1
            }
        }
        XCTAssertGreaterThanOrEqual(tried, 10)
    }
}
