// Random mutations of the examples and fixtures: the formatter never crashes, keeps every token, never refuses its own layout, and is idempotent.

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMFeatures

final class FormatterFuzzTests: XCTestCase {
    /// Variants per source file; with 4 examples and 2 fixtures, 600 texts in the slow run (60 in the
    /// quick suite, `TestScale`). `CDM_FUZZ_VARIANTS` sets another count for a longer local run.
    static let variantsPerFile =
        ProcessInfo.processInfo.environment["CDM_FUZZ_VARIANTS"].flatMap { Int($0) }
        ?? TestScale.rounds(quick: 10, full: 100)

    func testMutatedTextsKeepTheirTokensAndFormatIdempotently() throws {
        var sources = TestPaths.examples()
        sources += FormatterTests.messyInputs.filter {
            ["comments.cdm", "spacing.cdm"].contains($0.lastPathComponent)
        }
        XCTAssertEqual(sources.count, 6)
        var total = 0
        var withErrors = 0
        var changed = 0
        for (n, url) in sources.enumerated() {
            guard let original = TestPaths.read(url) else { continue }
            var mutator = Mutator(original, seed: 0xF0_4D47 + UInt64(n))
            for i in 0..<Self.variantsPerFile {
                let (text, mutations) = mutator.variant(edits: 1 + i % 4)
                let what =
                    "\(url.lastPathComponent) variant \(i) (\(mutations.map(\.rawValue).joined(separator: ", ")))"
                total += 1
                let (formatted, refused) = SourceFormatter.formatChecked(text)
                if formatted != text { changed += 1 }
                XCTAssertEqual(
                    keptTokens(formatted), keptTokens(text), "\(what): tokens or comments changed")
                let hasErrors = !Parser.parse(text).diagnostics.isEmpty
                if hasErrors { withErrors += 1 }
                let (again, refusedAgain) = SourceFormatter.formatChecked(formatted)
                // With syntax errors too: the layout is never refused and a second run changes nothing.
                XCTAssertFalse(refused, "\(what): the safety check refused the layout:\n\(text.debugDescription)")
                XCTAssertFalse(refusedAgain, "\(what): the safety check refused the layout of the formatted text")
                XCTAssertEqual(
                    again, formatted,
                    "\(what): not idempotent:\n\(Golden.diff(expected: formatted, actual: again))")
                XCTAssertEqual(
                    try applying(SourceFormatter.edits(for: text), to: text), formatted,
                    "\(what): edits do not give the formatted text")
            }
        }
        print(
            "formatter fuzz: \(total) variants, \(withErrors) with syntax errors, \(changed) changed by formatting"
        )
        XCTAssertEqual(total, sources.count * Self.variantsPerFile)
    }

    /// Half-typed files: each example cut after every significant token, and some of those cuts
    /// followed by a stray character. A cut leaves a declaration open at the end of the file,
    /// where the parser's errors depend on what follows the last token (the first fuzz finding
    /// of this kind was `entity{index Z(x`).
    func testCutOffExamplesAreIdempotentAndNeverRefused() throws {
        let tails = ["\n", "\r", " ", "(", "{", "@", ":", "\"", "/*", ";", "\u{FEFF}", "\u{17}"]
        var total = 0
        for url in TestPaths.examples() {
            guard let original = TestPaths.read(url) else { continue }
            let bytes = Array(original.utf8)
            var at = 0
            var cuts: [Int] = []
            for t in Lexer.tokenize(original) {
                at += t.length
                if !t.kind.isTrivia { cuts.append(at) }
            }
            // Every cut in the slow run; every third in the quick suite (`TestScale`).
            let step = TestScale.rounds(quick: 3, full: 1)
            for (i, cut) in cuts.enumerated() where i % step == 0 {
                let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
                let n = i / step
                for text in n % 4 == 0 ? [prefix, prefix + tails[(n / 4) % tails.count]] : [prefix] {
                    let what = "\(url.lastPathComponent) cut at \(cut): \(text.suffix(40).debugDescription)"
                    total += 1
                    let (formatted, refused) = SourceFormatter.formatChecked(text)
                    XCTAssertFalse(refused, "\(what): the safety check refused the layout")
                    XCTAssertEqual(keptTokens(formatted), keptTokens(text), "\(what): tokens or comments changed")
                    let (again, refusedAgain) = SourceFormatter.formatChecked(formatted)
                    XCTAssertFalse(refusedAgain, "\(what): the safety check refused the layout of the formatted text")
                    XCTAssertEqual(
                        again, formatted,
                        "\(what): not idempotent:\n\(Golden.diff(expected: formatted, actual: again))")
                }
            }
        }
        print("formatter cut-off texts: \(total)")
        XCTAssertGreaterThan(total, TestScale.rounds(quick: 300, full: 1000))
    }

    /// Whitespace-only mutations of the examples never change the model: every variant formats
    /// back to the example itself.
    func testWhitespaceMutationsOfTheExamplesFormatBackToTheExample() throws {
        var random = SeededRandom(seed: 42)
        let spaces = [" ", "  ", "\t", " \t "]
        for url in TestPaths.examples() {
            guard let original = TestPaths.read(url) else { continue }
            let tokens = Lexer.tokenize(original)
            for _ in 0..<25 {
                var text = ""
                var previous: TokenKind?
                for t in tokens {
                    switch t.kind {
                    case .newline:
                        // Trailing whitespace; never a new blank line (the user's blank lines are kept).
                        if Bool.random(using: &random) { text += spaces.randomElement(using: &random)! }
                        text += t.text
                    case .whitespace
                    where previous != .newline && previous != nil
                        && Int.random(in: 0..<5, using: &random) == 0:
                        // A line break inside a line: the formatter joins the line again.
                        text += "\n" + spaces.randomElement(using: &random)!
                    case .whitespace:
                        text += spaces.randomElement(using: &random)!
                    default:
                        text += t.text
                        // Whitespace where there was none, unless that would split or join tokens.
                        if !t.kind.isTrivia && t.kind != .identifier && t.kind != .number
                            && Int.random(in: 0..<4, using: &random) == 0
                        {
                            text += spaces.randomElement(using: &random)!
                        }
                    }
                    previous = t.kind
                }
                let formatted = SourceFormatter.format(text)
                XCTAssertEqual(
                    formatted, original,
                    "\(url.lastPathComponent):\n\(Golden.diff(expected: original, actual: formatted))")
            }
        }
    }
}
