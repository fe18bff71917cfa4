// Every named thing in a file and every place it is named: the base of definition, references, rename and hover.

import CDMModel
import CDMSyntax
import Foundation

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

/// All occurrences of all symbols in one analysed file. The names written outside strings are found
/// at once; those inside `@predicate("…")` and `@derived("…")` are read when first asked for: every
/// string when a request needs every occurrence (references, rename, lenses), the one string under
/// the cursor for `occurrence(at:)` (hover, definition). Reading the 4,000 strings of a 2,000-entity
/// model took 50–57 ms, the first hover after each edit.
public struct SymbolIndex: Sendable {
    private let storage: Storage

    public init(_ analysis: Analysis) { storage = Storage(analysis) }

    /// Every occurrence, sorted by range.
    public var occurrences: [Occurrence] { storage.all() }

    /// Calls `body` with every place a symbol is named in `model` (empty ranges left out): the
    /// model's order, not the text's. Semantic tokens classify them without keeping `Occurrence`s.
    public static func forEachOccurrence(in model: Model, _ body: (SymbolID, TextRange, _ isDeclaration: Bool) -> Void) {
        func add(_ s: SymbolID, _ r: TextRange?, decl: Bool = false) {
            guard let r, !r.isEmpty else { return }
            body(s, r, decl)
        }
        var names = PropertyNames(model)
        /// The entity among `entity` and its ancestors that declares property `name`.
        func owner(of name: String, from entity: String) -> String {
            guard let e = model.entity(named: entity) else { return entity }
            if names.declares(e, name) { return e.name }
            for candidate in model.ancestors(of: e) where names.declares(candidate, name) {
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
    }

    /// The occurrence under `offset` (a cursor at either end of a name counts, as vim-lsp sends the start).
    public func occurrence(at offset: Int) -> Occurrence? { storage.occurrence(at: offset) }

    public func declaration(of symbol: SymbolID) -> Occurrence? { storage.declaration(of: symbol) }

    public func occurrences(of symbol: SymbolID) -> [Occurrence] {
        occurrences.filter { $0.symbol == symbol }
    }
}

/// Which properties an entity declares, by name. An entity of a few properties is searched where it
/// stands; a large one gets a table on first use, so one entity of 40,000 properties stays linear
/// (issue #17) and a model of 21,000 small ones allocates nothing.
struct PropertyNames {
    enum Kind { case attribute, relationship, fetched }
    let model: Model
    /// The kinds of each large entity's properties (a relationship wins over an attribute of the
    /// same name, an attribute over a fetched property).
    private var tables: [String: [String: Kind]] = [:]
    static let searchLimit = 32

    init(_ model: Model) { self.model = model }

    /// Whether `entity` itself declares a property `name`.
    mutating func declares(_ entity: Entity, _ name: String) -> Bool { kind(in: entity, name) != nil }

    /// The kind of `entity`'s own property `name`, if it has one.
    mutating func kind(in entity: borrowing Entity, _ name: String) -> Kind? {
        if entity.propertyCount <= Self.searchLimit {
            if entity.relationships.contains(where: { $0.name == name }) { return .relationship }
            if entity.attributes.contains(where: { $0.name == name }) { return .attribute }
            return entity.fetchedProperties.contains(where: { $0.name == name }) ? .fetched : nil
        }
        if let table = tables[entity.name] { return table[name] }
        var table: [String: Kind] = [:]
        table.reserveCapacity(entity.propertyCount)
        for f in entity.fetchedProperties { table[f.name] = .fetched }
        for a in entity.attributes { table[a.name] = .attribute }
        for r in entity.relationships { table[r.name] = .relationship }
        tables[entity.name] = table
        return table[name]
    }

    /// The kind of property `name` of the entity named `owner` (nil when there is no such entity or property).
    mutating func kind(owner: String, _ name: String) -> Kind? {
        guard let i = model.entityIndex(named: owner) else { return nil }
        return kind(in: model.entities[i], name)
    }
}

/// A `SymbolIndex`'s occurrences, shared by its copies (a document's index is read from one thread at a
/// time, but copies may travel): the names outside strings at once; those inside strings (the properties
/// key paths name, and the entities named in quotes compared with an object's `entity`) all at once when
/// first asked for all, until then only the string around an offset asked about. One sorted array holds
/// what is known, so reading the strings keeps no second copy of the names.
private final class Storage: @unchecked Sendable {
    private let analysis: Analysis
    private let lock = NSLock()
    /// Sorted by range: the names outside strings, and every string's once `stringsRead`.
    private var sorted: [Occurrence]
    /// The length of the longest of `sorted`: how far before an offset one that holds it may start.
    private var longest: Int
    private var stringsRead = false

    init(_ analysis: Analysis) {
        self.analysis = analysis
        var out: [Occurrence] = []
        SymbolIndex.forEachOccurrence(in: analysis.model) { symbol, range, isDeclaration in
            out.append(Occurrence(symbol: symbol, range: range, isDeclaration: isDeclaration))
        }
        sorted = out.sorted { $0.range < $1.range }
        longest = out.reduce(0) { max($0, $1.range.length) }
    }

    func all() -> [Occurrence] {
        lock.lock()
        defer { lock.unlock() }
        readStrings()
        return sorted
    }

    func occurrence(at offset: Int) -> Occurrence? {
        lock.lock()
        defer { lock.unlock() }
        func touches(_ o: Occurrence) -> Bool { o.range.contains(offset) || o.range.end == offset }
        // Those starting at most `longest` bytes before `offset` and not after it (a binary search).
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid].range.start <= offset { low = mid + 1 } else { high = mid }
        }
        var first = low
        while first > 0 && sorted[first - 1].range.start >= offset - longest { first -= 1 }
        var near = sorted[first..<low].filter(touches)
        if !stringsRead, let site = ExpressionParts.site(containing: offset, analysis) {
            // An occurrence holding or ending at `offset` inside a string lies between its quotes, and so does `offset`.
            near = (near + read(site).filter(touches)).sorted { $0.range < $1.range }
        }
        return near.first { $0.range.contains(offset) } ?? near.first { $0.range.end == offset }
    }

    /// Declarations are names outside strings, known from the start.
    func declaration(of symbol: SymbolID) -> Occurrence? {
        lock.lock()
        defer { lock.unlock() }
        return sorted.first { $0.symbol == symbol && $0.isDeclaration }
    }

    private func readStrings() {
        guard !stringsRead else { return }
        stringsRead = true
        let found = ExpressionParts.sites(analysis).flatMap(read)
        guard !found.isEmpty else { return }
        longest = found.reduce(longest) { max($0, $1.range.length) }
        sorted = (sorted + found).sorted { $0.range < $1.range }
    }

    /// The occurrences in `site`'s string.
    private func read(_ site: ExpressionSite) -> [Occurrence] {
        let model = analysis.model
        let read = ExpressionParts.read(site, in: model)
        var found: [Occurrence] = []
        for part in read.parts {
            if case .property(let symbol) = part.kind { found.append(Occurrence(symbol: symbol, range: read.sourceRange(part.range), isDeclaration: false)) }
        }
        for name in read.entityNames where model.entity(named: name.name) != nil {
            found.append(Occurrence(symbol: .entity(name.name), range: read.sourceRange(name.range), isDeclaration: false))
        }
        return found
    }
}
