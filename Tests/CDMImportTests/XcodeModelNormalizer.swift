// Compares two Xcode `contents` files by meaning: tool metadata, order and spelled-out defaults do not count.

import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A `contents` file reduced to what Core Data (and Xcode's code generation) sees, as a map from an
/// element path (`entity[Note]/attribute[title]`) to its normalised XML attributes.
///
/// Ignored: `lastSavedToolsVersion`, `systemVersion`, `minimumToolsVersion`, `sourceLanguage`,
/// `macOSVersion`, `iOSVersion`, the model's `name`, `<elements>`, `syncable`, empty `<userInfo/>`,
/// the order of elements and of XML attributes. Absent attributes read as their defaults
/// (`optional` NO, `deletionRule` Nullify, `representedClassName` NSManagedObject,
/// `usesScalarValueType` NO, …), and spellings with one meaning read alike (`defaultValueString="0"`
/// on a Boolean is NO; `renamingIdentifier` is `elementID`). Legacy `<compoundIndexes>` read as
/// fetch indexes whose name is not compared. The order of fetch index elements is kept: it matters.
struct NormalizedModel: Equatable {
  var elements: [String: [String: String]] = [:]

  /// One difference between two models, for a test failure.
  struct Difference: CustomStringConvertible {
    var path: String
    var attribute: String?
    var original: String?
    var regenerated: String?
    var description: String {
      guard let attribute else {
        return original == nil
          ? "\(path): only in the regenerated file" : "\(path): missing from the regenerated file"
      }
      return
        "\(path): '\(attribute)' is \(original.map { "'\($0)'" } ?? "absent") in the original, \(regenerated.map { "'\($0)'" } ?? "absent") regenerated"
    }
  }

  init(xml data: Data) throws {
    let document = try XMLDocument(data: data, options: [])
    guard let root = document.rootElement() else { throw CocoaError(.coderReadCorrupt) }
    visit(root, path: "model")
  }

  init(xml text: String) throws {
    try self.init(xml: Data(text.utf8))
  }

  /// Every difference between `self` (the original) and `other` (the regenerated file).
  func differences(from other: NormalizedModel) -> [Difference] {
    var out: [Difference] = []
    for path in Set(elements.keys).union(other.elements.keys).sorted() {
      guard let a = elements[path] else {
        out.append(Difference(path: path, original: nil, regenerated: ""))
        continue
      }
      guard let b = other.elements[path] else {
        out.append(Difference(path: path, original: ""))
        continue
      }
      for key in Set(a.keys).union(b.keys).sorted() where !Self.sameValue(key, a[key], b[key]) {
        out.append(Difference(path: path, attribute: key, original: a[key], regenerated: b[key]))
      }
    }
    return out
  }

  /// Values are equal as text, except fetch index lists, where a legacy compound index (`?`) matches any name.
  static func sameValue(_ key: String, _ a: String?, _ b: String?) -> Bool {
    if a == b { return true }
    guard key == "fetchIndexes", let a, let b else { return false }
    var right = b.components(separatedBy: "\n")
    for item in a.components(separatedBy: "\n") {
      let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
      if let i = right.firstIndex(where: {
        $0 == item || (parts.first == "?" && $0.hasSuffix("=" + (parts.last ?? "")))
      }) {
        right.remove(at: i)
      } else {
        return false
      }
    }
    return right.isEmpty
  }

  // MARK: - Reading

  static let ignoredModelAttributes: Set<String> = [
    "lastSavedToolsVersion", "systemVersion", "minimumToolsVersion", "sourceLanguage",
    "macOSVersion", "iOSVersion", "name",
  ]

  static let defaults: [String: [String: String]] = [
    "model": ["userDefinedModelVersionIdentifier": ""],
    "entity": [
      "representedClassName": "NSManagedObject", "isAbstract": "NO", "codeGenerationType": "manual",
    ],
    "attribute": [
      "optional": "NO", "transient": "NO", "attributeType": "Undefined",
      "usesScalarValueType": "NO", "indexed": "NO",
      "spotlightIndexingEnabled": "NO", "preserveAfterDeletion": "NO",
      "allowsCloudEncryption": "NO",
      "allowsExternalBinaryDataStorage": "NO", "derived": "NO",
    ],
    "relationship": [
      "optional": "NO", "transient": "NO", "toMany": "NO", "ordered": "NO", "indexed": "NO",
      "deletionRule": "Nullify", "minCount": "0",
    ],
    "fetchedProperty": ["optional": "NO"],
    "fetchRequest": [
      "resultType": "0", "fetchLimit": "0", "fetchBatchSize": "0", "includeSubentities": "YES",
      "includePropertyValues": "YES",
      "returnObjectsAsFaults": "YES", "includesPendingChanges": "YES",
      "returnDistinctResults": "NO",
    ],
    "configuration": ["usedWithCloudKit": "NO"],
  ]

  static let flags: Set<String> = [
    "optional", "transient", "isAbstract", "usesScalarValueType", "indexed",
    "spotlightIndexingEnabled", "preserveAfterDeletion",
    "allowsCloudEncryption", "allowsExternalBinaryDataStorage", "derived", "toMany", "ordered",
    "usedWithCloudKit",
    "usedWithSwiftData", "includeSubentities", "includePropertyValues", "returnObjectsAsFaults",
    "includesPendingChanges",
    "returnDistinctResults",
  ]

  static let scalarTypes: Set<String> = [
    "Integer 16", "Integer 32", "Integer 64", "Double", "Float", "Boolean", "Date", "UUID",
  ]

  static func attributes(of element: XMLElement) -> [String: String] {
    var out: [String: String] = [:]
    for node in element.attributes ?? [] {
      guard let name = node.name else { continue }
      out[name] = node.stringValue ?? ""
    }
    return out
  }

  static func flag(_ value: String) -> String {
    switch value {
    case "YES", "true", "1": return "YES"
    case "NO", "false", "0", "": return "NO"
    default: return value
    }
  }

  static func seconds(_ text: String) -> String {
    guard let d = Double(text) else { return text }
    return String(d)
  }

  /// The XML attributes of `element` (of kind `kind`) with defaults filled in and spellings unified.
  static func normalized(_ element: XMLElement, kind: String) -> [String: String] {
    var a = attributes(of: element)
    a["syncable"] = nil
    if kind == "model" { for key in ignoredModelAttributes { a[key] = nil } }
    if let renaming = a.removeValue(forKey: "renamingIdentifier"), a["elementID"] == nil {
      a["elementID"] = renaming
    }
    for (key, value) in defaults[kind] ?? [:] where a[key] == nil { a[key] = value }
    for key in a.keys where flags.contains(key) { a[key] = flag(a[key]!) }
    switch kind {
    case "attribute":
      let type = a["attributeType"]!
      if !scalarTypes.contains(type) && a["usesScalarValueType"] == "NO" {
        a["usesScalarValueType"] = nil
      }
      if type == "Boolean", let d = a["defaultValueString"] { a["defaultValueString"] = flag(d) }
      if type == "Date" {
        for (string, interval) in [
          ("defaultValueString", "defaultDateTimeInterval"),
          ("minValueString", "minDateTimeInterval"), ("maxValueString", "maxDateTimeInterval"),
        ] {
          if let v = a.removeValue(forKey: string), a[interval] == nil { a[interval] = v }
        }
        for key in ["defaultDateTimeInterval", "minDateTimeInterval", "maxDateTimeInterval"] {
          if let v = a[key] { a[key] = seconds(v) }
        }
      }
    case "relationship":
      if a["toMany"] == "YES" {
        if a["maxCount"] == nil || a["maxCount"] == "-1" { a["maxCount"] = "0" }
      } else if a["maxCount"] == nil {
        a["maxCount"] = "1"
      }
    default: break
    }
    return a
  }

  static func userInfo(_ element: XMLElement) -> String? {
    let entries = element.elements(forName: "userInfo").flatMap { $0.elements(forName: "entry") }
      .map { entry -> String in
        let a = attributes(of: entry)
        return (a["key"] ?? "") + "=" + (a["value"] ?? "")
      }
    return entries.isEmpty ? nil : entries.sorted().joined(separator: "\n")
  }

  mutating func add(_ path: String, _ attributes: [String: String], userInfoOf element: XMLElement)
  {
    var a = attributes
    a["userInfo"] = Self.userInfo(element)
    elements[path] = a
  }

  mutating func visit(_ model: XMLElement, path: String) {
    add(path, Self.normalized(model, kind: "model"), userInfoOf: model)
    for child in model.children?.compactMap({ $0 as? XMLElement }) ?? [] {
      let name = Self.attributes(of: child)["name"] ?? "?"
      switch child.name {
      case "entity": visitEntity(child, path: "entity[\(name)]")
      case "fetchRequest":
        add(
          "fetchRequest[\(name)]", Self.normalized(child, kind: "fetchRequest"), userInfoOf: child)
      case "configuration":
        var a = Self.normalized(child, kind: "configuration")
        a["members"] = child.elements(forName: "memberEntity").compactMap {
          Self.attributes(of: $0)["name"]
        }.sorted().joined(separator: ",")
        add("configuration[\(name)]", a, userInfoOf: child)
      case "composite":
        add("composite[\(name)]", Self.normalized(child, kind: "composite"), userInfoOf: child)
        for attribute in child.elements(forName: "attribute") {
          let n = Self.attributes(of: attribute)["name"] ?? "?"
          add(
            "composite[\(name)]/attribute[\(n)]", Self.normalized(attribute, kind: "attribute"),
            userInfoOf: attribute)
        }
      case "elements", "userInfo": break
      default: elements["model/unknown<\(child.name ?? "")>[\(name)]"] = Self.attributes(of: child)
      }
    }
  }

  mutating func visitEntity(_ entity: XMLElement, path: String) {
    var a = Self.normalized(entity, kind: "entity")
    var indexes: [String] = []
    for index in entity.elements(forName: "fetchIndex") {
      let parts = index.elements(forName: "fetchIndexElement").map { e -> String in
        let x = Self.attributes(of: e)
        return [
          x["property"] ?? x["expression"] ?? "", x["type"] ?? "Binary", x["order"] ?? "ascending",
        ].joined(separator: ":")
      }
      indexes.append(
        (Self.attributes(of: index)["name"] ?? "") + "=" + parts.joined(separator: ","))
    }
    for group in entity.elements(forName: "compoundIndexes") {
      for compound in group.elements(forName: "compoundIndex") {
        let parts = compound.elements(forName: "index").map {
          (Self.attributes(of: $0)["value"] ?? "") + ":Binary:ascending"
        }
        indexes.append("?=" + parts.joined(separator: ","))
      }
    }
    if !indexes.isEmpty { a["fetchIndexes"] = indexes.sorted().joined(separator: "\n") }
    let constraints = entity.elements(forName: "uniquenessConstraints").flatMap {
      $0.elements(forName: "uniquenessConstraint")
    }.map { c in
      c.elements(forName: "constraint").compactMap { Self.attributes(of: $0)["value"] }.joined(
        separator: "+")
    }
    if !constraints.isEmpty {
      a["uniquenessConstraints"] = constraints.sorted().joined(separator: "\n")
    }
    add(path, a, userInfoOf: entity)
    for child in entity.children?.compactMap({ $0 as? XMLElement }) ?? [] {
      let name = Self.attributes(of: child)["name"] ?? "?"
      switch child.name {
      case "attribute":
        add(
          "\(path)/attribute[\(name)]", Self.normalized(child, kind: "attribute"), userInfoOf: child
        )
      case "relationship":
        add(
          "\(path)/relationship[\(name)]", Self.normalized(child, kind: "relationship"),
          userInfoOf: child)
      case "fetchedProperty":
        var f = Self.normalized(child, kind: "fetchedProperty")
        for request in child.elements(forName: "fetchRequest") {
          for (key, value) in Self.attributes(of: request) { f["fetchRequest." + key] = value }
        }
        add("\(path)/fetchedProperty[\(name)]", f, userInfoOf: child)
      case "fetchIndex", "compoundIndexes", "uniquenessConstraints", "userInfo": break
      default:
        elements["\(path)/unknown<\(child.name ?? "")>[\(name)]"] = Self.attributes(of: child)
      }
    }
  }
}
