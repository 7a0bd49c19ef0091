import Foundation

/// What a change notification of key-value observing carries, as Foundation's
/// `NSKeyValueObservingOptions` on Apple's platforms.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change dictionary holds the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change dictionary holds the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// A notification is sent at once, when the observer is added.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// A notification is sent before each change too.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of a change, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// The keys of a change dictionary, as Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The kind of change (an `NSNumber` of an `NSKeyValueChange`'s raw value).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The new value (`NSNull` for `nil`), with `.new`.
    public static let newKey = NSKeyValueChangeKey("new")
    /// The old value (`NSNull` for `nil`), with `.old`.
    public static let oldKey = NSKeyValueChangeKey("old")
    /// The indexes of an insertion, removal or replacement in an ordered to-many property.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// `true` (an `NSNumber`) in the notification sent before a change, with `.prior`.
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The receiver of key-value observing notifications (Linux-only): on iOS every object inherits
/// `observeValue(forKeyPath:of:change:context:)` from `NSObject` and a class overrides it; Swift on
/// Linux cannot add an overridable method to `NSObject`, so an observer's class adopts this
/// protocol instead. The Objective-C adapter does that for an app's classes that override the
/// method (removing `override`, and making `super.observeValue(...)` call
/// ``KeyValueObservingDefault``), so their files compile unchanged.
public protocol KeyValueObserving: AnyObject {
    /// Called when the value at `keyPath` of `object` changed, with what `change` says.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

/// What `NSObject`'s own `observeValue(forKeyPath:of:change:context:)` does (Linux-only): iOS
/// raises `NSInternalInconsistencyException` ("a message was received but not handled"); CellSnap
/// reports it in `KeyValueCoding.problems` and on standard error.
public struct KeyValueObservingDefault {
    let observer: AnyObject

    /// The default for `observer`, the object whose `super` the call stands for.
    public init(_ observer: AnyObject) { self.observer = observer }

    /// Reports the notification as not handled.
    public func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        KeyValueCoding.report(
            KeyValueCodingError(
                call: "observeValue(forKeyPath:of:change:context:)", className: "\(type(of: observer))",
                key: keyPath ?? "",
                reason:
                    "a key-value observing notification was received but not handled (NSInternalInconsistencyException on iOS)"
            ))
    }
}

extension NSObject {
    /// Registers `observer` for changes of the value at `keyPath` of this object, with what
    /// `options` asks for and `context` passed back. A change is delivered when the property
    /// announces it (`willChangeValue(forKey:)`/`didChangeValue(forKey:)`: CellSnapUIKit's
    /// observable properties and an app's `@objc dynamic` ones do), to the observer's
    /// `observeValue(forKeyPath:of:change:context:)` (``KeyValueObserving``). A key path this
    /// object does not answer is refused: reported, and nothing is registered.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        var initial: Any?
        let problems = KeyValueCoding.problems { initial = value(forKeyPath: keyPath) }
        guard problems.isEmpty else {
            return KeyValueCoding.report(
                KeyValueCodingError(
                    call: "addObserver(_:forKeyPath:options:context:)", className: "\(type(of: self))", key: keyPath,
                    reason: "the key path is not one this object answers; no observer was added"))
        }
        let registration = KeyValueObservers.Registration(
            observed: self, keyPath: keyPath, options: options, context: context, target: .observer(observer))
        KeyValueObservers.add(registration)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if options.contains(.new) { change[.newKey] = initial ?? NSNull() }
            registration.deliver(change, on: self)
        }
    }

    /// Removes `observer`'s registrations for `keyPath` of this object with `context` (the most
    /// recent one). Removing one that is not registered is reported, as iOS raises.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        guard
            KeyValueObservers.remove(
                observer: observer, from: self, keyPath: keyPath, context: context, anyContext: false)
        else {
            return KeyValueCoding.report(
                KeyValueCodingError(
                    call: "removeObserver(_:forKeyPath:context:)", className: "\(type(of: self))", key: keyPath,
                    reason: "\(type(of: observer)) is not registered as an observer of this key path with this context")
            )
        }
    }

    /// Removes `observer`'s most recent registration for `keyPath` of this object.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        guard KeyValueObservers.remove(observer: observer, from: self, keyPath: keyPath, context: nil, anyContext: true)
        else {
            return KeyValueCoding.report(
                KeyValueCodingError(
                    call: "removeObserver(_:forKeyPath:)", className: "\(type(of: self))", key: keyPath,
                    reason: "\(type(of: observer)) is not registered as an observer of this key path"))
        }
    }

    /// Announces that the value of `key` is about to change: observers that asked for `.prior` are
    /// told now, and the old value is kept for those that asked for `.old`.
    ///
    /// On an `Operation`, Foundation's own `willChangeValue(forKey:)` is the one called (it tells
    /// the operation's queue about `isExecuting` and `isFinished`, as asynchronous operations
    /// expect), so observers added with CellSnap's `addObserver` do not hear an operation's changes.
    @_disfavoredOverload
    public func willChangeValue(forKey key: String) {
        KeyValueObservers.willChange(self, key: key)
    }

    /// Announces that the elements at `indexes` of the ordered to-many property `key` are about to
    /// be inserted, removed or replaced (`changeKind`), as Foundation's
    /// `willChange(_:valuesAt:forKey:)`: observers that asked for `.old` keep the elements removed
    /// or replaced.
    @_disfavoredOverload
    public func willChange(_ changeKind: NSKeyValueChange, valuesAt indexes: IndexSet, forKey key: String) {
        KeyValueObservers.willChange(self, key: key, kind: changeKind, indexes: indexes)
    }

    /// Announces that the elements at `indexes` of `key` were inserted, removed or replaced: each
    /// observer's change dictionary has the kind, the indexes (`indexesKey`), the new elements of
    /// an insertion or replacement and the old ones of a removal or replacement, as asked.
    @_disfavoredOverload
    public func didChange(_ changeKind: NSKeyValueChange, valuesAt indexes: IndexSet, forKey key: String) {
        KeyValueObservers.didChange(self, key: key, kind: changeKind, indexes: indexes)
    }

    /// Announces that the value of `key` changed: its observers are told, in the order they were
    /// added (on an `Operation`, Foundation's own method is called instead, as for
    /// ``willChangeValue(forKey:)``).
    @_disfavoredOverload
    public func didChangeValue(forKey key: String) {
        KeyValueObservers.didChange(self, key: key)
    }
}
