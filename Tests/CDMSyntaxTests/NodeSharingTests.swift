// Equal property nodes are shared by the parser, and only equal ones, and marked shared: long texts in separate buffers, texts that differ only inside, and the non-ASCII flag a node carries.

import CDMSyntax
import XCTest

final class NodeSharingTests: XCTestCase {
    /// The property nodes of `text`'s entities, in order.
    func properties(_ text: String) -> [SyntaxNode] {
        Parser.parse(text).declarations.flatMap { decl in decl.childNodes.filter { $0.kind == .property }.map(\.node) }
    }

    func testEqualLinesShareANodeAndOthersDoNot() {
        // 40-byte strings live in buffers of their own: equal ones are compared by content.
        let long = String(repeating: "a", count: 40)
        let differentInside = String(repeating: "a", count: 18) + "b" + String(repeating: "a", count: 21)
        let text = """
            entity A {
              note: String = "\(long)"
              note: String = "\(long)"
              note: String = "\(differentInside)"
              count: Int16 = 1
              count: Int16 = 2
              count: Int16 = 1
            }
            """
        let p = properties(text)
        XCTAssertEqual(p.count, 6)
        XCTAssertTrue(p[0] === p[1], "equal long texts in two strings")
        XCTAssertFalse(p[0] === p[2], "a long text that differs only in the middle")
        XCTAssertFalse(p[3] === p[4])
        XCTAssertTrue(p[3] === p[5])
        // A node found again is marked shared (what the model builder remembers); one seen once is not.
        XCTAssertEqual(p.map(\.isShared), [true, true, false, true, false, true])
        // Whatever is shared, the tree gives back the text.
        XCTAssertEqual(Parser.parse(text).root.text, text)
    }

    func testNodesKnowWhetherTheyHoldANonASCIIIdentifier() {
        let text = "entity Café {\n  name: String\n  prénom: String\n}\nentity Plain {\n  name: String\n}\n"
        let declarations = Parser.parse(text).declarations
        XCTAssertTrue(declarations[0].node.containsNonASCIIIdentifier)
        XCTAssertFalse(declarations[1].node.containsNonASCIIIdentifier)
        let members = declarations[0].childNodes.filter { $0.kind == .property }
        XCTAssertEqual(members.map(\.node.containsNonASCIIIdentifier), [false, true])
        // A string or comment outside ASCII is not an identifier.
        let quoted = Parser.parse("entity A {\n  a: String = \"é\" // é\n}\n").declarations[0]
        XCTAssertFalse(quoted.node.containsNonASCIIIdentifier)
        XCTAssertTrue(Token(kind: .identifier, text: "é").isNonASCIIIdentifier)
        XCTAssertFalse(Token(kind: .string, text: "\"é\"").isNonASCIIIdentifier)
    }
}
