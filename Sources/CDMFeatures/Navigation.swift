// Go to definition, find references and go to inverse, answered in UTF-8 ranges.

import CDMModel
import CDMSyntax

public enum Navigation {
    /// The declaration of what is named at `offset`.
    public static func definition(_ index: SymbolIndex, at offset: Int) -> TextRange? {
        guard let occurrence = index.occurrence(at: offset) else { return nil }
        return index.declaration(of: occurrence.symbol)?.range
    }

    /// Every place the symbol at `offset` is named, in file order.
    public static func references(_ index: SymbolIndex, at offset: Int, includeDeclaration: Bool) -> [TextRange] {
        guard let occurrence = index.occurrence(at: offset) else { return [] }
        return index.occurrences(of: occurrence.symbol).filter { includeDeclaration || !$0.isDeclaration }.map(\.range)
    }

    /// The relationship whose declaration contains `offset`, with its entity.
    public static func relationship(in model: Model, at offset: Int) -> (Entity, Relationship)? {
        for e in model.entities where e.range.touches(offset) {
            if let r = e.relationships.first(where: { $0.range.touches(offset) }) { return (e, r) }
        }
        return nil
    }

    /// The name of the inverse of the relationship at `offset`: the one its `@inverse` names or,
    /// when it names none, the one on the destination that names it back.
    public static func inverse(_ model: Model, at offset: Int) -> TextRange? {
        guard let (entity, r) = relationship(in: model, at: offset), let dest = model.entity(named: r.destination) else { return nil }
        let candidates = model.allRelationships(of: dest)
        if let name = r.inverse {
            return candidates.first { $0.name == name }?.nameRange
        }
        return candidates.first { $0.inverse == r.name && model.entity(entity.name, isKindOf: $0.destination) }?.nameRange
    }
}
