// Edit → diagnostics of ruff's language server on a Python file as long as the 1,000-entity model: the yardstick of issue #18.

import CDMProtocol
import Foundation

enum RuffBench {
    /// A Python module of `lines` lines that ruff finds nothing wrong with: classes of a dozen fields
    /// and a method, shaped like the benchmark model's entities.
    static func text(lines: Int) -> String {
        var out = "\"\"\"A synthetic module for cdm-bench.\"\"\"\n\n"
        var i = 0
        while out.utf8.reduce(0, { $1 == 0x0A ? $0 + 1 : $0 }) < lines - 17 {
            out += """


                class E\(i):
                    name = "e"
                    title = None
                    created_at = 0
                    updated_at = None
                    count = 0
                    score = 0.0
                    is_active = False
                    identifier = "\(i)"
                    payload = None
                    link = None
                    total = 0

                    def level(self, x):
                        return x + \(i)

                """
            i += 1
        }
        return out
    }

    /// Starts `ruff server`, opens the module and times `edits` edits (typing `x` into a field name,
    /// then deleting it) until ruff publishes the diagnostics of each version.
    static func editLatency(ruff: String, lines: Int, edits: Int) -> Samples {
        let text = text(lines: lines)
        let server: LSPProcess
        do {
            server = try LSPProcess(executable: ruff, arguments: ["server"])
        } catch {
            fail("cannot start \(ruff) server: \(error)")
        }
        let params: JSONValue = ["processId": .int(Int(getpid())), "capabilities": ["textDocument": ["publishDiagnostics": ["versionSupport": true]]]]
        _ = server.response(server.request("initialize", params))
        server.notify("initialized", [:])
        let uri = "file:///tmp/cdm-bench-ruff/module.py"
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "python", "version": 1, "text": .string(text)]])
        guard server.read(until: { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }) != nil else { fail("ruff published no diagnostics") }
        // The field lines: `    name = "e"`, the second line of each class.
        let fieldLines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element.hasPrefix("    name = ") }.map(\.offset)
        var samples = Samples()
        for i in 0..<edits {
            let line = fieldLines[((i / 2) * 7919 + 17) % fieldLines.count]
            let range: JSONValue = ["start": ["line": .int(line), "character": 4], "end": ["line": .int(line), "character": i % 2 == 0 ? 4 : 5]]
            let version = i + 2
            let start = now()
            server.notify(
                "textDocument/didChange",
                ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["range": range, "text": i % 2 == 0 ? "x" : ""]]])
            guard
                server.read(until: {
                    $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["version"]?.intValue == version
                }) != nil
            else { fail("ruff published no diagnostics for version \(version)") }
            samples.add(milliseconds(start, now()))
        }
        server.shutdown()
        return samples
    }
}
