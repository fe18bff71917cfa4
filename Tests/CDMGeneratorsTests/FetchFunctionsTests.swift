// Typed fetch functions (`@fetchFunctions`, issue 33 feature 3): golden files, parameter names and types, the option's reach.

import CDMModel
import CDMTestSupport
import Foundation
import XCTest

@testable import CDMGenerators

final class FetchFunctionsTests: XCTestCase {
    static func target(_ kind: GenerateKind) -> GenerateTarget {
        var target = GenerateTarget(kind: kind, path: "out")
        target.fetchFunctions = true
        return target
    }

    /// `Golden/<Model>/{swift,objc}-fetchFunctions/` for Company (one request, `$SINCE`) and the typecheck's
    /// `Fetches` model (every kind of variable, other result types, a sub-entity's request); the typecheck stage
    /// compiles the same output with `Fetches.api.swift`/`.api.m`.
    func testGoldenFiles() throws {
        let models = [
            TestPaths.repoRoot.appendingPathComponent("Examples/Company.cdm"), TestPaths.testsRoot.appendingPathComponent("Typecheck/Models/Fetches.cdm"),
        ]
        for url in models {
            let model = try XCTUnwrap(CodegenSupport.model(url))
            let name = url.deletingPathExtension().lastPathComponent
            for kind in [GenerateKind.swift, .objc] {
                let files = Generators.files(for: Self.target(kind), model: model, context: CodegenSupport.context(url))
                let folder = CodegenSupport.goldenRoot.appendingPathComponent(name).appendingPathComponent("\(kind.rawValue)-fetchFunctions")
                for file in files {
                    Golden.assertMatches(file.contents, golden: folder.appendingPathComponent(file.path))
                }
                let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                XCTAssertEqual(Set(existing), Set(files.map(\.path)), "\(name)/\(kind.rawValue)-fetchFunctions: golden files no longer generated, or missing")
            }
        }
    }

    /// The Objective-C compiles against the stubs (`clang -fsyntax-only -Werror`, nullability complete) for iOS 11 and
    /// macOS 10.13 with availability checked; `.ci/typecheck-generated` also compiles it with its caller file.
    func testObjCCompiles() throws {
        let url = TestPaths.testsRoot.appendingPathComponent("Typecheck/Models/Fetches.cdm")
        let model = try XCTUnwrap(CodegenSupport.model(url))
        var files = Generators.files(for: Self.target(.objc), model: model, context: CodegenSupport.context(url))
        // One unit importing every .m, as the typecheck stage compiles them: clang asks complete nullability only of
        // a file that is not the one compiled, so an annotation in a .m is found only this way.
        let unit = files.filter { $0.path.hasSuffix(".m") }.map { "#import \"\($0.path)\"" }.joined(separator: "\n") + "\n"
        files.append(GeneratedFile(path: "Unit.m", contents: unit))
        for target in ["arm64-apple-ios11.0", "x86_64-apple-macos10.13"] {
            XCTAssertEqual(try CodegenSupport.compileObjC(files, target: target, label: "fetch-functions"), "")
        }
    }

    /// Only the properties files of entities with a fetch request change, and only by the added code: every line
    /// of the output without the option is still there, in order.
    func testTheOptionOnlyAdds() throws {
        let url = TestPaths.testsRoot.appendingPathComponent("Typecheck/Models/Fetches.cdm")
        let model = try XCTUnwrap(CodegenSupport.model(url))
        for kind in [GenerateKind.swift, .objc] {
            let plain = Generators.files(for: GenerateTarget(kind: kind, path: "out"), model: model, context: CodegenSupport.context(url))
            let with = Generators.files(for: Self.target(kind), model: model, context: CodegenSupport.context(url))
            XCTAssertEqual(plain.map(\.path), with.map(\.path))
            for (a, b) in zip(plain, with) {
                XCTAssertFalse(a.contents.contains("fetchRequestFromTemplate"), a.path)
                var rest = b.contents.split(separator: "\n", omittingEmptySubsequences: false)[...]
                for line in a.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                    guard let i = rest.firstIndex(of: line) else { return XCTFail("\(b.path) lost the line '\(line)'") }
                    rest = rest[(i + 1)...]
                }
                let changed = a.contents != b.contents
                XCTAssertEqual(
                    changed, b.path.hasPrefix("Person+CoreDataProperties") || b.path.hasPrefix("Employee+CoreDataProperties") || b.path.hasPrefix("Tag+CoreDataProperties"), b.path)
            }
        }
    }

    /// Each variable's parameter type is the one its comparison implies, in both languages.
    func testParameterTypes() throws {
        let model = Analyzer.analyze(
            text: """
                entity Person {
                  name: String?
                  born: Date?
                  age: Int16 = 0
                  parent: Person? @inverse(children)
                  children: [Person] @inverse(parent)
                }
                fetchRequest Some: Person @predicate("born > $SINCE AND name IN $NAMES AND parent == $PARENT AND $CHILD IN children AND age BETWEEN $AGES AND $X.y == 1 AND children.@count > $MIN_COUNT")
                """
        ).model
        let parameters = FetchFunctions.parameters(try XCTUnwrap(model.fetchRequests.first), model: model)
        XCTAssertEqual(parameters.map(\.name), ["since", "names", "parent", "child", "ages", "x", "minCount"])
        XCTAssertEqual(parameters.map(\.swiftType), ["Date", "[String]", "Person", "Person", "[Int16]", "Any", "Int64"])
        XCTAssertEqual(parameters.map(\.objcType), ["NSDate *", "NSArray<NSString *> *", "Person *", "Person *", "NSArray<NSNumber *> *", "id", "NSNumber *"])
    }

    /// `$SINCE` → `since`, `$MIN_AGE` → `minAge`, `$humanName` → `humanName`, `$URLString` → `urlString`; a name the
    /// function takes already gets a number, a C keyword a `_` in Objective-C.
    func testParameterNames() throws {
        XCTAssertEqual(
            ["SINCE", "MIN_AGE", "humanName", "URLString", "X", "a_b", "Name"].map(FetchFunctions.parameterName),
            ["since", "minAge", "humanName", "urlString", "x", "a_b", "name"])
        let model = Analyzer.analyze(
            text: """
                entity Person {
                  name: String?
                }
                fetchRequest Some: Person @predicate("name == $error OR name == $ERROR OR name == $default OR name == $managedObjectContext")
                """
        ).model
        let parameters = FetchFunctions.parameters(try XCTUnwrap(model.fetchRequests.first), model: model)
        XCTAssertEqual(parameters.map(\.name), ["error2", "error3", "default", "managedObjectContext2"])
        XCTAssertEqual(parameters.map(\.objcLocal), ["error2", "error3", "default_", "managedObjectContext2"])
    }

    /// `@fetchFunctions` is read on `generate swift` and `generate objc` lines and refused on the others.
    func testTheOptionOnGenerateLines() {
        let analysis = Analyzer.analyze(
            text: """
                entity Person {
                  name: String?
                }
                generate swift to "a" @fetchFunctions
                generate objc to "b" @fetchFunctions
                generate builder to "c" @fetchFunctions
                """
        )
        XCTAssertEqual(analysis.model.generates.map(\.fetchFunctions), [true, true, false])
        XCTAssertEqual(
            analysis.diagnostics.map(\.message), ["'@fetchFunctions' applies only to 'generate swift' and 'generate objc'"])
    }
}
