// Edits that turn CloudKit on and off, or change what a configuration lists: the incremental analysis keeps the CloudKit diagnostics of a full one.

import CDMSyntax
import XCTest

@testable import CDMModel

final class CloudKitIncrementalTests: XCTestCase {
    func testCloudKitEditsMatchFullAnalysis() {
        let start = """
            model Notes
            configuration Cloud { Note }
            configuration Local { Draft }
            entity Note {
              title: String
              drafts: [Draft] @inverse(note)
            }
            entity Draft {
              text: String
              note: Note? @inverse(drafts)
            }
            """
        // Each step replaces the first occurrence of a piece of the text.
        let steps: [(String, String)] = [
            ("configuration Cloud {", "configuration Cloud @cloudKit {"),  // Note synced: its title, its relationship out of Cloud
            ("title: String\n", "title: String?\n"),  // one fixed
            ("{ Note }", "{ Note, Draft }"),  // Draft synced too, inside the configuration
            ("model Notes", "model Notes @xcode(usedWithCloudKit: \"YES\")"),  // every entity (Draft's text is reported once)
            ("text: String\n", "text: String = \"\"\n"),
            ("entity Draft {", "\nentity Tag {\n  name: String\n}\nentity Draft {"),  // a new entity, synced by Default
            (" @cloudKit", ""),  // Default still syncs everything
            (" @xcode(usedWithCloudKit: \"YES\")", ""),  // nothing synced
            ("configuration Cloud {", "configuration Cloud @cloudKit {"),
            ("name: String\n", "name: String @unique\n"),  // Tag is not listed: nothing
        ]
        var bytes = Array(start.utf8)
        for wholeModel in [false, true] {
            bytes = Array(start.utf8)
            let parser = IncrementalParser(bytes: bytes)
            let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Model")
            if wholeModel { analyzer.wholeModelChecks = .always }
            var counts: [Int] = []
            for (i, (old, new)) in steps.enumerated() {
                let text = String(decoding: bytes, as: UTF8.self)
                guard let found = text.range(of: old) else { return XCTFail("step \(i): no '\(old)' in\n\(text)") }
                let range = TextRange(
                    offset: text.utf8.distance(from: text.startIndex, to: found.lowerBound), length: old.utf8.count)
                bytes.replaceSubrange(range.start..<range.end, with: Array(new.utf8))
                let current = bytes
                analyzer.apply(parser.edit(range, newLength: new.utf8.count) { Array(current[$0]) }, parser: parser)
                let full = Analyzer.analyze(parsed: Parser.parse(bytes: bytes), defaultModelName: "Model")
                let incremental = i % 2 == 0 ? analyzer.diagnostics(parser: parser) : analyzer.analysis(parser: parser).diagnostics
                XCTAssertEqual(incremental, full.diagnostics, "step \(i): \(old) → \(new)\n\(String(decoding: bytes, as: UTF8.self))")
                counts.append(full.diagnostics.filter(\.code.isCloudKit).count)
            }
            XCTAssertEqual(counts, [2, 1, 1, 1, 0, 1, 1, 0, 0, 0], "CloudKit diagnostics after each step")
        }
    }
}
