// Tests for the SVG diagram: goldens, and geometry checks on every example and corpus model.

import CDMModel
import CDMTestSupport
import Foundation
import XCTest

@testable import CDMGenerators

final class SVGGeneratorTests: XCTestCase {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Writes the SVGs of every tested model to `CDM_DIAGRAM_OUT` when set, for looking at them.
    func keep(_ svg: String, named name: String) {
        guard let folder = ProcessInfo.processInfo.environment["CDM_DIAGRAM_OUT"], !folder.isEmpty
        else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(svg.utf8).write(
            to: URL(fileURLWithPath: folder).appendingPathComponent(name + ".svg"))
    }

    func assertGoodDrawing(
        _ model: Model, name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let svg = SVGGenerator.diagram(model, sourceName: name)
        keep(svg, named: (name as NSString).deletingPathExtension)
        let geometry: SVGGeometry
        do {
            geometry = try SVGGeometry(svg: svg)
        } catch {
            XCTFail("\(name): the SVG is not well-formed: \(error)", file: file, line: line)
            return
        }
        XCTAssertEqual(
            geometry.boxes.map(\.name), model.entities.map(\.name), "\(name): every entity has one box",
            file: file, line: line)
        XCTAssertEqual(
            Set(geometry.boxes.map(\.id)).count, geometry.boxes.count, "\(name): box ids are unique",
            file: file, line: line)
        let problems = geometry.problems()
        XCTAssertTrue(
            problems.isEmpty,
            "\(name): \(problems.count) problems:\n" + problems.prefix(20).joined(separator: "\n"),
            file: file, line: line)
        XCTAssertEqual(
            geometry.edges.count, Self.expectedEdgeCount(model),
            "\(name): one edge per inverse pair, unpaired relationship and parent", file: file, line: line
        )
        XCTAssertEqual(
            SVGGenerator.diagram(model, sourceName: name), svg, "\(name): the output is deterministic",
            file: file, line: line)
    }

    /// Edges counted independently of the generator: relationships with their inverses as unordered pairs.
    static func expectedEdgeCount(_ model: Model) -> Int {
        let names = Set(model.entities.map(\.name))
        var pairs: Set<String> = []
        var count = 0
        for e in model.entities {
            if let p = e.parent, names.contains(p) { count += 1 }
            for r in e.relationships where names.contains(r.destination) {
                let mine = "\(e.name).\(r.name)"
                guard let inverse = r.inverse, let back = model.relationship(inverse, on: r.destination),
                    back.inverse == r.name || back.inverse == nil
                else {
                    count += 1
                    continue
                }
                let owner =
                    ([model.entity(named: r.destination)!]
                    + model.ancestors(of: model.entity(named: r.destination)!)).first {
                        $0.relationships.contains { $0.name == inverse }
                    }!.name
                let theirs = "\(owner).\(inverse)"
                let key = [mine, theirs].sorted().joined(separator: "|")
                if pairs.insert(key).inserted { count += 1 }
            }
        }
        return count
    }

    func testExamplesMatchGoldenFiles() {
        for (name, model) in DiagramFixtures.examples() {
            let svg = SVGGenerator.diagram(model, sourceName: name)
            Golden.assertMatches(
                svg,
                golden: Self.goldenFolder.appendingPathComponent(
                    (name as NSString).deletingPathExtension + ".svg"))
        }
    }

    func testExamplesAreWellDrawn() {
        for (name, model) in DiagramFixtures.examples() { assertGoodDrawing(model, name: name) }
    }

    func testCorpusModelsAreWellDrawn() {
        let corpus = DiagramFixtures.corpus()
        XCTAssertGreaterThan(corpus.count, 20)
        // The quick suite draws every third model, the same ones each run; CI's slow stage draws all.
        for (i, (name, model)) in corpus.enumerated() where i % TestScale.rounds(quick: 3, full: 1) == 0 {
            assertGoodDrawing(model, name: name)
        }
    }

    func testEightyEntitiesAreWellDrawnQuickly() throws {

        try TestScale.requireSlowRun()  // only scale shows it: CI's slow stage runs it
        let corpus = DiagramFixtures.corpus()
        let first = try XCTUnwrap(corpus.first { $0.name.contains("Model_40") }?.model)
        let second = try XCTUnwrap(corpus.first { $0.name.contains("Model_20") }?.model)
        let model = DiagramFixtures.merged(first, second, prefix: "Old")
        XCTAssertGreaterThanOrEqual(model.entities.count, 80)
        let start = Date()
        _ = SVGGenerator.diagram(model)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 10, "laying out \(model.entities.count) entities took \(elapsed) s")
        assertGoodDrawing(model, name: "Merged.cdm")
    }

    func testCompanyDrawing() throws {
        let model = try XCTUnwrap(DiagramFixtures.examples().first { $0.name == "Company.cdm" }?.model)
        let svg = SVGGenerator.diagram(model, sourceName: "Company.cdm")
        XCTAssertTrue(
            svg.hasPrefix("<!-- Generated by cdm from Company.cdm."), "the header names the source")
        let geometry = try SVGGeometry(svg: svg)
        // Inheritance points from each sub-entity to its parent.
        let inheritance = geometry.edges.filter(\.isInheritance).map { "\($0.from)->\($0.to)" }.sorted()
        XCTAssertEqual(inheritance, ["Customer->Person", "Employee->Person"])
        // The self-relationship is one edge from Employee to itself, with both names.
        let own = geometry.edges.filter { $0.from == "Employee" && $0.to == "Employee" }
        XCTAssertEqual(own.count, 1)
        XCTAssertEqual(own.first.map { [$0.relationship, $0.inverse] }, ["manager", "reports"])
        // Abstract titles are italic, sub-entities name their parent, unique attributes are marked.
        XCTAssertTrue(
            svg.contains("<g class=\"entity abstract\" id=\"entity-Person\" data-entity=\"Person\">"))
        XCTAssertTrue(
            svg.contains(
                "font-style=\"italic\" xml:space=\"preserve\"><tspan font-weight=\"bold\">Person</tspan>"))
        XCTAssertTrue(
            svg.contains("<tspan font-weight=\"bold\">Employee</tspan><tspan> : Person</tspan>"))
        XCTAssertTrue(svg.contains(">UK</text>"))
        // Both colour schemes.
        XCTAssertTrue(svg.contains("@media (prefers-color-scheme: dark)"))
    }

    func testSmallModelsAreCompact() throws {
        let model = try XCTUnwrap(DiagramFixtures.examples().first { $0.name == "Notes.cdm" }?.model)
        let geometry = try SVGGeometry(svg: SVGGenerator.diagram(model))
        XCTAssertEqual(geometry.edges.count, 1)
        // Notebook.notes and Note.notebook face each other: one straight horizontal edge.
        XCTAssertEqual(geometry.edges[0].points.count, 2)
        XCTAssertEqual(geometry.edges[0].points[0].y, geometry.edges[0].points[1].y)
        XCTAssertLessThan(geometry.width, 600)
    }

    func testTextIsEscaped() throws {
        var model = Model(name: "A&B <x>")
        var entity = Entity(name: "Thing")
        var attribute = Attribute(name: "color", type: .transformable)
        attribute.customClassName = "Box<Int>&\"q\""
        entity.attributes.append(attribute)
        model.entities.append(entity)
        let svg = SVGGenerator.diagram(model, sourceName: "a--b.cdm")
        XCTAssertNoThrow(try SVGGeometry(svg: svg))
        XCTAssertTrue(svg.contains("Transformable&lt;Box&lt;Int&gt;&amp;&quot;q&quot;&gt;"))
        XCTAssertFalse(
            svg.components(separatedBy: "\n")[0].dropFirst(4).dropLast(3).contains("--"),
            "no -- inside an XML comment")
    }

    func testEdgeCasesStayWellFormed() {
        // An empty model, an entity without properties, a relationship without inverse, a self-inverse.
        var model = Model(name: "Edge")
        XCTAssertNoThrow(try SVGGeometry(svg: SVGGenerator.diagram(model)))
        var a = Entity(name: "A")
        var friends = Relationship(name: "friends", destination: "A", isToMany: true, isOptional: true)
        friends.inverse = "friends"
        a.relationships.append(friends)
        a.relationships.append(
            Relationship(name: "b", destination: "B", isToMany: false, isOptional: true))
        model.entities = [a, Entity(name: "B"), Entity(name: "C")]
        assertGoodDrawing(model, name: "Edge.cdm")

        // Models with errors still draw: an inheritance cycle, an unknown destination and parent.
        var x = Entity(name: "X")
        x.parent = "Y"
        x.relationships.append(
            Relationship(name: "ghost", destination: "Nowhere", isToMany: true, isOptional: true))
        var y = Entity(name: "Y")
        y.parent = "X"
        var z = Entity(name: "Z")
        z.parent = "Missing"
        var broken = Model(name: "Broken")
        broken.entities = [x, y, z]
        assertGoodDrawing(broken, name: "Broken.cdm")
        XCTAssertEqual(
            MermaidGeneratorTests.syntaxProblems(
                MermaidGenerator.diagram(broken, fenced: false), fenced: false), [])
    }

    func testGeometryCheckFindsProblems() throws {
        // The checker itself must catch what it is there to catch.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
            <g data-entity="A" id="entity-A"><rect x="10" y="10" width="100" height="100"/></g>
            <g data-entity="B" id="entity-B"><rect x="90" y="50" width="100" height="100"/></g>
            <g data-entity="C" id="entity-C"><rect x="250" y="10" width="100" height="100"/></g>
            <g data-from="A" data-to="C"><path class="line" d="M115 30L250 30"/></g>
            <g data-from="C" data-to="A"><path class="line" d="M250 80L150 80L110 90"/></g>
            </svg>
            """
        let problems = try SVGGeometry(svg: svg).problems()
        XCTAssertTrue(problems.contains("boxes A and B overlap"), "\(problems)")
        XCTAssertTrue(problems.contains { $0.hasPrefix("edge A–C starts at") }, "\(problems)")
        XCTAssertTrue(problems.contains("edge C–A crosses box B"), "\(problems)")
        XCTAssertTrue(problems.contains("edge C–A has a slanted segment"), "\(problems)")
    }

    func testIsotonicPlacementKeepsOrderAndGaps() {
        let y = ComponentLayout.isotonic(
            targets: [100, 0, 50], weights: [1, 1, 1], sizes: [10, 10, 10], gaps: [0, 5, 5])
        XCTAssertEqual(y.count, 3)
        XCTAssertGreaterThanOrEqual(y[1], y[0] + 15)
        XCTAssertGreaterThanOrEqual(y[2], y[1] + 15)
        // Unconstrained targets are met exactly.
        XCTAssertEqual(
            ComponentLayout.isotonic(
                targets: [0, 100], weights: [1, 1], sizes: [10, 10], gaps: [0, 5]), [0, 100])
    }
}
