import Foundation

@_implementationOnly import CCairo

/// What a PDF document says about itself (its information dictionary), as UIKit's
/// `documentInfo` keys (`kCGPDFContextTitle` and the rest) give it.
public struct PDFDocumentInfo: Hashable, Sendable {
    public var title: String?
    public var author: String?
    public var subject: String?
    public var keywords: String?
    public var creator: String?

    /// Creates document information; every field is optional.
    public init(
        title: String? = nil, author: String? = nil, subject: String? = nil, keywords: String? = nil,
        creator: String? = nil
    ) {
        (self.title, self.author, self.subject, self.keywords, self.creator) = (
            title, author, subject, keywords, creator
        )
    }
}

/// A vector surface that writes a PDF document (Cairo's PDF surface), one PDF unit per point, a
/// page at a time. Cairo stamps a document with the time its surface was made; CellSnap pins
/// that creation date to ``creationDate``, so that the same drawing always gives the same bytes.
///
/// ```swift
/// let surface = try PDFSurface(width: 612, height: 792)
/// let data = try surface.finish()   // one empty US Letter page
/// ```
public final class PDFSurface: Surface {
    private let sink: PDFSink
    /// The creation date every document says it has: the start of 2001 (Core Foundation's
    /// reference date), which no real document date can be mistaken for.
    public static let creationDate = "2001-01-01T00:00:00Z"

    /// Creates a PDF surface whose first page is `width` x `height` points.
    public init(width: Double, height: Double, info: PDFDocumentInfo = PDFDocumentInfo()) throws {
        let sink = PDFSink()
        self.sink = sink
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PDFSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        try super.init(
            surface: cairo_pdf_surface_create_for_stream(
                write, Unmanaged.passUnretained(sink).toOpaque(), width, height),
            operation: "create a \(width) x \(height) PDF surface")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.creationDate)
        let fields: [(cairo_pdf_metadata_t, String?)] = [
            (CAIRO_PDF_METADATA_TITLE, info.title), (CAIRO_PDF_METADATA_AUTHOR, info.author),
            (CAIRO_PDF_METADATA_SUBJECT, info.subject), (CAIRO_PDF_METADATA_KEYWORDS, info.keywords),
            (CAIRO_PDF_METADATA_CREATOR, info.creator),
        ]
        for case (let key, let value?) in fields { cairo_pdf_surface_set_metadata(surface, key, value) }
    }

    /// Sets the size of the page drawn next, before anything is drawn on it.
    public func setPageSize(width: Double, height: Double) {
        cairo_pdf_surface_set_size(surface, width, height)
    }

    /// Ends the current page: what is drawn next goes on a new page.
    public func showPage() throws {
        cairo_surface_show_page(surface)
        try Surface.check(cairo_surface_status(surface), "end a PDF page")
    }

    /// Finishes the document and returns its bytes.
    public func finish() throws -> Data {
        cairo_surface_finish(surface)
        try Surface.check(cairo_surface_status(surface), "finish the PDF document")
        return Data(sink.bytes)
    }
}

/// Collects the bytes Cairo streams out of a PDF surface.
private final class PDFSink {
    var bytes: [UInt8] = []
}
