import Foundation

/// A vector image: an SVG document or the first page of a PDF, kept as its own bytes and drawn
/// by the library made for it (librsvg, poppler) at whatever size and scale it is shown.
///
/// The intrinsic size is the document's own (an SVG's `width`/`height`, or its `viewBox` when
/// they are missing or relative; a PDF page's size in points). `VectorDocument.load` in the
/// `VectorDocuments` module reads a file, checks it and measures it.
///
/// ```swift
/// let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"/>"#.utf8)
/// let icon = VectorImage(format: .svg, data: svg, size: Size(width: 24, height: 24))
/// ```
public struct VectorImage: Hashable, Codable, Sendable {
    /// The kind of document.
    public enum Format: String, Hashable, Codable, Sendable, CaseIterable {
        case svg, pdf
    }

    public var format: Format
    /// The document's bytes, exactly as read.
    public var data: Data
    /// The intrinsic size in points.
    public var size: Size
    /// Whether the image is a template: its shapes are drawn in the tint colour (their alpha kept),
    /// as UIKit draws an image whose rendering mode is `.alwaysTemplate`.
    public var isTemplate: Bool

    /// Creates a vector image from a document's bytes and its intrinsic size in points.
    public init(format: Format, data: Data, size: Size, isTemplate: Bool = false) {
        self.format = format
        self.data = data
        self.size = size
        self.isTemplate = isTemplate
    }
}
