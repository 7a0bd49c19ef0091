// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CellSnapUIKit
import Foundation

/// Safari's view controller, as SafariServices' `SFSafariViewController`: it shows the web page at
/// ``url`` with Safari's bars. It is made, configured and presented like any controller, and a
/// screen that presents one draws as it does without it (a presented controller is not drawn into
/// the presenting screen). CellSnap has no web engine, so drawing the Safari controller's own view
/// is refused with an error that names its URL, as a `WKWebView` asked to load a page is (see the
/// WebKit module): iOS would show the page, which CellSnap cannot draw. Its bar colours and dismiss
/// button style are kept and read back; they show on no picture, as its view is never drawn.
///
/// ```swift
/// let safari = SFSafariViewController(url: URL(string: "https://www.swift.org")!)
/// safari.dismissButtonStyle = .close
/// safari.url.host   // "www.swift.org"
/// ```
@preconcurrency @MainActor open class SFSafariViewController: UIViewController {
    /// The page the controller shows.
    public let url: URL
    /// A copy of the configuration the controller was made with.
    public let configuration: SFSafariViewController.Configuration
    /// The delegate told of the page's load and of the Done button (never called here: no page
    /// loads and nothing is tapped).
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The colour of the navigation bar and toolbar (kept; the view is never drawn here).
    open var preferredBarTintColor: UIColor?
    /// The colour of the bars' buttons (kept; the view is never drawn here).
    open var preferredControlTintColor: UIColor?
    /// The title of the button that dismisses the controller (kept; the view is never drawn here).
    open var dismissButtonStyle = DismissButtonStyle.done

    /// A controller showing `URL` (an `http` or `https` URL on iOS) with `configuration`.
    public init(url URL: URL, configuration: SFSafariViewController.Configuration) {
        url = URL
        self.configuration = configuration.duplicate()
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller showing `URL` with the default configuration.
    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }

    /// A controller showing `URL`, in Reader when it is available (deprecated since iOS 11).
    @available(*, deprecated, message: "Use init(url:configuration:) with entersReaderIfAvailable")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    public required init?(coder: NSCoder) { nil }

    /// Makes the view, whose drawing is refused: it would show the page at ``url``.
    open override func loadView() {
        super.loadView()
        view.backgroundColor = .systemBackground
        view.cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: "SFSafariViewController(url: \"\(url.absoluteString)\")",
                reason:
                    "CellSnap has no web engine on Linux and cannot draw the page Safari's controller shows; "
                    + "snapshot the screen that presents it instead"))
    }

    /// The title of the button that dismisses a Safari controller, as
    /// `SFSafariViewController.DismissButtonStyle`.
    public enum DismissButtonStyle: Int, Hashable, Sendable {
        case done = 0, close = 1, cancel = 2
    }

    /// How a Safari controller behaves, as `SFSafariViewController.Configuration`.
    @preconcurrency @MainActor open class Configuration: NSObject {
        /// Whether the page opens in Reader when it has a Reader version (kept; no page loads here).
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls (kept; no page scrolls here).
        open var barCollapsingEnabled = true

        public override init() { super.init() }

        func duplicate() -> Configuration {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            return copy
        }
    }
}

/// What a Safari controller tells its delegate, as SafariServices' `SFSafariViewControllerDelegate`:
/// every requirement is optional in the SDK and defaulted here. None is called, as no page loads
/// and no button is tapped in a snapshot.
@preconcurrency @MainActor public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The Done button was tapped.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading, or failed to.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page redirected to `URL`.
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The person chose to open the page in Safari.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(
        _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
