import Foundation

/// The appearance callbacks as a window runs them, and as a container runs them for a child
/// (``UIViewController/beginAppearanceTransition(_:animated:)``).
extension UIViewController {
    /// Lays the view out as UIKit's layout pass does for a view controller's view (the controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` run around its view's `layoutSubviews()`).
    final func cellSnapLayoutView() {
        loadedView?.cellSnapLayoutNow()
    }

    /// Runs the appearance callbacks as a window does when it shows the view, and forwards them to
    /// the children it shows, as UIKit does: `viewWillAppear` and `viewIsAppearing` of the
    /// controller and then of each shown child whose view is in its view once the container
    /// placed it (a navigation controller's top controller, a tab bar controller's selected one,
    /// the children of an app's own container), depth first; one layout pass over the view; then
    /// `viewDidAppear` of each, in the same order. A child whose view the layout pass puts in
    /// the window (a view added in `viewDidLayoutSubviews()`) appears after it.
    func cellSnapAppear(animated: Bool = false) {
        guard !hasAppeared else { return }
        loadViewIfNeeded()
        guard !cellSnapDocumentFailed else { return }
        let appearing = cellSnapWillAppear(animated: animated)
        cellSnapLayoutView()
        for controller in appearing {
            controller.hasAppeared = true
            controller.viewDidAppear(animated)
        }
        for controller in appearing {
            for child in controller.cellSnapAppearingChildren where child.isViewLoaded && child.view.window != nil {
                child.cellSnapAppear(animated: animated)
            }
        }
    }

    /// Runs `viewWillAppear` and `viewIsAppearing` of the controller, lets it place its
    /// children's views, and runs the same for each shown child whose view it holds then: the
    /// controllers that will appear, in the order their callbacks ran.
    private func cellSnapWillAppear(animated: Bool) -> [UIViewController] {
        viewWillAppear(animated)
        viewIsAppearing(animated)
        noteAppearance()
        cellSnapPrepareLayout()
        var appearing = [self]
        for child in cellSnapAppearingChildren
        where !child.hasAppeared && child.isViewLoaded && !child.cellSnapDocumentFailed
            && child.view.isDescendant(of: view)
        {
            appearing += child.cellSnapWillAppear(animated: animated)
        }
        return appearing
    }

    /// Runs the disappearance callbacks.
    func cellSnapDisappear(animated: Bool = false) {
        guard hasAppeared else { return }
        viewWillDisappear(animated)
        hasAppeared = false
        viewDidDisappear(animated)
        for child in cellSnapAppearingChildren { child.cellSnapDisappear(animated: animated) }
    }

    func cellSnapBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransition = (isAppearing, animated)
        if isAppearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
            noteAppearance()
        } else {
            viewWillDisappear(animated)
        }
    }

    func cellSnapEndAppearanceTransition() {
        guard let (isAppearing, animated) = appearanceTransition else { return }
        appearanceTransition = nil
        if isAppearing {
            viewIsAppearing(animated)
            noteAppearance()
            hasAppeared = true
            viewDidAppear(animated)
        } else {
            hasAppeared = false
            viewDidDisappear(animated)
        }
    }

    /// Counts the first appearances whose `viewWillAppear(_:)` or `viewIsAppearing(_:)` may be an
    /// app's own (every controller's but those of the plain containers' own classes, which hold
    /// no data): what they change (the rows of a table, before the table first shows them on iOS)
    /// is converted again at the next layout pass (see `TableContentKey`). A controller that
    /// appears again (moved into a snapshot's window and given back) is not counted: a table
    /// shown once keeps its cells when its controller appears again, as UIKit's does, unless its
    /// data is reloaded.
    static var cellSnapAppearances = 0

    private func noteAppearance() {
        let kind = type(of: self)
        guard !hasEverAppeared, kind != UIViewController.self, kind != UINavigationController.self,
            kind != UITabBarController.self
        else { return }
        UIViewController.cellSnapAppearances &+= 1
    }
}

extension UIViewController {
    /// The nearest container or presenter above the controller of type `T` (its parents, then
    /// the controller that presented it), for ``navigationController`` and its kin.
    func ancestor<T: UIViewController>(_ type: T.Type) -> T? {
        var candidate = parent
        while let current = candidate {
            if let found = current as? T { return found }
            candidate = current.parent ?? current.presentingViewController
        }
        return nil
    }
}

extension UIViewController {
    /// The last controller of the chain of presentations that starts here.
    var topPresented: UIViewController {
        var top = self
        while let next = top.presentedViewController { top = next }
        return top
    }
}
