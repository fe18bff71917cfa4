// How long requests wait while the server generates on save: the goals are 20 ms at p95 and 50 ms for the slowest.

import CDMProtocol
import Foundation

/// Saves a model of `entities` entities with two `generate` lines `rounds` times in a real `cdm lsp`; during
/// each generation it sends a hover every few milliseconds and times each answer. Returns the round trips of
/// the requests answered while a generation was running, how long each generation took, and where the slowest
/// request came in its save (1 for the first request after the `didSave`, which also pays for assembling the
/// edited model's analysis and symbol index, as the first feature request after any edit does), and the slowest
/// of the others (what the generation's competition for the cores costs).
func requestsDuringSave(cdm: String, folder: URL, entities: Int, rounds: Int) -> (
    requests: Samples, generations: Samples, slowestPlace: Int, slowestAfterFirst: Double
) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Saved.cdm")
    let text = SyntheticModel.text(entities: entities, generate: ["generate swift to \"Generated/Swift\"", "generate xcdatamodel to \"Generated\""])
    try? text.write(to: file, atomically: true, encoding: .utf8)
    var requests = Samples()
    var generations = Samples()
    var slowest = (ms: -1.0, place: 0)
    var slowestAfterFirst = 0.0
    let server = LSPProcess.started(cdm, LSPProcess.initializeParams(rootUri: folder.absoluteString, generateOnSave: true))
    let uri = file.absoluteString
    server.open(uri, text)
    _ = server.diagnostics(uri, version: 1)
    let hover: JSONValue = ["textDocument": ["uri": .string(uri)], "position": ["line": 8, "character": 4]]
    func isGenerationLog(_ m: JSONValue) -> Bool {
        m["method"]?.stringValue == "window/logMessage" && m["params"]?["type"]?.intValue != nil
            && (m["params"]?["message"]?.stringValue.map { $0.hasPrefix("generated ") || $0.hasPrefix("up to date") || $0.hasPrefix("cdm could not") } ?? false)
    }
    for round in 0..<rounds {
        // Every round writes: the first creates the files, the others follow a change of the model's text.
        if round > 0 {
            let edited = text + "\nentity Extra\(round) { name: String? }\n"
            server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(round + 1)], "contentChanges": [["text": .string(edited)]]])
            // Timed from the save on: the analysis of the new text is not what this measures.
            _ = server.diagnostics(uri, version: round + 1)
        }
        let saved = now()
        server.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        var generationEnded = false
        var place = 0
        while !generationEnded {
            let sent = now()
            let id = server.request("textDocument/hover", hover)
            guard let answer = server.read(until: { ($0["id"]?.intValue == id && $0["method"] == nil) || isGenerationLog($0) }) else { break }
            if isGenerationLog(answer) {
                generationEnded = true
                generations.add(milliseconds(saved, now()))
                _ = server.response(id)
            } else {
                let elapsed = milliseconds(sent, now())
                requests.add(elapsed)
                place += 1
                if elapsed > slowest.ms { slowest = (elapsed, place) }
                if place > 1 { slowestAfterFirst = max(slowestAfterFirst, elapsed) }
                usleep(5_000)
            }
        }
    }
    server.shutdown()
    return (requests, generations, slowest.place, slowestAfterFirst)
}
