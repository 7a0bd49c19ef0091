import Foundation

/// A value a key-based sort descriptor orders objects by (Linux-only, no Foundation API): what
/// key-value coding reads at the descriptor's key path, ordered as predicates order values
/// (numbers, strings, dates; `nil` first).
public struct KeyedSortValue: Comparable {
    let value: Any?
    public static func < (lhs: KeyedSortValue, rhs: KeyedSortValue) -> Bool {
        PredicateValues.compare(lhs.value, rhs.value) == .orderedAscending
    }
    public static func == (lhs: KeyedSortValue, rhs: KeyedSortValue) -> Bool {
        PredicateValues.compare(lhs.value, rhs.value) == .orderedSame
    }
}

extension NSObject {
    /// The value at `key` for a sort descriptor (Linux-only, no Foundation API).
    public subscript(cellSnapSortKey key: String) -> KeyedSortValue {
        KeyedSortValue(value: value(forKeyPath: key))
    }
}

extension NSSortDescriptor {
    /// A sort descriptor ordering objects by the value key-value coding reads at the key path
    /// `key`, as Foundation's on Apple's platforms. It shadows swift-corelibs-foundation's
    /// unavailable one; `NSArray.sortedArray(using:)` and Core Data's fetches order by it.
    ///
    /// ```swift
    /// let sorted = ([["n": 2], ["n": 1]] as NSArray).sortedArray(using: [NSSortDescriptor(key: "n", ascending: true)])
    /// print(sorted.count)   // 2
    /// ```
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.[cellSnapSortKey: key ?? "self"], ascending: ascending)
    }

    /// The value this descriptor orders `object` by: what its key path reads (Linux-only).
    public func cellSnapSortValue(of object: NSObject) -> Any? {
        let result = object[keyPath: keyPath]
        if let sortValue = result as? KeyedSortValue { return sortValue.value }
        return result
    }
}
