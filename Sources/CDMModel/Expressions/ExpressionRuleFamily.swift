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
        case .entity(let e): return hasStrings(e)
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
        var order = OrderedNames()
        var pending = starts
        while let name = pending.popLast() {
            guard order.insert(name) else { continue }
            let next: [String]? = entities.withEntity(named: name) { e in
                var out = e.parent.map { [$0] } ?? []
                // By index: a `for` over the properties copied each one, its strings counted again.
                for i in e.relationships.indices where words.contains(e.relationships[i].name) { out.append(e.relationships[i].destination) }
                for i in e.fetchedProperties.indices where words.contains(e.fetchedProperties[i].name) { out.append(e.fetchedProperties[i].entity) }
                return out
            }
            pending += next ?? []
        }
        return RuleReads(names: order.list)
    }

    /// The words of a declaration's strings (`identifiers(in:)`), searched where they stand: an ASCII
    /// text's words as spans of one byte array, compared by length and bytes (comparing strings, then
    /// hashing them, was most of opening a file's `reads`); another text's as strings.
    struct Words {
        private var bytes: [UInt8] = []
        private var spans: [Range<Int>] = []
        private var others: [Substring] = []

        mutating func add(_ text: String) {
            var text = text
            let added: Bool = text.withUTF8 { buffer in
                guard buffer.allSatisfy({ $0 < 0x80 }) else { return false }
                let base = bytes.count
                bytes.append(contentsOf: buffer)
                ExpressionRuleFamily.asciiWords(buffer) { spans.append(base + $0.lowerBound..<base + $0.upperBound) }
                return true
            }
            if !added { others += identifiers(in: text) }
        }

        /// Compared as strings are (canonical equivalence), as the key paths' lookups do: two ASCII
        /// spellings are equal exactly when their bytes are.
        func contains(_ name: String) -> Bool {
            var name = name
            let inSpans: Bool = name.withUTF8 { n in
                if n.allSatisfy({ $0 < 0x80 }) {
                    return spans.contains { $0.count == n.count && bytes[$0].elementsEqual(n) }
                }
                return spans.contains { String(decoding: bytes[$0], as: UTF8.self) == String(decoding: n, as: UTF8.self) }
            }
            return inSpans || others.contains(Substring(name))
        }
    }

    /// Names in the order first inserted, each once: searched where they stand while they are few.
    struct OrderedNames {
        private(set) var list: [String] = []
        private var set: Set<String>?
        static let searchLimit = 32

        /// Whether `name` was new.
        mutating func insert(_ name: String) -> Bool {
            if set != nil {
                guard set!.insert(name).inserted else { return false }
            } else {
                guard !list.contains(name) else { return false }
                if list.count >= Self.searchLimit { set = Set(list + [name]) }
            }
            list.append(name)
            return true
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
        checker.diagnostics += partsBeside(checker.model)?.diagnostics ?? []
    }

    /// The model's strings in parts (nil when it has none), which `Checker.check` runs beside the
    /// other families: each declaration's are read where they are (wrapping every entity in a
    /// `BuiltElement` copied it, its references counted one by one, on one thread).
    static func partsBeside(_ model: Model) -> ModelPassParts? {
        let entities = model.entities.indices.filter { hasStrings(model.entities[$0]) }
        let requests = model.fetchRequests.indices.filter { model.fetchRequests[$0].predicate != nil }
        let count = entities.count + requests.count
        guard count > 0 else { return nil }
        let parts = partCount(count)
        return ModelPassParts(count: parts) { k in
            let outputs = check(partRange(k, of: parts, count: count), in: model, withReads: false) { i in
                i < entities.count ? sites(of: model.entities[entities[i]]) : sites(of: model.fetchRequests[requests[i - entities.count]])
            }
            return outputs.flatMap(\.diagnostics)
        }
    }

    static func hasStrings(_ e: Entity) -> Bool {
        e.attributes.contains { $0.derivation != nil } || e.fetchedProperties.contains { $0.predicate != nil }
    }

    /// Declarations with at least this many strings between them are checked in parts at once.
    static let halvingThreshold = 256

    /// The diagnostics of each of `elements`' strings, in order. Each string's check reads the model
    /// and nothing else, so a large file's are checked in parts on the machine's cores (the strings of
    /// the reference model of `cdm-bench`, 20,000, took 200–290 ms of a 0.9 s cold check on one).
    static func outputs(of elements: [BuiltElement], in model: Model, withReads: Bool) -> [RuleOutput] {
        outputs(count: elements.count, in: model, withReads: withReads) { sites(of: elements[$0]) }
    }

    /// The outputs of `count` declarations, the `k`th of which has the strings `sitesOf(k)`.
    static func outputs(count: Int, in model: Model, withReads: Bool, sitesOf: (Int) -> [ExpressionSite]) -> [RuleOutput] {
        let parts = partCount(count)
        guard parts > 1 else { return check(0..<count, in: model, withReads: withReads, sitesOf: sitesOf) }
        var outputs: [RuleOutput] = []
        outputs.reserveCapacity(count)
        for part in inParallel(parts: parts, { k in check(partRange(k, of: parts, count: count), in: model, withReads: withReads, sitesOf: sitesOf) }) {
            outputs += part
        }
        return outputs
    }

    /// How many parts `count` declarations' strings are checked in: more parts than cores, as the
    /// declarations are not alike (a model's entities come before its fetch requests) and a core
    /// slowed by something else should take fewer; one for a few, or on one core.
    static func partCount(_ count: Int) -> Int { CDMSyntax.partCount(count, threshold: halvingThreshold, smallest: halvingThreshold / 2) }

    /// The outputs of the declarations `part`, the `k`th of which has the strings `sitesOf(k)`.
    static func check(_ part: Range<Int>, in model: Model, withReads: Bool, sitesOf: (Int) -> [ExpressionSite]) -> [RuleOutput] {
        // One table for the part's sites (it scans; made per site, it copied the model each time).
        let properties = PropertyTable(model, shared: false)
        return part.map { k in
            let sites = sitesOf(k)
            var output = RuleOutput(diagnostics: sites.flatMap { ExpressionRules.check($0, properties: properties) })
            if withReads { output.reads = reads(sites, model) }
            return output
        }
    }

    /// The predicates and derived expressions written in `element`, read from the model alone.
    static func sites(of element: BuiltElement) -> [ExpressionSite] {
        switch element {
        case .entity(let e): return sites(of: e)
        case .fetchRequest(let r): return sites(of: r)
        default: return []
        }
    }

    /// The derived attributes' expressions and the fetched properties' predicates of `e`.
    static func sites(of e: Entity) -> [ExpressionSite] {
        var out: [ExpressionSite] = []
        // Most attributes derive nothing: each is looked at where it is, not copied.
        for i in e.attributes.indices where e.attributes[i].derivation != nil {
            let a = e.attributes[i]
            guard let value = a.derivation, let source = a.derivationSource,
                let literal = ExpressionLiteral(value: value, source: source, declarationStart: a.range.start)
            else { continue }
            out.append(ExpressionSite(context: .derivedAttribute(name: a.name, type: a.type), entity: e.name, literal: literal))
        }
        for f in e.fetchedProperties {
            guard let value = f.predicate, let source = f.predicateSource,
                let literal = ExpressionLiteral(value: value, source: source, declarationStart: f.range.start)
            else { continue }
            out.append(ExpressionSite(context: .fetchedProperty(holder: e.name, name: f.name), entity: f.entity, literal: literal))
        }
        return out
    }

    /// The predicate of `r`.
    static func sites(of r: FetchRequest) -> [ExpressionSite] {
        guard let value = r.predicate, let source = r.predicateSource,
            let literal = ExpressionLiteral(value: value, source: source, declarationStart: r.range.start)
        else { return [] }
        return [ExpressionSite(context: .fetchRequest(name: r.name), entity: r.entity, literal: literal)]
    }

    /// Calls `body` with the range of each run of ASCII letters, digits and `_` in `buffer`.
    static func asciiWords(_ buffer: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start: Int?
        for i in 0..<buffer.count {
            let b = buffer[i]
            if b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) {
                if start == nil { start = i }
            } else if let s = start {
                body(s..<i)
                start = nil
            }
        }
        if let s = start { body(s..<buffer.count) }
    }

    /// The words of `text` that may be key path components (letters, digits, `_`, as Unicode has them),
    /// a superset of them; repeated words are repeated. `Words` reads an ASCII text's by bytes instead
    /// (`asciiWords`), the same words.
    static func identifiers(in text: String) -> [Substring] {
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
