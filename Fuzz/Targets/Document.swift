// Fuzz target `document`: the server's edit path: didOpen, then didChange sequences and requests, in process.
//
// The input is a document, optionally followed by the two bytes 00 FF and an edit script (FF never
// occurs in UTF-8, so the split is unambiguous). Without a script, edits are drawn from a generator
// seeded with the input's hash: typing, deleting, pasting and undoing at random places.
//
// Checked after the last edit:
// - the server's text equals the text obtained by applying the same LSP changes independently;
// - the server's tree is the tree of a full reparse of that text (same dump), and its diagnostics
//   are those of a full analysis;
// - the diagnostics it published last are for the last version and equal those a fresh server
//   publishes for the final text (the incremental path and the full path agree);
// - every request got exactly one response, never an internal error.
// Positions are chosen to be past the end, negative, inside surrogate pairs and reversed as often
// as valid ones.

import CDMModel
import CDMProtocol
import CDMSyntax

@testable import CDMServer

let uri = "file:///fuzz/Fuzz.cdm"

/// Strings an editor's user types or pastes: the grammar's punctuation, keywords, astral characters.
let interesting: [String] = [
    "{", "}", "(", ")", "[", "]", "<", ">", ":", ",", "=", "?", "@", ".", "...", ";", "\"", "\\", "`",
    "/", "*", "//", "/*", "*/", "///", "\n", "\r", "\r\n", " ", "\t", "-", "0", "9", "1e", "a", "Z", "_",
    "é", "😀", "👩‍👩‍👧", "\u{FEFF}", "\u{0}", "entity ", "model ", "abstract ", "fetched ", "unique(", "index ",
    "entity A {\n  b: B @inverse(a)\n}\n", "entity B : A {\n  a: [A] @inverse(b)\n}\n", "name: String", "@range(", "@inverse(",
    "@deleteRule(cascade)", "@default(", "composite C {\n  x: Int16\n}\n", "generate swift to \"out\"\n", "configuration K { A }\n",
    "fetchRequest F: A @predicate(\"x > 1\")\n", "x: Int16 = 3 @range(0...9)\n", "\"unterminated", "/* unterminated",
]

let requestMethods = [
    "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
    "textDocument/documentHighlight", "textDocument/documentSymbol", "textDocument/foldingRange",
    "textDocument/codeAction", "textDocument/formatting", "textDocument/rangeFormatting", "cdm/inverse",
    "textDocument/signatureHelp", "textDocument/semanticTokens/full", "textDocument/inlayHint",
    "textDocument/codeLens", "textDocument/prepareRename", "textDocument/rename", "workspace/symbol",
    "textDocument/semanticTokens/full/delta", "textDocument/semanticTokens/range",
]

/// Applies LSP changes the way the protocol defines them, independently of the server's Document.
struct TextModel {
    var bytes: [UInt8]
    let encoding: PositionEncoding

    var lineIndex: LineIndex { LineIndex(bytes: bytes) }

    mutating func apply(_ change: JSONValue) {
        guard let text = change["text"]?.stringValue else { return }
        guard let range = change["range"] else {
            bytes = Array(text.utf8)
            return
        }
        let index = lineIndex
        func offset(_ p: JSONValue?) -> Int? {
            guard let line = p?["line"]?.intValue, let character = p?["character"]?.intValue else { return nil }
            return index.offset(of: LinePosition(line: line, column: character), encoding: encoding)
        }
        guard let a = offset(range["start"]), let b = offset(range["end"]) else { return }
        bytes.replaceSubrange(min(a, b)..<max(a, b), with: Array(text.utf8))
    }
}

/// One session: the server, what it sent, and the checks on its answers.
final class Session {
    let sink = InMemoryMessageSink()
    let server: LanguageServer
    var model: TextModel
    var version = 1
    var nextID = 1

    init(text: String, utf8: Bool) {
        server = LanguageServer(output: sink)
        let encodings: JSONValue = utf8 ? ["utf-8", "utf-16"] : ["utf-16"]
        server.handle([
            "jsonrpc": "2.0", "id": 0, "method": "initialize",
            "params": ["capabilities": ["general": ["positionEncodings": encodings]], "initializationOptions": ["generateOnSave": false]],
        ])
        server.handle(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]],
        ])
        model = TextModel(bytes: Array(text.utf8), encoding: utf8 ? .utf8 : .utf16)
        drain()
    }

    /// Every message the server sent, decoded once.
    var messages: [JSONValue] = []
    private var seen = 0

    /// Decodes the messages sent since the last call; returns them.
    @discardableResult
    func drain() -> ArraySlice<JSONValue> {
        let bodies = sink.bodies
        let start = messages.count
        for body in bodies[seen...] {
            guard let json = try? JSONValue(parsing: body) else { fuzzFail("the server sent a body that is not JSON") }
            messages.append(json)
        }
        seen = bodies.count
        return messages[start...]
    }

    /// A position the input picks: usually on a real line and column, sometimes negative, past the
    /// end of the line or of the document, or in the middle of a surrogate pair.
    func position(_ lineByte: UInt8, _ columnByte: UInt8) -> JSONValue {
        let index = model.lineIndex
        let line: Int
        switch lineByte {
        case 255: line = -1
        case 254: line = index.lineCount + 2
        case 253: line = Int.max / 2
        default: line = Int(lineByte) % index.lineCount
        }
        let lineLength = line >= 0 && line < index.lineCount ? index.position(of: index.lineContentEnd(line), encoding: model.encoding).column : 0
        let column: Int
        switch columnByte {
        case 255: column = -3
        case 254: column = lineLength + 5
        case 253: column = 1 << 40
        default: column = Int(columnByte) % (lineLength + 1)
        }
        return ["line": .int(line), "character": .int(column)]
    }

    func change(_ changes: [JSONValue]) {
        version += 1
        server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didChange", "params": ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)],
        ])
        for c in changes { model.apply(c) }
    }

    func request(_ method: String, _ start: JSONValue, _ end: JSONValue) {
        let id = nextID
        nextID += 1
        let params: JSONValue = [
            "textDocument": ["uri": .string(uri)], "position": start, "range": ["start": start, "end": end],
            "context": ["diagnostics": [], "includeDeclaration": true], "newName": "renamed", "query": "a",
            "options": ["tabSize": 4, "insertSpaces": true], "previousResultId": .string(String(nextID - 2)),
        ]
        drain()
        server.handle(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        let responses = drain().filter { $0["id"]?.intValue == id && $0["method"] == nil }
        fuzzCheck(responses.count == 1, "\(method) got \(responses.count) responses")
        if let error = responses[0]["error"] {
            fuzzCheck(error["code"]?.intValue != RPCError.Code.internalError, "\(method) failed inside the server: \(error)")
        }
    }

    /// `codeAction/resolve` with `data` a client made up (issue #17): any index, this or another
    /// version, then a `$/cancelRequest` for an id that may or may not come. Never an internal error.
    func resolve(index byte: UInt8, versionByte: UInt8, _ start: JSONValue, _ end: JSONValue) {
        let index: JSONValue
        switch byte {
        case 255: index = -1
        case 254: index = .int(Int.min)
        case 253: index = .int(Int.max)
        case 252: index = 0.5
        case 251: index = "0"
        default: index = .int(Int(byte % 8))
        }
        let data: JSONValue = [
            "uri": .string(uri), "version": .int(versionByte & 1 == 0 ? version : version - 1), "range": ["start": start, "end": end],
            "context": ["diagnostics": []], "index": index, "title": "Create entity 'X'",
        ]
        let id = nextID
        nextID += 1
        drain()
        server.handle(["jsonrpc": "2.0", "id": .int(id), "method": "codeAction/resolve", "params": ["title": "x", "data": data]])
        let responses = drain().filter { $0["id"]?.intValue == id && $0["method"] == nil }
        fuzzCheck(responses.count == 1, "codeAction/resolve got \(responses.count) responses")
        if let error = responses[0]["error"] {
            fuzzCheck(error["code"]?.intValue != RPCError.Code.internalError, "codeAction/resolve failed inside the server: \(error)")
        }
        server.handle(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": .int(nextID + Int(versionByte % 3) - 1)]])
        fuzzCheck(server.cancelledRequests.count <= LanguageServer.maxRememberedCancels, "cancellations pile up")
    }

    /// Turns coalescing on (the server believes more input is queued) or off (and publishes).
    func setBurst(_ on: Bool) {
        server.pendingInput = { on }
        if !on { server.publishPendingDiagnostics() }
    }

    func finish() {
        setBurst(false)
        guard let doc = server.documents[uri] else { fuzzFail("the document was lost") }
        let finalText = String(decoding: model.bytes, as: UTF8.self)
        fuzzCheck(doc.bytes == model.bytes, "the server's text differs from the text the changes give (\(doc.bytes.count) vs \(model.bytes.count) bytes)")
        fuzzCheck(doc.version == version, "the document is at version \(doc.version), expected \(version)")
        let full = Parser.parse(finalText)
        fuzzCheck(doc.analysis.parsed.root.dump() == full.root.dump(), "the server's tree differs from a full reparse")
        let fresh = Analyzer.analyze(text: finalText, defaultModelName: Document.modelName(for: uri))
        if doc.analysis.diagnostics != fresh.diagnostics {
            let server = doc.analysis.diagnostics.map { "\($0.range) \($0.code.rawValue): \($0.message)" }
            let full = fresh.diagnostics.map { "\($0.range) \($0.code.rawValue): \($0.message)" }
            fuzzFail(
                "the server's diagnostics differ from a full analysis\n  only the server's: \(server.filter { !full.contains($0) })\n  only the full analysis': \(full.filter { !server.contains($0) })\n  text: \(String(reflecting: finalText.prefix(2000)))"
            )
        }

        // What was published last for the document, against what a fresh server publishes.
        drain()
        let published = messages.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }
        fuzzCheck(
            published?["params"]?["version"]?.intValue == version,
            "the last published diagnostics are for version \(published?["params"]?["version"]?.intValue ?? -1), not \(version)")
        let reference = Session.publishedAfterOpen(text: finalText, utf8: model.encoding == .utf8, version: version)
        fuzzCheck(published?["params"]?["diagnostics"] == reference?["params"]?["diagnostics"], "published diagnostics differ from a fresh analysis of the final text")
    }

    static func publishedAfterOpen(text: String, utf8: Bool, version: Int) -> JSONValue? {
        let sink = InMemoryMessageSink()
        let server = LanguageServer(output: sink)
        let encodings: JSONValue = utf8 ? ["utf-8", "utf-16"] : ["utf-16"]
        server.handle([
            "jsonrpc": "2.0", "id": 0, "method": "initialize",
            "params": ["capabilities": ["general": ["positionEncodings": encodings]], "initializationOptions": ["generateOnSave": false]],
        ])
        server.handle(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": .int(version), "text": .string(text)]],
        ])
        return sink.messages.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }
    }
}

/// The text of an edit: a string the input names, or a few of its bytes.
func editText(_ input: inout FuzzInput) -> String {
    let b = input.byte()
    if b & 1 == 0 { return interesting[Int(b >> 1) % interesting.count] }
    return String(decoding: input.chunk(maxCount: 24), as: UTF8.self)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    var split: Int?
    if size >= 2 {
        for i in 0..<(size - 1) where bytes[i] == 0 && bytes[i + 1] == 0xFF {
            split = i
            break
        }
    }
    let documentBytes = split.map { Array(bytes[..<$0]) } ?? bytes
    let text = String(decoding: documentBytes, as: UTF8.self)
    let useUTF8 = fuzzHash(bytes) & 7 == 0
    let session = Session(text: text, utf8: useUTF8)

    if let split {
        // The script: each step starts with an operation byte.
        var script = FuzzInput(Array(bytes[(split + 2)...]))
        var steps = 0
        while !script.isAtEnd && steps < 64 {
            steps += 1
            switch script.byte() % 11 {
            case 0, 1, 2, 3:
                let start = session.position(script.byte(), script.byte())
                let end = session.position(script.byte(), script.byte())
                session.change([["range": ["start": start, "end": end], "text": .string(editText(&script))]])
            case 4:
                // Several changes in one notification, each against the text the previous one left.
                var changes: [JSONValue] = []
                for _ in 0..<(1 + Int(script.byte() % 3)) {
                    let start = session.position(script.byte(), script.byte())
                    let end = session.position(script.byte(), script.byte())
                    let change: JSONValue = ["range": ["start": start, "end": end], "text": .string(editText(&script))]
                    changes.append(change)
                }
                // Positions are chosen against the text before the notification; the model applies
                // them one by one, as the server must.
                session.change(changes)
            case 5:
                if script.byte() == 0x42 { session.change([["text": .string(editText(&script))]]) }
            case 6, 7:
                let method = requestMethods[Int(script.byte()) % requestMethods.count]
                session.request(method, session.position(script.byte(), script.byte()), session.position(script.byte(), script.byte()))
            case 8:
                session.setBurst(script.byte() & 1 == 1)
            case 10:
                session.resolve(index: script.byte(), versionByte: script.byte(), session.position(script.byte(), script.byte()), session.position(script.byte(), script.byte()))
            default:
                // Typing: one character after another at one place.
                let start = session.position(script.byte(), script.byte())
                for ch in editText(&script).unicodeScalars.prefix(12) {
                    session.change([["range": ["start": start, "end": start], "text": .string(String(ch))]])
                }
            }
        }
    } else {
        // No script: typing, deleting, pasting and undoing drawn from the input's hash.
        var random = FuzzRandom(seed: fuzzHash(bytes))
        for _ in 0..<24 {
            let r = random.next()
            let p = { (x: UInt64) -> UInt8 in UInt8(truncatingIfNeeded: x) }
            let start = session.position(p(r >> 8) % 250, p(r >> 16) % 250)
            switch r % 6 {
            case 0, 1:
                session.change([["range": ["start": start, "end": start], "text": .string(interesting[Int(r >> 24) % interesting.count])]])
            case 2:
                let end = session.position(p(r >> 32) % 250, p(r >> 40) % 250)
                session.change([["range": ["start": start, "end": end], "text": ""]])
            case 3:
                let before = session.model.bytes
                session.change([["range": ["start": start, "end": start], "text": .string(interesting[Int(r >> 24) % interesting.count])]])
                session.change([["text": .string(String(decoding: before, as: UTF8.self))]])
            case 4:
                session.setBurst(r & 0x100 != 0)
            default:
                session.request(requestMethods[Int(r >> 24) % requestMethods.count], start, session.position(p(r >> 32), p(r >> 40)))
            }
        }
    }
    session.finish()
    return 0
}
