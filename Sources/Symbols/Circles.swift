import Foundation
import Primitives

/// Circles and discs: selection, editing and information glyphs.
let circles: [String: SymbolDesign] = [
    "circle": design(100, 100) { s in [stroke(circle(50, 50, 50), s)] },
    "checkmark.circle.fill": disc { _ in [polyline([(28, 52), (44, 68), (73, 33)])] },
    "minus.circle.fill": disc { _ in [polyline([(28, 50), (72, 50)])] },
    "plus.circle.fill": disc { _ in [polyline([(50, 28), (50, 72)]), polyline([(28, 50), (72, 50)])] },
    "xmark.circle.fill": disc { _ in [polyline([(34, 34), (66, 66)]), polyline([(66, 34), (34, 66)])] },
    "info.circle": design(100, 100) { s in
        [stroke(circle(50, 50, 50), s), stroke(polyline([(50, 46), (50, 76)]), s)] + fill(circle(50, 28, 4 + s * 0.45))
    },
    "ellipsis.circle": design(100, 100) { s in
        [stroke(circle(50, 50, 50), s)] + [28.0, 50, 72].flatMap { x in fill(circle(x, 50, 3.5 + s * 0.4)) }
    },
    "person.crop.circle": design(100, 100) { s in
        [stroke(circle(50, 50, 50), s), stroke(circle(50, 38, 16), s), stroke(arc(50, 100, 36, from: 220, to: 320), s)]
    },
    "person.crop.circle.fill": design(100, 100) { s in
        fill(circle(50, 50, 50), rounding: s) + [knockoutFill(circle(50, 37, 17)), knockoutFill(shoulders)]
    },
    "clock": design(100, 100) { s in
        [stroke(circle(50, 50, 50), s), stroke(polyline([(50, 20), (50, 52), (70, 64)]), s)]
    },
    "globe": design(100, 100) { s in
        [
            stroke(circle(50, 50, 50), s), stroke(.ellipse(in: Rect(x: 28, y: 0, width: 44, height: 100)), s),
            stroke(polyline([(50, 0), (50, 100)]), s), stroke(polyline([(0, 50), (100, 50)]), s),
            stroke(polyline([(10, 24), (90, 24)]), s * 0.8), stroke(polyline([(10, 76), (90, 76)]), s * 0.8),
        ]
    },
]

/// The shoulders of `person.crop.circle.fill`, cropped by the circle.
private let shoulders: Path = {
    var path = Path()
    path.move(to: Point(x: 50 + 50 * cos(.pi / 4), y: 50 + 50 * sin(.pi / 4)))
    path.addCurve(
        to: Point(x: 50 - 50 * cos(.pi / 4), y: 50 + 50 * sin(.pi / 4)), control1: Point(x: 74, y: 58),
        control2: Point(x: 26, y: 58))
    path.addArc(center: Point(x: 50, y: 50), radius: 50, startAngle: 0.75 * .pi, endAngle: 0.25 * .pi, clockwise: false)
    path.closeSubpath()
    return path
}()
