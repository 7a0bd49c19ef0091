import DisplayList
import Pixels
import Primitives
import Symbols

/// Text, measured through the context's text measurer. It wraps to the proposed width.
public struct TextNode: LayoutNode {
    public var role: NodeRole
    public var text: String
    public var style: TextStyle
    /// The least scale the font shrinks to when the text does not fit the width it is given
    /// (UIKit's `adjustsFontSizeToFitWidth` with its `minimumScaleFactor`); `nil` never shrinks.
    /// Shrunk text keeps the height of its full-size lines, its baseline where theirs is (one
    /// line, as UILabel's default `baselineAdjustment` places it) or centred in them.
    public var minimumScaleFactor: Double?

    /// Creates a text node: `TextNode("Inbox", style: body, role: .text)`.
    public init(_ text: String, style: TextStyle, role: NodeRole = .text, minimumScaleFactor: Double? = nil) {
        self.role = role
        self.text = text
        self.style = style
        self.minimumScaleFactor = minimumScaleFactor
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        // Text that fits on its lines unwrapped measures the same at any larger width.
        let ideal = metrics(width: nil, context: context).size
        guard let width = proposal.width, width < ideal.width else { return ideal }
        if let shrunk = shrunkStyle(toFit: width, context: context) {
            let full = metrics(width: style.maximumLines == 1 ? nil : width, context: context).size
            let measured = context.textCache.measure(text, style: shrunk, width: width).size
            return Size(width: min(measured.width, width), height: full.height)
        }
        let measured = metrics(width: width, context: context).size
        return Size(width: min(measured.width, width), height: measured.height)
    }

    /// The metrics when wrapped to `width` (or unwrapped).
    public func metrics(width: Double?, context: LayoutContext) -> TextMetrics {
        context.textCache.measure(text, style: style, width: width)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        guard let shrunk = shrunkStyle(toFit: bounds.width, context: context) else {
            return PlacedNode(role: role, frame: bounds, content: .text(text, style))
        }
        let wrap = style.maximumLines == 1 ? nil : bounds.width
        let full = metrics(width: wrap, context: context)
        let small = context.textCache.measure(text, style: shrunk, width: wrap)
        let fullTop = bounds.minY + max(0, bounds.height - full.size.height) / 2
        let top =
            style.maximumLines == 1
            ? fullTop + full.firstBaseline - small.firstBaseline
            : bounds.minY + max(0, bounds.height - small.size.height) / 2
        let frame = Rect(x: bounds.minX, y: top, width: bounds.width, height: small.size.height)
        return PlacedNode(role: role, frame: frame, content: .text(text, shrunk))
    }

    /// The style shrunk to fit `width`, when the node shrinks and its text does not fit as it is.
    private func shrunkStyle(toFit width: Double, context: LayoutContext) -> TextStyle? {
        guard let minimumScaleFactor else { return nil }
        let scale = TextFitting.scale(
            of: text, style: style, width: width, minimum: minimumScaleFactor, cache: context.textCache)
        return scale < 1 ? TextFitting.scaled(style, by: scale) : nil
    }
}

/// A symbol from the catalog at a point size, weight and scale; its size is the symbol image's size.
public struct SymbolNode: LayoutNode {
    public var role: NodeRole
    public var name: String
    public var pointSize: Double
    public var weight: FontWeight
    public var scale: SymbolScale
    public var color: Color

    /// Creates a symbol node: `SymbolNode("chevron.right", pointSize: 17, weight: .semibold, color: gray)`.
    public init(
        _ name: String, pointSize: Double, weight: FontWeight = .regular, scale: SymbolScale = .medium, color: Color,
        role: NodeRole = .symbol
    ) {
        self.role = role
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.color = color
    }

    /// The symbol image's frame size and baseline; for a name no catalog has, the placeholder's
    /// (``SymbolPlaceholder``: the `circle` symbol's box at the scale).
    public var image: (size: Size, baseline: Double) {
        guard let symbol = SymbolCatalog.symbol(named: name) else {
            let placeholder = SymbolPlaceholder.image(pointSize: pointSize, weight: weight, scale: scale)
            return (placeholder.size, placeholder.baseline)
        }
        return symbol.metrics(pointSize: pointSize, weight: weight, scale: scale)
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size { image.size }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        PlacedNode(
            role: role, frame: bounds,
            content: .symbol(name: name, pointSize: pointSize, weight: weight, scale: scale, color: color))
    }
}

/// A shape that takes whatever size it is offered (its ideal size is zero).
public struct ShapeNode: LayoutNode {
    public var role: NodeRole
    public var kind: ShapeKind
    public var fill: Color?
    public var stroke: Stroke?

    /// Creates a shape node.
    public init(_ kind: ShapeKind, fill: Color? = nil, stroke: Stroke? = nil, role: NodeRole = .shape) {
        self.role = role
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        PlacedNode(role: role, frame: bounds, content: .shape(kind, fill: fill, stroke: stroke))
    }
}

/// A bitmap that takes whatever size it is offered (give it a size with a ``FrameNode``).
public struct ImageNode: LayoutNode {
    public var role: NodeRole
    public var image: RGBAImage
    public var cornerRadius: Double

    /// Creates an image node.
    public init(_ image: RGBAImage, cornerRadius: Double = 0, role: NodeRole = .image) {
        self.role = role
        self.image = image
        self.cornerRadius = cornerRadius
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(
            width: proposal.width ?? Double(image.width) / context.scale,
            height: proposal.height ?? Double(image.height) / context.scale)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        PlacedNode(role: role, frame: bounds, content: .image(image, cornerRadius: cornerRadius))
    }
}

/// A vector image (SVG or PDF) that takes whatever size it is offered, its intrinsic size when
/// none is proposed (give it a size with a ``FrameNode``).
public struct VectorImageNode: LayoutNode {
    public var role: NodeRole
    public var image: VectorImage
    public var cornerRadius: Double
    /// The colour a template image is drawn in.
    public var tint: Color?

    /// Creates a vector image node.
    public init(_ image: VectorImage, cornerRadius: Double = 0, tint: Color? = nil, role: NodeRole = .image) {
        self.role = role
        self.image = image
        self.cornerRadius = cornerRadius
        self.tint = tint
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? image.size.width, height: proposal.height ?? image.size.height)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        PlacedNode(role: role, frame: bounds, content: .vectorImage(image, cornerRadius: cornerRadius, tint: tint))
    }
}

/// Empty space that grows along both axes; in a stack it takes the space left over.
public struct SpacerNode: LayoutNode {
    public var minLength: Double

    /// Creates a spacer at least `minLength` long.
    public init(minLength: Double = 0) { self.minLength = minLength }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: max(minLength, proposal.width ?? minLength), height: max(0, proposal.height ?? 0))
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        PlacedNode(role: .spacer, frame: bounds)
    }
}

/// A child inset by fixed amounts on each side.
public struct PaddingNode: LayoutNode {
    public var insets: EdgeInsets
    public var child: any LayoutNode

    /// Creates padding around `child`; `insets.left` is the leading side (layouts are mirrored for right to left).
    public init(_ insets: EdgeInsets, _ child: any LayoutNode) {
        self.insets = insets
        self.child = child
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let horizontal = insets.left + insets.right, vertical = insets.top + insets.bottom
        let inner = child.sizeThatFits(
            ProposedSize(
                width: proposal.width.map { max(0, $0 - horizontal) },
                height: proposal.height.map { max(0, $0 - vertical) }),
            context: context)
        return Size(width: inner.width + horizontal, height: inner.height + vertical)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        child.place(in: bounds.inset(by: insets), context: context)
    }
}

/// How a child is aligned inside a larger frame or along a stack's cross axis.
public enum Alignment: String, Hashable, Sendable {
    /// Left (leading) or top.
    case start
    case center
    /// Right (trailing) or bottom.
    case end
    /// Takes the full extent of the cross axis.
    case fill

    func offset(free: Double) -> Double {
        switch self {
        case .start, .fill: 0
        case .center: free / 2
        case .end: free
        }
    }
}

/// A child given a fixed width or height, or a minimum size, and aligned inside it.
public struct FrameNode: LayoutNode {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double
    public var minHeight: Double
    public var horizontal: Alignment
    public var vertical: Alignment
    public var child: any LayoutNode

    /// Creates a frame; `nil` width or height follows the child.
    public init(
        width: Double? = nil, height: Double? = nil, minWidth: Double = 0, minHeight: Double = 0,
        horizontal: Alignment = .center, vertical: Alignment = .center, _ child: any LayoutNode
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.horizontal = horizontal
        self.vertical = vertical
        self.child = child
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let inner = child.sizeThatFits(
            ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), context: context)
        return Size(width: max(minWidth, width ?? inner.width), height: max(minHeight, height ?? inner.height))
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        var size = child.sizeThatFits(ProposedSize(bounds.size), context: context)
        if horizontal == .fill { size.width = bounds.width }
        if vertical == .fill { size.height = bounds.height }
        size = Size(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
        let frame = Rect(
            x: bounds.minX + horizontal.offset(free: bounds.width - size.width),
            y: bounds.minY + vertical.offset(free: bounds.height - size.height),
            width: size.width, height: size.height)
        return child.place(in: frame, context: context)
    }
}

/// A child inside a container of the child's frame that carries `role`: a name for a subtree
/// whose nodes name themselves (a view accessory is `accessory.view` around its views).
public struct RoleNode: LayoutNode {
    public var role: NodeRole
    public var child: any LayoutNode

    /// Creates a container named `role` around `child`.
    public init(role: NodeRole, _ child: any LayoutNode) {
        self.role = role
        self.child = child
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        child.sizeThatFits(proposal, context: context)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        PlacedNode(role: role, frame: bounds, children: [child.place(in: bounds, context: context)])
    }
}

/// A child drawn over a background that takes the child's frame.
public struct BackgroundNode: LayoutNode {
    public var role: NodeRole
    public var background: any LayoutNode
    public var child: any LayoutNode

    /// Creates a background behind `child`.
    public init(_ background: any LayoutNode, behind child: any LayoutNode, role: NodeRole = .background) {
        self.role = role
        self.background = background
        self.child = child
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        child.sizeThatFits(proposal, context: context)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        PlacedNode(
            role: role, frame: bounds,
            children: [
                background.place(in: bounds, context: context), child.place(in: bounds, context: context),
            ])
    }
}

/// Children side by side (horizontal) or one below the other (vertical).
///
/// Fixed-size children are measured first; the remaining space is shared among flexible ones
/// (spacers, and children whose size follows the proposal) in order.
public struct StackNode: LayoutNode {
    public var role: NodeRole
    public var axis: Axis
    public var spacing: Double
    public var alignment: Alignment
    public var children: [any LayoutNode]

    /// Creates a stack.
    public init(
        _ axis: Axis, spacing: Double = 0, alignment: Alignment = .center, role: NodeRole = .stack,
        _ children: [any LayoutNode]
    ) {
        self.role = role
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let sizes = childSizes(proposal, context: context)
        let main = sizes.map { self.main($0) }.reduce(0, +) + spacing * Double(max(0, children.count - 1))
        let cross = sizes.map { self.cross($0) }.max() ?? 0
        return axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let sizes = childSizes(ProposedSize(bounds.size), context: context)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        var placed: [PlacedNode] = []
        for (child, size) in zip(children, sizes) {
            let crossExtent = axis == .horizontal ? bounds.height : bounds.width
            let childCross = alignment == .fill ? crossExtent : min(cross(size), crossExtent)
            let crossOrigin =
                (axis == .horizontal ? bounds.minY : bounds.minX) + alignment.offset(free: crossExtent - childCross)
            let frame =
                axis == .horizontal
                ? Rect(x: position, y: crossOrigin, width: size.width, height: childCross)
                : Rect(x: crossOrigin, y: position, width: childCross, height: size.height)
            placed.append(child.place(in: frame, context: context))
            position += main(size) + spacing
        }
        return PlacedNode(role: role, frame: bounds, children: placed.filter { $0.role != .spacer })
    }

    /// Each child's size. Fixed-size children get their ideal size; flexible children share what
    /// is left, the least flexible (smallest ideal size) first, so a short label is never squeezed
    /// by a long title; spacers take what remains after that.
    private func childSizes(_ proposal: ProposedSize, context: LayoutContext) -> [Size] {
        let crossProposal = axis == .horizontal ? proposal.height : proposal.width
        func propose(main: Double?) -> ProposedSize {
            axis == .horizontal
                ? ProposedSize(width: main, height: crossProposal) : ProposedSize(width: crossProposal, height: main)
        }
        var sizes = children.map { $0.sizeThatFits(propose(main: nil), context: context) }
        guard let available = axis == .horizontal ? proposal.width : proposal.height else { return sizes }
        let spacers = children.indices.filter { children[$0] is SpacerNode }
        let flexible = children.indices
            .filter {
                !(children[$0] is SpacerNode)
                    && isFlexible(children[$0], idealMain: main(sizes[$0]), propose(main: 0), context: context)
            }
            .sorted { main(sizes[$0]) < main(sizes[$1]) }
        let fixedTotal = children.indices.filter { !flexible.contains($0) && !spacers.contains($0) }.map {
            main(sizes[$0])
        }.reduce(0, +)
        var remaining = available - fixedTotal - spacing * Double(max(0, children.count - 1))
        for (order, index) in flexible.enumerated() {
            let share = max(0, remaining / Double(flexible.count - order))
            sizes[index] = children[index].sizeThatFits(propose(main: share), context: context)
            remaining -= main(sizes[index])
        }
        for (order, index) in spacers.enumerated() {
            let length = max((children[index] as! SpacerNode).minLength, remaining / Double(spacers.count - order))
            sizes[index] = axis == .horizontal ? Size(width: length, height: 0) : Size(width: 0, height: length)
            remaining -= length
        }
        return sizes
    }

    /// Whether a child gets shorter when offered no length at all. Text answers without being
    /// measured at zero width: it narrows to nothing along a horizontal stack, and it ignores a
    /// proposed height.
    private func isFlexible(_ child: any LayoutNode, idealMain: Double, _ zero: ProposedSize, context: LayoutContext)
        -> Bool
    {
        if child is TextNode { return axis == .horizontal && idealMain > 0 }
        if axis == .vertical, Self.ignoresProposedHeight(child) { return false }
        return main(child.sizeThatFits(zero, context: context)) < idealMain
    }

    /// Whether `node`'s size never depends on the height proposed to it, so that it cannot be
    /// flexible along a vertical stack and need not be measured again to find out: a list row
    /// (whose height is its content's or its own), and padding, a background, an element marker
    /// or a vertical stack without spacers around such nodes alone.
    static func ignoresProposedHeight(_ node: any LayoutNode) -> Bool {
        switch node {
        case is ListRowNode: true
        case let element as ElementNode: ignoresProposedHeight(element.child)
        case let padding as PaddingNode: ignoresProposedHeight(padding.child)
        case let background as BackgroundNode: ignoresProposedHeight(background.child)
        case let stack as StackNode:
            stack.axis == .vertical && stack.children.allSatisfy { !($0 is SpacerNode) && ignoresProposedHeight($0) }
        default: false
        }
    }

    private func main(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }
}
