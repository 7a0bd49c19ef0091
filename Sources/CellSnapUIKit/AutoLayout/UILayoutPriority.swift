/// How much a constraint, or a view's hugging or compression resistance, matters, as UIKit's
/// `UILayoutPriority`: from 1 to 1000, where 1000 is required and everything below is satisfied
/// as well as it can be, higher priorities first.
///
/// A priority and a number add and subtract as the SDK's Swift overlay has them
/// (`_UIKitNumericRawRepresentable`).
///
/// ```swift
/// let almostRequired = UILayoutPriority.required - 1   // 999
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, _UIKitNumericRawRepresentable {
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

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// The arithmetic the SDK's UIKit overlay gives its numeric raw-value types (``UILayoutPriority``,
/// `UIFont.Weight`, `UIWindow.Level`): a value and a number of its raw type add and subtract, two
/// values subtract to a number, and values compare by their raw values. These are generic
/// operators, so a library's own operators on one of these types (Tinder's Layout declares `+`
/// and `-` on priorities) are preferred over them, as on iOS.
///
/// ```swift
/// let lowered = UILayoutPriority.defaultHigh - 1   // 749
/// let heavier = UIFont.Weight.regular + 0.1
/// ```
public protocol _UIKitNumericRawRepresentable: RawRepresentable, Comparable where RawValue: Comparable & Numeric {}

extension _UIKitNumericRawRepresentable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: RawValue) -> Self { Self(rawValue: lhs.rawValue + rhs)! }
    public static func + (lhs: RawValue, rhs: Self) -> Self { Self(rawValue: lhs + rhs.rawValue)! }
    public static func - (lhs: Self, rhs: RawValue) -> Self { Self(rawValue: lhs.rawValue - rhs)! }
    public static func - (lhs: Self, rhs: Self) -> RawValue { lhs.rawValue - rhs.rawValue }
    public static func += (lhs: inout Self, rhs: RawValue) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: RawValue) { lhs = lhs - rhs }
}

extension UIFont.Weight: _UIKitNumericRawRepresentable {}
extension UIWindow.Level: _UIKitNumericRawRepresentable {}
