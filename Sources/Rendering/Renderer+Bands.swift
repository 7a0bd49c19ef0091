import DisplayList
import Pixels
import Primitives

extension Renderer {
    /// The most device pixels one band of a tall image holds (16 Mi: 64 MiB of pixels); a band is
    /// also at most ``Surface/maximumPixelSide`` tall.
    static let maximumBandPixels = 1 << 24

    /// Renders `list` into a bitmap at `scale`, however tall it is within what a PNG holds (at
    /// most ``PNG/maximumSide`` px wide, ``PNG/maximumHeight`` px tall and ``PNG/maximumPixels``
    /// pixels, checked before anything is drawn): the whole content of a long screen. A canvas
    /// taller than one surface (``Surface/maximumPixelSide``) is drawn in bands, one surface at a
    /// time, each the same drawing moved up by a whole number of device pixels, and their rows are
    /// joined top to bottom: the pixels one surface of that height would hold. Memory stays bounded
    /// by the image and one band (``maximumBandPixels``).
    ///
    /// - Throws: ``RenderingError/invalidSize(width:height:scale:reason:)`` for an empty,
    ///   non-finite or oversized canvas; Cairo's own error if drawing fails.
    public func wholeImage(_ list: DisplayList, scale: Double) throws -> RenderedImage {
        let (width, height) = try Self.wholePixelSize(of: list.size, scale: scale)
        let bandHeight = max(1, min(Surface.maximumPixelSide, Self.maximumBandPixels / width))
        guard height > Surface.maximumPixelSide else { return try image(list, scale: scale) }
        return try bands(list, scale: scale, width: width, height: height, bandHeight: bandHeight)
    }

    /// `list` drawn in bands of `bandHeight` device pixels into one `width` x `height` image.
    func bands(_ list: DisplayList, scale: Double, width: Int, height: Int, bandHeight: Int) throws -> RenderedImage {
        var joined = [UInt8]()
        joined.reserveCapacity(width * height * 4)
        var warnings: [RenderWarning] = []
        var row = 0
        while row < height {
            let rows = min(bandHeight, height - row)
            // A new surface starts transparent, as the top of a single surface would.
            let surface = try ImageSurface(pixelWidth: width, pixelHeight: rows)
            for warning in try draw(list, on: surface, scale: scale, fromPixelRow: row)
            where !warnings.contains(warning) {
                warnings.append(warning)
            }
            joined += try surface.makeImage().bytes
            row += rows
        }
        return RenderedImage(image: RGBAImage(width: width, height: height, bytes: joined), warnings: warnings)
    }

    /// The pixel size of a whole image of `size` points at `scale` (see ``wholeImage(_:scale:)``).
    static func wholePixelSize(of size: Size, scale: Double) throws -> (width: Int, height: Int) {
        func refuse(_ reason: String) -> RenderingError {
            .invalidSize(width: size.width, height: size.height, scale: scale, reason: reason)
        }
        guard supportedScales.contains(scale) else {
            throw refuse(
                "the scale must be between \(TextForm.number(supportedScales.lowerBound)) and \(TextForm.number(supportedScales.upperBound))"
            )
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw refuse("the width and height must be positive and finite")
        }
        let width = (size.width * scale - 1e-9).rounded(.up), height = (size.height * scale - 1e-9).rounded(.up)
        guard width <= Double(PNG.maximumSide), height <= Double(PNG.maximumHeight),
            width * height <= Double(PNG.maximumPixels)
        else {
            throw refuse(
                "that is \(TextForm.number(width)) x \(TextForm.number(height)) px; the limits are \(PNG.maximumSide) px wide, \(PNG.maximumHeight) px tall and \(PNG.maximumPixels) pixels"
            )
        }
        return (Int(width), Int(height))
    }
}
