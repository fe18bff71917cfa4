// Test helpers for the diagrams: models from the examples and the Xcode corpus, and an SVG geometry reader.

import CDMImport
import CDMModel
import CDMTestSupport
import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

enum DiagramFixtures {
    /// The example models, by file name (`Company.cdm`), analysed.
    static func examples(file: StaticString = #filePath, line: UInt = #line) -> [(
        name: String, model: Model
    )] {
        TestPaths.examples(file: file, line: line).compactMap { url in
            guard let text = TestPaths.read(url, file: file, line: line) else { return nil }
            let analysis = Analyzer.analyze(
                text: text, defaultModelName: url.deletingPathExtension().lastPathComponent)
            XCTAssertFalse(
                analysis.diagnostics.hasErrors, "\(url.lastPathComponent) has errors", file: file,
                line: line)
            return (url.lastPathComponent, analysis.model)
        }
    }

    /// The Xcode models of the vendored corpus (`Tests/Fixtures/xcdatamodel`), imported with `cdm import` and analysed.
    static func corpus(file: StaticString = #filePath, line: UInt = #line) -> [(
        name: String, model: Model
    )] {
        let urls = TestPaths.corpusModels(file: file, line: line)
        return urls.compactMap { url in
            do {
                let imported = try XcodeImporter.importContents(try Data(contentsOf: url), fileName: url.lastPathComponent)
                let analysis = Analyzer.analyze(text: imported.cdmText, defaultModelName: imported.modelName)
                // A CloudKit error (Aidoku's, Tests/Fixtures/cloudkit/SOURCES.tsv) does not change the drawing.
                XCTAssertFalse(analysis.diagnostics.filter { !$0.code.isCloudKit }.hasErrors, "\(url.lastPathComponent) imports with errors", file: file, line: line)
                return (url.lastPathComponent, analysis.model)
            } catch {
                XCTFail("cannot read \(url.lastPathComponent): \(error)", file: file, line: line)
                return nil
            }
        }
    }

    /// A model of more than 80 entities: the two largest corpus models side by side, the second's
    /// names prefixed so that they stay distinct.
    static func merged(_ first: Model, _ second: Model, prefix: String) -> Model {
        var model = first
        model.name = "Merged"
        let names = Set(second.entities.map(\.name))
        for var entity in second.entities {
            entity.name = prefix + entity.name
            if let p = entity.parent, names.contains(p) { entity.parent = prefix + p }
            entity.relationships = entity.relationships.map { r in
                var r = r
                r.destination = prefix + r.destination
                return r
            }
            entity.fetchedProperties = entity.fetchedProperties.map { f in
                var f = f
                f.entity = prefix + f.entity
                return f
            }
            model.entities.append(entity)
        }
        return model
    }
}

/// Reads the parts of an Xcode `contents` file that a diagram shows (entities, attributes,
/// relationships, fetched properties, inheritance, uniqueness). Test code only: the real importer
/// lives in CDMImport.
/// A malformed drawing found by the geometry reader.
struct DrawingError: Error, CustomStringConvertible {
    var description: String
}

struct SVGGeometry {
    struct Box {
        var name: String
        var id: String
        var x, y, width, height: Double
        var right: Double { x + width }
        var bottom: Double { y + height }
    }

    struct Edge {
        var from: String
        var to: String
        var isInheritance: Bool
        var relationship: String?
        var inverse: String?
        var points: [(x: Double, y: Double)]
    }

    var width: Double
    var height: Double

    /// An attribute's value. (FoundationXML's `attribute(forName:)` misses attributes of elements
    /// in a default namespace on Linux, so this looks through the list.)
    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }
    var boxes: [Box] = []
    var edges: [Edge] = []

    init(svg: String) throws {
        let document = try XMLDocument(xmlString: svg, options: [])
        guard let root = document.rootElement(), root.localName == "svg" else {
            throw DrawingError(description: "the root element is not <svg>")
        }
        width = Double(SVGGeometry.attribute(root, "width") ?? "") ?? 0
        height = Double(SVGGeometry.attribute(root, "height") ?? "") ?? 0
        var all: [XMLElement] = []
        func walk(_ e: XMLElement) {
            all.append(e)
            for child in e.children ?? [] {
                if let c = child as? XMLElement { walk(c) }
            }
        }
        walk(root)
        for g in all {
            guard let name = SVGGeometry.attribute(g, "data-entity") else { continue }
            guard
                let rect = (g.children ?? []).compactMap({ $0 as? XMLElement }).first(where: {
                    $0.localName == "rect"
                })
            else {
                throw DrawingError(description: "entity \(name) has no rect")
            }
            func number(_ key: String) -> Double {
                Double(SVGGeometry.attribute(rect, key) ?? "") ?? .nan
            }
            boxes.append(
                Box(
                    name: name, id: SVGGeometry.attribute(g, "id") ?? "", x: number("x"), y: number("y"),
                    width: number("width"), height: number("height")))
        }
        for g in all where SVGGeometry.attribute(g, "data-from") != nil {
            let line = (g.children ?? []).compactMap { $0 as? XMLElement }.first {
                SVGGeometry.attribute($0, "class") == "line"
            }
            let d = line.flatMap { SVGGeometry.attribute($0, "d") } ?? ""
            edges.append(
                Edge(
                    from: SVGGeometry.attribute(g, "data-from") ?? "",
                    to: SVGGeometry.attribute(g, "data-to") ?? "",
                    isInheritance: (SVGGeometry.attribute(g, "class") ?? "").contains("inheritance"),
                    relationship: SVGGeometry.attribute(g, "data-relationship"),
                    inverse: SVGGeometry.attribute(g, "data-inverse"),
                    points: try SVGGeometry.polyline(d)))
        }
    }

    /// The points of a path made of `M` and `L` commands with absolute coordinates.
    static func polyline(_ d: String) throws -> [(x: Double, y: Double)] {
        var numbers: [Double] = []
        var current = ""
        for c in d {
            if c == "M" || c == "L" || c == " " || c == "," {
                if !current.isEmpty { numbers.append(Double(current) ?? .nan) }
                current = ""
            } else if c.isNumber || c == "." || c == "-" {
                current.append(c)
            } else {
                throw DrawingError(description: "unexpected path command \(c) in \(d)")
            }
        }
        if !current.isEmpty { numbers.append(Double(current) ?? .nan) }
        guard numbers.count % 2 == 0, numbers.count >= 4 else {
            throw DrawingError(description: "bad path \(d)")
        }
        return stride(from: 0, to: numbers.count, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    /// Problems with the drawing: overlapping boxes, edge ends off their boxes' borders, edges
    /// through boxes, slanted segments, anything outside the picture.
    func problems() -> [String] {
        var out: [String] = []
        let byName = Dictionary(boxes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for (i, a) in boxes.enumerated() {
            if a.x < 0 || a.y < 0 || a.right > width || a.bottom > height {
                out.append("box \(a.name) is outside the picture")
            }
            for b in boxes[(i + 1)...]
            where a.x < b.right && b.x < a.right && a.y < b.bottom && b.y < a.bottom {
                out.append("boxes \(a.name) and \(b.name) overlap")
            }
        }
        for e in edges {
            guard let from = byName[e.from], let to = byName[e.to] else {
                out.append("edge \(e.from)–\(e.to) names a missing box")
                continue
            }
            if !SVGGeometry.isOnBorder(e.points[0], of: from) {
                out.append("edge \(e.from)–\(e.to) starts at \(e.points[0]) off the border of \(e.from)")
            }
            if !SVGGeometry.isOnBorder(e.points[e.points.count - 1], of: to) {
                out.append(
                    "edge \(e.from)–\(e.to) ends at \(e.points[e.points.count - 1]) off the border of \(e.to)"
                )
            }
            for k in 0..<(e.points.count - 1) {
                let p = e.points[k]
                let q = e.points[k + 1]
                if p.x != q.x && p.y != q.y { out.append("edge \(e.from)–\(e.to) has a slanted segment") }
                for box in boxes where SVGGeometry.segment(p, q, entersInteriorOf: box) {
                    out.append("edge \(e.from)–\(e.to) crosses box \(box.name)")
                }
                if min(p.x, q.x) < 0 || max(p.x, q.x) > width || min(p.y, q.y) < 0 || max(p.y, q.y) > height {
                    out.append("edge \(e.from)–\(e.to) leaves the picture")
                }
            }
        }
        return out
    }

    static func isOnBorder(_ p: (x: Double, y: Double), of b: Box, tolerance t: Double = 1) -> Bool {
        let onVertical =
            (abs(p.x - b.x) <= t || abs(p.x - b.right) <= t) && p.y >= b.y - t && p.y <= b.bottom + t
        let onHorizontal =
            (abs(p.y - b.y) <= t || abs(p.y - b.bottom) <= t) && p.x >= b.x - t && p.x <= b.right + t
        return onVertical || onHorizontal
    }

    /// Whether the axis-aligned segment pq passes through the inside of `b` (its border excluded).
    static func segment(
        _ p: (x: Double, y: Double), _ q: (x: Double, y: Double), entersInteriorOf b: Box
    ) -> Bool {
        let x0 = min(p.x, q.x)
        let x1 = max(p.x, q.x)
        let y0 = min(p.y, q.y)
        let y1 = max(p.y, q.y)
        return x0 < b.right - 1 && x1 > b.x + 1 && y0 < b.bottom - 1 && y1 > b.y + 1
    }
}
