// Issue 30, part 4: a document that is one line of many words is answered in linear time, and its diagnostics are capped.

import CDMModel
import CDMProtocol
import CDMTestSupport
import Foundation
import XCTest

#if canImport(Darwin)
    import Darwin
#endif

final class OneLongLineTests: XCTestCase {
    static let uri = "file:///hostile/OneLine.cdm"
    var uri: String { Self.uri }

    /// The issue's document: `model M entity A { x0 x1 … }`, one line, a diagnostic per word.
    static func words(_ count: Int) -> String {
        var text = "model M entity A {"
        for i in 0..<count { text += " x\(i)" }
        return text + " }"
    }

    /// One line of `count` relationships without an inverse (a warning each), with a non-ASCII model
    /// name so that UTF-16 columns are counted, not byte offsets.
    static func properties(_ count: Int) -> String {
        var text = "model Modèle entity A {"
        for i in 0..<count { text += " x\(i): B;" }
        return text + " } entity B { y: String }"
    }

    /// The CPU time a process has used, in seconds on Linux (utime + stime of `/proc/PID/stat`); on
    /// Darwin, `ri_user_time + ri_system_time` of `proc_pid_rusage(pid, RUSAGE_INFO_V2, …)`
    /// (sys/resource.h, `struct rusage_info_v2`), which count Mach absolute time units, not
    /// nanoseconds, on Apple silicon: the tests only compare two such figures of one machine, so the
    /// unit cancels out. nil where neither can be read (then wall time is used).
    static func cpuSeconds(_ pid: Int32) -> Double? {
        #if canImport(Darwin)
            var info = rusage_info_v2()
            let status = withUnsafeMutablePointer(to: &info) {
                $0.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) { proc_pid_rusage(pid, RUSAGE_INFO_V2, $0) }
            }
            guard status == 0 else { return nil }
            return Double(info.ri_user_time + info.ri_system_time) / 1e9
        #else
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
            // Fields after the command name: state is field 3, utime 14, stime 15.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
            // In clock ticks of USER_HZ, which Linux fixes at 100 for what /proc reports.
            return (user + system) / 100
        #endif
    }

    static func start(_ text: String) throws -> ServerProcess {
        let server = try ServerProcess()
        XCTAssertNotNil(server.initialize())
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
        return server
    }

    /// Opens `text`, waits for its diagnostics, then asks for the outline, the semantic tokens, the
    /// folding ranges and a hover at the end of the line; returns the seconds it took and what came.
    /// The seconds are the server's CPU time from `didOpen` on (wall time without `/proc`): what the
    /// client spends reading the answers, and other processes on a shared machine, do not count.
    static func serve(_ text: String, timeout: TimeInterval) throws -> (seconds: Double, diagnostics: [JSONValue], answers: [String: JSONValue]) {
        let server = try ServerProcess()
        XCTAssertNotNil(server.initialize())
        let started = Date()
        let cpu = cpuSeconds(server.pid)
        server.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": 1, "text": .string(text)]])
        let published = server.diagnostics(version: 1, timeout: timeout)
        var answers: [String: JSONValue] = [:]
        let document: JSONValue = ["uri": .string(uri)]
        for (id, method) in ["textDocument/documentSymbol", "textDocument/semanticTokens/full", "textDocument/foldingRange"].enumerated() {
            answers[method] = server.request(10 + id, method, ["textDocument": document], timeout: timeout)?["result"]
        }
        let end = text.utf16.count - 3
        answers["hover"] = server.request(20, "textDocument/hover", ["textDocument": document, "position": ["line": 0, "character": .int(end)]], timeout: timeout)
        let seconds = cpu.flatMap { before in cpuSeconds(server.pid).map { $0 - before } } ?? Date().timeIntervalSince(started)
        return (seconds, published?["diagnostics"]?.arrayValue ?? [], answers)
    }

    /// Linear in the length of one line: four times the properties take about four times as long
    /// (a quadratic conversion takes sixteen). Measured in the server's CPU time, so that a moment of
    /// load on a shared machine does not decide.
    func testFourTimesTheLineTakesAboutFourTimesAsLong() throws {
        let n = 300
        var seconds: [Int: Double] = [:]
        for count in [n, 4 * n] {
            let run = try Self.serve(Self.properties(count), timeout: 60)
            // A warning per property, and one on the model's name (not ASCII).
            XCTAssertEqual(run.diagnostics.count, min(count + 1, DiagnosticLimit.maxPerDocument + 1), "\(count) properties")
            if count >= DiagnosticLimit.maxPerDocument { XCTAssertEqual(run.diagnostics.last?["code"]?.stringValue, "too-many-diagnostics") }
            XCTAssertEqual(run.answers["textDocument/documentSymbol"]?[1]?["children"]?.arrayValue?.count, count, "the outline of entity A")
            XCTAssertGreaterThanOrEqual(run.answers["textDocument/semanticTokens/full"]?["data"]?.arrayValue?.count ?? 0, 5 * 2 * count)
            XCTAssertTrue(
                run.diagnostics.dropLast().allSatisfy { $0["range"]?["start"]?["line"]?.intValue == 0 && ($0["range"]?["start"]?["character"]?.intValue ?? 0) > 0 },
                "every diagnostic is on the one line")
            XCTAssertEqual(run.answers["textDocument/foldingRange"]?.arrayValue?.count, 0, "one line folds nothing")
            XCTAssertNotNil(run.answers["hover"], "hover at the end of the line")
            XCTAssertNil(run.answers["hover"]?["error"])
            seconds[count] = min(seconds[count] ?? .infinity, run.seconds)
        }
        let ratio = seconds[4 * n]! / seconds[n]!
        print(
            "one line: \(n) properties \(String(format: "%.2f", seconds[n]!)) s of server CPU, \(4 * n): \(String(format: "%.2f", seconds[4 * n]!)) s, ratio \(String(format: "%.1f", ratio))"
        )
        XCTAssertLessThan(ratio, 8, "four times the properties on one line took \(ratio) times as long: quadratic somewhere")
    }

    /// The issue's shape, smaller: a diagnostic per word, published capped, errors only.
    func testTheDiagnosticsOfOneLineOfWordsAreCapped() throws {
        let count = 1_500
        let server = try Self.start(Self.words(count))
        let diagnostics = server.diagnostics(version: 1, timeout: 60)?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.count, DiagnosticLimit.maxPerDocument + 1)
        XCTAssertTrue(diagnostics.dropLast().allSatisfy { $0["severity"]?.intValue == 1 }, "errors first")
        let summary = diagnostics.last
        XCTAssertEqual(summary?["code"]?.stringValue, "too-many-diagnostics")
        XCTAssertTrue(
            summary?["message"]?.stringValue?.hasSuffix("not shown (\(count - DiagnosticLimit.maxPerDocument) errors); cdm reports the first 1000 of a file") ?? false,
            "\(String(describing: summary))")
        XCTAssertNotNil(server.request(2, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]], timeout: 60)?["result"])
    }

    /// `cdm check`, text and JSON: the first thousand and the summary, last; the exit status counts
    /// every error, shown or not.
    func testCheckPrintsTheFirstThousandAndHowManyMore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdm-one-line-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("OneLine.cdm")
        try Self.words(1_200).write(to: file, atomically: true, encoding: .utf8)

        let text = try check([file.path])
        XCTAssertEqual(text.status, 1)
        let lines = text.output.split(separator: "\n")
        XCTAssertEqual(lines.count, DiagnosticLimit.maxPerDocument + 1)
        XCTAssertTrue(
            lines.last?.hasSuffix("error: 200 more diagnostics not shown (200 errors); cdm reports the first 1000 of a file [too-many-diagnostics]") ?? false,
            "\(lines.last ?? "")")

        let json = try check(["--format", "json", file.path])
        XCTAssertEqual(json.status, 1)
        let records = try JSONValue(parsing: Array(json.output.utf8)).arrayValue ?? []
        XCTAssertEqual(records.count, DiagnosticLimit.maxPerDocument + 1)
        XCTAssertEqual(records.last?["code"]?.stringValue, "too-many-diagnostics")
        XCTAssertEqual(records.last?["severity"]?.stringValue, "error")
    }

    func check(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = ServerProcess.binary
        process.arguments = ["check"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The issue's size, a line of 5 MB, in the slow group: in a release build (`CDM_BINARY`); the
/// debug build, which the slow group runs, takes 1 MB (its client reads an outline of 20 MB of JSON).
final class OneLongLineScaleTests: XCTestCase {
    override func setUpWithError() throws { try TestScale.requireSlowRun() }

    func testALineOfMegabytesIsAnsweredAndItsDiagnosticsCapped() throws {
        let target = isDebugBuild && ProcessInfo.processInfo.environment["CDM_BINARY"] == nil ? 1 << 20 : 5 << 20
        var count = 10_000
        while OneLongLineTests.properties(count).utf8.count < target { count += count / 2 }
        let run = try OneLongLineTests.serve(OneLongLineTests.properties(count), timeout: 300)
        print("one line of \(OneLongLineTests.properties(count).utf8.count >> 10) KB, \(count) properties: \(String(format: "%.1f", run.seconds)) s of server CPU")
        XCTAssertEqual(run.diagnostics.count, DiagnosticLimit.maxPerDocument + 1)
        XCTAssertEqual(run.diagnostics.last?["code"]?.stringValue, "too-many-diagnostics")
        XCTAssertEqual(run.answers["textDocument/documentSymbol"]?[1]?["children"]?.arrayValue?.count, count)
        XCTAssertNotNil(run.answers["textDocument/semanticTokens/full"]?["data"])
        XCTAssertNil(run.answers["hover"]?["error"])
        XCTAssertLessThan(run.seconds, 120)
    }
}
