import Foundation

extension UIFocusEnvironment {
    /// The environment's container: the environment itself when it is one (a view), else `nil`.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public var focusItemContainer: (any UIFocusItemContainer)? { self as? any UIFocusItemContainer }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public var preferredFocusedView: UIView? { nil }
}

extension UIFocusItem {
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public var isFocused: Bool { false }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public var focusEffect: UIFocusEffect? { nil }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public var focusItemDeferralMode: UIFocusItemDeferralMode { .automatic }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public var isTransparentFocusItem: Bool { false }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public func didHintFocusMovement(_ hint: UIFocusMovementHint) {}
}

/// Whether focus may be deferred to an item, as UIKit's `UIFocusItemDeferralMode` (iOS 15).
public enum UIFocusItemDeferralMode: Int, Hashable, Sendable {
    case automatic = 0, always, never
}

/// What holds focus items and finds them by place, as UIKit's `UIFocusItemContainer` (iOS 12).
/// A view is the container of the views within it.
///
/// ```swift
/// let list = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
/// list.focusItems(in: list.bounds).count   // 0: plain views cannot become focused
/// ```
///
/// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
@preconcurrency @MainActor public protocol UIFocusItemContainer: NSObjectProtocol {
    /// The coordinate space of the rectangles ``focusItems(in:)`` is given.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The items whose frames meet `rect`, in ``coordinateSpace``.
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

extension UIView: UIFocusItemContainer {
    /// The view itself.
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The views within this one, at any depth, that can become focused and whose frames meet
    /// `rect` (in this view's coordinates), in the order of the view tree (UIKit does not document
    /// an order; CellSnap gives the tree's, depth first).
    ///
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    public func focusItems(in rect: CGRect) -> [any UIFocusItem] {
        var found: [any UIFocusItem] = []
        func visit(_ view: UIView) {
            for subview in view.subviews {
                if subview.canBecomeFocused, subview.convert(subview.bounds, to: self).intersects(rect) {
                    found.append(subview)
                }
                visit(subview)
            }
        }
        visit(self)
        return found
    }
}

/// How the system hints that focus may move, as UIKit's `UIFocusMovementHint` (iOS 12): the
/// direction and the transforms an item may follow. CellSnap makes none.
///
/// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
@preconcurrency @MainActor open class UIFocusMovementHint: NSObject {
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var movementDirection: CGVector { CGVector(dx: 0, dy: 0) }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var perspectiveTransform: CATransform3D { CATransform3DIdentity }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var rotation: CATransform3D { CATransform3DIdentity }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var translation: CATransform3D { CATransform3DIdentity }
    /// No visible effect: focus moves only with a keyboard or a remote; nothing is focused at rest.
    open var interactionTransform: CATransform3D { CATransform3DIdentity }
}
