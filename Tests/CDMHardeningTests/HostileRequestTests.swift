// Issue #17: requests whose numbers and round-tripped data a client made up, and the lifecycle abuses of item 7.
//
// Over pipes (the built `cdm lsp`), so a trap is a dead server and a failed test, not a crashed
// test run; the lifecycle cases in process.

import CDMModel
import CDMProtocol
import Foundation
import XCTest

@testable import CDMServer

final class HostileRequestTests: XCTestCase {
    let uri = "file:///tmp/cdm-hostile/Requests.cdm"
    /// An unknown type: a "Create entity" quick fix to resolve.
    let text = "entity A {\n  b: Nope\n  name: String\n}\n"

    func start(resolving: Bool = true) throws -> ServerProcess {
        let server = try ServerProcess()
        let capabilities: JSONValue = resolving ? ["textDocument": ["codeAction": ["resolveSupport": ["properties": ["edit"]]]]] : [:]
        let answer = server.request(1, "initialize", ["processId": .null, "capabilities": capabilities, "initializationOptions": ["generateOnSave": false]])
        XCTAssertEqual(answer?["result"]?["serverInfo"]?["name"], "cdm")
        server.notify("initialized", [:])
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
        XCTAssertNotNil(server.diagnostics(version: 1))
        return server
    }

    @discardableResult
    func assertServing(_ server: ServerProcess, id: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let answer = server.request(id, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        XCTAssertNotNil(answer?["result"], "the server stopped answering after \(what)", file: file, line: line)
        return answer?["result"] != nil
    }

    /// Item 1: `codeAction/resolve` with a made-up `data.index` (negative, huge, fractional, a string).
    /// Before the fix a negative index trapped (`items[index]`) and took the server down.
    func testCodeActionResolveWithABadIndexIsInvalidParams() throws {
        let server = try start()
        let range: JSONValue = ["start": ["line": 1, "character": 5], "end": ["line": 1, "character": 5]]
        let actions = server.request(2, "textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range, "context": ["diagnostics": []]])
        guard let action = actions?["result"]?[0], var data = action["data"]?.objectValue else {
            return XCTFail("no lazy code action offered: \(String(describing: actions))")
        }
        var id = 10
        for bad: JSONValue in [-1, .int(Int.min), 1_000, .int(Int.max), 0.5, "0", .null, [0]] {
            id += 1
            data["index"] = bad
            var resolved = action.objectValue!
            resolved["data"] = .object(data)
            let answer = server.request(id, "codeAction/resolve", .object(resolved))
            XCTAssertEqual(answer?["error"]?["code"]?.intValue, RPCError.Code.invalidParams, "index \(bad): \(String(describing: answer))")
            id += 1
            guard assertServing(server, id: id, "resolving index \(bad)") else { return }
        }
        // The real index still resolves.
        let answer = server.request(100, "codeAction/resolve", action)
        XCTAssertNotNil(answer?["result"]?["edit"], "\(String(describing: answer))")
    }

    /// Item 1, the audit: every other number and round-tripped value a client sends, made up. Each is
    /// answered (a result, or `-32602` for a malformed value) and the server keeps serving.
    func testEveryClientSuppliedNumberIsValidated() throws {
        let server = try start()
        let doc: JSONValue = ["uri": .string(uri)]
        let crazyRanges: [JSONValue] = [
            ["start": ["line": -1, "character": -1], "end": ["line": .int(Int.max), "character": .int(Int.min)]],
            ["start": ["line": 3, "character": 0], "end": ["line": 0, "character": 0]],
            ["start": ["line": 0.5, "character": 0], "end": ["line": 1, "character": 0]],
            ["start": "x", "end": []], .null, 7,
        ]
        var requests: [(String, JSONValue)] = []
        for range in crazyRanges {
            requests += [
                ("textDocument/codeAction", ["textDocument": doc, "range": range, "context": ["diagnostics": [["range": range, "code": 5, "message": .null]]]]),
                ("textDocument/semanticTokens/range", ["textDocument": doc, "range": range]),
                ("textDocument/inlayHint", ["textDocument": doc, "range": range]),
                ("textDocument/rangeFormatting", ["textDocument": doc, "range": range, "options": ["tabSize": -4, "insertSpaces": "no"]]),
            ]
        }
        for previous: JSONValue in ["1", "999999999999999999999", -1, .null, "", .string(String(repeating: "9", count: 100_000))] {
            requests.append(("textDocument/semanticTokens/full/delta", ["textDocument": doc, "previousResultId": previous]))
        }
        requests += [
            ("textDocument/semanticTokens/full", ["textDocument": doc]),
            ("textDocument/semanticTokens/full/delta", ["textDocument": doc, "previousResultId": "1"]),
            ("codeAction/resolve", ["title": "x", "data": ["uri": .string(uri), "index": 0, "version": -7, "range": .null]]),
            ("codeAction/resolve", ["title": "x", "data": ["uri": .string(uri), "index": 0, "range": crazyRanges[0], "context": ["diagnostics": 3]]]),
            ("codeAction/resolve", ["title": "x", "data": "not an object"]),
            ("codeAction/resolve", 12),
            ("codeLens/resolve", ["range": crazyRanges[0], "data": ["index": -1]]),
            ("completionItem/resolve", ["label": "x", "data": ["index": -1]]),
            ("inlayHint/resolve", ["label": "x", "data": -1]),
            ("workspace/executeCommand", ["command": "cdm.showReferences", "arguments": [.string(uri)]]),
            ("workspace/executeCommand", ["command": "cdm.showReferences", "arguments": [.string(uri), ["line": -1, "character": 0.25]]]),
            ("workspace/executeCommand", ["command": "cdm.showReferences", "arguments": 5]),
            ("workspace/executeCommand", ["command": "cdm.goToInverse", "arguments": [["textDocument": doc, "position": ["line": .int(Int.min), "character": .int(Int.max)]]]]),
            ("workspace/executeCommand", ["command": "cdm.goToInverse", "arguments": [7]]),
            ("workspace/executeCommand", ["command": "cdm.generate", "arguments": [["uri": 5]]]),
            ("textDocument/completion", ["textDocument": doc, "position": ["line": 1, "character": 4], "context": ["triggerKind": -9, "triggerCharacter": 5]]),
            ("textDocument/references", ["textDocument": doc, "position": ["line": 0, "character": 7], "context": ["includeDeclaration": 3]]),
            ("textDocument/rename", ["textDocument": doc, "position": ["line": 0, "character": 7], "newName": 5]),
            ("textDocument/foldingRange", ["textDocument": ["uri": 5]]),
            ("textDocument/signatureHelp", ["textDocument": doc, "position": ["line": 0, "character": 1e300]]),
            ("workspace/symbol", ["query": 5]),
            ("cdm/diagram", ["textDocument": doc, "format": 3]),
        ]
        var id = 200
        for (method, params) in requests {
            id += 1
            let answer = server.request(id, method, params)
            XCTAssertNotNil(answer, "\(method) \(params) got no answer")
            if let code = answer?["error"]?["code"]?.intValue {
                XCTAssertNotEqual(code, RPCError.Code.internalError, "\(method) \(params): \(String(describing: answer))")
            }
            id += 1
            guard assertServing(server, id: id, "\(method) \(params)") else { return }
        }
        // A change with a malformed range is not applied and the document stays in step.
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["range": ["start": ["line": 0.5, "character": 0], "end": 3], "text": "zzz"]]])
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 3], "contentChanges": [["text": "entity Z {\n  name: String\n}\n"]]])
        XCTAssertEqual(server.diagnostics(version: 3)?["diagnostics"]?.arrayValue?.count, 0)
    }

    /// Over pipes, as an editor sees it: params that do not decode answer `-32602` with a message
    /// naming the field, a malformed notification is ignored, and the server keeps serving.
    func testMalformedParamsNameTheFieldOverPipes() throws {
        let server = try start()
        let doc: JSONValue = ["uri": .string(uri)]
        let cases: [(String, JSONValue, String)] = [
            ("textDocument/hover", ["textDocument": doc, "position": ["line": 1, "character": "4"]], "invalid params: position.character: expected an integer, found a string"),
            ("textDocument/inlayHint", ["textDocument": doc, "range": ["start": ["line": 0, "character": 0]]], "invalid params: missing field 'range.end'"),
            ("textDocument/semanticTokens/full/delta", ["textDocument": doc, "previousResultId": -1], "invalid params: previousResultId: expected a string, found a number"),
            ("workspace/executeCommand", ["command": "cdm.showReferences", "arguments": 5], "invalid params: arguments: expected an array, found a number"),
        ]
        var id = 300
        for (method, params, message) in cases {
            id += 1
            let error = server.request(id, method, params)?["error"]
            XCTAssertEqual(error?["code"]?.intValue, RPCError.Code.invalidParams, "\(method)")
            XCTAssertEqual(error?["message"]?.stringValue, message, "\(method)")
        }
        server.notify("textDocument/didClose", ["textDocument": ["uri": 5]])
        server.notify("$/cancelRequest", ["id": ["not": "an id"]])
        assertServing(server, id: 400, "malformed notifications")
    }

    /// Item 3: a `$/cancelRequest` for a request already answered must not be remembered: the id,
    /// reused later, is answered, not `-32800` (before the fix: `-32800`, and an entry kept forever).
    func testCancellingAnAnsweredRequestDoesNotCancelAReusedID() throws {
        let server = try start()
        XCTAssertNotNil(server.request(5, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])?["result"])
        server.notify("$/cancelRequest", ["id": 5])
        server.notify("$/cancelRequest", ["id": 6])  // never sent
        let again = server.request(5, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        XCTAssertNotNil(again?["result"], "a reused id was answered \(String(describing: again))")
        let six = server.request(6, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        XCTAssertNotNil(six?["result"], "a request cancelled before it was sent was answered \(String(describing: six))")
    }

    /// The queue between reader and handler remembers a cancellation only for a request it holds,
    /// and forgets it when the request is taken; in process, cancellations are bounded.
    func testCancellationStateIsFreedWithItsRequest() {
        let queue = IncomingQueue()
        queue.cancel(.int(1))
        XCTAssertEqual(queue.cancelledCount, 0, "a cancel for a request not queued was remembered")
        queue.push(.message(ClientMessage(json: ["jsonrpc": "2.0", "id": 1, "method": "shutdown"])), size: 10, request: .int(1))
        queue.push(.message(ClientMessage(json: ["jsonrpc": "2.0", "id": 2, "method": "shutdown"])), size: 10, request: .int(2))
        queue.cancel(.int(1))
        XCTAssertEqual(queue.cancelledCount, 1)
        XCTAssertEqual(queue.pop(wait: false)?.cancelled, true)
        XCTAssertEqual(queue.cancelledCount, 0, "the cancellation outlived its request")
        XCTAssertEqual(queue.pop(wait: false)?.cancelled, false)
        XCTAssertNil(queue.pop(wait: false))

        let session = InProcessSession()
        for i in 0..<10_000 { session.server.handle(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .int(100_000 + i)]]) }
        XCTAssertLessThanOrEqual(session.server.cancelledRequests.count, LanguageServer.maxRememberedCancels)
    }

    // MARK: - Item 5: the size limit

    /// A document over `DocumentLimits.maxBytes` gets one `document-too-large` diagnostic and no
    /// analysis; requests on it say why; an edit that brings it under the limit analyses it again,
    /// and one that takes it over stops again.
    func testDocumentsOverTheSizeLimitGetOneDiagnostic() {
        let session = InProcessSession()
        let entity = "entity E {\n  name: String\n}\n"
        let count = DocumentLimits.maxBytes / entity.utf8.count + 1
        session.open("entity A {\n  b: Nope\n}\n" + String(repeating: entity, count: count))
        var published = session.published()
        XCTAssertEqual(published?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["document-too-large"])
        let message = published?["diagnostics"]?[0]?["message"]?.stringValue ?? ""
        XCTAssertTrue(message.contains("cdm reads models up to 16 MB"), message)
        let doc: JSONValue = ["uri": "file:///hostile/Model.cdm"]
        let answer = session.request("textDocument/documentSymbol", ["textDocument": doc])
        XCTAssertEqual(answer?["error"]?["code"]?.intValue, RPCError.Code.requestFailed, "\(String(describing: answer))")
        XCTAssertTrue(answer?["error"]?["message"]?.stringValue?.contains("Model.cdm is 16") ?? false, "\(String(describing: answer))")
        // Delete everything after the first entity: analysed again.
        session.change(version: 2, [["range": ["start": ["line": 3, "character": 0], "end": ["line": .int(3 * count + 3), "character": 0]], "text": ""]])
        published = session.published()
        XCTAssertEqual(published?["version"]?.intValue, 2)
        XCTAssertEqual(published?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["unknown-type"])
        XCTAssertNotNil(session.request("textDocument/documentSymbol", ["textDocument": doc])?["result"])
        // Paste it back: over the limit again.
        session.change(
            version: 3, [["range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 0]], "text": .string(String(repeating: entity, count: count))]])
        XCTAssertEqual(session.published()?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["document-too-large"])
    }

    // MARK: - Item 6: @class strings

    /// `@class("…")` strings that are not a Swift and Objective-C identifier (optionally
    /// module-qualified) are `invalid-class-name` errors on the string, and `cdm generate` refuses
    /// the file: nothing lands in generated code or file names. Already so before issue #17.
    func testClassStringsThatAreNotIdentifiersAreRefused() throws {
        let strings = [#""A\nB""#, #""a/b""#, #""x\"y""#, #""../../etc/passwd""#, #""A B""#, #""""#]
        for string in strings {
            let text = "generate swift to \"Generated\"\n\nentity Note @class(\(string)) {\n  title: String\n}\n"
            let analysis = Analyzer.analyze(text: text)
            let found = analysis.diagnostics.filter { $0.code == .invalidClassName }
            XCTAssertEqual(found.count, 1, "\(string): \(analysis.diagnostics.map(\.message))")
            if let d = found.first {
                let quoted = String(decoding: Array(text.utf8)[d.range.start..<d.range.end], as: UTF8.self)
                XCTAssertEqual(quoted, string, "the error is on the string")
            }
            let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cdm-class-\(getpid())-\(UUID().uuidString.prefix(6))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try text.write(to: folder.appendingPathComponent("Notes.cdm"), atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = ServerProcess.binary
            process.arguments = ["generate", "Notes.cdm"]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 1, "\(string): cdm generate did not refuse")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path), "\(string): something was generated")
        }
        let fine = Analyzer.analyze(text: "entity Note @class(\"MyApp.Note\") {\n  title: String\n}\n")
        XCTAssertFalse(fine.diagnostics.contains { $0.code == .invalidClassName }, "a module-qualified name is fine")
    }

    // MARK: - Item 7, in process

    /// A second `initialize` is an invalid request; the first negotiation stands.
    func testSecondInitializeIsInvalidRequest() {
        let session = InProcessSession(positionEncodings: ["utf-8"])
        XCTAssertEqual(session.server.encoding, .utf8)
        let answer = session.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-16"]]]])
        XCTAssertEqual(answer?["error"]?["code"]?.intValue, RPCError.Code.invalidRequest, "\(String(describing: answer))")
        XCTAssertEqual(session.server.encoding, .utf8, "a second initialize changed the negotiated encoding")
    }

    /// A `didChange` whose version is lower than the last (a client that restarted its counter) is
    /// applied, and its diagnostics are published (before the fix: never again).
    func testChangeWithALowerVersionIsAppliedAndPublished() {
        let session = InProcessSession()
        session.open("entity A {}\n", version: 10)
        XCTAssertEqual(session.published()?["version"]?.intValue, 10)
        session.change(version: 3, [["text": "entity A {\n  b: Nope\n}\n"]])
        let published = session.published()
        XCTAssertEqual(published?["version"]?.intValue, 3, "the change was not published")
        XCTAssertEqual(published?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue }, ["unknown-type"])
        session.change(version: 4, [["text": "entity A {}\n"]])
        XCTAssertEqual(session.published()?["version"]?.intValue, 4)
    }

    /// LSP positions are `uinteger`: a fractional line or character is malformed (`-32602`), as
    /// `docs/reliability.md` and `docs/lsp.md` now say; an integral double (`1.0`) is an integer.
    func testFractionalPositionsAreInvalidParams() {
        let session = InProcessSession()
        session.open("entity A {\n  name: String\n}\n")
        let doc: JSONValue = ["uri": "file:///hostile/Model.cdm"]
        for position: JSONValue in [["line": 1, "character": 2.5], ["line": 0.5, "character": 0], ["line": 1e300, "character": 0]] {
            XCTAssertEqual(
                session.request("textDocument/hover", ["textDocument": doc, "position": position])?["error"]?["code"]?.intValue, RPCError.Code.invalidParams, "\(position)")
        }
        XCTAssertNotNil(session.request("textDocument/hover", ["textDocument": doc, "position": ["line": 1.0, "character": 3.0]])?["result"])
    }

    /// A URI whose percent-encoding is not UTF-8 names no file cdm can write or read: the messages say
    /// so, instead of pointing at the folder or at an empty path.
    func testURIsWithInvalidPercentEncodedUTF8GetAClearMessage() {
        let session = InProcessSession()
        let bad = "file:///tmp/cdm-hostile/%FF%FE.cdm"
        session.open("generate swift to \"Out\"\nentity A {}\n", uri: bad)
        XCTAssertNotNil(session.published(bad), "a document with such a URI is still served")
        let answer = session.request("workspace/executeCommand", ["command": "cdm.generate", "arguments": [.string(bad)]])
        let message = answer?["error"]?["message"]?.stringValue ?? ""
        XCTAssertTrue(message.contains("not valid UTF-8"), "message: \(message)")
        XCTAssertTrue(message.contains("%FF%FE"), "the message names the URI as sent: \(message)")
        let imported = session.request("workspace/executeCommand", ["command": "cdm.import", "arguments": ["file:///tmp/%C3%28/contents"]])
        let importMessage = imported?["error"]?["message"]?.stringValue ?? ""
        XCTAssertTrue(importMessage.contains("not valid UTF-8"), "message: \(importMessage)")
    }
}
