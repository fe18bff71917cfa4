// A large file's declarations are built in parts at once (a cold check; the incremental analyzer's first build takes two halves): the results are those of one build, in the same order.

import CDMSyntax
import CDMTestSupport
import Foundation
import XCTest

@testable import CDMModel

final class BuildInHalvesTests: XCTestCase {
    /// What `Analyzer.analyze` gave before halves: one builder over every declaration.
    func sequential(_ parsed: ParsedFile) -> Analysis {
        var builder = ModelBuilder(defaultModelName: "Big")
        builder.build(parsed)
        builder.model.reindex()
        var checker = Checker(model: builder.model)
        checker.entitiesWithUnresolvedMembers = builder.entitiesWithUnresolvedMembers
        checker.check()
        return Analysis(parsed: parsed, model: builder.model, diagnostics: (builder.diagnostics + checker.diagnostics).sortedByPosition())
    }

    /// `count` blocks of declarations of every kind, some with errors; `extra` goes in the middle.
    func text(blocks count: Int, middle extra: String = "", head: String = "model Big @versionIdentifier(\"2\")\n") -> String {
        var out = head + "generate swift to \"Out\"\n\n"
        for i in 0..<count {
            if i == count / 2 { out += extra }
            out += """
                /// Entity \(i).
                entity E\(i): \(i % 7 == 0 ? "Base" : "E\(max(0, i - 1))") @class("E\(i)MO") {
                  name: String @length(1...80) @unique
                  count: Int32 = 70000 @range(0...)
                  friend: E\((i + 1) % count)? @inverse(friendOf)
                  friendOf: [E\((i + 1) % count)] @inverse(friend)
                  deleted: Bool
                  place: Place?
                  bad: Int16 @regex("[")
                }
                composite Place { street: String? }
                configuration C\(i % 3) { E\(i) }

                """
        }
        out += "abstract entity Base { id: UUID }\n"
        return out
    }

    func check(_ text: String, halves expected: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core: built in one piece")
        let parsed = Parser.parse(text)
        XCTAssertGreaterThanOrEqual(parsed.declarations.count, ModelBuilder.halvingThreshold, file: file, line: line)
        var probe = ModelBuilder(defaultModelName: "Big")
        XCTAssertEqual(probe.buildInHalves(parsed), expected, "built in halves", file: file, line: line)
        let halves = Analyzer.analyze(parsed: parsed, defaultModelName: "Big")
        let one = sequential(parsed)
        XCTAssertEqual(halves.model, one.model, file: file, line: line)
        XCTAssertEqual(halves.diagnostics.count, one.diagnostics.count, file: file, line: line)
        XCTAssertEqual(halves.diagnostics, one.diagnostics, file: file, line: line)
        XCTAssertFalse(one.diagnostics.isEmpty, "the text has errors to compare", file: file, line: line)
    }

    func testHalvesGiveTheModelAndDiagnosticsOfOneBuild() throws {
        try check(text(blocks: 800), halves: true)
    }

    /// The `model` line in the second half, and a second `model` line there too.
    func testModelLineInTheSecondHalf() throws {
        try check(text(blocks: 800, middle: "model Late\nmodel Later\n", head: ""), halves: true)
        // A second `model` after a first one at the head: the slow group (`TestScale`).
        if TestScale.isSlowRun { try check(text(blocks: 800, middle: "model Again\n"), halves: true) }
    }

    /// The incremental analyzer's first build of a large file goes in halves too: the same
    /// diagnostics and model as a full analysis, with or without suggestions before the middle.
    func testIncrementalFirstBuildInHalves() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core: built in one piece")
        // The quick suite builds the plain file; the slow group adds a suggestion and a second `model`.
        for extra in TestScale.rounds(quick: [""], full: ["", "entity Typo { x: Strin }\n", "model Again\n"]) {
            let text = text(blocks: 800, middle: extra)
            let bytes = Array(text.utf8)
            let parser = IncrementalParser(bytes: bytes)
            XCTAssertGreaterThanOrEqual(parser.units.count, IncrementalAnalyzer.prebuildThreshold)
            let full = Analyzer.analyze(text: text, defaultModelName: "Big")
            // From nothing, and from the build of a whole analysis (what the server opens with).
            let (seeding, seed) = Analyzer.analyzeSeeding(parsed: parser.parsedFile, defaultModelName: "Big")
            XCTAssertEqual(seeding.diagnostics, full.diagnostics)
            XCTAssertEqual(seeding.model, full.model)
            XCTAssertEqual(seed == nil, extra.contains("Strin"), "a seed unless a suggestion was asked for")
            for seeded in [false, true] where !seeded || seed != nil {
                let parser = IncrementalParser(bytes: bytes)
                let analyzer =
                    seeded
                    ? IncrementalAnalyzer(parser: parser, defaultModelName: "Big", seed: seed!)
                    : IncrementalAnalyzer(parser: parser, defaultModelName: "Big")
                let label = "with \(extra.debugDescription)\(seeded ? ", seeded" : "")"
                XCTAssertEqual(analyzer.diagnostics(parser: parser), full.diagnostics, label)
                XCTAssertEqual(analyzer.analysis(parser: parser).model, full.model, label)
                if seeded { XCTAssertEqual(analyzer.seededUnits, parser.units.count { $0.node != nil && $0.node!.kind != .modelDecl }, label) }
                // An edit after it (a declaration inserted at the start of a line near the middle):
                // the analyzer goes on from there as usual.
                let at = bytes[(bytes.count / 2)...].firstIndex(of: 0x0A)! + 1
                let inserted = Array("entity Added: E1 { a: String }\n".utf8)
                let edited = Array(bytes[..<at]) + inserted + Array(bytes[at...])
                analyzer.apply(parser.edit(TextRange(offset: at, length: 0), newLength: inserted.count) { Array(edited[$0]) }, parser: parser)
                XCTAssertEqual(analyzer.diagnostics(parser: parser), Analyzer.analyze(parsed: Parser.parse(bytes: edited), defaultModelName: "Big").diagnostics, label)
            }
        }
    }

    /// An unknown type asks for a suggestion, which shares a budget across the file: one build.
    func testSuggestionsFallBackToOneBuild() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        try check(text(blocks: 800, middle: "entity Typo { x: Strin }\n"), halves: false)
    }
}
