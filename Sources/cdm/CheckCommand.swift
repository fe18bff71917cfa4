// `cdm check`: prints every diagnostic of the given files, as text or JSON, with CI-friendly exit codes.

import CDMModel
import CDMSyntax
import Foundation

enum CheckCommand {
    static let help = """
        OVERVIEW: Check .cdm files and report every problem.

        USAGE: cdm check [--format text|json] FILE...

        Prints one line per diagnostic, `path:line:column: severity: message [code]`, sorted by position.
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
        for path in files {
            let text: String
            do {
                text = try Output.readText(path)
            } catch {
                Output.error(error.description)
                status = 2
                continue
            }
            let analysis = Analyzer.analyze(text: text, defaultModelName: Output.defaultModelName(path))
            // Migration problems against the newest frozen version (docs/versions.md).
            let diagnostics = (analysis.diagnostics + VersionTimeline.migrationDiagnostics(cdmPath: path, analysis: analysis)).sortedByPosition()
            let index = LineIndex(text)
            var startColumns = ColumnCounter()
            var endColumns = ColumnCounter()
            for d in diagnostics {
                let start = index.position(of: d.range.start, encoding: .utf8)
                let end = index.position(of: d.range.end, encoding: .utf8)
                // Columns count characters (Unicode scalars) as compilers do.
                let column = startColumns.column(index, start, d.range.start) + 1
                let endColumn = endColumns.column(index, end, d.range.end) + 1
                if format == "text" {
                    print("\(path):\(start.line + 1):\(column): \(d.severity.name): \(d.message) [\(d.code.rawValue)]")
                } else {
                    records.append([
                        "file": path, "line": start.line + 1, "column": column, "endLine": end.line + 1,
                        "endColumn": endColumn, "severity": d.severity.name, "code": d.code.rawValue, "message": d.message,
                    ])
                }
            }
            if diagnostics.hasErrors && status == 0 { status = 1 }
        }
        if format == "json" {
            let data = (try? JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
            FileHandle.standardOutput.write(data)
            print("")
        }
        return status
    }

    /// Counts character columns from the previous answer when it lies earlier on the same line:
    /// diagnostics come sorted, so thousands of them on one long line cost one pass, not one each.
    struct ColumnCounter {
        var line = -1
        var offset = 0
        var column = 0

        mutating func column(_ index: LineIndex, _ position: LinePosition, _ offset: Int) -> Int {
            let offset = min(offset, index.bytes.count)
            if position.line == line && offset >= self.offset {
                column += characterCount(index.bytes[self.offset..<offset])
            } else {
                column = characterColumn(index, position, offset)
            }
            line = position.line
            self.offset = offset
            return column
        }
    }

    static func characterCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
    }

    static func characterColumn(_ index: LineIndex, _ position: LinePosition, _ offset: Int) -> Int {
        let lineStart = index.lineStarts[position.line]
        let bytes = index.bytes[lineStart..<min(offset, index.bytes.count)]
        return bytes.reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
    }
}
