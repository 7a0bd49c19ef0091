import Foundation

/// A value a key-based sort descriptor orders objects by (Linux-only, no Foundation API): what
/// key-value coding reads at the descriptor's key path, ordered as predicates order values
/// (numbers, strings, dates; `nil` first).
public struct KeyedSortValue: Comparable {
    let value: Any?
    var strings = KeyedSortStringOrder.compare
    /// How this value and `other` are ordered: strings as ``strings`` says, other values as
    /// predicates order them.
    public func order(to other: KeyedSortValue) -> ComparisonResult {
        strings.order(value, other.value) ?? .orderedSame
    }
    public static func < (lhs: KeyedSortValue, rhs: KeyedSortValue) -> Bool { lhs.order(to: rhs) == .orderedAscending }
    public static func == (lhs: KeyedSortValue, rhs: KeyedSortValue) -> Bool { lhs.order(to: rhs) == .orderedSame }
}

/// How a key-based sort descriptor orders strings: the string method its selector names, as
/// `NSSortDescriptor(key:ascending:selector:)` calls it (Linux-only, no Foundation API).
public enum KeyedSortStringOrder: String, Hashable, Sendable {
    case compare = "compare:"
    case caseInsensitiveCompare = "caseInsensitiveCompare:"
    case localizedCompare = "localizedCompare:"
    case localizedCaseInsensitiveCompare = "localizedCaseInsensitiveCompare:"
    case localizedStandardCompare = "localizedStandardCompare:"

    /// `lhs` and `rhs` in order: two strings by the method, other values as predicates order them.
    func order(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult? {
        guard let a = PredicateValues.unwrapped(lhs) as? String, let b = PredicateValues.unwrapped(rhs) as? String
        else { return PredicateValues.compare(lhs, rhs) }
        switch self {
        case .compare: return a.compare(b)
        case .caseInsensitiveCompare: return a.caseInsensitiveCompare(b)
        case .localizedCompare: return a.localizedCompare(b)
        case .localizedCaseInsensitiveCompare: return a.localizedCaseInsensitiveCompare(b)
        case .localizedStandardCompare: return a.localizedStandardCompare(b)
        }
    }
}

extension NSObject {
    /// The value at `key` for a sort descriptor (Linux-only, no Foundation API).
    public subscript(cellSnapSortKey key: String) -> KeyedSortValue {
        KeyedSortValue(value: value(forKeyPath: key))
    }

    /// The value at `key` for a sort descriptor that orders strings by `strings` (Linux-only).
    public subscript(cellSnapSortKey key: String, strings strings: KeyedSortStringOrder) -> KeyedSortValue {
        KeyedSortValue(value: value(forKeyPath: key), strings: strings)
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

    /// A sort descriptor ordering objects by the value at `key`, strings by `strings` (Linux-only:
    /// what `NSSortDescriptor(key:ascending:selector:)` of CellSnap's UIKit makes).
    public convenience init(key: String?, ascending: Bool, strings: KeyedSortStringOrder) {
        self.init(keyPath: \NSObject.[cellSnapSortKey: key ?? "self", strings: strings], ascending: ascending)
    }

    /// The value this descriptor orders `object` by: what its key path reads (Linux-only); a
    /// ``KeyedSortValue`` itself when it orders strings other than by `compare:`.
    public func cellSnapSortValue(of object: NSObject) -> Any? {
        let result = object[keyPath: keyPath]
        if let sortValue = result as? KeyedSortValue {
            return sortValue.strings == .compare ? sortValue.value : sortValue
        }
        return result
    }
}
