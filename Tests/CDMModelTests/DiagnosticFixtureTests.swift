// One fixture per diagnostic code: expected codes and ranges marked in the source, messages and fix-its in goldens.

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

/// The fixtures live in `Fixtures/Diagnostics`. `<code>.cdm` is required for every code;
/// `<code>.<variant>.cdm` adds cases. In a fixture, `⟦…⟧` marks where a diagnostic must be and
/// `⟦other-code|…⟧` one of another code; the file must produce exactly the marked diagnostics.
/// Beside each fixture, `<name>.diagnostics` (golden) shows every message, fix-it and note under
/// the line it points at, and `<name>.fixed` (golden, when the fixture's code has fix-its) the
/// text after applying the first fix-it of each of its diagnostics.
final class DiagnosticFixtureTests: XCTestCase {
    static var folder: URL { TestPaths.fixtures("CDMModelTests", "Diagnostics") }

    static func code(ofFixture url: URL) -> String {
        String(url.lastPathComponent.prefix { $0 != "." })
    }

    func testEveryCodeHasAFixture() {
        // Codes that compare two versions have theirs in CDMVersionsTests (Fixtures/Steps).
        // Expression rules have theirs in Fixtures/Expressions (ExpressionRulesTests).
        for code in DiagnosticCode.allCases where !code.comparesVersions && !code.isAboutTheWholeFile && !code.isAboutTheBundle && !code.isExpressionRule {
            let url = Self.folder.appendingPathComponent("\(code.rawValue).cdm")
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "diagnostic code '\(code.rawValue)' has no fixture \(url.lastPathComponent)")
        }
    }

    func testEveryFixtureIsNamedAfterACode() {
        let fixtures = TestPaths.cdmFiles(in: Self.folder)
        XCTAssertFalse(fixtures.isEmpty)
        for url in fixtures {
            XCTAssertNotNil(DiagnosticCode(rawValue: Self.code(ofFixture: url)), "\(url.lastPathComponent) does not start with a diagnostic code")
        }
        for golden in TestPaths.files(in: Self.folder, withExtension: "diagnostics") + TestPaths.files(in: Self.folder, withExtension: "fixed") {
            let input = golden.deletingPathExtension().appendingPathExtension("cdm")
            XCTAssertTrue(FileManager.default.fileExists(atPath: input.path), "\(golden.lastPathComponent) has no fixture \(input.lastPathComponent)")
        }
    }

    func testFixtures() throws {
        for url in TestPaths.cdmFiles(in: Self.folder) {
            guard let marked = TestPaths.read(url) else { continue }
            check(fixture: url, MarkedText(marked))
        }
    }

    private func check(fixture url: URL, _ fixture: MarkedText) {
        let name = url.lastPathComponent
        let code = Self.code(ofFixture: url)
        let analysis = Analyzer.analyze(text: fixture.text, defaultModelName: "Fixture")
        let expected = fixture.labelledRanges(defaultLabel: code).map { "\($0.label)@\($0.range)" }.sorted()
        let actual = analysis.diagnostics.map { "\($0.code.rawValue)@\($0.range)" }.sorted()
        if expected != actual {
            // Show the fixture as it would have to be marked to pass.
            let wouldBe = MarkedText.mark(fixture.text, ranges: analysis.diagnostics.map { (label: $0.code.rawValue == code ? nil : $0.code.rawValue, range: $0.range) })
            XCTFail("\(name): the diagnostics differ from the marks.\nexpected: \(expected)\nactual:   \(actual)\nmarked as found:\n\(wouldBe)")
        }
        XCTAssertTrue(analysis.diagnostics.contains { $0.code.rawValue == code }, "\(name) does not produce '\(code)'")
        for d in analysis.diagnostics {
            XCTAssertEqual(d.severity, d.code.severity, "\(name): \(d.code.rawValue) has the wrong severity")
            XCTAssertFalse(d.message.isEmpty)
            checkMessageStyle(d.message, in: name)
            XCTAssertLessThanOrEqual(d.range.end, fixture.text.utf8.count, "\(name): range past the end")
        }
        let index = LineIndex(fixture.text)
        Golden.assertMatches(
            renderAnnotated(fixture.text, analysis.diagnostics.map { annotation($0, index) }), golden: url.deletingPathExtension().appendingPathExtension("diagnostics"))
        checkFixIts(analysis, code: code, text: fixture.text, fixture: url)
    }

    /// Swift's diagnostic style: starts lower-case (or with a quoted name), no final period.
    private func checkMessageStyle(_ message: String, in name: String) {
        XCTAssertFalse(message.hasSuffix("."), "\(name): message ends with a period: \(message)")
        if let first = message.unicodeScalars.first, first.properties.isUppercase {
            XCTFail("\(name): message starts with a capital letter: \(message)")
        }
    }

    private func annotation(_ d: Diagnostic, _ index: LineIndex) -> Annotation {
        var lines = ["\(d.severity.name) \(d.code.rawValue): \(d.message)"]
        for r in d.related {
            let p = index.position(of: r.range.start, encoding: .utf8)
            lines.append("note at \(p.line + 1):\(p.column + 1): \(r.message)")
        }
        for fix in d.fixIts {
            let edits = fix.edits.map { e -> String in
                let p = index.position(of: e.range.start, encoding: .utf8)
                return "\(p.line + 1):\(p.column + 1) \(e.range.isEmpty ? "insert" : "replace \(e.range.length) with") \(e.newText.debugDescription)"
            }
            lines.append("fix-it \"\(fix.title)\": \(edits.joined(separator: "; "))")
        }
        if d.isUnnecessary { lines.append("(unnecessary)") }
        return Annotation(range: d.range, lines: lines)
    }

    private func checkFixIts(_ analysis: Analysis, code: String, text: String, fixture url: URL) {
        let name = url.lastPathComponent
        let syntaxErrorsBefore = analysis.diagnostics.filter { $0.code == .syntaxError }.count
        var firstFixes: [(range: TextRange, newText: String)] = []
        for d in analysis.diagnostics where !d.fixIts.isEmpty {
            for fix in d.fixIts {
                XCTAssertFalse(fix.edits.isEmpty, "\(name): fix-it '\(fix.title)' has no edits")
                XCTAssertFalse(fix.title.isEmpty)
                let fixed: String
                do {
                    fixed = try applyEdits(fix.edits.map { ($0.range, $0.newText) }, to: text)
                } catch {
                    XCTFail("\(name): fix-it '\(fix.title)' cannot be applied: \(error)")
                    continue
                }
                let after = Analyzer.analyze(text: fixed, defaultModelName: "Fixture").diagnostics
                let before = analysis.diagnostics.filter { $0.code == d.code }.count
                XCTAssertLessThan(after.filter { $0.code == d.code }.count, before, "\(name): fix-it '\(fix.title)' does not remove its \(d.code.rawValue) diagnostic:\n\(fixed)")
                XCTAssertLessThanOrEqual(after.filter { $0.code == .syntaxError }.count, syntaxErrorsBefore, "\(name): fix-it '\(fix.title)' makes a syntax error:\n\(fixed)")
            }
            if d.code.rawValue == code { firstFixes += d.fixIts[0].edits.map { ($0.range, $0.newText) } }
        }
        guard !firstFixes.isEmpty else { return }
        do {
            let fixed = try applyEdits(firstFixes, to: text)
            Golden.assertMatches(fixed, golden: url.deletingPathExtension().appendingPathExtension("fixed"))
            // When every diagnostic of the code has a fix, none is left after applying them all.
            let all = Analyzer.analyze(text: text, defaultModelName: "Fixture").diagnostics.filter { $0.code.rawValue == code }
            if all.allSatisfy({ !$0.fixIts.isEmpty }) {
                let left = Analyzer.analyze(text: fixed, defaultModelName: "Fixture").diagnostics.filter { $0.code.rawValue == code }
                XCTAssertEqual(left.map(\.message), [], "\(name): diagnostics left after applying every fix-it")
            }
        } catch {
            XCTFail("\(name): the fix-its of '\(code)' cannot be applied together: \(error)")
        }
    }
}
