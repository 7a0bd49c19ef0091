import Foundation
import Primitives

/// Settings rows: device, connectivity, display and privacy icons.
let settings: [String: SymbolDesign] = {
    var all: [String: SymbolDesign] = [:]
    all["gearshape"] = design(100, 100) { s in [stroke(toothedWheel, s), stroke(circle(50, 50, 17), s)] }
    all["gearshape.fill"] = design(100, 100) { s in
        fill(toothedWheel, rounding: s) + [knockoutFill(circle(50, 50, 13 + s * 0.2))]
    }
    all["lock.fill"] = design(80, 100) { s in
        fill(rounded(0, 42, 80, 58, 10), rounding: s) + [stroke(shackle(16, 64, height: 42), s)]
    }
    all["lock.open"] = design(112, 100) { s in
        [stroke(rounded(0, 42, 76, 58, 10), s), stroke(shackle(64, 112, height: 42, openBy: 16), s)]
    }
    all["key"] = design(64, 100) { s in
        [
            stroke(circle(32, 28, 28), s), stroke(circle(32, 18, 6), s * 0.9),
            stroke(polyline([(32, 56), (32, 98)]), s), stroke(polyline([(32, 74), (48, 74)]), s),
            stroke(polyline([(32, 88), (44, 88)]), s),
        ]
    }
    all["antenna.radiowaves.left.and.right"] = design(116, 96) { s in
        [
            stroke(arc(58, 40, 28, from: 140, to: 220), s), stroke(arc(58, 40, 52, from: 145, to: 215), s),
            stroke(arc(58, 40, 28, from: -40, to: 40), s), stroke(arc(58, 40, 52, from: -35, to: 35), s),
            stroke(polyline([(58, 46), (58, 96)]), s),
        ] + fill(circle(58, 40, 8 + s * 0.3))
    }
    all["battery.100"] = design(128, 60) { s in
        let inset = s / 2 + 5
        return [stroke(rounded(0, 0, 116, 60, 16), s)]
            + fill(rounded(inset, inset, 116 - 2 * inset, 60 - 2 * inset, 16 - inset))
            + fill(rounded(122, 20, 6, 20, 3))
    }
    all["moon"] = design(93, 96) { s in [stroke(crescent, s)] }
    all["moon.fill"] = design(93, 96) { s in fill(crescent, rounding: s) }
    all["sun.max"] = design(100, 100) { s in
        [stroke(circle(50, 50, 20), s)]
            + (0..<8).map { ray in
                let a = Double(ray) * .pi / 4
                return stroke(
                    polyline([(50 + 33 * cos(a), 50 + 33 * sin(a)), (50 + 48 * cos(a), 50 + 48 * sin(a))]), s)
            }
    }
    all["paintbrush"] = design(100, 100) { s in
        [stroke(polyline([(96, 4), (56, 46)]), s * 1.3), stroke(brushHead, s)]
    }
    all["textformat"] = design(112, 76) { s in
        [
            stroke(polyline([(2, 76), (20, 32), (38, 76)]), s), stroke(polyline([(8.5, 60), (31.5, 60)]), s),
            stroke(polyline([(48, 76), (80, 0), (112, 76)]), s), stroke(polyline([(58.9, 50), (101.1, 50)]), s),
        ]
    }
    all["eye"] = design(120, 72) { s in
        [stroke(almond, s), stroke(circle(60, 36, 19), s)] + fill(circle(60, 36, 7 + s * 0.3))
    }
    all["eye.slash"] = design(120, 96) { s in
        [stroke(moved(almond, 0, 12), s), stroke(circle(60, 48, 19), s), stroke(polyline([(14, 0), (106, 96)]), s)]
    }
    all.merge(
        outlineAndFill(
            "bolt", 64, 100, polyline([(40, 0), (2, 58), (30, 58), (22, 100), (62, 40), (34, 40)], closed: true))
    ) { a, _ in a }
    all["airplane"] = design(100, 96) { s in fill(airplanePath, rounding: s) }
    all["hand.raised"] = design(84, 100) { s in [stroke(raisedHand, s)] }
    all["hand.raised.fill"] = design(84, 100) { s in
        fill(raisedHand, rounding: s)
            + [
                knockout(polyline([(37, 47), (37, 24)]), 3), knockout(polyline([(53, 47), (53, 20)]), 3),
                knockout(polyline([(69, 47), (69, 34)]), 3),
            ]
    }
    return all
}()

/// The gear of `gearshape`: eight rounded teeth around a wheel.
private let toothedWheel: Path = {
    var points: [(Double, Double)] = []
    for tooth in 0..<8 {
        let base = Double(tooth) * .pi / 4 + .pi / 8
        for (offset, radius) in [(-0.24, 40.0), (-0.13, 50.0), (0.13, 50.0), (0.24, 40.0)] {
            points.append((50 + radius * cos(base + offset), 50 + radius * sin(base + offset)))
        }
    }
    return polyline(points, closed: true)
}()

/// A padlock's shackle between `left` and `right`, from the body's top at `height` (its left leg
/// lifted by `openBy` when open).
private func shackle(_ left: Double, _ right: Double, height: Double, openBy lift: Double = 0) -> Path {
    let radius = (right - left) / 2
    var path = Path()
    path.move(to: Point(x: left, y: height))
    path.addLine(to: Point(x: left, y: radius))
    path.addArc(center: Point(x: left + radius, y: radius), radius: radius, startAngle: .pi, endAngle: 2 * .pi)
    path.addLine(to: Point(x: right, y: radius + (lift > 0 ? lift : height - radius)))
    return path
}

/// A crescent: a disc with a smaller disc cut from its upper right.
private let crescent: Path = {
    let body = (x: 46.0, y: 50.0, r: 46.0), bite = (x: 74.0, y: 26.0, r: 36.0)
    let (first, second) = crossings(body, bite)
    var path = Path()
    addArc(&path, body, from: second, to: first)
    addArc(&path, bite, from: first, to: second, clockwise: false)
    path.closeSubpath()
    return moved(path, 1.2, -3.1)
}()

private let brushHead: Path = {
    var path = Path()
    path.move(to: Point(x: 42, y: 52))
    path.addLine(to: Point(x: 56, y: 66))
    path.addCurve(to: Point(x: 4, y: 96), control1: Point(x: 52, y: 88), control2: Point(x: 30, y: 96))
    path.addCurve(to: Point(x: 42, y: 52), control1: Point(x: 10, y: 80), control2: Point(x: 18, y: 58))
    path.closeSubpath()
    return path
}()

/// An eye's outline: two arcs meeting at the corners.
private let almond: Path = {
    var path = Path()
    path.addArc(center: Point(x: 60, y: 68), radius: 68, startAngle: 208.07 * .pi / 180, endAngle: 331.93 * .pi / 180)
    path.addArc(center: Point(x: 60, y: 4), radius: 68, startAngle: 28.07 * .pi / 180, endAngle: 151.93 * .pi / 180)
    path.closeSubpath()
    return path
}()

/// An open hand, palm out: four fingers with rounded tips, the thumb out to the left.
private let raisedHand: Path = {
    var path = Path()
    func finger(_ left: Double, _ right: Double, top: Double, notch: Double?) {
        let radius = (right - left) / 2
        path.addLine(to: Point(x: left, y: top + radius))
        path.addArc(
            center: Point(x: left + radius, y: top + radius), radius: radius, startAngle: .pi, endAngle: 2 * .pi)
        if let notch { path.addLine(to: Point(x: right, y: notch)) }
    }
    path.move(to: Point(x: 22, y: 60))
    finger(22, 36, top: 15, notch: 46)
    path.addLine(to: Point(x: 38, y: 46))
    finger(38, 52, top: 3, notch: 46)
    path.addLine(to: Point(x: 54, y: 46))
    finger(54, 68, top: 11, notch: 46)
    path.addLine(to: Point(x: 70, y: 46))
    finger(70, 82, top: 28, notch: nil)
    path.addLine(to: Point(x: 82, y: 64))
    path.addCurve(to: Point(x: 56, y: 100), control1: Point(x: 82, y: 86), control2: Point(x: 72, y: 100))
    path.addLine(to: Point(x: 40, y: 100))
    path.addCurve(to: Point(x: 12, y: 84), control1: Point(x: 28, y: 100), control2: Point(x: 18, y: 92))
    path.addLine(to: Point(x: 1.6, y: 61.7))
    path.addArc(center: Point(x: 7, y: 59), radius: 6, startAngle: 153 * .pi / 180, endAngle: 333 * .pi / 180)
    path.addLine(to: Point(x: 22, y: 70))
    path.closeSubpath()
    return path
}()

/// An airliner seen from above, nose to the right.
private let airplanePath: Path = {
    let upper: [(Double, Double)] = [
        (100, 48), (94, 42), (64, 42), (40, 4), (30, 4), (44, 42), (18, 42), (10, 28), (2, 28), (6, 48),
    ]
    let lower = upper.dropFirst().dropLast().reversed().map { ($0.0, 96 - $0.1) }
    return polyline(upper + lower, closed: true)
}()
