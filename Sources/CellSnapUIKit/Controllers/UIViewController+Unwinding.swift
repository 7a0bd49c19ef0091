import CellModel

/// What an unwind segue starts from, as UIKit's `UIStoryboardUnwindSegueSource`: the controller
/// the segue leaves, its action and its sender. UIKit hands one to
/// ``UIViewController/allowedChildrenForUnwinding(from:)`` and ``UIViewController/childContaining(_:)``.
///
/// ```swift
/// let source = UIStoryboardUnwindSegueSource(
///     source: UIViewController(), unwindAction: Selector(("unwindToList:")), sender: nil)
/// let container = UIViewController()
/// _ = container.allowedChildrenForUnwinding(from: source)  // the children it may search
/// ```
@preconcurrency @MainActor open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue starts from.
    open private(set) var source: UIViewController
    /// The action the segue's destination answers.
    open private(set) var unwindAction: Selector
    /// What triggered the segue (a button, a cell), if anything.
    open private(set) var sender: Any?
    /// A source, as UIKit makes one for an unwind segue (UIKit declares no public initialiser; a
    /// test makes one to call a container's unwinding members).
    public init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}

/// The work behind the unwinding, child-transition and properties members the class body forwards to.
extension UIViewController {
    /// The child that is the segue's source controller or has it among its descendants (children
    /// and presented controllers), if any.
    final func cellSnapChild(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { $0.cellSnapLeadsTo(source.source) }
    }

    private func cellSnapLeadsTo(_ controller: UIViewController) -> Bool {
        if self === controller { return true }
        if let cellSnapPresented, cellSnapPresented.cellSnapLeadsTo(controller) { return true }
        return children.contains { $0.cellSnapLeadsTo(controller) }
    }

    /// UIKit's default: every child but the one containing the segue's source, in order.
    final func cellSnapAllowed(_ source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The iOS 8 search: the children, last first, then this controller, for one that answers
    /// `action` (``canPerformUnwindSegueAction(_:from:withSender:)``); `nil` when none does.
    final func cellSnapUnwindTarget(_ action: Selector, from source: UIViewController, sender: Any?)
        -> UIViewController?
    {
        for candidate in children.reversed() + [self]
        where candidate.canPerformUnwindSegueAction(action, from: source, withSender: sender ?? NSNull()) {
            return candidate
        }
        return nil
    }

    /// Swaps two children's views at once, as UIKit does with a zero duration: the new child's view
    /// takes the old one's frame and place in its superview, the old one's leaves it, `animations`
    /// run, then `completion(true)`. A controller that is not a child of this one, or an old child
    /// whose view is in no superview, is refused (UIKit raises an exception).
    final func cellSnapSwap(
        _ old: UIViewController, _ new: UIViewController, _ animations: (() -> Void)?, _ completion: ((Bool) -> Void)?
    ) {
        guard old.parent === self, new.parent === self, let superview = old.viewIfLoaded?.superview else {
            view.cellSnapRefuseDrawing(
                CellSnapUIKitError(
                    call: "\(type(of: self)).transition(from:to:duration:options:animations:completion:)",
                    reason: "both controllers must be children of this one and the first one's view in a superview"))
            completion?(false)
            return
        }
        let oldView: UIView = old.view
        let newView: UIView = new.view
        newView.frame = oldView.frame
        if let index = superview.subviews.firstIndex(where: { $0 === oldView }) {
            superview.insertSubview(newView, at: index)
        } else {
            superview.addSubview(newView)
        }
        oldView.removeFromSuperview()
        animations?()
        completion?(true)
    }

    /// Runs ``updateProperties()`` when it is due: before the view's first layout, and after
    /// ``setNeedsUpdateProperties()``.
    final func cellSnapControllerUpdatePropertiesIfNeeded() {
        guard cellSnapState.needsPropertiesUpdate else { return }
        cellSnapState.needsPropertiesUpdate = false
        updateProperties()
    }

    /// Marks the controller for ``updateProperties()`` in its view's next layout pass.
    final func cellSnapControllerSetNeedsUpdateProperties() {
        cellSnapState.needsPropertiesUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }
}
