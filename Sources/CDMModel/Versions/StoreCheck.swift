// Stores of every supported frozen version against the current model: one comparison per distinct frozen schema, one diagnostic per problem naming the versions it affects.

import CDMSyntax

/// A frozen version as the store check reads it.
public struct FrozenStore: Sendable {
    public var name: String
    public var model: Model
    /// Mapping models whose source is this version: the destination version's name → the mapping
    /// model's folder name. One to the current model covers exactly that pair: no error is reported.
    public var mappingModels: [String: String]

    public init(name: String, model: Model, mappingModels: [String: String] = [:]) {
        self.name = name
        self.model = model
        self.mappingModels = mappingModels
    }
}

/// Core Data opens a store with the model it was created by and infers one mapping straight to the
/// current model, so every frozen version is compared with the current model, not only the newest.
/// A problem found for several versions is reported once: its message names them (`stores of
/// Model 1 to Model 3 cannot migrate: …`). A problem of the newest frozen version alone keeps the
/// step's own message (the change being made now).
public enum StoreCheck {
    /// The frozen versions in history order, grouped by identical schemas: each group's versions
    /// give the same comparison with any current model, so one comparison serves the group. Built
    /// once per history (the server keeps it while the user types).
    public struct Plan: Sendable {
        public var versions: [FrozenStore]
        /// Indices into `versions`: consecutive versions whose entities and configurations are equal.
        public var groups: [[Int]]
        /// Tells plans apart: a memo made with another plan is not used.
        let identity = Identity()
        final class Identity: Sendable {}

        public init(_ versions: [FrozenStore]) {
            self.versions = versions
            var groups: [[Int]] = []
            for i in versions.indices {
                if let last = groups.last?.last, Self.sameForMigration(versions[last].model, versions[i].model) {
                    groups[groups.count - 1].append(i)
                } else {
                    groups.append([i])
                }
            }
            self.groups = groups
            // Entities equal to the one of the same name in the previous version share its number.
            var next = 0
            var previous: [String: (entity: Entity, id: Int)] = [:]
            var ids: [[Int]] = []
            for version in versions {
                var row: [Int] = []
                var seen: [String: (entity: Entity, id: Int)] = [:]
                for e in version.model.entities {
                    let id: Int
                    if let p = previous[e.name], p.entity == e {
                        id = p.id
                    } else {
                        id = next
                        next += 1
                    }
                    row.append(id)
                    seen[e.name] = (e, id)
                }
                ids.append(row)
                previous = seen
            }
            entityIDs = ids
            usesCloudKit = versions.map { CloudKitSync.isUsed($0.model) }
        }

        /// For each version, a number per entity: equal numbers are equal entities (found between
        /// consecutive versions), so an edited entity is compared once with each distinct former self.
        var entityIDs: [[Int]] = []
        /// Whether each version syncs with CloudKit (its comparisons are not kept: `CloudKitRules`).
        var usesCloudKit: [Bool] = []

        /// Whether two frozen versions give the same comparison: what `MigrationCheck` reads of an
        /// older version is in its entities (and CloudKit's in its configurations).
        static func sameForMigration(_ a: Model, _ b: Model) -> Bool {
            a.entities == b.entities && a.configurations == b.configurations
        }

        /// The index of the oldest version `current` asks to be checked (`@supportsVersionsFrom`),
        /// and `unknown-supported-version` when it names no version here (then every version is checked).
        public func start(for current: Model, bundle: String) -> (index: Int, diagnostic: Diagnostic?) {
            guard let support = current.supportsVersionsFrom else { return (0, nil) }
            if let i = versions.firstIndex(where: { $0.name == support.name }) { return (i, nil) }
            let names = versions.map(\.name)
            let suggestion = Suggestions.nearest(to: support.name, in: names)
            let message =
                "'\(support.name)' in @supportsVersionsFrom is not a frozen version of \(bundle), so the stores of every version are checked"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            var fixIts: [FixIt] = []
            if let suggestion {
                fixIts = [FixIt(title: "Change to '\(suggestion)'", edits: [TextEdit(range: support.range, newText: "\"\(suggestion)\"")])]
            }
            return (0, Diagnostic(.unknownSupportedVersion, message, at: support.range, fixIts: fixIts))
        }
    }

    /// What the check found: the newest frozen version's own comparison (for the lens and hover),
    /// and the problems of every checked store, merged.
    public struct Result: Sendable {
        public var newest: MigrationReport?
        public var problems: [MigrationProblem]
    }

    /// Compares `current` with the versions of `plan` from `start` on (one comparison per group) and
    /// merges the problems: one per code, severity, place and element, naming the versions it
    /// affects; a version a mapping model covers contributes no error.
    ///
    /// With a `memo` (the server keeps one per document), the groups' problems of the previous call
    /// are kept, and only the entities the edit changed are compared again: the frozen versions do
    /// not change while the user types. The result is the same as without (`StoreCheckTests`).
    public static func check(_ current: Model, plan: Plan, from start: Int = 0, memo: Memo? = nil) -> Result {
        var current = current
        current.reindex()
        let versions = plan.versions
        guard let newestIndex = versions.indices.last, start <= newestIndex else { return Result(newest: nil, problems: []) }
        var newest: MigrationReport?
        // The entities changed since the memo's model, when few and the rest only moved.
        var edit: Edit?
        if let memo, memo.plan == ObjectIdentifier(plan.identity), memo.start == start, memo.modelName == current.name {
            edit = Edit(from: memo.entities, to: current)
        }
        var memos: [Int: GroupMemo] = [:]
        // The edited entities' problems against each distinct former self (`Plan.entityIDs`).
        var shared: [Int: [Int: [MigrationProblem]]] = [:]
        // Problems by key, in the order first found, newest version first: the representative is
        // the newest version's (its message and quick fix speak of the step being made now).
        var order: [Key] = []
        var found: [Key: (problem: MigrationProblem, versions: [Int])] = [:]
        for (g, group) in plan.groups.enumerated().reversed() {
            let checked = group.filter { $0 >= start }
            guard let first = checked.first else { continue }
            let old = versions[first].model
            var problems: [MigrationProblem]
            if group.contains(newestIndex) {
                // The lens and the hover read the newest version's whole report.
                let report = MigrationCheck.compareIndexed(from: old, to: current)
                newest = report
                problems = report.problems
            } else if plan.usesCloudKit[first] {
                problems = MigrationCheck.compareIndexed(from: old, to: current).problems
            } else if let edit, let kept = memo?.groups[g] {
                problems = edit.apply(kept, old: old, ids: plan.entityIDs[first], new: current, shared: &shared)
                memos[g] = GroupMemo(problems: problems, oldIndexOfNew: kept.oldIndexOfNew, entityMap: kept.entityMap, renamed: kept.renamed)
            } else {
                var comparison = Comparison(old: old, new: current)
                comparison.run()
                problems = comparison.report.problems
                var oldIndexOfNew = [Int?](repeating: nil, count: current.entities.count)
                for m in comparison.matches { oldIndexOfNew[m.new] = m.old }
                memos[g] = GroupMemo(problems: problems, oldIndexOfNew: oldIndexOfNew, entityMap: comparison.entityMap, renamed: comparison.renamed)
            }
            for problem in problems {
                let erased = problem.severity == .error && !problem.code.isCloudKit
                let affected = checked.filter { !(erased && versions[$0].mappingModels[current.name] != nil) }
                guard !affected.isEmpty else { continue }
                let key = Key(code: problem.code, severity: problem.severity, range: problem.range, entity: problem.entity, property: problem.property)
                if found[key] == nil {
                    order.append(key)
                    found[key] = (problem, affected)
                } else {
                    found[key]!.versions += affected
                }
            }
        }
        let problems = order.map { key -> MigrationProblem in
            var (problem, affected) = found[key]!
            affected.sort()
            if affected != [newestIndex] {
                let names = describe(affected, names: versions.map(\.name))
                problem.message =
                    problem.severity == .error && !problem.code.isCloudKit
                    ? "stores of \(names) cannot migrate: \(problem.message)" : "stores of \(names): \(problem.message)"
            }
            return problem
        }
        if let memo {
            memo.plan = ObjectIdentifier(plan.identity)
            memo.start = start
            memo.modelName = current.name
            memo.entities = current.entities
            memo.groups = memos
        }
        return Result(newest: newest, problems: problems)
    }

    /// What one document's previous check left (`check(_:plan:from:memo:)`): the model it checked
    /// and each group's problems. Not shared between threads.
    public final class Memo: @unchecked Sendable {
        var plan: ObjectIdentifier?
        var start = -1
        var modelName = ""
        var entities: [Entity] = []
        var groups: [Int: GroupMemo] = [:]
        public init() {}
    }

    /// One group's comparison with the previous model: its problems, and the matching of entities.
    struct GroupMemo {
        var problems: [MigrationProblem]
        /// For each entity of the current model, the index of its match in the frozen version.
        var oldIndexOfNew: [Int?]
        var entityMap: [String: String]
        var renamed: Set<String>
    }

    /// How the current model differs from the previous one: the entities whose content changed,
    /// and how far each moved. Nil when the edit renamed, added, removed or reparented an entity,
    /// changed a parent entity (its children inherit), or changed many entities: then every group
    /// is compared in full.
    struct Edit {
        var changed: [Int]
        var deltas: [Int]

        init?(from old: [Entity], to new: Model) {
            let entities = new.entities
            guard old.count == entities.count else { return nil }
            var changed: [Int] = []
            var deltas = [Int](repeating: 0, count: entities.count)
            for j in entities.indices {
                guard old[j].name == entities[j].name, old[j].renamingIdentifier == entities[j].renamingIdentifier, old[j].parent == entities[j].parent
                else { return nil }
                let delta = entities[j].range.start - old[j].range.start
                deltas[j] = delta
                var moved = old[j]
                if delta != 0 { moved.shift(by: delta) }
                if moved != entities[j] {
                    changed.append(j)
                    if changed.count > 8 { return nil }
                }
            }
            let parents = Set(entities.compactMap(\.parent))
            if changed.contains(where: { parents.contains(entities[$0].name) }) { return nil }
            self.changed = changed
            self.deltas = deltas
        }

        /// The group's problems for the new model: those of unchanged entities moved with them, the
        /// changed entities compared again (their entity-level problems, which depend only on names
        /// and parents, kept at the entity's new place).
        /// `ids` are the frozen version's entity numbers; `shared` keeps, per changed entity and
        /// former self, problems that depend on nothing else (no renamed entity, no parent on either side).
        func apply(_ kept: GroupMemo, old: Model, ids: [Int], new: Model, shared: inout [Int: [Int: [MigrationProblem]]]) -> [MigrationProblem] {
            let changedSet = Set(changed)
            var out: [MigrationProblem] = []
            out.reserveCapacity(kept.problems.count)
            for var p in kept.problems {
                guard let j = new.entityIndex(named: p.entity) else {
                    out.append(p)
                    continue
                }
                if changedSet.contains(j) {
                    guard p.property == nil else { continue }
                    let e = new.entities[j]
                    p.range = p.code == .migrationMergedHierarchy ? (e.parentRange ?? e.nameRange) : e.nameRange
                } else if deltas[j] != 0 {
                    let delta = deltas[j]
                    p.range = p.range.shifted(by: delta)
                    for f in p.fixIts.indices {
                        for e in p.fixIts[f].edits.indices { p.fixIts[f].edits[e].range = p.fixIts[f].edits[e].range.shifted(by: delta) }
                    }
                }
                out.append(p)
            }
            for j in changed {
                guard let i = kept.oldIndexOfNew[j] else { continue }
                let alone = kept.renamed.isEmpty && old.entities[i].parent == nil && new.entities[j].parent == nil
                if alone, let problems = shared[j]?[ids[i]] {
                    out += problems
                    continue
                }
                var problems: [MigrationProblem] = []
                if !Comparison.sameInputs(old.entities, i, new.entities, j, renamed: kept.renamed) {
                    var comparison = Comparison(old: old, new: new)
                    comparison.entityMap = kept.entityMap
                    comparison.compareEntity(old.entities[i], new.entities[j])
                    problems = comparison.report.problems
                }
                if alone { shared[j, default: [:]][ids[i]] = problems }
                out += problems
            }
            return out
        }
    }

    struct Key: Hashable {
        var code: DiagnosticCode
        var severity: Severity
        var range: TextRange
        var entity: String
        var property: String?
    }

    /// `Model 1 to Model 3`, `Model 1 to Model 3 and Model 5`; past three runs of consecutive
    /// versions, `… and 7 more versions`.
    static func describe(_ indices: [Int], names: [String]) -> String {
        var runs: [ClosedRange<Int>] = []
        for i in indices {
            if let last = runs.last, last.upperBound + 1 == i {
                runs[runs.count - 1] = last.lowerBound...i
            } else {
                runs.append(i...i)
            }
        }
        var parts = runs.prefix(3).map { $0.count == 1 ? names[$0.lowerBound] : "\(names[$0.lowerBound]) to \(names[$0.upperBound])" }
        if runs.count > 3 {
            let more = runs.dropFirst(3).reduce(0) { $0 + $1.count }
            parts.append("\(more) more version\(more == 1 ? "" : "s")")
        }
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }
}
