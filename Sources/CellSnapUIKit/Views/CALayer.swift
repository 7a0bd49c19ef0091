import CellModel
import CoreGraphics
import Foundation
import Primitives

/// A layer, as Core Animation's `CALayer`: the layer behind every view (its corners, border,
/// transform and shadow, drawn as part of the view), and layers of their own added to a view's
/// layer (`view.layer.addSublayer(_:)`) or made its class (`layerClass`), drawn with the view.
///
/// A shadow is drawn as Core Animation casts it: the alpha of ``shadowPath`` (any path) when there
/// is one, else of everything the layer draws composited (its background with its corners, its
/// border, its contents and `draw(_:)`, its sublayers and its view's subviews), moved by
/// ``shadowOffset``, blurred with a Gaussian of standard deviation ``shadowRadius`` points (see
/// DisplayList's `DropShadow`), tinted with ``shadowColor`` times ``shadowOpacity`` and
/// composited beneath the layer, with the layer's opacity and transform. A layer that masks to
/// its bounds (or a view that clips to them) clips its shadow away, as Core Animation's does.
///
/// A view's own layer shares the view's frame, background colour, opacity (`alpha`) and
/// `isHidden`. A sublayer of a view's layer is drawn in the view's bounds at its ``frame`` (which
/// no layout direction flips, as in Core Animation), with its background colour, corners, border,
/// opacity, its own sublayers, for a ``CAGradientLayer`` its gradient, and, once it was marked for
/// display (``setNeedsDisplay()``), what its ``draw(in:)`` (its delegate's `draw(_:in:)`) draws. Core Animation keeps a
/// view's subviews' layers in the same list of sublayers; CellSnap keeps only the layers you add,
/// and draws those inserted at index 0 (or below another layer drawn there) below the subviews,
/// and the others (`addSublayer(_:)`, usually called once the subviews are in place) above them.
/// A sublayer casts its shadow as a view's layer does; a sublayer's transform is refused when drawn.
///
/// Animations added to a layer (``add(_:forKey:)``) are over at once and never change what is
/// drawn: CellSnap draws the layer's model values (see ``CAAnimation``).
@preconcurrency @MainActor open class CALayer: NSObject {
    /// The view whose layer this is, if any: its geometry and look are the view's.
    package weak var owningView: UIView?
    /// Draws the layer and its sublayers into `ctx`, at the context's origin, as Core Animation's
    /// `render(in:)`; see ``cellSnapRender(in:)`` for what CellSnap draws and refuses.
    open func render(in ctx: CGContext) { cellSnapRender(in: ctx) }
    /// The layer's delegate (``CALayerDelegate``): it draws the layer's content, lays out its
    /// sublayers and answers its actions. A view's layer's is its view, as in UIKit.
    open var delegate: (any CALayerDelegate)? {
        get { ownDelegate ?? owningView }
        set {
            ownDelegate = newValue
            noteDrawnStateChange()
        }
    }
    private weak var ownDelegate: (any CALayerDelegate)?
    /// No visible effect: an action runs when a key changes, and CellSnap applies every change at once (see
    /// ``CAAnimation``). The actions of the layer's keys, searched by ``action(forKey:)`` after the delegate.
    open var actions: [String: any CAAction]?
    /// Whether the layer (not a view's) was marked for display (``setNeedsDisplay()``,
    /// ``display()``): from then on it draws what ``draw(in:)`` draws, as Core Animation shows a
    /// layer's content once it has been displayed.
    private(set) final var cellSnapDisplaysContent = false
    /// The layer's frame in its superlayer's coordinates (a view's layer: the view's frame).
    open var frame: CGRect {
        get { owningView?.frame ?? ownFrame }
        set {
            if let owningView {
                owningView.frame = newValue
            } else {
                if newValue.size != ownFrame.size { needsOwnLayout = true }
                ownFrame = newValue
            }
            noteDrawnStateChange()
        }
    }
    private final var ownFrame = CGRect.zero
    /// Where the layer's ``anchorPoint`` is in its superlayer's coordinates (a view's layer: the
    /// view's `center`): the frame's centre by default. Setting it moves the frame and keeps its size.
    open var position: CGPoint {
        get { CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height) }
        set {
            let size = frame.size
            frame.origin = CGPoint(
                x: newValue.x - anchorPoint.x * size.width, y: newValue.y - anchorPoint.y * size.height)
        }
    }
    /// The point of the bounds (in units of its size; the centre by default) that ``position`` names and
    /// ``transform`` turns about. Setting it keeps the position and moves the frame, as Core Animation does.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { cellSnapAnchorPointDidChange(from: oldValue) } }
    /// The layer's place among its siblings (0 by default): a larger value is drawn above a smaller one's
    /// layers (of the same value, in their order); a view's layer orders the view among its siblings.
    open var zPosition: CGFloat = 0 { didSet { noteDrawnStateChange() } }
    /// The layer's own coordinate space: its size the frame's, its origin zero (a view's layer's is the
    /// view's bounds origin). Setting it keeps the ``position``, as Core Animation does: a layer given only
    /// a size is centred on its superlayer's origin (a view's layer resizes its view, as `UIView.bounds` does).
    open var bounds: CGRect {
        get { CGRect(origin: owningView?.bounds.origin ?? .zero, size: frame.size) }
        set {
            if let owningView {
                owningView.bounds = newValue
                return
            }
            let position = position
            frame = CGRect(
                x: position.x - anchorPoint.x * newValue.width, y: position.y - anchorPoint.y * newValue.height,
                width: newValue.width, height: newValue.height)
        }
    }
    /// The colour behind the layer's content (a view's layer: the view's background colour).
    open var backgroundColor: CGColor? {
        get { owningView.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
        set {
            if let owningView { owningView.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
            ownBackgroundColor = newValue
            noteDrawnStateChange()
        }
    }
    private final var ownBackgroundColor: CGColor?
    /// The layer's opacity, 0 to 1 (a view's layer: the view's `alpha`).
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let owningView { owningView.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
            noteDrawnStateChange()
        }
    }
    private final var ownOpacity: Float = 1
    /// Whether the layer is hidden (a view's layer: the view's `isHidden`).
    open var isHidden: Bool {
        get { owningView?.isHidden ?? ownIsHidden }
        set {
            if let owningView { owningView.isHidden = newValue } else { ownIsHidden = newValue }
            noteDrawnStateChange()
        }
    }
    private final var ownIsHidden = false
    /// No visible effect: a name only identifies the layer. The layer's name, for finding it.
    open var name: String?
    /// The layer's image: a `CGImage` is drawn in the bounds as ``contentsGravity`` places it
    /// (below what ``draw(in:)`` draws); anything else is refused where the layer is drawn.
    open var contents: Any? { didSet { noteDrawnStateChange() } }
    /// Whether the sublayers' frames are measured up from the bottom edge, as Core Animation's
    /// flipped geometry places them (their contents stay upright; the layer's own are not flipped).
    open var isGeometryFlipped = false { didSet { noteDrawnStateChange() } }
    /// How ``contents`` are placed in the bounds; `.resize` by default.
    open var contentsGravity = CALayerContentsGravity.resize { didSet { noteDrawnStateChange() } }
    /// Pixels of ``contents`` per point, for the gravities that keep their size; 1 by default.
    open var contentsScale: CGFloat = 1 { didSet { noteDrawnStateChange() } }
    /// The part of ``contents`` drawn, in unit coordinates; the whole image by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { noteDrawnStateChange() } }
    /// The part of ``contents`` that stretches (nine-part stretching): the whole image by default;
    /// another rectangle is refused where the layer is drawn.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { noteDrawnStateChange() } }
    /// No visible effect: at the display scale a rasterized layer looks the same (CellSnap draws at the display scale
    /// whatever the ``rasterizationScale``). Whether the layer is drawn into a bitmap once and reused.
    open var shouldRasterize = false
    /// No visible effect: CellSnap draws a rasterized layer at the display scale. Pixels per point of a rasterized
    /// layer's bitmap; 1 by default.
    open var rasterizationScale: CGFloat = 1
    /// No visible effect: the content drawn is the same. Whether the layer draws its content on another thread.
    open var drawsAsynchronously = false
    /// No visible effect: CellSnap draws a layer's content at its bounds whenever it draws it. Whether the layer
    /// redraws its content when its bounds change.
    open var needsDisplayOnBoundsChange = false
    /// The radius of the rounded corners of the background, the border and (with
    /// ``masksToBounds``) an image view's image.
    open var cornerRadius: CGFloat = 0 { didSet { noteDrawnStateChange() } }
    /// The shape of the rounded corners.
    open var cornerCurve = CALayerCornerCurve.circular { didSet { noteDrawnStateChange() } }
    /// The corners that are rounded; all four by default.
    open var maskedCorners: CACornerMask = CALayer.allCorners {
        didSet { noteDrawnStateChange() }
    }
    /// The width of the border, drawn inside the bounds and above the subviews, as Core Animation does.
    open var borderWidth: CGFloat = 0 { didSet { noteDrawnStateChange() } }
    /// The colour of the border; opaque black by default, as Core Animation's.
    open var borderColor: CGColor? = CALayer.opaqueBlack { didSet { noteDrawnStateChange() } }
    /// Whether the content and subviews are clipped to the bounds.
    open var masksToBounds = false { didSet { noteDrawnStateChange() } }
    /// The transform of the layer about its ``anchorPoint`` (its view's ``UIView/transform3D``),
    /// drawn as seen from the front: with perspective when `m34` (or `m14`, `m24`) has one.
    open var transform = CATransform3DIdentity { didSet { noteDrawnStateChange() } }
    /// The colour of the shadow; opaque black by default, as Core Animation's.
    open var shadowColor: CGColor? = CALayer.opaqueBlack { didSet { noteDrawnStateChange() } }
    /// The opacity of the shadow, 0 to 1; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0 { didSet { noteDrawnStateChange() } }
    /// How far the shadow is moved; 3 pt up by default, as Core Animation's `(0, -3)`.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { noteDrawnStateChange() } }
    /// The blur radius of the shadow in points, 3 by default: a Gaussian blur of that standard deviation (a
    /// Sketch or Figma blur of twice the radius), so that the shadow fades out some three radii beyond the shape.
    open var shadowRadius: CGFloat = 3 { didSet { noteDrawnStateChange() } }
    /// The shadow's shape: any path, in the layer's coordinates (non-zero rule); `nil` casts what the layer draws.
    open var shadowPath: CGPath? { didSet { noteDrawnStateChange() } }
    /// A layer whose alpha masks this one's content: drawn when it is a shape layer (its path's
    /// fill, as a clip), refused when drawn otherwise.
    open var mask: CALayer? { didSet { noteDrawnStateChange() } }
    /// The layers added to this one, bottom first; `nil` when there are none.
    open var sublayers: [CALayer]? {
        get { ownSublayers.isEmpty ? nil : ownSublayers }
        set {
            for layer in ownSublayers { layer.superlayer = nil }
            ownSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    private final var ownSublayers: [CALayer] = [] { didSet { noteDrawnStateChange() } }
    /// The layer this one was added to.
    open private(set) weak var superlayer: CALayer?
    /// Whether the layer is drawn below its view's subviews (see the class's discussion).
    final var isBelowSubviews = false
    /// The affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets ``transform`` to the 3D form of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
    /// Adds `layer` on top of the layer's sublayers (above a view's subviews).
    open func addSublayer(_ layer: CALayer) { insert(layer, at: ownSublayers.count, belowSubviews: false) }
    /// Inserts `layer` among the sublayers at `idx` (0 is the bottom, below a view's subviews).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        let index = min(Int(idx), ownSublayers.count)
        insert(layer, at: index, belowSubviews: index == 0 || ownSublayers[index - 1].isBelowSubviews)
    }
    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let index = sibling.flatMap({ s in ownSublayers.firstIndex { $0 === s } }) else {
            return insert(layer, at: 0, belowSubviews: true)
        }
        insert(layer, at: index, belowSubviews: ownSublayers[index].isBelowSubviews)
    }
    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let index = sibling.flatMap({ s in ownSublayers.firstIndex { $0 === s } }) else {
            return addSublayer(layer)
        }
        insert(layer, at: index + 1, belowSubviews: ownSublayers[index].isBelowSubviews)
    }
    private final func insert(_ layer: CALayer, at index: Int, belowSubviews: Bool) {
        layer.removeFromSuperlayer()
        layer.isBelowSubviews = belowSubviews
        ownSublayers.insert(layer, at: min(index, ownSublayers.count))
        layer.superlayer = self
        setNeedsLayout()
    }
    /// Puts `newLayer` where `oldLayer` is among the sublayers.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = ownSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }
    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        let former = superlayer
        former?.ownSublayers.removeAll { $0 === self }
        superlayer = nil
        former?.setNeedsLayout()
    }
    /// No visible effect: CellSnap draws the model values, not animations. Adds a copy of `anim` to the layer under
    /// `key` (replacing one there), as Core Animation does; its delegate is told it started and finished at once (see
    /// ``CAAnimation``), and the layer keeps it only when it is not removed on completion.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let added = anim.copy() as! CAAnimation
        if let key { removeAnimation(forKey: key) }
        added.delegate?.animationDidStart(added)
        added.delegate?.animationDidStop(added, finished: true)
        if !added.isRemovedOnCompletion { ownAnimations.append((key, added)) }
    }
    /// No visible effect: CellSnap draws the model values, not animations. The animation the layer keeps under `key`,
    /// if any.
    open func animation(forKey key: String) -> CAAnimation? { ownAnimations.last { $0.key == key }?.animation }
    /// No visible effect: CellSnap draws the model values, not animations. The keys of the animations the layer keeps,
    /// in the order they were added; `nil` when none.
    open func animationKeys() -> [String]? {
        let keys = ownAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
    /// No visible effect: CellSnap draws the model values, not animations. Removes the animation kept under `key` (its
    /// delegate was told it finished when it was added).
    open func removeAnimation(forKey key: String) { ownAnimations.removeAll { $0.key == key } }
    /// No visible effect: CellSnap draws the model values, not animations. Removes every animation the layer keeps.
    open func removeAllAnimations() { ownAnimations.removeAll() }
    /// No visible effect: it reads the layer and changes nothing. The layer's presentation copy, which Core Animation
    /// moves while animations run: CellSnap's animations are over at once (see ``CAAnimation``), so what is on screen
    /// is the model, and this is the layer itself (Core Animation says the copy must not be changed).
    open func presentation() -> Self? { self }
    /// No visible effect: it reads the layer and changes nothing. The layer whose values are the model: the layer
    /// itself (see ``presentation()``).
    open func model() -> Self { self }
    /// No visible effect: it answers a question about the layer's geometry and changes nothing. Whether `p`, in the
    /// layer's own coordinates, is inside its ``bounds``.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// No visible effect: it answers a question about the layer's geometry and changes nothing. `p` in `l`'s
    /// coordinates (the root's for `nil`) converted to this layer's (CALayer+Geometry.swift).
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { cellSnapFromRoot(l?.cellSnapToRoot(p) ?? p) }
    /// No visible effect: it answers a question about the layer's geometry and changes nothing. `p` in this layer's
    /// coordinates converted to `l`'s (the root's for `nil`).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        l?.cellSnapFromRoot(cellSnapToRoot(p)) ?? cellSnapToRoot(p)
    }
    /// No visible effect: it answers a question about the layer's geometry and changes nothing. `r` in `l`'s
    /// coordinates converted to this layer's.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, from: l), size: r.size)
    }
    /// No visible effect: it answers a question about the layer's geometry and changes nothing. `r` in this layer's
    /// coordinates converted to `l`'s.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { CGRect(origin: convert(r.origin, to: l), size: r.size) }
    /// No visible effect: it answers a question about the layer's geometry and changes nothing. The farthest of the
    /// layer's own sublayers (front to back, then itself) that contains `p`, in its superlayer's coordinates; `nil`
    /// when the layer is hidden or `p` is outside it.
    open func hitTest(_ p: CGPoint) -> CALayer? { cellSnapHitTest(p) }
    /// No visible effect: it reads the layer and changes nothing. The layer's preferred size in its superlayer: its
    /// bounds' size, as Core Animation's default (which asks a layout manager that CellSnap does not have).
    open func preferredFrameSize() -> CGSize { bounds.size }
    /// No visible effect: Core Animation asks it when a key changes; a layer marked for display draws its current
    /// content whenever it is drawn, so the answer changes nothing. Whether a change to the property `key` redraws the
    /// layer's content: `false`, Core Animation's default, for every key; a subclass says which of its keys do.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Layout and display
    /// Marks the layer for layout (a view's layer: its view, ``UIView/setNeedsLayout()``): the next
    /// layout pass of the view it is in (or ``layoutIfNeeded()``) calls ``layoutSublayers()``.
    /// Changing a layer's size marks it too, as Core Animation does.
    open func setNeedsLayout() {
        if let owningView { owningView.setNeedsLayout() } else { needsOwnLayout = true }
    }
    /// No visible effect: it reads the layer and changes nothing. Whether the layer is marked for layout (a view's
    /// layer: whether its view is).
    open func needsLayout() -> Bool { owningView?.needsLayout ?? needsOwnLayout }
    /// Lays the layer out now when it is marked (``layoutSublayers()``), then its sublayers that are
    /// (a view's layer: its view's ``UIView/layoutIfNeeded()``).
    open func layoutIfNeeded() {
        if let owningView { return owningView.layoutIfNeeded() }
        if needsOwnLayout {
            needsOwnLayout = false
            layoutSublayers()
        }
        for layer in ownSublayers { layer.layoutIfNeeded() }
    }
    /// Places the layer's sublayers; a subclass overrides it. CellSnap calls it for each marked layer
    /// in the layout pass of its view, after the view's `layoutSubviews()`, and for a view's own
    /// layer first, where it asks the delegate, as Core Animation's default does
    /// (``CALayerDelegate/layoutSublayers(of:)``; no layout manager). App code's call on a view's
    /// layer runs the view's layout pass.
    open func layoutSublayers() {
        guard let owningView else {
            ownDelegate?.layoutSublayers(of: self)
            return
        }
        if isInViewLayout {
            isInViewLayout = false  // a call from the view's own layout code is an app's call
            return owningView.layoutSublayers(of: self)
        }
        owningView.setNeedsLayout()
        owningView.layoutIfNeeded()
    }
    /// Whether the layer's view's layout pass asked it to lay out (``cellSnapLayoutAsViewLayer()``).
    private final var isInViewLayout = false
    /// Lays out a view's own layer in its view's layout pass, as Core Animation does: its
    /// ``layoutSublayers()``, which a layer class of the app's may override (calling `super`), and
    /// whose default asks the delegate, the view (``UIView/layoutSublayers(of:)``, which runs
    /// `layoutSubviews()`).
    final func cellSnapLayoutAsViewLayer() {
        isInViewLayout = true
        defer { isInViewLayout = false }
        layoutSublayers()
    }
    /// Marks the layer's content for redrawing (a view's layer: its view's ``UIView/setNeedsDisplay()``,
    /// which redraws a view that draws itself). A layer of its own draws what ``draw(in:)`` draws
    /// (its delegate's `draw(_:in:)` by default) from then on, over its background and under its
    /// sublayers and border, clipped to its bounds.
    open func setNeedsDisplay() {
        if let owningView { owningView.setNeedsDisplay() } else { markForDisplay() }
    }
    /// Marks the part `r` of the layer's content for redrawing (see ``setNeedsDisplay()``): the
    /// whole content is drawn again.
    open func setNeedsDisplay(_ r: CGRect) {
        if let owningView { owningView.setNeedsDisplay(r) } else { markForDisplay() }
    }
    private final func markForDisplay() {
        needsOwnDisplay = true
        cellSnapDisplaysContent = true
        noteDrawnStateChange()
    }
    /// Displays the layer's content now: the delegate's ``CALayerDelegate/display(_:)``, and a
    /// layer of its own draws what ``draw(in:)`` draws from then on (see ``setNeedsDisplay()``).
    open func display() {
        needsOwnDisplay = false
        if owningView == nil, !cellSnapDisplaysContent {
            cellSnapDisplaysContent = true
            noteDrawnStateChange()
        }
        delegate?.display(self)
    }
    /// Draws the layer's content into `ctx`, in the layer's bounds: the default asks the
    /// delegate's ``CALayerDelegate/draw(_:in:)``; a subclass overrides it. Drawn for a layer of
    /// its own once it is marked for display (``setNeedsDisplay()``), when the view it is in is drawn.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// No visible effect: an action runs when a key changes, and CellSnap applies every change at once (see
    /// ``CAAnimation``). The action for the key `event`: the delegate's answer, else the layer's ``actions``, else the
    /// class's ``defaultAction(forKey:)``; an `NSNull` found on the way ends the search with `nil`.
    open func action(forKey event: String) -> (any CAAction)? {
        if let answer = delegate?.action(for: self, forKey: event) { return answer is NSNull ? nil : answer }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }
    /// No visible effect: an action runs when a key changes, and CellSnap applies every change at once (see
    /// ``CAAnimation``). The class's action for the key `event`: none, Core Animation's default for a layer of its own
    /// whose changes CellSnap applies at once (see ``CAAnimation``).
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
    /// No visible effect: it reads the layer and changes nothing. Whether the layer's content is marked for redrawing
    /// (a view's layer: always `false`, as the view redraws when it is drawn).
    open func needsDisplay() -> Bool { needsOwnDisplay }
    /// No visible effect: a layer marked for display draws its content whenever the view it is in is drawn
    /// (``setNeedsDisplay()``), so drawing it now or then shows the same. Redraws the layer's content now when it is
    /// marked: the mark is cleared.
    open func displayIfNeeded() { needsOwnDisplay = false }
    /// Whether the layer (not a view's) waits for ``layoutSublayers()``; a new layer does, as in
    /// Core Animation, whose layers are laid out once.
    private final var needsOwnLayout = true
    /// Whether the layer's content was marked for redrawing.
    private final var needsOwnDisplay = false
    /// Lays out the sublayers of a view's layer that are marked, after the view's `layoutSubviews()`.
    final func cellSnapLayoutSublayers() {
        for layer in ownSublayers { layer.layoutIfNeeded() }
    }
    /// The finished animations kept (see ``add(_:forKey:)``), with their keys.
    private final var ownAnimations: [(key: String?, animation: CAAnimation)] = []
    /// The values kept for keys the class has no property of (CALayer+KeyValueCoding.swift).
    final var undefinedKeyValues: [String: Any] = [:]
    /// How many times what the layer draws was assigned (see ``DrawnStateLedger``).
    private(set) final var drawnStateChanges = 0
    /// A layer of its own, to add to a view's layer. `required` here (the SDK's is not): a view
    /// makes its layer from its ``UIView/layerClass`` metatype, which Swift allows on Linux only
    /// with a `required` initialiser; the Objective-C adapter writes an app's `override init()` as
    /// `required init()` (see <doc:UIKitOnLinux>).
    public required override init() { super.init() }
    /// A layer decoded from `coder`, as the SDK's `NSCoding` initialiser that every layer subclass
    /// with initialisers of its own implements: CellSnap reads no archived layer (nibs archive
    /// views), so this is a layer with the default values, on which the subclass sets its own.
    public required init?(coder: NSCoder) { super.init() }
    /// A copy of `layer` for Core Animation's presentation tree; here a new layer of the class.
    public init(layer: Any) { super.init() }
    /// Notes a change of what the layer draws, and of its superlayers' up to a view's layer.
    final func noteDrawnStateChange() {
        drawnStateChanges &+= 1
        if owningView == nil { superlayer?.noteDrawnStateChange() }
    }
    // MARK: Geometry, filters and formats of Core Animation (work in CALayer+Options.swift)
    /// No visible effect: a hint for compositing; a layer that fills its bounds, as an opaque one should, looks the same.
    open var isOpaque = false
    /// Whether the layer's back is drawn when its view's transform turns it over (a negative
    /// determinant); `false` hides it then, as Core Animation culls it.
    open var isDoubleSided = true { didSet { noteDrawnStateChange() } }
    /// No visible effect: CellSnap antialiases every edge (on iOS only a transformed layer's edges differ).
    open var allowsEdgeAntialiasing = false
    /// No visible effect: CellSnap antialiases every edge (on iOS only a transformed layer's edges differ).
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = CALayer.allEdges
    /// Whether the layer and its sublayers take its opacity as one group (`true`, iOS 7's default);
    /// drawing a translucent layer with sublayers and this `false` is an error.
    open var allowsGroupOpacity = true { didSet { noteDrawnStateChange() } }
    /// The anchor point's place along z, in points: the transform turns the layer about
    /// (``anchorPoint``, `anchorPointZ`), which shows when the transform has perspective.
    open var anchorPointZ: CGFloat = 0 { didSet { noteDrawnStateChange() } }
    /// No visible effect: Core Animation does not apply layer filters on iOS (Apple: not supported).
    open var filters: [Any]?
    /// No visible effect: Core Animation does not apply layer filters on iOS (Apple: not supported).
    open var backgroundFilters: [Any]?
    /// No visible effect: Core Animation does not apply layer filters on iOS (Apple: not supported).
    open var compositingFilter: Any?
    /// No visible effect: CellSnap draws in 8 bits a channel, the default format (`.RGBA8Uint`).
    open var contentsFormat = CALayerContentsFormat.RGBA8Uint
    /// No visible effect: CellSnap scales contents smoothly, as `.linear` (the default) does.
    open var magnificationFilter = CALayerContentsFilter.linear
    /// No visible effect: CellSnap scales contents smoothly, as `.linear` (the default) does.
    open var minificationFilter = CALayerContentsFilter.linear
    /// No visible effect: CellSnap scales contents smoothly, as `.linear` (the default) does.
    open var minificationFilterBias: Float = 0
    /// The transform applied to the sublayers (subviews' layers among them) about the layer's
    /// ``anchorPoint``, after their own transforms: a camera's perspective (`m34`) set here sees
    /// every sublayer turned in depth.
    open var sublayerTransform = CATransform3DIdentity { didSet { noteDrawnStateChange() } }
    /// No visible effect: the defaults it gives are read by ``defaultValue(forKey:)``'s callers only.
    open var style: [AnyHashable: Any]?

    // The layer's timing (`CAMediaTiming`): no visible effect, as a snapshot draws every layer at
    // rest, its animations not run (an app that freezes a layer with `speed = 0` draws the same).
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    /// Whether the contents are drawn flipped: ``isGeometryFlipped`` differs from the superlayer's answer.
    open func contentsAreFlipped() -> Bool { isGeometryFlipped != (superlayer?.contentsAreFlipped() ?? false) }
    /// `t` in the layer's time from `l`'s: the same, as CellSnap's layers share one clock.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
    /// `t` in `l`'s time from the layer's: the same, as CellSnap's layers share one clock.
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { t }
    /// How much larger a corner of `curve` is than its radius: 1 for circular, 1.528665 for continuous.
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
    /// The default value of the property named `key` (its Objective-C name), `nil` for another key.
    open class func defaultValue(forKey key: String) -> Any? { CALayer.cellSnapDefaults[key] }
    /// Whether an archive keeps the value for `key`: always.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}

extension CALayer: @preconcurrency CAMediaTiming {}
