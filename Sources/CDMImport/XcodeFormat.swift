// The catalogue of every element and XML attribute of Xcode's `contents` format with its spelling in `.cdm`.

/// Every element and XML attribute of an Xcode model file (`.xcdatamodel/contents`) that cdm
/// knows, with how `.cdm` spells it or why it is regenerated instead. The importer reads exactly
/// these (anything else is a warning, and on an element that takes `@xcode(...)` it is kept there),
/// the corpus test checks that real models use nothing else, and `docs/importing.md` shows this
/// table (a test keeps the two the same).
public enum XcodeFormat {
    /// One element (`attribute == nil`) or one XML attribute of an element.
    public struct Item: Sendable, Equatable {
        /// The element as the importer names it: its XML name, or `fetchedProperty/fetchRequest`
        /// for the fetch request inside a fetched property.
        public let element: String
        public let attribute: String?
        /// The `.cdm` spelling, or why there is none (Markdown).
        public let spelling: String
    }

    static func element(_ name: String, _ spelling: String, _ attributes: [(String, String)]) -> [Item] {
        [Item(element: name, attribute: nil, spelling: spelling)]
            + attributes.map { Item(element: name, attribute: $0.0, spelling: $0.1) }
    }

    static let metadata = "tool metadata: read and not written"
    static let syncable = "Sync Services flag Core Data no longer reads: not written on properties"
    static let renaming = "`@renamedFrom(Old)` (Xcode's Renaming ID)"
    static let hash = "`@versionHash(\"…\")`"

    public static let catalogue: [Item] =
        element(
            "model", "the `model Name` line; the name is the bundle's",
            [
                ("type", "always `com.apple.IDECoreDataModeler.DataModel` (another value is a warning); written"),
                ("documentVersion", "always `1.0`; written"),
                ("lastSavedToolsVersion", "tool metadata: a fixed recent Xcode is written"),
                ("systemVersion", "tool metadata: a fixed recent macOS is written"),
                ("minimumToolsVersion", "tool metadata: `Automatic` is written"),
                ("sourceLanguage", "`@xcode(sourceLanguage: \"Objective-C\")` on `model`; `Swift` is the default"),
                ("userDefinedModelVersionIdentifier", "`@versionIdentifier(\"…\")`"),
                ("usedWithCloudKit", "`@xcode(usedWithCloudKit: \"YES\")` on `model`"),
                ("usedWithSwiftData", "`@xcode(usedWithSwiftData: \"YES\")` on `model`"),
                ("macOSVersion", "tool metadata of Xcode 5–6 (`Automatic`): not written"),
                ("iOSVersion", "tool metadata of Xcode 5–6 (`Automatic`): not written"),
                ("name", "tool metadata: the empty name of Xcode 4 files, not written"),
            ])
        + element(
            "entity", "`entity Name { … }`",
            [
                ("name", "the entity's name"),
                ("representedClassName", "`@class(Name)`, `@class(\".Name\")`, `@class(\"Module.Name\")`; absent is `@class(NSManagedObject)`"),
                ("isAbstract", "`abstract entity`"),
                ("parentEntity", "`entity Name: Parent`"),
                ("elementID", renaming),
                ("renamingIdentifier", "`@renamedFrom(Old)` (the older name of `elementID`; written as `elementID`)"),
                ("versionHashModifier", hash),
                ("codeGenerationType", "`@codegen(class)` or `@codegen(category)`; absent is `@codegen(manual)`"),
                ("syncable", "Sync Services flag: `YES` is written on every entity, as Xcode does"),
            ])
        + element(
            "attribute", "`name: Type` in an entity or a composite",
            [
                ("name", "the attribute's name (in backticks when reserved: `` `type` ``)"),
                ("optional", "`?` after the type"),
                ("transient", "`@transient`"),
                ("attributeType", "the type: `Int16`, `String`, `Transformable`, …; absent is `Undefined`"),
                ("composite", "the composite's name as the type (with `attributeType=\"Composite\"`)"),
                ("derived", "`@derived(\"…\")`"),
                ("derivationExpression", "`@derived(\"…\")`"),
                ("minValueString", "`@range(a...)` on numbers, `@length(a...)` on String and Binary Data; on a Date, as `minDateTimeInterval`"),
                ("maxValueString", "`@range(...b)` on numbers, `@length(...b)` on String and Binary Data; on a Date, as `maxDateTimeInterval`"),
                (
                    "minDateTimeInterval",
                    "`@range(\"2024-01-01\"...)` on a Date; a date that is not seconds since 2001 (`minValueString=\"12/4/2013\"` of older Xcodes), or written twice with other values, is kept as `@xcode(…)`"
                ),
                ("maxDateTimeInterval", "`@range(...\"2100-01-01\")` on a Date; as `minDateTimeInterval`"),
                ("regularExpressionString", "`@regex(\"…\")`"),
                (
                    "defaultValueString",
                    "`= value`; a form Core Data reads that `.cdm` writes otherwise (`NO` or `0.0` on an integer, `0.0` on a Boolean) is also kept as `@xcode(defaultValueString: \"…\")`"
                ),
                ("defaultDateTimeInterval", "`= \"2024-01-01T00:00:00Z\"` on a Date, also from `defaultValueString`; as `minDateTimeInterval`"),
                ("spotlightIndexingEnabled", "`@spotlight`"),
                ("usesScalarValueType", "`@scalar(true)` or `@scalar(false)` where it differs from the language's default"),
                ("elementID", renaming),
                ("renamingIdentifier", "`@renamedFrom(Old)` (written as `elementID`)"),
                ("indexed", "`@indexed`"),
                ("preserveAfterDeletion", "`@preserveAfterDeletion`"),
                ("allowsCloudEncryption", "`@cloudEncrypted`"),
                ("allowsExternalBinaryDataStorage", "`@externalStorage`"),
                ("valueTransformerName", "`@transformer(\"…\")`; on an attribute that is not Transformable, `@xcode(valueTransformerName: \"…\")`"),
                ("customClassName", "`Transformable<Class>`; on an attribute that is not Transformable, `@xcode(customClassName: \"…\")`"),
                ("versionHashModifier", hash),
                ("storedInTruthFile", "`@xcode(storedInTruthFile: \"YES\")`: Sync Services' \"Store in External Record File\", which Xcode no longer shows"),
                ("syncable", syncable),
            ])
        + element(
            "relationship", "`name: Entity` (to-one) or `name: [Entity]` (to-many)",
            [
                ("name", "the relationship's name"),
                ("optional", "`?` on a to-one; on a to-many its absence is `@required` (or a minimum in `@count`)"),
                ("transient", "`@transient`"),
                ("minCount", "`@count(n...)` on a to-many, `@minCount(n)` where it does not make the relationship required"),
                ("maxCount", "`@count(...n)` on a to-many; `1` on every to-one"),
                ("toMany", "`[Entity]`"),
                ("deletionRule", "`@deleteRule(cascade)`, …; `Nullify` is the default"),
                ("ordered", "`@ordered`; on a to-one, `@xcode(ordered: \"YES\")`"),
                ("destinationEntity", "the type"),
                ("inverseName", "`@inverse(name)`"),
                ("inverseEntity", "the destination (written equal to it)"),
                ("elementID", renaming),
                ("renamingIdentifier", "`@renamedFrom(Old)` (written as `elementID`)"),
                ("indexed", "`@indexed`"),
                ("versionHashModifier", hash),
                ("syncable", syncable),
            ])
        + element(
            "fetchedProperty", "`fetched name: [Entity]`",
            [
                ("name", "the fetched property's name"),
                ("optional", "always `YES`; written"),
                ("elementID", renaming),
                ("renamingIdentifier", "`@renamedFrom(Old)` (written as `elementID`)"),
                ("versionHashModifier", hash),
                ("syncable", syncable),
            ])
        + element(
            "fetchedProperty/fetchRequest", "the fetched property's request",
            [
                ("name", "always `fetchedPropertyFetchRequest`; written"),
                ("entity", "`[Entity]`"),
                ("predicateString", "`@predicate(\"…\")`"),
            ])
        + element(
            "fetchRequest", "`fetchRequest Name: Entity` (a model-level template)",
            [
                ("name", "the template's name"),
                ("entity", "the entity after `:`"),
                ("predicateString", "`@predicate(\"…\")`"),
                ("resultType", "`@resultType(objectID)`, …"),
                ("fetchLimit", "`@fetchLimit(n)`"),
                ("fetchBatchSize", "`@fetchBatchSize(n)`"),
                ("includeSubentities", "`@includesSubentities(false)`"),
                ("includePropertyValues", "`@includesPropertyValues(false)`"),
                ("returnObjectsAsFaults", "`@returnsObjectsAsFaults(false)`"),
                ("includesPendingChanges", "`@includesPendingChanges(false)`"),
                ("returnDistinctResults", "`@returnsDistinctResults(true)`"),
            ])
        + element("configuration", "`configuration Name { A, B }`", [("name", "the configuration's name"), ("usedWithCloudKit", "`@cloudKit`")])
        + element("memberEntity", "an entity listed in the configuration, in the order written", [("name", "the entity's name")])
        + element("composite", "`composite Name { … }`", [("name", "the composite's name")])
        + element("fetchIndex", "`index name(…)`", [("name", "the index's name")])
        + element(
            "fetchIndexElement", "one part of `index name(a, b desc)`",
            [
                ("property", "the part's property"),
                ("type", "`Binary`; an `R-Tree` element is imported as a binary one, with a warning"),
                ("order", "`desc` after the part; `ascending` is the default"),
                ("expression", "not expressible: the element is left out, with a warning"),
                ("expressionType", "not expressible: the element is left out, with a warning"),
            ])
        + element("uniquenessConstraints", "the entity's `unique(…)` lines and `@unique` attributes", [])
        + element("uniquenessConstraint", "one `unique(a, b)`, or `@unique` on an attribute for one of its own", [])
        + element("constraint", "a name in `unique(…)`", [("value", "the property's name")])
        + element("compoundIndexes", "legacy (before Xcode 9): converted to fetch indexes, with a warning", [])
        + element("compoundIndex", "`index compoundIndex(…)`, `compoundIndex1`, …, as Xcode 9 converts them", [])
        + element("index", "a part of a converted compound index", [("value", "the property's name")])
        + element("userInfo", "`@userInfo(key: \"value\", …)`; an empty one is not written", [])
        + element("entry", "one `key: \"value\"` of `@userInfo`", [("key", "the key (in quotes when not an identifier)"), ("value", "the value")])
        + element("elements", "the diagram of Xcode 13 and earlier: tool metadata, not written", [])
        + element(
            "element", "one entity's box in the diagram: tool metadata, not written",
            [("name", metadata), ("positionX", metadata), ("positionY", metadata), ("width", metadata), ("height", metadata)])

    /// The XML attributes of each element, by the importer's name of the element.
    public static let attributes: [String: Set<String>] = {
        var out: [String: Set<String>] = [:]
        for item in catalogue {
            if let attribute = item.attribute {
                out[item.element, default: []].insert(attribute)
            } else {
                out[item.element, default: []].formUnion([])
            }
        }
        return out
    }()

    /// The catalogue as a Markdown table: element, XML attribute, `.cdm` spelling.
    public static var markdownTable: String {
        var lines = ["| element | XML attribute | in `.cdm` |", "| --- | --- | --- |"]
        for item in catalogue {
            let element = item.element == "fetchedProperty/fetchRequest" ? "`<fetchRequest>` in `<fetchedProperty>`" : "`<\(item.element)>`"
            lines.append("| \(item.attribute == nil ? element : "") | \(item.attribute.map { "`\($0)`" } ?? "") | \(item.spelling) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
