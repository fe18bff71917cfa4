// Timing, percentiles and memory readings for the benchmark.

import Foundation

/// A monotonic clock in nanoseconds.
@inline(__always)
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Milliseconds between two readings of `now()`.
func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end - start) / 1_000_000 }

/// Latencies in milliseconds, summarised by percentiles.
struct Samples: Sendable {
    var values: [Double] = []

    mutating func add(_ ms: Double) { values.append(ms) }

    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = max(0, min(sorted.count - 1, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1))
        return sorted[rank]
    }

    var p50: Double { percentile(50) }
    var p95: Double { percentile(95) }
    var median: Double { p50 }
    var count: Int { values.count }
}

/// Runs `body` `times` times; returns the median and the fastest duration in milliseconds and the
/// last result (each result is freed before the next run starts, outside the timing).
func medianTime<T>(_ times: Int, _ body: () -> T) -> (ms: Double, fastest: Double, result: T) {
    var samples = Samples()
    var last: T?
    for _ in 0..<times {
        last = nil
        let start = now()
        let result = body()
        let end = now()
        samples.add(milliseconds(start, end))
        last = result
    }
    return (samples.median, samples.percentile(0), last!)
}

/// A field of `/proc/PID/status` in kilobytes (`VmHWM` is the peak resident set, `VmRSS` the current one).
func statusKilobytes(_ field: String, pid: Int32? = nil) -> Int? {
    let path = pid.map { "/proc/\($0)/status" } ?? "/proc/self/status"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
    return nil
}

/// Formats a number of milliseconds for the table.
func ms(_ v: Double) -> String {
    if v.isNaN { return "–" }
    if v < 10 { return String(format: "%.3f", v) }
    if v < 1000 { return String(format: "%.1f", v) }
    return String(format: "%.0f", v)
}

/// CPU time (user, system) in milliseconds used so far by the children this process waited for.
func childrenCPU() -> (user: Double, system: Double) {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return (ms(usage.ru_utime), ms(usage.ru_stime))
}

/// The load averages (1, 5 and 15 minutes): how busy the machine was while measuring.
func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}
