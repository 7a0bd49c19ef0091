import Foundation

/// A member of UIKit that an app's extension of a UIKit class may override, as an Objective-C
/// category does on iOS: `extension UINavigationController { open override var
/// childForStatusBarStyle: UIViewController? { topViewController } }`.
///
/// Swift on Linux has no override in an extension. CellSnap's Objective-C adapter renames such an
/// override (`_cellSnapCategory_UINavigationController_childForStatusBarStyle`) and registers it
/// here for its class, and UIKit's own implementations of the member call it, as the runtime would
/// call the category's method in place of the class's:
///
/// - for an object of the class or of a subclass that does not override the member itself (a
///   subclass's override wins, as on iOS, and its `super` call reaches the category);
/// - the nearest category between the object's class and the class whose implementation runs (a
///   category on a superclass does not replace a subclass's own implementation);
/// - inside the category, `super` reaches the implementation above the category's class.
///
/// The members UIKit consults are the ones ``UIKitCategoryOverrides`` lists; the adapter warns of
/// an override of any other member, which it keeps as a method that UIKit never calls. A module's
/// categories are registered before UIKit consults the first one, whether or not any of the
/// module's code has run (``UIKitCategoryRegistration``).
///
/// ```swift
/// final class Banner: UIView {}
/// UIKitCategoryOverrides.pointInside.register(for: Banner.self) { banner, arguments in
///     banner.bounds.insetBy(dx: -10, dy: -10).contains(arguments.0)
/// }
/// let banner = Banner(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
/// print(banner.point(inside: CGPoint(x: -5, y: 5), with: nil))   // true
/// ```
public final class UIKitCategoryOverride<Arguments, Result>: @unchecked Sendable {
    /// A category's body: the member called on its object with the call's arguments.
    public typealias Implementation = @MainActor (AnyObject, Arguments) -> Result

    private let lock = NSLock()
    private var implementations: [ObjectIdentifier: Implementation] = [:]
    /// The categories running now, innermost last: each one's object and class.
    private var running: [(object: ObjectIdentifier, category: ObjectIdentifier)] = []

    /// The class that declares the member, whose implementation calls a category unless it names another.
    private let declaringClass: AnyClass

    init(declaredBy declaringClass: AnyClass) { self.declaringClass = declaringClass }

    /// Makes `implementation` the member of `type` (a UIKit class, or a subclass that another
    /// module declares), replacing an earlier registration for that class.
    public func register<Object: AnyObject>(
        for type: Object.Type, _ implementation: @escaping @MainActor (Object, Arguments) -> Result
    ) {
        lock.withLock { implementations[ObjectIdentifier(type)] = { implementation($0 as! Object, $1) } }
    }

    /// The category's result for `object`, when a class between the object's and `owner` (the
    /// class whose implementation calls this, included; the declaring class unless named) has
    /// one; `implementation()` otherwise.
    @MainActor func call(
        on object: AnyObject, _ arguments: Arguments, implementedIn owner: AnyClass? = nil,
        otherwise implementation: () -> Result
    ) -> Result {
        CategoryModules.registerOnce()
        let owner: AnyClass = owner ?? declaringClass
        guard let (category, body) = category(for: object, below: owner) else { return implementation() }
        lock.withLock { running.append((ObjectIdentifier(object), ObjectIdentifier(category))) }
        defer { lock.withLock { _ = running.removeLast() } }
        return body(object, arguments)
    }

    /// ``call(on:_:implementedIn:otherwise:)`` for a member without arguments.
    @MainActor func call(
        on object: AnyObject, implementedIn owner: AnyClass? = nil, otherwise implementation: () -> Result
    ) -> Result where Arguments == Void {
        call(on: object, (), implementedIn: owner, otherwise: implementation)
    }

    /// The nearest registered class from the object's class up to `owner`, above the category
    /// that runs for the object (whose `super` call this is) when there is one.
    private func category(for object: AnyObject, below owner: AnyClass) -> (AnyClass, Implementation)? {
        lock.withLock {
            guard !implementations.isEmpty else { return nil }
            var current: AnyClass? = type(of: object)
            if let caller = running.last(where: { $0.object == ObjectIdentifier(object) }) {
                while let type = current, ObjectIdentifier(type) != caller.category { current = _getSuperclass(type) }
                current = current.flatMap(_getSuperclass)
            }
            while let type = current {
                if let body = implementations[ObjectIdentifier(type)] { return (type, body) }
                if ObjectIdentifier(type) == ObjectIdentifier(owner) { return nil }
                current = _getSuperclass(type)
            }
            return nil
        }
    }
}

/// The UIKit members whose implementations call an app's category overrides
/// (``UIKitCategoryOverride``): the status bar's and orientation's questions of a view controller,
/// its `loadViewIfNeeded()`, appearance and layout callbacks, hit testing, the responder's questions and touches,
/// `awakeFromNib()`, `prepareForReuse()` and `traitCollectionDidChange(_:)`. CellSnap's
/// Objective-C adapter registers an app's overrides with them; a test may register one directly.
public enum UIKitCategoryOverrides {
    /// `UIViewController.preferredStatusBarStyle`.
    public static let preferredStatusBarStyle = UIKitCategoryOverride<Void, UIStatusBarStyle>(
        declaredBy: UIViewController.self)
    /// `UIViewController.prefersStatusBarHidden`.
    public static let prefersStatusBarHidden = UIKitCategoryOverride<Void, Bool>(declaredBy: UIViewController.self)
    /// `UIViewController.preferredStatusBarUpdateAnimation`.
    public static let preferredStatusBarUpdateAnimation = UIKitCategoryOverride<Void, UIStatusBarAnimation>(
        declaredBy: UIViewController.self)
    /// `UIViewController.childForStatusBarStyle`.
    public static let childForStatusBarStyle = UIKitCategoryOverride<Void, UIViewController?>(
        declaredBy: UIViewController.self)
    /// `UIViewController.childForStatusBarHidden`.
    public static let childForStatusBarHidden = UIKitCategoryOverride<Void, UIViewController?>(
        declaredBy: UIViewController.self)
    /// `UIViewController.prefersHomeIndicatorAutoHidden`.
    public static let prefersHomeIndicatorAutoHidden = UIKitCategoryOverride<Void, Bool>(
        declaredBy: UIViewController.self)
    /// `UIViewController.childForHomeIndicatorAutoHidden`.
    public static let childForHomeIndicatorAutoHidden = UIKitCategoryOverride<Void, UIViewController?>(
        declaredBy: UIViewController.self)
    /// `UIViewController.supportedInterfaceOrientations`.
    public static let supportedInterfaceOrientations = UIKitCategoryOverride<Void, UIInterfaceOrientationMask>(
        declaredBy: UIViewController.self)
    /// `UIViewController.preferredInterfaceOrientationForPresentation`.
    public static let preferredInterfaceOrientationForPresentation = UIKitCategoryOverride<
        Void, UIInterfaceOrientation
    >(declaredBy: UIViewController.self)
    /// `UIViewController.shouldAutorotate`.
    public static let shouldAutorotate = UIKitCategoryOverride<Void, Bool>(declaredBy: UIViewController.self)
    /// `UIViewController.loadViewIfNeeded()`.
    public static let loadViewIfNeeded = UIKitCategoryOverride<Void, Void>(declaredBy: UIViewController.self)
    /// `UIViewController.viewDidLoad()`.
    public static let viewDidLoad = UIKitCategoryOverride<Void, Void>(declaredBy: UIViewController.self)
    /// `UIViewController.viewWillAppear(_:)`, with its `animated` argument.
    public static let viewWillAppear = UIKitCategoryOverride<Bool, Void>(declaredBy: UIViewController.self)
    /// `UIViewController.viewDidAppear(_:)`, with its `animated` argument.
    public static let viewDidAppear = UIKitCategoryOverride<Bool, Void>(declaredBy: UIViewController.self)
    /// `UIViewController.viewWillDisappear(_:)`, with its `animated` argument.
    public static let viewWillDisappear = UIKitCategoryOverride<Bool, Void>(declaredBy: UIViewController.self)
    /// `UIViewController.viewDidDisappear(_:)`, with its `animated` argument.
    public static let viewDidDisappear = UIKitCategoryOverride<Bool, Void>(declaredBy: UIViewController.self)
    /// `UIViewController.viewWillLayoutSubviews()`.
    public static let viewWillLayoutSubviews = UIKitCategoryOverride<Void, Void>(declaredBy: UIViewController.self)
    /// `UIViewController.viewDidLayoutSubviews()`.
    public static let viewDidLayoutSubviews = UIKitCategoryOverride<Void, Void>(declaredBy: UIViewController.self)
    /// `traitCollectionDidChange(_:)` of `UIView` and of `UIViewController`, with the previous traits.
    public static let traitCollectionDidChange = UIKitCategoryOverride<UITraitCollection?, Void>(
        declaredBy: UIView.self)
    /// `UIView.hitTest(_:with:)`, with the point and the event.
    public static let hitTest = UIKitCategoryOverride<(CGPoint, UIEvent?), UIView?>(declaredBy: UIView.self)
    /// `UIView.point(inside:with:)`, with the point and the event.
    public static let pointInside = UIKitCategoryOverride<(CGPoint, UIEvent?), Bool>(declaredBy: UIView.self)
    /// `UIResponder.canBecomeFirstResponder`.
    public static let canBecomeFirstResponder = UIKitCategoryOverride<Void, Bool>(declaredBy: UIResponder.self)
    /// `UIResponder.canPerformAction(_:withSender:)`, with the action and the sender.
    public static let canPerformAction = UIKitCategoryOverride<(Selector, Any?), Bool>(declaredBy: UIResponder.self)
    /// `awakeFromNib()` (UIKit declares it on NSObject; CellSnap on UIResponder).
    public static let awakeFromNib = UIKitCategoryOverride<Void, Void>(declaredBy: UIResponder.self)
    /// `UIResponder.touchesBegan(_:with:)`, with the touches and the event.
    public static let touchesBegan = UIKitCategoryOverride<(Set<UITouch>, UIEvent?), Void>(declaredBy: UIResponder.self)
    /// `UIResponder.touchesMoved(_:with:)`, with the touches and the event.
    public static let touchesMoved = UIKitCategoryOverride<(Set<UITouch>, UIEvent?), Void>(declaredBy: UIResponder.self)
    /// `UIResponder.touchesEnded(_:with:)`, with the touches and the event.
    public static let touchesEnded = UIKitCategoryOverride<(Set<UITouch>, UIEvent?), Void>(declaredBy: UIResponder.self)
    /// `UIResponder.touchesCancelled(_:with:)`, with the touches and the event.
    public static let touchesCancelled = UIKitCategoryOverride<(Set<UITouch>, UIEvent?), Void>(
        declaredBy: UIResponder.self)
    /// `UITabBar.sizeThatFits(_:)`, with the size offered: the height a tab bar controller gives
    /// its bar (UIKit's other views do not call a category's `sizeThatFits(_:)`).
    public static let tabBarSizeThatFits = UIKitCategoryOverride<CGSize, CGSize>(declaredBy: UITabBar.self)
    /// `prepareForReuse()` of collection reusable views, table view cells and header views.
    public static let prepareForReuse = UIKitCategoryOverride<Void, Void>(declaredBy: UICollectionReusableView.self)
}
