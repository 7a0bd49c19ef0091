import Foundation

/// Foundation's key-value observing of Apple platforms, which Linux's Foundation lacks:
/// `observe(\.fractionCompleted, options: [.initial, .new]) { object, change in ... }` on any
/// `NSObject` (a `Progress`, an app's model object), as UIKit code writes it.
///
/// Without the Objective-C runtime a property's setter cannot tell observers that it changed, so
/// CellSnap delivers changes at the next layout pass instead of inside the setter: each
/// `layoutIfNeeded()`, each pass of UIKit's layout (a window showing its controller, every
/// snapshot) first reads
/// each observed key path and calls the handler of each whose value changed, with the old and new
/// values the options ask for. `.initial` calls the handler at once, as on iOS; `.prior` is
/// accepted and sends no prior notification (there is no moment before the change to send it).
/// A value is compared with `==` when it is `Hashable`, by identity when it is an object, and by
/// its description otherwise.
///
/// ```swift
/// let progress = Progress(totalUnitCount: 10)
/// var seen: [Double] = []
/// let observation = progress.observe(\.fractionCompleted, options: [.initial, .new]) { _, change in
///     seen.append(change.newValue ?? -1)
/// }
/// print(seen)   // [0.0]
/// observation.invalidate()
/// ```
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// The options of an observation, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// The handler is called once at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// No prior notification is sent on Linux (accepted: there is no moment before a change).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of a change, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// A change of an observed property, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The new value, when the options ask for it (and in an initial call).
    public let newValue: Value?
    /// The old value, when the options ask for it.
    public let oldValue: Value?
    /// The indexes of a to-many change: none (only settings are observed).
    public let indexes: IndexSet?
    /// Whether the change is a prior notification: never on Linux.
    public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`: it lasts until it is invalidated
/// or released, as on iOS.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    fileprivate let check: () -> Void
    fileprivate private(set) var isValid = true

    fileprivate init(check: @escaping () -> Void) {
        self.check = check
        super.init()
    }

    /// Stops the observation.
    public func invalidate() {
        isValid = false
        KeyValueObservations.remove(self)
    }

    deinit { KeyValueObservations.remove(self) }
}

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Observes the property at `keyPath`: `changeHandler` gets the object and the change, at once
    /// with `.initial`, and at the next layout pass after the value changes (see
    /// `_KeyValueCodingAndObserving`).
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        weak var object = self
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation {
            guard let object else { return }
            let value = object[keyPath: keyPath]
            guard !KeyValueObservations.same(value, last) else { return }
            let change = NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? value : nil,
                oldValue: options.contains(.old) ? last : nil, indexes: nil, isPrior: false)
            last = value
            changeHandler(object, change)
        }
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil,
                    isPrior: false))
        }
        KeyValueObservations.add(observation)
        return observation
    }
}

/// The live observations, checked at each layout pass.
enum KeyValueObservations {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var live: [ObjectIdentifier: Weak] = [:]
    nonisolated(unsafe) private static var delivering = false

    private struct Weak { weak var observation: NSKeyValueObservation? }

    static func add(_ observation: NSKeyValueObservation) {
        lock.withLock { live[ObjectIdentifier(observation)] = Weak(observation: observation) }
    }

    static func remove(_ observation: NSKeyValueObservation) {
        lock.withLock { _ = live.removeValue(forKey: ObjectIdentifier(observation)) }
    }

    /// Calls the handler of each observation whose value changed since it was last read (a
    /// handler's own changes are delivered at the next pass).
    @MainActor static func deliverChanges() {
        let observations = lock.withLock { () -> [NSKeyValueObservation] in
            guard !delivering else { return [] }
            delivering = true
            return live.values.compactMap(\.observation).sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
        }
        defer { lock.withLock { delivering = false } }
        for observation in observations where observation.isValid { observation.check() }
    }

    /// Whether two values of an observed property are the same.
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return String(reflecting: lhs) == String(reflecting: rhs)
    }
}
