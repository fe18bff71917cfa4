// Helpers every fuzz harness shares: reading structure out of the fuzzer's bytes, and failing loudly.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops the run with a message: libFuzzer saves the input that caused it as a crash artifact.
func fuzzFail(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    let text = Array("fuzz invariant failed (\(file):\(line)): \(message)\n".utf8)
    _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
}

/// Checks an invariant; on failure prints `message` and aborts.
@inline(__always)
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if !condition() { fuzzFail(message(), file: file, line: line) }
}

/// Reads numbers and byte strings from the front of the fuzzer's input; past the end it yields zeros.
struct FuzzInput {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A value in `0..<bound` from one or two bytes.
    mutating func int(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let raw = bound > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return raw % bound
    }

    /// Up to `maxCount` bytes, as many as the next byte says.
    mutating func chunk(maxCount: Int) -> [UInt8] {
        let n = min(Int(byte()) % (maxCount + 1), bytes.count - min(position, bytes.count))
        defer { position += n }
        return Array(bytes[position..<(position + n)])
    }

    /// Everything not read yet.
    mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}

/// SplitMix64, so a harness can derive more choices from a hash of its input.
struct FuzzRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// FNV-1a of the input, a seed for `FuzzRandom`.
func fuzzHash(_ bytes: [UInt8]) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
}

/// The fuzzer's input as an array.
func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

/// A wrong result that harms no one (the formatter refusing its own layout leaves the text as it
/// was): saved under `$CDM_FUZZ_FINDINGS`, one file per distinct `key` (by default the input) and
/// at most 40 per kind, and reported once, so the run goes on looking for crashes. With
/// `CDM_FUZZ_STRICT=1` it stops the run like a crash.
func fuzzSoftFailure(_ kind: String, _ message: @autoclosure () -> String, input: [UInt8], key: String? = nil, file: StaticString = #file, line: UInt = #line) {
    if getenv("CDM_FUZZ_STRICT").map({ String(cString: $0) == "1" }) == true {
        fuzzFail("\(kind): \(message())", file: file, line: line)
    }
    guard let dir = getenv("CDM_FUZZ_FINDINGS").map({ String(cString: $0) }), !dir.isEmpty else { return }
    softFindings[kind, default: 0] += 1
    if softFindings[kind]! > 40 { return }
    let path = "\(dir)/\(kind)-\(String(fuzzHash(key.map { Array($0.utf8) } ?? input), radix: 16))"
    if access(path, F_OK) == 0 { return }
    guard let f = fopen(path, "wb") else { return }
    _ = input.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
    fclose(f)
    let note = Array("fuzz: soft finding \(kind): \(message()) → \(path)\n".utf8)
    _ = note.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// How many soft findings of each kind this process saw.
nonisolated(unsafe) var softFindings: [String: Int] = [:]
