// Code generation from the server: the `cdm.generate` command and generate-on-save, written through OutputWriter.

import CDMDriver
import CDMModel
import CDMProtocol
import Foundation

extension LanguageServer {
    /// The folder generated files must stay inside: the workspace folder holding the file, else the file's folder.
    func allowedRoot(for path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let roots = (workspaceFolders + [rootPath].compactMap { $0 }).map { ($0 as NSString).standardizingPath }
        let containing = roots.filter { folder == $0 || folder.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        return containing.max { $0.count < $1.count } ?? folder
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

    /// `cdm.generate`: generates every `generate` line of the document at `uri`. On success, returns
    /// `{written, unchanged, deleted, message, fromUnsavedText}`; on failure, shows the reason once
    /// (window/showMessage), marks the `generate` lines and answers with the same message as an error.
    func generate(uri: String) throws -> JSONValue {
        let report = try runGeneration(uri: uri)
        if !report.problems.isEmpty {
            showMessage(1, report.message)
            throw RPCError.requestFailed(report.message)
        }
        return [
            "written": .array(report.result.written.map { .string($0.absolutePath) }),
            "unchanged": .int(report.result.unchanged.count),
            "deleted": .array(report.result.deleted.map { .string($0.absolutePath) }),
            "message": .string(report.message),
            "fromUnsavedText": .bool(report.fromUnsavedText),
        ]
    }

    /// Generates, logs the outcome and marks failing `generate` lines with diagnostics (cleared by the next success).
    func runGeneration(uri: String) throws -> GenerationReport {
        let path = try FileURI.path(uri, for: "cdm.generate")
        let onDisk = FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
        let analysis: Analysis
        var fromUnsavedText = false
        if let doc = documents[uri] {
            try refuseIfTooLarge(doc)
            analysis = doc.analysis
            fromUnsavedText = onDisk != nil && onDisk != doc.text
        } else {
            guard let text = onDisk else { throw RPCError.requestFailed("cannot read \(path)") }
            if DocumentLimits.isTooLarge(text.utf8.count) { throw RPCError.requestFailed("\(path) \(DocumentLimits.reason(bytes: text.utf8.count))") }
            analysis = Analyzer.analyze(text: text, defaultModelName: Document.modelName(for: uri))
        }
        let name = (path as NSString).lastPathComponent
        let progress = beginProgress("Generating code from \(name)")
        let result = OutputWriter.generate(GenerateRequest(sourcePath: path, model: analysis.model, diagnostics: analysis.diagnostics, allowedRoot: allowedRoot(for: path)))
        let targets = analysis.model.generates
        var problems: [(message: String, targets: [GenerateTarget])] = []
        for error in result.errors {
            let named = targets.filter { error.contains("'generate \($0.kind.rawValue) to \"\($0.path)\"'") }
            problems.append((error, named.isEmpty ? Array(targets.prefix(1)) : named))
        }
        for refused in result.refused {
            let code = refused.code.map { " [\($0.rawValue)]" } ?? ""
            problems.append(("\(refused.path): \(refused.reason ?? "refused")\(code)", targets.filter { $0.kind == refused.kind }))
        }
        let message: String
        if problems.isEmpty {
            message = Self.summary(result, targets: targets, source: name, fromUnsavedText: fromUnsavedText)
            endProgress(progress, message)
        } else {
            message = "cdm could not generate code from \(name): " + problems.map(\.message).joined(separator: "; ")
            endProgress(progress, "failed")
        }
        notify("window/logMessage", ["type": .int(problems.isEmpty ? 3 : 1), "message": .string(message)])
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
        var diagnostics = doc.diagnostics.map { d -> JSONValue in
            var object = lspDiagnostic(d, converter).objectValue ?? [:]
            if !d.related.isEmpty {
                object["relatedInformation"] = .array(d.related.map { ["location": ["uri": .string(uri), "range": converter.range($0.range)], "message": .string($0.message)] })
            }
            if d.isUnnecessary { object["tags"] = [1] }
            return .object(object)
        }
        for problem in problems {
            for target in problem.targets {
                diagnostics.append([
                    "range": converter.range(target.range),
                    // A model with errors generates nothing: those errors are the problem, this line only says so.
                    "severity": .int(modelHasErrors ? 2 : 1),
                    "source": "cdm generate",
                    "message": .string("not generated: " + problem.message),
                ])
            }
        }
        doc.needsPublish = false
        doc.publishedVersion = doc.version
        notify("textDocument/publishDiagnostics", ["uri": .string(uri), "version": .int(doc.version), "diagnostics": .array(diagnostics)])
    }

    /// Generation on save: failures go on the `generate` lines and into the log, never into a message box.
    func generateOnSaveIfWanted(_ uri: String) {
        guard generateOnSave, let doc = documents[uri], !doc.analysis.model.generates.isEmpty else { return }
        do {
            _ = try runGeneration(uri: uri)
        } catch {
            notify("window/logMessage", ["type": 1, "message": .string("cdm: generating on save failed: \(error)")])
        }
    }

    // MARK: - Work-done progress

    /// Starts a progress report when the client supports it; returns its token.
    func beginProgress(_ title: String) -> JSONValue? {
        guard capabilities["window"]?["workDoneProgress"]?.boolValue == true else { return nil }
        let token: JSONValue = .string("cdm-\(nextRequestID)")
        request("window/workDoneProgress/create", ["token": token])
        notify("$/progress", ["token": token, "value": ["kind": "begin", "title": .string(title), "cancellable": false]])
        return token
    }

    func endProgress(_ token: JSONValue?, _ message: String) {
        guard let token else { return }
        notify("$/progress", ["token": token, "value": ["kind": "end", "message": .string(message)]])
    }
}
