// Hover text in Markdown: what Core Data will see for the entity, property, type or modifier under the cursor.

import CDMModel
import CDMSyntax

public struct HoverInfo: Sendable, Equatable {
    public var markdown: String
    public var range: TextRange
}

public enum HoverProvider {
    public static func hover(_ analysis: Analysis, index: SymbolIndex, at offset: Int) -> HoverInfo? {
        let model = analysis.model
        if let occurrence = index.occurrence(at: offset), let text = describe(occurrence.symbol, model) {
            return HoverInfo(markdown: text, range: occurrence.range)
        }
        // The identifier under the cursor, or just before it (a cursor at a word's end still names it).
        let syntax = analysis.parsed.syntax
        let candidates = [syntax.token(at: offset), offset > 0 ? syntax.token(at: offset - 1) : nil]
        guard let token = candidates.compactMap({ $0 }).first(where: { $0.kind == .identifier }) else { return nil }
        // A modifier name: `@name`. Only the tokens of its declaration (not the whole file's,
        // which for 21,000 entities was an array of 700,000 tokens made for one hover).
        let declaration = Completion.declaration(before: token.range.end, in: syntax) ?? syntax
        let tokens = declaration.allTokens()
        if let i = tokens.firstIndex(where: { $0.range == token.range }), i > 0, tokens[i - 1].kind == .at, let spec = Modifiers.spec(named: token.name) {
            return HoverInfo(markdown: "```cdm\n\(spec.signature)\n```\n\(spec.summary)\n\nApplies to: \(spec.sites.map(\.displayName).sorted().joined(separator: ", ")).", range: token.range)
        }
        if let (cd, swift) = Completion.typeDocs[token.name] {
            return HoverInfo(markdown: "```cdm\n\(token.name)\n```\nCore Data type **\(cd)**; generated Swift: `\(swift)`.", range: token.range)
        }
        return nil
    }

    static func describe(_ symbol: SymbolID, _ model: Model) -> String? {
        switch symbol {
        case .entity(let name):
            guard let e = model.entity(named: name) else { return nil }
            var head = (e.isAbstract ? "abstract " : "") + "entity \(e.name)"
            if let p = e.parent { head += ": \(p)" }
            var lines = ["```cdm\n\(head)\n```"]
            if let doc = e.doc { lines.append(doc) }
            let inherited = model.ancestors(of: e).reduce(0) { $0 + $1.propertyCount }
            var facts = ["\(e.attributes.count) attribute\(e.attributes.count == 1 ? "" : "s")", "\(e.relationships.count) relationship\(e.relationships.count == 1 ? "" : "s")"]
            if !e.fetchedProperties.isEmpty { facts.append("\(e.fetchedProperties.count) fetched") }
            if inherited > 0 { facts.append("\(inherited) inherited") }
            lines.append(facts.joined(separator: ", "))
            lines.append("Class `\(e.representedClassName)`, codegen `\(e.codegen.rawValue)`.")
            let subs = model.entities.filter { $0.parent == e.name }.map(\.name)
            if !subs.isEmpty { lines.append("Sub-entities: \(subs.joined(separator: ", ")).") }
            if let cloud = CloudKitHover.entityNote(e, model) { lines.append(cloud) }
            return lines.joined(separator: "\n\n")
        case .composite(let name):
            guard let c = model.composite(named: name) else { return nil }
            return "```cdm\ncomposite \(c.name)\n```\n" + (c.doc.map { $0 + "\n\n" } ?? "") + "\(c.attributes.count) attributes: " + c.attributes.map { "`\($0.name)`" }.joined(separator: ", ")
        case .property(let owner, let name):
            if let e = model.entity(named: owner) {
                let cloud = CloudKitHover.propertyNote(owner: owner, property: name, model).map { "\n\n" + $0 } ?? ""
                if let a = e.attributes.first(where: { $0.name == name }) { return describe(a, owner: owner) + cloud }
                if let r = e.relationships.first(where: { $0.name == name }) { return describe(r, owner: owner, model: model) + cloud }
                if let f = e.fetchedProperties.first(where: { $0.name == name }) {
                    return "```cdm\nfetched \(owner).\(f.name): [\(f.entity)]\n```\n" + (f.doc.map { $0 + "\n\n" } ?? "") + "Fetched property: " + (f.predicate.map { "objects of `\(f.entity)` matching `\($0)`." } ?? "every `\(f.entity)`.")
                }
            }
            if let c = model.composite(named: owner), let a = c.attributes.first(where: { $0.name == name }) {
                return describe(a, owner: owner)
            }
            return nil
        case .configuration(let name):
            guard let c = model.configurations.first(where: { $0.name == name }) else { return nil }
            return "```cdm\nconfiguration \(c.name)\n```\n\(c.entities.count) entities\(c.usedWithCloudKit ? ", used with CloudKit" : "")."
        case .fetchRequest(let name):
            guard let f = model.fetchRequests.first(where: { $0.name == name }) else { return nil }
            return "```cdm\nfetchRequest \(f.name): \(f.entity)\n```\nFetch request template" + (f.predicate.map { " with predicate `\($0)`." } ?? " for every `\(f.entity)`.")
        case .model:
            return "```cdm\nmodel \(model.name)\n```\n\(model.entities.count) entities" + (model.versionIdentifier.map { ", version identifier `\($0)`" } ?? "") + "."
        }
    }

    static func describe(_ a: Attribute, owner: String) -> String {
        let typeName = a.compositeName ?? a.type.rawValue
        var lines = ["```cdm\n\(owner).\(a.name): \(typeName)\(a.isOptional ? "?" : "")\n```"]
        if let doc = a.doc { lines.append(doc) }
        var facts: [String] = []
        let cd = Completion.typeDocs[a.type.rawValue]?.0 ?? (a.type == .composite ? "Composite" : a.type.rawValue)
        facts.append("Core Data: **\(cd)** attribute, \(a.isOptional ? "optional" : "required")")
        if a.isTransient { facts.append("transient (not saved)") }
        if let d = a.defaultValue { facts.append("default `\(d.text)`") }
        if let r = a.valueRange { facts.append("value in \(bounds(r))") }
        if let r = a.lengthRange { facts.append("length in \(bounds(r))") }
        if let re = a.regex { facts.append("matches `\(re)`") }
        if a.isUnique { facts.append("unique") }
        if a.isIndexed { facts.append("indexed") }
        if let d = a.derivation { facts.append("derived from `\(d)`") }
        if a.type.canBeScalar { facts.append(a.usesScalarValueType ? "scalar in generated code" : "object (`NSNumber`) in generated code") }
        if a.allowsExternalStorage { facts.append("external storage allowed") }
        if let c = a.customClassName { facts.append("custom class `\(c)`") }
        if let t = a.transformerName { facts.append("transformer `\(t)`") }
        lines.append(facts.joined(separator: "; ") + ".")
        return lines.joined(separator: "\n\n")
    }

    static func describe(_ r: Relationship, owner: String, model: Model) -> String {
        var lines = ["```cdm\n\(owner).\(r.name): \(r.isToMany ? "[\(r.destination)]" : r.destination + (r.isOptional ? "?" : ""))\n```"]
        if let doc = r.doc { lines.append(doc) }
        var facts = ["Core Data: \(r.isToMany ? (r.isOrdered ? "ordered to-many" : "to-many") : "to-one") relationship to `\(r.destination)`, \(r.isOptional ? "optional" : "required")"]
        if let inv = r.inverse {
            let other = model.relationship(inv, on: r.destination)
            facts.append("inverse `\(r.destination).\(inv)`" + (other.map { $0.isToMany ? " (to-many)" : " (to-one)" } ?? ""))
        } else {
            facts.append("no inverse")
        }
        facts.append("delete rule `\(r.deleteRule.rawValue)`" + (r.hasExplicitDeleteRule ? "" : " (default)"))
        if r.minCount != nil || r.maxCount != nil { facts.append("count \(r.minCount.map(String.init) ?? "")...\(r.maxCount.map(String.init) ?? "")") }
        if r.isTransient { facts.append("transient") }
        lines.append(facts.joined(separator: "; ") + ".")
        return lines.joined(separator: "\n\n")
    }

    static func bounds(_ b: Bounds) -> String {
        "`\(b.lower?.text ?? "")...\(b.upper?.text ?? "")`"
    }
}
