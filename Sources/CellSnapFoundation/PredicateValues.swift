import Foundation

/// Values as predicates, sort descriptors and key-value coding's operators compare them: Swift
/// values (`String`, the numbers, `Bool`, `Date`, `UUID`, `URL`, `Data`, `Decimal`), Foundation's
/// reference types opened up, and other objects by `isEqual(_:)`.
package enum PredicateValues {
    /// `value` as a number, when it is one (`Bool`s count as 0 and 1, as `NSNumber`s do).
    package static func number(_ value: Any?) -> Double? {
        switch unwrapped(value) {
        case let number as NSNumber: return number.doubleValue
        case let value as Int: return Double(value)
        case let value as Int8: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as UInt: return Double(value)
        case let value as UInt8: return Double(value)
        case let value as UInt16: return Double(value)
        case let value as UInt32: return Double(value)
        case let value as UInt64: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Bool: return value ? 1 : 0
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        default: return nil
        }
    }

    /// The order of two values: numbers by value, strings by Unicode order (or `options`), dates,
    /// UUIDs and URLs by their text; `nil` first; `nil` when they are not ordered.
    package static func compare(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> ComparisonResult? {
        let lhs = unwrapped(lhs)
        let rhs = unwrapped(rhs)
        switch (lhs, rhs) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let a = number(lhs), let b = number(rhs) {
            return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        }
        if let a = lhs as? String, let b = rhs as? String { return a.compare(b, options: options) }
        if let a = lhs as? Date, let b = rhs as? Date { return a.compare(b) }
        if let a = lhs as? UUID, let b = rhs as? UUID { return a.uuidString.compare(b.uuidString) }
        if let a = lhs as? URL, let b = rhs as? URL { return a.absoluteString.compare(b.absoluteString) }
        // Index paths, as `NSIndexPath.compare(_:)` orders them (a table's rows sorted by "self").
        if let a = indexPath(lhs), let b = indexPath(rhs) { return a.compare(b) }
        return nil
    }

    /// `value` as an index path, whether Swift's or Foundation's class.
    private static func indexPath(_ value: Any) -> IndexPath? {
        if let path = value as? IndexPath { return path }
        return (value as? NSIndexPath).map { $0 as IndexPath }
    }

    /// Whether two values are equal as a predicate's `==` finds them.
    package static func equal(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> Bool {
        let lhs = unwrapped(lhs)
        let rhs = unwrapped(rhs)
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        if let a = lhs as? NSObject, let b = rhs as? NSObject, !(a is NSNumber), !(b is NSNumber) {
            return a.isEqual(b)
        }
        if let a = lhs as? Data, let b = rhs as? Data { return a == b }
        if let order = compare(lhs, rhs, options: options) { return order == .orderedSame }
        if let a = lhs as? AnyHashable, let b = rhs as? AnyHashable { return a == b }
        return false
    }

    /// `value` with optionals, `NSNull` and Foundation's reference types opened up.
    package static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { unwrapped($0.value) } }
        switch value {
        case is NSNull: return nil
        case let string as NSString: return String(describing: string)
        case let date as NSDate: return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let uuid as NSUUID: return UUID(uuidString: uuid.uuidString)
        default: return value
        }
    }
}
