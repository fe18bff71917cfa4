// The SVG entity–relationship diagram of a model, laid out by cdm itself (no external tools).

import CDMModel

/// Draws a model as a standalone SVG picture.
///
/// Each entity is a box (`<g class="entity" id="entity-Name" data-entity="Name">`) with a title
/// bar (italic when abstract, `Employee : Person` for a sub-entity), its attributes, then its
/// relationships and fetched properties with their types. Each relationship is one orthogonal
/// edge per inverse pair (`<g class="edge" data-from data-to>`), attached to the rows of both
/// relationships, with crow's-foot ends and the relationship names next to them; inheritance is
/// an edge with a hollow triangle at the parent. Colours follow the viewer's light or dark
/// scheme through CSS variables. The output is deterministic.
public enum SVGGenerator {
    /// The SVG document for `model`; `sourceName` (for example `Company.cdm`) goes in the header comment.
    public static func diagram(_ model: Model, sourceName: String? = nil) -> String {
        let boxes = model.entities.map { EntityBox(entity: $0, model: model) }
        var index: [String: Int] = [:]
        for (i, e) in model.entities.enumerated() where index[e.name] == nil { index[e.name] = i }
        let edges = DiagramGraph.edges(of: model)
        let layoutEdges = edges.map { layoutEdge($0, boxes: boxes, index: index) }
        let layout = DiagramLayoutEngine.layout(
            sizes: boxes.map { ($0.width, $0.height) }, edges: layoutEdges)

        var out = SVGWriter()
        let origin =
            sourceName.map { GeneratedHeader.sentence(sourceFileName: $0) } ?? GeneratedHeader.marker
        out.line("<!-- \(SVGWriter.escape(origin).replacingOccurrences(of: "--", with: "- -")) -->")
        let w = max(layout.width, 2 * DiagramLayoutEngine.margin)
        let h = max(layout.height, 2 * DiagramLayoutEngine.margin)
        out.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cdm-diagram\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" font-family=\"\(fontFamily)\" font-size=\"12\" role=\"img\" aria-label=\"\(SVGWriter.escape(model.name)) entity–relationship diagram\">"
        )
        out.line("<title>\(SVGWriter.escape(model.name))</title>")
        out.line("<style>")
        for line in style.split(separator: "\n", omittingEmptySubsequences: false) {
            out.line(String(line))
        }
        out.line("</style>")
        out.line(
            "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"\(Light.background)\"/>"
        )
        out.line("<g class=\"edges\">")
        for (i, edge) in edges.enumerated() {
            writeEdge(edge, route: layout.routes[i], layoutEdge: layoutEdges[i], into: &out)
        }
        out.line("</g>")
        out.line("<g class=\"entities\">")
        for (i, box) in boxes.enumerated() {
            writeBox(box, frame: layout.frames[i], into: &out)
        }
        out.line("</g>")
        out.line("</svg>")
        return out.text
    }

    // MARK: - Geometry input

    static func layoutEdge(_ edge: DiagramEdge, boxes: [EntityBox], index: [String: Int])
        -> LayoutEdge
    {
        let a = index[edge.from]!
        let b = index[edge.to]!
        switch edge.kind {
        case .inheritance:
            return LayoutEdge(
                a: LayoutEnd(node: a, port: boxes[a].titlePort),
                b: LayoutEnd(node: b, port: boxes[b].titlePort), isInheritance: true, preferredLeft: .b)
        case .relationship:
            let relationship = edge.relationship!
            let portA =
                boxes[a].relationshipRow(relationship.name).map { boxes[a].rowPort($0) }
                ?? boxes[a].titlePort
            var portB = boxes[b].titlePort
            if let inverse = edge.inverse, let row = boxes[b].relationshipRow(inverse.name) {
                portB = boxes[b].rowPort(row)
            }
            let labelB = edge.inverse.map(\.name)
            // The "one" side of a one-to-many reads best on the left.
            var preferred: LayoutEdge.Preferred?
            let inverseIsToMany = edge.inverse?.isToMany ?? !relationship.isToMany
            if relationship.isToMany != inverseIsToMany { preferred = relationship.isToMany ? .a : .b }
            return LayoutEdge(
                a: LayoutEnd(node: a, port: portA, label: relationship.name),
                b: LayoutEnd(
                    node: b, port: portB, label: labelB == relationship.name && a == b ? nil : labelB),
                isInheritance: false,
                preferredLeft: preferred)
        }
    }

    // MARK: - Drawing

    static let fontFamily =
        "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace"

    /// Colours written as attributes, for renderers without CSS variables; the stylesheet overrides them.
    enum Light {
        static let background = "#ffffff"
        static let box = "#ffffff"
        static let border = "#8c959f"
        static let titleBar = "#ddf4ff"
        static let title = "#0a3069"
        static let text = "#1f2328"
        static let muted = "#59636e"
        static let edge = "#6e7781"
        static let accent = "#9a6700"
    }

    static let style = """
        .cdm-diagram { --cdm-background: #ffffff; --cdm-box: #ffffff; --cdm-border: #8c959f; --cdm-title-bar: #ddf4ff; --cdm-title: #0a3069; --cdm-text: #1f2328; --cdm-muted: #59636e; --cdm-edge: #6e7781; --cdm-accent: #9a6700; }
        @media (prefers-color-scheme: dark) {
          .cdm-diagram { --cdm-background: #0d1117; --cdm-box: #161b22; --cdm-border: #3d444d; --cdm-title-bar: #12263f; --cdm-title: #cae8ff; --cdm-text: #e6edf3; --cdm-muted: #9198a1; --cdm-edge: #768390; --cdm-accent: #d29922; }
        }
        .cdm-diagram .background { fill: var(--cdm-background); }
        .cdm-diagram .box { fill: var(--cdm-box); }
        .cdm-diagram .outline { stroke: var(--cdm-border); }
        .cdm-diagram .title-bar { fill: var(--cdm-title-bar); }
        .cdm-diagram .separator { stroke: var(--cdm-border); }
        .cdm-diagram .title { fill: var(--cdm-title); }
        .cdm-diagram .name { fill: var(--cdm-text); }
        .cdm-diagram .type, .cdm-diagram .fetched { fill: var(--cdm-muted); }
        .cdm-diagram .badge { fill: var(--cdm-accent); }
        .cdm-diagram .line, .cdm-diagram .marker { stroke: var(--cdm-edge); }
        .cdm-diagram .hollow { fill: var(--cdm-box); }
        .cdm-diagram .label { fill: var(--cdm-muted); }
        """

    static func writeBox(_ box: EntityBox, frame f: DiagramLayout.Frame, into out: inout SVGWriter) {
        let name = SVGWriter.escape(box.name)
        out.line(
            "<g class=\"entity\(box.isAbstract ? " abstract" : "")\" id=\"entity-\(name)\" data-entity=\"\(name)\"\(box.parent.map { " data-parent=\"\(SVGWriter.escape($0))\"" } ?? "")>"
        )
        out.line(
            "<rect class=\"box\" x=\"\(f.x)\" y=\"\(f.y)\" width=\"\(f.width)\" height=\"\(f.height)\" rx=\"6\" fill=\"\(Light.box)\"/>"
        )
        let t = EntityBox.titleHeight
        out.line(
            "<path class=\"title-bar\" d=\"M\(f.x) \(f.y + t)V\(f.y + 6)Q\(f.x) \(f.y) \(f.x + 6) \(f.y)H\(f.x + f.width - 6)Q\(f.x + f.width) \(f.y) \(f.x + f.width) \(f.y + 6)V\(f.y + t)Z\" fill=\"\(Light.titleBar)\"/>"
        )
        if !box.rows.isEmpty {
            out.line(
                "<line class=\"separator\" x1=\"\(f.x)\" y1=\"\(f.y + t)\" x2=\"\(f.x + f.width)\" y2=\"\(f.y + t)\" stroke=\"\(Light.border)\"/>"
            )
        }
        let italic = box.isAbstract ? " font-style=\"italic\"" : ""
        var title =
            "<text class=\"title\" x=\"\(f.x + 12)\" y=\"\(f.y + 19)\" font-size=\"\(Int(EntityBox.titleFontSize))\" fill=\"\(Light.title)\"\(italic) xml:space=\"preserve\"><tspan font-weight=\"bold\">\(name)</tspan>"
        if let parent = box.parent { title += "<tspan> : \(SVGWriter.escape(parent))</tspan>" }
        out.line(title + "</text>")
        if let split = box.rows.firstIndex(where: { $0.kind != .attribute }), split > 0 {
            let ys = f.y + EntityBox.rowsTop + split * EntityBox.rowHeight
            out.line(
                "<line class=\"separator\" x1=\"\(f.x + 6)\" y1=\"\(ys)\" x2=\"\(f.x + f.width - 6)\" y2=\"\(ys)\" stroke=\"\(Light.border)\" stroke-dasharray=\"2 3\"/>"
            )
        }
        for (i, row) in box.rows.enumerated() {
            let baseline = f.y + EntityBox.rowsTop + i * EntityBox.rowHeight + 13
            let rowName = SVGWriter.escape(row.name)
            let fetched = row.kind == .fetched
            let nameClass = fetched ? "name fetched" : "name"
            let nameStyle =
                fetched ? " font-style=\"italic\" fill=\"\(Light.muted)\"" : " fill=\"\(Light.text)\""
            out.line(
                "<text class=\"\(nameClass)\" x=\"\(f.x + 10)\" y=\"\(baseline)\"\(nameStyle)>\(rowName)</text>"
            )
            if row.isUnique {
                let bx = f.x + 10 + EntityBox.textWidth(row.name, size: EntityBox.rowFontSize) + 6
                out.line(
                    "<text class=\"badge\" x=\"\(bx)\" y=\"\(baseline)\" font-size=\"\(Int(EntityBox.badgeFontSize))\" fill=\"\(Light.accent)\">UK</text>"
                )
            }
            out.line(
                "<text class=\"type\" x=\"\(f.x + f.width - 10)\" y=\"\(baseline)\" text-anchor=\"end\" fill=\"\(Light.muted)\"\(fetched ? " font-style=\"italic\"" : "")>\(SVGWriter.escape(row.type))</text>"
            )
        }
        out.line(
            "<rect class=\"outline\" x=\"\(f.x)\" y=\"\(f.y)\" width=\"\(f.width)\" height=\"\(f.height)\" rx=\"6\" fill=\"none\" stroke=\"\(Light.border)\"/>"
        )
        out.line("</g>")
    }

    static func writeEdge(
        _ edge: DiagramEdge, route: [DiagramPoint], layoutEdge: LayoutEdge, into out: inout SVGWriter
    ) {
        guard route.count >= 2 else { return }
        var attributes =
            "data-from=\"\(SVGWriter.escape(edge.from))\" data-to=\"\(SVGWriter.escape(edge.to))\""
        switch edge.kind {
        case .inheritance:
            out.line("<g class=\"edge inheritance\" \(attributes)>")
        case .relationship:
            if let r = edge.relationship {
                attributes += " data-relationship=\"\(SVGWriter.escape(r.name))\""
            }
            if let i = edge.inverse { attributes += " data-inverse=\"\(SVGWriter.escape(i.name))\"" }
            out.line("<g class=\"edge relationship\" \(attributes)>")
        }
        var d = "M\(route[0].x) \(route[0].y)"
        for p in route.dropFirst() { d += "L\(p.x) \(p.y)" }
        out.line(
            "<path class=\"line\" d=\"\(d)\" fill=\"none\" stroke=\"\(Light.edge)\" stroke-width=\"1.25\"/>"
        )

        let start = route[0]
        let end = route[route.count - 1]
        let startDirection = route[1].x >= start.x ? 1 : -1
        let endDirection = route[route.count - 2].x >= end.x ? 1 : -1
        switch edge.kind {
        case .inheritance:
            triangle(at: end, direction: endDirection, into: &out)
        case .relationship:
            // The marker at each end says how many objects of that end's entity the other end holds.
            if let m = edge.fromMultiplicity {
                marker(m, at: start, direction: startDirection, into: &out)
            }
            if let m = edge.toMultiplicity { marker(m, at: end, direction: endDirection, into: &out) }
            if let label = layoutEdge.a.label {
                text(label, at: start, direction: startDirection, into: &out)
            }
            if let label = layoutEdge.b.label {
                text(label, at: end, direction: endDirection, into: &out)
            }
        }
        out.line("</g>")
    }

    /// Crow's-foot notation: next to the box the maximum (a bar for one, a foot for many), further out the minimum (a circle for zero, a bar for one).
    static func marker(
        _ m: DiagramMultiplicity, at p: DiagramPoint, direction s: Int, into out: inout SVGWriter
    ) {
        var d = ""
        if m.isMany {
            d += "M\(p.x + 14 * s) \(p.y)L\(p.x) \(p.y - 6)M\(p.x + 14 * s) \(p.y)L\(p.x) \(p.y + 6)"
        } else {
            d += "M\(p.x + 8 * s) \(p.y - 6)V\(p.y + 6)"
        }
        if !m.allowsZero {
            let x = p.x + (m.isMany ? 18 : 14) * s
            d += "M\(x) \(p.y - 6)V\(p.y + 6)"
        }
        out.line(
            "<path class=\"marker\" d=\"\(d)\" fill=\"none\" stroke=\"\(Light.edge)\" stroke-width=\"1.25\"/>"
        )
        if m.allowsZero {
            let cx = p.x + (m.isMany ? 19 : 17) * s
            out.line(
                "<circle class=\"marker hollow\" cx=\"\(cx)\" cy=\"\(p.y)\" r=\"3.5\" fill=\"\(Light.box)\" stroke=\"\(Light.edge)\" stroke-width=\"1.25\"/>"
            )
        }
    }

    /// The hollow triangle of an inheritance edge, its tip on the parent's border.
    static func triangle(at p: DiagramPoint, direction s: Int, into out: inout SVGWriter) {
        out.line(
            "<path class=\"marker hollow\" d=\"M\(p.x) \(p.y)L\(p.x + 12 * s) \(p.y - 7)L\(p.x + 12 * s) \(p.y + 7)Z\" fill=\"\(Light.box)\" stroke=\"\(Light.edge)\" stroke-width=\"1.25\"/>"
        )
    }

    static func text(_ label: String, at p: DiagramPoint, direction s: Int, into out: inout SVGWriter) {
        let x = p.x + (DiagramLayoutEngine.markerSpace - 2) * s
        let anchor = s > 0 ? "start" : "end"
        out.line(
            "<text class=\"label\" x=\"\(x)\" y=\"\(p.y - 4)\" font-size=\"\(Int(EntityBox.labelFontSize))\" text-anchor=\"\(anchor)\" fill=\"\(Light.muted)\">\(SVGWriter.escape(label))</text>"
        )
    }
}

/// Accumulates SVG text line by line and escapes XML.
struct SVGWriter {
    var text = ""

    mutating func line(_ s: String) {
        text += s
        text += "\n"
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // Control characters are not allowed in XML 1.0.
                if c.value < 0x20 && c != "\n" && c != "\t" {
                    out += " "
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out
    }
}
