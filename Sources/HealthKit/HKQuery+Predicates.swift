import CellSnapFoundation
import Foundation

// HealthKit's predicates of objects (by identifier and metadata), of quantity samples (by
// quantity) and of category samples (by value), as `HKQuery`'s class methods. Each is a block
// predicate that CellSnap evaluates on HealthKit's objects (`evaluate(with:)`, and a query's
// samples if a test had any: the device has no Health data); any other object does not match.
//
// HealthKit accepts the comparison operators `<`, `<=`, `>`, `>=`, `==` and `!=` and raises an
// exception for any other; CellSnap's predicate of another operator, or of a quantity whose unit
// does not convert to the sample's, matches no object, where HealthKit would stop the app.
extension HKQuery {
    /// The object whose identifier is `uuid`.
    public class func predicateForObject(with uuid: UUID) -> NSPredicate {
        predicateForObjects(with: [uuid])
    }

    /// The objects whose identifiers are in `uuids`.
    public class func predicateForObjects(with uuids: Set<UUID>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject).map { uuids.contains($0.uuid) } ?? false }
    }

    /// The objects whose metadata has a value for `key`.
    public class func predicateForObjects(withMetadataKey key: String) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject)?.metadata?[key] != nil }
    }

    /// The objects whose metadata value for `key` is one of `allowedValues`.
    public class func predicateForObjects(withMetadataKey key: String, allowedValues: [Any]) -> NSPredicate {
        nonisolated(unsafe) let allowedValues = allowedValues
        return NSPredicate { object, _ in
            guard let value = (object as? HKObject)?.metadata?[key] else { return false }
            return allowedValues.contains { HealthComparison.order(value, $0) == .orderedSame }
        }
    }

    /// The objects whose metadata value for `key` compares with `value` as `operatorType` says
    /// (numbers, strings, dates and quantities compare; values of other kinds match `==` alone, when equal).
    public class func predicateForObjects(
        withMetadataKey key: String, operatorType: CellSnapFoundation.NSComparisonPredicate.Operator, value: Any
    ) -> NSPredicate {
        nonisolated(unsafe) let value = value
        return NSPredicate { object, _ in
            guard let stored = (object as? HKObject)?.metadata?[key] else { return false }
            return HealthComparison.holds(operatorType, HealthComparison.order(stored, value))
        }
    }

    /// The quantity samples whose quantity compares with `quantity` as `operatorType` says.
    public class func predicateForQuantitySamples(
        with operatorType: CellSnapFoundation.NSComparisonPredicate.Operator, quantity: HKQuantity
    ) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKQuantitySample else { return false }
            return HealthComparison.holds(operatorType, HealthComparison.order(sample.quantity, quantity))
        }
    }

    /// The category samples whose value compares with `value` as `operatorType` says.
    public class func predicateForCategorySamples(
        with operatorType: CellSnapFoundation.NSComparisonPredicate.Operator, value: Int
    )
        -> NSPredicate
    {
        NSPredicate { object, _ in
            guard let sample = object as? HKCategorySample else { return false }
            return HealthComparison.holds(operatorType, HealthComparison.order(sample.value, value))
        }
    }

    /// The category samples whose value is `value` (iOS 14).
    public class func predicateForCategorySamples(equalTo value: Int) -> NSPredicate {
        predicateForCategorySamples(with: .equalTo, value: value)
    }
}

/// How the predicates compare two values: the order of two numbers, strings, dates or quantities
/// of compatible units, `.orderedSame` for equal values of other kinds, and `nil` when they do not
/// compare (no operator holds then).
enum HealthComparison {
    static func order(_ lhs: Any, _ rhs: Any) -> ComparisonResult? {
        if let lhs = lhs as? HKQuantity, let rhs = rhs as? HKQuantity {
            return rhs.is(compatibleWith: lhs.unit) ? lhs.compare(rhs) : nil
        }
        if let lhs = number(lhs), let rhs = number(rhs) { return compare(lhs, rhs) }
        if let lhs = lhs as? String, let rhs = rhs as? String { return compare(lhs, rhs) }
        if let lhs = lhs as? Date, let rhs = rhs as? Date { return compare(lhs, rhs) }
        if let lhs = lhs as? NSObject, let rhs = rhs as? NSObject { return lhs.isEqual(rhs) ? .orderedSame : nil }
        return nil
    }

    /// Whether `order` satisfies `operatorType`; `false` for an operator HealthKit does not accept.
    static func holds(_ operatorType: CellSnapFoundation.NSComparisonPredicate.Operator, _ order: ComparisonResult?)
        -> Bool
    {
        guard let order else { return false }
        switch operatorType {
        case .lessThan: return order == .orderedAscending
        case .lessThanOrEqualTo: return order != .orderedDescending
        case .greaterThan: return order == .orderedDescending
        case .greaterThanOrEqualTo: return order != .orderedAscending
        case .equalTo: return order == .orderedSame
        case .notEqualTo: return order != .orderedSame
        default: return false
        }
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as Bool: value ? 1 : 0
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    private static func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }
}
