// The Mermaid `erDiagram` of a model, for Markdown files that GitHub and editors render.

import CDMModel

/// Writes a model as a Mermaid entity–relationship diagram.
///
/// Every entity is listed with its attributes (and fetched properties); every relationship is
/// one line, once per inverse pair, with crow's-foot cardinalities on both ends and the names of
/// both relationships as its label; inheritance is a dotted `"parent of"` line.
public enum MermaidGenerator {
    /// The diagram of `model`.
    ///
    /// - Parameters:
    ///   - fenced: wrap the diagram in a ```` ```mermaid ```` block for a Markdown file (`.md`),
    ///     headed by an HTML comment; otherwise a bare diagram (`.mmd`) headed by a `%%` comment.
    ///   - sourceName: the `.cdm` file named in the header line (for example `Company.cdm`).
    public static func diagram(_ model: Model, fenced: Bool, sourceName: String? = nil) -> String {
        let origin =
            sourceName.map { GeneratedHeader.sentence(sourceFileName: sanitized($0)) }
            ?? GeneratedHeader.marker
        var lines: [String] = []
        if fenced {
            lines.append("<!-- \(origin.replacingOccurrences(of: "--", with: "- -")) -->")
            lines.append("")
            lines.append("```mermaid")
        } else {
            lines.append("%% \(origin)")
        }
        lines.append("erDiagram")
        for entity in model.entities {
            lines += entityLines(entity, model: model)
        }
        for edge in DiagramGraph.edges(of: model) {
            lines.append("    " + edgeLine(edge))
        }
        if fenced { lines.append("```") }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Entities

    static func entityLines(_ entity: Entity, model: Model) -> [String] {
        var lines: [String] = []
        let name = entityName(entity.name)
        if entity.isAbstract { lines.append("    %% \(entity.name) is abstract") }
        let unique = DiagramGraph.uniqueAttributes(of: entity)
        let compound = DiagramGraph.compoundUniqueness(of: entity)
        var rows: [String] = []
        for attribute in entity.attributes {
            var notes: [String] = []
            var type: String
            switch attribute.type {
            case .composite: type = attribute.compositeName ?? "Composite"
            case .transformable:
                type = "Transformable"
                if let cls = attribute.customClassName { notes.append(cls) }
            default: type = attribute.type.rawValue
            }
            if attribute.isOptional { notes.append("optional") }
            if let others = compound[attribute.name] {
                notes.append("unique with " + others.joined(separator: " and "))
            }
            if attribute.isTransient { notes.append("transient") }
            if attribute.derivation != nil { notes.append("derived") }
            if let value = attribute.defaultValue { notes.append("default " + value.text) }
            rows.append(
                row(
                    type: type, name: attribute.name, key: unique.contains(attribute.name) ? "UK" : nil,
                    notes: notes))
        }
        for fetched in entity.fetchedProperties {
            rows.append(
                row(type: word(fetched.entity) + "[]", name: fetched.name, key: nil, notes: ["fetched"]))
        }
        if rows.isEmpty {
            lines.append("    \(name)")
        } else {
            lines.append("    \(name) {")
            lines += rows.map { "        " + $0 }
            lines.append("    }")
        }
        return lines
    }

    static func row(type: String, name: String, key: String?, notes: [String]) -> String {
        var text = "\(word(type)) \(word(name))"
        if let key { text += " \(key)" }
        if !notes.isEmpty { text += " \"\(sanitized(notes.joined(separator: ", ")))\"" }
        return text
    }

    // MARK: - Relationships

    static func edgeLine(_ edge: DiagramEdge) -> String {
        switch edge.kind {
        case .inheritance:
            return "\(entityName(edge.to)) ||..o| \(entityName(edge.from)) : \"parent of\""
        case .relationship:
            let left = leftMarker(edge.fromMultiplicity ?? .zeroOrMore)
            let right = rightMarker(edge.toMultiplicity ?? .zeroOrMore)
            var label = edge.relationship?.name ?? ""
            if let inverse = edge.inverse, inverse.name != label || edge.from != edge.to {
                label += " / " + inverse.name
            }
            return
                "\(entityName(edge.from)) \(left)--\(right) \(entityName(edge.to)) : \"\(sanitized(label))\""
        }
    }

    /// The cardinality written on the left of `--`, describing the left entity.
    static func leftMarker(_ m: DiagramMultiplicity) -> String {
        switch m {
        case .zeroOrOne: return "|o"
        case .exactlyOne: return "||"
        case .zeroOrMore: return "}o"
        case .oneOrMore: return "}|"
        }
    }

    /// The cardinality written on the right of `--`, describing the right entity.
    static func rightMarker(_ m: DiagramMultiplicity) -> String {
        switch m {
        case .zeroOrOne: return "o|"
        case .exactlyOne: return "||"
        case .zeroOrMore: return "o{"
        case .oneOrMore: return "|{"
        }
    }

    // MARK: - Spelling

    /// Words Mermaid's ER lexer takes as keywords (case-insensitively) when they stand alone.
    static let keywords: Set<String> = [
        "one", "many", "to", "u", "class", "classdef", "style", "subgraph", "end", "erdiagram",
    ]

    /// An entity name as Mermaid reads it: quoted when it would lex as a keyword.
    static func entityName(_ name: String) -> String {
        keywords.contains(name.lowercased()) ? "\"\(name)\"" : name
    }

    /// An attribute type or name inside an entity block: `PK`, `FK` and `UK` alone are key markers there.
    static func word(_ text: String) -> String {
        ["pk", "fk", "uk"].contains(text.lowercased()) ? text + "_" : text
    }

    /// Text for a quoted label or comment, which Mermaid ends at the next `"`.
    static func sanitized(_ text: String) -> String {
        String(
            text.map { c -> Character in
                switch c {
                case "\"": return "'"
                case "\n", "\r", "\t": return " "
                default: return c
                }
            })
    }
}
