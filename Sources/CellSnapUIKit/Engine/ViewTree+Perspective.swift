import CellLayout
import CoreGraphics
import Primitives

/// A superlayer's sublayer transform as a layer meets it: the transform, and the superlayer's
/// anchor point from the layer's centre, in points (Core Animation applies a sublayer transform
/// about the superlayer's anchor point, after each sublayer's own transform).
struct SublayerTransform {
    var transform: CATransform3D
    var anchorFromCentre: Point
}

extension ViewTree.Appearance {
    /// The layer's transform as drawn about the centre of its frame of `size`, followed by its
    /// superlayer's sublayer transform, when it has one: the affine transform when the whole has
    /// no perspective, else the identity and the plane's projection.
    func drawnTransform(size: Size, within parent: SublayerTransform?) -> (
        affine: Primitives.AffineTransform, projection: ProjectiveTransform?
    ) {
        let pivot = Point(x: (anchorPoint.x - 0.5) * size.width, y: (anchorPoint.y - 0.5) * size.height)
        let plane: ProjectiveTransform
        if let parent {
            // The layer's depth meets the sublayer transform's perspective: compose in three dimensions.
            let whole = CATransform3DConcat(
                (transform3D ?? CATransform3DIdentity).cellSnapTurned(about: pivot, depth: anchorPointZ),
                parent.transform.cellSnapTurned(about: parent.anchorFromCentre))
            plane = whole.cellSnapProjection(about: Point(x: 0, y: 0))
        } else {
            guard let transform3D, !transform3D.isDrawnAffinely else { return (transform, nil) }
            plane = transform3D.cellSnapProjection(about: pivot, depth: anchorPointZ)
        }
        // Perspective that the flat layer does not show (`m34` alone) draws as the affine part.
        if let affine = plane.affine { return (affine, nil) }
        return (.identity, plane)
    }

    /// This layer's sublayer transform as the sublayer whose frame is `child` (in this layer's
    /// bounds of `size`, as Core Animation places it) meets it; `nil` when it has none.
    func sublayerTransform(meeting child: Rect, size: Size) -> SublayerTransform? {
        sublayerTransform.map {
            SublayerTransform(
                transform: $0,
                anchorFromCentre: Point(
                    x: anchorPoint.x * size.width - child.midX, y: anchorPoint.y * size.height - child.midY))
        }
    }
}

extension Drawer {
    /// The transform of the view of `index`, its frame of `size` solved, as drawn (see
    /// ``ViewTree/Appearance/drawnTransform(size:within:)``).
    func drawnTransform(of index: Int, size: Size) -> (
        affine: Primitives.AffineTransform, projection: ProjectiveTransform?
    ) {
        tree.items[index].appearance.drawnTransform(size: size, within: superviewSublayerTransform(of: index))
    }

    /// The superview's sublayer transform as the view of `index` meets it, from their solved
    /// frames: the view's frame in its superview's bounds as Core Animation has it (mirrored back
    /// in a right-to-left layout, which the pipeline mirrors after drawing).
    func superviewSublayerTransform(of index: Int) -> SublayerTransform? {
        guard let parent = tree.items[index].parent, tree.items[parent].appearance.sublayerTransform != nil else {
            return nil
        }
        let parentFrame = solution.frames[parent], frame = solution.frames[index]
        var inParent = frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
        if context.direction == .rightToLeft { inParent.origin.x = parentFrame.width - inParent.maxX }
        return tree.items[parent].appearance.sublayerTransform(meeting: inParent, size: parentFrame.size)
    }
}
