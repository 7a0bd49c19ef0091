import UIKit

// Overrides in extensions of UIKit classes, as apps write them (on iOS each one is an Objective-C
// category, which replaces the class's own method). The input view classes stand in for any
// UIKit class here; CellSnap's other screens make none of them, so these categories change
// nothing else of the suite (every test target runs in one process, where a category, once
// registered, holds for all). Each override notes its call in `categoryCalls`.

/// The calls of the categories below, by object: the member each call was of, in order.
var categoryCalls: [ObjectIdentifier: [String]] = [:]

private extension NSObject {
    func noteCategoryCall(_ member: String) { categoryCalls[ObjectIdentifier(self), default: []].append(member) }
}

extension UINavigationController {
    open override var childForStatusBarStyle: UIViewController? {
        return topViewController
    }

    open override var childForStatusBarHidden: UIViewController? { topViewController }
}

extension UIInputViewController {
    open override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    open override var prefersStatusBarHidden: Bool { true }
    open override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    open override var prefersHomeIndicatorAutoHidden: Bool { true }
    open override var childForHomeIndicatorAutoHidden: UIViewController? { children.first }
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeLeft }
    open override var shouldAutorotate: Bool { false }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        noteCategoryCall("viewDidLoad")
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        noteCategoryCall("viewWillAppear(\(animated))")
    }
    override open func viewDidAppear(_ animated: Bool) { noteCategoryCall("viewDidAppear(\(animated))") }
    override open func viewWillDisappear(_ animated: Bool) { noteCategoryCall("viewWillDisappear(\(animated))") }
    override open func viewDidDisappear(_ animated: Bool) { noteCategoryCall("viewDidDisappear(\(animated))") }
    override open func viewWillLayoutSubviews() { noteCategoryCall("viewWillLayoutSubviews") }
    override open func viewDidLayoutSubviews() { noteCategoryCall("viewDidLayoutSubviews") }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        noteCategoryCall("traitCollectionDidChange")
    }
}

/// A keyboard extension's controller that allows landscape too: its own override wins over the
/// category, and its `super` call reaches the category.
final class RotatingKeyboardViewController: UIInputViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        super.supportedInterfaceOrientations.union(.landscape)
    }
}

extension UIInputView {
    /// A touch target 12 points larger on every side, as apps widen small controls.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -12, dy: -12).contains(point)
    }

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        noteCategoryCall("hitTest")
        return super.hitTest(point, with: event)
    }

    open override var canBecomeFirstResponder: Bool { true }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == #selector(copy(_:))
    }

    open override func awakeFromNib() {
        super.awakeFromNib()
        noteCategoryCall("awakeFromNib")
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { noteCategoryCall("touchesBegan") }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { noteCategoryCall("touchesMoved") }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { noteCategoryCall("touchesEnded") }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        noteCategoryCall("touchesCancelled")
    }
}

extension UICollectionViewCell {
    open override func prepareForReuse() {
        super.prepareForReuse()
        noteCategoryCall("prepareForReuse")
    }
}
