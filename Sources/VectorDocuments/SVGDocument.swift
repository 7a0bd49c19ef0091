import Foundation
import Primitives

@_implementationOnly import CRsvg

/// An SVG document loaded by librsvg: the one owner of its `RsvgHandle`.
///
/// The handle has no base file, so librsvg itself resolves no reference to another file; the
/// document is also scanned first, so that such a reference is refused with a message rather
/// than silently drawn as nothing, and refused when drawing it would cost more than ``SVGLimits`` allow.
package final class SVGDocument: DrawableDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>
    private let name: String
    package let size: Size

    /// SVG user units ("px") per inch: one SVG pixel is one point, as Xcode imports SVG assets.
    static let dotsPerInch = 96.0

    package init(_ data: Data, name: String) throws {
        if let reference = Self.externalReference(in: data) {
            throw VectorDocumentError(
                document: name,
                message:
                    "refers to '\(reference)' outside the document; CellSnap loads nothing but the document itself (embed images as data: URLs)"
            )
        }
        if let refusal = SVGCostScan.refusal(of: data) {
            throw VectorDocumentError(document: name, message: refusal)
        }
        var error: UnsafeMutablePointer<GError>?
        let loaded = data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.bindMemory(to: guint8.self).baseAddress, gsize(bytes.count), &error)
        }
        guard let loaded else {
            throw VectorDocumentError(document: name, message: "librsvg cannot read it: \(consume(error))")
        }
        handle = loaded
        self.name = name
        rsvg_handle_set_dpi(handle, Self.dotsPerInch)
        do {
            size = try Self.intrinsicSize(handle, name: name)
        } catch {
            g_object_unref(handle)
            throw error
        }
    }

    deinit { g_object_unref(handle) }

    package func draw(into cairo: OpaquePointer, in frame: Rect) throws {
        var viewport = RsvgRectangle(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0 else {
            throw VectorDocumentError(document: name, message: "librsvg cannot draw it: \(consume(error))")
        }
    }

    /// The size from `width` and `height` in absolute units, else from the `viewBox`.
    private static func intrinsicSize(_ handle: UnsafeMutablePointer<RsvgHandle>, name: String) throws -> Size {
        var width = 0.0, height = 0.0
        var size: Size
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
            size = Size(width: width, height: height)
        } else {
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var lengthWidth = RsvgLength(), lengthHeight = RsvgLength(), viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(
                handle, &hasWidth, &lengthWidth, &hasHeight, &lengthHeight, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else {
                throw VectorDocumentError(
                    document: name,
                    message: "has no size: give its <svg> element a width and a height, or a viewBox")
            }
            size = Size(width: viewBox.width, height: viewBox.height)
        }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw VectorDocumentError(
                document: name,
                message: "its size, \(size.width) x \(size.height), must be positive")
        }
        return size
    }

    /// The first `href` or `url(...)` that names something other than a part of the document
    /// (`#id`) or embedded data (`data:`).
    static func externalReference(in data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        let patterns = [
            #"href\s*=\s*"([^"]*)""#, #"href\s*=\s*'([^']*)'"#, #"url\(\s*["']?([^"')]*)"#,
            #"@import\s+["']([^"']*)"#,
        ]
        for pattern in patterns {
            let expression = try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            let range = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: range) {
                guard let valueRange = Range(match.range(at: 1), in: text) else { continue }
                let value = text[valueRange].trimmingCharacters(in: .whitespacesAndNewlines)
                if !value.hasPrefix("#") && !value.lowercased().hasPrefix("data:") { return value }
            }
        }
        return nil
    }
}

/// A GError's message, freeing the error.
func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "no message" }
    defer { g_error_free(error) }
    let message = error.pointee.message.map { String(cString: $0) } ?? ""
    return message.isEmpty ? "no message" : message.trimmingCharacters(in: .whitespacesAndNewlines)
}
