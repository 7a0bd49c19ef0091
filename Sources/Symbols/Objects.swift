import Foundation
import Primitives

/// Everyday objects: the icons list cells show beside their text.
let objects: [String: SymbolDesign] = {
    var all: [String: SymbolDesign] = [:]
    all.merge(outlineAndFill("star", 100, 95, starPath)) { a, _ in a }
    all.merge(outlineAndFill("heart", 100, 88, heartPath)) { a, _ in a }
    all.merge(
        outlineAndFill("bell", 90, 100, bellPath, details: { s in [stroke(arc(45, 88, 12, from: 20, to: 160), s)] })
    ) { a, _ in a }
    all.merge(outlineAndFill("folder", 110, 80, folderPath)) { a, _ in a }
    all.merge(outlineAndFill("tray", 104, 76, trayPath)) { a, _ in a }
    all.merge(outlineAndFill("tag", 104, 76, tagPath, cutouts: { _ in [circle(32, 38, 6)] })) { a, _ in a }
    all.merge(outlineAndFill("person", 84, 96, personShape(0, 0))) { a, _ in a }
    all.merge(
        outlineAndFill(
            "envelope", 110, 80, rounded(0, 0, 110, 80, 10), cutouts: { _ in [polyline([(6, 8), (55, 46), (104, 8)])] })
    ) { a, _ in a }
    all.merge(
        outlineAndFill(
            "paperplane", 100, 100, polyline([(0, 42), (100, 0), (62, 100), (46, 56)], closed: true),
            cutouts: { _ in [polyline([(46, 56), (100, 0)])] })
    ) { a, _ in a }
    all.merge(
        outlineAndFill(
            "house", 104, 92, polyline([(12, 40), (52, 4), (92, 40), (92, 92), (12, 92)], closed: true),
            details: { s in [stroke(polyline([(0, 50), (52, 4), (104, 50)]), s)] },
            cutouts: { _ in [rounded(40, 60, 24, 32, 3)] })
    ) { a, _ in a }
    all.merge(outlineAndFill("bookmark", 64, 100, bookmarkPath)) { a, _ in a }
    all["flag"] = design(80, 100) { s in
        [stroke(polyline([(0, 100), (0, 0)]), s), stroke(flagPath, s)]
    }
    all["flag.fill"] = design(80, 100) { s in
        [stroke(polyline([(0, 100), (0, 0)]), s)] + fill(flagPath, rounding: s)
    }
    all["lock"] = design(80, 100) { s in
        [stroke(rounded(0, 42, 80, 58, 10), s), stroke(shackle, s)]
    }
    all["gear"] = design(100, 100) { s in
        fill(gearPath, rounding: s * 0.6) + [knockoutFill(circle(50, 50, 16 + s * 0.3))]
    }
    all["wifi"] = design(110, 84) { s in
        [30.0, 52, 74].map { r in stroke(arc(55, 84, r, from: 223, to: 317), s) } + fill(circle(55, 76, 5 + s * 0.4))
    }
    all["doc"] = design(76, 100) { s in [stroke(pagePath, s), stroke(polyline([(50, 0), (50, 26), (76, 26)]), s)] }
    all["doc.fill"] = design(76, 100) { s in
        fill(pagePath, rounding: s) + [knockout(polyline([(50, 0), (50, 26), (76, 26)]), s)]
    }
    all["doc.text"] = design(76, 100) { s in
        [stroke(pagePath, s), stroke(polyline([(50, 0), (50, 26), (76, 26)]), s)]
            + [48.0, 64, 80].map { y in stroke(polyline([(18, y), (58, y)]), s * 0.8) }
    }
    all["trash"] = design(88, 100) { s in
        [
            stroke(polyline([(0, 16), (88, 16)]), s), stroke(polyline([(30, 16), (32, 2), (56, 2), (58, 16)]), s),
            stroke(polyline([(10, 16), (16, 100), (72, 100), (78, 16)]), s),
            stroke(polyline([(36, 36), (37, 80)]), s * 0.8), stroke(polyline([(52, 36), (51, 80)]), s * 0.8),
        ]
    }
    all["trash.fill"] = design(88, 100) { s in
        [stroke(polyline([(0, 16), (88, 16)]), s), stroke(polyline([(30, 16), (32, 2), (56, 2), (58, 16)]), s)]
            + fill(polyline([(10, 24), (16, 100), (72, 100), (78, 24)], closed: true), rounding: s)
            + [knockout(polyline([(36, 40), (37, 80)]), s * 0.8), knockout(polyline([(52, 40), (51, 80)]), s * 0.8)]
    }
    all["photo"] = design(110, 84) { s in
        [
            stroke(rounded(0, 0, 110, 84, 10), s),
            stroke(polyline([(10, 72), (42, 38), (64, 60), (78, 46), (100, 72)]), s),
        ]
            + fill(circle(78, 24, 7 + s * 0.3))
    }
    all["calendar"] = design(100, 96) { s in
        [
            stroke(rounded(0, 8, 100, 88, 12), s), stroke(polyline([(0, 32), (100, 32)]), s),
            stroke(polyline([(26, 0), (26, 16)]), s), stroke(polyline([(74, 0), (74, 16)]), s),
        ]
            + [(26.0, 52.0), (50, 52), (74, 52), (26, 74), (50, 74)].flatMap { fill(circle($0.0, $0.1, 4 + s * 0.3)) }
    }
    all["archivebox"] = design(104, 92) { s in
        [
            stroke(rounded(0, 0, 104, 26, 5), s), stroke(polyline([(8, 26), (8, 92), (96, 92), (96, 26)]), s),
            stroke(polyline([(38, 48), (66, 48)]), s),
        ]
    }
    all["archivebox.fill"] = design(104, 92) { s in
        fill(rounded(0, 0, 104, 22, 5), rounding: s)
            + fill(polyline([(8, 30), (8, 92), (96, 92), (96, 30)], closed: true), rounding: s)
            + [knockout(polyline([(38, 50), (66, 50)]), s)]
    }
    all["xmark.bin"] = design(104, 92) { s in
        [
            stroke(rounded(0, 0, 104, 26, 5), s), stroke(polyline([(8, 26), (8, 92), (96, 92), (96, 26)]), s),
            stroke(polyline([(41, 44), (63, 72)]), s), stroke(polyline([(63, 44), (41, 72)]), s),
        ]
    }
    return all
}()

private let starPath: Path = {
    let points = (0..<10).map { index -> (Double, Double) in
        let radius = index % 2 == 0 ? 52.0 : 21.0
        let angle = -Double.pi / 2 + Double(index) * .pi / 5
        return (50 + radius * cos(angle), 52 + radius * sin(angle))
    }
    return polyline(points, closed: true)
}()

private let heartPath: Path = {
    var path = Path()
    path.move(to: Point(x: 50, y: 88))
    path.addCurve(to: Point(x: 0, y: 28), control1: Point(x: 22, y: 68), control2: Point(x: 0, y: 50))
    path.addCurve(to: Point(x: 50, y: 16), control1: Point(x: 0, y: 2), control2: Point(x: 38, y: 0))
    path.addCurve(to: Point(x: 100, y: 28), control1: Point(x: 62, y: 0), control2: Point(x: 100, y: 2))
    path.addCurve(to: Point(x: 50, y: 88), control1: Point(x: 100, y: 50), control2: Point(x: 78, y: 68))
    path.closeSubpath()
    return path
}()

private let bellPath: Path = {
    var path = Path()
    path.move(to: Point(x: 4, y: 78))
    path.addLine(to: Point(x: 14, y: 64))
    path.addLine(to: Point(x: 14, y: 40))
    path.addCurve(to: Point(x: 76, y: 40), control1: Point(x: 14, y: 0), control2: Point(x: 76, y: 0))
    path.addLine(to: Point(x: 76, y: 64))
    path.addLine(to: Point(x: 86, y: 78))
    path.closeSubpath()
    return path
}()

private let folderPath = polyline([(0, 8), (0, 80), (110, 80), (110, 18), (50, 18), (40, 4), (6, 4)], closed: true)
private let trayPath = polyline([(0, 44), (18, 0), (86, 0), (104, 44), (104, 76), (0, 76)], closed: true)
private let tagPath = polyline([(0, 38), (28, 6), (104, 6), (104, 70), (28, 70)], closed: true)
private let pagePath = polyline([(0, 0), (50, 0), (76, 26), (76, 100), (0, 100)], closed: true)
private let bookmarkPath = polyline([(0, 0), (64, 0), (64, 100), (32, 72), (0, 100)], closed: true)
private let flagPath = polyline([(0, 4), (26, 0), (52, 10), (80, 6), (80, 56), (52, 60), (26, 50), (0, 54)])

private let shackle: Path = {
    var path = Path()
    path.move(to: Point(x: 16, y: 42))
    path.addLine(to: Point(x: 16, y: 24))
    path.addArc(center: Point(x: 40, y: 24), radius: 24, startAngle: .pi, endAngle: 2 * .pi)
    path.addLine(to: Point(x: 64, y: 42))
    return path
}()

private let gearPath: Path = {
    let teeth = 8
    var points: [(Double, Double)] = []
    for tooth in 0..<teeth {
        let base = Double(tooth) * 2 * .pi / Double(teeth)
        for (offset, radius) in [(-0.2, 38.0), (-0.12, 50.0), (0.12, 50.0), (0.2, 38.0)] {
            points.append((50 + radius * cos(base + offset), 50 + radius * sin(base + offset)))
        }
    }
    return polyline(points, closed: true)
}()
