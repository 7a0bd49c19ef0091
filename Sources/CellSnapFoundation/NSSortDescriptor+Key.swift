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

    /// A sort descriptor ordering objects by the value at `keyPath`, whatever its type, as
    /// Foundation's on Apple's platforms, whose initialiser puts no constraint on the value:
    /// swift-corelibs-foundation's asks for a `Comparable` value, so a key path to an optional
    /// attribute (a Core Data property of an optional attribute, `String?`) did not compile. A
    /// `Comparable` value still takes Foundation's initialiser; this one orders values as
    /// key-based descriptors do (numbers, strings, dates; `nil` first).
    ///
    /// ```swift
    /// final class Song: NSObject { var title: String?; init(_ title: String?) { self.title = title } }
    /// let byTitle = NSSortDescriptor(keyPath: \Song.title, ascending: true)
    /// print(byTitle.compare(Song("B"), to: Song(nil)) == .orderedDescending)   // true
    /// ```
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { PredicateValues.compare($0, $1) ?? .orderedSame }
    }

    /// The value this descriptor orders `object` by: what its key path reads (Linux-only).
    public func cellSnapSortValue(of object: NSObject) -> Any? {
        let result = object[keyPath: keyPath]
        if let sortValue = result as? KeyedSortValue { return sortValue.value }
        return result
    }
}
