// Moves what the builder made of a declaration to another offset: the model keeps absolute ranges,
// and a declaration (or a property node the parser shares) is built once and moved where it is.

import CDMSyntax

extension Optional where Wrapped == TextRange {
    func shifted(by delta: Int) -> TextRange? { self.map { $0.shifted(by: delta) } }
}

extension Attribute {
    mutating func shift(by delta: Int) {
        nameRange = nameRange.shifted(by: delta)
        range = range.shifted(by: delta)
        typeRange = typeRange.shifted(by: delta)
        defaultRange = defaultRange.shifted(by: delta)
        if var e = enumeration {
            e.range = e.range.shifted(by: delta)
            e.casesRange = e.casesRange.shifted(by: delta)
            for i in e.cases.indices { e.cases[i].range = e.cases[i].range.shifted(by: delta) }
            enumeration = e
        }
    }
}

extension Relationship {
    mutating func shift(by delta: Int) {
        nameRange = nameRange.shifted(by: delta)
        range = range.shifted(by: delta)
        typeRange = typeRange.shifted(by: delta)
        destinationRange = destinationRange.shifted(by: delta)
        inverseRange = inverseRange.shifted(by: delta)
    }
}

extension UniqueConstraint {
    mutating func shift(by delta: Int) {
        range = range.shifted(by: delta)
        for j in properties.indices { properties[j].range = properties[j].range.shifted(by: delta) }
    }
}

extension Entity {
    /// Moves every range by `delta` (the entity's declaration moved in the file).
    mutating func shift(by delta: Int) {
        nameRange = nameRange.shifted(by: delta)
        range = range.shifted(by: delta)
        if baseClassRange != nil { baseClassRange = baseClassRange.shifted(by: delta) }
        if conformancesRange != nil { conformancesRange = conformancesRange.shifted(by: delta) }
        parentRange = parentRange.shifted(by: delta)
        classNameRange = classNameRange.shifted(by: delta)
        for i in attributes.indices { attributes[i].shift(by: delta) }
        for i in relationships.indices { relationships[i].shift(by: delta) }
        for i in fetchedProperties.indices {
            fetchedProperties[i].nameRange = fetchedProperties[i].nameRange.shifted(by: delta)
            fetchedProperties[i].range = fetchedProperties[i].range.shifted(by: delta)
            fetchedProperties[i].entityRange = fetchedProperties[i].entityRange.shifted(by: delta)
        }
        for i in uniqueConstraints.indices { uniqueConstraints[i].shift(by: delta) }
        for i in indexes.indices {
            indexes[i].nameRange = indexes[i].nameRange.shifted(by: delta)
            indexes[i].range = indexes[i].range.shifted(by: delta)
            for j in indexes[i].parts.indices {
                indexes[i].parts[j].property.range = indexes[i].parts[j].property.range.shifted(by: delta)
            }
        }
    }
}

extension Composite {
    mutating func shift(by delta: Int) {
        nameRange = nameRange.shifted(by: delta)
        range = range.shifted(by: delta)
        for i in attributes.indices { attributes[i].shift(by: delta) }
    }
}

extension Configuration {
    mutating func shift(by delta: Int) {
        nameRange = nameRange.shifted(by: delta)
        range = range.shifted(by: delta)
        for i in entities.indices { entities[i].range = entities[i].range.shifted(by: delta) }
    }
}

extension FetchRequest {
    mutating func shift(by delta: Int) {
        nameRange = nameRange.shifted(by: delta)
        range = range.shifted(by: delta)
        entityRange = entityRange.shifted(by: delta)
    }
}

extension GenerateTarget {
    mutating func shift(by delta: Int) {
        kindRange = kindRange.shifted(by: delta)
        pathRange = pathRange.shifted(by: delta)
        range = range.shifted(by: delta)
        baseClassRange = baseClassRange.shifted(by: delta)
    }
}
