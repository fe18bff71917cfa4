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

public struct FoldingSpan: Sendable, Equatable {
    public enum Kind: Sendable { case region, comment }
    public var range: TextRange
    public var kind: Kind
}

public enum Outline {
    public static func symbols(_ model: Model) -> [OutlineItem] {
        var items: [OutlineItem] = []
        if let r = model.nameRange {
            items.append(OutlineItem(name: model.name, detail: "model", kind: .model, range: r, selectionRange: r))
        }
        for g in model.generates {
            items.append(OutlineItem(name: "generate \(g.kind.rawValue)", detail: g.path, kind: .generate, range: g.range, selectionRange: g.kindRange))
        }
        for e in model.entities {
            var item = OutlineItem(name: e.name, detail: e.parent.map { ": \($0)" } ?? (e.isAbstract ? "abstract" : nil), kind: .entity, range: e.range, selectionRange: e.nameRange)
            item.children += e.attributes.map { OutlineItem(name: $0.name, detail: typeText($0), kind: .attribute, range: $0.range, selectionRange: $0.nameRange) }
            item.children += e.relationships.map { OutlineItem(name: $0.name, detail: $0.isToMany ? "[\($0.destination)]" : $0.destination + ($0.isOptional ? "?" : ""), kind: .relationship, range: $0.range, selectionRange: $0.nameRange) }
            item.children += e.fetchedProperties.map { OutlineItem(name: $0.name, detail: "fetched [\($0.entity)]", kind: .fetchedProperty, range: $0.range, selectionRange: $0.nameRange) }
            item.children += e.indexes.map { OutlineItem(name: $0.name, detail: "index", kind: .index, range: $0.range, selectionRange: $0.nameRange) }
            item.children.sort { $0.range < $1.range }
            items.append(item)
        }
        for c in model.composites {
            var item = OutlineItem(name: c.name, detail: "composite", kind: .composite, range: c.range, selectionRange: c.nameRange)
            item.children = c.attributes.map { OutlineItem(name: $0.name, detail: typeText($0), kind: .attribute, range: $0.range, selectionRange: $0.nameRange) }
            items.append(item)
        }
        for c in model.configurations {
            items.append(OutlineItem(name: c.name, detail: "configuration", kind: .configuration, range: c.range, selectionRange: c.nameRange))
        }
        for f in model.fetchRequests {
            items.append(OutlineItem(name: f.name, detail: "fetchRequest: \(f.entity)", kind: .fetchRequest, range: f.range, selectionRange: f.nameRange))
        }
        return items.sorted { $0.range < $1.range }
    }

    static func typeText(_ a: Attribute) -> String {
        var t = a.compositeName ?? a.type.rawValue
        if a.type == .transformable, let c = a.customClassName { t += "<\(c)>" }
        return t + (a.isOptional ? "?" : "")
    }

    /// Brace blocks spanning lines, and runs of two or more comment lines.
    public static func foldingSpans(_ parsed: ParsedFile, lineIndex: LineIndex) -> [FoldingSpan] {
        var spans: [FoldingSpan] = []
        var commentRun: TextRange?
        var commentLines = 0
        func flush() {
            if let r = commentRun, commentLines >= 2 { spans.append(FoldingSpan(range: r, kind: .comment)) }
            commentRun = nil
            commentLines = 0
        }
        var stack: [Int] = []
        for t in parsed.syntax.allTokens(includingTrivia: true) {
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
