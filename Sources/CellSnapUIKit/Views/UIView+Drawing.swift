import CellModel
import CoreGraphics
import DisplayList
import Primitives

extension UIView {
    /// Notes an assignment to what the view draws.
    final func noteDrawnStateChange() { drawnStateChanges &+= 1 }

    /// The tint colour set on the view itself, `nil` when it inherits one.
    var cellSnapOwnTintColor: UIColor? { ownTintColor }

    /// Makes drawing the view an error, `error`, unless an earlier one is pending: for views of
    /// CellSnap's other framework modules (a web view asked to load a page) whose calls cannot throw.
    package final func cellSnapRefuseDrawing(_ error: CellSnapUIKitError) {
        cellSnapPendingLayoutError = cellSnapPendingLayoutError ?? error
    }

    /// Whether a view of the subtree is of a class outside CellSnap's modules (one that may
    /// override ``draw(_:)``) and has no area yet, so that it was not asked to draw.
    final var cellSnapMayDrawOnceSized: Bool {
        if bounds.isEmpty, !String(reflecting: type(of: self)).hasPrefix("CellSnapUIKit.") { return true }
        return subviews.contains { $0.cellSnapMayDrawOnceSized }
    }

    /// What the view's ``draw(_:)`` draws at its current bounds for `traits`, in its bounds'
    /// coordinates (the top-left corner at the origin) and clipped to them, as UIKit's backing
    /// store holds it whatever `clipsToBounds` says; `nil` when it draws nothing. UIKit calls
    /// `draw(_:)` only for a view with an area, so neither does CellSnap.
    final func cellSnapDrawnContent(traits: Traits) -> (items: [DisplayItem]?, refusal: CellSnapUIKitError?) {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return (nil, nil) }
        let context = CGContext(recordingSize: size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        GraphicsContextStack.drawing(into: context, traits: traits) { draw(bounds) }
        var refusal = context.refusal.map {
            CellSnapUIKitError(call: "\(LayoutItemName.name(of: self)).draw(_:): \($0.call)", reason: $0.reason)
        }
        let items = context.recordedItems
        guard !items.isEmpty else { return (nil, refusal) }
        if let scale = cellSnapContentScale, Double(scale) != traits.displayScale {
            refusal =
                refusal
                ?? CellSnapUIKitError(
                    call: "\(LayoutItemName.name(of: self)).contentScaleFactor = \(scale)",
                    reason: "CellSnap draws a view's draw(_:) at the display scale (\(traits.displayScale)x)")
        }
        let clip = Shape.rect(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
        return ([.group(GroupItem(items: items, clip: clip))], refusal)
    }

    /// What ``mask`` or the layer's `mask` masks the view with, in the view's bounds, or why it
    /// cannot be drawn.
    final func cellSnapMask() -> Result<ViewTree.Mask?, CellSnapUIKitError> {
        let name = LayoutItemName.name(of: self)
        if let view = mask {
            // A mask view is drawn as its layer: a plain view's background or a shape, gradient or
            // image layer's drawing, its subviews left out.
            guard view.subviews.isEmpty, type(of: view) == UIView.self || type(of: view.layer) != CALayer.self else {
                return .failure(
                    CellSnapUIKitError(
                        call: "\(name).mask = \(type(of: view))",
                        reason: "CellSnap draws a mask view that is a plain view or a layer's view, without subviews"))
            }
            return view.layer.cellSnapAsMask(at: view.frame, call: "\(name).mask").map(Optional.some)
        }
        guard let layerMask = layer.mask else { return .success(nil) }
        return layerMask.cellSnapAsMask(at: layerMask.frame, call: "\(name).layer.mask").map(Optional.some)
    }
}

extension CALayer {
    /// The layer as the mask of another, placed at `frame` in that one's bounds: a clip when it is
    /// an opaque shape layer's or a plain view's fill, else the layer drawn, its alpha masking.
    final func cellSnapAsMask(at frame: CGRect, call: String) -> Result<ViewTree.Mask, CellSnapUIKitError> {
        if let clip = cellSnapMaskClip(at: frame) { return .success(clip) }
        var (layer, refusal) = cellSnapSublayer()
        if let refusal {
            return .failure(
                CellSnapUIKitError(call: "\(call) = \(type(of: self)): \(refusal.call)", reason: refusal.reason))
        }
        layer.frame = frame.primitive
        return .success(.layer(layer))
    }

    /// The clip the layer masks with when its alpha is a path's: an opaque shape layer's fill, or
    /// an opaque background (rounded by the corner radius) of a layer that draws nothing else.
    private final func cellSnapMaskClip(at frame: CGRect) -> ViewTree.Mask? {
        guard sublayers == nil, CATransform3DIsIdentity(transform), opacity >= 1, !isHidden, mask == nil,
            borderWidth == 0 || (borderColor?.alpha ?? 0) == 0, shadowOpacity == 0 || shadowColor == nil
        else { return nil }
        let shift = Primitives.AffineTransform.translation(x: Double(frame.minX), y: Double(frame.minY))
        if let shape = self as? CAShapeLayer {
            let fillAlpha = shape.fillColor?.alpha ?? 0
            let strokes = (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0
            guard fillAlpha == 0 || fillAlpha >= 1, !strokes, backgroundColor == nil, contents == nil else {
                return nil
            }
            let outline = fillAlpha >= 1 ? (shape.path?.path ?? Path()).applying(shift) : Path()
            return .clip(path: outline, rule: shape.fillRule == .evenOdd ? .evenOdd : .nonZero)
        }
        guard type(of: self) == CALayer.self, contents == nil, (backgroundColor?.alpha ?? 0) >= 1 else { return nil }
        let radius = Double(cornerRadius)
        let rect = frame.primitive
        let path: Path =
            radius > 0 ? .roundedRect(rect, radii: CornerRadii(all: radius).with(cornerCurve.model)) : .rect(rect)
        return .clip(path: path, rule: .nonZero)
    }
}

extension ViewTree {
    /// What a view or layer is drawn through.
    indirect enum Mask: Hashable, Sendable {
        /// A path (in the view's or layer's bounds) and its fill rule; an empty path hides everything.
        case clip(path: Path, rule: FillRule)
        /// A layer, at its frame in the view's or layer's bounds, whose drawing's alpha masks.
        case layer(Sublayer)
    }
}

extension CALayer {
    /// What the layer draws as its contents: its ``contents`` image, then a shape layer's path or
    /// what its ``draw(in:)`` draws, or why it cannot be drawn.
    final func cellSnapLayerContents() -> (items: [DisplayItem], refusal: CellSnapUIKitError?) {
        let image = cellSnapContentsItems()
        guard let shape = self as? CAShapeLayer else {
            let drawn = cellSnapDrawnLayerContent()
            return (image.items + drawn.items, image.refusal ?? drawn.refusal)
        }
        switch shape.cellSnapShapeItems() {
        case .success(let items): return (image.items + items, image.refusal)
        case .failure(let error): return ([], image.refusal ?? error)
        }
    }
}
