// End-to-end: starts the real `cdm lsp` binary and speaks raw framed JSON-RPC to it over pipes.

import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation
import XCTest

/// A `cdm lsp` process with a background reader that frames its output.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let stdin = Pipe()
    let stdout = Pipe()
    private let condition = NSCondition()
    private var messages: [JSONValue] = []
    private var ended = false

    /// The `cdm` binary built next to the test bundle.
    static var binary: URL {
        let bundle = Bundle(for: ServerProcess.self).bundleURL
        let candidates = [bundle.appendingPathComponent("cdm"), bundle.deletingLastPathComponent().appendingPathComponent("cdm")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "the cdm binary is not built at \(ServerProcess.binary.path); run `swift build` before `swift test`" }
    }

    init() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { throw MissingBinary() }
        process.executableURL = Self.binary
        process.arguments = ["lsp"]
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let fd = stdout.fileHandleForReading.fileDescriptor
        let thread = Thread { [self] in
            let reader = MessageReader(source: FileDescriptorSource(fd: fd))
            while true {
                switch reader.next() {
                case .message(let bytes):
                    let json = (try? JSONValue(parsing: bytes)) ?? .null
                    condition.lock()
                    messages.append(json)
                    condition.broadcast()
                    condition.unlock()
                case .error: continue
                case .end:
                    condition.lock()
                    ended = true
                    condition.broadcast()
                    condition.unlock()
                    return
                }
            }
        }
        thread.start()
    }

    func sendRaw(_ bytes: [UInt8]) {
        stdin.fileHandleForWriting.write(Data(bytes))
    }

    func send(_ message: JSONValue) {
        sendRaw(MessageWriter.frame(message.serialized()))
    }

    func request(_ id: Int, _ method: String, _ params: JSONValue) -> JSONValue? {
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return wait { $0["id"]?.intValue == id && $0["method"] == nil }
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Waits (up to `timeout` seconds) for a message matching `predicate`, consuming those before it.
    func wait(timeout: TimeInterval = 10, _ predicate: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let i = messages.firstIndex(where: predicate) {
                let m = messages[i]
                messages.removeFirst(i + 1)
                return m
            }
            if ended || !condition.wait(until: deadline) { return nil }
        }
    }

    func diagnostics(version: Int, timeout: TimeInterval = 10) -> JSONValue? {
        wait(timeout: timeout) { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["version"]?.intValue == version }?["params"]
    }

    func closeInput() { try? stdin.fileHandleForWriting.close() }

    /// Waits for the process to end and returns its status (nil on timeout).
    func exitStatus(timeout: TimeInterval = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}

final class EndToEndTests: XCTestCase {
    let uri = "file:///tmp/cdm-e2e/Notes.cdm"
    // Line 6 holds an emoji before the edited type: UTF-16 columns differ from bytes and characters there.
    let text = """
        model Notes

        entity Notebook {
          name: String
          notes: [Note] @inverse(notebook) @deleteRule(cascade)
        }
        /* 🗒️ */ entity Note { text: String?
          notebook: Notebook @inverse(notes)
        }

        """

    func testWholeSession() throws {
        let server = try ServerProcess()
        let initialize = server.request(1, "initialize", ["processId": .null, "rootUri": "file:///tmp/cdm-e2e", "capabilities": [:]])
        XCTAssertEqual(initialize?["result"]?["serverInfo"]?["name"], "cdm")
        server.notify("initialized", [:])
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
        XCTAssertEqual(server.diagnostics(version: 1)?["diagnostics"], [])

        // "/* 🗒️ */ entity Note { text: " — the emoji is 2 UTF-16 units plus a variation selector: `String` starts at 30.
        let line = "/* 🗒️ */ entity Note { text: String?"
        let column = line.utf16.count - "String?".utf16.count
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["range": ["start": ["line": 6, "character": .int(column)], "end": ["line": 6, "character": .int(column + 6)]], "text": "Strin"]]])
        let diagnostics = server.diagnostics(version: 2)?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?["code"], "unknown-type")
        XCTAssertEqual(diagnostics.first?["range"]?["start"], ["line": 6, "character": .int(column)])
        XCTAssertEqual(diagnostics.first?["range"]?["end"], ["line": 6, "character": .int(column + 5)])

        // Completion right after `name: `.
        let completion = server.request(2, "textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 8]])
        let labels = completion?["result"]?["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        XCTAssertTrue(labels.contains("String") && labels.contains("Notebook") && labels.contains("[Note]"), "\(labels)")

        // Definition from `[Note]` to the entity declared after the emoji.
        let definition = server.request(3, "textDocument/definition", ["textDocument": ["uri": .string(uri)], "position": ["line": 4, "character": 11]])
        let noteColumn = "/* 🗒️ */ entity ".utf16.count
        XCTAssertEqual(definition?["result"]?["range"], ["start": ["line": 6, "character": .int(noteColumn)], "end": ["line": 6, "character": .int(noteColumn + 4)]])

        // Go to inverse: from `notes` to `notebook`.
        let inverse = server.request(4, "cdm/inverse", ["textDocument": ["uri": .string(uri)], "position": ["line": 4, "character": 3]])
        XCTAssertEqual(inverse?["result"]?["range"], ["start": ["line": 7, "character": 2], "end": ["line": 7, "character": 10]])

        XCTAssertEqual(server.request(5, "shutdown", .null)?["result"], .null)
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 0)
    }

    func testHostileInputIsAnsweredOrIgnoredAndServingContinues() throws {
        let server = try ServerProcess()
        XCTAssertNotNil(server.request(1, "initialize", ["capabilities": [:]]))
        server.notify("initialized", [:])
        // A malformed header: the message is dropped, the next one is read.
        server.sendRaw(Array("Content-Length: banana\r\n\r\n".utf8))
        // A body that is not JSON: a parse error with a null id.
        server.sendRaw(Array("Content-Length: 9\r\n\r\n{not json".utf8))
        let parseError = server.wait { $0["error"]?["code"]?.intValue == -32700 }
        XCTAssertEqual(parseError?["id"], .null)
        // An unknown method.
        XCTAssertEqual(server.request(2, "cdm/doesNotExist", [:])?["error"]?["code"], -32601)
        // A change for a document that is not open is ignored.
        server.notify("textDocument/didChange", ["textDocument": ["uri": "file:///nowhere.cdm", "version": 3], "contentChanges": [["text": "entity X {}"]]])
        // A position past the end of the document.
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
        let hover = server.request(3, "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 500, "character": 80]])
        XCTAssertNotNil(hover)
        XCTAssertNil(hover?["error"])
        // Still serving.
        XCTAssertEqual(server.request(4, "shutdown", .null)?["result"], .null)
        server.closeInput()
        XCTAssertEqual(server.exitStatus(), 0, "end of input ends the process cleanly")
    }

    func testExitWithoutShutdownExitsWithOne() throws {
        let server = try ServerProcess()
        XCTAssertNotNil(server.request(1, "initialize", ["capabilities": [:]]))
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 1)
    }
}

/// Applies LSP text edits (UTF-16 positions) to `text`, last first.
func applyLSPEdits(_ edits: [JSONValue], to text: String) -> String {
    let index = CDMSyntax.LineIndex(text)
    var bytes = Array(text.utf8)
    let resolved = edits.compactMap { e -> (Int, Int, String)? in
        guard let r = e["range"], let sl = r["start"]?["line"]?.intValue, let sc = r["start"]?["character"]?.intValue,
            let el = r["end"]?["line"]?.intValue, let ec = r["end"]?["character"]?.intValue, let newText = e["newText"]?.stringValue
        else { return nil }
        return (index.offset(of: .init(line: sl, column: sc)), index.offset(of: .init(line: el, column: ec)), newText)
    }
    for (a, b, newText) in resolved.sorted(by: { $0.0 > $1.0 }) {
        bytes.replaceSubrange(a..<b, with: Array(newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}

final class EndToEndEditingTests: XCTestCase {
    func testRenameOverPipesGivesAModelThatChecksClean() throws {
        let server = try ServerProcess()
        _ = server.request(1, "initialize", ["capabilities": [:]])
        server.notify("initialized", [:])
        let uri = "file:///tmp/cdm-e2e/Rename.cdm"
        let text = "entity Author {\n  name: String\n  books: [Book] @inverse(author)\n}\nentity Book {\n  title: String\n  author: Author? @inverse(books)\n}\nconfiguration Main { Author, Book }\nfetchRequest Authors: Author\n"
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
        let response = server.request(2, "textDocument/rename", ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 7], "newName": "Writer"])
        let edits = response?["result"]?["changes"]?[uri]?.arrayValue ?? []
        XCTAssertEqual(edits.count, 4, "declaration, destination, configuration member, fetch request")
        let renamed = applyLSPEdits(edits, to: text)
        XCTAssertFalse(renamed.contains("Author:") || renamed.contains("Author?") || renamed.contains("Author,"))
        let analysis = Analyzer.analyze(text: renamed)
        XCTAssertEqual(analysis.diagnostics.map(\.code.rawValue), [])
        _ = server.request(3, "shutdown", .null)
        server.notify("exit", .null)
        XCTAssertEqual(server.exitStatus(), 0)
    }

    func testFormattingOverPipesGivesFormattedTextThatChecksClean() throws {
        let server = try ServerProcess()
        _ = server.request(1, "initialize", ["capabilities": [:]])
        server.notify("initialized", [:])
        let uri = "file:///tmp/cdm-e2e/Messy.cdm"
        let messy = "model   Messy\nentity   Note{\ntext :String?   @indexed\n    created:Date\n}\n\n\n\nentity Tag {name: String}\n"
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(messy)]])
        let response = server.request(2, "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true]])
        let formatted = applyLSPEdits(response?["result"]?.arrayValue ?? [], to: messy)
        XCTAssertNotEqual(formatted, messy)
        XCTAssertTrue(formatted.contains("entity Note {\n  text: String? @indexed\n  created: Date\n}\n"), formatted)
        XCTAssertEqual(Analyzer.analyze(text: formatted).diagnostics.filter { $0.severity == .error }.count, 0)
        // Formatting the result again changes nothing.
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(formatted)]]])
        let again = server.request(3, "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true]])
        XCTAssertEqual(again?["result"], [])
        server.closeInput()
        XCTAssertEqual(server.exitStatus(), 0)
    }
}
