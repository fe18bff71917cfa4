// Inlay hints: what the source leaves implicit about relationships, shown inline by the editor.

import CDMModel
import CDMSyntax

/// A short label shown at an offset, between the characters around it.
public struct InlayHintItem: Sendable, Equatable {
    public var offset: Int
    public var label: String
    /// Whether the editor should put a space before the label.
    public var paddingLeft: Bool
    /// A longer explanation for the hint's hover.
    public var tooltip: String?

    public init(offset: Int, label: String, paddingLeft: Bool = true, tooltip: String? = nil) {
        self.offset = offset
        self.label = label
        self.paddingLeft = paddingLeft
        self.tooltip = tooltip
    }
}

/// Hints on relationships:
///
/// - after `@inverse(x)`, the kind of the other side: `→ to-one` or `→ to-many`;
/// - after a relationship that has no `@deleteRule`, the one Core Data applies:
///   `@deleteRule(nullify)`.
public enum InlayHints {
    public static func hints(_ analysis: Analysis, range: TextRange) -> [InlayHintItem] {
        let model = analysis.model
        let lookup = ModelLookup(analysis)
        var out: [InlayHintItem] = []
        for entity in model.entities where entity.range.intersects(range) || entity.range.touches(range.start) {
            for r in entity.relationships where r.range.intersects(range) || r.range.touches(range.start) {
                if let name = r.inverse, let destination = lookup.entities[r.destination],
                    let inverse = lookup.allRelationships(of: destination).first(where: { $0.name == name }),
                    let member = lookup.member(of: entity, range: r.range),
                    let modifier = SyntaxLookup.modifiers(of: member, named: "inverse").first
                {
                    let kind = inverse.isToMany ? "to-many" : "to-one"
                    out.append(
                        InlayHintItem(
                            offset: modifier.trimmedRange.end, label: "→ \(kind)",
                            tooltip: "'\(r.destination).\(name)' is a \(kind) relationship back to '\(inverse.destination)'"))
                }
                if !r.hasExplicitDeleteRule {
                    out.append(
                        InlayHintItem(
                            offset: r.range.end, label: "@deleteRule(\(r.deleteRule.rawValue))",
                            tooltip: "the default delete rule: deleting this object sets the inverse to nil on the related objects"))
                }
            }
        }
        return out.filter { range.touches($0.offset) }
    }
}
