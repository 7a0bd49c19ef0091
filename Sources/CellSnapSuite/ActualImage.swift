import Foundation
import Pixels
import Rendering

/// The image a snapshot check compares, records and leaves as an artifact: given as RGBA, or a
/// rendered surface converted to RGBA only when something needs the image. A check of a surface
/// compares its pixels with the reference's rows first (``ImageReference/read(at:comparingWith:reusing:)``),
/// so that a passing variant builds neither RGBA image.
final class ActualImage {
    private let surface: ImageSurface?
    /// The converted image once made; before, the storage to convert into.
    private var image: RGBAImage?
    private var converted: Bool

    /// An image given as RGBA.
    init(_ image: RGBAImage) {
        (self.surface, self.image, self.converted) = (nil, image, true)
    }

    /// The pixels of `surface`, to be converted in the storage of `spare` when needed.
    init(surface: ImageSurface, reusing spare: consuming RGBAImage?) {
        (self.surface, self.image, self.converted) = (surface, spare, false)
    }

    /// The image as RGBA, converted from the surface the first time.
    func rgba() throws -> RGBAImage {
        if !converted, let surface {
            image = try surface.makeImage(reusing: image.take())
            converted = true
        }
        guard let image else { preconditionFailure("an actual image has pixels or a surface") }
        return image
    }

    /// The image as a PNG file: written straight from the surface's pixels when they are all
    /// opaque (no RGBA image is built), else from the converted image; the same bytes either way.
    func pngData(text: [String: String], source: String) throws -> Data {
        if !converted, let surface,
            let data = try surface.withPixels({ try PNG.encodeOpaque($0, text: text, source: source) })
        {
            return data
        }
        return try PNG.encode(rgba(), text: text, source: source)
    }

    /// Calls `body` with the surface's pixels, or with `nil` for an image given as RGBA.
    func withSurfacePixels<T>(_ body: (PremultipliedPixels?) throws -> T) throws -> T {
        guard let surface else { return try body(nil) }
        return try surface.withPixels { try body($0) }
    }

    /// The converted image, or the storage that was not needed, for the next variant to reuse.
    func takeStorage() -> RGBAImage? {
        converted = false
        return image.take()
    }
}
