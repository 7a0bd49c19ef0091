import CellLayout
import CellModel
import CoreGraphics
import DisplayList
import Primitives

extension UIView {
    /// The transform of the view about its centre, as UIKit's `transform`: drawn, and not seen by
    /// Auto Layout (which lays out the untransformed frame, as UIKit's does since iOS 8). CellSnap
    /// keeps ``frame`` the untransformed frame (UIKit gives a transformed view's bounding box).
    ///
    /// ```swift
    /// let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    /// badge.transform = CGAffineTransform(rotationAngle: .pi / 12)
    /// ```
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The 3D transform of the view about its centre, as UIKit's `transform3D`: its layer's
    /// ``CALayer/transform``, drawn with its perspective as seen from the front.
    ///
    /// ```swift
    /// let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    /// var turned = CATransform3DIdentity
    /// turned.m34 = -1 / 500
    /// card.transform3D = CATransform3DRotate(turned, .pi / 6, 0, 1, 0)
    /// ```
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The view's appearance resolved for `traits`: background, alpha, corners, border, clipping
    /// and transform.
    func cellSnapBaseAppearance(traits: Traits) -> ViewTree.Appearance {
        let radius = Double(layer.cornerRadius), corners = layer.maskedCorners
        func corner(_ mask: CACornerMask) -> Double { corners.contains(mask) ? radius : 0 }
        let radii = CornerRadii(
            topLeft: corner(.layerMinXMinYCorner), topRight: corner(.layerMaxXMinYCorner),
            bottomRight: corner(.layerMaxXMaxYCorner), bottomLeft: corner(.layerMinXMaxYCorner),
            cornerCurve: layer.cornerCurve.model)
        let (gradient, gradientRefusal) = layer.cellSnapDrawnGradient()
        let (sublayers, sublayerRefusal) = layer.cellSnapDrawnSublayers()
        let (shape, shapeRefusal) = layer.cellSnapLayerContents()
        let (drawn, drawingRefusal) = cellSnapDrawnContent(traits: traits)
        var mask: ViewTree.Mask?, maskRefusal: CellSnapUIKitError?
        switch cellSnapMask() {
        case .success(let clip): mask = clip
        case .failure(let error): maskRefusal = error
        }
        let pattern = backgroundColor?.pattern
        let refusal =
            pattern?.refusal.map {
                CellSnapUIKitError(
                    call: "\(LayoutItemName.name(of: self)).backgroundColor = \($0.call)", reason: $0.reason)
            }
            ?? gradientRefusal ?? sublayerRefusal ?? shapeRefusal ?? drawingRefusal ?? maskRefusal
        return ViewTree.Appearance(
            backgroundColor: pattern == nil ? backgroundColor?.resolved(traits) : nil, backgroundPattern: pattern?.fill,
            alpha: Double(min(1, max(0, alpha))),
            isHidden: isHidden || layer.cellSnapFacesAway, cornerRadii: radii,
            border: layer.borderWidth > 0
                ? layer.borderColor.map { Stroke(color: $0.color, width: Double(layer.borderWidth)) } : nil,
            clipsToBounds: clipsToBounds,
            transform: layer.transform.isDrawnAffinely ? layer.cellSnapTransformAboutCentre : .identity,
            shadow: layer.cellSnapShadow(clippedByView: clipsToBounds),
            refusal: refusal.map(ViewTree.Refusal.init), gradient: gradient, sublayers: sublayers,
            contents: shape + (drawn ?? []), mask: mask, transform3D: layer.cellSnapTransform3D,
            anchorPoint: Point(x: Double(layer.anchorPoint.x), y: Double(layer.anchorPoint.y)),
            anchorPointZ: Double(layer.anchorPointZ), sublayerTransform: layer.cellSnapSublayerTransform)
    }
}

extension ViewTree {
    /// A refusal kept with a view's appearance until the views are laid out.
    struct Refusal: Hashable, Sendable {
        var call: String
        var reason: String

        init(_ error: CellSnapUIKitError) { (call, reason) = (error.call, error.reason) }
    }

    /// The first thing a view of the tree (or its host cell) asks that cannot be drawn: thrown
    /// once the views are laid out for drawing.
    var layerRefusal: CellSnapUIKitError? {
        let refusal = items.lazy.compactMap(\.appearance.refusal).first ?? hostAppearance?.refusal
        return refusal.map { CellSnapUIKitError(call: $0.call, reason: $0.reason) }
    }
}
