// Every named thing in a file and every place it is named: the base of definition, references, rename and hover.

import CDMModel
import CDMSyntax

/// What a name refers to.
public enum SymbolID: Hashable, Sendable {
    case entity(String)
    case composite(String)
    /// A property, keyed by the entity (or composite) that declares it.
    case property(owner: String, name: String)
    case configuration(String)
    case fetchRequest(String)
    case model
}

/// One place where a symbol is named.
public struct Occurrence: Hashable, Sendable {
    public var symbol: SymbolID
    public var range: TextRange
    public var isDeclaration: Bool
}

/// All occurrences of all symbols in one analysed file.
public struct SymbolIndex: Sendable {
    public let occurrences: [Occurrence]

    public init(_ analysis: Analysis) {
        let model = analysis.model
        var out: [Occurrence] = []
        func add(_ s: SymbolID, _ r: TextRange?, decl: Bool = false) {
            guard let r, !r.isEmpty else { return }
            out.append(Occurrence(symbol: s, range: r, isDeclaration: decl))
        }
        /// Each entity's property names, made on first use (an inverse per relationship scanned
        /// its destination's lists: quadratic in one entity's properties, issue #17).
        var declared: [String: Set<String>] = [:]
        func declares(_ candidate: Entity, _ name: String) -> Bool {
            if let names = declared[candidate.name] { return names.contains(name) }
            var names: Set<String> = []
            for a in candidate.attributes { names.insert(a.name) }
            for r in candidate.relationships { names.insert(r.name) }
            for f in candidate.fetchedProperties { names.insert(f.name) }
            declared[candidate.name] = names
            return names.contains(name)
        }
        /// The entity among `entity` and its ancestors that declares property `name`.
        func owner(of name: String, from entity: String) -> String {
            guard let e = model.entity(named: entity) else { return entity }
            for candidate in [e] + model.ancestors(of: e) where declares(candidate, name) {
                return candidate.name
            }
            return entity
        }
        if let r = model.nameRange { add(.model, r, decl: true) }
        for e in model.entities {
            add(.entity(e.name), e.nameRange, decl: true)
            if let p = e.parent { add(.entity(p), e.parentRange) }
            for a in e.attributes {
                add(.property(owner: e.name, name: a.name), a.nameRange, decl: true)
                if let c = a.compositeName { add(.composite(c), TextRange(offset: a.typeRange.start, length: c.utf8.count)) }
            }
            for r in e.relationships {
                add(.property(owner: e.name, name: r.name), r.nameRange, decl: true)
                add(.entity(r.destination), r.destinationRange)
                if let inv = r.inverse, let range = r.inverseRange {
                    add(.property(owner: owner(of: inv, from: r.destination), name: inv), range)
                }
            }
            for f in e.fetchedProperties {
                add(.property(owner: e.name, name: f.name), f.nameRange, decl: true)
                add(.entity(f.entity), f.entityRange)
            }
            for u in e.uniqueConstraints where !u.fromModifier {
                for p in u.properties { add(.property(owner: owner(of: p.name, from: e.name), name: p.name), p.range) }
            }
            for i in e.indexes {
                for p in i.parts { add(.property(owner: owner(of: p.property.name, from: e.name), name: p.property.name), p.property.range) }
            }
        }
        for c in model.composites {
            add(.composite(c.name), c.nameRange, decl: true)
            for a in c.attributes {
                add(.property(owner: c.name, name: a.name), a.nameRange, decl: true)
                if let n = a.compositeName { add(.composite(n), TextRange(offset: a.typeRange.start, length: n.utf8.count)) }
            }
        }
        for c in model.configurations {
            add(.configuration(c.name), c.nameRange, decl: true)
            for m in c.entities { add(.entity(m.name), m.range) }
        }
        for f in model.fetchRequests {
            add(.fetchRequest(f.name), f.nameRange, decl: true)
            add(.entity(f.entity), f.entityRange)
        }
        occurrences = out.sorted { $0.range < $1.range }
    }

    /// The occurrence under `offset` (a cursor at either end of a name counts, as vim-lsp sends the start).
    public func occurrence(at offset: Int) -> Occurrence? {
        occurrences.first { $0.range.contains(offset) } ?? occurrences.first { $0.range.end == offset }
    }

    public func declaration(of symbol: SymbolID) -> Occurrence? {
        occurrences.first { $0.symbol == symbol && $0.isDeclaration }
    }

    public func occurrences(of symbol: SymbolID) -> [Occurrence] {
        occurrences.filter { $0.symbol == symbol }
    }
}
