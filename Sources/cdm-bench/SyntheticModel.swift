// Synthetic models of any size for the benchmark: valid, diagnostic-free, shaped like real apps' models.

/// Writes a model of `entities` entities (an even count), each with 12 attributes and 3 relationships
/// that name their inverses: a chain `next`/`previous` around all entities, and `members`/`group`
/// between each even entity and the odd one after it.
enum SyntheticModel {
    /// The lines of one entity (17, with its braces).
    static let linesPerEntity = 17
    /// The lines before the first entity when there are no `generate` lines.
    static let headerLines = 3

    static func text(entities count: Int, generate: [String] = []) -> String {
        precondition(count >= 2 && count % 2 == 0, "the synthetic model needs an even number of entities")
        var out = "/// A synthetic model of \(count) entities for cdm-bench.\nmodel Bench\n\n"
        for line in generate { out += line + "\n" }
        if !generate.isEmpty { out += "\n" }
        out.reserveCapacity(count * 520)
        for i in 0..<count {
            let next = (i + 1) % count
            let previous = (i + count - 1) % count
            out += "entity E\(i) {\n"
            out += "  name: String @length(1...120)\n"
            out += "  title: String?\n"
            out += "  createdAt: Date @indexed\n"
            out += "  updatedAt: Date?\n"
            out += "  count: Int32 = 0 @range(0...)\n"
            out += "  score: Double = 0\n"
            out += "  isActive: Bool = false\n"
            out += "  identifier: UUID @unique\n"
            out += "  payload: Data? @externalStorage\n"
            out += "  link: URL?\n"
            out += "  total: Decimal = 0\n"
            out += "  level: Int16 = 1 @range(1...10)\n"
            out += "  next: E\(next)? @inverse(previous)\n"
            out += "  previous: E\(previous)? @inverse(next)\n"
            if i % 2 == 0 {
                out += "  members: [E\(next)] @inverse(group) @deleteRule(cascade)\n"
            } else {
                out += "  group: E\(previous)? @inverse(members)\n"
            }
            out += "}\n"
        }
        return out
    }
}
