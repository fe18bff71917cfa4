// Inlay hints: the implied delete rule and the other side of each inverse, shown inline in a fixture.

import CDMFeatures
import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class InlayHintsTests: XCTestCase {
    /// `text` with each hint written in as `⟨label⟩` (`⟨ label⟩` with left padding).
    func rendered(_ text: String, range: TextRange? = nil) -> String {
        let analysis = analyze(text)
        let hints = InlayHints.hints(analysis, range: range ?? TextRange(start: 0, end: text.utf8.count))
        var bytes = Array(text.utf8)
        for hint in hints.enumerated().sorted(by: { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }).map(\.element) {
            bytes.insert(contentsOf: Array("⟨\(hint.paddingLeft ? " " : "")\(hint.label)⟩".utf8), at: hint.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testDeleteRulesAndInverseKinds() {
        let text = """
            entity Notebook {
              name: String
              notes: [Note] @inverse(notebook) @deleteRule(cascade)
              owner: Person? @inverse(notebooks)
            }

            entity Note {
              notebook: Notebook @inverse(notes)
              related: [Note]
            }

            entity Person {
              notebooks: [Notebook] @inverse(owner) @ordered
            }

            """
        XCTAssertEqual(
            rendered(text),
            """
            entity Notebook {
              name: String
              notes: [Note] @inverse(notebook)⟨ → to-one⟩ @deleteRule(cascade)
              owner: Person? @inverse(notebooks)⟨ → to-many⟩⟨ @deleteRule(nullify)⟩
            }

            entity Note {
              notebook: Notebook @inverse(notes)⟨ → to-many⟩⟨ @deleteRule(nullify)⟩
              related: [Note]⟨ @deleteRule(nullify)⟩
            }

            entity Person {
              notebooks: [Notebook] @inverse(owner)⟨ → to-one⟩ @ordered⟨ @deleteRule(nullify)⟩
            }

            """)
    }

    func testInheritedInverseAndUnknownInverse() {
        let text =
            "abstract entity Item {\n  tags: [Tag] @inverse(items)\n}\n\nentity Note: Item {\n  text: String\n}\n\nentity Tag {\n  items: [Item] @inverse(tags) @deleteRule(deny)\n  notes: [Note] @inverse(nope) @deleteRule(nullify)\n}\n"
        XCTAssertEqual(
            rendered(text),
            "abstract entity Item {\n  tags: [Tag] @inverse(items)⟨ → to-many⟩⟨ @deleteRule(nullify)⟩\n}\n\nentity Note: Item {\n  text: String\n}\n\nentity Tag {\n  items: [Item] @inverse(tags)⟨ → to-many⟩ @deleteRule(deny)\n  notes: [Note] @inverse(nope) @deleteRule(nullify)\n}\n"
        )
    }

    func testOnlyHintsInTheRange() {
        let text = "entity Note {\n  next: Note? @inverse(previous)\n  previous: Note? @inverse(next)\n}\n"
        let secondLine = TextRange(start: 14, end: 46)
        XCTAssertEqual(
            rendered(text, range: secondLine),
            "entity Note {\n  next: Note? @inverse(previous)⟨ → to-one⟩⟨ @deleteRule(nullify)⟩\n  previous: Note? @inverse(next)\n}\n")
        let hints = InlayHints.hints(analyze(text), range: secondLine)
        XCTAssertEqual(hints.first?.tooltip, "'Note.previous' is a to-one relationship back to 'Note'")
    }
}
