import Foundation

extension NSObjectProtocol {
    /// Whether the object is an instance of `aClass` or of a subclass of it, as
    /// `NSObjectProtocol`'s `isKind(of:)` on iOS. Linux's Foundation declares it on `NSObject`
    /// alone, so a value typed as a protocol that refines `NSObjectProtocol` (`any MKAnnotation`,
    /// a delegate) lacked it; such values are `NSObject`s, whose answer this is.
    ///
    /// ```swift
    /// let object: any NSObjectProtocol = NSMutableString(string: "text")
    /// object.isKind(of: NSString.self)     // true
    /// object.isMember(of: NSString.self)   // false
    /// ```
    public func isKind(of aClass: AnyClass) -> Bool {
        if let object = self as? NSObject { return object.isKind(of: aClass) }
        var current: AnyClass? = type(of: self)
        while let candidate = current {
            if candidate == aClass { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether the object is an instance of `aClass` itself, not of a subclass, as
    /// `NSObjectProtocol`'s `isMember(of:)` on iOS.
    public func isMember(of aClass: AnyClass) -> Bool {
        if let object = self as? NSObject { return object.isMember(of: aClass) }
        return type(of: self) == aClass
    }
}
