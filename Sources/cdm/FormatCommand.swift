// `cdm format`: rewrites .cdm files in their canonical layout, checks them for CI, or filters stdin to stdout.

import CDMDriver
import CDMFeatures
import CDMModel
import CDMSyntax
import Foundation

enum FormatCommand {
    static let help = """
        OVERVIEW: Format .cdm files in the canonical layout (docs/formatting.md).

        USAGE: cdm format [--check] FILE...
               cdm format -            (reads stdin, writes the formatted text to stdout)

        Rewrites each file in place, only when its formatting changes (through a temporary file
        renamed over the original, so a file is never left half written). Only whitespace and line
        breaks change; a declaration with a syntax error is left as written (with a warning).
        A file keeps its permissions and owner; a symbolic link stays a link (the file it names is
        rewritten). A read-only file (no write permission bit, or none for you) and a file with
        several hard links (rewriting would leave the other links with the old text) are reported
        and left alone.

        OPTIONS:
          --check              Write nothing; list the files that are not formatted.
                               Exit status 1 when there is any.

        Exit status: 0 on success, 1 when --check finds an unformatted file, 2 when a file cannot be
        read or written or the arguments are wrong.

        """

    static func run(_ args: [String]) -> Int32 {
        var check = false
        var files: [String] = []
        let read = ArgumentReader.read(args, command: "format") { reader, item throws(ArgumentReader.Failure) in
            switch item {
            case .option("--check"): check = true
            case .option: throw reader.unknownOption
            case .operand(let file): files.append(file)
            }
        }
        guard read else { return 2 }
        guard !files.isEmpty else {
            Output.error("no input files; usage: cdm format [--check] FILE... (or '-' for stdin)")
            return 2
        }
        if files.contains("-") && files.count > 1 {
            Output.error("'-' (stdin) cannot be combined with other files")
            return 2
        }
        var status: Int32 = 0
        for path in files {
            let result = path == "-" ? formatStandardInput(check: check) : formatFile(path, check: check)
            status = max(status, result)
        }
        return status
    }

    /// Formats stdin to stdout; with `check`, prints nothing but `<stdin>` when it is not formatted.
    static func formatStandardInput(check: Bool) -> Int32 {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        if DocumentLimits.isTooLarge(data.count) {
            Output.error(Output.ReadError.tooLarge("<stdin>", data.count).description)
            return 2
        }
        // Validated by Foundation, decoded by the standard library, which keeps a byte-order mark.
        guard String(data: data, encoding: .utf8) != nil else {
            Output.error("<stdin>: is not valid UTF-8 text")
            return 2
        }
        let text = String(decoding: data, as: UTF8.self)
        warnAboutSyntaxErrors(text, name: "<stdin>")
        // Named SourceFormatter so it never clashes with Foundation's `Formatter` class on Apple platforms.
        let formatted = CDMFeatures.SourceFormatter.format(text)
        if check {
            if formatted == text { return 0 }
            print("<stdin>")
            return 1
        }
        FileHandle.standardOutput.write(Data(formatted.utf8))
        return 0
    }

    static func formatFile(_ path: String, check: Bool) -> Int32 {
        // Read once, through the file's opened folder: what is rewritten is exactly what was read.
        let file: SafeFile.Rewrite
        do throws(FileError) {
            file = try SafeFile.openForRewrite(path)
        } catch {
            switch error.kind {
            case .missing: Output.error(Output.ReadError.missing(path).description)
            case .folder: Output.error(Output.ReadError.directory(path).description)
            case .refused, .failed: Output.error("\(path): \(error.message)")
            }
            return 2
        }
        if DocumentLimits.isTooLarge(file.data.count) {
            Output.error(Output.ReadError.tooLarge(path, file.data.count).description)
            return 2
        }
        // Validated by Foundation, decoded by the standard library, which keeps a byte-order mark.
        guard String(data: file.data, encoding: .utf8) != nil else {
            Output.error(Output.ReadError.notUTF8(path).description)
            return 2
        }
        let text = String(decoding: file.data, as: UTF8.self)
        warnAboutSyntaxErrors(text, name: path)
        let formatted = CDMFeatures.SourceFormatter.format(text)
        if formatted == text { return 0 }
        if check {
            print(path)
            return 1
        }
        do throws(FileError) {
            try file.replace(with: formatted)
        } catch {
            Output.error("\(path): \(error.message)")
            return 2
        }
        return 0
    }

    static func warnAboutSyntaxErrors(_ text: String, name: String) {
        let errors = Parser.parse(text).diagnostics.count
        guard errors > 0 else { return }
        Output.warning(
            "\(name): \(errors) syntax error\(errors == 1 ? "" : "s"); declarations with errors are left as written"
        )
    }
}
