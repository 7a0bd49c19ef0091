import Foundation

/// The Files browser as an app's root view controller, as UIKit's
/// `UIDocumentBrowserViewController`: it keeps its configuration, reveals and imports documents
/// through `FileManager` for real, and gives transition controllers.
///
/// ```swift
/// let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: ["public.plain-text"])
/// browser.allowsDocumentCreation = true
/// browser.browserUserInterfaceStyle = .dark
/// ```
///
/// (With `import UniformTypeIdentifiers`, iOS 14's `init(forOpening:)` takes `UTType` values.)
/// Its own view is refused when drawn: iOS draws the browser over the device's file providers,
/// out of process, and a test has neither; drawing it is a ``CellSnapUIKitError`` naming the
/// controller. A test acts as the person would by calling the delegate
/// (`documentBrowser(_:didPickDocumentsAt:)`, `documentBrowser(_:didRequestDocumentCreationWithHandler:)`).
/// Every configuration property has no visible effect for that reason.
///
/// No visible effect: the browser is not drawn (see the type's notes).
@preconcurrency @MainActor open class UIDocumentBrowserViewController: UIViewController {
    /// What an import does with the document, as UIKit's `UIDocumentBrowserViewController.ImportMode`.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public enum ImportMode: UInt, Hashable, Sendable {
        /// Nothing is imported (a cancelled creation).
        case none = 0
        /// The document is copied next to the other.
        case copy = 1
        /// The document is moved next to the other.
        case move = 2
    }

    /// The browser's colours, as UIKit's `UIDocumentBrowserViewController.BrowserUserInterfaceStyle`.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public enum BrowserUserInterfaceStyle: UInt, Hashable, Sendable {
        case white = 0, light = 1, dark = 2
    }

    /// Told when documents are picked, created or imported.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open weak var delegate: (any UIDocumentBrowserViewControllerDelegate)?
    /// Whether the browser offers to create a document; `true` by default.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var allowsDocumentCreation = true
    /// Whether the person may pick several documents; `false` by default.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var allowsPickingMultipleItems = false
    /// The uniform type identifiers the browser opens (deprecated in iOS 14): the initialiser's.
    /// For `nil` iOS takes the app's Info.plist document types; CellSnap reads no Info.plist, so
    /// the list is empty.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open private(set) var allowedContentTypes: [String]
    /// The types the Recents list shows (deprecated in iOS 14): the browser's own types.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var recentDocumentsContentTypes: [String] { allowedContentTypes }
    /// Whether the browser shows file name extensions; `false` by default.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var shouldShowFileExtensions = false
    /// Buttons added before the browser's own in its navigation bar.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var additionalLeadingNavigationBarButtonItems: [UIBarButtonItem] = []
    /// Buttons added after the browser's own in its navigation bar.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var additionalTrailingNavigationBarButtonItems: [UIBarButtonItem] = []
    /// The app's own actions in the browser's menus and bar.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var customActions: [UIDocumentBrowserAction] = []
    /// The browser's colours; `.white` by default.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var browserUserInterfaceStyle: BrowserUserInterfaceStyle = .white
    /// The title of the button that creates a document (empty: the system's "Create Document").
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var localizedCreateDocumentActionTitle = ""
    /// The aspect ratio of documents' thumbnails; 2/3 by default, as UIKit documents it.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var defaultDocumentAspectRatio: CGFloat = 2.0 / 3.0

    /// A browser of documents of the uniform types `allowedContentTypes` (every document for `nil`).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    public init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        self.allowedContentTypes = allowedContentTypes ?? []
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        allowedContentTypes = []
        super.init(coder: coder)
    }

    /// The browser's view, whose drawing is refused (see the type's notes).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open override func loadView() {
        super.loadView()
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "UIDocumentBrowserViewController's view",
                reason:
                    "iOS draws the Files browser over the device's file providers, out of process, and CellSnap "
                    + "does not draw it; snapshot the document's own controller and call the delegate with the URLs"))
    }

    /// Shows the document at `url` in the browser: `completion` gets its URL, or the error of a
    /// file that does not exist. CellSnap shows nothing and imports nothing (the document stays
    /// where it is, as `importIfNeeded` leaves a document already in the browser's locations).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open func revealDocument(at url: URL, importIfNeeded: Bool, completion: ((URL?, (any Error)?) -> Void)? = nil) {
        if FileManager.default.fileExists(atPath: url.path) {
            completion?(url, nil)
        } else {
            completion?(nil, CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path]))
        }
    }

    /// Copies (`.copy`) or moves (`.move`) the document at `documentURL` into the folder of
    /// `neighbourURL`, through `FileManager`, under a name of its own (`Note 2.txt` when
    /// `Note.txt` is taken, as the Files app names copies); `completion` gets the new URL or the
    /// error. `.none` leaves the document where it is and gives its URL.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open func importDocument(
        at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode importMode: ImportMode,
        completionHandler completion: @escaping (URL?, (any Error)?) -> Void
    ) {
        guard importMode != .none else {
            completion(documentURL, nil)
            return
        }
        let destination = Self.freeURL(for: documentURL.lastPathComponent, in: neighbourURL.deletingLastPathComponent())
        do {
            if importMode == .copy {
                try FileManager.default.copyItem(at: documentURL, to: destination)
            } else {
                try FileManager.default.moveItem(at: documentURL, to: destination)
            }
            completion(destination, nil)
        } catch {
            completion(nil, error)
        }
    }

    /// Renames the document at `documentURL` to `proposedName` (its extension kept when the name
    /// has none), through `FileManager`, made unique in its folder; `completionHandler` gets the
    /// new URL or the error.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open func renameDocument(
        at documentURL: URL, proposedName: String, completionHandler: @escaping (URL?, (any Error)?) -> Void
    ) {
        let pathExtension = documentURL.pathExtension
        let name =
            (proposedName as NSString).pathExtension.isEmpty && !pathExtension.isEmpty
            ? "\(proposedName).\(pathExtension)" : proposedName
        let folder = documentURL.deletingLastPathComponent()
        let destination = name == documentURL.lastPathComponent ? documentURL : Self.freeURL(for: name, in: folder)
        do {
            if destination != documentURL { try FileManager.default.moveItem(at: documentURL, to: destination) }
            completionHandler(destination, nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    /// The transition controller that animates from the document's thumbnail to the controller
    /// that shows it.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open func transitionController(forDocumentAt documentURL: URL) -> UIDocumentBrowserTransitionController {
        UIDocumentBrowserTransitionController(documentURL: documentURL)
    }

    /// The transition controller for `documentURL` (deprecated in iOS 12 for
    /// ``transitionController(forDocumentAt:)``).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open func transitionController(forDocumentURL documentURL: URL) -> UIDocumentBrowserTransitionController {
        transitionController(forDocumentAt: documentURL)
    }

    /// The URL `name` would get in `folder`: the name itself when it is free, else the name with
    /// the first free number after its base (`Note 2.txt`, `Note 3.txt`, ...).
    static func freeURL(for name: String, in folder: URL) -> URL {
        let base = (name as NSString).deletingPathExtension, pathExtension = (name as NSString).pathExtension
        var candidate = folder.appendingPathComponent(name)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            let numbered = "\(base) \(number)" + (pathExtension.isEmpty ? "" : ".\(pathExtension)")
            candidate = folder.appendingPathComponent(numbered)
            number += 1
        }
        return candidate
    }
}

/// The animation from a document's thumbnail in the browser to the controller that shows it, as
/// UIKit's `UIDocumentBrowserTransitionController`.
///
/// No visible effect: a transition is drawn at rest, after its animation. Run with a context, it
/// puts the presented view at its final frame and completes, as the animation ends.
@preconcurrency @MainActor
open class UIDocumentBrowserTransitionController: NSObject,
    UIViewControllerAnimatedTransitioning
{
    /// The document the transition opens.
    let documentURL: URL
    /// The progress of loading the document, shown on its thumbnail while it loads.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open var loadingProgress: Progress?
    /// The view the thumbnail flies to (the document's view in the presented controller).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open weak var targetView: UIView?

    init(documentURL: URL) {
        self.documentURL = documentURL
        super.init()
    }

    /// How long the animation runs: 0.35 s, UIKit's standard presentation (iOS does not document
    /// this controller's).
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { 0.35 }

    /// Puts the presented view at its final frame in the container and completes the transition.
    ///
    /// No visible effect: the browser is not drawn (see the type's notes).
    open func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let presented = transitionContext.viewController(forKey: .to) {
            let view: UIView = transitionContext.view(forKey: .to) ?? presented.view
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.finalFrame(for: presented)
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
