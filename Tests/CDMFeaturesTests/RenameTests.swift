// Rename: from every kind of reference, at every cursor position, and each refusal with its message.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class RenameTests: XCTestCase {
    /// A model that names `Note`, `Item`, `title`, `notebook`, `name`, `items` and `tags` in every way the language allows.
    static let model = """
        model Notes

        abstract entity Item {
          title: String
          tags: [Tag] @inverse(items)
        }

        entity Note: Item {
          notebook: Notebook @inverse(notes)
          fetched siblings: [Note] @predicate("notebook == $FETCH_SOURCE.notebook")
          index byTitle(title desc)
        }

        entity Notebook {
          name: String
          notes: [Note] @inverse(notebook) @deleteRule(cascade)
          unique(name)
        }

        entity Tag {
          label: String
          items: [Item] @inverse(tags)
        }

        configuration Default { Note, Notebook, Tag }
        fetchRequest AllNotes: Note

        """

    /// Renames at `offset` in `text` and returns the new text, failing the test on a refusal.
    func renamed(_ text: String, at offset: Int, to newName: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let analysis = analyze(text)
        switch Rename.rename(analysis, index: SymbolIndex(analysis), at: offset, to: newName) {
        case .success(let edits): return apply(edits, to: text, file: file, line: line)
        case .failure(let error):
            XCTFail("rename refused: \(error.message)", file: file, line: line)
            return nil
        }
    }

    /// The offsets of whole-word `word` in `text`, in order.
    func wordOffsets(_ word: String, in text: String) -> [Int] {
        let bytes = Array(text.utf8)
        let w = Array(word.utf8)
        func isWordByte(_ b: UInt8) -> Bool { b == 0x5F || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
        var out: [Int] = []
        var i = 0
        while i + w.count <= bytes.count {
            if bytes[i..<(i + w.count)].elementsEqual(w) && (i == 0 || !isWordByte(bytes[i - 1]))
                && (i + w.count == bytes.count || !isWordByte(bytes[i + w.count]))
            {
                out.append(i)
            }
            i += 1
        }
        return out
    }

    /// The offset of the `k`th (0-based) whole-word `word` in `text`, plus `delta`.
    func offset(of word: String, _ k: Int = 0, plus delta: Int = 0, in text: String = RenameTests.model) -> Int {
        let offsets = wordOffsets(word, in: text)
        precondition(k < offsets.count, "no occurrence \(k) of '\(word)'")
        return offsets[k] + delta
    }

    /// `text` with whole words `old` replaced by `new` (only the `only`th ones when given): the expected result of a rename.
    func replacingWords(_ old: String, _ new: String, in text: String = RenameTests.model, only: [Int]? = nil) -> String {
        var bytes = Array(text.utf8)
        for (k, at) in wordOffsets(old, in: text).enumerated().reversed() where only?.contains(k) ?? true {
            bytes.replaceSubrange(at..<(at + old.utf8.count), with: Array(new.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Entities

    func testEntityFromEveryReferenceAndCursorPosition() {
        // `Note` is named at its declaration, in `[Note]` (a to-many and a fetched property),
        // in a configuration and in a fetch request: every place changes, whichever one is used.
        let expected = replacingWords("Note", "Memo")
        let positions: [(String, Int)] = [
            ("declaration, start", offset(of: "Note", 0)),
            ("declaration, inside", offset(of: "Note", 0, plus: 2)),
            ("declaration, end", offset(of: "Note", 0, plus: 4)),
            ("fetched destination, start", offset(of: "Note", 1)),
            ("to-many type, inside", offset(of: "Note", 2, plus: 1)),
            ("to-many type, end", offset(of: "Note", 2, plus: 4)),
            ("configuration member, start", offset(of: "Note", 3)),
            ("configuration member, end", offset(of: "Note", 3, plus: 4)),
            ("fetch request entity, start", offset(of: "Note", 4)),
            ("fetch request entity, end", offset(of: "Note", 4, plus: 4)),
        ]
        for (what, at) in positions {
            XCTAssertEqual(renamed(Self.model, at: at, to: "Memo"), expected, what)
        }
        XCTAssertEqual(problems(expected), [])
    }

    func testEntityFromParentAndToOneType() {
        let items = replacingWords("Item", "Entry")
        XCTAssertEqual(renamed(Self.model, at: offset(of: "Item", 1), to: "Entry"), items, "parent, start")
        XCTAssertEqual(renamed(Self.model, at: offset(of: "Item", 1, plus: 4), to: "Entry"), items, "parent, end")
        let notebooks = replacingWords("Notebook", "Folder")
        XCTAssertEqual(renamed(Self.model, at: offset(of: "Notebook", 0, plus: 3), to: "Folder"), notebooks, "to-one type, inside")
        XCTAssertEqual(problems(items), [])
        XCTAssertEqual(problems(notebooks), [])
    }

    func testPrepareGivesTheNameRangeAndPlaceholder() {
        let analysis = analyze(Self.model)
        let at = offset(of: "Note", 2)
        guard case .success(let result) = Rename.prepare(analysis, index: SymbolIndex(analysis), at: at + 4) else { return XCTFail("refused") }
        XCTAssertEqual(result.range, TextRange(offset: at, length: 4))
        XCTAssertEqual(result.placeholder, "Note")
    }

    func testCompositeRenamesItsUses() {
        let text = "composite Money {\n  amount: Decimal\n}\n\nentity Order {\n  total: Money\n  paid: Money?\n}\n"
        XCTAssertEqual(
            renamed(text, at: offset(of: "Money", 1, in: text), to: "Price"),
            "composite Price {\n  amount: Decimal\n}\n\nentity Order {\n  total: Price\n  paid: Price?\n}\n")
    }

    func testConfigurationFetchRequestAndModel() {
        XCTAssertEqual(renamed(Self.model, at: offset(of: "Default"), to: "Local"), replacingWords("Default", "Local"))
        XCTAssertEqual(renamed(Self.model, at: offset(of: "AllNotes", plus: 8), to: "EveryNote"), replacingWords("AllNotes", "EveryNote"))
        XCTAssertEqual(renamed(Self.model, at: offset(of: "Notes", 0), to: "Journal"), replacingWords("Notes", "Journal", only: [0]))
    }

    // MARK: - Properties

    func testPropertyFromDeclarationAndInverse() {
        // `notebook` is declared on Note and named by Notebook.notes' `@inverse(notebook)` and by both key
        // paths of Note.siblings' predicate (`notebook` on Note, `$FETCH_SOURCE.notebook` on Note too).
        let expected = replacingWords("notebook", "folder")
        XCTAssertTrue(expected.contains("@predicate(\"folder == $FETCH_SOURCE.folder\")"))
        for (what, at) in [
            ("declaration, start", offset(of: "notebook", 0)), ("declaration, end", offset(of: "notebook", 0, plus: 8)),
            ("inverse, start", offset(of: "notebook", 3)), ("inverse, inside", offset(of: "notebook", 3, plus: 4)),
            ("inverse, end", offset(of: "notebook", 3, plus: 8)),
        ] {
            XCTAssertEqual(renamed(Self.model, at: at, to: "folder"), expected, what)
        }
        XCTAssertEqual(problems(expected), [])
    }

    func testPredicateKeyPathsFollowRelationshipsAndSkipOtherEntities() {
        let text = """
            entity Notebook {
              name: String
              notes: [Note] @inverse(notebook)
              fetched named: [Note] @predicate("notebook.name == $FETCH_SOURCE.name AND text CONTAINS[cd] 'name'")
            }

            entity Note {
              text: String?
              name: String?
              notebook: Notebook? @inverse(notes)
            }

            fetchRequest ByNotebook: Note @predicate("notebook.name BEGINSWITH $PREFIX OR SUBQUERY(notebook.notes, $n, $n.name != nil).@count > 0")

            """
        let at = offset(of: "name", 0, in: text)
        let analysis = analyze(text)
        guard case .success(let plan) = Rename.plan(analysis, index: SymbolIndex(analysis), at: at, to: "title") else { return XCTFail("refused") }
        XCTAssertEqual(plan.warnings, [])
        let result = apply(plan.edits, to: text)
        // Notebook.name: the declaration, `notebook.name` (from Note), `$FETCH_SOURCE.name` (the Notebook) and
        // the fetch request's `notebook.name`. Note.name (`$n.name`), the string 'name' and `text` stay.
        XCTAssertEqual(
            result,
            text.replacingOccurrences(of: "  name: String\n  notes", with: "  title: String\n  notes")
                .replacingOccurrences(of: "notebook.name == $FETCH_SOURCE.name", with: "notebook.title == $FETCH_SOURCE.title")
                .replacingOccurrences(of: "notebook.name BEGINSWITH", with: "notebook.title BEGINSWITH"))
        XCTAssertEqual(problems(result), [])
    }

    func testEntityNameComparedWithEntityInAPredicate() {
        let text = """
            abstract entity Item {
              title: String
            }

            entity Note: Item {
              body: String?
            }

            fetchRequest Notes: Item @predicate("entity.name == 'Note' AND title != 'Note' OR SELF.entity.name LIKE[c] 'Note'")
            fetchRequest Titled: Item @predicate("title == 'Note'")

            """
        let at = offset(of: "Note", 0, in: text)
        let analysis = analyze(text)
        guard case .success(let plan) = Rename.plan(analysis, index: SymbolIndex(analysis), at: at, to: "Memo") else { return XCTFail("refused") }
        // The names compared with `entity.name` change; those compared with a title stay.
        XCTAssertEqual(
            apply(plan.edits, to: text),
            text.replacingOccurrences(of: "entity Note: Item", with: "entity Memo: Item").replacingOccurrences(
                of: "entity.name == 'Note' AND title != 'Note' OR SELF.entity.name LIKE[c] 'Note'",
                with: "entity.name == 'Memo' AND title != 'Note' OR SELF.entity.name LIKE[c] 'Memo'"))
    }

    func testUnreadablePredicateIsReportedAndLeftAlone() {
        let text = """
            entity Note {
              title: String
              fetched same: [Note] @predicate("title == $FETCH_SOURCE.title AND (")
              fetched other: [Note] @predicate("text ==== 'x")
            }

            """
        let analysis = analyze(text)
        guard case .success(let plan) = Rename.plan(analysis, index: SymbolIndex(analysis), at: offset(of: "title", 0, in: text), to: "heading") else {
            return XCTFail("refused")
        }
        XCTAssertEqual(apply(plan.edits, to: text), text.replacingOccurrences(of: "  title: String", with: "  heading: String"))
        // Only the predicate that mentions `title` is reported.
        XCTAssertEqual(plan.warnings.count, 1, "\(plan.warnings)")
        XCTAssertTrue(plan.warnings.first?.contains("'Note.same'") ?? false, "\(plan.warnings)")
        XCTAssertTrue(plan.warnings.first?.contains("found the end of the string at character 35") ?? false, "\(plan.warnings)")
    }

    func testInheritedPropertyFromSubEntityIndexPart() {
        // `title` is declared on Item and named by the index of its sub-entity Note.
        let expected = replacingWords("title", "heading")
        XCTAssertEqual(renamed(Self.model, at: offset(of: "title", 1), to: "heading"), expected, "index part, start")
        XCTAssertEqual(renamed(Self.model, at: offset(of: "title", 1, plus: 5), to: "heading"), expected, "index part, end")
        XCTAssertEqual(renamed(Self.model, at: offset(of: "title", 0, plus: 2), to: "heading"), expected, "declaration, inside")
        XCTAssertEqual(problems(expected), [])
    }

    func testPropertyFromUniquePart() {
        let expected = replacingWords("name", "title", only: [0, 1])
        XCTAssertEqual(renamed(Self.model, at: offset(of: "name", 1), to: "title"), expected, "unique part, start")
        XCTAssertEqual(renamed(Self.model, at: offset(of: "name", 1, plus: 4), to: "title"), expected, "unique part, end")
        XCTAssertEqual(problems(expected), [])
    }

    func testPropertyNamedByInverseOnAnAbstractParent() {
        // `Tag.items: [Item] @inverse(tags)` names `tags`, declared on abstract Item.
        let expected = replacingWords("tags", "labels")
        XCTAssertEqual(renamed(Self.model, at: offset(of: "tags", 1, plus: 1), to: "labels"), expected)
        XCTAssertEqual(renamed(Self.model, at: offset(of: "items", 0), to: "things"), replacingWords("items", "things"))
        XCTAssertEqual(problems(expected), [])
    }

    func testEscapedReservedPropertyName() {
        let expected = replacingWords("label", "`description`")
        XCTAssertEqual(renamed(Self.model, at: offset(of: "label"), to: "`description`"), expected)
        XCTAssertEqual(problems(expected), [])
    }

    func testSameNameGivesNoEdits() {
        let analysis = analyze(Self.model)
        guard case .success(let edits) = Rename.rename(analysis, index: SymbolIndex(analysis), at: offset(of: "Note"), to: "Note") else {
            return XCTFail("refused")
        }
        XCTAssertEqual(edits, [])
    }

    func testEntityUsedInTenPlacesChecksCleanAfterRename() {
        var text = "model Tags\n\nentity Tag {\n  name: String\n"
        for i in 1...5 { text += "  owners\(i): [Owner\(i)] @inverse(tag)\n" }
        text += "}\n"
        for i in 1...5 { text += "\nentity Owner\(i) {\n  tag: Tag? @inverse(owners\(i))\n}\n" }
        text +=
            "\nconfiguration All { Tag, Owner1 }\nconfiguration Some { Tag }\nfetchRequest Recent: Tag\nfetchRequest Named: Tag @predicate(\"name != nil\")\n"
        for i in 6...7 { text += "\nentity Holder\(i) {\n  fetched tags: [Tag]\n}\n" }
        let before = analyze(text)
        let references = SymbolIndex(before).occurrences(of: .entity("Tag")).filter { !$0.isDeclaration }
        XCTAssertEqual(references.count, 11)
        guard let after = renamed(text, at: offset(of: "Tag", 5, in: text), to: "Label") else { return }
        let analysis = analyze(after)
        XCTAssertEqual(analysis.diagnostics.count, before.diagnostics.count)
        XCTAssertFalse(analysis.diagnostics.hasErrors, "\(problems(analysis))")
        XCTAssertFalse(after.contains("Tag,") || after.contains(": Tag") || after.contains("[Tag]"))
        XCTAssertEqual(SymbolIndex(analysis).occurrences(of: .entity("Label")).count, 12)
    }

    // MARK: - Refusals

    func assertRefused(_ marked: String, to newName: String? = nil, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let fixture = MarkedText(marked)
        let analysis = analyze(fixture.text)
        let index = SymbolIndex(analysis)
        if let newName {
            guard case .failure(let error) = Rename.rename(analysis, index: index, at: fixture.cursor, to: newName) else {
                return XCTFail("rename to '\(newName)' was not refused", file: file, line: line)
            }
            XCTAssertEqual(error.message, message, file: file, line: line)
        } else {
            guard case .failure(let error) = Rename.prepare(analysis, index: index, at: fixture.cursor) else {
                return XCTFail("prepare was not refused", file: file, line: line)
            }
            XCTAssertEqual(error.message, message, file: file, line: line)
            guard case .failure(let again) = Rename.rename(analysis, index: index, at: fixture.cursor, to: "Anything") else {
                return XCTFail("rename was not refused", file: file, line: line)
            }
            XCTAssertEqual(again.message, message, file: file, line: line)
        }
    }

    func testRefusesWhatIsNotADeclaredName() {
        assertRefused("$0entity Note {\n  text: String\n}\n", "cannot rename 'entity': it is a keyword")
        assertRefused("mod$0el Notes\n", "cannot rename 'model': it is a keyword")
        assertRefused("abstract$0 entity Note {\n  text: String\n}\n", "cannot rename 'abstract': it is a keyword")
        assertRefused("entity Note {\n  text: String\n  fet$0ched all: [Note]\n}\n", "cannot rename 'fetched': it is a keyword")
        assertRefused("entity Note {\n  text: $0String\n}\n", "cannot rename 'String': it is a built-in type")
        assertRefused("entity Note {\n  text: String @$0indexed\n}\n", "cannot rename '@indexed': modifiers are part of the language")
        assertRefused("entity Note {\n  text: String $0@indexed\n}\n", "cannot rename '@indexed': modifiers are part of the language")
        assertRefused(
            "entity Note {\n  next: Note? @inverse(previous) @deleteRule(casc$0ade)\n  previous: Note? @inverse(next)\n}\n",
            "cannot rename 'cascade': it is a value of '@deleteRule'")
        assertRefused(
            "entity Note @class(Note$0MO) {\n  text: String\n}\n", "cannot rename 'NoteMO': it is the argument of '@class', not a name declared in this file")
        assertRefused("entity Note @userInfo(ow$0ner: \"me\") {\n  text: String\n}\n", "cannot rename 'owner': it is a key of '@userInfo'")
        assertRefused("generate sw$0ift to \"out\"\n", "cannot rename 'swift': it is a generate target")
        assertRefused("entity Note {\n  text: String\n  index by$0Text(text)\n}\n", "index 'byText' has no references; edit its name in place")
        assertRefused("entity Note {\n  book: Noteb$0ok\n}\n", "'Notebok' does not name anything declared in this file")
        assertRefused("entity Note {\n  next: Note? @inverse(nex$0)\n}\n", "'nex' does not name anything declared in this file")
        assertRefused("entity Note {\n  text: String\n$0\n}\n", "there is no name at the cursor to rename")
        assertRefused("entity Note {\n  text: String = \"a $0word\"\n}\n", "there is no name at the cursor to rename")
        assertRefused("// a $0comment\nentity Note {\n  text: String\n}\n", "there is no name at the cursor to rename")
    }

    func testRefusesNamesThatClash() {
        let model = """
            composite Money {
              amount: Decimal
            }

            abstract entity Person {
              name: String
            }

            entity Employee: Person {
              salary: Decimal
            }

            entity Manager: Employee {
              budget: Money
            }

            entity Team {
              title: String
            }

            """
        func at(_ word: String) -> String {
            model.replacingOccurrences(of: "  \(word):", with: "  $0\(word):")
        }
        assertRefused(model.replacingOccurrences(of: "entity Team", with: "entity $0Team"), to: "Person", "an entity named 'Person' already exists")
        assertRefused(model.replacingOccurrences(of: "entity Team", with: "entity $0Team"), to: "Money", "a composite named 'Money' already exists")
        assertRefused(model.replacingOccurrences(of: "composite Money", with: "composite $0Money"), to: "Team", "an entity named 'Team' already exists")
        assertRefused(at("salary"), to: "name", "'Person', an ancestor of 'Employee', already has a property 'name'")
        assertRefused(at("salary"), to: "budget", "'Manager', a sub-entity of 'Employee', already has a property 'budget'")
        assertRefused(at("name"), to: "budget", "'Manager', a sub-entity of 'Person', already has a property 'budget'")
        assertRefused(
            at("title").replacingOccurrences(of: "title: String\n}", with: "title: String\n  code: String\n}"), to: "code",
            "entity 'Team' already has a property 'code'")
        assertRefused(
            model.replacingOccurrences(of: "  amount:", with: "  $0amount:").replacingOccurrences(
                of: "amount: Decimal\n", with: "amount: Decimal\n  currency: String\n"), to: "currency", "composite 'Money' already has a property 'currency'")
    }

    func testRefusesInvalidNames() {
        let entity = "entity $0Note {\n  text: String\n}\n"
        let property = "entity Note {\n  $0text: String\n}\n"
        assertRefused(entity, to: "note", "entity name 'note' must start with an upper-case letter")
        assertRefused(entity, to: "_Note", "entity name '_Note' must start with an upper-case letter")
        assertRefused(entity, to: "String", "'String' is a built-in type; an entity cannot take its name")
        assertRefused(entity, to: "Note Book", "'Note Book' is not a valid name; use only ASCII letters, digits and '_', not starting with a digit")
        assertRefused(entity, to: "Notíz", "'Notíz' is not a valid name; use only ASCII letters, digits and '_', not starting with a digit")
        assertRefused(entity, to: "", "the new name is empty")
        assertRefused(property, to: "Text", "property name 'Text' must start with a lower-case letter")
        assertRefused(property, to: "9lives", "'9lives' is not a valid name; use only ASCII letters, digits and '_', not starting with a digit")
        assertRefused(property, to: "true", "'true' is a keyword and cannot name a property")
        assertRefused(property, to: "entity", "'entity' is a keyword and cannot name a property")
        assertRefused(property, to: "description", "'description' cannot name a property: it clashes with a method of NSObject")
        assertRefused(property, to: "type", "'type' cannot name a property: Core Data generates 'primitiveType', which App Store review flags as private API")
        assertRefused("composite $0Money {\n  amount: Decimal\n}\n", to: "money", "composite name 'money' must start with an upper-case letter")
        assertRefused(
            "entity Note {\n  text: String\n}\nconfiguration $0Local { Note }\nconfiguration Cloud { Note }\n", to: "Cloud",
            "a configuration named 'Cloud' already exists")
        assertRefused(
            "entity Note {\n  text: String\n}\nfetchRequest $0All: Note\nfetchRequest Some: Note\n", to: "Some", "a fetch request named 'Some' already exists")
    }

    func testPropertyMayBeCalledIndexOrUnique() {
        let text = "entity Note {\n  text: String\n  unique(text)\n}\n"
        guard let after = renamed(text, at: offset(of: "text", in: text), to: "index") else { return }
        XCTAssertEqual(after, "entity Note {\n  index: String\n  unique(index)\n}\n")
        XCTAssertEqual(problems(after), [])
    }
}

/// Rename with the newest frozen version: `@renamedFrom` is added, kept or dropped so the store's data follows the new name.
final class RenameKeepsDataTests: XCTestCase {
    /// The frozen version all fixtures compare with.
    static let frozen = """
        model Notes
        entity Item {
          title: String?
          heading: String? @renamedFrom(caption)
        }
        entity Note: Item {
          body: String?
          notebook: Notebook? @inverse(notes)
        }
        entity Notebook {
          notes: [Note] @inverse(notebook)
        }

        """

    /// (what it shows, the text with `$0` on the name, the new name, the text after the rename).
    static let fixtures: [(String, String, String, String)] = [
        (
            "a property in the frozen version gets its frozen name",
            "model Notes\nentity Item {\n  $0title: String?\n  heading: String? @renamedFrom(caption)\n}\n",
            "name",
            "model Notes\nentity Item {\n  name: String? @renamedFrom(title)\n  heading: String? @renamedFrom(caption)\n}\n"
        ),
        (
            "a property with a renaming identifier keeps it: it is the canonical one",
            "model Notes\nentity Item {\n  $0name: String? @renamedFrom(title)\n}\n",
            "label",
            "model Notes\nentity Item {\n  label: String? @renamedFrom(title)\n}\n"
        ),
        (
            "renaming back drops the @renamedFrom that would name itself",
            "model Notes\nentity Item {\n  $0name: String? @renamedFrom(title) // was title\n}\n",
            "title",
            "model Notes\nentity Item {\n  title: String? // was title\n}\n"
        ),
        (
            "the frozen property's own renaming identifier is the one to write",
            "model Notes\nentity Item {\n  $0heading: String?\n}\n",
            "headline",
            "model Notes\nentity Item {\n  headline: String? @renamedFrom(caption)\n}\n"
        ),
        (
            "a property new since the freeze renames as without versions",
            "model Notes\nentity Item {\n  title: String?\n  $0subtitle: String?\n}\n",
            "tagline",
            "model Notes\nentity Item {\n  title: String?\n  tagline: String?\n}\n"
        ),
        (
            "a relationship: after its modifiers, with the inverse renamed too",
            "model Notes\nentity Note {\n  $0notebook: Notebook? @inverse(notes)\n}\nentity Notebook {\n  notes: [Note] @inverse(notebook)\n}\n",
            "folder",
            "model Notes\nentity Note {\n  folder: Notebook? @inverse(notes) @renamedFrom(notebook)\n}\nentity Notebook {\n  notes: [Note] @inverse(folder)\n}\n"
        ),
        (
            "a property of a renamed entity is found through the entity's identifier",
            "model Notes\nentity Memo @renamedFrom(Note) {\n  $0body: String?\n}\n",
            "text",
            "model Notes\nentity Memo @renamedFrom(Note) {\n  text: String? @renamedFrom(body)\n}\n"
        ),
        (
            "an entity: the modifier follows the name before '{', references renamed",
            "model Notes\nentity $0Notebook {\n  notes: [Note] @inverse(notebook)\n}\nentity Note {\n  notebook: Notebook? @inverse(notes)\n}\n",
            "Folder",
            "model Notes\nentity Folder @renamedFrom(Notebook) {\n  notes: [Note] @inverse(notebook)\n}\nentity Note {\n  notebook: Folder? @inverse(notes)\n}\n"
        ),
        (
            "an entity with a parent: after the parent",
            "model Notes\nentity Item {\n  title: String?\n}\nentity $0Note: Item {\n  body: String?\n}\n",
            "Memo",
            "model Notes\nentity Item {\n  title: String?\n}\nentity Memo: Item @renamedFrom(Note) {\n  body: String?\n}\n"
        ),
        (
            "an entity renamed back drops its @renamedFrom",
            "model Notes\nentity $0Memo: Item @renamedFrom(Note) {\n  body: String?\n}\nentity Item {\n  title: String?\n}\n",
            "Note",
            "model Notes\nentity Note: Item {\n  body: String?\n}\nentity Item {\n  title: String?\n}\n"
        ),
        (
            "an entity new since the freeze renames as without versions",
            "model Notes\nentity $0Tag {\n  label: String?\n}\n",
            "Label",
            "model Notes\nentity Label {\n  label: String?\n}\n"
        ),
    ]

    func testRenameKeepsTheRenamingIdentifier() {
        let frozen = analyze(Self.frozen).model
        for (what, fixture, newName, expected) in Self.fixtures {
            let marked = MarkedText(fixture)
            let analysis = analyze(marked.text)
            guard let offset = marked.positions["$0"] else { return XCTFail("\(what): no $0") }
            switch Rename.rename(analysis, index: SymbolIndex(analysis), at: offset, to: newName, frozen: frozen) {
            case .success(let edits):
                let after = apply(edits, to: marked.text)
                XCTAssertEqual(after, expected, what)
                XCTAssertEqual(problems(after), [], what)
            case .failure(let error):
                XCTFail("\(what): \(error.message)")
            }
        }
    }

    /// The renamed model migrates from the frozen version with its data: no rename is lost.
    func testRenamedModelMigratesWithoutLoss() {
        let frozen = analyze(Self.frozen).model
        let text =
            "model Notes\nentity Item {\n  title: String?\n  heading: String?\n}\nentity Note: Item {\n  body: String?\n  notebook: Notebook? @inverse(notes)\n}\nentity Notebook {\n  notes: [Note] @inverse(notebook)\n}\n"
        XCTAssertEqual(MigrationCheck.compare(from: frozen, to: analyze(text).model).changes.map(\.description), [])
        var current = text
        // (text holding the name, where the name starts in it, the new name)
        for (around, start, newName) in [("  title:", 2, "name"), ("entity Note:", 7, "Memo"), ("  notebook:", 2, "folder"), ("  name:", 2, "label")] {
            let analysis = analyze(current)
            guard let found = current.range(of: around) else { return XCTFail("no '\(around)' in \(current)") }
            let at = current.utf8.distance(from: current.startIndex, to: found.lowerBound) + start
            let edits: [TextEdit]
            switch Rename.rename(analysis, index: SymbolIndex(analysis), at: at, to: newName, frozen: frozen) {
            case .success(let e): edits = e
            case .failure(let error): return XCTFail("'\(around)' → \(newName): \(error.message)")
            }
            current = apply(edits, to: current)
        }
        let report = MigrationCheck.compare(from: frozen, to: analyze(current).model)
        XCTAssertEqual(report.problems.map(\.message), [], current)
        XCTAssertFalse(report.changes.contains { $0.description.contains("removed") || $0.description.contains("added") }, "\(report.changes.map(\.description))")
        XCTAssertTrue(current.contains("  label: String? @renamedFrom(title)\n"), current)
        XCTAssertTrue(current.contains("entity Memo: Item @renamedFrom(Note) {"), current)
    }

    /// Without a frozen version, nothing is added.
    func testWithoutFrozenVersionRenameIsUnchanged() {
        let marked = MarkedText("model Notes\nentity Item {\n  $0title: String?\n}\n")
        let analysis = analyze(marked.text)
        guard case .success(let edits) = Rename.rename(analysis, index: SymbolIndex(analysis), at: marked.positions["$0"]!, to: "name") else { return XCTFail() }
        XCTAssertEqual(apply(edits, to: marked.text), "model Notes\nentity Item {\n  name: String?\n}\n")
    }
}
