// Writes generated files safely: inside the allowed root, never over a user file, atomically.

import CDMGenerators
import CDMImport
import CDMModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What to generate, from which model, and where writing is allowed.
public struct GenerateRequest: Sendable {
    /// The `.cdm` file (absolute, or relative to the current directory). Its name goes into headers.
    public var sourcePath: String
    public var model: Model
    /// The model's diagnostics: any error means nothing is generated.
    public var diagnostics: [Diagnostic]
    /// The folder nothing may be written outside of: the `.cdm` file's folder for the command line,
    /// the workspace root for the language server. Symbolic links are resolved before the check.
    public var allowedRoot: String
    /// The targets to generate; by default the model's `generate` lines.
    public var targets: [GenerateTarget]
    /// The folder target paths are relative to; by default the `.cdm` file's folder.
    public var baseDirectory: String
    /// Compute the plan only: touch nothing on disk.
    public var dryRun: Bool

    public init(
        sourcePath: String, model: Model, diagnostics: [Diagnostic] = [], allowedRoot: String, targets: [GenerateTarget]? = nil, baseDirectory: String? = nil, dryRun: Bool = false
    ) {
        self.sourcePath = sourcePath
        self.model = model
        self.diagnostics = diagnostics
        self.allowedRoot = allowedRoot
        self.targets = targets ?? model.generates
        self.baseDirectory = baseDirectory ?? OutputWriter.parentFolder(sourcePath)
        self.dryRun = dryRun
    }
}

/// What generating did (or, in a dry run, would do), file by file. Nothing is printed by the writer.
public struct GenerateResult: Sendable, Equatable {
    public enum Action: String, Sendable, Equatable {
        /// A new file.
        case create
        /// A generated file whose text changes.
        case update
        /// A generated file whose text is already right: not touched, not even its modification date.
        case unchanged
        /// A file generated earlier (our header, our naming, this `.cdm` file) that nothing generates any more.
        case delete
        /// A path that may not be written: a user's file, or outside the allowed root. Nothing is
        /// written for the target it belongs to.
        case refuse
    }

    public struct Entry: Sendable, Equatable {
        public var action: Action
        /// The path for people: the base directory as given, the target path and the file name.
        public var path: String
        /// The absolute path (symbolic links not resolved).
        public var absolutePath: String
        /// The target the file belongs to.
        public var kind: GenerateKind
        /// Why a path is refused.
        public var reason: String?
        /// The diagnostic code of a refusal that has one (`generate-path-escapes` for a path that
        /// leads out of the allowed root), shown after the reason as in `cdm check`.
        public var code: DiagnosticCode?

        public init(action: Action, path: String, absolutePath: String, kind: GenerateKind, reason: String? = nil, code: DiagnosticCode? = nil) {
            self.action = action
            self.path = path
            self.absolutePath = absolutePath
            self.kind = kind
            self.reason = reason
            self.code = code
        }
    }

    public var entries: [Entry] = []
    /// Problems that stopped generating (model errors, I/O failures), as lower-case messages.
    public var errors: [String] = []
    /// Things worth saying that did not stop anything (a target with no generator yet).
    public var warnings: [String] = []
    public var dryRun = false

    public init() {}

    public func entries(_ action: Action) -> [Entry] { entries.filter { $0.action == action } }
    /// Files created or updated (in a dry run: that would be).
    public var written: [Entry] { entries.filter { $0.action == .create || $0.action == .update } }
    public var unchanged: [Entry] { entries(.unchanged) }
    public var deleted: [Entry] { entries(.delete) }
    public var refused: [Entry] { entries(.refuse) }
    /// No error and nothing refused.
    public var succeeded: Bool { errors.isEmpty && refused.isEmpty }
}

/// Where a target's files go, relative to the base directory.
public struct OutputLayout: Sendable, Equatable {
    /// The folder the generator's relative paths start from.
    public var directory: String
    /// When the target path names one output file (`"out/Model.md"` for a diagram), its name: the
    /// generator's single file is written under this name.
    public var fileName: String?

    public init(directory: String, fileName: String? = nil) {
        self.directory = directory
        self.fileName = fileName
    }
}

/// The only code that writes generated files, for the command line and the language server.
///
/// Safety rules, in order:
/// 1. A model with errors generates nothing.
/// 2. A target path that is absolute or leads out of the allowed root, lexically or through a
///    symbolic link (the real path of the deepest existing folder is checked), is refused, with the
///    code `generate-path-escapes`. (The command line's `--out DIR` is the user's explicit choice:
///    it becomes the allowed root itself, see `GenerateCommand`.)
/// 3. A file at a target path without our header (see `GeneratedHeader`) belongs to the user: the
///    whole target is refused and nothing of it is written (per target, not per file, so that a
///    half-written set of classes never fails to compile in a confusing way). Other targets go on.
///    So is a symbolic link, a folder or a pipe where a file goes.
/// 4. Writing works through descriptors (`Folder`): the target's folder is opened once, from the
///    root, one component at a time without following links; files are created, renamed and
///    deleted relative to it (`openat`, `linkat`, `renameat`, `unlinkat`), never by resolving a path
///    string again after a check, so a folder swapped for a link meanwhile redirects nothing.
/// 5. Each file is written to a temporary file in its own folder, then renamed over the old one, so
///    a reader sees the old or the new text, never a mix. A new file never replaces one that
///    appeared meanwhile; an updated file is checked again for our header just before, and keeps
///    its permissions (and owner, when the process may). A file whose text is unchanged is not touched.
/// 6. Files generated earlier that nothing generates any more are deleted, only when they are in the
///    target's own folder (not below it), carry our header naming this `.cdm` file (checked again
///    through the opened folder), match the target's naming pattern (`Generators.isOwnFileName`), and
///    are not, by identity (device and inode), a file planned or written in this run: on a
///    case-insensitive file system (macOS) the old name of an entity renamed only by case reaches the
///    new file. Symbolic links are never deleted.
/// 7. "Same file" is decided by identity and by case, never by comparing names alone: two planned
///    files whose paths differ only by case, or that are one file on disk, stop the later target with
///    an error naming both; a generated file found under another case is renamed to the planned case.
public enum OutputWriter {
    /// Plans and, unless `request.dryRun`, performs the generation.
    public static func generate(_ request: GenerateRequest) -> GenerateResult {
        var result = GenerateResult()
        result.dryRun = request.dryRun
        let sourceName = (request.sourcePath as NSString).lastPathComponent
        let errorCount = request.diagnostics.filter { $0.severity == .error }.count
        if errorCount > 0 {
            result.errors.append("\(sourceName) has \(errorCount) error\(errorCount == 1 ? "" : "s"); nothing was generated (run 'cdm check \(request.sourcePath)' to see them)")
            return result
        }
        guard let root = realPath(absolute(request.allowedRoot)), root.blockedBy == nil, isDirectory(root.path) else {
            result.errors.append("the allowed root folder '\(request.allowedRoot)' does not exist")
            return result
        }
        let context = GenerationContext(sourceFileName: sourceName)
        let baseAbsolute = absolute(request.baseDirectory)

        // Plan every target first: a file planned by one target is never stale for another.
        var plans: [TargetPlan] = []
        for target in request.targets {
            plans.append(plan(target, request: request, context: context, root: root.path, baseAbsolute: baseAbsolute, result: &result))
        }
        // Two planned files that are one file on disk: the later target is an error, written not at all.
        var claimed = ClaimedFiles()
        for i in plans.indices where !plans[i].refused && plans[i].error == nil {
            if let error = claimed.claim(plans[i]) { plans[i].error = error }
        }
        let planned = Set(plans.flatMap { $0.files.map(\.absolutePath) })
        // The files planned that exist now, by identity: never stale, whatever name (or case) lists them.
        let identities = Set(claimed.identities.keys)
        for i in plans.indices where !plans[i].refused && plans[i].error == nil {
            plans[i].stale = staleFiles(plans[i], keeping: planned, identities: identities, sourceName: sourceName)
        }

        for plan in plans {
            if let error = plan.error {
                result.errors.append(error)
                continue
            }
            if plan.refused {
                result.entries += plan.refusals
                continue
            }
            if request.dryRun {
                result.entries += plan.files.map(\.entry) + plan.stale
                continue
            }
            result.entries += perform(plan, root: root.path, result: &result)
        }
        return result
    }

    /// Where `target`'s files go. A folder for `swift`, `objc` and `builder`. For `xcdatamodel`, the
    /// `.xcdatamodeld` bundle: the path itself when it ends in `.xcdatamodeld`, else `Name.xcdatamodeld`
    /// inside it (the generator's paths are relative to the bundle: `.xccurrentversion`,
    /// `Name.xcdatamodel/contents`). For diagrams, a path ending in `.md`/`.svg` names the file.
    public static func layout(for target: GenerateTarget, model: Model) -> OutputLayout {
        let path = trimmedSlashes(target.path)
        switch target.kind {
        case .swift, .objc, .builder, .swiftdata, .migrations:
            return OutputLayout(directory: path)
        case .xcdatamodel:
            if path.hasSuffix(".xcdatamodeld") { return OutputLayout(directory: path) }
            return OutputLayout(directory: join(path, model.name + ".xcdatamodeld"))
        case .mermaid, .svg:
            let ext = target.kind == .mermaid ? ".md" : ".svg"
            if path.hasSuffix(ext) {
                return OutputLayout(directory: parentFolder(path), fileName: (path as NSString).lastPathComponent)
            }
            return OutputLayout(directory: path)
        }
    }

    // MARK: - Planning

    struct PlannedFile {
        var entry: GenerateResult.Entry
        var absolutePath: String { entry.absolutePath }
        var contents: String
        /// The name the file has on disk when it differs from the planned one only by case (a
        /// case-insensitive file system found it under the planned name): writing renames it first.
        var diskName: String?
        /// The file's identity when it exists.
        var identity: FileIdentity?
    }

    /// The files of the targets planned so far, to find two that are one file: the same path, the
    /// same path but for case (one file on a case-insensitive file system, macOS's default, so it is
    /// refused everywhere), or the same device and inode (hard links, or a name the file system folds).
    struct ClaimedFiles {
        /// By absolute path in lower case.
        var paths: [String: (absolutePath: String, display: String, kind: GenerateKind)] = [:]
        var identities: [FileIdentity: String] = [:]

        /// Claims the plan's files, or says (claiming none) which two would be one file.
        mutating func claim(_ plan: TargetPlan) -> String? {
            let label = "generate \(plan.target.kind.rawValue) to \"\(plan.target.path)\""
            var paths = self.paths
            var identities = self.identities
            for file in plan.files {
                let path = file.entry.path
                let folded = file.absolutePath.lowercased()
                if let other = paths[folded] {
                    if other.absolutePath == file.absolutePath {
                        return "'\(label)' would write '\(path)', which 'generate \(other.kind.rawValue)' writes too; give the targets different folders"
                    }
                    return
                        "'\(other.display)' and '\(path)' would be one file on a case-insensitive file system (macOS's default); give them names that differ by more than case; nothing was written for '\(label)'"
                }
                if let identity = file.identity, let other = identities[identity] {
                    return "'\(other)' and '\(path)' are one file on disk; nothing was written for '\(label)'"
                }
                paths[folded] = (file.absolutePath, path, plan.target.kind)
                if let identity = file.identity { identities[identity] = path }
            }
            self.paths = paths
            self.identities = identities
            return nil
        }
    }

    struct TargetPlan {
        var target: GenerateTarget
        var directory: String = ""
        var files: [PlannedFile] = []
        var refusals: [GenerateResult.Entry] = []
        var stale: [GenerateResult.Entry] = []
        var error: String?
        var displayDirectory = ""
        /// The `.cdm` file's name, as its generated files' headers name it.
        var sourceName = ""
        var refused: Bool { !refusals.isEmpty }
    }

    static func plan(_ target: GenerateTarget, request: GenerateRequest, context: GenerationContext, root: String, baseAbsolute: String, result: inout GenerateResult) -> TargetPlan
    {
        var plan = TargetPlan(target: target, sourceName: context.sourceFileName)
        let label = "generate \(target.kind.rawValue) to \"\(target.path)\""
        let layout = layout(for: target, model: request.model)
        plan.displayDirectory = join(request.baseDirectory, layout.directory)
        plan.directory = normalize(join(baseAbsolute, layout.directory))
        func refuse(_ path: String, _ absolutePath: String, _ reason: String, _ code: DiagnosticCode? = nil) {
            plan.refusals.append(GenerateResult.Entry(action: .refuse, path: path, absolutePath: absolutePath, kind: target.kind, reason: reason, code: code))
        }
        if let problem = GeneratePaths.problem(with: target.path) {
            refuse(target.path, plan.directory, problem + "; nothing was written for '\(label)'", .generatePathEscapes)
            return plan
        }
        guard Generators.isAvailable(target.kind) else {
            result.warnings.append("'\(label)': the \(target.kind.rawValue) generator is not available yet; nothing was written")
            plan.directory = ""
            return plan
        }
        guard let resolved = realPath(plan.directory) else {
            plan.error = "cannot resolve the output folder '\(plan.displayDirectory)' of '\(label)'"
            return plan
        }
        if !isInside(resolved.path, root: root) {
            refuse(
                plan.displayDirectory, plan.directory, "the output folder leads out of '\(root)' (through a symbolic link); nothing was written for '\(label)'",
                .generatePathEscapes)
            return plan
        }
        if let blocker = resolved.blockedBy {
            plan.error = "cannot write '\(label)': '\(blocker)' is a file, not a folder"
            return plan
        }
        if exists(plan.directory), !isDirectory(plan.directory) {
            plan.error = "cannot write '\(label)': '\(plan.displayDirectory)' is a file, not a folder"
            return plan
        }

        var context = context
        if target.kind == .migrations {
            // The staged migration is the frozen versions': without them there is nothing to write.
            guard let bundle = bundleURL(request: request) else {
                plan.error = "'\(label)' needs a 'generate xcdatamodel' line: the staged migration is written from the frozen versions of that bundle"
                return plan
            }
            do {
                context.frozenVersions = try frozenVersions(request: request)
            } catch {
                plan.error = "cannot read the frozen versions for '\(label)': \(error)"
                return plan
            }
            if context.frozenVersions.isEmpty {
                plan.error =
                    "'\(label)': '\(bundle.lastPathComponent)' has no frozen version to migrate from; 'cdm freeze \(context.sourceFileName)' freezes the version you ship"
                return plan
            }
        }
        if target.kind == .swiftdata {
            // The frozen versions of the bundle become versioned schemas: read here, at the edge.
            do {
                context.frozenVersions = try frozenVersions(request: request)
            } catch {
                plan.error = "cannot read the frozen versions for '\(label)': \(error)"
                return plan
            }
        }
        var files = Generators.files(for: target, model: request.model, context: context)
        var listings: [String: Set<String>] = [:]
        if let name = layout.fileName, files.count == 1 { files[0].path = name }
        for file in files {
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.path.isEmpty, !file.path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                plan.error = "the \(target.kind.rawValue) generator produced the invalid path '\(file.path)'"
                return plan
            }
            let absolutePath = join(plan.directory, file.path)
            let display = join(plan.displayDirectory, file.path)
            guard let real = realPath(absolutePath), isInside(real.path, root: root) else {
                refuse(
                    display, absolutePath, "the path leads out of '\(root)' through a symbolic link (or is a broken one); nothing was written for '\(label)'", .generatePathEscapes)
                continue
            }
            if let blocker = real.blockedBy {
                plan.error = "cannot write '\(display)': '\(blocker)' is a file, not a folder"
                return plan
            }
            var action = GenerateResult.Action.create
            var identity: FileIdentity?
            var diskName: String?
            var st = stat()
            if file.isUserOwned && lstat(absolutePath, &st) == 0 {
                // The user's file (written once): whatever is there now is theirs.
                continue
            }
            if lstat(absolutePath, &st) == 0 {
                switch st.st_mode & S_IFMT {
                case S_IFREG: break
                case S_IFDIR:
                    refuse(display, absolutePath, "a folder is in the way; nothing was written for '\(label)'")
                    continue
                case S_IFLNK:
                    refuse(display, absolutePath, "a symbolic link is in the way (cdm replaces only files it generated, never a link); nothing was written for '\(label)'")
                    continue
                default:
                    // A named pipe or a device: never opened (reading a pipe would wait forever).
                    refuse(display, absolutePath, "something that is not a regular file is in the way; nothing was written for '\(label)'")
                    continue
                }
                guard let data = readRegularFile(absolutePath) else {
                    plan.error = "cannot read '\(display)' to check that it was generated"
                    return plan
                }
                let text = String(decoding: data, as: UTF8.self)
                if !GeneratedHeader.isGenerated(text) {
                    refuse(
                        display, absolutePath,
                        "the file exists and was not generated by cdm (no '\(GeneratedHeader.marker)' header), so it is yours (move or delete it to generate here); nothing was written for '\(label)'"
                    )
                    continue
                }
                action = data == Data(file.contents.utf8) ? .unchanged : .update
                identity = FileIdentity(st)
                // Found under another case (a case-insensitive file system): the name changes too.
                diskName = nameOnDisk(absolutePath, names: &listings)
                if diskName != nil { action = .update }
            }
            plan.files.append(
                PlannedFile(
                    entry: GenerateResult.Entry(action: action, path: display, absolutePath: absolutePath, kind: target.kind), contents: file.contents, diskName: diskName,
                    identity: identity))
        }
        return plan
    }

    /// The frozen versions of the bundle the model's `generate xcdatamodel` line names (none without
    /// that line or bundle), oldest first: the input of `generate swiftdata`'s versioned schemas.
    /// The bundle is found from the `.cdm` file's folder, as its `generate` lines are, also when
    /// `cdm generate --target swiftdata --out DIR` writes elsewhere.
    static func frozenVersions(request: GenerateRequest) throws -> [FrozenSchemaVersion] {
        guard let bundle = bundleURL(request: request) else { return [] }
        guard isDirectory(bundle.path), !VersionHistory.versionNames(in: bundle).isEmpty else { return [] }
        return try VersionHistory.read(bundle: bundle).frozen.map { FrozenSchemaVersion(name: $0.name, model: $0.model) }
    }

    /// The bundle the model's `generate xcdatamodel` line writes, from the `.cdm` file's folder (nil
    /// without that line).
    static func bundleURL(request: GenerateRequest) -> URL? {
        guard let bundleTarget = request.model.generates.first(where: { $0.kind == .xcdatamodel }) else { return nil }
        let folder = absolute(parentFolder(request.sourcePath))
        return URL(fileURLWithPath: normalize(join(folder, layout(for: bundleTarget, model: request.model).directory)))
    }

    /// The name the existing file at `path` has in its folder when it is not `path`'s own name but
    /// differs from it only by case (nil on a case-sensitive file system, where the lookup found it
    /// under its own name). `names` keeps each folder's listing, read once.
    static func nameOnDisk(_ path: String, names: inout [String: Set<String>]) -> String? {
        let (folder, name) = SafeFile.split(path)
        if names[folder] == nil { names[folder] = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []) }
        guard let listed = names[folder], !listed.contains(name) else { return nil }
        return listed.filter { $0.lowercased() == name.lowercased() }.min()
    }

    /// Files in the target's folder that we generated from this `.cdm` file earlier and that nothing
    /// generates now. A planned file is kept by its path and by its identity (`identities`): on a
    /// case-insensitive file system, the old name of an entity renamed only by case lists the new file.
    static func staleFiles(_ plan: TargetPlan, keeping planned: Set<String>, identities: Set<FileIdentity> = [], sourceName: String) -> [GenerateResult.Entry] {
        guard !plan.directory.isEmpty, isDirectory(plan.directory),
            let names = try? FileManager.default.contentsOfDirectory(atPath: plan.directory)
        else { return [] }
        var stale: [GenerateResult.Entry] = []
        for name in names.sorted() where Generators.isOwnFileName(name, kind: plan.target.kind) {
            let path = join(plan.directory, name)
            var st = stat()
            guard !planned.contains(path), lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, !identities.contains(FileIdentity(st)),
                let data = readRegularFile(path, limit: 4096)
            else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard GeneratedHeader.isGenerated(text), GeneratedHeader.sourceFileName(in: text) == sourceName else { continue }
            stale.append(GenerateResult.Entry(action: .delete, path: join(plan.displayDirectory, name), absolutePath: path, kind: plan.target.kind))
        }
        return stale
    }

    // MARK: - Writing

    /// Writes a planned target. Its folder is opened once, from the root, one component at a time
    /// without following a link (creating what is missing); every file is then written, renamed
    /// and deleted relative to that descriptor (`Folder`). A folder swapped for a link, or a file,
    /// after the plan cannot redirect anything: the target stops with an error instead.
    /// A stale name that reaches, by identity, a file of the plan or one just written (the old
    /// case of a new name on a case-insensitive file system) is not deleted.
    static func perform(_ plan: TargetPlan, root: String, result: inout GenerateResult) -> [GenerateResult.Entry] {
        var keeping = Set(plan.files.compactMap(\.identity))
        var done: [GenerateResult.Entry] = []
        let toWrite = plan.files.filter { $0.entry.action != .unchanged }
        done += plan.files.filter { $0.entry.action == .unchanged }.map(\.entry)
        guard !toWrite.isEmpty || !plan.stale.isEmpty else { return done }
        let folder: Folder
        do {
            folder = try openInside(root: root, plan.directory, display: plan.displayDirectory, create: !toWrite.isEmpty)
        } catch {
            result.errors.append("cannot write 'generate \(plan.target.kind.rawValue) to \"\(plan.target.path)\"': \(error.message); nothing was written there")
            return done
        }
        for file in toWrite {
            do {
                if let written = try write(file, in: folder, below: plan.directory) { keeping.insert(written) }
                done.append(file.entry)
            } catch {
                result.errors.append("cannot write '\(file.entry.path)': \(error.message)")
            }
        }
        for entry in plan.stale {
            let name = (entry.absolutePath as NSString).lastPathComponent
            // Still a regular file of ours, read through the opened folder, or left alone.
            guard let (data, status) = try? folder.read(name, limit: 4096), !keeping.contains(FileIdentity(status)) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard GeneratedHeader.isGenerated(text), GeneratedHeader.sourceFileName(in: text) == plan.sourceName else { continue }
            do {
                try folder.remove(name)
                done.append(entry)
            } catch {
                result.errors.append("cannot delete the stale file '\(entry.path)': \(error.message)")
            }
        }
        return done
    }

    /// Writes one planned file below the target's opened folder: a new file never replaces one
    /// that appeared meanwhile; an update replaces only a file that still carries our header. A file
    /// found under another case first gets the planned name's case. Returns the new file's identity.
    static func write(_ file: PlannedFile, in folder: Folder, below directory: String) throws(FileError) -> FileIdentity? {
        let relative = String(file.absolutePath.dropFirst(directory.count)).split(separator: "/").map(String.init)
        guard let name = relative.last else { throw FileError(.failed, "the path is empty") }
        var parent = folder
        for component in relative.dropLast() { parent = try parent.child(component, create: true) }
        let bytes = Array(file.contents.utf8)
        if file.entry.action == .create {
            try parent.put(bytes, at: name, replacing: nil)
            return parent.status(name).map(FileIdentity.init)
        }
        let (data, status) = try parent.read(name, limit: 4096)
        guard GeneratedHeader.isGenerated(String(decoding: data, as: UTF8.self)) else {
            throw FileError(.refused, "the file was replaced by one that cdm did not generate while generating; it was left as it is")
        }
        if let diskName = file.diskName { try parent.changeCase(diskName, to: name) }
        try parent.put(bytes, at: name, replacing: status)
        return parent.status(name).map(FileIdentity.init)
    }

    /// Opens `folder` (absolute, inside `root`, which is a real path) from the root, one component
    /// at a time without following a link; with `create`, makes the missing components.
    static func openInside(root: String, _ folder: String, display: String, create: Bool) throws(FileError) -> Folder {
        guard let real = realPath(folder), real.blockedBy == nil, isInside(real.path, root: root) else {
            throw FileError(.refused, "the folder '\(display)' is no longer a folder inside '\(root)' (it changed while generating)")
        }
        var opened = try Folder.open(root)
        for component in real.path.dropFirst(root.count).split(separator: "/") {
            do {
                opened = try opened.child(String(component), create: create)
            } catch {
                throw FileError(error.kind, "the folder '\(display)' changed while generating (\(error.message))")
            }
        }
        return opened
    }

    // MARK: - Paths

    /// `path` made absolute against the current directory (not resolved, not normalised).
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let cwd = FileManager.default.currentDirectoryPath
        return path.isEmpty || path == "." ? cwd : join(cwd, path)
    }

    /// `a/b` from `a` and `b`, dropping empty parts and `.`; keeps `..`.
    static func join(_ parts: String...) -> String {
        var out = ""
        for (i, part) in parts.enumerated() {
            var p = part
            if i > 0 { p = trimmedSlashes(p, leading: true) }
            p = trimmedSlashes(p, leading: false)
            if p.isEmpty || p == "." {
                if i == 0 && part.hasPrefix("/") { out = "/" }
                continue
            }
            if out.isEmpty || out == "/" { out += p } else { out += "/" + p }
        }
        return out
    }

    static func trimmedSlashes(_ s: String, leading: Bool = false) -> String {
        var t = Substring(s)
        while t.count > 1 && t.hasSuffix("/") { t = t.dropLast() }
        if leading { while t.hasPrefix("/") { t = t.dropFirst() } }
        while t.hasPrefix("./") { t = t.dropFirst(2) }
        return String(t)
    }

    /// `path` with `.` and `..` resolved lexically (for absolute paths that are then checked for real).
    static func normalize(_ path: String) -> String {
        var out: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !out.isEmpty { out.removeLast() }
                continue
            }
            out.append(part)
        }
        return "/" + out.joined(separator: "/")
    }

    /// The folder that holds `path` (`""` for a bare name).
    static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    struct Resolved {
        /// The path with every symbolic link in its existing part resolved.
        var path: String
        /// An existing component that is not a folder although more components follow.
        var blockedBy: String?
    }

    /// The real path of the absolute `path`: the deepest existing ancestor through `realpath(3)`,
    /// then the missing components appended. nil for a broken symbolic link on the way.
    static func realPath(_ path: String) -> Resolved? {
        let components = path.split(separator: "/").map(String.init)
        var i = components.count
        while i >= 0 {
            let prefix = "/" + components[0..<i].joined(separator: "/")
            var st = stat()
            if lstat(prefix, &st) == 0 {
                guard let resolved = realpath(prefix, nil) else { return nil }
                var real = String(cString: resolved)
                free(resolved)
                let tail = components[i...]
                var blockedBy: String?
                if !tail.isEmpty && !isDirectory(real) { blockedBy = prefix }
                var parts = real.split(separator: "/").map(String.init)
                for part in tail {
                    if part == "." { continue }
                    if part == ".." {
                        if !parts.isEmpty { parts.removeLast() }
                    } else {
                        parts.append(part)
                    }
                }
                real = "/" + parts.joined(separator: "/")
                return Resolved(path: real, blockedBy: blockedBy)
            }
            i -= 1
        }
        return nil
    }

    /// The bytes of the regular file at `path` (never a link's target, never a pipe), up to `limit`.
    static func readRegularFile(_ path: String, limit: Int? = nil) -> Data? {
        let (folder, name) = SafeFile.split(path)
        guard let opened = try? Folder.open(folder) else { return nil }
        return try? opened.read(name, limit: limit).data
    }

    static func exists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    /// A folder, following symbolic links.
    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// A regular file that is not a symbolic link.
    static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }
}
