// Every element and XML attribute real models use is in cdm's catalogue of Xcode's format, and the docs show it.

import CDMImport
import CDMTestSupport
import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class XcodeFormatTests: XCTestCase {
    /// The element as `XcodeFormat` names it: the fetch request of a fetched property has its own entry.
    static func key(of element: XMLElement) -> String {
        let name = element.name ?? ""
        if name == "fetchRequest", (element.parent as? XMLElement)?.name == "fetchedProperty" {
            return "fetchedProperty/fetchRequest"
        }
        return name
    }

    /// Every element and XML attribute of `element` and its descendants, as `element` or `element@attribute`.
    static func collect(_ element: XMLElement, into found: inout [String: Set<String>], file: String) {
        let key = key(of: element)
        found[key, default: []].insert(file)
        for attribute in element.attributes ?? [] {
            found[key + "@" + (attribute.name ?? ""), default: []].insert(file)
        }
        for child in element.children ?? [] {
            if let child = child as? XMLElement { collect(child, into: &found, file: file) }
        }
    }

    func testEveryElementAndAttributeOfTheCorpusIsInTheCatalogue() throws {
        var found: [String: Set<String>] = [:]
        let files = try Corpus.files()
        for file in files {
            let document = try XMLDocument(data: try file.data, options: [])
            let root = try XCTUnwrap(document.rootElement())
            Self.collect(root, into: &found, file: file.name)
        }
        XCTAssertGreaterThanOrEqual(files.count, 70)
        let catalogue = Set(
            XcodeFormat.catalogue.map { $0.element + ($0.attribute.map { "@" + $0 } ?? "") })
        for (item, files) in found.sorted(by: { $0.key < $1.key }) where !catalogue.contains(item) {
            XCTFail(
                "'\(item)' (in \(files.sorted().prefix(3).joined(separator: ", "))) is not in XcodeFormat.catalogue: give it a spelling in .cdm or say why it is regenerated"
            )
        }
        // The corpus uses most of the catalogue; what it does not use is listed here, so that a
        // change in either shows.
        let unused = catalogue.subtracting(found.keys)
        XCTAssertEqual(
            unused,
            [
                "attribute@allowsCloudEncryption", "attribute@maxDateTimeInterval", "attribute@minDateTimeInterval",
                "attribute@renamingIdentifier", "entity@renamingIdentifier", "relationship@renamingIdentifier",
                "relationship@versionHashModifier", "fetchedProperty@elementID", "fetchedProperty@renamingIdentifier",
                "fetchedProperty@syncable", "fetchedProperty@versionHashModifier", "fetchIndexElement@expression",
                "fetchIndexElement@expressionType", "fetchRequest@fetchBatchSize", "fetchRequest@fetchLimit", "fetchRequest@includePropertyValues",
                "fetchRequest@includeSubentities", "fetchRequest@includesPendingChanges", "fetchRequest@resultType",
                "fetchRequest@returnDistinctResults", "fetchRequest@returnObjectsAsFaults", "model@usedWithCloudKit",
            ].reduce(into: Set<String>()) { $0.insert($1) })
    }

    /// docs/importing.md shows the catalogue as it is.
    func testTheImportingGuideShowsTheCatalogue() throws {
        let url = TestPaths.repoRoot.appendingPathComponent("docs/importing.md")
        let guide = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(
            guide.contains(XcodeFormat.markdownTable),
            "docs/importing.md does not contain XcodeFormat.markdownTable; paste it:\n" + XcodeFormat.markdownTable)
    }
}
