// A workspace root and a document that name the same folder through different links (Darwin's /tmp is /private/tmp) keep the root.

import CDMProtocol
import Foundation
import XCTest

final class WorkspaceRootTests: XCTestCase {
    /// On Darwin the editor's root may be `/private/tmp/ws` and the document's path `/private/tmp/ws/…`;
    /// `standardizingPath` stripped `/private` from the root only, the document fell outside it, and
    /// its folder became the root: a `generate` folder that is a link to elsewhere in the workspace was
    /// refused as leading out of it. Linux has no `/private`: a symbolic link to the workspace gives the
    /// same two names, the root through one, the document through the other.
    func testARootAndADocumentNamedThroughDifferentLinksKeepTheRoot() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cdm-root-\(getpid())-\(UUID().uuidString.prefix(8))")
        let real = base.appendingPathComponent("real")
        let link = base.appendingPathComponent("link")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("Models"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        // The generated files go to a folder beside the model's, through a link inside the workspace.
        try FileManager.default.createSymbolicLink(atPath: real.appendingPathComponent("Models/Generated").path, withDestinationPath: "../Shared")
        defer { try? FileManager.default.removeItem(at: base) }
        let text = "model Shop\n\ngenerate swift to \"Generated/Swift\"\ngenerate xcdatamodel to \"Generated\"\n\nentity Item {\n  name: String\n}\n"
        try text.write(to: real.appendingPathComponent("Models/Shop.cdm"), atomically: true, encoding: .utf8)

        for (root, document, what) in [
            (link, real, "the root through a link, the document through its real path"), (real, link, "the root by its real path, the document through a link"),
        ] {
            try? FileManager.default.removeItem(at: real.appendingPathComponent("Shared"))
            try FileManager.default.createDirectory(at: real.appendingPathComponent("Shared"), withIntermediateDirectories: true)
            let server = try ServerProcess()
            defer {
                server.closeInput()
                _ = server.exitStatus()
            }
            let uri = document.appendingPathComponent("Models/Shop.cdm").absoluteString
            XCTAssertNotNil(server.request(1, "initialize", ["processId": .null, "rootUri": .string(root.absoluteString), "capabilities": [:]])?["result"])
            server.notify("initialized", [:])
            server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
            XCTAssertEqual(server.diagnostics(version: 1, timeout: 30)?["diagnostics"], [], what)

            let generated = server.request(2, "workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(uri)]], timeout: 60)
            XCTAssertNil(generated?["error"], "\(what): \(String(describing: generated))")
            XCTAssertEqual(generated?["result"]?["message"]?.stringValue?.hasPrefix("generated "), true, "\(what): \(String(describing: generated))")
            XCTAssertTrue(FileManager.default.fileExists(atPath: real.appendingPathComponent("Shared/Swift/Item+CoreDataClass.swift").path), what)

            // Freezing checks the bundle against the same root.
            let frozen = server.request(3, "workspace/executeCommand", ["command": "cdm.freezeVersion", "arguments": [.string(uri), "Shop 2"]], timeout: 60)
            XCTAssertNil(frozen?["error"], "\(what): \(String(describing: frozen))")
            XCTAssertTrue(FileManager.default.fileExists(atPath: real.appendingPathComponent("Shared/Shop.xcdatamodeld/Shop 2.xcdatamodel/contents").path), what)
        }
    }
}
