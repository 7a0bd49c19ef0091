import Foundation

/// The app, as UIKit's `UIApplication`: one instance, ``shared``, in the state of an app under
/// test: active, launched, with one connected window scene on the main screen. CellSnap starts no
/// app and opens no other one; what each member does here:
///
/// | member | here |
/// | --- | --- |
/// | ``shared`` | the one app |
/// | ``delegate`` | whatever the test sets, or the app's delegate once launched (``cellSnapLaunch(_:sceneDelegate:storyboard:)``); nil until then |
/// | ``connectedScenes`` | the one window scene, activated in the foreground |
/// | ``windows`` | that scene's windows, and the key window |
/// | ``open(_:options:completionHandler:)`` | opens nothing: the URL is kept in ``cellSnapOpenedURLs``, and the handler gets ``canOpenURL(_:)``'s answer on the main queue |
/// | ``canOpenURL(_:)`` | `true` for `http` and `https` (Safari is always there), `false` for every other scheme (no app here declares one) |
/// | ``applicationState`` | `.active` |
/// | ``isIdleTimerDisabled`` | kept; no visible effect |
///
/// | ``sendAction(_:to:from:for:)`` | calls the action method, as every target–action pair fires (the `@objc` adapter's selectors) |
///
/// ```swift
/// let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
/// let window = UIWindow(windowScene: scene!)
/// window.makeKeyAndVisible()
/// UIApplication.shared.windows.contains(window)   // true
/// ```
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// The state of the app, as `UIApplication.State`.
    public enum State: Int, Hashable, Sendable {
        case active = 0, inactive, background
    }

    /// A key of the options of ``open(_:options:completionHandler:)``, as `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link, with the app that claims it.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// A key of the options an app delegate is asked to open a URL with, as `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// A key of the launch options, as `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// The app.
    public static let shared = UIApplication()

    /// The app's delegate (UIKit holds it unretained; a test keeps its own reference), `nil`
    /// until a test sets it or the app is launched (``cellSnapLaunch(_:sceneDelegate:storyboard:)``, or an
    /// app file's first look at ``shared``: ``cellSnapShared(launching:)``).
    open weak var delegate: (any UIApplicationDelegate)?
    /// The delegate of the launched app, kept as `UIApplicationMain` keeps it.
    var launchedDelegate: (any UIApplicationDelegate)?

    /// The scenes the app shows: one window scene in the foreground, on the main screen.
    open var connectedScenes: Set<UIScene> { [mainScene] }
    /// The sessions of those scenes.
    open var openSessions: Set<UISceneSession> { [mainScene.session] }
    /// Whether the app shows several scenes at once: no, as an iPhone app.
    open var supportsMultipleScenes: Bool { false }

    /// The windows of the connected scenes, and the key window if it is in none.
    open var windows: [UIWindow] {
        var windows = mainScene.windows
        if let key = UIWindow.keyWindow, !windows.contains(where: { $0 === key }) { windows.append(key) }
        return windows
    }
    /// The key window, if a window was made key (deprecated in iOS 13, still answered).
    open var keyWindow: UIWindow? { UIWindow.keyWindow }

    /// The app's state: active, as an app under test.
    open var applicationState: State { .active }
    /// Whether the screen never dims.
    ///
    /// No visible effect: the idle timer dims the panel after a while, and a snapshot is taken at once.
    open var isIdleTimerDisabled = false
    /// The number on the app's icon.
    ///
    /// No visible effect: the icon is on the home screen, not in the app's screens.
    open var applicationIconBadgeNumber = 0
    /// The layout direction of the app's language: left to right (a snapshot's own traits set a view's).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The user's text size: Large (a snapshot's own traits set a view's).
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    /// Whether the app registered for remote notifications.
    open private(set) var isRegisteredForRemoteNotifications = false
    /// Whether the app's data is readable (the device is unlocked): yes.
    open var isProtectedDataAvailable: Bool { true }
    /// Whether the app may set another icon: no, as no alternate icon is declared here.
    open var supportsAlternateIcons: Bool { false }
    /// The alternate icon's name: none.
    open var alternateIconName: String? { nil }

    /// Every URL the app asked to open, in order (Linux-only, no UIKit API), so that a test can
    /// check that a tap would have left the app.
    public private(set) var cellSnapOpenedURLs: [URL] = []

    /// The one window scene the app shows.
    lazy var mainScene = UIWindowScene(
        session: UISceneSession(role: .windowApplication, persistentIdentifier: "CellSnapScene"),
        connectionOptions: UIScene.ConnectionOptions())

    private override init() { super.init() }

    /// Sends `action` to `target`, with `sender` and `event` as the action method's arguments (an
    /// action method takes none, the sender, or the sender and the event), and returns whether a
    /// method ran. A `nil` target sends the action to the first object of `sender`'s responder
    /// chain (the sender itself, its `next`, and on) that answers it, as UIKit does from the first
    /// responder. A target whose adapted class has no method of that name is reported
    /// (`SelectorTable.undelivered`) and nothing runs; so is an action method that throws or
    /// takes an argument of another type.
    @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
        -> Bool
    {
        guard let receiver = target.map({ $0 as AnyObject }) ?? firstResponder(for: action, from: sender) else {
            return false
        }
        return Self.send(action, to: receiver, arguments: [sender, event]) != nil
    }

    /// Asks the system to open `url`: nothing opens here. The URL is added to
    /// ``cellSnapOpenedURLs``, and `completion`, if any, gets ``canOpenURL(_:)``'s answer on the
    /// main queue, as UIKit calls it after the open is tried.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        cellSnapOpenedURLs.append(url)
        let opened = canOpenURL(url)
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } }
    }

    /// Whether an app could open `url`: `true` for `http` and `https`, which Safari opens on every
    /// iPhone; `false` for other schemes, as iOS answers for a scheme no installed app declares
    /// (or that the app did not list in `LSApplicationQueriesSchemes`).
    open func canOpenURL(_ url: URL) -> Bool {
        ["http", "https"].contains(url.scheme?.lowercased() ?? "")
    }

    /// Registers for remote notifications.
    ///
    /// No visible effect: notifications arrive from a server, and a snapshot has none.
    open func registerForRemoteNotifications() { isRegisteredForRemoteNotifications = true }
    /// Stops receiving remote notifications.
    ///
    /// No visible effect: notifications arrive from a server, and a snapshot has none.
    open func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }

    /// Registers for the remote notification types of iOS 7 (deprecated in iOS 8).
    ///
    /// No visible effect: notifications arrive from a server, and a snapshot has none.
    open func registerForRemoteNotifications(matching types: UIRemoteNotificationType) {
        isRegisteredForRemoteNotifications = true
        remoteNotificationTypes = types
    }
    /// The remote notification types registered (deprecated in iOS 8).
    open func enabledRemoteNotificationTypes() -> UIRemoteNotificationType { remoteNotificationTypes }
    private var remoteNotificationTypes: UIRemoteNotificationType = []

    /// Asks the person to allow the alerts of `notificationSettings` (iOS 8, deprecated in iOS 10).
    /// The person answers ``cellSnapAllowsUserNotifications``; the granted settings become
    /// ``currentUserNotificationSettings`` and go to the delegate's
    /// `application(_:didRegister:)` on the main queue.
    open func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {
        registerLegacySettings(notificationSettings)
    }
    /// The settings granted by the last registration (`nil` before one).
    open var currentUserNotificationSettings: UIUserNotificationSettings? { legacyNotifications.current }
    /// Schedules `notification` (deprecated in iOS 10): kept in ``scheduledLocalNotifications``
    /// until cancelled; one without a fire date is presented at once, as UIKit does.
    open func scheduleLocalNotification(_ notification: UILocalNotification) {
        guard notification.fireDate != nil else { return presentLocalNotificationNow(notification) }
        legacyNotifications.scheduled.append(notification)
    }
    /// Presents `notification` now: the app is in the foreground, so no alert shows and the
    /// delegate's `application(_:didReceive:)` gets it on the main queue, as UIKit does.
    open func presentLocalNotificationNow(_ notification: UILocalNotification) {
        presentLegacyNotification(notification)
    }
    /// Cancels a scheduled notification.
    open func cancelLocalNotification(_ notification: UILocalNotification) {
        legacyNotifications.scheduled.removeAll { $0 === notification }
    }
    /// Cancels every scheduled notification.
    open func cancelAllLocalNotifications() { legacyNotifications.scheduled.removeAll() }
    /// The notifications scheduled and not cancelled, in the order scheduled; setting it replaces them.
    open var scheduledLocalNotifications: [UILocalNotification]? {
        get { legacyNotifications.scheduled }
        set { legacyNotifications.scheduled = newValue ?? [] }
    }
    let legacyNotifications = LegacyNotifications()

    /// Starts a task that may go on in the background; returns its identifier.
    ///
    /// No visible effect: the app never goes to the background here, so the task is never cut short.
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier
    {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Starts a named task that may go on in the background; returns its identifier.
    ///
    /// No visible effect: the app never goes to the background here, so the task is never cut short.
    open func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        nextBackgroundTask += 1
        return UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
    }
    private var nextBackgroundTask = 0

    /// Ends a background task.
    ///
    /// No visible effect: the app never goes to the background here.
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// The app's Home Screen quick actions (set by the app; none at launch).
    ///
    /// No visible effect: quick actions show on the Home Screen, outside the app.
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// Asks for a scene of `userActivity`: the app supports one scene (``supportsMultipleScenes``),
    /// so the request fails and `errorHandler` is called with an error naming it, as iOS answers
    /// an app that does not support multiple windows.
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        errorHandler?(
            CellSnapUIKitError(
                call: "UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)",
                reason: "the app supports one scene (supportsMultipleScenes is false)"))
    }

    /// Asks to close `sceneSession`'s scene: CellSnap's one scene stays for the whole snapshot, so
    /// `errorHandler` is called with an error naming the request.
    open func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        errorHandler?(
            CellSnapUIKitError(
                call: "UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)",
                reason: "CellSnap's one scene stays for the whole snapshot"))
    }

    /// Asks the system to refresh `sceneSession`'s snapshot in the app switcher.
    ///
    /// No visible effect: the app switcher is outside the app.
    open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}

    /// The orientations the app supports in `window`: every one but upside down, an iPhone app's default.
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .allButUpsideDown
    }

    // MARK: The older, app-wide API (the status bar, interaction events, background fetch)

    /// What the older, app-wide API keeps.
    private var applicationWide = (
        statusBarHidden: false, statusBarStyle: UIStatusBarStyle.default, networkActivityIndicatorVisible: false,
        ignoredInteractionEvents: 0, minimumBackgroundFetchInterval: TimeInterval.greatestFiniteMagnitude
    )

    /// The orientation of the app's interface (deprecated in iOS 13 for the window scene's): the
    /// main scene's, portrait.
    ///
    /// Setting it (deprecated in iOS 9) has no visible effect, as ``setStatusBarOrientation(_:animated:)``.
    open var statusBarOrientation: UIInterfaceOrientation {
        get { mainScene.interfaceOrientation }
        set { setStatusBarOrientation(newValue, animated: false) }
    }
    /// How long the status bar takes to rotate (deprecated in iOS 13): UIKit's 0.3 seconds a quarter turn.
    ///
    /// No visible effect: nothing rotates in a snapshot.
    open var statusBarOrientationAnimationDuration: TimeInterval { 0.3 }
    /// The status bar's frame (deprecated in iOS 13 for ``UIStatusBarManager/statusBarFrame``): the main scene's.
    open var statusBarFrame: CGRect { mainScene.statusBarManager?.statusBarFrame ?? .zero }
    /// Whether the status bar is hidden (deprecated in iOS 9): as it was set, or
    /// ``setStatusBarHidden(_:with:)`` set it.
    ///
    /// No visible effect: CellSnap draws no status bar, and view controllers decide it since iOS 9.
    open var isStatusBarHidden: Bool {
        get { applicationWide.statusBarHidden }
        set { applicationWide.statusBarHidden = newValue }
    }
    /// The status bar's style (deprecated in iOS 9): as it was set, or ``setStatusBarStyle(_:animated:)`` set it.
    ///
    /// No visible effect: CellSnap draws no status bar.
    open var statusBarStyle: UIStatusBarStyle {
        get { applicationWide.statusBarStyle }
        set { applicationWide.statusBarStyle = newValue }
    }
    /// No visible effect: CellSnap draws no status bar, and view controllers decide it since iOS 9.
    open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        applicationWide.statusBarHidden = hidden
    }
    /// No visible effect: CellSnap draws no status bar.
    open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        applicationWide.statusBarStyle = statusBarStyle
    }
    /// No visible effect: nothing rotates in a snapshot, and the scene keeps its portrait orientation.
    open func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {}
    /// Whether the network activity indicator spins (deprecated in iOS 13).
    ///
    /// No visible effect: CellSnap draws no status bar.
    open var isNetworkActivityIndicatorVisible: Bool {
        get { applicationWide.networkActivityIndicatorVisible }
        set { applicationWide.networkActivityIndicatorVisible = newValue }
    }

    /// Opens `url` (deprecated in iOS 10 for ``open(_:options:completionHandler:)``), whose record
    /// and answer it shares: whether the URL can be opened.
    @discardableResult open func openURL(_ url: URL) -> Bool {
        open(url, options: [:], completionHandler: nil)
        return canOpenURL(url)
    }

    /// Whether the app may refresh in the background: available.
    ///
    /// No visible effect: a snapshot runs nothing in the background.
    open var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }
    /// How long the app may still run in the background: as UIKit answers for an app in the
    /// foreground, the largest time.
    ///
    /// No visible effect: a snapshot runs nothing in the background.
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    /// No visible effect: a snapshot runs nothing in the background.
    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        applicationWide.minimumBackgroundFetchInterval = minimumBackgroundFetchInterval
    }

    /// Whether the app ignores touches (deprecated in iOS 13): while a begin call is not yet ended.
    ///
    /// No visible effect: a snapshot has no touches to ignore.
    open var isIgnoringInteractionEvents: Bool { applicationWide.ignoredInteractionEvents > 0 }
    /// No visible effect: a snapshot has no touches to ignore.
    open func beginIgnoringInteractionEvents() { applicationWide.ignoredInteractionEvents += 1 }
    /// No visible effect: a snapshot has no touches to ignore.
    open func endIgnoringInteractionEvents() {
        applicationWide.ignoredInteractionEvents = max(0, applicationWide.ignoredInteractionEvents - 1)
    }
    /// No visible effect: remote-control events (headphones, the lock screen) never reach a snapshot.
    open func beginReceivingRemoteControlEvents() {}
    /// No visible effect: remote-control events (headphones, the lock screen) never reach a snapshot.
    open func endReceivingRemoteControlEvents() {}
    /// Whether shaking the device offers undo: `true`, UIKit's default.
    ///
    /// No visible effect: a snapshot is never shaken.
    open var applicationSupportsShakeToEdit: Bool { true }

    /// Changes the app's icon (iOS 10.3): the completion handler gets an error, as CellSnap's app
    /// supports no alternate icons (``supportsAlternateIcons``).
    ///
    /// No visible effect: the app's icon is not part of a screen.
    open func setAlternateIconName(
        _ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(
            CellSnapUIKitError(
                call: "UIApplication.setAlternateIconName(_:completionHandler:)",
                reason: "the app supports no alternate icons (supportsAlternateIcons is false)"))
    }

    /// Lets state restoration run on after the launch methods return, until ``completeStateRestoration()``.
    ///
    /// No visible effect: state is restored at a later launch, and a snapshot is one launch.
    open func extendStateRestoration() {}
    /// No visible effect: state is restored at a later launch, and a snapshot is one launch.
    open func completeStateRestoration() {}
    /// No visible effect: the picture the app switcher shows of the app is not part of a screen.
    open func ignoreSnapshotOnNextApplicationLaunch() {}
    /// Dispatches `event` to the window its touches are in (UIKit's override point for every event).
    ///
    /// No visible effect: events come from touches and presses, which a snapshot has none of.
    open func sendEvent(_ event: UIEvent) { event.allTouches?.first?.window?.sendEvent(event) }
    /// Installs a VoIP keep-alive handler (deprecated in iOS 9): `false`, as none is installed.
    ///
    /// No visible effect: a snapshot runs nothing in the background.
    open func setKeepAliveTimeout(_ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil) -> Bool {
        false
    }
    /// No visible effect: a snapshot runs nothing in the background (removes the keep-alive handler).
    open func clearKeepAliveTimeout() {}
    /// No visible effect: Newsstand icons (deprecated in iOS 9) are the Home Screen's, not a screen's.
    open func setNewsstandIconImage(_ image: UIImage?) {}
}

/// The identifier of a background task, as UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
