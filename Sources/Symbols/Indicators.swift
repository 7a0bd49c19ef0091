import Foundation
import Primitives

/// Help, alerts, refresh, devices and the cloud: status icons of list rows.
let indicators: [String: SymbolDesign] = {
    var all: [String: SymbolDesign] = [:]
    all["questionmark.circle"] = design(100, 100) { s in
        [stroke(circle(50, 50, 50), s), stroke(questionMark, s)] + fill(circle(50, 76, 4 + s * 0.45))
    }
    all["exclamationmark.triangle"] = design(112, 98) { s in
        [stroke(warningTriangle, s), stroke(polyline([(56, 34), (56, 62)]), s)] + fill(circle(56, 80, 4 + s * 0.45))
    }
    all["exclamationmark.triangle.fill"] = design(112, 98) { s in
        fill(warningTriangle, rounding: s)
            + [knockout(polyline([(56, 34), (56, 62)]), s), knockoutFill(circle(56, 80, 4 + s * 0.45))]
    }
    all["arrow.clockwise"] = design(100, 100) { s in
        let tip = Point(x: 50 + 42 * cos(-100 * Double.pi / 180), y: 55 + 42 * sin(-100 * Double.pi / 180))
        return [
            stroke(arc(50, 55, 42, from: -60, to: 260), s),
            stroke(polyline([(tip.x - 14, tip.y - 13), (tip.x, tip.y), (tip.x - 14, tip.y + 13)]), s),
        ]
    }
    all.merge(outlineAndFill("icloud", 107.3, 75.4, moved(cloud, 1.3, 1.4))) { a, _ in a }
    all["iphone"] = design(56, 100) { s in
        [stroke(rounded(0, 0, 56, 100, 12), s), stroke(polyline([(22, 9), (34, 9)]), s)]
    }
    return all
}()

private let warningTriangle = polyline([(56, 0), (112, 98), (0, 98)], closed: true)

/// A question mark's hook and stem, without its dot.
private let questionMark: Path = {
    var path = Path()
    path.addArc(center: Point(x: 50, y: 38), radius: 15, startAngle: .pi, endAngle: 2.25 * .pi)
    path.addLine(to: Point(x: 50, y: 56))
    path.addLine(to: Point(x: 50, y: 62))
    return path
}()

/// A cloud: three lobes over a flat base.
private let cloud: Path = {
    let left = (x: 22.0, y: 52.0, r: 22.0), top = (x: 54.0, y: 30.0, r: 30.0), right = (x: 84.0, y: 52.0, r: 22.0)
    let leftTop = crossings(left, top).0, topRight = crossings(top, right).0
    var path = Path()
    addArc(&path, left, from: Point(x: 22, y: 74), to: leftTop)
    addArc(&path, top, from: leftTop, to: topRight)
    addArc(&path, right, from: topRight, to: Point(x: 84, y: 74))
    path.closeSubpath()
    return path
}()
