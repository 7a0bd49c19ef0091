import CellSnapFoundation
import Foundation

/// The numbers of key-value coding, as iOS unboxes them: Objective-C's `setValue:forKey:` hands a
/// scalar property an `NSNumber`, which it reads as the property's type (`integerValue`,
/// `doubleValue`, `boolValue`...), so a storyboard's runtime attribute of type Number (a
/// `CGFloat` here) sets an `Int`, `Int32`, `Float`, `Double`, `CGFloat` or `Bool` property, and a
/// Boolean sets a number (1 or 0). A fraction set on an integer drops its fraction, as
/// `integerValue` does; a number out of the integer's range is refused (it has no value there).
/// Only key-value coding converts: a message sent by selector with another type stays an error.
enum KeyValueNumbers {
    /// `value` as `T` when both are numbers (or Booleans); `nil` otherwise.
    static func unboxed<T>(_ value: Any?, as type: T.Type) -> T? {
        guard let number = PredicateValues.number(value) else { return nil }
        func integer<I: FixedWidthInteger>(_: I.Type) -> I? { I(exactly: number.rounded(.towardZero)) }
        let converted: Any? =
            switch type {
            case is Double.Type, is Double?.Type: number
            case is CGFloat.Type, is CGFloat?.Type: CGFloat(number)
            case is Float.Type, is Float?.Type: Float(number)
            case is Bool.Type, is Bool?.Type: number != 0
            case is Int.Type, is Int?.Type: integer(Int.self)
            case is Int8.Type: integer(Int8.self)
            case is Int16.Type: integer(Int16.self)
            case is Int32.Type, is Int32?.Type: integer(Int32.self)
            case is Int64.Type, is Int64?.Type: integer(Int64.self)
            case is UInt.Type, is UInt?.Type: integer(UInt.self)
            case is UInt8.Type: integer(UInt8.self)
            case is UInt16.Type: integer(UInt16.self)
            case is UInt32.Type: integer(UInt32.self)
            case is UInt64.Type: integer(UInt64.self)
            case is NSNumber.Type, is NSNumber?.Type: NSNumber(value: number)
            default: nil
            }
        return converted as? T
    }
}

/// The conversions key-value coding makes to a property's type.
enum KeyValueConversions {
    /// `value` as an `NSValue` that may box geometry: not a number (a number, a `CGFloat` among
    /// them, is an `NSNumber`, an `NSValue` whose geometry Foundation cannot read).
    static func geometryBox(_ value: Any?) -> NSValue? {
        guard let box = value as? NSValue, !(box is NSNumber) else { return nil }
        return box
    }

    /// `value` as `T`: itself, a number as another number or as an enumeration's case, an
    /// `NSValue`'s geometry (a rect's four numbers as edge insets), a string as a string-backed
    /// option (`"evenOdd"` for a fill rule), `nil` for an optional.
    static func coerced<T>(_ value: Any?, as type: T.Type) -> T? {
        if let value = value as? T { return value }
        if let number = KeyValueNumbers.unboxed(value, as: T.self) { return number }
        if let value = geometryBox(value) {
            let geometry: Any? =
                switch type {
                case is CGPoint.Type: value.cgPointValue
                case is CGSize.Type: value.cgSizeValue
                case is CGRect.Type: value.cgRectValue
                default: nil
                }
            if let geometry = geometry as? T { return geometry }
        }
        if let rect = (value as? CGRect) ?? geometryBox(value)?.cgRectValue {
            // Four numbers in a rect's order, as an `NSValue` copies them into a struct of the same
            // size: a storyboard's rect runtime attribute for a text view's `textContainerInset`.
            let insets: Any? =
                switch type {
                case is UIEdgeInsets.Type:
                    UIEdgeInsets(
                        top: rect.origin.x, left: rect.origin.y, bottom: rect.size.width, right: rect.size.height)
                case is NSDirectionalEdgeInsets.Type:
                    NSDirectionalEdgeInsets(
                        top: rect.origin.x, leading: rect.origin.y, bottom: rect.size.width, trailing: rect.size.height)
                default: nil
                }
            if let insets = insets as? T { return insets }
        }
        if !(value is String), let option = type as? any RawRepresentable.Type,
            let converted = rawValue(number: value, of: option) as? T
        {
            return converted  // a number as an enumeration's case (`NSTextAlignment` from 1)
        }
        if let string = value as? String, let option = type as? any RawRepresentable.Type {
            return rawValue(string, of: option) as? T
        }
        return nil
    }

    private static func rawValue<Option: RawRepresentable>(number value: Any?, of type: Option.Type) -> Option? {
        KeyValueNumbers.unboxed(value, as: Option.RawValue.self).flatMap(Option.init(rawValue:))
    }

    private static func rawValue<Option: RawRepresentable>(_ string: String, of type: Option.Type) -> Option? {
        (string as? Option.RawValue).flatMap(Option.init(rawValue:))
    }
}
