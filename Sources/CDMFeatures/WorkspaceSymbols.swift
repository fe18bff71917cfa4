// Workspace symbols: the model's entities, composites, configurations and fetch requests that match a query.

import CDMModel
import CDMSyntax

public enum WorkspaceSymbolKind: Sendable, Equatable {
    case entity, composite, configuration, fetchRequest
}

/// One symbol of one file; the server adds the file's URI.
public struct WorkspaceSymbolItem: Sendable, Equatable {
    public var name: String
    public var kind: WorkspaceSymbolKind
    /// The whole declaration, where an editor jumps to.
    public var range: TextRange
    /// The declared name.
    public var nameRange: TextRange
    /// The model's name.
    public var containerName: String?

    public init(name: String, kind: WorkspaceSymbolKind, range: TextRange, nameRange: TextRange, containerName: String?) {
        self.name = name
        self.kind = kind
        self.range = range
        self.nameRange = nameRange
        self.containerName = containerName
    }
}

public enum WorkspaceSymbols {
    /// The symbols whose name matches `query`, best first.
    ///
    /// A name matches when the query's characters appear in it in order, ignoring case
    /// (`nb` matches `Notebook`); an empty query matches everything. An exact name comes first,
    /// then names that start with the query, then names that contain it, then the other matches,
    /// each group by name.
    public static func symbols(_ model: Model, query: String) -> [WorkspaceSymbolItem] {
        rank(items(model), query: query, limit: .max, name: \.name, tieBreak: { $0.range < $1.range })
    }

    /// Every symbol of `model`, unfiltered and unsorted (what the server caches per file).
    public static func items(_ model: Model) -> [WorkspaceSymbolItem] {
        var all: [WorkspaceSymbolItem] = []
        all += model.entities.map { WorkspaceSymbolItem(name: $0.name, kind: .entity, range: $0.range, nameRange: $0.nameRange, containerName: model.name) }
        all += model.composites.map {
            WorkspaceSymbolItem(name: $0.name, kind: .composite, range: $0.range, nameRange: $0.nameRange, containerName: model.name)
        }
        all += model.configurations.map {
            WorkspaceSymbolItem(name: $0.name, kind: .configuration, range: $0.range, nameRange: $0.nameRange, containerName: model.name)
        }
        all += model.fetchRequests.map {
            WorkspaceSymbolItem(name: $0.name, kind: .fetchRequest, range: $0.range, nameRange: $0.nameRange, containerName: model.name)
        }
        return all
    }

    /// The best `limit` of `items` that match `query`, in the order `symbols(_:query:)` describes;
    /// `tieBreak` orders equal names (by file and place, say).
    public static func rank<Item>(_ items: [Item], query: String, limit: Int, name: (Item) -> String, tieBreak: (Item, Item) -> Bool) -> [Item] {
        let sorted = items.map { (item: $0, name: name($0)) }.sorted { $0.name != $1.name ? $0.name < $1.name : tieBreak($0.item, $1.item) }
        return rankSorted(sorted.map(\.item), query: searchKey(query, isQuery: true), limit: limit, key: { searchKey(name($0)) })
    }

    /// `rank` for items already in name order, each with its search key (`searchKey(name)`): one pass,
    /// no sorting, for lists searched on every keystroke (the server's workspace index keeps its
    /// symbols sorted with their keys).
    public static func rankSorted<Item>(_ sorted: [Item], query: [Unicode.Scalar], limit: Int, key: (Item) -> [Unicode.Scalar]) -> [Item] {
        var buckets: [[Item]] = [[], [], [], []]
        for item in sorted {
            if let score = score(key(item), query), buckets[score].count < limit { buckets[score].append(item) }
        }
        return Array(buckets.joined().prefix(limit))
    }

    /// What names and queries are compared by: lower-cased scalars (a query also without whitespace).
    public static func searchKey(_ text: String, isQuery: Bool = false) -> [Unicode.Scalar] {
        let scalars = text.lowercased().unicodeScalars
        return isQuery ? scalars.filter { !$0.properties.isWhitespace } : Array(scalars)
    }

    /// How well `name` matches `query`: 0 exact, 1 prefix, 2 substring, 3 subsequence; nil for no match.
    static func score(_ name: String, _ query: String) -> Int? {
        score(searchKey(name), searchKey(query, isQuery: true))
    }

    /// `score` on lower-cased scalars, the query without whitespace.
    static func score(_ n: [Unicode.Scalar], _ q: [Unicode.Scalar]) -> Int? {
        if q.isEmpty { return 3 }
        if n == q { return 0 }
        if n.starts(with: q) { return 1 }
        if n.count > q.count {
            for start in 1...(n.count - q.count) where n[start] == q[0] && n[start..<(start + q.count)].elementsEqual(q) { return 2 }
        }
        var i = 0
        for c in n where i < q.count && c == q[i] { i += 1 }
        return i == q.count ? 3 : nil
    }
}
