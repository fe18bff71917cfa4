// Signature help: the modifier's form and argument at cursor positions inside and around its parentheses.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class SignatureHelpTests: XCTestCase {
    /// The signature label at each numbered marker of `marked` (nil where there is no help).
    func labels(_ marked: String, markers: ClosedRange<Int>) -> [String?] {
        let fixture = MarkedText(marked)
        let analysis = analyze(fixture.text)
        return markers.map { SignatureHelpProvider.help(analysis, at: fixture.position($0))?.label }
    }

    func testRangeAtSeveralPositions() {
        let marked = "entity Note {\n  count: Int16 = 0 1️⃣@ra2️⃣nge(3️⃣0.4️⃣..10 5️⃣)6️⃣ @indexed7️⃣\n}\n"
        XCTAssertEqual(labels(marked, markers: 1...7), [nil, nil, "@range(min...max)", "@range(min...max)", "@range(min...max)", nil, nil])
        let fixture = MarkedText(marked)
        guard let help = SignatureHelpProvider.help(analyze(fixture.text), at: fixture.position(4)) else { return XCTFail("no help") }
        XCTAssertEqual(
            help,
            SignatureHelpItem(
                label: "@range(min...max)",
                documentation:
                    "Minimum and maximum value, validated by Core Data. Bounds are numbers, or ISO 8601 strings for dates.\n\nApplies to: attribute.",
                parameters: [SignatureHelpItem.Parameter(label: "min...max", documentation: "A range such as 0...10.")],
                activeParameter: 0))
    }

    func testWhileTyping() {
        // No `)` yet: help lasts to the end of the line, not past what follows.
        let marked = "entity Note {\n  notebook: Notebook? @deleteRule(1️⃣ 2️⃣\n  text: String @length(3️⃣\n  tag: String @regex(\"4️⃣a\"5️⃣ 6️⃣@indexed7️⃣\n}\n"
        XCTAssertEqual(
            labels(marked, markers: 1...7),
            [
                "@deleteRule(nullify | cascade | deny | noAction)", "@deleteRule(nullify | cascade | deny | noAction)", "@length(min...max)", "@regex(\"…\")",
                "@regex(\"…\")", "@regex(\"…\")", nil,
            ])
    }

    func testModifiersWithoutArgumentsAndUnknownOnes() {
        let fixture = MarkedText("entity Note {\n  text: String @transient(1️⃣) @nope(2️⃣) @userInfo(a: \"b\", 3️⃣)\n}\nconfiguration C @cloudKit(4️⃣) { Note }\n")
        let analysis = analyze(fixture.text)
        let transient = SignatureHelpProvider.help(analysis, at: fixture.position(1))
        XCTAssertEqual(transient?.label, "@transient")
        XCTAssertEqual(transient?.parameters, [])
        XCTAssertNil(transient?.activeParameter)
        XCTAssertEqual(transient?.documentation, "Not saved to the persistent store. Takes no argument.\n\nApplies to: attribute, relationship.")
        XCTAssertNil(SignatureHelpProvider.help(analysis, at: fixture.position(2)))
        let userInfo = SignatureHelpProvider.help(analysis, at: fixture.position(3))
        XCTAssertEqual(userInfo?.label, "@userInfo(key: \"value\", …)")
        XCTAssertEqual(userInfo?.parameters.map(\.label), ["key: \"value\", …"])
        XCTAssertEqual(userInfo?.activeParameter, 0)
        XCTAssertEqual(SignatureHelpProvider.help(analysis, at: fixture.position(4))?.label, "@cloudKit")
    }
}
