// CloudKit in the editor: each rule's quick fix, applied, leaves no diagnostic of its code; hover names the CloudKit record type and field.

import CDMFeatures
import CDMModel
import CDMSyntax
import XCTest

final class CloudKitFeatureTests: XCTestCase {
    /// Applies the first quick fix of a diagnostic of `code` until none is left (or none has a fix),
    /// and returns the final text.
    func fixAll(_ code: DiagnosticCode, in text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        var text = text
        for _ in 0..<20 {
            let analysis = analyze(text)
            guard let d = analysis.diagnostics.first(where: { $0.code == code }) else { return text }
            let actions = CodeActions.actions(analysis, range: d.range).filter { $0.diagnostic?.code == code }
            guard let action = actions.first(where: \.isPreferred) ?? actions.first else {
                XCTFail("no quick fix for \(code.rawValue): \(d.message)", file: file, line: line)
                return text
            }
            text = apply(action.edits, to: text, file: file, line: line)
        }
        XCTFail("quick fixes for \(code.rawValue) do not converge:\n\(text)", file: file, line: line)
        return text
    }

    func assertFixed(_ code: DiagnosticCode, _ text: String, becomes expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(analyze(text).diagnostics.contains { $0.code == code }, "no \(code.rawValue) to fix", file: file, line: line)
        let fixed = fixAll(code, in: text, file: file, line: line)
        XCTAssertEqual(fixed, expected, file: file, line: line)
        let after = analyze(fixed).diagnostics
        XCTAssertEqual(after.filter { $0.code == code }.map(\.message), [], file: file, line: line)
        XCTAssertFalse(after.contains { $0.severity == .error }, "\(after.map(\.message))", file: file, line: line)
    }

    static let header = "model M @xcode(usedWithCloudKit: \"YES\")\n"

    func testRequiredAttributeGetsADefaultOrBecomesOptional() {
        assertFixed(
            .cloudKitRequiredAttribute,
            Self.header + "entity Note {\n  title: String\n  count: Int64\n  done: Bool\n  at: Date\n  photo: Data\n}\n",
            becomes: Self.header + "entity Note {\n  title: String?\n  count: Int64 = 0\n  done: Bool = false\n  at: Date?\n  photo: Data?\n}\n")
        // The second fix of a string: its zero value.
        let text = Self.header + "entity Note {\n  title: String\n}\n"
        let analysis = analyze(text)
        let d = analysis.diagnostics.first { $0.code == .cloudKitRequiredAttribute }!
        let titles = CodeActions.actions(analysis, range: d.range).map(\.title)
        XCTAssertEqual(titles, ["Make 'title' optional", "Add the default value \"\""])
        let withDefault = apply(CodeActions.actions(analysis, range: d.range)[1].edits, to: text)
        XCTAssertEqual(withDefault, Self.header + "entity Note {\n  title: String = \"\"\n}\n")
        XCTAssertFalse(analyze(withDefault).diagnostics.contains { $0.code.isCloudKit })
    }

    func testRequiredToOneBecomesOptional() {
        assertFixed(
            .cloudKitRequiredRelationship,
            Self.header + "entity Notebook {\n  notes: [Note] @inverse(notebook)\n}\nentity Note {\n  notebook: Notebook @inverse(notes)\n}\n",
            becomes: Self.header + "entity Notebook {\n  notes: [Note] @inverse(notebook)\n}\nentity Note {\n  notebook: Notebook? @inverse(notes)\n}\n")
    }

    func testOrderedIsDropped() {
        assertFixed(
            .cloudKitOrderedRelationship,
            Self.header + "entity Playlist {\n  songs: [Song] @inverse(playlist) @ordered @deleteRule(cascade)\n}\nentity Song {\n  playlist: Playlist? @inverse(songs)\n}\n",
            becomes: Self.header + "entity Playlist {\n  songs: [Song] @inverse(playlist) @deleteRule(cascade)\n}\nentity Song {\n  playlist: Playlist? @inverse(songs)\n}\n")
    }

    func testDenyBecomesNullify() {
        assertFixed(
            .cloudKitDenyDeleteRule,
            Self.header + "entity Author {\n  books: [Book] @inverse(author) @deleteRule( deny )\n}\nentity Book {\n  author: Author? @inverse(books) @deleteRule(deny)\n}\n",
            becomes: Self.header
                + "entity Author {\n  books: [Book] @inverse(author) @deleteRule( nullify )\n}\nentity Book {\n  author: Author? @inverse(books) @deleteRule(nullify)\n}\n")
    }

    func testMissingInverseIsAddedOnce() {
        let text = Self.header + "entity Notebook {\n  name: String?\n}\nentity Note {\n  notebook: Notebook?\n}\n"
        let analysis = analyze(text)
        let d = analysis.diagnostics.first { $0.code == .cloudKitMissingInverse }!
        let titles = CodeActions.actions(analysis, range: d.range).map(\.title)
        // The same fixes as missing-inverse's, offered once though both diagnostics are there.
        XCTAssertEqual(titles.count, Set(titles).count, "\(titles)")
        XCTAssertFalse(titles.isEmpty)
        let fixed = fixAll(.cloudKitMissingInverse, in: text)
        XCTAssertEqual(fixed, Self.header + "entity Notebook {\n  name: String?\n  notes: [Note] @inverse(notebook)\n}\nentity Note {\n  notebook: Notebook? @inverse(notes)\n}\n")
        XCTAssertEqual(problems(fixed), [])
    }

    func testHoverShowsTheCloudKitNames() {
        let text = """
            configuration Cloud @cloudKit { Note, Photo, Tag }
            abstract entity Item {
              name: String?
            }
            entity Photo: Item {
              width: Int32 = 0
            }
            entity Note {
              title: String?
              scratch: String? @transient
              tags: [Tag] @inverse(notes)
              folder: Folder? @inverse(notes)
            }
            entity Tag {
              notes: [Note] @inverse(tags)
            }
            entity Folder {
              notes: [Note] @inverse(folder)
            }
            """
        let analysis = analyze(text)
        let index = SymbolIndex(analysis)
        func hover(_ needle: String, _ nth: Int = 0) -> String {
            var from = text.startIndex
            var found = text.range(of: needle)!
            for _ in 0..<nth {
                from = found.upperBound
                found = text.range(of: needle, range: from..<text.endIndex)!
            }
            let offset = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
            return HoverProvider.hover(analysis, index: index, at: offset)?.markdown ?? ""
        }
        XCTAssertTrue(hover("Note {").contains("CloudKit: record type `CD_Note`, synced by configuration 'Cloud'."), hover("Note {"))
        XCTAssertTrue(hover("Photo: Item").contains("record type `CD_Item` (with `CD_entityName` = `Photo`)"), hover("Photo: Item"))
        XCTAssertTrue(hover("width").contains("field `CD_width` of record type `CD_Item`"), hover("width"))
        XCTAssertTrue(hover("title").contains("field `CD_title` of record type `CD_Note`, synced by configuration 'Cloud'"), hover("title"))
        XCTAssertTrue(hover("scratch").contains("not synced (transient)"), hover("scratch"))
        XCTAssertTrue(hover("folder:").contains("field `CD_folder`"), hover("folder:"))
        XCTAssertTrue(hover("tags:").contains("`CDMR`"), hover("tags:"))
        // Item is not listed, Folder neither: no CloudKit line.
        XCTAssertFalse(hover("Item {").contains("CloudKit"), hover("Item {"))
        XCTAssertFalse(hover("Folder {").contains("CloudKit"), hover("Folder {"))
    }
}
