import Foundation
import Pixels
import Rendering

/// The image a snapshot check compares, records and leaves as an artifact: given as RGBA, or a
/// render as Cairo drew it, converted to RGBA only when something needs the image. A check of a
/// render compares its pixels with the reference's rows first (``ImageReference/read(at:comparingWith:reusing:)``),
/// so that a passing variant builds neither RGBA image. A render whose display list an earlier
/// variant drew is not drawn until its pixels are needed: the image data known to hold them
/// (``knownImage``) are written as its PNG, and match a reference with the same image data.
package final class ActualImage {
    /// Where the pixels are.
    enum Pixels {
        /// Given as RGBA.
        case rgba(RGBAImage)
        /// Drawn, as Cairo left them.
        case rendered(PremultipliedImage)
        /// Not drawn yet: `draw` draws them.
        case undrawn(draw: () throws -> PremultipliedImage)
    }

    private var pixels: Pixels
    /// PNG image data known to hold this image's pixels: an earlier variant's (``init(known:encoded:drawing:)``),
    /// or found by this check (encoded, or a reference that holds the same pixels).
    package private(set) var knownImage: PNGImageData?
    /// Whether ``knownImage`` are CellSnap's writer's bytes for these pixels (then they are written
    /// as the PNG; image data read from a reference only match references).
    package private(set) var knownImageIsEncoded = false

    /// An image given as RGBA.
    package init(_ image: RGBAImage) { pixels = .rgba(image) }

    /// A render.
    package init(rendered image: PremultipliedImage) { pixels = .rendered(image) }

    /// The pixels `draw` draws, which `known` are known to hold (`encoded`: CellSnap's writer wrote
    /// them); drawn only when they are needed.
    package init(known: PNGImageData, encoded: Bool, drawing draw: @escaping () throws -> PremultipliedImage) {
        pixels = .undrawn(draw: draw)
        (knownImage, knownImageIsEncoded) = (known, encoded)
    }

    /// Notes that a reference's image data, `found`, hold exactly these pixels.
    func learn(_ found: PNGImageData) {
        if knownImage == nil { knownImage = found }
    }

    /// The render, drawn now if it was not; `nil` for an image given as RGBA.
    private func render() throws -> PremultipliedImage? {
        switch pixels {
        case .rgba: return nil
        case .rendered(let image): return image
        case .undrawn(let draw): return try drawNow(draw)
        }
    }

    private func drawNow(_ draw: () throws -> PremultipliedImage) throws -> PremultipliedImage {
        let image = try draw()
        pixels = .rendered(image)
        return image
    }

    /// The image as RGBA: the render converted (once, `PremultipliedImage.rgba()`).
    func rgba() throws -> RGBAImage {
        switch pixels {
        case .rgba(let image): image
        case .rendered(let image): image.rgba()
        case .undrawn(let draw): try drawNow(draw).rgba()
        }
    }

    /// The image as a PNG file: the image data known to hold it when CellSnap's writer wrote them,
    /// with `text`; else the render's (straight from Cairo's words when they are all opaque), or
    /// the RGBA image's; the same bytes every way.
    package func pngData(text: [String: String], source: String) throws -> Data {
        if knownImageIsEncoded, let knownImage { return try knownImage.file(text: text, source: source) }
        let data: Data
        if let render = try render() {
            data = try render.pngData(text: text, source: source)
        } else {
            data = try PNG.encode(rgba(), text: text, source: source)
        }
        knownImage = PNGImageData(file: data)
        knownImageIsEncoded = knownImage != nil
        return data
    }

    /// Calls `body` with the render's pixels (drawing them if they were not), or with `nil` for an
    /// image given as RGBA.
    func withRenderedPixels<T>(_ body: (PremultipliedPixels?) throws -> T) throws -> T {
        guard let render = try render() else { return try body(nil) }
        return try render.withPixels { try body($0) }
    }
}
