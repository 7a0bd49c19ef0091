// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A user activity, as Foundation's `NSUserActivity` on Apple's platforms (Foundation on Linux has
/// none): what the user is doing, which an app hands off, indexes, or restores a scene from. Its
/// values are kept as set; nothing is handed off or indexed here, and the process-wide current
/// activity is only a record of ``becomeCurrent()`` and ``resignCurrent()``.
///
/// ```swift
/// let activity = NSUserActivity(activityType: "com.example.viewing-photo")
/// activity.title = "Lake"
/// activity.addUserInfoEntries(from: ["photoID": 42])
/// ```
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The activity the app made current last, if it was not resigned since.
    nonisolated(unsafe) private static weak var current: NSUserActivity?
    private let lock = NSLock()

    /// The kind of activity, in reverse-DNS form.
    public let activityType: String
    /// A title for the activity.
    open var title: String?
    /// The activity's values.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of ``userInfo`` that a continuation needs.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity asks its delegate to bring it up to date before it is sent.
    open var needsSave = false
    /// The web page showing the same content.
    open var webpageURL: URL?
    /// The page that led to the activity.
    open var referrerURL: URL?
    /// When the activity stops being relevant.
    open var expirationDate: Date?
    /// Words that find the activity in search.
    open var keywords: Set<String> = []
    /// Whether the activity may be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for the device's search.
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed for everyone's search.
    open var isEligibleForPublicIndexing = false
    /// Whether the activity may be suggested as a Siri shortcut.
    open var isEligibleForPrediction = false
    /// An identifier of the activity's content, which a scene that shows it matches.
    open var targetContentIdentifier: String?
    /// An identifier an app deletes its saved activities by.
    open var persistentIdentifier: String?
    /// Whether continuation streams are offered.
    open var supportsContinuationStreams = false
    /// The activity's delegate.
    open weak var delegate: (any NSUserActivityDelegate)?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``, replacing those of the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        lock.lock()
        defer { lock.unlock() }
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Makes the activity the current one.
    open func becomeCurrent() { NSUserActivity.current = self }

    /// Stops it being the current one.
    open func resignCurrent() {
        if NSUserActivity.current === self { NSUserActivity.current = nil }
    }

    /// Ends the activity: it is no longer current and cannot become current again.
    open func invalidate() { resignCurrent() }

    /// Whether this activity is the current one (Linux-only, no Foundation API).
    public var cellSnapIsCurrent: Bool { NSUserActivity.current === self }
}

/// An activity's delegate, as Foundation's `NSUserActivityDelegate`; every requirement optional.
public protocol NSUserActivityDelegate: NSObjectProtocol {
    func userActivityWillSave(_ userActivity: NSUserActivity)
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}

/// The activity type of a web page the system opens in the app (a universal link, or a page a
/// browser hands off), as Foundation's `NSUserActivityTypeBrowsingWeb`; its `webpageURL` is the
/// page. Nothing on Linux opens one: a test continues one with the app's delegate.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
