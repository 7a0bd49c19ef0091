import Foundation

/// A transition between two controllers of a storyboard, as UIKit's `UIStoryboardSegue`.
/// CellSnap reads no storyboard, so no segue runs by itself: `performSegue(withIdentifier:sender:)`
/// is an error naming the call. A segue made in code is what a test hands
/// `prepare(for:sender:)`, to check what the source gives the destination:
///
/// ```swift
/// let list = UIViewController(), detail = UIViewController()
/// let segue = UIStoryboardSegue(identifier: "showDetail", source: list, destination: detail)
/// list.prepare(for: segue, sender: nil)
/// ```
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in its storyboard.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Runs the transition: the perform handler, if the segue has one; a subclass presents or
    /// pushes ``destination`` itself.
    open func perform() { performHandler?() }
}

extension UIViewController {
    /// Records the error of `performSegue(withIdentifier:sender:)`, thrown when the controller's
    /// view is drawn (the call cannot throw).
    func cellSnapRefuseSegue(_ identifier: String) {
        let error = CellSnapUIKitError(
            call: "performSegue(withIdentifier: \"\(identifier)\", sender:) of \(type(of: self))",
            reason:
                "segues are defined in a storyboard, and CellSnapUIKit reads none: the controller was made in code and "
                + "has no segue of that name (UIKit raises NSInvalidArgumentException for it); make the destination "
                + "and present or push it in code")
        view.cellSnapPendingLayoutError = view.cellSnapPendingLayoutError ?? error
    }
}
