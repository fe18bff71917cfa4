// Writes a semantic model as `.cdm` text a person would write: language defaults left out, canonical layout.

import CDMModel

/// Prints a `Model` as `.cdm` source in the formatter's canonical layout: 2-space indentation, one
/// member a line (`name: Type = default @modifier …`), a blank line between declarations, and only
/// what differs from the language's defaults.
public enum CDMPrinter {
  /// The `.cdm` text of `model`.
  public static func text(_ model: Model) -> String {
    var blocks: [String] = []
    var header = "model " + model.name
    if let identifier = model.versionIdentifier {
      header += " @versionIdentifier(\(CDMSpelling.quote(identifier)))"
    }
    if !model.xcodeSettings.isEmpty { header += " @xcode(\(pairs(model.xcodeSettings)))" }
    if !model.userInfo.isEmpty { header += " @userInfo(\(pairs(model.userInfo)))" }
    blocks.append(header)
    for composite in model.composites {
      blocks.append(
        body("composite " + composite.name, composite.attributes.map { attribute($0, in: nil) }))
    }
    for entity in model.entities {
      blocks.append(self.entity(entity))
    }
    if !model.configurations.isEmpty {
      blocks.append(model.configurations.map(configuration).joined(separator: "\n"))
    }
    if !model.fetchRequests.isEmpty {
      blocks.append(model.fetchRequests.map(fetchRequest).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// `head {` members `}`, or `head {}` without members.
  static func body(_ head: String, _ members: [String]) -> String {
    if members.isEmpty { return head + " {}" }
    return head + " {\n" + members.map { "  " + $0 }.joined(separator: "\n") + "\n}"
  }

  // MARK: - Declarations

  static func entity(_ entity: Entity) -> String {
    var head = (entity.isAbstract ? "abstract " : "") + "entity " + entity.name
    if let parent = entity.parent { head += ": " + parent }
    var mods: [String] = []
    if let className = entity.className { mods.append("@class(\(nameOrString(className)))") }
    if entity.codegen != .class { mods.append("@codegen(\(entity.codegen.rawValue))") }
    if let renamed = entity.renamingIdentifier {
      mods.append("@renamedFrom(\(nameOrString(renamed)))")
    }
    if let hash = entity.versionHashModifier {
      mods.append("@versionHash(\(CDMSpelling.quote(hash)))")
    }
    if !entity.userInfo.isEmpty { mods.append("@userInfo(\(pairs(entity.userInfo)))") }
    mods += xcode(entity.xcodeSettings)
    if !mods.isEmpty { head += " " + mods.joined(separator: " ") }
    var members = entity.attributes.map { attribute($0, in: entity) }
    members += entity.relationships.map(relationship)
    members += entity.fetchedProperties.map(fetched)
    for constraint in entity.uniqueConstraints where !constraint.fromModifier {
      members.append(
        "unique(" + constraint.properties.map { propertyName($0.name) }.joined(separator: ", ")
          + ")")
    }
    for index in entity.indexes {
      let parts = index.parts.map { propertyName($0.property.name) + ($0.ascending ? "" : " desc") }
      members.append("index " + index.name + "(" + parts.joined(separator: ", ") + ")")
    }
    return body(head, members)
  }

  static func configuration(_ configuration: Configuration) -> String {
    var head = "configuration " + configuration.name
    if configuration.usedWithCloudKit { head += " @cloudKit" }
    if !configuration.userInfo.isEmpty { head += " @userInfo(\(pairs(configuration.userInfo)))" }
    for mod in xcode(configuration.xcodeSettings) { head += " " + mod }
    let members = configuration.entities.map(\.name)
    return head + (members.isEmpty ? " {}" : " { " + members.joined(separator: ", ") + " }")
  }

  static func fetchRequest(_ request: FetchRequest) -> String {
    var line = "fetchRequest " + request.name + ": " + request.entity
    if let predicate = request.predicate { line += " @predicate(\(CDMSpelling.quote(predicate)))" }
    for option in request.options {
      guard let spec = Modifiers.all.first(where: { $0.xcodeName == option.key }) else { continue }
      line += " @\(spec.name)(\(option.value))"
    }
    if !request.userInfo.isEmpty { line += " @userInfo(\(pairs(request.userInfo)))" }
    for mod in xcode(request.xcodeSettings) { line += " " + mod }
    return line
  }

  // MARK: - Members

  static func attribute(_ a: Attribute, in entity: Entity?) -> String {
    var type: String
    switch a.type {
    case .composite: type = a.compositeName ?? "Composite"
    case .transformable:
      type = "Transformable"
      if let cls = a.customClassName {
        type += "<" + (isIdentifier(cls) ? cls : CDMSpelling.quote(cls)) + ">"
      }
    default: type = a.type.rawValue
    }
    var line = propertyName(a.name) + ": " + type + (a.isOptional ? "?" : "")
    if let value = a.defaultValue { line += " = " + valueText(value) }
    var mods: [String] = []
    if a.isTransient { mods.append("@transient") }
    if a.isIndexed { mods.append("@indexed") }
    if a.isUnique { mods.append("@unique") }
    if let r = a.valueRange { mods.append("@range(\(bounds(r)))") }
    if let r = a.lengthRange { mods.append("@length(\(bounds(r)))") }
    if let regex = a.regex { mods.append("@regex(\(CDMSpelling.quote(regex)))") }
    if a.allowsExternalStorage { mods.append("@externalStorage") }
    if let scalar = a.scalarOverride { mods.append("@scalar(\(scalar))") }
    if let transformer = a.transformerName {
      mods.append("@transformer(\(CDMSpelling.quote(transformer)))")
    }
    if let derivation = a.derivation { mods.append("@derived(\(CDMSpelling.quote(derivation)))") }
    if a.isSpotlightIndexed { mods.append("@spotlight") }
    if a.preservesValueInHistoryOnDeletion { mods.append("@preserveAfterDeletion") }
    if a.allowsCloudEncryption { mods.append("@cloudEncrypted") }
    mods += common(renamed: a.renamingIdentifier, hash: a.versionHashModifier, userInfo: a.userInfo)
    mods += xcode(a.xcodeSettings)
    return mods.isEmpty ? line : line + " " + mods.joined(separator: " ")
  }

  static func relationship(_ r: Relationship) -> String {
    var line =
      propertyName(r.name) + ": "
      + (r.isToMany ? "[" + r.destination + "]" : r.destination + (r.isOptional ? "?" : ""))
    var mods: [String] = []
    if let inverse = r.inverse { mods.append("@inverse(\(propertyName(inverse)))") }
    if r.deleteRule != .nullify { mods.append("@deleteRule(\(r.deleteRule.rawValue))") }
    if r.isOrdered { mods.append("@ordered") }
    let min = r.minCount ?? 0
    if r.isToMany {
      if r.isOptional {
        if min > 0 {
          mods.append("@minCount(\(min))")
        } else if let max = r.maxCount {
          mods.append("@count(...\(max))")
        }
      } else if min > 0 {
        mods.append("@count(\(min)...\(r.maxCount.map(String.init) ?? ""))")
      } else {
        mods.append("@required")
        if let max = r.maxCount { mods.append("@count(...\(max))") }
      }
    } else if min > 0 {
      mods.append("@minCount(\(min))")
    }
    if r.isTransient { mods.append("@transient") }
    if r.isIndexed { mods.append("@indexed") }
    mods += common(renamed: r.renamingIdentifier, hash: r.versionHashModifier, userInfo: r.userInfo)
    mods += xcode(r.xcodeSettings)
    if !mods.isEmpty { line += " " + mods.joined(separator: " ") }
    return line
  }

  static func fetched(_ f: FetchedProperty) -> String {
    var line = "fetched " + propertyName(f.name) + ": [" + f.entity + "]"
    var mods: [String] = []
    if let predicate = f.predicate { mods.append("@predicate(\(CDMSpelling.quote(predicate)))") }
    mods += common(renamed: f.renamingIdentifier, hash: f.versionHashModifier, userInfo: f.userInfo)
    mods += xcode(f.xcodeSettings)
    if !mods.isEmpty { line += " " + mods.joined(separator: " ") }
    return line
  }

  static func common(renamed: String?, hash: String?, userInfo: [UserInfoEntry]) -> [String] {
    var mods: [String] = []
    if let renamed { mods.append("@renamedFrom(\(nameOrString(renamed)))") }
    if let hash { mods.append("@versionHash(\(CDMSpelling.quote(hash)))") }
    if !userInfo.isEmpty { mods.append("@userInfo(\(pairs(userInfo)))") }
    return mods
  }

  /// `@xcode(key: "value", …)` for XML attributes kept as they are, or nothing.
  static func xcode(_ settings: [UserInfoEntry]) -> [String] {
    settings.isEmpty ? [] : ["@xcode(\(pairs(settings)))"]
  }

  // MARK: - Spelling

  /// Whether `text` is an identifier as the lexer reads one (and not `true`/`false`, which are values).
  public static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, first == UInt8(ascii: "_") || isLetter(first),
      text != "true", text != "false"
    else { return false }
    return text.utf8.allSatisfy {
      $0 == UInt8(ascii: "_") || isLetter($0) || ($0 >= 48 && $0 <= 57)
    }
  }

  static func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }

  /// A property name, in backticks when it is reserved (`type`, `deleted`) or a value word.
  static func propertyName(_ name: String) -> String {
    if ReservedNames.reasons[name] != nil || name == "true" || name == "false" {
      return "`" + name + "`"
    }
    return name
  }

  /// A name argument, quoted when it is not an identifier (`".Name"`, `"Module.Name"`).
  static func nameOrString(_ text: String) -> String {
    isIdentifier(text) ? text : CDMSpelling.quote(text)
  }

  /// `key: "value"` pairs; a key that is not an identifier is written as a string.
  static func pairs(_ entries: [UserInfoEntry]) -> String {
    entries.map { nameOrString($0.key) + ": " + CDMSpelling.quote($0.value) }.joined(
      separator: ", ")
  }

  static func valueText(_ value: Value) -> String {
    switch value {
    case .string(let s): return CDMSpelling.quote(s)
    case .number(let n): return n
    case .bool(let b): return b ? "true" : "false"
    case .identifier(let i): return i
    }
  }

  static func bounds(_ b: Bounds) -> String {
    (b.lower.map(valueText) ?? "") + "..." + (b.upper.map(valueText) ?? "")
  }
}
