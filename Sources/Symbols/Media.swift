import Foundation
import Primitives

/// Cameras, music and playback: the icons of media rows.
let media: [String: SymbolDesign] = {
    var all: [String: SymbolDesign] = [:]
    all.merge(
        outlineAndFill(
            "camera", 112, 86,
            polyline([(0, 20), (30, 20), (38, 6), (74, 6), (82, 20), (112, 20), (112, 86), (0, 86)], closed: true),
            cutouts: { _ in [circle(56, 52, 19)] })
    ) { a, _ in a }
    all["music.note"] = design(66, 100) { s in
        [stroke(polyline([(44, 80), (44, 2)]), s)]
            + fill(polyline([(44, 2), (64, 8), (64, 28), (44, 22)], closed: true), rounding: s)
            + fill(rotated(.ellipse(in: Rect(x: 2, y: 66, width: 42, height: 30)), -20, about: 23, 81), rounding: s)
    }
    all["play.fill"] = design(80, 96) { s in fill(polyline([(0, 0), (80, 48), (0, 96)], closed: true), rounding: s) }
    all["pause.fill"] = design(76, 96) { s in
        fill(rounded(0, 0, 26, 96, 6), rounding: s) + fill(rounded(50, 0, 26, 96, 6), rounding: s)
    }
    all.merge(
        outlineAndFill(
            "speaker.wave.2", 100, 96,
            polyline([(0, 32), (22, 32), (48, 6), (48, 90), (22, 64), (0, 64)], closed: true),
            details: { s in
                [stroke(arc(48, 48, 22, from: -45, to: 45), s), stroke(arc(48, 48, 44, from: -50, to: 50), s)]
            })
    ) { a, _ in a }
    all.merge(
        outlineAndFill(
            "mic", 84, 100, rounded(22, 0, 40, 64, 20),
            details: { s in
                [stroke(arc(42, 42, 40, from: 0, to: 180), s), stroke(polyline([(42, 82), (42, 100)]), s)]
            })
    ) { a, _ in a }
    all["headphones"] = design(100, 96) { s in
        [
            stroke(arc(50, 54, 48, from: 180, to: 360), s), stroke(polyline([(2, 54), (2, 72)]), s),
            stroke(polyline([(98, 54), (98, 72)]), s),
        ] + fill(rounded(6, 56, 22, 40, 8), rounding: s) + fill(rounded(72, 56, 22, 40, 8), rounding: s)
    }
    all["play.circle"] = design(100, 100) { s in
        [stroke(circle(50, 50, 50), s)] + fill(polyline([(38, 28), (74, 50), (38, 72)], closed: true), rounding: s)
    }
    return all
}()
