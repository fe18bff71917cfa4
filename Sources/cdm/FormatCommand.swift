// `cdm format`: rewrites .cdm files in their canonical layout, checks them for CI, or filters stdin to stdout.

import CDMFeatures
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
        var text: String
        do {
            text = try Output.readText(path)
        } catch {
            Output.error(error.description)
            return 2
        }
        // Foundation's UTF-8 decoding drops a leading byte-order mark; the file keeps it.
        if let data = FileManager.default.contents(atPath: path), data.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = String(decoding: data, as: UTF8.self)
        }
        warnAboutSyntaxErrors(text, name: path)
        let formatted = CDMFeatures.SourceFormatter.format(text)
        if formatted == text { return 0 }
        if check {
            print(path)
            return 1
        }
        do {
            try writeAtomically(formatted, to: path)
        } catch {
            Output.error("\(path): cannot be written (\(error.localizedDescription))")
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

    /// Writes `text` to a temporary file beside `path` (keeping the original's permissions) and
    /// renames it over `path`, following a symbolic link to the file it names.
    static func writeAtomically(_ text: String, to path: String) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary =
            (directory.isEmpty ? "." : directory)
            + "/.\(name).cdm-format-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        if let permissions = try? FileManager.default.attributesOfItem(atPath: target)[
            .posixPermissions]
        {
            try? FileManager.default.setAttributes(
                [.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
