import Foundation

/// A transition between two controllers of a storyboard, as UIKit's `UIStoryboardSegue`.
/// A controller made from a storyboard runs its scene's segues with
/// `performSegue(withIdentifier:sender:)` (see <doc:InterfaceBuilderDocuments>); a segue made in
/// code is what a test hands `prepare(for:sender:)`, to check what the source gives the destination:
///
/// ```swift
/// let list = UIViewController(), detail = UIViewController()
/// let segue = UIStoryboardSegue(identifier: "showDetail", source: list, destination: detail)
/// list.prepare(for: segue, sender: nil)
/// ```
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in its storyboard.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue shows.
    open private(set) var destination: UIViewController
    private let performHandler: (() -> Void)?

    /// A segue from `source` to `destination`. `required`, so that a segue class held in a
    /// metatype value makes its segues with it (`segueClass.init(identifier:source:destination:)`,
    /// which the SDK's Objective-C initialiser allows without the word); a subclass overrides it
    /// as `required init` (the Objective-C adapter writes its `override init` so).
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
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
    /// Records the error of a segue call, thrown when the controller's view is drawn (the call
    /// cannot throw).
    func cellSnapRefuseSegue(_ call: String, _ reason: String) {
        let error = CellSnapUIKitError(call: call, reason: reason)
        view.cellSnapPendingLayoutError = view.cellSnapPendingLayoutError ?? error
    }
}
