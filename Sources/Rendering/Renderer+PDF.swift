import DisplayList
import Foundation
import Primitives

extension Renderer {
    /// Renders `pages` as a PDF document, one page per display list at its size (one PDF unit per
    /// point), text as embedded font subsets, with `info` in its information dictionary. The same
    /// pages give the same bytes (see ``PDFSurface/creationDate``).
    public func pdf(_ pages: [DisplayList], info: PDFDocumentInfo = PDFDocumentInfo()) throws -> RenderedFile {
        guard let first = pages.first else {
            throw RenderingError.invalidSize(
                width: 0, height: 0, scale: 1, reason: "a PDF document needs at least one page")
        }
        for page in pages { _ = try Self.pixelSize(of: page.size, scale: 1) }
        let surface = try PDFSurface(width: first.size.width, height: first.size.height, info: info)
        var warnings: [RenderWarning] = []
        // Each page is ended by hand, so that an empty last page is written too (Cairo writes a
        // page it finishes only when something was drawn on it or it is the first).
        for page in pages {
            surface.setPageSize(width: page.size.width, height: page.size.height)
            warnings += try draw(page, on: surface, scale: 1)
            try surface.showPage()
        }
        return RenderedFile(data: try surface.finish(), warnings: warnings)
    }
}
