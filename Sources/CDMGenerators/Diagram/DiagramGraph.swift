// The edges both diagram generators draw: each inverse pair once, unpaired relationships, and inheritance.

import CDMModel

/// How many objects one end of an edge may hold, as crow's-foot notation draws it.
enum DiagramMultiplicity: Equatable {
    case zeroOrOne, exactlyOne, zeroOrMore, oneOrMore

    /// The multiplicity that `relationship` gives its destination.
    init(_ relationship: Relationship) {
        if relationship.isToMany {
            let atLeastOne = !relationship.isOptional || (relationship.minCount ?? 0) >= 1
            self = atLeastOne ? .oneOrMore : .zeroOrMore
        } else {
            self = relationship.isOptional ? .zeroOrOne : .exactlyOne
        }
    }

    var isMany: Bool { self == .zeroOrMore || self == .oneOrMore }
    var allowsZero: Bool { self == .zeroOrOne || self == .zeroOrMore }
}

/// One line of a diagram: a relationship (with its inverse when it has one) or an inheritance link.
struct DiagramEdge: Equatable {
    enum Kind: Equatable { case relationship, inheritance }

    var kind: Kind
    /// For a relationship, the entity that declares `relationship`; for inheritance, the sub-entity.
    var from: String
    /// For a relationship, the entity at the other end; for inheritance, the parent.
    var to: String
    /// The relationship declared on `from` (nil for inheritance).
    var relationship: Relationship?
    /// Its inverse, declared on `to` (nil without one).
    var inverse: Relationship?

    /// How many `to` objects one `from` object relates to (nil for inheritance).
    var toMultiplicity: DiagramMultiplicity? { relationship.map(DiagramMultiplicity.init) }
    /// How many `from` objects one `to` object relates to (nil when unknown: no inverse, or inheritance).
    var fromMultiplicity: DiagramMultiplicity? { inverse.map(DiagramMultiplicity.init) }
}

enum DiagramGraph {
    /// Inheritance links (child to parent) in model order, then relationships in model order, each
    /// inverse pair once, at the first of its two relationships.
    static func edges(of model: Model) -> [DiagramEdge] {
        var out: [DiagramEdge] = []
        let names = Set(model.entities.map(\.name))
        for entity in model.entities {
            if let parent = entity.parent, names.contains(parent), parent != entity.name {
                out.append(DiagramEdge(kind: .inheritance, from: entity.name, to: parent))
            }
        }
        var drawn: Set<String> = []
        func key(_ entity: String, _ relationship: String) -> String { entity + "." + relationship }
        for entity in model.entities {
            for relationship in entity.relationships {
                guard names.contains(relationship.destination) else { continue }
                if drawn.contains(key(entity.name, relationship.name)) { continue }
                drawn.insert(key(entity.name, relationship.name))
                var edge = DiagramEdge(
                    kind: .relationship, from: entity.name, to: relationship.destination,
                    relationship: relationship)
                if let inverseName = relationship.inverse,
                    let (owner, inverse) = declaration(
                        of: inverseName, on: relationship.destination, in: model),
                    inverse.inverse == nil || inverse.inverse == relationship.name,
                    model.entity(entity.name, isKindOf: inverse.destination)
                        || model.entity(inverse.destination, isKindOf: entity.name)
                {
                    edge.inverse = inverse
                    edge.to = owner
                    drawn.insert(key(owner, inverse.name))
                }
                out.append(edge)
            }
        }
        return out
    }

    /// The relationship `name` on `entity` or the nearest ancestor that declares it, with that entity's name.
    static func declaration(of name: String, on entity: String, in model: Model) -> (
        String, Relationship
    )? {
        guard let start = model.entity(named: entity) else { return nil }
        for e in [start] + model.ancestors(of: start) {
            if let r = e.relationships.first(where: { $0.name == name }) { return (e.name, r) }
        }
        return nil
    }

    /// Names of attributes that are unique on their own (`@unique` or a one-property `unique(...)`).
    static func uniqueAttributes(of entity: Entity) -> Set<String> {
        var out = Set(entity.attributes.filter(\.isUnique).map(\.name))
        for constraint in entity.uniqueConstraints where constraint.properties.count == 1 {
            out.insert(constraint.properties[0].name)
        }
        return out
    }

    /// For attributes in a compound `unique(a, b)`, the other members of each constraint they are part of.
    static func compoundUniqueness(of entity: Entity) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for constraint in entity.uniqueConstraints where constraint.properties.count > 1 {
            let names = constraint.properties.map(\.name)
            for name in names where out[name] == nil {
                out[name] = names.filter { $0 != name }
            }
        }
        return out
    }
}
