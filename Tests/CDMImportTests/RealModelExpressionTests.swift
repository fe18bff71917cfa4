// No false alarms on real models: every predicate and derived expression of the vendored Xcode models and the examples checks clean.

import CDMImport
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

final class RealModelExpressionTests: XCTestCase {
    /// Diagnostics a real model really deserves, by file name and code, with the reason (none so far).
    static let deserved: [String: [String: String]] = [:]

    /// Every `contents` file under `Tests/Fixtures` (the corpus, the CloudKit models, the version histories)
    /// that has a predicate or a derived attribute, imported and checked: the expressions parse and check clean.
    func testRealModelsCheckClean() throws {
        let root = TestPaths.repoRoot.appendingPathComponent("Tests/Fixtures")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var sites = 0
        var models = 0
        for case let url as URL in enumerator where url.lastPathComponent == "contents" || url.pathExtension == "contents" {
            let data = try Data(contentsOf: url)
            let xml = String(decoding: data, as: UTF8.self)
            guard xml.contains("predicateString=") || xml.contains("derivationExpression=") else { continue }
            let name = url.path.replacingOccurrences(of: root.path + "/", with: "")
            let imported = try XcodeImporter.importContents(data, fileName: url.path)
            let analysis = Analyzer.analyze(text: imported.cdmText)
            let found = ExpressionSite.sites(in: analysis.model, root: analysis.parsed.syntax)
            sites += found.count
            models += 1
            let expressions = xml.components(separatedBy: "predicateString=").count + xml.components(separatedBy: "derivationExpression=").count - 2
            XCTAssertEqual(found.count, expressions, "\(name): every predicate and derived expression is a site")
            for site in found {
                for d in ExpressionRules.check(site, in: analysis.model) where Self.deserved[name]?[d.code.rawValue] == nil {
                    XCTFail("\(name): '\(site.literal.text)': \(d.code.rawValue): \(d.message)")
                }
            }
        }
        // Aidoku (3 versions), CoreDataCloudKitShare and mogenerator's test model: 11 strings when this was written.
        XCTAssertGreaterThanOrEqual(models, 5, "the real models with predicates or derived attributes")
        XCTAssertGreaterThanOrEqual(sites, 11)
    }

    /// The examples' predicates and derived attributes check clean too.
    func testExamplesCheckClean() throws {
        for url in TestPaths.examples() {
            let text = try XCTUnwrap(TestPaths.read(url))
            let analysis = Analyzer.analyze(text: text)
            XCTAssertEqual(ExpressionRules.check(analysis.model, root: analysis.parsed.syntax).map(\.message), [], url.lastPathComponent)
        }
    }
}
