import CellSnapUIKit
import Foundation

/// Why data is not a drawing, as `PKDrawing(data:)` throws it: the problem, in its description.
public struct PKDrawingDataError: Error, CustomStringConvertible, LocalizedError, Sendable {
    public let description: String
    public var errorDescription: String? { description }
}

/// CellSnap's data format of a drawing: a JSON object `{"cellSnapPencilKitDrawing": 1, "strokes":
/// [...]}` whose strokes each hold their ink type's raw value, its colour as sRGB `[r, g, b, a]`,
/// their transform as `[a, b, c, d, tx, ty]`, their creation date in seconds since 2001 and their
/// points as `[x, y, timeOffset, width, height, opacity, force, azimuth, altitude, secondaryScale]`.
/// Keys are sorted, so the same drawing always gives the same bytes.
public enum PKDrawingDataFormat {
    /// The version the format's marker key holds.
    public static let version = 1

    struct Document: Codable {
        var cellSnapPencilKitDrawing: Int
        var strokes: [Stroke]
    }

    struct Stroke: Codable {
        var ink: String
        var color: [Double]
        var transform: [Double]
        var created: Double
        var points: [[Double]]
    }

    static func data(of strokes: [PKStroke]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let document = Document(cellSnapPencilKitDrawing: version, strokes: strokes.map(stroke(of:)))
        return (try? encoder.encode(document)) ?? Data()
    }

    static func strokes(from data: Data) throws -> [PKStroke] {
        guard let document = try? JSONDecoder().decode(Document.self, from: data) else {
            throw PKDrawingDataError(
                description: "PKDrawing(data:): the \(data.count) bytes are not a drawing in CellSnap's data format "
                    + "(PKDrawingDataFormat); data PencilKit wrote on a device is in Apple's undocumented format, "
                    + "which CellSnap does not read")
        }
        guard document.cellSnapPencilKitDrawing == version else {
            throw PKDrawingDataError(
                description: "PKDrawing(data:): format version \(document.cellSnapPencilKitDrawing) is not \(version)")
        }
        return try document.strokes.enumerated().map { try stroke(from: $0.element, at: $0.offset) }
    }

    private static func stroke(of stroke: PKStroke) -> Stroke {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        stroke.ink.color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let t = stroke.transform
        let points = stroke.path.map { point in
            [
                point.location.x, point.location.y, point.timeOffset, point.size.width, point.size.height,
                point.opacity, point.force, point.azimuth, point.altitude, point.secondaryScale,
            ].map { Double($0) }
        }
        return Stroke(
            ink: stroke.ink.inkType.rawValue, color: [red, green, blue, alpha].map { Double($0) },
            transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) },
            created: stroke.path.creationDate.timeIntervalSinceReferenceDate, points: points)
    }

    private static func stroke(from stroke: Stroke, at index: Int) throws -> PKStroke {
        func refuse(_ problem: String) -> PKDrawingDataError {
            PKDrawingDataError(description: "PKDrawing(data:): stroke \(index): \(problem)")
        }
        guard let type = PKInk.InkType(rawValue: stroke.ink) else { throw refuse("unknown ink type \"\(stroke.ink)\"") }
        guard stroke.color.count == 4 else { throw refuse("a colour has 4 components, not \(stroke.color.count)") }
        guard stroke.transform.count == 6 else {
            throw refuse("a transform has 6 numbers, not \(stroke.transform.count)")
        }
        let points = try stroke.points.map { values in
            guard values.count == 10 else { throw refuse("a point has 10 numbers, not \(values.count)") }
            let v = values.map { CGFloat($0) }
            return PKStrokePoint(
                location: CGPoint(x: v[0], y: v[1]), timeOffset: values[2], size: CGSize(width: v[3], height: v[4]),
                opacity: v[5], force: v[6], azimuth: v[7], altitude: v[8], secondaryScale: v[9])
        }
        let c = stroke.color.map { CGFloat($0) }
        let t = stroke.transform.map { CGFloat($0) }
        return PKStroke(
            ink: PKInk(type, color: UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])),
            path: PKStrokePath(
                controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: stroke.created)),
            transform: CGAffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
    }
}
