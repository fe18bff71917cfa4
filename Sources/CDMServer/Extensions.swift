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
    func importModel(_ arguments: [JSONValue]) throws -> JSONValue {
        guard let uri = arguments.first?.stringValue ?? arguments.first?["uri"]?.stringValue else {
            throw InvalidParams(message: "cdm.import takes the file URI of a .xcdatamodeld or .xcdatamodel folder or a contents file")
        }
        let url = URL(fileURLWithPath: try FileURI.path(uri, for: "cdm.import"))
        let result: ImportResult
        do {
            result = try XcodeImporter.importModel(at: url)
        } catch {
            let message = "cdm could not import \(url.lastPathComponent): \(error)"
            showMessage(1, message)
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
            showMessage(1, message)
            throw RPCError.requestFailed(message)
        }
        for w in result.warnings { notify("window/logMessage", ["type": 2, "message": .string(w)]) }
        let written = JSONValue.string(target.absoluteString)
        if capabilities["window"]?["showDocument"]?["support"]?.boolValue == true {
            request("window/showDocument", ["uri": written, "takeFocus": true])
        }
        return written
    }

    /// `cdm/diagram`: the SVG or Mermaid text of the document's current (unsaved) text.
    func diagram(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let format = params["format"]?.stringValue ?? "svg"
        let model = doc.analysis.model
        let name = ((URL(string: doc.uri)?.path ?? doc.uri) as NSString).lastPathComponent
        switch format {
        case "svg": return .string(SVGGenerator.diagram(model, sourceName: name))
        case "mermaid": return .string(MermaidGenerator.diagram(model, fenced: false, sourceName: name))
        default: throw InvalidParams(message: "unknown diagram format '\(format)'; use svg or mermaid")
        }
    }

    func formatting(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        return .array(SourceFormatter.documentEdits(for: doc.text).map(converter.edit))
    }

    func rangeFormatting(_ params: JSONValue) throws -> JSONValue {
        let doc = try document(params)
        let converter = Converter(lines: doc.buffer, encoding: encoding)
        guard let range = converter.textRange(params["range"]) else { throw InvalidParams(message: "missing range") }
        return .array(SourceFormatter.format(doc.text, range: range).map(converter.edit))
    }
}
