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

    /// The clip of ``mask`` or the layer's `mask` in the view's bounds, or why it cannot be drawn.
    final func cellSnapMaskClip() -> Result<ViewTree.MaskClip?, CellSnapUIKitError> {
        let name = LayoutItemName.name(of: self)
        if let view = mask {
            if let shape = view.layer as? CAShapeLayer {
                return shape.cellSnapMaskClip(at: view.frame.origin, call: "\(name).mask").map(Optional.some)
            }
            let opaque = (view.backgroundColor?.resolved(Traits()).alpha ?? 0) >= 1
            guard opaque, type(of: view) == UIView.self, view.subviews.isEmpty, view.layer.sublayers == nil else {
                return .failure(
                    CellSnapUIKitError(
                        call: "\(name).mask = \(type(of: view))",
                        reason: "CellSnap draws a mask view that is a shape layer's view or a plain opaque view"))
            }
            let radius = Double(view.layer.cornerRadius)
            let rect = view.frame.primitive
            let path: Path =
                radius > 0
                ? .roundedRect(rect, radii: CornerRadii(all: radius).with(view.layer.cornerCurve.model))
                : .rect(rect)
            return .success(ViewTree.MaskClip(path: path, rule: .nonZero))
        }
        guard let layerMask = layer.mask else { return .success(nil) }
        guard let shape = layerMask as? CAShapeLayer else {
            return .failure(
                CellSnapUIKitError(
                    call: "\(name).layer.mask = \(type(of: layerMask))", reason: "CellSnap draws a shape layer's mask"))
        }
        return shape.cellSnapMaskClip(at: shape.frame.origin, call: "\(name).layer.mask").map(Optional.some)
    }
}

extension CAShapeLayer {
    /// The shape layer as a mask placed at `origin`: its path's fill, opaque, as a clip.
    final func cellSnapMaskClip(at origin: CGPoint, call: String) -> Result<ViewTree.MaskClip, CellSnapUIKitError> {
        let fillAlpha = fillColor?.alpha ?? 0
        let strokes = (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0
        guard fillAlpha == 0 || fillAlpha >= 1, !strokes, sublayers == nil, CATransform3DIsIdentity(transform) else {
            return .failure(
                CellSnapUIKitError(
                    call: "\(call) (a shape layer with a translucent fill, a stroke, sublayers or a transform)",
                    reason: "CellSnap draws a shape layer's mask as its path's opaque fill"))
        }
        let shift = Primitives.AffineTransform.translation(x: Double(origin.x), y: Double(origin.y))
        let outline = fillAlpha >= 1 ? (path?.path ?? Path()).applying(shift) : Path()
        return .success(ViewTree.MaskClip(path: outline, rule: fillRule == .evenOdd ? .evenOdd : .nonZero))
    }
}

extension ViewTree {
    /// A mask drawn as a clip: the path (in the view's or layer's bounds) and its fill rule; an
    /// empty path hides everything.
    struct MaskClip: Hashable, Sendable {
        var path: Path
        var rule: FillRule
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
