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
        }

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
    public static func check(_ current: Model, plan: Plan, from start: Int = 0) -> Result {
        var current = current
        current.reindex()
        let versions = plan.versions
        guard let newestIndex = versions.indices.last, start <= newestIndex else { return Result(newest: nil, problems: []) }
        var newest: MigrationReport?
        // Problems by key, in the order first found, newest version first: the representative is
        // the newest version's (its message and quick fix speak of the step being made now).
        var order: [Key] = []
        var found: [Key: (problem: MigrationProblem, versions: [Int])] = [:]
        for group in plan.groups.reversed() {
            let checked = group.filter { $0 >= start }
            guard let first = checked.first else { continue }
            let report = MigrationCheck.compareIndexed(from: versions[first].model, to: current)
            if group.contains(newestIndex) { newest = report }
            for problem in report.problems {
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
        return Result(newest: newest, problems: problems)
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
