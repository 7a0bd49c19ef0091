import Foundation

extension NSObject {
    /// The class's name, as `+[NSObject description]` gives it on iOS: `Module.Class` for an
    /// app's class (`NSStringFromClass`'s answer), and the SDK's name, without CellSnap's module,
    /// for a class CellSnap declares in an Apple framework's place (`UIView`, not
    /// `CellSnapUIKit.UIView`). Linux's Foundation has no such class method.
    ///
    /// ```swift
    /// final class ProfileCell: NSObject {
    ///     static let reuseIdentifier = description()
    /// }
    /// ProfileCell.reuseIdentifier  // "<module>.ProfileCell"
    /// ```
    public class func description() -> String {
        cellSnapClassDescription(self)
    }
}

/// The class name `+[NSObject description]` gives for `type` (see `NSObject.description()`),
/// and for a type that is no `NSObject`, its fully qualified name. The Objective-C adapter calls
/// it for `type(of: object).description()`, which Swift on Linux cannot look up on `AnyObject`.
///
/// ```swift
/// let object: AnyObject = NSObject()
/// cellSnapClassDescription(type(of: object))  // "NSObject"
/// ```
public func cellSnapClassDescription(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    for module in ["CellSnapUIKit.", "CellSnapFoundation.", "Foundation."] where name.hasPrefix(module) {
        return String(name.dropFirst(module.count))
    }
    return name
}
