// Quick fixes for the CloudKit rules that need the text: drop `@ordered`, turn `@deleteRule(deny)` into nullify.

import CDMModel
import CDMSyntax

extension FixContext {
    /// "Remove '@ordered'" for `cloudkit-ordered-relationship`, "Use the Nullify delete rule" for
    /// `cloudkit-deny-delete-rule`; both preferred (the only fix CloudKit allows).
    func cloudKitActions(for d: Diagnostic) -> [CodeActionItem] {
        guard let (_, r) = relationship(named: d.range) else { return [] }
        switch d.code {
        case .cloudKitOrderedRelationship:
            guard let m = modifier("ordered", in: r.range) else { return [] }
            // The modifier and the blanks before it.
            var start = m.range.start
            while start > r.range.start && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
            let edit = TextEdit(range: TextRange(offset: start, length: m.range.end - start), newText: "")
            return [CodeActionItem(title: "Remove '@ordered'", diagnostic: d, edits: [edit], isPreferred: true)]
        case .cloudKitDenyDeleteRule:
            guard let m = modifier("deleteRule", in: r.range), let argument = m.argument else { return [] }
            let edit = TextEdit(range: argument, newText: DeleteRule.nullify.rawValue)
            return [CodeActionItem(title: "Use the Nullify delete rule", diagnostic: d, edits: [edit], isPreferred: true)]
        default:
            return []
        }
    }

    /// `@name` or `@name(argument)` in `range`, outside string literals: its range and the range of
    /// its argument's text.
    func modifier(_ name: String, in range: TextRange) -> (range: TextRange, argument: TextRange?)? {
        let word = Array(("@" + name).utf8)
        var i = range.start
        var inString = false
        while i < range.end {
            let b = bytes[i]
            if b == 0x22 && (i == 0 || bytes[i - 1] != 0x5C) { inString.toggle() }
            if !inString && b == 0x40 && i + word.count <= range.end && Array(bytes[i..<i + word.count]) == word {
                let after = i + word.count
                if after < range.end && Self.isIdentifierByte(bytes[after]) {
                    i += 1
                    continue
                }
                guard after < range.end, bytes[after] == 0x28 else { return (TextRange(offset: i, length: word.count), nil) }
                var close = after + 1
                while close < range.end && bytes[close] != 0x29 { close += 1 }
                var a = after + 1
                var b = close
                while a < b && bytes[a] == 0x20 { a += 1 }
                while b > a && bytes[b - 1] == 0x20 { b -= 1 }
                let end = close < range.end ? close + 1 : close
                return (TextRange(offset: i, length: end - i), TextRange(offset: a, length: b - a))
            }
            i += 1
        }
        return nil
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
    }
}

extension CodeActions {
    /// The actions without repeats: a relationship without an inverse in an entity CloudKit syncs has
    /// both `missing-inverse` and `cloudkit-missing-inverse`, and their fixes are the same edits.
    static func droppingRepeats(_ items: [CodeActionItem]) -> [CodeActionItem] {
        var seen: Set<String> = []
        return items.filter { item in
            seen.insert(item.title + "\u{0}" + item.edits.map { "\($0.range.start):\($0.range.length):\($0.newText)" }.joined(separator: "\u{0}")).inserted
        }
    }
}
