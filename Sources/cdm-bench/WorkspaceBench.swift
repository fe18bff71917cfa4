// workspace/symbol on a workspace of many models, over pipes: the goal is 20 ms for 200 models.

import CDMProtocol
import Foundation

/// Writes `models` models of `entities` entities each under `folder`, then asks a real `cdm lsp` rooted
/// there for workspace symbols: once cold (every file read), then `requests` times with varied queries.
func workspaceSymbols(cdm: String, folder: URL, models: Int, entities: Int, requests: Int) -> (cold: Double, warm: Samples, results: Int) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for m in 0..<models {
        let text = SyntheticModel.text(entities: entities).replacingOccurrences(of: "model Bench", with: "model Bench\(m)")
        try? text.write(to: folder.appendingPathComponent("Model\(m).cdm"), atomically: true, encoding: .utf8)
    }
    var warm = Samples()
    let server = LSPProcess.started(cdm, LSPProcess.initializeParams(rootUri: folder.absoluteString))
    var start = now()
    let first = server.response(server.request("workspace/symbol", ["query": "E1"]))
    let cold = milliseconds(start, now())
    let queries = ["E1", "", "Entity", "e4", "zz", "Entity12"]
    for i in 0..<requests {
        start = now()
        _ = server.response(server.request("workspace/symbol", ["query": .string(queries[i % queries.count])]))
        warm.add(milliseconds(start, now()))
    }
    server.shutdown()
    return (cold, warm, first?["result"]?.arrayValue?.count ?? 0)
}
