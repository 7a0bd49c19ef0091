import Pixels

/// A figure of a real iOS render and how close CellSnap must come to it.
struct IOSFigure: Sendable {
    enum Value: Sendable, CustomStringConvertible {
        /// A position or length in points.
        case points(Double)
        /// Uncovered pixels per device row (the corner curve).
        case pixels(Double)
        case color(UInt8, UInt8, UInt8)

        var description: String {
            switch self {
            case .points(let value): Self.format(value)
            case .pixels(let value): Self.format(value) + " px"
            case .color(let r, let g, let b): "rgb(\(r),\(g),\(b))"
            }
        }

        static func format(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100 + 0.0
            return rounded == rounded.rounded() ? String(format: "%.1f", rounded) : String(format: "%.2f", rounded)
        }
    }

    enum Tolerance: Sendable, CustomStringConvertible {
        /// One device pixel at 3x: layout geometry.
        case geometry
        /// Two device pixels at 3x: text ink (Inter is not SF Pro).
        case textInk
        /// ΔE*ab 2.
        case color
        /// An absolute tolerance, in the value's unit.
        case within(Double)

        var limit: Double {
            switch self {
            // The reference states figures to two decimals (53.33 for 160 px at 3x): half a
            // hundredth more keeps a value one or two device pixels away within.
            case .geometry: 1.0 / 3 + 0.005
            case .textInk: 2.0 / 3 + 0.005
            case .color: 2
            case .within(let value): value + 1e-6
            }
        }

        var description: String {
            switch self {
            case .geometry: "±1 px"
            case .textInk: "±2 px"
            case .color: "ΔE 2"
            case .within(let value): "±\(IOSFigure.Value.format(value))"
            }
        }
    }

    var scene: String
    var name: String
    var value: Value
    var tolerance: Tolerance
    /// Why CellSnap cannot match this figure by layout, when it cannot (a difference of the fonts,
    /// or two iOS recordings that disagree): the figure is measured and shown, and a miss is a
    /// known issue, not a failure.
    var knownDifference: String?

    init(_ scene: String, _ name: String, _ value: Value, _ tolerance: Tolerance, knownDifference: String? = nil) {
        self.scene = scene
        self.name = name
        self.value = value
        self.tolerance = tolerance
        self.knownDifference = knownDifference
    }
}

/// The iOS 18 figures CellSnap's default theme is measured against.
///
/// Restated from the project's reference measurements of real iOS 18 simulator renders (Xcode 16
/// simulator snapshot-test references in public repositories, 3 px per point, light, Dynamic Type
/// Large; the reference file "ios-renders.md", section "iOS 18", scenes A to D). Positions are in
/// points in the render's own coordinates; "ink" is the bounding box of pixels more than 40 levels
/// from the fill, colours the pixel farthest from the fill.
enum IOSFigures {
    static let iOS18: [IOSFigure] = [
        // Scene A: a value cell ("San Francisco" / "20 °C, Sunny") alone in an inset grouped list, 390 wide.
        IOSFigure("A", "grouped background", .color(242, 242, 247), .color),
        IOSFigure("A", "cell fill", .color(255, 255, 255), .color),
        IOSFigure("A", "first section top (no header)", .points(35.0), .geometry),
        IOSFigure("A", "section min x", .points(20.0), .geometry),
        IOSFigure("A", "section max x", .points(370.0), .geometry),
        IOSFigure("A", "row height", .points(44.0), .geometry),
        // The first row, where the curve meets the edge almost tangentially, is the most sensitive
        // to a rasterizer's coverage: the exact area the continuous curve leaves there is 27.5 px
        // (a circular arc's 24.5), so it is checked within 2 px; the next rows within 1.
        IOSFigure("A", "corner row 1 uncovered", .pixels(29.5), .within(2)),
        IOSFigure("A", "corner row 2 uncovered", .pixels(22.0), .within(1)),
        IOSFigure("A", "corner row 3 uncovered", .pixels(18.5), .within(1)),
        IOSFigure("A", "title ink min x ('S')", .points(40.67), .textInk),
        IOSFigure("A", "title ink top in row", .points(16.0), .textInk),
        IOSFigure("A", "title ink bottom in row", .points(28.0), .textInk),
        IOSFigure("A", "value ink max x ('y')", .points(349.33), .textInk),
        IOSFigure("A", "value baseline ('2' bottom) in row", .points(27.67), .textInk),
        IOSFigure("A", "title colour", .color(0, 0, 0), .color),
        IOSFigure("A", "value colour", .color(138, 138, 142), .color),
        // Scene B: grouped header "Code", two `.cell()` rows with checkmarks, inset grouped, 390 wide.
        IOSFigure("B", "header colour", .color(133, 133, 139), .color),
        IOSFigure("B", "header ink min x", .points(40.67), .textInk),
        IOSFigure("B", "header baseline above section", .points(8.67), .textInk),
        IOSFigure("B", "header cap height", .points(9.0), .textInk),
        IOSFigure("B", "section top (with header)", .points(37.33), .geometry),
        IOSFigure("B", "row pitch", .points(44.0), .geometry),
        IOSFigure("B", "separator y in section", .points(43.67), .geometry),
        IOSFigure("B", "separator colour", .color(198, 198, 200), .color),
        IOSFigure("B", "separator min x", .points(40.0), .geometry),
        IOSFigure("B", "separator max x", .points(370.0), .geometry),
        IOSFigure("B", "checkmark ink width", .points(14.0), .geometry),
        IOSFigure("B", "checkmark ink height", .points(13.67), .geometry),
        IOSFigure("B", "checkmark ink max x", .points(347.67), .geometry),
        IOSFigure("B", "checkmark centre - row centre", .points(0), .geometry),
        IOSFigure("B", "checkmark colour", .color(0, 122, 255), .color),
        IOSFigure("B", "row text ink min x ('O')", .points(41.0), .textInk),
        // Scene C: value cell "Clean Code" / "A" with a pop-up menu accessory, inset grouped, 390 wide.
        IOSFigure("C", "pop-up glyph ink width", .points(8.33), .geometry),
        IOSFigure("C", "pop-up glyph ink height", .points(12.0), .geometry),
        IOSFigure("C", "pop-up glyph ink max x", .points(348.33), .geometry),
        IOSFigure("C", "pop-up glyph centre - row centre", .points(0), .geometry),
        IOSFigure("C", "pop-up glyph colour", .color(138, 138, 142), .color),
        IOSFigure("C", "value 'A' ink max x", .points(334.0), .textInk),
        IOSFigure("C", "title ink min x", .points(41.0), .textInk),
        // Inter's own spacing makes "Clean Code" 91.67 pt of ink; the themes' tracking (see
        // `TrackingStudy`) brings it to SF Pro's 82.33.
        IOSFigure("C", "title ink max x", .points(123.33), .textInk),
        // Scene D: plain list, 375 wide, "Title1" to "Title3" with multiselect, editing, the first selected.
        IOSFigure("D", "row pitch", .points(44.0), .geometry),
        IOSFigure("D", "selected row fill", .color(209, 209, 214), .color),
        IOSFigure("D", "selected row max x (full width)", .points(375.0), .geometry),
        IOSFigure("D", "selected row's bottom pixel row (separator covered)", .color(209, 209, 214), .color),
        IOSFigure("D", "control ink min x", .points(21.0), .geometry),
        IOSFigure("D", "control ink max x", .points(41.67), .geometry),
        IOSFigure("D", "control centre - row centre", .points(0), .geometry),
        IOSFigure("D", "selected control colour", .color(0, 122, 255), .color),
        IOSFigure("D", "selected control checkmark colour", .color(255, 255, 255), .color),
        IOSFigure("D", "unselected control ring colour", .color(197, 197, 199), .color),
        IOSFigure("D", "text ink min x (editing)", .points(59.67), .textInk),
        IOSFigure("D", "separator colour", .color(198, 198, 200), .color),
        IOSFigure("D", "separator y in row", .points(43.67), .geometry),
        IOSFigure("D", "separator max x", .points(375.0), .geometry),
        // Scene E (from issue 14, measured the same way): two inset grouped sections with grouped
        // headers, 390 wide: the gap from the first section's bottom to the second's top.
        IOSFigure(
            "E", "gap between sections with a header", .points(56.33), .geometry,
            knownDifference:
                "iOS 18.2's settings screen (scene G, the reference file) measures this gap at 55.0; the theme follows it"
        ),
    ]

    /// The iOS 26 figures the iOS 26 theme is measured against: the same scenes A to C rendered by
    /// the Xcode 26 simulator (iOS 26.1), restated from the reference file's section "iOS 26.1".
    /// Positions at 390 wide: the section spans 16 to 374.
    static let iOS26: [IOSFigure] = [
        IOSFigure("A", "section min x", .points(16.0), .geometry),
        IOSFigure("A", "section max x", .points(374.0), .geometry),
        IOSFigure("A", "row height", .points(51.0), .geometry),
        IOSFigure("A", "title ink min x ('S')", .points(32.67), .textInk),
        IOSFigure("A", "value ink max x ('y')", .points(357.33), .textInk),
        IOSFigure("A", "title ink top in row", .points(19.33), .textInk),
        IOSFigure("A", "value baseline ('2' bottom) in row", .points(31.67), .textInk),
        IOSFigure("B", "row pitch", .points(51.0), .geometry),
        IOSFigure("B", "separator thickness", .points(1.0), .geometry),
        IOSFigure("B", "separator colour", .color(231, 231, 232), .color),
        IOSFigure("B", "separator min x", .points(32.0), .geometry),
        IOSFigure("B", "separator max x", .points(358.0), .geometry),
        IOSFigure("B", "checkmark ink width", .points(14.0), .geometry),
        IOSFigure("B", "checkmark ink height", .points(13.67), .geometry),
        IOSFigure("B", "checkmark ink max x", .points(374.0 - 18.33), .geometry),
        IOSFigure("B", "checkmark colour", .color(0, 136, 255), .color),
        IOSFigure("B", "header colour", .color(133, 133, 139), .color),
        IOSFigure("B", "header ink min x", .points(33.0), .textInk),
        IOSFigure("B", "header baseline above section", .points(13.67), .textInk),
        IOSFigure("B", "header cap height", .points(12.0), .textInk),
        IOSFigure("C", "pop-up glyph ink width", .points(8.33), .geometry),
        IOSFigure("C", "pop-up glyph ink height", .points(11.67), .geometry),
        IOSFigure("C", "pop-up glyph ink max x", .points(374.0 - 17.67), .geometry),
    ]
}
