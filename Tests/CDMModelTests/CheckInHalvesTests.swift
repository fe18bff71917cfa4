// A large model's members are checked in two halves of its inheritance trees at once: the same diagnostics, in the same order, and the same ranges per entity as one walk.

import CDMSyntax
import Foundation
import XCTest

@testable import CDMModel

final class CheckInHalvesTests: XCTestCase {
    /// Trees of entities with repeated and inherited names, a cycle, and repeated entity names.
    func model(trees: Int) -> Model {
        var text = "model Trees\n"
        for t in 0..<trees {
            text += "entity R\(t) {\n  name: String\n  code: Int16 = 0\n}\n"
            for c in 0..<3 {
                text +=
                    "entity C\(t)x\(c): \(c == 0 ? "R\(t)" : "C\(t)x\(c - 1)") {\n  own\(c): String\n  \(c == 2 ? "name: String" : "extra\(c): Int16 = 0")\n  twice: Bool = false\n  \(t % 5 == 0 ? "twice: Bool = true" : "")\n}\n"
            }
            if t % 97 == 0 { text += "entity R\(t) {\n}\n" }
            if t % 211 == 0 { text += "entity Loop\(t)A: Loop\(t)B { a: String }\nentity Loop\(t)B: Loop\(t)A { a: String }\n" }
        }
        var builder = ModelBuilder(defaultModelName: "Trees")
        builder.build(Parser.parse(text))
        builder.model.reindex()
        return builder.model
    }

    func testHalvesReportWhatOneWalkReports() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core: one walk")
        let model = model(trees: 600)
        XCTAssertGreaterThanOrEqual(model.entities.count, Checker.halvingThreshold)
        func run(inHalves: Bool) -> ([Diagnostic], [Range<Int>]) {
            var checker = Checker(model: model)
            var cyclic: Set<String> = []
            let cycles = checker.inheritanceCycles()
            for entity in model.entities { checker.checkParent(entity, &cyclic, cycles: cycles) }
            let reported = checker.checkAllMembers(cyclic: cyclic, inHalves: inHalves)
            return (checker.diagnostics, reported)
        }
        let (halves, halvesReported) = run(inHalves: true)
        let (one, oneReported) = run(inHalves: false)
        XCTAssertEqual(halves, one)
        XCTAssertEqual(halvesReported, oneReported)
        let codes = Set(one.map(\.code))
        XCTAssertTrue(codes.isSuperset(of: [.duplicateProperty, .inheritedPropertyRedeclared, .emptyEntity]), "\(codes)")
    }
}
