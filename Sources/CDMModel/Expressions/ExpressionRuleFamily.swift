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
        let sites = sites(of: element)
        guard !sites.isEmpty else { return RuleReads() }
        var starts: [String] = []
        var words: Set<Substring> = []
        for site in sites {
            starts.append(site.entity)
            if case .fetchedProperty(let holder, _) = site.context { starts.append(holder) }
            words.formUnion(identifiers(in: site.literal.text))
        }
        // Entities reached through relationships and fetched properties whose names the strings use,
        // walking up each one's ancestors (their properties are its own).
        var seen: Set<String> = []
        var order: [String] = []
        var pending = starts
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            order.append(name)
            let next: [String]? = entities.withEntity(named: name) { e in
                var out = e.parent.map { [$0] } ?? []
                for r in e.relationships where words.contains(Substring(r.name)) { out.append(r.destination) }
                for f in e.fetchedProperties where words.contains(Substring(f.name)) { out.append(f.entity) }
                return out
            }
            pending += next ?? []
        }
        return RuleReads(names: order)
    }

    static func check(_ element: BuiltElement, _ input: RuleInput, _ setting: NoSetting) -> RuleOutput {
        var model = input.model
        model.reindex()
        return RuleOutput(diagnostics: sites(of: element).flatMap { ExpressionRules.check($0, in: model) })
    }

    /// Opening a file checks every declaration's strings in one pass (`diagnostics(of:in:)`).
    static var hasWholeModelPass: Bool { true }

    static func checkAll(_ model: Model, checking elements: [BuiltElement], unresolved: Set<String>, _ setting: NoSetting) -> [RuleOutput]? {
        var model = model
        model.reindex()
        return diagnostics(of: elements, in: model).map { RuleOutput(diagnostics: $0) }
    }

    static func checkModel(_ checker: inout Checker) {
        let model = checker.model
        let elements = (model.entities.map(BuiltElement.entity) + model.fetchRequests.map(BuiltElement.fetchRequest)).filter(checks)
        for found in diagnostics(of: elements, in: model) { checker.diagnostics += found }
    }

    /// Declarations with at least this many strings between them are checked in two halves at once.
    static let halvingThreshold = 256

    /// The diagnostics of each of `elements`' strings, in order. Each string's check reads the model
    /// and nothing else, so a large file's are checked in two halves on two threads (the strings of
    /// the reference model of `cdm-bench`, 20,000, took 200–290 ms of a 0.9 s cold check on one).
    static func diagnostics(of elements: [BuiltElement], in model: Model) -> [[Diagnostic]] {
        func check(_ part: ArraySlice<BuiltElement>) -> [[Diagnostic]] {
            part.map { sites(of: $0).flatMap { ExpressionRules.check($0, in: model) } }
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

    /// The words of `text` that may be key path components (letters, digits, `_`), a superset of them:
    /// read byte by byte, every non-ASCII byte counting as a letter.
    static func identifiers(in text: String) -> Set<Substring> {
        var out: Set<Substring> = []
        let utf8 = text.utf8
        var start: String.Index?
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let b = utf8[i]
            let isWord = b == UInt8(ascii: "_") || b >= 0x80 || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A)
            if isWord {
                if start == nil { start = i }
            } else if let s = start {
                out.insert(text[s..<i])
                start = nil
            }
            i = utf8.index(after: i)
        }
        if let s = start { out.insert(text[s...]) }
        return out
    }
}
