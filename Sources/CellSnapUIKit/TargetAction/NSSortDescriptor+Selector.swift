import CellSnapFoundation
import Foundation

extension NSSortDescriptor {
    /// A sort descriptor ordering objects by the value at `key`, comparing two strings with the
    /// method `selector` names, as Foundation's: `compare:` (the default), `caseInsensitiveCompare:`,
    /// `localizedCompare:`, `localizedCaseInsensitiveCompare:` or `localizedStandardCompare:`; other
    /// values are ordered as `init(key:ascending:)` orders them. Swift on Linux cannot send another
    /// selector to the values, so a descriptor with one orders strings as `compare:` does (on iOS
    /// the method the values answer to; an unknown one raises when the sort runs).
    ///
    /// ```swift
    /// let byName = NSSortDescriptor(key: "self", ascending: true, selector: Selector("localizedStandardCompare:"))
    /// let sorted = (["Item 10", "item 9"] as NSArray).sortedArray(using: [byName])
    /// print(sorted.first as? String ?? "")   // item 9
    /// ```
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        let strings = selector.flatMap { KeyedSortStringOrder(rawValue: $0.name) } ?? .compare
        self.init(key: key, ascending: ascending, strings: strings)
    }
}
