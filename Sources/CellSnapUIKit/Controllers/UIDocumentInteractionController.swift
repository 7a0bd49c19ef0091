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
}

/// The print panel, as UIKit's `UIPrintInteractionController`: one for the process, keeping what
/// it prints.
///
/// A test has no printer: ``isPrintingAvailable`` is `false`, and each `present...` call answers
/// `false` and calls its completion handler with `false` (nothing printed), as iOS does when
/// printing is unavailable.
///
/// No visible effect: the print panel is iOS's own, never presented here (see above).
@preconcurrency @MainActor open class UIPrintInteractionController: NSObject {
    /// What the panel calls when it closes: the controller, whether it printed, and its error.
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    private static let sharedController = UIPrintInteractionController()
    /// The process's print controller.
    open class var shared: UIPrintInteractionController { sharedController }
    /// Whether the device can print: `false`, as a test has no printer.
    open class var isPrintingAvailable: Bool { false }
    /// The types the system can print: none, as a test has no printer.
    open class var printableUTIs: Set<String> { [] }
    /// Whether `url` can be printed: `false`, as a test has no printer.
    open class func canPrint(_ url: URL) -> Bool { false }
    /// Whether `data` can be printed: `false`, as a test has no printer.
    open class func canPrint(_ data: Data) -> Bool { false }

    open weak var delegate: (any UIPrintInteractionControllerDelegate)?
    /// The item printed (a URL, image or data).
    open var printingItem: Any?
    /// The items printed.
    open var printingItems: [Any]?
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var showsNumberOfCopies = true
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var showsPaperOrientation = true
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var showsPaperSelectionForLoadedPapers = false
    /// What the job is (its name, output type, orientation, duplex), `nil` for UIKit's defaults.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var printInfo: UIPrintInfo?
    /// Whether the panel lets the user choose a range of pages.
    ///
    /// No visible effect: the print panel is iOS's own, never presented here.
    open var showsPageRange = false

    /// `false`, calling `completion` with `false`: nothing prints (see the type's notes).
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        completion?(self, false, nil)
        return false
    }
    /// `false`, calling `completion` with `false`: nothing prints (see the type's notes).
    @discardableResult
    open func present(
        from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// `false`, calling `completion` with `false`: nothing prints (see the type's notes).
    @discardableResult
    open func present(
        from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool {
        present(animated: animated, completionHandler: completion)
    }
    /// No visible effect: the print panel is iOS's own, never presented here.
    open func dismiss(animated: Bool) {}
}

/// What the print controller tells its delegate, as UIKit's
/// `UIPrintInteractionControllerDelegate` (every requirement optional).
///
/// No visible effect: the print panel is iOS's own, never presented here.
@preconcurrency @MainActor public protocol UIPrintInteractionControllerDelegate: NSObjectProtocol {}
