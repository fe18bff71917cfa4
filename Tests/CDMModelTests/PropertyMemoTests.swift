// A property node the parser shares is built once per file and moved to each place it stands: the model and diagnostics are those of building every node.

import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMModel

final class PropertyMemoTests: XCTestCase {
    /// Builds `text` with or without the memo of shared property nodes, then checks it as a whole.
    func analysis(_ text: String, memoizing: Bool) -> (Model, [Diagnostic]) {
        let parsed = Parser.parse(text)
        var builder = ModelBuilder(defaultModelName: "Memo")
        builder.build(parsed, memoizing: memoizing)
        builder.model.reindex()
        var checker = Checker(model: builder.model)
        checker.entitiesWithUnresolvedMembers = builder.entitiesWithUnresolvedMembers
        checker.check()
        return (builder.model, (builder.diagnostics + checker.diagnostics).sortedByPosition())
    }

    /// Entities that repeat property lines of every shape, some with errors, at different offsets.
    /// (A node of more than 8 children, such as a line with a doc comment and 3 modifiers, is not shared.)
    func text(entities count: Int) -> String {
        let shared = """
              /// A doc comment that belongs to the property.
              name: String @length(1...120) @unique @indexed
              code: String @unique
              count: Int32 = 0 @range(0...) @userInfo(key: "value")
              score: Double? = 1.5 @transient
              stamp: Date = "2024-01-01T00:00:00Z" @range("2020-01-01T00:00:00Z"...)
              blob: Data? @externalStorage @versionHash("v1") @renamedFrom(oldBlob)
              colour: Transformable<UIColor>? @transformer("ColorTransformer")
              `deleted`: Bool = false
              place: Place?
              pattern: String? @regex("^[a-z]+$") @xcode(elementID: "pattern-id")
              owner: Owner? @inverse(things) @deleteRule(cascade)
              helpers: [Owner] @inverse(helped) @count(1...5) @ordered
              broken: String @regex("[")
              unknown: Strng
              Capital: String
              repeated: Int64 = 1 @unique @unique
              toManyBad: [Owner]?
            """
        var out = "model Memo\n\ncomposite Place {\n  street: String?\n  number: Int16 = 0\n}\n\n"
        out += "entity Owner {\n  things: [Thing0] @inverse(owner)\n  helped: [Thing0] @inverse(helpers)\n}\n\n"
        for i in 0..<count {
            out += "entity Thing\(i)\(i % 3 == 1 ? ": Thing0" : "") {\n\(shared)\n  own\(i): String\n}\n"
        }
        return out
    }

    func testSharedPropertiesBuildAsEveryNodeDoes() {
        let text = text(entities: 12)
        // The parser shares the repeated lines: fewer property nodes than property lines.
        let parsed = Parser.parse(text)
        var nodes = Set<ObjectIdentifier>()
        var lines = 0
        for decl in parsed.declarations where decl.kind == .entityDecl {
            for member in decl.childNodes where member.kind == .property {
                nodes.insert(ObjectIdentifier(member.node))
                lines += 1
            }
        }
        XCTAssertLessThan(nodes.count, lines / 2, "equal property lines are shared nodes")

        let (memoModel, memoDiagnostics) = analysis(text, memoizing: true)
        let (model, diagnostics) = analysis(text, memoizing: false)
        XCTAssertEqual(memoModel, model)
        XCTAssertEqual(memoDiagnostics, diagnostics)
        XCTAssertEqual(memoModel.entities.count, 13)
        // Errors are reported at every place they stand, not once.
        XCTAssertEqual(diagnostics.filter { $0.code == .invalidRegex }.count, 12)
        XCTAssertEqual(diagnostics.filter { $0.code == .unknownType }.count, 12)
        XCTAssertFalse(diagnostics.filter { $0.code == .inheritedPropertyRedeclared }.isEmpty)
        // Moved ranges name each place's own text.
        for entity in memoModel.entities where entity.name.hasPrefix("Thing") {
            for a in entity.attributes {
                let written = String(decoding: Array(text.utf8)[a.nameRange.start..<a.nameRange.end], as: UTF8.self)
                XCTAssertEqual(written.replacingOccurrences(of: "`", with: ""), a.name)
            }
            for u in entity.uniqueConstraints {
                let written = String(decoding: Array(text.utf8)[u.range.start..<u.range.end], as: UTF8.self)
                XCTAssertEqual(written, "@unique")
            }
        }
    }

    /// The same with the halves a large file is built in, and the incremental analyzer's first build.
    /// Only a file past the halving threshold shows it: the slow group (`BuildInHalvesTests` builds
    /// in halves in the quick suite).
    func testLargeFileInHalves() throws {
        try TestScale.requireSlowRun()
        let text = text(entities: 1200)
        let (model, diagnostics) = analysis(text, memoizing: false)
        let whole = Analyzer.analyze(text: text, defaultModelName: "Memo")
        XCTAssertEqual(whole.model, model)
        XCTAssertEqual(whole.diagnostics, diagnostics)
        let parser = IncrementalParser(bytes: Array(text.utf8))
        let analyzer = IncrementalAnalyzer(parser: parser, defaultModelName: "Memo")
        XCTAssertEqual(analyzer.diagnostics(parser: parser), diagnostics)
    }
}
