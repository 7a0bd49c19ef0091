// A help screen that shows a web page, as apps write one with `import WebKit`: it compiles
// unchanged; before it loads anything the web view is drawn as iOS shows an empty one (white),
// and once it is asked to load a page, drawing the screen is refused with an error naming the load.
import CellSnapUIKitTesting
import Foundation
import Testing
import UIKit
import WebKit

final class HelpViewController: UIViewController, WKNavigationDelegate, WKUIDelegate {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    var pageURL: URL?
    private(set) var finishedNavigations = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        webView.navigationDelegate = self
        webView.uiDelegate = self
        webView.allowsBackForwardNavigationGestures = true
        webView.frame = view.bounds.insetBy(dx: 16, dy: 16)
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(webView)
        if let pageURL { webView.load(URLRequest(url: pageURL)) }
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finishedNavigations += 1 }

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(navigationAction.request.url?.host == "example.com" ? .allow : .cancel)
    }
}

@MainActor @Suite struct WebKitTests {
    @Test func emptyWebViewIsDrawnAsItsWhiteBackground() {
        let controller = HelpViewController()
        assertSnapshot(of: controller, as: .screen(size: CGSize(width: 390, height: 200)))
        #expect(controller.webView.url == nil)
        #expect(controller.webView.backgroundColor == .white)
        #expect(!controller.webView.isLoading)
    }

    @Test func webViewAskedToLoadAPageIsRefusedWhenDrawn() throws {
        let controller = HelpViewController()
        controller.pageURL = try #require(URL(string: "https://example.com/help"))
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        #expect(controller.webView.url?.absoluteString == "https://example.com/help")
        #expect(controller.finishedNavigations == 0)
        #expect {
            _ = try controller.view.cellSnapScreen()
        } throws: { error in
            let error = error as? CellSnapUIKitError
            return error?.call == "WKWebView.load(\"https://example.com/help\")"
                && error?.reason.hasPrefix("CellSnap has no web engine on Linux") == true
        }
    }

    @Test func delegateDefaultsAndScriptsAnswerAsWebKitDoes() async throws {
        let controller = HelpViewController()
        controller.loadViewIfNeeded()
        let action = WKNavigationAction(request: URLRequest(url: try #require(URL(string: "https://other.org"))))
        let policy: WKNavigationActionPolicy = await withCheckedContinuation { continuation in
            controller.webView(controller.webView, decidePolicyFor: action) { continuation.resume(returning: $0) }
        }
        #expect(policy == .cancel)
        let created = controller.webView(
            controller.webView, createWebViewWith: WKWebViewConfiguration(), for: action,
            windowFeatures: WKWindowFeatures())
        #expect(created == nil)
        let failed: Bool = await withCheckedContinuation { continuation in
            controller.webView.evaluateJavaScript("document.title") { result, error in
                continuation.resume(returning: result == nil && error is CellSnapUIKitError)
            }
        }
        #expect(failed)
    }

    @Test func exportsOfThePageFailNamingTheCall() {
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var calls: [String] = []
        let configuration = WKPDFConfiguration()
        configuration.rect = CGRect(x: 0, y: 0, width: 320, height: 200)
        webView.createPDF(configuration: configuration) { result in
            if case .failure(let error as CellSnapUIKitError) = result { calls.append(error.call) }
        }
        webView.createWebArchiveData { result in
            if case .failure(let error as CellSnapUIKitError) = result { calls.append(error.call) }
        }
        #expect(
            calls == [
                "WKWebView.createPDF(configuration:completionHandler:)",
                "WKWebView.createWebArchiveData(completionHandler:)",
            ])
        #expect(configuration.rect?.height == 200 && !configuration.allowTransparentBackground)
    }
}

/// An iOS 9 style help screen over the deprecated `UIWebView` (UIKit), whose delegate refuses
/// pages of other hosts.
final class LegacyHelpViewController: UIViewController, UIWebViewDelegate {
    let webView = UIWebView(frame: .zero)
    var page: URL?

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.delegate = self
        webView.scalesPageToFit = true
        webView.frame = view.bounds
        view.addSubview(webView)
        if let page { webView.loadRequest(URLRequest(url: page)) }
    }

    func webView(
        _ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType
    )
        -> Bool
    { request.url?.host == "example.com" }
}

@MainActor @Suite struct LegacyWebViewTests {
    @Test func loadsTheDelegateRefusesChangeNothing() throws {
        let controller = LegacyHelpViewController()
        controller.page = try #require(URL(string: "https://other.org/help"))
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        #expect(controller.webView.request == nil && !controller.webView.isLoading)
        #expect(controller.webView.backgroundColor == .white)
        _ = try controller.view.cellSnapScreen()
        #expect(controller.webView.stringByEvaluatingJavaScript(from: "document.title") == nil)
    }

    @Test func loadsTheDelegateAllowsAreRefusedWhenDrawn() throws {
        let controller = LegacyHelpViewController()
        controller.page = try #require(URL(string: "https://example.com/help"))
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        #expect(controller.webView.request?.url?.absoluteString == "https://example.com/help")
        #expect {
            _ = try controller.view.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "UIWebView.loadRequest(\"https://example.com/help\")"
        }
        let html = UIWebView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        html.loadHTMLString("<p>Hi</p>", baseURL: nil)
        #expect(html.request?.url?.absoluteString == "about:blank")
        #expect {
            _ = try html.cellSnapScreen()
        } throws: { error in
            (error as? CellSnapUIKitError)?.call == "UIWebView.loadHTMLString(_:baseURL: nil)"
        }
    }
}

/// A `<wkWebView>` element, as Interface Builder writes one: the web view with its attributes,
/// its configuration (media types, data detectors, preferences) and its delegate outlets.
@MainActor @Suite struct WebKitInterfaceBuilderTests {
    func objects(_ body: String, owner: AnyObject? = nil) -> [Any] {
        let data = Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    \(body)
                </objects>
            </document>
            """.utf8)
        return UINib(data: data, bundle: nil).instantiate(withOwner: owner, options: nil)
    }

    @Test func aWebViewElementMakesAWebViewWithItsConfiguration() throws {
        let owner = HelpViewController()
        let made = objects(
            """
            <wkWebView contentMode="scaleToFill" allowsBackForwardNavigationGestures="YES" allowsLinkPreview="NO" customUserAgent="Agent" id="w1">
                <rect key="frame" x="0.0" y="0.0" width="390" height="200"/>
                <color key="backgroundColor" red="0.36" green="0.39" blue="0.40" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <wkWebViewConfiguration key="configuration" allowsInlineMediaPlayback="YES" allowsPictureInPictureMediaPlayback="NO" applicationNameForUserAgent="Fixture" selectionGranularity="character">
                    <dataDetectorTypes key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
                    <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                    <wkPreferences key="preferences" minimumFontSize="3"/>
                </wkWebViewConfiguration>
                <connections>
                    <outlet property="navigationDelegate" destination="-1" id="o1"/>
                    <outlet property="uiDelegate" destination="-1" id="o2"/>
                </connections>
            </wkWebView>
            """, owner: owner)
        let web = try #require(made.first as? WKWebView)
        #expect(web.allowsBackForwardNavigationGestures && !web.allowsLinkPreview && web.customUserAgent == "Agent")
        #expect(web.frame == CGRect(x: 0, y: 0, width: 390, height: 200) && web.backgroundColor != .white)
        let configuration = web.configuration
        #expect(configuration.allowsInlineMediaPlayback && !configuration.allowsPictureInPictureMediaPlayback)
        #expect(
            configuration.applicationNameForUserAgent == "Fixture" && configuration.selectionGranularity == .character)
        #expect(configuration.dataDetectorTypes == [.phoneNumber, .link])
        #expect(configuration.mediaTypesRequiringUserActionForPlayback == [])
        #expect(configuration.preferences.minimumFontSize == 3)
        #expect(web.navigationDelegate === owner && web.uiDelegate === owner)
    }

    @Test func aConfigurationAttributeCellSnapDoesNotReadMakesNothing() {
        let made = objects(
            """
            <wkWebView contentMode="scaleToFill" id="w1">
                <wkWebViewConfiguration key="configuration" limitsNavigationsToAppBoundDomains="YES"/>
            </wkWebView>
            """)
        #expect(made.isEmpty)
    }
}
