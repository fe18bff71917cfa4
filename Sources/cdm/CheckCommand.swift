// `cdm check`: prints every diagnostic of the given files, as text or JSON, with CI-friendly exit codes.

import CDMModel
import CDMSyntax
import Foundation

enum CheckCommand {
    static let help = """
        OVERVIEW: Check .cdm files and report every problem.

        USAGE: cdm check [--format text|json] FILE...

        Prints one line per diagnostic, `path:line:column: severity: message [code]`, sorted by position;
        past 1000 in a file, the first 1000 (errors first) and one saying how many more.
        Exit status: 0 with no error (warnings allowed), 1 when any file has an error, 2 when a file cannot be read.

        OPTIONS:
          --format text|json   Output format (default text). JSON is an array of objects with
                               file, line, column, endLine, endColumn, severity, code, message.

        """

    static func run(_ args: [String]) -> Int32 {
        var format = "text"
        var files: [String] = []
        let read = ArgumentReader.read(args, command: "check") { reader, item throws(ArgumentReader.Failure) in
            switch item {
            case .option("--format"):
                format = try reader.value(or: "--format needs a value: text or json")
                guard format == "text" || format == "json" else {
                    throw .init(message: "unknown format '\(format)'; use text or json")
                }
            case .option: throw reader.unknownOption
            case .operand(let file): files.append(file)
            }
        }
        guard read else { return 2 }
        guard !files.isEmpty else {
            Output.error("no input files; usage: cdm check FILE...")
            return 2
        }
        var status: Int32 = 0
        var records: [[String: Any]] = []
        var lastAnalysis = KeptUntilExit<Analysis>()
        for path in files {
            var text: String
            do {
                text = try Output.readText(path)
            } catch {
                Output.error(error.description)
                status = 2
                continue
            }
            let analysis = Analyzer.analyze(text: text, defaultModelName: Output.defaultModelName(path))
            lastAnalysis.keep(analysis)
            // Migration problems of the stores of every supported frozen version (docs/versions.md).
            let all = (analysis.diagnostics + VersionTimeline.migrationDiagnostics(cdmPath: path, analysis: analysis)).sortedByPosition()
            // The first thousand, errors first, then one saying how many more (`DiagnosticLimit`).
            let diagnostics = DiagnosticLimit.capped(all)
            // Lines and character columns by one walk over the text's own bytes: a `LineIndex` copied
            // the text and made a table of its lines while the analysis was still held.
            text.withUTF8 { bytes in
                var starts = PositionWalker(bytes)
                var ends = PositionWalker(bytes)
                for d in diagnostics {
                    let start = starts.position(of: d.range.start)
                    let end = ends.position(of: d.range.end)
                    if format == "text" {
                        print("\(path):\(start.line + 1):\(start.column + 1): \(d.severity.name): \(d.message) [\(d.code.rawValue)]")
                    } else {
                        records.append([
                            "file": path, "line": start.line + 1, "column": start.column + 1, "endLine": end.line + 1,
                            "endColumn": end.column + 1, "severity": d.severity.name, "code": d.code.rawValue, "message": d.message,
                        ])
                    }
                }
            }
            if all.hasErrors && status == 0 { status = 1 }
        }
        if format == "json" {
            let data = (try? JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
            FileHandle.standardOutput.write(data)
            print("")
        }
        return status
    }

    /// Lines and character columns (Unicode scalars, as compilers count) of offsets, found by walking
    /// the text from the previous answer: diagnostics come sorted, so thousands of them on one long
    /// line cost one pass, not one each (an offset before the previous one walks from the start).
    /// Lines end at `\n`, `\r\n` or `\r`, as `LineIndex` has them.
    struct PositionWalker {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var line = 0
        var column = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func position(of target: Int) -> (line: Int, column: Int) {
            let target = max(0, min(target, bytes.count))
            if target < offset { (offset, line, column) = (0, 0, 0) }
            while offset < target {
                let b = bytes[offset]
                offset += 1
                if b == 0x0A || (b == 0x0D && (offset == bytes.count || bytes[offset] != 0x0A)) {
                    line += 1
                    column = 0
                } else if b & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return (line, column)
        }
    }

    /// The character column of `offset` on its line (`diagram` and `import` report a few diagnostics this way).
    static func characterColumn(_ index: LineIndex, _ position: LinePosition, _ offset: Int) -> Int {
        let lineStart = index.lineStarts[position.line]
        let bytes = index.bytes[lineStart..<min(offset, index.bytes.count)]
        return bytes.reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
    }
}
