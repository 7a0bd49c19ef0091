import Foundation
import Pixels

// Implementation-only, as Pixels imports CPNGShim (PNG.swift says why): CellSnapUIKit loads Rendering
// (for the PDFs an app draws), and a module that imports CellSnap's UIKit without depending on
// CCairo, such as swift-custom-dump's or swift-snapshot-testing's `#if canImport(UIKit)` branch,
// cannot find the C module's map. Every file of Rendering imports its C modules this way; no type
// here stores a C type.
@_implementationOnly import CCairo

/// Something a ``GraphicsContext`` draws on: an ``ImageSurface`` or an ``SVGSurface``.
public class Surface {
    let surface: OpaquePointer

    init(surface: OpaquePointer, operation: String) throws {
        self.surface = surface
        try Surface.check(cairo_surface_status(surface), operation)
    }

    deinit { cairo_surface_destroy(surface) }

    static func check(_ status: cairo_status_t, _ operation: String) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderingError.cairo(operation: operation, message: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The largest side, in device pixels, of any surface CellSnap creates.
    public static let maximumPixelSide = 16384

    /// The most pixels of a bitmap CellSnap renders (64 Mi, 256 MiB of ARGB): the most a PNG it
    /// writes or reads may hold (`PNG.maximumPixels`).
    public static let maximumPixels = PNG.maximumPixels
}

/// A bitmap surface in Cairo's premultiplied ARGB32 format.
public final class ImageSurface: Surface {
    /// The width in device pixels.
    public let pixelWidth: Int
    /// The height in device pixels.
    public let pixelHeight: Int

    /// Creates a transparent surface of `pixelWidth` x `pixelHeight` device pixels.
    ///
    /// - Throws: ``RenderingError/cairo(operation:message:)`` when Cairo refuses the size
    ///   (for example a negative width gives "invalid value (typically too big) for the size of the input (surface, pattern, etc.)").
    public init(pixelWidth: Int, pixelHeight: Int) throws {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        let width = Int32(clamping: pixelWidth), height = Int32(clamping: pixelHeight)
        try super.init(
            surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
            operation: "create a \(pixelWidth) x \(pixelHeight) image surface")
    }

    /// A surface that draws into the `pixelWidth` x `pixelHeight` pixels at `pixels`, rows
    /// `bytesPerRow` apart (``bytesPerRow(forWidth:)``), which outlive it: its pixels are whatever
    /// the memory held until they are cleared or painted over.
    init(pixelWidth: Int, pixelHeight: Int, drawingInto pixels: UnsafeMutableRawPointer, bytesPerRow: Int) throws {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        try super.init(
            surface: cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth),
                Int32(pixelHeight), Int32(bytesPerRow)),
            operation: "create a \(pixelWidth) x \(pixelHeight) image surface")
    }

    /// Cairo's row length, in bytes, for an image surface `pixelWidth` pixels wide (`nil` when it
    /// refuses the width).
    static func bytesPerRow(forWidth pixelWidth: Int) -> Int? {
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: pixelWidth))
        return stride > 0 ? Int(stride) : nil
    }

    /// Finishes what Cairo has pending, so that the memory holds every pixel drawn.
    func flush() throws {
        cairo_surface_flush(surface)
        try Surface.check(cairo_surface_status(surface), "read the image surface")
    }

    /// Makes every pixel transparent again.
    public func clear() throws {
        let context = try GraphicsContext(self)
        context.setBlendMode(.clear)
        context.paint()
        try context.checkStatus("clear the image surface")
    }

    /// The pixels drawn so far, converted to straight-alpha RGBA, in the storage of `spare` when
    /// nothing else holds it and it is large enough (``RGBAImage/reusingStorage(of:width:height:fill:)``).
    public func makeImage(reusing spare: consuming RGBAImage? = nil) throws -> RGBAImage {
        var storage = consume spare
        return try withPixels { pixels in
            RGBAImage(
                premultipliedARGB32: pixels.bytes, width: pixels.width, height: pixels.height,
                bytesPerRow: pixels.bytesPerRow, reusing: storage.take())
        }
    }

    /// Calls `body` with the pixels drawn so far, as Cairo keeps them (premultiplied ARGB32), valid
    /// only during the call and while nothing draws on the surface.
    public func withPixels<T>(_ body: (PremultipliedPixels) throws -> T) throws -> T {
        try flush()
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderingError.cairo(operation: "read the image surface", message: "no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let buffer = UnsafeRawBufferPointer(start: data, count: stride * pixelHeight)
        return try body(PremultipliedPixels(bytes: buffer, width: pixelWidth, height: pixelHeight, bytesPerRow: stride))
    }
}

/// A vector surface that records drawing as an SVG 1.1 document, one user unit per point.
public final class SVGSurface: Surface {
    private let sink: SVGSink

    /// Creates an SVG surface of `width` x `height` points.
    public init(width: Double, height: Double) throws {
        let sink = SVGSink()
        self.sink = sink
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<SVGSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        try super.init(
            surface: cairo_svg_surface_create_for_stream(
                write, Unmanaged.passUnretained(sink).toOpaque(), width, height),
            operation: "create a \(width) x \(height) SVG surface")
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
    }

    /// Finishes the document and returns it, with Cairo's process-wide element ids renumbered from
    /// the start of this document, so that the same drawing always gives the same bytes.
    public func finish() throws -> Data {
        cairo_surface_finish(surface)
        try Surface.check(cairo_surface_status(surface), "finish the SVG document")
        return Data(SVGIdentifiers.normalized(String(decoding: sink.bytes, as: UTF8.self)).utf8)
    }
}

/// Collects the bytes Cairo streams out of an SVG surface.
private final class SVGSink {
    var bytes: [UInt8] = []
}

/// Renumbers the ids Cairo's SVG surface gives to glyphs, clips, surfaces, patterns, masks and
/// images, which come from process-wide counters, in the order they first appear.
enum SVGIdentifiers {
    static func normalized(_ svg: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"(?<=id="|#)([A-Za-z]+)(\d+(?:-\d+)?)(?=["\)])"#)
        let text = svg as NSString
        var renamed: [String: String] = [:]
        var counters: [String: Int] = [:]
        var result = ""
        var cursor = 0
        for match in pattern.matches(in: svg, range: NSRange(location: 0, length: text.length)) {
            let whole = text.substring(with: match.range)
            let prefix = text.substring(with: match.range(at: 1))
            let name =
                renamed[whole]
                ?? {
                    let next = counters[prefix, default: 0]
                    counters[prefix] = next + 1
                    renamed[whole] = "\(prefix)\(next)"
                    return "\(prefix)\(next)"
                }()
            result += text.substring(with: NSRange(location: cursor, length: match.range.location - cursor)) + name
            cursor = match.range.location + match.range.length
        }
        return result + text.substring(from: cursor)
    }
}
