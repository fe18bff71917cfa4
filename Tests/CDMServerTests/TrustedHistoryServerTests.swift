// Issue 31, part 0, in the server: what held the history hostage in `cdm lsp` (a crash on the lens, freezes out of order or out of the project, silence on an unreadable version), over pipes.

import CDMProtocol
import Foundation
import XCTest

final class TrustedHistoryServerTests: XCTestCase {
    static let text = FrozenShop.v1.replacingOccurrences(of: "born: String?", with: "born: String?\n  age: Int64 = 0")

    func start(_ folder: URL) throws -> ServerProcess {
        let server = try ServerProcess()
        _ = server.request(1, "initialize", ["processId": .null, "rootUri": .string(folder.absoluteString), "capabilities": [:]])
        server.notify("initialized", [:])
        return server
    }

    func open(_ server: ServerProcess, _ uri: String, _ text: String = text) {
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
    }

    func modelLenses(_ server: ServerProcess, _ id: Int, _ uri: String) -> [String] {
        let lenses = server.request(id, "textDocument/codeLens", ["textDocument": ["uri": .string(uri)]])?["result"]?.arrayValue ?? []
        return lenses.filter { $0["range"]?["start"]?["line"] == 0 }.compactMap { $0["command"]?["title"]?.stringValue }
    }

    func freeze(_ server: ServerProcess, _ id: Int, _ arguments: JSONValue) -> String {
        let answer = server.request(id, "workspace/executeCommand", ["command": "cdm.freezeVersion", "arguments": arguments])
        return answer?["error"]?["message"]?.stringValue ?? answer?["result"]?["message"]?.stringValue ?? "no answer"
    }

    func end(_ server: ServerProcess) {
        XCTAssertEqual(server.request(99, "shutdown", .null)?["result"], .null)
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 0)
    }

    /// `cdm lsp` died with "arithmetic overflow" on the first code lens of a model frozen as `Shop 9223372036854775807`.
    func testTheLensAfterIntMaxIsAnsweredOverPipes() throws {
        let shop = try FrozenShop(self)
        try FileManager.default.moveItem(
            at: shop.bundle.appendingPathComponent("Shop 2.xcdatamodel"), to: shop.bundle.appendingPathComponent("Shop 9223372036854775807.xcdatamodel"))
        let server = try start(shop.folder)
        open(server, shop.uri)
        XCTAssertEqual(
            modelLenses(server, 2, shop.uri), ["unfrozen changes since Shop 9223372036854775807 · lightweight", "Freeze as Shop 9223372036854775808"])
        XCTAssertEqual(freeze(server, 3, [.string(shop.uri)]).hasPrefix("froze 'Shop 9223372036854775808'"), true)
        end(server)
    }

    /// The server's freeze wrote through a symbolic link out of the workspace, and in any order, and any name.
    func testFreezeRefusesWhatTheCLIRefusesOverPipes() throws {
        let shop = try FrozenShop(self)
        let server = try start(shop.folder)
        open(server, shop.uri)
        let uri = JSONValue.string(shop.uri)
        XCTAssertTrue(freeze(server, 2, [uri, "Spring Release"]).contains("'Spring Release' would come before the newest frozen version 'Shop 2'"))
        XCTAssertEqual(
            freeze(server, 3, [uri, "Shop 3\nstruct Injected {}"]),
            "cdm did not freeze Shop.cdm: invalid version name 'Shop 3\\u{a}struct Injected {}': it contains the control character U+000A")
        XCTAssertEqual(freeze(server, 4, [uri, "Shop 3\u{0}"]), "cdm did not freeze Shop.cdm: invalid version name 'Shop 3\\u{0}': it contains the control character U+0000")
        XCTAssertEqual(VersionNames.in(shop.bundle), ["Shop 2"])

        // A bundle below a link out of the workspace folder.
        let outside = shop.folder.appendingPathComponent("../\(shop.folder.lastPathComponent)-outside").standardizedFileURL
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(atPath: shop.folder.appendingPathComponent("link").path, withDestinationPath: outside.path)
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["text": .string(Self.text.replacingOccurrences(of: "\"Shop.xcdatamodeld\"", with: "\"link/Shop.xcdatamodeld\""))]],
            ])
        let message = freeze(server, 5, [uri])
        // (Foundation on Linux resolves the link in the server's own check, which refuses first; on
        // macOS `standardizingPath` keeps it, and the freezer's real-path check refuses.)
        XCTAssertTrue(message.hasPrefix("cdm did not freeze Shop.cdm: "), message)
        XCTAssertTrue(message.contains("leads out of") || message.contains("is outside the workspace folder"), message)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
        end(server)
    }

    /// An unreadable newest frozen version made the server say "no frozen version" and offer to freeze.
    func testAnUnreadableNewestVersionIsSaidOverPipes() throws {
        let shop = try FrozenShop(self)
        let broken = shop.bundle.appendingPathComponent("Shop 3.xcdatamodel")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("<model><entity".utf8).write(to: broken.appendingPathComponent("contents"))
        let server = try start(shop.folder)
        open(server, shop.uri, FrozenShop.v2)
        let published = server.diagnostics(version: 1)?["diagnostics"]?.arrayValue ?? []
        let unreadable = published.first { $0["code"]?.stringValue == "frozen-version-unreadable" }
        XCTAssertEqual(unreadable?["range"]?["start"]?["line"], 0, "\(published)")
        XCTAssertEqual(unreadable?["severity"], 1)
        XCTAssertTrue(
            unreadable?["message"]?.stringValue?.hasPrefix("cannot read the newest frozen version in Shop.xcdatamodeld, so migrations are not checked: ") == true,
            "\(String(describing: unreadable))")
        XCTAssertEqual(modelLenses(server, 2, shop.uri), ["frozen versions unreadable: migrations not checked"])
        // An edit keeps saying it.
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(shop.uri), "version": 2], "contentChanges": [["text": .string(FrozenShop.v2 + "\n")]]])
        let again = server.diagnostics(version: 2)?["diagnostics"]?.arrayValue ?? []
        XCTAssertTrue(again.contains { $0["code"]?.stringValue == "frozen-version-unreadable" }, "\(again)")
        // Repaired on disk (no file watcher): the next lens request reads it again.
        try FileManager.default.removeItem(at: broken.appendingPathComponent("contents"))
        try FileManager.default.copyItem(
            at: shop.bundle.appendingPathComponent("Shop 2.xcdatamodel/contents"), to: broken.appendingPathComponent("contents"))
        XCTAssertEqual(modelLenses(server, 3, shop.uri), ["unfrozen changes since Shop 3 · needs a mapping model", "Freeze as Shop 4"])
        end(server)
    }
}
