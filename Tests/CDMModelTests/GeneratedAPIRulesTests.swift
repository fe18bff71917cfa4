// GeneratedAPIRules called directly, as a pure function of the model: what each rule says, and that without a Swift or Objective-C generate line it says nothing.

import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMModel

final class GeneratedAPIRulesTests: XCTestCase {
    /// The model the builder reads (its own diagnostics left aside), for the rules to check.
    func model(_ text: String) -> Model {
        var builder = ModelBuilder(defaultModelName: "Shop")
        builder.build(Parser.parse(text))
        return builder.model
    }

    func messages(_ text: String) -> [String] {
        GeneratedAPIRules.diagnostics(for: model(text)).map { "\($0.code.rawValue): \($0.message)" }
    }

    func testADefaultThatIsACaseIsAccepted() {
        XCTAssertEqual(messages("generate swift to \"G\"\nentity Loan {\n  status: Int16 = 1 @enum(S) @cases(open: 0, returned: 1)\n}\n"), [])
        // The default and the case compare as numbers: 01 is 1.
        XCTAssertEqual(messages("generate swift to \"G\"\nentity Loan {\n  status: Int64 = 01 @enum(S) @cases(open: 0, returned: 1)\n}\n"), [])
    }

    func testADefaultThatIsNoCaseIsRefused() {
        XCTAssertEqual(
            messages("generate objc to \"G\"\nentity Loan {\n  status: Int16 = 2 @enum(S) @cases(open: 0, returned: 1)\n}\n"),
            ["enum-default-not-a-case: the default 2 of 'status' is not a case of 'S': open (0), returned (1)"])
    }

    /// A value that does not fit the attribute's type is no case (Int16 stops at 32767).
    func testACaseValueMustFitTheType() {
        XCTAssertEqual(
            messages("generate swift to \"G\"\nentity Loan {\n  status: Int16? @enum(S) @cases(big: 40000)\n}\n"),
            ["invalid-modifier-argument: the value of case 'big' must be a whole number that fits Int16, as 'status' is Int16"])
    }

    /// The app's own enum: nothing to check against, any default goes.
    func testAnAppsEnumIsNotChecked() {
        XCTAssertEqual(messages("generate swift to \"G\"\nentity Loan {\n  status: Int16 = 7 @enum(S)\n}\n"), [])
    }

    /// Only Swift and Objective-C classes read @enum: with no such line (or only a builder), nothing is reported.
    func testWithoutSwiftOrObjectiveCNothingIsReported() {
        let body = "entity Loan {\n  status: Int16 = 2 @enum(S) @cases(open: 0)\n  other: Int16 = 0 @enum(S) @cases(open: 0)\n}\n"
        XCTAssertEqual(messages(body), [])
        XCTAssertEqual(messages("generate builder to \"G\"\n" + body), [])
        XCTAssertEqual(messages("generate swift to \"G\"\n" + body).count, 2)
    }

    /// `@baseClass`: the app's own class is accepted, an entity's class or a known type is not, on a line or an entity.
    func testBaseClasses() {
        let entities = "entity Book {\n  title: String?\n}\nentity Tag @baseClass(AppObject) {\n  name: String?\n}\n"
        XCTAssertEqual(messages("generate swift to \"G\" @baseClass(AppObject)\n" + entities), [])
        XCTAssertEqual(messages("generate swift to \"G\" @baseClass(NSManagedObject)\n" + entities), [])
        XCTAssertEqual(
            messages("generate objc to \"G\" @baseClass(Book)\n" + entities),
            ["invalid-base-class: 'Book' is an entity's class; a sub-entity ('entity Child: Book') subclasses it, '@baseClass' names a class outside the model"])
        XCTAssertEqual(
            messages("generate swift to \"G\"\nentity Book @baseClass(NSManagedObjectContext) {\n  title: String?\n}\n"),
            ["invalid-base-class: 'NSManagedObjectContext' is not an NSManagedObject subclass; '@baseClass' names the app's own subclass of NSManagedObject"])
        // A builder line takes no base class; the entity's is only read by Swift and Objective-C classes.
        XCTAssertEqual(messages("generate builder to \"G\"\nentity Book @baseClass(Date) {\n  title: String?\n}\n"), [])
    }

    /// `@conforms` keeps each protocol of the list, trimmed.
    func testConformancesAreRead() {
        let m = model("entity Tag @conforms(\" Shelved,  Named \") {\n  name: String?\n}\n")
        XCTAssertEqual(m.entities.first?.conformances, ["Shelved", "Named"])
    }

    /// The batch analysis reports what the rules report, once.
    func testTheAnalysisRunsTheRules() {
        let text = "generate swift to \"G\"\nentity Loan {\n  status: Int16 = 2 @enum(S) @cases(open: 0)\n}\n"
        let analysis = Analyzer.analyze(text: text)
        XCTAssertEqual(analysis.diagnostics.filter { $0.code == .enumDefaultNotACase }.count, 1)
    }
}
