// References (parent, destination, inverse, members, index and constraint properties) that are not identifiers are warned about, as names are.

import CDMImport
import CDMModel
import CDMSyntax
import XCTest

/// Found by `Fuzz/run.sh import` (docs/reliability.md, "Soft findings"): names that are not
/// identifiers were imported with a warning, but references were printed as written with none,
/// so `inverseName="No Action"` gave `.cdm` text with a syntax error and no word about why.
final class ImporterReferenceTests: XCTestCase {
    /// A model that uses every kind of reference once; each `{slot}` holds a valid value unless a
    /// case replaces it.
    static let template = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="A" representedClassName="A" parentEntity="{parent}" syncable="YES" codeGenerationType="class">
                <attribute name="x" optional="YES" attributeType="String"/>
                <attribute name="place" optional="YES" attributeType="Composite" composite="{composite}"/>
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="{destination}" inverseName="{inverse}" inverseEntity="{destination}"/>
                <fetchedProperty name="recent" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="{fetchedEntity}" predicateString="TRUEPREDICATE"/>
                </fetchedProperty>
                <fetchIndex name="byX">
                    <fetchIndexElement property="{indexProperty}" type="Binary" order="ascending"/>
                </fetchIndex>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="{unique}"/>
                        <constraint value="place"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            <entity name="B" representedClassName="B" syncable="YES" codeGenerationType="class">
                <relationship name="a" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            <entity name="P" representedClassName="P" isAbstract="YES" syncable="YES" codeGenerationType="class"/>
            <composite name="Place">
                <attribute name="street" optional="YES" attributeType="String"/>
            </composite>
            <fetchRequest name="All" entity="{requestEntity}"/>
            <configuration name="Main">
                <memberEntity name="{member}"/>
            </configuration>
        </model>

        """

    static let valid = [
        "parent": "P", "composite": "Place", "destination": "B", "inverse": "a", "fetchedEntity": "A",
        "indexProperty": "x", "unique": "x", "requestEntity": "A", "member": "A",
    ]

    func importModel(_ slot: String? = nil, _ value: String = "") throws -> ImportResult {
        var text = Self.template
        for (key, valid) in Self.valid {
            text = text.replacingOccurrences(of: "{\(key)}", with: key == slot ? value : valid)
        }
        return try XcodeImporter.importContents(Data(text.utf8), fileName: "contents")
    }

    /// The messages of `result`'s warnings, without `file:line: warning: `.
    func messages(_ result: ImportResult) -> [String] {
        result.warnings.map { w in
            w.range(of: ": warning: ").map { String(w[$0.upperBound...]) } ?? w
        }
    }

    func testTheTemplateImportsWithoutWarningsOrErrors() throws {
        let result = try importModel()
        XCTAssertEqual(result.warnings, [])
        XCTAssertFalse(Analyzer.analyze(text: result.cdmText).diagnostics.hasErrors, result.cdmText)
    }

    /// Each reference that is not an identifier is printed as written (backticks would not help: a
    /// backticked name must be an identifier too) with a warning that names it; every syntax error
    /// of the text lies on the line of a name it warned about.
    func testReferencesThatAreNotIdentifiersAreWarnedAbout() throws {
        let rename = " is not an identifier (A-Z, a-z, 0-9, _); rename it in the .cdm file"
        let cases: [(slot: String, value: String, warning: String, printed: String)] = [
            ("inverse", "No Action", "the inverseName 'No Action' of relationship 'b' of entity 'A'", "@inverse(No Action)"),
            ("parent", "1", "the parentEntity '1' of entity 'A'", "entity A: 1 {"),
            ("destination", "Integer 64", "the destinationEntity 'Integer 64' of relationship 'b' of entity 'A'", "b: Integer 64?"),
            ("composite", "Place 2", "the composite 'Place 2' of attribute 'place' of entity 'A'", "place: Place 2?"),
            ("fetchedEntity", "a.b", "the entity 'a.b' of the fetch request of fetched property 'recent' of entity 'A'", "fetched recent: [a.b]"),
            ("indexProperty", "x y", "the property 'x y' of fetch index 'byX' of entity 'A'", "index byX(x y)"),
            ("unique", "place.street", "the value 'place.street' of a uniqueness constraint of entity 'A'", "unique(place.street, place)"),
            ("requestEntity", "All Items", "the entity 'All Items' of fetch request 'All'", "fetchRequest All: All Items"),
            ("member", "-A", "the name '-A' of a member of configuration 'Main'", "configuration Main { -A }"),
            // Non-ASCII letters parse, but Core Data names must be ASCII: warned like a name.
            ("member", "Café", "the name 'Café' of a member of configuration 'Main'", "configuration Main { Café }"),
        ]
        for c in cases {
            let result = try importModel(c.slot, c.value)
            XCTAssertEqual(messages(result), [c.warning + rename], "\(c.slot)=\"\(c.value)\"")
            XCTAssertTrue(result.cdmText.contains(c.printed), "\(c.slot): no '\(c.printed)' in\n\(result.cdmText)")
            let lines = result.cdmText.split(separator: "\n", omittingEmptySubsequences: false)
            let index = LineIndex(result.cdmText)
            for d in Parser.parse(result.cdmText).diagnostics {
                let line = lines[index.line(of: d.range.start)]
                XCTAssertTrue(line.contains(c.value), "\(c.slot): an error not on the warned line: \(d.message) in '\(line)'")
            }
        }
    }

    /// An empty reference names nothing: it is left out with a warning, and the text parses.
    func testEmptyReferencesAreLeftOutWithAWarning() throws {
        let cases: [(slot: String, warnings: [String])] = [
            ("inverse", ["'inverseName=\"\"' of relationship 'b' of entity 'A' names nothing and is not imported"]),
            ("parent", ["'parentEntity=\"\"' of entity 'A' names nothing and is not imported"]),
            ("member", ["'name=\"\"' of a member of configuration 'Main' names nothing and is not imported"]),
            ("unique", ["'value=\"\"' of a uniqueness constraint of entity 'A' names nothing and is not imported"]),
            ("destination", ["relationship 'b' of entity 'A' has no destinationEntity and is not imported"]),
            ("composite", ["composite attribute 'place' of entity 'A' names no composite; the attribute is not imported"]),
            ("fetchedEntity", ["fetched property 'recent' of entity 'A' has no fetch request naming an entity and is not imported"]),
            ("requestEntity", ["fetch request 'All' names no entity and is not imported"]),
            (
                "indexProperty",
                [
                    "fetch index 'byX' of entity 'A' has no elements and is not imported",
                    "an element of fetch index 'byX' of entity 'A' names no property and is not imported",
                ]
            ),
        ]
        for c in cases {
            let result = try importModel(c.slot, "")
            XCTAssertEqual(messages(result), c.warnings, c.slot)
            XCTAssertEqual(Parser.parse(result.cdmText).diagnostics.map(\.message), [], "\(c.slot):\n\(result.cdmText)")
        }
    }

    /// Identifiers that are keywords or reserved property names need no warning: the printer
    /// writes them so that they parse (reserved property names in backticks).
    func testKeywordAndReservedReferencesParseWithoutWarnings() throws {
        for (slot, value) in [
            ("inverse", "type"), ("inverse", "true"), ("parent", "entity"), ("destination", "abstract"),
            ("member", "configuration"), ("requestEntity", "fetched"), ("indexProperty", "desc"),
            ("unique", "description"),
        ] {
            let result = try importModel(slot, value)
            XCTAssertEqual(result.warnings, [], "\(slot)=\"\(value)\"")
            XCTAssertEqual(
                Parser.parse(result.cdmText).diagnostics.map(\.message), [], "\(slot)=\"\(value)\":\n\(result.cdmText)")
        }
    }
}
