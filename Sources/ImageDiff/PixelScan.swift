import Dispatch
import Foundation
import Pixels

/// The pixel loop behind every comparison: counts, anti-aliasing, region cells and, when asked,
/// pixelmatch's diff image, for a band of rows at a time.
struct PixelScan {
    var statistics: DiffStatistics
    var output: RGBAImage?

    /// Rows per band in parallel mode (a multiple of the region cell size, so bands never share a cell).
    static let bandHeight = 128
    /// Images smaller than this many pixels are compared on one thread.
    static let parallelThreshold = 512 * 512

    static func run(_ a: RGBAImage, _ b: RGBAImage, tolerance: Tolerance, style: DiffImageStyle?, parallel: Bool)
        -> PixelScan
    {
        let width = a.width, height = a.height
        var grid = RegionGrid(width: width, height: height)
        let cellColumns = grid.columns
        var output: [UInt8]? = style.map { _ in [UInt8](repeating: 0, count: width * height * 4) }
        let bands = parallel && width * height >= parallelThreshold ? (height + bandHeight - 1) / bandHeight : 1
        let rowsPerBand = bands == 1 ? height : bandHeight
        var counts = [Counts](repeating: Counts(), count: bands)

        a.bytes.withUnsafeBufferPointer { aBytes in
            b.bytes.withUnsafeBufferPointer { bBytes in
                grid.withCells { cells in
                    withOptionalMutableBuffer(&output) { out in
                        let job = Band(
                            a: aBytes.baseAddress!, b: bBytes.baseAddress!, width: width, height: height,
                            tolerance: tolerance, style: style, output: out, cells: cells, cellColumns: cellColumns)
                        counts.withUnsafeMutableBufferPointer { results in
                            let store = UnsafeSendable(results.baseAddress!)
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
        return PixelScan(
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
        let cells: UnsafeMutablePointer<RegionGrid.Cell>
        let cellColumns: Int

        func scan(rows: Range<Int>) -> Counts {
            var counts = Counts()
            let a32 = UnsafeRawPointer(a).assumingMemoryBound(to: UInt32.self)
            let b32 = UnsafeRawPointer(b).assumingMemoryBound(to: UInt32.self)
            let maxDelta = YIQ.maximumDelta * tolerance.threshold * tolerance.threshold
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
                        if fade, let output { paint(output, i, grey: YIQ.fadedGrey(a, i, alpha: style!.alpha)) }
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
                let delta = YIQ.delta(a, i, b, i, blending: tolerance.blending)
                counts.largestDelta = max(counts.largestDelta, abs(delta))
                differs = abs(delta) > maxDelta
                darker = delta < 0
                if differs, !tolerance.includeAntiAliasing,
                    AntiAliasing.isAntiAliased(
                        a, x: x, y: y, width: width, height: height, own: a32, other: b32, blending: tolerance.blending)
                        || AntiAliasing.isAntiAliased(
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
                darker = YIQ.brightnessDelta(a, i, b, i, blending: tolerance.blending) > 0
            }
            if differs {
                counts.differing += 1
                if darker { counts.darker += 1 }
                cells[(y / RegionGrid.cellSize) * cellColumns + x / RegionGrid.cellSize].include(x: x, y: y)
                if let output, let style {
                    paint(output, i, darker ? style.darkerColor ?? style.differenceColor : style.differenceColor)
                }
            } else if fade, let output {
                paint(output, i, grey: YIQ.fadedGrey(a, i, alpha: style!.alpha))
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

extension Tolerance {
    /// A raw delta (squared YIQ distance, or channel levels) on the threshold's `0...1` scale.
    func distance(fromDelta delta: Double) -> Double {
        switch mode {
        case .perceptual: (delta / YIQ.maximumDelta).squareRoot()
        case .perChannel: delta / 255
        }
    }
}

/// A pointer that may cross into `concurrentPerform`'s closures; each band writes only its own slot.
private struct UnsafeSendable<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T>
    init(_ pointer: UnsafeMutablePointer<T>) { self.pointer = pointer }
}

private func withOptionalMutableBuffer<R>(_ array: inout [UInt8]?, _ body: (UnsafeMutablePointer<UInt8>?) -> R) -> R {
    guard array != nil else { return body(nil) }
    return array!.withUnsafeMutableBufferPointer { body($0.baseAddress) }
}
