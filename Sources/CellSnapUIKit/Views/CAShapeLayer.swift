import CellModel
import CoreGraphics
import DisplayList
import Foundation
import Primitives

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled with ``fillColor``
/// (opaque black by default) by ``fillRule``, then stroked with ``strokeColor`` (none by
/// default) ``lineWidth`` wide, with its caps, joins, miter limit and dashes, from ``strokeStart``
/// to ``strokeEnd`` of the path's length. The path is in the layer's coordinates and is not
/// clipped to the bounds unless the layer masks to them.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
/// ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 2, dy: 2)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemGreen.cgColor
/// ring.lineWidth = 4
/// ring.strokeEnd = 0.75
/// ```
///
/// Drawn with the view it belongs to, as its layer (``UIView/layerClass``) or a sublayer (see
/// ``CALayer``), above the layer's background and below its sublayers. A partial stroke
/// (``strokeStart`` above 0 or ``strokeEnd`` below 1) is drawn for a path of one subpath without
/// dashes; with several subpaths or dashes it is refused when drawn.
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
    /// The outline drawn; `nil` draws nothing.
    open var path: CGPath? { didSet { noteDrawnStateChange() } }
    /// The fill's colour; opaque black by default, `nil` for no fill.
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { noteDrawnStateChange() } }
    /// How the fill decides the inside of a self-crossing path; `.nonZero` by default.
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { noteDrawnStateChange() } }
    /// The stroke's colour; `nil` (no stroke) by default.
    open var strokeColor: CGColor? { didSet { noteDrawnStateChange() } }
    /// Where the stroke starts, as a fraction of the path's length; 0 by default.
    open var strokeStart: CGFloat = 0 { didSet { noteDrawnStateChange() } }
    /// Where the stroke ends, as a fraction of the path's length; 1 by default.
    open var strokeEnd: CGFloat = 1 { didSet { noteDrawnStateChange() } }
    /// The stroke's width; 1 by default.
    open var lineWidth: CGFloat = 1 { didSet { noteDrawnStateChange() } }
    /// How far a miter join may reach, in line widths; 10 by default.
    open var miterLimit: CGFloat = 10 { didSet { noteDrawnStateChange() } }
    /// The stroke's ends; `.butt` by default.
    open var lineCap = CAShapeLayerLineCap.butt { didSet { noteDrawnStateChange() } }
    /// The stroke's corners; `.miter` by default.
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { noteDrawnStateChange() } }
    /// How far into the dash pattern the stroke starts; 0 by default.
    open var lineDashPhase: CGFloat = 0 { didSet { noteDrawnStateChange() } }
    /// The dash lengths, painted and unpainted in turn; `nil` (a solid stroke) by default.
    open var lineDashPattern: [NSNumber]? { didSet { noteDrawnStateChange() } }

    /// A shape layer with no path.
    public required init() { super.init() }

    /// A copy of `layer` for Core Animation's presentation tree; here a new shape layer.
    public override init(layer: Any) { super.init(layer: layer) }

    /// A shape layer with the default values: CellSnap reads no archived layer (see ``CALayer/init(coder:)``).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The path's items as drawn in the layer's coordinates, or why they cannot be.
    final func cellSnapShapeItems() -> Result<[DisplayItem], CellSnapUIKitError> {
        guard let path, !path.isEmpty else { return .success([]) }
        let rule: FillRule = fillRule == .evenOdd ? .evenOdd : .nonZero
        var items: [DisplayItem] = []
        if let fillColor, fillColor.alpha > 0 {
            items.append(.shape(ShapeItem(shape: .path(path.path), fill: fillColor.color, fillRule: rule)))
        }
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0 else { return .success(items) }
        var stroke = Stroke(color: strokeColor.color, width: Double(lineWidth), position: .center)
        stroke.cap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        stroke.join = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        stroke.miterLimit = Double(miterLimit)
        stroke.dash = (lineDashPattern ?? []).map(\.doubleValue)
        stroke.dashPhase = stroke.dash.isEmpty ? 0 : Double(lineDashPhase)
        if stroke.dash.contains(where: { !$0.isFinite || $0 < 0 })
            || (!stroke.dash.isEmpty && stroke.dash.allSatisfy { $0 == 0 })
        {
            return .failure(
                CellSnapUIKitError(
                    call: "CAShapeLayer.lineDashPattern = \(stroke.dash)",
                    reason: "dash lengths are finite, not negative, and not all 0"))
        }
        let start = Double(min(1, max(0, strokeStart))), end = Double(min(1, max(0, strokeEnd)))
        guard end > start else { return .success(items) }
        if start > 0 || end < 1 {
            guard stroke.dash.isEmpty,
                path.path.elements.filter({ if case .move = $0 { true } else { false } }).count == 1
            else {
                return .failure(
                    CellSnapUIKitError(
                        call:
                            "CAShapeLayer.strokeStart/strokeEnd (\(start), \(end)) of a path of several subpaths or dashes",
                        reason: "CellSnap draws a partial stroke of one subpath without dashes"))
            }
            // The part from start to end of the length, as one dash.
            let length = path.cellSnapLength
            let gap = 2 * length + 1
            stroke.dash = [(end - start) * length, gap]
            stroke.dashPhase = (end - start) * length + gap - start * length
        }
        items.append(.shape(ShapeItem(shape: .path(path.path), stroke: stroke)))
        return .success(items)
    }
}

/// How a shape layer's fill decides the inside, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds around a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's stroke ends, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroke turns corners, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
