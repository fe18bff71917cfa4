// The one way the syntax and model layers use threads: parts of a large file's work at once on the machine's cores, and exact-size copies of what they keep.

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

/// Runs `body` for each of `count` parts, on as many threads as there are cores, and returns the
/// results in order. A thread takes the next part when it has done one, so a core that runs
/// slower (shared with another process, or throttled) ends up with fewer parts than the other,
/// instead of the whole job waiting for its half. Each call of `body` must not share anything it
/// changes with another.
public func inParallel<T>(parts count: Int, _ body: (Int) -> T) -> [T] {
    guard count > 1 else { return count == 1 ? [body(0)] : [] }
    return withoutActuallyEscaping(body) { body in
        let results = PartResults<T>(count: count)
        let work = UncheckedPart(body: body)
        DispatchQueue.concurrentPerform(iterations: count) { i in results.slots[i] = work.body(i) }
        return results.slots.map { $0! }
    }
}

/// How many parts `count` units of work take in `inParallel(parts:)`: one below `threshold` or on a
/// one-core machine; otherwise at least two, none of fewer than `smallest` units, and at most
/// `mostParts`.
public func partCount(_ count: Int, threshold: Int, smallest: Int) -> Int {
    guard count >= threshold, canRunInParallel else { return 1 }
    return min(mostParts, max(2, count / smallest))
}

/// The most parts a large file's parse, build or string checks take. Measured on the reference
/// model (7 MB), paired, against 8: 16 took 0.95–0.97× the wall time of a cold check and 32 0.97×
/// of 16's; only two parts' node tables are alive at once, so more parts also lower the peak
/// (132.4 MB at 8, 129.7 at 32).
public let mostParts = 32

/// Part `k` of `parts` nearly equal parts of `0..<count`.
public func partRange(_ k: Int, of parts: Int, count: Int) -> Range<Int> { count * k / parts..<count * (k + 1) / parts }

/// The results of `inParallel(parts:)`: one slot per part, each written by the thread that ran it.
private final class PartResults<T>: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
}

/// A part's closure handed to several threads (`inParallel(parts:)`); each part runs once.
private struct UncheckedPart<T>: @unchecked Sendable {
    let body: (Int) -> T
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
