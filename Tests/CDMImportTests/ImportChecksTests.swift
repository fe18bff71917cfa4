// What `cdm import` writes checks without an error the source did not have: every vendored model, and random edits of them Xcode still compiles (issue 30).

import CDMImport
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class ImportChecksTests: XCTestCase {
    /// One vendored `contents` file: its name in the test's messages, the path that names its model
    /// (`…/WooCommerce.xcdatamodeld/Model 40.xcdatamodel/contents`) and its text.
    struct Source {
        var name: String
        var path: String
        var data: Data
    }

    /// Every vendored model: the corpus, the CloudKit models and the versions of the histories (12 MB
    /// of XML, three quarters of the time: the quick run takes every twelfth version, the slow run all).
    static func sources() throws -> [Source] {
        var out = try Corpus.files().map { Source(name: $0.name, path: $0.repositoryPath, data: try $0.data) }
        let cloudKit = TestPaths.testsRoot.appendingPathComponent("Fixtures/cloudkit")
        let table = try String(contentsOf: cloudKit.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        for row in table.split(separator: "\n").dropFirst() {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let data = try Data(contentsOf: cloudKit.appendingPathComponent(columns[0]))
            out.append(Source(name: "cloudkit/" + columns[0], path: columns[2], data: data))
        }
        let histories = TestPaths.testsRoot.appendingPathComponent("Fixtures/histories")
        let found = FileManager.default.enumerator(atPath: histories.path)?.compactMap { $0 as? String } ?? []
        let stride = TestScale.rounds(quick: 12, full: 1)
        for (n, path) in found.filter({ $0.hasSuffix("/contents") }).sorted().enumerated() where n % stride == 0 {
            let data = try Data(contentsOf: histories.appendingPathComponent(path))
            out.append(Source(name: "histories/" + path, path: path, data: data))
        }
        return out
    }

    /// Vendored models whose source Xcode itself refuses, by name, with the error codes cdm reports
    /// on their import and why: none today. A model listed here is still checked: its import may
    /// have those errors and no others, and its mutations no errors beyond them.
    static let wrongForXcode: [String: (codes: Set<String>, reason: String)] = [:]

    /// The errors `cdm check` reports on the import of `data`.
    static func importErrors(_ data: Data, path: String) throws -> [Diagnostic] {
        let result = try XcodeImporter.importContents(data, fileName: path)
        let analysis = Analyzer.analyze(text: result.cdmText, defaultModelName: result.modelName)
        return analysis.diagnostics.filter { $0.severity == .error }
    }

    /// The number of errors of each code.
    static func counts(_ errors: [Diagnostic]) -> [String: Int] {
        errors.reduce(into: [:]) { $0[$1.code.rawValue, default: 0] += 1 }
    }

    func testEveryVendoredModelImportsWithoutErrors() throws {
        let sources = try Self.sources()
        XCTAssertGreaterThanOrEqual(sources.count, TestScale.rounds(quick: 95, full: 290))
        for name in Self.wrongForXcode.keys {
            XCTAssertTrue(sources.contains { $0.name == name }, "wrongForXcode lists \(name), which is not vendored")
        }
        for source in sources {
            let errors = try Self.importErrors(source.data, path: source.path)
            let allowed = Self.wrongForXcode[source.name]?.codes ?? []
            XCTAssertEqual(
                errors.filter { !allowed.contains($0.code.rawValue) }.map { "\($0.code.rawValue): \($0.message)" }, [],
                "\(source.name): cdm check refuses the import of a model Xcode compiles")
        }
    }

    /// Random edits of the vendored models that Xcode still compiles (`XcodeModelMutator`), one to
    /// three at a time, import and check without an error the unedited model's import did not have.
    func testMutationsThatXcodeAcceptsImportWithoutNewErrors() throws {
        let sources = try Self.sources()
        var baseline: [Int: [String: Int]] = [:]
        var made: Set<XcodeModelMutator.Kind> = []
        let rounds = TestScale.rounds(quick: 25, full: 300)
        for round in 0..<rounds {
            let seed = UInt64(30_000 + round)
            var random = SeededRandom(seed: seed)
            let index = Int.random(in: 0..<sources.count, using: &random)
            let source = sources[index]
            if baseline[index] == nil {
                baseline[index] = Self.counts(try Self.importErrors(source.data, path: source.path))
            }
            let document = try XMLDocument(data: source.data, options: [])
            var mutator = XcodeModelMutator(document: document, random: random)
            var done: [String] = []
            for _ in 0..<Int.random(in: 1...3, using: &mutator.random) {
                if let edit = mutator.mutate() { done.append(edit) }
            }
            made.formUnion(mutator.made)
            let imported = try Self.importErrors(document.xmlData(options: []), path: source.path)
            let (before, after) = (baseline[index]!, Self.counts(imported))
            let new = imported.filter { after[$0.code.rawValue]! > before[$0.code.rawValue, default: 0] }
            XCTAssertEqual(
                new.map { "\($0.code.rawValue): \($0.message)" }, [],
                "\(source.name), seed \(seed), after: \(done.joined(separator: "; "))")
        }
        XCTAssertEqual(made, Set(XcodeModelMutator.Kind.allCases), "some kinds of edit were never made")
    }
}

/// Edits a model's XML in ways Xcode still compiles: drops an XML attribute that may be absent,
/// reorders elements, adds validation bounds in each form Xcode writes, toggles optional,
/// transient and indexed, sets the codegen, changes a class name Xcode does not check (empty, or
/// not an identifier, on a class nobody generates) and renames an entity. Each edit keeps what Xcode
/// requires: a CloudKit model keeps its attributes optional or with a default, a transient stays
/// out of indexes and constraints, a default stays within its bounds, a generated class keeps a
/// name of its own.
struct XcodeModelMutator {
    let document: XMLDocument
    var random: SeededRandom
    /// The kinds of edit made so far.
    var made: Set<Kind> = []

    init(document: XMLDocument, random: SeededRandom) {
        self.document = document
        self.random = random
    }

    enum Kind: CaseIterable {
        case dropAttribute, reorder, addBound, toggleFlag, codegen, className, renameEntity
    }

    var root: XMLElement { document.rootElement()! }
    var entities: [XMLElement] { root.elements(forName: "entity") }
    var isCloudKit: Bool {
        root.value("usedWithCloudKit") == "YES"
            || root.elements(forName: "configuration").contains { $0.value("usedWithCloudKit") == "YES" }
    }

    /// The names used by fetch indexes, uniqueness constraints and legacy compound indexes.
    var indexedNames: Set<String> {
        var names: Set<String> = []
        func visit(_ element: XMLElement) {
            switch element.name {
            case "fetchIndexElement": element.value("property").map { names.insert($0) }
            case "constraint", "index": element.value("value").map { names.insert($0) }
            default: break
            }
            for child in element.children?.compactMap({ $0 as? XMLElement }) ?? [] { visit(child) }
        }
        visit(root)
        return names
    }

    /// One random edit, described; nil when the model has nothing it applies to.
    mutating func mutate() -> String? {
        guard !entities.isEmpty else { return nil }
        let kind = Kind.allCases.randomElement(using: &random)!
        let done: String?
        switch kind {
        case .dropAttribute: done = dropAttribute()
        case .reorder: done = reorder()
        case .addBound: done = addBound()
        case .toggleFlag: done = toggleFlag()
        case .codegen: done = codegen()
        case .className: done = className()
        case .renameEntity: done = renameEntity()
        }
        if done != nil { made.insert(kind) }
        return done
    }

    func properties(_ kind: String) -> [(entity: XMLElement, element: XMLElement)] {
        entities.flatMap { e in e.elements(forName: kind).map { (e, $0) } }
    }

    func describe(_ element: XMLElement, in entity: XMLElement? = nil) -> String {
        let name = element.value("name") ?? "?"
        return entity.map { "\($0.value("name") ?? "?").\(name)" } ?? name
    }

    mutating func dropAttribute() -> String? {
        var choices: [(XMLElement, String, String)] = []
        for entity in entities {
            var keys = ["syncable", "elementID", "versionHashModifier", "codeGenerationType"]
            if entity.value("codeGenerationType") == nil { keys.append("representedClassName") }
            for key in keys where entity.value(key) != nil { choices.append((entity, key, describe(entity))) }
        }
        var attributeKeys = [
            "indexed", "usesScalarValueType", "minValueString", "maxValueString", "minDateTimeInterval",
            "maxDateTimeInterval", "elementID", "versionHashModifier", "spotlightIndexingEnabled",
            "preserveAfterDeletion", "allowsExternalBinaryDataStorage", "syncable", "valueTransformerName",
            "customClassName", "regularExpressionString", "allowsCloudEncryption",
        ]
        if !isCloudKit { attributeKeys += ["optional", "defaultValueString", "defaultDateTimeInterval"] }
        for (entity, attribute) in properties("attribute") {
            for key in attributeKeys where attribute.value(key) != nil {
                choices.append((attribute, key, describe(attribute, in: entity)))
            }
        }
        var relationshipKeys = ["ordered", "indexed", "syncable", "elementID", "versionHashModifier", "minCount"]
        if !isCloudKit { relationshipKeys.append("optional") }
        for (entity, relationship) in properties("relationship") {
            for key in relationshipKeys where relationship.value(key) != nil {
                choices.append((relationship, key, describe(relationship, in: entity)))
            }
        }
        guard let (element, key, what) = choices.randomElement(using: &random) else { return nil }
        element.removeAttribute(forName: key)
        return "dropped \(key) of \(what)"
    }

    mutating func reorder() -> String? {
        let parent = Bool.random(using: &random) ? root : entities.randomElement(using: &random)!
        guard let children = parent.children, children.count > 1 else { return nil }
        let shuffled = children.shuffled(using: &random)
        for child in children { child.detach() }
        parent.setChildren(shuffled)
        return "reordered the children of \(parent.name == "model" ? "the model" : describe(parent))"
    }

    mutating func addBound() -> String? {
        let bounded = ["Integer 16", "Integer 32", "Integer 64", "Double", "Float", "Decimal", "String", "Binary", "Date"]
        let candidates = properties("attribute").filter {
            bounded.contains($0.element.value("attributeType") ?? "")
        }
        guard let (entity, attribute) = candidates.randomElement(using: &random) else { return nil }
        for key in ["minValueString", "maxValueString", "minDateTimeInterval", "maxDateTimeInterval"] {
            attribute.removeAttribute(forName: key)
        }
        let type = attribute.value("attributeType")!
        let defaultText = attribute.value("defaultValueString")
        var set: [(String, String)] = []
        switch type {
        case "Date":
            // Bounds around any default a corpus model has (1906 to 2096), in each of Xcode's forms:
            // seconds since 2001 in minDateTimeInterval or minValueString, the date as text of older
            // Xcodes, and both at once.
            let forms: [[(String, String)]] = [
                [("minDateTimeInterval", "-3000000000")], [("minValueString", "-3000000000")],
                [("minValueString", "12/4/2013")], [("minDateTimeInterval", "-3000000000"), ("minValueString", "1/1/1906")],
                [("minDateTimeInterval", "-3000000000"), ("minValueString", "-3000000000")],
                [("maxDateTimeInterval", "3000000000")], [("maxValueString", "3000000000")],
                [("maxValueString", "12/31/2096")], [("maxDateTimeInterval", "3000000000"), ("maxValueString", "12/31/2096")],
            ]
            set = forms.randomElement(using: &random)!
            if Bool.random(using: &random) { set += forms.randomElement(using: &random)!.filter { a in !set.contains { $0.0 == a.0 } } }
        case "String", "Binary":
            let length = defaultText?.utf16.count ?? 0
            let low = Int.random(in: 0...length, using: &random)
            let high = Int.random(in: max(length, 1)...(length + 200), using: &random)
            set = [("minValueString", String(low)), ("maxValueString", String(high))]
        default:
            let read: Double
            if let defaultText, case .number(let text)? = XcodeSettings.coreDataDefault(defaultText, type: Self.type(type)) {
                read = Double(text) ?? 0
            } else {
                read = 0
            }
            let isInteger = type.hasPrefix("Integer")
            let low = isInteger ? String(Int(read.rounded(.down)) - Int.random(in: 0...100, using: &random)) : String(read - 0.5)
            let high = isInteger ? String(Int(read.rounded(.up)) + Int.random(in: 0...100, using: &random)) : String(read + 2.5)
            set = [("minValueString", low), ("maxValueString", high)]
            if let limits = Self.type(type).integerBounds {
                set = set.map { ($0.0, String(max(limits.lowerBound, min(limits.upperBound, Int64($0.1)!)))) }
            }
        }
        if set.count == 2, type != "Date", Bool.random(using: &random) { set.remove(at: Int.random(in: 0...1, using: &random)) }
        for (key, value) in set { attribute.set(key, value) }
        return "bounds \(set.map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " ")) on \(describe(attribute, in: entity))"
    }

    static func type(_ xcodeName: String) -> AttributeType {
        switch xcodeName {
        case "Integer 16": return .int16
        case "Integer 32": return .int32
        case "Integer 64": return .int64
        case "Float": return .float
        case "Decimal": return .decimal
        default: return .double
        }
    }

    mutating func toggleFlag() -> String? {
        let indexed = indexedNames
        var choices: [(XMLElement, String, String)] = []
        for (entity, attribute) in properties("attribute") {
            let what = describe(attribute, in: entity)
            let optional = attribute.value("optional") == "YES"
            let hasDefault = attribute.value("defaultValueString") != nil || attribute.value("defaultDateTimeInterval") != nil
            if !optional || !isCloudKit || hasDefault { choices.append((attribute, "optional", what)) }
            let type = attribute.value("attributeType") ?? "Undefined"
            let plain = !["Undefined", "Composite", "ObjectID"].contains(type) && attribute.value("derived") == nil
            if plain && !indexed.contains(attribute.value("name") ?? "") && attribute.value("indexed") != "YES" {
                choices.append((attribute, "transient", what))
            }
            if attribute.value("transient") != "YES" { choices.append((attribute, "indexed", what)) }
        }
        for (entity, relationship) in properties("relationship") {
            let what = describe(relationship, in: entity)
            if !isCloudKit { choices.append((relationship, "optional", what)) }
            if relationship.value("transient") != "YES" { choices.append((relationship, "indexed", what)) }
        }
        guard let (element, key, what) = choices.randomElement(using: &random) else { return nil }
        if element.value(key) == "YES" {
            element.removeAttribute(forName: key)
            return "\(key) off on \(what)"
        }
        element.set(key, "YES")
        return "\(key) on \(what)"
    }

    mutating func codegen() -> String? {
        let entity = entities.randomElement(using: &random)!
        let value = [nil, "class", "category"].randomElement(using: &random)!
        // A generated class needs a name of its own (Xcode would otherwise generate NSManagedObject).
        if value != nil {
            let name = entity.value("representedClassName") ?? ""
            let simple = name.hasPrefix(".") ? String(name.dropFirst()) : name
            guard GeneratedNames.isIdentifier(simple), simple != "NSManagedObject" else { return nil }
        }
        if let value { entity.set("codeGenerationType", value) } else { entity.removeAttribute(forName: "codeGenerationType") }
        return "codeGenerationType=\(value ?? "absent") on \(describe(entity))"
    }

    mutating func className() -> String? {
        let entity = entities.randomElement(using: &random)!
        let name = ["", "Kit.Models.Thing", "my-app.Thing", "Thing Object"].randomElement(using: &random)!
        entity.removeAttribute(forName: "codeGenerationType")
        entity.set("representedClassName", name)
        return "representedClassName=\"\(name)\", codegen manual, on \(describe(entity))"
    }

    mutating func renameEntity() -> String? {
        let entity = entities.randomElement(using: &random)!
        let old = entity.value("name") ?? ""
        let names = Set(entities.compactMap { $0.value("name") })
        var new = "Renamed\(old)"
        while names.contains(new) { new += "X" }
        func visit(_ element: XMLElement) {
            let keys: [String]
            switch element.name {
            case "entity": keys = ["name", "parentEntity"]
            case "relationship": keys = ["destinationEntity", "inverseEntity"]
            case "fetchRequest": keys = ["entity"]
            case "memberEntity", "element": keys = ["name"]
            default: keys = []
            }
            for key in keys where element.value(key) == old { element.set(key, new) }
            for child in element.children?.compactMap({ $0 as? XMLElement }) ?? [] { visit(child) }
        }
        visit(root)
        return "renamed entity \(old) to \(new)"
    }
}

extension XMLElement {
    func value(_ key: String) -> String? { attribute(forName: key)?.stringValue }

    func set(_ key: String, _ value: String) {
        removeAttribute(forName: key)
        addAttribute(XMLNode.attribute(withName: key, stringValue: value) as! XMLNode)
    }
}
