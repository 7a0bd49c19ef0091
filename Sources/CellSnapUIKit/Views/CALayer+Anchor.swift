import CellModel
import CoreGraphics
import Primitives

extension CALayer {
    /// Keeps the position of the layer as its anchor point moves from `oldAnchor`: the frame moves.
    final func cellSnapAnchorPointDidChange(from oldAnchor: CGPoint) {
        guard anchorPoint != oldAnchor else { return }
        let size = frame.size
        let position = CGPoint(x: frame.minX + oldAnchor.x * size.width, y: frame.minY + oldAnchor.y * size.height)
        frame.origin = CGPoint(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height)
    }

    /// The layer's transform, `nil` when it is the identity: whole, with its depth terms, for a
    /// sublayer transform with perspective to see it as Core Animation does.
    final var cellSnapTransform3D: CATransform3D? { CATransform3DIsIdentity(transform) ? nil : transform }

    /// The layer's sublayer transform, `nil` when it is the identity.
    final var cellSnapSublayerTransform: CATransform3D? {
        CATransform3DIsIdentity(sublayerTransform) ? nil : sublayerTransform
    }

    /// The layer's affine transform as drawn about its frame's centre: the same turn about its
    /// ``anchorPoint`` (the drawing pipeline turns a node about its centre).
    final var cellSnapTransformAboutCentre: Primitives.AffineTransform {
        let transform = affineTransform().primitive
        let pivot = Point(
            x: Double((anchorPoint.x - 0.5) * bounds.width), y: Double((anchorPoint.y - 0.5) * bounds.height))
        return transform.turned(about: pivot)
    }
}

extension Primitives.AffineTransform {
    /// The transform that does what this one does about `pivot` (a point from the centre it is
    /// applied about), expressed about that centre.
    func turned(about pivot: Point) -> Primitives.AffineTransform {
        guard self != .identity, pivot != Point(x: 0, y: 0) else { return self }
        return Primitives.AffineTransform.translation(x: -pivot.x, y: -pivot.y)
            .concatenating(self)
            .concatenating(.translation(x: pivot.x, y: pivot.y))
    }
}

extension Array where Element: CALayer {
    /// The layers in the order they are drawn: by ``CALayer/zPosition``, the layers of one value
    /// in their order.
    @MainActor var cellSnapInDrawingOrder: [Element] {
        guard contains(where: { $0.zPosition != 0 }) else { return self }
        return enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }
}

extension UIView {
    /// The point of the view's bounds that its ``center`` names and its transform turns about, in
    /// units of its size (iOS 16): its layer's ``CALayer/anchorPoint``, the centre by default.
    ///
    /// ```swift
    /// let hand = UIView(frame: CGRect(x: 100, y: 50, width: 4, height: 50))
    /// hand.anchorPoint = CGPoint(x: 0.5, y: 1)   // turns about its bottom end
    /// hand.transform = CGAffineTransform(rotationAngle: .pi / 6)
    /// ```
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// The subviews in the order they are drawn: by their layers' ``CALayer/zPosition``, the
    /// views of one value in their order.
    final var cellSnapSubviewsInDrawingOrder: [UIView] {
        guard subviews.contains(where: { $0.layer.zPosition != 0 }) else { return subviews }
        return subviews.enumerated()
            .sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
            .map(\.element)
    }
}
