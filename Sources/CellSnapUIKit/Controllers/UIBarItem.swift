import Foundation

/// What bar items share, as UIKit's `UIBarItem`: a title, an image, whether it is enabled, and
/// the title's text attributes for each state (drawn by the bars: `.font` and `.foregroundColor`).
@preconcurrency @MainActor open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    /// The image at a compact height.
    ///
    /// No visible effect: CellSnap's bars draw ``image`` at every height.
    open var landscapeImagePhone: UIImage?
    /// Insets of the image.
    ///
    /// No visible effect: CellSnap's bars centre the image in its item.
    open var imageInsets = UIEdgeInsets.zero
    /// Insets of ``landscapeImagePhone``.
    ///
    /// No visible effect: CellSnap's bars draw ``image`` at every height.
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero
    /// The image of the large content viewer.
    ///
    /// No visible effect: the large content viewer shows while an item is pressed.
    open var largeContentSizeImage: UIImage?
    /// Insets of ``largeContentSizeImage``.
    ///
    /// No visible effect: the large content viewer shows while an item is pressed.
    open var largeContentSizeImageInsets = UIEdgeInsets.zero
    open var isEnabled = true
    /// Whether a drop held over the item taps it. No visible effect: a still picture holds no drop.
    open var isSpringLoaded = false
    /// Called once the item and the other objects of the nib or storyboard it was loaded from are
    /// made and connected, as `NSObject`'s `awakeFromNib()` on iOS; nothing by default.
    open func awakeFromNib() {}
    /// Called when Interface Builder draws an `@IBDesignable` item (`NSObject`'s on iOS, so a bar
    /// item subclass overrides it); never on Linux.
    open func prepareForInterfaceBuilder() {}
    open var tag = 0
    /// The name tests find the item by (``UIAccessibilityIdentification``).
    ///
    /// No visible effect: an identifier names the item for UI tests and is never shown.
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The appearance properties set on the item itself, which proxies do not change (``UIAppearance``).
    final var cellSnapCustomizedAppearance: Set<AnyHashable> = []

    public override init() { super.init() }

    /// An item from an archive: archives are not read on Linux, so the item starts empty.
    public required init?(coder: NSCoder) { super.init() }

    /// Sets the title's attributes for `state` (`.normal` and `.disabled` are drawn, and a tab bar
    /// item's `.selected`; the others are states a still picture never shows).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        AppearanceRegistry.note(self, key: "setTitleTextAttributes(_:for:) \(state.rawValue)") {
            $0.setTitleTextAttributes(attributes, for: state)
        }
    }

    /// The title's attributes for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Appearance proxies

    private static func makeAppearanceProxy() -> Self? { Self(coder: AppearanceRegistry.emptyArchive) }

    /// The proxy of every item of the class (``UIAppearance``).
    open class func appearance() -> Self {
        AppearanceRegistry.proxy(of: self, containers: [], trait: nil, make: makeAppearanceProxy)
    }

    /// The proxy of items inside instances of `containerTypes` (``UIAppearance``).
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type])
        -> Self
    {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, trait: nil, make: makeAppearanceProxy)
    }

    /// The proxy of items whose traits contain `trait`'s (``UIAppearance``).
    open class func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.proxy(of: self, containers: [], trait: trait, make: makeAppearanceProxy)
    }

    /// The proxy of items with `trait`'s traits inside instances of `containerTypes` (``UIAppearance``).
    open class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        AppearanceRegistry.proxy(of: self, containers: containerTypes, trait: trait, make: makeAppearanceProxy)
    }
}
