import CellModel

extension UIViewController {
    /// ``present(_:animated:completion:)``'s work: the presented controller's view is loaded, its
    /// presentation controller's transition callbacks come around its appearance callbacks and its
    /// transitioning delegate's animator (see ``PresentationTransition``), then `completion` runs.
    /// As in UIKit, a child forwards the request up the hierarchy: its farthest ancestor (a
    /// navigation or tab bar controller) presents, or for `.currentContext` and
    /// `.overCurrentContext` the nearest that `definesPresentationContext`. The presented
    /// controller is not drawn into the presenting screen's snapshot; snapshot it alone.
    final func cellSnapPresent(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?
    ) {
        let context = presentationContext(for: viewControllerToPresent.modalPresentationStyle)
        let presenter = context.cellSnapPresented.map { _ in context.topPresented } ?? context
        presenter.cellSnapPresented = viewControllerToPresent
        viewControllerToPresent.cellSnapPresenting = presenter
        viewControllerToPresent.isBeingPresented = true
        let delegate = viewControllerToPresent.transitioningDelegate
        if viewControllerToPresent.modalPresentationStyle == .custom,
            let custom = delegate?.presentationController(
                forPresented: viewControllerToPresent, presenting: presenter, source: self)
        {
            viewControllerToPresent.ownPresentationController = custom
        }
        let animator = delegate?.animationController(
            forPresented: viewControllerToPresent, presenting: presenter, source: self)
        viewControllerToPresent.loadViewIfNeeded()
        (viewControllerToPresent as? UIAlertController)?.placeViewAsPresented(over: presenter)
        let presentation = viewControllerToPresent.presentationController
        if animator != nil { presentation?.cellSnapContainer = PresentationTransition.containerView(for: presenter) }
        presentation?.presentationTransitionWillBegin()
        viewControllerToPresent.cellSnapAppear(animated: flag)
        let finish = { (completed: Bool) in
            presentation?.presentationTransitionDidEnd(completed)
            viewControllerToPresent.isBeingPresented = false
            completion?()
        }
        if let animator {
            PresentationTransition.run(
                presenting: true, viewControllerToPresent, presenter: presenter, with: animator, animated: flag,
                completion: finish)
        } else {
            finish(true)
        }
    }

    /// ``activePresentationController``: the presentation controller of the presentation that
    /// shows this controller itself, `nil` when nothing presents it.
    final var cellSnapActivePresentation: UIPresentationController? {
        cellSnapPresenting == nil ? nil : presentationController
    }

    /// The controller that presents what this one is asked to present in `style`, as UIKit forwards
    /// the request up the hierarchy: for the current-context styles, the nearest of this controller
    /// and its ancestors that defines a presentation context; for the others (a full screen, a
    /// sheet, a popover), and when none defines one, the farthest ancestor, whose view covers the
    /// screen (UIKit's header: the presenting controller is "its farthest ancestor").
    private func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        let inContext = style == .currentContext || style == .overCurrentContext
        var current = self
        while let parent = current.parent {
            if inContext && current.definesPresentationContext { return current }
            current = parent
        }
        return current
    }

    /// ``dismiss(animated:completion:)``'s work: the dismissed controller's disappearance and
    /// dismissal transition callbacks, then `completion`.
    final func cellSnapDismiss(animated flag: Bool, completion: (() -> Void)?) {
        // Asked of a presented controller (or a child of one), the presentation that holds it ends.
        let dismissed: UIViewController? =
            presentedViewController ?? sequence(first: self, next: \.parent).first { $0.cellSnapPresenting != nil }
        if let dismissed {
            dismissed.isBeingDismissed = true
            dismissed.presentedViewController?.dismiss(animated: flag)
            let presentation = dismissed.presentationController
            presentation?.dismissalTransitionWillBegin()
            dismissed.cellSnapDisappear(animated: flag)
            if let presenter = dismissed.presentingViewController,
                let animator = dismissed.transitioningDelegate?.animationController(forDismissed: dismissed)
            {
                PresentationTransition.run(
                    presenting: false, dismissed, presenter: presenter, with: animator, animated: flag
                ) { _ in }
            }
            presentation?.dismissalTransitionDidEnd(true)
            dismissed.cellSnapPresenting?.cellSnapPresented = nil
            dismissed.cellSnapPresenting = nil
            dismissed.isBeingDismissed = false
        }
        completion?()
    }

    /// ``loadViewIfNeeded()``'s work: `loadView()`, a plain view of the default screen's size when
    /// it made none, then `viewDidLoad()`. When the controller's storyboard scene or nib could not
    /// be read (``cellSnapDocumentFailed``), iOS stops in `loadView()` with an exception and never
    /// calls `viewDidLoad()`; CellSnap does not call it either (the app's code would find its
    /// outlets `nil` and stop the test process before the error is shown): the view refuses to
    /// draw with the error.
    final func cellSnapLoadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            view = UIView(
                frame: CGRect(
                    x: 0, y: 0, width: DevicePreset.defaultScreenWidth, height: DevicePreset.defaultScreenHeight))
        }
        if let cellSnapNibError {
            view.cellSnapRefuseDrawing(cellSnapNibError)
            return
        }
        viewDidLoad()
        (self as? UIDocumentViewController)?.cellSnapViewDidLoad()
        (self as? UICollectionViewController)?.adoptUnplacedCollectionView()
    }

    /// Whether the controller's storyboard scene or nib could not be read: its `viewDidLoad()`,
    /// appearance and layout callbacks are not called, as on iOS, where loading stopped with an
    /// exception.
    final var cellSnapDocumentFailed: Bool { cellSnapNibError != nil }

    /// ``editButtonItem``'s storage: made once, "Edit", or "Done" in bold while editing.
    final var cellSnapEditButtonItem: UIBarButtonItem {
        if let ownEditButtonItem { return ownEditButtonItem }
        let item = UIBarButtonItem(
            title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: item.title ?? "") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        ownEditButtonItem = item
        return item
    }
}
