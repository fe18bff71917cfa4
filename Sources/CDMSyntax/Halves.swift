// The one way the syntax and model layers use threads: two halves of a large file's work at once, and exact-size copies of what they keep.

import Foundation

/// Runs `first` and `second` at once on two threads (one after the other on a one-core machine)
/// and returns both results. The closures must not share anything they change.
public func inParallel<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    return withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            let results = ParallelResults<A, B>()
            let work = UncheckedClosures(first: first, second: second)
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                if i == 0 { results.first = work.first() } else { results.second = work.second() }
            }
            return (results.first!, results.second!)
        }
    }
}

/// The results of `inParallel`. Each thread writes its own property (one array of both would be
/// one variable written from two threads); `concurrentPerform` returns after both.
private final class ParallelResults<A, B>: @unchecked Sendable {
    var first: A?
    var second: B?
}

/// Two closures handed to two threads (`inParallel`): each runs on one thread only.
private struct UncheckedClosures<A, B>: @unchecked Sendable {
    let first: () -> A
    let second: () -> B
}

/// Whether there is a second core for `inParallel` to use.
public var canRunInParallel: Bool { ProcessInfo.processInfo.activeProcessorCount > 1 }

extension Array {
    /// An array of exactly `elements`, without spare capacity. (`Array(slice)` of a slice covering
    /// its whole buffer shares that buffer, spare capacity and all.)
    public init<C: Collection>(exactly elements: C) where C.Element == Element {
        self.init()
        reserveCapacity(elements.count)
        append(contentsOf: elements)
    }

    /// Drops spare capacity, copying the elements once (for arrays kept as long as a document).
    public mutating func shrinkToFit() {
        guard capacity > count else { return }
        self = Array(exactly: self)
    }
}
