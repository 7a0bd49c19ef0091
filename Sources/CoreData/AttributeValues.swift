import CellSnapFoundation
import Foundation

/// Values of attributes as the store keeps and compares them: Swift values (`String`, `Int`,
/// `Double`, `Bool`, `Date`, `UUID`, `Data`, `URL`, `Decimal`) or what the app set.
enum AttributeValues {
    /// The value of a model file's `defaultValueString` for an attribute of `type`.
    static func parse(_ text: String, as type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType: return Int(text)
        case .doubleAttributeType, .floatAttributeType: return Double(text)
        case .decimalAttributeType: return Decimal(string: text)
        case .booleanAttributeType: return text == "YES" || text == "1" || text == "true"
        case .stringAttributeType: return text
        case .UUIDAttributeType: return UUID(uuidString: text)
        case .URIAttributeType: return URL(string: text)
        default: return nil
        }
    }

    /// The order of two values as sort descriptors and predicates compare them
    /// (`PredicateValues.compare`), managed object IDs by their store order.
    static func compare(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> ComparisonResult? {
        if let a = unwrapped(lhs) as? NSManagedObjectID, let b = unwrapped(rhs) as? NSManagedObjectID {
            return a.sortKey.compare(b.sortKey)
        }
        return PredicateValues.compare(lhs, rhs, options: options)
    }

    /// Whether two values are equal as a predicate's `==` finds them.
    static func equal(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> Bool {
        let lhs = unwrapped(lhs)
        let rhs = unwrapped(rhs)
        if lhs == nil || rhs == nil { return lhs == nil && rhs == nil }
        if let a = lhs as? NSManagedObject, let b = rhs as? NSManagedObject { return a.objectID == b.objectID }
        if let a = lhs as? NSManagedObject, let b = rhs as? NSManagedObjectID { return a.objectID == b }
        if let a = lhs as? Data, let b = rhs as? Data { return a == b }
        return compare(lhs, rhs, options: options) == .orderedSame
    }

    /// `value` with optionals, `NSNull` and Foundation's reference types opened up
    /// (`PredicateValues.unwrapped`).
    static func unwrapped(_ value: Any?) -> Any? { PredicateValues.unwrapped(value) }

    /// The value a non-optional property reads when the object has none: what Core Data gives a
    /// scalar (0, `false`) and an empty value for text, data, dates and identifiers (where iOS
    /// would stop the app; saving such an object is refused, naming the property).
    static func zero<T>(_ type: T.Type) -> T? {
        let zeros: [Any] = [
            0, Int16(0), Int32(0), Int64(0), 0.0, Float(0), false, "", Data(), Date(timeIntervalSinceReferenceDate: 0),
            UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), Decimal(0), NSSet(), NSOrderedSet(),
            Set<AnyHashable>(), [Any](),
        ]
        return zeros.lazy.compactMap { $0 as? T }.first
    }

    /// `value` converted to `T`: numbers across Swift's numeric types, Foundation's reference
    /// types to Swift's value types.
    static func converted<T>(_ value: Any?, to type: T.Type) -> T? {
        if let value = value as? T { return value }
        let plain = unwrapped(value)
        if let plain = plain as? T { return plain }
        guard let number = PredicateValues.number(plain) else { return nil }
        let candidates: [Any] = [
            Int(number), Int16(clamping: Int(number)), Int32(clamping: Int(number)), Int64(number), number,
            Float(number), number != 0, NSNumber(value: number),
        ]
        return candidates.lazy.compactMap { $0 as? T }.first
    }
}
