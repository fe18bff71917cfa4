// A printed (not asserted) throughput check for the JSON parser and serializer.

import CDMProtocol
import Foundation
import XCTest

final class ThroughputTests: XCTestCase {
  /// A ~300 KB message shaped like real LSP traffic: a didOpen with a large escaped text,
  /// plus a completion list and semantic tokens.
  private func makeMessage() -> [UInt8] {
    var line = "entity Person {\n  attribute name: String \"quoted\" // comment é 😀\n}\n"
    line = String(repeating: line, count: 1500)
    let items: [JSONValue] = (0..<600).map { i in
      [
        "label": .string("item\(i)"), "kind": .int(i % 25 + 1),
        "detail": "Detail text for item \(i)",
        "documentation": ["kind": "markdown", "value": .string("**Item** \(i) docs")],
        "sortText": .string(String(format: "%05d", i)),
        "data": ["uri": "file:///w/Model.cdm", "n": .int(i)],
      ]
    }
    let tokens = JSONValue.array((0..<20_000).map { .int($0 % 97) })
    let message: JSONValue = [
      "jsonrpc": "2.0", "id": 1, "method": "textDocument/didOpen",
      "params": [
        "textDocument": [
          "uri": "file:///w/Model.cdm", "languageId": "cdm", "version": 1, "text": .string(line),
        ],
        "items": .array(items), "tokens": tokens, "ratio": 0.25,
      ],
    ]
    return message.serialized()
  }

  func testParseAndSerializeThroughput() throws {
    let bytes = makeMessage()
    let size = Double(bytes.count)
    let parsed = try JSONValue(parsing: bytes)
    XCTAssertEqual(parsed.serialized(), bytes)

    #if DEBUG
      let iterations = 5
    #else
      let iterations = 200
    #endif

    let parse = measureRate(bytes: bytes.count, iterations: iterations) {
      _ = try? JSONValue(parsing: bytes)
    }
    let serialize = measureRate(bytes: bytes.count, iterations: iterations) {
      _ = parsed.serialized()
    }
    print(
      String(
        format: "JSON throughput (%.0f KB message × %d): parse %.1f MB/s (CPU time; %.1f wall), "
          + "serialize %.1f MB/s (CPU time; %.1f wall)",
        size / 1000, iterations, parse.cpu, parse.wall, serialize.cpu, serialize.wall))
  }

  /// Runs `body` `iterations` times in 5 rounds; returns MB/s for the best round, by this
  /// process's CPU time (robust against other load on the machine) and by wall-clock time.
  private func measureRate(bytes: Int, iterations: Int, _ body: () -> Void) -> (
    cpu: Double, wall: Double
  ) {
    let rounds = 5
    let perRound = max(1, iterations / rounds)
    var bestCPU = Double.infinity
    var bestWall = Double.infinity
    for _ in 0..<rounds {
      let wall0 = Date()
      let cpu0 = cpuSeconds()
      for _ in 0..<perRound { body() }
      bestCPU = min(bestCPU, cpuSeconds() - cpu0)
      bestWall = min(bestWall, Date().timeIntervalSince(wall0))
    }
    let mb = Double(bytes * perRound) / 1_000_000
    return (mb / bestCPU, mb / bestWall)
  }

  private func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }
}
