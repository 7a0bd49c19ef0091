import Foundation
import Primitives

/// Mail, messages, contacts and places: the icons of communication rows.
let communication: [String: SymbolDesign] = {
    var all: [String: SymbolDesign] = [:]
    all["person.2"] = design(128, 99) { s in
        [
            stroke(personShape(60.8, 0, scale: 0.8), s), knockoutFill(personShape(0, 12.6, scale: 0.9)),
            knockout(personShape(0, 12.6, scale: 0.9), s * 3), stroke(personShape(0, 12.6, scale: 0.9), s),
        ]
    }
    all["envelope.open"] = design(110, 96) { s in
        [
            stroke(polyline([(0, 40), (55, 2), (110, 40), (110, 96), (0, 96)], closed: true), s),
            stroke(polyline([(6, 46), (55, 78), (104, 46)]), s),
        ]
    }
    all.merge(outlineAndFill("phone", 100, 100, handset)) { a, _ in a }
    all.merge(outlineAndFill("message", 110, 92, speechBubble)) { a, _ in a }
    all.merge(
        outlineAndFill(
            "video", 116, 64, rounded(0, 0, 78, 64, 13),
            details: { s in [stroke(polyline([(86, 24), (116, 8), (116, 56), (86, 40)], closed: true), s)] })
    ) { a, _ in a }
    all["video.fill"] = design(116, 64) { s in
        fill(rounded(0, 0, 78, 64, 13), rounding: s)
            + fill(polyline([(86, 24), (116, 8), (116, 56), (86, 40)], closed: true), rounding: s)
    }
    all["paperclip"] = design(76.5, 100) { s in [stroke(paperclipPath, s)] }
    all["link"] = design(100, 100) { s in
        [stroke(capsule(18.66, 81.34, 45, 55, width: 34), s), stroke(capsule(55, 45, 81.34, 18.66, width: 34), s)]
    }
    all["pencil"] = design(100, 100) { s in [stroke(pencilPath, s), stroke(polyline([(72, 10), (90, 28)]), s)] }
    all["square.and.pencil"] = design(104, 100) { s in
        [
            stroke(openSquare, s),
            stroke(pencilPath.applying(penPlacement), s),
        ]
    }
    all.merge(outlineAndFill("arrowshape.turn.up.left", 100, 80, replyArrow)) { a, _ in a }
    all.merge(outlineAndFill("location", 96, 96, polyline([(0, 44), (96, 0), (52, 96), (46, 50)], closed: true))) {
        a, _ in a
    }
    all.merge(
        outlineAndFill(
            "map", 104, 100,
            polyline([(0, 14), (34, 0), (70, 14), (104, 0), (104, 86), (70, 100), (34, 86), (0, 100)], closed: true),
            cutouts: { _ in [polyline([(34, 0), (34, 86)]), polyline([(70, 14), (70, 100)])] })
    ) { a, _ in a }
    all["mappin"] = design(48, 100) { s in [stroke(circle(24, 22, 22), s), stroke(polyline([(24, 44), (24, 100)]), s)] }
    return all
}()

/// A telephone handset: the earpiece at the top left, the mouthpiece at the bottom right.
private let handset: Path = {
    var path = Path()
    path.move(to: Point(x: 22, y: 2))
    path.addLine(to: Point(x: 38, y: 26))
    path.addCurve(to: Point(x: 34, y: 40), control1: Point(x: 41, y: 31), control2: Point(x: 40, y: 36))
    path.addLine(to: Point(x: 28, y: 44))
    path.addCurve(to: Point(x: 56, y: 72), control1: Point(x: 34, y: 56), control2: Point(x: 44, y: 66))
    path.addLine(to: Point(x: 60, y: 66))
    path.addCurve(to: Point(x: 74, y: 62), control1: Point(x: 64, y: 60), control2: Point(x: 69, y: 59))
    path.addLine(to: Point(x: 98, y: 78))
    path.addCurve(to: Point(x: 96, y: 90), control1: Point(x: 100, y: 80), control2: Point(x: 100, y: 86))
    path.addCurve(to: Point(x: 74, y: 100), control1: Point(x: 90, y: 96), control2: Point(x: 82, y: 100))
    path.addCurve(to: Point(x: 0, y: 26), control1: Point(x: 38, y: 100), control2: Point(x: 0, y: 62))
    path.addCurve(to: Point(x: 10, y: 4), control1: Point(x: 0, y: 18), control2: Point(x: 4, y: 10))
    path.addCurve(to: Point(x: 22, y: 2), control1: Point(x: 14, y: 0), control2: Point(x: 20, y: 0))
    path.closeSubpath()
    return path
}()

/// An oval speech bubble with its tail at the bottom left.
private let speechBubble: Path = {
    // Eight short arcs keep the curve's control points close to the oval.
    var unit = Path()
    for piece in 0..<8 {
        let start = 125.0 + Double(piece) * 41.25
        unit.addArc(
            center: Point(x: 0, y: 0), radius: 1, startAngle: start * .pi / 180, endAngle: (start + 41.25) * .pi / 180)
    }
    unit.addLine(to: Point(x: -0.9, y: 1.14))
    unit.closeSubpath()
    return unit.applying(AffineTransform.scale(x: 53.4, y: 42).concatenating(.translation(x: 55, y: 44)))
}()

/// A paper clip: three legs joined by two turns at the bottom and one at the top, on a slant.
private let paperclipPath: Path = {
    var path = Path()
    path.move(to: Point(x: 12, y: 30))
    path.addLine(to: Point(x: 12, y: 72))
    path.addArc(center: Point(x: 24, y: 72), radius: 12, startAngle: .pi, endAngle: 0, clockwise: false)
    path.addLine(to: Point(x: 36, y: 20))
    path.addArc(center: Point(x: 18, y: 20), radius: 18, startAngle: 0, endAngle: .pi, clockwise: false)
    path.addLine(to: Point(x: 0, y: 78))
    path.addArc(center: Point(x: 24, y: 78), radius: 24, startAngle: .pi, endAngle: 0, clockwise: false)
    path.addLine(to: Point(x: 48, y: 28))
    return moved(rotated(path, 35, about: 24, 50), 19.4, -0.3)
}()

/// A pencil on the diagonal, its tip at the bottom left.
private let pencilPath: Path = {
    let flat = polyline([(0, 50), (18, 40), (112, 40), (112, 60), (18, 60)], closed: true)
    return moved(rotated(flat, -45, about: 56, 50), -6, 0)
}()

/// The square of `square.and.pencil`, open at its top right corner.
private let openSquare: Path = {
    var path = Path()
    path.move(to: Point(x: 52, y: 12))
    path.addLine(to: Point(x: 18, y: 12))
    path.addQuadCurve(to: Point(x: 4, y: 26), control: Point(x: 4, y: 12))
    path.addLine(to: Point(x: 4, y: 86))
    path.addQuadCurve(to: Point(x: 18, y: 100), control: Point(x: 4, y: 100))
    path.addLine(to: Point(x: 78, y: 100))
    path.addQuadCurve(to: Point(x: 92, y: 86), control: Point(x: 92, y: 100))
    path.addLine(to: Point(x: 92, y: 52))
    return path
}()

/// Where the pencil of `square.and.pencil` sits: smaller, over the square's open corner.
private let penPlacement = AffineTransform.scale(x: 0.72, y: 0.72).concatenating(.translation(x: 34.3, y: -2.3))

/// The reply arrow: a head pointing left on a shaft that bends down to the right.
private let replyArrow: Path = {
    var path = Path()
    path.move(to: Point(x: 0, y: 34))
    path.addLine(to: Point(x: 40, y: 0))
    path.addLine(to: Point(x: 40, y: 20))
    path.addCurve(to: Point(x: 100, y: 80), control1: Point(x: 80, y: 20), control2: Point(x: 100, y: 44))
    path.addCurve(to: Point(x: 40, y: 50), control1: Point(x: 88, y: 60), control2: Point(x: 70, y: 50))
    path.addLine(to: Point(x: 40, y: 68))
    path.closeSubpath()
    return path
}()
