// Real models of apps that sync with CloudKit: the CloudKit rules report only what SOURCES.tsv notes, and usedWithCloudKit survives export.

import CDMGenerators
import CDMImport
import CDMModel
import CDMTestSupport
import XCTest

final class CloudKitModelsTests: XCTestCase {
    static var folder: URL { TestPaths.testsRoot.appendingPathComponent("Fixtures/cloudkit") }

    /// The CloudKit errors each model gets, as `code entity.property`; every other model gets none.
    /// None today: Aidoku's `Manga.nsfw` (Integer 16, `defaultValueString="NO"`) used to be reported
    /// because the importer dropped that default; it now imports as `= 0`, the value Core Data reads.
    static let expected: [String: [String]] = [:]

    /// `file` → (repository path) from SOURCES.tsv, which must list exactly the folder's files.
    func sources() throws -> [String: String] {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)
        var rows: [String: String] = [:]
        let lines = text.split(separator: "\n")
        XCTAssertEqual(
            lines.first.map(String.init), "file\trepository\tpath\tcommit\tlicense\tentities\tnote")
        for row in lines.dropFirst() {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(columns.count, 7, "SOURCES.tsv: \(row)")
            XCTAssertEqual(columns[3].count, 40, "SOURCES.tsv: a full commit for \(columns[0])")
            rows[columns[0]] = columns[2]
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".contents")
        }
        XCTAssertEqual(Set(files), Set(rows.keys), "SOURCES.tsv and Fixtures/cloudkit list different files")
        return rows
    }

    func testRealModelsGetOnlyTheCloudKitErrorsTheyHave() throws {
        let rows = try sources()
        XCTAssertGreaterThanOrEqual(rows.count, 10)
        for (name, path) in rows.sorted(by: { $0.key < $1.key }) {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            XCTAssertTrue(String(decoding: data, as: UTF8.self).contains("usedWithCloudKit=\"YES\""), name)
            let result = try XcodeImporter.importContents(data, fileName: path)
            let analysis = Analyzer.analyze(text: result.cdmText, defaultModelName: result.modelName)
            XCTAssertFalse(CloudKitSync(analysis.model).isEmpty, "\(name): nothing is synced")
            let found = analysis.diagnostics.filter { $0.code.isCloudKit }.map { d in
                "\(d.code.rawValue) \(Self.subject(of: d, in: analysis.model))"
            }
            XCTAssertEqual(found.sorted(), Self.expected[name] ?? [], name)
            let otherErrors = analysis.diagnostics.filter { $0.severity == .error && !$0.code.isCloudKit }
            XCTAssertEqual(otherErrors.map(\.message), [], name)
        }
    }

    /// `usedWithCloudKit` on the model and on configurations: contents → .cdm → contents keeps it.
    func testUsedWithCloudKitSurvivesImportAndExport() throws {
        for (name, path) in try sources() {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            let result = try XcodeImporter.importContents(data, fileName: path)
            let analysis = Analyzer.analyze(text: result.cdmText, defaultModelName: result.modelName)
            let exported = XcdatamodelGenerator.contents(
                analysis.model, context: GenerationContext(sourceFileName: result.modelName + ".cdm"))
            let original = Self.cloudKitElements(String(decoding: data, as: UTF8.self))
            XCTAssertFalse(original.isEmpty, name)
            XCTAssertEqual(Self.cloudKitElements(exported), original, name)
            // And once more through the exported file: the same entities are synced, by the same configurations.
            let again = try XcodeImporter.importContents(Data(exported.utf8), fileName: path)
            let reread = Analyzer.analyze(text: again.cdmText, defaultModelName: again.modelName).model
            XCTAssertEqual(CloudKitSync(reread), CloudKitSync(analysis.model), name)
        }
    }

    /// "model" and "configuration NAME" for each element that says `usedWithCloudKit="YES"`.
    static func cloudKitElements(_ xml: String) -> Set<String> {
        var out: Set<String> = []
        for piece in xml.components(separatedBy: "<").dropFirst() {
            guard let end = piece.firstIndex(of: ">") else { continue }
            let tag = piece[..<end]
            guard tag.contains("usedWithCloudKit=\"YES\"") else { continue }
            if tag.hasPrefix("model ") { out.insert("model") }
            if tag.hasPrefix("configuration "), let r = tag.range(of: "name=\"") {
                let rest = tag[r.upperBound...]
                out.insert("configuration " + String(rest.prefix { $0 != "\"" }))
            }
        }
        return out
    }

    /// `Entity.property` (or `Entity`) of the declaration a diagnostic points at.
    static func subject(of d: Diagnostic, in model: Model) -> String {
        for e in model.entities {
            for a in e.attributes where a.range.contains(d.range) || a.nameRange == d.range { return "\(e.name).\(a.name)" }
            for r in e.relationships where r.range.contains(d.range) || r.nameRange == d.range { return "\(e.name).\(r.name)" }
            if e.range.contains(d.range) { return e.name }
        }
        return "?"
    }
}
