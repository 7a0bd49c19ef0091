import DisplayList
import Primitives

/// An offscreen drawing, as Core Graphics' `CGLayer`: made for a context, drawn into through its
/// own ``context`` and then drawn (as many times as asked) into other contexts with
/// ``CGContext/draw(_:in:)-(CGLayer,_)`` or ``CGContext/draw(_:at:)``.
///
/// CellSnap's layer records what its context draws, as every CellSnap context does; drawing the
/// layer repeats that recording, scaled into the rectangle, with the destination's transform,
/// alpha and clip. So it stays as sharp as the rest of the picture at every scale, where Core
/// Graphics caches a bitmap of the layer's size at the context's resolution. A call the layer's
/// context cannot draw is refused, when the layer is drawn, as the destination's own would be.
///
/// ```swift
/// final class Stamps: UIView {
///     override func draw(_ rect: CGRect) {
///         guard let context = UIGraphicsGetCurrentContext(),
///             let stamp = CGLayer(context, size: CGSize(width: 20, height: 20), auxiliaryInfo: nil)
///         else { return }
///         stamp.context?.setFillColor(UIColor.systemPink.cgColor)
///         stamp.context?.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
///         context.draw(stamp, at: CGPoint(x: 10, y: 10))
///         context.draw(stamp, in: CGRect(x: 40, y: 10, width: 40, height: 20))
///     }
/// }
/// ```
public final class CGLayer {
    /// The layer's size, in the points of the context it was made for.
    public let size: CGSize
    /// The context that draws into the layer.
    public let context: CGContext?

    /// A layer of `size` for drawing into `context` (and contexts like it); `nil` when the size
    /// is not positive and finite, as Core Graphics gives none. `auxiliaryInfo` is reserved by
    /// Core Graphics (pass `nil`).
    ///
    /// No visible effect: `auxiliaryInfo`, which Core Graphics reserves.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        self.size = size
        self.context = CGContext(recordingSize: size)
    }
}

extension CGContext {
    /// Draws `layer`'s content scaled to fill `rect` (in user space), with the context's
    /// transform, alpha and clip, as Core Graphics' `draw(_:in:)` of a `CGLayer`.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let source = layer.context else { return }
        if let refused = source.refusal { refuse(refused.call, refused.reason) }
        let items = source.recordedItems
        guard !items.isEmpty, rect.width != 0, rect.height != 0 else { return }
        let placement = CGAffineTransform(scaleX: rect.width / layer.size.width, y: rect.height / layer.size.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        record(.group(GroupItem(items: items)), transform: placement.primitive)
    }

    /// Draws `layer`'s content at its own size with its origin at `point` (in user space).
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
