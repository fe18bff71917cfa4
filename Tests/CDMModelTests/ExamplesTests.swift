// Every model in Examples/ checks clean: no error, no warning and no information.

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class ExamplesTests: XCTestCase {
    func testEveryExampleChecksClean() {
        let examples = TestPaths.examples()
        for url in examples {
            guard let text = TestPaths.read(url) else { continue }
            let analysis = Analyzer.analyze(text: text, defaultModelName: url.deletingPathExtension().lastPathComponent)
            let index = LineIndex(text)
            let shown = analysis.diagnostics.map { d -> String in
                let p = index.position(of: d.range.start, encoding: .utf8)
                return "\(url.lastPathComponent):\(p.line + 1):\(p.column + 1): \(d.severity.name): \(d.message) [\(d.code.rawValue)]"
            }
            XCTAssertEqual(shown, [], "\(url.lastPathComponent) should check clean")
            XCTAssertEqual(analysis.parsed.root.text, text, "\(url.lastPathComponent) should print back exactly")
            XCTAssertFalse(analysis.model.entities.isEmpty, "\(url.lastPathComponent) has entities")
        }
    }

    /// The examples exercise the model: spot checks that what they say reaches the model.
    func testEverythingExampleBuildsTheExpectedModel() throws {
        let url = TestPaths.repoRoot.appendingPathComponent("Examples/Everything.cdm")
        guard let text = TestPaths.read(url) else { return }
        let model = Analyzer.analyze(text: text, defaultModelName: "Everything").model
        XCTAssertEqual(model.name, "Everything")
        XCTAssertEqual(model.versionIdentifier, "1.0")
        XCTAssertEqual(model.generates.map(\.kind), [.swift, .objc, .xcdatamodel, .builder, .mermaid, .svg])
        let sample = try XCTUnwrap(model.entity(named: "Sample"))
        XCTAssertEqual(sample.className, "SampleMO")
        XCTAssertEqual(sample.doc, "All attribute types.")
        XCTAssertEqual(sample.attributes.count, 20)
        XCTAssertEqual(sample.relationships.map(\.name), ["tags", "owner"])
        XCTAssertEqual(sample.fetchedProperties.map(\.name), ["related"])
        XCTAssertEqual(sample.uniqueConstraints.map { $0.properties.map(\.name) }, [["uid"], ["str", "flag"]])
        XCTAssertEqual(sample.indexes.first?.parts.map(\.ascending), [false, true])
        XCTAssertEqual(model.configurations.map(\.name), ["Default", "Synced"])
        XCTAssertEqual(model.fetchRequests.first?.predicate, "radius > 10")
        XCTAssertEqual(model.composites.first?.attributes.map(\.name), ["amount", "currency"])
    }
}
