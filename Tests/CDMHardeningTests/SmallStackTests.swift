// The server's generation queue runs on a GCD worker, whose stack is 512 KB on Darwin: deep models are analysed and generated on such a stack here.

import CDMDriver
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

final class SmallStackTests: XCTestCase {
    /// Part of the slow group (`TestScale`): a minute or more in a debug build.
    override func setUpWithError() throws { try TestScale.requireSlowRun() }

    static let depth = 3000

    /// A chain of `depth` entities, each inheriting from the one before, with every `generate` line but
    /// the SVG diagram's, whose layout of thousands of entities takes minutes in a debug build (a
    /// diagram that size is no one's reading).
    static func inheritance(depth: Int) -> String {
        var text = "model Deep\n\n\(every)\n\nentity E0 {\n  p0: String\n}\n"
        for i in 1..<depth { text += "entity E\(i) : E\(i - 1) {\n  p\(i): String\n}\n" }
        return text
    }

    // `migrations` needs frozen versions, which these models have none of (its depth is the history's, not the
    // model's: StagedMigrationTests covers it).
    static let every = GenerateKind.allCases.filter { $0 != .svg && $0 != .migrations }.map { kind in
        "generate \(kind.rawValue) to \"\(kind == .mermaid ? "Model.md" : "Generated/\(kind.rawValue)")\""
    }.joined(separator: "\n")

    /// `cdm generate` of the chain with every thread's stack at 512 KB (`ulimit -s 512`: on Linux the
    /// main thread and GCD's workers, where the halves of a large file's analysis run, take their size
    /// from it), as the generation queue and the halves have on Darwin.
    func testTheCommandLineGeneratesADeepModelWithEveryThreadOnA512KBStack() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cdm-stack-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Deep.cdm")
        try Self.inheritance(depth: Self.depth).write(to: source, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"ulimit -s 512 && exec "$0" generate --quiet "$1""#, ServerProcess.binary.path, source.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "cdm generate was killed by a signal (a stack overflow is SIGSEGV)")
        XCTAssertEqual(process.terminationStatus, 0)
        let last = Self.depth - 1
        for file in ["Generated/swift/E\(last)+CoreDataProperties.swift", "Generated/swiftdata/E\(last).swift", "Generated/builder/DeepModel.swift"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file) was written")
        }
    }
    /// What `startGeneration` does on its queue (a full analysis, then every generator through
    /// `OutputWriter`), on a 512 KB stack (`Bounded.run`), for models whose depth is the input's:
    /// a long inheritance chain, a chain of to-one relationships, and a model of many entities that the
    /// analyzer and the checker split into halves (`inParallel`).
    func testGenerationOfDeepModelsFitsADarwinWorkerStack() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cdm-stack-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let depth = Self.depth
        let inheritance = Self.inheritance(depth: depth)
        var links = "model Links\n\n\(Self.every)\n\n"
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
