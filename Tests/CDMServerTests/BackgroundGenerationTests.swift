// Generation runs off the request path: over pipes, a save of a large model must not hold up the requests behind it.

import CDMProtocol
import Foundation
import XCTest

final class BackgroundGenerationTests: XCTestCase {
    /// A model of `count` entities that each have attributes and a relationship pair, and two `generate` lines.
    static func largeModel(entities count: Int) -> String {
        var text = "model Big\n\ngenerate swift to \"Generated/Swift\"\ngenerate xcdatamodel to \"Generated\"\n"
        for i in 0..<count {
            let next = (i + 1) % count
            text += """

                entity E\(i) {
                  name: String?
                  count: Int32
                  created: Date?
                  score: Double
                  next: E\(next)? @inverse(previous)
                  previous: E\((i + count - 1) % count)? @inverse(next)
                }

                """
        }
        return text
    }

    struct Session {
        let server: ServerProcess
        let folder: URL
        let uri: String
    }

    func start(entities: Int) throws -> Session {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-bg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Big.cdm")
        let text = Self.largeModel(entities: entities)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let server = try ServerProcess()
        addTeardownBlock {
            server.closeInput()
            _ = server.exitStatus()
        }
        let capabilities: JSONValue = ["window": ["workDoneProgress": true]]
        XCTAssertNotNil(server.request(1, "initialize", ["processId": .null, "rootUri": .string(folder.absoluteString), "capabilities": capabilities])?["result"])
        server.notify("initialized", [:])
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(file.absoluteString), "languageId": "cdm", "version": 1, "text": .string(text)]])
        XCTAssertEqual(server.diagnostics(version: 1, timeout: 60)?["diagnostics"], [])
        return Session(server: server, folder: folder, uri: file.absoluteString)
    }

    static func isGenerationLog(_ m: JSONValue) -> Bool {
        m["method"]?.stringValue == "window/logMessage"
            && (m["params"]?["message"]?.stringValue.map { $0.hasPrefix("generated ") || $0.hasPrefix("up to date") || $0.hasPrefix("cdm could not") } ?? false)
    }

    func testARequestAfterASaveIsAnsweredBeforeTheGenerationEnds() throws {
        let s = try start(entities: 2_000)
        s.server.notify("textDocument/didSave", ["textDocument": ["uri": .string(s.uri)]])
        let sent = Date()
        s.server.send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": ["textDocument": ["uri": .string(s.uri)], "position": ["line": 6, "character": 10]]])
        // Whichever comes first: the answer, or the end of the generation (which used to come first).
        let first = s.server.wait(timeout: 120) { $0["id"]?.intValue == 2 || Self.isGenerationLog($0) }
        let waited = Date().timeIntervalSince(sent)
        XCTAssertEqual(first?["id"]?.intValue, 2, "the hover waited for the generation: \(String(describing: first))")
        XCTAssertNotNil(first?["result"]?["contents"], "hover answered with content")
        print("hover answered \(Int(waited * 1000)) ms after a 2,000-entity save (debug build)")

        let log = s.server.wait(timeout: 120) { Self.isGenerationLog($0) }
        XCTAssertEqual(log?["params"]?["message"]?.stringValue?.hasPrefix("generated "), true, "\(String(describing: log))")
        let generated = s.folder.appendingPathComponent("Generated/Swift/E1999+CoreDataProperties.swift")
        XCTAssertTrue(FileManager.default.fileExists(atPath: generated.path), "the files are on disk once the log says so")
    }

    func testANewerSaveSupersedesOneThatHasNotStarted() throws {
        let s = try start(entities: 1_000)
        // Three saves at once. The generation queue runs one at a time, so while one writes (a second or
        // more for 1,000 entities) the saves behind it pile up, and all but the newest are skipped when their
        // turn comes. Which of the first two is skipped depends on when the first one starts; the last never is.
        for _ in 0..<3 { s.server.notify("textDocument/didSave", ["textDocument": ["uri": .string(s.uri)]]) }
        var ends: [String] = []
        for _ in 0..<3 {
            guard let end = s.server.wait(timeout: 120, { $0["method"]?.stringValue == "$/progress" && $0["params"]?["value"]?["kind"] == "end" }) else { break }
            ends.append(end["params"]?["value"]?["message"]?.stringValue ?? "")
        }
        XCTAssertEqual(ends.count, 3, "every save's progress ends: \(ends)")
        let superseded = ends.filter { $0 == "superseded by a newer save" }.count
        XCTAssertTrue((1...2).contains(superseded), "\(ends)")
        XCTAssertNotEqual(ends.last, "superseded by a newer save", "the newest save always generates: \(ends)")
        XCTAssertEqual(ends.filter { $0.hasPrefix("generated ") }.count, 1, "written once, then up to date: \(ends)")
    }

    func testTheCommandAnswersWhenItsGenerationEnds() throws {
        let s = try start(entities: 200)
        let answer = s.server.request(3, "workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(s.uri)]])
        XCTAssertEqual(answer?["result"]?["message"]?.stringValue?.hasPrefix("generated "), true, "\(String(describing: answer))")
        XCTAssertTrue(FileManager.default.fileExists(atPath: s.folder.appendingPathComponent("Generated/Big.xcdatamodeld").path))
        // Exit right after a save: the server finishes writing before it goes.
        s.server.notify("textDocument/didSave", ["textDocument": ["uri": .string(s.uri)]])
        XCTAssertNotNil(s.server.request(4, "shutdown", .null))
        s.server.notify("exit", .null)
        XCTAssertEqual(s.server.exitStatus(timeout: 60), 0)
    }
}
