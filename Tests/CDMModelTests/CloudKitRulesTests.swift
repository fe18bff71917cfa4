// The CloudKit rules beyond their fixtures: each fixture's control without CloudKit reports none, a synced entity is checked once, and entity by entity they report what the whole-model pass does.

import CDMSyntax
import CDMTestSupport
import XCTest

@testable import CDMModel

final class CloudKitRulesTests: XCTestCase {
    static var fixtures: [URL] {
        TestPaths.cdmFiles(in: TestPaths.fixtures("CDMModelTests", "Diagnostics")).filter { $0.lastPathComponent.hasPrefix("cloudkit-") }
    }

    /// The model without CloudKit: no `@cloudKit` on configurations, no `usedWithCloudKit` on the model.
    static func withoutCloudKit(_ text: String) -> String {
        text.replacingOccurrences(of: " @cloudKit", with: "").replacingOccurrences(of: " @xcode(usedWithCloudKit: \"YES\")", with: "")
    }

    /// Every rule's fixture reports its code; the same model without CloudKit reports no CloudKit
    /// code and no error (its warnings, such as `missing-inverse`, are the model's own).
    func testEachFixturesControlWithoutCloudKitReportsNothing() throws {
        XCTAssertGreaterThanOrEqual(Self.fixtures.count, 8)
        for url in Self.fixtures {
            let marked = MarkedText(try XCTUnwrap(TestPaths.read(url)))
            let with = Analyzer.analyze(text: marked.text).diagnostics
            XCTAssertTrue(with.contains { $0.code.isCloudKit }, url.lastPathComponent)
            let control = Self.withoutCloudKit(marked.text)
            XCTAssertNotEqual(control, marked.text, "\(url.lastPathComponent): no CloudKit to take out")
            let without = Analyzer.analyze(text: control).diagnostics
            XCTAssertEqual(without.filter { $0.code.isCloudKit || $0.severity == .error }.map(\.message), [], url.lastPathComponent)
            // What is left is what the model had besides CloudKit.
            XCTAssertEqual(without.map(\.code), with.filter { !$0.code.isCloudKit }.map(\.code), url.lastPathComponent)
        }
    }

    func testAnEntityInSeveralConfigurationsIsCheckedOnceNamingTheFirst() {
        let text = """
            configuration Shared @cloudKit { Note }
            configuration Cloud @cloudKit { Tag, Note }
            entity Note {
              title: String
              tags: [Tag] @inverse(notes) @ordered
            }
            entity Tag {
              name: String?
              notes: [Note] @inverse(tags)
            }
            """
        let diagnostics = Analyzer.analyze(text: text).diagnostics.filter(\.code.isCloudKit)
        // Tag is not in Shared: Note's relationship leaves that configuration (reported once too).
        XCTAssertEqual(diagnostics.map(\.code), [.cloudKitRequiredAttribute, .cloudKitOrderedRelationship, .cloudKitRelationshipOutsideConfiguration])
        for d in diagnostics { XCTAssertTrue(d.message.contains("configuration 'Shared' syncs 'Note'"), d.message) }
        // Listed in Shared too, Tag is inside both configurations.
        let inside = Analyzer.analyze(text: text.replacingOccurrences(of: "{ Note }", with: "{ Note, Tag }")).diagnostics.filter(\.code.isCloudKit).map(\.code)
        XCTAssertEqual(inside, [.cloudKitRequiredAttribute, .cloudKitOrderedRelationship])
    }

    func testASubEntityIsSyncedOnlyWhereItIsListed() {
        let text = """
            configuration Cloud @cloudKit { Item }
            abstract entity Item {
              name: String?
            }
            entity Photo: Item {
              width: Int32
            }
            """
        XCTAssertEqual(Analyzer.analyze(text: text).diagnostics.filter(\.code.isCloudKit).map(\.code), [])
        let listed = text.replacingOccurrences(of: "{ Item }", with: "{ Item, Photo }")
        XCTAssertEqual(Analyzer.analyze(text: listed).diagnostics.filter(\.code.isCloudKit).map(\.code), [.cloudKitRequiredAttribute])
        let whole = "model M @xcode(usedWithCloudKit: \"YES\")\n" + text
        XCTAssertEqual(Analyzer.analyze(text: whole).diagnostics.filter(\.code.isCloudKit).map(\.code), [.cloudKitRequiredAttribute])
    }

    /// Entity by entity, as the incremental analyzer checks them, the rules report what the
    /// whole-model pass does: each declaration once, by the first synced entity that has it.
    func testEntityByEntityReportsWhatTheWholeModelPassDoes() throws {
        let inherited = """
            configuration Cloud @cloudKit { Photo, Tag }
            configuration Shared @cloudKit { Video }
            abstract entity Item {
              name: String @unique
              tags: [Tag] @inverse(items) @ordered
              owner: Person?
            }
            entity Photo: Item {
              width: Int32
            }
            entity Video: Item {
              length: Double
            }
            entity Clip: Video {
              start: Double
            }
            entity Tag {
              items: [Item] @inverse(tags)
            }
            entity Person {
              items: [Item]
            }
            """
        var texts = [inherited, "model M @xcode(usedWithCloudKit: \"YES\")\n" + inherited]
        for url in Self.fixtures { texts.append(MarkedText(try XCTUnwrap(TestPaths.read(url))).text) }
        for text in texts {
            let model = Analyzer.analyze(text: text).model
            let sync = CloudKitSync(model)
            let first = model.entities.filter { model.entity(named: $0.name)?.nameRange == $0.nameRange }
            let synced = first.filter { sync.configuration(syncing: $0.name) != nil }
            var each: [Diagnostic] = []
            for owner in first {
                let below = synced.filter { s in model.ancestors(of: s).contains { $0.name == owner.name } }
                let reporters = (synced.contains { $0.name == owner.name } ? [owner] : []) + below
                each += CloudKitRules.diagnostics(of: owner, reporters: reporters, in: model, sync: sync).diagnostics
            }
            let whole = CloudKitRules.diagnostics(model)
            XCTAssertFalse(whole.isEmpty)
            XCTAssertEqual(each.sortedByPosition(), whole.sortedByPosition(), text)
        }
        // Item's relationships are reported as Photo has them (Cloud lists Tag, not Person), and
        // the one to Tag as Video has it (Shared lists neither); Tag's own leaves Cloud for Item.
        let outside = CloudKitRules.diagnostics(Analyzer.analyze(text: inherited).model).filter { $0.code == .cloudKitRelationshipOutsideConfiguration }
        XCTAssertEqual(
            outside.map { $0.message.components(separatedBy: " points to")[0] },
            [
                "relationship 'items' of 'Tag'", "relationship 'owner' of 'Item' (inherited by 'Photo')", "relationship 'tags' of 'Item' (inherited by 'Video')",
            ])
    }

    func testSyncedEntitiesAndCloudKitNames() {
        let model = Analyzer.analyze(
            text: """
                model M @xcode(usedWithCloudKit: "YES")
                configuration Cloud @cloudKit { Photo }
                abstract entity Item {
                  name: String?
                }
                entity Photo: Item {
                  width: Int32 = 0
                }
                """
        ).model
        let sync = CloudKitSync(model)
        XCTAssertEqual(sync.configuration(syncing: "Item"), "Default")
        XCTAssertEqual(sync.configuration(syncing: "Photo"), "Cloud")
        XCTAssertEqual(CloudKitSync.recordType(of: model.entity(named: "Photo")!, in: model), "CD_Item")
        XCTAssertEqual(CloudKitSync.fieldName("width"), "CD_width")
    }

    /// A deployed schema only grows, whether or not a mapping model covers the step.
    func testSchemaChangesAreReportedEvenWhenAMappingModelCoversTheStep() {
        let old = Analyzer.analyze(text: "model M @xcode(usedWithCloudKit: \"YES\")\nentity Note {\n  title: String?\n  body: String?\n}\n").model
        let new = Analyzer.analyze(text: "model M @xcode(usedWithCloudKit: \"YES\")\nentity Note {\n  title: Int64 = 0\n}\n").model
        let report = MigrationCheck.compare(from: old, to: new)
        XCTAssertEqual(report.problems.filter(\.code.isCloudKit).count, 2)
        let mapped = MigrationCheck.diagnostics(current: new, frozen: old, mapped: true)
        XCTAssertEqual(mapped.filter(\.code.isCloudKit).count, 2)
        XCTAssertFalse(mapped.contains { $0.code == .migrationTypeChanged && $0.severity == .error })
        // Nothing synced before: nothing deployed.
        let local = Analyzer.analyze(text: "model M\nentity Note {\n  title: String?\n  body: String?\n}\n").model
        XCTAssertEqual(MigrationCheck.compare(from: local, to: new).problems.filter(\.code.isCloudKit).count, 0)
    }
}
