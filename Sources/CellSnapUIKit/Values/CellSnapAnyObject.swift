import Foundation

/// A value reached through `AnyObject`, as Objective-C's dynamic member lookup reaches its members
/// on iOS: `(userInfo[key]! as AnyObject).doubleValue` is a `Double!` (implicitly unwrapped, so it
/// passes where a `Double` is taken), `nil` when the object has no such member. Swift on Linux has no dynamic lookup; the Objective-C adapter writes
/// `CellSnapAnyObject(userInfo[key]!).doubleValue` for such a member, and each member here reads
/// the value as the object of that member would answer: an `NSNumber` (or a Swift number or
/// `Bool`, which iOS bridges to one) for the numbers, an `NSValue` (or a Swift geometry value) for
/// the geometry, a string or a number for `stringValue`.
///
/// ```swift
/// let info: [AnyHashable: Any] = ["duration": 0.25]
/// let duration = CellSnapAnyObject(info["duration"]!).doubleValue   // Optional(0.25)
/// let seconds: Double = CellSnapAnyObject(info["duration"]!).doubleValue   // 0.25
/// ```
public struct CellSnapAnyObject {
    private let value: Any

    /// The value whose members are read.
    public init(_ value: Any) { self.value = value }

    /// The value as a number, as an `NSNumber` holds it.
    private var number: NSNumber? {
        switch value {
        case let number as NSNumber: number
        case let value as Double: NSNumber(value: value)
        case let value as CGFloat: NSNumber(value: Double(value))
        case let value as Float: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as Int32: NSNumber(value: value)
        case let value as Int64: NSNumber(value: value)
        case let value as UInt: NSNumber(value: value)
        case let value as Bool: NSNumber(value: value)
        default: nil
        }
    }

    /// `NSValue.cgRectValue`.
    public var cgRectValue: CGRect! { (value as? CGRect) ?? KeyValueConversions.geometryBox(value)?.cgRectValue }
    /// `NSValue.cgPointValue`.
    public var cgPointValue: CGPoint! { (value as? CGPoint) ?? KeyValueConversions.geometryBox(value)?.cgPointValue }
    /// `NSValue.cgSizeValue`.
    public var cgSizeValue: CGSize! { (value as? CGSize) ?? KeyValueConversions.geometryBox(value)?.cgSizeValue }
    /// `NSNumber.doubleValue` (and `NSString`'s).
    public var doubleValue: Double! { number?.doubleValue ?? (value as? String).flatMap { Double($0) } }
    /// `NSNumber.floatValue`.
    public var floatValue: Float! { number?.floatValue }
    /// `NSNumber.intValue` (a C `int`).
    public var intValue: Int32! { number?.int32Value }
    /// `NSNumber.integerValue` (and `NSString`'s).
    public var integerValue: Int! { number?.intValue ?? (value as? String).flatMap { Int($0) } }
    /// `NSNumber.int64Value`.
    public var int64Value: Int64! { number?.int64Value }
    /// `NSNumber.uintValue`.
    public var uintValue: UInt! { number?.uintValue }
    /// `NSNumber.boolValue`.
    public var boolValue: Bool! { number?.boolValue }
    /// `NSNumber.stringValue`, or the string itself.
    public var stringValue: String! { (value as? String) ?? number?.stringValue }

    // What an action reads of its `sender: AnyObject`: the members of the control (or bar item)
    // that sent it, `nil` for an object of another class.

    /// `UIView.tag`, `UIBarItem.tag`.
    @MainActor public var tag: Int! { (value as? UIView)?.tag ?? (value as? UIBarItem)?.tag }
    /// `UISwitch.isOn`.
    @MainActor public var isOn: Bool! { (value as? UISwitch)?.isOn }
    /// `UIControl.isSelected`.
    @MainActor public var isSelected: Bool! { (value as? UIControl)?.isSelected }
    /// `UIControl.isEnabled`, `UIBarItem.isEnabled`.
    @MainActor public var isEnabled: Bool! { (value as? UIControl)?.isEnabled ?? (value as? UIBarItem)?.isEnabled }
    /// `UIControl.isHighlighted`.
    @MainActor public var isHighlighted: Bool! { (value as? UIControl)?.isHighlighted }
    /// `UISegmentedControl.selectedSegmentIndex`.
    @MainActor public var selectedSegmentIndex: Int! { (value as? UISegmentedControl)?.selectedSegmentIndex }
    /// `UIDatePicker.date`.
    @MainActor public var date: Date! { (value as? UIDatePicker)?.date }

    /// `NSDictionary`'s `objectForKeyedSubscript:` and `NSArray`'s `objectAtIndexedSubscript:`, as
    /// `json["title"]` on an `AnyObject` finds them on iOS: the dictionary's value for `key` (`nil`
    /// when it has none), the array's element at an `Int` index; `nil` for another object, whose
    /// lookup iOS answers with an exception instead.
    public subscript(key: Any) -> Any? {
        switch value {
        case let dictionary as [AnyHashable: Any]: return (key as? AnyHashable).flatMap { dictionary[$0] }
        case let dictionary as NSDictionary: return dictionary.object(forKey: key)
        case let array as [Any]:
            guard let index = key as? Int, array.indices.contains(index) else { return nil }
            return array[index]
        default: return nil
        }
    }
}
