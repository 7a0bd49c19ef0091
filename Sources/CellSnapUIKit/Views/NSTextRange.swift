import Foundation

/// A place in a TextKit 2 document, as UIKit's `NSTextLocation`: locations of one document
/// compare by their order.
///
/// No visible effect: a range is a value of locations; it draws nothing.
public protocol NSTextLocation: NSObjectProtocol {
    /// Whether the location comes before, at or after `location`.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// A range between two locations of a TextKit 2 document, as UIKit's `NSTextRange`: from its
/// ``location`` up to, not including, its ``endLocation``.
///
/// ```swift
/// final class Offset: NSObject, NSTextLocation {
///     let value: Int
///     init(_ value: Int) { self.value = value }
///     func compare(_ location: any NSTextLocation) -> ComparisonResult {
///         let other = (location as! Offset).value
///         return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
///     }
/// }
/// let word = NSTextRange(location: Offset(4), end: Offset(9))
/// word?.contains(Offset(6))   // true
/// ```
///
/// No visible effect: a range is a value of locations; it draws nothing.
open class NSTextRange: NSObject {
    /// Where the range starts.
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    public let location: any NSTextLocation
    /// Where the range ends (the first location after it).
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    public let endLocation: any NSTextLocation

    /// A range from `location` to `end` (an empty range at `location` for `nil`); `nil` when
    /// `end` comes before `location`.
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    public init?(location: any NSTextLocation, end: (any NSTextLocation)?) {
        let end = end ?? location
        guard location.compare(end) != .orderedDescending else { return nil }
        self.location = location
        endLocation = end
        super.init()
    }

    /// An empty range at `location`.
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    public convenience init(location: any NSTextLocation) { self.init(location: location, end: nil)! }

    /// Whether the range holds no location.
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

    /// Whether `textRange` starts and ends where this range does.
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    open func isEqual(to textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) == .orderedSame
            && endLocation.compare(textRange.endLocation) == .orderedSame
    }

    /// Whether `location` is in the range (its end excluded).
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    open func contains(_ location: any NSTextLocation) -> Bool {
        self.location.compare(location) != .orderedDescending && location.compare(endLocation) == .orderedAscending
    }

    /// Whether all of `textRange` is in the range.
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    open func contains(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) != .orderedDescending
            && textRange.endLocation.compare(endLocation) != .orderedDescending
    }

    /// Whether the two ranges share a location.
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    open func intersects(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.endLocation) == .orderedAscending
            && textRange.location.compare(endLocation) == .orderedAscending
    }

    /// The locations the two ranges share; `nil` when they share none.
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    open func intersection(_ textRange: NSTextRange) -> NSTextRange? {
        guard intersects(textRange) else { return nil }
        return NSTextRange(
            location: Self.later(location, textRange.location), end: Self.earlier(endLocation, textRange.endLocation))
    }

    /// The smallest range holding both ranges.
    ///
    /// No visible effect: a range is a value of locations; it draws nothing.
    open func union(_ textRange: NSTextRange) -> NSTextRange {
        NSTextRange(
            location: Self.earlier(location, textRange.location), end: Self.later(endLocation, textRange.endLocation))!
    }

    /// No visible effect: a range is a value of locations; it draws nothing.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextRange else { return false }
        return isEqual(to: other)
    }

    /// No visible effect: a range is a value of locations; it draws nothing.
    open override var hash: Int { 0 }  // locations are compared, not hashed: equal ranges share this

    private static func earlier(_ lhs: any NSTextLocation, _ rhs: any NSTextLocation) -> any NSTextLocation {
        lhs.compare(rhs) == .orderedDescending ? rhs : lhs
    }

    private static func later(_ lhs: any NSTextLocation, _ rhs: any NSTextLocation) -> any NSTextLocation {
        lhs.compare(rhs) == .orderedAscending ? rhs : lhs
    }
}
