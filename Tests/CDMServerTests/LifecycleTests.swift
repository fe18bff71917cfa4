// Lifecycle, error codes and document sync of the language server, driven in-process.

import CDMProtocol
import XCTest

@testable import CDMServer

final class LifecycleTests: XCTestCase {
    func testInitializeAnswersCapabilitiesAndVersion() {
        let client = TestClient(initialize: false)
        let result = client.result("initialize", ["capabilities": [:]])
        XCTAssertEqual(result["serverInfo"]?["name"], "cdm")
        XCTAssertEqual(result["serverInfo"]?["version"]?.stringValue, LanguageServer.version)
        let caps = result["capabilities"]
        XCTAssertEqual(caps?["textDocumentSync"]?["change"], 2, "incremental sync")
        XCTAssertEqual(caps?["positionEncoding"], "utf-16")
        XCTAssertEqual(caps?["hoverProvider"], true)
        XCTAssertEqual(caps?["definitionProvider"], true)
        XCTAssertNotNil(caps?["completionProvider"]?["triggerCharacters"])
    }

    func testUTF8EncodingWhenOffered() {
        let client = TestClient(initialize: false)
        let result = client.result("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-8", "utf-16"]]]])
        XCTAssertEqual(result["capabilities"]?["positionEncoding"], "utf-8")
        // Columns count bytes now: in "  bé: Strin" the type starts at byte 7 (UTF-16 column 6).
        client.open("entity A {\n  bé: Strin\n}\n")
        let d = client.diagnostics("file:///work/Test.cdm")?["diagnostics"]?.arrayValue?.first { $0["code"] == "unknown-type" }
        XCTAssertEqual(d?["range"]?["start"]?["character"], 7)
    }

    func testRequestBeforeInitializeIsRefused() {
        let client = TestClient(initialize: false)
        let response = client.request("textDocument/hover", ["textDocument": ["uri": "file:///x.cdm"], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(response["error"]?["code"]?.intValue, -32002)
    }

    func testUnknownRequestAndNotification() {
        let client = TestClient()
        client.notify("custom/somethingNew", ["x": 1])
        XCTAssertTrue(client.newMessages().allSatisfy { $0["error"] == nil }, "unknown notifications are ignored")
        XCTAssertEqual(client.request("custom/unknown", [:])["error"]?["code"]?.intValue, -32601)
        XCTAssertNotNil(client.request("shutdown", .null)["result"], "the server keeps serving")
    }

    func testParamsThatDoNotDecodeGetInvalidParams() {
        let client = TestClient()
        client.open("entity A {\n  name: String\n}\n")
        let response = client.request("textDocument/hover", ["textDocument": ["uri": "file:///work/Test.cdm"]])
        XCTAssertEqual(response["error"]?["code"]?.intValue, -32602)
    }

    func testCancelledRequestIsAnsweredWithRequestCancelled() {
        let client = TestClient()
        client.notify("$/cancelRequest", ["id": 2])
        let response = client.request("shutdown", .null)  // this request gets id 2
        XCTAssertEqual(response["error"]?["code"]?.intValue, -32800)
    }

    func testShutdownThenExitCodes() {
        let client = TestClient()
        client.request("shutdown", .null)
        XCTAssertEqual(client.request("textDocument/hover", [:])["error"]?["code"]?.intValue, -32600, "requests after shutdown are invalid")
        client.notify("exit", .null)
        XCTAssertEqual(client.server.exitCode, 0)
        let rude = TestClient()
        rude.notify("exit", .null)
        XCTAssertEqual(rude.server.exitCode, 1)
    }

    func testDiagnosticsAfterOpenChangeAndClose() {
        let client = TestClient()
        let uri = "file:///work/Test.cdm"
        client.open("entity Note {\n  text: String\n}\n", uri: uri)
        XCTAssertEqual(client.diagnostics(uri)?["version"], 1)
        XCTAssertEqual(client.codes(uri), [])
        // Change `String` to `Strng` with an incremental edit.
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["range": ["start": ["line": 1, "character": 8], "end": ["line": 1, "character": 14]], "text": "Strng"]]])
        let published = client.diagnostics(uri)
        XCTAssertEqual(published?["version"], 2)
        let d = published?["diagnostics"]?[0]
        XCTAssertEqual(d?["code"], "unknown-type")
        XCTAssertEqual(d?["source"], "cdm")
        XCTAssertEqual(d?["severity"], 1)
        XCTAssertEqual(d?["range"], ["start": ["line": 1, "character": 8], "end": ["line": 1, "character": 13]])
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(client.diagnostics(uri)?["diagnostics"], [])
    }

    func testSeveralEditsInOneChangeApplyInOrder() {
        let client = TestClient()
        let uri = "file:///work/Test.cdm"
        client.open("entity A {\n  x: Int16 = 0\n}\n", uri: uri)
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [
            ["range": ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 3]], "text": "count"],
            ["range": ["start": ["line": 1, "character": 9], "end": ["line": 1, "character": 14]], "text": "Int64"],
        ]])
        XCTAssertEqual(client.server.documents[uri]?.text, "entity A {\n  count: Int64 = 0\n}\n")
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 3], "contentChanges": [["text": "entity B {\n  y: Bool = true\n}\n"]]])
        XCTAssertEqual(client.server.documents[uri]?.text, "entity B {\n  y: Bool = true\n}\n")
    }

    func testRelatedInformationAndUnnecessaryTag() {
        let client = TestClient()
        let uri = "file:///work/Test.cdm"
        client.open("entity A {\n  x: String @transient @transient\n  x: String\n}\n", uri: uri)
        let diagnostics = client.diagnostics(uri)?["diagnostics"]?.arrayValue ?? []
        let duplicate = diagnostics.first { $0["code"] == "duplicate-property" }
        XCTAssertEqual(duplicate?["relatedInformation"]?[0]?["location"]?["range"]?["start"], ["line": 1, "character": 2])
        let repeated = diagnostics.first { $0["code"] == "duplicate-modifier" }
        XCTAssertEqual(repeated?["tags"], [1])
    }

    func testDidChangeForUnopenedDocumentIsIgnoredAndPositionsAreClamped() {
        let client = TestClient()
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///nowhere.cdm", "version": 2], "contentChanges": [["text": "x"]]])
        client.open("entity A {\n  name: String\n}\n")
        let response = client.request("textDocument/hover", ["textDocument": ["uri": "file:///work/Test.cdm"], "position": ["line": 99, "character": -5]])
        XCTAssertNil(response["error"])
        let inverted = client.request("textDocument/hover", ["textDocument": ["uri": "file:///work/Test.cdm"], "position": ["line": 1, "character": 9999]])
        XCTAssertNil(inverted["error"])
    }
}
