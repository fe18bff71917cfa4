// How the incremental analyzer schedules rule families from what they read: what a keystroke does not check again.

import CDMSyntax
import XCTest

@testable import CDMModel

final class RuleFamilyTests: XCTestCase {
    /// A keystroke in an entity's body reads nothing that names a generated file: the collisions are
    /// not looked for again (they were compared over every entity's name on each keystroke, a
    /// cost that grew with the model); renaming an entity, or one holding a collision's
    /// diagnostic being built again, looks again.
    func testAKeystrokeInABodyDoesNotLookForCollisionsAgain() {
        var text = "generate swift to \"Gen\"\nentity Item {\n  name: String\n}\nentity ITEM {\n  name: String\n}\n"
        for i in 0..<50 { text += "entity E\(i) {\n  name\(i): String\n}\n" }
        var bytes = Array(text.utf8)
        let parser = IncrementalParser(bytes: bytes)
        let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
        XCTAssertEqual(analyzer.diagnostics(parser: parser).filter { $0.code == .generatedFileCollision }.count, 2)
        XCTAssertEqual(analyzer.checks(of: FileCollisionRules.self), 1)
        for (old, new, checks) in [("  name20: String", "  name20: String?", 0), ("entity E20", "entity E21x", 1), ("  name: String\n}\nentity ITEM", "  nam: String\n}\nentity ITEM", 1)] {
            let r = text.range(of: old)!
            let start = text.utf8.distance(from: text.startIndex, to: r.lowerBound)
            text.replaceSubrange(r, with: new)
            bytes = Array(text.utf8)
            let changed = bytes
            analyzer.apply(parser.edit(TextRange(start: start, end: start + old.utf8.count), newLength: new.utf8.count) { Array(changed[$0]) }, parser: parser)
            XCTAssertEqual(analyzer.diagnostics(parser: parser), Analyzer.analyze(text: text).diagnostics, "after \(old) → \(new)")
            XCTAssertEqual(analyzer.checks(of: FileCollisionRules.self), checks, "after \(old) → \(new)")
        }
    }

    /// What an expression check reads is found from the words of its strings: every key path component
    /// is among them (ASCII read by bytes; other text by Unicode's letters, so `≥` still splits words),
    /// and a name matches a word as strings compare (a decomposed `é` is the precomposed one, the Kelvin sign a `K`).
    func testExpressionWordsAreASupersetOfKeyPathComponents() {
        XCTAssertEqual(ExpressionRuleFamily.identifiers(in: "ANY members0.name1 == 'x' AND $V > 2"), ["ANY", "members0", "name1", "x", "AND", "V", "2"])
        XCTAssertEqual(ExpressionRuleFamily.identifiers(in: "über.név≥5 AND été"), ["über", "név", "5", "AND", "été"])
        // The byte reading of an ASCII text finds the same words.
        for text in ["ANY members0.name1 == 'x' AND $V > 2", "SUBQUERY(tags, $t, $t.name_2 BEGINSWITH[cd] \"a\").@count>0", "_a9 b", ""] {
            var bytes = text
            let words: [String] = bytes.withUTF8 { buffer in
                var out: [String] = []
                ExpressionRuleFamily.asciiWords(buffer) { out.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[$0]), as: UTF8.self)) }
                return out
            }
            XCTAssertEqual(words, ExpressionRuleFamily.identifiers(in: text).map(String.init), text)
        }
        var words = ExpressionRuleFamily.Words()
        words.add("owner.caf\u{65}\u{301} == nil")
        XCTAssertTrue(words.contains("caf\u{E9}"))
        XCTAssertTrue(words.contains("owner"))
        XCTAssertFalse(words.contains("own"))
        words.add("ANY members0.name1 == $K")
        XCTAssertTrue(words.contains("members0"))
        XCTAssertTrue(words.contains("\u{212A}"), "the Kelvin sign is canonically the letter K")
        XCTAssertFalse(words.contains("members"))
        var names = ExpressionRuleFamily.OrderedNames()
        for i in 0..<40 { XCTAssertTrue(names.insert("E\(i)")) }
        XCTAssertFalse(names.insert("E3"), "past the search limit, in the set")
        XCTAssertEqual(names.list.count, 40)
    }
}
