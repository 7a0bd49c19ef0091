import CellLayout
import Primitives

/// SwiftUI's stack layout (`HStack`, `VStack`): children `spacing` apart (SwiftUI's default
/// spacing is undocumented; CellSnap uses 8 pt between every two children, the figure commonly
/// observed between text and images on iOS). Offered a length, the stack gives each child, in
/// order of decreasing layout priority and within a priority of increasing flexibility (how
/// much its length changes between being offered nothing and everything), an equal share of
/// the length left, after setting aside the least lengths of lower-priority children: the
/// model SwiftUI's `Layout` documentation and its stacks follow.
struct StackLayout {
    let axis: Axis
    let spacing: Double?
    let children: [Piece]

    static let defaultSpacing = 8.0

    private var nodes: [PieceNode] {
        children.filter { if case .empty = $0 { false } else { true } }.map { PieceNode($0, stackAxis: axis) }
    }

    private var totalSpacing: Double { (spacing ?? Self.defaultSpacing) * Double(max(0, nodes.count - 1)) }

    func size(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let sizes = childSizes(proposal, context: context)
        let main = sizes.map(self.main).reduce(0, +) + totalSpacing
        let cross = sizes.map(self.cross).max() ?? 0
        return axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    func place(in bounds: Rect, alignment: Double, context: LayoutContext) -> PlacedNode {
        let nodes = nodes
        let sizes = childSizes(ProposedSize(bounds.size), context: context)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        var placed: [PlacedNode] = []
        for (node, size) in zip(nodes, sizes) {
            let frame: Rect
            if axis == .horizontal {
                frame = Rect(
                    x: position, y: bounds.minY + (bounds.height - size.height) * alignment, width: size.width,
                    height: size.height)
            } else {
                frame = Rect(
                    x: bounds.minX + (bounds.width - size.width) * alignment, y: position, width: size.width,
                    height: size.height)
            }
            placed.append(node.place(in: frame, context: context))
            position += main(size) + (spacing ?? Self.defaultSpacing)
        }
        return PlacedNode(role: .stack, frame: bounds, children: placed.filter { $0.role != .spacer })
    }

    /// Each child's size when the stack is offered `proposal`.
    private func childSizes(_ proposal: ProposedSize, context: LayoutContext) -> [Size] {
        let nodes = nodes
        let crossOffer = axis == .horizontal ? proposal.height : proposal.width
        func offer(_ main: Double?) -> ProposedSize {
            axis == .horizontal
                ? ProposedSize(width: main, height: crossOffer) : ProposedSize(width: crossOffer, height: main)
        }
        guard let available = axis == .horizontal ? proposal.width : proposal.height else {
            return nodes.map { $0.sizeThatFits(offer(nil), context: context) }
        }
        let least = nodes.map { main($0.sizeThatFits(offer(0), context: context)) }
        let most = nodes.map { main($0.sizeThatFits(offer(.infinity), context: context)) }
        let priorities = nodes.map(\.layoutPriority)
        var sizes = [Size](repeating: Size(width: 0, height: 0), count: nodes.count)
        var remaining = available - totalSpacing
        for priority in Set(priorities).sorted(by: >) {
            let group = nodes.indices.filter { priorities[$0] == priority }
                .sorted { (most[$0] - least[$0], $0) < (most[$1] - least[$1], $1) }
            let reserved = nodes.indices.filter { priorities[$0] < priority }.map { least[$0] }.reduce(0, +)
            var share = remaining - reserved
            for (order, index) in group.enumerated() {
                let offered = max(0, share / Double(group.count - order))
                sizes[index] = nodes[index].sizeThatFits(offer(offered), context: context)
                share -= main(sizes[index])
                remaining -= main(sizes[index])
            }
        }
        return sizes
    }

    private func main(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }
}

extension PieceNode {
    /// The layout priority the piece asks for (`layoutPriority(_:)`), 0 unless it sets one.
    var layoutPriority: Double {
        if case .layoutPriority(let priority, _) = piece { priority } else { 0 }
    }
}
