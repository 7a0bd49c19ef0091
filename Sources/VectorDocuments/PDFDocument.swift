import Foundation
import Primitives

@_implementationOnly import CPoppler

/// The first page of a PDF document loaded by poppler-glib: the one owner of its document and page.
///
/// A PDF whose first page uses a font that is not embedded is refused: poppler would look for a
/// substitute among the system's fonts, and renders would depend on the machine. A document past
/// ``PDFLimits`` is refused before poppler reads it.
package final class PDFDocument: DrawableDocument {
    private let document: OpaquePointer
    private let page: OpaquePointer
    private let name: String
    package let size: Size
    /// How many pages the document has (CellSnap draws the first).
    package let pageCount: Int

    package init(_ data: Data, name: String) throws {
        if let refusal = PDFCostScan.refusal(of: data) {
            throw VectorDocumentError(document: name, message: refusal)
        }
        // Poppler reads from the bytes for as long as the document lives; GBytes keeps its own copy.
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            throw VectorDocumentError(document: name, message: "poppler cannot read it: \(consume(error))")
        }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            g_object_unref(UnsafeMutableRawPointer(document))
            throw VectorDocumentError(document: name, message: "the PDF has no pages")
        }
        self.document = document
        self.page = page
        self.name = name
        pageCount = Int(poppler_document_get_n_pages(document))
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        size = Size(width: width, height: height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw VectorDocumentError(
                document: name, message: "its first page's size, \(width) x \(height), must be positive")
        }
        guard width <= PDFLimits.pageSide, height <= PDFLimits.pageSide else {
            throw VectorDocumentError(
                document: name,
                message:
                    "its first page is \(width) x \(height) pt; the limit is \(Int(PDFLimits.pageSide)) pt on a side")
        }
        if let font = Self.firstFontNotEmbedded(document) {
            throw VectorDocumentError(
                document: name,
                message:
                    "its first page uses the font '\(font)', which is not embedded; CellSnap draws only fonts it is given (embed the fonts when making the PDF)"
            )
        }
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    package func draw(into cairo: OpaquePointer, in frame: Rect) throws {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, frame.minX, frame.minY)
        cairo_scale(cairo, frame.width / size.width, frame.height / size.height)
        poppler_page_render(page, cairo)
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VectorDocumentError(
                document: name,
                message: "Cairo failed while poppler drew it: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// The name of the first font of the first page that is not embedded, if any.
    private static func firstFontNotEmbedded(_ document: OpaquePointer) -> String? {
        guard let info = poppler_font_info_new(document) else { return nil }
        defer { poppler_font_info_free(info) }
        var iterator: OpaquePointer?
        guard poppler_font_info_scan(info, 1, &iterator) != 0, let iterator else { return nil }
        defer { poppler_fonts_iter_free(iterator) }
        repeat {
            if poppler_fonts_iter_is_embedded(iterator) == 0 {
                return poppler_fonts_iter_get_name(iterator).map { String(cString: $0) } ?? "(unnamed)"
            }
        } while poppler_fonts_iter_next(iterator) != 0
        return nil
    }
}
