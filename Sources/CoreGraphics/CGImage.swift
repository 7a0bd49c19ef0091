import Foundation

/// Where a bitmap keeps its alpha channel, as Core Graphics' `CGImageAlphaInfo` (its raw values).
public enum CGImageAlphaInfo: UInt32, Hashable, Sendable {
    case none = 0, premultipliedLast = 1, premultipliedFirst = 2, last = 3, first = 4, noneSkipLast = 5
    case noneSkipFirst = 6, alphaOnly = 7
}

/// A bitmap image, as Core Graphics' `CGImage`: a grid of 8-bit RGBA pixels (sRGB, alpha not
/// premultiplied: ``alphaInfo`` is `.last`), as ImageIO decodes them and as `UIImage(cgImage:)`
/// draws them. CellSnap makes them through ImageIO's image sources, from bitmap `UIImage`s and
/// from bitmap contexts (`CGContext.makeImage()`).
///
/// ```swift
/// let image: CGImage? = UIImage(systemName: "star")?.cgImage   // nil: a symbol is no bitmap
/// ```
public final class CGImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row by row from the top, 4 bytes each (red, green, blue, alpha).
    package let rgba: [UInt8]

    /// An image of `width` by `height` pixels from `rgba`, which holds `width * height * 4` bytes;
    /// `nil` when it does not, or a side is not positive.
    package init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height * 4).partialValue == rgba.count
        else { return nil }
        (self.width, self.height, self.rgba) = (width, height, rgba)
    }

    /// Bits of each colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits of each pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes of each row: 4 a pixel, no padding.
    public var bytesPerRow: Int { width * 4 }
    /// Where alpha is: last, not premultiplied.
    public var alphaInfo: CGImageAlphaInfo { .last }
    /// The pixels' layout: ``alphaInfo``, integer components, in memory order (red, green, blue,
    /// alpha at increasing addresses).
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// The colour space of the pixels: sRGB, as ImageIO's decoding and CellSnap's drawing give them.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// Whether the image is a mask: never here.
    public var isMask: Bool { false }
    /// Whether the image is interpolated when scaled: always, as CellSnap draws bitmaps smoothly.
    public var shouldInterpolate: Bool { true }

    /// The part of the image inside `rect` (in pixels, rounded outwards as Core Graphics does),
    /// clipped to the image; `nil` when nothing of it is inside.
    public func cropping(to rect: CGRect) -> CGImage? {
        let integral = rect.standardized.integral
        let left = max(0, Int(integral.minX)), top = max(0, Int(integral.minY))
        let right = min(width, Int(integral.maxX)), bottom = min(height, Int(integral.maxY))
        guard right > left, bottom > top else { return nil }
        var bytes = [UInt8]()
        bytes.reserveCapacity((right - left) * (bottom - top) * 4)
        for row in top..<bottom { bytes += rgba[(row * width + left) * 4..<(row * width + right) * 4] }
        return CGImage(width: right - left, height: bottom - top, rgba: bytes)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.rgba == rhs.rgba)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
}
