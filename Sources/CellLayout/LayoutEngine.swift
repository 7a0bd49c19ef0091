import DisplayList
import Primitives
import Symbols

/// Runs a layout from start to finish: measure the root for a width, place it, mirror it for
/// right-to-left, snap every frame to the pixel grid once, and turn the result into a display list.
///
/// ```swift
/// let context = LayoutContext(measurer: try TextEngine.current(), direction: .rightToLeft, scale: 3)
/// let layout = LayoutEngine.layout(ListCellLayout.node(for: cell, width: 390), width: 390, context: context)
/// let list = layout.displayList(background: .white)
/// ```
public enum LayoutEngine {
    /// Lays `root` out at `width` (its height is its own fitting height, at least `minimumHeight`).
    public static func layout(_ root: any LayoutNode, width: Double, minimumHeight: Double = 0, context: LayoutContext)
        -> LayoutResult
    {
        let outerWidth = context.layoutWidth
        context.layoutWidth = width
        defer { context.layoutWidth = outerWidth }
        let height = max(
            minimumHeight, root.sizeThatFits(ProposedSize(width: width, height: nil), context: context).height)
        var placed = root.place(in: Rect(x: 0, y: 0, width: width, height: height), context: context)
        if context.direction == .rightToLeft {
            placed = placed.mirrored(within: width)
        }
        let scale = context.scale
        // Whole device pixels, enough for every snapped frame; a length a hair over a whole pixel
        // from floating point (481.67 pt is 1,445.0000000000002 px at 3x) is that pixel, not one
        // more of transparent pixels.
        func whole(_ length: Double) -> Double { (length * scale - 1e-9).rounded(.up) / scale }
        let size = Size(width: whole(width), height: whole(height))
        return LayoutResult(size: size, root: placed.snapped(scale: scale))
    }

    /// The display items of a placed node and its children, in drawing order.
    public static func items(for node: PlacedNode) -> [DisplayItem] {
        var items: [DisplayItem] = []
        switch node.content {
        case .none:
            break
        case .text(let text, let style):
            items.append(.text(TextItem(text: text, style: style, frame: node.frame)))
        case .symbol(let name, let pointSize, let weight, let scale, let color):
            let symbol = SymbolCatalog.symbol(named: name)
            items.append(
                .symbol(
                    SymbolItem(
                        name: name, frame: node.frame, pointSize: pointSize, weight: weight, scale: scale, color: color,
                        isPlaceholder: symbol == nil, customDesign: symbol?.customDesign)))
        case .shape(let kind, let fill, let stroke):
            items.append(.shape(ShapeItem(shape: kind.shape(in: node.frame), fill: fill, stroke: stroke)))
        case .gradient(let kind, let gradient):
            items.append(.shape(ShapeItem(shape: kind.shape(in: node.frame), gradient: gradient)))
        case .pattern(let kind, let pattern):
            let tiles = pattern.offsetBy(dx: node.frame.minX, dy: node.frame.minY)
            items.append(.shape(ShapeItem(shape: kind.shape(in: node.frame), pattern: tiles)))
        case .hairline(let color):
            let y = node.frame.midY
            items.append(
                .line(
                    LineItem(
                        from: Point(x: node.frame.minX, y: y), to: Point(x: node.frame.maxX, y: y), color: color,
                        width: node.frame.height)))
        case .image(let image, let cornerRadius):
            items.append(.image(ImageItem(image: image, frame: node.frame, cornerRadius: cornerRadius)))
        case .vectorImage(let image, let cornerRadius, let tint):
            items.append(
                .vectorImage(VectorImageItem(image: image, frame: node.frame, cornerRadius: cornerRadius, tint: tint)))
        case .line(let from, let to, let width, let cap, let color):
            items.append(
                .line(
                    LineItem(
                        from: node.point(atFraction: from), to: node.point(atFraction: to), color: color, width: width,
                        cap: cap)))
        case .drawing(let drawn):
            items.append(
                .group(GroupItem(items: drawn, transform: .translation(x: node.frame.minX, y: node.frame.minY))))
        }
        let children = node.children.flatMap(items(for:))
        if let shadow = node.shadow {
            // The content and the children cast the shadow together, and fade together with it.
            var cast = shadow
            cast.path = shadow.path?.applying(.translation(x: node.frame.minX, y: node.frame.minY))
            items = [
                .group(
                    GroupItem(
                        items: items + children, opacity: node.opacity,
                        clip: node.clipsToBounds ? clip(of: node) : nil, shadow: cast))
            ]
        } else if node.opacity < 1 || node.clipsToBounds {
            items.append(
                .group(
                    GroupItem(
                        items: children, opacity: node.opacity, clip: node.clipsToBounds ? clip(of: node) : nil)))
        } else {
            items += children
        }
        if let path = node.clipPath {
            let clip = path.applying(.translation(x: node.frame.minX, y: node.frame.minY))
            items = [.group(GroupItem(items: items, clip: .path(clip), clipRule: node.clipRule))]
        }
        if let mask = node.mask { items = [.group(GroupItem(items: items, mask: mask.flatMap(items(for:))))] }
        // About the frame's centre: move the centre to the origin, transform, move it back.
        let center = Point(x: node.frame.midX, y: node.frame.midY)
        let toCentre = AffineTransform.translation(x: -center.x, y: -center.y)
        let fromCentre = AffineTransform.translation(x: center.x, y: center.y)
        if let projection = node.projection {
            let aboutCentre = ProjectiveTransform(toCentre).concatenating(projection)
                .concatenating(ProjectiveTransform(fromCentre))
            items = [.group(GroupItem(items: items, projection: aboutCentre))]
        }
        guard node.transform != .identity else { return items }
        let transform = toCentre.concatenating(node.transform).concatenating(fromCentre)
        return [.group(GroupItem(items: items, transform: transform))]
    }
}

/// The shape a node clips its children to: its frame, rounded when it has clip corner radii.
private func clip(of node: PlacedNode) -> Shape {
    node.clipCornerRadii.map { .roundedRect(node.frame, $0) } ?? .rect(node.frame)
}

/// A finished layout: the canvas size (whole device pixels) and the placed tree, snapped.
public struct LayoutResult: Hashable, Sendable, CustomStringConvertible {
    public var size: Size
    public var root: PlacedNode

    /// Creates a result: a placed tree on a canvas of `size`.
    public init(size: Size, root: PlacedNode) {
        self.size = size
        self.root = root
    }

    /// The display list that draws the layout on a canvas of ``size``.
    public func displayList(background: Color? = nil) -> DisplayList {
        DisplayList(size: size, background: background, items: LayoutEngine.items(for: root))
    }

    /// The placed tree's stable text form.
    public var description: String { root.description }
}

extension LayoutContext {
    /// `frame`, as a node places it now, at the size and place the end of the layout running gives
    /// it: mirrored for right to left within ``layoutWidth`` and snapped to the device-pixel grid
    /// as ``PlacedNode/snapped(scale:)`` snaps it, then brought back to the coordinates placing
    /// uses (left to right). Content laid out inside it at this size is where the layout's own
    /// frame for the node says it is, as UIKit lays a view's subviews out at the view's frame on
    /// whole pixels. `nil` outside ``LayoutEngine/layout(_:width:minimumHeight:context:)``, whose
    /// width the mirroring needs.
    public func pixelAligned(_ frame: Rect) -> Rect? {
        guard let width = layoutWidth else { return nil }
        func snap(_ value: Double) -> Double { PlacedNode.snap(value, scale: scale) }
        let minY = snap(frame.minY), maxY = snap(frame.maxY)
        guard direction == .rightToLeft else {
            let minX = snap(frame.minX), maxX = snap(frame.maxX)
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        // The edges `mirrored(within:)` gives the frame, snapped, and mirrored back.
        let mirrored = Rect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        let minX = snap(mirrored.minX), maxX = snap(mirrored.maxX)
        return Rect(x: width - maxX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
