// Finds the `contents` file to import in a `.xcdatamodeld` bundle or `.xcdatamodel` folder, and names the model.

import Foundation

/// The `contents` file an import reads, and the name the model gets.
struct ModelLocation: Equatable {
  var contents: URL
  var modelName: String
}

enum ModelLocator {
  /// Resolves `url` to the `contents` file to import.
  static func locate(_ url: URL, version: String?) throws -> ModelLocation {
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw ImportError.notFound(path: url.path)
    }
    guard isDirectory.boolValue else {
      if version != nil { throw ImportError.versionOnFolder(path: url.path) }
      return ModelLocation(contents: url, modelName: modelName(forPath: url.path))
    }
    switch url.pathExtension {
    case "xcdatamodeld":
      let folder = try versionFolder(in: url, version: version)
      return ModelLocation(
        contents: try contents(of: folder), modelName: url.deletingPathExtension().lastPathComponent
      )
    case "xcdatamodel":
      if version != nil { throw ImportError.versionOnFolder(path: url.path) }
      return ModelLocation(contents: try contents(of: url), modelName: modelName(forPath: url.path))
    default:
      throw ImportError.notAModel(path: url.path)
    }
  }

  /// The version folders of a bundle, by name without `.xcdatamodel`, in Finder's order.
  static func versions(in bundle: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle.path)) ?? []
    return names.filter { $0.hasSuffix(".xcdatamodel") }
      .map { String($0.dropLast(".xcdatamodel".count)) }
      .sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending }
  }

  /// The version folder to import: `version`, else the one `.xccurrentversion` names, else the only one.
  static func versionFolder(in bundle: URL, version: String?) throws -> URL {
    let available = versions(in: bundle)
    func folder(_ name: String) -> URL { bundle.appendingPathComponent(name + ".xcdatamodel") }
    if let version {
      let name =
        version.hasSuffix(".xcdatamodel") ? String(version.dropLast(".xcdatamodel".count)) : version
      guard available.contains(name) else {
        throw ImportError.unknownVersion(bundle: bundle.path, version: name, versions: available)
      }
      return folder(name)
    }
    guard !available.isEmpty else { throw ImportError.noVersions(bundle: bundle.path) }
    if let current = currentVersionName(in: bundle) {
      let name =
        current.hasSuffix(".xcdatamodel") ? String(current.dropLast(".xcdatamodel".count)) : current
      guard available.contains(name) else {
        throw ImportError.unknownVersion(bundle: bundle.path, version: name, versions: available)
      }
      return folder(name)
    }
    guard available.count == 1 else {
      throw ImportError.ambiguousVersion(bundle: bundle.path, versions: available)
    }
    return folder(available[0])
  }

  /// `_XCCurrentVersionName` from the bundle's `.xccurrentversion`, if there is one.
  static func currentVersionName(in bundle: URL) -> String? {
    guard
      let data = FileManager.default.contents(
        atPath: bundle.appendingPathComponent(".xccurrentversion").path),
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        as? [String: Any]
    else { return nil }
    return plist["_XCCurrentVersionName"] as? String
  }

  /// The `contents` file of a `.xcdatamodel` folder, or why there is none.
  static func contents(of folder: URL) throws -> URL {
    let fm = FileManager.default
    let contents = folder.appendingPathComponent("contents")
    if fm.fileExists(atPath: contents.path) { return contents }
    if fm.fileExists(atPath: folder.appendingPathComponent("elements").path)
      || fm.fileExists(atPath: folder.appendingPathComponent("layout").path)
    {
      throw ImportError.preXcode4(folder: folder.path)
    }
    throw ImportError.missingContents(folder: folder.path)
  }

  /// The model's name for a path: the `.xcdatamodeld` bundle's base name, else the `.xcdatamodel`
  /// folder's, else the file's without its extension.
  static func modelName(forPath path: String) -> String {
    let parts = path.split(separator: "/").map(String.init)
    if let bundle = parts.last(where: { $0.hasSuffix(".xcdatamodeld") }) {
      return String(bundle.dropLast(".xcdatamodeld".count))
    }
    if let folder = parts.last(where: { $0.hasSuffix(".xcdatamodel") }) {
      return String(folder.dropLast(".xcdatamodel".count))
    }
    let base = parts.last ?? "Model"
    if base == "contents" { return "Model" }
    if let dot = base.lastIndex(of: "."), dot != base.startIndex { return String(base[..<dot]) }
    return base
  }

  /// `name` made into an identifier: other characters become `_`, and a leading digit gets a `Model` prefix.
  static func identifier(from name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars {
      let v = scalar.value
      let ok = (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || (v >= 48 && v <= 57) || v == 95
      out.unicodeScalars.append(ok ? scalar : "_")
    }
    if out.isEmpty { return "Model" }
    if let first = out.unicodeScalars.first, first.value >= 48 && first.value <= 57 {
      out = "Model" + out
    }
    return out
  }
}
