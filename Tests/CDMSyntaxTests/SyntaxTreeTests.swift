// The syntax tree's queries (token at an offset, trimmed ranges, doc comments) agree with a plain walk over its tokens.

import CDMSyntax
import CDMTestSupport
import XCTest

final class SyntaxTreeTests: XCTestCase {
    /// The straightforward definition of `token(at:preferLeft:)`, over every token in order.
    private func slowToken(_ ref: SyntaxRef, at offset: Int, preferLeft: Bool) -> TokenRef? {
        var best: TokenRef?
        for t in ref.allTokens(includingTrivia: true) {
            if t.range.contains(offset) {
                if preferLeft, let b = best, b.range.end == offset, !b.kind.isTrivia { return b }
                return t
            }
            if t.range.end == offset { best = t }
            if t.range.start > offset { break }
        }
        return best
    }

    private var inputs: [String] {
        TestPaths.cdmFiles(in: TestPaths.fixtures("CDMSyntaxTests", "Parser")).compactMap { TestPaths.read($0) } + ["", "a", "entity A {}"]
    }

    func testTokenAtAgreesWithAWalkOverAllTokens() {
        for text in inputs {
            let root = Parser.parse(text).syntax
            var refs = [root]
            refs += root.childNodes
            refs += root.childNodes.flatMap(\.childNodes)
            // Every offset in the slow run; every third and the edges in the quick suite (`TestScale`).
            let step = TestScale.rounds(quick: 3, full: 1)
            for ref in refs {
                let edges = [ref.range.start - 1, ref.range.start, ref.range.end, ref.range.end + 1]
                for offset in Set(Array(stride(from: ref.range.start - 1, through: ref.range.end + 1, by: step)) + edges).sorted() {
                    for preferLeft in [false, true] {
                        let fast = ref.token(at: offset, preferLeft: preferLeft)
                        let slow = slowToken(ref, at: offset, preferLeft: preferLeft)
                        XCTAssertEqual(fast?.range, slow?.range, "offset \(offset) preferLeft \(preferLeft) in \(ref.kind) of:\n\(text)")
                        XCTAssertEqual(fast?.text, slow?.text)
                    }
                }
            }
        }
    }

    func testTrimmedRangeSkipsTriviaOnBothEnds() {
        for text in inputs {
            let root = Parser.parse(text).syntax
            for ref in [root] + root.childNodes + root.childNodes.flatMap(\.childNodes) {
                let tokens = ref.allTokens()
                let expected = tokens.isEmpty ? TextRange.empty(at: ref.range.end) : TextRange(start: tokens.first!.range.start, end: tokens.last!.range.end)
                XCTAssertEqual(ref.trimmedRange, expected)
                var visited: [TextRange] = []
                ref.forEachToken { visited.append($0.range) }
                XCTAssertEqual(visited, tokens.map(\.range))
            }
        }
    }

    /// `directToken(n)` is `directTokens[n]`, and nil past the end.
    func testDirectTokenAgreesWithDirectTokens() {
        for text in inputs {
            let root = Parser.parse(text).syntax
            for ref in [root] + root.childNodes + root.childNodes.flatMap(\.childNodes) {
                let tokens = ref.directTokens
                for n in 0...tokens.count {
                    XCTAssertEqual(ref.directToken(n)?.range, n < tokens.count ? tokens[n].range : nil)
                    XCTAssertEqual(ref.directToken(n)?.text, n < tokens.count ? tokens[n].text : nil)
                }
            }
        }
    }

    func testChildQueries() throws {
        let root = Parser.parse("entity A {\n  x: Int16 = 0 @indexed @range(0...1)\n}\n").syntax
        let entity = try XCTUnwrap(root.firstChild(.entityDecl))
        let property = try XCTUnwrap(entity.firstChild(.property))
        XCTAssertEqual(property.childNodes(.modifier).count, 2)
        XCTAssertNil(property.firstChild(.index))
        XCTAssertEqual(property.firstChild(.defaultValue)?.trimmedRange, TextRange(start: 22, end: 25))
        XCTAssertEqual(property.directTokens.map(\.text), ["x", ":"])
    }
}
