import Foundation

/// Previews a file and offers the apps that open it, as UIKit's `UIDocumentInteractionController`:
/// it keeps the file's URL, type and name.
///
/// There are no other apps in a test, and iOS draws the preview and the menus in controllers of
/// its own, so presenting shows nothing: each `present...` call answers `false` (nothing was
/// presented), as iOS answers when no app can open the file.
///
/// ```swift
/// let document = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/report.pdf"))
/// print(document.name ?? "")   // report.pdf
/// ```
///
/// No visible effect: the preview and menus are iOS's own controllers (see above).
@preconcurrency @MainActor open class UIDocumentInteractionController: NSObject {
    open weak var delegate: (any UIDocumentInteractionControllerDelegate)?
    /// The file; setting it resets ``name`` to its last path component.
    open var url: URL? { didSet { name = url?.lastPathComponent } }
    /// The file's uniform type identifier.
    open var uti: String?
    /// The file's name: its URL's last path component unless set.
    open var name: String?
    /// Values passed to the app that opens the file.
    open var annotation: Any?
    /// The file's icons: none (CellSnap has no document icons).
    open var icons: [UIImage] { [] }
    /// The recognizers of the preview's gestures: none.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// A controller of the file at `url`.
    public init(url: URL) {
        self.url = url
        name = url.lastPathComponent
        super.init()
    }

    public override init() { super.init() }

    /// `false`: nothing is presented (see the type's notes).
    open func presentPreview(animated: Bool) -> Bool { false }
    /// `false`: nothing is presented (see the type's notes).
    open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    /// `false`: nothing is presented (see the type's notes).
    open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    /// `false`: nothing is presented (see the type's notes).
    open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { false }
    /// `false`: nothing is presented (see the type's notes).
    open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { false }
    /// No visible effect: nothing is presented (see the type's notes).
    open func dismissPreview(animated: Bool) {}
    /// No visible effect: nothing is presented (see the type's notes).
    open func dismissMenu(animated: Bool) {}
}

/// What a document interaction controller asks and tells its delegate, as UIKit's
/// `UIDocumentInteractionControllerDelegate` (every requirement optional).
///
/// No visible effect: the preview and menus are iOS's own controllers, never presented here.
@preconcurrency @MainActor public protocol UIDocumentInteractionControllerDelegate: NSObjectProtocol {
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController)
        -> UIViewController
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController)
    func documentInteractionController(
        _ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?)
    func documentInteractionController(
        _ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?)
    /// The view the preview zooms from.
    func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView?
    /// The rectangle of ``documentInteractionControllerViewForPreview(_:)`` the preview zooms from.
    func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect
    /// The preview is about to show.
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController)
    /// The options menu is about to show.
    func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController)
    /// The options menu closed.
    func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController)
    /// The Open In menu is about to show.
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController)
    /// The Open In menu closed.
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController)
}

extension UIDocumentInteractionControllerDelegate {
    /// Not implemented: no preview.
    ///
    /// No visible effect: the preview is iOS's own controller, never presented here.
    public func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController)
        -> UIViewController
    { OptionalRequirements.unimplemented(UIViewController()) }
    /// No visible effect: the preview is iOS's own controller, never presented here.
    public func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
    /// No visible effect: there are no other apps in a test.
    public func documentInteractionController(
        _ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?
    ) {}
    /// No visible effect: there are no other apps in a test.
    public func documentInteractionController(
        _ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?
    ) {}
    /// Not implemented: no view, so the preview does not zoom from one.
    ///
    /// No visible effect: the preview is iOS's own controller, never presented here.
    public func documentInteractionControllerViewForPreview(_ controller: UIDocumentInteractionController) -> UIView? {
        OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: the whole of the preview's view (`.zero` here: there is none).
    ///
    /// No visible effect: the preview is iOS's own controller, never presented here.
    public func documentInteractionControllerRectForPreview(_ controller: UIDocumentInteractionController) -> CGRect {
        OptionalRequirements.unimplemented(.zero)
    }
    /// No visible effect: the preview is iOS's own controller, never presented here.
    public func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) {}
    /// No visible effect: the options menu is iOS's own, never presented here.
    public func documentInteractionControllerWillPresentOptionsMenu(_ controller: UIDocumentInteractionController) {}
    /// No visible effect: the options menu is iOS's own, never presented here.
    public func documentInteractionControllerDidDismissOptionsMenu(_ controller: UIDocumentInteractionController) {}
    /// No visible effect: the Open In menu is iOS's own, never presented here.
    public func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) {}
    /// No visible effect: the Open In menu is iOS's own, never presented here.
    public func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {}
}
