import CellSnapUIKitTesting
import Foundation
import Testing

// An app launched as iOS launches it: its delegate, its scene delegate and the window they make,
// and a classic split view that collapses to its list on an iPhone because the scene delegate
// says so (as Apple's context menus sample does).
// References: Snapshots/AppLaunchTests/.
@testable import CellSnapUIKit

/// An app delegate that keeps its window in a constant, as apps written without the template do.
final class OwnWindowAppDelegate: UIResponder, UIApplicationDelegate {
    let window = UIWindow()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window.rootViewController = UINavigationController(rootViewController: LaunchedRecipeListController())
        window.makeKeyAndVisible()
        return true
    }
}

/// The list of a recipes app: a title and a label pinned 20 pt from the leading edge.
final class LaunchedRecipeListController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        view.backgroundColor = .systemBackground
        label.text = "Lemon tart"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}

/// The app's delegate, recording what it is told and whether its window was there by then.
final class LaunchedAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var told: [String] = []

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        told.append("will finish, window \(window != nil)")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        told.append("did finish, window \(window != nil), delegate \(application.delegate === self)")
        return true
    }
}

/// A scene delegate as Xcode's template writes one for an app made in code: a window of the
/// scene with a split view of the list and a placeholder detail, collapsing onto the list.
final class LaunchedSceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?
    var told: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        told.append("connect, window \(window != nil)")
        guard let windowScene = scene as? UIWindowScene else { return }
        let split = UISplitViewController()
        let placeholder = UIViewController()
        placeholder.view.backgroundColor = .systemGray
        split.viewControllers = [
            UINavigationController(rootViewController: LaunchedRecipeListController()),
            UINavigationController(rootViewController: placeholder),
        ]
        split.delegate = self
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = split
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) { told.append("foreground") }
    func sceneDidBecomeActive(_ scene: UIScene) { told.append("active") }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { true }
}

/// A scene delegate that makes no window: the storyboard's window is given to it before it connects.
final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var rootAtConnection: UIViewController?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        rootAtConnection = window?.rootViewController
    }
}

/// The entry point the Objective-C adapter writes for `@main` on `LaunchedAppDelegate`.
enum LaunchedEntryPoint: CellSnapAppEntryPoint {
    static func makeDelegate() -> any UIApplicationDelegate { LaunchedAppDelegate() }
}

/// The app is one per process: these tests launch it one after another and reset it.
@MainActor @Suite(.serialized) struct AppLaunchTests {
    let app = UIApplication.shared
    let storyboard = UIStoryboard(name: "IBFlows", bundle: .module)

    /// A scene app: the delegate launches, then the scene delegate connects and makes the window,
    /// whose split view shows the list, as its delegate collapses the detail away.
    @Test func aSceneAppShowsTheWindowItsSceneDelegateMakes() throws {
        defer { app.cellSnapResetLaunch() }
        let delegate = LaunchedAppDelegate()
        let scene = LaunchedSceneDelegate()
        let window = try app.cellSnapLaunch(delegate, sceneDelegate: scene)
        #expect(delegate.told == ["will finish, window false", "did finish, window false, delegate true"])
        #expect(scene.told == ["connect, window false", "foreground", "active"])
        #expect(window === scene.window && app.delegate === delegate)
        #expect(app.connectedScenes.first?.delegate === scene && app.keyWindow === window)
        let split = try #require(window.rootViewController as? UISplitViewController)
        let primary = try #require(split.viewControllers.first as? UINavigationController)
        #expect(split.viewControllers.count == 1 && primary.viewControllers.count == 1)
        #expect(primary.topViewController is LaunchedRecipeListController)
        // The frames, in both layout directions, are the references' structural text (exact).
        assertSnapshot(
            of: window as UIView, as: .screen(traits: UITraitCollection(layoutDirection: .rightToLeft)),
            named: "collapsed-split-view-rtl")
        assertSnapshot(of: window as UIView, as: .screen(), named: "collapsed-split-view")
    }

    /// An app without scenes and its main storyboard: the window is the delegate's before it
    /// finishes launching, showing the storyboard's initial controller.
    @Test func anAppWithAMainStoryboardHasItsWindowBeforeItFinishesLaunching() throws {
        defer { app.cellSnapResetLaunch() }
        let delegate = LaunchedAppDelegate()
        let window = try app.cellSnapLaunch(delegate, storyboard: storyboard)
        #expect(delegate.told == ["will finish, window false", "did finish, window true, delegate true"])
        #expect(window === delegate.window && window.rootViewController is UISplitViewController)
        #expect(app.keyWindow === window)
    }

    /// A snapshot shows its controller or view in a key window of its own; afterwards the
    /// launched app's window is key again, as an app's window stays key on a device (a test that
    /// reads `keyWindow` after a snapshot finds the app's).
    @Test func theLaunchedWindowIsKeyAgainAfterASnapshot() throws {
        defer { app.cellSnapResetLaunch() }
        let window = try app.cellSnapLaunch(LaunchedAppDelegate(), storyboard: storyboard)
        let screen = UIViewController()
        screen.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        _ = try Snapshotting<UIViewController>.image(width: 200).snapshot(screen)
        #expect(app.keyWindow === window)
        _ = try Snapshotting<UIViewController>.screen(size: CGSize(width: 200, height: 300)).snapshot(
            UIViewController())
        #expect(app.keyWindow === window)
    }

    /// A scene delegate that makes no window is given one showing the storyboard before it connects.
    @Test func aSceneWithAStoryboardGetsItsWindowBeforeItConnects() throws {
        defer { app.cellSnapResetLaunch() }
        let scene = StoryboardSceneDelegate()
        let window = try app.cellSnapLaunch(LaunchedAppDelegate(), sceneDelegate: scene, storyboard: storyboard)
        #expect(scene.rootAtConnection is UISplitViewController && window === scene.window)
        #expect(window.windowScene === app.connectedScenes.first)
    }

    /// An app whose window is not the delegate's `window` (a `let` of its own) is launched with
    /// the window it made key and visible, the screen's size as UIKit makes a window without a
    /// frame; its root is laid out at that size.
    @Test func theWindowTheAppShowsIsTheLaunchedOne() throws {
        defer { app.cellSnapResetLaunch() }
        let delegate = OwnWindowAppDelegate()
        let window = try app.cellSnapLaunch(delegate)
        #expect(window === delegate.window && window.isKeyWindow)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(window.rootViewController?.view.frame == window.bounds)
        #expect(UIWindow().frame == UIScreen.main.bounds && UIView().frame == .zero)
    }

    /// A second launch, and a launch that leaves no window, are errors naming the call.
    @Test func launchesThatCannotHappenAreErrors() throws {
        defer { app.cellSnapResetLaunch() }
        let call = "UIApplication.cellSnapLaunch(_:sceneDelegate:storyboard:)"
        #expect(
            throws: CellSnapUIKitError(
                call: call,
                reason: "LaunchedAppDelegate launched without a window: neither a scene delegate's window nor "
                    + "the app delegate's is set, and no window was made key and visible "
                    + "(pass the app's main storyboard, or its scene delegate)")
        ) { try app.cellSnapLaunch(LaunchedAppDelegate()) }
        #expect(
            throws: CellSnapUIKitError(
                call: call,
                reason: "the app was already launched with LaunchedAppDelegate (call cellSnapResetLaunch() first, "
                    + "and launch before the app's code looks at UIApplication.shared)")
        ) { try app.cellSnapLaunch(LaunchedAppDelegate(), storyboard: storyboard) }
    }

    /// The app's files reach `UIApplication.shared` through the entry point (the adapter's form):
    /// the first look launches the app's delegate, later ones find it; a delegate a test set stands.
    @Test func theAppsFilesFindTheAppLaunched() throws {
        defer { app.cellSnapResetLaunch() }
        let launched = UIApplication.cellSnapShared(launching: LaunchedEntryPoint.self)
        let delegate = try #require(launched.delegate as? LaunchedAppDelegate)
        #expect(launched === app)
        #expect(delegate.told == ["will finish, window false", "did finish, window false, delegate true"])
        #expect(UIApplication.cellSnapShared(launching: LaunchedEntryPoint.self).delegate === delegate)
        app.cellSnapResetLaunch()
        let own = LaunchedAppDelegate()
        app.delegate = own
        #expect(UIApplication.cellSnapShared(launching: LaunchedEntryPoint.self).delegate === own && own.told.isEmpty)
    }

    /// The app's bundle is its module's resource bundle; a module without one gets the main bundle.
    @Test func theAppsBundleIsItsModulesResourceBundle() {
        let bundle = Bundle.cellSnapAppBundle(fileID: "CellSnapUIKitTests/_CellSnapSelectors.swift")
        #expect(bundle.bundleURL.standardizedFileURL == Bundle.module.bundleURL.standardizedFileURL)
        #expect(bundle.url(forResource: "IBFlows", withExtension: "storyboard") != nil)
        #expect(Bundle.cellSnapAppBundle(fileID: "NoSuchModule/File.swift") === Bundle.main)
    }
}

/// The app's container folders are there once a responder is made, as on iOS before the app's
/// first line: an app copies its bundled database into Documents without making the folder.
@MainActor @Suite struct AppContainerTests {
    @Test func documentsAndCachesAreThereForTheApp() throws {
        _ = UIResponder()
        let documents = try #require(FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: documents.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(
            AppContainer.folders.map(\.path) == [documents.path]
                + FileManager.default.urls(
                    for: .cachesDirectory, in: .userDomainMask
                ).map(\.path))
    }

    @Test func missingFoldersAreMadeAndPresentOnesKept() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("container-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let documents = home.appendingPathComponent("Documents")
        let caches = home.appendingPathComponent("Library/Caches")
        try FileManager.default.createDirectory(at: caches, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: caches.appendingPathComponent("entry"))
        AppContainer.make([documents, caches])
        #expect(FileManager.default.fileExists(atPath: documents.path))
        #expect(try Data(contentsOf: caches.appendingPathComponent("entry")) == Data("kept".utf8))
    }
}
