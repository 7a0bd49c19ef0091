import CellModel
import Foundation

/// A window, as UIKit's `UIWindow`: the root of a view hierarchy on screen. Setting
/// ``rootViewController`` puts the controller's view in the window at the window's size;
/// ``makeKeyAndVisible()`` shows it, running the controller's appearance callbacks
/// (`viewWillAppear(_:)`, `viewIsAppearing(_:)`, the layout pass, `viewDidAppear(_:)`) as iOS does
/// when a scene's window appears.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = UINavigationController(rootViewController: UIViewController())
/// window.makeKeyAndVisible()
/// ```
@preconcurrency @MainActor open class UIWindow: UIView {
    /// The window's level, as `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }

    /// The key window, if one was made key.
    static weak var keyWindow: UIWindow?

    open var windowLevel = Level.normal
    /// The scene the window is in: the window joins its windows.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.cellSnapRemove(self)
            windowScene?.cellSnapAdd(self)
        }
    }
    /// The device's safe area: the status bar and home indicator insets of the screen the window
    /// fills (Linux-only, no UIKit API: a device's, none by default).
    public var cellSnapDeviceSafeAreaInsets = UIEdgeInsets.zero {
        didSet { rootViewController?.viewIfLoaded?.setNeedsLayout() }
    }

    /// The traits the window gives its views, over the defaults of an iPhone (Linux-only, no UIKit
    /// API: the screen's traits, which a test chooses).
    public var cellSnapTraits: UITraitCollection {
        get { ownTraits }
        set {
            ownTraits = newValue
            setNeedsLayout()
        }
    }

    /// The window's traits: the screen's display scale (3, CellModel's default, as an iPhone's)
    /// under ``cellSnapTraits``, so that views in the window read the scale they are drawn at
    /// (`1 / traitCollection.displayScale` is a hairline, as on a device).
    open override var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: CGFloat(Traits().displayScale)).overridden(by: super.traitCollection)
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.cellSnapDisappear()
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let rootViewController {
                let view = rootViewController.view!
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
                if isKeyWindow { show(rootViewController) }
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A window the size of the main screen (an iPhone's 393 x 852 points), as UIKit makes one
    /// without a frame (`let window = UIWindow()`, which apps show as their main window).
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// A window in `windowScene`, the size of its screen (an iPhone's 393 x 852 points).
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.cellSnapAdd(self)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var isKeyWindow: Bool { UIWindow.keyWindow === self }

    /// Makes the window key and shows it: the root view controller appears.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        if let rootViewController { show(rootViewController) }
    }

    /// Whether the window may become the key window (iOS 15): `true`; a window whose override
    /// answers `false` stays as it is when ``makeKey()`` is called.
    open var canBecomeKey: Bool { true }

    /// Makes the window the key window: the former key window hears ``resignKey()``, this one
    /// ``becomeKey()``, as in UIKit; nothing happens when ``canBecomeKey`` is `false`.
    open func makeKey() {
        guard UIWindow.keyWindow !== self, canBecomeKey else { return }
        let former = UIWindow.keyWindow
        UIWindow.keyWindow = self
        former?.resignKey()
        becomeKey()
    }

    /// Called when the window became the key window; posts ``didBecomeKeyNotification`` (an
    /// override calls `super`).
    open func becomeKey() { NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self) }

    /// Called when the window stopped being the key window; posts ``didResignKeyNotification``
    /// (an override calls `super`).
    open func resignKey() { NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self) }

    /// Posts ``didBecomeVisibleNotification`` or ``didBecomeHiddenNotification`` when the window
    /// is shown or hidden.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            NotificationCenter.default.post(
                name: isHidden ? UIWindow.didBecomeHiddenNotification : UIWindow.didBecomeVisibleNotification,
                object: self)
        }
    }

    /// Dispatches `event` to the window's views. No visible effect: events come from touches and
    /// presses, which a snapshot has none of; an override that calls `super` changes nothing.
    open func sendEvent(_ event: UIEvent) {}

    /// The screen the window is on: its scene's, else the main screen.
    open var screen: UIScreen {
        get { ownScreen ?? windowScene?.screen ?? .main }
        set { ownScreen = newValue }
    }
    private var ownScreen: UIScreen?

    /// Whether a Mac Catalyst window may resize to fit its content. No visible effect: CellSnap
    /// draws an iPhone's or iPad's window.
    open var canResizeToFitContent = false

    /// Posted when a window became the key window (the window is the object).
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stopped being the key window.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted when a window is shown.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden.
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    private func show(_ controller: UIViewController) {
        controller.cellSnapAppear()
    }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// The window's safe area: the device's.
    open override var safeAreaInsets: UIEdgeInsets { cellSnapDeviceSafeAreaInsets }

    /// The window's undo manager, shared by the responders in it (``UIResponder/undoManager``).
    ///
    /// No visible effect: it records how to undo changes; an undo runs the app's own code.
    open override var undoManager: UndoManager? { ownUndoManager }
    private final lazy var ownUndoManager = UndoManager()
}

extension UIView {
    /// Whether the view is its window's root view controller's view, which the window keeps at its
    /// bounds itself, whether or not the view translates its autoresizing mask into constraints
    /// (an app that turns `translatesAutoresizingMaskIntoConstraints` off for it gets a full-size
    /// view on iOS all the same).
    var isWindowRootView: Bool { (superview as? UIWindow)?.rootViewController?.viewIfLoaded === self }
}
