import Foundation

/// Behaviour added to a view, as UIKit's `UIInteraction`: a view keeps its interactions
/// (``UIView/addInteraction(_:)``) and tells each when it moves to and from the view.
///
/// No visible effect: an interaction responds to touches, pointers, drags or menus, none of which
/// a screen at rest has.
@preconcurrency @MainActor public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to.
    ///
    /// No visible effect: interactions answer touches, pointers, drags and menus; a still picture has none.
    var view: UIView? { get }
    /// The interaction is about to move to `view` (`nil`: it is being removed).
    ///
    /// No visible effect: interactions answer touches, pointers, drags and menus; a still picture has none.
    func willMove(to view: UIView?)
    /// The interaction moved to `view`.
    ///
    /// No visible effect: interactions answer touches, pointers, drags and menus; a still picture has none.
    func didMove(to view: UIView?)
}
