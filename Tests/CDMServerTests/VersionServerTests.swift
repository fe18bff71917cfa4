// Model versions in the language server: migration diagnostics while typing, hover, the Freeze lens and cdm.freezeVersion.

import CDMProtocol
import CDMSyntax
import Foundation
import XCTest

@testable import CDMServer

/// A folder with `Shop.cdm` (version 1) frozen into `Shop.xcdatamodeld` as `Shop 2` by the real `cdm freeze`.
struct FrozenShop {
    let folder: URL
    var uri: String { folder.appendingPathComponent("Shop.cdm").absoluteString }
    var bundle: URL { folder.appendingPathComponent("Shop.xcdatamodeld") }

    static let v1 = """
        model Shop

        generate xcdatamodel to "Shop.xcdatamodeld"

        entity Person {
          title: String?
          born: String?
        }

        entity Animal {
          name: String?
        }

        entity Pet {
          nick: String?
        }

        """

    /// Version 2 as typed in the editor: each line below a comment breaks a lightweight migration.
    static let v2 = """
        model Shop

        generate xcdatamodel to "Shop.xcdatamodeld"

        entity Person {
          name: String?
          born: Date?
          age: Int64
          nickname: String? @renamedFrom(alias)
        }

        entity Animal {
          name: String?
        }

        entity Pet: Animal {
          nick: String?
        }

        """

    init(_ test: XCTestCase) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-versions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let folder = folder
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Self.v1.write(to: folder.appendingPathComponent("Shop.cdm"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try freeze(), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Shop 2.xcdatamodel/contents").path))
    }

    /// Runs `cdm freeze Shop.cdm` in the folder (the file on disk, not the editor's text).
    @discardableResult
    func freeze() throws -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: ServerProcess.binary.path) else { throw ServerProcess.MissingBinary() }
        let process = Process()
        process.executableURL = ServerProcess.binary
        process.arguments = ["freeze", "Shop.cdm"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A mapping model from `Shop 2` to the current version `Shop`, beside the bundle.
    func addMappingModel() throws {
        let mapping = folder.appendingPathComponent("Shop2ToShop.xcmappingmodel")
        try FileManager.default.createDirectory(at: mapping, withIntermediateDirectories: true)
        try """
        <database>
            <object type="XDDEVMAPPINGMODEL" id="z1">
                <attribute name="sourcemodelpath" type="string">Shop.xcdatamodeld/Shop 2.xcdatamodel</attribute>
                <attribute name="destinationmodelpath" type="string">Shop.xcdatamodeld/Shop.xcdatamodel</attribute>
            </object>
        </database>

        """.write(to: mapping.appendingPathComponent("xcmapping.xml"), atomically: true, encoding: .utf8)
    }
}

/// The LSP position of the first occurrence of `needle` in `text` (after `after`, if given).
func position(of needle: String, in text: String, after: String? = nil) -> JSONValue {
    var searchStart = text.startIndex
    if let after, let r = text.range(of: after) { searchStart = r.upperBound }
    let r = text.range(of: needle, range: searchStart..<text.endIndex)!
    let offset = text.utf8.distance(from: text.startIndex, to: r.lowerBound)
    let p = LineIndex(text).position(of: offset, encoding: .utf16)
    return ["line": .int(p.line), "character": .int(p.column)]
}

/// The migration diagnostics of a publishDiagnostics, as `code: covered text`.
func migrationProblems(_ params: JSONValue?, in text: String) -> [String] {
    (params?["diagnostics"]?.arrayValue ?? []).filter { $0["code"]?.stringValue?.hasPrefix("migration-") == true }.map {
        "\($0["code"]?.stringValue ?? ""): \(CDMServerTests.text(of: $0["range"], in: text))"
    }
}

final class VersionServerEndToEndTests: XCTestCase {
    func initialize(_ server: ServerProcess, _ shop: FrozenShop) {
        let capabilities: JSONValue = ["workspace": ["codeLens": ["refreshSupport": true]]]
        _ = server.request(1, "initialize", ["processId": .null, "rootUri": .string(shop.folder.absoluteString), "capabilities": capabilities])
        server.notify("initialized", [:])
    }

    func testMigrationDiagnosticsHoverLensAndFreezeOverPipes() throws {
        let shop = try FrozenShop(self)
        let server = try ServerProcess()
        initialize(server, shop)
        let text = FrozenShop.v2
        let uri = JSONValue.string(shop.uri)
        server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "cdm", "version": 1, "text": .string(text)]])
        let opened = server.diagnostics(version: 1)
        XCTAssertEqual(
            migrationProblems(opened, in: text),
            [
                "migration-possible-rename: name", "migration-type-changed: Date?", "migration-needs-default: age",
                "migration-unknown-rename: nickname", "migration-merged-hierarchy: Animal",
            ])
        let severities = (opened?["diagnostics"]?.arrayValue ?? []).map { "\($0["code"]?.stringValue ?? ""): \($0["severity"]?.intValue ?? 0)" }
        XCTAssertTrue(severities.contains("migration-needs-default: 1") && severities.contains("migration-possible-rename: 2"), "\(severities)")
        XCTAssertEqual(opened?["diagnostics"]?.arrayValue?.first?["source"], "cdm")

        // Typing keeps them current: make `age` optional and its problem goes.
        let ageLine = position(of: "age: Int64", in: text)
        let end: JSONValue = ["line": ageLine["line"]!, "character": .int((ageLine["character"]?.intValue ?? 0) + "age: Int64".count)]
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["range": ["start": end, "end": end], "text": "?"]]])
        let typed = text.replacingOccurrences(of: "age: Int64", with: "age: Int64?")
        XCTAssertEqual(
            migrationProblems(server.diagnostics(version: 2), in: typed),
            ["migration-possible-rename: name", "migration-type-changed: Date?", "migration-unknown-rename: nickname", "migration-merged-hierarchy: Animal"])

        // Hover on the entity says what changed since the frozen version.
        let hover = server.request(2, "textDocument/hover", ["textDocument": ["uri": uri], "position": position(of: "Person", in: typed)])
        let markdown = hover?["result"]?["contents"]?["value"]?.stringValue ?? ""
        XCTAssertTrue(markdown.contains("Since the frozen version *Shop 2*:"), markdown)
        XCTAssertTrue(markdown.contains("- Person.age added"), markdown)
        XCTAssertTrue(markdown.contains("- Person.born: attributeType String → Date"), markdown)
        let unchanged = server.request(3, "textDocument/hover", ["textDocument": ["uri": uri], "position": position(of: "Animal", in: typed)])
        XCTAssertTrue(unchanged?["result"]?["contents"]?["value"]?.stringValue?.contains("No schema change since the frozen version *Shop 2*.") ?? false)

        // The model line's lenses: the status, and Freeze.
        let lenses = server.request(4, "textDocument/codeLens", ["textDocument": ["uri": uri]])?["result"]?.arrayValue ?? []
        let modelLenses = lenses.filter { $0["range"]?["start"]?["line"] == 0 }.compactMap { $0["command"] }
        XCTAssertEqual(modelLenses.map { $0["title"]?.stringValue ?? "" }, ["unfrozen changes since Shop 2 · needs a mapping model", "Freeze as Shop 3"])
        XCTAssertEqual(modelLenses.map { $0["command"]?.stringValue ?? "" }, ["", "cdm.freezeVersion"])
        XCTAssertEqual(modelLenses.last?["arguments"], [uri])

        // The possible rename's quick fix.
        let namePosition = position(of: "name", in: typed)
        let actions = server.request(
            5, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": namePosition, "end": namePosition], "context": ["diagnostics": []]])
        let fix = actions?["result"]?.arrayValue?.first { $0["title"]?.stringValue == "Add @renamedFrom(title)" }
        XCTAssertNotNil(fix, "\(String(describing: actions))")
        let edits = fix?["edit"]?["changes"]?[shop.uri]?.arrayValue ?? []
        XCTAssertTrue(applyLSPEdits(edits, to: typed).contains("  name: String? @renamedFrom(title)\n"), "\(edits)")

        // Freeze: the server writes Shop 3 from the unsaved text, asks for fresh lenses, and the problems clear.
        server.send(["jsonrpc": "2.0", "id": 6, "method": "workspace/executeCommand", "params": ["command": "cdm.freezeVersion", "arguments": [uri]]])
        let refresh = server.wait { $0["method"]?.stringValue == "workspace/codeLens/refresh" }
        XCTAssertNotNil(refresh)
        if let id = refresh?["id"] { server.send(["jsonrpc": "2.0", "id": id, "result": .null]) }
        let frozen = server.wait { $0["id"]?.intValue == 6 && $0["method"] == nil }
        XCTAssertEqual(frozen?["result"]?["written"], true, "\(String(describing: frozen))")
        XCTAssertEqual(frozen?["result"]?["name"], "Shop 3")
        XCTAssertEqual(frozen?["result"]?["fromUnsavedText"], true)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shop.bundle.appendingPathComponent("Shop 3.xcdatamodel/contents").path))
        // The newest frozen version is the current schema: the problems that remain are the stores of Shop 2's.
        let afterFreeze = server.diagnostics(version: 2)
        XCTAssertEqual(
            migrationProblems(afterFreeze, in: typed),
            ["migration-possible-rename: name", "migration-type-changed: Date?", "migration-unknown-rename: nickname", "migration-merged-hierarchy: Animal"])
        let remaining = (afterFreeze?["diagnostics"]?.arrayValue ?? []).filter { $0["code"]?.stringValue?.hasPrefix("migration-") == true }
        XCTAssertEqual(remaining.filter { $0["message"]?.stringValue?.hasPrefix("stores of Shop 2") != true }, [], "\(remaining)")
        let after = server.request(7, "textDocument/codeLens", ["textDocument": ["uri": uri]])?["result"]?.arrayValue ?? []
        XCTAssertEqual(after.filter { $0["range"]?["start"]?["line"] == 0 }.compactMap { $0["command"]?["title"]?.stringValue }, ["frozen as Shop 3"])

        // Again: nothing to write.
        let again = server.request(8, "workspace/executeCommand", ["command": "cdm.freezeVersion", "arguments": [uri]])
        XCTAssertEqual(again?["result"]?["written"], false)
        XCTAssertEqual(again?["result"]?["message"], "unchanged since 'Shop 3'; nothing written")

        XCTAssertEqual(server.request(9, "shutdown", .null)?["result"], .null)
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 0)
    }

    func testAMappedStepReportsNoErrorsOverPipes() throws {
        let shop = try FrozenShop(self)
        try shop.addMappingModel()
        let server = try ServerProcess()
        initialize(server, shop)
        let uri = JSONValue.string(shop.uri)
        server.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "cdm", "version": 1, "text": .string(FrozenShop.v2)]])
        let published = server.diagnostics(version: 1)
        let diagnostics = published?["diagnostics"]?.arrayValue ?? []
        XCTAssertFalse(diagnostics.contains { $0["severity"]?.intValue == 1 }, "\(diagnostics)")
        // The warnings stay: a mapping model maps the step, it does not say the rename was meant.
        XCTAssertEqual(migrationProblems(published, in: FrozenShop.v2), ["migration-possible-rename: name", "migration-unknown-rename: nickname"])
        let lenses = server.request(2, "textDocument/codeLens", ["textDocument": ["uri": uri]])?["result"]?.arrayValue ?? []
        XCTAssertEqual(
            lenses.filter { $0["range"]?["start"]?["line"] == 0 }.compactMap { $0["command"]?["title"]?.stringValue },
            ["unfrozen changes since Shop 2 · mapped by Shop2ToShop.xcmappingmodel", "Freeze as Shop 3"])
        server.closeInput()
        XCTAssertEqual(server.exitStatus(), 0)
    }
}

final class VersionServerTests: XCTestCase {
    func testEditsReadTheBundleOnceAndWatchedFilesReadItAgain() throws {
        let shop = try FrozenShop(self)
        let client = TestClient(rootUri: shop.folder.absoluteString)
        client.open(FrozenShop.v2, uri: shop.uri)
        XCTAssertEqual(client.server.versionCache.reads, 1)
        XCTAssertTrue(client.codes(shop.uri).contains("migration-needs-default"))
        // Twenty keystrokes (spaces on the blank second line): the problems are published each time, the bundle is not read.
        for i in 0..<20 {
            client.notify(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(shop.uri), "version": .int(i + 2)],
                    "contentChanges": [["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]], "text": " "]],
                ])
            XCTAssertEqual(client.diagnostics(shop.uri)?["version"]?.intValue, i + 2)
            XCTAssertTrue(client.codes(shop.uri).contains("migration-needs-default"))
        }
        XCTAssertEqual(client.server.versionCache.reads, 1)

        // Someone freezes the file on disk (v1, same as Shop 2: nothing written) — then v2 from the CLI.
        try FrozenShop.v2.write(to: shop.folder.appendingPathComponent("Shop.cdm"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try shop.freeze(), 0)
        client.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(shop.bundle.appendingPathComponent("Shop 3.xcdatamodel/contents").absoluteString), "type": 1]]])
        XCTAssertEqual(client.server.versionCache.reads, 2)
        // Shop 3 is the current schema: what remains is the stores of Shop 2, which still cannot migrate.
        let migration = (client.diagnostics(shop.uri)?["diagnostics"]?.arrayValue ?? []).filter { $0["code"]?.stringValue?.hasPrefix("migration-") == true }
        XCTAssertFalse(migration.isEmpty)
        XCTAssertEqual(migration.filter { $0["message"]?.stringValue?.hasPrefix("stores of Shop 2") != true }, [], "\(migration)")
    }

    func testADocumentWithoutHistoryDoesNotAssembleItsAnalysisPerEdit() throws {
        let client = TestClient()
        let uri = "file:///tmp/cdm-no-history/Notes.cdm"
        client.open("model Notes\n\nentity Note {\n  text: String?\n}\n", uri: uri)
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["range": ["start": ["line": 3, "character": 2], "end": ["line": 3, "character": 2]], "text": "x"]],
            ])
        XCTAssertEqual(client.diagnostics(uri)?["version"]?.intValue, 2)
        XCTAssertNil(client.server.documents[uri]?.assembledAnalysis, "an edit of a model without a bundle compares nothing")
        XCTAssertEqual(client.server.versionCache.reads, 0)
    }

    func testWatchersAreRegisteredWhenTheClientCan() {
        let client = TestClient(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = client.allMessages.first { $0["method"]?.stringValue == "client/registerCapability" }
        XCTAssertEqual(registration?["params"]?["registrations"]?[0]?["method"], "workspace/didChangeWatchedFiles")
        XCTAssertFalse(TestClient().allMessages.contains { $0["method"]?.stringValue == "client/registerCapability" })
    }

    func testFreezeRefusals() throws {
        let shop = try FrozenShop(self)
        let client = TestClient(rootUri: shop.folder.absoluteString)
        client.open(FrozenShop.v2, uri: shop.uri)
        func freeze(_ arguments: JSONValue) -> String {
            client.request("workspace/executeCommand", ["command": "cdm.freezeVersion", "arguments": arguments])["error"]?["message"]?.stringValue ?? "no error"
        }
        XCTAssertEqual(freeze([.string(shop.uri), "shop 2"]), "cdm did not freeze Shop.cdm: \(shop.bundle.path) already has a version named 'shop 2'; choose another name")
        XCTAssertEqual(freeze([.string(shop.uri), "Shop"]).contains("the version 'cdm generate' writes"), true)
        XCTAssertEqual(freeze([]), "invalid params: missing field 'arguments[0]' (cdm.freezeVersion takes the document's file URI and, optionally, the version's name)")
        XCTAssertEqual(
            freeze([.string(shop.uri), 2]),
            "invalid params: arguments[1]: expected a string, found a number (cdm.freezeVersion takes the document's file URI and, optionally, the version's name)")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(shop.uri), "version": 2],
                "contentChanges": [["text": "model Shop\ngenerate xcdatamodel to \"Shop.xcdatamodeld\"\nentity P { a: Strin }\n"]],
            ])
        XCTAssertEqual(freeze([.string(shop.uri)]), "cdm did not freeze Shop.cdm: the model has errors; fix them first")
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(shop.uri), "version": 3], "contentChanges": [["text": "model Shop\nentity P { a: String? }\n"]]])
        XCTAssertTrue(freeze([.string(shop.uri)]).hasSuffix("it has no 'generate xcdatamodel to \"….xcdatamodeld\"' line; the versions live in that bundle"))
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(shop.uri), "version": 4],
                "contentChanges": [["text": "model Shop\ngenerate xcdatamodel to \"../Elsewhere.xcdatamodeld\"\nentity P { a: String? }\n"]],
            ])
        // A bundle out of the project folder is an error of the model (generate-path-escapes): nothing is written there.
        XCTAssertEqual(freeze([.string(shop.uri)]), "cdm did not freeze Shop.cdm: the model has errors; fix them first")
        XCTAssertEqual(VersionNames.in(shop.bundle), ["Shop 2"])
    }

    func testNoFrozenVersionYetOffersTheFirstFreeze() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-versions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let uri = folder.appendingPathComponent("Shop.cdm").absoluteString
        let client = TestClient(rootUri: folder.absoluteString)
        client.open(FrozenShop.v1, uri: uri)
        XCTAssertFalse(client.codes(uri).contains { $0.hasPrefix("migration-") })
        let lenses = client.result("textDocument/codeLens", ["textDocument": ["uri": .string(uri)]]).arrayValue ?? []
        XCTAssertEqual(lenses.filter { $0["range"]?["start"]?["line"] == 0 }.compactMap { $0["command"]?["title"]?.stringValue }, ["no frozen version", "Freeze as Shop 2"])
        let result = client.result("workspace/executeCommand", ["command": "cdm.freezeVersion", "arguments": [.string(uri)]])
        XCTAssertEqual(result["message"]?.stringValue?.hasPrefix("froze 'Shop 2': wrote "), true, "\(result)")
        let shown = client.allMessages.last { $0["method"] == "window/showMessage" }?["params"]
        XCTAssertEqual(shown?["type"], 3)
        XCTAssertEqual(shown?["message"]?.stringValue, "cdm: " + (result["message"]?.stringValue ?? ""))
        XCTAssertEqual(VersionNames.in(folder.appendingPathComponent("Shop.xcdatamodeld")), ["Shop 2"])
        // A model without a generate xcdatamodel line has no version lens.
        let plain = folder.appendingPathComponent("Plain.cdm").absoluteString
        client.open("model Plain\nentity P { a: String? }\n", uri: plain)
        let none = client.result("textDocument/codeLens", ["textDocument": ["uri": .string(plain)]]).arrayValue ?? []
        XCTAssertFalse(none.contains { $0["command"]?["command"]?.stringValue == "cdm.freezeVersion" })
    }
}

/// The version folders of a bundle, without the importer (this target does not depend on it).
enum VersionNames {
    static func `in`(_ bundle: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.map { String($0.dropLast(".xcdatamodel".count)) }
            .sorted()
    }
}
