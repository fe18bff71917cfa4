// `cdm import`: turns an Xcode `.xcdatamodeld`, `.xcdatamodel` or `contents` file into a `.cdm` file.

import CDMDriver
import CDMImport
import CDMModel
import CDMSyntax
import Foundation

enum ImportCommand {
  static let help = """
    OVERVIEW: Convert an Xcode Core Data model to a .cdm file.

    USAGE: cdm import PATH [--version NAME] [-o FILE.cdm] [--force]

    PATH is a .xcdatamodeld bundle (its current version is imported), a .xcdatamodel folder or a
    'contents' file. The .cdm text goes to standard output, or to FILE.cdm with -o. Warnings (what
    could not be carried over exactly) and the checker's diagnostics of the result go to standard error.
    Exit status: 0 when the result checks without errors, 1 when it has errors, 2 when PATH cannot
    be imported or the output cannot be written.

    OPTIONS:
      --version NAME   Import version NAME of a .xcdatamodeld bundle (e.g. "Model 2")
                       instead of its current version.
      -o, --output FILE
                       Write the .cdm to FILE (anywhere); an existing FILE is not replaced
                       without --force. A symbolic link at FILE (even one that leads nowhere),
                       a folder or a device is never replaced.
      --force          Replace an existing output file (keeping its permissions).

    """

  static func run(_ args: [String]) -> Int32 {
    var path: String?
    var version: String?
    var output: String?
    var force = false
    let read = ArgumentReader.read(args, command: "import") { reader, item throws(ArgumentReader.Failure) in
      switch item {
      case .option("--version"):
        version = try reader.value(or: "--version needs a value")
      case .option(let name) where name == "-o" || name == "--output":
        output = try reader.value(or: "\(name) needs a value")
        guard output?.isEmpty == false else { throw .init(message: "\(name) needs a value") }
      case .option("--force"), .option("-f"):
        force = true
      case .option:
        throw reader.unknownOption
      case .operand(let a):
        guard path == nil else {
          throw .init(message: "'cdm import' takes one model path; '\(a)' is a second one")
        }
        path = a
      }
    }
    guard read else { return 2 }
    guard let path else {
      Output.error(
        "no model to import; usage: cdm import PATH [--version NAME] [-o FILE.cdm] [--force]")
      return 2
    }
    // Checked before importing, and again when writing: an existing file only with --force, and
    // never a symbolic link (even one that leads nowhere), a folder or a device.
    if let output, let refusal = SafeFile.refusal(for: output, existing: .anyWhenForced(force)) {
      Output.error("\(output): \(refusal.message)")
      return 2
    }
    // Not even --force replaces the model being imported (`-o Model.xcdatamodel/contents`).
    var input = stat()
    var existing = stat()
    if let output, stat(path, &input) == 0, lstat(output, &existing) == 0, input.st_dev == existing.st_dev, input.st_ino == existing.st_ino {
      Output.error("\(output): is the model being imported; choose another output file")
      return 2
    }
    let result: ImportResult
    do {
      result = try XcodeImporter.importModel(at: URL(fileURLWithPath: path), version: version)
    } catch ImportError.unknownVersion(let bundle, let name, let versions) where versions.count > 10 {
      // Thousands of versions would print one line of all of them: the newest few, and how many.
      let shown = VersionHistory.ordered(versions).suffix(5).joined(separator: ", ")
      Output.error(
        "\(bundle): has no version '\(name)'; it has \(versions.count) versions, the newest: \(shown) (list them with 'cdm versions \(bundle)')"
      )
      return 2
    } catch let error as ImportError {
      Output.error(error.description)
      return 2
    } catch {
      Output.error("\(path): \(error)")
      return 2
    }
    for warning in result.warnings {
      FileHandle.standardError.write(Data((warning + "\n").utf8))
    }
    // The result's own diagnostics (a missing inverse the original already had, …).
    let shownName = output ?? "\(result.modelName).cdm"
    let analysis = Analyzer.analyze(text: result.cdmText, defaultModelName: result.modelName)
    let index = LineIndex(result.cdmText)
    for d in analysis.diagnostics where d.severity <= .warning {
      let start = index.position(of: d.range.start, encoding: .utf8)
      let line =
        "\(shownName):\(start.line + 1):\(CheckCommand.characterColumn(index, start, d.range.start) + 1): \(d.severity.name): \(d.message) [\(d.code.rawValue)]\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
    if let output {
      do throws(FileError) {
        try SafeFile.writeOutput(result.cdmText, to: output, existing: .anyWhenForced(force), sync: true)
      } catch {
        Output.error("\(output): \(error.message)")
        return 2
      }
    } else {
      FileHandle.standardOutput.write(Data(result.cdmText.utf8))
    }
    return analysis.diagnostics.hasErrors ? 1 : 0
  }
}
