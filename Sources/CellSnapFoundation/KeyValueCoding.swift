import Foundation

// Key-value coding, as Foundation's `NSKeyValueCoding` on Apple's platforms, which
// swift-corelibs-foundation lacks (it has no Objective-C runtime to find a property by name).
// CellSnap finds a key, in order, through the object's own table (`KeyValueCodingAccessors`:
// CellSnapUIKit's views and controllers, Core Data's managed objects), its stored properties (Swift
// reflection, any class), and the accessors registered with `KeyValueCoding.register(_:)` (the
// Objective-C adapter's tables of an app's `@objc` properties). A key found nowhere goes to the
// object's `value(forUndefinedKey:)` or `setValue(_:forUndefinedKey:)` when it has them
// (`UndefinedKeyHandling`); otherwise it is what iOS raises `NSUnknownKeyException` for: CellSnap
// reports it (`KeyValueCoding.problems`, standard error) and reads `nil` or writes nothing, as a
// call that cannot throw. The methods are disfavoured overloads, so that a class's own method of
// the same name (corelibs' `NSDictionary.value(forKey:)`, Core Image's `CIFilter`) is the one its
// callers get.

extension NSObject {
    /// The value of the property named `key` (see the file's notes for where it is found). An
    /// `NSDictionary` answers its entry, an `NSArray` or `NSSet` the values of its elements, a
    /// `UserDefaults` its default `key` (`object(forKey:)`), as on iOS.
    ///
    /// ```swift
    /// final class Fruit: NSObject { let name = "Pear" }
    /// print(Fruit().value(forKey: "name") as? String ?? "")   // Pear
    /// ```
    @_disfavoredOverload
    public func value(forKey key: String) -> Any? {
        if let collected = KeyValueCoding.collectionValue(self, forKey: key) { return collected.value }
        if let found = KeyValueCoding.read(self, key) { return found.value }
        if let handler = self as? UndefinedKeyHandling { return handler.value(forUndefinedKey: key) }
        KeyValueCoding.report(.unknownKey(key, of: self, call: "value(forKey:)"))
        return nil
    }

    /// The value at the dotted key path `keyPath` (`shelf.name`), with the collection operators
    /// `@count`, `@sum`, `@avg`, `@min` and `@max` (`books.@sum.pages`, `@count` of a collection).
    @_disfavoredOverload
    public func value(forKeyPath keyPath: String) -> Any? {
        if let paths = self as? KeyPathValueCoding, let found = paths.cellSnapValue(forKeyPath: keyPath) {
            return found
        }
        return KeyValueCoding.value(of: self, atPath: keyPath[...].split(separator: ".").map(String.init))
    }

    /// Sets the property named `key`: through the object's own table or a registered accessor
    /// (Swift reflection cannot write), announcing the change to key-value observers as iOS does
    /// (once, though the setter announce it too). A key found nowhere, or a value of another type,
    /// is reported as iOS raises it, and nothing is written.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKey key: String) {
        if let dictionary = self as? NSMutableDictionary {
            if let value {
                dictionary.setObject(value, forKey: key as NSString)
            } else {
                dictionary.removeObject(forKey: key)
            }
            return
        }
        // `NSUserDefaults` sets the default `key` (`setObject:forKey:`); `nil` removes it.
        if let defaults = self as? UserDefaults { return defaults.set(value, forKey: key) }
        willChangeValue(forKey: key)
        let problem = KeyValueCoding.write(self, key, value)
        didChangeValue(forKey: key)
        if let problem, let handler = self as? UndefinedKeyHandling,
            problem == .unknownKey(key, of: self, call: problem.call)
        {
            return handler.setValue(value, forUndefinedKey: key)
        }
        if let problem { KeyValueCoding.report(problem) }
    }

    /// Sets the value at the dotted key path `keyPath`: the last key on the object the others lead to.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let paths = self as? KeyPathValueCoding, paths.cellSnapSetValue(value, forKeyPath: keyPath) { return }
        var keys = keyPath.split(separator: ".").map(String.init)
        guard let last = keys.popLast() else { return setValue(value, forKey: keyPath) }
        guard !keys.isEmpty else { return setValue(value, forKey: last) }
        guard let target = self.value(forKeyPath: keys.joined(separator: ".")) as? NSObject else {
            return KeyValueCoding.report(.unknownKey(keyPath, of: self, call: "setValue(_:forKeyPath:)"))
        }
        target.setValue(value, forKey: last)
    }

    /// Sets each key of `keyedValues` to its value (`NSNull` sets `nil`).
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues.sorted(by: { $0.key < $1.key }) {
            setValue(value is NSNull ? nil : value, forKey: key)
        }
    }

    /// The values of `keys`, by key (`NSNull` for `nil`).
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        Dictionary(keys.map { ($0, value(forKey: $0) ?? NSNull()) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A class's own answers to key-value coding (Linux-only, no Foundation API): the properties that
/// Swift reflection does not see (computed ones) and those it cannot write. CellSnapUIKit's views
/// and controllers and Core Data's managed objects adopt it.
public protocol KeyValueCodingAccessors: AnyObject {
    /// The value of `key` (`.some(nil)` for a property that holds `nil`), or `nil` when the class has
    /// no property of that name.
    func cellSnapValue(forKey key: String) -> Any??
    /// Sets `key` to `value`: `nil` when it was set, or why it was not (no such key, another type).
    func cellSnapSetValue(_ value: Any?, forKey key: String) -> String?
}

/// A class whose key paths are more than a walk of its keys (Linux-only, no Foundation API): Core
/// Animation's layers, whose `transform.rotation.z` is a component of their transform, not a key
/// of a key. Asked before the walk, by `value(forKeyPath:)` and `setValue(_:forKeyPath:)`.
public protocol KeyPathValueCoding: AnyObject {
    /// The value at `keyPath` (`.some(nil)` for `nil`), or `nil` when the class leaves the path to
    /// the walk of its keys.
    func cellSnapValue(forKeyPath keyPath: String) -> Any??
    /// Sets the value at `keyPath` (or reports why not) and answers `true`, or answers `false`
    /// when the class leaves the path to the walk of its keys.
    func cellSnapSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool
}

/// The process-wide parts of CellSnap's key-value coding (Linux-only, no Foundation API).
public enum KeyValueCoding {
    /// A value found for a key (which may be `nil`).
    struct Found { let value: Any? }

    /// Accessors by key for the classes of an app: `get` returns `nil` when it knows no such key
    /// (`.some(nil)` for a property that holds `nil`); `set` returns `nil` when it wrote the
    /// value, otherwise why it did not (`KeyValueCoding.unknownKey` when it knows no such key).
    public struct Accessor: Sendable {
        let get: @Sendable (NSObject, String) -> Any??
        let set: @Sendable (NSObject, String, Any?) -> String?

        /// Accessors reading with `get` and writing with `set`.
        public init(
            get: @escaping @Sendable (NSObject, String) -> Any??,
            set: @escaping @Sendable (NSObject, String, Any?) -> String?
        ) {
            self.get = get
            self.set = set
        }
    }

    /// What an ``Accessor``'s `set` answers for a key it does not know.
    public static let unknownKey = "this class is not key value coding-compliant for the key"

    /// Adds `accessor` after those registered before (each is asked once, by `name`).
    public static func register(_ accessor: Accessor, named name: String) {
        state.withLock { state in
            guard !state.accessorNames.contains(name) else { return }
            state.accessorNames.insert(name)
            state.accessors.append(accessor)
        }
    }

    /// The calls refused since the process started, oldest first: iOS raises
    /// `NSUnknownKeyException` (or `NSInvalidArgumentException`) for them.
    public static var problems: [KeyValueCodingError] { state.withLock { $0.problems } }

    /// The calls refused on the calling thread while `body` ran, oldest first. Other threads
    /// report theirs at the same time (tests run at once), so a call that must know whether the
    /// calls it made were refused asks this, not ``problems``.
    public static func problems(during body: () throws -> Void) rethrows -> [KeyValueCodingError] {
        let threadState = Thread.current.threadDictionary
        let outer = threadState[ProblemCollector.key] as? ProblemCollector
        let collector = ProblemCollector()
        threadState[ProblemCollector.key] = collector
        defer {
            threadState[ProblemCollector.key] = outer
            outer?.problems += collector.problems
        }
        try body()
        return collector.problems
    }

    /// Reports `problem` as key-value coding reports its own (what iOS raises): kept in
    /// `problems`, collected by ``problems(during:)`` and written to standard error. For the
    /// modules that answer key-value coding calls of their own (a class's class-level
    /// observing, say).
    public static func report(_ problem: KeyValueCodingError) {
        state.withLock { $0.problems.append(problem) }
        (Thread.current.threadDictionary[ProblemCollector.key] as? ProblemCollector)?.problems.append(problem)
        FileHandle.standardError.write(Data("\(problem)\n".utf8))
    }

    /// The problems reported on one thread during ``problems(during:)``.
    final class ProblemCollector {
        static let key = "CellSnapFoundation.KeyValueCoding.ProblemCollector"
        var problems: [KeyValueCodingError] = []
    }

    /// The value of the property named `key` when `object` has one (`.some(nil)` for a property that
    /// holds `nil`), `nil` when it has none, reporting nothing: how CellSnap reads an Objective-C
    /// optional requirement through its protocol, which answers `nil` for a class that does not
    /// implement it.
    public static func implementedValue(of object: NSObject, forKey key: String) -> Any?? {
        read(object, key).map { $0.value }
    }

    /// `key` of `object` through its own table, its stored properties, then the registered accessors.
    static func read(_ object: NSObject, _ key: String) -> Found? {
        if key == "self" { return Found(value: object) }
        if let own = (object as? KeyValueCodingAccessors)?.cellSnapValue(forKey: key) { return Found(value: own) }
        if let stored = storedProperty(object, key) { return stored }
        for accessor in state.withLock({ $0.accessors }) {
            if let value = accessor.get(object, key) { return Found(value: value) }
        }
        return nil
    }

    /// Writes `key` of `object`; what went wrong, if anything.
    static func write(_ object: NSObject, _ key: String, _ value: Any?) -> KeyValueCodingError? {
        var reason: String?
        if let own = object as? KeyValueCodingAccessors {
            reason = own.cellSnapSetValue(value, forKey: key)
            if reason == nil { return nil }
        }
        for accessor in state.withLock({ $0.accessors }) where reason == nil || reason == unknownKey {
            reason = accessor.set(object, key, value)
            if reason == nil { return nil }
        }
        if reason == nil || reason == unknownKey, storedProperty(object, key) != nil {
            reason =
                "the property is not settable by name on Linux (declare it @objc in a file the Objective-C adapter reads)"
        }
        guard let reason, reason != unknownKey else { return .unknownKey(key, of: object, call: "setValue(_:forKey:)") }
        return KeyValueCodingError(
            call: "setValue(_:forKey:)", className: "\(type(of: object))", key: key, reason: reason)
    }

    /// A stored property named `key` (or `_key`, a property wrapper's storage) of the object's
    /// class or a superclass, read by reflection.
    static func storedProperty(_ object: NSObject, _ key: String) -> Found? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_" + key {
                return Found(value: unwrapped(child.value))
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `value` without its optional layers (`nil` for an empty optional).
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    struct State {
        var accessors: [Accessor] = []
        var accessorNames: Set<String> = []
        var problems: [KeyValueCodingError] = []
    }

    static let state = KeyValueLock(State())
}

/// A call of key-value coding that iOS refuses with an exception (Linux-only, no Foundation API).
public struct KeyValueCodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call, as `setValue(_:forKey:)`.
    public let call: String
    /// The class of the object called.
    public let className: String
    /// The key or key path.
    public let key: String
    /// What is wrong.
    public let reason: String

    /// A refusal of `call` on an object of `className` for `key`, because of `reason`.
    public init(call: String, className: String, key: String, reason: String) {
        self.call = call
        self.className = className
        self.key = key
        self.reason = reason
    }

    static func unknownKey(_ key: String, of object: AnyObject, call: String) -> KeyValueCodingError {
        KeyValueCodingError(
            call: call, className: "\(type(of: object))", key: key,
            reason: "\(KeyValueCoding.unknownKey) \(key) (NSUnknownKeyException on iOS)")
    }

    public var description: String { "CellSnap: \(className).\(call) for \"\(key)\": \(reason)" }
}

/// A value behind a lock, for the process-wide tables of key-value coding and observing.
final class KeyValueLock<Value>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
