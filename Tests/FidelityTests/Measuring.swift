import Foundation
import Pixels

/// A rectangle of device pixels, inclusive of `minX...maxX` and `minY...maxY`.
struct PixelBox: Equatable, CustomStringConvertible {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var description: String { "(\(minX), \(minY))...(\(maxX), \(maxY))" }
}

/// Measures a render the way the iOS figures were measured (see `IOSFigures`): ink is the
/// bounding box of pixels that differ from the surrounding fill by more than 40 levels in some
/// channel; a colour is the pixel farthest from the fill; positions are in points, an edge at the
/// boundary of its device pixels (the left edge of the first ink column, the right edge of the last).
struct Measuring {
    let image: RGBAImage
    let scale: Double

    /// The device pixel of point coordinates, clamped into the image.
    func pixel(_ x: Double, _ y: Double) -> (Int, Int) {
        (
            min(image.width - 1, max(0, Int((x * scale).rounded(.down)))),
            min(image.height - 1, max(0, Int((y * scale).rounded(.down))))
        )
    }

    /// The pixel at point coordinates (the device pixel that contains them).
    func color(atX x: Double, y: Double) -> RGBA {
        let (px, py) = pixel(x, y)
        return image[px, py]
    }

    /// Points from device pixels: where the edge `pixels` lies.
    func points(_ pixels: Int) -> Double { Double(pixels) / scale }

    /// The region of point coordinates as device pixels (the pixels whose centres lie inside).
    func region(x: ClosedRange<Double>, y: ClosedRange<Double>) -> PixelBox {
        PixelBox(
            minX: max(0, Int((x.lowerBound * scale).rounded())), minY: max(0, Int((y.lowerBound * scale).rounded())),
            maxX: min(image.width - 1, Int((x.upperBound * scale).rounded()) - 1),
            maxY: min(image.height - 1, Int((y.upperBound * scale).rounded()) - 1))
    }

    static func differs(_ a: RGBA, _ b: RGBA, by threshold: Int) -> Bool {
        abs(Int(a.red) - Int(b.red)) > threshold || abs(Int(a.green) - Int(b.green)) > threshold
            || abs(Int(a.blue) - Int(b.blue)) > threshold
    }

    /// The bounding box of the pixels of `region` that differ from `fill` by more than `threshold`.
    func ink(in region: PixelBox, on fill: RGBA, threshold: Int = 40) -> PixelBox? {
        guard region.minX <= region.maxX, region.minY <= region.maxY else { return nil }
        var box: PixelBox?
        for y in region.minY...region.maxY {
            for x in region.minX...region.maxX where Self.differs(image[x, y], fill, by: threshold) {
                if var found = box {
                    found.minX = min(found.minX, x)
                    found.maxX = max(found.maxX, x)
                    found.minY = min(found.minY, y)
                    found.maxY = max(found.maxY, y)
                    box = found
                } else {
                    box = PixelBox(minX: x, minY: y, maxX: x, maxY: y)
                }
            }
        }
        return box
    }

    /// The ink's columns in `region` grouped into runs separated by at least `gap` blank columns,
    /// left to right: the glyph groups of a row (a title, its value, an accessory).
    func inkRuns(in region: PixelBox, on fill: RGBA, gap: Int, threshold: Int = 40) -> [PixelBox] {
        var runs: [PixelBox] = []
        guard region.minX <= region.maxX, region.minY <= region.maxY else { return runs }
        var blank = 1 << 20
        for x in region.minX...region.maxX {
            let column = PixelBox(minX: x, minY: region.minY, maxX: x, maxY: region.maxY)
            guard let ink = ink(in: column, on: fill, threshold: threshold) else {
                blank += 1
                continue
            }
            if blank > gap || runs.isEmpty {
                runs.append(ink)
            } else {
                let last = runs.removeLast()
                runs.append(
                    PixelBox(minX: last.minX, minY: min(last.minY, ink.minY), maxX: x, maxY: max(last.maxY, ink.maxY)))
            }
            blank = 0
        }
        return runs
    }

    /// The pixel of `region` farthest from `fill` (the colour a glyph is drawn in).
    func farthestColor(in region: PixelBox, from fill: RGBA) -> RGBA {
        var best = fill, distance = -1
        for y in region.minY...region.maxY {
            for x in region.minX...region.maxX {
                let pixel = image[x, y]
                let d =
                    abs(Int(pixel.red) - Int(fill.red)) + abs(Int(pixel.green) - Int(fill.green))
                    + abs(Int(pixel.blue) - Int(fill.blue))
                if d > distance { (best, distance) = (pixel, d) }
            }
        }
        return best
    }

    /// The device rows of the column at point `x`, from `y` down, whose pixel is nearer `color`
    /// than anything else: the first and last row of the first such run.
    func run(ofColumnAt x: Double, from y: Double, nearer color: RGBA, than other: RGBA) -> ClosedRange<Int>? {
        let (px, start) = pixel(x, y)
        var first: Int?
        for py in start..<image.height {
            let pixel = image[px, py]
            let near = Self.distance(pixel, color) < Self.distance(pixel, other)
            if near, first == nil { first = py }
            if !near, let found = first { return found...(py - 1) }
        }
        return first.map { $0...(image.height - 1) }
    }

    /// The device columns of the row at point `y` whose pixel is nearer `color` than `other`: the
    /// first and the last.
    func span(ofRowAt y: Double, nearer color: RGBA, than other: RGBA) -> ClosedRange<Int>? {
        let (_, py) = pixel(0, y)
        let columns = (0..<image.width).filter {
            Self.distance(image[$0, py], color) < Self.distance(image[$0, py], other)
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    /// How much of each device row of a corner is not covered by the fill: the sum over `width`
    /// pixels from `x` of 1 - coverage, coverage being where the pixel lies between `background`
    /// (0) and `fill` (1).
    func uncovered(row y: Int, fromX x: Int, width: Int, background: RGBA, fill: RGBA) -> Double {
        let span = Double(
            Int(fill.red) + Int(fill.green) + Int(fill.blue) - Int(background.red) - Int(background.green)
                - Int(background.blue))
        return (x..<(x + width)).reduce(0) { sum, px in
            let pixel = image[px, y]
            let value = Double(
                Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) - Int(background.red) - Int(background.green)
                    - Int(background.blue))
            return sum + (1 - min(1, max(0, value / span)))
        }
    }

    static func distance(_ a: RGBA, _ b: RGBA) -> Int {
        abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue))
    }

    /// CIE76 colour difference of two sRGB colours (ΔE*ab).
    static func deltaE(_ a: RGBA, _ b: RGBA) -> Double {
        let (l1, a1, b1) = lab(a), (l2, a2, b2) = lab(b)
        return ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
    }

    private static func lab(_ c: RGBA) -> (Double, Double, Double) {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        let r = linear(c.red), g = linear(c.green), b = linear(c.blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
