import Foundation

// Methods that iOS apps override on Foundation classes and swift-corelibs-foundation does not
// declare `open` with iOS's signature (NumberFormatter's `getObjectValue(_:for:range:)` is not
// declared at all; Formatter's `getObjectValue(_:for:errorDescription:)` is internal;
// `value(forUndefinedKey:)` is not there, as corelibs has no key-value coding). Swift on Linux
// cannot add an overridable method to a Foundation class, so a class that writes one adopts a
// protocol of this file instead, through which CellSnap's Foundation calls it where iOS's would.
// The Objective-C adapter does that for an app's classes: it removes `override` from such a
// method (when no superclass of the app's declares it) and makes the class adopt the protocol, so
// that the app's file compiles unchanged (UIKitOnLinux.md, "The Objective-C adapter").

/// A formatter that parses strings by `getObjectValue(_:for:range:)`, as a subclass of
/// `NumberFormatter` or `DateFormatter` overrides it on iOS (Linux-only: the adapter makes such a
/// subclass adopt it). `Formatter.getObjectValue(_:for:errorDescription:)` calls it.
public protocol FormatterObjectValueParsing: AnyObject {
    /// Writes the object `string` denotes to `obj`, or throws why it denotes none.
    func getObjectValue(
        _ obj: UnsafeMutablePointer<AnyObject?>?, for string: String, range rangep: UnsafeMutablePointer<NSRange>?)
        throws
}

extension Formatter {
    /// Writes the object that `string` denotes to `obj` and answers whether there is one, as
    /// Foundation's `Formatter.getObjectValue(_:for:errorDescription:)` on iOS: through the
    /// formatter's `getObjectValue(_:for:range:)` when it has one (``FormatterObjectValueParsing``;
    /// a thrown error's description is written to `error`), else a `NumberFormatter`'s
    /// `number(from:)` or a `DateFormatter`'s `date(from:)`. Another formatter parses nothing
    /// (iOS's base class has no parser either): the answer is `false` with an error description
    /// naming the formatter's class.
    ///
    /// ```swift
    /// let formatter = NumberFormatter()
    /// var value: AnyObject?
    /// print(formatter.getObjectValue(&value, for: "42", errorDescription: nil), value as? NSNumber ?? 0)   // true 42
    /// ```
    public func getObjectValue(
        _ obj: UnsafeMutablePointer<AnyObject?>?, for string: String,
        errorDescription error: UnsafeMutablePointer<NSString?>?
    ) -> Bool {
        var parsed: AnyObject?
        if let parsing = self as? FormatterObjectValueParsing {
            do {
                try parsing.getObjectValue(&parsed, for: string, range: nil)
            } catch let thrown {
                error?.pointee = "\(thrown)" as NSString
                return false
            }
        } else if let numbers = self as? NumberFormatter {
            parsed = numbers.number(from: string)
        } else if let dates = self as? DateFormatter {
            parsed = dates.date(from: string) as NSDate?
        } else {
            error?.pointee = "CellSnap: \(type(of: self)) parses no strings (it declares no getObjectValue)" as NSString
            return false
        }
        // Initialised, not assigned: the caller's memory may hold no object yet (an
        // autoreleasing out-parameter on iOS is written without releasing what it held).
        obj?.initialize(to: parsed)
        if parsed == nil { error?.pointee = "\"\(string)\" is not a valid value for \(type(of: self))" as NSString }
        return parsed != nil
    }
}

/// An object that answers keys key-value coding finds nowhere, as a class overrides
/// `value(forUndefinedKey:)` and `setValue(_:forUndefinedKey:)` of `NSObject` on iOS (Linux-only:
/// the adapter makes such a class adopt it). Without it, or for the method a class does not
/// write, the key is reported as iOS raises `NSUnknownKeyException`.
public protocol UndefinedKeyHandling: AnyObject {
    /// The value for `key`, which the object has no property of.
    func value(forUndefinedKey key: String) -> Any?
    /// Sets `value` for `key`, which the object has no property of.
    func setValue(_ value: Any?, forUndefinedKey key: String)
}

extension UndefinedKeyHandling {
    /// Reports the key, as `NSObject`'s method raises on iOS, and answers `nil`.
    public func value(forUndefinedKey key: String) -> Any? {
        KeyValueCoding.report(.unknownKey(key, of: self, call: "value(forKey:)"))
        return nil
    }

    /// Reports the key, as `NSObject`'s method raises on iOS.
    public func setValue(_ value: Any?, forUndefinedKey key: String) {
        KeyValueCoding.report(.unknownKey(key, of: self, call: "setValue(_:forKey:)"))
    }
}
