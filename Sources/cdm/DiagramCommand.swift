// `cdm diagram`: draws a model's entity–relationship diagram as SVG or Mermaid, to stdout or a file.

import CDMGenerators
import CDMModel
import CDMSyntax
import Foundation

enum DiagramCommand {
    static let help = """
        OVERVIEW: Draw the entity–relationship diagram of a .cdm file.

        USAGE: cdm diagram FILE.cdm [--format svg|mermaid] [-o OUT]

        Writes an SVG picture laid out by cdm, or a Mermaid erDiagram, to standard output or to OUT.
        Without --format the format follows OUT's extension (.svg; .md for Mermaid in a fenced block,
        .mmd for bare Mermaid), and is SVG otherwise.
        Exit status: 0 on success, 1 when the model has errors (they are printed, nothing is drawn),
        2 when the file cannot be read or the output cannot be written.

        OPTIONS:
          --format svg|mermaid   Output format.
          -o, --output OUT       Write to OUT instead of standard output.

        """

    enum Format: String {
        case svg, mermaid
    }

    static func run(_ args: [String]) -> Int32 {
        var format: Format?
        var output: String?
        var files: [String] = []
        let read = ArgumentReader.read(args, command: "diagram") { reader, item throws(ArgumentReader.Failure) in
            switch item {
            case .option("--format"):
                let v = try reader.value(or: "--format needs a value: svg or mermaid")
                guard let f = Format(rawValue: v) else {
                    throw .init(message: "unknown format '\(v)'; use svg or mermaid")
                }
                format = f
            case .option(let name) where name == "-o" || name == "--output":
                let v = try reader.value(or: "\(name) needs a file path")
                guard !v.isEmpty else { throw .init(message: "\(name) needs a file path") }
                output = v
            case .option: throw reader.unknownOption
            case .operand(let file): files.append(file)
            }
        }
        guard read else { return 2 }
        guard files.count == 1, let path = files.first else {
            Output.error(
                files.isEmpty
                    ? "no input file; usage: cdm diagram FILE.cdm [--format svg|mermaid] [-o OUT]"
                    : "one .cdm file at a time; got \(files.count)")
            return 2
        }
        let ext = output.map { ($0 as NSString).pathExtension.lowercased() } ?? ""
        let chosen = format ?? (["md", "markdown", "mmd", "mermaid"].contains(ext) ? .mermaid : .svg)

        let text: String
        do {
            text = try Output.readText(path)
        } catch {
            Output.error(error.description)
            return 2
        }
        let analysis = Analyzer.analyze(text: text, defaultModelName: Output.defaultModelName(path))
        if analysis.diagnostics.hasErrors {
            let index = LineIndex(text)
            for d in analysis.diagnostics where d.severity == .error {
                let start = index.position(of: d.range.start, encoding: .utf8)
                let column = CheckCommand.characterColumn(index, start, d.range.start) + 1
                FileHandle.standardError.write(
                    Data(
                        "\(path):\(start.line + 1):\(column): error: \(d.message) [\(d.code.rawValue)]\n".utf8))
            }
            Output.error("\(path): the model has errors; fix them to draw its diagram")
            return 1
        }

        let sourceName = (path as NSString).lastPathComponent
        let diagram: String
        switch chosen {
        case .svg: diagram = SVGGenerator.diagram(analysis.model, sourceName: sourceName)
        case .mermaid:
            diagram = MermaidGenerator.diagram(
                analysis.model, fenced: ext == "md" || ext == "markdown", sourceName: sourceName)
        }
        guard let output else {
            FileHandle.standardOutput.write(Data(diagram.utf8))
            return 0
        }
        do {
            try Data(diagram.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Output.error("\(output): cannot be written (\(error.localizedDescription))")
            return 2
        }
        return 0
    }
}
