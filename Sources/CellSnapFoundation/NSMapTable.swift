import Foundation

/// The options of a map table's keys or values, as Foundation's `NSMapTableOptions`.
public typealias NSMapTableOptions = NSPointerFunctions.Options

/// A dictionary whose keys and values may be held weakly, as Foundation's `NSMapTable` (Linux's
/// Foundation does not declare it): apps keep state beside views they do not own in one
/// (`NSMapTable<UIView, Model>.weakToStrongObjects()`), so that a view freed elsewhere takes its
/// entry with it. Keys are compared with `isEqual(_:)` and `hash` (identity for objects that are not
/// `NSObject`s) unless the key options say
/// ``NSPointerFunctions/Options/objectPointerPersonality``; values are never compared.
///
/// An entry whose weakly held key or value is freed leaves the table (Foundation may count it
/// until it next tidies its storage; here it is gone at once). `KeyType` and `ObjectType` are not
/// constrained to `AnyObject` here (Foundation constrains both), so that an `@objc` protocol's
/// existential, which satisfies the constraint on iOS, works; a key or value that is not a class
/// instance stops the process, naming its type, as iOS refuses it.
///
/// ```swift
/// final class Row {}
/// let heights = NSMapTable<Row, NSNumber>.weakToStrongObjects()
/// var row: Row? = Row()
/// heights.setObject(NSNumber(value: 44), forKey: row)
/// heights.object(forKey: row)  // 44
/// row = nil
/// heights.count  // 0
/// ```
open class NSMapTable<KeyType, ObjectType>: NSObject, NSCopying, NSFastEnumeration, Sequence {
    /// One key and its value, each held strongly or weakly.
    private struct Entry {
        var strongKey: AnyObject?
        weak var weakKey: AnyObject?
        var strongValue: AnyObject?
        weak var weakValue: AnyObject?
        var key: KeyType? { (strongKey ?? weakKey) as? KeyType }
        var value: ObjectType? { (strongValue ?? weakValue) as? ObjectType }
        var isLive: Bool { key != nil && value != nil }
    }
    private var entries: [Entry] = []
    /// How the table holds and compares its keys.
    public let keyOptions: NSPointerFunctions.Options
    /// How the table holds its values.
    public let valueOptions: NSPointerFunctions.Options

    /// An empty table holding its keys and values as the options say; the capacity is a hint.
    public init(
        keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options,
        capacity initialCapacity: Int = 0
    ) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        entries.reserveCapacity(Swift.max(0, initialCapacity))
        super.init()
    }

    /// An empty table holding its keys and values strongly.
    public override convenience init() { self.init(keyOptions: [], valueOptions: []) }

    /// An empty table holding its keys and values as the options say.
    open class func mapTable(
        withKeyOptions keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options
    ) -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: keyOptions, valueOptions: valueOptions)
    }
    /// Keys and values held strongly.
    open class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
    }
    /// Keys held weakly, values strongly.
    open class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }
    /// Keys held strongly, values weakly.
    open class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }
    /// Keys and values held weakly.
    open class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    /// How many entries have both their key and their value still held.
    open var count: Int { entries.count { $0.isLive } }

    /// The value for the key equal to `aKey`, `nil` when there is none.
    open func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey else { return nil }
        return entries.first { $0.isLive && matches($0.key!, aKey) }?.value
    }

    /// Sets the value for `aKey`, replacing the value of an equal key (which stays the key);
    /// a `nil` value removes the entry, a `nil` key does nothing.
    open func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        guard let anObject else { return removeObject(forKey: aKey) }
        entries.removeAll { !$0.isLive }
        let value = tableHeldObject(anObject, in: "NSMapTable", as: "value")
        if let index = entries.firstIndex(where: { matches($0.key!, aKey) }) {
            entries[index].strongValue = valueOptions.contains(.weakMemory) ? nil : value
            entries[index].weakValue = valueOptions.contains(.weakMemory) ? value : nil
            return
        }
        var keyObject = aKey
        if keyOptions.contains(.copyIn), let copying = aKey as? NSCopying,
            let copy = copying.copy(with: nil) as? KeyType
        {
            keyObject = copy
        }
        let key = tableHeldObject(keyObject, in: "NSMapTable", as: "key")
        var entry = Entry()
        if keyOptions.contains(.weakMemory) { entry.weakKey = key } else { entry.strongKey = key }
        if valueOptions.contains(.weakMemory) { entry.weakValue = value } else { entry.strongValue = value }
        entries.append(entry)
    }

    /// Removes the entry of the key equal to `aKey`, if any.
    open func removeObject(forKey aKey: KeyType?) {
        guard let aKey else { return }
        entries.removeAll { !$0.isLive || matches($0.key!, aKey) }
    }

    /// Removes every entry.
    open func removeAllObjects() { entries.removeAll() }

    /// An enumerator of the keys still held, in the order they were added.
    open func keyEnumerator() -> NSEnumerator { ObjectsEnumerator(liveEntries.map { $0.key! as Any }) }
    /// An enumerator of the values still held, in the order their keys were added.
    open func objectEnumerator() -> NSEnumerator? { ObjectsEnumerator(liveEntries.map { $0.value! as Any }) }

    /// The entries as a dictionary, keyed by each key (by `isEqual(_:)` and `hash` for
    /// `NSObject`s, by identity otherwise).
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        var dictionary: [AnyHashable: ObjectType] = [:]
        for entry in liveEntries { dictionary[tableHashable(entry.key!)] = entry.value! }
        return dictionary
    }

    /// A table with the same options and entries.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSMapTable(keyOptions: keyOptions, valueOptions: valueOptions)
        copy.entries = liveEntries
        return copy
    }

    /// The keys still held, for `NSFastEnumeration`.
    public var cellSnapEnumeratedObjects: [Any] { liveEntries.map { $0.key! as Any } }

    /// Iterates over the keys still held, as `Any`, as iOS's fast enumeration of a map table does.
    public func makeIterator() -> IndexingIterator<[Any]> { cellSnapEnumeratedObjects.makeIterator() }

    private var liveEntries: [Entry] { entries.filter(\.isLive) }

    /// Whether `held` and `key` are the same key by the table's personality.
    private func matches(_ held: KeyType, _ key: KeyType) -> Bool { keyOptions.matches(held, key) }
}

/// Enumerates a fixed list of objects, as the enumerators Foundation's tables hand out.
private final class ObjectsEnumerator: NSEnumerator {
    private var remaining: IndexingIterator<[Any]>
    init(_ objects: [Any]) { remaining = objects.makeIterator() }
    override func nextObject() -> Any? { remaining.next() }
}
