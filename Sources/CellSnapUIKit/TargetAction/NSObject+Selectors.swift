import Foundation

/// `NSObject`'s messages by selector on Linux, answered from the adapter's ``SelectorTable``.
extension NSObject {
    /// Sends `aSelector` to the object with no argument, as `NSObjectProtocol.perform(_:)`, and
    /// returns the object the method returned (`nil` for a method that returns none or a value
    /// that is not an object, and when no method ran: see ``SelectorTable/undelivered``).
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        CellSnapMessageReceiver(object: self).perform(aSelector)
    }

    /// Sends `aSelector` with one argument, as `perform(_:with:)`.
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        CellSnapMessageReceiver(object: self).perform(aSelector, with: object)
    }

    /// Sends `aSelector` with two arguments, as `perform(_:with:with:)`.
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        CellSnapMessageReceiver(object: self).perform(aSelector, with: object1, with: object2)
    }

    /// Whether the object answers `aSelector`, as `NSObjectProtocol.responds(to:)`: the answer of
    /// the class's own `responds(to:)` when it overrides it (see ``SelectorAnswering``), else
    /// ``cellSnapSuperResponds(to:)``'s.
    public func responds(to aSelector: Selector!) -> Bool {
        if let answering = self as? SelectorAnswering { return answering.cellSnapResponds(to: aSelector) }
        return cellSnapSuperResponds(to: aSelector)
    }

    /// `NSObject`'s own answer to `responds(to:)`, which an override's `super.responds(to:)`
    /// gets: whether the object's class or a superclass has a method of that name in the adapter's
    /// tables (an app's `@objc` methods and its implementations of UIKit's protocol requirements),
    /// or is one of UIKit's classes and declares it (`UIKitSelectors`: `viewDidLoad`,
    /// `layoutSubviews`, `title`...).
    public func cellSnapSuperResponds(to aSelector: Selector!) -> Bool {
        aSelector.map { SelectorTable.answers($0, in: type(of: self)) } ?? false
    }

    /// The object a message the object has no method for goes to, as `forwardingTarget(for:)`:
    /// the class's own answer when it overrides it (see ``MessageForwarding``), else `nil`.
    /// Messages sent by selector (target–action, `perform(_:)`) follow it, as the Objective-C
    /// runtime forwards them.
    public func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let forwarding = self as? MessageForwarding { return forwarding.cellSnapForwardingTarget(for: aSelector) }
        return cellSnapSuperForwardingTarget(for: aSelector)
    }

    /// `NSObject`'s own answer to `forwardingTarget(for:)`, which an override's
    /// `super.forwardingTarget(for:)` gets: `nil`, no object.
    public func cellSnapSuperForwardingTarget(for aSelector: Selector!) -> Any? { nil }

    /// Whether the object conforms to `aProtocol`, as `NSObjectProtocol.conforms(to:)` is asked of
    /// an `@objc` protocol (`sut.conforms(to: UITableViewDataSource.self)` in a view controller's
    /// test). Linux has no `Protocol` objects: the protocol comes as its type, and the answer is
    /// Swift's dynamic cast, which sees the conformances of the object's class and superclasses,
    /// wherever they are declared.
    ///
    /// ```swift
    /// UITableViewController().conforms(to: UITableViewDataSource.self)   // true
    /// ```
    public func conforms<P>(to aProtocol: P.Type) -> Bool { self is P }

    /// Whether instances of the class answer `aSelector`, as `NSObject.instancesRespond(to:)`.
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        aSelector.map { SelectorTable.answers($0, in: self) } ?? false
    }
}

extension NSObjectProtocol {
    /// Whether the object conforms to `aProtocol`, asked of a value of a protocol type, as
    /// ``NSObject/conforms(to:)`` answers it.
    public func conforms<P>(to aProtocol: P.Type) -> Bool { self is P }

    /// Whether the object answers `aSelector`, asked of a value of a protocol type, as
    /// `NSObjectProtocol.responds(to:)` (`scrollDelegate?.responds(to: #selector(...))` on a
    /// `UIScrollViewDelegate?`): its class's answer, as `NSObject`'s instance method `responds(to:)` gives it.
    public func responds(to aSelector: Selector!) -> Bool {
        if let object = self as? NSObject { return object.responds(to: aSelector) }
        return aSelector.map { SelectorTable.answers($0, in: type(of: self as AnyObject)) } ?? false
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether instances of `cls` have a method for `sel`, as the Objective-C runtime's
/// `class_respondsToSelector` answers (`false` for no class): the adapter's selector tables and
/// UIKit's own methods, as `NSObject.instancesRespond(to:)` reads them. A proxy's override of
/// `responds(to:)` asks it for its own class's answer.
///
/// ```swift
/// class_respondsToSelector(UIViewController.self, Selector("viewDidLoad"))  // true
/// ```
public func class_respondsToSelector(_ cls: AnyClass?, _ sel: Selector!) -> Bool {
    guard let cls, let sel else { return false }
    return SelectorTable.answers(sel, in: cls)
}

/// A class that answers `responds(to:)` itself, as an override of `NSObject`'s does on iOS (a
/// proxy that also answers for the delegate it forwards to). Swift on Linux cannot override
/// CellSnap's `NSObject.responds(to:)`, which an extension declares: the Objective-C adapter
/// renames an app's `override func responds(to:)` to ``cellSnapResponds(to:)`` and makes its
/// class adopt this protocol, and `responds(to:)` asks it.
///
/// ```swift
/// final class Proxy: NSObject, SelectorAnswering {
///     weak var other: NSObject?
///     func cellSnapResponds(to aSelector: Selector!) -> Bool {
///         cellSnapSuperResponds(to: aSelector) || other?.responds(to: aSelector) == true
///     }
/// }
/// ```
public protocol SelectorAnswering: AnyObject {
    /// Whether the object answers `aSelector`, as the class's `responds(to:)` says.
    func cellSnapResponds(to aSelector: Selector!) -> Bool
}

/// A class that forwards the messages it has no method for, as an override of `NSObject`'s
/// `forwardingTarget(for:)` does on iOS. The Objective-C adapter renames an app's override to
/// ``cellSnapForwardingTarget(for:)`` and makes its class adopt this protocol (see
/// ``SelectorAnswering``).
///
/// ```swift
/// final class Forwarder: NSObject, MessageForwarding {
///     let target = NSObject()
///     func cellSnapForwardingTarget(for aSelector: Selector!) -> Any? { target }
/// }
/// ```
public protocol MessageForwarding: AnyObject {
    /// The object that gets `aSelector` in the object's place, as the class's
    /// `forwardingTarget(for:)` says; `nil` for none.
    func cellSnapForwardingTarget(for aSelector: Selector!) -> Any?
}

/// Messages sent by selector on the main actor; the objects they return are kept alive as the
/// Objective-C runtime's autorelease pool keeps a returned object until the caller has taken it
/// (see `AutoreleasedObjects`).
@MainActor enum PerformedResults {
    /// A returned object, handed from the main thread to the caller's.
    struct Result: @unchecked Sendable { let object: Unmanaged<AnyObject>? }

    /// Sends `selector` to `target` on the main actor, where UIKit's objects live: at once on the
    /// main thread, otherwise waiting for the main thread, as a message sent on iOS waits for its
    /// method. Returns the object the method returned, if it returned one.
    nonisolated static func send(_ selector: Selector, to target: AnyObject, _ arguments: [Any?]) -> Result {
        nonisolated(unsafe) let target = target
        nonisolated(unsafe) let arguments = arguments
        let run: @MainActor () -> Result = {
            guard case .some(.some(let result)) = UIApplication.send(selector, to: target, arguments: arguments),
                type(of: result as Any) is AnyClass
            else { return Result(object: nil) }
            return keep(result as AnyObject)
        }
        if isOnMainActor {
            return MainActor.assumeIsolated { run() }
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { run() } }
    }

    /// Whether the caller runs on the main actor: on the main thread, or on the main queue.
    nonisolated static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// A key only the main queue holds: the main actor's jobs run on the main queue, which a test
    /// runner may drain on a thread other than the process's main thread.
    nonisolated private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static func keep(_ object: AnyObject) -> Result {
        AutoreleasedObjects.keep([object])
        return Result(object: Unmanaged.passUnretained(object))
    }
}
