// Names that break generated code depend on what is generated: the file's `generate` lines or the command line's.

import CDMModel
import CDMSyntax
import XCTest

final class GeneratedNamesTests: XCTestCase {
    /// A model Xcode compiles as it is: keywords and Swift's type names are free while nothing
    /// generates the language they belong to.
    let model = """
        entity Error {
          float: Double = 0
          int: Int32 = 0
          id: UUID?
        }

        entity Tag @class(Class) {
          name: String
        }
        """

    func testNothingIsRefusedWithoutGeneratedCode() {
        XCTAssertEqual(Analyzer.analyze(text: model).diagnostics.map(\.code), [])
    }

    func testTargetsFromTheCommandLineAreChecked() {
        let analysis = Analyzer.analyze(text: model)
        let text = { (range: TextRange) in String(decoding: Array(self.model.utf8)[range.start..<range.end], as: UTF8.self) }
        let objc = Analyzer.generatedNameDiagnostics(analysis, adding: [GenerateTarget(kind: .objc, path: "ObjC")])
        XCTAssertEqual(objc.map(\.code), [.keywordName, .keywordName, .classShadowsType], "`id` is fine as an Objective-C property")
        XCTAssertEqual(objc.map { text($0.range) }, ["float", "int", "Class"])
        let swift = Analyzer.generatedNameDiagnostics(analysis, adding: [GenerateTarget(kind: .swift, path: "Swift")])
        XCTAssertEqual(swift.map(\.code), [.classShadowsType])
        XCTAssertEqual(swift.map { text($0.range) }, ["Error"])
        var builder = GenerateTarget(kind: .builder, path: "Builder")
        builder.language = .objc
        let objcBuilder = Analyzer.generatedNameDiagnostics(analysis, adding: [builder])
        XCTAssertEqual(objcBuilder.map(\.code), [.classShadowsType], "the Objective-C builder spells property names as strings")
        XCTAssertEqual(Analyzer.generatedNameDiagnostics(analysis, adding: [GenerateTarget(kind: .xcdatamodel, path: "M.xcdatamodeld")]), [])
    }

    func testWhatTheFileReportsIsNotRepeated() {
        let analysis = Analyzer.analyze(text: "generate objc to \"ObjC\"\n" + model)
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.keywordName, .keywordName, .classShadowsType])
        XCTAssertEqual(Analyzer.generatedNameDiagnostics(analysis, adding: [GenerateTarget(kind: .objc, path: "Other")]), [])
    }

    /// A Date with Xcode's "Use Scalar Type" is scalar in generated code; by default it is an object.
    func testScalarDate() {
        let analysis = Analyzer.analyze(text: "entity Event {\n  start: Date @scalar(true)\n  end: Date\n  stop: Date @scalar(false)\n}")
        XCTAssertEqual(analysis.diagnostics, [])
        let attributes = analysis.model.entities[0].attributes
        XCTAssertEqual(attributes.map(\.usesScalarValueType), [true, false, false])
    }
}
