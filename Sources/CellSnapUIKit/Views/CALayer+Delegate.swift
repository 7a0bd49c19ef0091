import CoreGraphics
import DisplayList
import Foundation
import Primitives

/// What a layer runs when one of its keys changes, as Core Animation's `CAAction`: an animation
/// (``CAAnimation`` is one: it adds itself to the layer), `NSNull` (nothing), or the app's own.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// let layer = CALayer()
/// layer.actions = ["opacity": fade, "position": NSNull()]
/// ```
@preconcurrency @MainActor public protocol CAAction {
    /// Runs the action for the key `event` of the object `anObject` (a layer), with `dict`.
    ///
    /// No visible effect: an action runs when a key changes, and CellSnap applies every change at
    /// once (see ``CAAnimation``).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
    /// Adds the animation to `anObject` when it is a layer, for the key `event`, as Core
    /// Animation does (an animation is over at once here: see ``CAAnimation``).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the action that stops the search for one.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// A layer's delegate, as Core Animation's `CALayerDelegate`; every requirement optional. A
/// view is its layer's delegate, as in UIKit.
@preconcurrency @MainActor public protocol CALayerDelegate: NSObjectProtocol {
    /// Sets the layer's content itself (called by ``CALayer/display()``).
    ///
    /// No visible effect: CellSnap's layers have no `contents` to set; a layer draws its content
    /// through ``CALayer/draw(in:)``.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's bounds (called by the layer's
    /// ``CALayer/draw(in:)``): drawn, for a layer marked for display.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer's content is drawn.
    func layerWillDraw(_ layer: CALayer)
    /// Places the layer's sublayers (called by the layer's ``CALayer/layoutSublayers()``).
    func layoutSublayers(of layer: CALayer)
    /// The action for the layer's key `event`: `nil` to go on searching, `NSNull()` to stop.
    ///
    /// No visible effect: an action runs when a key changes, and CellSnap applies every change at
    /// once (see ``CAAnimation``).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

extension UIView: CALayerDelegate {}

extension CALayer {
    /// What the layer's ``draw(in:)`` draws at its bounds, in its bounds' coordinates and clipped
    /// to them, when the layer (not a view's) was marked for display, as Core Animation shows
    /// a layer's content only once it has been displayed; empty when it draws nothing.
    final func cellSnapDrawnLayerContent() -> (items: [DisplayItem], refusal: CellSnapUIKitError?) {
        let size = bounds.size
        // A text layer shows its string without being displayed, a view's layer included.
        let displays = self is CATextLayer || (owningView == nil && cellSnapDisplaysContent)
        guard displays, size.width > 0, size.height > 0 else { return ([], nil) }
        delegate?.layerWillDraw(self)
        let context = CGContext(recordingSize: size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        GraphicsContextStack.drawing(into: context, traits: UITraitCollection.current.cellSnapTraits) {
            draw(in: context)
        }
        let refusal = context.refusal.map {
            CellSnapUIKitError(call: "\(type(of: self)).draw(in:): \($0.call)", reason: $0.reason)
        }
        let items = context.recordedItems
        guard !items.isEmpty else { return ([], refusal) }
        let clip = Shape.rect(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
        return ([.group(GroupItem(items: items, clip: clip))], refusal)
    }
}
