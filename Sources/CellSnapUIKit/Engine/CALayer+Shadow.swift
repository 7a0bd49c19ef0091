import CoreGraphics
import DisplayList
import Primitives

extension ViewTree {
    /// A layer's shadow as drawn: its colour (with the shadow's opacity), the standard deviation
    /// of its blur in points, its offset, and the shape that casts it in the layer's bounds
    /// (`nil`: what the layer draws, its background, border, content, sublayers and subviews).
    struct Shadow: Hashable, Sendable {
        var color: Color
        var blur: Double
        var offset: Size
        var path: Path?

        /// The display list's shadow, its path in the layer's bounds (a placed node's).
        var drawn: DropShadow { DropShadow(offset: offset, blur: blur, color: color, path: path) }
    }
}

extension CALayer {
    /// The standard deviation, in points, of the Gaussian blur of a shadow of `shadowRadius`.
    ///
    /// Apple documents `shadowRadius` only as "the blur radius (in points) used to render the
    /// layer's shadow". CellSnap blurs with a Gaussian whose standard deviation is the radius
    /// itself: the conversion design tools' users rely on (a Sketch or Figma drop shadow of blur
    /// *b*, which those tools draw as CSS draws `box-shadow` blur *b*, a Gaussian of standard
    /// deviation *b* / 2, matches a layer of `shadowRadius` *b* / 2), so that a shadow taken from
    /// a design looks as the design does. No iOS render with a shadow is among CellSnap's measured
    /// figures yet to check it against.
    static func shadowSigma(radius: CGFloat) -> Double { max(0, Double(radius)) }

    /// The layer's shadow as drawn, `nil` when it casts none: no opacity, a clear colour, an empty
    /// ``shadowPath``, or a layer (or its view, `clippedByView`) that masks to its bounds, which
    /// clips the shadow away as Core Animation does.
    final func cellSnapShadow(clippedByView: Bool = false) -> ViewTree.Shadow? {
        guard shadowOpacity > 0, let color = shadowColor?.color, color.alpha > 0, !masksToBounds, !clippedByView
        else { return nil }
        if let shadowPath, shadowPath.path.isEmpty { return nil }
        return ViewTree.Shadow(
            color: color.withAlpha(color.alpha * Double(min(1, shadowOpacity))),
            blur: Self.shadowSigma(radius: shadowRadius),
            offset: Size(width: Double(shadowOffset.width), height: Double(shadowOffset.height)),
            path: shadowPath?.path)
    }
}
