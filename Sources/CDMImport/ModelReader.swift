// Turns the XML of an Xcode `contents` file into the semantic model, warning about anything it cannot carry over.

import CDMModel
import Foundation

/// Reads a `<model>` element into a `Model`.
///
/// Tool metadata is dropped on purpose (docs/importing.md lists it): `lastSavedToolsVersion`,
/// `systemVersion`, `minimumToolsVersion`, `macOSVersion`, `iOSVersion`, the model's `name=""`,
/// `syncable`, the diagram's `<elements>` and empty `<userInfo/>` elements. Everything else either
/// has a spelling in the model or produces a warning that names it; an XML attribute without a
/// spelling on the model, an entity, a property, a configuration or a fetch request is kept in
/// the element's `xcodeSettings` (`@xcode(...)`), so that export writes it back.
struct ModelReader {
  let fileName: String
  /// Warnings with the line they are about, in the order found.
  var found: [(line: Int, message: String)] = []

  /// Every warning as `file:line: warning: message`, by line.
  var warnings: [String] {
    found.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
      .map { "\(fileName):\($0.element.line): warning: \($0.element.message)" }
  }

  init(fileName: String) {
    self.fileName = fileName
  }

  mutating func warn(_ node: XMLNode, _ message: String) {
    found.append((node.line, message))
  }

  // MARK: - Known XML attributes

  /// Attributes that are tool metadata: read and dropped without a warning.
  static let metadata: Set<String> = ["syncable"]

  /// The XML attributes of each element the importer reads (`XcodeFormat.catalogue`).
  static var known: [String: Set<String>] { XcodeFormat.attributes }

  /// Warns about XML attributes of `node` that the importer does not know, and returns them: on
  /// an element `.cdm` gives `@xcode(...)` (`keeps`), they are kept there and survive export.
  @discardableResult
  mutating func checkAttributes(
    _ node: XMLNode, as kind: String? = nil, describing what: String, keeps: Bool = false
  ) -> [UserInfoEntry] {
    let known = Self.known[kind ?? node.name] ?? []
    var unknown: [UserInfoEntry] = []
    for key in node.attributes.keys.sorted()
    where !known.contains(key) && !Self.metadata.contains(key) {
      let entry = UserInfoEntry(key: key, value: node.attributes[key]!)
      if keeps {
        warn(
          node,
          "unknown XML attribute '\(key)=\"\(entry.value)\"' on \(what) is kept as '\(Self.spelling(entry))'"
        )
        unknown.append(entry)
      } else {
        warn(node, "unknown XML attribute '\(key)=\"\(entry.value)\"' on \(what) is not imported")
      }
    }
    return unknown
  }

  /// `@xcode(key: "value")`, as a warning shows it.
  static func spelling(_ entry: UserInfoEntry) -> String {
    "@xcode(\(entry.key): \(CDMSpelling.quote(entry.value)))"
  }

  /// Keeps the XML attribute `key` of `node`, which the language cannot spell there, as an
  /// `@xcode` setting, with a warning that says why (`why` follows the attribute in the message).
  mutating func keep(
    _ node: XMLNode, _ key: String, _ why: String, into settings: inout [UserInfoEntry]
  ) {
    guard let value = node.attribute(key) else { return }
    let entry = UserInfoEntry(key: key, value: value)
    warn(node, "'\(key)=\"\(value)\"' \(why); kept as '\(Self.spelling(entry))'")
    settings.append(entry)
  }

  /// Text inside elements has no meaning in a model file: each piece gets a warning.
  mutating func warnAboutText(in node: XMLNode) {
    let text = node.text.trimmingCharacters(in: .whitespacesAndNewlines)
    if !text.isEmpty {
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      warn(node, "text '\(shown)' inside <\(node.name)> is not imported")
    }
    for child in node.children { warnAboutText(in: child) }
  }

  mutating func unknownChild(_ child: XMLNode, in what: String) {
    warn(child, "unknown element <\(child.name)> in \(what) is not imported")
  }

  /// A YES/NO flag (`true`/`false` and `1`/`0` are read too); nil and a warning for anything else.
  mutating func flag(_ node: XMLNode, _ key: String, describing what: String) -> Bool {
    guard let value = node.attribute(key) else { return false }
    switch value {
    case "YES", "true", "1": return true
    case "NO", "false", "0", "": return false
    default:
      warn(node, "'\(key)=\"\(value)\"' on \(what) is not YES or NO; read as NO")
      return false
    }
  }

  // MARK: - Model

  mutating func readModel(_ root: XMLNode, name: String) -> Model {
    warnAboutText(in: root)
    var model = Model(name: name)
    let unknownSettings = checkAttributes(root, describing: "<model>", keeps: true)
    if let type = root.attribute("type"), type != "com.apple.IDECoreDataModeler.DataModel" {
      warn(
        root,
        "the model's type is '\(type)', not Xcode's 'com.apple.IDECoreDataModeler.DataModel'; imported as a Core Data model"
      )
    }
    if let identifier = root.attribute("userDefinedModelVersionIdentifier"), !identifier.isEmpty {
      model.versionIdentifier = identifier
    }
    if let language = root.attribute("sourceLanguage"), language != "Swift" {
      model.xcodeSettings.append(UserInfoEntry(key: "sourceLanguage", value: language))
    }
    for key in ["usedWithCloudKit", "usedWithSwiftData"] {
      if let value = root.attribute(key) {
        model.xcodeSettings.append(UserInfoEntry(key: key, value: value))
      }
    }
    model.xcodeSettings += unknownSettings
    for child in root.children {
      switch child.name {
      case "entity":
        if let entity = readEntity(child) { model.entities.append(entity) }
      case "fetchRequest":
        if let request = readFetchRequest(child) { model.fetchRequests.append(request) }
      case "configuration":
        if let configuration = readConfiguration(child) {
          model.configurations.append(configuration)
        }
      case "composite":
        if let composite = readComposite(child) { model.composites.append(composite) }
      case "userInfo": model.userInfo = readUserInfo(child)
      case "elements": break  // the diagram of Xcode 13 and earlier
      default: unknownChild(child, in: "<model>")
      }
    }
    resolveUniqueAttributes(&model)
    return model
  }

  /// A name attribute, or nil with a warning.
  mutating func name(of node: XMLNode, describing what: String) -> String? {
    guard let name = node.attribute("name"), !name.isEmpty else {
      warn(node, "\(what) has no name and is not imported")
      return nil
    }
    checkIdentifier(name, node, "the name '\(name)' of \(what)")
    return name
  }

  /// Whether `text` is an ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`), as a name must be.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(48...57).contains(first) else { return false }
    return text.utf8.allSatisfy {
      $0 == 95 || (65...90).contains($0) || (97...122).contains($0) || (48...57).contains($0)
    }
  }

  /// Warns when `text`, a name or a reference to one, is not an identifier: it is imported as
  /// written, so the .cdm text has an error there until it is renamed. `subject` says what it is.
  mutating func checkIdentifier(_ text: String, _ node: XMLNode, _ subject: String) {
    guard !Self.isIdentifier(text) else { return }
    warn(node, "\(subject) is not an identifier (A-Z, a-z, 0-9, _); rename it in the .cdm file")
  }

  /// The value of `key`, a reference to an entity or a property: nil when absent, and nil with a
  /// warning when empty; a reference that is not an identifier is kept, with a warning.
  mutating func reference(_ node: XMLNode, _ key: String, describing what: String) -> String? {
    guard let value = node.attribute(key) else { return nil }
    guard !value.isEmpty else {
      warn(node, "'\(key)=\"\"' of \(what) names nothing and is not imported")
      return nil
    }
    checkIdentifier(value, node, "the \(key) '\(value)' of \(what)")
    return value
  }

  // MARK: - Entities

  mutating func readEntity(_ node: XMLNode) -> Entity? {
    guard let name = name(of: node, describing: "an <entity>") else { return nil }
    let what = "entity '\(name)'"
    var entity = Entity(name: name)
    entity.xcodeSettings = checkAttributes(node, describing: what, keeps: true)
    // Absent means NSManagedObject, which the language spells out.
    let className = node.attribute("representedClassName") ?? "NSManagedObject"
    entity.className = className == name ? nil : className
    entity.isAbstract = flag(node, "isAbstract", describing: what)
    entity.parent = reference(node, "parentEntity", describing: what)
    entity.renamingIdentifier = node.attribute("elementID") ?? node.attribute("renamingIdentifier")
    entity.versionHashModifier = node.attribute("versionHashModifier")
    switch node.attribute("codeGenerationType") {
    case nil: entity.codegen = .manual
    case "class": entity.codegen = .class
    case "category": entity.codegen = .category
    case let other?:
      warn(node, "unknown codeGenerationType '\(other)' on \(what); imported as '@codegen(manual)'")
      entity.codegen = .manual
    }
    var compoundIndexes: [XMLNode] = []
    for child in node.children {
      switch child.name {
      case "attribute":
        if let attribute = readAttribute(child, in: what) { entity.attributes.append(attribute) }
      case "relationship":
        if let relationship = readRelationship(child, in: what) {
          entity.relationships.append(relationship)
        }
      case "fetchedProperty":
        if let fetched = readFetchedProperty(child, in: what) {
          entity.fetchedProperties.append(fetched)
        }
      case "fetchIndex":
        if let index = readFetchIndex(child, in: what) { entity.indexes.append(index) }
      case "compoundIndexes": compoundIndexes.append(child)
      case "uniquenessConstraints":
        checkAttributes(child, describing: "the uniqueness constraints of \(what)")
        for constraint in child.children {
          guard constraint.name == "uniquenessConstraint" else {
            unknownChild(constraint, in: "the uniqueness constraints of \(what)")
            continue
          }
          let names = constraint.children.compactMap { part -> String? in
            guard part.name == "constraint", part.attribute("value") != nil else {
              unknownChild(part, in: "a uniqueness constraint of \(what)")
              return nil
            }
            return reference(part, "value", describing: "a uniqueness constraint of \(what)")
          }
          if !names.isEmpty {
            entity.uniqueConstraints.append(
              UniqueConstraint(properties: names.map { PropertyRef(name: $0) }))
          }
        }
      case "userInfo": entity.userInfo = readUserInfo(child)
      default: unknownChild(child, in: what)
      }
    }
    for group in compoundIndexes { readCompoundIndexes(group, into: &entity) }
    return entity
  }

  /// Legacy `<compoundIndexes>` (before Xcode 9) become fetch indexes, as Xcode converts them.
  mutating func readCompoundIndexes(_ node: XMLNode, into entity: inout Entity) {
    for compound in node.children {
      guard compound.name == "compoundIndex" else {
        unknownChild(compound, in: "the compound indexes of entity '\(entity.name)'")
        continue
      }
      let properties = compound.children.compactMap {
        $0.name == "index"
          ? reference($0, "value", describing: "a compound index of entity '\(entity.name)'") : nil
      }
      guard !properties.isEmpty else { continue }
      var name = "compoundIndex"
      var n = 1
      while entity.indexes.contains(where: { $0.name == name }) {
        name = "compoundIndex\(n)"
        n += 1
      }
      entity.indexes.append(
        FetchIndex(
          name: name, parts: properties.map { FetchIndex.Part(property: PropertyRef(name: $0)) }))
      warn(
        compound,
        "legacy compound index (\(properties.joined(separator: ", "))) of entity '\(entity.name)' is imported as fetch index '\(name)', as Xcode 9 and later convert it"
      )
    }
  }

  /// A single-property uniqueness constraint on an attribute of the entity itself becomes `@unique`.
  func resolveUniqueAttributes(_ model: inout Model) {
    for e in model.entities.indices {
      var entity = model.entities[e]
      for c in entity.uniqueConstraints.indices
      where entity.uniqueConstraints[c].properties.count == 1 {
        let name = entity.uniqueConstraints[c].properties[0].name
        guard let a = entity.attributes.firstIndex(where: { $0.name == name }),
          !entity.attributes[a].isUnique
        else { continue }
        entity.attributes[a].isUnique = true
        entity.uniqueConstraints[c].fromModifier = true
      }
      model.entities[e] = entity
    }
  }

  // MARK: - Attributes

  mutating func readAttribute(_ node: XMLNode, in owner: String) -> Attribute? {
    guard let name = name(of: node, describing: "an <attribute> of \(owner)") else { return nil }
    let what = "attribute '\(name)' of \(owner)"
    var kept = checkAttributes(node, describing: what, keeps: true)
    let type: AttributeType
    if let xmlType = node.attribute("attributeType") {
      guard let t = AttributeType(xcodeName: xmlType) else {
        warn(node, "unknown attributeType '\(xmlType)' of \(what); the attribute is not imported")
        return nil
      }
      type = t
    } else {
      type = .undefined
    }
    var attribute = Attribute(name: name, type: type)
    attribute.isOptional = flag(node, "optional", describing: what)
    attribute.isTransient = flag(node, "transient", describing: what)
    if type == .composite {
      guard let composite = node.attribute("composite"), !composite.isEmpty else {
        warn(node, "composite \(what) names no composite; the attribute is not imported")
        return nil
      }
      checkIdentifier(composite, node, "the composite '\(composite)' of \(what)")
      attribute.compositeName = composite
    } else {
      keep(node, "composite", "on \(what), which is not a Composite, has no spelling", into: &kept)
    }
    for key in ["customClassName", "valueTransformerName"] {
      guard let value = node.attribute(key) else { continue }
      if type == .transformable {
        if key == "customClassName" {
          attribute.customClassName = value
        } else {
          attribute.transformerName = value
        }
      } else {
        keep(node, key, "on \(what), which is not Transformable, has no spelling", into: &kept)
      }
    }
    keep(
      node, "storedInTruthFile",
      "on \(what) is Sync Services' \"Store in External Record File\", which Core Data no longer reads and .cdm does not spell",
      into: &kept)
    readDefault(node, into: &attribute, describing: what, kept: &kept)
    readBounds(node, into: &attribute, describing: what, kept: &kept)
    if let regex = node.attribute("regularExpressionString") {
      if type == .string {
        attribute.regex = regex
      } else {
        keep(
          node, "regularExpressionString", "on \(what), which is not a String, has no spelling",
          into: &kept)
      }
    }
    if type == .data {
      attribute.allowsExternalStorage = flag(
        node, "allowsExternalBinaryDataStorage", describing: what)
    } else if flag(node, "allowsExternalBinaryDataStorage", describing: what) {
      keep(
        node, "allowsExternalBinaryDataStorage", "on \(what), which is not Binary, has no spelling",
        into: &kept)
    }
    let derived = flag(node, "derived", describing: what)
    if derived, let expression = node.attribute("derivationExpression") {
      attribute.derivation = expression
    } else {
      if derived {
        keep(node, "derived", "on \(what) without a derivationExpression has no spelling", into: &kept)
      }
      keep(
        node, "derivationExpression", "on \(what), which is not derived, has no spelling",
        into: &kept)
    }
    attribute.isSpotlightIndexed = flag(node, "spotlightIndexingEnabled", describing: what)
    attribute.isIndexed = flag(node, "indexed", describing: what)
    attribute.preservesValueInHistoryOnDeletion = flag(
      node, "preserveAfterDeletion", describing: what)
    attribute.allowsCloudEncryption = flag(node, "allowsCloudEncryption", describing: what)
    attribute.renamingIdentifier =
      node.attribute("elementID") ?? node.attribute("renamingIdentifier")
    attribute.versionHashModifier = node.attribute("versionHashModifier")
    // Absent means NO; the language's default is "scalar when required".
    let scalar = flag(node, "usesScalarValueType", describing: what)
    if type.canBeScalar {
      if scalar == attribute.isOptional { attribute.scalarOverride = scalar }
    } else if type == .date {
      if scalar { attribute.scalarOverride = true }
    } else if scalar {
      keep(
        node, "usesScalarValueType",
        "on \(what) has no meaning for '\(node.attribute("attributeType") ?? "Undefined")'",
        into: &kept)
    }
    for child in node.children {
      if child.name == "userInfo" {
        attribute.userInfo = readUserInfo(child)
      } else {
        unknownChild(child, in: what)
      }
    }
    attribute.xcodeSettings = kept
    return attribute
  }

  /// Whether `text` is a number as the language writes it (`42`, `-0.5`, `1e-3`).
  static func isLanguageNumber(_ text: String) -> Bool {
    var s = Substring(text)
    if s.hasPrefix("-") { s = s.dropFirst() }
    let digits = { (c: Character) in c.isASCII && c.isNumber }
    let mantissa = s.prefix { $0 != "e" && $0 != "E" }
    let exponent = s.dropFirst(mantissa.count)
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(digits) })
    else { return false }
    if exponent.isEmpty { return true }
    var e = exponent.dropFirst()
    if e.hasPrefix("+") || e.hasPrefix("-") { e = e.dropFirst() }
    return !e.isEmpty && e.allSatisfy(digits)
  }

  mutating func readDefault(
    _ node: XMLNode, into attribute: inout Attribute, describing what: String,
    kept: inout [UserInfoEntry]
  ) {
    let type = attribute.type
    if type == .date {
      attribute.defaultValue = dateValue(
        node, interval: "defaultDateTimeInterval", text: "defaultValueString", describing: what,
        unreadable: ", so Core Data gives no default", kept: &kept)
      return
    }
    keep(node, "defaultDateTimeInterval", "on \(what), which is not a Date, has no spelling", into: &kept)
    guard let text = node.attribute("defaultValueString") else { return }
    let canonical: Bool
    switch type {
    case .int16, .int32, .int64: canonical = Int64(text).map(String.init) == text
    case .decimal, .double, .float: canonical = Self.isLanguageNumber(text)
    // `0`/`1` and `true`/`false`, which older files have, mean NO and YES; written back as NO/YES.
    case .bool: canonical = ["YES", "NO", "1", "0", "true", "false"].contains(text)
    case .string, .uuid, .url: canonical = true
    case .date, .data, .transformable, .objectID, .undefined, .composite: canonical = false
    }
    if canonical {
      attribute.defaultValue =
        type == .bool
        ? .bool(["YES", "1", "true"].contains(text))
        : type.isNumeric ? .number(text) : .string(text)
      return
    }
    // A spelling Core Data reads with NSString's conversions (`NO` or `0.0` on an integer, `0` on a
    // Boolean): the default is what Core Data reads, and the text is kept for export.
    kept.append(UserInfoEntry(key: "defaultValueString", value: text))
    if let value = XcodeSettings.coreDataDefault(text, type: type) {
      attribute.defaultValue = value
      warn(
        node,
        "default value '\(text)' of \(what) is read by Core Data as \(CDMPrinter.valueText(value)); imported as '= \(CDMPrinter.valueText(value))' and kept as written with '@xcode(defaultValueString: \(CDMSpelling.quote(text)))'"
      )
    } else {
      warn(
        node,
        "default value '\(text)' of \(what) has no spelling: '\(node.attribute("attributeType") ?? "Undefined")' attributes take no default in .cdm; kept as '@xcode(defaultValueString: \(CDMSpelling.quote(text)))'"
      )
    }
  }

  /// A Date's default or bound, which Xcode writes in two XML attributes: `interval`, seconds since
  /// 2001 (`minDateTimeInterval`), and `text` (`minValueString`), seconds too in the files of newer
  /// Xcodes and the date as text in the locale of the Mac that saved it ("12/4/2013") in older
  /// ones, which wrote both. The date as `.cdm` writes it, or nil with what it cannot spell kept in
  /// `kept`, so that export writes the XML attributes back as they were: `@xcode` may not repeat
  /// what `@range` or `=` gives, so two spellings that do not give the same seconds are kept both.
  mutating func dateValue(
    _ node: XMLNode, interval: String, text: String, describing what: String,
    unreadable: String, kept: inout [UserInfoEntry]
  ) -> Value? {
    func seconds(_ key: String) -> Double? {
      guard let text = node.attribute(key), let seconds = Double(text),
        ISODate.representableIntervals.contains(seconds)
      else { return nil }
      return seconds
    }
    switch (node.attribute(interval), node.attribute(text)) {
    case (nil, nil):
      return nil
    case (let i?, let t?):
      if let s = seconds(interval), seconds(text) == s {
        warn(
          node,
          "'\(text)=\"\(t)\"' of \(what) repeats '\(interval)=\"\(i)\"', which Core Data reads; written back as '\(interval)' alone"
        )
        return .string(ISODate.string(fromReferenceInterval: s))
      }
      warn(
        node,
        "'\(interval)=\"\(i)\"' and '\(text)=\"\(t)\"' of \(what) write one date twice, the second as older Xcodes did; both are kept as '@xcode(\(interval): \(CDMSpelling.quote(i)), \(text): \(CDMSpelling.quote(t)))'"
      )
      kept += [UserInfoEntry(key: interval, value: i), UserInfoEntry(key: text, value: t)]
      return nil
    default:
      let key = node.attribute(interval) != nil ? interval : text
      guard let s = seconds(key) else {
        keep(
          node, key,
          "of \(what) is not a number of seconds since 2001 in the years 1 to 9999\(unreadable)",
          into: &kept)
        return nil
      }
      return .string(ISODate.string(fromReferenceInterval: s))
    }
  }

  mutating func readBounds(
    _ node: XMLNode, into attribute: inout Attribute, describing what: String,
    kept: inout [UserInfoEntry]
  ) {
    let type = attribute.type
    var lower: Value?
    var upper: Value?
    if type == .date {
      lower = dateValue(
        node, interval: "minDateTimeInterval", text: "minValueString", describing: what,
        unreadable: "", kept: &kept)
      upper = dateValue(
        node, interval: "maxDateTimeInterval", text: "maxValueString", describing: what,
        unreadable: "", kept: &kept)
      if lower != nil || upper != nil { attribute.valueRange = Bounds(lower: lower, upper: upper) }
      return
    }
    for key in ["minDateTimeInterval", "maxDateTimeInterval"] {
      keep(node, key, "on \(what), which is not a Date, has no spelling", into: &kept)
    }
    guard node.attribute("minValueString") != nil || node.attribute("maxValueString") != nil else {
      return
    }
    let kind: AttributeType
    switch type {
    case .int16, .int32, .int64, .decimal, .double, .float: kind = type
    case .string, .data: kind = .int64
    default:
      for key in ["minValueString", "maxValueString"] {
        keep(
          node, key,
          "on \(what) has no spelling: '\(node.attribute("attributeType") ?? "Undefined")' attributes have no minimum or maximum",
          into: &kept)
      }
      return
    }
    for (key, isLower) in [("minValueString", true), ("maxValueString", false)] {
      guard let text = node.attribute(key) else { continue }
      let canonical =
        kind.isInteger ? Int64(text).map(String.init) == text : Self.isLanguageNumber(text)
      guard canonical else {
        keep(node, key, "of \(what) is not a number as .cdm writes one", into: &kept)
        continue
      }
      if isLower { lower = .number(text) } else { upper = .number(text) }
    }
    guard lower != nil || upper != nil else { return }
    if kind == type {
      attribute.valueRange = Bounds(lower: lower, upper: upper)
    } else {
      attribute.lengthRange = Bounds(lower: lower, upper: upper)
    }
  }

  // MARK: - Relationships

  mutating func readRelationship(_ node: XMLNode, in owner: String) -> Relationship? {
    guard let name = name(of: node, describing: "a <relationship> of \(owner)") else { return nil }
    let what = "relationship '\(name)' of \(owner)"
    let unknown = checkAttributes(node, describing: what, keeps: true)
    guard let destination = node.attribute("destinationEntity"), !destination.isEmpty else {
      warn(node, "\(what) has no destinationEntity and is not imported")
      return nil
    }
    checkIdentifier(destination, node, "the destinationEntity '\(destination)' of \(what)")
    let isToMany = flag(node, "toMany", describing: what)
    var relationship = Relationship(
      name: name, destination: destination, isToMany: isToMany,
      isOptional: flag(node, "optional", describing: what))
    relationship.xcodeSettings = unknown
    relationship.isTransient = flag(node, "transient", describing: what)
    relationship.isIndexed = flag(node, "indexed", describing: what)
    relationship.renamingIdentifier =
      node.attribute("elementID") ?? node.attribute("renamingIdentifier")
    relationship.versionHashModifier = node.attribute("versionHashModifier")
    let minCount = count(node, "minCount", describing: what)
    let maxCount = count(node, "maxCount", describing: what)
    if isToMany {
      if let minCount, minCount > 0 { relationship.minCount = minCount }
      if let maxCount, maxCount > 0 { relationship.maxCount = maxCount }
      if relationship.isOptional, relationship.minCount != nil, let max = relationship.maxCount {
        warn(
          node,
          "optional to-many \(what) has both a minimum (\(minCount!)) and a maximum (\(max)) count, which .cdm cannot spell together; imported as required with '@count(\(minCount!)...\(max))'"
        )
        relationship.isOptional = false
      }
    } else {
      if let minCount, minCount > 0 { relationship.minCount = minCount }
      if let maxCount, maxCount != 1 {
        warn(
          node,
          "to-one \(what) has maxCount \(maxCount); a to-one holds one object, imported with maxCount 1"
        )
      } else if maxCount == nil {
        warn(node, "\(what) has neither toMany=\"YES\" nor maxCount=\"1\"; imported as a to-one")
      }
    }
    if let rule = node.attribute("deletionRule") {
      if let r = DeleteRule(xcodeName: rule) {
        relationship.deleteRule = r
      } else {
        warn(node, "unknown deletionRule '\(rule)' of \(what); imported as Nullify")
      }
    }
    if flag(node, "ordered", describing: what) {
      if isToMany {
        relationship.isOrdered = true
      } else {
        keep(node, "ordered", "on to-one \(what) has no spelling", into: &relationship.xcodeSettings)
      }
    }
    if let inverse = reference(node, "inverseName", describing: what) {
      relationship.inverse = inverse
      if let inverseEntity = node.attribute("inverseEntity"), inverseEntity != destination {
        warn(
          node,
          "the inverse of \(what) is on '\(inverseEntity)', not on its destination '\(destination)'; imported as '\(destination).\(inverse)'"
        )
      }
    } else if node.attribute("inverseName") == nil, let inverseEntity = node.attribute("inverseEntity") {
      warn(
        node,
        "\(what) names an inverseEntity '\(inverseEntity)' but no inverseName; imported without an inverse"
      )
    }
    for child in node.children {
      if child.name == "userInfo" {
        relationship.userInfo = readUserInfo(child)
      } else {
        unknownChild(child, in: what)
      }
    }
    return relationship
  }

  mutating func count(_ node: XMLNode, _ key: String, describing what: String) -> Int? {
    guard let text = node.attribute(key) else { return nil }
    guard let v = Int(text) else {
      warn(node, "'\(key)=\"\(text)\"' of \(what) is not a whole number and is not imported")
      return nil
    }
    if v < 0 {
      warn(node, "'\(key)=\"\(text)\"' of \(what) is negative; imported as no limit")
      return 0
    }
    return v
  }

  // MARK: - Fetched properties, indexes, requests

  mutating func readFetchedProperty(_ node: XMLNode, in owner: String) -> FetchedProperty? {
    guard let name = name(of: node, describing: "a <fetchedProperty> of \(owner)") else {
      return nil
    }
    let what = "fetched property '\(name)' of \(owner)"
    let unknown = checkAttributes(node, describing: what, keeps: true)
    guard let request = node.children(named: "fetchRequest").first,
      let entity = request.attribute("entity"), !entity.isEmpty
    else {
      warn(node, "\(what) has no fetch request naming an entity and is not imported")
      return nil
    }
    checkIdentifier(entity, request, "the entity '\(entity)' of the fetch request of \(what)")
    checkAttributes(
      request, as: "fetchedProperty/fetchRequest", describing: "the fetch request of \(what)")
    var fetched = FetchedProperty(name: name, entity: entity)
    fetched.xcodeSettings = unknown
    fetched.predicate = request.attribute("predicateString")
    fetched.renamingIdentifier = node.attribute("elementID") ?? node.attribute("renamingIdentifier")
    fetched.versionHashModifier = node.attribute("versionHashModifier")
    var sawRequest = false
    for child in node.children {
      switch child.name {
      case "fetchRequest":
        if sawRequest { unknownChild(child, in: what) }
        sawRequest = true
      case "userInfo": fetched.userInfo = readUserInfo(child)
      default: unknownChild(child, in: what)
      }
    }
    return fetched
  }

  mutating func readFetchIndex(_ node: XMLNode, in owner: String) -> FetchIndex? {
    guard let name = name(of: node, describing: "a <fetchIndex> of \(owner)") else { return nil }
    let what = "fetch index '\(name)' of \(owner)"
    checkAttributes(node, describing: what)
    var parts: [FetchIndex.Part] = []
    for element in node.children {
      guard element.name == "fetchIndexElement" else {
        unknownChild(element, in: what)
        continue
      }
      checkAttributes(element, describing: "an element of \(what)")
      guard let property = element.attribute("property"), !property.isEmpty else {
        if let expression = element.attribute("expression") {
          warn(
            element,
            "expression element '\(expression)' of \(what) has no spelling in .cdm and is not imported"
          )
        } else {
          warn(element, "an element of \(what) names no property and is not imported")
        }
        continue
      }
      checkIdentifier(property, element, "the property '\(property)' of \(what)")
      if let type = element.attribute("type"), type != "Binary" {
        warn(
          element,
          "index type '\(type)' of '\(property)' in \(what) has no spelling in .cdm; imported as a binary index"
        )
      }
      var ascending = true
      switch element.attribute("order") {
      case nil, "ascending": break
      case "descending": ascending = false
      case let other?:
        warn(element, "unknown order '\(other)' of '\(property)' in \(what); imported as ascending")
      }
      parts.append(FetchIndex.Part(property: PropertyRef(name: property), ascending: ascending))
    }
    guard !parts.isEmpty else {
      warn(node, "\(what) has no elements and is not imported")
      return nil
    }
    return FetchIndex(name: name, parts: parts)
  }

  /// `resultType` values by `NSFetchRequestResultType` raw value.
  static let resultTypes = ["0": "object", "1": "objectID", "2": "dictionary", "4": "count"]
  /// The options whose value is a flag, with the value that is the default.
  static let flagOptions = [
    "includeSubentities": true, "includePropertyValues": true, "returnObjectsAsFaults": true,
    "includesPendingChanges": true, "returnDistinctResults": false,
  ]

  mutating func readFetchRequest(_ node: XMLNode) -> FetchRequest? {
    guard let name = name(of: node, describing: "a model-level <fetchRequest>") else { return nil }
    let what = "fetch request '\(name)'"
    let unknown = checkAttributes(node, describing: what, keeps: true)
    guard let entity = node.attribute("entity"), !entity.isEmpty else {
      warn(node, "\(what) names no entity and is not imported")
      return nil
    }
    checkIdentifier(entity, node, "the entity '\(entity)' of \(what)")
    var request = FetchRequest(name: name, entity: entity)
    request.xcodeSettings = unknown
    request.predicate = node.attribute("predicateString")
    if let raw = node.attribute("resultType") {
      if let word = Self.resultTypes[raw] {
        if word != "object" {
          request.options.append(UserInfoEntry(key: "resultType", value: word))
        }
      } else {
        warn(node, "unknown resultType '\(raw)' of \(what) is not imported")
      }
    }
    for key in ["fetchLimit", "fetchBatchSize"] {
      guard let text = node.attribute(key) else { continue }
      if let v = Int(text), v >= 0 {
        if v > 0 { request.options.append(UserInfoEntry(key: key, value: String(v))) }
      } else {
        warn(node, "'\(key)=\"\(text)\"' of \(what) is not a whole number and is not imported")
      }
    }
    for (key, defaultValue) in Self.flagOptions.sorted(by: { $0.key < $1.key })
    where node.attribute(key) != nil {
      let value = flag(node, key, describing: what)
      if value != defaultValue {
        request.options.append(UserInfoEntry(key: key, value: value ? "true" : "false"))
      }
    }
    for child in node.children {
      if child.name == "userInfo" {
        request.userInfo = readUserInfo(child)
      } else {
        unknownChild(child, in: what)
      }
    }
    return request
  }

  // MARK: - Configurations and composites

  mutating func readConfiguration(_ node: XMLNode) -> Configuration? {
    guard let name = name(of: node, describing: "a <configuration>") else { return nil }
    let what = "configuration '\(name)'"
    var configuration = Configuration(name: name)
    configuration.xcodeSettings = checkAttributes(node, describing: what, keeps: true)
    configuration.usedWithCloudKit = flag(node, "usedWithCloudKit", describing: what)
    for child in node.children {
      switch child.name {
      case "memberEntity":
        checkAttributes(child, describing: "a member of \(what)")
        if let member = reference(child, "name", describing: "a member of \(what)") {
          configuration.entities.append(PropertyRef(name: member))
        }
      case "userInfo": configuration.userInfo = readUserInfo(child)
      default: unknownChild(child, in: what)
      }
    }
    return configuration
  }

  mutating func readComposite(_ node: XMLNode) -> Composite? {
    guard let name = name(of: node, describing: "a <composite>") else { return nil }
    let what = "composite '\(name)'"
    checkAttributes(node, describing: what)
    var composite = Composite(name: name)
    for child in node.children {
      if child.name == "attribute" {
        if let attribute = readAttribute(child, in: what) { composite.attributes.append(attribute) }
      } else {
        unknownChild(child, in: what)
      }
    }
    return composite
  }

  mutating func readUserInfo(_ node: XMLNode) -> [UserInfoEntry] {
    var entries: [UserInfoEntry] = []
    for entry in node.children {
      guard entry.name == "entry" else {
        unknownChild(entry, in: "<userInfo>")
        continue
      }
      checkAttributes(entry, describing: "a user info entry")
      guard let key = entry.attribute("key") else {
        warn(entry, "a user info entry without a key is not imported")
        continue
      }
      entries.append(UserInfoEntry(key: key, value: entry.attribute("value") ?? ""))
    }
    return entries
  }
}
