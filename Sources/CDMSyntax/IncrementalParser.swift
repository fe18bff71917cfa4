// Keeps a file's tree as top-level units and, after an edit, re-lexes and re-parses only the units it touches.

/// A file's syntax as a list of top-level units, updated edit by edit.
///
/// A *unit* is what the parser adds to the root at the top level: a declaration node, or trivia
/// and a `;`, and last the trailing trivia. Every unit but the last ends right after a significant
/// token, and the parser's state there depends only on the text that follows; so the file can be
/// parsed from any unit boundary, and a unit whose text is unchanged parses the same again.
///
/// Each unit records how far the lexer and parser looked while making it (`dependence`). After an
/// edit, units whose dependence ends before the edit are reused as they are; the parser restarts at
/// the first unit that looked at the edited bytes, and stops at the first unit boundary past the
/// edit that is also a boundary of the old tree: from there on the old units are reused, shifted.
/// The result is the tree and diagnostics a full parse of the new text gives (see the differential
/// test `IncrementalParserTests`).
public final class IncrementalParser {
    /// One top-level unit: its root children, length and diagnostics (offsets relative to its start).
    public struct Unit: Sendable {
        /// The root children of the unit: one declaration node, or trivia and a `;`, or the trailing trivia.
        public let elements: [SyntaxElement]
        public let length: Int
        /// Lexical diagnostics (unterminated strings and comments, invalid characters), relative to the unit.
        public let lexicalDiagnostics: [SyntaxDiagnostic]
        /// Parser diagnostics, relative to the unit.
        public let diagnostics: [SyntaxDiagnostic]
        /// The unit was made from the bytes `[start, start + dependence)`: an edit there reparses it.
        let dependence: Int

        /// The unit's declaration node, or nil for a `;` or the trailing trivia.
        public var node: SyntaxNode? {
            if elements.count == 1, case .node(let n) = elements[0] { return n }
            return nil
        }

        /// Whether the unit has any syntax diagnostic.
        public var hasDiagnostics: Bool { !lexicalDiagnostics.isEmpty || !diagnostics.isEmpty }
    }

    /// Which units an edit replaced: `removed` (indices before the edit) became `inserted` new units.
    public struct Splice: Sendable, Equatable {
        public let removed: Range<Int>
        public let inserted: Int

        public init(removed: Range<Int>, inserted: Int) {
            self.removed = removed
            self.inserted = inserted
        }
    }

    /// Supplies bytes of the current text.
    public typealias TextSource = (Range<Int>) -> [UInt8]

    /// The units, in order; the last one is the trailing trivia (possibly empty).
    public private(set) var units: [Unit] = []
    /// Where each unit starts, then the length of the text.
    public private(set) var starts: [Int] = [0]

    /// How many bytes a window of the text is lexed at once (the initial parse streams through the file).
    static let window = 64 << 10

    /// Parses `bytes` in full.
    public convenience init(bytes: [UInt8]) {
        self.init(count: bytes.count) { r in Array(bytes[r]) }
    }

    /// Parses a text of `count` bytes read through `text`, a window at a time. A large text is
    /// parsed in parts at once (`parseInHalves`); the result is the same.
    public init(count: Int, text: TextSource) {
        let parsed = Self.parseInHalves(total: count, text: text) ?? Self.parseUnits(from: 0, total: count, window: Self.window, text: text, expecting: count) { _ in false }
        units = parsed
        starts = Self.starts(of: parsed, from: 0)
    }

    /// Texts at least this long are parsed in parts on the machine's cores.
    public static let halvingThreshold = 256 << 10

    /// The units of a large text, its parts parsed at once on the machine's cores, or nil when the
    /// text is small or the machine has one core.
    ///
    /// Exact by construction: each part but the first starts after a `}` at the start of a line
    /// near where it should, and each part but the last stops when one of its units ends exactly
    /// where the next part starts. Parsing from a unit boundary gives the units a parse of the
    /// whole text gives from there (what every edit relies on). A part that never ends a unit at
    /// the next part's start reads on to the end of the text; the parts after it are dropped.
    static func parseInHalves(total: Int, text: TextSource) -> [Unit]? {
        guard let parts = parsedParts(total: total, text: text) else { return nil }
        var units: [Unit] = []
        units.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { units += part }
        return units
    }

    /// The tree of a large text parsed once and not edited (`cdm check`): what
    /// `IncrementalParser(count:text:).parsedFile` gives, made from the parts' units directly
    /// instead of joining them into a parser's list first.
    public static func parseFile(count: Int, text: TextSource) -> ParsedFile {
        guard let parts = parsedParts(total: count, text: text) else { return IncrementalParser(count: count, text: text).parsedFile }
        return file(of: parts.joined(), count: parts.reduce(0) { $0 + $1.count })
    }

    /// The units of each part of a large text parsed at once (`parseInHalves`), in order, up to the
    /// part that read on to the end; nil when the text is small or the machine has one core.
    private static func parsedParts(total: Int, text: TextSource) -> [[Unit]]? {
        let wanted = partCount(total)
        guard wanted > 1 else { return nil }
        var bounds = [0]
        for k in 1..<wanted {
            if let at = splitPoint(from: total * k / wanted, total: total, text: text), at > bounds[bounds.count - 1] { bounds.append(at) }
        }
        guard bounds.count > 1 else { return nil }
        bounds.append(total)
        let parts = inParallel(parts: bounds.count - 1) { k in
            let end = bounds[k + 1]
            return parseUnits(from: bounds[k], total: total, window: window, text: text, expecting: end - bounds[k]) { k + 2 < bounds.count && $0 == end }
        }
        for (k, part) in parts.enumerated() where part.reduce(0, { $0 + $1.length }) != bounds[k + 1] - bounds[k] {
            // Not met at the next part's start: this part went on to the end.
            return Array(parts[...k])
        }
        return parts
    }

    /// How many parts a text of `total` bytes is parsed in (`parseInHalves`): more than there are
    /// cores, so that a core slowed by something else takes fewer parts instead of the other
    /// waiting for it, and none shorter than 64 KB; one for a small text.
    static func partCount(_ total: Int) -> Int { CDMSyntax.partCount(total, threshold: halvingThreshold, smallest: 64 << 10) }

    /// Just after a `}` that starts a line, at or after `from`: where a declaration ends.
    static func splitPoint(from: Int, total: Int, text: TextSource) -> Int? {
        let bytes = text(from..<min(total, from + (64 << 10)))
        var i = 1
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "}") && bytes[i - 1] == 0x0A && (bytes[i + 1] == 0x0A || bytes[i + 1] == 0x0D) {
                return from + i + 1
            }
            i += 1
        }
        return nil
    }

    /// The length of the text.
    public var count: Int { starts[units.count] }

    /// Applies an edit that replaced `range` of the old text with `newLength` bytes; `text` reads the new text.
    @discardableResult
    public func edit(_ range: TextRange, newLength: Int, text: TextSource) -> Splice {
        let oldCount = count
        let a = max(0, min(range.start, oldCount))
        let b = max(a, min(range.end, oldCount))
        let delta = newLength - (b - a)
        let newCount = oldCount + delta
        let last = units.count - 1
        // The first unit that looked at a byte at or after `a`.
        var first = unitIndex(containing: a)
        var clean = 0
        var k = first - 1
        while k >= 0 && clean < 16 {
            if starts[k] + units[k].dependence > a {
                first = k
                clean = 0
            } else {
                clean += 1
            }
            k -= 1
        }
        let s = starts[first]
        // Start with a window over the touched units and a few after them.
        let lastTouched = unitIndex(containing: b)
        let windowEnd = starts[min(lastTouched + 4, last + 1)] + delta
        let newEditEnd = a + newLength
        var syncedAt: Int?
        let parsed = Self.parseUnits(from: s, total: newCount, window: max(1024, windowEnd - s), text: text) { end in
            // Back in sync: past the edit, at a boundary the old tree has too.
            guard end >= newEditEnd else { return false }
            let old = end - delta
            guard let k = self.boundaryIndex(old), k >= first, k <= last else { return false }
            syncedAt = k
            return true
        }
        let removed = first..<(syncedAt ?? units.count)
        // Keep the old unit where the new one is the same, so its node (and whatever depends on it) survives.
        var replacement = parsed
        for (i, unit) in replacement.enumerated() where removed.lowerBound + i < removed.upperBound {
            let old = units[removed.lowerBound + i]
            if old.length == unit.length && Self.sameUnit(old, unit) {
                // How far it looked is the new parse's: the text after it may have changed.
                replacement[i] = Unit(
                    elements: old.elements, length: old.length, lexicalDiagnostics: old.lexicalDiagnostics, diagnostics: old.diagnostics, dependence: unit.dependence)
            }
        }
        units.replaceSubrange(removed, with: replacement)
        var newStarts = Self.starts(of: replacement, from: s)
        newStarts.removeLast()
        starts.replaceSubrange(first..<(removed.upperBound), with: newStarts)
        if delta != 0 {
            for i in (first + replacement.count)..<starts.count { starts[i] += delta }
        }
        return Splice(removed: removed, inserted: replacement.count)
    }

    /// The tree and diagnostics of the whole text, as `Parser.parse` gives them.
    public var parsedFile: ParsedFile { Self.file(of: units, count: units.count) }

    /// The file of `count` units, the first at offset 0: their elements under one root, and their
    /// diagnostics at their offsets in the file (every lexical one first).
    private static func file<S: Sequence>(of units: S, count: Int) -> ParsedFile where S.Element == Unit {
        var children: [SyntaxElement] = []
        children.reserveCapacity(count)
        var lexical: [SyntaxDiagnostic] = []
        var parse: [SyntaxDiagnostic] = []
        var at = 0
        for unit in units {
            children += unit.elements
            if unit.hasDiagnostics {
                lexical += unit.lexicalDiagnostics.map { shift($0, by: at) }
                parse += unit.diagnostics.map { shift($0, by: at) }
            }
            at += unit.length
        }
        return ParsedFile(root: SyntaxNode.make(kind: .sourceFile, children: children), diagnostics: lexical + parse)
    }

    /// The syntax diagnostics of unit `i`, at their offsets in the file (lexical ones first).
    public func diagnostics(ofUnit i: Int) -> (lexical: [SyntaxDiagnostic], parse: [SyntaxDiagnostic]) {
        let unit = units[i]
        return (unit.lexicalDiagnostics.map { Self.shift($0, by: starts[i]) }, unit.diagnostics.map { Self.shift($0, by: starts[i]) })
    }

    /// The unit holding `offset` (the last unit for the end of the text).
    public func unitIndex(containing offset: Int) -> Int {
        var lo = 0
        var hi = units.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The index of the unit that starts at `offset`, if one does.
    private func boundaryIndex(_ offset: Int) -> Int? {
        let i = unitIndex(containing: offset)
        return starts[i] == offset ? i : nil
    }

    // MARK: - Parsing units

    /// Parses units from `start` (0 or a unit boundary) of a text of `total` bytes, until `synced`
    /// says a unit's end is where the old tree can take over, or to the end with the trailing trivia.
    /// Lexes a window at a time: a unit whose lexing or parsing looked near the window's end (where
    /// the text is cut) is parsed again from a wider window.
    /// `expecting`: how many bytes it will likely parse (a whole text or half of one), to size its
    /// table of shared nodes from the tokens of the first window; 0 for an edit, which parses a few
    /// declarations.
    static func parseUnits(from start: Int, total: Int, window: Int, text: TextSource, expecting: Int = 0, synced: (Int) -> Bool) -> [Unit] {
        var out: [Unit] = []
        let nodes = NodeCache()
        var sized = expecting == 0
        var at = start
        var size = window
        while true {
            let end = min(total, at + size)
            let isEnd = end == total
            let bytes = text(at..<end)
            let tokens = bytes.withUnsafeBufferPointer { Lexer.store(bytes: $0, atFileStart: at == 0) }
            if !sized, end > at {
                // As many tokens in what it will parse as in this window, byte for byte.
                nodes.reserve(tokens: Int(Double(tokens.count) * Double(expecting) / Double(end - at)))
                sized = true
            }
            var parser = Parser(store: tokens, base: at, nodes: nodes)
            let offsets = parser.tokenOffsets
            var progressed = false
            while let unit = parser.parseUnit() {
                // Lexing a token looks at most 3 bytes past the end of the token after it; a window
                // cut earlier may have cut a token the parser looked at, so the unit is parsed again.
                let f = unit.furthestToken
                if !isEnd && (f + 3 >= tokens.count || offsets[f + 3] + 3 > end) {
                    // Parsed again from the next window: its nodes stay while the table knows them.
                    nodes.keep(unit.elements)
                    break
                }
                let unitEnd = offsets[unit.endToken]
                let dependenceEnd = f + 2 < tokens.count ? min(total + 1, offsets[f + 2] + 3) : total + 1
                out.append(
                    Unit(
                        elements: unit.elements, length: unitEnd - at, lexicalDiagnostics: unit.lexicalDiagnostics.map { shift($0, by: -at) },
                        diagnostics: unit.diagnostics.map { shift($0, by: -at) }, dependence: dependenceEnd - at))
                at = unitEnd
                progressed = true
                if synced(unitEnd) { return out }
            }
            if isEnd && parser.isAtEnd {
                // Only trivia is left: the last unit.
                let trailing = parser.parseTrailingTrivia()
                let length = total - at
                out.append(
                    Unit(
                        elements: trailing.elements, length: length, lexicalDiagnostics: trailing.lexicalDiagnostics.map { shift($0, by: -at) }, diagnostics: [],
                        dependence: length + 1))
                return out
            }
            // Go on from the last unit that was safe; in a wider window when there was none.
            if !progressed { size *= 2 }
        }
    }

    private static func starts(of units: [Unit], from start: Int) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(units.count + 1)
        var at = start
        for u in units {
            out.append(at)
            at += u.length
        }
        out.append(at)
        return out
    }

    static func shift(_ d: SyntaxDiagnostic, by delta: Int) -> SyntaxDiagnostic {
        var d = d
        d.range = TextRange(offset: d.range.start + delta, length: d.range.length)
        return d
    }

    /// Whether two units have the same tree (kinds, tokens and shape) and diagnostics.
    static func sameUnit(_ a: Unit, _ b: Unit) -> Bool {
        guard a.elements.count == b.elements.count, a.lexicalDiagnostics == b.lexicalDiagnostics, a.diagnostics == b.diagnostics else { return false }
        for (x, y) in zip(a.elements, b.elements) where !sameElement(x, y) { return false }
        return true
    }

    static func sameElement(_ a: SyntaxElement, _ b: SyntaxElement) -> Bool {
        switch (a, b) {
        case (.token(let x), .token(let y)): return x == y
        case (.node(let x), .node(let y)):
            if x === y { return true }
            guard x.kind == y.kind, x.length == y.length, x.children.count == y.children.count else { return false }
            for (c, d) in zip(x.children, y.children) where !sameElement(c, d) { return false }
            return true
        default: return false
        }
    }
}
