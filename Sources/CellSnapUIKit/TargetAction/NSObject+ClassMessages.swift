import Foundation

/// `NSObject`'s messages sent to a class object by selector, as Swift on iOS imports the root
/// class's `responds(to:)` and `perform(_:)` for every `NSObject` metatype: a library asks
/// `UIApplication.responds(to: NSSelectorFromString("sharedApplication"))` before it reaches the
/// shared application, which an app extension does not have.
///
/// The class methods answered are UIKit's shared instances, by the selectors Objective-C gives
/// them (`ClassMessages.table`). An app's own class methods are not in the adapter's tables:
/// a class answers `false` for them (CellSnap's choice; the adapter registers instance methods).
extension NSObject {
    /// Whether the class (or a superclass) has the class method `aSelector`.
    ///
    /// ```swift
    /// UIApplication.responds(to: NSSelectorFromString("sharedApplication"))   // true
    /// ```
    public class func responds(to aSelector: Selector!) -> Bool {
        aSelector.flatMap { ClassMessages.method($0, of: self) } != nil
    }

    /// Sends the class method `aSelector` to the class and returns the object it returns; `nil`
    /// when the class has no such method (the message is reported as an instance's is, see
    /// ``SelectorTable/undelivered``) or off the main actor.
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        guard let aSelector, CellSnapMainActor.isCurrent else { return nil }
        // The object crosses out of the main actor's closure as `Unmanaged`, which is not `Sendable`.
        nonisolated(unsafe) var result: Unmanaged<AnyObject>?
        MainActor.assumeIsolated {
            guard let method = ClassMessages.method(aSelector, of: self) else {
                SelectorTable.report(
                    CellSnapUIKitError(
                        call: "+[\(self) \(aSelector)]",
                        reason: "unrecognized selector sent to class (CellSnap answers UIKit's shared instances)"))
                return
            }
            result = Unmanaged.passUnretained(method())
        }
        return result
    }
}

extension UIApplication {
    /// The value of `key` of the application class, as key-value coding reads it of a class
    /// object: the class method of that name (`UIApplication.value(forKey: "sharedApplication")`,
    /// which libraries write to reach the shared application where an app extension has none);
    /// `nil` for another key (CellSnap's choice: iOS raises `NSUnknownKeyException` there) and off
    /// the main actor. Declared for `UIApplication` alone: on `NSObject` it would clash with the
    /// class methods of that name other classes declare (`CATransaction`'s).
    public nonisolated class func value(forKey key: String) -> Any? {
        guard CellSnapMainActor.isCurrent, let method = ClassMessages.method(Selector(key), of: self) else {
            return nil
        }
        nonisolated(unsafe) var result: AnyObject?
        MainActor.assumeIsolated { result = method() }
        return result
    }
}

/// The class methods that classes answer by selector.
enum ClassMessages {
    /// UIKit's shared instances by their Objective-C selectors, for each class by its name.
    static let table: [String: [String: @MainActor @Sendable () -> AnyObject]] = [
        "UIApplication": ["sharedApplication": { UIApplication.shared }],
        "UIScreen": ["mainScreen": { UIScreen.main }],
        "UIDevice": ["currentDevice": { UIDevice.current }],
        "UIPasteboard": ["generalPasteboard": { UIPasteboard.general }],
    ]

    /// The class method `selector` names for `type`: its own or its nearest superclass's.
    static func method(_ selector: Selector, of type: AnyClass) -> (@MainActor @Sendable () -> AnyObject)? {
        var current: AnyClass? = type
        while let candidate = current {
            let name = _typeName(candidate, qualified: true)
            if name.hasPrefix("CellSnapUIKit."),
                let method = table[String(name.dropFirst("CellSnapUIKit.".count))]?[selector.name]
            {
                return method
            }
            current = _getSuperclass(candidate)
        }
        return nil
    }
}
