// Issue #17, item 4: semantic tokens cost linear time in the properties of one entity and in the length of one line.

import CDMFeatures
import CDMModel
import CDMProtocol
import CDMSyntax
import CDMTestSupport
import Foundation
import XCTest

final class SemanticTokensScaleTests: XCTestCase {
    /// One entity with `count` properties, attributes and relationships mixed, on lines of their own
    /// or all on one line (`;` between them).
    static func entity(properties count: Int, oneLine: Bool) -> String {
        var text = "entity Big {"
        text += oneLine ? " " : "\n"
        for i in 0..<count {
            switch i % 4 {
            case 0: text += "p\(i): String"
            case 1: text += "p\(i): Int16 = 3"
            case 2: text += "r\(i): [Other] @inverse(big\(i))"
            default: text += "f\(i): Date?"
            }
            text += oneLine ? "; " : "\n"
        }
        text += "}\n"
        return text
    }

    func time(_ what: String, _ text: String, limit: Double) {
        let analysis = Analyzer.analyze(text: text)
        let started = Date()
        let tokens = SemanticTokens.tokens(analysis)
        let data = SemanticTokens.encode(tokens, lineIndex: LineIndex(text), encoding: .utf16)
        let seconds = Date().timeIntervalSince(started)
        print("semantic tokens: \(what): \(text.utf8.count) bytes, \(tokens.count) tokens in \(String(format: "%.2f", seconds)) s")
        XCTAssertEqual(data.count, tokens.count * 5)
        XCTAssertLessThan(seconds, limit, "\(what): \(seconds) s")
    }

    /// 40,000 properties took 4 s in a release build (each property looked itself up in its
    /// entity's lists). Debug builds run a quarter of them, with a bound a linear walk keeps easily.
    func testOneEntityWithManyProperties() {
        let count = isDebugBuild ? 10_000 : 40_000
        time("one entity of \(count) properties", Self.entity(properties: count, oneLine: false), limit: isDebugBuild ? 3 : 0.5)
    }

    /// Two entities related by many pairs of inverses: the symbol index looked each inverse's name up
    /// in its destination's lists (quadratic too).
    func testManyInversesBetweenTwoEntities() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let count = isDebugBuild ? 5_000 : 20_000
        var a = "entity A {\n"
        var b = "entity B {\n"
        for i in 0..<count {
            a += "  toB\(i): B? @inverse(toA\(i))\n"
            b += "  toA\(i): A? @inverse(toB\(i))\n"
        }
        time("\(count) pairs of inverses", a + "}\n" + b + "}\n", limit: isDebugBuild ? 3 : 0.5)
    }

    /// A 5 MB single line took more than 120 s; now under 2 s in a release build. Debug builds run
    /// 1 MB in the slow group and 256 KB in the quick suite (quadratic, that was still minutes).
    func testOneLongLine() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let target = isDebugBuild ? TestScale.rounds(quick: 1 << 18, full: 1 << 20) : 5 << 20
        var count = 1000
        var text = Self.entity(properties: count, oneLine: true)
        while text.utf8.count < target {
            count *= 2
            text = Self.entity(properties: count, oneLine: true)
        }
        time("a single line of \(text.utf8.count >> 10) KB", text, limit: isDebugBuild ? TestScale.rounds(quick: 3, full: 8) : 2)
    }
}
