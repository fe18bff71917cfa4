// Parser golden tests: every file in Fixtures/Parser is parsed and its tree dump and errors compared with `<name>.dump`.

import CDMSyntax
import CDMTestSupport
import XCTest

final class ParserGoldenTests: XCTestCase {
    static var folder: URL { TestPaths.fixtures("CDMSyntaxTests", "Parser") }

    /// The golden text for one input: the tree dump, then the syntax errors with line:column.
    static func render(_ text: String) -> String {
        let parsed = Parser.parse(text)
        let index = LineIndex(text)
        var out = parsed.root.dump()
        out += "--- errors: \(parsed.diagnostics.count)\n"
        for d in parsed.diagnostics {
            let start = index.position(of: d.range.start, encoding: .utf8)
            let end = index.position(of: d.range.end, encoding: .utf8)
            out += "\(start.line + 1):\(start.column + 1)-\(end.line + 1):\(end.column + 1) \(d.range) \(d.code.rawValue): \(d.message)\n"
        }
        return out
    }

    func testEveryFixtureMatchesItsDump() throws {
        let inputs = TestPaths.cdmFiles(in: Self.folder)
        XCTAssertGreaterThanOrEqual(inputs.count, 20, "the parser fixtures are missing from \(Self.folder.path)")
        for input in inputs {
            guard let text = TestPaths.read(input) else { continue }
            let dump = input.deletingPathExtension().appendingPathExtension("dump")
            Golden.assertMatches(Self.render(text), golden: dump)
        }
    }

    /// A dump without its input is left over from a renamed or deleted fixture.
    func testNoOrphanDumps() {
        for dump in TestPaths.files(in: Self.folder, withExtension: "dump") {
            let input = dump.deletingPathExtension().appendingPathExtension("cdm")
            XCTAssertTrue(FileManager.default.fileExists(atPath: input.path), "\(dump.lastPathComponent) has no input \(input.lastPathComponent)")
        }
    }

    /// Fixtures named `valid-*` must parse without errors; `error-*` ones must have at least one.
    func testFixtureNamesMatchTheirErrors() {
        for input in TestPaths.cdmFiles(in: Self.folder) {
            guard let text = TestPaths.read(input) else { continue }
            let name = input.lastPathComponent
            let errors = Parser.parse(text).diagnostics
            if name.hasPrefix("valid-") {
                XCTAssertEqual(errors.map(\.message), [], "\(name) should parse cleanly")
            } else if name.hasPrefix("error-") {
                XCTAssertFalse(errors.isEmpty, "\(name) should have a syntax error")
            } else {
                XCTFail("parser fixture \(name) should be named valid-… or error-…")
            }
        }
    }

    func testEveryFixturePrintsBackExactly() {
        for input in TestPaths.cdmFiles(in: Self.folder) {
            guard let text = TestPaths.read(input) else { continue }
            XCTAssertEqual(Parser.parse(text).root.text, text, input.lastPathComponent)
        }
    }
}
