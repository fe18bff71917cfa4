// Shared by the hardening tests: bounded runs (time, memory, stack), in-process and over-pipes servers.

import CDMProtocol
import Foundation
import XCTest

@testable import CDMServer

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

/// The memory of a process in MB, now and at its peak. Linux: `VmRSS` and `VmHWM` of
/// `/proc/PID/status`. Darwin has no /proc: the physical footprint and its lifetime maximum from
/// `proc_pid_rusage` (libproc.h: `int proc_pid_rusage(int pid, int flavor, rusage_info_t *buffer)`,
/// `rusage_info_t` being `void *`; sys/resource.h: `RUSAGE_INFO_V4`, and `struct rusage_info_v4`'s
/// `uint64_t ri_phys_footprint` and `ri_lifetime_max_phys_footprint`, in bytes), the figure Xcode
/// and Activity Monitor show as a process's memory.
struct ProcessMemory {
    var rss: Double
    var peak: Double

    struct NotMeasured: Error, CustomStringConvertible {
        var pid: Int32
        var description: String { "cannot measure the memory of process \(pid) on this platform: no figure, no bound checked" }
    }

    /// The memory of `pid`; throws (failing the test) where it cannot be read, so that a bound is
    /// never passed by reading nothing.
    init(pid: Int32) throws {
        #if canImport(Darwin)
            var info = rusage_info_v4()
            let status = withUnsafeMutablePointer(to: &info) {
                $0.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) { proc_pid_rusage(pid, RUSAGE_INFO_V4, $0) }
            }
            guard status == 0 else { throw NotMeasured(pid: pid) }
            rss = Double(info.ri_phys_footprint) / 1_048_576
            peak = Double(info.ri_lifetime_max_phys_footprint) / 1_048_576
        #elseif canImport(Glibc)
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { throw NotMeasured(pid: pid) }
            func field(_ name: String) throws -> Double {
                guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
                    let kb = line.split(separator: " ").compactMap({ Double($0) }).first
                else { throw NotMeasured(pid: pid) }
                return kb / 1024
            }
            rss = try field("VmRSS")
            peak = try field("VmHWM")
        #else
            throw NotMeasured(pid: pid)
        #endif
    }
}

/// The stack of a Darwin GCD worker thread, the smallest any of cdm's work runs on (Linux gives
/// its workers about 8 MB, Darwin 512 KB): input-deepened recursion that fits in it fits everywhere.
let smallestStack = 512 * 1024

/// Runs work under limits: on its own thread with a Darwin GCD worker's 512 KB stack (so recursion
/// the input can deepen crashes the test run instead of passing), measuring the time and the peak
/// growth of the process's resident memory while it runs.
enum Bounded {
    struct Measurement {
        var seconds: Double
        /// Peak resident memory during the run minus the resident memory before it, in MB.
        var peakGrowthMB: Double
    }

    /// This process's resident memory in MB (`ProcessMemory`), nil where it cannot be measured.
    static func residentMB() -> Double? { try? ProcessMemory(pid: getpid()).rss }

    /// Runs `work`, failing the test if it takes longer than `seconds` or grows memory by more
    /// than `memoryMB`; returns its result (nil when it did not finish in time).
    @discardableResult
    static func run<T>(_ what: String, seconds: Double, memoryMB: Double, file: StaticString = #filePath, line: UInt = #line, _ work: @escaping () -> T) -> T? {
        let box = ResultBox<T>()
        let job = Unchecked(work)
        guard let before = residentMB() else {
            XCTFail("\(what): \(ProcessMemory.NotMeasured(pid: getpid()))", file: file, line: line)
            return nil
        }
        let started = Date()
        let thread = Thread {
            let value = job.value()
            box.finish(value)
        }
        thread.stackSize = smallestStack
        thread.start()
        var peak = before
        while !box.wait(milliseconds: 5) {
            peak = max(peak, residentMB() ?? peak)
            if Date().timeIntervalSince(started) > seconds {
                XCTFail("\(what) did not finish within \(seconds) s", file: file, line: line)
                return nil
            }
        }
        peak = max(peak, residentMB() ?? peak)
        let m = Measurement(seconds: Date().timeIntervalSince(started), peakGrowthMB: peak - before)
        XCTAssertLessThanOrEqual(m.peakGrowthMB, memoryMB, "\(what) grew memory by \(Int(m.peakGrowthMB)) MB", file: file, line: line)
        lastMeasurement = m
        if ProcessInfo.processInfo.environment["CDM_HARDENING_VERBOSE"] != nil {
            print("hardening: \(what): \(String(format: "%.2f", m.seconds)) s, peak +\(Int(m.peakGrowthMB)) MB")
        }
        return box.value
    }

    /// Hands a value to another thread (the test waits for it, so nothing runs concurrently).
    struct Unchecked<V>: @unchecked Sendable {
        let value: V
        init(_ value: V) { self.value = value }
    }

    nonisolated(unsafe) static var lastMeasurement = Measurement(seconds: 0, peakGrowthMB: 0)

    final class ResultBox<T>: @unchecked Sendable {
        private let condition = NSCondition()
        private(set) var value: T?
        private var done = false

        func finish(_ value: T) {
            condition.lock()
            self.value = value
            done = true
            condition.broadcast()
            condition.unlock()
        }

        func wait(milliseconds: Int) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            if !done { _ = condition.wait(until: Date().addingTimeInterval(Double(milliseconds) / 1000)) }
            return done
        }
    }
}

/// Whether this is a debug build (sizes and time limits are scaled for it).
#if DEBUG
    let isDebugBuild = true
#else
    let isDebugBuild = false
#endif

/// An in-process server session: JSON in, JSON out, no pipes.
final class InProcessSession {
    let sink = InMemoryMessageSink()
    let server: LanguageServer
    private var nextID = 100
    private var seen = 0
    private(set) var messages: [JSONValue] = []

    init(positionEncodings: [String] = ["utf-16"]) {
        server = LanguageServer(output: sink)
        server.handle([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["capabilities": ["general": ["positionEncodings": .array(positionEncodings.map { .string($0) })]], "initializationOptions": ["generateOnSave": false]],
        ])
        server.handle(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    }

    @discardableResult
    func drain() -> ArraySlice<JSONValue> {
        let bodies = sink.bodies
        let start = messages.count
        for body in bodies[seen...] { messages.append((try? JSONValue(parsing: body)) ?? .null) }
        seen = bodies.count
        return messages[start...]
    }

    func open(_ text: String, uri: String = "file:///hostile/Model.cdm", version: Int = 1) {
        server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": .string(uri), "languageId": "cdm", "version": .int(version), "text": .string(text)]],
        ])
    }

    func change(_ uri: String = "file:///hostile/Model.cdm", version: Int, _ changes: [JSONValue]) {
        server.handle([
            "jsonrpc": "2.0", "method": "textDocument/didChange", "params": ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)],
        ])
    }

    /// Sends a request and returns its response (nil if none came).
    func request(_ method: String, _ params: JSONValue) -> JSONValue? {
        let id = nextID
        nextID += 1
        drain()
        server.handle(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return drain().first { $0["id"]?.intValue == id && $0["method"] == nil }
    }

    /// The last diagnostics published for `uri`.
    func published(_ uri: String = "file:///hostile/Model.cdm") -> JSONValue? {
        drain()
        return messages.last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }?["params"]
    }
}

/// A `cdm lsp` process spoken to over pipes, with a reader thread that frames what it writes.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let stdin = Pipe()
    let stdout = Pipe()
    private let condition = NSCondition()
    private var messages: [JSONValue] = []
    private(set) var ended = false

    /// The `cdm` binary: `CDM_BINARY` when set (the soak runs a release build), else the one built
    /// next to the test bundle.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["CDM_BINARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let bundle = Bundle(for: ServerProcess.self).bundleURL
        let candidates = [bundle.appendingPathComponent("cdm"), bundle.deletingLastPathComponent().appendingPathComponent("cdm")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { "the cdm binary is not built at \(ServerProcess.binary.path); run `swift build` before `swift test`" }
    }

    var pid: Int32 { process.processIdentifier }

    /// With `readingOutput` false nothing reads the server's stdout (a client that will vanish
    /// closes it for real: no thread stays blocked reading it).
    init(arguments: [String] = ["lsp"], readingOutput: Bool = true) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { throw MissingBinary() }
        MessageWriter.ignoreSIGPIPE()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard readingOutput else { return }
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

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Writes to the server's stdin; a server that died (a trap) fails the test, not the test run:
    /// SIGPIPE is ignored and the write error dropped.
    func sendRaw(_ bytes: [UInt8]) {
        try? stdin.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    func sendRaw(_ text: String) { sendRaw(Array(text.utf8)) }

    func send(_ message: JSONValue) {
        sendRaw(MessageWriter.frame(message.serialized()))
    }

    func sendBody(_ body: String) {
        sendRaw(MessageWriter.frame(Array(body.utf8)))
    }

    func request(_ id: Int, _ method: String, _ params: JSONValue, timeout: TimeInterval = 10) -> JSONValue? {
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return response(id, timeout: timeout)
    }

    func response(_ id: Int, timeout: TimeInterval = 10) -> JSONValue? {
        wait(timeout: timeout) { $0["id"]?.intValue == id && $0["method"] == nil }
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Starts a session: initialize, initialized.
    func initialize() -> JSONValue? {
        let answer = request(1, "initialize", ["processId": .null, "capabilities": [:], "initializationOptions": ["generateOnSave": false]])
        notify("initialized", [:])
        return answer
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

    /// Every message received and not consumed yet.
    func pending() -> [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return messages
    }

    func diagnostics(version: Int, timeout: TimeInterval = 10) -> JSONValue? {
        wait(timeout: timeout) { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["version"]?.intValue == version }?["params"]
    }

    func closeInput() { try? stdin.fileHandleForWriting.close() }

    /// Waits for the process to end and returns its status (nil on timeout, after killing it).
    func exitStatus(timeout: TimeInterval = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// The server's resident memory in MB; throws where it cannot be measured.
    var residentMB: Double { get throws { try ProcessMemory(pid: pid).rss } }
}

/// Builders of large, regular models.
enum Models {
    /// `count` entities of a few properties each, related in pairs with inverses.
    static func large(entities count: Int) -> String {
        var out = "model Large\n\n"
        out.reserveCapacity(count * 200)
        for i in 0..<count {
            let partner = i ^ 1
            out += """
                /// Entity number \(i).
                entity E\(i) {
                  name: String @length(1...80)
                  count: Int32 = 0 @range(0...1000)
                  created: Date?
                  tags: [E\(partner)] @inverse(tagged)
                  tagged: [E\(partner)] @inverse(tags)
                  unique(name)
                }


                """
        }
        return out
    }
}
