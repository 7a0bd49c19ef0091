/// What an element is and does for assistive technologies, as SwiftUI's `AccessibilityTraits`:
/// a set of traits a view adds (``View/accessibilityAddTraits(_:)``) or removes. They have no
/// visible effect; VoiceOver reads them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// A selected element (a selected tab, a chosen row).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// An element that plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// An element whose value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// An element that starts playing media when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// An element that takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// An element that turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// An element that hides the elements behind it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A switch that toggles.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}
