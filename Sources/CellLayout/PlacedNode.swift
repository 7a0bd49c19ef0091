import DisplayList
import Pixels
import Primitives
import Symbols

/// A node after layout: its role, its frame in canvas coordinates, what it draws, and its children.
///
/// Placed trees are immutable values; they compare with `==` and print as stable text, one node a
/// line, so that layout tests can state exact frames:
///
/// ```
/// cell (0, 0, 393x44)
///   background rect (0, 0, 393x44)
///   accessory.disclosureIndicator chevron.right (366, 16, 7x12)
///   image wifi (24.333, 14, 20.333x16)
///   text "Wi-Fi" (65, 11, 42x22)
///   secondaryText "CellSnap-5G" (248.333, 11, 102x22)
/// ```
public struct PlacedNode: Hashable, Sendable {
    /// What a placed node draws.
    public enum Content: Hashable, Sendable {
        /// Nothing: a container.
        case none
        case text(String, TextStyle)
        case symbol(name: String, pointSize: Double, weight: FontWeight, scale: SymbolScale, color: Color)
        /// A shape filling the frame.
        case shape(ShapeKind, fill: Color?, stroke: Stroke?)
        /// A shape filling the frame with a gradient, its points fractions of the frame (a
        /// gradient layer's; a layer is never mirrored, so neither is its gradient).
        case gradient(ShapeKind, Gradient)
        /// A shape filling the frame with an image's tiles from the frame's top-left corner (a
        /// pattern colour's background; like a layer's contents, never mirrored).
        case pattern(ShapeKind, PatternFill)
        /// A straight line across the frame's vertical middle (horizontal lines) with the frame's height as width.
        case hairline(Color)
        case image(RGBAImage, cornerRadius: Double)
        case vectorImage(VectorImage, cornerRadius: Double, tint: Color?)
        /// A straight line between two points given as fractions of the frame (`(0, 0)` is its
        /// top-left corner, `(1, 1)` its bottom-right), so that it moves, snaps and mirrors with the frame.
        case line(from: Point, to: Point, width: Double, cap: LineCap, color: Color)
        /// Items drawn by code (a view's `draw(_:)`, a shape layer), in points from the frame's
        /// top-left corner: they move with the frame and, like a layer's contents, are never mirrored.
        case drawing([DisplayItem])
    }

    /// What the node is, like `secondaryText` or `accessory.checkmark` (see ``NodeRole``).
    public var role: NodeRole
    /// The frame in canvas coordinates, in points.
    public var frame: Rect
    public var content: Content
    /// Draws the children into a layer with this opacity.
    public var opacity: Double
    /// Clips the children to the frame.
    public var clipsToBounds: Bool
    /// The corners of the clip, when ``clipsToBounds`` clips to a rounded rectangle (a layer
    /// that masks to its rounded bounds); `nil` clips to the frame's rectangle.
    public var clipCornerRadii: CornerRadii?
    /// A path the node and its children are clipped to (a layer's mask), in points from the
    /// frame's top-left corner, by ``clipRule``: it moves with the frame and is never mirrored.
    public var clipPath: Path?
    /// How ``clipPath`` decides its inside.
    public var clipRule: FillRule = .nonZero
    /// Nodes whose drawing's alpha masks the node and its children (a layer's mask that is not a
    /// plain fill: a stroke, a gradient, a translucent colour), placed like ``children`` and moved,
    /// mirrored and snapped with them, but never drawn themselves; `nil` masks nothing.
    public var mask: [PlacedNode]?
    /// A transform of the node and its children about the frame's centre (a collection element's
    /// layout attributes); it moves with the frame and is not mirrored.
    public var transform: AffineTransform = .identity
    /// A transform with perspective of the node and its children about the frame's centre (a
    /// layer's `CATransform3D` with `m34`, seen from the front), applied before ``transform``:
    /// what they draw is drawn flat, then mapped. It moves with the frame and is not mirrored.
    public var projection: ProjectiveTransform? {
        get { projectionStorage.first }
        set { projectionStorage = newValue.map { [$0] } ?? [] }
    }
    /// ``projection``, held out of line: a node stays a word larger, not nine (a flow of 10,000
    /// tags places some 40,000 nodes).
    private var projectionStorage: [ProjectiveTransform] = []
    /// The shadow the node's content and children cast beneath them (a layer's), with the
    /// node's opacity; its path, if any, in points from the frame's top-left corner. Like a
    /// layer's, its offset and path move with the frame and are never mirrored.
    public var shadow: DropShadow?
    public var children: [PlacedNode]
    /// Which element of a list or collection the node is (an item, a header, a footer), for
    /// finding an element's frame; it does not print.
    public var element: LayoutElement?

    /// Creates a placed node.
    public init(
        role: NodeRole, frame: Rect, content: Content = .none, opacity: Double = 1, clipsToBounds: Bool = false,
        children: [PlacedNode] = []
    ) {
        self.role = role
        self.frame = frame
        self.content = content
        self.opacity = opacity
        self.clipsToBounds = clipsToBounds
        self.children = children
    }

    /// The tree moved by `dx` and `dy`.
    public func translated(dx: Double, dy: Double) -> PlacedNode {
        var node = self
        node.frame = frame.offsetBy(dx: dx, dy: dy)
        node.children = children.map { $0.translated(dx: dx, dy: dy) }
        node.mask = mask?.map { $0.translated(dx: dx, dy: dy) }
        return node
    }

    /// The frame of every element in the tree, in depth-first order.
    public var elementFrames: [LayoutElement: Rect] {
        var frames: [LayoutElement: Rect] = [:]
        func visit(_ node: PlacedNode) {
            if let element = node.element, frames[element] == nil { frames[element] = node.frame }
            node.children.forEach(visit)
        }
        visit(self)
        return frames
    }

    /// The first node, in depth-first order, whose role is `role`.
    public func first(role: NodeRole) -> PlacedNode? {
        if self.role == role { return self }
        for child in children {
            if let found = child.first(role: role) { return found }
        }
        return nil
    }

    /// The outermost nodes whose role is one of `roles`, depth first: a matching node's own
    /// descendants are not searched (a list section of a collection is a `.sectionList` node that
    /// holds its list's `.section` node; this gives one node a section).
    public func outermost(roles: Set<NodeRole>) -> [PlacedNode] {
        roles.contains(role) ? [self] : children.flatMap { $0.outermost(roles: roles) }
    }

    /// Every node of the tree, depth first.
    public var allNodes: [PlacedNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The point at fractions `unit` of the frame: `(0.5, 0.5)` is its centre.
    public func point(atFraction unit: Point) -> Point {
        Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }

    /// The tree mirrored horizontally inside a container of `width`: what right-to-left layout does.
    /// Frames flip; chevrons pointing right point left, and natural text alignment turns to the right
    /// (left and right alignments, and the text's own writing direction, do not change).
    public func mirrored(within width: Double) -> PlacedNode {
        var node = self
        node.frame.origin.x = width - frame.maxX
        node.content = content.mirrored
        node.clipCornerRadii = clipCornerRadii.map {
            CornerRadii(
                topLeft: $0.topRight, topRight: $0.topLeft, bottomRight: $0.bottomLeft, bottomLeft: $0.bottomRight,
                cornerCurve: $0.cornerCurve)
        }
        node.children = children.map { $0.mirrored(within: width) }
        node.mask = mask?.map { $0.mirrored(within: width) }
        return node
    }

    /// `value` on the device-pixel grid of `scale`, as ``snapped(scale:)`` snaps an edge: rounded
    /// half up (not away from zero), so that a frame moved by whole pixels snaps the same way.
    static func snap(_ value: Double, scale: Double) -> Double { (value * scale + 0.5).rounded(.down) / scale }

    /// The tree with every frame snapped to the device-pixel grid of `scale`: edges are rounded to the
    /// nearest pixel, and text frames grow to whole pixels so that text never gets narrower.
    public func snapped(scale: Double) -> PlacedNode {
        func snap(_ value: Double) -> Double { Self.snap(value, scale: scale) }
        var node = self
        let minX = snap(frame.minX), minY = snap(frame.minY)
        var maxX = snap(frame.maxX), maxY = snap(frame.maxY)
        if case .text = content {
            maxX = minX + (frame.width * scale - 1e-9).rounded(.up) / scale
            maxY = minY + (frame.height * scale - 1e-9).rounded(.up) / scale
        }
        if case .hairline = content {
            // A hairline keeps its thickness (one device pixel) and sits on the pixel grid.
            maxY = minY + max(frame.height, 1 / scale)
        }
        node.frame = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        node.children = children.map { $0.snapped(scale: scale) }
        node.mask = mask?.map { $0.snapped(scale: scale) }
        return node
    }
}

extension PlacedNode.Content {
    fileprivate var mirrored: Self {
        switch self {
        case .text(let text, var style):
            // Natural alignment follows the layout to the right edge; `.left` and `.right` are the
            // screen's sides in either direction, as UIKit's are.
            if style.alignment == .natural { style.alignment = .right }
            // The paragraph's own direction stays as it is: UIKit's natural writing direction is
            // the text's (the Unicode bidi rules P2 and P3, its first strong character), whatever
            // the layout direction, so Latin text in a right-to-left row keeps its punctuation at
            // its end. Only where the lines sit moves.
            return .text(text, style)
        case .symbol(let name, let pointSize, let weight, let scale, let color):
            return .symbol(
                name: Self.mirroredSymbolName(name), pointSize: pointSize, weight: weight, scale: scale, color: color)
        case .shape(.roundedRect(let radii), let fill, let stroke):
            let flipped = CornerRadii(
                topLeft: radii.topRight, topRight: radii.topLeft, bottomRight: radii.bottomLeft,
                bottomLeft: radii.bottomRight,
                cornerCurve: radii.cornerCurve)
            return .shape(.roundedRect(flipped), fill: fill, stroke: stroke)
        case .pattern(.roundedRect(let radii), let pattern):
            // The corners mirror as a background colour's do; the tiles still start at the frame's
            // left edge (a pattern, like a layer's contents, is never mirrored).
            let flipped = CornerRadii(
                topLeft: radii.topRight, topRight: radii.topLeft, bottomRight: radii.bottomLeft,
                bottomLeft: radii.bottomRight, cornerCurve: radii.cornerCurve)
            return .pattern(.roundedRect(flipped), pattern)
        case .line(let from, let to, let width, let cap, let color):
            return .line(
                from: Point(x: 1 - from.x, y: from.y), to: Point(x: 1 - to.x, y: to.y), width: width, cap: cap,
                color: color)
        case .none, .shape, .gradient, .pattern, .hairline, .image, .vectorImage, .drawing:
            return self
        }
    }

    /// Directional symbols that point the other way in right-to-left layouts.
    private static func mirroredSymbolName(_ name: String) -> String { SymbolCatalog.rightToLeftName(of: name) }
}

extension PlacedNode: CustomStringConvertible {
    /// The stable text form: one node a line, children indented, numbers to three decimals.
    public var description: String {
        var lines: [String] = []
        appendDescription(depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendDescription(depth: Int, to lines: inout [String]) {
        var words = [String(repeating: "  ", count: depth) + role.rawValue]
        switch content {
        case .none: break
        case .text(let text, _): words.append(TextForm.quoted(text))
        case .symbol(let name, _, _, _, _): words.append(name)
        case .shape(let kind, _, _): words.append(kind.name)
        case .gradient(let kind, let gradient): words += [kind.name, "gradient", gradient.kind.rawValue]
        case .pattern(let kind, let pattern):
            words += [kind.name, "pattern \(pattern.image.width)x\(pattern.image.height)"]
        case .hairline: break
        case .image(let image, _): words.append("image \(image.width)x\(image.height)")
        case .vectorImage(let image, _, _):
            words.append(
                "\(image.format.rawValue) \(TextForm.number(image.size.width))x\(TextForm.number(image.size.height))pt")
        case .line(let from, let to, _, _, _):
            words.append(
                "line \(TextForm.point(point(atFraction: from)))-\(TextForm.point(point(atFraction: to)))")
        case .drawing(let items): words.append("drawing \(items.count) items")
        }
        words.append(TextForm.rect(frame))
        if opacity != 1 { words.append("opacity=\(TextForm.number(opacity))") }
        if transform != .identity {
            let coefficients = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            words.append("transform=" + coefficients.map(TextForm.number).joined(separator: ","))
        }
        if let p = projection {
            let coefficients = [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
            words.append("projection=" + coefficients.map(TextForm.number).joined(separator: ","))
        }
        if clipPath != nil || mask != nil { words.append("masked") }
        if let shadow {
            words.append(
                "shadow=\(shadow.color.hexString) blur=\(TextForm.number(shadow.blur)) offset=\(TextForm.number(shadow.offset.width)),\(TextForm.number(shadow.offset.height))"
                    + (shadow.path == nil ? "" : " path"))
        }
        if clipsToBounds {
            words.append(clipCornerRadii.map { "clipped " + ShapeKind.roundedRect($0).name } ?? "clipped")
        }
        lines.append(words.joined(separator: " "))
        if let mask {
            lines.append(String(repeating: "  ", count: depth + 1) + "mask")
            for node in mask { node.appendDescription(depth: depth + 2, to: &lines) }
        }
        for child in children { child.appendDescription(depth: depth + 1, to: &lines) }
    }
}

/// A shape that fills its node's frame.
public enum ShapeKind: Hashable, Sendable {
    case rect
    case roundedRect(CornerRadii)
    case capsule
    case ellipse

    /// The display-list shape filling `frame`.
    public func shape(in frame: Rect) -> Shape {
        switch self {
        case .rect: .rect(frame)
        case .roundedRect(let radii): .roundedRect(frame, radii)
        case .capsule: .capsule(frame)
        case .ellipse: .ellipse(frame)
        }
    }

    /// The shape in the stable text forms: `rect`, `roundedRect r=10/10/0/0 continuous`, `capsule`, `ellipse`.
    public var name: String {
        switch self {
        case .rect: "rect"
        case .roundedRect(let radii):
            "roundedRect r="
                + [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map(TextForm.number).joined(
                    separator: "/")
                + (radii.cornerCurve == .continuous ? " continuous" : "")
        case .capsule: "capsule"
        case .ellipse: "ellipse"
        }
    }
}

/// An element of a list or collection: an item, or a section's header or footer, by index; in a
/// compositional layout also a supplementary element of a kind (a boundary item's `item` is 0),
/// a section's decoration, or a boundary item of the whole layout.
public enum LayoutElement: Hashable, Sendable {
    case item(section: Int, item: Int)
    case header(section: Int)
    case footer(section: Int)
    case supplementary(kind: String, section: Int, item: Int)
    case decoration(kind: String, section: Int)
    case layoutSupplementary(kind: String)
    /// A decoration a layout of the app's own placed at an index path.
    case decorationItem(kind: String, section: Int, item: Int)
}

/// Marks the node `child` places as `element` (see ``PlacedNode/element``).
public struct ElementNode: LayoutNode {
    public var element: LayoutElement
    public var child: any LayoutNode

    /// Creates a marker of `child` as `element`.
    public init(_ element: LayoutElement, _ child: any LayoutNode) {
        self.element = element
        self.child = child
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        child.sizeThatFits(proposal, context: context)
    }

    /// The child placed in `bounds`, marked as the element. An item that is a list row (whose
    /// placed node is always `bounds` itself) lying wholly outside the context's
    /// ``LayoutContext/placementWindow`` is left unplaced: its node has its frame and role but no
    /// children, and the element is noted in ``LayoutContext/unplacedElements``.
    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        if let window = context.placementWindow, case .item = element, child is ListRowNode,
            bounds.maxY < window.lowerBound || bounds.minY > window.upperBound
        {
            context.unplacedElements.insert(element)
            var node = ListRowNode.unplaced(in: bounds)
            node.element = element
            return node
        }
        var node = child.place(in: bounds, context: context)
        node.element = element
        return node
    }
}
