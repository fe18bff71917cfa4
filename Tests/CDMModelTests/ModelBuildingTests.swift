// What the analyzer puts in the model: the language decisions that docs/language.md states, checked on small models.

import CDMModel
import CDMSyntax
import CDMTestSupport
import XCTest

final class ModelBuildingTests: XCTestCase {
    private func model(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Model {
        let analysis = Analyzer.analyze(text: text, defaultModelName: "Default")
        XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }.map(\.message), [], file: file, line: line)
        return analysis.model
    }

    func testModelNameDefaultsToTheGivenName() {
        XCTAssertEqual(model("entity A { x: Int16 = 0 }").name, "Default")
        XCTAssertEqual(model("model Named\nentity A { x: Int16 = 0 }").name, "Named")
    }

    /// An entity named like a built-in type is what that name means in its file; elsewhere the name
    /// is the built-in type (the builder looks the name up among the entities only in the first case).
    func testAnEntityNamedLikeABuiltInTypeIsTheEntity() throws {
        let analysis = Analyzer.analyze(
            text: "entity Date {\n  day: Int16 = 0\n  note: Note? @inverse(when)\n}\nentity Note {\n  when: Date? @inverse(note)\n  stamp: String?\n}\n",
            defaultModelName: "Default")
        let note = try XCTUnwrap(analysis.model.entities.first { $0.name == "Note" })
        XCTAssertEqual(note.relationships.map(\.name), ["when"])
        XCTAssertEqual(note.relationships.first?.destination, "Date")
        XCTAssertEqual(note.attributes.map(\.name), ["stamp"])
        let plain = model("entity Note {\n  when: Date?\n}\n")
        XCTAssertEqual(plain.entities.first?.attributes.first?.type, .date)
        XCTAssertEqual(plain.entities.first?.relationships.count, 0)
    }

    func testOptionalityOfEachKindOfProperty() throws {
        let m = model(
            """
            entity A {
              req: String
              opt: String?
              one: B @inverse(a1)
              maybe: B? @inverse(a2)
              many: [B] @inverse(a3)
              atLeastOne: [B] @inverse(a4) @count(1...)
              required: [B] @inverse(a5) @required
              zeroOrMore: [B] @inverse(a6) @count(0...5)
            }
            entity B {
              a1: A? @inverse(one)
              a2: A? @inverse(maybe)
              a3: A? @inverse(many)
              a4: A? @inverse(atLeastOne)
              a5: A? @inverse(required)
              a6: A? @inverse(zeroOrMore)
            }
            """)
        let a = try XCTUnwrap(m.entity(named: "A"))
        XCTAssertEqual(a.attributes.map(\.isOptional), [false, true])
        let rels = Dictionary(uniqueKeysWithValues: a.relationships.map { ($0.name, $0) })
        XCTAssertEqual(rels["one"]?.isOptional, false)
        XCTAssertEqual(rels["maybe"]?.isOptional, true)
        XCTAssertEqual(rels["many"]?.isOptional, true, "a to-many may be empty: Core Data's Optional box is checked")
        XCTAssertEqual(rels["atLeastOne"]?.isOptional, false)
        XCTAssertEqual(rels["atLeastOne"]?.minCount, 1)
        XCTAssertEqual(rels["required"]?.isOptional, false)
        XCTAssertNil(rels["required"]?.minCount)
        XCTAssertEqual(rels["zeroOrMore"]?.isOptional, true)
        XCTAssertEqual(rels["zeroOrMore"]?.maxCount, 5)
    }

    func testUniqueModifierIsAOnePropertyConstraintInSourceOrder() throws {
        let m = model(
            """
            entity A {
              a: String @unique
              b: String
              c: String @unique
              unique(a, b)
            }
            """)
        let a = try XCTUnwrap(m.entity(named: "A"))
        XCTAssertEqual(a.uniqueConstraints.map { $0.properties.map(\.name) }, [["a"], ["c"], ["a", "b"]])
        XCTAssertEqual(a.uniqueConstraints.map(\.fromModifier), [true, true, false])
        XCTAssertEqual(a.attributes.map(\.isUnique), [true, false, true])
    }

    func testScalarRule() throws {
        let m = model(
            """
            entity A {
              a: Int16 = 0
              b: Int16? = 0
              c: Int16? = 0 @scalar(true)
              d: Int16 = 0 @scalar(false)
              e: Bool = false
              f: Decimal = 0
              g: Double? = 0
            }
            """)
        let attrs = try XCTUnwrap(m.entity(named: "A")).attributes
        XCTAssertEqual(attrs.map(\.usesScalarValueType), [true, false, true, false, true, false, false])
        XCTAssertEqual(attrs.map(\.scalarOverride), [nil, nil, true, false, nil, nil, nil])
    }

    func testDefaultsKeepTheirTextAndKind() throws {
        let m = model(
            """
            entity A {
              dec: Decimal = 1.2345678901234567890123
              neg: Int16 = -7
              flag: Bool = true
              text: String = "say \\"hi\\"\\n"
              when: Date = "2024-01-01T00:00:00Z"
              id: UUID = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
            }
            """)
        let attrs = try XCTUnwrap(m.entity(named: "A")).attributes
        XCTAssertEqual(
            attrs.map(\.defaultValue),
            [
                .number("1.2345678901234567890123"), .number("-7"), .bool(true), .string("say \"hi\"\n"), .string("2024-01-01T00:00:00Z"),
                .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
            ])
    }

    func testTransformableClassNameForms() throws {
        let m = model(
            """
            entity A {
              plain: Transformable?
              named: Transformable<NSColor>?
              spelled: Transformable<"[String]">?
            }
            """)
        let attrs = try XCTUnwrap(m.entity(named: "A")).attributes
        XCTAssertEqual(attrs.map(\.type), [.transformable, .transformable, .transformable])
        XCTAssertEqual(attrs.map(\.customClassName), [nil, "NSColor", "[String]"])
    }

    func testBackticksKeepAReservedNameAndAreNotPartOfIt() throws {
        let analysis = Analyzer.analyze(text: "entity A {\n  `description`: String\n  unique(`description`)\n}\n")
        XCTAssertEqual(analysis.diagnostics.map(\.message), [])
        XCTAssertEqual(analysis.model.entity(named: "A")?.attributes.first?.name, "description")
        XCTAssertEqual(analysis.model.entity(named: "A")?.uniqueConstraints.first?.properties.first?.name, "description")
    }

    func testDocCommentsAttachToTheDeclarationDirectlyBelow() throws {
        let m = model(
            """
            /// The model.
            model M

            /// Detached by the blank line.

            /// Line one.
            /// Line two.
            entity A {
              /// The attribute.
              x: Int16 = 0
              // A plain comment.
              y: Int16 = 0
            }
            """)
        XCTAssertEqual(m.doc, "The model.")
        let a = try XCTUnwrap(m.entity(named: "A"))
        XCTAssertEqual(a.doc, "Line one.\nLine two.")
        XCTAssertEqual(a.attributes.map(\.doc), ["The attribute.", nil])
    }

    func testFetchRequestOptionsUseXcodeNames() throws {
        let m = model(
            """
            entity A { x: Int16 = 0 }
            fetchRequest Some: A @predicate("x > 1") @fetchLimit(10) @resultType(dictionary) @includesSubentities(false)
            """)
        let request = try XCTUnwrap(m.fetchRequests.first)
        XCTAssertEqual(request.predicate, "x > 1")
        XCTAssertEqual(
            request.options,
            [
                UserInfoEntry(key: "fetchLimit", value: "10"), UserInfoEntry(key: "resultType", value: "dictionary"),
                UserInfoEntry(key: "includeSubentities", value: "false"),
            ])
    }

    func testInheritedPropertiesAreVisibleToConstraintsAndInverses() {
        let analysis = Analyzer.analyze(
            text: """
                abstract entity Base {
                  id: UUID
                  owner: Owner? @inverse(items)
                }
                entity Item: Base {
                  unique(id)
                  index byOwner(owner)
                }
                entity Owner {
                  items: [Base] @inverse(owner)
                }
                """)
        XCTAssertEqual(analysis.diagnostics.map(\.message), [])
    }

    func testAReflexiveCascadingRelationshipIsNotReportedAsCascadingBothWays() {
        let analysis = Analyzer.analyze(text: "entity P {\n  twin: P? @inverse(twin) @deleteRule(cascade)\n}\n")
        XCTAssertEqual(analysis.diagnostics.map(\.code), [])
    }

    func testStringLengthCountsUTF16UnitsAsNSStringDoes() {
        // "é" is one UTF-16 unit, "😀" two.
        XCTAssertEqual(Analyzer.analyze(text: "entity A { s: String = \"éé\" @length(...2) }").diagnostics.map(\.code), [])
        XCTAssertEqual(Analyzer.analyze(text: "entity A { s: String = \"😀\" @length(...1) }").diagnostics.map(\.code), [.defaultOutOfRange])
    }

    func testSuggestionsTakeTheOneWordAClippedNameBegins() {
        let diagnostics = Analyzer.analyze(text: "entity A { x: Int16 = 0 }\nfetchRequest F: A @resultType(dict)\n").diagnostics
        XCTAssertEqual(diagnostics.first?.fixIts.first?.edits.first?.newText, "dictionary")
    }

    /// `AttributeType.named` finds what `init(rawValue:)` finds, for every type and for near misses.
    func testAttributeTypeNamedIsInitRawValue() {
        var names = AttributeType.allCases.map(\.rawValue)
        names += ["", "I", "Int", "Int8", "Int640", "int16", "INT16", "string", "Str", "Strings", "UUIDs", "URL ", " URL", "Date?", "Ｉnt16", "É", "Composite", "Undefined", "Transformabl"]
        for name in names {
            XCTAssertEqual(AttributeType.named(name), AttributeType(rawValue: name), name.debugDescription)
        }
        XCTAssertEqual(AttributeType.allCases.compactMap { AttributeType.named($0.rawValue) }, AttributeType.allCases)
    }
}
