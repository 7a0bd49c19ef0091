import Foundation
import Primitives

// MARK: - More drawing helpers for the symbol families (design units: 100 = the point size)

/// `path` rotated by `degrees` (clockwise on screen) about `(x, y)`.
func rotated(_ path: Path, _ degrees: Double, about x: Double, _ y: Double) -> Path {
    path.applying(
        AffineTransform.translation(x: -x, y: -y).concatenating(.rotation(degrees * .pi / 180))
            .concatenating(.translation(x: x, y: y)))
}

/// `path` moved by `(dx, dy)`.
func moved(_ path: Path, _ dx: Double, _ dy: Double) -> Path {
    path.applying(.translation(x: dx, y: dy))
}

/// The angle in degrees of `point` seen from the centre `(x, y)`.
func angle(of point: Point, from x: Double, _ y: Double) -> Double {
    atan2(point.y - y, point.x - x) * 180 / .pi
}

/// The two points where two circles cross: the first is on the left of the line from the first
/// centre to the second (seen on screen, y down), the second on its right.
func crossings(_ a: (x: Double, y: Double, r: Double), _ b: (x: Double, y: Double, r: Double)) -> (Point, Point) {
    let dx = b.x - a.x, dy = b.y - a.y
    let distance = (dx * dx + dy * dy).squareRoot()
    let along = (a.r * a.r - b.r * b.r + distance * distance) / (2 * distance)
    let across = max(0, a.r * a.r - along * along).squareRoot()
    let base = Point(x: a.x + along * dx / distance, y: a.y + along * dy / distance)
    return (
        Point(x: base.x + across * dy / distance, y: base.y - across * dx / distance),
        Point(x: base.x - across * dy / distance, y: base.y + across * dx / distance)
    )
}

/// Adds an arc of the circle `(x, y, r)` from `start` to `end` (points on it), clockwise or not.
func addArc(
    _ path: inout Path, _ circle: (x: Double, y: Double, r: Double), from start: Point, to end: Point,
    clockwise: Bool = true
) {
    path.addArc(
        center: Point(x: circle.x, y: circle.y), radius: circle.r,
        startAngle: angle(of: start, from: circle.x, circle.y) * .pi / 180,
        endAngle: angle(of: end, from: circle.x, circle.y) * .pi / 180, clockwise: clockwise)
}

/// A capsule from `(x1, y1)` to `(x2, y2)`, `width` across: a stroke's outline.
func capsule(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, width: Double) -> Path {
    let length = ((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot()
    let flat = Path.capsule(Rect(x: x1 - width / 2, y: y1 - width / 2, width: length + width, height: width))
    return rotated(flat, atan2(y2 - y1, x2 - x1) * 180 / .pi, about: x1, y1)
}

/// A person's head and shoulders, `84 x 96` at `scale` 1, its top-left corner at `(x, y)`.
func personShape(_ x: Double, _ y: Double, scale: Double = 1) -> Path {
    var path = circle(42, 24, 24)
    path.move(to: Point(x: 0, y: 96))
    path.addCurve(to: Point(x: 84, y: 96), control1: Point(x: 0, y: 50), control2: Point(x: 84, y: 50))
    path.closeSubpath()
    return path.applying(AffineTransform.scale(x: scale, y: scale).concatenating(.translation(x: x, y: y)))
}
