// What editors show about versions (the model line's code lens, an entity's hover), as plain text.

/// Texts for the language server: the code lens on the `model` line and the hover on an entity.
/// The server reads the history (CDMImport's `VersionHistory`), runs `MigrationCheck.compare`
/// from the newest frozen version to the current model, and shows these.
public enum VersionSummary {
    /// The code lens title on the `model` line: `unfrozen changes since Model 3 · lightweight`,
    /// `… · needs a mapping model`, `… · mapped by X.xcmappingmodel`; `no frozen version` before the
    /// first freeze; `frozen as Model 3` when the schema equals the newest frozen version.
    public static func lensTitle(newestFrozen: String?, current: Model, frozenModel: Model?, mappingModel: String? = nil) -> String {
        guard let newestFrozen, let frozenModel else { return "no frozen version" }
        if SchemaIdentity.sameSchema(frozenModel, current) { return "frozen as \(newestFrozen)" }
        let report = MigrationCheck.compare(from: frozenModel, to: current)
        let verdict = report.isLightweight ? "lightweight" : mappingModel.map { "mapped by \($0)" } ?? "needs a mapping model"
        return "unfrozen changes since \(newestFrozen) · \(verdict)"
    }

    /// The lens title when the newest frozen version cannot be read (`frozen-version-unreadable`).
    public static let unreadableLensTitle = "frozen versions unreadable: migrations not checked"

    /// `frozen-version-unreadable` on the `model` line: the newest frozen version of `bundle` (its
    /// file name) cannot be read, so nothing is compared with it; `reason` says why (its first
    /// line is kept).
    public static func unreadableDiagnostic(_ current: Model, bundle: String, reason: String) -> Diagnostic {
        let lines = reason.split(separator: "\n")
        let first = lines.first.map(String.init) ?? reason
        let more = lines.count > 1 ? " (and \(lines.count - 1) more)" : ""
        return Diagnostic(
            .frozenVersionUnreadable,
            "cannot read the newest frozen version in \(bundle), so migrations are not checked: \(first)\(more)",
            at: current.nameRange ?? .empty(at: 0))
    }

    /// `frozen-version-unreadable` for an older frozen version (`version`) that cannot be read: the
    /// others are checked, the stores of this one are not.
    public static func unreadableDiagnostic(_ current: Model, bundle: String, version: String, reason: String) -> Diagnostic {
        let lines = reason.split(separator: "\n")
        let first = lines.first.map(String.init) ?? reason
        let more = lines.count > 1 ? " (and \(lines.count - 1) more)" : ""
        return Diagnostic(
            .frozenVersionUnreadable, "cannot read the frozen version '\(version)' in \(bundle), so its stores are not checked: \(first)\(more)",
            at: current.nameRange ?? .empty(at: 0))
    }

    /// What changed in `entity` (its name in the current model) since the frozen version, one
    /// line per change, for the entity's hover; empty when nothing changed.
    public static func changes(of entity: String, in report: MigrationReport) -> [String] {
        report.changes.filter { $0.entity == entity }.map(\.description)
    }
}
