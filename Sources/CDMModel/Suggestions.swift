// "Did you mean" suggestions by edit distance, for unknown types, destinations, modifiers and arguments.

enum Suggestions {
    /// The candidate closest to `name`, if it is close enough to be a likely typo.
    static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lower = folded(name)
        var best: (String, Int)?
        // A clipped word (`dict` for `dictionary`) is too far by edit distance: take the one
        // candidate it begins, when there is exactly one.
        var prefixed: [String] = []
        // Called with every entity name for each unknown type: skip by length before any work.
        var c: [UInt8] = []
        for candidate in candidates where candidate != name {
            let n = candidate.utf8.count
            if n + 3 < lower.count || (n > lower.count + 3 && lower.count < 3) { continue }
            c.removeAll(keepingCapacity: true)
            for b in candidate.utf8 { c.append(b >= 0x41 && b <= 0x5A ? b + 0x20 : b) }
            if c == lower { return candidate }
            if lower.count >= 3 && c.count > lower.count && c.starts(with: lower) { prefixed.append(candidate) }
            let limit = max(1, min(3, max(lower.count, c.count) / 3))
            guard abs(c.count - lower.count) <= limit else { continue }
            let d = distance(lower, c, limit: limit)
            if d <= limit, best == nil || d < best!.1 || (d == best!.1 && candidate < best!.0) {
                best = (candidate, d)
            }
        }
        if best == nil && prefixed.count == 1 { return prefixed[0] }
        return best?.0
    }

    /// The UTF-8 bytes of `s` with ASCII letters in lower case (names are ASCII; others compare as written).
    static func folded(_ s: String) -> [UInt8] {
        s.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent swaps), giving up above `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            var rowMin = cur[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                cur[j] = v
                rowMin = min(rowMin, v)
            }
            if rowMin > limit { return limit + 1 }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }
}
