// workspace/symbol over a workspace of many models: files are read once, read again when they change, results capped.

import CDMProtocol
import Foundation
import XCTest

@testable import CDMServer

final class WorkspaceSymbolTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-ws-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub/.build"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `count` models of `entities` entities each, named `M<i>E<j>`.
    func writeModels(_ count: Int, entities: Int) throws {
        for i in 0..<count {
            let text = "model M\(i)\n" + (0..<entities).map { "entity M\(i)E\($0) { name: String? }\n" }.joined()
            try text.write(to: folder.appendingPathComponent(i % 2 == 0 ? "M\(i).cdm" : "Sub/M\(i).cdm"), atomically: true, encoding: .utf8)
        }
    }

    func names(_ client: TestClient, _ query: String) -> [String] {
        (client.result("workspace/symbol", ["query": .string(query)]).arrayValue ?? []).compactMap { $0["name"]?.stringValue }
    }

    func testTwoHundredModelsAreReadOnceAndTheBestMatchesComeFirst() throws {
        try writeModels(200, entities: 20)
        // A model in a build folder is not the user's.
        try "model Hidden\nentity M7E3 {}\n".write(to: folder.appendingPathComponent("Sub/.build/Hidden.cdm"), atomically: true, encoding: .utf8)
        let client = TestClient(rootUri: folder.absoluteString)
        let exact = names(client, "M7E3")
        XCTAssertEqual(exact.first, "M7E3", "the exact name first (then names holding its letters in order)")
        XCTAssertEqual(exact.filter { $0 == "M7E3" }.count, 1, "once: the model in .build is not the user's")
        XCTAssertEqual(client.server.workspaceSymbolIndex.filesAnalysed, 200)
        let all = names(client, "")
        XCTAssertEqual(all.count, LanguageServer.workspaceSymbolLimit, "4,000 symbols, capped")
        XCTAssertEqual(Array(names(client, "M12E").prefix(20)), (0..<20).map { "M12E\($0)" }.sorted(), "prefix matches first, by name")
        XCTAssertEqual(client.server.workspaceSymbolIndex.filesAnalysed, 200, "unchanged files are not read again")
    }

    func testClientsThatCanAreAskedToWatchModelFiles() throws {
        let client = TestClient(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]], rootUri: folder.absoluteString)
        client.notify("initialized", [:])
        let registration = client.newMessages().first { $0["method"]?.stringValue == "client/registerCapability" }
        XCTAssertEqual(registration?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?[0]?["globPattern"], "**/*.cdm")
        let other = TestClient(rootUri: folder.absoluteString)
        other.notify("initialized", [:])
        XCTAssertFalse(other.newMessages().contains { $0["method"]?.stringValue == "client/registerCapability" })
    }

    func testAChangedFileIsReadAgainAndAnOpenDocumentWins() throws {
        try writeModels(3, entities: 2)
        let client = TestClient(rootUri: folder.absoluteString)
        XCTAssertEqual(names(client, "Renamed"), [])
        let file = folder.appendingPathComponent("M0.cdm")
        try "model M0\nentity RenamedOnDisk {}\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(names(client, "Renamed"), ["RenamedOnDisk"], "a new size, time or inode is noticed without any notification")
        XCTAssertEqual(client.server.workspaceSymbolIndex.filesAnalysed, 4)

        // The editor's text of an open file comes before what is on disk.
        client.open("model M0\nentity RenamedInEditor {}\n", uri: file.absoluteString)
        XCTAssertEqual(names(client, "Renamed"), ["RenamedInEditor"])

        // A file created and reported by the client is listed at once.
        try "model New\nentity RenamedNew {}\n".write(to: folder.appendingPathComponent("New.cdm"), atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(folder.appendingPathComponent("New.cdm").absoluteString), "type": 1]]])
        XCTAssertEqual(names(client, "Renamed"), ["RenamedInEditor", "RenamedNew"])

        // A deleted file's symbols go.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Sub/M1.cdm"))
        XCTAssertFalse(names(client, "M1E").contains("M1E0"))
    }
}
