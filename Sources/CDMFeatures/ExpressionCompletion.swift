// Completion inside `@predicate("…")` and `@derived("…")` strings: key paths through the model, operators, aggregates and `$VARIABLES`.

import CDMModel
import CDMSyntax

extension Completion {
    /// The comparison and logical operators offered after an operand, with what each does.
    static let predicateOperators: [(String, String)] = [
        ("==", "equal"), ("!=", "not equal"), ("<", "less than"), ("<=", "less than or equal"), (">", "greater than"),
        (">=", "greater than or equal"), ("BEGINSWITH", "the string starts with the other (`[c]` ignores case, `[d]` diacritics)"),
        ("ENDSWITH", "the string ends with the other"), ("CONTAINS", "the string or collection contains the other"),
        ("LIKE", "the string matches a pattern of `?` and `*`"), ("MATCHES", "the string matches a regular expression (ICU)"),
        ("IN", "the value is one of a collection's"), ("BETWEEN", "the value is within `{low, high}`"), ("AND", "both predicates hold"),
        ("OR", "either predicate holds"),
    ]
    /// What may start an operand of a predicate.
    static let predicateWords: [(String, String)] = [
        ("ANY", "some element of the to-many key path that follows matches"), ("ALL", "every element of the to-many key path matches"),
        ("NONE", "no element of the to-many key path matches"), ("SOME", "some element matches (as ANY)"), ("NOT", "the predicate that follows does not hold"),
        ("SUBQUERY", "the elements of a collection that match a predicate: SUBQUERY(collection, $x, predicate)"),
        ("TRUEPREDICATE", "always true"), ("FALSEPREDICATE", "always false"), ("SELF", "the evaluated object"), ("NIL", "no value"),
        ("TRUE", "the boolean true"), ("FALSE", "the boolean false"),
    ]
    /// The collection operators of key-value coding, after a to-many step.
    static let collectionOperators: [(String, String)] = [
        ("@count", "how many elements"), ("@sum", "the sum of the key that follows"), ("@avg", "the average of the key that follows"),
        ("@min", "the smallest value of the key that follows"), ("@max", "the largest value of the key that follows"),
        ("@distinctUnionOfObjects", "the distinct values of the key that follows"), ("@unionOfObjects", "the values of the key that follows"),
    ]
    /// NSExpression's functions most used in a derived attribute.
    static let derivedFunctions: [(String, String, String)] = [
        ("now()", "now()", "the current date"), ("lowercase:", "lowercase:(${1:key})", "the string in lower case"),
        ("uppercase:", "uppercase:(${1:key})", "the string in upper case"),
        ("canonical:", "canonical:(${1:key})", "the string without case and diacritics, for searching"),
    ]

    /// Entries for a cursor inside a predicate or derived expression's string; nil when the cursor is not in one.
    static func expressionEntries(_ analysis: Analysis, at offset: Int) -> [CompletionEntry]? {
        guard let site = ExpressionParts.site(containing: offset, analysis) else { return nil }
        let model = analysis.model
        let literal = site.literal
        let bytes = Array(literal.text.utf8)
        let cursor = literal.textOffset(of: offset)
        func isWord(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || (b >= 0x30 && b <= 0x39) || b >= 0x80 }
        // The word being typed, with its `@`, `$` or `#`; the editor replaces all of it.
        var start = cursor
        while start > 0 && isWord(bytes[start - 1]) { start -= 1 }
        var end = cursor
        while end < bytes.count && isWord(bytes[end]) { end += 1 }
        let sigil: UInt8? = start > 0 && "@$#".utf8.contains(bytes[start - 1]) ? bytes[start - 1] : nil
        if sigil != nil { start -= 1 }
        // Inside a quoted string of the format: nothing to offer.
        if insideQuotes(bytes, before: start) { return [] }
        let replace = literal.sourceRange(start..<end)
        let read = ExpressionParts.read(site, in: model)

        if sigil == UInt8(ascii: "$") && (start == 0 || bytes[start - 1] != UInt8(ascii: ".")) {
            return variableEntries(analysis, site: site, read: read, cursor: cursor, typed: start..<end, replace: replace)
        }
        if start > 0 && bytes[start - 1] == UInt8(ascii: ".") {
            // `a.b.|`: the path before the dot, walked from where it starts.
            var components: [String] = []
            var i = start - 1
            var head: String?
            while i >= 0 && bytes[i] == UInt8(ascii: ".") {
                var j = i
                while j > 0 && isWord(bytes[j - 1]) { j -= 1 }
                let word = String(decoding: bytes[j..<i], as: UTF8.self)
                if j > 0 && bytes[j - 1] == UInt8(ascii: "$") {
                    head = word
                    break
                }
                if j > 0 && bytes[j - 1] == UInt8(ascii: "@") {
                    components.insert("@" + word, at: 0)
                    j -= 1
                } else if word.uppercased() == "SELF" && (j == 0 || bytes[j - 1] != UInt8(ascii: ".")) {
                    break
                } else {
                    components.insert(word, at: 0)
                }
                i = j - 1
            }
            var entity: String?
            if let head {
                if head == "FETCH_SOURCE", case .fetchedProperty(let holder, _) = site.context {
                    entity = holder
                } else {
                    entity = read.bindings.last { $0.name == head && $0.scope.contains(cursor) }?.entity
                }
            } else {
                entity = site.entity
            }
            var toMany = false
            for component in components {
                guard let current = entity else { break }
                if component.hasPrefix("@") {
                    if component == "@count" { entity = nil }
                    toMany = false
                    continue
                }
                guard let found = ExpressionParts.resolve(component, on: current, in: model) else {
                    entity = nil
                    break
                }
                entity = found.destination
                toMany = toMany || found.toMany
            }
            guard let entity, let e = model.entity(named: entity) else { return [] }
            var out = sigil == UInt8(ascii: "@") ? [] : propertyEntries(e, model: model, replace: replace)
            if toMany || sigil == UInt8(ascii: "@") {
                out += collectionOperators.map { CompletionEntry(label: $0.0, kind: .keyword, detail: "collection operator", documentation: $0.1, replaceRange: replace) }
            }
            return out
        }
        if sigil == UInt8(ascii: "@") {
            return collectionOperators.map { CompletionEntry(label: $0.0, kind: .keyword, detail: "collection operator", documentation: $0.1, replaceRange: replace) }
        }
        guard let e = model.entity(named: site.entity) else { return [] }
        // After an operand (`name |`, `'x' |`, `) |`): an operator; otherwise an operand.
        var k = start
        while k > 0 && (bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09) { k -= 1 }
        var afterOperand = false
        if k < start && k > 0 {
            let b = bytes[k - 1]
            if b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") || b == UInt8(ascii: ")") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                afterOperand = true
            } else if isWord(b) {
                var j = k
                while j > 0 && isWord(bytes[j - 1]) { j -= 1 }
                let word = String(decoding: bytes[j..<k], as: UTF8.self).uppercased()
                afterOperand = !ExpressionParser.reservedWords.contains(word) || ["TRUE", "FALSE", "YES", "NO", "NIL", "NULL", "SELF"].contains(word)
            }
        }
        if !site.isPredicate {
            return afterOperand
                ? []
                : propertyEntries(e, model: model, replace: replace)
                    + derivedFunctions.map {
                        CompletionEntry(
                            label: $0.0, kind: .keyword, detail: "function", documentation: $0.2, insertText: $0.1, isSnippet: $0.1.contains("$"), replaceRange: replace)
                    }
        }
        if afterOperand {
            return predicateOperators.map { CompletionEntry(label: $0.0, kind: .keyword, detail: "operator", documentation: $0.1, replaceRange: replace) }
        }
        return propertyEntries(e, model: model, replace: replace)
            + predicateWords.map { CompletionEntry(label: $0.0, kind: .keyword, detail: "predicate", documentation: $0.1, replaceRange: replace) }
            + variableEntries(analysis, site: site, read: read, cursor: cursor, typed: start..<end, replace: replace)
    }

    /// Whether `bytes[..<end]` leaves a quoted string of the format open.
    static func insideQuotes(_ bytes: [UInt8], before end: Int) -> Bool {
        var quote: UInt8?
        var i = 0
        while i < end {
            let b = bytes[i]
            if let q = quote {
                if b == UInt8(ascii: "\\") {
                    i += 2
                    continue
                }
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") {
                quote = b
            }
            i += 1
        }
        return quote != nil
    }

    /// The properties of `e`, inherited ones included, each with its type and its hover text.
    static func propertyEntries(_ e: Entity, model: Model, replace: TextRange) -> [CompletionEntry] {
        var out: [CompletionEntry] = []
        for entity in model.ancestors(of: e).reversed() + [e] {
            for a in entity.attributes {
                out.append(
                    CompletionEntry(
                        label: a.name, kind: .property, detail: (a.compositeName ?? a.type.rawValue) + (a.isOptional ? "?" : ""),
                        documentation: HoverProvider.describe(a, owner: entity.name), replaceRange: replace))
            }
            for r in entity.relationships {
                out.append(
                    CompletionEntry(
                        label: r.name, kind: .property, detail: r.isToMany ? "[\(r.destination)]" : r.destination + (r.isOptional ? "?" : ""),
                        documentation: HoverProvider.describe(r, owner: entity.name, model: model), replaceRange: replace))
            }
            for f in entity.fetchedProperties {
                out.append(
                    CompletionEntry(label: f.name, kind: .property, detail: "fetched [\(f.entity)]", documentation: "Fetched property of `\(entity.name)`.", replaceRange: replace))
            }
        }
        return out
    }

    /// `$VARIABLES` used in the file's predicates, those Core Data sets in a fetched property, and the
    /// SUBQUERY variables in scope at `cursor`; the one being typed is not among them.
    static func variableEntries(_ analysis: Analysis, site: ExpressionSite, read: ReadExpression, cursor: Int, typed: Range<Int>, replace: TextRange) -> [CompletionEntry] {
        var names: [String] = []
        var details: [String: String] = [:]
        func note(_ name: String, _ detail: String) {
            guard details[name] == nil else { return }
            names.append(name)
            details[name] = detail
        }
        if case .fetchedProperty(let holder, _) = site.context {
            note("FETCH_SOURCE", "the \(holder) that holds the fetched property")
            note("FETCHED_PROPERTY", "the fetched property's description")
        }
        for binding in read.bindings.reversed() where binding.scope.contains(cursor) { note(binding.name, "an element of the SUBQUERY's collection: \(binding.entity)") }
        let typedRange = site.literal.sourceRange(typed)
        for other in ExpressionParts.sites(analysis) {
            let root = other.parse().root
            // A SUBQUERY's own variable means nothing outside it.
            var own: Set<String> = []
            root.forEach { node in
                if node.kind == .subquery, node.children[1].kind == .variable { own.insert(node.children[1].text) }
            }
            root.forEach { node in
                guard node.kind == .variable, node.text != "FETCH_SOURCE", node.text != "FETCHED_PROPERTY", !own.contains(node.text) else { return }
                let range = other.literal.sourceRange(node.range.lowerBound..<(node.range.lowerBound + node.text.utf8.count + 1))
                if range == typedRange { return }
                note(node.text, "a variable used in this file")
            }
        }
        return names.map { CompletionEntry(label: "$" + $0, kind: .value, detail: details[$0] ?? "", documentation: "", replaceRange: replace) }
    }
}
