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
    /// ``CALayer/transform``.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Refuses a transform a picture without depth cannot show: one with perspective.
    func checkDrawableLayer() throws {
        guard !layer.transform.isDrawnAffinely else { return }
        throw CellSnapUIKitError(
            call: "\(LayoutItemName.name(of: self)).transform3D with perspective",
            reason: "CellSnap draws a transform without perspective (m14, m24 and m34 zero, m44 one)")
    }

    /// Why the layer's shadow cannot be drawn: a shape other than a rectangle, rounded rectangle
    /// or oval, or a view's own content (no background colour). It is refused once the views are
    /// laid out (see ``ViewTree/layerRefusal``), as `layoutSubviews()` often sets a shadow path.
    private var shadowRefusal: CellSnapUIKitError? {
        guard castsShadow, !clipsToBounds, !layer.masksToBounds else { return nil }
        let name = LayoutItemName.name(of: self)
        if let path = layer.shadowPath, path.knownShape == nil {
            return CellSnapUIKitError(
                call: "\(name).layer.shadowPath",
                reason: "CellSnap draws the shadow of a rectangle, a rounded rectangle or an oval path")
        }
        if layer.shadowPath == nil, backgroundColor == nil {
            return CellSnapUIKitError(
                call: "\(name).layer.shadowOpacity on a view without a background colour",
                reason: "Core Animation casts the shadow of the content itself; give the layer a shadowPath")
        }
        return nil
    }

    /// Whether the layer's shadow shows: a colour and an opacity.
    private var castsShadow: Bool { layer.shadowOpacity > 0 && (layer.shadowColor?.alpha ?? 0) > 0 }

    /// The layer's shadow as drawn, in the view's bounds; `nil` when it casts none (a layer that
    /// masks to its bounds clips it away).
    private func shadow(radii: CornerRadii) -> ViewTree.Shadow? {
        guard castsShadow, !clipsToBounds, !layer.masksToBounds, shadowRefusal == nil,
            let color = layer.shadowColor?.color
        else { return nil }
        let bounds = Rect(x: 0, y: 0, width: Double(frame.width), height: Double(frame.height))
        let isRounded = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].contains { $0 > 0 }
        var shape: ShapeKind = isRounded ? .roundedRect(radii) : .rect
        var shapeFrame = bounds
        switch layer.shadowPath?.knownShape {
        case .rect(let rect): (shape, shapeFrame) = (.rect, rect)
        case .roundedRect(let rect, let corners): (shape, shapeFrame) = (.roundedRect(corners), rect)
        case .ellipse(let rect): (shape, shapeFrame) = (.ellipse, rect)
        case nil: break
        }
        return ViewTree.Shadow(
            shape: shape, frame: shapeFrame,
            color: color.withAlpha(color.alpha * Double(min(1, max(0, layer.shadowOpacity)))),
            radius: Double(layer.shadowRadius),
            offset: Size(width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height)))
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
        var mask: ViewTree.MaskClip?, maskRefusal: CellSnapUIKitError?
        switch cellSnapMaskClip() {
        case .success(let clip): mask = clip
        case .failure(let error): maskRefusal = error
        }
        let refusal =
            shadowRefusal ?? gradientRefusal ?? sublayerRefusal ?? shapeRefusal ?? drawingRefusal ?? maskRefusal
        return ViewTree.Appearance(
            backgroundColor: backgroundColor?.resolved(traits), alpha: Double(min(1, max(0, alpha))),
            isHidden: isHidden, cornerRadii: radii,
            border: layer.borderWidth > 0
                ? layer.borderColor.map { Stroke(color: $0.color, width: Double(layer.borderWidth)) } : nil,
            clipsToBounds: clipsToBounds, transform: layer.affineTransform().primitive, shadow: shadow(radii: radii),
            refusal: refusal.map(ViewTree.Refusal.init), gradient: gradient, sublayers: sublayers,
            contents: shape + (drawn ?? []), mask: mask)
    }
}

extension ViewTree {
    /// A layer's shadow as drawn: its shape and frame in the view's bounds, its colour (with the
    /// shadow's opacity), how far it fades out and how far it is moved.
    struct Shadow: Hashable, Sendable {
        var shape: ShapeKind
        var frame: Rect
        var color: Color
        var radius: Double
        var offset: Size
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
