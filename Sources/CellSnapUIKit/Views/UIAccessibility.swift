import CellModel

/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`, with UIKit's
/// names and bit values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(AccessibilityTraits.button)
    public static let link = UIAccessibilityTraits(AccessibilityTraits.link)
    public static let image = UIAccessibilityTraits(AccessibilityTraits.image)
    public static let selected = UIAccessibilityTraits(AccessibilityTraits.selected)
    public static let playsSound = UIAccessibilityTraits(AccessibilityTraits.playsSound)
    public static let keyboardKey = UIAccessibilityTraits(AccessibilityTraits.keyboardKey)
    public static let staticText = UIAccessibilityTraits(AccessibilityTraits.staticText)
    public static let summaryElement = UIAccessibilityTraits(AccessibilityTraits.summaryElement)
    public static let notEnabled = UIAccessibilityTraits(AccessibilityTraits.notEnabled)
    public static let updatesFrequently = UIAccessibilityTraits(AccessibilityTraits.updatesFrequently)
    public static let searchField = UIAccessibilityTraits(AccessibilityTraits.searchField)
    public static let startsMediaSession = UIAccessibilityTraits(AccessibilityTraits.startsMediaSession)
    public static let adjustable = UIAccessibilityTraits(AccessibilityTraits.adjustable)
    public static let allowsDirectInteraction = UIAccessibilityTraits(AccessibilityTraits.allowsDirectInteraction)
    public static let causesPageTurn = UIAccessibilityTraits(AccessibilityTraits.causesPageTurn)
    public static let tabBar = UIAccessibilityTraits(AccessibilityTraits.tabBar)
    public static let header = UIAccessibilityTraits(AccessibilityTraits.header)
    public static let toggleButton = UIAccessibilityTraits(AccessibilityTraits.toggleButton)

    private init(_ traits: AccessibilityTraits) { rawValue = traits.rawValue }

    /// CellModel's traits of the same bits.
    var model: AccessibilityTraits { AccessibilityTraits(rawValue: rawValue) }
}

extension UIView {
    /// What the app's code set through the `UIAccessibility` properties, as overrides of what
    /// CellSnap derives: a property counts as set when it differs from the view's default
    /// (a label, value or hint that is not nil, traits other than none, a cell that is not an
    /// element, custom actions).
    var cellSnapAccessibilityOverrides: AccessibilityOverrides {
        AccessibilityOverrides(
            isAccessibilityElement: isAccessibilityElement == cellSnapIsAccessibilityElementByDefault
                ? nil : isAccessibilityElement,
            label: accessibilityLabel, value: accessibilityValue, hint: accessibilityHint,
            traits: accessibilityTraits == .none ? nil : accessibilityTraits.model,
            customActions: accessibilityCustomActions?.map(\.name))
    }
}
