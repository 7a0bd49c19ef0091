import DisplayList
import Primitives

extension CGContext {
    /// Paints `gradient` across the clip along the line from `start` to `end` (user space);
    /// before `start` and past `end` only as `options` say.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        if let reason = gradient.refusal {
            refuse("CGContext.drawLinearGradient with \(reason)", "CellSnap draws gradients in sRGB")
            return
        }
        let (from, to) = (start.primitive, end.primitive)
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, let area = clipAreaInUserSpace() else { return }
        let far = 4 * (area.width + area.height + abs(from.x) + abs(from.y) + abs(to.x) + abs(to.y)) + 1
        let (ux, uy) = (dx / length, dy / length)
        let (nx, ny) = (-uy * far, ux * far)
        let before = options.contains(.drawsBeforeStartLocation) ? far : 0
        let after = options.contains(.drawsAfterEndLocation) ? far : 0
        let first = Point(x: from.x - ux * before, y: from.y - uy * before)
        let last = Point(x: to.x + ux * after, y: to.y + uy * after)
        var band = Path()
        band.move(to: Point(x: first.x + nx, y: first.y + ny))
        band.addLine(to: Point(x: last.x + nx, y: last.y + ny))
        band.addLine(to: Point(x: last.x - nx, y: last.y - ny))
        band.addLine(to: Point(x: first.x - nx, y: first.y - ny))
        band.closeSubpath()
        let painted = Gradient(
            kind: .axial, stops: gradient.stops, start: fraction(from, of: area), end: fraction(to, of: area))
        paintGradient(painted, over: area, limitedTo: band)
    }

    /// Paints `gradient` between the circle at `startCenter` of `startRadius` and the one at
    /// `endCenter` of `endRadius` (user space); inside the first and outside the second only as
    /// `options` say. CellSnap draws circles with one centre, the end circle the larger; others
    /// are refused.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let call = "CGContext.drawRadialGradient"
        if let reason = gradient.refusal {
            refuse("\(call) with \(reason)", "CellSnap draws gradients in sRGB")
            return
        }
        guard startCenter == endCenter, startRadius >= 0, endRadius > startRadius else {
            refuse(
                "\(call)(startCenter: \(startCenter), startRadius: \(startRadius), endCenter: \(endCenter), endRadius: \(endRadius))",
                "CellSnap draws radial gradients between circles of one centre, the end circle the larger")
            return
        }
        guard let area = clipAreaInUserSpace() else { return }
        let center = startCenter.primitive
        let (inner, outer) = (Double(startRadius), Double(endRadius))
        // The stops as fractions of the end radius, the gradient's start at the start circle.
        let stops = gradient.stops.map {
            Gradient.Stop(location: (inner + $0.location * (outer - inner)) / outer, color: $0.color)
        }
        var firstStops = stops
        if inner > 0, let first = stops.first {
            firstStops.insert(Gradient.Stop(location: 0, color: first.color), at: 0)
        }
        let painted = Gradient(
            kind: .radial, stops: firstStops, start: fraction(center, of: area),
            end: fraction(Point(x: center.x + outer, y: center.y + outer), of: area))
        var limit = Path()
        let far = 4 * (area.width + area.height + abs(center.x) + abs(center.y) + outer) + 1
        limit.addPath(
            options.contains(.drawsAfterEndLocation)
                ? .rect(Rect(x: center.x - far, y: center.y - far, width: 2 * far, height: 2 * far))
                : .ellipse(in: Rect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer)))
        if !options.contains(.drawsBeforeStartLocation) && inner > 0 {
            limit.addPath(
                .ellipse(in: Rect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner)))
        }
        paintGradient(painted, over: area, limitedTo: limit, rule: .evenOdd)
    }

    /// The clip's bounding box mapped back into user space; `nil` when nothing is inside the clip.
    private func clipAreaInUserSpace() -> Rect? {
        let bounds = state.clipBounds
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let area = bounds.cgRect.applying(state.ctm.inverted()).primitive
        return area.width > 0 && area.height > 0 ? area : nil
    }

    private func fraction(_ point: Point, of rect: Rect) -> Point {
        Point(x: (point.x - rect.minX) / rect.width, y: (point.y - rect.minY) / rect.height)
    }

    /// Records `gradient` filling `area` (user space), inside `limit` (user space, by `rule`).
    private func paintGradient(_ gradient: Gradient, over area: Rect, limitedTo limit: Path, rule: FillRule = .nonZero)
    {
        let fill = DisplayItem.shape(ShapeItem(shape: .rect(area), gradient: gradient))
        record(.group(GroupItem(items: [fill], clip: .path(limit), clipRule: rule)))
    }
}
