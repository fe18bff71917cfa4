// Model versions in the server: reads each bundle's frozen versions once, so every edit compares with them without touching the disk.

import CDMDriver
import CDMFeatures
import CDMImport
import CDMModel
import CDMProtocol
import CDMSyntax
import Foundation

/// The frozen versions of each bundle the open documents name, read once and kept until
/// something says the bundle changed: `workspace/didChangeWatchedFiles` for a file in it or a
/// mapping model beside it, a save or a generation of a document that names it, `cdm.freezeVersion`,
/// or (on `didOpen` and code lens requests) a different modification time of the bundle, its
/// folder or the newest frozen `contents`. An edit never reads the disk: it finds the bundle here.
final class VersionHistoryCache {
    struct Entry {
        var versions: BundleVersions
        /// Changes whenever the entry is read again, so a comparison made with an older read is stale.
        var token: Int
        var stamp: Stamp
        /// Why the newest frozen version could not be read, if it could not.
        var failure: String?
    }

    /// Modification times that change when a version or a mapping model is added, removed or rewritten.
    struct Stamp: Equatable {
        var bundle: Date?
        var folder: Date?
        var newest: Date?
    }

    private var entries: [String: Entry] = [:]
    private var nextToken = 1
    /// How many times a bundle was read (tests check that edits read nothing).
    private(set) var reads = 0
    /// The bundle each open document named when last compared; `.some(nil)` when it names none.
    var bundleOfDocument: [String: String?] = [:]
    /// Each document's previous store check (`StoreCheck.Memo`): an edit compares only the entities
    /// it changed with the frozen versions, which do not change while typing.
    private var storeMemos: [String: StoreCheck.Memo] = [:]

    /// The store check memo of the document `uri`.
    func storeMemo(_ uri: String) -> StoreCheck.Memo {
        if let memo = storeMemos[uri] { return memo }
        if storeMemos.count >= 64 { storeMemos = [:] }
        let memo = StoreCheck.Memo()
        storeMemos[uri] = memo
        return memo
    }

    /// The entry for `bundle`, if it was read and not invalidated since.
    func cached(_ bundle: String) -> Entry? { entries[bundle] }

    /// The entry for `bundle`, reading the bundle when it is not cached.
    func entry(_ bundle: String) -> Entry {
        if let e = entries[bundle] { return e }
        // Paths typed into a `generate` line pass through here one keystroke at a time: keep the cache small.
        if entries.count >= 32 {
            let named = Set(bundleOfDocument.values.compactMap { $0 })
            entries = entries.filter { named.contains($0.key) }
        }
        reads += 1
        let e = Self.read(bundle, token: nextToken)
        nextToken += 1
        entries[bundle] = e
        return e
    }

    func token(_ bundle: String) -> Int? { entries[bundle]?.token }

    /// Keeps an entry read elsewhere (on the generation queue, after writing into the bundle) as
    /// the bundle's newest read: comparisons made with an older read become stale.
    func install(_ entry: Entry, for bundle: String) {
        var entry = entry
        entry.token = nextToken
        nextToken += 1
        reads += 1
        entries[bundle] = entry
    }

    /// Forgets the bundles `predicate` selects; returns them.
    @discardableResult
    func invalidate(where predicate: (String) -> Bool) -> [String] {
        let dropped = entries.keys.filter(predicate)
        for b in dropped { entries[b] = nil }
        return dropped
    }

    /// Forgets the bundles whose modification times changed since they were read; returns them.
    func revalidate() -> [String] {
        invalidate { bundle in
            guard let e = entries[bundle] else { return false }
            return Self.stamp(bundle, newest: Self.newestFolder(bundle, e.versions)) != e.stamp
        }
    }

    /// Reads the version names and every frozen version (with the mapping models from each): the
    /// newest for the lens and hover, all of them for the store check (`StoreCheck.Plan`).
    static func read(_ bundle: String, token: Int) -> Entry {
        let url = URL(fileURLWithPath: bundle)
        let names = VersionHistory.versionNames(in: url)
        let bundleName = ((bundle as NSString).lastPathComponent as NSString).deletingPathExtension
        var versions = BundleVersions(bundleName: bundleName, versionNames: names, newestFrozen: nil)
        var failure: String?
        if !names.isEmpty {
            let read = VersionHistory.frozenVersions(in: url)
            if let reason = read.newestFailure {
                failure = reason
                versions.unreadable = reason
            } else if let newest = read.versions.last {
                versions.newestFrozen = FrozenVersion(name: newest.name, model: newest.model, mappingModels: read.mappings(from: newest.name))
                versions.stores = StoreCheck.Plan(read.versions.map { FrozenStore(name: $0.name, model: $0.model, mappingModels: read.mappings(from: $0.name)) })
                versions.unreadableVersions = read.failures
            }
        }
        return Entry(versions: versions, token: token, stamp: stamp(bundle, newest: newestFolder(bundle, versions)), failure: failure)
    }

    /// The folder of the newest frozen version, or of the newest version when it could not be read
    /// (so that repairing its `contents` is seen as well).
    static func newestFolder(_ bundle: String, _ versions: BundleVersions) -> String? {
        let name = versions.newestFrozen?.name ?? (versions.unreadable != nil ? versions.versionNames.last : nil)
        return name.map { (bundle as NSString).appendingPathComponent($0 + ".xcdatamodel") }
    }

    static func stamp(_ bundle: String, newest: String?) -> Stamp {
        func modified(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        return Stamp(
            bundle: modified(bundle), folder: modified((bundle as NSString).deletingLastPathComponent),
            newest: newest.flatMap { folder in modified((folder as NSString).appendingPathComponent("contents")) ?? modified(folder) })
    }
}

/// One document text compared with its bundle (cleared by every edit, stale when the bundle is read again).
final class VersionMemo {
    let bundle: String?
    let token: Int?
    let status: VersionStatus?

    init(bundle: String?, token: Int?, status: VersionStatus?) {
        self.bundle = bundle
        self.token = token
        self.status = status
    }
}

extension LanguageServer {
    /// The `.xcdatamodeld` a model's `generate xcdatamodel` line names, relative to the document's folder
    /// (as `cdm check` and `cdm freeze` find it).
    func bundlePath(for model: Model, uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL, let target = model.generates.first(where: { $0.kind == .xcdatamodel }) else { return nil }
        let directory = OutputWriter.layout(for: target, model: model).directory
        let path = directory.hasPrefix("/") ? directory : (url.deletingLastPathComponent().path as NSString).appendingPathComponent(directory)
        return (path as NSString).standardizingPath
    }

    /// The document's text compared with its bundle's newest frozen version; nil when the model has
    /// errors (as `cdm check`) or names no bundle. With `force` false (the path of every edit), a
    /// document whose bundle has no frozen version costs nothing: the analysis is not assembled.
    func versionStatus(_ doc: Document, force: Bool) -> VersionStatus? {
        if let memo = doc.versionMemo, memo.bundle == nil || versionCache.token(memo.bundle!) == memo.token { return memo.status }
        if doc.diagnostics.hasErrors { return nil }
        if !force, doc.assembledAnalysis == nil, let known = versionCache.bundleOfDocument[doc.uri] {
            // The bundle this document named before the edit: compare only when it has a frozen version.
            guard let bundle = known else { return nil }
            if let entry = versionCache.cached(bundle), entry.versions.newestFrozen == nil, entry.failure == nil { return nil }
        }
        let model = doc.analysis.model
        guard let bundle = bundlePath(for: model, uri: doc.uri) else {
            versionCache.bundleOfDocument[doc.uri] = .some(nil)
            doc.versionMemo = VersionMemo(bundle: nil, token: nil, status: nil)
            return nil
        }
        versionCache.bundleOfDocument[doc.uri] = bundle
        let reads = versionCache.reads
        let entry = versionCache.entry(bundle)
        if versionCache.reads != reads, let failure = entry.failure {
            logMessage(LSP.MessageType.warning, "cdm: cannot read the frozen versions of \(bundle): \(failure)")
        }
        let status = VersionFeatures.status(current: model, bundle: entry.versions, parsed: doc.analysis.parsed, memo: versionCache.storeMemo(doc.uri))
        doc.versionMemo = VersionMemo(bundle: bundle, token: entry.token, status: status)
        return status
    }

    /// The diagnostics to publish: the document's own and its migration problems, at most
    /// `DiagnosticLimit.maxPerDocument` of them (errors first) and one saying how many more.
    func diagnosticsToPublish(_ doc: Document) -> [CDMModel.Diagnostic] {
        let own = doc.diagnostics
        guard let migration = versionStatus(doc, force: false)?.diagnostics, !migration.isEmpty else { return DiagnosticLimit.capped(own) }
        return DiagnosticLimit.capped((own + migration).sortedByPosition())
    }

    /// The migration problems' quick fixes (*Add @renamedFrom(old)*) for a code action request.
    func versionCodeActions(_ doc: Document, _ range: TextRange, _ hints: [CodeActions.DiagnosticHint]) -> [CodeActionItem] {
        guard let status = versionStatus(doc, force: true) else { return [] }
        return VersionFeatures.codeActions(status.diagnostics, range: range, hints: hints)
    }

    /// What changed in the hovered entity or property since the newest frozen version, as a Markdown section.
    func versionHover(_ doc: Document, at offset: Int) -> String? {
        guard let symbol = doc.symbolIndex.occurrence(at: offset)?.symbol, let status = versionStatus(doc, force: true) else { return nil }
        return VersionFeatures.hoverSection(symbol, status: status)
    }

    /// The document's lenses (`lenses`, from `codeLenses`) with the `model` line's version lenses first.
    func withVersionLenses(_ lenses: [LSP.CodeLens], _ params: LSP.CodeLensParams) throws -> [LSP.CodeLens] {
        let doc = try document(params.textDocument)
        return versionLenses(doc, Converter(lines: doc.buffer, encoding: encoding)) + lenses
    }

    /// The `model` line's lenses: the status, and *Freeze as …* (`cdm.freezeVersion`) when the
    /// schema is not frozen. None for a model without a `generate xcdatamodel` line or with errors.
    func versionLenses(_ doc: Document, _ converter: Converter) -> [LSP.CodeLens] {
        markRevalidated(versionCache.revalidate())
        guard let status = versionStatus(doc, force: true) else { return [] }
        let model = doc.analysis.model
        let next = VersionFreezer.defaultName(
            newestFrozen: status.bundle.newestFrozen?.name, existing: status.bundle.versionNames + [model.name], bundleName: status.bundle.bundleName)
        let range = model.nameRange ?? TextRange.empty(at: 0)
        return VersionFeatures.lenses(model, status: status, range: range, nextName: next).map { lens in
            // A lens that only informs gets an empty command: clients show its title and run nothing.
            let command = LSP.Command(title: lens.title, command: lens.command ?? "", arguments: lens.command != nil ? [.string(doc.uri)] : nil)
            return LSP.CodeLens(range: converter.range(range), command: command)
        }
    }

    /// Documents naming one of `bundles` publish their diagnostics again (with the bundle read anew).
    func markRevalidated(_ bundles: [String]) {
        guard !bundles.isEmpty else { return }
        let dropped = Set(bundles)
        for doc in documents.values {
            if let known = versionCache.bundleOfDocument[doc.uri], let bundle = known, dropped.contains(bundle) {
                doc.versionMemo = nil
                doc.needsPublish = true
            }
        }
    }

    /// The bundle files that changed (`workspace/didChangeWatchedFiles`): the bundles holding them, or
    /// beside a changed mapping model, are read again.
    func versionFilesChanged(_ params: LSP.DidChangeWatchedFilesParams) {
        let paths = params.changes.compactMap { URL(string: $0.uri) }.filter(\.isFileURL).map { ($0.path as NSString).standardizingPath }
        guard !paths.isEmpty else { return }
        markRevalidated(
            versionCache.invalidate { bundle in
                let folder = (bundle as NSString).deletingLastPathComponent + "/"
                return paths.contains { $0 == bundle || $0.hasPrefix(bundle + "/") || ($0.hasPrefix(folder) && $0.contains(".xcmappingmodel")) }
            })
    }

    /// A document was opened: its bundle is found anew, and bundles changed on disk are read again.
    func versionDocumentOpened(_ uri: String) {
        versionCache.bundleOfDocument[uri] = nil
        markRevalidated(versionCache.revalidate())
    }

    /// A document was saved or generated: its bundle is read again on the next comparison.
    func versionDocumentWritten(_ uri: String) {
        guard let known = versionCache.bundleOfDocument[uri], let bundle = known else { return }
        markRevalidated(versionCache.invalidate { $0 == bundle })
    }

    /// After `initialized`: asks a client that can watch files for us to report changes in bundles and mapping models.
    func registerVersionWatchers() {
        registerWatchers(id: "cdm-versions", globs: ["**/*.xcdatamodeld/**", "**/*.xcmappingmodel/**"])
    }

    /// `cdm.freezeVersion [uri, name?]`: writes the document's current (unsaved) model into its bundle
    /// as a new frozen version, as `cdm freeze` does; then publishes the diagnostics and asks the
    /// client to refresh its lenses.
    func freezeVersion(uri: String, name: String?) throws -> FreezeAnswer {
        guard let url = URL(string: uri), url.isFileURL else {
            throw InvalidParams(
                message: "invalid params: arguments[0]: '\(uri)' is not a file URI (cdm.freezeVersion takes the document's file URI and, optionally, the version's name)")
        }
        func fail(_ message: String) -> RPCError {
            showMessage(LSP.MessageType.error, message)
            return RPCError.requestFailed(message)
        }
        let path = url.path
        let file = (path as NSString).lastPathComponent
        let onDisk = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
        let analysis: Analysis
        var fromUnsavedText = false
        if let doc = documents[uri] {
            analysis = doc.analysis
            fromUnsavedText = onDisk != nil && onDisk != doc.text
        } else {
            guard let text = onDisk else { throw fail("cdm could not read \(path)") }
            analysis = Analyzer.analyze(text: text, defaultModelName: Document.modelName(for: uri))
        }
        if analysis.diagnostics.hasErrors { throw fail("cdm did not freeze \(file): the model has errors; fix them first") }
        guard let bundle = bundlePath(for: analysis.model, uri: uri) else {
            throw fail("cdm did not freeze \(file): it has no 'generate xcdatamodel to \"….xcdatamodeld\"' line; the versions live in that bundle")
        }
        // Real paths on both sides, as `allowedRoot` compares them.
        let root = allowedRoot(for: path)
        guard Self.path(Self.realPath(bundle), isInside: root) else {
            throw fail("cdm did not freeze \(file): \(bundle) is outside the workspace folder \(root)")
        }
        let bundleURL = URL(fileURLWithPath: bundle)
        let existing = VersionHistory.versionNames(in: bundleURL)
        let newest: ModelVersion?
        do {
            newest = existing.isEmpty ? nil : try VersionHistory.newestFrozen(in: bundleURL)?.version
        } catch {
            throw fail("cdm did not freeze \(file): cannot read \(bundle): \(error)")
        }
        let outcome: VersionFreezer.Outcome
        do {
            outcome = try VersionFreezer.freeze(
                analysis.model, sourceFileName: file, bundle: bundle, allowedRoot: root, name: name, existing: existing,
                newestFrozen: newest.map { ($0.name, $0.model) })
        } catch {
            // The CLI's wording names its option; here the name is the command's second argument.
            throw fail(
                "cdm did not freeze \(file): "
                    + error.message.replacingOccurrences(of: "; choose another with --name", with: "; choose another name")
                    .replacingOccurrences(of: ", with --name", with: ""))
        }
        markRevalidated(versionCache.invalidate { $0 == bundle })
        documents[uri]?.versionMemo = nil
        documents[uri]?.needsPublish = true
        if capabilities.supportsCodeLensRefresh {
            request("workspace/codeLens/refresh", nil as JSONValue?)
        }
        var result: FreezeAnswer
        switch outcome {
        case .unchanged(let since):
            result = FreezeAnswer(written: false, name: since, message: "unchanged since '\(since)'; nothing written", fromUnsavedText: fromUnsavedText)
        case .written(let versionName, let contents):
            var message = "froze '\(versionName)': wrote \(contents)"
            if fromUnsavedText { message += ", from the unsaved text of \(file) (not the file on disk)" }
            result = FreezeAnswer(written: true, name: versionName, contents: contents, message: message, fromUnsavedText: fromUnsavedText)
            if let newest, !MigrationCheck.compare(from: newest.model, to: analysis.model).isLightweight {
                let warning = "the step from '\(newest.name)' to '\(versionName)' is not a lightweight migration; add a mapping model (see 'cdm versions \(file)')"
                result.warning = warning
                showMessage(LSP.MessageType.warning, "cdm: " + warning)
            }
        }
        // A lens click has no other answer the user sees: say what was written (or that nothing was).
        showMessage(LSP.MessageType.info, "cdm: " + result.message)
        return result
    }

    /// The answer to `cdm.freezeVersion`.
    struct FreezeAnswer: Codable, Sendable, Hashable {
        /// Whether a new version was written (false: the model is unchanged since `name`).
        var written: Bool
        /// The version written, or the frozen version the model equals.
        var name: String
        /// The `contents` file written.
        var contents: String?
        var message: String
        /// Why the step from the previous version needs a mapping model, if it does.
        var warning: String?
        var fromUnsavedText: Bool
    }
}
