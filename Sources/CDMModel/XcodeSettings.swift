// What `@xcode(key: "value")` may hold on each declaration, and how Core Data reads a default written as text.

/// `@xcode(key: "value", …)` keeps XML attributes of Xcode's model file that the language has no
/// other spelling for, so that `cdm import` followed by `generate xcdatamodel` gives back what the
/// original said: an attribute Xcode no longer writes (`storedInTruthFile`), one on an element where
/// the language's spelling does not apply (`valueTransformerName` on a String attribute, `ordered`
/// on a to-one), or a default written in a form Core Data reads but the language does not
/// (`defaultValueString="NO"` on an integer). `generate xcdatamodel` writes each pair as it is.
public enum XcodeSettings {
    /// The model element's XML attributes that are cdm's own (tool metadata and the version
    /// identifier), which `@xcode` on `model` may not give.
    public static let modelReserved: Set<String> = [
        "type", "documentVersion", "lastSavedToolsVersion", "systemVersion", "minimumToolsVersion", "userDefinedModelVersionIdentifier",
    ]

    /// XML attributes the language spells on every element of a kind, whatever its type.
    static let alwaysSpelled: [ModifierSite: Set<String>] = [
        .entity: ["name", "representedClassName", "isAbstract", "parentEntity", "elementID", "renamingIdentifier", "versionHashModifier", "codeGenerationType"],
        .attribute: [
            "name", "optional", "transient", "attributeType", "elementID", "renamingIdentifier", "versionHashModifier", "indexed", "spotlightIndexingEnabled",
            "preserveAfterDeletion", "allowsCloudEncryption",
        ],
        .relationship: [
            "name", "optional", "transient", "minCount", "maxCount", "toMany", "deletionRule", "destinationEntity", "inverseName", "inverseEntity", "elementID",
            "renamingIdentifier", "indexed", "versionHashModifier",
        ],
        .fetched: ["name", "optional", "elementID", "renamingIdentifier", "versionHashModifier"],
        .configuration: ["name", "usedWithCloudKit"],
        .fetchRequest: [
            "name", "entity", "predicateString", "resultType", "fetchLimit", "fetchBatchSize", "includeSubentities", "includePropertyValues", "returnObjectsAsFaults",
            "includesPendingChanges", "returnDistinctResults",
        ],
    ]

    /// Why `key` may not be given with `@xcode` on `attribute` (the modifier or syntax that spells
    /// it), or nil when it may. A bound or default the language spells is refused only where the
    /// attribute has one: an imported Date default of 1e300 seconds, which no ISO 8601 date spells,
    /// is kept as `@xcode(defaultDateTimeInterval: "1e300")`. `defaultValueString` on numbers and
    /// Booleans is checked by the analyzer against the `=` default.
    public static func attributeProblem(_ key: String, of attribute: Attribute) -> String? {
        let type = attribute.type
        if alwaysSpelled[.attribute]!.contains(key) { return spelledMessage(key) }
        let bounds = attribute.valueRange ?? attribute.lengthRange
        let modifier = attribute.lengthRange != nil ? "@length" : "@range"
        switch key {
        case "valueTransformerName" where type == .transformable: return "write '@transformer(\"…\")'"
        case "customClassName" where type == .transformable: return "write 'Transformable<Class>'"
        case "usesScalarValueType" where type.canBeScalar || type == .date: return "write '@scalar(…)'"
        case "regularExpressionString" where type == .string: return "write '@regex(\"…\")'"
        case "allowsExternalBinaryDataStorage" where type == .data: return "write '@externalStorage'"
        case "minValueString", "minDateTimeInterval":
            if bounds?.lower != nil { return "the attribute's '\(modifier)' gives its minimum" }
        case "maxValueString", "maxDateTimeInterval":
            if bounds?.upper != nil { return "the attribute's '\(modifier)' gives its maximum" }
        case "composite" where type == .composite: return "write the composite's name as the type"
        case "derived", "derivationExpression":
            if attribute.derivation != nil { return "write '@derived(\"…\")'" }
        case "defaultDateTimeInterval":
            if attribute.defaultValue != nil { return "the attribute's '=' default gives it" }
        case "defaultValueString":
            if type == .string || type == .uuid || type == .url { return "write the default as '= \"…\"'" }
            if type == .date && attribute.defaultValue != nil { return "the attribute's '=' default gives it" }
        default: break
        }
        return nil
    }

    /// Why `key` may not be given with `@xcode` on a relationship, or nil when it may.
    public static func relationshipProblem(_ key: String, isToMany: Bool) -> String? {
        if alwaysSpelled[.relationship]!.contains(key) { return spelledMessage(key) }
        if key == "ordered" && isToMany { return "write '@ordered'" }
        return nil
    }

    /// Why `key` may not be given with `@xcode` on an entity, fetched property, configuration or
    /// fetch request, or nil when it may.
    public static func problem(_ key: String, site: ModifierSite) -> String? {
        if site == .model { return modelReserved.contains(key) ? "cdm writes '\(key)' itself" : nil }
        return alwaysSpelled[site]?.contains(key) == true ? spelledMessage(key) : nil
    }

    static func spelledMessage(_ key: String) -> String {
        "the language spells '\(key)' itself"
    }

    // MARK: - Defaults written as text

    /// The default Core Data gives an attribute of `type` whose `defaultValueString` is `text`:
    /// Core Data reads the string with `NSString`'s conversions, so `NO` and `0.0` on an integer
    /// read as 0 (`longLongValue`), `0.0` on a Boolean as false and `100` as true (`boolValue`),
    /// `1.` on a Double as 1 (`doubleValue`). Nil when the type takes no default from a string
    /// (Binary Data, Transformable, …) or a Decimal's text is not a number.
    public static func coreDataDefault(_ text: String, type: AttributeType) -> Value? {
        switch type {
        case .int16, .int32, .int64:
            return .number(String(longLongValue(text)))
        case .bool:
            return .bool(boolValue(text))
        case .double, .float:
            return .number(numberText(doubleValue(text) ?? 0))
        case .decimal:
            return doubleValue(text).map { .number(numberText($0)) }
        case .string, .uuid, .url:
            return .string(text)
        default:
            return nil
        }
    }

    /// Whether `text`, as the `defaultValueString` of an attribute of `type`, gives the default
    /// `value` written with `=` (nil: no default).
    public static func reads(_ text: String, type: AttributeType, as value: Value?) -> Bool {
        guard let read = coreDataDefault(text, type: type) else { return value == nil }
        guard let value else { return false }
        switch (read, value) {
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)):
            if type.isInteger, let x = Int64(a), let y = Int64(b) { return x == y }
            return Double(a) == Double(b)
        case (.string(let a), .string(let b)): return a == b
        default: return false
        }
    }

    /// `NSString.longLongValue`: optional white space and sign, then decimal digits up to the first
    /// other character; 0 without digits, and the nearest limit on overflow.
    static func longLongValue(_ text: String) -> Int64 {
        var bytes = Substring(text).utf8.drop { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var value: Int64 = 0
        for b in bytes {
            guard b >= 48 && b <= 57 else { break }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int64(b - 48))
            if o1 || o2 { return negative ? Int64.min : Int64.max }
            value = sum
        }
        return negative ? -value : value
    }

    /// `NSString.boolValue`: after white space, a sign and leading zeros, true on `Y`, `y`, `T`,
    /// `t` or a digit 1–9, false otherwise.
    static func boolValue(_ text: String) -> Bool {
        var bytes = Substring(text).utf8.drop { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        bytes = bytes.drop { $0 == UInt8(ascii: "0") }
        guard let first = bytes.first else { return false }
        return "YyTt123456789".utf8.contains(first)
    }

    /// `NSString.doubleValue` on the longest prefix that is a decimal number; nil when none is.
    static func doubleValue(_ text: String) -> Double? {
        let s = Array(text.utf8.drop { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 })
        var i = 0
        let isDigit = { (b: UInt8) in b >= 48 && b <= 57 }
        if i < s.count, s[i] == UInt8(ascii: "-") || s[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < s.count, isDigit(s[i]) {
            i += 1
            digits += 1
        }
        if i < s.count, s[i] == UInt8(ascii: ".") {
            i += 1
            while i < s.count, isDigit(s[i]) {
                i += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        var end = i
        if i < s.count, s[i] == UInt8(ascii: "e") || s[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < s.count, s[j] == UInt8(ascii: "-") || s[j] == UInt8(ascii: "+") { j += 1 }
            var expDigits = 0
            while j < s.count, isDigit(s[j]) {
                j += 1
                expDigits += 1
            }
            if expDigits > 0 { end = j }
        }
        var prefix = String(decoding: s[0..<end], as: UTF8.self)
        if prefix.hasSuffix(".") { prefix.removeLast() }
        if prefix.hasPrefix("+") { prefix.removeFirst() }
        if prefix.hasPrefix(".") || prefix.hasPrefix("-.") { prefix = prefix.replacingFirst(".", with: "0.") }
        guard let d = Double(prefix), d.isFinite else { return nil }
        return d
    }

    /// A number as the language writes it: whole numbers without a fraction (`0`, not `0.0`).
    static func numberText(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }
}

extension String {
    fileprivate func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let i = firstIndex(of: target) else { return self }
        return String(self[..<i]) + replacement + String(self[index(after: i)...])
    }
}
