import DisplayList
import Primitives
import VectorDocuments

@_implementationOnly import CCairo

extension GraphicsContext {
    /// Draws a vector image item: the document drawn by its library into the frame, as vectors on
    /// either surface, clipped to the rounded corners; a tinted item's shapes are painted in the
    /// tint through the document's alpha.
    ///
    /// SVG text is laid out by librsvg with Pango's default font map of this thread, which
    /// `engine` sets to its own, so that it finds only the fonts CellSnap is given.
    func draw(_ item: VectorImageItem, textEngine engine: TextEngine, documents: VectorDocumentCache) throws {
        guard !item.frame.isEmpty else { return }
        let name = "an \(item.image.format.rawValue.uppercased()) image of \(item.image.data.count) bytes"
        let document: any DrawableDocument
        do {
            document = try documents.document(for: item.image, name: name)
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

/// The documents a renderer has loaded, kept so that drawing the same image again (the next
/// variant of a cell) does not read it again. It belongs to the renderer's thread, as the library
/// objects do; it keeps the most recently drawn ``capacity`` documents.
final class VectorDocumentCache {
    static let capacity = 16
    private var documents: [VectorImage: any DrawableDocument] = [:]
    private var order: [VectorImage] = []

    func document(for image: VectorImage, name: String) throws -> any DrawableDocument {
        if let document = documents[image] {
            order.removeAll { $0 == image }
            order.append(image)
            return document
        }
        let document = try image.makeDocument(name: name)
        if order.count == Self.capacity { documents[order.removeFirst()] = nil }
        documents[image] = document
        order.append(image)
        return document
    }
}
