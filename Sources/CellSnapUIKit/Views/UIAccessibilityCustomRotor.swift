import Foundation

/// A VoiceOver rotor of the app's own, as UIKit's `UIAccessibilityCustomRotor`: a name (or one of
/// the system's rotor kinds) and a search that finds the next or previous item from the current one.
/// An app puts rotors in an element's `accessibilityCustomRotors`; ``itemSearchBlock`` runs as
/// VoiceOver asks it, and a test may call it.
///
/// No visible effect: rotors are turned by a VoiceOver user, and a snapshot is drawn at rest.
///
/// ```swift
/// let headings = UIAccessibilityCustomRotor(name: "Headings") { predicate in
///     UIAccessibilityCustomRotorItemResult(targetElement: UIView(), targetRange: nil)
/// }
/// headings.name   // "Headings"
/// ```
@preconcurrency @MainActor open class UIAccessibilityCustomRotor: NSObject {
    /// Which way the rotor moves, as UIKit's `UIAccessibilityCustomRotor.Direction`.
    public enum Direction: Int, Hashable, Sendable {
        case previous = 0, next
    }

    /// The system's kinds of rotor, as UIKit's `UIAccessibilityCustomRotor.SystemRotorType`.
    public enum SystemRotorType: Int, Hashable, Sendable {
        case none = 0, link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4,
            headingLevel5, headingLevel6, boldText, italicText, underlineText, misspelledWord, image, textField,
            table, list, landmark
    }

    /// The search that finds a rotor's next item, as UIKit's `UIAccessibilityCustomRotor.Search`.
    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// The rotor's name, as VoiceOver speaks it ("" for a system rotor).
    open var name: String
    /// The name with attributes (its string is ``name``).
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    /// The search VoiceOver runs to move the rotor.
    open var itemSearchBlock: Search
    /// The system rotor this one is (`.none` for a named one).
    open private(set) var systemRotorType = SystemRotorType.none

    /// A rotor named `name`.
    public init(name: String, itemSearch itemSearchBlock: @escaping Search) {
        self.name = name
        self.itemSearchBlock = itemSearchBlock
        super.init()
    }

    /// A rotor named by `attributedName`.
    public convenience init(attributedName: NSAttributedString, itemSearch itemSearchBlock: @escaping Search) {
        self.init(name: attributedName.string, itemSearch: itemSearchBlock)
    }

    /// A rotor of the system's kind `type`, whose items the app finds.
    public convenience init(systemType type: SystemRotorType, itemSearch itemSearchBlock: @escaping Search) {
        self.init(name: "", itemSearch: itemSearchBlock)
        systemRotorType = type
    }
}

/// What a rotor's search is asked from, as UIKit's `UIAccessibilityCustomRotorSearchPredicate`:
/// the current item and the way the rotor moves.
@preconcurrency @MainActor open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    /// The item the rotor is on.
    open var currentItem: UIAccessibilityCustomRotorItemResult
    /// Which way the rotor moves.
    open var searchDirection: UIAccessibilityCustomRotor.Direction

    /// A predicate from `currentItem` in `searchDirection` (UIKit makes them as VoiceOver turns a
    /// rotor; a test makes its own to run a search).
    public init(
        currentItem: UIAccessibilityCustomRotorItemResult, searchDirection: UIAccessibilityCustomRotor.Direction
    ) {
        self.currentItem = currentItem
        self.searchDirection = searchDirection
        super.init()
    }
}

/// An item a rotor's search found, as UIKit's `UIAccessibilityCustomRotorItemResult`: an element,
/// and a range of its text.
@preconcurrency @MainActor open class UIAccessibilityCustomRotorItemResult: NSObject {
    /// The element found.
    open weak var targetElement: (any NSObjectProtocol)?
    /// The range of the element's text found (`nil`: the whole element).
    open var targetRange: UITextRange?

    /// A result of `targetElement` and `targetRange`.
    public init(targetElement: any NSObjectProtocol, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
        super.init()
    }
}

/// A place VoiceOver can move to, named in an element's drag or drop descriptors, as UIKit's
/// `UIAccessibilityLocationDescriptor`: a point in a view, and its name.
///
/// No visible effect: VoiceOver's descriptors are spoken, not drawn.
@preconcurrency @MainActor open class UIAccessibilityLocationDescriptor: NSObject {
    /// The descriptor's name, as VoiceOver speaks it.
    open var name: String { attributedName.string }
    /// The name with attributes.
    open private(set) var attributedName: NSAttributedString
    /// The point, in ``view``'s coordinates.
    open private(set) var point: CGPoint
    /// The view the point is in (held weakly, as UIKit holds it).
    open private(set) weak var view: UIView?

    /// A descriptor of `point` in `view`, named by `attributedName`.
    public init(attributedName: NSAttributedString, point: CGPoint, in view: UIView) {
        self.attributedName = attributedName
        self.point = point
        self.view = view
        super.init()
    }

    /// A descriptor of `point` in `view`, named `name`.
    public convenience init(name: String, point: CGPoint, in view: UIView) {
        self.init(attributedName: NSAttributedString(string: name), point: point, in: view)
    }

    /// A descriptor of `view`'s centre (in its bounds), named `name`.
    public convenience init(name: String, view: UIView) {
        self.init(name: name, point: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }
}
