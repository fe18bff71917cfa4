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

    /// Generates every `generate` line of the document at `uri`; returns the absolute paths written.
    func generate(uri: String) throws -> JSONValue {
        guard let url = URL(string: uri), url.isFileURL else {
            throw RPCError.invalidParams("cdm.generate needs a file URI, got '\(uri)'")
        }
        let path = url.path
        let analysis: Analysis
        if let doc = documents[uri] {
            analysis = doc.analysis
        } else {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw RPCError.requestFailed("cannot read \(path)")
            }
            analysis = Analyzer.analyze(text: text, defaultModelName: Document.modelName(for: uri))
        }
        let name = (path as NSString).lastPathComponent
        let progress = beginProgress("Generating code from \(name)")
        let result = OutputWriter.generate(GenerateRequest(sourcePath: path, model: analysis.model, diagnostics: analysis.diagnostics, allowedRoot: allowedRoot(for: path)))
        endProgress(progress, "\(result.written.count) written, \(result.unchanged.count) unchanged")
        let problems = result.errors + result.refused.map { "\($0.path): \($0.reason ?? "refused")\($0.code.map { " [\($0.rawValue)]" } ?? "")" }
        if !problems.isEmpty {
            let message = "cdm could not generate code from \(name): " + problems.joined(separator: "; ")
            showMessage(1, message)
            throw RPCError.requestFailed(message)
        }
        for w in result.warnings { Log.write(w) }
        return .array(result.written.map { .string($0.absolutePath) })
    }

    func generateOnSaveIfWanted(_ uri: String) {
        guard generateOnSave, let doc = documents[uri], !doc.analysis.model.generates.isEmpty else { return }
        _ = try? generate(uri: uri)
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
