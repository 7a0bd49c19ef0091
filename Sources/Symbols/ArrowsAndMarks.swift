import Primitives

/// Chevrons, marks and lines: the accessory glyphs.
let arrowsAndMarks: [String: SymbolDesign] = [
    "chevron.right": design(30, 60) { s in [stroke(polyline([(0, 0), (30, 30), (0, 60)]), s)] },
    "chevron.left": design(30, 60) { s in [stroke(polyline([(30, 0), (0, 30), (30, 60)]), s)] },
    "chevron.down": design(60, 30) { s in [stroke(polyline([(0, 0), (30, 30), (60, 0)]), s)] },
    "chevron.up": design(60, 30) { s in [stroke(polyline([(0, 30), (30, 0), (60, 30)]), s)] },
    // The pop-up chevrons and the checkmark have SF Symbols' proportions (measured in iOS renders:
    // 8.33 x 12 and 14 x 13.67 pt of ink).
    "chevron.up.chevron.down": design(56, 84) { s in
        [stroke(polyline([(0, 24), (28, 0), (56, 24)]), s), stroke(polyline([(0, 60), (28, 84), (56, 60)]), s)]
    },
    "checkmark": design(74, 72) { s in [stroke(polyline([(0, 42), (25, 72), (74, 0)]), s)] },
    "xmark": design(64, 64) { s in [stroke(polyline([(0, 0), (64, 64)]), s), stroke(polyline([(64, 0), (0, 64)]), s)] },
    // The plus is SF Symbols' size beside the circles (measured in iOS 26.4 renders: 16.67 pt of
    // ink where questionmark.circle has 20.33).
    "plus": design(80, 80) { s in
        [stroke(polyline([(40, 0), (40, 80)]), s), stroke(polyline([(0, 40), (80, 40)]), s)]
    },
    // Two arrows, the upper pointing to the leading side, the lower to the trailing one (measured
    // in iOS 26.4 renders: 19.33 x 23.67 pt of ink where questionmark.circle has 20.33).
    "arrow.left.arrow.right": design(95, 118) { s in
        [
            stroke(polyline([(95, 20), (0, 20)]), s), stroke(polyline([(20, 0), (0, 20), (20, 40)]), s),
            stroke(polyline([(0, 98), (95, 98)]), s), stroke(polyline([(75, 78), (95, 98), (75, 118)]), s),
        ]
    },
    "minus": design(76, 6) { s in [stroke(polyline([(0, 3), (76, 3)]), s)] },
    "line.3.horizontal": design(90, 56) { s in
        [0.0, 28, 56].map { y in stroke(polyline([(0, y), (90, y)]), s) }
    },
    "ellipsis": design(84, 14) { s in
        [7.0, 42, 77].flatMap { x in fill(circle(x, 7, 7 + s * 0.2)) }
    },
    "square.and.arrow.up": design(72, 100) { s in
        [
            stroke(polyline([(22, 38), (6, 38), (6, 100), (66, 100), (66, 38), (50, 38)]), s),
            stroke(polyline([(36, 66), (36, 0)]), s),
            stroke(polyline([(18, 18), (36, 0), (54, 18)]), s),
        ]
    },
    "magnifyingglass": design(92, 92) { s in
        [stroke(circle(38, 38, 38), s), stroke(polyline([(66, 66), (88, 88)]), s * 1.25)]
    },
]
