// The key paths of an `@predicate("…")` string (NSPredicate's format), so that rename can follow a property into it.

import CDMModel
import CDMSyntax

/// One key path of a predicate, `notebook.name`, as byte ranges of its components in the predicate text.
struct PredicateKeyPath: Equatable {
    /// Where the path starts: the fetched entity, `$FETCH_SOURCE` (the entity holding a fetched property)
    /// or another variable (a SUBQUERY's, a fetch request's substitution), which rename leaves alone.
    enum Root: Equatable {
        case evaluated, fetchSource
        case variable(String)
    }
    var root: Root
    /// Each component's text and byte range in the predicate; `@count` and the like end the path.
    var components: [(name: String, range: Range<Int>)]

    static func == (a: PredicateKeyPath, b: PredicateKeyPath) -> Bool {
        a.root == b.root && a.components.map(\.name) == b.components.map(\.name) && a.components.map(\.range) == b.components.map(\.range)
    }
}

/// A small reader of NSPredicate's format language: enough to find key paths and to refuse what it does not know.
enum PredicateKeyPaths {
    /// Words of the format language (case-insensitive), never a key path's first component.
    static let reserved: Set<String> = [
        "and", "or", "not", "in", "like", "contains", "beginswith", "endswith", "matches", "between", "any", "all", "none", "some",
        "truepredicate", "falsepredicate", "true", "false", "yes", "no", "null", "nil", "self", "function", "subquery", "first", "last",
        "size", "cast",
    ]

    /// The key paths of `text`, or why it cannot be read (with the byte offset).
    static func keyPaths(_ text: [UInt8]) -> Result<[PredicateKeyPath], PredicateError> {
        scan(text).map(\.paths)
    }

    /// What a predicate holds that rename cares about: key paths and quoted strings (their contents' ranges).
    struct Scan {
        var paths: [PredicateKeyPath] = []
        var strings: [Range<Int>] = []
        /// The strings compared with an entity (`entity == 'Note'`, `x.entity.name LIKE 'Note'`).
        var entityNames: [Range<Int>] = []
    }

    static let comparisonWords: Set<String> = ["", "LIKE", "CONTAINS", "BEGINSWITH", "ENDSWITH", "MATCHES", "IN"]

    /// Whether `between` (the text between a key path and a string) is only a comparison: `==`, `!=`, `LIKE[c]`.
    static func isComparison(_ between: ArraySlice<UInt8>) -> Bool {
        var word: [UInt8] = []
        var inOptions = false
        for b in between {
            if b == UInt8(ascii: "[") {
                inOptions = true
                continue
            }
            if b == UInt8(ascii: "]") {
                inOptions = false
                continue
            }
            if inOptions || b == 0x20 || b == 0x09 || b == UInt8(ascii: "=") || b == UInt8(ascii: "!") || b == UInt8(ascii: "<") || b == UInt8(ascii: ">") { continue }
            word.append(b >= 0x61 && b <= 0x7A ? b - 0x20 : b)
        }
        return comparisonWords.contains(String(decoding: word, as: UTF8.self))
    }

    /// The key paths and quoted strings of `text`, or why it cannot be read (with the byte offset).
    static func scan(_ text: [UInt8]) -> Result<Scan, PredicateError> {
        var strings: [Range<Int>] = []
        var entityNames: [Range<Int>] = []
        var out: [PredicateKeyPath] = []
        /// Where the last key path ended, and whether it names an entity (`entity`, `entity.name`).
        var lastPath: (end: Int, isEntity: Bool)?
        func noteLast(_ path: PredicateKeyPath, end: Int) {
            let names = path.components.map(\.name)
            lastPath = (end, names.last == "entity" || names.suffix(2) == ["entity", "name"])
        }
        var i = 0
        var stack: [UInt8] = []
        func isStart(_ b: UInt8) -> Bool { NameRules.isLetter(b) || b == UInt8(ascii: "_") }
        func isPart(_ b: UInt8) -> Bool { isStart(b) || (b >= 0x30 && b <= 0x39) }
        func identifier(at start: Int) -> Int {
            var j = start
            while j < text.count && isPart(text[j]) { j += 1 }
            return j
        }
        /// Reads `.component` parts after a first component ending at `j`.
        func rest(_ path: inout PredicateKeyPath, from j: inout Int) {
            while j + 1 < text.count && text[j] == UInt8(ascii: ".") {
                var k = j + 1
                if text[k] == UInt8(ascii: "@") {
                    // An aggregate (`notes.@count`) ends what can be renamed.
                    j = identifier(at: k + 1)
                    return
                }
                if text[k] == UInt8(ascii: "#") { k += 1 }
                guard k < text.count, isStart(text[k]) else { return }
                let end = identifier(at: k)
                path.components.append((String(decoding: text[k..<end], as: UTF8.self), k..<end))
                j = end
            }
        }
        while i < text.count {
            let b = text[i]
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                var j = i + 1
                while j < text.count && text[j] != b {
                    j += text[j] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard j < text.count else { return .failure(PredicateError(message: "unterminated quoted string", offset: i)) }
                strings.append((i + 1)..<j)
                if let last = lastPath, last.isEntity, last.end <= i, isComparison(text[last.end..<i]) { entityNames.append((i + 1)..<j) }
                i = j + 1
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                stack.append(b)
                i += 1
            case UInt8(ascii: "["):
                // `LIKE[cd]`: options, not a key path.
                var j = i + 1
                while j < text.count && (text[j] == UInt8(ascii: "c") || text[j] == UInt8(ascii: "d") || text[j] == UInt8(ascii: "n")) { j += 1 }
                if j > i + 1 && j < text.count && text[j] == UInt8(ascii: "]") {
                    i = j + 1
                } else {
                    stack.append(b)
                    i += 1
                }
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                let open: UInt8 = b == UInt8(ascii: ")") ? UInt8(ascii: "(") : b == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "[")
                guard stack.last == open else { return .failure(PredicateError(message: "unbalanced '\(Character(UnicodeScalar(b)))'", offset: i)) }
                stack.removeLast()
                i += 1
            case UInt8(ascii: "%"):
                // A format argument: %@, %K, %d, %ld.
                var j = i + 1
                while j < text.count && (NameRules.isLetter(text[j]) || text[j] == UInt8(ascii: "@")) { j += 1 }
                guard j > i + 1 else { return .failure(PredicateError(message: "a '%' that starts no format argument", offset: i)) }
                i = j
            case UInt8(ascii: "$"):
                let start = i + 1
                let end = identifier(at: start)
                guard end > start else { return .failure(PredicateError(message: "a '$' without a variable name", offset: i)) }
                let name = String(decoding: text[start..<end], as: UTF8.self)
                var path = PredicateKeyPath(root: name == "FETCH_SOURCE" ? .fetchSource : .variable(name), components: [])
                var j = end
                rest(&path, from: &j)
                if !path.components.isEmpty {
                    out.append(path)
                    noteLast(path, end: j)
                }
                i = j
            case UInt8(ascii: "@"):
                // `@count` on its own, or a key path after SELF.
                i = identifier(at: i + 1)
            case UInt8(ascii: "#"),
                _ where isStart(b):
                let start = b == UInt8(ascii: "#") ? i + 1 : i
                guard start < text.count, isStart(text[start]) else { return .failure(PredicateError(message: "a '#' without a name", offset: i)) }
                let end = identifier(at: start)
                let word = String(decoding: text[start..<end], as: UTF8.self)
                var j = end
                if b != UInt8(ascii: "#") && reserved.contains(word.lowercased()) {
                    if word.lowercased() == "self" {
                        var path = PredicateKeyPath(root: .evaluated, components: [])
                        rest(&path, from: &j)
                        if !path.components.isEmpty {
                            out.append(path)
                            noteLast(path, end: j)
                        }
                    }
                    i = j
                    continue
                }
                var path = PredicateKeyPath(root: .evaluated, components: [(word, start..<end)])
                rest(&path, from: &j)
                // `FUNCTION(x, 'name:')` and the like take the word as a function when a '(' follows.
                var k = j
                while k < text.count && text[k] == 0x20 { k += 1 }
                if !(path.components.count == 1 && k < text.count && text[k] == UInt8(ascii: "(")) {
                    out.append(path)
                    noteLast(path, end: j)
                }
                i = j
            case _ where b >= 0x30 && b <= 0x39:
                var j = i + 1
                while j < text.count && (isPart(text[j]) || (text[j] == UInt8(ascii: ".") && j + 1 < text.count && text[j + 1] >= 0x30 && text[j + 1] <= 0x39)) {
                    j += 1
                }
                i = j
            case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: ","),
                UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "."):
                i += 1
            default:
                return .failure(PredicateError(message: "unexpected '\(String(decoding: text[i..<min(i + 1, text.count)], as: UTF8.self))'", offset: i))
            }
        }
        if let open = stack.last { return .failure(PredicateError(message: "'\(Character(UnicodeScalar(open)))' is never closed", offset: text.count)) }
        return .success(Scan(paths: out, strings: strings, entityNames: entityNames))
    }
}

/// Why a predicate could not be read.
struct PredicateError: Error, Equatable {
    var message: String
    var offset: Int
}

/// The text of a cdm string literal and, for each of its bytes, the source offset it came from.
struct DecodedString {
    var bytes: [UInt8] = []
    var offsets: [Int] = []

    /// Decodes the string token `token` (quotes and `\` escapes); nil for a multi-line or unterminated string.
    init?(_ token: TokenRef) {
        let raw = Array(token.text.utf8)
        guard raw.count >= 2, raw.first == UInt8(ascii: "\""), raw.last == UInt8(ascii: "\""), !token.text.hasPrefix("\"\"\"") else { return nil }
        var i = 1
        while i < raw.count - 1 {
            let b = raw[i]
            if b == UInt8(ascii: "\\") && i + 1 < raw.count - 1 {
                let next = raw[i + 1]
                let decoded: UInt8
                switch next {
                case UInt8(ascii: "n"): decoded = 0x0A
                case UInt8(ascii: "t"): decoded = 0x09
                case UInt8(ascii: "r"): decoded = 0x0D
                case UInt8(ascii: "u"): decoded = UInt8(ascii: "?")
                default: decoded = next
                }
                bytes.append(decoded)
                offsets.append(token.range.start + i)
                if next == UInt8(ascii: "u"), let close = raw[(i + 2)...].firstIndex(of: UInt8(ascii: "}")) {
                    i = close + 1
                } else {
                    i += 2
                }
                continue
            }
            bytes.append(b)
            offsets.append(token.range.start + i)
            i += 1
        }
    }

    /// The source range of decoded bytes `range` (which holds no escape).
    func sourceRange(_ range: Range<Int>) -> TextRange {
        TextRange(start: offsets[range.lowerBound], end: offsets[range.upperBound - 1] + 1)
    }
}
