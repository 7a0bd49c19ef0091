import DisplayList
import Primitives

extension Renderer {
    /// Draws the shadow `items` cast (or `shadow`'s own path casts) on `context`, beneath what is
    /// drawn next: the shape's alpha drawn on a mask, moved by the offset, blurred and painted in
    /// the shadow's colour. Only the pixels of the clip the shadow reaches are drawn.
    func drawShadow(_ shadow: DropShadow, of items: [DisplayItem], in context: GraphicsContext) throws {
        guard shadow.color.alpha > 0, let bounds = shadow.path.map(\.controlPointBounds) ?? Self.reach(of: items),
            let mask = try context.shadowMask(casting: bounds, offset: shadow.offset, blur: shadow.blur)
        else { return }
        let shape = mask.context
        shape.setColor(.black)
        if let path = shadow.path {
            shape.addPath(path)
            shape.fill()
        } else {
            // The items' own warnings are reported when they are drawn over their shadow.
            var ignored: [RenderWarning] = []
            try draw(items, in: shape, warnings: &ignored)
        }
        try context.paintShadow(mask, color: shadow.color)
    }

    /// Bounds, in the items' space, that hold everything `items` draw (more, never less): a
    /// shape's path grown by five widths of its stroke (a miter join's reach), a text's frame
    /// grown by its font's size (glyphs that overhang their lines), a symbol's by half its point
    /// size; `nil` when the items draw nothing.
    static func reach(of items: [DisplayItem]) -> Rect? {
        var bounds: Rect?
        func add(_ rect: Rect?) {
            guard let rect else { return }
            bounds = bounds.map { $0.union(rect) } ?? rect
        }
        for item in items {
            switch item {
            case .shape(let shape):
                let grow = 5 * (shape.stroke?.width ?? 0)
                add(shape.shape.path.controlPointBounds.insetBy(dx: -grow, dy: -grow))
            case .line(let line):
                let x = min(line.from.x, line.to.x), y = min(line.from.y, line.to.y)
                add(
                    Rect(x: x, y: y, width: abs(line.to.x - line.from.x), height: abs(line.to.y - line.from.y))
                        .insetBy(dx: -line.width, dy: -line.width))
            case .text(let text):
                add(text.frame.insetBy(dx: -text.style.font.size, dy: -text.style.font.size))
            case .symbol(let symbol):
                add(symbol.frame.insetBy(dx: -symbol.pointSize / 2, dy: -symbol.pointSize / 2))
            case .image(let image): add(image.frame)
            case .vectorImage(let vector): add(vector.frame)
            case .group(let group): add(reach(of: group))
            }
        }
        return bounds
    }

    /// What a group draws: its items' reach with their shadow's, projected, within its clip and
    /// its mask's reach, transformed.
    private static func reach(of group: GroupItem) -> Rect? {
        guard var inner = reach(of: group.items) else { return nil }
        if let shadow = group.shadow {
            let cast = (shadow.path?.controlPointBounds ?? inner).offsetBy(
                dx: shadow.offset.width, dy: shadow.offset.height)
            inner = inner.union(cast.insetBy(dx: -shadow.reach, dy: -shadow.reach))
        }
        if let projection = group.projection {
            // A corner behind the viewer: the picture may reach anywhere.
            inner = projection.bounds(of: inner) ?? Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        }
        if let clip = group.clip {
            guard let clipped = inner.intersection(clip.path.controlPointBounds) else { return nil }
            inner = clipped
        }
        if let mask = group.mask {
            guard let masked = reach(of: mask).flatMap(inner.intersection) else { return nil }
            inner = masked
        }
        guard group.transform != .identity else { return inner }
        let corners = [
            Point(x: inner.minX, y: inner.minY), Point(x: inner.maxX, y: inner.minY),
            Point(x: inner.minX, y: inner.maxY), Point(x: inner.maxX, y: inner.maxY),
        ].map(group.transform.apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
