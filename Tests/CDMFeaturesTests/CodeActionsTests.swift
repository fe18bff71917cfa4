// Quick fixes: each one applied to a small fixture, the result compared and checked again.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class CodeActionsTests: XCTestCase {
    /// The actions at the cursor `$0` of `marked`.
    func actions(_ marked: String) -> (MarkedText, Analysis, [CodeActionItem]) {
        let fixture = MarkedText(marked)
        let analysis = analyze(fixture.text)
        return (fixture, analysis, CodeActions.actions(analysis, range: .empty(at: fixture.cursor)))
    }

    /// Applies the action titled `title` for a `code` diagnostic at the cursor, and checks the result:
    /// it reads `expected`, and checks with no errors or warnings.
    func assertFix(
        _ marked: String, code: DiagnosticCode, title: String, preferred: Bool = true, expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (fixture, _, items) = actions(marked)
        guard let item = items.first(where: { $0.title == title && $0.diagnostic?.code == code }) else {
            return XCTFail(
                "no action '\(title)' for \(code.rawValue); found \(items.map { "\($0.diagnostic?.code.rawValue ?? "-"): \($0.title)" })", file: file,
                line: line)
        }
        XCTAssertEqual(item.kind, "quickfix", file: file, line: line)
        XCTAssertEqual(item.isPreferred, preferred, "isPreferred", file: file, line: line)
        let fixed = apply(item.edits, to: fixture.text, file: file, line: line)
        XCTAssertEqual(fixed, expected, file: file, line: line)
        let after = analyze(fixed)
        XCTAssertFalse(after.diagnostics.contains { $0.code == code }, "\(code.rawValue) is still reported", file: file, line: line)
        XCTAssertEqual(problems(after), [], file: file, line: line)
    }

    // MARK: - The checker's fix-its

    func testUnknownTypesAndDestinations() {
        let model = "entity Notebook {\n  name: String\n  notes: [Note] @inverse(notebook)\n}\n\nentity Note {\n  notebook: %s @inverse(notes)\n}\n"
        func text(_ type: String) -> String { model.replacingOccurrences(of: "%s", with: type) }
        assertFix(text("$0Notbook"), code: .unknownType, title: "Change to 'Notebook'", expected: text("Notebook"))
        assertFix(
            text("Notebook").replacingOccurrences(of: "[Note]", with: "[No$0tee]"), code: .unknownType, title: "Change to 'Note'", expected: text("Notebook"))
        let attribute = "entity Note {\n  %s\n}\n"
        func attr(_ s: String) -> String { attribute.replacingOccurrences(of: "%s", with: s) }
        assertFix(attr("pages: $0Int"), code: .unknownType, title: "Change to 'Int64'", expected: attr("pages: Int64"))
        assertFix(attr("done: Boolean$0 = false"), code: .unknownType, title: "Change to 'Bool'", expected: attr("done: Bool = false"))
        assertFix(attr("blob: Binary$0?"), code: .unknownType, title: "Change to 'Data'", expected: attr("blob: Data?"))
        assertFix(attr("text: Strng$0"), code: .unknownType, title: "Change to 'String'", expected: attr("text: String"))
    }

    func testUnknownParentEntityAndProperty() {
        assertFix(
            "abstract entity Vehicle {\n  wheels: Int16 = 4\n}\n\nentity Car: Vehic$0el {\n  brand: String\n}\n", code: .unknownParent,
            title: "Change to 'Vehicle'", expected: "abstract entity Vehicle {\n  wheels: Int16 = 4\n}\n\nentity Car: Vehicle {\n  brand: String\n}\n")
        assertFix(
            "entity Note {\n  text: String\n}\n\nconfiguration Local { $0Noet }\n", code: .unknownEntity, title: "Change to 'Note'",
            expected: "entity Note {\n  text: String\n}\n\nconfiguration Local { Note }\n")
        assertFix(
            "entity Note {\n  text: String\n}\n\nfetchRequest All: Nte$0\n", code: .unknownEntity, title: "Change to 'Note'",
            expected: "entity Note {\n  text: String\n}\n\nfetchRequest All: Note\n")
        assertFix(
            "entity Note {\n  name: String\n  unique(nmae$0)\n}\n", code: .unknownProperty, title: "Change to 'name'",
            expected: "entity Note {\n  name: String\n  unique(name)\n}\n")
        assertFix(
            "generate swfit$0 to \"out\"\n\nentity Note {\n  text: String\n}\n", code: .unknownGenerateTarget, title: "Change to 'swift'",
            expected: "generate swift to \"out\"\n\nentity Note {\n  text: String\n}\n")
    }

    func testModifiersAndArguments() {
        let model = "entity Notebook {\n  name: String %s\n  notes: [Note] @inverse(notebook) %t\n}\n\nentity Note {\n  notebook: Notebook @inverse(%u)\n}\n"
        func text(_ s: String = "@indexed", _ t: String = "@deleteRule(cascade)", _ u: String = "notes") -> String {
            model.replacingOccurrences(of: "%s", with: s).replacingOccurrences(of: "%t", with: t).replacingOccurrences(of: "%u", with: u)
        }
        assertFix(text("@ind$0exd"), code: .unknownModifier, title: "Change to '@indexed'", expected: text())
        assertFix(text("@indexed", "@deleteRule(casc$0ad)"), code: .invalidModifierArgument, title: "Change to 'cascade'", expected: text())
        assertFix(text("@indexed", "@deleteRule(cascade)", "note$0"), code: .unknownInverse, title: "Change to 'notes'", expected: text())
        assertFix(text("@indexed @inde$0xed"), code: .duplicateModifier, title: "Remove the repeated '@indexed'", expected: text())
        assertFix(
            text("@indexed", "@deleteRule(cascade) @ordered$0()"), code: .invalidModifierArgument, title: "Remove the parentheses",
            expected: text("@indexed", "@deleteRule(cascade) @ordered"))
        assertFix(
            "entity Note {\n  cache: Undefined$0?\n}\n", code: .undefinedNotTransient, title: "Add '@transient'",
            expected: "entity Note {\n  cache: Undefined? @transient\n}\n")
    }

    func testOptionalToMany() {
        assertFix(
            "entity Notebook {\n  notes: [Note]$0? @inverse(notebook)\n}\n\nentity Note {\n  notebook: Notebook @inverse(notes)\n}\n", code: .optionalToMany,
            title: "Remove '?'",
            expected: "entity Notebook {\n  notes: [Note] @inverse(notebook)\n}\n\nentity Note {\n  notebook: Notebook @inverse(notes)\n}\n")
    }

    func testNameCaseFixesRenameEveryReference() {
        // The checker's fix changes the declaration; the quick fix renames every use with it.
        assertFix(
            "entity $0notebook {\n  notes: [Note] @inverse(book)\n}\n\nentity Note {\n  book: notebook @inverse(notes)\n}\n\nconfiguration All { notebook, Note }\n",
            code: .entityNameCase, title: "Change to 'Notebook'",
            expected:
                "entity Notebook {\n  notes: [Note] @inverse(book)\n}\n\nentity Note {\n  book: Notebook @inverse(notes)\n}\n\nconfiguration All { Notebook, Note }\n"
        )
        assertFix(
            "entity Notebook {\n  $0Notes: [Note] @inverse(book)\n}\n\nentity Note {\n  book: Notebook @inverse(Notes)\n}\n", code: .propertyNameCase,
            title: "Change to 'notes'", expected: "entity Notebook {\n  notes: [Note] @inverse(book)\n}\n\nentity Note {\n  book: Notebook @inverse(notes)\n}\n"
        )
    }

    func testMissingInverseThatTheOtherSideNames() {
        assertFix(
            "entity Notebook {\n  notes: [Note] @inverse(notebook)\n}\n\nentity Note {\n  $0notebook: Notebook\n}\n", code: .missingInverse,
            title: "Add '@inverse(notes)'",
            expected: "entity Notebook {\n  notes: [Note] @inverse(notebook)\n}\n\nentity Note {\n  notebook: Notebook @inverse(notes)\n}\n")
    }

    // MARK: - Create entity

    func testCreateEntityForAnUnknownToOneType() {
        let (_, _, items) = actions("entity Book {\n  title: String\n  author: $0Writer\n}\n\nentity Shelf {\n  label: String\n}\n")
        XCTAssertEqual(items.map(\.title), ["Create entity 'Writer'"])
        assertFix(
            "entity Book {\n  title: String\n  author: $0Writer\n}\n\nentity Shelf {\n  label: String\n}\n", code: .unknownType,
            title: "Create entity 'Writer'", preferred: false,
            expected:
                "entity Book {\n  title: String\n  author: Writer @inverse(books)\n}\n\nentity Writer {\n  books: [Book] @inverse(author)\n}\n\nentity Shelf {\n  label: String\n}\n"
        )
    }

    func testCreateEntityForAnUnknownToManyTypeKeepsAWrittenInverse() {
        assertFix(
            "entity Book {\n    title: String\n    authors: [Writer$0] @inverse(works)\n}\n", code: .unknownType, title: "Create entity 'Writer'",
            preferred: false,
            expected: "entity Book {\n    title: String\n    authors: [Writer] @inverse(works)\n}\n\nentity Writer {\n    works: Book? @inverse(authors)\n}\n")
    }

    func testCreateEntityElsewhere() {
        // In a configuration, a fetch request or as a parent the new entity is empty (and says so).
        let (fixture, _, items) = actions("entity Book {\n  title: String\n}\n\nconfiguration Local { Book, Auth$0or }\n")
        guard let item = items.first(where: { $0.title == "Create entity 'Author'" }) else { return XCTFail("\(items.map(\.title))") }
        XCTAssertEqual(apply(item.edits, to: fixture.text), "entity Book {\n  title: String\n}\n\nconfiguration Local { Book, Author }\n\nentity Author {\n}\n")
        XCTAssertEqual(problems(apply(item.edits, to: fixture.text)), ["empty-entity: entity 'Author' has no properties"])
        let (parentFixture, _, parentItems) = actions("entity Book: $0Document {\n  title: String\n}\n")
        guard let parentItem = parentItems.first(where: { $0.title == "Create entity 'Document'" }) else { return XCTFail("\(parentItems.map(\.title))") }
        XCTAssertEqual(apply(parentItem.edits, to: parentFixture.text), "entity Book: Document {\n  title: String\n}\n\nentity Document {\n}\n")
    }

    func testNoCreateEntityWhereAnEntityCannotHelp() {
        XCTAssertEqual(actions("entity Book {\n  title: $0qqq\n}\n").2.map(\.title), [])
        XCTAssertEqual(actions("composite Money {\n  amount: $0Amount\n}\n").2.map(\.title), [])
        XCTAssertEqual(actions("entity Book {\n  tags: [$0String]\n}\n").2.map(\.title), [])
        XCTAssertEqual(actions("entity Book {\n  title: Int64<$0Foo>\n}\n").2.map(\.title), [])
    }

    // MARK: - Missing inverses

    func testAddToManyInverseForAToOne() {
        let marked = "entity Notebook {\n  name: String\n}\n\nentity Note {\n  $0notebook: Notebook\n}\n"
        XCTAssertEqual(actions(marked).2.map(\.title), ["Add inverse 'notes: [Note]' to 'Notebook'", "Add inverse 'note: Note?' to 'Notebook'"])
        assertFix(
            marked, code: .missingInverse, title: "Add inverse 'notes: [Note]' to 'Notebook'",
            expected: "entity Notebook {\n  name: String\n  notes: [Note] @inverse(notebook)\n}\n\nentity Note {\n  notebook: Notebook @inverse(notes)\n}\n")
        assertFix(
            marked, code: .missingInverse, title: "Add inverse 'note: Note?' to 'Notebook'", preferred: false,
            expected: "entity Notebook {\n  name: String\n  note: Note? @inverse(notebook)\n}\n\nentity Note {\n  notebook: Notebook @inverse(note)\n}\n")
    }

    func testAddToOneInverseForAToMany() {
        let marked = "entity Category {\n  $0posts: [Post] @ordered\n}\n\nentity Post {\n  title: String // shown in lists\n}\n"
        XCTAssertEqual(actions(marked).2.map(\.title), ["Add inverse 'category: Category?' to 'Post'", "Add inverse 'categories: [Category]' to 'Post'"])
        assertFix(
            marked, code: .missingInverse, title: "Add inverse 'category: Category?' to 'Post'",
            expected:
                "entity Category {\n  posts: [Post] @ordered @inverse(category)\n}\n\nentity Post {\n  title: String // shown in lists\n  category: Category? @inverse(posts)\n}\n"
        )
        assertFix(
            marked, code: .missingInverse, title: "Add inverse 'categories: [Category]' to 'Post'", preferred: false,
            expected:
                "entity Category {\n  posts: [Post] @ordered @inverse(categories)\n}\n\nentity Post {\n  title: String // shown in lists\n  categories: [Category] @inverse(posts)\n}\n"
        )
    }

    func testNewInverseNameAvoidsClashesOnTheEntityAndItsFamily() {
        let marked =
            "abstract entity Folder {\n  notes: String\n}\n\nentity Notebook: Folder {\n  name: String\n}\n\nentity Archive: Notebook {\n  notes2: Int64 = 0\n}\n\nentity Note {\n  $0notebook: Notebook\n}\n"
        assertFix(
            marked, code: .missingInverse, title: "Add inverse 'notes3: [Note]' to 'Notebook'",
            expected:
                "abstract entity Folder {\n  notes: String\n}\n\nentity Notebook: Folder {\n  name: String\n  notes3: [Note] @inverse(notebook)\n}\n\nentity Archive: Notebook {\n  notes2: Int64 = 0\n}\n\nentity Note {\n  notebook: Notebook @inverse(notes3)\n}\n"
        )
    }

    func testAddInverseGoesWithTheRelationshipsNotAfterAnIndex() {
        // The new relationship follows the last relationship (and its comment), not the index or unique lines.
        let marked =
            "entity Notebook {\n  name: String\n  owner: Person? @inverse(notebooks) // who pays\n\n  index byName(name)\n  unique(name)\n}\n\nentity Person {\n  notebooks: [Notebook] @inverse(owner)\n}\n\nentity Note {\n  $0notebook: Notebook\n}\n"
        assertFix(
            marked, code: .missingInverse, title: "Add inverse 'notes: [Note]' to 'Notebook'",
            expected:
                "entity Notebook {\n  name: String\n  owner: Person? @inverse(notebooks) // who pays\n  notes: [Note] @inverse(notebook)\n\n  index byName(name)\n  unique(name)\n}\n\nentity Person {\n  notebooks: [Notebook] @inverse(owner)\n}\n\nentity Note {\n  notebook: Notebook @inverse(notes)\n}\n"
        )
        // With no relationship yet: after the last attribute.
        assertFix(
            "entity Notebook {\n  name: String\n  index byName(name)\n}\n\nentity Note {\n  $0notebook: Notebook\n}\n", code: .missingInverse,
            title: "Add inverse 'notes: [Note]' to 'Notebook'",
            expected:
                "entity Notebook {\n  name: String\n  notes: [Note] @inverse(notebook)\n  index byName(name)\n}\n\nentity Note {\n  notebook: Notebook @inverse(notes)\n}\n")
    }

    func testCreateTheInverseNamedByInverse() {
        // `@inverse(pages)` names nothing on Notebook (and nothing near it points back).
        let marked = "entity Notebook {\n  name: String\n  index byName(name)\n}\n\nentity Note {\n  notebook: Notebook @inverse($0pages)\n}\n"
        assertFix(
            marked, code: .unknownInverse, title: "Create the inverse relationship 'pages' on 'Notebook'", preferred: false,
            expected:
                "entity Notebook {\n  name: String\n  pages: [Note] @inverse(notebook)\n  index byName(name)\n}\n\nentity Note {\n  notebook: Notebook @inverse(pages)\n}\n")
        // A to-many gets an optional to-one back; offered beside a near-match rename, not preferred.
        let near = "entity Tag {\n  name: String\n  posts: [Post] @inverse(tags)\n}\n\nentity Post {\n  tags: [Tag] @inverse(post)\n  categories: [Tag] @inverse($0catgory)\n}\n"
        let titles = actions(near).2.map(\.title)
        XCTAssertTrue(titles.contains("Create the inverse relationship 'catgory' on 'Tag'"), "\(titles)")
        // A name that is taken or not a property name gets no offer.
        XCTAssertFalse(
            actions("entity A {\n  name: String\n}\n\nentity B {\n  a: A @inverse($0name)\n}\n").2.contains { $0.title.hasPrefix("Create the inverse") })
    }

    func testActionsForTheDiagnosticsTheClientSendsAndForAWholeLine() {
        let text = "entity Notebook {\n  name: String\n}\n\nentity Note {\n  notebook: Notebok\n}\n"
        let analysis = analyze(text)
        let lineStart = Array(text.utf8).firstIndex(of: UInt8(ascii: "b"))! - 6  // `  notebook` starts the line
        let typo = try! XCTUnwrap(analysis.diagnostics.first { $0.code == .unknownType })
        // The cursor at the start of the line: nothing, unless the client lists the line's diagnostics.
        XCTAssertFalse(CodeActions.actions(analysis, range: .empty(at: lineStart)).contains { $0.title == "Change to 'Notebook'" })
        let hinted = CodeActions.actions(
            analysis, range: .empty(at: lineStart), diagnostics: [CodeActions.DiagnosticHint(code: "unknown-type", range: typo.range)])
        XCTAssertTrue(hinted.contains { $0.title == "Change to 'Notebook'" }, "\(hinted.map(\.title))")
        // A hint with another code does not match.
        XCTAssertFalse(
            CodeActions.actions(analysis, range: .empty(at: lineStart), diagnostics: [CodeActions.DiagnosticHint(code: "missing-inverse", range: typo.range)])
                .contains { $0.title == "Change to 'Notebook'" })
        // A whole line selected (to the next line's start) covers the diagnostic.
        let lineEnd = Array(text.utf8)[typo.range.end...].firstIndex(of: 0x0A)! + 1
        XCTAssertTrue(CodeActions.actions(analysis, range: TextRange(start: lineStart, end: lineEnd)).contains { $0.title == "Change to 'Notebook'" })
    }

    func testSelfRelationshipAndSingleLineEntity() {
        assertFix(
            "entity Employee {\n  name: String\n  $0manager: Employee?\n}\n", code: .missingInverse, title: "Add inverse 'employees: [Employee]' to 'Employee'",
            expected: "entity Employee {\n  name: String\n  manager: Employee? @inverse(employees)\n  employees: [Employee] @inverse(manager)\n}\n")
        assertFix(
            "entity Tag { name: String }\n\nentity Note {\n  $0tag: Tag?\n}\n", code: .missingInverse, title: "Add inverse 'notes: [Note]' to 'Tag'",
            expected: "entity Tag { name: String \n  notes: [Note] @inverse(tag)\n}\n\nentity Note {\n  tag: Tag? @inverse(notes)\n}\n")
    }

    func testPairTwoRelationshipsWithoutInverses() {
        let marked = "entity Notebook {\n  notes: [Note]\n}\n\nentity Note {\n  notebook$0: Notebook?\n}\n"
        XCTAssertEqual(
            actions(marked).2.map(\.title),
            [
                "Pair 'notebook' with 'Notebook.notes' as inverses", "Add inverse 'notes2: [Note]' to 'Notebook'", "Add inverse 'note: Note?' to 'Notebook'",
                "Fix all missing inverses in this file",
            ])
        XCTAssertEqual(actions(marked).2.map(\.isPreferred), [true, false, false, false])
        assertFix(
            marked, code: .missingInverse, title: "Pair 'notebook' with 'Notebook.notes' as inverses",
            expected: "entity Notebook {\n  notes: [Note] @inverse(notebook)\n}\n\nentity Note {\n  notebook: Notebook? @inverse(notes)\n}\n")
    }

    func testSeveralCandidatesLeaveTheChoiceToTheUser() {
        let marked = "entity Person {\n  $0employer: Company?\n}\n\nentity Company {\n  staff: [Person]\n  alumni: [Person]\n}\n"
        let items = actions(marked).2
        XCTAssertEqual(
            items.map(\.title),
            [
                "Pair 'employer' with 'Company.staff' as inverses", "Pair 'employer' with 'Company.alumni' as inverses",
                "Add inverse 'people: [Person]' to 'Company'", "Add inverse 'person: Person?' to 'Company'", "Fix all missing inverses in this file",
            ])
        XCTAssertFalse(items.contains { $0.isPreferred })
    }

    func testReplacesAnInverseWhoseArgumentIsUnusable() {
        assertFix(
            "entity Notebook {\n  name: String\n}\n\nentity Note {\n  $0notebook: Notebook @inverse(\"notes\")\n}\n", code: .missingInverse,
            title: "Add inverse 'notes: [Note]' to 'Notebook'",
            expected: "entity Notebook {\n  name: String\n  notes: [Note] @inverse(notebook)\n}\n\nentity Note {\n  notebook: Notebook @inverse(notes)\n}\n")
    }

    func testFixAllMissingInversesMergesInsertions() {
        let marked = """
            entity Notebook {
              name: String
            }

            entity Note {
              $0notebook: Notebook
              tags: [Tag]
              previous: Note?
            }

            entity Tag {
              label: String
            }

            entity Owner {
              notebooks: [Notebook]
              favourite: Notebook?
            }

            """
        let (fixture, _, items) = actions(marked)
        guard let all = items.first(where: { $0.title == "Fix all missing inverses in this file" }) else { return XCTFail("\(items.map(\.title))") }
        XCTAssertNil(all.diagnostic)
        XCTAssertFalse(all.isPreferred)
        let fixed = apply(all.edits, to: fixture.text)
        XCTAssertEqual(
            fixed,
            """
            entity Notebook {
              name: String
              notes: [Note] @inverse(notebook)
              owner: Owner? @inverse(notebooks)
              owners: [Owner] @inverse(favourite)
            }

            entity Note {
              notebook: Notebook @inverse(notes)
              tags: [Tag] @inverse(note)
              previous: Note? @inverse(notes)
              notes: [Note] @inverse(previous)
            }

            entity Tag {
              label: String
              note: Note? @inverse(tags)
            }

            entity Owner {
              notebooks: [Notebook] @inverse(owner)
              favourite: Notebook? @inverse(owners)
            }

            """)
        XCTAssertEqual(problems(fixed), [])
    }

    func testFixAllPairsAndUsesTheCheckersFixes() {
        let text = "entity A {\n  b: B\n  cs: [C] @inverse(a)\n}\n\nentity B {\n  as: [A]\n}\n\nentity C {\n  a: A?\n}\n"
        let analysis = analyze(text)
        XCTAssertEqual(analysis.diagnostics.filter { $0.code == .missingInverse }.count, 3)
        let fixed = apply(CodeActions.fixAll(analysis), to: text)
        XCTAssertEqual(
            fixed, "entity A {\n  b: B @inverse(as)\n  cs: [C] @inverse(a)\n}\n\nentity B {\n  as: [A] @inverse(b)\n}\n\nentity C {\n  a: A? @inverse(cs)\n}\n")
        XCTAssertEqual(problems(fixed), [])
    }

    func testNamesForNewInverses() {
        XCTAssertEqual(
            actions("entity URLRecord {\n  $0category: Category?\n}\n\nentity Category {\n  name: String\n}\n").2.first?.title,
            "Add inverse 'urlRecords: [URLRecord]' to 'Category'")
        XCTAssertEqual(
            actions("entity SalesPerson {\n  $0boxes: [Box]\n}\n\nentity Box {\n  name: String\n}\n").2.map(\.title),
            ["Add inverse 'salesPerson: SalesPerson?' to 'Box'", "Add inverse 'salesPeople: [SalesPerson]' to 'Box'"])
        XCTAssertEqual(
            actions("entity Match {\n  $0box: Box\n}\n\nentity Box {\n  name: String\n}\n").2.first?.title, "Add inverse 'matches: [Match]' to 'Box'")
        XCTAssertEqual(actions("entity Day {\n  $0box: Box\n}\n\nentity Box {\n  name: String\n}\n").2.first?.title, "Add inverse 'days: [Day]' to 'Box'")
        // `entity` is reserved for a property: the name gets a number instead.
        XCTAssertEqual(
            actions("entity Entity {\n  $0box: Box?\n}\n\nentity Box {\n  name: String\n}\n").2.map(\.title),
            ["Add inverse 'entities: [Entity]' to 'Box'", "Add inverse 'entity2: Entity?' to 'Box'"])
    }

    // MARK: - A model full of mistakes

    func testQuickFixesAloneRepairAModelFullOfMistakes() throws {
        let folder = TestPaths.fixtures("CDMFeaturesTests", "CodeActions")
        guard let original = TestPaths.read(folder.appendingPathComponent("Mistakes.cdm")) else { return }
        let before = analyze(original)
        XCTAssertGreaterThanOrEqual(problems(before).count, 10, "\(problems(before))")
        var text = original
        var applied: [String] = []
        for _ in 0..<50 {
            let analysis = analyze(text)
            var fixed = false
            for d in analysis.diagnostics where d.severity <= .warning {
                if let action = CodeActions.actions(analysis, range: d.range).first(where: { $0.diagnostic == d && $0.isPreferred }) {
                    text = apply(action.edits, to: text)
                    applied.append("\(d.code.rawValue): \(action.title)")
                    fixed = true
                    break
                }
            }
            if !fixed { break }
        }
        XCTAssertEqual(problems(text), [], "after applying \(applied)")
        XCTAssertGreaterThanOrEqual(applied.count, 10)
        Golden.assertMatches(applied.joined(separator: "\n") + "\n\n" + text, golden: folder.appendingPathComponent("Mistakes.fixed"))
        // One "fix all" round at a time gets to the same place.
        var all = original
        for _ in 0..<10 {
            let edits = CodeActions.fixAll(analyze(all))
            if edits.isEmpty { break }
            all = apply(edits, to: all)
        }
        XCTAssertEqual(problems(all), [])
    }
}
