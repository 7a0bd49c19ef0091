internal import CPixelDiff
import Dispatch
import Foundation
import Pixels

/// The pixel loop behind every comparison: counts, anti-aliasing, region cells and, when asked,
/// pixelmatch's diff image, for a band of rows at a time. The loop is C's (`cpd_scan`), so that a
/// debug build compares at nearly the speed of a release one; bands run on every core.
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
        // A mask leaves unchanged pixels transparent: the output starts as zeros.
        var output: RGBAImage? = style.map { _ in RGBAImage(width: width, height: height) }
        let bands = parallel && width * height >= parallelThreshold ? (height + bandHeight - 1) / bandHeight : 1
        let rowsPerBand = bands == 1 ? height : bandHeight
        var counts = [cpd_counts](repeating: cpd_counts(), count: bands)
        withUnsafePointer(to: Self.options(tolerance, style)) { options in
            a.bytes.withUnsafeBufferPointer { aBytes in
                b.bytes.withUnsafeBufferPointer { bBytes in
                    grid.withCells { cells in
                        withOptionalMutableBytes(&output) { out in
                            counts.withUnsafeMutableBufferPointer { results in
                                let job = Band(
                                    a: aBytes.baseAddress!, b: bBytes.baseAddress!, width: width, height: height,
                                    options: options, output: out, cells: cells, cellColumns: cellColumns,
                                    counts: results.baseAddress!)
                                let run: @Sendable (Int) -> Void = { band in
                                    job.scan(
                                        rows: (band * rowsPerBand)..<min(height, (band + 1) * rowsPerBand), into: band)
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
        }
        let differing = counts.reduce(0) { $0 + $1.differing }
        let statistics = DiffStatistics(
            differingPixels: differing, antiAliasedPixels: counts.reduce(0) { $0 + $1.anti_aliased },
            darkerPixels: counts.reduce(0) { $0 + $1.darker }, totalPixels: width * height,
            largestDistance: tolerance.distance(fromDelta: counts.map(\.largest_delta).max() ?? 0),
            regions: grid.regions(maximum: ImageComparison.maximumRegions))
        return PixelScan(statistics: statistics, output: output)
    }

    /// The C scan's options for `tolerance` and, when a diff image is painted, `style`.
    static func options(_ tolerance: Tolerance, _ style: DiffImageStyle?) -> cpd_options {
        func bytes(_ color: RGBA?) -> (UInt8, UInt8, UInt8, UInt8) {
            (color?.red ?? 0, color?.green ?? 0, color?.blue ?? 0, color?.alpha ?? 0)
        }
        var levels: Int32 = 0
        if case .perChannel(let channelLevels) = tolerance.mode { levels = Int32(clamping: channelLevels) }
        return cpd_options(
            perceptual: tolerance.mode == .perceptual ? 1 : 0,
            max_delta: YIQ.maximumDelta * tolerance.threshold * tolerance.threshold, levels: levels,
            include_anti_aliasing: tolerance.includeAntiAliasing ? 1 : 0,
            checkerboard: tolerance.blending == .checkerboard ? 1 : 0, paint: style == nil ? 0 : 1,
            fade: style.map { $0.mask ? 0 : 1 } ?? 0, alpha: style?.alpha ?? 0,
            anti_aliasing_color: bytes(style?.antiAliasingColor), difference_color: bytes(style?.differenceColor),
            darker_color: bytes(style.map { $0.darkerColor ?? $0.differenceColor }))
    }

    /// Everything one band needs; read-only but for its own rows of `output`, its cells and its counts.
    struct Band: @unchecked Sendable {
        let a: UnsafePointer<UInt8>, b: UnsafePointer<UInt8>
        let width: Int, height: Int
        let options: UnsafePointer<cpd_options>
        let output: UnsafeMutablePointer<UInt8>?
        let cells: UnsafeMutablePointer<cpd_cell>
        let cellColumns: Int
        let counts: UnsafeMutablePointer<cpd_counts>

        func scan(rows: Range<Int>, into band: Int) {
            cpd_scan(
                a, b, Int32(width), Int32(height), Int32(rows.lowerBound), Int32(rows.upperBound), options, output,
                cells, Int32(cellColumns), counts + band)
        }
    }
}

/// The squared YIQ distance of the pixelmatch family, whose scale the thresholds are on.
enum YIQ {
    /// The largest possible squared YIQ distance (black against white).
    static let maximumDelta = 35215.0
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

private func withOptionalMutableBytes<R>(_ image: inout RGBAImage?, _ body: (UnsafeMutablePointer<UInt8>?) -> R) -> R {
    guard image != nil else { return body(nil) }
    return image!.bytes.withUnsafeMutableBufferPointer { body($0.baseAddress) }
}
