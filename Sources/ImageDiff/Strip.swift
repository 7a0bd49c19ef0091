internal import CPixelDiff
import Pixels

extension ImageComparison {
    /// The most pixels a strip has (16 Mi, 64 MiB): enough to see what changed, and small enough
    /// that a strip of two of the largest images stays well within memory.
    public static let maximumStripPixels = 1 << 24

    /// A side-by-side strip, "reference | diff | actual", each panel captioned, with the changed
    /// regions outlined in magenta on all three, so that a person sees at once what moved.
    /// Images of different sizes are shown whole; the diff covers their common area. A strip is at
    /// most ``PNG/maximumSide`` on a side and ``maximumStripPixels`` in all: larger panels are
    /// shown at a half, a third, ..., of their size, whichever is the first to fit.
    public static func strip(_ reference: RGBAImage, _ actual: RGBAImage, tolerance: Tolerance = .exact) -> RGBAImage {
        strip(reference, actual, diff: diffImage(reference, actual, tolerance: tolerance))
    }

    /// The strip of `reference` and `actual` around `diff`, their ``diffImage(_:_:tolerance:style:parallel:)``
    /// already made (a failing snapshot writes both).
    public static func strip(
        _ reference: RGBAImage, _ actual: RGBAImage, diff: (image: RGBAImage, statistics: DiffStatistics)
    ) -> RGBAImage {
        let (diff, statistics) = diff
        let percent = statistics.ratio * 100
        let panels = [
            ("REFERENCE \(reference.width)X\(reference.height)", reference),
            ("DIFF \(statistics.differingPixels) PX \(StripCanvas.decimal(percent))%", diff),
            ("ACTUAL \(actual.width)X\(actual.height)", actual),
        ]
        let margin = 12, gap = 12, captionHeight = StripCanvas.glyphHeight + 12
        // Each panel is as wide as its (reduced) image or its caption, whichever is wider.
        func layout(_ step: Int) -> (slots: [Int], width: Int, height: Int) {
            let slots = panels.map { max(($0.1.width + step - 1) / step, StripCanvas.width(of: $0.0)) }
            let width = margin * 2 + slots.reduce(0, +) + gap * (panels.count - 1)
            let height = margin * 2 + captionHeight + (panels.map { ($0.1.height + step - 1) / step }.max() ?? 0)
            return (slots, width, height)
        }
        var step = 1
        var (slots, width, height) = layout(step)
        while width > PNG.maximumSide || height > PNG.maximumSide || width * height > maximumStripPixels {
            step += 1
            (slots, width, height) = layout(step)
        }
        var canvas = StripCanvas(
            width: width, height: height, background: RGBA(red: 229, green: 229, blue: 234, alpha: 255))
        var x = margin
        for ((caption, image), slot) in zip(panels, slots) {
            canvas.text(caption, x: x, y: margin, color: RGBA(red: 60, green: 60, blue: 67, alpha: 255))
            let top = margin + captionHeight
            canvas.draw(image, x: x, y: top, step: step)
            let shown = PixelRect(
                x: x, y: top, width: (image.width + step - 1) / step, height: (image.height + step - 1) / step)
            for region in statistics.regions {
                canvas.outline(
                    PixelRect(
                        x: x + region.x / step - 3, y: top + region.y / step - 3,
                        width: (region.width + step - 1) / step + 6,
                        height: (region.height + step - 1) / step + 6),
                    color: RGBA(red: 255, green: 0, blue: 255, alpha: 255), clip: shown)
            }
            x += slot + gap
        }
        return canvas.image
    }
}

/// A bitmap to draw the strip on: rectangles, images composited over the background, and
/// captions in a 5 x 7 pixel font drawn at twice its size.
struct StripCanvas {
    private(set) var image: RGBAImage
    private let background: RGBA

    static let glyphScale = 2
    static let glyphHeight = 7 * glyphScale

    init(width: Int, height: Int, background: RGBA) {
        self.background = background
        image = RGBAImage(width: width, height: height)
        fill(PixelRect(x: 0, y: 0, width: width, height: height), background)
    }

    /// Fills `rect`, clipped to the canvas.
    mutating func fill(_ rect: PixelRect, _ color: RGBA) {
        let x0 = max(0, rect.x), x1 = min(image.width, rect.x + rect.width)
        let y0 = max(0, rect.y), y1 = min(image.height, rect.y + rect.height)
        guard x0 < x1, y0 < y1 else { return }
        let width = image.width
        image.bytes.withUnsafeMutableBufferPointer { canvas in
            withUnsafeBytes(of: (color.red, color.green, color.blue, color.alpha)) { rgba in
                cpd_fill(
                    canvas.baseAddress, Int32(width), Int32(x0), Int32(y0), Int32(x1), Int32(y1),
                    rgba.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
        }
    }

    /// Draws every `step`-th pixel of every `step`-th row of `source` (all of it when `step` is 1)
    /// with its top-left corner at (`x`, `y`), composited over the background (`cpd_composite`: a
    /// strip of two phone screens is ten million pixels, drawn in test runs' debug builds).
    mutating func draw(_ source: RGBAImage, x: Int, y: Int, step: Int = 1) {
        let width = image.width
        let background = (background.red, background.green, background.blue)
        source.bytes.withUnsafeBufferPointer { from in
            image.bytes.withUnsafeMutableBufferPointer { to in
                withUnsafeBytes(of: background) { colour in
                    cpd_composite(
                        from.baseAddress, Int32(source.width), Int32(source.height), Int32(step), to.baseAddress,
                        Int32(width), Int32(x), Int32(y), colour.baseAddress!.assumingMemoryBound(to: UInt8.self))
                }
            }
        }
    }

    /// A two-pixel outline of `rect`, clipped to `clip`.
    mutating func outline(_ rect: PixelRect, color: RGBA, clip: PixelRect) {
        let edges = [
            PixelRect(x: rect.x, y: rect.y, width: rect.width, height: 2),
            PixelRect(x: rect.x, y: rect.y + rect.height - 2, width: rect.width, height: 2),
            PixelRect(x: rect.x, y: rect.y, width: 2, height: rect.height),
            PixelRect(x: rect.x + rect.width - 2, y: rect.y, width: 2, height: rect.height),
        ]
        for edge in edges {
            let x0 = max(edge.x, clip.x), y0 = max(edge.y, clip.y)
            let x1 = min(edge.x + edge.width, clip.x + clip.width), y1 = min(edge.y + edge.height, clip.y + clip.height)
            if x1 > x0, y1 > y0 { fill(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), color) }
        }
    }

    /// The width of `text` as ``text(_:x:y:color:)`` draws it.
    static func width(of text: String) -> Int { text.count * 6 * glyphScale }

    /// Draws `text` (capitals, digits, `.`, `%`, space) from (`x`, `y`); other characters are blank.
    mutating func text(_ text: String, x: Int, y: Int, color: RGBA) {
        var cursor = x
        for character in text {
            if let rows = Self.font[character] {
                for (row, bits) in rows.enumerated() {
                    for (column, bit) in bits.enumerated() where bit == "1" {
                        fill(
                            PixelRect(
                                x: cursor + column * Self.glyphScale, y: y + row * Self.glyphScale,
                                width: Self.glyphScale, height: Self.glyphScale), color)
                    }
                }
            }
            cursor += 6 * Self.glyphScale
        }
    }

    /// `value` with two decimals.
    static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// The 5 x 7 glyphs the captions need.
    static let font: [Character: [String]] = [
        "A": ["01110", "10001", "10001", "11111", "10001", "10001", "10001"],
        "C": ["01110", "10001", "10000", "10000", "10000", "10001", "01110"],
        "D": ["11110", "10001", "10001", "10001", "10001", "10001", "11110"],
        "E": ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
        "F": ["11111", "10000", "10000", "11110", "10000", "10000", "10000"],
        "I": ["01110", "00100", "00100", "00100", "00100", "00100", "01110"],
        "L": ["10000", "10000", "10000", "10000", "10000", "10000", "11111"],
        "N": ["10001", "11001", "10101", "10011", "10001", "10001", "10001"],
        "P": ["11110", "10001", "10001", "11110", "10000", "10000", "10000"],
        "R": ["11110", "10001", "10001", "11110", "10100", "10010", "10001"],
        "T": ["11111", "00100", "00100", "00100", "00100", "00100", "00100"],
        "U": ["10001", "10001", "10001", "10001", "10001", "10001", "01110"],
        "X": ["10001", "10001", "01010", "00100", "01010", "10001", "10001"],
        "0": ["01110", "10001", "10011", "10101", "11001", "10001", "01110"],
        "1": ["00100", "01100", "00100", "00100", "00100", "00100", "01110"],
        "2": ["01110", "10001", "00001", "00010", "00100", "01000", "11111"],
        "3": ["11110", "00001", "00001", "01110", "00001", "00001", "11110"],
        "4": ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
        "5": ["11111", "10000", "11110", "00001", "00001", "10001", "01110"],
        "6": ["00110", "01000", "10000", "11110", "10001", "10001", "01110"],
        "7": ["11111", "00001", "00010", "00100", "01000", "01000", "01000"],
        "8": ["01110", "10001", "10001", "01110", "10001", "10001", "01110"],
        "9": ["01110", "10001", "10001", "01111", "00001", "00010", "01100"],
        ".": ["00000", "00000", "00000", "00000", "00000", "01100", "01100"],
        "%": ["11000", "11001", "00010", "00100", "01000", "10011", "00011"],
    ]
}
