// Robustness: thousands of seeded random edits of every example; parsing and checking never crash and print back exactly.

import CDMModel
import CDMSyntax
import CDMTestSupport
import Foundation
import XCTest

final class RobustnessTests: XCTestCase {
    /// Variants per example and the most edits in one variant. Bounded so that the whole test
    /// runs in about ten seconds in a debug build (one in the quick suite); `CDM_FUZZ_VARIANTS` and `CDM_FUZZ_SEED` run a
    /// longer or different campaign (`CDM_FUZZ_VARIANTS=100000 swift test -c release --filter Robustness`).
    static let variantsPerExample = ProcessInfo.processInfo.environment["CDM_FUZZ_VARIANTS"].flatMap { Int($0) }
        ?? TestScale.rounds(quick: 100, full: 1500)
    static let seed = ProcessInfo.processInfo.environment["CDM_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0xC0DE_DA7A
    static let maxEdits = 4

    func testRandomEditsOfEveryExample() {
        let examples = TestPaths.examples()
        var checked = 0
        for (n, url) in examples.enumerated() {
            guard let text = TestPaths.read(url) else { continue }
            var mutator = Mutator(text, seed: Self.seed &+ UInt64(n))
            for i in 0..<Self.variantsPerExample {
                let edits = 1 + i % Self.maxEdits
                let (variant, mutations) = mutator.variant(edits: edits)
                if !check(variant, label: "\(url.lastPathComponent) variant \(i) (\(mutations.map(\.rawValue).joined(separator: ", ")))") { return }
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 4 * Self.variantsPerExample)
    }

    /// Inputs that once broke parsers of this kind: empty, only trivia, unbalanced everything.
    func testHostileInputs() {
        let inputs = [
            "", " ", "\n", "\r", "\r\n", "\u{FEFF}", "}", "{", "{{{{", "}}}}", "@", "@@@(", "(((((", ")))", "entity", "abstract",
            "entity A", "entity A {", "entity A { x", "entity A { x:", "entity A { x: [", "entity A { x: [B", "entity A { x: T<",
            "entity A { x: Int16 = ", "entity A { x: Int16 @range(", "entity A { x: Int16 @range(1...", "model", "generate",
            "generate swift to", "configuration C {", "fetchRequest F:", "composite C {", "entity A { unique(", "entity A { index i(",
            "entity A { fetched f: [A", "\"", "\"\\", "/*", "/* /*", "///", "`", "`a", "entity `A` { `b`: Int16 = 0 }", "...", "-", "1e",
            String(repeating: "{", count: 5000), String(repeating: "entity A {", count: 2000), String(repeating: "@x(", count: 3000),
            String(repeating: "/*", count: 3000), String(repeating: "a: ", count: 3000), "entity A { x: Int16 = - }",
            "entity A: A { }", "entity A: B {} entity B: A {}", "composite C { c: C }", "entity A { x: A? @inverse(x) }",
            "\u{0}\u{1}\u{7F}", "entity 😀 { 😀: 😀 }", "entity A { x: Int16 = 99999999999999999999999999 }",
            "entity A { x: Double = 1e99999 @range(-1e99999...1e99999) }", "entity A { x: Date = \"9999-12-31T23:59:60Z\" }",
            "entity A { x: String @regex(\"(\") @length(9223372036854775807...-9223372036854775808) }",
        ]
        for input in inputs {
            _ = check(input, label: String(input.prefix(40)).debugDescription)
        }
    }

    /// Parses and checks `text`; asserts the lossless round trip and sane ranges.
    @discardableResult
    private func check(_ text: String, label: String) -> Bool {
        let analysis = Analyzer.analyze(text: text)
        let length = text.utf8.count
        guard analysis.parsed.root.text == text, analysis.parsed.root.length == length else {
            XCTFail("\(label): the tree does not print back the input:\n\(text)")
            return false
        }
        let index = LineIndex(text)
        for d in analysis.diagnostics {
            guard d.range.start >= 0, d.range.end <= length, d.range.start <= d.range.end else {
                XCTFail("\(label): \(d.code.rawValue) has range \(d.range) outside the text (\(length) bytes):\n\(text)")
                return false
            }
            _ = index.range(d.range)
            for fix in d.fixIts {
                for edit in fix.edits where edit.range.end > length || edit.range.start < 0 {
                    XCTFail("\(label): fix-it '\(fix.title)' edits \(edit.range) outside the text:\n\(text)")
                    return false
                }
            }
        }
        return true
    }
}
