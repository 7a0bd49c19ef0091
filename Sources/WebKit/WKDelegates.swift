import CellSnapUIKit
import Foundation
import FoundationNetworking

// WebKit's delegate protocols, with every requirement optional in WebKit defaulted here so that a
// delegate file compiles. A web view here never navigates, so none of them is called.

/// What a web view asks and tells about navigations, as WebKit's `WKNavigationDelegate`.
@preconcurrency @MainActor public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) { decisionHandler(.allow) }
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    ) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(
        _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!
    ) {}
    public func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// What a web view's page asks of the app's interface, as WebKit's `WKUIDelegate`.
@preconcurrency @MainActor public protocol WKUIDelegate: NSObjectProtocol {
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView?
    func webViewDidClose(_ webView: WKWebView)
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable () -> Void)
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void)
    func webView(
        _ webView: WKWebView, contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
        completionHandler: @escaping @MainActor @Sendable (UIContextMenuConfiguration?) -> Void)
    func webView(_ webView: WKWebView, contextMenuWillPresentForElement elementInfo: WKContextMenuElementInfo)
    func webView(
        _ webView: WKWebView, contextMenuForElement elementInfo: WKContextMenuElementInfo,
        willCommitWithAnimator animator: any UIContextMenuInteractionCommitAnimating)
    func webView(_ webView: WKWebView, contextMenuDidEndForElement elementInfo: WKContextMenuElementInfo)
}

extension WKUIDelegate {
    public func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? { nil }
    public func webViewDidClose(_ webView: WKWebView) {}
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable () -> Void
    ) { completionHandler() }
    public func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    ) { completionHandler(false) }
    public func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    ) { completionHandler(nil) }
    public func webView(
        _ webView: WKWebView, contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
        completionHandler: @escaping @MainActor @Sendable (UIContextMenuConfiguration?) -> Void
    ) { completionHandler(nil) }
    public func webView(_ webView: WKWebView, contextMenuWillPresentForElement elementInfo: WKContextMenuElementInfo) {}
    public func webView(
        _ webView: WKWebView, contextMenuForElement elementInfo: WKContextMenuElementInfo,
        willCommitWithAnimator animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    public func webView(_ webView: WKWebView, contextMenuDidEndForElement elementInfo: WKContextMenuElementInfo) {}
}

/// The element a context menu was asked for in a page, as WebKit's `WKContextMenuElementInfo`.
@preconcurrency @MainActor open class WKContextMenuElementInfo: NSObject {
    /// The link's URL, when the element is a link.
    open var linkURL: URL? { link }
    private let link: URL?

    /// The element of a link to `linkURL` (WebKit makes them; a test may, to call a delegate).
    public init(linkURL: URL?) {
        link = linkURL
        super.init()
    }
}

/// A handler of a page's script messages, as WebKit's `WKScriptMessageHandler`.
@preconcurrency @MainActor public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message a page's script posted, as WebKit's `WKScriptMessage`.
@preconcurrency @MainActor open class WKScriptMessage: NSObject {
    /// The message's body.
    open var body: Any { bodyValue }
    /// The handler's name it was posted to.
    open var name: String { nameValue }
    private let bodyValue: Any
    private let nameValue: String

    /// A message `body` posted to the handler `name` (WebKit makes them; a test may too).
    public init(name: String, body: Any) {
        nameValue = name
        bodyValue = body
        super.init()
    }
}

/// A navigation's request and cause, as WebKit's `WKNavigationAction`.
@preconcurrency @MainActor open class WKNavigationAction: NSObject {
    /// The request.
    open var request: URLRequest { requestValue }
    /// What caused it.
    open var navigationType: WKNavigationType { typeValue }
    /// The frame it loads in; `nil` for a new window.
    open var targetFrame: WKFrameInfo? { nil }
    private let requestValue: URLRequest
    private let typeValue: WKNavigationType

    /// A navigation to `request` caused by `navigationType` (WebKit makes them; a test may too).
    public init(request: URLRequest, navigationType: WKNavigationType = .other) {
        requestValue = request
        typeValue = navigationType
        super.init()
    }
}

/// A navigation's response, as WebKit's `WKNavigationResponse`.
@preconcurrency @MainActor open class WKNavigationResponse: NSObject {
    /// The response.
    open var response: URLResponse { responseValue }
    /// Whether it is for the main frame.
    open var isForMainFrame: Bool { true }
    private let responseValue: URLResponse

    /// A navigation's `response` (WebKit makes them; a test may too).
    public init(response: URLResponse) {
        responseValue = response
        super.init()
    }
}

/// A frame of a page, as WebKit's `WKFrameInfo`.
@preconcurrency @MainActor open class WKFrameInfo: NSObject {
    /// Whether it is the page's main frame.
    open var isMainFrame: Bool { true }
}

/// The features a page asked a new window to have, as WebKit's `WKWindowFeatures`.
@preconcurrency @MainActor open class WKWindowFeatures: NSObject {}

/// What caused a navigation, as WebKit's `WKNavigationType`.
public enum WKNavigationType: Int, Hashable, Sendable {
    case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

/// Whether a navigation goes ahead, as WebKit's `WKNavigationActionPolicy`.
public enum WKNavigationActionPolicy: Int, Hashable, Sendable {
    case cancel = 0, allow, download
}

/// Whether a response is shown, as WebKit's `WKNavigationResponsePolicy`.
public enum WKNavigationResponsePolicy: Int, Hashable, Sendable {
    case cancel = 0, allow, download
}
