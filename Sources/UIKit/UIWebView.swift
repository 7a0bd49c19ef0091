import CellSnapUIKit
import Foundation
import FoundationNetworking

/// The web view of iOS 2 to 11, as UIKit's `UIWebView` (deprecated in iOS 12 for WebKit's
/// `WKWebView`; the App Store refuses new apps that use it, older apps' screens still do). It is
/// declared here, beside CellSnapUIKit, because its requests are FoundationNetworking's on Linux.
///
/// CellSnap has no web engine, so a web view is drawn as iOS shows it before a page arrives, its
/// empty white background (or the app's `backgroundColor`). A load the delegate allows
/// (`webView(_:shouldStartLoadWith:navigationType:)`, asked as UIKit asks it) is kept in
/// ``request`` and makes drawing the view an error naming the load, since iOS would show that
/// page and CellSnap cannot draw it; the other delegate methods are not called, as nothing loads.
/// A load the delegate refuses changes nothing, as on iOS.
///
/// ```swift
/// let webView = UIWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// webView.isLoading   // false
/// ```
@preconcurrency @MainActor open class UIWebView: UIView {
    /// How a load started, as UIKit's `UIWebView.NavigationType`.
    public enum NavigationType: Int, Hashable, Sendable {
        case linkClicked = 0, formSubmitted, backForward, reload, formResubmitted, other
    }

    /// How the page is laid out in pages, as UIKit's `UIWebView.PaginationMode`.
    public enum PaginationMode: Int, Hashable, Sendable {
        case unpaginated = 0, leftToRight, topToBottom, bottomToTop, rightToLeft
    }

    /// Whether content breaks into pages or columns, as UIKit's `UIWebView.PaginationBreakingMode`.
    public enum PaginationBreakingMode: Int, Hashable, Sendable {
        case page = 0, column
    }

    /// The delegate asked whether a load may start (UIKit holds it unretained).
    open weak var delegate: (any UIWebViewDelegate)?
    /// The scroll view the page scrolls in, the size of the web view.
    public let scrollView = UIScrollView()
    /// The request of the last load the delegate allowed.
    open private(set) var request: URLRequest?
    /// Whether the history has a page to go back to: no, as no page loads.
    open var canGoBack: Bool { false }
    /// Whether the history has a page to go forward to: no.
    open var canGoForward: Bool { false }
    /// Whether a page is loading: no (a load never starts here).
    open var isLoading: Bool { false }
    /// The number of pages of a paginated page: none loads, so 0.
    open var pageCount: Int { 0 }

    /// No visible effect: it scales a page, and none is drawn (see the type's notes).
    open var scalesPageToFit = false
    /// No visible effect: data detectors act on a page's text, and none is drawn.
    open var dataDetectorTypes: UIDataDetectorTypes = .phoneNumber
    /// No visible effect: media plays in a page, and none is drawn.
    open var allowsInlineMediaPlayback = false
    /// No visible effect: media plays in a page, and none is drawn.
    open var mediaPlaybackRequiresUserAction = true
    /// No visible effect: media plays in a page, and none is drawn.
    open var mediaPlaybackAllowsAirPlay = true
    /// No visible effect: media plays in a page, and none is drawn.
    open var allowsPictureInPictureMediaPlayback = true
    /// No visible effect: it decides when a page is drawn, and none is.
    open var suppressesIncrementalRendering = false
    /// No visible effect: the keyboard is not drawn in a snapshot.
    open var keyboardDisplayRequiresUserAction = true
    /// No visible effect: link previews show on a press, which a still picture has not.
    open var allowsLinkPreview = false
    /// No visible effect: it lays out a page, and none is drawn.
    open var paginationMode: PaginationMode = .unpaginated
    /// No visible effect: it lays out a page, and none is drawn.
    open var paginationBreakingMode: PaginationBreakingMode = .page
    /// No visible effect: it lays out a page, and none is drawn.
    open var pageLength: CGFloat = 0
    /// No visible effect: it lays out a page, and none is drawn.
    open var gapBetweenPages: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    public required init?(coder: NSCoder) { nil }

    /// Loads `request` if the delegate allows it (see the type's notes).
    open func loadRequest(_ request: URLRequest) {
        start(request, call: "UIWebView.loadRequest(\(describe(request.url)))")
    }

    /// Shows `string` as HTML if the delegate allows it (see the type's notes).
    open func loadHTMLString(_ string: String, baseURL: URL?) {
        start(
            URLRequest(url: baseURL ?? URL(string: "about:blank")!),
            call: "UIWebView.loadHTMLString(_:baseURL: \(describe(baseURL)))")
    }

    /// Shows `data` of `mimeType` if the delegate allows it (see the type's notes).
    open func load(_ data: Data, mimeType: String, textEncodingName: String, baseURL: URL) {
        start(URLRequest(url: baseURL), call: "UIWebView.load(_:mimeType: \"\(mimeType)\", textEncodingName:baseURL:)")
    }

    /// Reloads the page: none is loaded.
    open func reload() {}
    /// Stops loading: nothing loads.
    open func stopLoading() {}
    /// Goes back in the history: there is none.
    open func goBack() {}
    /// Goes forward in the history: there is none.
    open func goForward() {}

    /// Runs `script` in the page: no script runs here, so the answer is `nil`, UIKit's for a script
    /// that fails.
    open func stringByEvaluatingJavaScript(from script: String) -> String? { nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
    }

    /// Asks the delegate, then keeps `request` and refuses drawing, naming `call`.
    private func start(_ request: URLRequest, call: String) {
        if let delegate, !delegate.webView(self, shouldStartLoadWith: request, navigationType: .other) { return }
        self.request = request
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: call,
                reason:
                    "CellSnap has no web engine on Linux and cannot draw the page iOS would show; snapshot the "
                    + "screen without loading the web view, or put a view of your own in its place in the test"))
    }

    private func describe(_ url: URL?) -> String { url.map { "\"\($0.absoluteString)\"" } ?? "nil" }
}

/// The delegate of a ``UIWebView``, as UIKit's `UIWebViewDelegate` (deprecated in iOS 12).
@preconcurrency @MainActor public protocol UIWebViewDelegate: NSObjectProtocol {
    func webView(
        _ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType
    )
        -> Bool
    func webViewDidStartLoad(_ webView: UIWebView)
    func webViewDidFinishLoad(_ webView: UIWebView)
    func webView(_ webView: UIWebView, didFailLoadWithError error: any Error)
}

extension UIWebViewDelegate {
    /// Not implemented: every load may start, as UIKit allows it.
    public func webView(
        _ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType
    ) -> Bool { true }
    /// No visible effect: not called, as no load starts (see ``UIWebView``).
    public func webViewDidStartLoad(_ webView: UIWebView) {}
    /// No visible effect: not called, as no load finishes (see ``UIWebView``).
    public func webViewDidFinishLoad(_ webView: UIWebView) {}
    /// No visible effect: not called, as no load starts (see ``UIWebView``).
    public func webView(_ webView: UIWebView, didFailLoadWithError error: any Error) {}
}
