// `inParallel(parts:)` gives every part's result once, in the parts' order, whichever thread ran it and in whatever order the parts finished.

import CDMSyntax
import Foundation
import XCTest

final class InParallelTests: XCTestCase {
    func testPartsComeBackInOrderOnceEach() {
        XCTAssertEqual(inParallel(parts: 0) { $0 }, [])
        XCTAssertEqual(inParallel(parts: 1) { $0 * 10 }, [0])
        // Parts of unequal length, the early ones longest, so that they finish out of order.
        let ran = Counter()
        let results = inParallel(parts: 64) { k -> [Int] in
            ran.add()
            var sum = 0
            for i in 0..<((64 - k) * 2_000) { sum &+= i }
            return [k, sum]
        }
        XCTAssertEqual(results.map { $0[0] }, Array(0..<64))
        XCTAssertEqual(results.map { $0[1] }, (0..<64).map { k in (0..<((64 - k) * 2_000)).reduce(0, &+) })
        XCTAssertEqual(ran.value, 64, "each part ran once")
    }
}

/// A count that several threads add to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
