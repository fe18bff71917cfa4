// Places entity boxes in columns and routes edges between them, deterministically and without overlaps.
//
// Each connected component is laid out on its own, Sugiyama style, in columns from left to right.
// Layering: breadth-first from every box (one-sided, or two-sided with the root in the middle),
// the best few improved by moving single boxes between columns, scored on size, edges inside a
// column or skipping columns, and direction (parents and "one" sides on the left); the finalists
// are ordered (barycentric sweeps, dummy nodes for edges that skip columns) and the one with the
// fewest crossings wins. Vertical placement is isotonic regression: each box moves toward the
// rows it connects to, keeping its order and gaps. Edges are orthogonal: they leave a box
// horizontally at the row of their relationship, turn on a vertical track in the gap between two
// columns (tracks ordered to cross as little as possible), and pass through a column only in a
// slot reserved for them, so they never cross a box. Components are then skyline-packed.

/// A point of the drawing, in whole pixels.
struct DiagramPoint: Equatable {
    var x: Int
    var y: Int
}

/// One end of an edge to lay out: a box, and the distance from its top where the edge attaches.
struct LayoutEnd {
    var node: Int
    var port: Int
    /// Text drawn next to this end, outside the box (the relationship declared there).
    var label: String?
}

/// An edge to lay out between two boxes (or from a box to itself).
struct LayoutEdge {
    var a: LayoutEnd
    var b: LayoutEnd
    var isInheritance: Bool
    /// Which end reads best on the left: the parent of an inheritance link, the "one" side of a
    /// one-to-many relationship; nil when neither (one-to-one, many-to-many).
    var preferredLeft: Preferred?

    enum Preferred { case a, b }
}

/// Where everything goes: box frames by node, and one polyline per edge from end `a` to end `b`.
struct DiagramLayout {
    struct Frame: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }
    var frames: [Frame]
    var routes: [[DiagramPoint]]
    var width: Int
    var height: Int
}

enum DiagramLayoutEngine {
    static let boxGap = 28.0
    static let dummyGap = 16.0
    static let componentGap = 48
    static let margin = 20
    static let trackSpacing = 10
    static let markerSpace = 28
    /// Wider than tall, as screens and documentation pages are.
    static let aspect = 1.6

    /// Lays out boxes of the given sizes joined by `edges`.
    static func layout(sizes: [(width: Int, height: Int)], edges: [LayoutEdge]) -> DiagramLayout {
        let n = sizes.count
        // Connected components (union–find), in model order of their first node.
        var parent = Array(0..<n)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }
        for e in edges where e.a.node != e.b.node {
            let ra = find(e.a.node)
            let rb = find(e.b.node)
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var componentOf = [Int](repeating: -1, count: n)
        var components: [[Int]] = []
        for v in 0..<n {
            let r = find(v)
            if componentOf[r] < 0 {
                componentOf[r] = components.count
                components.append([])
            }
            componentOf[v] = componentOf[r]
            components[componentOf[v]].append(v)
        }
        var componentEdges = [[Int]](repeating: [], count: components.count)
        for (i, e) in edges.enumerated() { componentEdges[componentOf[e.a.node]].append(i) }

        var frames = [DiagramLayout.Frame](
            repeating: DiagramLayout.Frame(x: 0, y: 0, width: 0, height: 0), count: n)
        var routes = [[DiagramPoint]](repeating: [], count: edges.count)
        var pieces: [(component: Int, width: Int, height: Int)] = []
        var local: [ComponentLayout] = []
        for (c, nodes) in components.enumerated() {
            let result = ComponentLayout(
                nodes: nodes, edgeIndices: componentEdges[c], sizes: sizes, edges: edges)
            local.append(result)
            pieces.append((c, result.width, result.height))
        }

        // Skyline packing, lowest place first: connected groups (largest first), then single boxes by height.
        let order = pieces.sorted { p, q in
            let np = components[p.component].count
            let nq = components[q.component].count
            if (np > 1) != (nq > 1) { return np > 1 }
            if np > 1 {
                if np != nq { return np > nq }
                return p.component < q.component
            }
            if p.height != q.height { return p.height > q.height }
            return p.component < q.component
        }
        let area = pieces.reduce(0.0) {
            $0 + Double(($1.width + componentGap) * ($1.height + componentGap))
        }
        let widest = pieces.map(\.width).max() ?? 0
        let targetWidth = max(widest, Int((area * aspect).squareRoot()))
        var skyline = Skyline(width: targetWidth + componentGap)
        var totalWidth = 0
        var totalHeight = 0
        for piece in order {
            let (x, y) = skyline.place(
                width: piece.width, height: piece.height, gap: componentGap, limit: targetWidth)
            let layout = local[piece.component]
            let dx = x + margin
            let dy = y + margin
            for (i, node) in components[piece.component].enumerated() {
                var f = layout.frames[i]
                f.x += dx
                f.y += dy
                frames[node] = f
            }
            for (i, edge) in componentEdges[piece.component].enumerated() {
                routes[edge] = layout.routes[i].map { DiagramPoint(x: $0.x + dx, y: $0.y + dy) }
            }
            totalWidth = max(totalWidth, x + piece.width)
            totalHeight = max(totalHeight, y + piece.height)
        }
        return DiagramLayout(
            frames: frames, routes: routes, width: totalWidth + 2 * margin,
            height: totalHeight + 2 * margin)
    }
}

/// The upper outline of what is placed so far, as segments of equal height across the width.
struct Skyline {
    private var segments: [(x: Int, width: Int, height: Int)]

    init(width: Int) { segments = [(0, width, 0)] }

    /// Places a `width` × `height` piece (plus `gap` right and below) as high as possible, then as
    /// far left, without passing `limit`; returns its top left corner.
    mutating func place(width: Int, height: Int, gap: Int, limit: Int) -> (x: Int, y: Int) {
        var best: (y: Int, x: Int)?
        for segment in segments where segment.x + width <= max(limit, width) {
            let y = top(from: segment.x, width: width + gap)
            if best == nil || (y, segment.x) < (best!.y, best!.x) { best = (y, segment.x) }
        }
        let (y, x) = best ?? (top(from: 0, width: width + gap), 0)
        raise(from: x, width: width + gap, to: y + height + gap)
        return (x, y)
    }

    private func top(from x: Int, width: Int) -> Int {
        segments.filter { $0.x < x + width && $0.x + $0.width > x }.map(\.height).max() ?? 0
    }

    private mutating func raise(from x: Int, width: Int, to height: Int) {
        let end = x + width
        var out: [(x: Int, width: Int, height: Int)] = []
        for s in segments {
            let sEnd = s.x + s.width
            if sEnd <= x || s.x >= end {
                out.append(s)
                continue
            }
            if s.x < x { out.append((s.x, x - s.x, s.height)) }
            if sEnd > end { out.append((end, sEnd - end, s.height)) }
        }
        out.append((x, width, height))
        out.sort { $0.x < $1.x }
        var merged: [(x: Int, width: Int, height: Int)] = []
        for s in out {
            if let last = merged.last, last.height == s.height, last.x + last.width == s.x {
                merged[merged.count - 1].width += s.width
            } else {
                merged.append(s)
            }
        }
        segments = merged
    }
}

/// The layout of one connected component, in its own coordinates (top left at 0, 0).
struct ComponentLayout {
    /// Frames of the component's nodes, in the order given.
    var frames: [DiagramLayout.Frame] = []
    /// Routes of the component's edges, in the order given, from end `a` to end `b`.
    var routes: [[DiagramPoint]] = []
    var width = 0
    var height = 0

    // Working state. Nodes 0..<boxCount are boxes (in `nodes` order), the rest are dummies.
    private var boxCount = 0
    private var widths: [Double] = []
    private var heights: [Double] = []
    private var layerOf: [Int] = []
    private var layers: [[Int]] = []
    private var indexInLayer: [Int] = []
    private var top: [Double] = []
    /// Per component edge: the chain of nodes from its left end to its right end (empty for a bracket).
    private var chains: [[Int]] = []
    private var segments: [Segment] = []

    /// A piece of an edge between two consecutive layers.
    private struct Segment {
        var edge: Int
        var left: Int
        var leftPort: Double
        var right: Int
        var rightPort: Double
    }

    private struct EndRef {
        var node: Int
        var port: Int
        var label: String?
    }

    init(nodes: [Int], edgeIndices: [Int], sizes: [(width: Int, height: Int)], edges: [LayoutEdge]) {
        var localIndex: [Int: Int] = [:]
        for (i, v) in nodes.enumerated() { localIndex[v] = i }
        boxCount = nodes.count
        widths = nodes.map { Double(sizes[$0].width) }
        heights = nodes.map { Double(sizes[$0].height) }
        let localEdges: [LayoutEdge] = edgeIndices.map { i in
            var e = edges[i]
            e.a.node = localIndex[e.a.node]!
            e.b.node = localIndex[e.b.node]!
            return e
        }
        // Try the most promising layerings through ordering, and keep the one that crosses least.
        let neighbours = ComponentLayout.neighbours(boxCount, localEdges)
        var best: ComponentLayout?
        var bestValue = Double.infinity
        for (value, layering) in candidateLayerings(localEdges, neighbours) {
            var trial = self
            trial.applyLayering(layering, neighbours)
            trial.buildChains(localEdges)
            trial.orderLayers()
            let total = value + ComponentLayout.crossingPenalty * Double(trial.crossings())
            if total < bestValue - 0.001 {
                bestValue = total
                best = trial
            }
        }
        self = best!
        placeVertically()
        route(localEdges)
    }

    static let crossingPenalty = 120.0

    static func neighbours(_ n: Int, _ edges: [LayoutEdge]) -> [[Int]] {
        var neighbours = [[Int]](repeating: [], count: n)
        for e in edges where e.a.node != e.b.node {
            neighbours[e.a.node].append(e.b.node)
            neighbours[e.b.node].append(e.a.node)
        }
        return neighbours.map { Array(Set($0)).sorted() }
    }

    // MARK: - Layering

    /// Layerings worth ordering, with their scores: breadth-first from every root (one-sided, and
    /// two-sided with the root in the middle), the best few improved by local search.
    private func candidateLayerings(_ edges: [LayoutEdge], _ neighbours: [[Int]]) -> [(Double, [Int])] {
        let n = boxCount
        guard n > 1 else { return [(0, [0])] }
        var scored: [(Double, [Int])] = []
        for root in 0..<n {
            // Breadth-first distances, and for each node the root's neighbour it descends from.
            var dist = [Int](repeating: -1, count: n)
            var branch = [Int](repeating: -1, count: n)
            dist[root] = 0
            var queue = [root]
            var head = 0
            while head < queue.count {
                let v = queue[head]
                head += 1
                for w in neighbours[v] where dist[w] < 0 {
                    dist[w] = dist[v] + 1
                    branch[w] = v == root ? w : branch[v]
                    queue.append(w)
                }
            }
            let oneSided = dist
            var candidates = [oneSided]
            // Two-sided: the root's branches split between left and right, heaviest first.
            let branches = neighbours[root]
            if branches.count >= 2 {
                var weight: [Int: Double] = [:]
                for v in 0..<n where v != root {
                    weight[branch[v], default: 0] += heights[v] + ComponentLayout.boxGapForScore
                }
                let sortedBranches = branches.sorted { (weight[$0] ?? 0, $1) > (weight[$1] ?? 0, $0) }
                var left = 0.0
                var right = 0.0
                var onLeft: Set<Int> = []
                for b in sortedBranches {
                    if left < right {
                        left += weight[b] ?? 0
                        onLeft.insert(b)
                    } else {
                        right += weight[b] ?? 0
                    }
                }
                var twoSided = dist
                for v in 0..<n where v != root && onLeft.contains(branch[v]) { twoSided[v] = -dist[v] }
                let low = twoSided.min() ?? 0
                candidates.append(twoSided.map { $0 - low })
            }
            for candidate in candidates { scored.append((score(candidate, edges), candidate)) }
        }
        // Improve the few most promising by moving single boxes between columns.
        let starts = scored.enumerated().sorted {
            ($0.element.0, $0.offset) < ($1.element.0, $1.offset)
        }.prefix(6)
        var out: [(Double, [Int])] = []
        for start in starts {
            for layering in [
                ComponentLayout.compacted(start.element.1), improve(start.element.1, edges, neighbours).1,
            ] where !out.contains(where: { $0.1 == layering }) {
                out.append((score(layering, edges), layering))
            }
        }
        return out
    }

    /// Takes a layering, with an initial order in each layer: breadth-first from the leftmost layer.
    private mutating func applyLayering(_ best: [Int], _ neighbours: [[Int]]) {
        let n = boxCount
        layerOf = best
        let layerCount = (best.max() ?? 0) + 1
        layers = [[Int]](repeating: [], count: layerCount)
        // Initial order within a layer: breadth-first from the leftmost layer, in model order.
        var seen = [Bool](repeating: false, count: n)
        var queue: [Int] = []
        for v in 0..<n where best[v] == 0 {
            queue.append(v)
            seen[v] = true
        }
        var head = 0
        while head < queue.count {
            let v = queue[head]
            head += 1
            for w in neighbours[v] where !seen[w] {
                seen[w] = true
                queue.append(w)
            }
        }
        for v in 0..<n where !seen[v] { queue.append(v) }
        for v in queue { layers[best[v]].append(v) }
    }

    static let boxGapForScore = 28.0

    /// Layers renumbered from 0 without empty ones.
    private static func compacted(_ layer: [Int]) -> [Int] {
        let used = Array(Set(layer)).sorted()
        var rank: [Int: Int] = [:]
        for (i, l) in used.enumerated() { rank[l] = i }
        return layer.map { rank[$0]! }
    }

    /// Local search: moves one box at a time to a column next to one of its neighbours' while that
    /// improves the score.
    private func improve(_ start: [Int], _ edges: [LayoutEdge], _ neighbours: [[Int]]) -> (
        Double, [Int]
    ) {
        var layer = ComponentLayout.compacted(start)
        var current = score(layer, edges)
        for _ in 0..<30 {
            var improved = false
            for v in 0..<boxCount {
                var candidates: Set<Int> = []
                for u in neighbours[v] {
                    candidates.insert(layer[u] - 1)
                    candidates.insert(layer[u])
                    candidates.insert(layer[u] + 1)
                }
                let original = layer[v]
                var bestLayer = original
                var bestValue = current
                for c in candidates.sorted() where c != original {
                    layer[v] = c
                    let value = score(ComponentLayout.compacted(layer), edges)
                    if value < bestValue - 0.5 {
                        bestValue = value
                        bestLayer = c
                    }
                }
                layer[v] = bestLayer
                if bestLayer != original {
                    layer = ComponentLayout.compacted(layer)
                    current = bestValue
                    improved = true
                }
            }
            if !improved { break }
        }
        return (current, layer)
    }

    /// How good a layering looks: the side of the bounding box once fitted to a 16:10 page, plus
    /// penalties for edges inside a column, edges that skip columns and sub-entities beside their parent.
    private func score(_ layer: [Int], _ edges: [LayoutEdge]) -> Double {
        let count = (layer.max() ?? 0) + 1
        var columnWidth = [Double](repeating: 0, count: count)
        var columnHeight = [Double](repeating: -ComponentLayout.boxGapForScore, count: count)
        for v in 0..<boxCount {
            columnWidth[layer[v]] = max(columnWidth[layer[v]], widths[v])
            columnHeight[layer[v]] += heights[v] + ComponentLayout.boxGapForScore
        }
        var penalty = 0.0
        for e in edges where e.a.node != e.b.node {
            let la = layer[e.a.node]
            let lb = layer[e.b.node]
            let span = abs(la - lb)
            if let preferred = e.preferredLeft {
                let (left, right) = preferred == .a ? (la, lb) : (lb, la)
                if left > right { penalty += e.isInheritance ? 150 : 60 }
            }
            if span == 0 {
                penalty += e.isInheritance ? 200 : 120
            } else if span > 1 {
                penalty += 90 * Double(span - 1)
                for l in (min(la, lb) + 1)..<max(la, lb) { columnHeight[l] += DiagramLayoutEngine.dummyGap }
            }
        }
        let w = columnWidth.reduce(0, +) + Double(count - 1) * 110
        let h = columnHeight.max() ?? 0
        // Below about a page's width, size does not matter: readability does.
        return max(w, h * DiagramLayoutEngine.aspect, 900) + penalty
    }

    /// Splits every edge that skips columns into a chain through dummy nodes.
    private mutating func buildChains(_ edges: [LayoutEdge]) {
        for (i, e) in edges.enumerated() {
            let la = layerOf[e.a.node]
            let lb = layerOf[e.b.node]
            if la == lb {
                chains.append([])
                continue
            }
            let (left, leftPort, right, rightPort) =
                la < lb
                ? (e.a.node, e.a.port, e.b.node, e.b.port) : (e.b.node, e.b.port, e.a.node, e.a.port)
            var chain = [left]
            for l in (layerOf[left] + 1)..<layerOf[right] {
                let d = widths.count
                widths.append(0)
                heights.append(0)
                layerOf.append(l)
                layers[l].append(d)
                chain.append(d)
            }
            chain.append(right)
            chains.append(chain)
            for k in 0..<(chain.count - 1) {
                segments.append(
                    Segment(
                        edge: i, left: chain[k], leftPort: k == 0 ? Double(leftPort) : 0,
                        right: chain[k + 1], rightPort: k + 1 == chain.count - 1 ? Double(rightPort) : 0))
            }
        }
    }

    private func isDummy(_ v: Int) -> Bool { v >= boxCount }

    // MARK: - Ordering

    private mutating func reindex() {
        indexInLayer = [Int](repeating: 0, count: widths.count)
        for layer in layers {
            for (i, v) in layer.enumerated() { indexInLayer[v] = i }
        }
    }

    /// A node's place in its layer, refined by where the edge attaches on it.
    private func position(_ v: Int, _ port: Double) -> Double {
        Double(indexInLayer[v]) + (heights[v] > 0 ? port / heights[v] * 0.9 : 0.45)
    }

    private func crossings() -> Int {
        var total = 0
        var byLayer = [[Segment]](repeating: [], count: layers.count)
        for s in segments { byLayer[layerOf[s.left]].append(s) }
        for list in byLayer where list.count > 1 {
            for i in 0..<list.count {
                for j in (i + 1)..<list.count {
                    let a = list[i]
                    let b = list[j]
                    let dl = position(a.left, a.leftPort) - position(b.left, b.leftPort)
                    let dr = position(a.right, a.rightPort) - position(b.right, b.rightPort)
                    if dl * dr < 0 { total += 1 }
                }
            }
        }
        return total
    }

    private mutating func orderLayers() {
        reindex()
        guard layers.count > 1 else { return }
        var bestLayers = layers
        var bestCrossings = crossings()
        for iteration in 0..<16 {
            let down = iteration % 2 == 0
            let sequence = down ? Array(1..<layers.count) : Array((0..<(layers.count - 1)).reversed())
            for l in sequence {
                let reference = down ? l - 1 : l + 1
                var key: [Int: Double] = [:]
                for v in layers[l] {
                    var sum = 0.0
                    var count = 0.0
                    for s in segments {
                        if s.left == v && layerOf[s.right] == reference {
                            sum += position(s.right, s.rightPort)
                            count += 1
                        } else if s.right == v && layerOf[s.left] == reference {
                            sum += position(s.left, s.leftPort)
                            count += 1
                        }
                    }
                    key[v] = count > 0 ? sum / count : Double(indexInLayer[v])
                }
                layers[l].sort { (key[$0]!, indexInLayer[$0]) < (key[$1]!, indexInLayer[$1]) }
                for (i, v) in layers[l].enumerated() { indexInLayer[v] = i }
            }
            let c = crossings()
            if c < bestCrossings {
                bestCrossings = c
                bestLayers = layers
            }
            if bestCrossings == 0 { break }
        }
        layers = bestLayers
        reindex()
    }

    // MARK: - Vertical placement

    private func gap(_ a: Int, _ b: Int) -> Double {
        isDummy(a) || isDummy(b) ? DiagramLayoutEngine.dummyGap : DiagramLayoutEngine.boxGap
    }

    private mutating func placeVertically() {
        top = [Double](repeating: 0, count: widths.count)
        for layer in layers {
            var y = 0.0
            for (i, v) in layer.enumerated() {
                if i > 0 { y += gap(layer[i - 1], v) }
                top[v] = y
                y += heights[v]
            }
        }
        // Center columns on each other before pulling boxes toward their neighbours.
        let tallest = layers.map { layer in layer.last.map { top[$0] + heights[$0] } ?? 0 }.max() ?? 0
        for layer in layers {
            let bottom = layer.last.map { top[$0] + heights[$0] } ?? 0
            for v in layer { top[v] += (tallest - bottom) / 2 }
        }
        var incident = [[Int]](repeating: [], count: widths.count)
        for (i, s) in segments.enumerated() {
            incident[s.left].append(i)
            incident[s.right].append(i)
        }
        if layers.count > 1 {
            for round in 0..<24 {
                let sequence =
                    round % 2 == 0 ? Array(0..<layers.count) : Array((0..<layers.count).reversed())
                for l in sequence {
                    let layer = layers[l]
                    var targets: [Double] = []
                    var weights: [Double] = []
                    for v in layer {
                        var sum = 0.0
                        var count = 0.0
                        for i in incident[v] {
                            let s = segments[i]
                            if s.left == v {
                                sum += top[s.right] + s.rightPort - s.leftPort
                            } else {
                                sum += top[s.left] + s.leftPort - s.rightPort
                            }
                            count += 1
                        }
                        targets.append(count > 0 ? sum / count : top[v])
                        weights.append(count > 0 ? count : 0.05)
                    }
                    let placed = ComponentLayout.isotonic(
                        targets: targets, weights: weights, sizes: layer.map { heights[$0] },
                        gaps: (0..<layer.count).map { $0 == 0 ? 0 : gap(layer[$0 - 1], layer[$0]) })
                    for (i, v) in layer.enumerated() { top[v] = placed[i] }
                }
            }
        }
        let low = top.min() ?? 0
        for v in 0..<top.count { top[v] = (top[v] - low).rounded() }
    }

    /// Positions as close as possible (least squares) to `targets`, keeping order and the gaps.
    static func isotonic(targets: [Double], weights: [Double], sizes: [Double], gaps: [Double])
        -> [Double]
    {
        var offset: [Double] = []
        var acc = 0.0
        for i in 0..<targets.count {
            if i > 0 { acc += sizes[i - 1] + gaps[i] }
            offset.append(acc)
        }
        // Pool adjacent violators on z = y - offset, which must not decrease.
        var blocks: [(weight: Double, sum: Double, count: Int)] = []
        for i in 0..<targets.count {
            blocks.append((weights[i], weights[i] * (targets[i] - offset[i]), 1))
            while blocks.count > 1 {
                let last = blocks[blocks.count - 1]
                let previous = blocks[blocks.count - 2]
                if previous.sum / previous.weight <= last.sum / last.weight { break }
                blocks.removeLast(2)
                blocks.append(
                    (previous.weight + last.weight, previous.sum + last.sum, previous.count + last.count))
            }
        }
        var out: [Double] = []
        for block in blocks {
            let z = block.sum / block.weight
            for _ in 0..<block.count { out.append(z + offset[out.count]) }
        }
        return out
    }

    // MARK: - Routing

    /// A vertical run in the gap right of a column, with the horizontals that lead to it.
    private struct Hop {
        var edge: Int
        /// For a layered edge: which segment of its chain; -1 for a bracket.
        var segment: Int
        var low: Int
        var high: Int
        /// (y, true when it comes from the gap's left side).
        var horizontals: [(y: Int, fromLeft: Bool)]
        var track = 0
    }

    private mutating func route(_ edges: [LayoutEdge]) {
        let layerCount = layers.count
        var columnWidth = [Int](repeating: 0, count: layerCount)
        for v in 0..<boxCount { columnWidth[layerOf[v]] = max(columnWidth[layerOf[v]], Int(widths[v])) }
        let y = top.map { Int($0) }
        func slack(_ v: Int) -> Int { isDummy(v) ? 0 : (columnWidth[layerOf[v]] - Int(widths[v])) / 2 }
        func labelNeed(_ v: Int, _ label: String?) -> Int {
            let text = label.map { 6 + EntityBox.textWidth($0, size: EntityBox.labelFontSize) } ?? 0
            return max(0, DiagramLayoutEngine.markerSpace + text - slack(v))
        }

        // Zones next to each column's sides, for markers and labels; and the hops of every gap.
        var leftZone = [Int](repeating: 0, count: layerCount)  // in gap g, next to column g
        var rightZone = [Int](repeating: 0, count: layerCount)  // in gap g, next to column g + 1
        var hops = [[Hop]](repeating: [], count: layerCount)
        var gapUsed = [Bool](repeating: false, count: layerCount)
        for (i, e) in edges.enumerated() {
            let chain = chains[i]
            if chain.isEmpty {
                // Both ends in one column: a bracket through the gap on the column's right.
                let l = layerOf[e.a.node]
                var ya = y[e.a.node] + e.a.port
                var yb = y[e.b.node] + e.b.port
                if e.a.node == e.b.node && e.a.port == e.b.port {
                    ya -= 4
                    yb += 4
                }
                leftZone[l] = max(
                    leftZone[l], labelNeed(e.a.node, e.a.label), labelNeed(e.b.node, e.b.label))
                hops[l].append(
                    Hop(
                        edge: i, segment: -1, low: min(ya, yb), high: max(ya, yb),
                        horizontals: [(ya, true), (yb, true)]))
                gapUsed[l] = true
                continue
            }
            let leftEnd = layerOf[e.a.node] < layerOf[e.b.node] ? e.a : e.b
            let rightEnd = layerOf[e.a.node] < layerOf[e.b.node] ? e.b : e.a
            for k in 0..<(chain.count - 1) {
                let g = layerOf[chain[k]]
                gapUsed[g] = true
                let yl = y[chain[k]] + (k == 0 ? leftEnd.port : 0)
                let yr = y[chain[k + 1]] + (k + 1 == chain.count - 1 ? rightEnd.port : 0)
                if k == 0 { leftZone[g] = max(leftZone[g], labelNeed(chain[k], leftEnd.label)) }
                if k + 1 == chain.count - 1 {
                    rightZone[g] = max(rightZone[g], labelNeed(chain[k + 1], rightEnd.label))
                }
                if yl != yr {
                    hops[g].append(
                        Hop(
                            edge: i, segment: k, low: min(yl, yr), high: max(yl, yr),
                            horizontals: [(yl, true), (yr, false)]))
                }
            }
        }

        // Order the tracks of each gap to cross little, then share a track between neighbours that do not meet.
        var trackCount = [Int](repeating: 0, count: layerCount)
        for g in 0..<layerCount {
            let ordered = ComponentLayout.orderHops(hops[g])
            var tracks: [[Hop]] = []
            for hop in ordered {
                if var last = tracks.last,
                    last.allSatisfy({ $0.high + 8 < hop.low || hop.high + 8 < $0.low })
                {
                    last.append(hop)
                    tracks[tracks.count - 1] = last
                } else {
                    tracks.append([hop])
                }
            }
            var assigned: [Hop] = []
            for (t, list) in tracks.enumerated() {
                for var hop in list {
                    hop.track = t
                    assigned.append(hop)
                }
            }
            hops[g] = assigned
            trackCount[g] = tracks.count
        }

        // Column positions.
        var gapWidth = [Int](repeating: 0, count: layerCount)
        for g in 0..<layerCount {
            let isLast = g == layerCount - 1
            if isLast && !gapUsed[g] { continue }
            let tracks =
                trackCount[g] == 0 ? 16 : 16 + (trackCount[g] - 1) * DiagramLayoutEngine.trackSpacing
            let zones = max(leftZone[g], 12) + tracks + (isLast ? 0 : max(rightZone[g], 12))
            gapWidth[g] = max(zones, isLast ? 0 : 48)
        }
        var columnX = [Int](repeating: 0, count: layerCount)
        for l in 1..<max(layerCount, 1) {
            columnX[l] = columnX[l - 1] + columnWidth[l - 1] + gapWidth[l - 1]
        }
        func trackX(_ g: Int, _ t: Int) -> Int {
            columnX[g] + columnWidth[g] + max(leftZone[g], 12) + 8 + t * DiagramLayoutEngine.trackSpacing
        }

        frames = (0..<boxCount).map { v in
            DiagramLayout.Frame(
                x: columnX[layerOf[v]] + slack(v), y: y[v], width: Int(widths[v]), height: Int(heights[v]))
        }
        func leftX(_ v: Int) -> Int { isDummy(v) ? columnX[layerOf[v]] : frames[v].x }
        func rightX(_ v: Int) -> Int {
            isDummy(v) ? columnX[layerOf[v]] + columnWidth[layerOf[v]] : frames[v].x + frames[v].width
        }

        var hopFor: [Int: Hop] = [:]  // key: edge * 10_000 + segment + 1
        for list in hops { for hop in list { hopFor[hop.edge * 10_000 + hop.segment + 1] = hop } }

        routes = []
        for (i, e) in edges.enumerated() {
            let chain = chains[i]
            var points: [DiagramPoint] = []
            if chain.isEmpty {
                let hop = hopFor[i * 10_000]!
                let x = trackX(layerOf[e.a.node], hop.track)
                let ya = hop.horizontals[0].y
                let yb = hop.horizontals[1].y
                points = [
                    DiagramPoint(x: rightX(e.a.node), y: ya), DiagramPoint(x: x, y: ya),
                    DiagramPoint(x: x, y: yb), DiagramPoint(x: rightX(e.b.node), y: yb),
                ]
            } else {
                let forward = layerOf[e.a.node] < layerOf[e.b.node]
                let leftEnd = forward ? e.a : e.b
                let rightEnd = forward ? e.b : e.a
                points.append(DiagramPoint(x: rightX(chain[0]), y: y[chain[0]] + leftEnd.port))
                for k in 0..<(chain.count - 1) {
                    let g = layerOf[chain[k]]
                    let next = chain[k + 1]
                    let yr = y[next] + (k + 1 == chain.count - 1 ? rightEnd.port : 0)
                    if let hop = hopFor[i * 10_000 + k + 1] {
                        let x = trackX(g, hop.track)
                        points.append(DiagramPoint(x: x, y: points[points.count - 1].y))
                        points.append(DiagramPoint(x: x, y: yr))
                    }
                    points.append(DiagramPoint(x: leftX(next), y: yr))
                    if isDummy(next) { points.append(DiagramPoint(x: rightX(next), y: yr)) }
                }
                if !forward { points.reverse() }
            }
            routes.append(ComponentLayout.simplified(points))
        }

        width = 0
        height = 0
        for l in 0..<layerCount { width = max(width, columnX[l] + columnWidth[l] + gapWidth[l]) }
        for f in frames { height = max(height, f.y + f.height) }
        for r in routes { for p in r { height = max(height, p.y) } }
    }

    /// Removes points in the middle of a straight run.
    static func simplified(_ points: [DiagramPoint]) -> [DiagramPoint] {
        var out: [DiagramPoint] = []
        for p in points {
            if let last = out.last, last == p { continue }
            if out.count >= 2 {
                let a = out[out.count - 2]
                let b = out[out.count - 1]
                if (a.x == b.x && b.x == p.x) || (a.y == b.y && b.y == p.y) {
                    out[out.count - 1] = p
                    continue
                }
            }
            out.append(p)
        }
        return out
    }

    /// How many times hop `a` crosses hop `b` when `a`'s track is left of `b`'s.
    private static func crossings(left a: Hop, right b: Hop) -> Int {
        var count = 0
        for h in b.horizontals where h.fromLeft && h.y > a.low && h.y < a.high { count += 1 }
        for h in a.horizontals where !h.fromLeft && h.y > b.low && h.y < b.high { count += 1 }
        return count
    }

    /// Orders hops left to right, inserting each where it adds the fewest crossings.
    private static func orderHops(_ hops: [Hop]) -> [Hop] {
        let sorted = hops.sorted {
            ($0.low, $0.high, $0.edge, $0.segment) < ($1.low, $1.high, $1.edge, $1.segment)
        }
        var order: [Hop] = []
        for hop in sorted {
            var bestIndex = order.count
            var bestCost = Int.max
            for index in 0...order.count {
                var cost = 0
                for (j, other) in order.enumerated() {
                    cost +=
                        j < index ? crossings(left: other, right: hop) : crossings(left: hop, right: other)
                }
                if cost < bestCost {
                    bestCost = cost
                    bestIndex = index
                }
            }
            order.insert(hop, at: bestIndex)
        }
        return order
    }
}
