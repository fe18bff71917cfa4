// The most diagnostics reported for one document, as a compiler's error limit: the first ones, errors first, then one that says how many more.

import CDMSyntax

/// A document of 800,000 misspelt words has 800,000 diagnostics: printing them took `cdm check` 10 s,
/// and no editor shows them usefully. The edges that report (`cdm check`, text and JSON, and the
/// server's `publishDiagnostics`) keep `maxPerDocument` of them and add one `too-many-diagnostics`
/// saying how many were left out (docs/reliability.md, docs/diagnostics.md).
public enum DiagnosticLimit {
    /// The most diagnostics of one document reported, not counting the one that says how many more.
    public static let maxPerDocument = 1000

    /// `diagnostics` as reported: all of them when there are at most `limit`; otherwise the first
    /// `limit` by severity, then by their order in `diagnostics` (errors are kept before warnings
    /// where the limit cuts), in their order in `diagnostics`, followed by one `too-many-diagnostics`
    /// at the first one left out, as severe as the most severe one left out.
    public static func capped(_ diagnostics: [Diagnostic], limit: Int = maxPerDocument) -> [Diagnostic] {
        guard diagnostics.count > limit else { return diagnostics }
        // Indices by severity, stable (a counting sort: four severities), the first `limit` kept.
        var bySeverity: [[Int]] = [[], [], [], []]
        for (i, d) in diagnostics.enumerated() { bySeverity[min(max(d.severity.rawValue, 1), 4) - 1].append(i) }
        var kept = [Bool](repeating: false, count: diagnostics.count)
        var left = limit
        for indices in bySeverity {
            for i in indices.prefix(left) { kept[i] = true }
            left -= min(left, indices.count)
        }
        var out: [Diagnostic] = []
        out.reserveCapacity(limit + 1)
        var firstLeftOut: Diagnostic?
        var leftOut: [Severity: Int] = [:]
        for (i, d) in diagnostics.enumerated() {
            if kept[i] {
                out.append(d)
            } else {
                if firstLeftOut == nil { firstLeftOut = d }
                leftOut[d.severity, default: 0] += 1
            }
        }
        guard let first = firstLeftOut else { return out }
        out.append(summary(leftOut, at: first.range, limit: limit))
        return out
    }

    /// "799000 more diagnostics not shown (799000 errors); cdm reports the first 1000 of a file".
    static func summary(_ leftOut: [Severity: Int], at range: TextRange, limit: Int) -> Diagnostic {
        let total = leftOut.values.reduce(0, +)
        let counts = [Severity.error, .warning, .information, .hint].compactMap { severity -> String? in
            guard let n = leftOut[severity] else { return nil }
            return "\(n) \(severity.name)\(n == 1 || severity == .information ? "" : "s")"
        }
        var d = Diagnostic(
            .tooManyDiagnostics, "\(total) more diagnostic\(total == 1 ? "" : "s") not shown (\(counts.joined(separator: ", "))); cdm reports the first \(limit) of a file",
            at: TextRange.empty(at: range.start))
        d.severity = leftOut.keys.min() ?? .warning
        return d
    }
}
