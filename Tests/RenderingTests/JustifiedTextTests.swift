import DisplayList
import Pixels
import Primitives
import Testing

@testable import Rendering

/// Justified text as drawn: every line but the last runs from edge to edge of its box, and the
/// last sits where the alignment puts it (the leading edge, or the right for a mirrored row).
@Suite struct JustifiedTextTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    static let text = "Justified text stretches every line but the last to both edges of its box, as UIKit draws it."
    /// 200 pt wide at 3x, 22 pt lines.
    static let width = 200.0, lineHeight = 22.0, scale = 3.0

    /// The leftmost and rightmost inked pixel columns of each 22 pt line.
    func lineInk(alignment: TextAlignment, justified: Bool) throws -> [(min: Int, max: Int)] {
        let style = TextStyle(
            font: Font(size: 17), alignment: alignment, lineHeight: Self.lineHeight, isJustified: justified)
        let metrics = renderer.textEngine.measure(Self.text, style: style, width: Self.width)
        let frame = Rect(x: 0, y: 0, width: Self.width, height: metrics.size.height)
        let list = DisplayList(
            size: frame.size, background: .white, items: [.text(TextItem(text: Self.text, style: style, frame: frame))])
        let image = try renderer.image(list, scale: Self.scale).image
        let rows = Int(Self.lineHeight * Self.scale)
        return (0..<metrics.lineCount).map { line in
            var ink = (min: Int.max, max: Int.min)
            for y in line * rows..<min(image.height, (line + 1) * rows) {
                for x in 0..<image.width where image[x, y].red < 128 {
                    ink = (min(ink.min, x), max(ink.max, x))
                }
            }
            return ink
        }
    }

    @Test func linesButTheLastRunFromEdgeToEdge() throws {
        let ragged = try lineInk(alignment: .natural, justified: false)
        let justified = try lineInk(alignment: .natural, justified: true)
        try #require(justified.count >= 3 && ragged.count == justified.count)
        let right = Int(Self.width * Self.scale) - 1
        let last = justified.count - 1
        for line in 0..<last {
            // Within a pixel or two of both edges (the glyphs' own side bearings), and further right
            // than the same line set ragged.
            #expect(justified[line].min <= 6 && justified[line].max >= right - 6, "line \(line): \(justified[line])")
            #expect(justified[line].max > ragged[line].max + 3, "line \(line)")
        }
        #expect(justified[last].min == ragged[last].min && justified[last].max == ragged[last].max)
        #expect(justified[last].max < right - 60, "the last line is not stretched")
    }

    /// Aligned right (a natural alignment mirrored for right to left): the stretched lines are
    /// the same, and the last line ends at the right edge.
    @Test func theLastLineFollowsTheAlignment() throws {
        let justified = try lineInk(alignment: .right, justified: true)
        let left = try lineInk(alignment: .natural, justified: true)
        try #require(justified.count >= 3 && left.count == justified.count)
        let right = Int(Self.width * Self.scale) - 1
        let last = justified.count - 1
        #expect(justified[0].min == left[0].min && justified[0].max == left[0].max)
        #expect(justified[last].max >= right - 6 && justified[last].min > left[last].min + 60)
    }
}
