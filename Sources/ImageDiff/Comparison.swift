import Dispatch
import Foundation
import Pixels

/// A rectangle of pixels.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(
            x: x0, y: y0, width: max(x + width, other.x + other.width) - x0,
            height: max(y + height, other.y + other.height) - y0)
    }

    var area: Int { width * height }

    /// `WxH at (x, y)`
    public var description: String { "\(width)x\(height) at (\(x), \(y))" }
}

/// What a comparison found, pixel by pixel.
public struct DiffStatistics: Hashable, Sendable, Codable {
    /// Pixels that differ beyond the threshold and are not anti-aliasing.
    public var differingPixels: Int
    /// Pixels that differ but were recognised as anti-aliasing (not counted unless asked).
    public var antiAliasedPixels: Int
    /// Differing pixels that are darker in the actual image than in the reference.
    public var darkerPixels: Int
    /// The pixels compared.
    public var totalPixels: Int
    /// The largest colour distance between two pixels, `0...1`, on the threshold's scale
    /// (`sqrt(delta / 35215)`; per-channel mode: the largest channel difference / 255).
    public var largestDistance: Double
    /// The bounding boxes of the differing pixels, merged into at most ``ImageComparison/maximumRegions``.
    public var regions: [PixelRect]

    /// `differingPixels / totalPixels`.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
}

/// The outcome of comparing an actual image with its reference; each case carries its evidence.
public enum DiffResult: Hashable, Sendable {
    /// Byte for byte the same.
    case identical
    /// Not identical, but the differences are within the tolerance.
    case withinTolerance(DiffStatistics)
    /// Different beyond the tolerance.
    case different(DiffStatistics)
    /// The sizes differ; the common (top-left) area was compared.
    case sizeMismatch(reference: PixelSize, actual: PixelSize, commonArea: DiffStatistics)

    /// True for ``identical`` and ``withinTolerance(_:)``.
    public var passes: Bool {
        switch self {
        case .identical, .withinTolerance: true
        case .different, .sizeMismatch: false
        }
    }

    /// The statistics, when pixels were compared.
    public var statistics: DiffStatistics? {
        switch self {
        case .identical: nil
        case .withinTolerance(let statistics), .different(let statistics): statistics
        case .sizeMismatch(_, _, let statistics): statistics
        }
    }
}

/// A width and height in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int, height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// `WxH`
    public var description: String { "\(width)x\(height)" }
}

/// Compares images: an exact fast path, then pixelmatch's perceptual comparison (or a
/// per-channel one), serially or on every core.
///
/// ```swift
/// let result = ImageComparison.compare(reference, actual, tolerance: .exact)
/// if !result.passes { print(result.statistics!.regions) }
/// ```
public enum ImageComparison {
    /// Differing regions are merged until at most this many remain.
    public static let maximumRegions = 8

    /// Compares `actual` with `reference`. Images of different sizes are compared over their common area.
    ///
    /// - Parameter parallel: split large images into bands compared on every core (the result is the same).
    public static func compare(
        _ reference: RGBAImage, _ actual: RGBAImage, tolerance: Tolerance = .exact, parallel: Bool = true
    ) -> DiffResult {
        guard reference.width == actual.width, reference.height == actual.height else {
            let common = PixelSize(
                width: min(reference.width, actual.width), height: min(reference.height, actual.height))
            let statistics = PixelScan.run(
                reference.cropped(to: common), actual.cropped(to: common), tolerance: tolerance, style: nil,
                parallel: parallel
            ).statistics
            return .sizeMismatch(
                reference: PixelSize(width: reference.width, height: reference.height),
                actual: PixelSize(width: actual.width, height: actual.height), commonArea: statistics)
        }
        if reference.hasSameBytes(as: actual) { return .identical }
        let statistics = PixelScan.run(reference, actual, tolerance: tolerance, style: nil, parallel: parallel)
            .statistics
        return tolerance.accepts(differing: statistics.differingPixels, of: statistics.totalPixels)
            ? .withinTolerance(statistics) : .different(statistics)
    }

    /// pixelmatch's diff image of two images of the same size: unchanged pixels as faded grey,
    /// differences in red (or the darker colour), anti-aliasing in yellow; and the statistics.
    /// Images of different sizes are compared over their common area.
    public static func diffImage(
        _ reference: RGBAImage, _ actual: RGBAImage, tolerance: Tolerance = .exact, style: DiffImageStyle = .pixelmatch,
        parallel: Bool = true
    ) -> (image: RGBAImage, statistics: DiffStatistics) {
        let common = PixelSize(width: min(reference.width, actual.width), height: min(reference.height, actual.height))
        let scan = PixelScan.run(
            reference.cropped(to: common), actual.cropped(to: common), tolerance: tolerance, style: style,
            parallel: parallel)
        return (scan.output!, scan.statistics)
    }
}

extension RGBAImage {
    /// Whether both images hold the same bytes, compared at memory speed.
    func hasSameBytes(as other: RGBAImage) -> Bool {
        bytes.count == other.bytes.count
            && bytes.withUnsafeBytes { a in
                other.bytes.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
                }
            }
    }

    /// The top-left `size` of the image (the image itself when it already has that size).
    func cropped(to size: PixelSize) -> RGBAImage {
        if size.width == width && size.height == height { return self }
        var bytes = [UInt8]()
        bytes.reserveCapacity(size.width * size.height * 4)
        for y in 0..<size.height {
            bytes += self.bytes[(y * width * 4)..<(y * width * 4 + size.width * 4)]
        }
        return RGBAImage(width: size.width, height: size.height, bytes: bytes)
    }
}
