import Foundation

/// The context of a view controller transition, as UIKit's `UIViewControllerTransitionCoordinatorContext`.
///
/// No visible effect: CellSnap draws screens at rest and makes no coordinator
/// (``UIViewController/transitionCoordinator`` is `nil`); a test may call
/// ``UIViewController/viewWillTransition(to:with:)`` with a coordinator of its own, as on iOS.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// A coordinator of the animations of a transition, as UIKit's `UIViewControllerTransitionCoordinator`.
///
/// Every requirement of the SDK's protocol, so that an app's or a test's coordinator written for
/// iOS conforms unchanged; the two `completion: = nil` defaults of the SDK are the extension's
/// overloads below.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
{
    @discardableResult func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    @discardableResult func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    @available(iOS, introduced: 7.0, deprecated: 10.0, message: "Use notifyWhenInteractionChanges")
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion (the SDK's `completion: = nil`).
    @discardableResult public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion:)` without a completion (the SDK's
    /// `completion: = nil`).
    @discardableResult public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

/// The keys of the controllers of a transition, as UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
