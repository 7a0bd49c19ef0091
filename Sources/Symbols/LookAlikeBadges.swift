import Primitives

/// The marks a look-alike's badge draws (`badge.plus`, `badge.clock`), on Lucide's grid around the
/// badge's centre, their strokes ``LookAlikeProportions/badgeMarkHalfLength`` long each way.
enum LookAlikeBadges {
    /// The strokes of `mark` (`plus`, `minus`, `xmark`, `checkmark`, `clock`, `questionmark`,
    /// `exclamationmark`, `ellipsis`) around `center`.
    static func marks(_ mark: String, at center: Point) -> [Path] {
        let half = LookAlikeProportions.badgeMarkHalfLength
        func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Path {
            polyline([(center.x + x1, center.y + y1), (center.x + x2, center.y + y2)])
        }
        switch mark {
        case "plus": return [line(-half, 0, half, 0), line(0, -half, 0, half)]
        case "minus": return [line(-half, 0, half, 0)]
        case "xmark": return [line(-2.8, -2.8, 2.8, 2.8), line(2.8, -2.8, -2.8, 2.8)]
        case "checkmark":
            return [
                polyline([(center.x - 3.2, center.y), (center.x - 1, center.y + 2.6), (center.x + 3.4, center.y - 2.8)])
            ]
        case "clock":
            return [
                .circle(center: center, radius: 4.2),
                polyline([(center.x, center.y - 2.4), (center.x, center.y), (center.x + 1.8, center.y + 1)]),
            ]
        case "ellipsis": return [-2.6, 0, 2.6].map { line($0, 0, $0 + 0.01, 0) }
        case "questionmark":
            var hook = Path()
            hook.move(to: Point(x: center.x - 2, y: center.y - 1.8))
            hook.addArc(center: Point(x: center.x, y: center.y - 1.8), radius: 2, startAngle: .pi, endAngle: .pi * 2.4)
            hook.addLine(to: Point(x: center.x, y: center.y + 1.2))
            return [hook, line(0, 3.6, 0, 3.61)]
        default: return [line(0, -3.6, 0, 1.2), line(0, 3.6, 0, 3.61)]  // exclamationmark
        }
    }
}
