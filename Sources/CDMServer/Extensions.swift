// cdm's own requests and commands beyond LSP: import an Xcode model, draw a diagram, and formatting.

import CDMDriver
import CDMFeatures
import CDMGenerators
import CDMImport
import CDMModel
import CDMProtocol
import Foundation

extension LanguageServer {
    /// `cdm.import`: writes the `.cdm` for an Xcode model next to it and asks the client to open it.
    func importModel(uri: String) throws -> String {
        let url = URL(fileURLWithPath: try FileURI.path(uri, for: "cdm.import"))
        let result: ImportResult
        do {
            result = try XcodeImporter.importModel(at: url)
        } catch {
            let message = "cdm could not import \(url.lastPathComponent): \(error)"
            showMessage(LSP.MessageType.error, message)
            throw RPCError.requestFailed(message)
        }
        // The .cdm goes beside the bundle (or beside the .xcdatamodel that holds a `contents` file).
        var container = url.standardizedFileURL
        if container.lastPathComponent == "contents" { container = container.deletingLastPathComponent() }
        if container.pathExtension == "xcdatamodel" && container.deletingLastPathComponent().pathExtension == "xcdatamodeld" {
            container = container.deletingLastPathComponent()
        }
        let target = container.deletingLastPathComponent().appendingPathComponent(result.modelName + ".cdm")
        // Never replaces anything: an existing file, a symbolic link (even a dangling one), a folder.
        do throws(FileError) {
            try SafeFile.writeOutput(result.cdmText, to: target.path, existing: .anyWhenForced(false), sync: true)
        } catch {
            let message =
                error.kind == .refused && error.message.hasPrefix("already exists")
                ? "\(target.path) already exists; cdm.import never overwrites a file (use `cdm import \(url.path) -o OTHER.cdm`)"
                : "cdm could not write \(target.path): \(error.message)"
            showMessage(LSP.MessageType.error, message)
            throw RPCError.requestFailed(message)
        }
        for w in result.warnings { logMessage(LSP.MessageType.warning, w) }
        showDocument(target.absoluteString)
        return target.absoluteString
    }

    /// `cdm/diagram`: the SVG or Mermaid text of the document's current (unsaved) text.
    func diagram(_ params: DiagramParams) throws -> String {
        let doc = try document(params.textDocument)
        let format = params.format ?? "svg"
        let model = doc.analysis.model
        let name = ((URL(string: doc.uri)?.path ?? doc.uri) as NSString).lastPathComponent
        switch format {
        case "svg": return SVGGenerator.diagram(model, sourceName: name)
        case "mermaid": return MermaidGenerator.diagram(model, fenced: false, sourceName: name)
        default: throw InvalidParams(message: "invalid params: format: unknown diagram format '\(format)'; use svg or mermaid")
        }
    }

    func formatting(_ params: LSP.DocumentFormattingParams) throws -> [LSP.TextEdit] {
        let doc = try document(params.textDocument)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        return SourceFormatter.documentEdits(for: doc.text).map(converter.edit)
    }

    func rangeFormatting(_ params: LSP.DocumentRangeFormattingParams) throws -> [LSP.TextEdit] {
        let doc = try document(params.textDocument)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        return SourceFormatter.format(doc.text, range: converter.textRange(params.range)).map(converter.edit)
    }
}
