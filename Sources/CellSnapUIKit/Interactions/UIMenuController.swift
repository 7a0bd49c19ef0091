import Foundation

/// The edit menu of iOS 15 and earlier, as UIKit's `UIMenuController`: one for the process,
/// keeping its items, target and whether it is shown.
///
/// ```swift
/// let menu = UIMenuController.shared
/// menu.menuItems = [UIMenuItem(title: "Flag", action: Selector("flag:"))]
/// menu.showMenu(from: UIView(), rect: .zero)
/// ```
///
/// No visible effect: iOS draws the edit menu in a window above the app's, and a snapshot draws
/// the app's screen; ``isMenuVisible`` says whether it would show.
@preconcurrency @MainActor open class UIMenuController: NSObject {
    /// Where the menu's arrow points, as `UIMenuController.ArrowDirection`.
    public enum ArrowDirection: Int, Hashable, Sendable {
        case `default` = 0, up, down, left, right
    }

    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    public static let menuFrameDidChangeNotification = Notification.Name(
        "UIMenuControllerMenuFrameDidChangeNotification")

    private static let sharedMenu = UIMenuController()

    /// The menu of the process.
    open class var shared: UIMenuController { sharedMenu }

    /// Whether the menu is shown: set by ``showMenu(from:rect:)`` and ``hideMenu()``, which post
    /// UIKit's notifications around the change.
    ///
    /// No visible effect: see the type's notes.
    open var isMenuVisible: Bool {
        get { visible }
        set { setMenuVisible(newValue, animated: false) }
    }
    private final var visible = false
    /// The app's items, after the system's.
    ///
    /// No visible effect: see the type's notes.
    open var menuItems: [UIMenuItem]?
    /// No visible effect: see the type's notes.
    open var arrowDirection = ArrowDirection.default
    /// The menu's frame: empty, as the menu is not drawn in the app's window.
    open var menuFrame: CGRect { .zero }
    /// The rectangle the menu points at, and its view.
    private final var target: (rect: CGRect, view: UIView?) = (.zero, nil)

    /// Shows or hides the menu.
    ///
    /// No visible effect: see the type's notes.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        guard menuVisible != visible else { return }
        let center = NotificationCenter.default
        center.post(name: menuVisible ? Self.willShowMenuNotification : Self.willHideMenuNotification, object: self)
        visible = menuVisible
        center.post(name: menuVisible ? Self.didShowMenuNotification : Self.didHideMenuNotification, object: self)
    }
    /// No visible effect: see the type's notes.
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) { target = (targetRect, targetView) }
    /// Shows the menu pointing at `targetRect` in `targetView`.
    ///
    /// No visible effect: see the type's notes.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        setTargetRect(targetRect, in: targetView)
        setMenuVisible(true, animated: true)
    }
    /// Hides the menu shown from `targetView`.
    ///
    /// No visible effect: see the type's notes.
    open func hideMenu(from targetView: UIView) {
        guard target.view === targetView else { return }
        setMenuVisible(false, animated: true)
    }
    /// No visible effect: see the type's notes.
    open func hideMenu() { setMenuVisible(false, animated: true) }
    /// No visible effect: see the type's notes.
    open func update() {}
}

/// An item of the edit menu, as UIKit's `UIMenuItem`: a title and the action it sends along the
/// responder chain.
///
/// No visible effect: see ``UIMenuController``.
@preconcurrency @MainActor open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector

    /// No visible effect: see ``UIMenuController``.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// The system a menu builder builds for, as UIKit's `UIMenuSystem`: the main menu bar (on a
/// keyboard's command menu and the Mac) or context menus.
///
/// No visible effect: the main menu shows on the Mac and with a hardware keyboard, never in a
/// snapshot.
@preconcurrency @MainActor open class UIMenuSystem: NSObject {
    /// The main menu bar.
    public static let main = UIMenuSystem()
    /// Context menus.
    public static let context = UIMenuSystem()

    /// Asks the responders to build the system's menu again.
    ///
    /// No visible effect: see the type's notes.
    open func setNeedsRebuild() {}
    /// Asks the responders to revalidate the system's commands.
    ///
    /// No visible effect: see the type's notes.
    open func setNeedsRevalidate() {}
}

/// What a responder's `buildMenu(with:)` changes the main menu with, as UIKit's `UIMenuBuilder`.
///
/// No visible effect: the main menu shows on the Mac and with a hardware keyboard, never in a
/// snapshot; CellSnap never calls `buildMenu(with:)`, so only an app's own test hands a builder.
@preconcurrency @MainActor public protocol UIMenuBuilder {
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func action(for identifier: UIAction.Identifier) -> UIAction?
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementGroup: UIMenu)
    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertSibling(_ siblingGroup: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingGroup: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childGroup: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childGroup: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(menu removedIdentifier: UIMenu.Identifier)
}
