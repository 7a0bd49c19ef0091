import CellSnapUIKit
import Foundation

/// A drawing, as PencilKit's `PKDrawing`: its strokes, with their bounds, transforms, images and
/// data.
///
/// ``dataRepresentation()`` writes CellSnap's own format (JSON of the strokes: ink type and
/// colour, transform, creation date and every point's values; see ``PKDrawingDataFormat``) and
/// ``init(data:)`` reads it back. Apple's format is undocumented, so data PencilKit wrote on a
/// device (a `.drawing` asset) is refused with a ``PKDrawingDataError`` that says so. A stroke's
/// mask is not kept in the data.
public struct PKDrawing: Equatable, Codable, @unchecked Sendable {
    public var strokes: [PKStroke]

    public init() { strokes = [] }

    public init<S: Sequence>(strokes: S) where S.Element == PKStroke { self.strokes = Array(strokes) }

    /// Reads data ``dataRepresentation()`` wrote; throws ``PKDrawingDataError`` for anything else.
    public init(data: Data) throws { strokes = try PKDrawingDataFormat.strokes(from: data) }

    /// The drawing in CellSnap's data format (``PKDrawingDataFormat``).
    public func dataRepresentation() -> Data { PKDrawingDataFormat.data(of: strokes) }

    /// The union of the strokes' ``PKStroke/renderBounds`` (`.null` for an empty drawing, as
    /// PencilKit answers).
    public var bounds: CGRect { strokes.reduce(CGRect.null) { $0.union($1.renderBounds) } }

    /// The strokes in `rect` of the drawing, drawn at `scale` pixels per point on a transparent
    /// image of `rect`'s size (``PKStroke`` says how a stroke is drawn).
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: rect, format: format).image { _ in
            for stroke in strokes { stroke.draw() }
        }
    }

    /// The drawing with every stroke's transform followed by `transform`.
    public func transformed(using transform: CGAffineTransform) -> PKDrawing {
        var result = self
        result.transform(using: transform)
        return result
    }

    public mutating func transform(using transform: CGAffineTransform) {
        for index in strokes.indices { strokes[index].transform = strokes[index].transform.concatenating(transform) }
    }

    /// The drawing with `drawing`'s strokes after its own.
    public func appending(_ drawing: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + drawing.strokes) }

    public mutating func append(_ drawing: PKDrawing) { strokes += drawing.strokes }

    /// The drawing with `strokes` after its own.
    public func appending(_ strokes: [PKStroke]) -> PKDrawing { PKDrawing(strokes: self.strokes + strokes) }

    /// Decodes one data value holding ``dataRepresentation()``'s bytes.
    public init(from decoder: any Decoder) throws {
        try self.init(data: try decoder.singleValueContainer().decode(Data.self))
    }

    /// Encodes one data value holding ``dataRepresentation()``'s bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dataRepresentation())
    }
}
