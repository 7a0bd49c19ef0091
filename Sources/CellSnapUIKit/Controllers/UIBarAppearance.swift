import Foundation

/// What every bar's appearance shares, as UIKit's `UIBarAppearance`: the background (a material,
/// a colour, an image) and the shadow line at the bar's edge. A bar draws the appearance of its
/// state (``UINavigationBar/scrollEdgeAppearance``, ``UINavigationBar/standardAppearance``):
/// the material as its flat colour (``UIBlurEffect/Style/cellSnapFlatFill``; the chrome material
/// bars use by default as the bar material CellSnap's tab bar has always drawn), then the colour,
/// then the image, and a shadow line one pixel high in ``shadowColor`` (or ``shadowImage``).
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// ```
@preconcurrency @MainActor open class UIBarAppearance: NSObject {
    /// The idiom the appearance is for.
    ///
    /// No visible effect: CellSnap draws a bar by the traits of the screen it is on, as UIKit does;
    /// the idiom only says which device the appearance was made for.
    open private(set) var idiom: UIUserInterfaceIdiom
    /// The material behind the bar (drawn as its flat colour).
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the material.
    open var backgroundColor: UIColor?
    /// An image over the colour, drawn by ``backgroundImageContentMode``.
    open var backgroundImage: UIImage?
    /// How ``backgroundImage`` fills the bar (`.scaleToFill` by default).
    open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
    /// The colour of the line at the bar's edge; `nil` or clear draws none. It tints a template
    /// ``shadowImage``.
    open var shadowColor: UIColor?
    /// An image drawn in place of the line, at its own height.
    open var shadowImage: UIImage?

    /// An appearance for `idiom`, with the default background (``configureWithDefaultBackground()``).
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance for the current device (an iPhone), with the default background.
    public convenience override init() { self.init(idiom: .phone) }

    /// A copy of `barAppearance`'s background and shadow (and, made from an appearance of the same
    /// class, of what that class adds).
    ///
    /// CellSnap declares it `required` (UIKit's is not) so that ``copy()`` makes an appearance of
    /// the receiver's class.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
        cellSnapCopyMembers(of: barAppearance)
    }

    /// An appearance from an archive: archives are not read on Linux, so it has the default background.
    public required init?(coder: NSCoder) {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    /// What a subclass adds, copied from `other` when it is of the same kind.
    private final func cellSnapCopyMembers(of other: UIBarAppearance) {
        switch (self, other) {
        case (let navigation as UINavigationBarAppearance, let source as UINavigationBarAppearance):
            navigation.copyNavigationMembers(of: source)
        case (let toolbar as UIToolbarAppearance, let source as UIToolbarAppearance):
            toolbar.copyToolbarMembers(of: source)
        case (let tabBar as UITabBarAppearance, let source as UITabBarAppearance):
            tabBar.copyTabBarMembers(of: source)
        default: break
        }
    }

    /// A copy of the appearance, of its class.
    ///
    /// Linux's `NSObject` declares `copy() -> Any` beside it, which this cannot override: where
    /// the result has no contextual type (`let copy = appearance.copy()`) the call is ambiguous,
    /// and is written `let copy: UINavigationBarAppearance = appearance.copy()`.
    open func copy() -> Self { Self(barAppearance: self) }

    /// The system's bar material and shadow line (UIKit's default for a bar's standard appearance).
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = .cellSnapBarShadow
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with the shadow line.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = .cellSnapBarShadow
        shadowImage = nil
    }

    /// No background and no shadow line (UIKit's default at a scroll edge).
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The same appearance without background or shadow: what UIKit draws at a scroll edge when no
    /// scroll-edge appearance is set.
    final func cellSnapTransparentCopy() -> Self {
        let copy: Self = copy()
        copy.configureWithTransparentBackground()
        return copy
    }
}

extension UIColor {
    /// The shadow line of a bar's default background: the separator colour, as CellSnap has
    /// always drawn the tab bar's hairline (UIKit's own value is not documented).
    static var cellSnapBarShadow: UIColor { .separator }
}

/// A bar's style before appearances, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Hashable, Sendable {
    /// The light material.
    case `default` = 0
    /// The dark material.
    case black = 1
    /// The dark material, opaque (deprecated: `.black` with ``UINavigationBar/isTranslucent`` `false`).
    case blackTranslucent = 2
    /// The dark material (deprecated: `.black`).
    public static var blackOpaque: UIBarStyle { .black }
}

/// Where a bar is, as UIKit's `UIBarPosition`.
public enum UIBarPosition: Int, Hashable, Sendable {
    case any = 0, bottom = 1, top = 2, topAttached = 3
}

/// Where a toolbar is, as UIKit's `UIToolbarPosition` (the same values as `UIBarPosition`).
public typealias UIToolbarPosition = UIBarPosition

/// What tells a bar where it is, as UIKit's `UIBarPositioning`.
@preconcurrency @MainActor public protocol UIBarPositioning: NSObjectProtocol {
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate, which can tell it where it is, as UIKit's `UIBarPositioningDelegate`.
@preconcurrency @MainActor public protocol UIBarPositioningDelegate: NSObjectProtocol {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// No visible effect: a bar's position is where its controller puts it.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
