import CellLayout
import DisplayList
import Primitives

extension PieceNode {
    func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        switch piece {
        case .empty, .spacer, .hidden: return PlacedNode(role: .spacer, frame: bounds)
        case .uiKit(let node): return node.place(in: bounds, context: context)
        case .text(let string, let style): return TextNode(string, style: style).place(in: bounds, context: context)
        case .symbol(let node, let isResizable): return placeSymbol(node, isResizable, in: bounds, context: context)
        case .bitmap(let image, _, _): return ImageNode(image).place(in: bounds, context: context)
        case .shape(let shape, let fill, let stroke):
            let frame = Self.frame(of: shape, in: bounds)
            let size = CGSize(width: bounds.width, height: bounds.height)
            return PlacedNode(
                role: .shape, frame: frame, content: .shape(shape.kind(in: size), fill: fill, stroke: stroke))
        case .gradient(let shape, let gradient):
            let frame = Self.frame(of: shape, in: bounds)
            let size = CGSize(width: bounds.width, height: bounds.height)
            return PlacedNode(
                role: .shape, frame: frame, content: .gradient(shape.kind(in: size), gradient.gradient(in: frame.size)))
        case .divider(let color):
            return PlacedNode(role: .shape, frame: bounds, content: .shape(.rect, fill: color, stroke: nil))
        case .stack(let axis, let alignment, let spacing, let children):
            return StackLayout(axis: axis, spacing: spacing, children: children).place(
                in: bounds, alignment: alignment, context: context)
        case .group(let children), .gridRow(_, let children):
            return StackLayout(axis: .vertical, spacing: nil, children: children).place(
                in: bounds, alignment: 0.5, context: context)
        case .lazyGrid(let grid): return grid.place(in: bounds, context: context)
        case .grid(let grid): return grid.place(in: bounds, context: context)
        case .zstack(let horizontal, let vertical, let children):
            let placed = children.map {
                Self.aligned(PieceNode($0), in: bounds, horizontal: horizontal, vertical: vertical, context: context)
            }
            return PlacedNode(role: .stack, frame: bounds, children: placed)
        case .padding(let insets, let child):
            return inner(child).place(in: bounds.inset(by: insets), context: context)
        case .frame(_, _, let horizontal, let vertical, let child):
            return Self.aligned(
                inner(child), in: bounds, horizontal: horizontal, vertical: vertical, context: context)
        case .flexibleFrame(let frame, let child):
            let (horizontal, vertical) = (try? frame.alignment.fractions(call: "frame")) ?? (0.5, 0.5)
            return Self.aligned(
                inner(child), in: bounds, horizontal: horizontal, vertical: vertical, context: context)
        case .background(let child, let background, let horizontal, let vertical):
            let behind = Self.aligned(
                PieceNode(background), in: bounds, horizontal: horizontal, vertical: vertical, context: context)
            return PlacedNode(
                role: .stack, frame: bounds, children: [behind, inner(child).place(in: bounds, context: context)])
        case .overlay(let child, let overlay, let horizontal, let vertical):
            let over = Self.aligned(
                PieceNode(overlay), in: bounds, horizontal: horizontal, vertical: vertical, context: context)
            return PlacedNode(
                role: .stack, frame: bounds, children: [inner(child).place(in: bounds, context: context), over])
        case .clip(let shape, let child):
            return clipped(inner(child).place(in: bounds, context: context), to: shape, in: bounds)
        case .opacity(let opacity, let child):
            return PlacedNode(
                role: .stack, frame: bounds, opacity: opacity,
                children: [inner(child).place(in: bounds, context: context)])
        case .layoutPriority(_, let child), .aspectRatio(_, _, let child), .fixedSize(_, _, let child):
            return Self.aligned(inner(child), in: bounds, horizontal: 0.5, vertical: 0.5, context: context)
        case .offset(let offset, let child):
            return inner(child).place(in: bounds, context: context).translated(dx: offset.width, dy: offset.height)
        case .scroll(let vertical, let horizontal, let child):
            // At rest at the start of the scrolled axes (the top, the leading edge), centred across
            // them, clipped to the scroll view.
            let size = scrolledContentSize(
                child, vertical: vertical, horizontal: horizontal, ProposedSize(bounds.size), context: context)
            let frame = Rect(
                x: bounds.minX + (horizontal ? 0 : (bounds.width - size.width) / 2),
                y: bounds.minY + (vertical ? 0 : (bounds.height - size.height) / 2), width: size.width,
                height: size.height)
            let content = PieceNode(child).place(in: frame, context: context)
            return PlacedNode(role: .stack, frame: bounds, clipsToBounds: true, children: [content])
        }
    }

    /// `node` at the size it chooses in `bounds`, placed at the alignment's fractions of the free space.
    /// Where `shape` is drawn in `bounds`: a circle is the largest centred in them, any other
    /// shape fills them.
    static func frame(of shape: any BuiltInShape, in bounds: Rect) -> Rect {
        guard shape is Circle else { return bounds }
        let side = min(bounds.width, bounds.height)
        return Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    static func aligned(
        _ node: PieceNode, in bounds: Rect, horizontal: Double, vertical: Double, context: LayoutContext
    ) -> PlacedNode {
        let size = node.sizeThatFits(ProposedSize(bounds.size), context: context)
        let frame = Rect(
            x: bounds.minX + (bounds.width - size.width) * horizontal,
            y: bounds.minY + (bounds.height - size.height) * vertical, width: size.width, height: size.height)
        return node.place(in: frame, context: context)
    }

    /// A symbol at its size, or a resizable one at the point size that fits it into `bounds`
    /// (its image scaled with its aspect ratio kept, centred).
    private func placeSymbol(_ node: SymbolNode, _ isResizable: Bool, in bounds: Rect, context: LayoutContext)
        -> PlacedNode
    {
        guard isResizable else { return node.place(in: bounds, context: context) }
        let natural = node.image.size
        guard natural.width > 0, natural.height > 0 else { return node.place(in: bounds, context: context) }
        let factor = min(bounds.width / natural.width, bounds.height / natural.height)
        var scaled = node
        scaled.pointSize = node.pointSize * factor
        let size = scaled.image.size
        let frame = Rect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        return scaled.place(in: frame, context: context)
    }

    /// `node` in a container of `bounds` clipped to `shape`.
    private func clipped(_ node: PlacedNode, to shape: any BuiltInShape, in bounds: Rect) -> PlacedNode {
        var container = PlacedNode(role: .stack, frame: bounds, clipsToBounds: true, children: [node])
        switch shape.kind(in: CGSize(width: bounds.width, height: bounds.height)) {
        case .rect: break
        case .roundedRect(let radii): container.clipCornerRadii = radii
        case .capsule:
            container.clipCornerRadii = CornerRadii(all: min(bounds.width, bounds.height) / 2)
        case .ellipse:
            container.clipsToBounds = false
            container.clipPath = Primitives.Path.ellipse(
                in: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
        }
        return container
    }
}
