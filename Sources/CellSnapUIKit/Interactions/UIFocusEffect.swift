import Foundation

/// How a focused item is shown, as UIKit's `UIFocusEffect` (the system's effect).
///
/// ```swift
/// let view = UIView()
/// view.focusEffect = UIFocusEffect()
/// ```
///
/// No visible effect: an effect shows only on the focused item, and nothing is focused in a
/// screen at rest.
@preconcurrency @MainActor open class UIFocusEffect: NSObject {
    public override init() { super.init() }
}

/// A halo around a focused item, as UIKit's `UIFocusHaloEffect`: its shape, the views it is drawn
/// in and over, and its position are kept.
///
/// ```swift
/// let halo = UIFocusHaloEffect(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 44), cornerRadius: 10, curve: .continuous)
/// halo.position = .inside
/// ```
///
/// No visible effect: a halo shows only around the focused item, and nothing is focused in a
/// screen at rest.
@preconcurrency @MainActor open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the halo sits against the item's shape, as `UIFocusHaloEffect.Position`.
    public enum Position: Int, Hashable, Sendable {
        case automatic = 0, outside, inside
    }

    /// The rectangle the halo follows.
    private(set) var rect = CGRect.zero
    private(set) var cornerRadius: CGFloat = 0
    private(set) var curve = CALayerCornerCurve.circular
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open weak var containerView: UIView?
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open weak var referenceView: UIView?
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var position = Position.automatic

    /// A halo around `rect`.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public convenience init(rect: CGRect) {
        self.init()
        self.rect = rect
    }

    /// A halo around `rect` with rounded corners.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init()
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.curve = curve
    }
}
