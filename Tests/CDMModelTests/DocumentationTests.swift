// The reference docs keep up with the code: every modifier, type, keyword and diagnostic code is documented.

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class DocumentationTests: XCTestCase {
    private func doc(_ name: String) -> String? {
        TestPaths.read(TestPaths.repoRoot.appendingPathComponent("docs").appendingPathComponent(name))
    }

    func testEveryDiagnosticCodeHasASectionWithSeverityAndExample() throws {
        guard let text = doc("diagnostics.md") else { return }
        let sections = text.components(separatedBy: "\n### ").dropFirst()
        var documented: [String: String] = [:]
        for section in sections {
            guard let title = section.split(separator: "\n").first else { continue }
            let code = title.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            documented[code] = section
        }
        for code in DiagnosticCode.allCases {
            guard let section = documented[code.rawValue] else {
                XCTFail("docs/diagnostics.md has no '### `\(code.rawValue)`' section")
                continue
            }
            XCTAssertTrue(section.contains("Severity: \(code.severity.name)"), "docs/diagnostics.md: '\(code.rawValue)' should say 'Severity: \(code.severity.name)'")
            XCTAssertTrue(section.contains("```cdm"), "docs/diagnostics.md: '\(code.rawValue)' has no failing example")
            // What Xcode does with the same model: the reason for the severity (issue 16).
            XCTAssertTrue(section.contains("\nXcode: "), "docs/diagnostics.md: '\(code.rawValue)' has no 'Xcode:' line saying what Xcode does with the same model")
        }
        for code in documented.keys {
            XCTAssertNotNil(DiagnosticCode(rawValue: code), "docs/diagnostics.md documents '\(code)', which is not a diagnostic code")
        }
    }

    /// The examples in docs/diagnostics.md produce the code of their section.
    func testDiagnosticExamplesProduceTheirCode() {
        guard let text = doc("diagnostics.md") else { return }
        for section in text.components(separatedBy: "\n### ").dropFirst() {
            guard let title = section.split(separator: "\n").first,
                let code = DiagnosticCode(rawValue: title.trimmingCharacters(in: CharacterSet(charactersIn: "` "))),
                !code.comparesVersions,  // two versions per example: CDMVersionsTests checks them
                !code.isAboutTheWholeFile,  // the file's size: HostileRequestTests and CLITests check it
                !code.isAboutTheBundle  // a broken frozen version: CDMVersionsTests checks it
            else { continue }
            for example in codeBlocks(section) {
                let found = Analyzer.analyze(text: example).diagnostics.map(\.code)
                XCTAssertTrue(found.contains(code), "docs/diagnostics.md: the example of '\(code.rawValue)' gives \(found.map(\.rawValue)):\n\(example)")
            }
        }
    }

    func testEveryModifierTypeAndKeywordIsInTheLanguageReference() {
        guard let text = doc("language.md") else { return }
        for spec in Modifiers.all {
            XCTAssertTrue(text.contains("`@\(spec.name)"), "docs/language.md does not document '@\(spec.name)'")
        }
        for type in AttributeType.builtinNames {
            XCTAssertTrue(text.contains("`\(type)"), "docs/language.md does not document the type '\(type)'")
        }
        for keyword in Keyword.all {
            XCTAssertTrue(text.contains("`\(keyword)"), "docs/language.md does not mention the keyword '\(keyword)'")
        }
        for kind in GenerateKind.allCases {
            XCTAssertTrue(text.contains("`\(kind.rawValue)`"), "docs/language.md does not document 'generate \(kind.rawValue)'")
        }
    }

    /// Every complete model in docs/language.md (a block that starts with a comment line saying
    /// `// checks clean`) has no diagnostic at all.
    func testLanguageReferenceExamplesCheckClean() {
        guard let text = doc("language.md") else { return }
        let clean = codeBlocks(text).filter { $0.hasPrefix("// checks clean") }
        XCTAssertGreaterThanOrEqual(clean.count, 3, "docs/language.md should have complete examples marked '// checks clean'")
        for example in clean {
            let found = Analyzer.analyze(text: example).diagnostics.map { "\($0.code.rawValue): \($0.message)" }
            XCTAssertEqual(found, [], "docs/language.md example should check clean:\n\(example)")
        }
    }

    private func codeBlocks(_ markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```cdm") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
