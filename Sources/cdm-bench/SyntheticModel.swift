// Synthetic models of any size for the benchmark: valid, diagnostic-free, shaped like real apps' models.

import Foundation

/// Writes a model of `entities` entities (an even count), each with 12 attributes and 3 relationships
/// that name their inverses: a chain `next`/`previous` around all entities, and `members`/`group`
/// between each even entity and the odd one after it.
///
/// The reference shape names every property uniquely (`name0`, `title0`, …, `name1`: real models repeat
/// a few lines such as `id: UUID`, not whole entities) and gives each entity a fetched property and a fetch
/// request with predicates over its own properties and relationships: 19 lines an entity. The shape before
/// issue 32 (`--repeated-names`) repeats 12 of each entity's 15 property lines, which the parser shares as
/// one node, and has no predicates: 17 lines an entity.
enum SyntheticModel {
    enum Shape: Sendable {
        /// Unique property names, a fetched property and a fetch request per entity.
        case reference
        /// The same 12 attribute lines in every entity, no predicates (the figures before issue 32).
        case repeatedNames
    }

    /// Chosen once for the whole run: `--repeated-names` anywhere on the command line.
    static let shape: Shape = CommandLine.arguments.contains("--repeated-names") ? .repeatedNames : .reference

    /// The lines of one entity (with its braces, and the fetch request after it).
    static var linesPerEntity: Int { shape == .reference ? 19 : 17 }
    /// The lines before the first entity when there are no `generate` lines.
    static let headerLines = 3

    static func text(entities count: Int, generate: [String] = []) -> String {
        precondition(count >= 2 && count % 2 == 0, "the synthetic model needs an even number of entities")
        var out = "/// A synthetic model of \(count) entities for cdm-bench.\nmodel Bench\n\n"
        for line in generate { out += line + "\n" }
        if !generate.isEmpty { out += "\n" }
        out.reserveCapacity(count * (shape == .reference ? 700 : 520))
        for i in 0..<count {
            let next = (i + 1) % count
            let previous = (i + count - 1) % count
            // The suffix that makes a property's name unique: the entity's number (empty in the old shape).
            let (s, sn, sp) = shape == .reference ? ("\(i)", "\(next)", "\(previous)") : ("", "", "")
            out += "entity E\(i) {\n"
            out += "  name\(s): String @length(1...120)\n"
            out += "  title\(s): String?\n"
            out += "  createdAt\(s): Date @indexed\n"
            out += "  updatedAt\(s): Date?\n"
            out += "  count\(s): Int32 = 0 @range(0...)\n"
            out += "  score\(s): Double = 0\n"
            out += "  isActive\(s): Bool = false\n"
            out += "  identifier\(s): UUID @unique\n"
            out += "  payload\(s): Data? @externalStorage\n"
            out += "  link\(s): URL?\n"
            out += "  total\(s): Decimal = 0\n"
            out += "  level\(s): Int16 = 1 @range(1...10)\n"
            out += "  next\(s): E\(next)? @inverse(previous\(sn))\n"
            out += "  previous\(s): E\(previous)? @inverse(next\(sp))\n"
            if i % 2 == 0 {
                out += "  members\(s): [E\(next)] @inverse(group\(sn)) @deleteRule(cascade)\n"
            } else {
                out += "  group\(s): E\(previous)? @inverse(members\(sp))\n"
            }
            guard shape == .reference else {
                out += "}\n"
                continue
            }
            // A fetched property over the destination's properties, tied to the source object.
            out += "  fetched similar\(s): [E\(next)] @predicate(\"previous\(sn) == $FETCH_SOURCE AND score\(sn) > 0\")\n"
            out += "}\n"
            // A fetch request over an attribute and one step through a relationship (a to-many under ANY).
            let through = i % 2 == 0 ? "ANY members\(s).name\(sn) BEGINSWITH[cd] $PREFIX" : "group\(s).isActive\(sp) == YES"
            out += "fetchRequest Recent\(s): E\(i) @predicate(\"createdAt\(s) > $SINCE AND \(through)\") @fetchLimit(50)\n"
        }
        return out
    }
}
