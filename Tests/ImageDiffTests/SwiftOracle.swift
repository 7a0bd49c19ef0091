// Swift oracle: the comparison as ImageDiff computed it before its loops moved to C (commit
// 9f64d9b), kept verbatim but for names, so that the C scan is checked against it on every input.
import Dispatch
import Foundation
import Pixels

@testable import ImageDiff

/// The pixel loop behind every comparison: counts, anti-aliasing, region cells and, when asked,
/// pixelmatch's diff image, for a band of rows at a time.
struct OracleScan {
    var statistics: DiffStatistics
    var output: RGBAImage?

    /// Rows per band in parallel mode (a multiple of the region cell size, so bands never share a cell).
    static let bandHeight = 128
    /// Images smaller than this many pixels are compared on one thread.
    static let parallelThreshold = 512 * 512

    static func run(_ a: RGBAImage, _ b: RGBAImage, tolerance: Tolerance, style: DiffImageStyle?, parallel: Bool)
        -> OracleScan
    {
        let width = a.width, height = a.height
        var grid = OracleGrid(width: width, height: height)
        let cellColumns = grid.columns
        var output: [UInt8]? = style.map { _ in [UInt8](repeating: 0, count: width * height * 4) }
        let bands = parallel && width * height >= parallelThreshold ? (height + bandHeight - 1) / bandHeight : 1
        let rowsPerBand = bands == 1 ? height : bandHeight
        var counts = [Counts](repeating: Counts(), count: bands)

        a.bytes.withUnsafeBufferPointer { aBytes in
            b.bytes.withUnsafeBufferPointer { bBytes in
                grid.withCells { cells in
                    oracleBuffer(&output) { out in
                        let job = Band(
                            a: aBytes.baseAddress!, b: bBytes.baseAddress!, width: width, height: height,
                            tolerance: tolerance, style: style, output: out, cells: cells, cellColumns: cellColumns)
                        counts.withUnsafeMutableBufferPointer { results in
                            let store = OracleSendable(results.baseAddress!)
                            let run: @Sendable (Int) -> Void = { band in
                                let rows = (band * rowsPerBand)..<min(height, (band + 1) * rowsPerBand)
                                store.pointer[band] = job.scan(rows: rows)
                            }
                            if bands == 1 {
                                run(0)
                            } else {
                                DispatchQueue.concurrentPerform(iterations: bands, execute: run)
                            }
                        }
                    }
                }
            }
        }
        let total = counts.reduce(Counts()) { $0.merged(with: $1) }
        let statistics = DiffStatistics(
            differingPixels: total.differing, antiAliasedPixels: total.antiAliased, darkerPixels: total.darker,
            totalPixels: width * height, largestDistance: tolerance.distance(fromDelta: total.largestDelta),
            regions: grid.regions(maximum: ImageComparison.maximumRegions))
        return OracleScan(
            statistics: statistics, output: output.map { RGBAImage(width: width, height: height, bytes: $0) })
    }

    /// Per-band tallies.
    struct Counts {
        var differing = 0, antiAliased = 0, darker = 0
        var largestDelta = 0.0

        func merged(with other: Counts) -> Counts {
            Counts(
                differing: differing + other.differing, antiAliased: antiAliased + other.antiAliased,
                darker: darker + other.darker,
                largestDelta: max(largestDelta, other.largestDelta))
        }
    }

    /// Everything one band needs; read-only but for its own rows of `output` and `cells`.
    struct Band: @unchecked Sendable {
        let a: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>
        let width: Int, height: Int
        let tolerance: Tolerance
        let style: DiffImageStyle?
        let output: UnsafeMutablePointer<UInt8>?
        let cells: UnsafeMutablePointer<OracleGrid.Cell>
        let cellColumns: Int

        func scan(rows: Range<Int>) -> Counts {
            var counts = Counts()
            let a32 = UnsafeRawPointer(a).assumingMemoryBound(to: UInt32.self)
            let b32 = UnsafeRawPointer(b).assumingMemoryBound(to: UInt32.self)
            let maxDelta = OracleYIQ.maximumDelta * tolerance.threshold * tolerance.threshold
            let fade = style.map { !$0.mask } ?? false
            for y in rows {
                let rowStart = y * width
                // Most rows of a snapshot are unchanged: skip them at memory speed unless they must be painted.
                if !fade, memcmp(a32 + rowStart, b32 + rowStart, width * 4) == 0 { continue }
                var x = 0
                while x < width {
                    // In a changed row, skip unchanged runs eight pixels at a time.
                    if !fade, x + 8 <= width, Self.equalRun(a, b, byteOffset: (rowStart + x) * 4) {
                        x += 8
                        continue
                    }
                    let i = rowStart + x
                    if a32[i] == b32[i] {
                        if fade, let output { paint(output, i, grey: OracleYIQ.fadedGrey(a, i, alpha: style!.alpha)) }
                    } else {
                        classify(x: x, y: y, i: i, a32: a32, b32: b32, maxDelta: maxDelta, fade: fade, counts: &counts)
                    }
                    x += 1
                }
            }
            return counts
        }

        @inline(__always)
        private func classify(
            x: Int, y: Int, i: Int, a32: UnsafePointer<UInt32>, b32: UnsafePointer<UInt32>, maxDelta: Double,
            fade: Bool,
            counts: inout Counts
        ) {
            let differs: Bool
            var darker = false
            switch tolerance.mode {
            case .perceptual:
                let delta = OracleYIQ.delta(a, i, b, i, blending: tolerance.blending)
                counts.largestDelta = max(counts.largestDelta, abs(delta))
                differs = abs(delta) > maxDelta
                darker = delta < 0
                if differs, !tolerance.includeAntiAliasing,
                    OracleAntiAliasing.isAntiAliased(
                        a, x: x, y: y, width: width, height: height, own: a32, other: b32, blending: tolerance.blending)
                        || OracleAntiAliasing.isAntiAliased(
                            b, x: x, y: y, width: width, height: height, own: b32, other: a32,
                            blending: tolerance.blending)
                {
                    counts.antiAliased += 1
                    if fade, let output, let style { paint(output, i, style.antiAliasingColor) }
                    return
                }
            case .perChannel(let levels):
                var largest = 0
                for channel in 0..<4 { largest = max(largest, abs(Int(a[i * 4 + channel]) - Int(b[i * 4 + channel]))) }
                counts.largestDelta = max(counts.largestDelta, Double(largest))
                differs = largest > levels
                darker = OracleYIQ.brightnessDelta(a, i, b, i, blending: tolerance.blending) > 0
            }
            if differs {
                counts.differing += 1
                if darker { counts.darker += 1 }
                cells[(y / OracleGrid.cellSize) * cellColumns + x / OracleGrid.cellSize].include(x: x, y: y)
                if let output, let style {
                    paint(output, i, darker ? style.darkerColor ?? style.differenceColor : style.differenceColor)
                }
            } else if fade, let output {
                paint(output, i, grey: OracleYIQ.fadedGrey(a, i, alpha: style!.alpha))
            }
        }

        /// Whether eight pixels (32 bytes) from `byteOffset` are equal in both images.
        @inline(__always)
        private static func equalRun(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, byteOffset: Int) -> Bool {
            let ra = UnsafeRawPointer(a) + byteOffset, rb = UnsafeRawPointer(b) + byteOffset
            var difference: UInt64 = 0
            for word in 0..<4 {
                difference |=
                    ra.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
                    ^ rb.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            }
            return difference == 0
        }

        @inline(__always)
        private func paint(_ output: UnsafeMutablePointer<UInt8>, _ i: Int, grey: UInt8) {
            paint(output, i, RGBA(red: grey, green: grey, blue: grey, alpha: 255))
        }

        @inline(__always)
        private func paint(_ output: UnsafeMutablePointer<UInt8>, _ i: Int, _ color: RGBA) {
            output[i * 4] = color.red
            output[i * 4 + 1] = color.green
            output[i * 4 + 2] = color.blue
            output[i * 4 + 3] = 255
        }
    }
}

/// A pointer that may cross into `concurrentPerform`'s closures; each band writes only its own slot.
private struct OracleSendable<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T>
    init(_ pointer: UnsafeMutablePointer<T>) { self.pointer = pointer }
}

private func oracleBuffer<R>(_ array: inout [UInt8]?, _ body: (UnsafeMutablePointer<UInt8>?) -> R) -> R {
    guard array != nil else { return body(nil) }
    return array!.withUnsafeMutableBufferPointer { body($0.baseAddress) }
}
/// The perceptual colour distance of the pixelmatch family: the squared OracleYIQ distance of
/// Kotsarenko and Ramos, with anti-aliasing detected after Vysniauskas (2009).
///
/// These functions follow pixelmatch 7.2.0 operation for operation, so that counts and diff images
/// match it exactly.
enum OracleYIQ {
    /// The largest possible squared OracleYIQ distance (black against white).
    static let maximumDelta = 35215.0

    /// The squared OracleYIQ distance between pixel `i` of `a` and pixel `j` of `b`: negative when the
    /// second pixel is darker. `k` (a byte offset) picks the checkerboard square.
    @inline(__always)
    static func delta(_ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int, blending: AlphaBlending)
        -> Double
    {
        let (y, iq, q) = differences(a, i, b, j, blending: blending)
        let delta = 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference between pixel `i` of `a` and pixel `j` of `b`.
    @inline(__always)
    static func brightnessDelta(
        _ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int, blending: AlphaBlending
    ) -> Double {
        differences(a, i, b, j, blending: blending).y
    }

    @inline(__always)
    private static func differences(
        _ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int, blending: AlphaBlending
    )
        -> (y: Double, i: Double, q: Double)
    {
        let k = i * 4, m = j * 4
        let r1 = Double(a[k]), g1 = Double(a[k + 1]), b1 = Double(a[k + 2]), a1 = Double(a[k + 3])
        let r2 = Double(b[m]), g2 = Double(b[m + 1]), b2 = Double(b[m + 2]), a2 = Double(b[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0, dg == 0, db == 0, da == 0 { return (0, 0, 0) }
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, blending)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let iq = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return (y, iq, q)
    }

    /// The colour semi-transparent pixels are blended against at byte offset `k`. Kept out of
    /// line: inlined, the compiler computes its two divisions for every opaque pixel too.
    @inline(never)
    private static func background(_ k: Int, _ blending: AlphaBlending) -> (Double, Double, Double) {
        guard blending == .checkerboard else { return (255, 255, 255) }
        let kd = Double(k)
        return (
            48 + 159 * Double(k % 2),
            48 + 159 * Double(Int(kd / 1.618033988749895) % 2),
            48 + 159 * Double(Int(kd / 2.618033988749895) % 2)
        )
    }

    /// The grey value pixelmatch paints for an unchanged pixel: its brightness, faded towards
    /// white by `alpha` and by the pixel's own transparency.
    @inline(__always)
    static func fadedGrey(_ a: UnsafePointer<UInt8>, _ i: Int, alpha: Double) -> UInt8 {
        let k = i * 4
        let brightness = Double(a[k]) * 0.29889531 + Double(a[k + 1]) * 0.58662247 + Double(a[k + 2]) * 0.11448223
        let value = 255 + (brightness - 255) * alpha * Double(a[k + 3]) / 255
        return UInt8(max(0, min(255, value)))  // truncates, as a JavaScript Uint8Array store does
    }
}

/// The anti-aliasing detector: a pixel is anti-aliased when its neighbours include both a darker
/// and a brighter pixel, at most two equal ones, and the darkest or brightest neighbour sits in
/// a flat area (three or more equal neighbours) in both images.
enum OracleAntiAliasing {
    /// Whether pixel (`x`, `y`) of `image` looks anti-aliased; `own` and `other` are both images as
    /// 32-bit words, for the flat-area test.
    @inline(__always)
    static func isAntiAliased(
        _ image: UnsafePointer<UInt8>, x: Int, y: Int, width: Int, height: Int,
        own: UnsafePointer<UInt32>, other: UnsafePointer<UInt32>, blending: AlphaBlending
    ) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = y * width + x
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let neighbour = ny * width + nx
                // Equal pixels have no brightness difference; skip the arithmetic.
                let delta =
                    own[neighbour] == own[center]
                    ? 0 : OracleYIQ.brightnessDelta(image, center, image, neighbour, blending: blending)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(own, darkestAt, width, height) && hasManySiblings(other, darkestAt, width, height))
            || (hasManySiblings(own, brightestAt, width, height) && hasManySiblings(other, brightestAt, width, height))
    }

    /// Whether the pixel at `point` has three or more identical neighbours (edges count as one).
    @inline(__always)
    static func hasManySiblings(_ words: UnsafePointer<UInt32>, _ point: (Int, Int), _ width: Int, _ height: Int)
        -> Bool
    {
        let (x, y) = point
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let value = words[y * width + x]
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if words[ny * width + nx] == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// Where the differences are: the bounds of differing pixels per 16 x 16 cell, joined into
/// connected regions and merged down to a few rectangles.
struct OracleGrid {
    static let cellSize = 16

    /// The bounds of the differing pixels in one cell (empty while `minX > maxX`).
    struct Cell {
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min

        var isEmpty: Bool { minX > maxX }

        @inline(__always)
        mutating func include(x: Int, y: Int) {
            minX = min(minX, Int32(x))
            maxX = max(maxX, Int32(x))
            minY = min(minY, Int32(y))
            maxY = max(maxY, Int32(y))
        }

        var rect: PixelRect {
            PixelRect(x: Int(minX), y: Int(minY), width: Int(maxX - minX) + 1, height: Int(maxY - minY) + 1)
        }
    }

    let columns: Int, rows: Int
    private var cells: [Cell]

    init(width: Int, height: Int) {
        columns = (width + Self.cellSize - 1) / Self.cellSize
        rows = (height + Self.cellSize - 1) / Self.cellSize
        cells = [Cell](repeating: Cell(), count: columns * rows)
    }

    mutating func withCells<R>(_ body: (UnsafeMutablePointer<Cell>) -> R) -> R {
        cells.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    /// Connected groups of non-empty cells (touching, diagonals included) as bounding boxes, sorted
    /// top to bottom, then merged pairwise (least added area first) until at most `maximum` remain.
    func regions(maximum: Int) -> [PixelRect] {
        var label = [Int](repeating: -1, count: cells.count)
        var boxes: [PixelRect] = []
        for start in cells.indices where !cells[start].isEmpty && label[start] < 0 {
            var box = cells[start].rect
            var stack = [start]
            label[start] = boxes.count
            while let index = stack.popLast() {
                let column = index % columns, row = index / columns
                for dy in -1...1 {
                    for dx in -1...1 {
                        let c = column + dx, r = row + dy
                        guard c >= 0, c < columns, r >= 0, r < rows else { continue }
                        let neighbour = r * columns + c
                        if label[neighbour] < 0, !cells[neighbour].isEmpty {
                            label[neighbour] = boxes.count
                            box = box.union(cells[neighbour].rect)
                            stack.append(neighbour)
                        }
                    }
                }
            }
            boxes.append(box)
        }
        while boxes.count > maximum {
            var best = (0, 1, Int.max)
            for i in boxes.indices {
                for j in (i + 1)..<boxes.count {
                    let growth = boxes[i].union(boxes[j]).area - boxes[i].area - boxes[j].area
                    if growth < best.2 { best = (i, j, growth) }
                }
            }
            boxes[best.0] = boxes[best.0].union(boxes[best.1])
            boxes.remove(at: best.1)
        }
        return boxes.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}
extension ImageComparison {
    /// The most pixels a strip has (16 Mi, 64 MiB): enough to see what changed, and small enough
    /// that a strip of two of the largest images stays well within memory.

    /// A side-by-side strip, "reference | diff | actual", each panel captioned, with the changed
    /// regions outlined in magenta on all three, so that a person sees at once what moved.
    /// Images of different sizes are shown whole; the diff covers their common area. A strip is at
    /// most ``PNG/maximumSide`` on a side and ``maximumStripPixels`` in all: larger panels are
    /// shown at a half, a third, ..., of their size, whichever is the first to fit.
    static func oracleStrip(_ reference: RGBAImage, _ actual: RGBAImage, tolerance: Tolerance = .exact) -> RGBAImage {
        oracleStrip(reference, actual, diff: diffImage(reference, actual, tolerance: tolerance))
    }

    /// The strip of `reference` and `actual` around `diff`, their ``diffImage(_:_:tolerance:style:parallel:)``
    /// already made (a failing snapshot writes both).
    static func oracleStrip(
        _ reference: RGBAImage, _ actual: RGBAImage, diff: (image: RGBAImage, statistics: DiffStatistics)
    ) -> RGBAImage {
        let (diff, statistics) = diff
        let percent = statistics.ratio * 100
        let panels = [
            ("REFERENCE \(reference.width)X\(reference.height)", reference),
            ("DIFF \(statistics.differingPixels) PX \(OracleStripCanvas.decimal(percent))%", diff),
            ("ACTUAL \(actual.width)X\(actual.height)", actual),
        ]
        let margin = 12, gap = 12, captionHeight = OracleStripCanvas.glyphHeight + 12
        // Each panel is as wide as its (reduced) image or its caption, whichever is wider.
        func layout(_ step: Int) -> (slots: [Int], width: Int, height: Int) {
            let slots = panels.map { max(($0.1.width + step - 1) / step, OracleStripCanvas.width(of: $0.0)) }
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
        var canvas = OracleStripCanvas(
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
struct OracleStripCanvas {
    private(set) var image: RGBAImage
    private let background: RGBA

    static let glyphScale = 2
    static let glyphHeight = 7 * glyphScale

    init(width: Int, height: Int, background: RGBA) {
        self.background = background
        image = RGBAImage(width: width, height: height)
        fill(PixelRect(x: 0, y: 0, width: width, height: height), background)
    }

    /// Fills `rect`, clipped to the canvas: one row of the colour, copied into every row.
    mutating func fill(_ rect: PixelRect, _ color: RGBA) {
        let x0 = max(0, rect.x), x1 = min(image.width, rect.x + rect.width)
        let y0 = max(0, rect.y), y1 = min(image.height, rect.y + rect.height)
        guard x0 < x1, y0 < y1 else { return }
        var row = [UInt8](repeating: 0, count: (x1 - x0) * 4)
        for offset in stride(from: 0, to: row.count, by: 4) {
            (row[offset], row[offset + 1], row[offset + 2], row[offset + 3]) = (
                color.red, color.green, color.blue, color.alpha
            )
        }
        let rowBytes = image.width * 4
        image.bytes.withUnsafeMutableBytes { canvas in
            row.withUnsafeBytes { pattern in
                for y in y0..<y1 {
                    (canvas.baseAddress! + y * rowBytes + x0 * 4).copyMemory(
                        from: pattern.baseAddress!, byteCount: pattern.count)
                }
            }
        }
    }

    /// Draws every `step`-th pixel of every `step`-th row of `source` (all of it when `step` is 1)
    /// with its top-left corner at (`x`, `y`), composited over the background. Rows run on raw
    /// bytes (a strip of two phone screens is ten million pixels, drawn in test runs' debug builds).
    mutating func draw(_ source: RGBAImage, x: Int, y: Int, step: Int = 1) {
        let background = [Int(background.red), Int(background.green), Int(background.blue)]
        let sourceRowBytes = source.width * 4, canvasRowBytes = image.width * 4
        let columns = (source.width + step - 1) / step
        source.bytes.withUnsafeBufferPointer { from in
            image.bytes.withUnsafeMutableBufferPointer { to in
                for (row, sy) in stride(from: 0, to: source.height, by: step).enumerated() {
                    var input = sy * sourceRowBytes
                    var output = (y + row) * canvasRowBytes + x * 4
                    for _ in 0..<columns {
                        let alpha = Int(from[input + 3])
                        if alpha == 255 {
                            to[output] = from[input]
                            to[output + 1] = from[input + 1]
                            to[output + 2] = from[input + 2]
                        } else {
                            for channel in 0..<3 {
                                to[output + channel] = UInt8(
                                    (Int(from[input + channel]) * alpha + background[channel] * (255 - alpha) + 127)
                                        / 255)
                            }
                        }
                        to[output + 3] = 255
                        input += step * 4
                        output += 4
                    }
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
