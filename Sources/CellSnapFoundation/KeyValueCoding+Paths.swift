import Foundation

// Key paths and collections in key-value coding: a dotted path goes key by key; a collection
// answers the values of its elements (an array an array, a set a set); the collection operators
// `@count`, `@sum`, `@avg`, `@min` and `@max` reduce a collection, as Foundation documents them.

extension KeyValueCoding {
    /// The elements of a collection (`NSArray`, `NSSet`, `NSOrderedSet`, a Swift array or set), or `nil`.
    static func elements(_ value: Any?) -> [Any]? {
        switch value {
        case let array as NSArray: return array.map { $0 }
        case let set as NSSet: return set.allObjects
        case let set as NSOrderedSet: return set.array
        case let array as [Any]: return array
        case let set as Set<AnyHashable>: return Array(set)
        default: return nil
        }
    }

    /// What an `NSDictionary`, `NSArray`, `NSSet` or `NSOrderedSet` answers for `key`; a
    /// `UserDefaults` answers the default `key`, as `NSUserDefaults` answers `valueForKey:` with
    /// `objectForKey:`.
    static func collectionValue(_ object: NSObject, forKey key: String) -> Found? {
        switch object {
        case let dictionary as NSDictionary: return Found(value: dictionary.object(forKey: key))
        case let defaults as UserDefaults: return Found(value: defaults.object(forKey: key))
        case let set as NSSet: return Found(value: NSSet(array: set.allObjects.map { element(of: $0, key) }))
        case let set as NSOrderedSet: return Found(value: set.array.map { element(of: $0, key) })
        case let array as NSArray: return Found(value: array.map { element(of: $0, key) })
        default: return nil
        }
    }

    /// An element's value for `key`, `NSNull` for `nil` (as collections hold it).
    private static func element(of value: Any, _ key: String) -> Any {
        Self.value(of: value, atPath: [key]) ?? NSNull()
    }

    /// The value at `keys` from `value`: an object's key, a dictionary's entry, a collection's
    /// elements' values, or a collection operator.
    static func value(of value: Any?, atPath keys: [String]) -> Any? {
        guard let first = keys.first else { return value }
        let rest = Array(keys.dropFirst())
        if first.hasPrefix("@") { return collectionOperator(first, on: value, rest: rest) }
        switch value {
        case let object as NSObject: return self.value(of: object.value(forKey: first), atPath: rest)
        case let dictionary as [String: Any]: return self.value(of: dictionary[first], atPath: rest)
        case let set as Set<AnyHashable>:
            return set.map { self.value(of: $0, atPath: keys) ?? NSNull() }
        case let array as [Any]: return array.map { self.value(of: $0, atPath: keys) ?? NSNull() }
        case nil: return nil
        case let other?:
            report(
                KeyValueCodingError(
                    call: "value(forKeyPath:)", className: "\(type(of: other))", key: keys.joined(separator: "."),
                    reason: "a value of this type has no keys (NSUnknownKeyException on iOS)"))
            return nil
        }
    }

    /// `@count`, `@sum`, `@avg`, `@min` or `@max` over the collection `value`, with `rest` the
    /// key path of the elements' values.
    static func collectionOperator(_ name: String, on value: Any?, rest: [String]) -> Any? {
        guard let elements = elements(value) else {
            report(
                KeyValueCodingError(
                    call: "value(forKeyPath:)", className: value.map { "\(type(of: $0))" } ?? "nil", key: name,
                    reason: "a collection operator applies to an array or a set"))
            return nil
        }
        let values = elements.map { rest.isEmpty ? $0 : (self.value(of: $0, atPath: rest) ?? NSNull()) }
        let numbers = values.compactMap { PredicateValues.number($0) }
        switch name {
        case "@count": return NSNumber(value: elements.count)
        case "@sum":
            let sum = numbers.reduce(0, +)
            return sum == sum.rounded() && abs(sum) < 1e15 ? NSNumber(value: Int(sum)) : NSNumber(value: sum)
        case "@avg": return numbers.isEmpty ? nil : NSNumber(value: numbers.reduce(0, +) / Double(numbers.count))
        case "@min", "@max":
            let present = values.filter { PredicateValues.unwrapped($0) != nil }
            return present.min { lhs, rhs in
                let order = PredicateValues.compare(lhs, rhs)
                return name == "@min" ? order == .orderedAscending : order == .orderedDescending
            }
        default:
            report(
                KeyValueCodingError(
                    call: "value(forKeyPath:)", className: "\(type(of: value!))", key: name,
                    reason: "CellSnap supports the collection operators @count, @sum, @avg, @min and @max"))
            return nil
        }
    }
}
