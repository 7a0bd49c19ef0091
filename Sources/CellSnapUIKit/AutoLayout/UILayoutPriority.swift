/// How much a constraint, or a view's hugging or compression resistance, matters, as UIKit's
/// `UILayoutPriority`: from 1 to 1000, where 1000 is required and everything below is satisfied
/// as well as it can be, higher priorities first.
///
/// The SDK declares no arithmetic on priorities (libraries such as Tinder's Layout declare their
/// own `+` and `-`, which would clash with a second pair here): make one from its raw value.
///
/// ```swift
/// let almostRequired = UILayoutPriority(UILayoutPriority.required.rawValue - 1)   // 999
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a window split's drag that can resize the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority with which a scene keeps its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// A button's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which `systemLayoutSizeFitting` asks for its target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension NSLayoutConstraint {
    /// An axis of layout, as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0, vertical = 1
    }
}
