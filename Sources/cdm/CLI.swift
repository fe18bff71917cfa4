// Subcommand dispatch, help and version for the `cdm` executable.

import CDMModel
import CDMSyntax
import Foundation

enum CLI {
    static let version = "0.1.0"

    static let usage = """
        OVERVIEW: cdm — Core Data models as text: check, generate, format and import, plus a language server.

        USAGE: cdm <subcommand> [options]

        SUBCOMMANDS:
          check FILE...        Report problems in .cdm files (exit 1 on any error).
          diagram FILE.cdm     Draw the entity–relationship diagram (SVG or Mermaid).
          freeze FILE.cdm      Write the current model into its bundle as a new frozen version.
          format FILE...       Rewrite .cdm files in the canonical layout (--check: only list them).
          generate FILE.cdm    Write the files of its generate lines (--dry-run: only list them).
          import PATH          Convert an Xcode .xcdatamodeld, .xcdatamodel or contents file to .cdm.
          lsp                  Run the language server on stdin/stdout.
          versions MODEL       List the model's versions; check each step migrates by itself.

        OPTIONS:
          -h, --help           Show help (also: cdm help <subcommand>).
          --version            Print the version.
          --                   End of options: later arguments are files even when they start with '-'.

        """

    static func run(_ args: [String]) -> Int32 {
        guard let first = args.first else {
            FileHandle.standardError.write(Data(usage.utf8))
            return 2
        }
        let rest = Array(args.dropFirst())
        if ArgumentReader.asksForHelp(rest), let text = help(for: first) {
            print(text, terminator: "")
            return 0
        }
        switch first {
        case "-h", "--help", "help":
            if let sub = rest.first, let text = help(for: sub) {
                print(text, terminator: "")
            } else {
                print(usage, terminator: "")
            }
            return 0
        case "--version", "version":
            print("cdm \(version)")
            return 0
        case "lsp": return LSPCommand.run(rest)
        case "diagram": return DiagramCommand.run(rest)
        case "check": return CheckCommand.run(rest)
        case "format": return FormatCommand.run(rest)
        case "generate": return GenerateCommand.run(rest)
        case "import": return ImportCommand.run(rest)
        case "versions": return VersionsCommand.run(rest)
        case "freeze": return FreezeCommand.run(rest)
        default:
            Output.error("unknown subcommand '\(first)'; run 'cdm --help' for the list")
            return 2
        }
    }

    static func help(for subcommand: String) -> String? {
        switch subcommand {
        case "check": return CheckCommand.help
        case "diagram": return DiagramCommand.help
        case "format": return FormatCommand.help
        case "generate": return GenerateCommand.help
        case "import": return ImportCommand.help
        case "lsp": return LSPCommand.help
        case "versions": return VersionsCommand.help
        case "freeze": return FreezeCommand.help
        default: return nil
        }
    }
}

/// A subcommand's arguments read one at a time, the same way for every command: `--name=value` and
/// `--name value` are equivalent, `--` ends the options, and `-` (stdin) is an operand.
struct ArgumentReader {
    enum Item: Equatable {
        case option(String)
        case operand(String)
    }

    /// A wrong command line; the command prints it and exits with status 2.
    struct Failure: Error {
        var message: String
    }

    let command: String
    private let arguments: [String]
    private var index = 0
    private var optionsEnded = false
    /// The option last read, and its `=value` part while no `value()` has taken it.
    private(set) var name = ""
    private var attached: String?

    init(_ arguments: [String], command: String) {
        self.arguments = arguments
        self.command = command
    }

    /// The next option (its name, without any `=value`) or operand; nil at the end.
    /// Throws when the previous option was a flag given a value (`--check=yes`).
    mutating func next() throws(Failure) -> Item? {
        if attached != nil { throw Failure(message: "option '\(name)' takes no value") }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") { return .operand(argument) }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            return .option(name)
        }
        return nil
    }

    /// The current option's value: its `=value` part, else the next argument (whatever it looks like).
    mutating func value() -> String? {
        if let attached {
            self.attached = nil
            return attached
        }
        guard index < arguments.count else { return nil }
        index += 1
        return arguments[index - 1]
    }

    /// The current option's value, or `missing` as the failure when there is none.
    mutating func value(or missing: @autoclosure () -> String) throws(Failure) -> String {
        guard let value = value() else { throw Failure(message: missing()) }
        return value
    }

    /// Reads every argument of `command`, handing each to `handle`; on a wrong command line, prints
    /// why and returns false (the command exits with status 2).
    static func read(_ arguments: [String], command: String, _ handle: (inout ArgumentReader, Item) throws(Failure) -> Void) -> Bool {
        var reader = ArgumentReader(arguments, command: command)
        do throws(Failure) {
            while let item = try reader.next() { try handle(&reader, item) }
            return true
        } catch {
            Output.error(error.message)
            return false
        }
    }

    /// The failure for an option the command does not know.
    var unknownOption: Failure {
        Failure(message: "unknown option '\(name)' for 'cdm \(command)'")
    }

    /// Whether `-h` or `--help` comes before any `--`.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }
}

/// Writing to stderr, and reading input files with clear errors.
enum Output {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("cdm: error: \(message)\n".utf8))
    }

    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("cdm: warning: \(message)\n".utf8))
    }

    enum ReadError: Error, CustomStringConvertible {
        case missing(String), directory(String), unreadable(String), notUTF8(String), special(String), tooLarge(String, Int)
        var description: String {
            switch self {
            case .missing(let p): return "\(p): no such file"
            case .directory(let p): return "\(p): is a directory, not a .cdm file"
            case .special(let p): return "\(p): is not a regular file (a pipe, socket or device), not a .cdm file"
            case .unreadable(let p): return "\(p): cannot be read (check its permissions)"
            case .notUTF8(let p): return "\(p): is not valid UTF-8 text"
            case .tooLarge(let p, let bytes): return "\(p): \(DocumentLimits.reason(bytes: bytes)) [document-too-large]"
            }
        }
    }

    /// Reads a text file, refusing directories and text that is not UTF-8.
    static func readText(_ path: String) throws(ReadError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path) }
        if isDirectory.boolValue { throw .directory(path) }
        var st = stat()
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) != S_IFREG { throw .special(path) }
        // Refused before it is read: a model past the limit would cost gigabytes to analyse.
        if DocumentLimits.isTooLarge(Int(st.st_size)) { throw .tooLarge(path, Int(st.st_size)) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        // Validated and made in one pass where the standard library can (Swift 6; on macOS, its
        // library ships with macOS 15): the two passes took 12 ms of a 7 MB file's 460 ms check, on
        // one thread. A leading byte-order mark is kept, so that offsets match the file's bytes.
        if #available(macOS 15, *) {
            guard let text = String(validating: data, as: UTF8.self) else { throw .notUTF8(path) }
            return text
        }
        guard String(data: data, encoding: .utf8) != nil else { throw .notUTF8(path) }
        return String(decoding: data, as: UTF8.self)
    }

    /// The model name a file gives by default: its base name without extension.
    static func defaultModelName(_ path: String) -> String {
        let base = (path as NSString).lastPathComponent
        let name = (base as NSString).deletingPathExtension
        return name.isEmpty || path == "-" ? "Model" : name
    }
}
