// Timing, percentiles and memory readings for the benchmark.

import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

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

/// The memory of a process (this one when `pid` is nil) in kilobytes, now and at its peak; nil where
/// it cannot be measured, which the report prints as "not measured", never as 0 MB.
/// Linux: `VmRSS` and `VmHWM` of `/proc/PID/status`. Darwin has no /proc: the physical footprint and
/// its lifetime maximum from `proc_pid_rusage` (libproc.h: `int proc_pid_rusage(int pid, int flavor,
/// rusage_info_t *buffer)`, `rusage_info_t` being `void *`; sys/resource.h: `RUSAGE_INFO_V4`, and
/// `struct rusage_info_v4`'s `uint64_t ri_phys_footprint` and `ri_lifetime_max_phys_footprint`, in
/// bytes), the figure Xcode and Activity Monitor show as a process's memory.
func memoryKilobytes(pid: Int32? = nil) -> (current: Int, peak: Int)? {
    #if canImport(Darwin)
        var info = rusage_info_v4()
        let status = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) { proc_pid_rusage(pid ?? getpid(), RUSAGE_INFO_V4, $0) }
        }
        guard status == 0 else { return nil }
        return (Int(info.ri_phys_footprint / 1024), Int(info.ri_lifetime_max_phys_footprint / 1024))
    #elseif canImport(Glibc)
        let path = pid.map { "/proc/\($0)/status" } ?? "/proc/self/status"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
                return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
            }
            return nil
        }
        guard let current = field("VmRSS"), let peak = field("VmHWM") else { return nil }
        return (current, peak)
    #else
        return nil
    #endif
}

/// Megabytes for the report: "not measured" where the figure could not be read.
func megabytes(_ kilobytes: Int?) -> String { kilobytes.map { "\($0 / 1024) MB" } ?? "not measured" }

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
    #if canImport(Darwin)
        getrusage(RUSAGE_CHILDREN, &usage)
    #elseif canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #endif
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return (ms(usage.ru_utime), ms(usage.ru_stime))
}

/// The load averages (1, 5 and 15 minutes): how busy the machine was while measuring.
func loadAverage() -> String {
    // getloadavg(3) is in both C libraries (stdlib.h): no /proc/loadavg, which Darwin lacks.
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "not measured" }
    return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
}
