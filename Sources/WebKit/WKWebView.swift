import CellSnapUIKit
import Foundation
import FoundationNetworking

/// A web view, as WebKit's `WKWebView`, so that a screen that shows one compiles on Linux.
/// CellSnap has no web engine: a web view is drawn as what iOS shows before a page arrives, its
/// empty white background (or the ``backgroundColor`` the app gives it); once the app has asked it
/// to load something (``load(_:)-(URLRequest)``, ``loadHTMLString(_:baseURL:)``, ...), drawing the
/// screen is refused with an error that names the load, since iOS would show that page and
/// CellSnap cannot. What each member does here:
///
/// | member | here |
/// | --- | --- |
/// | `load`, `loadHTMLString`, `loadFileURL`, `load(_:mimeType:...)` | kept: ``url`` is the page's, the navigation never commits, the delegates are not called, drawing is refused |
/// | ``isLoading``, ``estimatedProgress``, ``title`` | `false`, 0, `nil`: nothing loads |
/// | `goBack`, `goForward`, `reload` | `nil`: no history, no page |
/// | ``evaluateJavaScript(_:completionHandler:)`` | the handler gets an error: no script runs |
/// | `createPDF`, `createWebArchiveData` | the handler gets a failure: no page is laid out |
///
/// ```swift
/// let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
/// webView.isLoading   // false
/// ```
@preconcurrency @MainActor open class WKWebView: UIView {
    /// A copy of the configuration the view was made with.
    public let configuration: WKWebViewConfiguration
    /// The delegate asked about and told of navigations (never called here: nothing navigates).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// The delegate of the page's panels and windows (never called here: no page runs).
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The scroll view the page scrolls in, the size of the web view.
    public let scrollView = UIScrollView()
    /// The page's URL: the last one the app asked to load.
    open private(set) var url: URL?
    /// The page's title: none, as no page loads.
    open var title: String? { nil }
    /// Whether a page is loading: no (a load never starts here).
    open var isLoading: Bool { false }
    /// How much of the page has loaded, from 0 to 1: 0.
    open var estimatedProgress: Double { 0 }
    /// Whether the history has a page to go back to: no.
    open var canGoBack: Bool { false }
    /// Whether the history has a page to go forward to: no.
    open var canGoForward: Bool { false }
    /// Whether a swipe goes back and forward.
    ///
    /// No visible effect: gestures do not show in a still picture.
    open var allowsBackForwardNavigationGestures = false
    /// The user agent the view sends.
    ///
    /// No visible effect: it goes with requests, and none is sent here.
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect the view.
    ///
    /// No visible effect: the inspector runs on a Mac, beside the device.
    open var isInspectable = false
    /// Whether a long press on a link shows its preview.
    ///
    /// No visible effect: a press does not show in a still picture.
    open var allowsLinkPreview = true

    /// A web view of `frame` with `configuration` (a copy of it is kept).
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration.duplicate()
        super.init(frame: frame)
        backgroundColor = .white
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    /// A web view of `frame` with the default configuration.
    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }

    /// A web view made from a storyboard or nib (`<wkWebView>`), with the default configuration
    /// that its element's `configuration` then sets, white until the element gives its colour.
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        backgroundColor = .white
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    /// Asks the view to load `request`: kept, and drawing is refused.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        navigate(to: request.url, call: "WKWebView.load(\(describe(request.url)))")
    }

    /// Asks the view to show `string` as HTML: kept, and drawing is refused.
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        navigate(to: baseURL, call: "WKWebView.loadHTMLString(_:baseURL: \(describe(baseURL)))")
    }

    /// Asks the view to show `data` of `mimeType`: kept, and drawing is refused.
    @discardableResult open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL)
        -> WKNavigation?
    {
        navigate(to: baseURL, call: "WKWebView.load(_:mimeType: \"\(mimeType)\", characterEncodingName:baseURL:)")
    }

    /// Asks the view to show the file `fileURL`: kept, and drawing is refused.
    @discardableResult open func loadFileURL(_ fileURL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        navigate(to: fileURL, call: "WKWebView.loadFileURL(\(describe(fileURL)), allowingReadAccessTo:)")
    }

    /// Goes back in the history: there is none.
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// Goes forward in the history: there is none.
    @discardableResult open func goForward() -> WKNavigation? { nil }
    /// Reloads the page: there is none loaded.
    @discardableResult open func reload() -> WKNavigation? { nil }
    /// Stops loading: nothing loads.
    open func stopLoading() {}

    /// Runs `javaScriptString` in the page: no script runs here, so `completionHandler` gets an
    /// error that says so.
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
        completionHandler?(
            nil,
            CellSnapUIKitError(
                call: "WKWebView.evaluateJavaScript", reason: "CellSnap has no web engine on Linux; no script runs"))
    }

    /// Makes a PDF of the page: no page is laid out here, so `completionHandler` gets a failure
    /// that says so (CellSnap has no web engine to print the page with).
    open func createPDF(
        configuration: WKPDFConfiguration = WKPDFConfiguration(),
        completionHandler: @escaping @MainActor @Sendable (Result<Data, any Error>) -> Void
    ) {
        completionHandler(.failure(noPage("WKWebView.createPDF(configuration:completionHandler:)")))
    }

    /// Archives the page as web archive data: there is no page here, so `completionHandler`
    /// gets a failure that says so.
    open func createWebArchiveData(completionHandler: @escaping @MainActor @Sendable (Result<Data, any Error>) -> Void)
    {
        completionHandler(.failure(noPage("WKWebView.createWebArchiveData(completionHandler:)")))
    }

    /// The error of a call that needs the page a web engine would have loaded.
    private func noPage(_ call: String) -> CellSnapUIKitError {
        CellSnapUIKitError(call: call, reason: "CellSnap has no web engine on Linux; no page is loaded or laid out")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
    }

    /// Keeps `url` and makes drawing the view an error naming `call`.
    private func navigate(to url: URL?, call: String) -> WKNavigation {
        self.url = url
        cellSnapRefuseDrawing(
            CellSnapUIKitError(
                call: call,
                reason:
                    "CellSnap has no web engine on Linux and cannot draw the page iOS would show; snapshot the "
                    + "screen without loading the web view, or put a view of your own in its place in the test"))
        return WKNavigation()
    }

    private func describe(_ url: URL?) -> String { url.map { "\"\($0.absoluteString)\"" } ?? "nil" }
}

/// A navigation a web view started, as WebKit's `WKNavigation`: an identity to match delegate calls with.
@preconcurrency @MainActor open class WKNavigation: NSObject {}

/// A web view's settings, as WebKit's `WKWebViewConfiguration`.
///
/// No visible effect: they govern how pages load and run, and none loads here.
@preconcurrency @MainActor open class WKWebViewConfiguration: NSObject {
    /// Whether videos play in the page rather than full screen.
    open var allowsInlineMediaPlayback = false
    /// Whether the page may play media without a tap.
    open var mediaTypesRequiringUserActionForPlayback = WKAudiovisualMediaTypes.all
    /// Whether the view ignores the page's scaling limits.
    open var ignoresViewportScaleLimits = false
    /// The preferences of the pages.
    open var preferences = WKPreferences()
    /// The scripts and message handlers of the pages.
    open var userContentController = WKUserContentController()
    /// The application's name in the user agent.
    open var applicationNameForUserAgent: String?
    /// Whether media may play on AirPlay devices.
    open var allowsAirPlayForMediaPlayback = true
    /// Whether videos may play picture in picture.
    open var allowsPictureInPictureMediaPlayback = true
    /// Whether the page is shown only once fully loaded.
    open var suppressesIncrementalRendering = false
    /// How finely the user selects text.
    open var selectionGranularity = WKSelectionGranularity.dynamic
    /// The kinds of text the page turns into links.
    open var dataDetectorTypes: WKDataDetectorTypes = []
    /// The preferences a page loads with unless its navigation delegate gives others.
    open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()

    public override init() { super.init() }

    /// A copy, as a web view keeps one (WebKit's `@NSCopying` configuration).
    func duplicate() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.ignoresViewportScaleLimits = ignoresViewportScaleLimits
        copy.preferences = preferences
        copy.userContentController = userContentController
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
        copy.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
        copy.suppressesIncrementalRendering = suppressesIncrementalRendering
        copy.selectionGranularity = selectionGranularity
        copy.dataDetectorTypes = dataDetectorTypes
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        return copy
    }
}

/// The kinds of media that wait for a tap, as WebKit's `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// The preferences a page loads with, as WebKit's `WKWebpagePreferences` (iOS 13).
///
/// No visible effect: no page runs here.
@preconcurrency @MainActor open class WKWebpagePreferences: NSObject {
    /// The kind of content the page asks for, as `WKWebpagePreferences.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case recommended, mobile, desktop
    }
    /// Whether the page's scripts run.
    open var allowsContentJavaScript = true
    /// The kind of content the page asks for.
    open var preferredContentMode = ContentMode.recommended
    public override init() { super.init() }
}

/// A page's preferences, as WebKit's `WKPreferences`.
///
/// No visible effect: no page runs here.
@preconcurrency @MainActor open class WKPreferences: NSObject {
    /// The smallest font size in points.
    open var minimumFontSize: CGFloat = 0
    /// Whether scripts may open windows without a tap.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether the page warns of suspected fraud.
    open var isFraudulentWebsiteWarningEnabled = true
    /// Whether scripts run (deprecated since iOS 14 for `WKWebpagePreferences`).
    open var javaScriptEnabled = true
    public override init() { super.init() }
}

/// The scripts and message handlers of a web view's pages, as WebKit's `WKUserContentController`.
///
/// No visible effect: no page runs here, so no script is injected and no message arrives.
@preconcurrency @MainActor open class WKUserContentController: NSObject {
    /// The scripts added to every page.
    open private(set) var userScripts: [WKUserScript] = []
    private var handlerNames: [String] = []

    public override init() { super.init() }

    /// Adds `userScript` to every page.
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every script.
    open func removeAllUserScripts() { userScripts.removeAll() }
    /// Adds a handler of the page's `window.webkit.messageHandlers.<name>` messages.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlerNames.append(name) }
    /// Removes the handler `name`.
    open func removeScriptMessageHandler(forName name: String) { handlerNames.removeAll { $0 == name } }
}

/// A script added to every page, as WebKit's `WKUserScript`.
@preconcurrency @MainActor open class WKUserScript: NSObject {
    /// The script's JavaScript.
    public let source: String
    /// When it runs.
    public let injectionTime: WKUserScriptInjectionTime
    /// Whether it runs in the main frame only.
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// When a user script runs, as WebKit's `WKUserScriptInjectionTime`.
public enum WKUserScriptInjectionTime: Int, Hashable, Sendable {
    case atDocumentStart = 0, atDocumentEnd
}

/// What part of the page a PDF shows, as WebKit's `WKPDFConfiguration`.
///
/// No visible effect: no PDF of a page is made here (``WKWebView/createPDF(configuration:completionHandler:)``
/// fails, there being no web engine).
@preconcurrency @MainActor open class WKPDFConfiguration: NSObject {
    /// The part of the page to show, in the web view's coordinates (`nil`: the whole page).
    open var rect: CGRect?
    /// Whether the page's background may stay transparent in the PDF.
    open var allowTransparentBackground = false

    public override init() { super.init() }
}
