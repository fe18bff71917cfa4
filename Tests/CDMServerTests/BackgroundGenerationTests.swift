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

    /// On Linux the generation's thread runs at a nice value of 10, so that a request on the server's thread takes a
    /// contended core from it: libdispatch gives the queue's `.utility` QoS a nice value of only 2, which left a hover
    /// waiting up to 210 ms behind a 2,000-entity save on 2 cores. (Darwin schedules by the queue's QoS.)
    func testTheGenerationRunsAtALowerPriorityThanRequests() throws {
        #if os(Linux)
            let s = try start(entities: 300)
            let pid = s.server.process.processIdentifier
            /// The nice value of each thread of the server, by thread name (field 19 of /proc/PID/task/TID/stat).
            func niceValues() -> [(name: String, nice: Int)] {
                let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
                return tasks.compactMap { tid in
                    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(tid)/stat", encoding: .utf8),
                        let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
                    else { return nil }
                    // After the name: state (field 3), …, nice (field 19).
                    let fields = stat[stat.index(after: close)...].split(separator: " ")
                    guard fields.count > 16, let nice = Int(fields[16]) else { return nil }
                    return (String(stat[stat.index(after: open)..<close]), nice)
                }
            }
            let before = niceValues()
            XCTAssertFalse(before.isEmpty, "the server's threads are readable in /proc")
            XCTAssertTrue(before.allSatisfy { $0.nice < 10 }, "no thread runs at 10 before a save: \(before)")
            s.server.notify("textDocument/didSave", ["textDocument": ["uri": .string(s.uri)]])
            // Sampled while the files are written, and once more when the log says they are (libdispatch keeps an
            // idle pool thread for seconds).
            var lowered: [String] = []
            var log: JSONValue?
            let deadline = Date().addingTimeInterval(120)
            while log == nil && Date() < deadline {
                log = s.server.wait(timeout: 0.02) { Self.isGenerationLog($0) }
                lowered += niceValues().filter { $0.nice >= 10 }.map(\.name)
            }
            XCTAssertEqual(log?["params"]?["message"]?.stringValue?.hasPrefix("generated "), true, "\(String(describing: log))")
            XCTAssertFalse(lowered.isEmpty, "a thread of the server ran at a nice value of 10 or more during the save: \(niceValues())")
            // The request thread keeps its priority: a hover is answered, and no thread that was there before was lowered.
            XCTAssertNotNil(s.server.request(2, "textDocument/hover", ["textDocument": ["uri": .string(s.uri)], "position": ["line": 6, "character": 10]])?["result"])
            let after = Dictionary(niceValues().map { ($0.name, $0.nice) }, uniquingKeysWith: min)
            for thread in before where thread.name.hasPrefix("cdm") {
                XCTAssertEqual(after[thread.name], thread.nice, "the nice value of \(thread.name)")
            }
        #else
            throw XCTSkip("Darwin schedules the generation by its queue's QoS; nice values per thread are Linux's")
        #endif
    }
}
