import Foundation

/// How a control behaves and looks, as UIKit's `UIBehavioralStyle` (iOS 15): `.mac` only in a
/// Mac Catalyst app of the Mac idiom, so `.pad` everywhere CellSnap draws.
public enum UIBehavioralStyle: UInt, Hashable, Sendable {
    /// The platform's style.
    case automatic = 0
    /// The iPad's (and iPhone's) style.
    case pad = 1
    /// The Mac's style (Mac Catalyst).
    case mac = 2
}

extension UIButton {
    /// What ``UIButton/pointerStyleProvider`` is: given the button, UIKit's proposed effect and
    /// shape, the pointer's style (`nil`: no pointer effect).
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?
}

/// The animations UIKit runs as the pointer enters or leaves a region, as UIKit's
/// `UIPointerInteractionAnimating`.
///
/// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
@preconcurrency @MainActor public protocol UIPointerInteractionAnimating: NSObjectProtocol {
    /// Adds animations run beside the pointer's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion run when the pointer's animations end (`true` when they finished).
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

extension UIPointerInteractionDelegate {
    /// Not implemented: nothing happens as the pointer enters `region`.
    ///
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) { OptionalRequirements.unimplemented(()) }
    /// Not implemented: nothing happens as the pointer leaves `region`.
    ///
    /// No visible effect: a pointer hovers only with a trackpad or mouse, and a snapshot has neither.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) { OptionalRequirements.unimplemented(()) }
}
