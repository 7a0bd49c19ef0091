import CellLayout
import DisplayList
import Foundation
import Primitives

// How CellSnap draws SwiftUI's gradients: a gradient's colours are resolved where the view is
// resolved (its environment's appearance), its geometry where the view is placed (a radial
// gradient's radii and an angular gradient's direction are in points, the display list's points
// fractions of the shape's bounds). Points are taken as they are written in both layout
// directions (`.leading` is the left edge), as SwiftUI draws a gradient in its view's own
// coordinates, which right-to-left layout moves but does not mirror.

/// A gradient resolved for drawing: its colours, and its geometry in the view's unit square.
struct ResolvedGradient: Sendable {
    enum Geometry: Sendable {
        case linear(start: Point, end: Point)
        case radial(center: Point, startRadius: Double, endRadius: Double)
        case angular(center: Point, startAngle: Double)
    }

    var stops: [DisplayGradient.Stop]
    var geometry: Geometry

    /// The display list's gradient over a shape of `size`.
    func gradient(in size: Size) -> DisplayGradient {
        switch geometry {
        case .linear(let start, let end):
            return DisplayGradient(kind: .axial, stops: stops, start: start, end: end)
        case .radial(let center, let startRadius, let endRadius):
            // Colours from `startRadius` to `endRadius`: the stops moved out along the radius.
            let moved = stops.map {
                DisplayGradient.Stop(
                    location: (startRadius + $0.location * (endRadius - startRadius)) / endRadius, color: $0.color)
            }
            let end = Point(
                x: center.x + endRadius / max(size.width, 1e-9), y: center.y + endRadius / max(size.height, 1e-9))
            return DisplayGradient(kind: .radial, stops: moved, start: center, end: end)
        case .angular(let center, let startAngle):
            // The direction of the first stop, in the bounds' fractions (a wide shape's are narrower).
            let end = Point(
                x: center.x + cos(startAngle) / max(size.width, 1e-9),
                y: center.y + sin(startAngle) / max(size.height, 1e-9))
            return DisplayGradient(kind: .conic, stops: stops, start: center, end: end)
        }
    }
}

/// A shape style that is a gradient.
protocol GradientShapeStyle: ShapeStyle {
    @MainActor func resolved(in environment: EnvironmentValues) throws -> ResolvedGradient
}

extension Gradient {
    /// The stops with their colours resolved in `environment`, in increasing location.
    @MainActor func resolvedStops(in environment: EnvironmentValues) throws -> [DisplayGradient.Stop] {
        let traits = environment.traits
        return try stops.map {
            DisplayGradient.Stop(
                location: Double($0.location), color: try $0.color.model(traits).resolved(for: traits.colorAppearance))
        }.sorted { $0.location < $1.location }
    }
}

extension UnitPoint {
    var point: Point { Point(x: Double(x), y: Double(y)) }
}

extension LinearGradient: GradientShapeStyle, ResolvableView {
    public var body: Never { primitiveBody("LinearGradient") }

    func resolved(in environment: EnvironmentValues) throws -> ResolvedGradient {
        ResolvedGradient(
            stops: try gradient.resolvedStops(in: environment),
            geometry: .linear(start: startPoint.point, end: endPoint.point))
    }
}

extension RadialGradient: GradientShapeStyle, ResolvableView {
    public var body: Never { primitiveBody("RadialGradient") }

    func resolved(in environment: EnvironmentValues) throws -> ResolvedGradient {
        guard startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius > startRadius else {
            throw CellSnapUIKitError(
                call: "RadialGradient(startRadius: \(startRadius), endRadius: \(endRadius))",
                reason: "CellSnap draws a radial gradient whose end radius is past its start radius")
        }
        return ResolvedGradient(
            stops: try gradient.resolvedStops(in: environment),
            geometry: .radial(center: center.point, startRadius: Double(startRadius), endRadius: Double(endRadius)))
    }
}

extension AngularGradient: GradientShapeStyle, ResolvableView {
    public var body: Never { primitiveBody("AngularGradient") }

    func resolved(in environment: EnvironmentValues) throws -> ResolvedGradient {
        // `AngularGradient(gradient:center:)` leaves both angles zero: a full turn, as SwiftUI draws it.
        let turn = endAngle.radians - startAngle.radians
        guard abs(turn) < 1e-9 || abs(turn - 2 * .pi) < 1e-9 else {
            throw CellSnapUIKitError(
                call: "AngularGradient(startAngle: \(startAngle.degrees)°, endAngle: \(endAngle.degrees)°)",
                reason:
                    "CellSnap draws an angular gradient over a full turn (endAngle 360° past startAngle, or equal to it)"
            )
        }
        return ResolvedGradient(
            stops: try gradient.resolvedStops(in: environment),
            geometry: .angular(center: center.point, startAngle: startAngle.radians))
    }
}

extension ResolvableView where Self: GradientShapeStyle {
    func resolve(in environment: EnvironmentValues) throws -> Piece {
        .gradient(Rectangle(), try resolved(in: environment))
    }
}
