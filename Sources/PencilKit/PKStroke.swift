import CellSnapUIKit
import Foundation

/// One stroke of a drawing, as PencilKit's `PKStroke`: its ink, its path, the transform that
/// places the path in the drawing, and an optional mask that clips it (what a vector eraser left).
public struct PKStroke: Equatable, @unchecked Sendable {
    public var ink: PKInk
    public var path: PKStrokePath
    public var transform: CGAffineTransform
    /// The area of the path that is drawn, in the path's coordinates (nil: all of it). CellSnap
    /// draws it (the stroke is clipped to it) but does not keep it in ``PKDrawing/dataRepresentation()``.
    public var mask: UIBezierPath?
    /// A seed PencilKit gives each stroke for the texture of its ink (0 here: CellSnap draws no
    /// texture).
    public var randomSeed: UInt32 = 0

    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
        (self.ink, self.path, self.transform, self.mask) = (ink, path, transform, mask)
    }

    /// The area the stroke covers in its drawing: its points' bounding box outset by half the widest
    /// point, transformed (`.null` for a stroke with no points).
    public var renderBounds: CGRect {
        guard let first = path.first else { return .null }
        var box = CGRect(origin: first.location, size: .zero)
        var widest: CGFloat = 0
        for point in path {
            box = box.union(CGRect(origin: point.location, size: .zero))
            widest = max(widest, point.size.width, point.size.height)
        }
        if let mask { box = box.intersection(mask.bounds.insetBy(dx: -widest / 2, dy: -widest / 2)) }
        return box.insetBy(dx: -widest / 2, dy: -widest / 2).applying(transform)
    }

    /// Equal inks, paths, transforms and seeds, and the same mask object.
    public static func == (lhs: PKStroke, rhs: PKStroke) -> Bool {
        lhs.ink == rhs.ink && lhs.path == rhs.path && lhs.transform == rhs.transform && lhs.mask === rhs.mask
            && lhs.randomSeed == rhs.randomSeed
    }

    /// Draws the stroke into the current context: the polyline through its points, as wide as its
    /// points on average, in its ink's colour at their mean opacity, round at its ends and joins.
    func draw() {
        guard !path.isEmpty else { return }
        let line = UIBezierPath()
        line.move(to: path[0].location)
        for point in path.dropFirst() { line.addLine(to: point.location) }
        if path.count == 1 { line.addLine(to: path[0].location) }
        let count = CGFloat(path.count)
        line.lineWidth = path.reduce(0) { $0 + $1.size.width } / count
        line.lineCapStyle = .round
        line.lineJoinStyle = .round
        line.apply(transform)
        let opacity = path.reduce(0) { $0 + $1.opacity } / count
        let context = UIGraphicsGetCurrentContext()
        context?.saveGState()
        if let mask {
            let clip = UIBezierPath(cgPath: mask.cgPath)
            clip.apply(transform)
            clip.addClip()
        }
        var alpha: CGFloat = 1
        ink.color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        ink.color.withAlphaComponent(alpha * min(max(opacity, 0), 1)).setStroke()
        line.stroke()
        context?.restoreGState()
    }
}
