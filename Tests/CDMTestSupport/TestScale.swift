// The two sizes of the test suite: a quick default for every commit, and the slow group CI runs with CDM_SLOW_TESTS=1.

import Foundation
import XCTest

/// `swift test` runs the quick suite: every test, with the randomised ones doing fewer rounds and the
/// hostile-document and soak classes skipped. `CDM_SLOW_TESTS=1 swift test` (what CI runs too) runs
/// the slow group as well, at full size. Nothing is covered only by the slow group's extra rounds
/// that the quick rounds do not touch; they look longer for rarer failures.
public enum TestScale {
    /// Whether this run includes the slow group (`CDM_SLOW_TESTS=1`).
    public static let isSlowRun: Bool = ProcessInfo.processInfo.environment["CDM_SLOW_TESTS"] == "1"

    /// Skips the calling test unless the slow group runs; call it from `setUpWithError` of a slow class.
    public static func requireSlowRun() throws {
        guard isSlowRun else {
            throw XCTSkip("slow group: runs in CI, and locally with CDM_SLOW_TESTS=1 swift test")
        }
    }

    /// `full` in the slow run, `quick` otherwise.
    public static func rounds<T>(quick: T, full: T) -> T { isSlowRun ? full : quick }
}
