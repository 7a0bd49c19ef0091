import Foundation

/// A change seen by a key-path observation, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// The kind of change (always a setting here: ordered to-many changes are not observed).
    public let kind: Kind
    /// The new value, with `.new` (and in an initial call); `nil` in a prior notification.
    public let newValue: Value?
    /// The old value, with `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change: none (only settings are observed).
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`, as Foundation's
/// `NSKeyValueObservation`: it lasts until ``invalidate()`` or until it is released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    fileprivate let check: () -> Void
    fileprivate var registration: KeyValueObservers.Registration?
    private let lock = NSLock()
    fileprivate private(set) var isValid = true

    fileprivate init(check: @escaping () -> Void) {
        self.check = check
        super.init()
    }

    /// Stops the observation.
    public func invalidate() {
        lock.lock()
        isValid = false
        let registration = self.registration
        self.registration = nil
        lock.unlock()
        if let registration { KeyValueObservers.remove(registration) }
        KeyPathObservations.remove(self)
    }

    deinit { invalidate() }

    /// Calls the handler of each live key-path observation whose value changed since it was last
    /// read (Linux-only): CellSnapUIKit calls it at each layout pass, for the objects whose setters
    /// announce no change (a `Progress`); a handler's own changes are delivered at the next pass.
    public static func cellSnapDeliverChanges() { KeyPathObservations.deliverChanges() }
}

/// The protocol through which Swift's key-path observation reaches every `NSObject`, as on Apple's
/// platforms.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Observes the value at `keyPath`: `changeHandler` gets the object and the change. Swift key
    /// paths carry no property names on Linux, so the observation reads its value again whenever
    /// the object announces a change of any key (`didChangeValue(forKey:)`: CellSnapUIKit's
    /// observable properties and an app's `@objc dynamic` ones do) and at each layout pass (for
    /// objects that announce nothing, such as a `Progress`), and calls the handler when the value
    /// differs from the last one read (`==` for a `Hashable` value, identity for an object, the
    /// description otherwise). `.initial` calls it at once; `.prior` sends the prior notification
    /// just before the final one.
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
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        weak let object = self
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation {
            guard let object else { return }
            let value = object[keyPath: keyPath]
            guard !KeyPathObservations.same(value, last) else { return }
            let old = last
            last = value
            if options.contains(.prior) {
                changeHandler(
                    object,
                    NSKeyValueObservedChange(
                        kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil, indexes: nil,
                        isPrior: true))
            }
            changeHandler(
                object,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? value : nil,
                    oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        if options.contains(.initial) {
            changeHandler(
                self,
                NSKeyValueObservedChange(
                    kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, indexes: nil,
                    isPrior: false))
        }
        if let announcing = self as? NSObject {
            let registration = KeyValueObservers.Registration(
                observed: announcing, keyPath: "", options: options, context: nil,
                target: .handler(phase: { [weak observation] _, phase in
                    if case .did = phase, let observation, observation.isValid { observation.check() }
                }))
            observation.registration = registration
            KeyValueObservers.add(registration)
        }
        KeyPathObservations.add(observation)
        return observation
    }
}

/// The live key-path observations, checked at each layout pass.
enum KeyPathObservations {
    private struct Weak { weak var observation: NSKeyValueObservation? }
    private struct State {
        var live: [ObjectIdentifier: Weak] = [:]
        var delivering = false
    }
    private static let state = KeyValueLock(State())

    static func add(_ observation: NSKeyValueObservation) {
        state.withLock { $0.live[ObjectIdentifier(observation)] = Weak(observation: observation) }
    }

    static func remove(_ observation: NSKeyValueObservation) {
        state.withLock { _ = $0.live.removeValue(forKey: ObjectIdentifier(observation)) }
    }

    static func deliverChanges() {
        let observations = state.withLock { state -> [NSKeyValueObservation] in
            guard !state.delivering else { return [] }
            state.delivering = true
            return state.live.values.compactMap(\.observation).sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
        }
        defer { state.withLock { $0.delivering = false } }
        for observation in observations where observation.isValid { observation.check() }
    }

    /// Whether two values of an observed property are the same.
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return String(reflecting: lhs) == String(reflecting: rhs)
    }
}
