import Foundation

/// The pointer's effects over a view, as UIKit's `UIPointerInteraction` (iPad with a trackpad or
/// mouse).
///
/// ```swift
/// final class Hover: NSObject, UIPointerInteractionDelegate {}
/// let hover = Hover()
/// UIView().addInteraction(UIPointerInteraction(delegate: hover))
/// ```
///
/// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
@preconcurrency @MainActor open class UIPointerInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    open var isEnabled = true

    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    open func willMove(to view: UIView?) {}
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    open func didMove(to view: UIView?) { self.view = view }
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    open func invalidate() {}
}

/// What a pointer interaction asks its delegate, as UIKit's `UIPointerInteractionDelegate`
/// (every requirement optional).
///
/// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
@preconcurrency @MainActor public protocol UIPointerInteractionDelegate: NSObjectProtocol {
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// Not implemented: the default region, the whole view.
    ///
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { OptionalRequirements.unimplemented(defaultRegion) }
    /// Not implemented: the system's style.
    ///
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    { OptionalRequirements.unimplemented(nil) }
}

/// Where the pointer is, as UIKit's `UIPointerRegionRequest`.
///
/// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
@preconcurrency @MainActor open class UIPointerRegionRequest: NSObject {
    /// The pointer's location in the interaction's view.
    open private(set) var location: CGPoint
    /// The modifier keys held.
    open private(set) var modifiers: UIKeyModifierFlags

    /// A request at `location` (Linux-only: the system makes them on iPad).
    public init(cellSnapLocation location: CGPoint, modifiers: UIKeyModifierFlags = []) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}

/// A region of a view with one pointer style, as UIKit's `UIPointerRegion`.
///
/// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
@preconcurrency @MainActor open class UIPointerRegion: NSObject {
    open private(set) var rect: CGRect
    open private(set) var identifier: AnyHashable?
    /// The axes along which the region holds the pointer once it is in (none by default).
    ///
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    open var latchingAxes: UIAxis = []

    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }
}

/// How the pointer looks over a region, as UIKit's `UIPointerStyle`: an effect on a view's preview
/// and a shape.
///
/// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
@preconcurrency @MainActor open class UIPointerStyle: NSObject {
    /// The effect on the region's preview, if any.
    public final let effect: UIPointerEffect?
    /// The pointer's shape, if set.
    public final let shape: UIPointerShape?
    /// The accessories shown around the pointer (none by default).
    ///
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    open var accessories: [UIPointerAccessory] = []

    private init(effect: UIPointerEffect?, shape: UIPointerShape?) {
        self.effect = effect
        self.shape = shape
        super.init()
    }

    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: Optional(effect), shape: shape)
    }
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(effect: nil, shape: shape)
    }
    /// The pointer hidden over the region.
    open class func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil) }
    /// The system's pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil) }
}

/// An effect the pointer has on a view, as UIKit's `UIPointerEffect`.
public enum UIPointerEffect {
    case automatic(UITargetedPreview)
    case highlight(UITargetedPreview)
    case lift(UITargetedPreview)
    case hover(
        UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// How a hover effect tints the view, as `UIPointerEffect.TintMode`.
    public enum TintMode: Int, Hashable, Sendable {
        case none = 0, overlay, underlay
    }
}

/// The pointer's shape, as UIKit's `UIPointerShape`.
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    /// The corner radius of a rounded pointer unless given.
    public static let defaultCornerRadius: CGFloat = 8
}

/// The Apple Pencil's double tap and squeeze, as UIKit's `UIPencilInteraction`.
///
/// No visible effect: the Apple Pencil is not part of a still picture.
@preconcurrency @MainActor open class UIPencilInteraction: NSObject, UIInteraction {
    /// What the person chose a double tap to do, as `UIPencilPreferredAction`.
    open class var preferredTapAction: UIPencilPreferredAction { .ignore }
    /// Whether the person draws only with the pencil.
    open class var prefersPencilOnlyDrawing: Bool { false }
    /// Whether the person wants a preview of the tool where a hovering pencil points: no, as a
    /// device with no Apple Pencil paired answers.
    open class var prefersHoverToolPreview: Bool { false }
    /// What the person chose a squeeze to do: nothing, as a device with no Apple Pencil paired answers.
    open class var preferredSqueezeAction: UIPencilPreferredAction { .ignore }
    open private(set) weak var view: UIView?
    open weak var delegate: (any UIPencilInteractionDelegate)?
    /// No visible effect: the Apple Pencil is not part of a still picture.
    open var isEnabled = true

    public override init() { super.init() }

    /// No visible effect: the Apple Pencil is not part of a still picture.
    open func willMove(to view: UIView?) {}
    /// No visible effect: the Apple Pencil is not part of a still picture.
    open func didMove(to view: UIView?) { self.view = view }
}

/// What a pencil interaction tells its delegate, as UIKit's `UIPencilInteractionDelegate`.
///
/// No visible effect: the Apple Pencil is not part of a still picture.
@preconcurrency @MainActor public protocol UIPencilInteractionDelegate: NSObjectProtocol {
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
}

extension UIPencilInteractionDelegate {
    /// No visible effect: the Apple Pencil is not part of a still picture.
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
}

/// What a double tap of the Apple Pencil does, as UIKit's `UIPencilPreferredAction`.
public enum UIPencilPreferredAction: Int, Hashable, Sendable {
    case ignore = 0, switchEraser, switchPrevious, showColorPalette, showInkAttributes, showContextualPalette
    case runSystemShortcut
}
