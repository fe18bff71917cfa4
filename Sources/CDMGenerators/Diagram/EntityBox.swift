// What one entity's box in the SVG diagram shows, and how big it is (monospace text metrics).

import CDMModel

/// The contents and size of one entity's box: a title bar, then attribute rows, then relationship
/// and fetched-property rows.
struct EntityBox {
    enum RowKind { case attribute, relationship, fetched }

    struct Row {
        var kind: RowKind
        var name: String
        var type: String
        var isUnique = false
    }

    var name: String
    var parent: String?
    var isAbstract: Bool
    var rows: [Row]
    var width: Int
    var height: Int

    static let titleHeight = 28
    static let rowHeight = 18
    static let rowsTop = titleHeight + 4
    static let bottomPadding = 6
    static let minimumWidth = 140
    static let titleFontSize = 13.0
    static let rowFontSize = 12.0
    static let badgeFontSize = 9.0
    static let labelFontSize = 10.0

    /// Advance width of `count` characters of a monospace font at `size` (generous, so text fits
    /// whichever of SF Mono, Menlo, Consolas or DejaVu Sans Mono the viewer picks).
    static func textWidth(_ text: String, size: Double) -> Int {
        Int((Double(text.count) * size * 0.61).rounded(.up))
    }

    init(entity: Entity, model: Model) {
        name = entity.name
        parent = entity.parent
        isAbstract = entity.isAbstract
        let unique = DiagramGraph.uniqueAttributes(of: entity)
        var rows: [Row] = []
        for attribute in entity.attributes {
            var type: String
            switch attribute.type {
            case .composite: type = attribute.compositeName ?? "Composite"
            case .transformable:
                type = attribute.customClassName.map { "Transformable<\($0)>" } ?? "Transformable"
            default: type = attribute.type.rawValue
            }
            if attribute.isOptional { type += "?" }
            rows.append(
                Row(
                    kind: .attribute, name: attribute.name, type: type,
                    isUnique: unique.contains(attribute.name)))
        }
        for relationship in entity.relationships {
            var type = relationship.isToMany ? "[\(relationship.destination)]" : relationship.destination
            if !relationship.isToMany && relationship.isOptional { type += "?" }
            rows.append(Row(kind: .relationship, name: relationship.name, type: type))
        }
        for fetched in entity.fetchedProperties {
            rows.append(Row(kind: .fetched, name: fetched.name, type: "[\(fetched.entity)]"))
        }
        self.rows = rows

        var width = 12 + EntityBox.textWidth(entity.name, size: EntityBox.titleFontSize) + 12
        if let parent = entity.parent {
            width += EntityBox.textWidth(" : \(parent)", size: EntityBox.titleFontSize)
        }
        for row in rows {
            var w =
                10 + EntityBox.textWidth(row.name, size: EntityBox.rowFontSize) + 20
                + EntityBox.textWidth(row.type, size: EntityBox.rowFontSize) + 10
            if row.isUnique { w += 6 + EntityBox.textWidth("UK", size: EntityBox.badgeFontSize) }
            width = max(width, w)
        }
        width = max(width, EntityBox.minimumWidth)
        self.width = width + width % 2
        height =
            rows.isEmpty
            ? EntityBox.titleHeight + 8
            : EntityBox.rowsTop + rows.count * EntityBox.rowHeight + EntityBox.bottomPadding
    }

    /// Distance from the box's top to the middle of the title bar.
    var titlePort: Int { EntityBox.titleHeight / 2 }

    /// Distance from the box's top to the middle of row `index`.
    func rowPort(_ index: Int) -> Int {
        EntityBox.rowsTop + index * EntityBox.rowHeight + EntityBox.rowHeight / 2
    }

    /// The row of relationship `name`, if this box lists it.
    func relationshipRow(_ name: String) -> Int? {
        rows.firstIndex { $0.kind == .relationship && $0.name == name }
    }
}
