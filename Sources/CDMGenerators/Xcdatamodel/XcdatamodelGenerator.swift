// Writes a model as an Xcode `.xcdatamodeld` bundle, in the XML modern Xcode itself saves.

import CDMModel

/// Generates the files of a `Name.xcdatamodeld` bundle: `Name.xcdatamodel/contents` and
/// `.xccurrentversion`.
///
/// The `contents` file is written as Xcode 16 writes it: the same element and XML-attribute
/// order, 4-space indentation, `YES`/`NO` flags, entities and properties sorted by name the way
/// Finder sorts (`XcodeNameOrder`). Two things differ from a file Xcode saved:
/// - line 2 is an XML comment with `GeneratedHeader`'s sentence, so that cdm recognises the file
///   as its own; Xcode drops the comment when the model is edited and saved in Xcode;
/// - the tool metadata (`lastSavedToolsVersion`, `systemVersion`, `minimumToolsVersion`) is
///   fixed, not the version of an installed Xcode.
///
/// Choices where the language and the XML differ in shape:
/// - `@indexed` is Core Data's per-property index flag, Xcode's `indexed="YES"` (which Xcode keeps
///   when it saves an old model); `index byX(a desc, b)` is a modern `<fetchIndex>`;
/// - `@unique` and `unique(...)` become `<uniquenessConstraints>`, in the order written;
/// - a `Date` default becomes `defaultDateTimeInterval` (seconds since 2001), `Date` bounds
///   `minDateTimeInterval`/`maxDateTimeInterval`, `@length` bounds `minValueString`/`maxValueString`;
/// - `Date` and `UUID` attributes carry `usesScalarValueType="NO"` as Xcode writes it;
/// - fetch indexes, uniqueness constraints, composite attributes and configuration members keep
///   the order written (Xcode keeps their order too); entities, properties, fetch requests and
///   configurations are sorted;
/// - `@xcode(key: "value")` on any declaration is written as it is, in the place Xcode writes that
///   XML attribute (`XMLOrder`), replacing what cdm would have written for the key.
///
/// Code generation: when the model also has a `generate swift` or `generate objc` target, cdm
/// writes the classes, so every entity is written with Xcode's codegen "Manual/None" (no
/// `codeGenerationType`) and Xcode does not generate them a second time. Without such a target,
/// `@codegen(class)` and `@codegen(category)` become `codeGenerationType` and Xcode generates the code.
public enum XcdatamodelGenerator {
  /// The `lastSavedToolsVersion` written (Xcode 16's build number): tool metadata, not a requirement.
  public static let toolsVersion = "23788"
  /// The `systemVersion` written (a macOS 15 build): tool metadata.
  public static let systemVersion = "24D70"

  /// The bundle's files, relative to the `.xcdatamodeld` folder: `"<Name>.xcdatamodel/contents"`
  /// and `".xccurrentversion"`.
  public static func files(_ model: Model, context: GenerationContext) -> [GeneratedFile] {
    let versionName = model.name + ".xcdatamodel"
    return [
      GeneratedFile(
        path: OutputNames.versionContentsFile(modelName: model.name),
        contents: contents(model, context: context)),
      GeneratedFile(
        path: OutputNames.currentVersionFile, contents: currentVersion(versionName, context: context)),
    ]
  }

  /// The `.xccurrentversion` property list naming `versionName` (`"Notes.xcdatamodel"`) as the
  /// current version, with the generated-file header on its second line.
  public static func currentVersion(_ versionName: String, context: GenerationContext) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    \(XcodeXML.comment(GeneratedHeader.sentence(sourceFileName: context.sourceFileName)))
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>_XCCurrentVersionName</key>
    \t<string>\(XcodeXML.escape(versionName))</string>
    </dict>
    </plist>

    """
  }

  /// The text of `Name.xcdatamodel/contents`.
  public static func contents(_ model: Model, context: GenerationContext) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    out += XcodeXML.comment(GeneratedHeader.sentence(sourceFileName: context.sourceFileName)) + "\n"
    modelElement(model).write(into: &out, depth: 0)
    return out
  }

  // MARK: - Model

  /// The model-level XML attributes an `@xcode(...)` setting may give, in Xcode's order.
  static let settingOrder = ["sourceLanguage", "usedWithCloudKit", "usedWithSwiftData"]

  static func modelElement(_ model: Model) -> XcodeXMLElement {
    var root = XcodeXMLElement("model")
    let settings = Dictionary(
      model.xcodeSettings.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    root.set("type", "com.apple.IDECoreDataModeler.DataModel")
    root.set("documentVersion", "1.0")
    root.set("lastSavedToolsVersion", toolsVersion)
    root.set("systemVersion", systemVersion)
    root.set("minimumToolsVersion", "Automatic")
    root.set("sourceLanguage", settings["sourceLanguage"] ?? "Swift")
    for key in settingOrder.dropFirst() { root.set(key, settings[key]) }
    root.set("userDefinedModelVersionIdentifier", model.versionIdentifier ?? "")
    root.apply(
      model.xcodeSettings.filter { !settingOrder.contains($0.key) }.map { ($0.key, $0.value) },
      order: XMLOrder.model)

    let cdmWritesClasses = model.generates.contains { $0.kind == .swift || $0.kind == .objc }
    for entity in model.entities.sorted(by: { XcodeNameOrder.precedes($0.name, $1.name) }) {
      root.children.append(entityElement(entity, xcodeGeneratesCode: !cdmWritesClasses))
    }
    for request in model.fetchRequests.sorted(by: { XcodeNameOrder.precedes($0.name, $1.name) }) {
      root.children.append(fetchRequestElement(request))
    }
    for configuration in model.configurations.sorted(by: {
      XcodeNameOrder.precedes($0.name, $1.name)
    }) {
      var element = XcodeXMLElement("configuration", [("name", configuration.name)])
      element.flag("usedWithCloudKit", configuration.usedWithCloudKit)
      // Members in the order written: Xcode keeps the order they were added in.
      for member in configuration.entities.map(\.name) {
        element.children.append(XcodeXMLElement("memberEntity", [("name", member)]))
      }
      element.apply(Self.settings(configuration.xcodeSettings), order: XMLOrder.configuration)
      appendUserInfo(configuration.userInfo, to: &element)
      root.children.append(element)
    }
    for composite in model.composites.sorted(by: { XcodeNameOrder.precedes($0.name, $1.name) }) {
      var element = XcodeXMLElement("composite", [("name", composite.name)])
      element.children = composite.attributes.map(attributeElement)
      root.children.append(element)
    }
    appendUserInfo(model.userInfo, to: &root)
    return root
  }

  // MARK: - Entities

  /// `xcodeGeneratesCode`: whether Xcode's codegen is left on for entities whose codegen is not manual.
  static func entityElement(_ entity: Entity, xcodeGeneratesCode: Bool = true) -> XcodeXMLElement {
    var element = XcodeXMLElement("entity", [("name", entity.name)])
    element.set("representedClassName", entity.representedClassName)
    element.flag("isAbstract", entity.isAbstract)
    element.set("parentEntity", entity.parent)
    element.set("elementID", entity.renamingIdentifier)
    element.set("versionHashModifier", entity.versionHashModifier)
    element.set("syncable", "YES")
    switch entity.codegen {
    case .class where xcodeGeneratesCode: element.set("codeGenerationType", "class")
    case .category where xcodeGeneratesCode: element.set("codeGenerationType", "category")
    default: break
    }
    element.apply(settings(entity.xcodeSettings), order: XMLOrder.entity)
    let byName = { (a: String, b: String) in XcodeNameOrder.precedes(a, b) }
    element.children += entity.attributes.sorted { byName($0.name, $1.name) }.map(attributeElement)
    element.children += entity.relationships.sorted { byName($0.name, $1.name) }.map(
      relationshipElement)
    element.children += entity.fetchedProperties.sorted { byName($0.name, $1.name) }.map(
      fetchedPropertyElement)
    for index in entity.indexes {
      var fetchIndex = XcodeXMLElement("fetchIndex", [("name", index.name)])
      fetchIndex.children = index.parts.map { part in
        XcodeXMLElement(
          "fetchIndexElement",
          [
            ("property", part.property.name), ("type", "Binary"),
            ("order", part.ascending ? "ascending" : "descending"),
          ])
      }
      element.children.append(fetchIndex)
    }
    if !entity.uniqueConstraints.isEmpty {
      var constraints = XcodeXMLElement("uniquenessConstraints")
      constraints.children = entity.uniqueConstraints.map { constraint in
        XcodeXMLElement(
          "uniquenessConstraint",
          children: constraint.properties.map {
            XcodeXMLElement("constraint", [("value", $0.name)])
          })
      }
      element.children.append(constraints)
    }
    appendUserInfo(entity.userInfo, to: &element)
    return element
  }

  // MARK: - Properties

  static func attributeElement(_ attribute: Attribute) -> XcodeXMLElement {
    var element = XcodeXMLElement("attribute", [("name", attribute.name)])
    element.flag("optional", attribute.isOptional)
    element.flag("transient", attribute.isTransient)
    element.set("attributeType", attribute.type.xcodeName)
    if attribute.type == .composite { element.set("composite", attribute.compositeName) }
    element.flag("allowsExternalBinaryDataStorage", attribute.allowsExternalStorage)
    if let derivation = attribute.derivation {
      element.set("derived", "YES")
      element.set("derivationExpression", derivation)
    }
    let isDate = attribute.type == .date
    let bounds = attribute.valueRange ?? attribute.lengthRange
    element.set(
      isDate ? "minDateTimeInterval" : "minValueString",
      bounds?.lower.flatMap { boundText($0, isDate: isDate) })
    element.set(
      isDate ? "maxDateTimeInterval" : "maxValueString",
      bounds?.upper.flatMap { boundText($0, isDate: isDate) })
    element.set("regularExpressionString", attribute.regex)
    if let value = attribute.defaultValue {
      if isDate {
        element.set("defaultDateTimeInterval", boundText(value, isDate: true))
      } else {
        element.set("defaultValueString", defaultText(value))
      }
    }
    element.flag("spotlightIndexingEnabled", attribute.isSpotlightIndexed)
    if attribute.type.canBeScalar {
      element.set("usesScalarValueType", attribute.usesScalarValueType ? "YES" : "NO")
    } else if attribute.type == .date || attribute.type == .uuid {
      element.set("usesScalarValueType", attribute.scalarOverride == true ? "YES" : "NO")
    }
    element.set("elementID", attribute.renamingIdentifier)
    element.flag("indexed", attribute.isIndexed)
    element.flag("preserveAfterDeletion", attribute.preservesValueInHistoryOnDeletion)
    element.flag("allowsCloudEncryption", attribute.allowsCloudEncryption)
    element.set("valueTransformerName", attribute.transformerName)
    element.set("customClassName", attribute.customClassName)
    element.set("versionHashModifier", attribute.versionHashModifier)
    element.apply(settings(attribute.xcodeSettings), order: XMLOrder.attribute)
    appendUserInfo(attribute.userInfo, to: &element)
    return element
  }

  static func relationshipElement(_ relationship: Relationship) -> XcodeXMLElement {
    var element = XcodeXMLElement("relationship", [("name", relationship.name)])
    element.flag("optional", relationship.isOptional)
    element.flag("transient", relationship.isTransient)
    if let min = relationship.minCount, min > 0 { element.set("minCount", String(min)) }
    if relationship.isToMany {
      if let max = relationship.maxCount, max > 0 { element.set("maxCount", String(max)) }
      element.set("toMany", "YES")
    } else {
      element.set("maxCount", "1")
    }
    element.set("deletionRule", relationship.deleteRule.xcodeName)
    element.flag("ordered", relationship.isOrdered)
    element.set("destinationEntity", relationship.destination)
    if let inverse = relationship.inverse {
      element.set("inverseName", inverse)
      element.set("inverseEntity", relationship.destination)
    }
    element.set("elementID", relationship.renamingIdentifier)
    element.flag("indexed", relationship.isIndexed)
    element.set("versionHashModifier", relationship.versionHashModifier)
    element.apply(settings(relationship.xcodeSettings), order: XMLOrder.relationship)
    appendUserInfo(relationship.userInfo, to: &element)
    return element
  }

  static func fetchedPropertyElement(_ fetched: FetchedProperty) -> XcodeXMLElement {
    var element = XcodeXMLElement("fetchedProperty", [("name", fetched.name), ("optional", "YES")])
    element.set("elementID", fetched.renamingIdentifier)
    element.set("versionHashModifier", fetched.versionHashModifier)
    element.apply(settings(fetched.xcodeSettings), order: XMLOrder.fetchedProperty)
    var request = XcodeXMLElement(
      "fetchRequest", [("name", "fetchedPropertyFetchRequest"), ("entity", fetched.entity)])
    request.set("predicateString", fetched.predicate)
    element.children.append(request)
    appendUserInfo(fetched.userInfo, to: &element)
    return element
  }

  // MARK: - Fetch requests

  /// Fetch request options in the order they are written, with how a `.cdm` value reads in XML.
  static let optionOrder = [
    "resultType", "fetchLimit", "fetchBatchSize", "includeSubentities", "includePropertyValues",
    "returnObjectsAsFaults", "includesPendingChanges", "returnDistinctResults",
  ]

  /// `NSFetchRequestResultType` raw values by the word `@resultType` takes.
  public static let resultTypeValues = [
    "object": "0", "objectID": "1", "dictionary": "2", "count": "4",
  ]

  static func fetchRequestElement(_ request: FetchRequest) -> XcodeXMLElement {
    var element = XcodeXMLElement(
      "fetchRequest", [("name", request.name), ("entity", request.entity)])
    element.set("predicateString", request.predicate)
    let options = request.options.sorted { a, b in
      (optionOrder.firstIndex(of: a.key) ?? optionOrder.count)
        < (optionOrder.firstIndex(of: b.key) ?? optionOrder.count)
    }
    for option in options {
      let value: String
      switch option.value {
      case "true": value = "YES"
      case "false": value = "NO"
      default:
        value =
          option.key == "resultType" ? resultTypeValues[option.value] ?? option.value : option.value
      }
      element.set(option.key, value)
    }
    element.apply(settings(request.xcodeSettings), order: XMLOrder.fetchRequest)
    appendUserInfo(request.userInfo, to: &element)
    return element
  }

  // MARK: - Values

  static func settings(_ entries: [UserInfoEntry]) -> [(key: String, value: String)] {
    entries.map { ($0.key, $0.value) }
  }

  /// Xcode's order of each element's XML attributes (the order this generator writes them in), so
  /// that an `@xcode` setting lands where Xcode would have written it.
  enum XMLOrder {
    static let model = [
      "name", "userDefinedModelVersionIdentifier", "type", "documentVersion", "lastSavedToolsVersion",
      "systemVersion", "minimumToolsVersion", "sourceLanguage", "usedWithCloudKit", "usedWithSwiftData",
      "macOSVersion", "iOSVersion",
    ]
    static let entity = [
      "name", "representedClassName", "isAbstract", "parentEntity", "elementID", "versionHashModifier",
      "syncable", "codeGenerationType",
    ]
    static let attribute = [
      "name", "optional", "transient", "attributeType", "composite", "allowsExternalBinaryDataStorage",
      "derived", "derivationExpression", "minValueString", "maxValueString", "minDateTimeInterval",
      "maxDateTimeInterval", "regularExpressionString", "defaultDateTimeInterval", "defaultValueString",
      "spotlightIndexingEnabled", "usesScalarValueType", "elementID", "indexed", "preserveAfterDeletion",
      "allowsCloudEncryption", "valueTransformerName", "customClassName", "versionHashModifier",
      "syncable",
    ]
    static let relationship = [
      "name", "optional", "transient", "minCount", "maxCount", "toMany", "deletionRule", "ordered",
      "destinationEntity", "inverseName", "inverseEntity", "elementID", "indexed", "versionHashModifier",
      "syncable",
    ]
    static let fetchedProperty = ["name", "optional", "elementID", "versionHashModifier", "syncable"]
    static let fetchRequest = [
      "name", "entity", "predicateString", "resultType", "fetchLimit", "fetchBatchSize",
      "includeSubentities", "includePropertyValues", "returnObjectsAsFaults", "includesPendingChanges",
      "returnDistinctResults",
    ]
    static let configuration = ["name", "usedWithCloudKit"]
  }

  static func appendUserInfo(_ entries: [UserInfoEntry], to element: inout XcodeXMLElement) {
    guard !entries.isEmpty else { return }
    var info = XcodeXMLElement("userInfo")
    info.children = entries.sorted { XcodeNameOrder.precedes($0.key, $1.key) }.map {
      XcodeXMLElement("entry", [("key", $0.key), ("value", $0.value)])
    }
    element.children.append(info)
  }

  /// A default as Xcode writes `defaultValueString`: numbers as written, booleans as YES/NO.
  static func defaultText(_ value: Value) -> String {
    switch value {
    case .bool(let b): return b ? "YES" : "NO"
    case .number(let n): return n
    case .string(let s): return s
    case .identifier(let i): return i
    }
  }

  /// A bound or date: dates as seconds since 2001, numbers as written.
  static func boundText(_ value: Value, isDate: Bool) -> String? {
    if isDate, case .string(let s) = value {
      guard let interval = ISODate.referenceInterval(s) else { return nil }
      return intervalText(interval)
    }
    return defaultText(value)
  }

  /// Seconds as Xcode writes them: whole seconds without a fraction (`631123200`).
  public static func intervalText(_ interval: Double) -> String {
    if interval == interval.rounded(), abs(interval) < 1e15 { return String(Int64(interval)) }
    return String(interval)
  }
}
