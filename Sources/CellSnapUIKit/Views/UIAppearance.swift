import Foundation

/// A type whose instances' look can be set for every instance at once through a proxy, as UIKit's
/// `UIAppearance`: views and bar items.
///
/// A proxy is an instance of the class that records the properties set on it (those UIKit marks
/// `UI_APPEARANCE_SELECTOR` and CellSnap draws: a view's `backgroundColor` and `tintColor`, a
/// label's `font` and `textColor`, the bars' appearances and legacy properties, a bar item's
/// `tintColor` and title text attributes, a switch's colours, a table view's `separatorColor`).
/// As in UIKit, the values apply to a view when it enters a window (a bar item when its bar lays
/// it out), except those set on the instance itself, whenever they were set; the most specific
/// proxy wins: a subclass's over its superclass's, one with more containers, then one for traits,
/// then the last made. A change to a proxy does not change views already in a window.
///
/// While no proxy exists, nothing is recorded (so that views pay nothing for proxies an app never
/// makes): a value a view set itself before the first proxy was made is not known as its own, and
/// a proxy made afterwards replaces it when the view enters a window. Apps make their proxies at
/// launch, before their views, where this never shows.
///
/// Proxies are process-wide, as in UIKit: a test that sets them resets them
/// (``CellSnapAppearanceProxies/reset()``) or runs inside ``CellSnapAppearanceProxies/isolated(_:)``.
///
/// CellSnap makes a proxy with the class's `init?(coder:)`, from an empty archive (UIKit's proxy is
/// an `NSProxy`, which Swift cannot express): an app's subclass whose `init?(coder:)` traps traps here.
///
/// ```swift
/// UINavigationBar.appearance().tintColor = .systemPink
/// UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .secondaryLabel
/// CellSnapAppearanceProxies.reset()
/// ```
@preconcurrency @MainActor public protocol UIAppearance: NSObjectProtocol {
    /// The proxy of every instance of the class.
    static func appearance() -> Self
    /// The proxy of instances inside instances of `containerTypes` (the innermost first).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy of instances whose traits contain `trait`'s.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy of instances with `trait`'s traits inside instances of `containerTypes`.
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

/// A type whose instances contain others for ``UIAppearance``'s containment, as UIKit's
/// `UIAppearanceContainer`: views and view controllers.
@preconcurrency @MainActor public protocol UIAppearanceContainer: NSObjectProtocol {}

extension UIView: UIAppearance, UIAppearanceContainer, AppearanceCustomizable {
    private static func make() -> Self? { Self(coder: AppearanceRegistry.emptyArchive) }

    /// Notes a new background colour (drawn; recorded by a proxy).
    final func backgroundColorDidChange() {
        noteDrawnStateChange()
        AppearanceRegistry.note(self, \UIView.backgroundColor)
    }

    public static func appearance() -> Self {
        AppearanceRegistry.proxy(of: self, containers: [], trait: nil, make: make)
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> Self
    {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, trait: nil, make: make)
    }

    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(of: self, containers: [], trait: trait, make: make)
    }

    public static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, trait: trait, make: make)
    }
}

extension UIViewController: UIAppearanceContainer {}

extension UIBarItem: UIAppearance, AppearanceCustomizable {}

/// The appearance proxies of the process (Linux-only, no UIKit API): UIKit keeps them for the
/// app's life; tests forget them.
@MainActor public enum CellSnapAppearanceProxies {
    /// Forgets every proxy and the values set on them (views keep what was applied to them).
    public static func reset() { AppearanceRegistry.reset() }

    /// Runs `body` with no proxies, then puts back the ones there were: the proxies `body` makes
    /// apply only inside it.
    public static func isolated<T>(_ body: () throws -> T) rethrows -> T {
        let saved = AppearanceRegistry.save()
        AppearanceRegistry.reset()
        defer { AppearanceRegistry.restore(saved) }
        return try body()
    }
}
