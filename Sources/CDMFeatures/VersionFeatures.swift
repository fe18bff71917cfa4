// Versions in the editor: the open model against its newest frozen version (diagnostics, lens, hover, quick fix), from values the server read.

import CDMModel
import CDMSyntax

/// The newest frozen version of a model's bundle, as the server read it: this layer does no I/O.
public struct FrozenVersion: Sendable {
    /// The version's name (`Model 3`).
    public var name: String
    public var model: Model
    /// Mapping models whose source is this version: the destination version's name → the mapping
    /// model's folder name (`Shop` → `Shop 2 to Shop.xcmappingmodel`).
    public var mappingModels: [String: String]

    public init(name: String, model: Model, mappingModels: [String: String] = [:]) {
        self.name = name
        self.model = model
        self.mappingModels = mappingModels
    }
}

/// The bundle a model's `generate xcdatamodel` line names, as the server read it.
public struct BundleVersions: Sendable {
    /// The bundle's name without `.xcdatamodeld` (`Shop`), for the default name of the next version.
    public var bundleName: String
    /// The names of every version folder in it (frozen or generated), in history order.
    public var versionNames: [String]
    /// The newest frozen version; nil before the first freeze.
    public var newestFrozen: FrozenVersion?
    /// Why the newest frozen version could not be read, when it could not: then nothing is
    /// compared, and the model line says so (`frozen-version-unreadable`).
    public var unreadable: String?
    /// Every readable frozen version, the newest last, grouped for the store check (built once per
    /// read of the bundle: only the current model changes while typing). Nil: only `newestFrozen`.
    public var stores: StoreCheck.Plan?
    /// Older frozen versions that could not be read (name, reason): their stores are not checked.
    public var unreadableVersions: [(name: String, reason: String)] = []

    public init(bundleName: String, versionNames: [String], newestFrozen: FrozenVersion?, unreadable: String? = nil, stores: StoreCheck.Plan? = nil) {
        self.bundleName = bundleName
        self.versionNames = versionNames
        self.newestFrozen = newestFrozen
        self.unreadable = unreadable
        self.stores = stores
    }
}

/// One text of the model compared with its bundle's newest frozen version.
public struct VersionStatus: Sendable {
    public var bundle: BundleVersions
    /// The comparison from the newest frozen version to the current model; nil when nothing is frozen.
    public var report: MigrationReport?
    /// The mapping model that covers the step from the newest frozen version to this model, if any.
    public var mappingModel: String?
    /// The problems to publish with the document's own diagnostics: every problem of `report`,
    /// except errors when a mapping model covers the step (as `cdm check`).
    public var diagnostics: [Diagnostic]
}

public enum VersionFeatures {
    /// The command of the *Freeze* lens (the server's `cdm.freezeVersion`).
    public static let freezeCommand = "cdm.freezeVersion"

    /// Compares `current` with every frozen version of the bundle from the one its
    /// `@supportsVersionsFrom` names (`StoreCheck`, as `cdm check`): the diagnostics merge the
    /// problems of every store; the newest version's own comparison is shared by the lens and the hover.
    /// With `parsed` (the current text's tree), a broken rename chain gets its quick fix.
    /// A `memo` (one per document) keeps the previous text's comparisons: an edit compares only the
    /// entities it changed with each frozen version (`StoreCheck.check`).
    public static func status(current: Model, bundle: BundleVersions, parsed: ParsedFile? = nil, memo: StoreCheck.Memo? = nil) -> VersionStatus {
        let bundleFile = bundle.bundleName + ".xcdatamodeld"
        if let reason = bundle.unreadable {
            let diagnostic = VersionSummary.unreadableDiagnostic(current, bundle: bundleFile, reason: reason)
            return VersionStatus(bundle: bundle, report: nil, mappingModel: nil, diagnostics: [diagnostic])
        }
        guard let frozen = bundle.newestFrozen else { return VersionStatus(bundle: bundle, report: nil, mappingModel: nil, diagnostics: []) }
        let plan = bundle.stores ?? StoreCheck.Plan([FrozenStore(name: frozen.name, model: frozen.model, mappingModels: frozen.mappingModels)])
        let start = plan.start(for: current, bundle: bundleFile)
        let result = StoreCheck.check(current, plan: plan, from: start.index, memo: bundle.stores != nil ? memo : nil)
        let report = result.newest ?? MigrationCheck.compare(from: frozen.model, to: current)
        let mapping = frozen.mappingModels[current.name]
        var diagnostics = result.problems.map { problem in
            var d = problem.diagnostic
            if let parsed, let fix = canonicalRenameFix(problem, parsed: parsed) { d.fixIts.append(fix) }
            return d
        }
        if let d = start.diagnostic { diagnostics.append(d) }
        diagnostics += bundle.unreadableVersions.map { VersionSummary.unreadableDiagnostic(current, bundle: bundleFile, version: $0.name, reason: $0.reason) }
        return VersionStatus(bundle: bundle, report: report, mappingModel: mapping, diagnostics: diagnostics.sortedByPosition())
    }

    /// The lenses on the `model` line (`range`): the status (`VersionSummary.lensTitle`: `no frozen
    /// version`, `frozen as Model 3`, `unfrozen changes since Model 3 · lightweight`, `… · needs a
    /// mapping model`, `… · mapped by X.xcmappingmodel`), which only informs (no command), and, when
    /// the schema differs from the newest frozen version (or nothing is frozen), `Freeze as Model 4`
    /// (`nextName`, which the server asks `VersionFreezer.defaultName` for) running `cdm.freezeVersion`.
    /// With an unreadable newest frozen version, only its status: no *Freeze* (it could not order
    /// the new version after one it cannot read).
    public static func lenses(_ current: Model, status: VersionStatus, range: TextRange, nextName: String) -> [CodeLensItem] {
        if status.bundle.unreadable != nil { return [CodeLensItem(range: range, title: VersionSummary.unreadableLensTitle, command: nil)] }
        let frozen = status.bundle.newestFrozen
        let title = VersionSummary.lensTitle(newestFrozen: frozen?.name, current: current, frozenModel: frozen?.model, mappingModel: status.mappingModel)
        var out = [CodeLensItem(range: range, title: title, command: nil)]
        if let frozen, SchemaIdentity.sameSchema(frozen.model, current) { return out }
        out.append(CodeLensItem(range: range, title: "Freeze as \(nextName)", command: freezeCommand))
        return out
    }

    /// A section for the hover of an entity (or one of its properties): what changed since the
    /// newest frozen version. Nil when nothing is frozen, and for a property that did not change.
    public static func hoverSection(_ symbol: SymbolID, status: VersionStatus) -> String? {
        guard let frozen = status.bundle.newestFrozen, let report = status.report else { return nil }
        switch symbol {
        case .entity(let name):
            let changes = VersionSummary.changes(of: name, in: report)
            if changes.isEmpty { return "No schema change since the frozen version *\(frozen.name)*." }
            return "Since the frozen version *\(frozen.name)*:\n" + changes.map { "- \($0)" }.joined(separator: "\n")
        case .property(let owner, let property):
            let changes = report.changes.filter { $0.entity == owner && $0.property == property }.map(\.description)
            if changes.isEmpty { return nil }
            return "Since the frozen version *\(frozen.name)*:\n" + changes.map { "- \($0)" }.joined(separator: "\n")
        default:
            return nil
        }
    }

    /// The quick fix of a broken rename chain (`migration-unknown-rename` with a canonical
    /// identifier): `@renamedFrom(name)`, where `name` was itself `@renamedFrom(title)`, becomes
    /// `@renamedFrom(title)`, the identifier Core Data matches.
    static func canonicalRenameFix(_ problem: MigrationProblem, parsed: ParsedFile) -> FixIt? {
        guard problem.code == .migrationUnknownRename, let canonical = problem.canonicalIdentifier, !problem.range.isEmpty else { return nil }
        let path = SyntaxLookup.path(in: parsed.syntax, to: problem.range.start)
        guard let holder = path.last(where: { $0.kind.isMember || $0.kind == .entityDecl }),
            let modifier = SyntaxLookup.modifiers(of: holder, named: "renamedFrom").first
        else { return nil }
        let argument = NameRules.isIdentifier(canonical) ? canonical : "\"\(canonical)\""
        return FixIt(title: "Write @renamedFrom(\(argument))", edits: [TextEdit(range: modifier.trimmedRange, newText: "@renamedFrom(\(argument))")])
    }

    /// The quick fixes of the migration diagnostics (`migration-possible-rename`: *Add
    /// @renamedFrom(old)*; `migration-unknown-rename` on a broken chain: *Write @renamedFrom(canonical)*) the request asks for: those touching `range`, and those the client sends
    /// back in `context.diagnostics` (as `CodeActions.actions` does for the document's own).
    public static func codeActions(_ diagnostics: [Diagnostic], range: TextRange, hints: [CodeActions.DiagnosticHint] = []) -> [CodeActionItem] {
        func requested(_ d: Diagnostic) -> Bool {
            if d.range.intersects(range) || d.range.touches(range.start) || range.contains(d.range) { return true }
            return hints.contains { h in
                (h.code == nil || h.code == d.code.rawValue) && (h.range == d.range || h.range.intersects(d.range) || d.range.touches(h.range.start))
            }
        }
        var out: [CodeActionItem] = []
        for d in diagnostics where requested(d) {
            for (i, fix) in d.fixIts.enumerated() {
                let edits = fix.edits.sorted { $0.range < $1.range }
                out.append(CodeActionItem(title: fix.title, diagnostic: d, edits: edits, isPreferred: i == 0 && d.fixIts.count == 1))
            }
        }
        return out
    }
}
