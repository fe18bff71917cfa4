// Editing inside predicate and derived strings: completion, hover, definition and rename through key paths (issue 32, part 3).

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class ExpressionEditingTests: XCTestCase {
    /// A clean model whose strings use every construct a key path goes through: inherited properties, a
    /// to-many step under ANY, `$FETCH_SOURCE`, a SUBQUERY's variable, `SELF`, a collection operator with a
    /// key after it (`@max.weight`) and one that ends the path (`@count`), a derived attribute.
    static let model = """
        abstract entity Person {
          name: String?
        }

        entity Employee: Person {
          startDate: Date?
          tags: [Tag] @inverse(owner)
          tagCount: Int64 = 0 @derived("tags.@count")
          fetched sameStart: [Employee] @predicate("startDate == $FETCH_SOURCE.startDate")
        }

        entity Tag {
          name: String?
          weight: Double = 0
          owner: Employee? @inverse(tags)
        }

        fetchRequest Recent: Employee @predicate("startDate > $SINCE AND ANY tags.name == 'x'")
        fetchRequest Heavy: Employee @predicate("SUBQUERY(tags, $t, $t.name BEGINSWITH 'a' AND $t.weight > 1).@count > 0 OR tags.@max.weight > 2 OR SELF.name == $NAME")

        """

    /// Errors and warnings of `text`, the expression rules' included.
    func allProblems(_ text: String) -> [String] {
        let analysis = analyze(text)
        return problems(analysis) + ExpressionRules.check(analysis.model, root: analysis.parsed.syntax).map { "\($0.code.rawValue): \($0.message)" }
    }

    /// `Self.model` with the cursor marker `$0` written in place of the `occurrence`-th `needle`'s first `shift` characters' end.
    func marked(_ needle: String, _ occurrence: Int = 0, shift: Int? = nil, in text: String = ExpressionEditingTests.model) -> MarkedText {
        var from = text.startIndex
        var found: Range<String.Index>?
        for _ in 0...occurrence {
            found = text.range(of: needle, range: from..<text.endIndex)
            from = found!.upperBound
        }
        let at = text.index(found!.lowerBound, offsetBy: shift ?? needle.count)
        return MarkedText(String(text[..<at]) + "$0" + String(text[at...]))
    }

    func labels(_ fixture: MarkedText) -> [String] {
        Completion.complete(analyze(fixture.text), at: fixture.cursor).map(\.label)
    }

    /// The index reads strings when asked: the occurrence at every offset, found by reading the one string
    /// there (or after every string was read), is the one found among every occurrence (the model above, the expression rules' fixtures with
    /// their mistakes and escapes, and an unterminated string), and so is each symbol's declaration.
    func testOccurrenceAtEachOffsetReadsOneString() throws {
        let folder = TestPaths.fixtures("CDMModelTests", "Expressions")
        var texts = [Self.model, Self.model.replacingOccurrences(of: "'x'\")", with: "'x' AND tags.na")]
        for url in TestPaths.cdmFiles(in: folder) { texts.append(MarkedText(try XCTUnwrap(TestPaths.read(url))).text) }
        var stringOccurrences = 0
        for text in texts {
            let analysis = analyze(text)
            let read = SymbolIndex(analysis)
            let all = read.occurrences
            stringOccurrences += all.filter { o in analysis.model.fetchRequests.contains { $0.range.contains(o.range) } && !o.isDeclaration }.count
            for offset in 0...text.utf8.count {
                let expected = all.first { $0.range.contains(offset) } ?? all.first { $0.range.end == offset }
                XCTAssertEqual(SymbolIndex(analysis).occurrence(at: offset), expected, "offset \(offset) of\n\(text)")
                XCTAssertEqual(read.occurrence(at: offset), expected, "offset \(offset), strings read, of\n\(text)")
            }
            for o in all where o.isDeclaration { XCTAssertEqual(SymbolIndex(analysis).declaration(of: o.symbol), all.first { $0.symbol == o.symbol && $0.isDeclaration }) }
        }
        XCTAssertGreaterThan(stringOccurrences, 20)
    }

    func testTheModelIsClean() {
        XCTAssertEqual(allProblems(Self.model), [])
    }

    // MARK: Completion

    func testCompletionAfterARelationshipOffersTheDestinationsPropertiesAndCollectionOperators() {
        // `ANY tags.|name`: Tag's properties; the to-many step also takes @count, @sum…
        let fixture = marked("ANY tags.", shift: 9)
        let entries = Completion.complete(analyze(fixture.text), at: fixture.cursor)
        let labels = entries.map(\.label)
        for expected in ["name", "weight", "owner", "@count", "@avg", "@max"] { XCTAssertTrue(labels.contains(expected), "\(expected) in \(labels)") }
        XCTAssertFalse(labels.contains("startDate"), "\(labels)")
        // The whole word after the dot is replaced, and the entry says what the property is.
        let name = entries.first { $0.label == "name" }
        XCTAssertEqual(name.map { fixture.slice($0.replaceRange) }, "name")
        XCTAssertEqual(name?.detail, "String?")
        XCTAssertTrue(name?.documentation.contains("Tag.name: String?") ?? false, name?.documentation ?? "")
        // Past a to-one step, no collection operators: `owner.|`.
        let toOne = self.labels(marked("$t.owner.", shift: 9, in: Self.model.replacingOccurrences(of: "$t.name", with: "$t.owner.name")))
        XCTAssertTrue(toOne.contains("name"), "\(toOne)")
        XCTAssertFalse(toOne.contains("@count"), "\(toOne)")
    }

    func testCompletionAtAnOperandOffersInheritedPropertiesAggregatesAndTheFilesVariables() {
        let labels = self.labels(marked("startDate > $SINCE AND ", shift: 23))
        // Person.name is inherited; ANY/ALL/NONE and SUBQUERY start an operand; $SINCE and $NAME are used in the file.
        for expected in ["name", "startDate", "tags", "ANY", "ALL", "NONE", "SOME", "NOT", "SUBQUERY", "$SINCE", "$NAME"] {
            XCTAssertTrue(labels.contains(expected), "\(expected) in \(labels)")
        }
        // A SUBQUERY's own variable is not offered outside it, nor Core Data's outside a fetched property.
        XCTAssertFalse(labels.contains("$t") || labels.contains("$FETCH_SOURCE") || labels.contains("=="), "\(labels)")
    }

    func testCompletionAfterAnOperandOffersOperators() {
        let labels = self.labels(marked("startDate > $SINCE AND ANY tags.name ", shift: 37))
        for expected in ["==", "!=", "BEGINSWITH", "CONTAINS", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"] {
            XCTAssertTrue(labels.contains(expected), "\(expected) in \(labels)")
        }
        XCTAssertFalse(labels.contains("name"), "\(labels)")
    }

    func testCompletionOfVariables() {
        // `$|` after `startDate > `: the variables used in the file, not the one being typed.
        let typed = labels(marked("$SINCE", shift: 1))
        XCTAssertTrue(typed.contains("$NAME"), "\(typed)")
        XCTAssertFalse(typed.contains("$SINCE") || typed.contains("$S"), "\(typed)")
        // In a fetched property, Core Data's own.
        let fetched = labels(marked("$FETCH_SOURCE", shift: 1))
        XCTAssertTrue(fetched.contains("$FETCH_SOURCE") && fetched.contains("$FETCHED_PROPERTY"), "\(fetched)")
        // Inside a SUBQUERY, its variable.
        let inner = labels(marked("$t.weight", shift: 1))
        XCTAssertTrue(inner.contains("$t"), "\(inner)")
    }

    func testCompletionAfterAVariableFollowsWhatItStandsFor() {
        // `$FETCH_SOURCE.` is the Employee holding the fetched property; `$t.` a Tag of the SUBQUERY.
        let source = labels(marked("$FETCH_SOURCE.", shift: 14))
        XCTAssertTrue(source.contains("startDate") && source.contains("name"), "\(source)")
        let element = labels(marked("$t.weight", shift: 3))
        XCTAssertTrue(element.contains("weight") && element.contains("owner"), "\(element)")
        XCTAssertFalse(element.contains("startDate"), "\(element)")
        // A key of a collection operator is one of the elements': `@max.|`.
        let afterMax = labels(marked("@max.", shift: 5))
        XCTAssertTrue(afterMax.contains("weight"), "\(afterMax)")
    }

    func testNoCompletionPastAnAttributeOrInsideAQuotedString() {
        XCTAssertEqual(labels(marked("ANY tags.name.", shift: 14, in: Self.model.replacingOccurrences(of: "ANY tags.name", with: "ANY tags.name."))), [])
        XCTAssertEqual(labels(marked("== 'x", shift: 5)), [])
        // Outside the predicate strings, strings still complete nothing.
        XCTAssertEqual(labels(MarkedText("entity A {\n  x: String = \"ab$0\"\n}\n")), [])
    }

    func testCompletionWhileTheStringIsStillOpen() {
        // Typing `@predicate("tags.` before the closing quote and parenthesis exist.
        let open = Self.model.replacingOccurrences(
            of: "fetchRequest Recent: Employee @predicate(\"startDate > $SINCE AND ANY tags.name == 'x'\")", with: "fetchRequest Recent: Employee @predicate(\"tags.$0\n")
        let labels = self.labels(MarkedText(open))
        XCTAssertTrue(labels.contains("weight") && labels.contains("@count"), "\(labels)")
    }

    func testCompletionInADerivedExpression() {
        let afterDot = labels(marked("tags.@count", shift: 5))
        XCTAssertTrue(afterDot.contains("@count") && afterDot.contains("weight"), "\(afterDot)")
        let start = labels(marked("@derived(\"", shift: 10))
        XCTAssertTrue(start.contains("tags") && start.contains("now()") && start.contains("lowercase:"), "\(start)")
        XCTAssertFalse(start.contains("ANY"), "\(start)")
    }

    // MARK: Hover and definition

    func testHoverAndDefinitionFromKeyPathComponents() throws {
        let cases: [(String, Int, Int, String, String)] = [
            // needle, occurrence, shift into it, hover's declaration line, the declaration's line in the model
            ("$t.weight", 0, 4, "Tag.weight: Double", "  weight: Double = 0"),
            ("ANY tags.name", 0, 10, "Tag.name: String?", "  name: String?"),
            ("SELF.name", 0, 6, "Person.name: String?", "  name: String?"),
            ("@max.weight", 0, 7, "Tag.weight: Double", "  weight: Double = 0"),
            ("$FETCH_SOURCE.startDate", 0, 15, "Employee.startDate: Date?", "  startDate: Date?"),
            ("tags.@count", 0, 1, "Employee.tags: [Tag]", "  tags: [Tag] @inverse(owner)"),
        ]
        for (needle, occurrence, shift, hover, declaration) in cases {
            let fixture = marked(needle, occurrence, shift: shift)
            let analysis = analyze(fixture.text)
            let index = SymbolIndex(analysis)
            let info = try XCTUnwrap(HoverProvider.hover(analysis, index: index, at: fixture.cursor), needle)
            XCTAssertTrue(info.markdown.contains(hover), "\(needle): \(info.markdown)")
            let target = try XCTUnwrap(Navigation.definition(index, at: fixture.cursor), needle)
            // The declaration's name, on the line that declares it.
            let bytes = Array(fixture.text.utf8)
            var start = target.start
            while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            var end = target.start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            XCTAssertEqual(String(decoding: bytes[start..<end], as: UTF8.self), declaration, needle)
            XCTAssertEqual(start + 2, target.start, needle)
        }
    }

    // MARK: Rename

    func rename(_ text: String, at offset: Int, to newName: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let analysis = analyze(text)
        guard case .success(let plan) = Rename.plan(analysis, index: SymbolIndex(analysis), at: offset, to: newName) else {
            XCTFail("refused", file: file, line: line)
            return text
        }
        XCTAssertEqual(plan.warnings, [], file: file, line: line)
        return apply(plan.edits, to: text, file: file, line: line)
    }

    func testRenameFollowsKeyPathsThroughEveryConstructAndLeavesTheModelClean() {
        // Tag.name: under ANY and a SUBQUERY's variable; Person.name (`SELF.name`) stays.
        let declaration = marked("  name: String?", 1, shift: 2)
        let renamed = rename(declaration.text, at: declaration.cursor, to: "label")
        XCTAssertEqual(
            renamed,
            Self.model.replacingOccurrences(of: "Tag {\n  name:", with: "Tag {\n  label:").replacingOccurrences(of: "ANY tags.name", with: "ANY tags.label")
                .replacingOccurrences(of: "$t.name", with: "$t.label"))
        XCTAssertEqual(allProblems(renamed), [])

        // Tag.weight, from inside a predicate: a SUBQUERY's variable and the key after `@max`.
        let inside = marked("$t.weight", shift: 5)
        let weight = rename(inside.text, at: inside.cursor, to: "mass")
        XCTAssertEqual(
            weight,
            Self.model.replacingOccurrences(of: "weight: Double", with: "mass: Double").replacingOccurrences(of: "$t.weight", with: "$t.mass")
                .replacingOccurrences(of: "@max.weight", with: "@max.mass"))
        XCTAssertEqual(allProblems(weight), [])

        // Employee.tags: the derived attribute's expression, ANY, the SUBQUERY's collection, before `@max`.
        let tags = marked("  tags: [Tag]", shift: 2)
        let relationship = rename(tags.text, at: tags.cursor, to: "labels")
        XCTAssertEqual(
            relationship,
            Self.model.replacingOccurrences(of: "  tags: [Tag]", with: "  labels: [Tag]").replacingOccurrences(of: "@inverse(tags)", with: "@inverse(labels)")
                .replacingOccurrences(of: "\"tags.@count\"", with: "\"labels.@count\"").replacingOccurrences(of: "ANY tags.", with: "ANY labels.")
                .replacingOccurrences(of: "SUBQUERY(tags,", with: "SUBQUERY(labels,").replacingOccurrences(of: "OR tags.@max", with: "OR labels.@max"))
        XCTAssertEqual(allProblems(relationship), [])

        // Employee.startDate through `$FETCH_SOURCE` and the fetched entity.
        let start = marked("startDate: Date?", shift: 0)
        let date = rename(start.text, at: start.cursor, to: "hired")
        XCTAssertEqual(date, Self.model.replacingOccurrences(of: "startDate", with: "hired"))
        XCTAssertEqual(allProblems(date), [])
    }

    func testReferencesIncludeKeyPaths() {
        let fixture = marked("  weight: Double", shift: 2)
        let analysis = analyze(fixture.text)
        let references = Navigation.references(SymbolIndex(analysis), at: fixture.cursor, includeDeclaration: false)
        XCTAssertEqual(references.map { fixture.text.slice($0) }, ["weight", "weight"])
    }
}
