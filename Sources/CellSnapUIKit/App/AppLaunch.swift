import Foundation

/// An app's entry point as CellSnap's Objective-C adapter records it (Linux-only, no UIKit API):
/// the class marked `@main` or `@UIApplicationMain` that `UIApplicationMain` makes the app's
/// delegate on iOS. The adapter removes the attribute (a test runner has the process's entry
/// point) and writes a type adopting this protocol, `_CellSnapAppEntryPoint`, in the app's module,
/// which makes the delegate; the app's own files reach the app through
/// ``UIApplication/cellSnapShared(launching:)``, so that the app is launched before their first
/// look at it, as on iOS no app code runs before `UIApplicationMain` made its delegate.
@preconcurrency @MainActor public protocol CellSnapAppEntryPoint {
    /// A new instance of the app's delegate class.
    static func makeDelegate() -> any UIApplicationDelegate
}

extension UIApplication {
    /// The app, launched with the delegate `entryPoint` makes if no app was launched and no test
    /// set a delegate: what the adapter writes for `UIApplication.shared` in an app's files whose
    /// module has an entry point (Linux-only, no UIKit API). The delegate is kept (as
    /// `UIApplicationMain` keeps it; ``delegate`` itself is weak) and is asked
    /// `application(_:willFinishLaunchingWithOptions:)` then
    /// `application(_:didFinishLaunchingWithOptions:)` with no options, as an app launched from
    /// the home screen is. No scene is connected and no main storyboard is loaded: those are
    /// ``cellSnapLaunch(_:sceneDelegate:storyboard:)``'s, which a test calls to draw what the app shows first.
    @preconcurrency @MainActor public static func cellSnapShared(launching entryPoint: any CellSnapAppEntryPoint.Type)
        -> UIApplication
    {
        let app = shared
        if app.delegate == nil, app.launchedDelegate == nil {
            let delegate = entryPoint.makeDelegate()
            app.launchedDelegate = delegate
            app.delegate = delegate
            _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        }
        return app
    }

    /// A new app delegate of the class `className` names: what the Objective-C adapter's entry
    /// point makes for an app whose `main.swift` calls `UIApplicationMain(argc, argv, nil,
    /// className)` (Linux-only, no UIKit API). The name is `NSStringFromClass`'s (`"App.AppDelegate"`);
    /// a name without its module is looked up in the module of `fileID` (the adapter's file, in the
    /// app's module), then as `@objc(Name)` names it. The class is made with its `init()`, as the
    /// adapter registers it. As `UIApplicationMain` on iOS, a name that is `nil` or not of an app
    /// delegate class the process can make stops the process, naming the class.
    @preconcurrency @MainActor public static func cellSnapDelegate(named className: String?, fileID: String)
        -> any UIApplicationDelegate
    {
        guard let className else {
            fatalError(
                "UIApplicationMain was given no delegate class name: CellSnap does not read the Info.plist or main nib "
                    + "that would name it on iOS")
        }
        let module = fileID.split(separator: "/").first.map(String.init)
        guard
            let delegateClass = IBClasses.names(className, module: module, modules: []).lazy.compactMap(
                IBClasses.lookUp
            ).first,
            let made = SelectorTable.instantiate(delegateClass) as? any UIApplicationDelegate,
            type(of: made as AnyObject) == delegateClass
        else {
            fatalError(
                "UIApplicationMain cannot make the delegate class \"\(className)\": it must be a UIApplicationDelegate "
                    + "declared in the app's files the Objective-C adapter reads (which registers its init())")
        }
        return made
    }

    /// Launches the app as iOS does from the home screen and returns its key window (Linux-only,
    /// no UIKit API). CellSnap does not read the app's Info.plist, so the test gives what it
    /// names: `storyboard` is its main storyboard (`UIMainStoryboardFile`, or the scene manifest's
    /// `UISceneStoryboardFile`) and `sceneDelegate` an instance of its scene manifest's
    /// `UISceneDelegateClassName` (the template's `UISceneConfiguration(name:sessionRole:)` reads
    /// both from the plist on iOS).
    ///
    /// As `UIApplicationMain` does: `delegate` becomes the app's delegate (kept) and is told
    /// `application(_:willFinishLaunchingWithOptions:)`; an app without a scene delegate gets a
    /// window showing the storyboard's initial view controller as the delegate's `window`; the
    /// delegate is told `application(_:didFinishLaunchingWithOptions:)`. Then the one window scene
    /// connects when there is a scene delegate (`sceneDelegate`, else an instance of the class the
    /// delegate's `application(_:configurationForConnecting:options:)` names, made with its
    /// `init()` as the adapter registers it): it becomes the scene's delegate, gets a window of
    /// the scene showing the storyboard's (or the configuration's) initial view controller as its
    /// `window`, and is told `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`
    /// and `sceneDidBecomeActive(_:)`. The window returned is the scene delegate's, else the app
    /// delegate's, made key and visible if the app did not.
    ///
    /// ```swift
    /// final class LaunchedAppDelegate: UIResponder, UIApplicationDelegate {
    ///     var window: UIWindow?
    ///     func application(
    ///         _ application: UIApplication,
    ///         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ///     ) -> Bool {
    ///         window = UIWindow(frame: UIScreen.main.bounds)
    ///         window?.rootViewController = UINavigationController(rootViewController: UIViewController())
    ///         window?.makeKeyAndVisible()
    ///         return true
    ///     }
    /// }
    ///
    /// let window = try UIApplication.shared.cellSnapLaunch(LaunchedAppDelegate())
    /// let root = window.rootViewController   // the navigation controller
    /// ```
    ///
    /// A delegate a test set is replaced (``cellSnapResetLaunch()`` gives it back). Errors
    /// (``CellSnapUIKitError``, naming the call): an app already launched (a process launches one app: ``cellSnapResetLaunch()`` between tests; an app file
    /// that looked at `UIApplication.shared` before launched it, ``cellSnapShared(launching:)``),
    /// a scene delegate class that cannot be made, and a launch that leaves no window.
    @discardableResult public func cellSnapLaunch(
        _ delegate: any UIApplicationDelegate, sceneDelegate: (any UISceneDelegate)? = nil,
        storyboard: UIStoryboard? = nil
    ) throws -> UIWindow {
        let call = "UIApplication.cellSnapLaunch(_:sceneDelegate:storyboard:)"
        if let launched = launchedDelegate {
            throw CellSnapUIKitError(
                call: call,
                reason: "the app was already launched with \(type(of: launched)) (call cellSnapResetLaunch() first, "
                    + "and launch before the app's code looks at UIApplication.shared)")
        }
        Self.delegateBeforeLaunch.value = self.delegate
        let keyWindowBefore = UIWindow.keyWindow
        launchedDelegate = delegate
        self.delegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        if sceneDelegate == nil, let storyboard {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = storyboard.instantiateInitialViewController()
            delegate.window = window
        }
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        let scene = mainScene
        let configuration = delegate.application(
            self, configurationForConnecting: scene.session, options: UIScene.ConnectionOptions())
        scene.session.configuration = configuration
        // The window is the one of the scene this launch connects (another's scene delegate may
        // still be the shared scene's), else the app delegate's.
        let connected = try sceneDelegate ?? makeSceneDelegate(configuration, call: call)
        if let sceneDelegate = connected {
            scene.delegate = sceneDelegate
            if let windowDelegate = sceneDelegate as? any UIWindowSceneDelegate,
                let storyboard = storyboard ?? configuration.storyboard
            {
                let window = UIWindow(windowScene: scene)
                window.rootViewController = storyboard.instantiateInitialViewController()
                windowDelegate.window = window
            }
            sceneDelegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
            sceneDelegate.sceneWillEnterForeground(scene)
            sceneDelegate.sceneDidBecomeActive(scene)
        }
        let sceneWindow = (connected as? any UIWindowSceneDelegate).flatMap { $0.window as UIWindow? }
        // An app that keeps its window elsewhere (`let window = UIWindow()`, which is not the
        // delegate's `window` requirement) shows it with `makeKeyAndVisible()`: the key window.
        let shownWindow = UIWindow.keyWindow === keyWindowBefore ? nil : UIWindow.keyWindow
        guard let window = sceneWindow ?? (delegate.window as UIWindow?) ?? shownWindow else {
            throw CellSnapUIKitError(
                call: call,
                reason: "\(type(of: delegate)) launched without a window: neither a scene delegate's window nor "
                    + "the app delegate's is set, and no window was made key and visible "
                    + "(pass the app's main storyboard, or its scene delegate)")
        }
        if UIWindow.keyWindow !== window { window.makeKeyAndVisible() }
        return window
    }

    /// Forgets the launched app (Linux-only, no UIKit API): the delegate (the one a test set before
    /// the launch, if any, is the app's delegate again), the scene's delegate and configuration, so
    /// that the next test launches its own; windows the app made stay as they are. Nothing happens
    /// when no app was launched.
    public func cellSnapResetLaunch() {
        guard launchedDelegate != nil else { return }
        launchedDelegate = nil
        delegate = Self.delegateBeforeLaunch.value
        Self.delegateBeforeLaunch.value = nil
        mainScene.delegate = nil
        mainScene.session.configuration = UISceneConfiguration(
            name: "Default Configuration", sessionRole: mainScene.session.role)
    }

    /// The delegate a test set before ``cellSnapLaunch(_:sceneDelegate:storyboard:)`` replaced it
    /// (held weakly, as ``delegate`` is), given back by ``cellSnapResetLaunch()``.
    private static let delegateBeforeLaunch = WeakDelegate()

    /// An instance of the configuration's scene delegate class, made as the adapter registers its `init()`.
    private func makeSceneDelegate(_ configuration: UISceneConfiguration, call: String) throws -> (any UISceneDelegate)?
    {
        guard let delegateClass = configuration.delegateClass else { return nil }
        guard let made = SelectorTable.instantiate(delegateClass) as? any UISceneDelegate,
            type(of: made as AnyObject) == delegateClass
        else {
            throw CellSnapUIKitError(
                call: call,
                reason:
                    "the scene delegate class \(delegateClass) cannot be made: it must be a UISceneDelegate declared "
                    + "in the app's files the Objective-C adapter reads (which registers its init())")
        }
        return made
    }
}

/// An app delegate held weakly.
@MainActor private final class WeakDelegate {
    weak var value: (any UIApplicationDelegate)?
}
