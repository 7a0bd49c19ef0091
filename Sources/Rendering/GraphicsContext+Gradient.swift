import DisplayList
import Foundation
import Primitives

@_implementationOnly import CCairo

extension GraphicsContext {
    /// Fills the current path with `gradient` laid over `rect` (its points are fractions of
    /// `rect`) and clears the path. Axial and radial gradients are Cairo's linear and radial
    /// patterns, padded past their ends as Core Animation pads them; a conic gradient is a mesh of
    /// patches around its centre, none wider than 10 degrees, each blending the colours at its
    /// two edges.
    public func fill(_ gradient: Gradient, in rect: Rect, rule: FillRule = .nonZero) {
        let pattern: OpaquePointer? =
            switch gradient.kind {
            case .axial: Self.axialPattern(gradient, in: rect)
            case .radial: Self.radialPattern(gradient, in: rect)
            case .conic: Self.conicPattern(gradient, in: rect)
            }
        guard let pattern else {
            cairo_new_path(cairo)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_source(cairo, pattern)
        fill(rule: rule)
    }

    private static func point(_ fraction: Point, in rect: Rect) -> Point {
        Point(x: rect.minX + fraction.x * rect.width, y: rect.minY + fraction.y * rect.height)
    }

    private static func addStops(_ stops: [Gradient.Stop], to pattern: OpaquePointer?) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(1, max(0, stop.location)), c.red, c.green, c.blue, c.alpha)
        }
    }

    private static func axialPattern(_ gradient: Gradient, in rect: Rect) -> OpaquePointer? {
        let start = point(gradient.start, in: rect), end = point(gradient.end, in: rect)
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        addStops(gradient.stops, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// An ellipse centred on the start whose radii are the distances to the end across and down:
    /// a unit circle's radial pattern, scaled by the pattern's matrix.
    private static func radialPattern(_ gradient: Gradient, in rect: Rect) -> OpaquePointer? {
        let center = point(gradient.start, in: rect), edge = point(gradient.end, in: rect)
        let radiusX = abs(edge.x - center.x), radiusY = abs(edge.y - center.y)
        guard radiusX > 0, radiusY > 0 else { return nil }
        let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
        addStops(gradient.stops, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        // The pattern's matrix maps user space to pattern space: the inverse of scaling the unit
        // circle to the ellipse and moving it to the centre.
        var matrix = cairo_matrix_t(
            xx: 1 / radiusX, yx: 0, xy: 0, yy: 1 / radiusY, x0: -center.x / radiusX, y0: -center.y / radiusY)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// The colour at `location` between the stops (the end stops' colours beyond them).
    static func color(at location: Double, in stops: [Gradient.Stop]) -> Color {
        guard let first = stops.first, let last = stops.last else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location >= location } ?? stops.count - 1
        let a = stops[upper - 1], b = stops[upper]
        let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Color(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
            blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }

    /// Patches of a mesh around the centre, out to the rectangle's farthest corner, each a sector
    /// of at most 10 degrees whose two radial edges take the colours at their angles.
    private static func conicPattern(_ gradient: Gradient, in rect: Rect) -> OpaquePointer? {
        let center = point(gradient.start, in: rect), towards = point(gradient.end, in: rect)
        let startAngle =
            towards == center ? -Double.pi / 2 : atan2(towards.y - center.y, towards.x - center.x)
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
            Point(x: rect.maxX, y: rect.maxY),
        ]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
        guard radius > 0 else { return nil }
        let pattern = cairo_pattern_create_mesh()
        // The sectors' edges: every stop, and every 10 degrees, so that each sector blends between
        // two colours of the gradient and the arcs stay close to circles.
        let grid = (0...36).map { Double($0) / 36 }
        let stops = gradient.stops.map(\.location).filter { $0 > 0 && $0 < 1 }
        let edges = Array(Set(grid + stops)).sorted()
        for (lower, upper) in zip(edges, edges.dropFirst()) where upper > lower {
            let from = startAngle + lower * 2 * .pi, to = startAngle + upper * 2 * .pi
            let fromColor = color(at: lower, in: gradient.stops), toColor = color(at: upper, in: gradient.stops)
            // A circular arc as one cubic: its control points 4/3 tan(angle / 4) of the radius along the tangents.
            let k = 4.0 / 3.0 * tan((to - from) / 4) * radius
            let p0 = Point(x: center.x + radius * cos(from), y: center.y + radius * sin(from))
            let p3 = Point(x: center.x + radius * cos(to), y: center.y + radius * sin(to))
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(
                pattern, p0.x - k * sin(from), p0.y + k * cos(from), p3.x + k * sin(to), p3.y - k * cos(to), p3.x,
                p3.y)
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, c) in [(0, fromColor), (1, fromColor), (2, toColor), (3, toColor)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }
}
