// CellSnapUIKit declares UIKit's types with UIKit's names, signatures and defaults, and maps each
// onto CellModel's values (docs/ARCHITECTURE.md, rule 8): it describes cells, it never draws them. An app's
// cell code imports UIKit on iOS and this module on Linux:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import CellSnapUIKit
//     #endif
//
// `import UIKit` brings Foundation with it (`CGFloat`, `CGRect`, `IndexPath`, `NSAttributedString`)
// and Core Graphics (`CGAffineTransform`, `CGPath`, `CGColor`), and so does this module, with
// what Apple's Foundation has beyond Linux's (CellSnapFoundation: `NSUserActivity`,
// `NSItemProvider`, `RelativeDateTimeFormatter`, `ListFormatter`).
@_exported import CellSnapFoundation
@_exported import CoreGraphics
@_exported import Foundation

/// A UIKit call CellSnapUIKit cannot draw faithfully, reported when a cell is turned into
/// CellModel values rather than drawn wrong. The message names the call.
///
/// ```swift
/// let cell = UICollectionViewListCell()
/// cell.accessories = [.label(text: "12", options: .init(font: .boldSystemFont(ofSize: 20)))]
/// do { _ = try cell.cellSnapListCell() } catch let error as CellSnapUIKitError { print(error.call) }   // "UICellAccessory.label options font"
/// ```
public struct CellSnapUIKitError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The UIKit call or property, as written in UIKit: `UIBackgroundConfiguration.visualEffect`.
    public var call: String
    /// Why it cannot be drawn.
    public var reason: String

    /// Creates an error.
    public init(call: String, reason: String) {
        self.call = call
        self.reason = reason
    }

    public var description: String { "CellSnapUIKit cannot draw \(call): \(reason)" }
}

extension IndexPath {
    /// A collection view's index path: `IndexPath(item: 0, section: 1)`, as UIKit adds it.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// A table view's index path: `IndexPath(row: 0, section: 1)`, as UIKit adds it.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The item, the index path's second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The row, the index path's second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The section, the index path's first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}

extension IndexPath {
    /// The section of an element's index path as UIKit reads it through `NSIndexPath`: its first
    /// index, 0 for an empty path (a layout may give a supplementary view a one-index path,
    /// `IndexPath(index: 0)`, whose `item` traps in Swift).
    var elementSection: Int { first ?? 0 }
    /// The item of an element's index path: its second index, 0 for a path of fewer indexes.
    var elementItem: Int { count > 1 ? self[1] : 0 }
}

extension NSIndexPath {
    /// A collection view's index path, as UIKit adds it to `NSIndexPath`: section, then item.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    /// A table view's index path, as UIKit adds it to `NSIndexPath`: section, then row.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// The item, the index path's second index (as `IndexPath.item`).
    public var item: Int { index(atPosition: 1) }
    /// The row, the index path's second index (as `IndexPath.row`).
    public var row: Int { index(atPosition: 1) }
    /// The section, the index path's first index (as `IndexPath.section`).
    public var section: Int { index(atPosition: 0) }
}

extension CellSnapUIKitError? {
    /// Keeps `error` unless an earlier one is kept: a view that cannot throw from the UIKit call
    /// holds the first refusal and throws it when it is drawn.
    mutating func keepFirst(_ error: @autoclosure () -> CellSnapUIKitError) {
        if self == nil { self = error() }
    }
}

/// Registers `registered` for `key` in `classes` (`nil` removes the registration) when it is a
/// `Kind` subclass, as a table or collection view's `register(_:for...ReuseIdentifier:)`. UIKit
/// takes any class there (`AnyClass?`) and raises an exception when it dequeues a view of a class
/// that is not a `Kind`; CellSnap refuses the registration in `pendingError`, naming the call
/// `call` writes for the class, and keeps the earlier registration.
@MainActor func registerViewClass<Kind>(
    _ registered: AnyClass?, as kind: Kind.Type, for key: String, in classes: inout [String: Kind.Type],
    pendingError: inout CellSnapUIKitError?, reason: String, call: (AnyClass) -> String
) {
    guard let registered else {
        classes[key] = nil
        return
    }
    guard let type = registered as? Kind.Type else {
        pendingError.keepFirst(CellSnapUIKitError(call: call(registered), reason: reason))
        return
    }
    classes[key] = type
}
