// The predicate and expression parser: every construct of Apple's format syntax reads without error, each mistake gives one error where it is.

import CDMSyntax
import CDMTestSupport
import XCTest

final class ExpressionParserTests: XCTestCase {
    /// One of each construct of *Predicate Format String Syntax* (docs/expressions.md): no errors.
    static let validPredicates = [
        "name == 'x'", "name = \"x\"", "age >= 3", "age => 3", "age <= 3", "age =< 3", "age > 3", "age < 3", "age != 3", "age <> 3",
        "name ==[c] 'x'", "name LIKE[cd] 'a*'", "name BEGINSWITH[d] 'a'", "name ENDSWITH[n] 'z'", "name CONTAINS 'q'",
        "name MATCHES '[a-z]+'", "age BETWEEN {1, 10}", "age between { $LOW, $HIGH }", "name IN {'a', 'b'}", "'a' IN tags.name",
        "a == 1 AND b == 2", "a == 1 && b == 2", "a == 1 OR b == 2", "a == 1 || b == 2", "NOT a == 1", "!(a == 1)",
        "not (a == 1 or b == 2) and c == 3", "ANY tags.name == 'x'", "ALL tags.count > 1", "NONE tags.name == 'x'", "SOME tags.name == 'x'",
        "SUBQUERY(tags, $t, $t.name == 'x' AND $t.count > 1).@count > 0", "tags.@count > 2", "tags.@sum.value > 2", "tags.value.@avg > 2",
        "tags.@min.value < 1", "tags.@max.value < 1", "tags.@distinctUnionOfObjects.name.@count == 1", "@count > 0",
        "startDate > $SINCE", "owner == $FETCH_SOURCE", "$FETCH_SOURCE.sourceId == sourceId", "$FETCHED_PROPERTY.userInfo.limit > 1",
        "name == %@", "%K == %@", "age > %d", "ratio < %f", "count == %ld", "name == nil", "name != NULL", "flag == TRUE", "flag == FALSE",
        "flag == YES", "flag == no", "SELF == %@", "SELF.name == 'x'", "self IN %@", "date > CAST(0, 'NSDate')",
        "date > CAST(\"2001-01-01\", \"NSDate\")", "FUNCTION(name, 'uppercaseString') == 'X'", "FUNCTION(SELF, 'distance:', 3) < 1",
        "TRUEPREDICATE", "FALSEPREDICATE", "truepredicate", "x == 0x1F", "x == 0o17", "x == 0b101", "x == -1.5e3", "x == .5",
        "x + 1 > y * 2", "x ** 2 == 4", "(x - 1) / 2 > 0", "-x < 0", "tags[FIRST].name == 'a'", "tags[LAST].name == 'a'", "tags[SIZE] == 2",
        "#AND == 1", "entity.name == 'Note'", "name == 'it\\'s'", "name == \"say \\\"hi\\\"\"", "name == 'é'", "((a == 1))",
        "a == 1 AND (b == 2 OR c == 3)", "title > $FETCH_SOURCE.title", "parent.parentName == $parentName", "history == nil OR history.completed == false",
        "name UTI-CONFORMS-TO 'public.image'", "lowercase:(name) == 'x'", "now() > date",
    ]

    func testEveryConstructReadsWithoutError() {
        for text in Self.validPredicates {
            let parsed = ExpressionParser.parsePredicate(text)
            XCTAssertEqual(parsed.errors, [], text)
            XCTAssertNotEqual(parsed.root.kind, .error, text)
        }
    }

    /// The expressions of `NSDerivedAttributeDescription` and NSExpression's functions.
    func testDerivedExpressionsRead() {
        for text in [
            "tags.@count", "name", "owner.name", "canonical:(name)", "lowercase:(name)", "uppercase:(owner.name)", "now()", "tags.value.@sum",
            "add:to:(count, 1)", "count + 1", "FUNCTION(name, 'uppercaseString')", "name.length", "$FETCH_SOURCE.name", "sum:(tags.value)",
        ] {
            let parsed = ExpressionParser.parseExpression(text)
            XCTAssertEqual(parsed.errors, [], text)
        }
    }

    /// Each mistake (marked ⟦…⟧) gives one error, at its characters; the rest is still read.
    func testEachMistakeGivesOneErrorWhereItIs() {
        for marked in [
            "(name ==⟦⟧", "name ==⟦⟧ AND age > 1", "⟦&⟧ name == 1", "name == ⟦'x⟧", "name⟦⟧ 'x'", "age > 1 ⟦age⟧ < 3",
            "name ==[⟦q⟧] 'x'", "SUBQUERY(tags, ⟦t⟧, t.name == 'x').@count > 0", "⟦AND⟧ == 1", "x == ⟦1x⟧", "(a == 1⟦⟧ ", "a == 1⟦)⟧ ",
            "⟦CAST(1)⟧ > 0", "name ==⟦⟧ ) AND x ==⟦⟧", "tags.⟦⟧ == 1", "{1, 2⟦⟧ == x", "⟦⟧",
        ] {
            let fixture = MarkedText(marked)
            let parsed = ExpressionParser.parsePredicate(fixture.text)
            let expected = fixture.marks.map { $0.range.start..<$0.range.end }
            XCTAssertEqual(parsed.errors.map(\.range), expected, "\(marked): \(parsed.errors.map(\.message))")
        }
    }

    func testComparisonShape() throws {
        let parsed = ExpressionParser.parsePredicate("ANY tags.name LIKE[cd] 'a*' AND NOT $x.@count => 2")
        XCTAssertEqual(parsed.root.kind, .and)
        let like = parsed.root.children[0]
        XCTAssertEqual(like.kind, .comparison)
        XCTAssertEqual(like.text, "LIKE")
        XCTAssertEqual(like.options, "cd")
        XCTAssertEqual(like.quantifier, "ANY")
        XCTAssertEqual(like.operatorRange, 14..<22)
        XCTAssertEqual(like.children[0].components.map(\.name), ["tags", "name"])
        XCTAssertEqual(like.children[0].components.map(\.range), [4..<8, 9..<13])
        XCTAssertEqual(like.children[1].text, "a*")
        let not = parsed.root.children[1]
        XCTAssertEqual(not.kind, .not)
        let count = not.children[0]
        XCTAssertEqual(count.text, ">=")
        XCTAssertEqual(count.children[0].children.first?.text, "x")
        XCTAssertEqual(count.children[0].components.map(\.name), ["@count"])
    }

    /// An operand read at once (a key path, variable or literal alone) and one read through the
    /// arithmetic, index and call levels have the same shapes as those levels give.
    func testOperandShapes() {
        func shape(_ node: ExpressionNode) -> String {
            let inner = node.children.map(shape).joined(separator: " ")
            let path = node.components.map(\.name).joined(separator: ".")
            return "(\(node.kind)\(node.text.isEmpty ? "" : " " + node.text)\(path.isEmpty ? "" : " " + path)\(inner.isEmpty ? "" : " " + inner))"
        }
        let expected = [
            "a.b + 1 > 2": "(comparison > (arithmetic + (keyPath a.b) (number 1)) (number 2))",
            "$x.name == 'y'": "(comparison == (keyPath name (variable x)) (string y))",
            "'s'.length == 1": "(comparison == (keyPath length (string s)) (number 1))",
            "tags[FIRST].name == a": "(comparison == (keyPath name (index (keyPath tags) (indexWord FIRST))) (keyPath a))",
            "a.b[0] == -1": "(comparison == (index (keyPath a.b) (number 0)) (number -1))",
            "lowercase:(a.b) == 'x'": "(comparison == (function lowercase: (keyPath a.b)) (string x))",
            "x * 2 == y ** 2": "(comparison == (arithmetic * (keyPath x) (number 2)) (arithmetic ** (keyPath y) (number 2)))",
            "tags.@count > 0": "(comparison > (keyPath tags.@count) (number 0))",
            "name IN {'a', b.c}": "(comparison IN (keyPath name) (array (string a) (keyPath b.c)))",
        ]
        for (text, tree) in expected {
            let parsed = ExpressionParser.parsePredicate(text)
            XCTAssertEqual(parsed.errors, [], text)
            XCTAssertEqual(shape(parsed.root), tree, text)
        }
    }

    /// Ranges are UTF-8 offsets: a key after a non-ASCII string starts where its bytes do.
    func testRangesAreUTF8Offsets() {
        let parsed = ExpressionParser.parsePredicate("'héllo' == näme")
        XCTAssertEqual(parsed.root.children[1].components.first?.range, 12..<17)
    }

    /// Never traps and always gives a tree, whatever the bytes.
    func testArbitraryInputNeverTraps() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["(", ")", "{", "}", "[", "]", "'", "\"", "\\", "$", "%", "@", "#", ".", ",", "==", "AND", "ANY", "SUBQUERY", "FUNCTION", "CAST", "x", "1", " ", "é", ":"]
        for _ in 0..<TestScale.rounds(quick: 300, full: 3000) {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let p = ExpressionParser.parsePredicate(text)
            let e = ExpressionParser.parseExpression(text)
            for error in p.errors + e.errors {
                XCTAssertTrue(error.range.lowerBound >= 0 && error.range.upperBound <= text.utf8.count, text)
            }
        }
    }
}

extension ExpressionParserTests {
    /// Deep nesting is one error, not a stack overflow.
    func testDeepNestingIsOneError() {
        for text in [
            String(repeating: "(", count: 50_000) + "a == 1", String(repeating: "NOT ", count: 50_000) + "a == 1", "a == " + String(repeating: "-", count: 50_000) + "1",
            "a == {" + String(repeating: "{", count: 50_000),
        ] {
            let parsed = ExpressionParser.parsePredicate(text)
            XCTAssertEqual(parsed.errors.count, 1, String(text.prefix(20)))
        }
    }
}
