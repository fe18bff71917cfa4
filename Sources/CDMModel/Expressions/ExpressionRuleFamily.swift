// The expression rules as a rule family: each entity's derived attributes and fetched properties, and each fetch request, checked with the entities their key paths can reach.

import CDMSyntax

/// Predicates and derived expressions (`ExpressionRules`), one declaration at a time. A check reads
/// the entity the strings are evaluated on (and, for a fetched property, the entity that holds it)
/// and every entity reached from those through a relationship or fetched property named somewhere in
/// the strings' key paths, each with its ancestors: a sound over-approximation of what the key paths
/// visit, found without the syntax tree from the model's `ExpressionSource`s.
enum ExpressionRuleFamily: DeclarationRules {
    typealias Setting = NoSetting

    static func checks(_ element: BuiltElement) -> Bool {
        switch element {
        case .entity(let e): return e.attributes.contains { $0.derivation != nil } || e.fetchedProperties.contains { $0.predicate != nil }
        case .fetchRequest(let r): return r.predicate != nil
        default: return false
        }
    }

    static func reads(_ element: BuiltElement, _ setting: NoSetting, _ entities: EntityLookup) -> RuleReads {
        reads(sites(of: element), entities)
    }

    /// What checking `sites` (one declaration's) reads.
    static func reads(_ sites: [ExpressionSite], _ entities: EntityLookup) -> RuleReads {
        guard !sites.isEmpty else { return RuleReads() }
        var starts: [String] = []
        var words = Words()
        for site in sites {
            starts.append(site.entity)
            if case .fetchedProperty(let holder, _) = site.context { starts.append(holder) }
            words.add(site.literal.text)
        }
        // Entities reached through relationships and fetched properties whose names the strings use,
        // walking up each one's ancestors (their properties are its own).
        var order = Words.Names()
        var pending = starts
        while let name = pending.popLast() {
            guard order.insert(name) else { continue }
            let next: [String]? = entities.withEntity(named: name) { e in
                var out = e.parent.map { [$0] } ?? []
                for r in e.relationships where words.contains(r.name) { out.append(r.destination) }
                for f in e.fetchedProperties where words.contains(f.name) { out.append(f.entity) }
                return out
            }
            pending += next ?? []
        }
        return RuleReads(names: order.list)
    }

    /// The words of a declaration's strings (`identifiers(in:)`): a few, searched where they stand,
    /// until they are many (a set then). Hashing each word and each name looked up was most of
    /// opening a file's `reads`, once per declaration.
    struct Words {
        private var list: [Substring] = []
        private var set: Set<Substring>?
        static let searchLimit = 32

        mutating func add(_ text: String) {
            for word in identifiers(in: text) {
                if set != nil {
                    set!.insert(word)
                } else {
                    list.append(word)
                    if list.count > Self.searchLimit { set = Set(list) }
                }
            }
        }

        func contains(_ name: String) -> Bool {
            if let set { return set.contains(Substring(name)) }
            // Compared as strings are (canonical equivalence), as the set and the key paths' lookups do.
            return list.contains(Substring(name))
        }

        /// Names in the order first inserted, each once.
        struct Names {
            private(set) var list: [String] = []
            private var set: Set<String>?

            /// Whether `name` was new.
            mutating func insert(_ name: String) -> Bool {
                if set != nil {
                    guard set!.insert(name).inserted else { return false }
                } else {
                    guard !list.contains(name) else { return false }
                    if list.count >= Words.searchLimit { set = Set(list + [name]) }
                }
                list.append(name)
                return true
            }
        }
    }

    static func check(_ element: BuiltElement, _ input: RuleInput, _ setting: NoSetting) -> RuleOutput {
        var model = input.model
        model.reindex()
        return RuleOutput(diagnostics: sites(of: element).flatMap { ExpressionRules.check($0, in: model) })
    }

    /// Opening a file checks every declaration's strings in one pass (`outputs(of:in:withReads:)`).
    static var hasWholeModelPass: Bool { true }

    /// Each output carries what its declaration reads, found in the same halves (`reads` of the model
    /// holds what the analyzer's own lookup gives: the first entity of each name).
    static func checkAll(_ model: Model, checking elements: [BuiltElement], unresolved: Set<String>, _ setting: NoSetting) -> [RuleOutput]? {
        var model = model
        model.reindex()
        return outputs(of: elements, in: model, withReads: true)
    }

    static func checkModel(_ checker: inout Checker) {
        let model = checker.model
        let elements = (model.entities.map(BuiltElement.entity) + model.fetchRequests.map(BuiltElement.fetchRequest)).filter(checks)
        for output in outputs(of: elements, in: model, withReads: false) { checker.diagnostics += output.diagnostics }
    }

    /// Declarations with at least this many strings between them are checked in two halves at once.
    static let halvingThreshold = 256

    /// The diagnostics of each of `elements`' strings, in order. Each string's check reads the model
    /// and nothing else, so a large file's are checked in two halves on two threads (the strings of
    /// the reference model of `cdm-bench`, 20,000, took 200–290 ms of a 0.9 s cold check on one).
    static func outputs(of elements: [BuiltElement], in model: Model, withReads: Bool) -> [RuleOutput] {
        func check(_ part: ArraySlice<BuiltElement>) -> [RuleOutput] {
            part.map { element in
                let sites = sites(of: element)
                var output = RuleOutput(diagnostics: sites.flatMap { ExpressionRules.check($0, in: model) })
                if withReads { output.reads = reads(sites, model) }
                return output
            }
        }
        guard elements.count >= halvingThreshold, canRunInParallel else { return check(elements[...]) }
        let middle = elements.count / 2
        let (first, second) = inParallel({ check(elements[..<middle]) }, { check(elements[middle...]) })
        return first + second
    }

    /// The predicates and derived expressions written in `element`, read from the model alone.
    static func sites(of element: BuiltElement) -> [ExpressionSite] {
        switch element {
        case .entity(let e):
            var out: [ExpressionSite] = []
            for a in e.attributes {
                guard let value = a.derivation, let source = a.derivationSource,
                    let literal = ExpressionLiteral(source: source.source(value: value), range: source.range(from: a.range.start))
                else { continue }
                out.append(ExpressionSite(context: .derivedAttribute(name: a.name, type: a.type), entity: e.name, literal: literal))
            }
            for f in e.fetchedProperties {
                guard let value = f.predicate, let source = f.predicateSource,
                    let literal = ExpressionLiteral(source: source.source(value: value), range: source.range(from: f.range.start))
                else { continue }
                out.append(ExpressionSite(context: .fetchedProperty(holder: e.name, name: f.name), entity: f.entity, literal: literal))
            }
            return out
        case .fetchRequest(let r):
            guard let value = r.predicate, let source = r.predicateSource,
                let literal = ExpressionLiteral(source: source.source(value: value), range: source.range(from: r.range.start))
            else { return [] }
            return [ExpressionSite(context: .fetchRequest(name: r.name), entity: r.entity, literal: literal)]
        default:
            return []
        }
    }

    /// The words of `text` that may be key path components (letters, digits, `_`), a superset of them;
    /// repeated words are repeated. An ASCII text (nearly every one) is read byte by byte.
    static func identifiers(in text: String) -> [Substring] {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return unicodeIdentifiers(in: text) }
        var out: [Substring] = []
        var start: String.Index?
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let b = utf8[i]
            if b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) {
                if start == nil { start = i }
            } else if let s = start {
                out.append(text[s..<i])
                start = nil
            }
            i = utf8.index(after: i)
        }
        if let s = start { out.append(text[s...]) }
        return out
    }

    /// `identifiers(in:)` of a text with other characters than ASCII: letters and digits as Unicode has them.
    private static func unicodeIdentifiers(in text: String) -> [Substring] {
        var out: [Substring] = []
        var start: String.Index?
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "_" || c.isLetter || c.isNumber {
                if start == nil { start = i }
            } else if let s = start {
                out.append(text[s..<i])
                start = nil
            }
            i = text.index(after: i)
        }
        if let s = start { out.append(text[s...]) }
        return out
    }
}
