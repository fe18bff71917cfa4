// The generated files match Xcode's own, byte for byte below the header, for the verbatim samples in Tests/Fixtures/codegen-samples.

import CDMGenerators
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

final class XcodeShapeTests: XCTestCase {
    func model(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Model {
        let analysis = Analyzer.analyze(text: text, defaultModelName: "Test")
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "\(errors.map(\.message))", file: file, line: line)
        return analysis.model
    }

    func files(_ text: String, _ kind: GenerateKind = .swift, modelName: String = "Test", configure: (inout GenerateTarget) -> Void = { _ in }) -> [String: String] {
        var target = GenerateTarget(kind: kind, path: "out")
        configure(&target)
        var model = model(text)
        if modelName != "Test" { model.name = modelName }
        let generated = Generators.files(for: target, model: model, context: GenerationContext(sourceFileName: "Test.cdm"))
        return Dictionary(uniqueKeysWithValues: generated.map { ($0.path, $0.contents) })
    }

    /// The text below the leading `//` comment block and the blank line after it.
    func body(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.hasPrefix("//") { lines.removeFirst() }
        if lines.first == "" { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }

    func sample(_ name: String) -> String? {
        TestPaths.read(TestPaths.codegenSamples.appendingPathComponent(name))
    }

    func assertSameBody(_ generated: String?, sample name: String, adjusting adjust: (String) -> String = { $0 }, file: StaticString = #filePath, line: UInt = #line) {
        guard let expected = sample(name) else { return }
        guard let generated else { return XCTFail("nothing generated for \(name)", file: file, line: line) }
        let want = adjust(body(expected))
        let got = body(generated)
        XCTAssertEqual(got, want, "differs from Xcode's \(name):\n\(Golden.diff(expected: want, actual: got))", file: file, line: line)
    }

    // MARK: - Swift

    static let orders = """
        entity Order {
          date: Date
          made: Bool
          paid: Bool
          customer: Customer? @inverse(orders)
          rowsOfOrder: [RowOfOrder] @inverse(order)
        }
        entity Customer {
          orders: [Order] @inverse(customer)
        }
        entity RowOfOrder {
          order: Order? @inverse(rowsOfOrder)
        }
        """

    static let identifiableAvailability = "@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)"

    func testSwiftPropertiesMatchXcode13() {
        // cdm marks the Identifiable conformance with Identifiable's own availability (iOS 13), so that the
        // classes compile for older deployment targets too.
        assertSameBody(files(Self.orders)["Order+CoreDataProperties.swift"], sample: "reoxidant__OrderManagement__Order+CoreDataProperties.swift") {
            $0.replacingOccurrences(of: "\nextension Order : Identifiable", with: "\n\(Self.identifiableAvailability)\nextension Order : Identifiable")
        }
    }

    func testSwiftClassMatchesXcode() {
        let generated = files("entity SubItem { name: String? }\nentity AllType { name: String? }")
        assertSameBody(generated["SubItem+CoreDataClass.swift"], sample: "hassfers__icloudSync__SubItem+CoreDataClass.swift")
        assertSameBody(generated["AllType+CoreDataClass.swift"], sample: "dongshuju__coredata-demo__AllType+CoreDataClass.swift")
    }

    func testSwiftOrderedAccessorsMatchXcode() {
        let text = """
            entity Item {
              id: UUID
              title: String
              root: Bool
              parentsList: [Item] @ordered @inverse(childrenList)
              childrenList: [Item] @ordered @inverse(parentsList)
            }
            """
        // The committed sample has three stray indented blank lines inside the extension (an edit).
        assertSameBody(files(text)["Item+CoreDataProperties.swift"], sample: "shufflingB__swiftui-foreach-drag-core-data__Item+CoreDataProperties.swift") {
            $0.replacingOccurrences(of: "    \n    \n    \n", with: "") + "\n\(Self.identifiableAvailability)\nextension Item : Identifiable {\n\n}\n"
        }
    }

    func testSwiftAllTypesMapAsXcodeDoes() {
        // Xcode 9 wrote NSDate/NSData; Xcode 10.2 and later write Date/Data, as cdm does.
        let text = """
            entity AllType {
              typeString: String?
              typeInt16: Int16
              typeInt32: Int32
              typeInt64: Int64
              typeDecimal: Decimal
              typeDouble: Double
              typeFloat: Float
              typeBoolean: Bool
              typeDate: Date
              typeBinary: Data
              typeUUID: UUID
              typeURI: URL
              typeTransformable: Transformable
              typeUndefine: Undefined @transient
            }
            """
        assertSameBody(files(text)["AllType+CoreDataProperties.swift"], sample: "dongshuju__coredata-demo__AllType+CoreDataProperties.swift") {
            $0.replacingOccurrences(of: "NSDate?", with: "Date?").replacingOccurrences(of: "NSData?", with: "Data?")
                + "\n\(Self.identifiableAvailability)\nextension AllType : Identifiable {\n\n}\n"
        }
    }

    func testSwiftDecisions() {
        let text = """
            /// A thing.
            entity Thing @class(".Thing") {
              /// The thing's kind.
              default: String?
              count: Int16? @scalar(true)
              score: Double?
              fetched others: [Thing]
            }
            entity Child: Thing @class("App.ChildThing") {
              extra: Int32 = 0
            }
            entity Hidden @codegen(manual) { name: String }
            /// Written by hand.
            entity Partial @codegen(category) { name: String }
            """
        let generated = files(text)
        XCTAssertEqual(
            generated.keys.sorted(),
            [
                "ChildThing+CoreDataClass.swift", "ChildThing+CoreDataProperties.swift", "Partial+CoreDataProperties.swift", "Thing+CoreDataClass.swift",
                "Thing+CoreDataProperties.swift",
            ])
        let thingClass = generated["Thing+CoreDataClass.swift"] ?? ""
        XCTAssertFalse(thingClass.contains("@objc("), "a module-form class keeps its Swift name for Core Data")
        XCTAssertTrue(thingClass.contains("/// A thing.\npublic class Thing: NSManagedObject {"))
        XCTAssertTrue(generated["ChildThing+CoreDataClass.swift"]?.contains("public class ChildThing: Thing {") ?? false)
        let thing = generated["Thing+CoreDataProperties.swift"] ?? ""
        XCTAssertTrue(thing.contains("    /// The thing's kind.\n    @NSManaged public var `default`: String?\n"))
        XCTAssertTrue(thing.contains("@NSManaged public var count: Int16\n"))
        XCTAssertTrue(thing.contains("@NSManaged public var score: NSNumber?\n"))
        XCTAssertFalse(thing.contains("others"), "fetched properties get no declaration")
        XCTAssertTrue(thing.contains("extension Thing : Identifiable"))
        XCTAssertFalse(generated["ChildThing+CoreDataProperties.swift"]?.contains("Identifiable") ?? true, "a sub-entity inherits the conformance")
        XCTAssertTrue(generated["Partial+CoreDataProperties.swift"]?.contains("/// Written by hand.\nextension Partial {") ?? false)
    }

    func testSwiftAccessAndNonOptional() {
        let text = """
            entity A {
              name: String
              note: String?
              when: Date
              b: B @inverse(a)
              maybe: B? @inverse(maybeA)
            }
            entity B {
              a: A? @inverse(b)
              maybeA: A? @inverse(maybe)
            }
            """
        let generated = files(text) {
            $0.access = .internal
            $0.nonOptionalRequired = true
        }
        let a = generated["A+CoreDataProperties.swift"] ?? ""
        XCTAssertFalse(a.contains("public"))
        XCTAssertTrue(a.contains("    @nonobjc class func fetchRequest() -> NSFetchRequest<A> {"))
        XCTAssertTrue(a.contains("    @NSManaged var name: String\n"))
        XCTAssertTrue(a.contains("    @NSManaged var note: String?\n"))
        XCTAssertTrue(a.contains("    @NSManaged var when: Date\n"))
        XCTAssertTrue(a.contains("    @NSManaged var b: B\n"))
        XCTAssertTrue(a.contains("    @NSManaged var maybe: B?\n"))
        XCTAssertTrue(generated["A+CoreDataClass.swift"]?.contains("\nclass A: NSManagedObject {") ?? false)
    }

    // MARK: - Objective-C

    static let lists = """
        entity List {
          listId: Int64
          name: String?
          items: [Item] @inverse(list)
        }
        entity Item {
          checked: Bool
          itemId: Int64
          itemDescription: String?
          list: List? @inverse(items)
        }
        """

    func testObjCFilesMatchXcode8() {
        let generated = files(Self.lists, .objc)
        assertSameBody(generated["List+CoreDataClass.h"], sample: "cassianomonteiro__SimpleTO-DOList__List+CoreDataClass.h")
        assertSameBody(generated["List+CoreDataProperties.h"], sample: "cassianomonteiro__SimpleTO-DOList__List+CoreDataProperties.h")
        assertSameBody(generated["Item+CoreDataProperties.h"], sample: "cassianomonteiro__SimpleTO-DOList__Item+CoreDataProperties.h")
        // Xcode 9 and later return `[NSFetchRequest fetchRequestWithEntityName:]`; Xcode 8 allocated it.
        assertSameBody(generated["List+CoreDataProperties.m"], sample: "cassianomonteiro__SimpleTO-DOList__List+CoreDataProperties.m") {
            $0.replacingOccurrences(of: "[[NSFetchRequest alloc] initWithEntityName:@\"List\"]", with: "[NSFetchRequest fetchRequestWithEntityName:@\"List\"]")
        }
    }

    func testObjCOrderedAccessorsAndScalars() {
        let text = """
            entity Playlist {
              count: Int16
              rating: Float
              length: Double
              flag: Bool
              big: Int64? @scalar(false)
              songs: [Song] @ordered @inverse(playlist)
            }
            entity Song {
              playlist: Playlist? @inverse(songs)
            }
            """
        let header = files(text, .objc)["Playlist+CoreDataProperties.h"] ?? ""
        for expected in [
            "@property (nonatomic) int16_t count;", "@property (nonatomic) float rating;", "@property (nonatomic) double length;",
            "@property (nonatomic) BOOL flag;", "@property (nullable, nonatomic, copy) NSNumber *big;",
            "@property (nullable, nonatomic, retain) NSOrderedSet<Song *> *songs;",
            "- (void)insertObject:(Song *)value inSongsAtIndex:(NSUInteger)idx;",
            "- (void)removeObjectFromSongsAtIndex:(NSUInteger)idx;",
            "- (void)insertSongs:(NSArray<Song *> *)value atIndexes:(NSIndexSet *)indexes;",
            "- (void)removeSongsAtIndexes:(NSIndexSet *)indexes;",
            "- (void)replaceObjectInSongsAtIndex:(NSUInteger)idx withObject:(Song *)value;",
            "- (void)replaceSongsAtIndexes:(NSIndexSet *)indexes withSongs:(NSArray<Song *> *)values;",
            "- (void)addSongsObject:(Song *)value;", "- (void)removeSongsObject:(Song *)value;",
            "- (void)addSongs:(NSOrderedSet<Song *> *)values;", "- (void)removeSongs:(NSOrderedSet<Song *> *)values;",
        ] {
            XCTAssertTrue(header.contains(expected), "missing \(expected)")
        }
    }

    /// Keywords, module-form classes, escapes and name collisions still give valid Swift.
    func testTrickyModelsParse() throws {
        guard let swiftc = CodegenSupport.swiftc else { throw XCTSkip("swiftc not found; set CDM_SWIFTC") }
        let text = """
            composite Address {
              street: String
            }
            /// A thing.
            entity Thing @class(".Thing") {
              default: String? = "a \\"quoted\\" \\\\ value\\n"
              for: Int16 = -3 @range(-10...10)
              home: Address?
              homeStreet: String?
              self_: [Thing] @ordered @inverse(in_)
              in_: Thing? @inverse(self_)
              index byDefault(default desc)
            }
            entity Child: Thing @class("App.ChildThing") {
              extra: Int32 = 0
            }
            """
        let folder = try CodegenSupport.temporaryFolder("tricky")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (kind, configure) in [
            (GenerateKind.swift, { (_: inout GenerateTarget) in }), (.builder, { (_: inout GenerateTarget) in }),
            (
                .swift,
                { (t: inout GenerateTarget) in
                    t.access = .internal
                    t.nonOptionalRequired = true
                }
            ),
        ] {
            var target = GenerateTarget(kind: kind, path: "out")
            configure(&target)
            let dir = folder.appendingPathComponent(UUID().uuidString)
            let generated = Generators.files(for: target, model: model(text), context: GenerationContext(sourceFileName: "Tricky.cdm"))
            try CodegenSupport.write(generated, to: dir)
            paths += generated.map { dir.appendingPathComponent($0.path).path }
            if kind == .swift {
                let properties = generated.first { $0.path == "Thing+CoreDataProperties.swift" }?.contents ?? ""
                XCTAssertTrue(properties.contains("var `for`: Int16"), properties)
                XCTAssertTrue(properties.contains("var `default`: String"), properties)
            }
        }
        for path in paths {
            let (status, output) = try CodegenSupport.run(swiftc, ["-parse", path])
            XCTAssertEqual(status, 0, "\(path):\n\(output)\n\((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")")
        }
    }

    // MARK: - Builder

    func testBuilderFetchRequestTemplateOptions() {
        let text = """
            entity Item {
              name: String
            }
            fetchRequest Named: Item @predicate("name == $NAME") @fetchLimit(10) @fetchBatchSize(20) @resultType(dictionary) @includesSubentities(false) @returnsObjectsAsFaults(false) @returnsDistinctResults(true)
            fetchRequest All: Item
            """
        let swift = files(text, .builder)["TestModel.swift"] ?? ""
        for expected in [
            "let namedRequest = request(itemEntity, \"name == $NAME\")", "namedRequest.fetchLimit = 10", "namedRequest.fetchBatchSize = 20",
            "namedRequest.resultType = .dictionaryResultType", "namedRequest.includesSubentities = false", "namedRequest.returnsObjectsAsFaults = false",
            "namedRequest.returnsDistinctResults = true", "model.setFetchRequestTemplate(namedRequest, forName: \"Named\")",
            "let allRequest = request(itemEntity, nil)",
        ] {
            XCTAssertTrue(swift.contains(expected), "missing \(expected) in\n\(swift)")
        }
        let m = files(text, .builder) { $0.language = .objc }["TestModel.m"] ?? ""
        XCTAssertTrue(m.contains("namedRequest.resultType = NSDictionaryResultType;"), m)
        XCTAssertTrue(m.contains("NSFetchRequest *allRequest = TestModelRequest(itemEntity, nil);"), m)
    }

    func testBuilderNamesAndEscapes() {
        // A file named `my-model.cdm` without a `model` line gives the model that name.
        let text = """
            composite Address {
              street: String
            }
            entity Item @class(".Item") {
              title: String = "say \\"hi\\"\\n" @regex("^a\\\\d?$")
              home: Address?
              homeStreet: String?
              index byTitle(title)
            }
            """
        let swift = files(text, .builder, modelName: "my-model")["my_modelModel.swift"] ?? ""
        XCTAssertTrue(swift.contains("public enum my_modelModel {"))
        XCTAssertTrue(swift.contains("itemEntity.managedObjectClassName = moduleName + \".Item\""))
        XCTAssertTrue(swift.contains("itemTitle.defaultValue = \"say \\\"hi\\\"\\n\""), swift)
        XCTAssertTrue(swift.contains("NSPredicate(format: \"SELF MATCHES %@\", \"^a\\\\d?$\" as NSString)"), swift)
        XCTAssertTrue(swift.contains("let itemHomeStreet = NSAttributeDescription()\n        itemHomeStreet.name = \"street\""), swift)
        XCTAssertTrue(swift.contains("let itemHomeStreet2 = NSAttributeDescription()\n        itemHomeStreet2.name = \"homeStreet\""), "variable names never collide")
        let objc = files(text, .builder, modelName: "my-model") { $0.language = .objc }
        XCTAssertEqual(objc.keys.sorted(), ["my_modelModel.h", "my_modelModel.m"])
        let m = objc["my_modelModel.m"] ?? ""
        XCTAssertTrue(m.contains("itemEntity.managedObjectClassName = @\"Item\";"))
        XCTAssertTrue(m.contains("itemTitle.defaultValue = @\"say \\\"hi\\\"\\n\";"), m)
        XCTAssertTrue(m.contains("NSFetchIndexDescription *my_modelModelIndex("))
    }
}
