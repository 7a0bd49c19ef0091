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
        let bandHeight = Self.bandHeight(forWidth: width)
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

    /// `list` at `scale` to be drawn a band at a time (``BandedRender``): the whole content of a
    /// screen past what a whole image holds (``wholeImage(_:scale:)``), up to ``PNG/maximumSide`` px
    /// wide and ``PNG/maximumBandedPixels`` pixels, checked before anything is drawn. Memory stays
    /// bounded by one band (``maximumBandPixels``) whatever the length.
    ///
    /// - Throws: ``RenderingError/invalidSize(width:height:scale:reason:)`` for an empty,
    ///   non-finite or oversized canvas.
    public func bandedImage(_ list: DisplayList, scale: Double) throws -> BandedRender {
        let (width, height) = try Self.wholePixelSize(of: list.size, scale: scale, banded: true)
        return BandedRender(list: list, scale: scale, width: width, height: height, missingGlyphs: missingGlyphs)
    }

    /// Whether a canvas of `size` points at `scale` fits one whole image (``wholeImage(_:scale:)``);
    /// past it, ``bandedImage(_:scale:)`` draws it in bands, or says why not.
    public static func fitsWholeImage(_ size: Size, scale: Double) -> Bool {
        (try? wholePixelSize(of: size, scale: scale)) != nil
    }

    /// The pixel size of a whole image of `size` points at `scale` (see ``wholeImage(_:scale:)``),
    /// or of one drawn in bands (``bandedImage(_:scale:)``) when `banded`.
    static func wholePixelSize(of size: Size, scale: Double, banded: Bool = false) throws -> (width: Int, height: Int) {
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
        let pixels = "that is \(TextForm.number(width)) x \(TextForm.number(height)) px"
        if banded {
            guard width <= Double(PNG.maximumSide), width * height <= Double(PNG.maximumBandedPixels) else {
                throw refuse(
                    "\(pixels); the limits of a whole content drawn in bands are \(PNG.maximumSide) px wide and \(PNG.maximumBandedPixels) pixels"
                )
            }
        } else {
            guard width <= Double(PNG.maximumSide), height <= Double(PNG.maximumHeight),
                width * height <= Double(PNG.maximumPixels)
            else {
                throw refuse(
                    "\(pixels); the limits are \(PNG.maximumSide) px wide, \(PNG.maximumHeight) px tall and \(PNG.maximumPixels) pixels"
                )
            }
        }
        return (Int(width), Int(height))
    }

    /// The rows of one band of a `width` px wide image: at most ``maximumBandPixels`` pixels and
    /// ``Surface/maximumPixelSide`` rows.
    static func bandHeight(forWidth width: Int) -> Int {
        max(1, min(Surface.maximumPixelSide, maximumBandPixels / width))
    }
}

/// A display list to be drawn a band of rows at a time: the whole content of a screen too long to
/// hold as one image. Each band is drawn on one reused surface (16 Mi pixels, at most 16,384
/// rows, cleared between bands), the same drawing moved up by a whole number of device pixels, so
/// that the bands hold the rows one surface of the whole height would. Written as PNG
/// (`PNG.encode(bands:text:source:)`) and compared with a reference (`PNG.compare(_:withBands:source:differingBand:)`)
/// band by band; nothing ever holds the whole image's pixels.
public struct BandedRender: BandedPixels, Sendable {
    /// What is drawn.
    public let list: DisplayList
    /// Device pixels per point.
    public let scale: Double
    /// The image's size in device pixels.
    public let width: Int, height: Int
    /// What the renderer does with characters no bundled font covers.
    let missingGlyphs: MissingGlyphPolicy

    /// Draws the bands top to bottom, with the calling thread's renderer, and calls `body` with
    /// each (valid during the call only).
    public func forEachBand(_ body: (PremultipliedPixels) throws -> Void) throws {
        let renderer = try Renderer(missingGlyphs: missingGlyphs)
        let bandHeight = Renderer.bandHeight(forWidth: width)
        let surface = try ImageSurface(pixelWidth: width, pixelHeight: min(bandHeight, height))
        var row = 0
        while row < height {
            let rows = min(bandHeight, height - row)
            // Cleared, the surface starts transparent, as the top of a single surface would.
            if row > 0 { try surface.clear() }
            _ = try renderer.draw(list, on: surface, scale: scale, fromPixelRow: row)
            try surface.withPixels { pixels in
                try body(
                    PremultipliedPixels(
                        bytes: pixels.bytes, width: width, height: rows, bytesPerRow: pixels.bytesPerRow))
            }
            row += rows
        }
    }
}
