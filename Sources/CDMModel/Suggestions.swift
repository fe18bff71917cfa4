// "Did you mean" suggestions by edit distance, for unknown types, destinations, modifiers and arguments.

enum Suggestions {
    /// The candidate closest to `name`, if it is close enough to be a likely typo.
    ///
    /// Case is ignored. Close enough: an edit distance (with adjacent swaps) of at most a third of
    /// the longer name, between 1 and 3; failing that, the one candidate that `name` (3 letters
    /// or more) begins, as `dict` begins `dictionary`. The answer does not depend on the order of
    /// `candidates`: ties go to the alphabetically first.
    ///
    /// It runs once per unknown name over every entity of the model, so it rejects most
    /// candidates by length and by letter counts before computing a distance, and allocates its
    /// buffers once per call.
    static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let query = folded(name)
        var queryCounts = [Int32](repeating: 0, count: 64)
        for b in query { queryCounts[bucket(b)] += 1 }
        var counts = [Int32](repeating: 0, count: 64)
        var buffers = DistanceBuffers()
        var c: [UInt8] = []
        var best: (name: String, distance: Int)?
        var prefixed: String?
        var prefixedCount = 0
        for candidate in candidates where candidate != name {
            let n = candidate.utf8.count
            let limit = max(1, min(3, max(query.count, n) / 3))
            let canBePrefixed = query.count >= 3 && n > query.count
            if abs(n - query.count) > limit && !canBePrefixed { continue }
            c.removeAll(keepingCapacity: true)
            for b in candidate.utf8 { c.append(b >= 0x41 && b <= 0x5A ? b + 0x20 : b) }
            if c == query {
                // The same name in another case: the best possible answer.
                if best == nil || best!.distance > 0 || candidate < best!.name { best = (candidate, 0) }
                continue
            }
            if canBePrefixed && c.starts(with: query) {
                prefixedCount += 1
                if prefixed == nil || candidate < prefixed! { prefixed = candidate }
            }
            guard abs(n - query.count) <= limit else { continue }
            // Each edit changes the letter counts by at most 2, so this bounds the distance from below.
            for b in c { counts[bucket(b)] += 1 }
            var difference = 0
            for i in 0..<64 where counts[i] != queryCounts[i] { difference += abs(Int(counts[i]) - Int(queryCounts[i])) }
            for b in c { counts[bucket(b)] = 0 }
            if (difference + 1) / 2 > limit { continue }
            let d = distance(query, c, limit: limit, &buffers)
            if d <= limit, best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
                best = (candidate, d)
            }
        }
        if let best { return best.name }
        return prefixedCount == 1 ? prefixed : nil
    }

    /// The UTF-8 bytes of `s` with ASCII letters in lower case (names are ASCII; others compare as written).
    static func folded(_ s: String) -> [UInt8] {
        s.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    /// A counting bucket per lower-case letter and digit; everything else shares the last ones.
    @inline(__always)
    private static func bucket(_ b: UInt8) -> Int {
        switch b {
        case 0x61...0x7A: return Int(b - 0x61)
        case 0x30...0x39: return 26 + Int(b - 0x30)
        case 0x5F: return 36
        default: return 37 + Int(b % 27)
        }
    }

    struct DistanceBuffers {
        var prev2: [Int] = []
        var prev: [Int] = []
        var cur: [Int] = []
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent swaps), giving up above `limit`.
    /// Only the band of cells within `limit` of the diagonal is computed: O(length × limit), so two
    /// 100,000-character names cost a few hundred thousand steps, not ten billion.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var buffers = DistanceBuffers()
        return distance(a, b, limit: limit, &buffers)
    }

    static func distance(_ a0: [UInt8], _ b0: [UInt8], limit: Int, _ buffers: inout DistanceBuffers) -> Int {
        // A common prefix and suffix cost nothing: compare only what lies between.
        var start = 0
        while start < a0.count && start < b0.count && a0[start] == b0[start] { start += 1 }
        var endA = a0.count
        var endB = b0.count
        while endA > start && endB > start && a0[endA - 1] == b0[endB - 1] {
            endA -= 1
            endB -= 1
        }
        let a = a0[start..<endA]
        let b = b0[start..<endB]
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if abs(a.count - b.count) > limit { return limit + 1 }
        let width = b.count + 1
        let outside = limit + 1
        buffers.prev2.removeAll(keepingCapacity: true)
        buffers.prev2.append(contentsOf: repeatElement(0, count: width))
        buffers.cur.removeAll(keepingCapacity: true)
        buffers.cur.append(contentsOf: repeatElement(0, count: width))
        buffers.prev.removeAll(keepingCapacity: true)
        buffers.prev.append(contentsOf: 0..<width)
        let a1 = a.startIndex - 1
        let b1 = b.startIndex - 1
        for i in 1...a.count {
            // Cells farther than `limit` from the diagonal exceed it: mark the band's edges so.
            let lo = max(1, i - limit)
            let hi = min(b.count, i + limit)
            buffers.cur[0] = i
            if lo > 1 { buffers.cur[lo - 1] = outside }
            if hi < b.count { buffers.cur[hi + 1] = outside }
            var rowMin = lo == 1 ? i : outside
            for j in lo...hi {
                let cost = a[a1 + i] == b[b1 + j] ? 0 : 1
                var v = min(buffers.prev[j] + 1, buffers.cur[j - 1] + 1, buffers.prev[j - 1] + cost)
                if i > 1 && j > 1 && a[a1 + i] == b[b1 + j - 1] && a[a1 + i - 1] == b[b1 + j] { v = min(v, buffers.prev2[j - 2] + 1) }
                buffers.cur[j] = v
                rowMin = min(rowMin, v)
            }
            if rowMin > limit { return limit + 1 }
            swap(&buffers.prev2, &buffers.prev)
            swap(&buffers.prev, &buffers.cur)
        }
        return buffers.prev[b.count]
    }
}

/// "Did you mean" for one analysis. It remembers the answer for each name asked again (a
/// misspelt type used in fifty places is looked up once) and caps the comparisons one file may
/// cost, so that a model of thousands of entities with thousands of unknown names still checks
/// in well under a second on every keystroke; past the cap, unknown names get no suggestion.
struct Suggester {
    /// Candidate comparisons per analysis: a few hundredths of a second in a release build. (A
    /// task-local value so that tests can cross it with small files.)
    @TaskLocal static var budget = 500_000
    /// Comparisons made.
    private(set) var spent = 0
    /// Comparisons asked for, made or refused: what this part of the file costs a whole analysis
    /// (the incremental analyzer adds these up to tell when a whole analysis would run out).
    private(set) var demanded = 0
    /// Comparisons this suggester may make: less than the budget when a file's parts share it.
    var allowance = Suggester.budget
    /// Whether a comparison was refused for want of allowance (the answer may differ with more).
    private(set) var refusedAny = false
    private var memo: [String: String?] = [:]

    /// The nearest of `candidates` to `name`; `context` names the candidate list (the same
    /// context must always come with the same candidates). `count` is the candidates' count:
    /// they are gathered only when compared.
    mutating func nearest<C: Collection<String>>(to name: String, count: Int, context: String, candidates: () -> C) -> String? {
        let key = context + "\u{0}" + name
        if let known = memo[key] { return known }
        demanded += count
        guard count <= 64 || spent + count <= allowance else {
            refusedAny = true
            memo[key] = .some(nil)
            return nil
        }
        spent += count
        let answer = Suggestions.nearest(to: name, in: candidates())
        memo[key] = answer
        return answer
    }
}
