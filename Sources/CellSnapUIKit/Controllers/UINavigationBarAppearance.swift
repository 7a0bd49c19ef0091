import Foundation

/// A navigation bar's appearance, as UIKit's `UINavigationBarAppearance`: the background and
/// shadow of ``UIBarAppearance``, the title's attributes (`.font` and `.foregroundColor` are
/// drawn; another attribute makes drawing an error naming it), where the inline title sits, and
/// the bar button items' appearances.
///
/// ```swift
/// let navigationController = UINavigationController(rootViewController: UIViewController())
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemGray5
/// navigationController.navigationBar.standardAppearance = appearance
/// navigationController.navigationBar.scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset of the inline title from the centre of the bar's row.
    open var titlePositionAdjustment = UIOffset.zero
    /// The appearance of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The appearance of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The appearance of prominent bar button items (iOS 26): CellSnap's bars draw `.prominent`
    /// items with it.
    open var prominentButtonAppearance = UIBarButtonItemAppearance(style: .prominent)
    /// The appearance of the back button: its normal state's title attributes and title offset
    /// are drawn; a background image is refused.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron, `nil` for the system's: drawn in the tint as a template unless
    /// made `.alwaysOriginal`.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the chevron during a push.
    ///
    /// No visible effect: there is no transition in a still picture.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back button's chevron and its mask (both or neither, as UIKit requires); the
    /// chevron is drawn.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    /// Copies what a navigation bar's appearance adds (``UIBarAppearance/init(barAppearance:)``).
    final func copyNavigationMembers(of source: UINavigationBarAppearance) {
        titleTextAttributes = source.titleTextAttributes
        largeTitleTextAttributes = source.largeTitleTextAttributes
        titlePositionAdjustment = source.titlePositionAdjustment
        buttonAppearance = source.buttonAppearance.copy()
        doneButtonAppearance = source.doneButtonAppearance.copy()
        prominentButtonAppearance = source.prominentButtonAppearance.copy()
        backButtonAppearance = source.backButtonAppearance.copy()
        backIndicatorImage = source.backIndicatorImage
        backIndicatorTransitionMaskImage = source.backIndicatorTransitionMaskImage
    }

    /// The appearance of an item of `style`.
    final func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        switch style {
        case .done: doneButtonAppearance
        case .prominent: prominentButtonAppearance
        default: buttonAppearance
        }
    }
}

/// A toolbar's appearance, as UIKit's `UIToolbarAppearance`: the background and shadow of
/// ``UIBarAppearance`` and the bar button items' appearances.
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {
    /// The appearance of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The appearance of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The appearance of prominent bar button items (iOS 26).
    open var prominentButtonAppearance = UIBarButtonItemAppearance(style: .prominent)

    /// Copies what a toolbar's appearance adds (``UIBarAppearance/init(barAppearance:)``).
    final func copyToolbarMembers(of source: UIToolbarAppearance) {
        buttonAppearance = source.buttonAppearance.copy()
        doneButtonAppearance = source.doneButtonAppearance.copy()
        prominentButtonAppearance = source.prominentButtonAppearance.copy()
    }

    /// The appearance of an item of `style`.
    final func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        switch style {
        case .done: doneButtonAppearance
        case .prominent: prominentButtonAppearance
        default: buttonAppearance
        }
    }
}

/// The appearance of bar button items of one style, as UIKit's `UIBarButtonItemAppearance`: one
/// ``UIBarButtonItemStateAppearance`` for each state. A bar draws an item's title with its state's
/// text attributes (the item's own, ``UIBarItem/setTitleTextAttributes(_:for:)``, come first).
@preconcurrency @MainActor open class UIBarButtonItemAppearance: NSObject {
    /// The appearance of an item at rest.
    open private(set) var normal = UIBarButtonItemStateAppearance()
    /// The appearance of a pressed item.
    ///
    /// No visible effect: an item is drawn at rest, never pressed.
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    /// The appearance of a disabled item.
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    /// The appearance of a focused item.
    ///
    /// No visible effect: nothing has the focus in a still picture.
    open private(set) var focused = UIBarButtonItemStateAppearance()

    /// The system's appearance of items of `style`.
    ///
    /// CellSnap declares it `required` (UIKit's is not) so that ``copy()`` makes an appearance of
    /// the receiver's class.
    public required init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// The system's appearance of plain items.
    public convenience override init() { self.init(style: .plain) }

    /// An appearance from an archive: archives are not read on Linux, so it is the plain items' default.
    public required init?(coder: NSCoder) {
        super.init()
        configureWithDefault(for: .plain)
    }

    /// Resets every state to the system's appearance of items of `style`: no attributes of its own
    /// (the bar's tint and 17 pt text, semibold for `.done` and `.prominent`).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// A copy of the appearance, of its class.
    open func copy() -> Self {
        let copy = Self(style: .plain)
        for (target, source) in [
            (copy.normal, normal), (copy.highlighted, highlighted), (copy.disabled, disabled), (copy.focused, focused),
        ] {
            target.titleTextAttributes = source.titleTextAttributes
            target.titlePositionAdjustment = source.titlePositionAdjustment
            target.backgroundImage = source.backgroundImage
            target.backgroundImagePositionAdjustment = source.backgroundImagePositionAdjustment
        }
        return copy
    }

    /// The state appearance an item shows: `disabled` when it is disabled, else `normal`.
    final func state(isEnabled: Bool) -> UIBarButtonItemStateAppearance { isEnabled ? normal : disabled }
}

/// The appearance of bar button items in one state, as UIKit's `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (`.font` and `.foregroundColor` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset of the title from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// An image behind the item, stretched to its size.
    open var backgroundImage: UIImage?
    /// An offset of the background image.
    open var backgroundImagePositionAdjustment = UIOffset.zero

    override init() { super.init() }
}
