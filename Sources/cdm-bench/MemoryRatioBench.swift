// What a model costs the server in memory, as a multiple of the file's size (issue #17: under 20×).

import CDMProtocol
import Foundation

enum MemoryRatioBench {
    /// The hardening tests' large model (`Models.large` in Tests/CDMHardeningTests/Support.swift):
    /// small entities with a doc comment, three attributes, an inverse pair and a unique constraint,
    /// so the per-entity costs weigh more than in `SyntheticModel`.
    static func text(entities count: Int) -> String {
        var out = "model Large\n\n"
        out.reserveCapacity(count * 200)
        for i in 0..<count {
            let partner = i ^ 1
            out += """
                /// Entity number \(i).
                entity E\(i) {
                  name: String @length(1...80)
                  count: Int32 = 0 @range(0...1000)
                  created: Date?
                  tags: [E\(partner)] @inverse(tagged)
                  tagged: [E\(partner)] @inverse(tags)
                  unique(name)
                }


                """
        }
        return out
    }

    struct Result {
        var bytes: Int
        var baselineMB: Double
        /// Growth of the peak resident set over the baseline: after the first diagnostics, then
        /// after `documentSymbol`, full semantic tokens and folding ranges.
        var openMB: Double
        var requestsMB: Double
        var openMs: Double
        /// The peak's growth over the baseline after each request, in order.
        var perRequestMB: [(method: String, mb: Double)] = []

        var openRatio: Double { openMB * 1_048_576 / Double(bytes) }
        var requestsRatio: Double { requestsMB * 1_048_576 / Double(bytes) }
    }

    static func run(cdm: String, entities: Int) -> Result {
        let text = text(entities: entities)
        let server = LSPProcess.started(cdm)
        // NaN where the memory cannot be measured: the ratios are NaN and the goals "not measured".
        func peakMB() -> Double { memoryKilobytes(pid: server.pid).map { Double($0.peak) / 1024 } ?? .nan }
        // The baseline: a running server with a small document open.
        let small = "file:///bench/Small.cdm"
        server.open(small, "entity A {\n  name: String\n}\n")
        _ = server.diagnostics(small, version: 1)
        let baseline = memoryKilobytes(pid: server.pid).map { Double($0.current) / 1024 } ?? .nan
        let uri = "file:///bench/Large.cdm"
        let start = now()
        server.open(uri, text)
        _ = server.diagnostics(uri, version: 1)
        let openMs = milliseconds(start, now())
        let open = peakMB() - baseline
        let document: JSONValue = ["textDocument": ["uri": .string(uri)]]
        var perRequest: [(String, Double)] = []
        for method in ["textDocument/documentSymbol", "textDocument/semanticTokens/full", "textDocument/foldingRange"] {
            guard server.response(server.request(method, document)) != nil else { fail("no answer to \(method)") }
            perRequest.append((method.replacingOccurrences(of: "textDocument/", with: ""), peakMB() - baseline))
        }
        let requests = peakMB() - baseline
        server.shutdown()
        return Result(bytes: text.utf8.count, baselineMB: baseline, openMB: open, requestsMB: requests, openMs: openMs, perRequestMB: perRequest)
    }
}
