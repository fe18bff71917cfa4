// Code generation from the server: the `cdm.generate` command and generate-on-save, written through OutputWriter.

import CDMDriver
import CDMModel
import CDMProtocol
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension LanguageServer {
    /// The folder generated files must stay inside: the workspace folder holding the file, else the file's
    /// folder. Both sides are real paths (`realPath`): a root and a document may name the same folder
    /// through different links (on Darwin `/tmp` is `/private/tmp`, and `standardizingPath` strips
    /// `/private` from one side only).
    func allowedRoot(for path: String) -> String {
        let folder = Self.realPath((path as NSString).deletingLastPathComponent)
        let roots = (workspaceFolders + [rootPath].compactMap { $0 }).map(Self.realPath)
        let containing = roots.filter { Self.path(folder, isInside: $0) }
        return containing.max { $0.count < $1.count } ?? folder
    }

    /// Whether `path` is `folder` or below it (both real paths).
    static func path(_ path: String, isInside folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The absolute path with every symbolic link resolved (`realpath(3)`, the same in Glibc and
    /// Darwin); a part that does not exist yet (a bundle `freeze` will create) is appended to the real
    /// path of the part that does.
    static func realPath(_ path: String) -> String {
        var existing = (path as NSString).standardizingPath
        var missing: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                return missing.reversed().reduce(String(cString: resolved)) { ($0 as NSString).appendingPathComponent($1) }
            }
            let parent = (existing as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != existing else { return (path as NSString).standardizingPath }
            missing.append((existing as NSString).lastPathComponent)
            existing = parent
        }
    }

    /// What one generation did, in words for the user.
    struct GenerationReport {
        var result: GenerateResult
        /// "generated 6 files into Generated/Swift/ and Generated/", "up to date: …"; or why it failed.
        var message: String
        /// The problems that stopped it, each with the `generate` lines it belongs to.
        var problems: [(message: String, targets: [GenerateTarget])]
        /// Whether the text generated from is the editor's, which differs from the file on disk.
        var fromUnsavedText: Bool
    }

    /// The answer to `cdm.generate` when it succeeds.
    struct GenerateAnswer: Codable, Sendable, Hashable {
        /// The absolute paths of the files written.
        var written: [String]
        /// How many files already held what would have been written.
        var unchanged: Int
        /// The absolute paths of the stale files removed.
        var deleted: [String]
        var message: String
        var fromUnsavedText: Bool
    }

    /// `cdm.generate`: generates every `generate` line of the document at `uri` in the background and answers
    /// `id` when done. On success the answer is `{written, unchanged, deleted, message, fromUnsavedText}`; on
    /// failure the reason is shown once (window/showMessage), the `generate` lines are marked and the answer is
    /// the same message as an error.
    func generate(uri: String, answering id: RequestID) throws {
        try startGeneration(uri: uri, supersedable: false) { [self] outcome in
            switch outcome {
            case .failure(let error as RPCError):
                send(RPCMessage.errorBody(id: id, error: error))
            case .failure(let error):
                send(RPCMessage.errorBody(id: id, error: .internalError("\(error)")))
            case .success(nil):
                send(RPCMessage.errorBody(id: id, error: .requestFailed("generation was superseded by a newer one")))
            case .success(let report?) where !report.problems.isEmpty:
                showMessage(LSP.MessageType.error, report.message)
                send(RPCMessage.errorBody(id: id, error: .requestFailed(report.message)))
            case .success(let report?):
                let answer = GenerateAnswer(
                    written: report.result.written.map(\.absolutePath), unchanged: report.result.unchanged.count,
                    deleted: report.result.deleted.map(\.absolutePath), message: report.message, fromUnsavedText: report.fromUnsavedText)
                send(RPCMessage.responseBody(id: id, result: Self.json(answer)))
            }
        }
    }

    /// Generates `uri` off the request path: the model is taken now (the editor's text when the document is
    /// open), the files are written on `generationQueue`, and `completion` runs on the server's thread with
    /// the report, after the outcome was logged and the failing `generate` lines marked. A supersedable
    /// generation (on save) that a newer one of the same document overtook before it started writes
    /// nothing and completes with `nil`. Without a run loop (in-process tests) everything happens now.
    func startGeneration(uri: String, supersedable: Bool, completion: @escaping (Result<GenerationReport?, Error>) -> Void) throws {
        let path = try FileURI.path(uri, for: "cdm.generate")
        if let doc = documents[uri] { try refuseIfTooLarge(doc) }
        // The model: the analysis a request already assembled, or else the editor's text, analysed on
        // the generation queue (assembling it here kept a 2,000-entity save's first request 65 ms).
        let openDocument = documents[uri].map { (analysis: $0.assembledAnalysis, text: $0.text) }
        let modelName = Document.modelName(for: uri)
        // The bundle of the document's versions, read again on the queue once the files are written.
        let versionBundle = versionCache.bundleOfDocument[uri] ?? nil
        let name = (path as NSString).lastPathComponent
        let root = allowedRoot(for: path)
        let ticket = generations.begin(uri)
        let progress = beginProgress("Generating code from \(name)")
        let work = UncheckedSendable { [self] in
            // Runs on the generation queue: file I/O and generators only, nothing of the server's state.
            let outcome: Result<(Analysis, GenerateResult, Bool)?, Error>
            if supersedable && !generations.isLatest(ticket, for: uri) {
                outcome = .success(nil)
            } else {
                let onDisk = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
                if let (assembled, text) = openDocument {
                    // A full analysis of the text equals the incremental one (IncrementalAnalysisTests).
                    let analysis = assembled ?? Analyzer.analyze(text: text, defaultModelName: modelName)
                    let result = OutputWriter.generate(GenerateRequest(sourcePath: path, model: analysis.model, diagnostics: analysis.diagnostics, allowedRoot: root))
                    outcome = .success((analysis, result, onDisk != nil && onDisk != text))
                } else if let text = onDisk, DocumentLimits.isTooLarge(text.utf8.count) {
                    outcome = .failure(RPCError.requestFailed("\(path) \(DocumentLimits.reason(bytes: text.utf8.count))"))
                } else if let text = onDisk {
                    let analysis = Analyzer.analyze(text: text, defaultModelName: Document.modelName(for: uri))
                    let result = OutputWriter.generate(GenerateRequest(sourcePath: path, model: analysis.model, diagnostics: analysis.diagnostics, allowedRoot: root))
                    outcome = .success((analysis, result, false))
                } else {
                    outcome = .failure(RPCError.requestFailed("cannot read \(path)"))
                }
            }
            // What the generation may have changed in the version bundle, read here rather than by
            // the next diagnostics on the server's thread.
            let reread: (bundle: String, entry: VersionHistoryCache.Entry)? =
                if case .success(.some) = outcome, let bundle = versionBundle {
                    (bundle, VersionHistoryCache.read(bundle, token: 0))
                } else {
                    nil
                }
            let finish = UncheckedSendable { [self] in
                switch outcome {
                case .failure(let error):
                    endProgress(progress, "failed")
                    completion(.failure(error))
                case .success(nil):
                    endProgress(progress, "superseded by a newer save")
                    completion(.success(nil))
                case .success(let (analysis, result, fromUnsavedText)?):
                    if let reread { versionCache.install(reread.entry, for: reread.bundle) }
                    let report = finishGeneration(
                        uri: uri, name: name, analysis: analysis, result: result, fromUnsavedText: fromUnsavedText, bundleReread: reread?.bundle)
                    endProgress(progress, report.problems.isEmpty ? report.message : "failed")
                    completion(.success(report))
                }
            }
            postToServer(finish)
        }
        if let queue = generationQueue {
            queue.async {
                Self.lowerThisThreadsPriority()
                work.value()
            }
        } else {
            work.value()
        }
    }

    /// Lets a request on the server's thread take a contended core from the generation running on this one (on 2
    /// cores a 2,000-entity save kept a hover waiting up to 210 ms). On Darwin the generation queue's `.utility` QoS
    /// does it: Darwin's scheduler runs threads by QoS. On Linux libdispatch turns `.utility` into a nice value of
    /// only 2 (read in /proc during a save; the request thread's is 0), so this thread's nice value becomes 10 (a
    /// tenth of the request thread's share of a core). `setpriority(PRIO_PROCESS, 0, …)` changes only the calling
    /// thread on Linux, where the nice value is per thread (setpriority(2), "BUGS"). It cannot be raised back
    /// without privilege, and needs not be: libdispatch keeps a pool of threads per QoS, and in the server only
    /// this queue runs `.utility` work.
    static func lowerThisThreadsPriority() {
        #if canImport(Darwin)
            // Nothing to call: the queue's `.utility` QoS is already the thread's scheduling priority.
        #elseif canImport(Glibc)
            let background: Int32 = 10
            errno = 0
            let current = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            if errno == 0 && current < background {
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, background)
            }
        #endif
    }

    /// On the server's thread, after the files were written: words for the user, the log line, and the
    /// `generate` lines marked (or cleared). The lines are looked up in the document as it is now, which
    /// the user may have edited while the files were written.
    func finishGeneration(
        uri: String, name: String, analysis: Analysis, result: GenerateResult, fromUnsavedText: Bool, bundleReread: String? = nil
    ) -> GenerationReport {
        if let bundle = bundleReread, versionCache.bundleOfDocument[uri] == .some(bundle) {
            // Read again on the generation queue already: the documents naming it compare anew.
            markRevalidated([bundle])
        } else {
            versionDocumentWritten(uri)
        }
        // The lines of the document as it is now (assembling its analysis only when a problem needs them).
        var current: [GenerateTarget]?
        func lines(_ matches: (GenerateTarget) -> Bool) -> [GenerateTarget] {
            if current == nil { current = documents[uri]?.analysis.model.generates ?? analysis.model.generates }
            let targets = current!
            let named = targets.filter(matches)
            return named.isEmpty ? Array(targets.prefix(1)) : named
        }
        var problems: [(message: String, targets: [GenerateTarget])] = []
        for error in result.errors {
            problems.append((error, lines { error.contains("'generate \($0.kind.rawValue) to \"\($0.path)\"'") }))
        }
        for refused in result.refused {
            let code = refused.code.map { " [\($0.rawValue)]" } ?? ""
            problems.append(("\(refused.path): \(refused.reason ?? "refused")\(code)", lines { $0.kind == refused.kind }))
        }
        let message =
            problems.isEmpty
            ? Self.summary(result, targets: analysis.model.generates, source: name, fromUnsavedText: fromUnsavedText)
            : "cdm could not generate code from \(name): " + problems.map(\.message).joined(separator: "; ")
        logMessage(problems.isEmpty ? LSP.MessageType.info : LSP.MessageType.error, message)
        for w in result.warnings { Log.write(w) }
        publishGenerationProblems(uri: uri, problems, modelHasErrors: analysis.diagnostics.contains { $0.severity == .error })
        return GenerationReport(result: result, message: message, problems: problems, fromUnsavedText: fromUnsavedText)
    }

    /// "generated 6 files into Generated/Swift/ and Generated/ (2 unchanged)", or "up to date: …".
    static func summary(_ result: GenerateResult, targets: [GenerateTarget], source: String, fromUnsavedText: Bool) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        func folders(_ entries: [GenerateResult.Entry]) -> String {
            var seen: [String] = []
            for t in targets where entries.contains(where: { $0.kind == t.kind }) {
                var folder = t.path
                if !folder.hasSuffix("/") && !folder.hasSuffix(".svg") && !folder.hasSuffix(".md") { folder += "/" }
                if !seen.contains(folder) { seen.append(folder) }
            }
            if seen.count <= 1 { return seen.first ?? "" }
            return seen.dropLast().joined(separator: ", ") + " and " + seen.last!
        }
        var text: String
        if targets.isEmpty {
            text = "nothing to generate: \(source) has no generate line"
        } else if result.written.isEmpty && result.deleted.isEmpty {
            text = "up to date: the \(plural(result.unchanged.count, "generated file")) in \(folders(result.unchanged)) already match \(source)"
        } else {
            text = result.written.isEmpty ? "nothing new to write" : "generated \(plural(result.written.count, "file")) into \(folders(result.written))"
            var extras: [String] = []
            if !result.unchanged.isEmpty { extras.append("\(result.unchanged.count) unchanged") }
            if !result.deleted.isEmpty { extras.append("\(plural(result.deleted.count, "stale file")) removed") }
            if !extras.isEmpty { text += " (" + extras.joined(separator: ", ") + ")" }
        }
        if fromUnsavedText { text += ", from the unsaved text of \(source) (not the file on disk)" }
        return text
    }

    /// Publishes the document's diagnostics with one more on each `generate` line that failed; with no
    /// problems, publishes the plain diagnostics again (clearing an earlier failure).
    func publishGenerationProblems(uri: String, _ problems: [(message: String, targets: [GenerateTarget])], modelHasErrors: Bool) {
        guard let doc = documents[uri] else { return }
        if problems.isEmpty {
            doc.needsPublish = true
            return
        }
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        var diagnostics = diagnosticsToPublish(doc).map { lspDiagnostic($0, uri: uri, converter) }
        for problem in problems {
            for target in problem.targets {
                // A model with errors generates nothing: those errors are the problem, this line only says so.
                diagnostics.append(
                    LSP.Diagnostic(
                        range: converter.range(target.range), severity: modelHasErrors ? CDMModel.Severity.warning.rawValue : CDMModel.Severity.error.rawValue,
                        source: "cdm generate", message: "not generated: " + problem.message))
            }
        }
        doc.needsPublish = false
        doc.publishedVersion = doc.version
        notify("textDocument/publishDiagnostics", LSP.PublishDiagnosticsParams(uri: uri, version: doc.version, diagnostics: diagnostics))
    }

    /// Generation on save, in the background: failures go on the `generate` lines and into the log, never
    /// into a message box; a newer save of the same document supersedes one that has not started writing.
    func generateOnSaveIfWanted(_ uri: String) {
        // Whether the text has a `generate` line, without assembling its analysis: that took the
        // first request after a 2,000-entity save 68–116 ms, on the server's thread.
        guard generateOnSave, let doc = documents[uri], doc.hasGenerateLines else { return }
        do {
            try startGeneration(uri: uri, supersedable: true) { _ in }
        } catch {
            logMessage(LSP.MessageType.error, "cdm: generating on save failed: \(error)")
        }
    }

    // MARK: - Work-done progress

    /// Starts a progress report when the client supports it; returns its token.
    func beginProgress(_ title: String) -> LSP.ProgressToken? {
        guard capabilities.supportsWorkDoneProgress else { return nil }
        let token = LSP.ProgressToken.string("cdm-\(nextRequestID)")
        request("window/workDoneProgress/create", LSP.WorkDoneProgressCreateParams(token: token))
        notify("$/progress", LSP.ProgressParams(token: token, value: LSP.WorkDoneProgressBegin(title: title, cancellable: false)))
        return token
    }

    func endProgress(_ token: LSP.ProgressToken?, _ message: String) {
        guard let token else { return }
        notify("$/progress", LSP.ProgressParams(token: token, value: LSP.WorkDoneProgressEnd(message: message)))
    }
}

/// Which generation of each document is the newest: a save's generation that a newer one overtook is skipped.
/// Read on the generation queue and written on the server's thread, hence the lock.
final class GenerationTickets: @unchecked Sendable {
    private let lock = NSLock()
    private var latest: [String: Int] = [:]

    /// A new ticket for `uri`, newer than every earlier one.
    func begin(_ uri: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let ticket = (latest[uri] ?? 0) + 1
        latest[uri] = ticket
        return ticket
    }

    func isLatest(_ ticket: Int, for uri: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return latest[uri] == ticket
    }
}

/// Carries a value to another thread when the code guarantees that only one thread uses it at a time (the
/// server's state is touched only on the server's thread; closures wrapped here run there or touch none of it).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
