import CellSnapUIKit
import Foundation

/// How finely a user selects text in a page, as WebKit's `WKSelectionGranularity`.
public enum WKSelectionGranularity: Int, Hashable, Sendable {
    case dynamic = 0, character
}

/// The kinds of text a page turns into links, as WebKit's `WKDataDetectorTypes`.
public struct WKDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

extension WKWebView: InterfaceBuilderAttributeReading {
    /// A `<wkWebView>` element's attributes, as Interface Builder writes them.
    package func cellSnapReadInterfaceBuilderAttributes(_ attributes: [String: String]) -> (
        read: Set<String>, problem: String?
    ) {
        var reader = WebKitAttributes(attributes)
        reader.flag("allowsBackForwardNavigationGestures") { self.allowsBackForwardNavigationGestures = $0 }
        reader.flag("allowsLinkPreview") { self.allowsLinkPreview = $0 }
        if let agent = reader.text("customUserAgent") { customUserAgent = agent }
        return (reader.read, reader.problem)
    }

    /// The `configuration` child (`<wkWebViewConfiguration>`), with its media types, data
    /// detectors and preferences.
    package func cellSnapReadInterfaceBuilderChild(_ child: InterfaceBuilderChildElement) -> (
        read: Bool, problem: String?
    ) {
        guard child.name == "wkWebViewConfiguration", child.attributes["key"] == "configuration" else {
            return (false, nil)
        }
        return (true, configuration.read(child))
    }

    /// The web view's own outlets: its navigation and UI delegates.
    package func cellSnapSetInterfaceBuilderOutlet(_ property: String, to value: Any) -> Bool {
        switch property {
        case "navigationDelegate": navigationDelegate = value as? any WKNavigationDelegate
        case "uiDelegate": uiDelegate = value as? any WKUIDelegate
        default: return false
        }
        return true
    }
}

extension WKWebViewConfiguration {
    /// Applies a `<wkWebViewConfiguration>` element; returns the first problem.
    fileprivate func read(_ element: InterfaceBuilderChildElement) -> String? {
        var reader = WebKitAttributes(element.attributes)
        reader.read.insert("key")
        reader.flag("allowsInlineMediaPlayback") { self.allowsInlineMediaPlayback = $0 }
        reader.flag("allowsAirPlayForMediaPlayback") { self.allowsAirPlayForMediaPlayback = $0 }
        reader.flag("allowsPictureInPictureMediaPlayback") { self.allowsPictureInPictureMediaPlayback = $0 }
        reader.flag("suppressesIncrementalRendering") { self.suppressesIncrementalRendering = $0 }
        reader.flag("ignoresViewportScaleLimits") { self.ignoresViewportScaleLimits = $0 }
        if let name = reader.text("applicationNameForUserAgent") { applicationNameForUserAgent = name }
        if let text = reader.text("selectionGranularity") {
            switch text {
            case "dynamic": selectionGranularity = .dynamic
            case "character": selectionGranularity = .character
            default: return "the attribute selectionGranularity=\"\(text)\" is not dynamic or character"
            }
        }
        if let problem = reader.unread() { return problem }
        for child in element.children {
            if let problem = readChild(child) { return problem }
        }
        return nil
    }

    private func readChild(_ child: InterfaceBuilderChildElement) -> String? {
        var reader = WebKitAttributes(child.attributes)
        reader.read.insert("key")
        switch (child.name, child.attributes["key"]) {
        case ("audiovisualMediaTypes", "mediaTypesRequiringUserActionForPlayback"):
            var types: WKAudiovisualMediaTypes = []
            reader.flag("none") { _ in }
            reader.flag("audio") { if $0 { types.insert(.audio) } }
            reader.flag("video") { if $0 { types.insert(.video) } }
            reader.flag("all") { if $0 { types = .all } }
            mediaTypesRequiringUserActionForPlayback = types
        case ("dataDetectorTypes", "dataDetectorTypes"):
            var types: WKDataDetectorTypes = []
            let names: [(String, WKDataDetectorTypes)] = [
                ("phoneNumber", .phoneNumber), ("link", .link), ("address", .address),
                ("calendarEvent", .calendarEvent), ("trackingNumber", .trackingNumber),
                ("flightNumber", .flightNumber), ("lookupSuggestion", .lookupSuggestion), ("all", .all),
            ]
            reader.flag("none") { _ in }
            for (name, type) in names { reader.flag(name) { if $0 { types.insert(type) } } }
            dataDetectorTypes = types
        case ("wkPreferences", "preferences"):
            if let size = reader.text("minimumFontSize") {
                guard let value = Double(size), value.isFinite else {
                    return "the attribute minimumFontSize=\"\(size)\" is not a number"
                }
                preferences.minimumFontSize = CGFloat(value)
            }
            reader.flag("javaScriptCanOpenWindowsAutomatically") {
                self.preferences.javaScriptCanOpenWindowsAutomatically = $0
            }
            reader.flag("javaScriptEnabled") { self.preferences.javaScriptEnabled = $0 }
            reader.flag("fraudulentWebsiteWarningEnabled") { self.preferences.isFraudulentWebsiteWarningEnabled = $0 }
        default:
            let key = child.attributes["key"].map { " key=\"\($0)\"" } ?? ""
            return "the element <\(child.name)\(key)> inside <wkWebViewConfiguration> is not read by CellSnap"
        }
        return reader.problem ?? reader.unread()
    }
}

/// The attributes of a WebKit element, read one by one: which were read, and the first problem.
private struct WebKitAttributes {
    let attributes: [String: String]
    var read: Set<String> = []
    var problem: String?

    init(_ attributes: [String: String]) { self.attributes = attributes }

    mutating func text(_ key: String) -> String? {
        guard let text = attributes[key] else { return nil }
        read.insert(key)
        return text
    }

    /// Calls `apply` with the `YES`/`NO` attribute `key`; another value is the problem.
    mutating func flag(_ key: String, _ apply: (Bool) -> Void) {
        guard let text = text(key) else { return }
        guard text == "YES" || text == "NO" else {
            if problem == nil { problem = "the attribute \(key)=\"\(text)\" is not YES or NO" }
            return
        }
        apply(text == "YES")
    }

    /// The problem of the first attribute not read (in the order of their names).
    func unread() -> String? {
        if let problem { return problem }
        return attributes.keys.sorted().first { !read.contains($0) }.map {
            "the attribute \($0)=\"\(attributes[$0] ?? "")\" is not read by CellSnap"
        }
    }
}
