import Foundation
import Pixels
import Rendering

/// The image a snapshot check compares, records and leaves as an artifact: given as RGBA, or a
/// rendered surface converted to RGBA only when something needs the image. A check of a surface
/// compares its pixels with the reference's rows first (``ImageReference/read(at:comparingWith:reusing:)``),
/// so that a passing variant builds neither RGBA image. A render whose display list an earlier
/// variant drew is not drawn until its pixels are needed: the image data known to hold them
/// (``knownImage``) are written as its PNG, and match a reference with the same image data.
final class ActualImage {
    private var surface: ImageSurface?
    /// Draws the surface, for an image not drawn yet.
    private let draw: (() throws -> ImageSurface)?
    /// The converted image once made; before, the storage to convert into.
    private var image: RGBAImage?
    private var converted: Bool
    /// PNG image data known to hold this image's pixels: an earlier variant's (``init(known:drawing:reusing:)``),
    /// or found by this check (encoded, or a reference that holds the same pixels).
    private(set) var knownImage: PNGImageData?
    /// Whether ``knownImage`` are CellSnap's writer's bytes for these pixels (then they are written
    /// as the PNG; image data read from a reference only match references).
    private(set) var knownImageIsEncoded = false

    /// An image given as RGBA.
    init(_ image: RGBAImage) {
        (self.surface, self.draw, self.image, self.converted) = (nil, nil, image, true)
    }

    /// The pixels of `surface`, to be converted in the storage of `spare` when needed.
    init(surface: ImageSurface, reusing spare: consuming RGBAImage?) {
        (self.surface, self.draw, self.image, self.converted) = (surface, nil, spare, false)
    }

    /// The pixels `draw` draws, which `known` are known to hold (`encoded`: CellSnap's writer wrote
    /// them); drawn only when they are needed, then converted in the storage of `spare`.
    init(
        known: PNGImageData, encoded: Bool, drawing draw: @escaping () throws -> ImageSurface,
        reusing spare: consuming RGBAImage?
    ) {
        (self.surface, self.draw, self.image, self.converted) = (nil, draw, spare, false)
        (knownImage, knownImageIsEncoded) = (known, encoded)
    }

    /// Notes that a reference's image data, `found`, hold exactly these pixels.
    func learn(_ found: PNGImageData) {
        if knownImage == nil { knownImage = found }
    }

    /// The surface, drawn now if it was not.
    private func drawnSurface() throws -> ImageSurface? {
        if surface == nil, let draw { surface = try draw() }
        return surface
    }

    /// The image as RGBA, converted from the surface the first time.
    func rgba() throws -> RGBAImage {
        if !converted, let surface = try drawnSurface() {
            image = try surface.makeImage(reusing: image.take())
            converted = true
        }
        guard let image else { preconditionFailure("an actual image has pixels or a surface") }
        return image
    }

    /// The image as a PNG file: the image data known to hold it when CellSnap's writer wrote them,
    /// with `text`; else written straight from the surface's pixels when they are all opaque (no
    /// RGBA image is built), else from the converted image; the same bytes every way.
    func pngData(text: [String: String], source: String) throws -> Data {
        if knownImageIsEncoded, let knownImage { return try knownImage.file(text: text, source: source) }
        let data: Data
        if !converted, let surface = try drawnSurface(),
            let opaque = try surface.withPixels({ try PNG.encodeOpaque($0, text: text, source: source) })
        {
            data = opaque
        } else {
            data = try PNG.encode(rgba(), text: text, source: source)
        }
        knownImage = PNGImageData(file: data)
        knownImageIsEncoded = knownImage != nil
        return data
    }

    /// Calls `body` with the surface's pixels (drawing them if they were not), or with `nil` for an
    /// image given as RGBA.
    func withSurfacePixels<T>(_ body: (PremultipliedPixels?) throws -> T) throws -> T {
        guard let surface = try drawnSurface() else { return try body(nil) }
        return try surface.withPixels { try body($0) }
    }

    /// The converted image, or the storage that was not needed, for the next variant to reuse.
    func takeStorage() -> RGBAImage? {
        converted = false
        return image.take()
    }
}
