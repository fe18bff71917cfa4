// Reads values, modifiers and names out of syntax nodes for the model builder (no semantics here).

import CDMSyntax

/// A modifier as written: `@name(arguments)`.
struct ModifierSyntax {
    var name: String
    /// Its place in `Modifiers.all`; nil for a name no modifier has.
    var specIndex: Int?
    /// Whether `ModelBuilder.checkArgument` found its argument well-formed (a shared modifier node is
    /// checked once while a pass builds a file).
    var argumentChecked = false
    /// What the ranges below are measured from. A shared modifier node is read once, at offset 0,
    /// and used where it stands by setting this alone: shifting every range, its arguments' too,
    /// copied the argument array for each use (a modifier's memo held the other reference).
    var base = 0
    var localNameRange: TextRange
    var localRange: TextRange
    var localRemovalRange: TextRange
    /// nil when there are no parentheses.
    var localArguments: [ArgumentSyntax]?
    var localArgumentListRange: TextRange?

    init(name: String, nameRange: TextRange, range: TextRange, removalRange: TextRange) {
        self.name = name
        self.specIndex = Modifiers.index(named: name)
        self.localNameRange = nameRange
        self.localRange = range
        self.localRemovalRange = removalRange
    }

    var nameRange: TextRange { localNameRange.shifted(by: base) }
    /// From `@` to the closing parenthesis.
    var range: TextRange { localRange.shifted(by: base) }
    /// What to delete to remove the modifier: `range` and the spaces before it on its line.
    var removalRange: TextRange { localRemovalRange.shifted(by: base) }
    var argumentListRange: TextRange? { localArgumentListRange.shifted(by: base) }
    /// nil when there are no parentheses.
    var arguments: [ArgumentSyntax]? { localArguments.map { $0.map { $0.shifted(by: base) } } }
    /// `arguments?.first`, without making the array.
    var firstArgument: ArgumentSyntax? { localArguments?.first?.shifted(by: base) }
    /// The modifier's spec, when its name is known.
    var spec: ModifierSpec? { specIndex.map { Modifiers.all[$0] } }
}

struct ArgumentSyntax {
    var label: String?
    var labelRange: TextRange?
    var value: Value?
    var bounds: Bounds?
    var boundRanges: (lower: TextRange?, upper: TextRange?)
    var range: TextRange
    /// A string value's literal as written, when it holds an escape (its value differs from the text between the quotes).
    var escapedSource: String?

    func shifted(by delta: Int) -> ArgumentSyntax {
        var a = self
        a.labelRange = labelRange.shifted(by: delta)
        a.boundRanges = (boundRanges.lower.shifted(by: delta), boundRanges.upper.shifted(by: delta))
        a.range = range.shifted(by: delta)
        return a
    }
}

enum SyntaxReading {
    static func modifiers(of node: SyntaxRef) -> [ModifierSyntax] {
        node.childNodes(.modifier).compactMap(modifier)
    }

    static func modifier(_ ref: SyntaxRef) -> ModifierSyntax? {
        guard let nameToken = ref.directToken(1), nameToken.kind == .identifier else { return nil }
        let range = ref.trimmedRange
        var removalStart = range.start
        for child in ref.node.children {
            guard case .token(let t) = child, t.kind == .whitespace else {
                if case .token(let t) = child, t.kind == .at { removalStart = ref.offset }
                break
            }
        }
        var m = ModifierSyntax(name: nameToken.name, nameRange: nameToken.range, range: range, removalRange: TextRange(start: removalStart, end: range.end))
        if let list = ref.firstChild(.argumentList) {
            // One array, filled as the arguments are found (`childNodes` and a `map` made two).
            var arguments: [ArgumentSyntax] = []
            list.forEachChild(.argument) { arguments.append(argument($0)) }
            m.localArguments = arguments
            m.localArgumentListRange = list.trimmedRange
        }
        return m
    }

    static func argument(_ ref: SyntaxRef) -> ArgumentSyntax {
        var arg = ArgumentSyntax(range: ref.trimmedRange)
        ref.withDirectTokens { tokens in
            var rest = tokens[...]
            if tokens.count >= 2, tokens[0].kind == .identifier || tokens[0].kind == .string, tokens[1].kind == .colon {
                arg.label = tokens[0].kind == .string ? unescape(tokens[0].text) : tokens[0].name
                arg.labelRange = tokens[0].range
                rest = rest.dropFirst(2)
            }
            if let range = ref.firstChild(.rangeValue) {
                (arg.bounds, arg.boundRanges) = bounds(range)
            } else if let t = rest.first {
                arg.value = value(t)
                if t.kind == .string, hasBackslash(t.text) { arg.escapedSource = t.text }
            }
        }
        return arg
    }

    static func bounds(_ ref: SyntaxRef) -> (Bounds, (TextRange?, TextRange?)) {
        var lower: Value?
        var upper: Value?
        var lowerRange: TextRange?
        var upperRange: TextRange?
        var seenEllipsis = false
        for t in ref.directTokens {
            if t.kind == .ellipsis {
                seenEllipsis = true
            } else if seenEllipsis {
                upper = value(t)
                upperRange = t.range
            } else {
                lower = value(t)
                lowerRange = t.range
            }
        }
        return (Bounds(lower: lower, upper: upper), (lowerRange, upperRange))
    }

    static func value(_ t: TokenRef) -> Value? {
        switch t.kind {
        case .string: return .string(unescape(t.text))
        case .number: return .number(t.text)
        case .identifier:
            if t.text == "true" { return .bool(true) }
            if t.text == "false" { return .bool(false) }
            return .identifier(t.name)
        default: return nil
        }
    }

    /// Whether `text` holds a backslash, searched in its contiguous bytes (walking its UTF-8 view was
    /// 1,650 instructions a predicate).
    static func hasBackslash(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.contains(UInt8(ascii: "\\")) }
    }

    /// The value of a string literal: quotes removed, escapes `\" \\ \n \t \u{XXXX}` applied.
    static func unescape(_ literal: String) -> String {
        // Most literals hold no escape: their value is the text between the quotes, taken as a
        // slice (the scalar-by-scalar copy below was 7% of a cold check on cdm-bench's model).
        if !hasBackslash(literal) {
            var bytes = literal.utf8[...]
            if bytes.first == UInt8(ascii: "\"") { bytes = bytes.dropFirst() }
            if bytes.last == UInt8(ascii: "\"") { bytes = bytes.dropLast() }
            return String(Substring(bytes))
        }
        var scalars = Array(literal.unicodeScalars)
        if scalars.first == "\"" { scalars.removeFirst() }
        if scalars.last == "\"" && !scalars.isEmpty { scalars.removeLast() }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "\\" && i + 1 < scalars.count {
                let e = scalars[i + 1]
                switch e {
                case "n": out.append("\n"); i += 2; continue
                case "t": out.append("\t"); i += 2; continue
                case "r": out.append("\r"); i += 2; continue
                case "\"": out.append("\""); i += 2; continue
                case "\\": out.append("\\"); i += 2; continue
                case "u":
                    if i + 2 < scalars.count, scalars[i + 2] == "{", let close = scalars[(i + 3)...].firstIndex(of: "}") {
                        let hex = String(String.UnicodeScalarView(scalars[(i + 3)..<close]))
                        if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) {
                            out.append(s)
                            i = close + 1
                            continue
                        }
                    }
                default: break
                }
            }
            out.append(c)
            i += 1
        }
        return String(out)
    }

    /// A string literal for `text`, escaped as the language reads it back.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for s in text.unicodeScalars {
            switch s {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\u{D}"
            default:
                if s.value < 0x20 || s.value == 0x7F {
                    out += "\\u{\(String(s.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(s)
                }
            }
        }
        return out + "\""
    }
}

/// Public spelling helpers shared by the generators, the importer and the features.
public enum CDMSpelling {
    /// A string literal for `text` that the parser reads back as `text`.
    public static func quote(_ text: String) -> String { SyntaxReading.quote(text) }
    /// The value of a string literal token's text.
    public static func unquote(_ literal: String) -> String { SyntaxReading.unescape(literal) }
}
