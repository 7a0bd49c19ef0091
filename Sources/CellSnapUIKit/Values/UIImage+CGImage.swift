import CoreGraphics
import Foundation
import Pixels

extension UIImage {
    /// How an image's pixels are turned when drawn, as `UIImage.Orientation` (its raw values).
    public enum Orientation: Int, Hashable, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// The orientation of the same pixels mirrored left to right, as
        /// ``UIImage/withHorizontallyFlippedOrientation()`` gives it (`.left` turned and then mirrored
        /// is `.rightMirrored`).
        var horizontallyFlipped: Orientation {
            switch self {
            case .up: .upMirrored
            case .upMirrored: .up
            case .down: .downMirrored
            case .downMirrored: .down
            case .left: .rightMirrored
            case .rightMirrored: .left
            case .right: .leftMirrored
            case .leftMirrored: .right
            }
        }

        /// The orientation that turns pixels back: a quarter turn the other way, any other its own.
        var inverse: Orientation {
            switch self {
            case .left: .right
            case .right: .left
            default: self
            }
        }
    }

    /// A bitmap image of `cgImage`'s pixels at 1 pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// A bitmap image of `cgImage`'s pixels at `scale` pixels per point, turned as `orientation`
    /// says (its ``imageOrientation``). CellSnap turns the pixels once, here, so the image is
    /// drawn and measured as UIKit draws and measures it (`.left` and `.right` swap its width and
    /// height, the mirrored orientations flip it), and its ``cgImage`` is `cgImage` unturned.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let turned = Self.turn(
            RGBAImage(width: cgImage.width, height: cgImage.height, bytes: cgImage.rgba), orientation)
        self.init(source: .bitmap(BitmapPixels(turned), scale: scale), orientation: orientation)
    }

    /// The image's pixels as a Core Graphics image: a bitmap image's (a PNG's decoded), as they
    /// were before ``imageOrientation`` turned them, as UIKit's, or a drawn image's (a renderer's)
    /// as its renderer made them; `nil` for symbols and asset catalog images, which CellSnap
    /// draws only inside views, as UIKit's `cgImage` is `nil` for images that have no bitmap.
    public var cgImage: CGImage? {
        (cellSnapBitmap.map { Self.turn($0, imageOrientation.inverse) } ?? rasterizedDrawing).flatMap {
            CGImage(width: $0.width, height: $0.height, rgba: $0.bytes)
        }
    }

    /// The image decoded for display (iOS 15): the same pixels, as CellSnap decodes a bitmap
    /// before drawing it anyway; `nil` for a PNG that does not decode.
    public func preparingForDisplay() -> UIImage? {
        guard case .bitmap = source else { return self }
        return cellSnapBitmap == nil ? nil : self
    }

    /// Decodes the image for display and hands it to `completionHandler`, at once.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }

    /// The image made smaller to fit `size` (points at the image's scale), area-averaged and keeping
    /// its aspect ratio, as iOS 15's thumbnails; `nil` for an image that is not a bitmap.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard let bitmap = cgImage, size.width > 0, size.height > 0 else { return nil }
        let drawn = self.size  // the turned pixels' size, in points
        let fit = min(1, size.width / drawn.width, size.height / drawn.height)
        let width = max(1, Int((CGFloat(bitmap.width) * fit).rounded()))
        let height = max(1, Int((CGFloat(bitmap.height) * fit).rounded()))
        let smaller = fit < 1 ? Downscale.resample(bitmap, width: width, height: height) ?? bitmap : bitmap
        return UIImage(cgImage: smaller, scale: scale, orientation: imageOrientation)
    }

    /// Makes ``preparingThumbnail(of:)`` and hands it to `completionHandler`, at once.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// `image` turned as `orientation` says (EXIF's orientations 1 to 8: `.leftMirrored` is a
    /// transpose, `.rightMirrored` a transverse): each pixel of the result read from its source.
    static func turn(_ image: RGBAImage, _ orientation: Orientation) -> RGBAImage {
        if orientation == .up { return image }
        return turned(image, orientation)
    }

    /// `image` turned as ``turn(_:_:)`` says, read pixel by pixel.
    private static func turned(_ image: RGBAImage, _ orientation: Orientation) -> RGBAImage {
        let (w, h) = (image.width, image.height)
        let swaps = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let (outW, outH) = swaps ? (h, w) : (w, h)
        var out = RGBAImage(width: outW, height: outH)
        for y in 0..<outH {
            for x in 0..<outW {
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .upMirrored: (sx, sy) = (w - 1 - x, y)
                case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                case .downMirrored: (sx, sy) = (x, h - 1 - y)
                case .left: (sx, sy) = (w - 1 - y, x)
                case .leftMirrored: (sx, sy) = (y, x)
                case .right: (sx, sy) = (y, h - 1 - x)
                case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                }
                let from = (sy * w + sx) * 4, to = (y * outW + x) * 4
                out.bytes[to..<to + 4] = image.bytes[from..<from + 4]
            }
        }
        return out
    }
}
