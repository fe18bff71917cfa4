// The store check with a memo of the previous keystroke gives what a check from scratch gives, edit after edit, on real histories.

import CDMImport
import CDMTestSupport
import XCTest

@testable import CDMModel

final class StoreCheckTests: XCTestCase {
    /// Types a letter after attribute names, a `?` after types and a new attribute, one edit at a
    /// time, and compares the memo's answer with a fresh check after each.
    func assertMemoMatchesFreshCheck(_ bundle: URL, edits: Int) throws {
        let read = VersionHistory.frozenVersions(in: bundle)
        let newest = try XCTUnwrap(read.versions.last)
        let plan = StoreCheck.Plan(read.versions.map { FrozenStore(name: $0.name, model: $0.model, mappingModels: read.mappings(from: $0.name)) })
        let imported = try XcodeImporter.importModel(at: bundle, version: newest.name)
        var lines = imported.cdmText.components(separatedBy: "\n")
        let memo = StoreCheck.Memo()
        func check(_ text: String) {
            let model = Analyzer.analyze(text: text).model
            let fresh = StoreCheck.check(model, plan: plan).problems.map(\.diagnostic).sortedByPosition()
            let kept = StoreCheck.check(model, plan: plan, memo: memo).problems.map(\.diagnostic).sortedByPosition()
            XCTAssertEqual(kept, fresh)
        }
        check(lines.joined(separator: "\n"))
        let attributes = lines.indices.filter { lines[$0].hasPrefix("  ") && lines[$0].contains(": ") && !lines[$0].contains("//") }
        XCTAssertFalse(attributes.isEmpty)
        for k in 0..<edits {
            let i = attributes[(k * 7919 + 17) % attributes.count]
            switch k % 3 {
            case 0: lines[i] = lines[i].replacingOccurrences(of: ": ", with: "x: ")
            case 1: lines[i] = lines[i].replacingOccurrences(of: "?", with: "")
            default: lines.insert("  added\(k): Int64", at: i)
            }
            check(lines.joined(separator: "\n"))
        }
    }

    func testMemoOnMastodon() throws {
        try assertMemoMatchesFreshCheck(RealHistoryTests.histories.appendingPathComponent("mastodon-ios/CoreData.xcdatamodeld"), edits: 30)
    }

    func testMemoOnWooCommerce() throws {
        try TestScale.requireSlowRun()  // 117 versions compared in full after each edit: a minute in a debug build
        try assertMemoMatchesFreshCheck(RealHistoryTests.woo, edits: 30)
    }

    /// The hand-made histories: renames, mapping models, gaps.
    func testMemoOnHandMadeHistories() throws {
        for fixture in TestPaths.cdmFiles(in: StoreHistory.fixtures) {
            guard let text = TestPaths.read(fixture) else { continue }
            let versions = try StoreHistory.versions(text)
            let models = versions.map { Analyzer.analyze(text: $0).model }
            let plan = StoreCheck.Plan(models.dropLast().enumerated().map { FrozenStore(name: "H \($0.offset + 1)", model: $0.element) })
            let memo = StoreCheck.Memo()
            var current = versions.last!
            for k in 0..<6 {
                let model = Analyzer.analyze(text: current).model
                let fresh = StoreCheck.check(model, plan: plan).problems.map(\.diagnostic).sortedByPosition()
                XCTAssertEqual(StoreCheck.check(model, plan: plan, memo: memo).problems.map(\.diagnostic).sortedByPosition(), fresh, fixture.lastPathComponent)
                // Move everything (a comment line on top), then change the last entity's first property.
                current = k % 2 == 0 ? "// edit \(k)\n" + current : current.replacingOccurrences(of: "?\n}", with: "\n}")
            }
        }
    }
}
