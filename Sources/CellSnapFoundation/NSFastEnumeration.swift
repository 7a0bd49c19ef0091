import Foundation

/// A collection whose objects can be enumerated quickly, as Foundation's `NSFastEnumeration`:
/// what Apple's APIs take for "any Foundation collection" (`PHAssetChangeRequest.deleteAssets(_:)`).
///
/// Linux's Foundation does not declare the protocol, and its Objective-C requirement
/// (`countByEnumerating(with:objects:count:)`) has no meaning without the Objective-C runtime:
/// here its requirement is the objects in order. `NSArray`, `NSOrderedSet` and `NSSet` conform,
/// as on iOS.
///
/// ```swift
/// let objects = (["a", "b"] as NSArray).cellSnapEnumeratedObjects
/// objects.count   // 2
/// ```
public protocol NSFastEnumeration {
    /// The objects, in the collection's order (an `NSSet`'s is its own).
    var cellSnapEnumeratedObjects: [Any] { get }
}

extension NSArray: NSFastEnumeration {
    public var cellSnapEnumeratedObjects: [Any] { (0..<count).map { object(at: $0) } }
}

extension NSOrderedSet: NSFastEnumeration {
    public var cellSnapEnumeratedObjects: [Any] { (0..<count).map { object(at: $0) } }
}

extension NSSet: NSFastEnumeration {
    public var cellSnapEnumeratedObjects: [Any] { allObjects }
}

/// Objective-C's out-parameter for an error, as Foundation's `NSErrorPointer` (Linux's Foundation
/// does not declare it): a pointer to an optional error, itself optional, that a callee may set.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
