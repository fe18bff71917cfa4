// Document symbols (the outline) and folding ranges, in editor terms.

import CDMModel
import CDMSyntax

public enum OutlineKind: Sendable, Equatable {
    case model, generate, entity, composite, attribute, relationship, fetchedProperty, configuration, fetchRequest, index
}

public struct OutlineItem: Sendable, Equatable {
    public var name: String
    public var detail: String?
    public var kind: OutlineKind
    public var range: TextRange
    public var selectionRange: TextRange
    public var children: [OutlineItem] = []
}

/// The top-level items of an outline in file order, each made from the model when it is read.
public struct OutlineItems: RandomAccessCollection, Sendable {
    enum Top: Sendable {
        case model
        case generate(Int)
        case entity(Int)
        case composite(Int)
        case configuration(Int)
        case fetchRequest(Int)
    }
    let model: Model
    let order: [Top]

    public var startIndex: Int { 0 }
    public var endIndex: Int { order.count }
    public subscript(position: Int) -> OutlineItem { Outline.item(order[position], of: model) }
}

public struct FoldingSpan: Sendable, Equatable {
    public enum Kind: Sendable { case region, comment }
    public var range: TextRange
    public var kind: Kind
}

public enum Outline {
    public static func symbols(_ model: Model) -> [OutlineItem] { Array(items(model)) }

    /// The outline's top-level items in file order, each made when it is read: a writer can
    /// convert and write one entity's symbols at a time (the whole outline of 21,000 entities
    /// was 150,000 items at once).
    public static func items(_ model: Model) -> OutlineItems {
        var tops: [(top: OutlineItems.Top, range: TextRange)] = []
        if let r = model.nameRange { tops.append((.model, r)) }
        for (i, g) in model.generates.enumerated() { tops.append((.generate(i), g.range)) }
        for (i, e) in model.entities.enumerated() { tops.append((.entity(i), e.range)) }
        for (i, c) in model.composites.enumerated() { tops.append((.composite(i), c.range)) }
        for (i, c) in model.configurations.enumerated() { tops.append((.configuration(i), c.range)) }
        for (i, f) in model.fetchRequests.enumerated() { tops.append((.fetchRequest(i), f.range)) }
        return OutlineItems(model: model, order: tops.sorted { $0.range < $1.range }.map(\.top))
    }

    static func item(_ top: OutlineItems.Top, of model: Model) -> OutlineItem {
        switch top {
        case .model:
            let r = model.nameRange ?? .empty(at: 0)
            return OutlineItem(name: model.name, detail: "model", kind: .model, range: r, selectionRange: r)
        case .generate(let i):
            let g = model.generates[i]
            return OutlineItem(name: "generate \(g.kind.rawValue)", detail: g.path, kind: .generate, range: g.range, selectionRange: g.kindRange)
        case .entity(let i):
            let e = model.entities[i]
            var item = OutlineItem(
                name: e.name, detail: e.parent.map { ": \($0)" } ?? (e.isAbstract ? "abstract" : nil), kind: .entity, range: e.range, selectionRange: e.nameRange)
            item.children += e.attributes.map { OutlineItem(name: $0.name, detail: typeText($0), kind: .attribute, range: $0.range, selectionRange: $0.nameRange) }
            item.children += e.relationships.map {
                OutlineItem(
                    name: $0.name, detail: $0.isToMany ? "[\($0.destination)]" : $0.destination + ($0.isOptional ? "?" : ""), kind: .relationship, range: $0.range,
                    selectionRange: $0.nameRange)
            }
            item.children += e.fetchedProperties.map {
                OutlineItem(name: $0.name, detail: "fetched [\($0.entity)]", kind: .fetchedProperty, range: $0.range, selectionRange: $0.nameRange)
            }
            item.children += e.indexes.map { OutlineItem(name: $0.name, detail: "index", kind: .index, range: $0.range, selectionRange: $0.nameRange) }
            item.children.sort { $0.range < $1.range }
            return item
        case .composite(let i):
            let c = model.composites[i]
            var item = OutlineItem(name: c.name, detail: "composite", kind: .composite, range: c.range, selectionRange: c.nameRange)
            item.children = c.attributes.map { OutlineItem(name: $0.name, detail: typeText($0), kind: .attribute, range: $0.range, selectionRange: $0.nameRange) }
            return item
        case .configuration(let i):
            let c = model.configurations[i]
            return OutlineItem(name: c.name, detail: "configuration", kind: .configuration, range: c.range, selectionRange: c.nameRange)
        case .fetchRequest(let i):
            let f = model.fetchRequests[i]
            return OutlineItem(name: f.name, detail: "fetchRequest: \(f.entity)", kind: .fetchRequest, range: f.range, selectionRange: f.nameRange)
        }
    }

    static func typeText(_ a: Attribute) -> String {
        var t = a.compositeName ?? a.type.rawValue
        if a.type == .transformable, let c = a.customClassName { t += "<\(c)>" }
        return t + (a.isOptional ? "?" : "")
    }

    /// Brace blocks spanning lines, and runs of two or more comment lines.
    public static func foldingSpans(_ parsed: ParsedFile, lineIndex: some LineMapping) -> [FoldingSpan] {
        var spans: [FoldingSpan] = []
        var commentRun: TextRange?
        var commentLines = 0
        func flush() {
            if let r = commentRun, commentLines >= 2 { spans.append(FoldingSpan(range: r, kind: .comment)) }
            commentRun = nil
            commentLines = 0
        }
        var stack: [Int] = []
        // Visited, not gathered: an array of every token was 58 MB for a 21,000-entity file.
        parsed.syntax.forEachToken(includingTrivia: true) { t in
            switch t.kind {
            case .lineComment, .docComment:
                commentRun = commentRun.map { $0.union(t.range) } ?? t.range
                commentLines += 1
            case .blockComment:
                flush()
                if lineIndex.line(of: t.range.start) != lineIndex.line(of: t.range.end) {
                    spans.append(FoldingSpan(range: t.range, kind: .comment))
                }
            case .whitespace, .newline: break
            default:
                flush()
                if t.kind == .lBrace { stack.append(t.range.start) }
                if t.kind == .rBrace, let start = stack.popLast(), lineIndex.line(of: start) != lineIndex.line(of: t.range.start) {
                    spans.append(FoldingSpan(range: TextRange(start: start, end: t.range.end), kind: .region))
                }
            }
        }
        flush()
        return spans.sorted { $0.range < $1.range }
    }
}
