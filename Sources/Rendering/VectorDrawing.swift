import CCairo
import DisplayList
import Primitives
import VectorDocuments

extension GraphicsContext {
    /// Draws a vector image item: the document drawn by its library into the frame, as vectors on
    /// either surface, clipped to the rounded corners; a tinted item's shapes are painted in the
    /// tint through the document's alpha.
    ///
    /// SVG text is laid out by librsvg with Pango's default font map of this thread, which
    /// `engine` sets to its own, so that it finds only the fonts CellSnap is given.
    func draw(_ item: VectorImageItem, textEngine engine: TextEngine) throws {
        guard !item.frame.isEmpty else { return }
        let name = "an \(item.image.format.rawValue.uppercased()) image of \(item.image.data.count) bytes"
        let document: any DrawableDocument
        do {
            document = try item.image.makeDocument(name: name)
        } catch let error as VectorDocumentError {
            throw RenderingError.vectorImage(error.description)
        }
        engine.makeDefaultFontMapOfThisThread()
        try withSavedState {
            if item.cornerRadius > 0 {
                addPath(.roundedRect(item.frame, radii: CornerRadii(all: item.cornerRadius)))
                clip()
            }
            let drawDocument = {
                do {
                    try document.draw(into: self.cairo, in: item.frame)
                } catch let error as VectorDocumentError {
                    throw RenderingError.vectorImage(error.description)
                }
            }
            guard let tint = item.tint else { return try drawDocument() }
            cairo_push_group(cairo)
            do {
                try drawDocument()
            } catch {
                cairo_pattern_destroy(cairo_pop_group(cairo))
                throw error
            }
            let shapes = cairo_pop_group(cairo)
            defer { cairo_pattern_destroy(shapes) }
            setColor(tint)
            cairo_mask(cairo, shapes)
        }
        try checkStatus("draw \(name)")
    }
}
