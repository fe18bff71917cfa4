// The migration codes' examples in docs/diagnostics.md: each pair of versions produces its section's code.

import CDMModel
import CDMTestSupport
import XCTest

final class MigrationDocumentationTests: XCTestCase {
    func testEachMigrationCodeHasAPairOfVersionsThatProducesIt() throws {
        let url = TestPaths.repoRoot.appendingPathComponent("docs/diagnostics.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var documented = Set<DiagnosticCode>()
        for section in text.components(separatedBy: "\n### ").dropFirst() {
            guard let title = section.split(separator: "\n").first,
                let code = DiagnosticCode(rawValue: title.trimmingCharacters(in: CharacterSet(charactersIn: "` "))),
                code.comparesVersions
            else { continue }
            documented.insert(code)
            let blocks = section.components(separatedBy: "```cdm\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
            XCTAssertEqual(blocks.count, 2, "\(code.rawValue): the example is the frozen version, then the current one")
            guard blocks.count == 2 else { continue }
            let frozen = Analyzer.analyze(text: blocks[0])
            let current = Analyzer.analyze(text: blocks[1])
            XCTAssertEqual(frozen.diagnostics.map(\.message), [], "\(code.rawValue): the frozen version has problems")
            XCTAssertEqual(current.diagnostics.map(\.message), [], "\(code.rawValue): the current version has problems")
            let problems = MigrationCheck.compare(from: frozen.model, to: current.model).problems
            XCTAssertTrue(problems.contains { $0.code == code }, "\(code.rawValue): the example gives \(problems.map(\.code.rawValue))")
            // The quoted message is the one reported.
            if let quote = section.split(separator: "\n").first(where: { $0.hasPrefix("> ") }) {
                XCTAssertTrue(problems.contains { $0.message == quote.dropFirst(2) }, "\(code.rawValue): the quoted message differs from \(problems.map(\.message))")
            }
        }
        XCTAssertEqual(documented, Set(DiagnosticCode.allCases.filter(\.comparesVersions)))
    }
}
