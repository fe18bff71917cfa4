// The predicate and derived-expression rules over their fixtures (marks and goldens, as DiagnosticFixtureTests), run by the analyzer as a rule family.

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

/// `Fixtures/Expressions/<name>.cdm`: `⟦code|…⟧` marks every diagnostic the analyzer must give for the file;
/// `<name>.diagnostics` (golden) shows each message under its line. A file named after an expression code
/// (`unknown-key-path.cdm`, `unknown-key-path.<variant>.cdm`) must give that code; `clean.<variant>.cdm` files
/// are controls (no marks). The analyzer finds the strings through the model (`ExpressionRuleFamily`); each
/// fixture also checks that it finds what `ExpressionRules.check` finds through the syntax tree.
final class ExpressionRulesTests: XCTestCase {
    static var folder: URL { TestPaths.fixtures("CDMModelTests", "Expressions") }

    /// What the analyzer reports for `text`.
    static func diagnostics(_ text: String) -> [Diagnostic] {
        Analyzer.analyze(text: text, defaultModelName: "Fixture").diagnostics
    }

    /// The analyzer's expression diagnostics, and those `ExpressionRules.check` finds through the syntax tree.
    static func bothWays(_ text: String) -> (analyzer: [String], tree: [String]) {
        let analysis = Analyzer.analyze(text: text, defaultModelName: "Fixture")
        let tree = ExpressionRules.check(analysis.model, root: analysis.parsed.syntax)
        func key(_ d: Diagnostic) -> String { "\(d.code.rawValue)@\(d.range): \(d.message)" }
        return (analysis.diagnostics.filter(\.code.isExpressionRule).map(key).sorted(), tree.map(key).sorted())
    }

    func testFixtures() {
        let fixtures = TestPaths.cdmFiles(in: Self.folder)
        XCTAssertFalse(fixtures.isEmpty)
        for url in fixtures {
            guard let marked = TestPaths.read(url) else { continue }
            let fixture = MarkedText(marked)
            let name = url.lastPathComponent
            let code = String(name.prefix { $0 != "." })
            let found = Self.diagnostics(fixture.text)
            let expected = fixture.labelledRanges(defaultLabel: code).map { "\($0.label)@\($0.range)" }.sorted()
            let actual = found.map { "\($0.code.rawValue)@\($0.range)" }.sorted()
            if expected != actual {
                let wouldBe = MarkedText.mark(fixture.text, ranges: found.map { (label: $0.code.rawValue == code ? nil : $0.code.rawValue, range: $0.range) })
                XCTFail("\(name): the diagnostics differ from the marks.\nexpected: \(expected)\nactual:   \(actual)\nmarked as found:\n\(wouldBe)")
            }
            if let c = DiagnosticCode(rawValue: code) {
                XCTAssertTrue(found.contains { $0.code == c }, "\(name) does not produce '\(code)'")
            }
            let both = Self.bothWays(fixture.text)
            XCTAssertEqual(both.analyzer, both.tree, "\(name): the analyzer and the tree's sites differ")
            for d in found {
                XCTAssertEqual(d.severity, d.code.severity)
                XCTAssertFalse(d.message.hasSuffix("."), "\(name): message ends with a period: \(d.message)")
                if let first = d.message.unicodeScalars.first, first.properties.isUppercase, !d.message.hasPrefix("Core Data") {
                    XCTFail("\(name): message starts with a capital letter: \(d.message)")
                }
            }
            let index = LineIndex(fixture.text)
            Golden.assertMatches(
                renderAnnotated(fixture.text, found.map { Annotation(range: $0.range, lines: ["\($0.severity.name) \($0.code.rawValue): \($0.message)"]) }),
                golden: url.deletingPathExtension().appendingPathExtension("diagnostics"))
            _ = index
        }
    }

    func testEveryExpressionCodeHasAFixture() {
        for code in DiagnosticCode.allCases where code.isExpressionRule {
            let url = Self.folder.appendingPathComponent("\(code.rawValue).cdm")
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "expression code '\(code.rawValue)' has no fixture \(url.lastPathComponent)")
        }
    }

    /// A file with more declarations than `ExpressionRuleFamily.halvingThreshold` has its strings checked
    /// in two halves at once: the same diagnostics, in the same order, as the tree's one walk and as the
    /// server's first analysis, with mistakes in both halves (and the one in the middle).
    func testStringsOfALargeFileCheckedInHalves() throws {
        let count = 400
        var text = ""
        for i in 0..<count {
            let next = (i + 1) % count
            let slip = i % 37 == 0 || i == count / 2
            text += """
                entity E\(i) {
                  name\(i): String?
                  size\(i): Int64 = 0 @derived("\(slip ? "item" : "items")\(i).@count")
                  items\(i): [E\(next)] @inverse(owner\(next))
                  owner\(i): E\((i + count - 1) % count)? @inverse(items\((i + count - 1) % count))
                  fetched named\(i): [E\(next)] @predicate("name\(next) == $FETCH_SOURCE.\(slip ? "nme" : "name")\(i)")
                }
                fetchRequest Named\(i): E\(i) @predicate("name\(i) BEGINSWITH $PREFIX AND \(slip ? "items\(i).name\(next) == 'x'" : "size\(i) > 2")")

                """
        }
        let both = Self.bothWays(text)
        XCTAssertEqual(both.analyzer.count, 3 * 12)
        XCTAssertEqual(both.analyzer, both.tree)
        let full = Analyzer.analyze(text: text, defaultModelName: "Fixture")
        XCTAssertEqual(full.diagnostics.filter(\.code.isExpressionRule).map(\.range), full.diagnostics.filter(\.code.isExpressionRule).map(\.range).sorted())
        let parser = IncrementalParser(bytes: Array(text.utf8))
        let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Fixture")
        XCTAssertEqual(analyzer.diagnostics(parser: parser), full.diagnostics)
    }

    /// The issue's example gives exactly its five diagnostics, at the characters of each mistake.
    func testTheIssueExampleGivesFiveDiagnostics() throws {
        let url = Self.folder.appendingPathComponent("issue-example.cdm")
        let fixture = MarkedText(try XCTUnwrap(TestPaths.read(url)))
        let found = Analyzer.analyze(text: fixture.text).diagnostics
        XCTAssertEqual(found.count, 5)
        XCTAssertEqual(found.map { fixture.slice($0.range) }, ["tagz", "nam", "startDat", "tags", ""])
        XCTAssertEqual(found.map(\.code.rawValue), ["unknown-key-path", "unknown-key-path", "unknown-key-path", "to-many-key-path", "expression-syntax-error"])
    }

    /// The examples of the expression codes in docs/diagnostics.md give their code.
    func testDocumentedExamplesGiveTheirCode() throws {
        let text = try XCTUnwrap(TestPaths.read(TestPaths.repoRoot.appendingPathComponent("docs/diagnostics.md")))
        for section in text.components(separatedBy: "\n### ").dropFirst() {
            guard let title = section.split(separator: "\n").first,
                let code = DiagnosticCode(rawValue: title.trimmingCharacters(in: CharacterSet(charactersIn: "` "))), code.isExpressionRule
            else { continue }
            let blocks = section.components(separatedBy: "```cdm\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            XCTAssertFalse(blocks.isEmpty, "\(code.rawValue) has no example")
            for example in blocks {
                XCTAssertTrue(
                    Self.diagnostics(example).contains { $0.code == code }, "the example of '\(code.rawValue)' gives \(Self.diagnostics(example).map(\.code.rawValue)):\n\(example)"
                )
            }
        }
    }
}

/// The `$VARIABLES` of fetch requests with the types their comparisons imply (for generated fetch functions).
final class PredicateVariableTests: XCTestCase {
    func testVariablesTakeTheTypeTheirComparisonsImply() throws {
        let model = Analyzer.analyze(
            text: """
                entity Employee {
                  name: String?
                  startDate: Date?
                  level: Int16 = 0
                  manager: Employee? @inverse(reports)
                  reports: [Employee] @inverse(manager)
                  tags: [Tag] @inverse(owner)
                }
                entity Tag {
                  name: String?
                  owner: Employee? @inverse(tags)
                }
                fetchRequest RecentHires: Employee @predicate("startDate > $SINCE AND name IN $NAMES AND manager == $BOSS AND $TAG IN tags AND tags.@count >= $MIN AND level BETWEEN $LEVELS AND ANY tags.name ==[c] $TAGNAME AND $UNTYPED.x == 1 AND SUBQUERY(reports, $r, $r.level > $LEVEL).@count > 0 AND startDate < $SINCE")
                fetchRequest NoPredicate: Employee
                """
        ).model
        let request = try XCTUnwrap(model.fetchRequests.first)
        XCTAssertEqual(
            ExpressionRules.variables(of: request, in: model),
            [
                PredicateVariable(name: "SINCE", type: .attribute(.date)),
                PredicateVariable(name: "NAMES", type: .attribute(.string), isCollection: true),
                PredicateVariable(name: "BOSS", type: .object("Employee")),
                PredicateVariable(name: "TAG", type: .object("Tag")),
                PredicateVariable(name: "MIN", type: .attribute(.int64)),
                PredicateVariable(name: "LEVELS", type: .attribute(.int16), isCollection: true),
                PredicateVariable(name: "TAGNAME", type: .attribute(.string)),
                PredicateVariable(name: "UNTYPED", type: .unknown),
                PredicateVariable(name: "LEVEL", type: .attribute(.int16)),
            ])
        XCTAssertEqual(ExpressionRules.variables(of: model.fetchRequests[1], in: model), [])
    }

    /// A fetched property's $FETCH_SOURCE is not a parameter; the example models' variables are typed.
    func testExampleRequests() throws {
        let url = TestPaths.repoRoot.appendingPathComponent("Examples/Company.cdm")
        let model = Analyzer.analyze(text: try XCTUnwrap(TestPaths.read(url))).model
        let request = try XCTUnwrap(model.fetchRequests.first { $0.name == "RecentHires" })
        XCTAssertEqual(ExpressionRules.variables(of: request, in: model), [PredicateVariable(name: "SINCE", type: .attribute(.date))])
    }
}
