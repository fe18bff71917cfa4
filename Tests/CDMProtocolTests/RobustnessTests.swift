// Hostile-input tests: random mutations of valid JSON and framing must never crash or hang.

import CDMProtocol
import XCTest

/// A small deterministic generator (SplitMix64) so failures are reproducible.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

final class RobustnessTests: XCTestCase {
  private let seed = Array(
    #"{"jsonrpc":"2.0","id":1,"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a.cdm","version":2},"contentChanges":[{"text":"entity A {\n  name: String \"q\" \u00e9 \ud83d\ude00\n}"}],"n":[-1.5e3,0,true,false,null]}}"#
      .utf8)

  private func mutate(_ bytes: [UInt8], _ rng: inout SplitMix) -> [UInt8] {
    var out = bytes
    let interesting: [UInt8] =
      Array(#"{}[]",:\u0123456789eE+-.tfn "#.utf8) + [0x00, 0x0A, 0xFF, 0xC3, 0xED]
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      guard !out.isEmpty else { break }
      let at = Int.random(in: 0..<out.count, using: &rng)
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: out[at] = interesting.randomElement(using: &rng) ?? 0
      case 1: out.remove(at: at)
      case 2: out.insert(interesting.randomElement(using: &rng) ?? 0, at: at)
      default: out = Array(out[..<at])  // truncate
      }
    }
    return out
  }

  func testMutatedJSONNeverCrashes() {
    var rng = SplitMix(state: 42)
    var parsed = 0
    var rejected = 0
    for _ in 0..<5000 {
      let input = mutate(seed, &rng)
      do {
        let value = try JSONValue(parsing: input)
        // Whatever parses must serialize to text that re-parses and re-serializes identically
        // (values may differ only as integral doubles becoming ints, e.g. -1.5e3 → -1500).
        let bytes = value.serialized()
        XCTAssertEqual(try JSONValue(parsing: bytes).serialized(), bytes)
        _ = RPCMessage(json: value)
        parsed += 1
      } catch let error as JSONParseError {
        XCTAssertTrue(
          (0...input.count).contains(error.offset), "offset \(error.offset) within input")
        rejected += 1
      } catch {
        XCTFail("unexpected error type \(error)")
      }
    }
    XCTAssertGreaterThan(parsed, 0)
    XCTAssertGreaterThan(rejected, 0)
  }

  func testRandomStreamsNeverCrashOrHang() {
    var rng = SplitMix(state: 7)
    let good = MessageWriter.frame(seed)
    for round in 0..<300 {
      var stream: [UInt8] = []
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        stream += Bool.random(using: &rng) ? good : mutate(good, &rng)
      }
      let reader = MessageReader(
        source: InMemoryByteSource(stream, chunkSize: Int.random(in: 1...64, using: &rng)),
        maxMessageSize: 4096,
        chunkSize: 32)
      var events = 0
      while reader.next() != .end {
        events += 1
        // Every event consumes at least one byte, so this bounds a non-terminating reader.
        if events > stream.count + 1 {
          return XCTFail("reader did not terminate in round \(round)")
        }
      }
    }
  }
}
