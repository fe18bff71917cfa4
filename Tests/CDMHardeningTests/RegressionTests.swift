// Regression tests for bugs the fuzzers and the hostile-input tests found (docs/reliability.md lists them).

import CDMImport
import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation
import CDMTestSupport
import XCTest

@testable import CDMServer

final class RegressionTests: XCTestCase {
    /// The column arithmetic of the original LineIndex, walking from the line's start: the reference
    /// that the checkpointed long-line path must agree with.
    func referencePosition(_ bytes: [UInt8], _ lineStart: Int, _ end: Int) -> Int {
        var column = 0
        var i = lineStart
        while i < end {
            let b = bytes[i]
            let width = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
            column += width == 4 ? 2 : 1
            i += width
        }
        return column
    }

    func referenceOffset(_ bytes: [UInt8], _ start: Int, _ end: Int, _ column: Int) -> Int {
        var units = 0
        var i = start
        while i < end {
            let b = bytes[i]
            let width = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
            let w16 = width == 4 ? 2 : 1
            if units + w16 > column { break }
            units += w16
            i += width
        }
        return min(i, end)
    }

    /// Found by the 1 MB single-line test: every UTF-16 column was counted from the start of its
    /// line, so publishing 25,000 diagnostics on one long non-ASCII line took minutes.
    func testLongNonASCIILinesConvertFromCheckpointsExactly() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        var random = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "😀", "中", "\u{0}", " ", "👩‍👩‍👧", "x", "Ω"]
        for _ in 0..<4 {
            var text = "first line é\n"
            for _ in 0..<3000 { text += pieces.randomElement(using: &random)! }
            text += "\r\nlast 😀 line"
            let index = LineIndex(text)
            // The server's documents convert through TextBuffer, which must agree (it had the same bug).
            let buffer = TextBuffer(text)
            let bytes = Array(text.utf8)
            let line = 1
            let start = index.lineStarts[line]
            let end = index.lineContentEnd(line)
            for offset in start...end {
                let expected = referencePosition(bytes, start, offset)
                XCTAssertEqual(index.position(of: offset).column, expected, "offset \(offset)")
                XCTAssertEqual(buffer.position(of: offset).column, expected, "offset \(offset) (TextBuffer)")
            }
            let width = referencePosition(bytes, start, end)
            for column in stride(from: 0, through: width + 3, by: 1) {
                let expected = referenceOffset(bytes, start, end, column)
                XCTAssertEqual(index.offset(of: LinePosition(line: line, column: column)), expected, "column \(column)")
                XCTAssertEqual(buffer.offset(of: LinePosition(line: line, column: column)), expected, "column \(column) (TextBuffer)")
            }
        }
        // A long non-ASCII line that ends the text on a multiple of the checkpoint stride: the last
        // checkpoint is the end of the text. Regression (`Fuzz/run.sh parse`): read past the end.
        for prefix in ["", "x\n", "😀"] {
            for count in [384, 512, 1024] {
                let text = prefix + String(repeating: "é", count: count - prefix.utf8.count / 2)
                let bytes = Array(text.utf8)
                let index = LineIndex(text)
                let buffer = TextBuffer(text)
                let line = index.lineCount - 1
                let start = index.lineStarts[line]
                let end = index.lineContentEnd(line)
                let width = referencePosition(bytes, start, end)
                for column in [0, width / 2, width - 1, width, width + 1, Int.max] {
                    let expected = referenceOffset(bytes, start, end, min(column, width + 1))
                    XCTAssertEqual(index.offset(of: LinePosition(line: line, column: column)), expected, "\(bytes.count) bytes, column \(column)")
                    XCTAssertEqual(buffer.offset(of: LinePosition(line: line, column: column)), expected, "\(bytes.count) bytes, column \(column) (TextBuffer)")
                }
            }
        }
        // Linear, not quadratic: 20,000 conversions on a 1 MB line.
        let long = "😀" + String(repeating: "é", count: 1 << 19)
        let index = LineIndex(long)
        let buffer = TextBuffer(long)
        let started = Date()
        var sum = 0
        for k in 0..<20_000 { sum &+= index.position(of: (k * 52) % (1 << 20)).column + buffer.position(of: (k * 52) % (1 << 20)).column }
        XCTAssertGreaterThan(sum, 0)
        XCTAssertLessThan(Date().timeIntervalSince(started), isDebugBuild ? 10 : 1)
    }

    /// Found by reading the conversions: `start + column` overflowed (a trap) for a column near
    /// `Int.max`, which a client can send.
    func testHugeColumnsAndLinesDoNotOverflow() {
        for text in ["entity A {\n  name: String\n}\n", "entité A {\n  nom: String\n}\n"] {
            let index = LineIndex(text)
            let buffer = TextBuffer(text)
            for encoding in [PositionEncoding.utf8, .utf16] {
                for column in [Int.max, Int.max - 1, Int.min, -1, 1 << 62] {
                    for line in [0, 1, 2, 3, Int.max, Int.min, -1] {
                        let offset = index.offset(of: LinePosition(line: line, column: column), encoding: encoding)
                        XCTAssertTrue((0...text.utf8.count).contains(offset))
                        XCTAssertEqual(buffer.offset(of: LinePosition(line: line, column: column), encoding: encoding), offset)
                    }
                }
            }
        }
        let session = InProcessSession(positionEncodings: ["utf-8"])
        session.open("entity A {\n  name: String\n}\n")
        for column in [JSONValue.int(Int.max), .int(Int.min), .double(1e300), .double(-1e300)] {
            let response = session.request("textDocument/hover", ["textDocument": ["uri": "file:///hostile/Model.cdm"], "position": ["line": 1, "character": column]])
            XCTAssertNotNil(response)
            XCTAssertNotEqual(response?["error"]?["code"]?.intValue, RPCError.Code.internalError)
        }
        session.change(version: 2, [["range": ["start": ["line": 1, "character": .int(Int.max)], "end": ["line": .int(Int.max), "character": .int(Int.max)]], "text": "x"]])
        XCTAssertEqual(session.published()?["version"], 2)
    }

    /// Found by the 100,000-character identifier test: the letter counts of "did you mean" were
    /// `Int16`, so a name of 32,768 equal letters trapped on overflow and took the server down.
    func testSuggestionsForVeryLongNames() {
        let x = String(repeating: "x", count: 40_000)
        let analysis = Analyzer.analyze(text: "entity A\(x) {\n  p: A\(x)y\n  q: B\(x)\n}\n")
        XCTAssertTrue(analysis.diagnostics.contains { $0.code == .unknownType })
    }

    /// Found with the band-limited distance: two long names that differ at both ends compared
    /// every cell of a 100,000 × 100,000 table.
    func testSuggestionDistanceIsBanded() {
        let x = String(repeating: "ab", count: 50_000)
        let started = Date()
        let analysis = Analyzer.analyze(text: "entity a\(x)b {\n  p: String\n}\nentity Other {\n  q: c\(x)d\n}\n")
        XCTAssertTrue(analysis.diagnostics.contains { $0.code == .unknownType })
        XCTAssertLessThan(Date().timeIntervalSince(started), isDebugBuild ? 10 : 1)
    }
}

/// Regressions found by fuzzing the importer.
final class ImporterRegressionTests: XCTestCase {
    func contents(_ attribute: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" systemVersion="11759" minimumToolsVersion="Automatic">
                <entity name="Event" representedClassName="Event" syncable="YES">
                    <attribute name="when" optional="YES" attributeType="Date" \(attribute) usesScalarValueType="NO"/>
                </entity>
            </model>
            """.utf8)
    }

    /// Found by `Fuzz/run.sh import`: a date default of 1e300 seconds trapped converting to `Int`
    /// (`ISODate.string(fromReferenceInterval:)`), taking `cdm import` and the server's
    /// `cdm.import` down. Out-of-range dates are now reported and not imported.
    func testHugeDateDefaultsAndBoundsAreReportedNotFatal() throws {
        for value in ["1e300", "-1e300", "9.3e18", "-9.3e18", "252423993600", "nan"] {
            for attribute in ["defaultDateTimeInterval=\"\(value)\"", "minDateTimeInterval=\"\(value)\" maxDateTimeInterval=\"\(value)\""] {
                let result = try XcodeImporter.importContents(contents(attribute), fileName: "Events.xcdatamodel/contents")
                XCTAssertTrue(result.warnings.contains { $0.contains(value) && $0.contains("years 1 to 9999") }, "\(attribute): \(result.warnings)")
                XCTAssertFalse(Analyzer.analyze(text: result.cdmText).diagnostics.hasErrors, result.cdmText)
            }
        }
        // The edges of the range still import, as four-digit years.
        let last = try XcodeImporter.importContents(contents("defaultDateTimeInterval=\"252423993599\""), fileName: "Events.xcdatamodel/contents")
        XCTAssertTrue(last.cdmText.contains("9999-12-31T23:59:59Z"), last.cdmText)
        XCTAssertEqual(ISODate.string(fromReferenceInterval: .infinity), "9999-12-31T23:59:59Z")
        XCTAssertEqual(ISODate.string(fromReferenceInterval: -1e300), "0001-01-01T00:00:00Z")
    }
}

/// Regressions in whole-file analysis and `cdm check` on large inputs.
final class ScaleRegressionTests: XCTestCase {
    /// Found by the 1 MB single-line test: every unknown type copied the list of every entity name
    /// before asking for a suggestion (10,000 unknown types × 10,000 names).
    func testManyUnknownTypesAnalyzeInLinearTime() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        var text = ""
        for i in 0..<10_000 { text += "entity E\(i) { a: Strin }\n" }
        let started = Date()
        let analysis = Analyzer.analyze(text: text)
        XCTAssertEqual(analysis.diagnostics.filter { $0.code == .unknownType }.count, 10_000)
        XCTAssertLessThan(Date().timeIntervalSince(started), isDebugBuild ? 15 : 2)
    }

    /// Found by the 1 MB single-line test: `cdm check` counted each diagnostic's character column
    /// from the start of its line (50,000 diagnostics on one 1 MB line took 20 s).
    func testCheckPrintsManyDiagnosticsOnOneLongLine() throws {
        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        var text = "/* é */ "
        var i = 0
        while text.utf8.count < 1 << 19 {
            text += "entity E\(i) { a: Int16?; $ b: String } "
            i += 1
        }
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cdm-long-line-\(getpid()).cdm")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = ServerProcess.binary
        process.arguments = ["check", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let started = Date()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertLessThan(Date().timeIntervalSince(started), isDebugBuild ? 20 : 3)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        // The first 1,000 (two per entity) and one saying how many more (`DiagnosticLimit`, issue 30).
        XCTAssertEqual(lines.count, DiagnosticLimit.maxPerDocument + 1)
        XCTAssertTrue(lines.last?.contains("\(2 * i - DiagnosticLimit.maxPerDocument) more diagnostics not shown") ?? false, "\(lines.last ?? "")")
        // Columns are counted in characters: the 'é' counts once, so the last '$' reported is one
        // column before its byte offset.
        let dollars = text.unicodeScalars.indices.filter { text.unicodeScalars[$0] == "$" }
        let lastDollar = dollars[DiagnosticLimit.maxPerDocument / 2 - 1]
        let column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: lastDollar) + 1
        XCTAssertTrue(lines.contains { $0.contains(":1:\(column): error") }, "no diagnostic at column \(column)")
    }
}
