import Foundation

/// The methods each class answers by selector, and the classes that can be made from their
/// metatype: what the Objective-C runtime keeps for every class on iOS, generated on Linux by
/// CellSnap's Objective-C adapter for the classes of an app's adapted files.
///
/// The adapter writes, for each adapted class, its `@objc` methods (and `@IBAction`s, the members
/// of `@objcMembers` classes, the getters and setters of `@objc` properties, and the witnesses of
/// `@objc` protocol requirements) as ``Method`` values, and registers them with
/// ``register(_:for:)`` when the module's `_cellSnapSelectors` value is first read: every
/// `#selector` the adapter rewrote reads it, and so does every instance of an adapted class when it
/// is made. A method is looked up in its object's class and then in each superclass, as the runtime
/// looks it up. The getters and setters are key-value coding's accessors of the app's `@objc`
/// properties too (`value(forKey:)`, `setValue(_:forKey:)`).
///
/// ```swift
/// final class Counter: NSObject { var count = 0; func increment() { count += 1 } }
/// SelectorTable.register([.init("increment") { target, _ in (target as! Counter).increment() }], for: Counter.self)
/// let counter = Counter()
/// _ = counter.perform(Selector("increment"))
/// print(counter.count, counter.responds(to: Selector("increment")))   // 1 true
/// ```
public enum SelectorTable {
    /// A method sent by name: its selector and a body that calls it on a target with the message's
    /// arguments (the sender and the event of an action, the notification of an observer).
    public struct Method: Sendable {
        public let selector: Selector
        let body: @MainActor @Sendable (AnyObject, SelectorArguments) throws -> Any?

        /// A method named `selector` whose body calls it on its target.
        public init(
            _ selector: String, _ body: @escaping @MainActor @Sendable (AnyObject, SelectorArguments) throws -> Any?
        ) {
            self.selector = Selector(selector)
            self.body = body
        }
    }

    /// The value a module's generated `_cellSnapSelectors` holds once its tables are registered.
    public struct Module: Sendable {
        /// Runs `registration` (the module's generated table registrations) and returns the value
        /// the module keeps; a global constant runs it once.
        public static func registered(_ registration: () -> Void) -> Module {
            registration()
            return Module()
        }

        /// Registers `methods()` as the table of `type` unless it has one, and returns the module:
        /// the adapter makes each instance of a generic class call it with its specialisation
        /// (`G<Int>` and `G<String>` are classes of their own at run time, and no code outside the
        /// class's body knows which ones a program makes), so the first instance of each registers it.
        public func registering(_ type: AnyClass, _ methods: () -> [Method]) -> Module {
            let isNew = SelectorTable.registry.withLock { $0.specializations.insert(ObjectIdentifier(type)).inserted }
            if isNew { SelectorTable.register(methods(), for: type) }
            return self
        }
    }

    /// Adds `methods` to the table of `type` (a class's extensions in other files add theirs).
    public static func register(_ methods: [Method], for type: AnyClass) {
        UIKitKeyValueCoding.registerSelectorTableAccessors()
        registry.withLock { tables in
            for method in methods { tables.methods[ObjectIdentifier(type), default: [:]][method.selector] = method }
        }
    }

    /// The method `selector` names for instances of `type`: its own or its nearest superclass's.
    public static func method(_ selector: Selector, in type: AnyClass) -> Method? {
        registry.withLock { tables in
            var current: AnyClass? = type
            while let type = current {
                if let method = tables.methods[ObjectIdentifier(type)]?[selector] { return method }
                current = _getSuperclass(type)
            }
            return nil
        }
    }

    /// The messages sent to a target that answers no method of that name, most recent last: UIKit
    /// raises an exception for them ("unrecognized selector sent to instance"); CellSnap writes the
    /// same message to standard error and keeps it here, so that a test can check it.
    @MainActor public internal(set) static var undelivered: [CellSnapUIKitError] = []

    @MainActor static func reportUnrecognized(_ selector: Selector, target: AnyObject) {
        report(
            CellSnapUIKitError(
                call: "-[\(type(of: target)) \(selector)]",
                reason: "unrecognized selector sent to instance (no adapted method of that name)"))
    }

    /// Keeps `error`, a message no method answered, in ``undelivered`` and writes it to standard error.
    @MainActor static func report(_ error: CellSnapUIKitError) {
        undelivered.append(error)
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }

    struct Tables {
        var methods: [ObjectIdentifier: [Selector: Method]] = [:]
        /// Each class's factories by the selector of their initialiser (`initWithFrame:`).
        var initializers: [ObjectIdentifier: [String: Factory]] = [:]
        /// The specialisations of generic classes whose tables are registered.
        var specializations: Set<ObjectIdentifier> = []
    }

    static let registry = LockedTables()

    final class LockedTables: @unchecked Sendable {
        private let lock = NSLock()
        private var tables = Tables()
        func withLock<Result>(_ body: (inout Tables) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&tables)
        }
    }
}

/// The arguments of a message sent by selector: a control action's sender and event, an
/// observer's notification, `perform(_:with:with:)`'s objects.
public struct SelectorArguments {
    let values: [Any?]
    /// Whether a number converts to the parameter's number type (a setter called by key-value coding).
    var unboxesNumbers = false

    /// The arguments `values`, first to last.
    public init(_ values: [Any?]) { self.values = values }

    /// The argument at `index` as the method's parameter type: an argument the message does not
    /// carry is `nil` (as the runtime passes it to an optional parameter); one of another type is
    /// refused with a `CellSnapUIKitError` naming both types.
    public func value<T>(_ index: Int) throws -> T {
        let value: Any? = index < values.count ? values[index] : nil
        if let typed = value as? T { return typed }
        if unboxesNumbers, let number = KeyValueNumbers.unboxed(value, as: T.self) { return number }
        throw CellSnapUIKitError(
            call: "argument \(index + 1) of a message sent by selector",
            reason: "\(value.map { "\(type(of: $0))" } ?? "nil") is not a \(T.self)")
    }
}
