// Hand-made version histories: each step's migration problems are marked in the newer version, messages in goldens.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

/// A fixture in `Fixtures/Steps` is a history: versions separated by lines starting with
/// `// ==== `, oldest first. In each version after the first, `⟦…⟧` marks where a problem of the
/// step into it must be (`⟦code|…⟧` for another code than the file's); the step must report exactly
/// the marked problems. `<code>.cdm` is required for every code that compares versions;
/// `lightweight.<case>.cdm` files hold changes Core Data infers and must report no error.
/// Beside each fixture, `<name>.problems` (golden) shows every message and fix-it under its line.
final class StepFixtureTests: XCTestCase {
    static var folder: URL { TestPaths.fixtures("CDMVersionsTests", "Steps") }

    /// The versions of a fixture, each with its markers taken out.
    static func versions(_ text: String) -> [MarkedText] {
        var sections: [String] = [""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// ==== ") {
                sections.append("")
            } else {
                sections[sections.count - 1] += line + "\n"
            }
        }
        return sections.map { MarkedText($0) }
    }

    func testEveryVersionComparingCodeHasAFixture() {
        for code in DiagnosticCode.allCases where code.comparesVersions {
            let url = Self.folder.appendingPathComponent("\(code.rawValue).cdm")
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "'\(code.rawValue)' has no fixture \(url.lastPathComponent)")
        }
    }

    func testFixtures() throws {
        let fixtures = TestPaths.cdmFiles(in: Self.folder)
        XCTAssertGreaterThanOrEqual(fixtures.count, 7)
        for url in fixtures {
            guard let text = TestPaths.read(url) else { continue }
            check(url, Self.versions(text))
        }
    }

    private func check(_ url: URL, _ versions: [MarkedText]) {
        let name = url.lastPathComponent
        let code = String(name.prefix { $0 != "." })
        let isLightweight = code == "lightweight"
        XCTAssertGreaterThanOrEqual(versions.count, 2, "\(name): a history needs two versions")
        XCTAssertTrue(versions[0].marks.isEmpty, "\(name): the first version cannot have problems")
        var golden = ""
        var previous: Model?
        var found = Set<String>()
        for (i, version) in versions.enumerated() {
            let analysis = Analyzer.analyze(text: version.text, defaultModelName: "Fixture")
            XCTAssertFalse(analysis.diagnostics.hasErrors, "\(name): version \(i + 1) has errors: \(analysis.diagnostics.map(\.message))")
            defer { previous = analysis.model }
            guard let previous else { continue }
            let report = MigrationCheck.compare(from: previous, to: analysis.model)
            let expected = version.labelledRanges(defaultLabel: code).map { "\($0.label)@\($0.range)" }.sorted()
            let actual = report.problems.map { "\($0.code.rawValue)@\($0.range)" }.sorted()
            if expected != actual {
                let wouldBe = MarkedText.mark(version.text, ranges: report.problems.map { (label: $0.code.rawValue == code ? nil : $0.code.rawValue, range: $0.range) })
                XCTFail("\(name), version \(i + 1): the problems differ from the marks.\nexpected: \(expected)\nactual:   \(actual)\nmarked as found:\n\(wouldBe)")
            }
            if isLightweight { XCTAssertTrue(report.isLightweight, "\(name), version \(i + 1): \(report.problems.map(\.message))") }
            found.formUnion(report.problems.map(\.code.rawValue))
            let annotations = report.problems.map { p in
                Annotation(range: p.range, lines: ["\(p.severity.name) \(p.code.rawValue): \(p.message)"] + p.fixIts.map { "fix-it: \($0.title)" })
            }
            golden += "// step \(i) → \(i + 1): \(report.isLightweight ? "lightweight" : "not lightweight")\n"
            golden += report.changes.map { "//   \($0.description)\n" }.joined()
            golden += renderAnnotated(version.text, annotations)
        }
        if !isLightweight { XCTAssertTrue(found.contains(code), "\(name) does not produce '\(code)'") }
        _ = Golden.assertMatches(golden, golden: url.deletingPathExtension().appendingPathExtension("problems"))
    }

    /// The fix-it of a likely rename turns it into a rename: the next comparison reports nothing.
    func testPossibleRenameFixItMakesTheRename() throws {
        let old = Analyzer.analyze(text: "model M\nentity P {\n  fullName: String?\n}\n").model
        let text = "model M\nentity P {\n  displayName: String?\n}\n"
        let new = Analyzer.analyze(text: text).model
        let report = MigrationCheck.compare(from: old, to: new)
        let fix = try XCTUnwrap(report.problems.first?.fixIts.first)
        var fixed = text
        for edit in fix.edits.sorted(by: { $0.range.start > $1.range.start }) {
            let utf8 = Array(fixed.utf8)
            fixed = String(decoding: utf8[..<edit.range.start] + Array(edit.newText.utf8) + utf8[edit.range.end...], as: UTF8.self)
        }
        XCTAssertEqual(fixed, "model M\nentity P {\n  displayName: String? @renamedFrom(fullName)\n}\n")
        let after = Analyzer.analyze(text: fixed)
        XCTAssertTrue(after.diagnostics.isEmpty, "\(after.diagnostics.map(\.message))")
        let again = MigrationCheck.compare(from: old, to: after.model)
        XCTAssertEqual(again.problems, [])
        XCTAssertEqual(again.changes.map(\.description), ["P.fullName renamed to displayName"])
    }

    /// A broken rename chain is a removal and an addition (here of a required attribute without a
    /// default: not lightweight), and its quick fix writes the canonical identifier, which makes the
    /// step a rename again.
    func testBrokenRenameChainIsNoRenameAndItsFixWritesTheCanonicalIdentifier() throws {
        let v2 = Analyzer.analyze(text: "model M\nentity Item {\n  name: String @renamedFrom(title)\n}\n").model
        let text = "model M\nentity Item {\n  label: String @renamedFrom(name)\n}\n"
        let current = Analyzer.analyze(text: text)
        let report = MigrationCheck.compare(from: v2, to: current.model)
        XCTAssertFalse(report.isLightweight)
        XCTAssertEqual(report.changes.map(\.description), ["Item.name removed", "Item.label added"])
        XCTAssertEqual(report.problems.map(\.code).sorted { $0.rawValue < $1.rawValue }, [.migrationNeedsDefault, .migrationUnknownRename])
        let bundle = BundleVersions(bundleName: "M", versionNames: ["M 2"], newestFrozen: FrozenVersion(name: "M 2", model: v2))
        let status = VersionFeatures.status(current: current.model, bundle: bundle, parsed: current.parsed)
        let diagnostic = try XCTUnwrap(status.diagnostics.first { $0.code == .migrationUnknownRename })
        XCTAssertEqual(diagnostic.fixIts.map(\.title), ["Write @renamedFrom(title)"])
        let actions = VersionFeatures.codeActions(status.diagnostics, range: diagnostic.range)
        let fix = try XCTUnwrap(actions.first { $0.title == "Write @renamedFrom(title)" })
        var fixed = text
        for edit in fix.edits.sorted(by: { $0.range.start > $1.range.start }) {
            let utf8 = Array(fixed.utf8)
            fixed = String(decoding: utf8[..<edit.range.start] + Array(edit.newText.utf8) + utf8[edit.range.end...], as: UTF8.self)
        }
        XCTAssertEqual(fixed, "model M\nentity Item {\n  label: String @renamedFrom(title)\n}\n")
        let again = MigrationCheck.compare(from: v2, to: Analyzer.analyze(text: fixed).model)
        XCTAssertEqual(again.problems, [])
        XCTAssertEqual(again.changes.map(\.description), ["Item.name renamed to label"])
        // Entities too.
        let e2 = Analyzer.analyze(text: "model M\nentity Product @renamedFrom(Item) {\n}\n").model
        let eText = "model M\nentity Article @renamedFrom(Product) {\n}\n"
        let eCurrent = Analyzer.analyze(text: eText)
        XCTAssertEqual(MigrationCheck.compare(from: e2, to: eCurrent.model).changes.map(\.description), ["entity Product removed", "entity Article added"])
        let eStatus = VersionFeatures.status(
            current: eCurrent.model, bundle: BundleVersions(bundleName: "M", versionNames: ["M 2"], newestFrozen: FrozenVersion(name: "M 2", model: e2)),
            parsed: eCurrent.parsed)
        let eFix = try XCTUnwrap(eStatus.diagnostics.first?.fixIts.first)
        XCTAssertEqual(eFix.edits.map(\.newText), ["@renamedFrom(Item)"])
        XCTAssertEqual(eFix.edits.first.map { String(decoding: Array(eText.utf8)[$0.range.start..<$0.range.end], as: UTF8.self) }, "@renamedFrom(Product)")
    }

    /// A mapped step reports no error as a diagnostic, but keeps its warnings.
    func testMappedStepReportsNoErrors() {
        let old = Analyzer.analyze(text: "model M\nentity P {\n  a: String?\n  c: Int64 = 0\n}\n").model
        let new = Analyzer.analyze(text: "model M\nentity P {\n  a: Int64 = 0\n  c: Int16 = 0\n}\n").model
        XCTAssertEqual(MigrationCheck.diagnostics(current: new, frozen: old).map(\.code), [.migrationTypeChanged, .migrationTypeChanged])
        let mapped = MigrationCheck.diagnostics(current: new, frozen: old, mapped: true)
        XCTAssertEqual(mapped.map(\.severity), [.warning])
    }
}
