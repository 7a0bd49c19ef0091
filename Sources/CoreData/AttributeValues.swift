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

    /// `value` as a number, when it is one (`Bool`s count as 0 and 1, as `NSNumber`s do).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue
        case let value as Int: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Bool: return value ? 1 : 0
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        default: return nil
        }
    }

    /// The order of two values as sort descriptors and predicates compare them: numbers by value,
    /// strings by Unicode order (or `options`), dates, UUIDs by their text; `nil` first.
    static func compare(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> ComparisonResult? {
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
        if let a = lhs as? NSManagedObjectID, let b = rhs as? NSManagedObjectID { return a.sortKey.compare(b.sortKey) }
        return nil
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

    /// `value` with optionals, `NSNull` and Foundation's reference types opened up.
    static func unwrapped(_ value: Any?) -> Any? {
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
        guard let number = number(plain) else { return nil }
        let candidates: [Any] = [
            Int(number), Int16(clamping: Int(number)), Int32(clamping: Int(number)), Int64(number), number,
            Float(number), number != 0, NSNumber(value: number),
        ]
        return candidates.lazy.compactMap { $0 as? T }.first
    }
}
