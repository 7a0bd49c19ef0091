import Foundation
import Primitives

/// Shopping, payment and delivery: the icons of commerce rows.
let commerce: [String: SymbolDesign] = {
    var all: [String: SymbolDesign] = [:]
    all.merge(
        outlineAndFill(
            "cart", 106, 100, polyline([(18, 20), (106, 20), (96, 58), (28, 58)], closed: true),
            details: { s in
                [stroke(polyline([(0, 4), (14, 4), (30, 72), (94, 72)]), s)]
                    + fill(circle(38, 90, 8 + s * 0.3)) + fill(circle(86, 90, 8 + s * 0.3))
            })
    ) { a, _ in a }
    all.merge(
        outlineAndFill(
            "bag", 96, 100, polyline([(6, 30), (90, 30), (96, 100), (0, 100)], closed: true),
            details: { s in [stroke(arc(48, 30, 20, from: 180, to: 360), s)] },
            cutouts: { _ in [polyline([(28, 30), (28, 40)]), polyline([(68, 30), (68, 40)])] })
    ) { a, _ in a }
    all["creditcard"] = design(120, 86) { s in
        [stroke(rounded(0, 0, 120, 86, 12), s), stroke(polyline([(18, 64), (42, 64)]), s)]
            + fill(.rect(Rect(x: 0, y: 22, width: 120, height: 16)))
    }
    all["creditcard.fill"] = design(120, 86) { s in
        fill(rounded(0, 0, 120, 86, 12), rounding: s)
            + [
                knockoutFill(.rect(Rect(x: -s / 2, y: 40, width: 120 + s, height: 6))),
                knockout(polyline([(18, 64), (42, 64)]), s),
            ]
    }
    all.merge(
        outlineAndFill(
            "giftcard", 120, 86, rounded(0, 0, 120, 86, 12),
            cutouts: { _ in
                [
                    polyline([(36, 0), (36, 86)]), polyline([(0, 50), (120, 50)]),
                    polyline([(36, 50), (14, 38), (22, 26)], closed: true),
                    polyline([(36, 50), (58, 38), (50, 26)], closed: true),
                ]
            })
    ) { a, _ in a }
    all["banknote"] = design(120, 72) { s in
        [stroke(rounded(0, 0, 120, 72, 8), s), stroke(circle(60, 36, 16), s)]
            + fill(circle(20, 36, 4 + s * 0.3)) + fill(circle(100, 36, 4 + s * 0.3))
    }
    all["banknote.fill"] = design(120, 72) { s in
        fill(rounded(0, 0, 120, 72, 8), rounding: s)
            + [
                knockout(circle(60, 36, 16), s), knockoutFill(circle(20, 36, 4 + s * 0.3)),
                knockoutFill(circle(100, 36, 4 + s * 0.3)),
            ]
    }
    all.merge(
        outlineAndFill(
            "shippingbox", 100, 100,
            polyline([(50, 0), (96, 22), (96, 78), (50, 100), (4, 78), (4, 22)], closed: true),
            cutouts: { _ in
                [
                    polyline([(4, 22), (50, 44), (96, 22)]), polyline([(50, 44), (50, 100)]),
                    polyline([(27, 11), (73, 33)]),
                ]
            })
    ) { a, _ in a }
    return all
}()
