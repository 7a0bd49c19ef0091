import Foundation

/// How a bitmap's pixels are laid out, as Core Graphics' `CGBitmapInfo`: its alpha info (the low
/// five bits, a ``CGImageAlphaInfo`` raw value), whether components are floats, and the byte order.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

extension CGContext {
    /// What a bitmap context's image is made at: pixels a point, and whether it is opaque.
    package struct BitmapTarget: Hashable, Sendable {
        package var scale: Double
        package var isOpaque: Bool

        package init(scale: Double, isOpaque: Bool) {
            self.scale = scale
            self.isOpaque = isOpaque
        }
    }

    /// How the bitmap initialiser's pixels lie in memory: the size, the bytes of a row, the
    /// alpha info and byte order, and the colour space.
    package struct BitmapLayout {
        package let width: Int
        package let height: Int
        package let bytesPerRow: Int
        package let info: CGBitmapInfo
        package let space: CGColorSpace

        /// The alpha info of ``info``.
        package var alphaInfo: CGImageAlphaInfo {
            CGImageAlphaInfo(rawValue: info.intersection(.alphaInfoMask).rawValue) ?? .none
        }
    }

    /// The width in pixels of a context made with the bitmap initialiser; 0 for another context.
    public var width: Int { bitmapLayout?.width ?? 0 }
    /// The height in pixels of a context made with the bitmap initialiser; 0 for another context.
    public var height: Int { bitmapLayout?.height ?? 0 }
    /// The bytes of each row of `data`; 0 for a context not made with the bitmap initialiser.
    public var bytesPerRow: Int { bitmapLayout?.bytesPerRow ?? 0 }
    /// Bits of each component: 8 for a bitmap context (the only size CellSnap's take), else 0.
    public var bitsPerComponent: Int { bitmapLayout == nil ? 0 : 8 }
    /// Bits of each pixel: 32 for a bitmap context (four 8-bit components), else 0.
    public var bitsPerPixel: Int { bitmapLayout == nil ? 0 : 32 }
    /// The alpha info and byte order the context was made with (empty for another context).
    public var bitmapInfo: CGBitmapInfo { bitmapLayout?.info ?? [] }
    /// Where the alpha is in the context's pixels (`.none` for another context).
    public var alphaInfo: CGImageAlphaInfo { bitmapLayout?.alphaInfo ?? .none }
    /// The colour space the context was made with; `nil` for another context.
    public var colorSpace: CGColorSpace? { bitmapLayout?.space }

    /// The largest side, in pixels, of a bitmap context made with the bitmap initialiser.
    static let maximumBitmapSide = 16_384

    /// A bitmap context of `width` by `height` pixels, as Core Graphics' bitmap initialiser: its
    /// space is Core Graphics' own (the origin at the bottom left, y growing upwards), one point a
    /// pixel, transparent (or black, for an alpha info without alpha) until drawn into; read what
    /// it holds with `makeImage()` or `data`.
    ///
    /// ```swift
    /// let context = CGContext(
    ///     data: nil, width: 64, height: 64, bitsPerComponent: 8, bytesPerRow: 0,
    ///     space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    /// context?.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// context?.fill(CGRect(x: 0, y: 0, width: 64, height: 32))  // the bottom half
    /// ```
    ///
    /// With `data` `nil` the context keeps its pixels itself. With the app's own memory (at least
    /// `bytesPerRow` times `height` bytes, kept alive while the context draws), each paint is drawn
    /// into it as it is made, over what the memory holds, in the layout the alpha info and byte
    /// order give, as Core Graphics draws into it: the pattern an image comparison uses to read
    /// an image's bytes (`context.draw(image, in: rect)`, then the buffer).
    ///
    /// The context takes RGB spaces with 8-bit integer components; for anything else (a grey space,
    /// another component size, a side of no pixels or over 16,384) it is `nil`, as Core Graphics'
    /// is for parameters it does not take, and the reason is written to standard error.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let call = "CGContext(data:width: \(width), height: \(height), bitsPerComponent: \(bitsPerComponent), ...)"
        func refused(_ reason: String) -> Bool {
            reportToStandardError("\(call) is nil: \(reason)")
            return true
        }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        if !(1...Self.maximumBitmapSide).contains(width) || !(1...Self.maximumBitmapSide).contains(height),
            refused("each side must be 1 to \(Self.maximumBitmapSide) pixels")
        {
            return nil
        }
        if bitsPerComponent != 8 || info.contains(.floatComponents),
            refused("CellSnap's bitmaps have 8-bit integer components")
        {
            return nil
        }
        if space.model != .rgb, refused("CellSnap's bitmaps are RGB (a grey space is not made)") { return nil }
        let byteOrder = info.intersection(.byteOrderMask)
        if byteOrder == .byteOrder16Little || byteOrder == .byteOrder16Big,
            refused("a 16-bit byte order is not one of 32-bit pixels")
        {
            return nil
        }
        if bytesPerRow != 0 && bytesPerRow < width * 4, refused("\(bytesPerRow) bytes a row hold no \(width) pixels") {
            return nil
        }
        guard let alpha = CGImageAlphaInfo(rawValue: info.intersection(.alphaInfoMask).rawValue), alpha != .alphaOnly
        else {
            _ = refused("the alpha info \(info.intersection(.alphaInfoMask).rawValue) is not an RGB bitmap's")
            return nil
        }
        self.init(recordingSize: CGSize(width: width, height: height))
        bitmapLayout = BitmapLayout(
            width: width, height: height, bytesPerRow: bytesPerRow == 0 ? width * 4 : bytesPerRow, info: info,
            space: space)
        bitmapTarget = BitmapTarget(scale: 1, isOpaque: [.none, .noneSkipFirst, .noneSkipLast].contains(alpha))
        appPixels = data
        // Core Graphics' space: y grows upwards from the bottom edge.
        concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }
}

/// Writes `message` to standard error as CellSnap's notes of a call it answers differently from
/// iOS (`CellSnap: <message>`), and goes on.
package func reportToStandardError(_ message: String) {
    FileHandle.standardError.write(Data("CellSnap: \(message)\n".utf8))
}
