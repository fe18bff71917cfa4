// Small helpers shared by the editor feature tests: analysing fixtures and applying edits.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

/// Analyses `text` as a file named `Model.cdm`.
func analyze(_ text: String) -> Analysis { Analyzer.analyze(text: text) }

/// `text` with `edits` applied; fails the test (and returns `text`) when the edits overlap or leave the text.
func apply(_ edits: [TextEdit], to text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    do {
        return try applyEdits(edits.map { ($0.range, $0.newText) }, to: text)
    } catch {
        XCTFail("cannot apply edits: \(error)", file: file, line: line)
        return text
    }
}

/// The errors and warnings of an analysis, as `code: message` lines (hints left out).
func problems(_ analysis: Analysis) -> [String] {
    analysis.diagnostics.filter { $0.severity <= .warning }.map { "\($0.code.rawValue): \($0.message)" }
}

/// The errors and warnings of `text`.
func problems(_ text: String) -> [String] { problems(analyze(text)) }
