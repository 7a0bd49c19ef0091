import Foundation

/// A layout guide that passes focus on, as UIKit's `UIFocusGuide`: it takes part in Auto
/// Layout as any layout guide does, and keeps the environments it redirects focus to.
///
/// ```swift
/// let view = UIView()
/// let guide = UIFocusGuide()
/// view.addLayoutGuide(guide)
/// guide.preferredFocusEnvironments = [view]
/// ```
///
/// No visible effect: a layout guide draws nothing, and focus never moves in a screen at rest.
@preconcurrency @MainActor open class UIFocusGuide: UILayoutGuide {
    /// Whether the guide redirects focus.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var isEnabled = true
    /// Where the guide sends focus.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var preferredFocusEnvironments: [any UIFocusEnvironment]! = []
    /// The view the guide sends focus to (iOS 9's form of ``preferredFocusEnvironments``).
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open weak var preferredFocusedView: UIView?

    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public override init() { super.init() }
}
