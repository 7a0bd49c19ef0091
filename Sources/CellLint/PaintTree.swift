import CellLayout
import DisplayList
import Primitives

/// The placed tree as the contrast rule probes it: every node by its position in drawing order
/// (``LintElement/order``), with what it paints, where its subtree ends and the bounds of its
/// subtree, and for each node an index of its children's bounds.
///
/// A probe visits only the nodes that can colour its point: the path from the root to the text it
/// judges, and the subtrees drawn before that text whose bounds hold the point. The children's
/// index finds those among thousands of siblings (the tags of a flow, the rows of a list) in time
/// that grows with the logarithm of their number, so judging every text of a render costs
/// O(n log n), not the O(n²) of walking the whole tree for each text (for siblings placed in
/// order, as layouts place them; see ``RangeBounds``).
struct PaintTree {
    /// What a node paints under its children.
    enum Paint {
        case none
        /// A filled shape: it colours the points inside it.
        case shape(ShapeKind, Color)
        /// A bitmap or vector image, whose pixels CellSnap does not sample.
        case image
    }

    struct Node {
        var frame: Rect
        var paint: Paint
        var opacity: Double
        var clipsToBounds: Bool
        /// One past the order of the subtree's last node.
        var end: Int
        /// The union of the frames of the node and of every node below it.
        var bounds: Rect
        /// The orders of the children, in drawing order.
        var children: [Int]
        /// The children's subtree bounds, for finding those that hold a point.
        var childBounds: RangeBounds
    }

    private(set) var nodes: [Node] = []

    /// The tree of `elements`, the flattened tree in drawing order (a node, then its children).
    init(_ elements: [LintElement]) {
        nodes.reserveCapacity(elements.count)
        for element in elements {
            let node = element.node
            let paint: Paint
            switch node.content {
            case .shape(let kind, let fill?, _): paint = .shape(kind, fill)
            // A gradient's and a pattern's colours vary across them, as an image's do.
            case .image, .vectorImage, .gradient, .pattern, .drawing: paint = .image
            default: paint = .none
            }
            nodes.append(
                Node(
                    frame: node.frame, paint: paint, opacity: node.opacity, clipsToBounds: node.clipsToBounds,
                    end: element.order + 1, bounds: node.frame, children: [], childBounds: RangeBounds([])))
        }
        // A node's children follow it in drawing order: gathered from the last node back, each
        // child's subtree is complete when its parent gathers it.
        for order in nodes.indices.reversed() {
            var child = order + 1
            var children: [Int] = []
            children.reserveCapacity(elements[order].node.children.count)
            for _ in 0..<elements[order].node.children.count {
                children.append(child)
                nodes[order].bounds = nodes[order].bounds.union(nodes[child].bounds)
                child = nodes[child].end
            }
            nodes[order].end = child
            nodes[order].childBounds = RangeBounds(children.map { nodes[$0].bounds })
            nodes[order].children = children
        }
    }

    /// The colour of `point` as drawn up to the node at `target` (by drawing order), that node drawn
    /// in `textColor` when one is given, and whether an image lies under the point before it.
    func composite(at point: Point, target: Int, textColor: Color?) -> (color: PremultipliedColor, sawImage: Bool) {
        guard !nodes.isEmpty else { return (PremultipliedColor(), false) }
        var probe = Probe(tree: self, point: point, target: target, textColor: textColor)
        let color = probe.layer(of: 0)
        return (color, probe.sawImage)
    }

    /// One walk towards a target: a node's own content, then its children as a group (clipped to
    /// its frame when it clips, faded by its opacity), as the renderer draws them.
    private struct Probe {
        let tree: PaintTree
        let point: Point
        let target: Int
        let textColor: Color?
        var sawImage = false

        mutating func layer(of order: Int) -> PremultipliedColor {
            if order == target { return textColor.map(PremultipliedColor.init) ?? PremultipliedColor() }
            let node = tree.nodes[order]
            var own = PremultipliedColor()
            switch node.paint {
            case .shape(let kind, let fill) where contains(kind, node.frame):
                own = PremultipliedColor(fill)
            case .image where node.frame.contains(point):
                sawImage = true
            default:
                break
            }
            // The child that holds the target is drawn last: the walk stops there.
            let path = target > order && target < node.end ? Self.child(holding: target, in: node.children) : nil
            var drawn: [Int] = []
            node.childBounds.append(containing: point, before: path ?? node.children.count, to: &drawn)
            var children = PremultipliedColor()
            for position in drawn { children = layer(of: node.children[position]).over(children) }
            if let path { children = layer(of: node.children[path]).over(children) }
            if node.clipsToBounds, !node.frame.contains(point) { children = PremultipliedColor() }
            return children.scaled(by: node.opacity).over(own)
        }

        /// The position of the last child whose order is at most `target` (the orders ascend).
        private static func child(holding target: Int, in children: [Int]) -> Int {
            var low = 0, high = children.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if children[middle] <= target { low = middle } else { high = middle }
            }
            return low
        }

        private func contains(_ kind: ShapeKind, _ frame: Rect) -> Bool {
            guard frame.contains(point) else { return false }
            if case .ellipse = kind {
                let dx = (point.x - frame.midX) / (frame.width / 2), dy = (point.y - frame.midY) / (frame.height / 2)
                return dx * dx + dy * dy <= 1
            }
            return true
        }
    }
}

/// The bounds of a list of rectangles, and of every run of them a balanced binary tree splits the
/// list into: the rectangles that hold a point are found by descending only into runs whose bounds
/// hold it. A layout places its children in order, so neighbours in the list are neighbours on the
/// canvas and a run's bounds stay tight: O(log n) for each rectangle found, O(n) to build.
struct RangeBounds {
    /// The number of leaves: the count rounded up to a power of two.
    private let leaves: Int
    /// Node 1 is the whole list; node `k`'s halves are `2k` and `2k + 1`; leaf `i` is `leaves + i`.
    private let bounds: [Rect?]

    init(_ rectangles: [Rect]) {
        var leaves = 1
        while leaves < rectangles.count { leaves *= 2 }
        var bounds = [Rect?](repeating: nil, count: 2 * leaves)
        for (index, rectangle) in rectangles.enumerated() { bounds[leaves + index] = rectangle }
        for node in stride(from: leaves - 1, through: 1, by: -1) {
            switch (bounds[2 * node], bounds[2 * node + 1]) {
            case (let left?, let right?): bounds[node] = left.union(right)
            case (let left?, nil): bounds[node] = left
            default: break
            }
        }
        self.leaves = leaves
        self.bounds = bounds
    }

    /// Appends to `result`, in order, the positions before `limit` whose rectangles hold `point`.
    func append(containing point: Point, before limit: Int, to result: inout [Int]) {
        visit(1, first: 0, count: leaves, point: point, limit: limit, result: &result)
    }

    private func visit(_ node: Int, first: Int, count: Int, point: Point, limit: Int, result: inout [Int]) {
        guard first < limit, let box = bounds[node], box.contains(point) else { return }
        guard count > 1 else { return result.append(first) }
        let half = count / 2
        visit(2 * node, first: first, count: half, point: point, limit: limit, result: &result)
        visit(2 * node + 1, first: first + half, count: half, point: point, limit: limit, result: &result)
    }
}
