// The diagnostics cap (issue 30): the first thousand of a document, errors before warnings, then one saying how many more.

import CDMModel
import CDMSyntax
import XCTest

final class DiagnosticLimitTests: XCTestCase {
    func diagnostic(_ code: DiagnosticCode, at offset: Int) -> Diagnostic {
        Diagnostic(code, "at \(offset)", at: TextRange(start: offset, end: offset + 1))
    }

    func testUnderTheLimitNothingChanges() {
        let all = (0..<DiagnosticLimit.maxPerDocument).map { diagnostic(.unknownType, at: $0) }
        XCTAssertEqual(DiagnosticLimit.capped(all), all)
        XCTAssertEqual(DiagnosticLimit.capped([]), [])
    }

    /// Warnings before errors in the text: where the limit cuts, the errors are kept, in the
    /// order they came; the summary stands for the rest, at the first one left out.
    func testErrorsAreKeptBeforeWarningsWhereTheLimitCuts() {
        var all: [Diagnostic] = []
        for i in 0..<5 { all.append(diagnostic(.missingInverse, at: i)) }  // warnings
        for i in 5..<10 { all.append(diagnostic(.unknownType, at: i)) }  // errors
        all.append(diagnostic(.optionalNumericWithoutDefault, at: 10))  // information
        let capped = DiagnosticLimit.capped(all, limit: 7)
        XCTAssertEqual(capped.count, 8)
        XCTAssertEqual(capped.prefix(7).map(\.range.start), [0, 1, 5, 6, 7, 8, 9], "the errors and the first warnings, in their order")
        let summary = capped[7]
        XCTAssertEqual(summary.code, .tooManyDiagnostics)
        XCTAssertEqual(summary.severity, .warning, "as severe as the most severe one left out")
        XCTAssertEqual(summary.range, TextRange.empty(at: 2), "at the first one left out")
        XCTAssertEqual(summary.message, "4 more diagnostics not shown (3 warnings, 1 info); cdm reports the first 7 of a file")
    }

    func testTheSummaryIsAnErrorWhenErrorsAreLeftOut() {
        let all = (0..<1_500).map { diagnostic($0 % 4 == 0 ? .missingInverse : .unknownType, at: $0) }
        let capped = DiagnosticLimit.capped(all)
        XCTAssertEqual(capped.count, DiagnosticLimit.maxPerDocument + 1)
        XCTAssertTrue(capped.dropLast().allSatisfy { $0.severity == .error }, "1,000 errors kept before any warning")
        XCTAssertEqual(capped.last?.severity, .error)
        XCTAssertEqual(capped.last?.range, TextRange.empty(at: 0), "the first warning was left out")
        XCTAssertEqual(capped.last?.message, "500 more diagnostics not shown (125 errors, 375 warnings); cdm reports the first 1000 of a file")
    }
}
