import CellModel
import CoreGraphics
import DisplayList
import Foundation
import Primitives

/// A layer that draws a gradient over its background, as Core Animation's `CAGradientLayer`:
/// colours blended along an axis (`.axial`, from ``startPoint`` to ``endPoint``), out from a
/// centre (`.radial`: an ellipse centred on ``startPoint`` whose radii reach ``endPoint``), or
/// around one (`.conic`: around ``startPoint``, starting towards ``endPoint``, clockwise). Points
/// are in the unit coordinate space of the layer's bounds, `(0, 0)` its top-left corner.
///
/// ```swift
/// final class FadeView: UIView {
///     override class var layerClass: AnyClass { CAGradientLayer.self }
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         let gradient = layer as! CAGradientLayer
///         gradient.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
///         gradient.locations = [0, 1]
///     }
///     required init?(coder: NSCoder) { nil }
/// }
/// ```
///
/// Drawn with the view it belongs to, as its layer or one of its layer's sublayers (see
/// ``CALayer``), with Cairo's gradients: colours between stops blend in sRGB as Core Animation
/// blends them; beyond the first and last stops the end colours continue. A colour that is not a
/// `CGColor`, or locations that do not pair with the colours, are refused when drawn.
@preconcurrency @MainActor open class CAGradientLayer: CALayer {
    /// The colours of the gradient, `CGColor`s; `nil` (or none) draws no gradient.
    open var colors: [Any]? { didSet { noteDrawnStateChange() } }
    /// Where each colour stops, from 0 to 1 in increasing order; `nil` spaces them evenly.
    open var locations: [NSNumber]? { didSet { noteDrawnStateChange() } }
    /// Where the gradient starts, in the unit space of the bounds; the top centre `(0.5, 0)` by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { noteDrawnStateChange() } }
    /// Where the gradient ends, in the unit space of the bounds; the bottom centre `(0.5, 1)` by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { noteDrawnStateChange() } }
    /// The gradient's shape; `.axial` by default.
    open var type = CAGradientLayerType.axial { didSet { noteDrawnStateChange() } }

    /// A gradient layer with no colours.
    public required init() { super.init() }

    /// A copy of `layer` for Core Animation's presentation tree; here a new gradient layer.
    public override init(layer: Any) { super.init(layer: layer) }

    /// A gradient layer with the default values: CellSnap reads no archived layer (see ``CALayer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The gradient as drawn, or why it cannot be.
    final func cellSnapGradient() -> Result<Gradient?, CellSnapUIKitError> {
        guard let colors, !colors.isEmpty else { return .success(nil) }
        var resolved: [Color] = []
        for (index, value) in colors.enumerated() {
            guard let color = value as? CGColor else {
                return .failure(
                    CellSnapUIKitError(
                        call: "CAGradientLayer.colors[\(index)] = \(Swift.type(of: value))",
                        reason: "a gradient's colours are CGColors (UIColor's cgColor)"))
            }
            resolved.append(color.color)
        }
        let stops: [Double]
        if let locations {
            guard locations.count == colors.count else {
                return .failure(
                    CellSnapUIKitError(
                        call: "CAGradientLayer.locations (\(locations.count) for \(colors.count) colours)",
                        reason: "each colour takes the location at its index"))
            }
            stops = locations.map(\.doubleValue)
        } else {
            stops =
                resolved.count == 1 ? [0] : resolved.indices.map { Double($0) / Double(resolved.count - 1) }
        }
        let kind: Gradient.Kind
        switch type {
        case .axial: kind = .axial
        case .radial: kind = .radial
        case .conic: kind = .conic
        default:
            return .failure(
                CellSnapUIKitError(
                    call: "CAGradientLayer.type = \"\(type.rawValue)\"", reason: "the types are axial, radial and conic"
                ))
        }
        return .success(
            Gradient(
                kind: kind, stops: zip(stops, resolved).map { .init(location: $0, color: $1) },
                start: Point(x: Double(startPoint.x), y: Double(startPoint.y)),
                end: Point(x: Double(endPoint.x), y: Double(endPoint.y))))
    }
}

/// The shape of a gradient layer's blend, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from the start point to an ellipse through the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, from the direction of the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
