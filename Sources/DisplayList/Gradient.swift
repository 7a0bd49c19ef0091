import Primitives

/// A gradient filling a shape, as Core Animation's gradient layers draw one: colours blended
/// along an axis (`axial`), out from a centre (`radial`) or around a centre (`conic`). Points are
/// fractions of the shape's bounding rectangle (`(0, 0)` its top-left corner, `(1, 1)` its
/// bottom-right), so that the gradient moves and scales with its shape and is never mirrored.
///
/// - `axial`: from ``start`` to ``end``; beyond them the end colours continue.
/// - `radial`: an ellipse centred on ``start`` whose radii reach ``end`` (across and down).
/// - `conic`: around ``start``, the first stop at the angle of ``end`` from it, clockwise.
public struct Gradient: Hashable, Codable, Sendable {
    /// The shape of the colour blend.
    public enum Kind: String, Hashable, Codable, Sendable { case axial, radial, conic }

    /// A colour at a location from 0 (the start) to 1 (the end).
    public struct Stop: Hashable, Codable, Sendable {
        public var location: Double
        public var color: Color

        /// A stop of `color` at `location`.
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    public var kind: Kind
    /// The stops, in increasing location.
    public var stops: [Stop]
    public var start: Point
    public var end: Point

    /// A gradient of `kind` through `stops` from `start` to `end`.
    public init(kind: Kind, stops: [Stop], start: Point, end: Point) {
        self.kind = kind
        self.stops = stops
        self.start = start
        self.end = end
    }

    /// The stable text form: `axial (0.5, 0) -> (0.5, 1) #FF0000FF@0 #0000FFFF@1`.
    public var textForm: String {
        func point(_ p: Point) -> String { "(\(TextForm.number(p.x)), \(TextForm.number(p.y)))" }
        let colours = stops.map { "\($0.color.hexString)@\(TextForm.number($0.location))" }
        return ([kind.rawValue, point(start), "->", point(end)] + colours).joined(separator: " ")
    }
}

/// ``Gradient`` under a name of its own, for a module that declares a `Gradient` of its own
/// (CellSnap's SwiftUI, whose `Gradient` is SwiftUI's) and the struct `DisplayList` hides the
/// module's name.
public typealias DisplayGradient = Gradient
