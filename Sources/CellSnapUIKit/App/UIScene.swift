import CloudKit
import Foundation

/// A scene of the app, as UIKit's `UIScene`. The app shows one window scene (``UIWindowScene``),
/// connected and active in the foreground: `UIApplication.shared.connectedScenes`.
@preconcurrency @MainActor open class UIScene: UIResponder {
    /// Where a scene is in its life, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Hashable, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    /// What a scene was connected with, as `UIScene.ConnectionOptions`: nothing, here (no URL,
    /// activity or shortcut started the app).
    open class ConnectionOptions: NSObject, @unchecked Sendable {
        open var urlContexts: Set<UIOpenURLContext> { [] }
        open var sourceApplication: String? { nil }
        open var handoffUserActivityType: String? { nil }
        open var userActivities: Set<NSUserActivity> { [] }
        open var shortcutItem: UIApplicationShortcutItem? { nil }
        public override init() { super.init() }
    }

    /// How a URL was opened in a scene, as `UIScene.OpenURLOptions`.
    open class OpenURLOptions: NSObject, @unchecked Sendable {
        open var sourceApplication: String? { nil }
        open var annotation: Any? { nil }
        open var openInPlace: Bool { false }
        public override init() { super.init() }
    }

    /// How a scene opens a URL, as `UIScene.OpenExternalURLOptions`.
    open class OpenExternalURLOptions: NSObject, @unchecked Sendable {
        open var universalLinksOnly = false
        public override init() { super.init() }
    }

    /// The scene's session.
    open private(set) var session: UISceneSession
    /// What the scene was connected with.
    public let connectionOptions: ConnectionOptions
    /// The scene's delegate (a scene holds it, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// The scene's title.
    ///
    /// No visible effect: it names the scene in the app switcher, outside the app's screens.
    open var title: String!
    /// The scene's subtitle (iOS 15), which a Mac app built with Mac Catalyst shows under the
    /// window's title; empty until set.
    ///
    /// No visible effect: CellSnap draws an iPhone's screen, whose windows have no title bar.
    open var subtitle: String = ""
    /// The scene's state: active in the foreground once connected.
    open var activationState: ActivationState { .foregroundActive }
    /// Which requests for content activate the scene (``UISceneActivationConditions``' defaults:
    /// any content, none preferred).
    ///
    /// No visible effect: CellSnap runs one scene and activates no other for a request.
    open var activationConditions = UISceneActivationConditions()

    /// A scene of `session` (UIKit makes scenes; a test gets the app's from `connectedScenes`).
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        self.connectionOptions = connectionOptions
        super.init()
        session.scene = self
    }

    /// Opens `url` as the app does (``UIApplication/open(_:options:completionHandler:)``).
    open func open(
        _ url: URL, options: OpenExternalURLOptions?,
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        UIApplication.shared.open(url, completionHandler: completion)
    }

    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene of windows, as UIKit's `UIWindowScene`: windows made with ``UIWindow/init(windowScene:)``
/// (or given this scene) take its screen's size, the main screen's.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    private var windowReferences: [WeakWindow] = []

    /// The scene's windows, in the order they joined it.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }
    /// The scene's key window, if it has one.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen the scene is on: the main screen.
    open var screen: UIScreen { .main }
    /// How the scene's interface is turned: upright.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's traits: its screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The scene's coordinate space: its screen's, which follows the interface's orientation.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
    /// Whether the scene fills its screen: always on an iPhone, whose scenes CellSnap draws.
    open var isFullScreen: Bool { true }
    /// The scene's screenshot service (iOS 13), whose delegate gives a full-document PDF of a
    /// screenshot.
    ///
    /// No visible effect: the service answers screenshots the user takes, which a snapshot is not.
    open private(set) lazy var screenshotService: UIScreenshotService? = UIScreenshotService(windowScene: self)
    /// What gives the scene its items to share (iOS 15), read by the system's Share commands.
    ///
    /// No visible effect: sharing happens only when the user asks to share.
    open weak var activityItemsConfigurationSource: (any UIActivityItemsConfigurationProviding)?
    /// The scene's title bar, which a Mac app built with Mac Catalyst shows above its window: its
    /// settings are kept.
    ///
    /// No visible effect: CellSnap draws an iPhone's screen, whose windows have no title bar.
    open private(set) lazy var titlebar: UITitlebar? = UITitlebar()

    /// Adds `window` to the scene's windows (a window's ``UIWindow/windowScene`` calls it).
    func cellSnapAdd(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    /// Removes `window` from the scene's windows.
    func cellSnapRemove(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The scene's status bar (iOS 13).
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }

    /// The scene's geometry (iOS 16): its orientation and its frame on the screen.
    open var effectiveGeometry: UIWindowScene.Geometry {
        Geometry(interfaceOrientation: interfaceOrientation, systemFrame: screen.bounds)
    }

    /// The limits of the scene's size (iOS 13): `nil`, as on an iPhone, whose scenes fill the screen.
    ///
    /// No visible effect: a snapshot's scene has the size it is drawn at.
    open var sizeRestrictions: UISceneSizeRestrictions? { nil }
}

/// A scene's session, as UIKit's `UISceneSession`: its role and configuration.
@preconcurrency @MainActor open class UISceneSession: NSObject {
    /// What a session's scenes are for, as `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's scene.
    open internal(set) weak var scene: UIScene?
    /// What the session's scenes are for.
    open private(set) var role: Role
    /// The session's configuration: its scene delegate's class, once the app delegate chose one.
    open internal(set) var configuration: UISceneConfiguration
    /// The session's identifier, the same across launches.
    open private(set) var persistentIdentifier: String
    /// The app's own values for the session.
    open var userInfo: [String: Any]?
    /// The activity the session's scene is restored from.
    ///
    /// No visible effect: a scene is restored at a later launch, and a snapshot is one launch.
    open var stateRestorationActivity: NSUserActivity?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        super.init()
    }
}

/// What a scene is made with, as UIKit's `UISceneConfiguration`: its name, role and the classes of
/// its scene and delegate.
open class UISceneConfiguration: NSObject, @unchecked Sendable {
    /// The configuration's name in the app's Info.plist.
    open private(set) var name: String?
    /// The role of the sessions it configures.
    open private(set) var role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene.
    open var sceneClass: AnyClass?
    /// The storyboard whose initial view controller the scene's window shows, when the app
    /// launches the scene from its configuration (CellSnap launches no scenes: a test makes its
    /// windows, so the storyboard is kept, as the delegate's and scene's classes are).
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// A URL a scene was asked to open, as UIKit's `UIOpenURLContext`.
open class UIOpenURLContext: NSObject, @unchecked Sendable {
    open private(set) var url: URL
    open private(set) var options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}

/// A scene's delegate, as UIKit's `UISceneDelegate`: every requirement optional in UIKit, each
/// defaulted here so that a scene delegate file compiles.
@preconcurrency @MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(
        _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: its ``window``, which the scene
/// delegate usually makes in `scene(_:willConnectTo:options:)`.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window, `UIWindow?`; disfavoured as `UIApplicationDelegate`'s is, so that
    /// `delegate?.window` is `UIWindow??` as for UIKit's optional requirement.
    @_disfavoredOverload var window: UIWindow? { get set }
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    /// The scene's coordinate space, orientation or traits changed; the arguments are the ones before.
    ///
    /// No visible effect: a snapshot's scene keeps one size, orientation and traits.
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection)
    /// The scene's geometry changed (iOS 26); the argument is the geometry before.
    ///
    /// No visible effect: a snapshot's scene keeps one size, orientation and traits.
    func windowScene(
        _ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)
    /// The person accepted to join a CloudKit share (tapped its link) in this scene; the app
    /// accepts it with a `CKAcceptSharesOperation` and shows the shared records.
    ///
    /// No visible effect: iOS calls it when a share's link opens the app, which never happens in a
    /// test (a test calls it with metadata it makes); what the app then shows is drawn as any screen.
    func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)
}

extension UIWindowSceneDelegate {
    /// No visible effect: a snapshot's scene keeps one size, orientation and traits.
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {}
    /// No visible effect: a snapshot's scene keeps one size, orientation and traits.
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
    ) {}
    /// The window as UIKit's optional requirement reads it, `UIWindow??` (read only).
    public var window: UIWindow?? { .some(self.window as UIWindow?) }
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
}

extension UIWindowSceneDelegate where Self: NSObject {
    /// No window, for a scene delegate that declares none.
    @_disfavoredOverload public var window: UIWindow? {
        get { nil }
        set {}
    }
}
