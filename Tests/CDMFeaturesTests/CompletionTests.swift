// Completion as clients without snippets see it, the full list of a model's names, and the order for the position.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class CompletionTests: XCTestCase {
    func entries(_ marked: String, limit: Int? = Completion.defaultEntityLimit) -> Completion.List {
        let fixture = MarkedText(marked)
        return Completion.list(analyze(fixture.text), at: fixture.cursor, entityLimit: limit)
    }

    /// Labels in the order a client shows them: by sort text (the label when there is none).
    func ordered(_ list: Completion.List) -> [String] {
        list.entries.enumerated().sorted { a, b in
            let (sa, sb) = (a.element.sortText ?? a.element.label, b.element.sortText ?? b.element.label)
            return sa != sb ? sa < sb : a.offset < b.offset
        }.map(\.element.label)
    }

    func testPlainTextOfSnippetsIsOneLine() {
        let keywords = entries("$0").entries
        XCTAssertFalse(keywords.isEmpty)
        for e in keywords {
            XCTAssertFalse(e.plainText.contains { $0.isNewline }, "\(e.label): \(e.plainText.debugDescription)")
            XCTAssertFalse(e.plainText.contains("$"), "\(e.label): \(e.plainText)")
            XCTAssertFalse(e.plainText.contains("\0"), "\(e.label)")
        }
        let plain = Dictionary(keywords.map { ($0.label, $0.plainText) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(plain["entity"], "entity Name")
        XCTAssertEqual(plain["abstract entity"], "abstract entity Name")
        XCTAssertEqual(plain["generate"], "generate swift to \"Generated\"")
        XCTAssertEqual(plain["fetchRequest"], "fetchRequest Name: Entity @predicate(\"\")")
        // A snippet-free entry is unchanged.
        XCTAssertEqual(CompletionEntry(label: "[Note]", kind: .entity, detail: "", documentation: "", replaceRange: .empty(at: 0)).plainText, "[Note]")
        XCTAssertEqual(CompletionEntry.expandPlaceholders("a ${1:b ${2:c}} $0d \\$e ${3|x,y|}"), "a b c d $e x")
    }

    func testAModelWithHundredsOfEntitiesIsListedInFull() {
        var text = ""
        for i in 0..<300 { text += "entity E\(i) {\n  name: String\n}\n" }
        let list = entries(text + "entity Z {\n  other: $0\n}\n")
        XCTAssertFalse(list.isIncomplete)
        XCTAssertEqual(list.entries.filter { $0.kind == .entity && !$0.label.hasPrefix("[") }.count, 301)
        // Past the limit the list is cut and says so.
        let limited = entries(text + "entity Z {\n  other: $0\n}\n", limit: 100)
        XCTAssertTrue(limited.isIncomplete)
    }

    func testBuiltInTypesComeBeforeEntitiesWhereATypeIsExpected() {
        let labels = ordered(entries("composite Point {\n  x: Double\n}\n\nentity Alpha {\n  name: String\n}\n\nentity Note {\n  title: $0\n}\n"))
        let firstEntity = try! XCTUnwrap(labels.firstIndex(of: "Alpha"))
        for builtin in ["String", "Bool", "Int64", "Date", "UUID"] {
            XCTAssertLessThan(try! XCTUnwrap(labels.firstIndex(of: builtin)), firstEntity, "\(builtin) after Alpha: \(labels)")
        }
        XCTAssertLessThan(labels.firstIndex(of: "Point")!, firstEntity)
        XCTAssertLessThan(firstEntity, labels.firstIndex(of: "[Alpha]")!)
    }

    func testLikelyInverseFirst() {
        let text = """
            entity Notebook {
              notes: [Note] @inverse($0)
            }

            entity Note {
              archive: Notebook?
              related: [Notebook]
              notebook: Notebook?
              zebra: Notebook?
            }

            """
        let labels = ordered(entries(text))
        XCTAssertEqual(labels.first, "notebook", "\(labels)")
        XCTAssertEqual(Set(labels), ["archive", "related", "notebook", "zebra"])
    }

    func testToAfterAGenerateTarget() {
        let list = entries("generate svg $0\n\nentity A {\n  name: String\n}\n")
        XCTAssertEqual(list.entries.map(\.label), ["to"])
        XCTAssertEqual(list.entries.first?.plainText, "to \"Diagrams\"")
        XCTAssertEqual(entries("generate swift $0").entries.first?.plainText, "to \"Generated/Swift\"")
        // Not once the folder is there.
        XCTAssertEqual(entries("generate svg to \"x\" $0").entries.map(\.label).contains("to"), false)
    }
}
