// The server's generation queue runs on a GCD worker, whose stack is 512 KB on Darwin: deep models are analysed and generated on such a stack here.

import CDMDriver
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

final class SmallStackTests: XCTestCase {
    /// What `startGeneration` does on its queue (a full analysis, then every generator through
    /// `OutputWriter`), on a 512 KB stack (`Bounded.run`), for models whose depth is the input's:
    /// a long inheritance chain, a chain of to-one relationships, and a model of many entities that the
    /// analyzer and the checker split into halves (`inParallel`).
    func testGenerationOfDeepModelsFitsADarwinWorkerStack() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cdm-stack-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every generator but the SVG diagram, whose layout of thousands of entities takes minutes in a
        // debug build (a diagram that size is no one's reading).
        let every = GenerateKind.allCases.filter { $0 != .svg }.map { kind in
            "generate \(kind.rawValue) to \"\(kind == .mermaid ? "Model.md" : "Generated/\(kind.rawValue)")\""
        }.joined(separator: "\n")
        let depth = TestScale.rounds(quick: 2000, full: 10_000)
        var inheritance = "model Deep\n\n\(every)\n\nentity E0 {\n  p0: String\n}\n"
        for i in 1..<depth { inheritance += "entity E\(i) : E\(i - 1) {\n  p\(i): String\n}\n" }
        var links = "model Links\n\n\(every)\n\n"
        for i in 0..<depth {
            links +=
                "entity L\(i) {\n  name: String\n  next: L\((i + 1) % depth)? @inverse(previous) @deleteRule(nullify)\n  previous: L\((i + depth - 1) % depth)? @inverse(next) @deleteRule(nullify)\n}\n"
        }
        for (text, what) in [(inheritance, "a \(depth)-entity inheritance chain"), (links, "a ring of \(depth) to-one relationships")] {
            let source = folder.appendingPathComponent("Deep.cdm")
            try text.write(to: source, atomically: true, encoding: .utf8)
            let result = Bounded.run("generating \(what)", seconds: 600, memoryMB: 2000) { () -> (Int, [String]) in
                let analysis = Analyzer.analyze(text: text, defaultModelName: "Deep")
                let errors = analysis.diagnostics.filter { $0.severity == .error }.map(\.message)
                let written = OutputWriter.generate(GenerateRequest(sourcePath: source.path, model: analysis.model, diagnostics: analysis.diagnostics, allowedRoot: folder.path))
                return (written.written.count + written.unchanged.count, errors + written.errors)
            }
            XCTAssertEqual(result?.1, [], "\(what) generates without errors")
            XCTAssertGreaterThan(result?.0 ?? 0, depth, "\(what): every generator wrote its files")
        }
    }
}
