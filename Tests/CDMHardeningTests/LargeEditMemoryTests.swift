// Issue 30, part 4: one large didChange costs the server under three times its body at the peak, inserted or replacing the text.

import CDMProtocol
import CDMTestSupport
import Foundation
import XCTest

final class LargeEditMemoryTests: XCTestCase {
    let uri = "file:///tmp/cdm-hostile/LargeEdit.cdm"

    /// A framed `didChange` of a one-line comment of `megabytes`: inserted at the end of the document
    /// (`range`), or replacing its text.
    func change(megabytes: Int, range: Bool) -> [UInt8] {
        let head =
            range
            ? #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":3,"character":0},"end":{"line":3,"character":0}},"text":"// "#
            : #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":"// "#
        var body = Array(head.utf8)
        body += [UInt8](repeating: UInt8(ascii: "a"), count: megabytes << 20)
        body += Array(#""}]}}"#.utf8)
        return MessageWriter.frame(body)
    }

    /// The peak over the baseline, as a multiple of the body. Before the fix: 4.0× (the body's
    /// string held while the text was parsed, and the parse reading a copy of the chunks).
    func peakRatio(megabytes: Int, range: Bool) throws -> Double {
        let server = try ServerProcess()
        XCTAssertNotNil(server.initialize())
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": "entity A {\n  name: String\n}\n"]])
        XCTAssertNotNil(server.diagnostics(version: 1))
        XCTAssertNotNil(server.request(2, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])?["result"])
        usleep(200_000)
        let before = try ProcessMemory(pid: server.pid)
        let frame = change(megabytes: megabytes, range: range)
        server.sendRaw(frame)
        XCTAssertNotNil(server.diagnostics(version: 2, timeout: 120), "the change was analysed")
        XCTAssertNotNil(server.request(3, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]], timeout: 120)?["result"])
        let after = try ProcessMemory(pid: server.pid)
        let ratio = (after.peak - before.rss) / (Double(frame.count) / 1_048_576)
        print(
            "memory: a didChange of \(megabytes) MB (\(range ? "inserted" : "whole text")): \(Int(before.rss)) MB before, peak \(Int(after.peak)) MB, \(String(format: "%.2f", ratio))× the body"
        )
        return ratio
    }

    func testOneLargeChangePeaksUnderThreeTimesItsBody() throws {

        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let size = TestScale.rounds(quick: 12, full: 15)
        for range in [true, false] {
            let ratio = try peakRatio(megabytes: size, range: range)
            XCTAssertLessThan(ratio, 3, "a didChange of \(size) MB (\(range ? "inserted" : "whole text")) peaked at \(ratio)× its body")
        }
    }
}
