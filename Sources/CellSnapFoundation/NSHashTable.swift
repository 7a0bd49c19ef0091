import Foundation

/// How a hash or map table holds its objects, as Foundation's `NSPointerFunctions` (Linux's
/// Foundation declares neither): only its ``Options`` for tables of objects are here.
public enum NSPointerFunctions {
    /// How a table holds and compares its objects, with Foundation's raw values. The memory
    /// options (strong or weak) and the personalities (by `isEqual(_:)` and `hash`, or by
    /// identity) are Foundation's; Foundation's options for pointers that are not objects
    /// (opaque, C string, struct, integer) are not here, as Swift code holds objects.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Holds its objects strongly (the default).
        public static let strongMemory = Options([])
        /// Holds its objects weakly: an object freed elsewhere leaves the table.
        public static let weakMemory = Options(rawValue: 5)
        /// Compares objects with `isEqual(_:)` and `hash` (the default).
        public static let objectPersonality = Options([])
        /// Compares objects by identity.
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        /// Holds a copy (`NSCopying`) of each object added.
        public static let copyIn = Options(rawValue: 1 << 16)
    }
}

extension NSPointerFunctions.Options {
    /// Whether `held` and `object` are the same object by these options: identical, or, unless
    /// the personality is by identity, equal by `isEqual(_:)` for `NSObject`s.
    func matches(_ held: Any, _ object: Any) -> Bool {
        if (held as AnyObject) === (object as AnyObject) { return true }
        guard !contains(.objectPointerPersonality), let held = held as? NSObject else { return false }
        return held.isEqual(object)
    }
}

/// `object` as the class instance a table of Foundation's holds on iOS; a value of another kind
/// stops the process, naming the table, what the object is to it and its type.
func tableHeldObject(_ object: Any, in table: String, as role: String) -> AnyObject {
    precondition(
        type(of: object) is AnyClass,
        "\(table) holds class instances, as on iOS; the \(role)'s type \(type(of: object)) is not a class")
    return object as AnyObject
}

/// `object` as a set member or dictionary key: by `isEqual(_:)` and `hash` for an `NSObject`, by
/// identity otherwise.
func tableHashable(_ object: Any) -> AnyHashable {
    (object as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(object as AnyObject))
}

/// The options of a hash table, as Foundation's `NSHashTableOptions`.
public typealias NSHashTableOptions = NSPointerFunctions.Options

/// A set of objects that may hold them weakly, as Foundation's `NSHashTable`: apps keep their
/// observers in one (`NSHashTable<AnyObject>.weakObjects()`), so that an observer freed elsewhere
/// leaves it. Objects are compared with `isEqual(_:)` (identity for objects that are not
/// `NSObject`s) unless ``NSPointerFunctions/Options/objectPointerPersonality`` says by identity.
///
/// `ObjectType` is not constrained to `AnyObject` here (Foundation constrains it): on iOS an
/// `@objc` protocol's existential satisfies the constraint (`NSHashTable<Observing>`), and on
/// Linux, without Objective-C protocols, it does not. Its objects must still be class instances,
/// as on iOS: a value of another kind added to the table stops the process, naming its type.
///
/// ```swift
/// final class Observer {}
/// let observers = NSHashTable<Observer>.weakObjects()
/// var observer: Observer? = Observer()
/// observers.add(observer)
/// observer = nil
/// observers.allObjects.isEmpty  // true
/// ```
open class NSHashTable<ObjectType>: NSObject, NSFastEnumeration, Sequence {
    /// One object, held strongly or weakly.
    private struct Entry {
        var strong: AnyObject?
        weak var weak: AnyObject?
        var object: ObjectType? { (strong ?? weak) as? ObjectType }
    }
    private var entries: [Entry] = []
    /// How the table holds and compares its objects.
    public let options: NSPointerFunctions.Options

    /// An empty table holding and comparing its objects as `options` say; the capacity is a hint.
    public init(options: NSPointerFunctions.Options = [], capacity initialCapacity: Int = 0) {
        self.options = options
        entries.reserveCapacity(Swift.max(0, initialCapacity))
        super.init()
    }

    /// An empty table holding its objects strongly.
    public override convenience init() { self.init(options: []) }

    /// An empty table holding its objects weakly.
    open class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    /// An empty table holding and comparing its objects as `options` say.
    open class func hashTable(withOptions options: NSPointerFunctions.Options) -> NSHashTable<ObjectType> {
        NSHashTable(options: options)
    }

    /// The objects still held, in the order they were added.
    open var allObjects: [ObjectType] { entries.compactMap(\.object) }
    /// How many objects are still held.
    open var count: Int { allObjects.count }
    /// One of the objects (the first added that is still held), `nil` when there is none.
    open var anyObject: ObjectType? { allObjects.first }
    /// The objects, as a set.
    open var setRepresentation: Set<AnyHashable> {
        Set(allObjects.map(tableHashable))
    }

    /// Adds `object` when the table holds no equal one (nothing for `nil`).
    open func add(_ object: ObjectType?) {
        guard let object, member(object) == nil else { return }
        var added = object
        if options.contains(.copyIn), let copying = object as? NSCopying,
            let copy = copying.copy(with: nil) as? ObjectType
        {
            added = copy
        }
        entries.removeAll { $0.object == nil }
        let held = tableHeldObject(added, in: "NSHashTable", as: "object")
        entries.append(options.contains(.weakMemory) ? Entry(strong: nil, weak: held) : Entry(strong: held, weak: nil))
    }

    /// Removes the object equal to `object`, if any.
    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        entries.removeAll { $0.object.map { matches($0, object) } ?? true }
    }

    /// Removes every object.
    open func removeAllObjects() { entries.removeAll() }

    /// The object of the table equal to `object`, `nil` when there is none.
    open func member(_ object: ObjectType?) -> ObjectType? {
        guard let object else { return nil }
        return allObjects.first { matches($0, object) }
    }

    /// Whether the table holds an object equal to `object`.
    open func contains(_ object: ObjectType?) -> Bool { member(object) != nil }

    /// Whether the two tables hold an equal object.
    open func intersects(_ other: NSHashTable<ObjectType>) -> Bool { allObjects.contains { other.contains($0) } }
    /// Whether every object of this table is in `other`.
    open func isSubset(of other: NSHashTable<ObjectType>) -> Bool { allObjects.allSatisfy { other.contains($0) } }
    /// Keeps only the objects that are also in `other`.
    open func intersect(_ other: NSHashTable<ObjectType>) {
        entries.removeAll { $0.object.map { !other.contains($0) } ?? true }
    }
    /// Adds the objects of `other`.
    open func union(_ other: NSHashTable<ObjectType>) { other.allObjects.forEach(add) }
    /// Removes the objects that are in `other`.
    open func minus(_ other: NSHashTable<ObjectType>) { other.allObjects.forEach(remove) }

    /// Whether `held` and `object` are the same by the table's personality.
    private func matches(_ held: ObjectType, _ object: ObjectType) -> Bool { options.matches(held, object) }

    /// The objects still held, for `NSFastEnumeration`.
    public var cellSnapEnumeratedObjects: [Any] { allObjects }

    /// Iterates over the objects still held, as `Any`, as iOS's fast enumeration of a table does
    /// (so that ``contains(_:)`` is always the table's own, by its personality).
    public func makeIterator() -> IndexingIterator<[Any]> { allObjects.map { $0 as Any }.makeIterator() }
}
