// The Xcode importer: `.xcdatamodeld` bundles, `.xcdatamodel` folders and `contents` files to `.cdm` text.

import CDMFeatures
import CDMModel
import Foundation

/// What an import produces: the `.cdm` text and what could not be carried over exactly.
public struct ImportResult: Sendable, Equatable {
  /// The model as `.cdm` source, in the formatter's canonical layout.
  public var cdmText: String
  /// One line per problem, `file:line: warning: message`.
  public var warnings: [String]
  /// The model's name (`model Name`): the bundle's, folder's or file's base name.
  public var modelName: String

  public init(cdmText: String, warnings: [String], modelName: String) {
    self.cdmText = cdmText
    self.warnings = warnings
    self.modelName = modelName
  }
}

/// Why a path or a file cannot be imported. `description` is the message for the user.
public enum ImportError: Error, Equatable, CustomStringConvertible {
  case notFound(path: String)
  case notAModel(path: String)
  case noVersions(bundle: String)
  case ambiguousVersion(bundle: String, versions: [String])
  case unknownVersion(bundle: String, version: String, versions: [String])
  case versionOnFolder(path: String)
  case preXcode4(folder: String)
  case missingContents(folder: String)
  case unreadable(path: String)
  case empty(file: String)
  case notUTF8(file: String)
  case notXML(file: String, line: Int, reason: String)
  case notCoreDataModel(file: String, line: Int, root: String)

  public var description: String {
    switch self {
    case .notFound(let p):
      return "\(p): no such file or folder"
    case .notAModel(let p):
      return
        "\(p): not an Xcode model; import a .xcdatamodeld bundle, a .xcdatamodel folder or its 'contents' file"
    case .noVersions(let b):
      return "\(b): the bundle holds no .xcdatamodel version"
    case .ambiguousVersion(let b, let versions):
      return
        "\(b): has no .xccurrentversion and holds several versions; pick one with --version: \(versions.joined(separator: ", "))"
    case .unknownVersion(let b, let version, let versions):
      return
        "\(b): has no version '\(version)'; available versions: \(versions.joined(separator: ", "))"
    case .versionOnFolder(let p):
      return "\(p): --version applies only to a .xcdatamodeld bundle"
    case .preXcode4(let f):
      return
        "\(f): is a pre-Xcode 4 model (binary 'elements' and 'layout' files, no 'contents'); open and save it in Xcode 4 or later to convert it, then import it"
    case .missingContents(let f):
      return "\(f): has no 'contents' file"
    case .unreadable(let p):
      return "\(p): cannot be read (check its permissions)"
    case .empty(let f):
      return "\(f): is empty; expected the XML of an Xcode model"
    case .notUTF8(let f):
      return "\(f): is not UTF-8 text; Xcode writes model files in UTF-8"
    case .notXML(let f, let line, let reason):
      return "\(f):\(line): is not well-formed XML: \(reason)"
    case .notCoreDataModel(let f, let line, let root):
      return
        "\(f):\(line): is not a Core Data model: the root element is <\(root)>, expected <model>"
    }
  }
}

/// Converts Xcode's Core Data model files to `.cdm` source.
///
/// The output is a file a person would write: entities in the order of the XML, inverses on both
/// sides, everything equal to the language's defaults left out, reserved property names in
/// backticks. Tool metadata is not carried over (docs/importing.md lists it); anything else that
/// cannot be carried over exactly is reported in `ImportResult.warnings`, never dropped silently.
public enum XcodeImporter {
  /// Imports the model at `url`: a `.xcdatamodeld` bundle (its current version, or `version`), a
  /// `.xcdatamodel` folder, or a `contents` file.
  public static func importModel(at url: URL, version: String? = nil) throws -> ImportResult {
    let location = try ModelLocator.locate(url, version: version)
    let data: Data
    do {
      data = try Data(contentsOf: location.contents)
    } catch {
      throw ImportError.unreadable(path: location.contents.path)
    }
    return try importContents(data, fileName: location.contents.path, modelName: location.modelName)
  }

  /// Imports the text of a `contents` file. `fileName` names it in messages; the model's name
  /// comes from it (`Notes.xcdatamodeld/Notes.xcdatamodel/contents` gives `Notes`).
  public static func importContents(_ data: Data, fileName: String) throws -> ImportResult {
    try importContents(
      data, fileName: fileName, modelName: ModelLocator.modelName(forPath: fileName))
  }

  static func importContents(_ data: Data, fileName: String, modelName: String) throws
    -> ImportResult
  {
    let root = try parseModelXML(data, fileName: fileName)
    var reader = ModelReader(fileName: fileName)
    let name = ModelLocator.identifier(from: modelName)
    if name != modelName {
      let advice =
        "keep the bundle's name with 'generate xcdatamodel to \"\(modelName).xcdatamodeld\"'"
      reader.found.append(
        (
          1,
          "the model name '\(modelName)' is not an identifier; the model is named '\(name)' (\(advice))"
        ))
    }
    let model = reader.readModel(root, name: name)
    let printed = CDMPrinter.text(model)
    // The printer already writes the canonical layout; the formatter guarantees it.
    let text = SourceFormatter.format(printed)
    return ImportResult(cdmText: text, warnings: reader.warnings, modelName: name)
  }

  /// The `<model>` element of `data`, or the error that says why it is not one.
  static func parseModelXML(_ data: Data, fileName: String) throws -> XMLNode {
    if data.isEmpty || data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw ImportError.empty(file: fileName)
    }
    guard String(data: data, encoding: .utf8) != nil else {
      throw ImportError.notUTF8(file: fileName)
    }
    if let declared = declaredEncoding(data), !["utf-8", "utf8"].contains(declared.lowercased()) {
      throw ImportError.notUTF8(file: fileName)
    }
    let root: XMLNode
    switch XMLTreeBuilder.parse(data) {
    case .success(let node): root = node
    case .failure(let error):
      throw ImportError.notXML(file: fileName, line: error.line, reason: error.message)
    }
    guard root.name == "model" else {
      throw ImportError.notCoreDataModel(file: fileName, line: root.line, root: root.name)
    }
    return root
  }

  /// The `encoding` of the XML declaration, if the data starts with one.
  static func declaredEncoding(_ data: Data) -> String? {
    guard
      let head = String(data: data.prefix(200), encoding: .utf8)
        ?? String(data: data.prefix(199), encoding: .utf8),
      head.hasPrefix("<?xml"), let end = head.range(of: "?>")
    else { return nil }
    let declaration = head[..<end.lowerBound]
    guard let key = declaration.range(of: "encoding=") else { return nil }
    let rest = declaration[key.upperBound...]
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let value = rest.dropFirst().prefix { $0 != quote }
    return String(value)
  }
}
