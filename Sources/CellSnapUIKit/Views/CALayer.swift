import CellModel
import CoreGraphics
import Primitives

/// The layer behind a view, as Core Animation's `CALayer`: what a view's corners, border,
/// transform and shadow look like, and whether its content is clipped. CellSnap draws these as
/// part of the view.
///
/// A shadow is drawn as CellSnap draws every shadow (`ShadowLayers`): translucent copies of the
/// shape, growing by ``shadowRadius``, moved by ``shadowOffset``. Its shape is ``shadowPath`` when
/// it is a rectangle, rounded rectangle or oval (as `UIBezierPath(roundedRect:cornerRadius:)` and
/// `CGPath(rect:transform:)` make them), else the view's rounded bounds when it has a background
/// colour; a shadow of another path, or of a view without a background (Core Animation casts it
/// from the content's own alpha), is refused when the view is drawn. A layer that masks to its
/// bounds clips its shadow away, as Core Animation's does.
@preconcurrency @MainActor public final class CALayer {
    /// The radius of the rounded corners of the background, the border and (with
    /// ``masksToBounds``) an image view's image.
    public var cornerRadius: CGFloat = 0 { didSet { noteDrawnStateChange() } }
    /// The shape of the rounded corners.
    public var cornerCurve = CALayerCornerCurve.circular { didSet { noteDrawnStateChange() } }
    /// The corners that are rounded; all four by default.
    public var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
        didSet { noteDrawnStateChange() }
    }
    /// The width of the border, drawn inside the bounds and above the subviews, as Core Animation does.
    public var borderWidth: CGFloat = 0 { didSet { noteDrawnStateChange() } }
    /// The colour of the border; opaque black by default, as Core Animation's.
    public var borderColor: CGColor? = UIColor.black.cgColor { didSet { noteDrawnStateChange() } }
    /// Whether the content and subviews are clipped to the bounds.
    public var masksToBounds = false { didSet { noteDrawnStateChange() } }
    /// The transform of the layer about its centre (its view's ``UIView/transform``), drawn without
    /// perspective: a transform with perspective is refused when the view is drawn.
    public var transform = CATransform3DIdentity { didSet { noteDrawnStateChange() } }

    /// The colour of the shadow; opaque black by default, as Core Animation's.
    public var shadowColor: CGColor? = UIColor.black.cgColor { didSet { noteDrawnStateChange() } }
    /// The opacity of the shadow, 0 to 1; 0 (no shadow) by default.
    public var shadowOpacity: Float = 0 { didSet { noteDrawnStateChange() } }
    /// How far the shadow is moved; 3 pt up by default, as Core Animation's `(0, -3)`.
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { noteDrawnStateChange() } }
    /// How far the shadow blurs beyond the shape; 3 pt by default.
    public var shadowRadius: CGFloat = 3 { didSet { noteDrawnStateChange() } }
    /// The shape of the shadow, in the layer's coordinates; `nil` casts the layer's own.
    public var shadowPath: CGPath? { didSet { noteDrawnStateChange() } }

    /// The affine part of ``transform``.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets ``transform`` to the 3D form of `m`.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// How many times what the layer draws was assigned (see ``DrawnStateLedger``).
    private(set) var drawnStateChanges = 0

    init() {}

    private func noteDrawnStateChange() { drawnStateChanges &+= 1 }
}

/// The shape of a layer's rounded corners, as `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The continuous curve of iOS's own rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")

    var model: CornerCurve { self == .continuous ? .continuous : .circular }
}

/// The corners a layer rounds, as `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

extension UIColor {
    /// The colour resolved for the current traits, as a `CGColor`.
    public var cgColor: CGColor { CGColor(resolved(UITraitCollection.current.cellSnapTraits)) }

    /// A colour with a `CGColor`'s components.
    public convenience init(cgColor: CGColor) {
        self.init(
            red: CGFloat(cgColor.color.red), green: CGFloat(cgColor.color.green), blue: CGFloat(cgColor.color.blue),
            alpha: CGFloat(cgColor.color.alpha))
    }
}
