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
        let scored = all.compactMap { item in score(item.name, query).map { (item, $0) } }
        return scored.sorted { a, b in
            if a.1 != b.1 { return a.1 < b.1 }
            if a.0.name != b.0.name { return a.0.name < b.0.name }
            return a.0.range < b.0.range
        }.map(\.0)
    }

    /// How well `name` matches `query`: 0 exact, 1 prefix, 2 substring, 3 subsequence; nil for no match.
    static func score(_ name: String, _ query: String) -> Int? {
        let n = Array(name.lowercased().unicodeScalars)
        let q = Array(query.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
        if q.isEmpty { return 3 }
        if n == q { return 0 }
        if n.starts(with: q) { return 1 }
        if String(String.UnicodeScalarView(n)).contains(String(String.UnicodeScalarView(q))) { return 2 }
        var i = 0
        for c in n where i < q.count && c == q[i] { i += 1 }
        return i == q.count ? 3 : nil
    }
}
