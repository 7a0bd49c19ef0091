import Foundation

// The collection proxies of key-value coding, as `NSObject.mutableArrayValue(forKey:)` and
// `mutableSetValue(forKey:)` on Apple's platforms: a mutable collection whose elements are the
// property's, each change written back to the property. CellSnap reads the property through
// `value(forKey:)` at every access and writes the whole changed collection back through
// `setValue(_:forKey:)`, keeping the kind of collection the property held (an `NSArray` or
// `NSMutableArray`, an `NSSet` or `NSMutableSet`, a Swift array or set). Key-value observers hear
// an array's change as the insertion, removal or replacement at its index, with the elements
// (`willChange(_:valuesAt:forKey:)`), as Apple's proxy announces it, and a set's as a setting. A
// property it cannot write is reported as `setValue(_:forKey:)` reports it, and the proxy keeps
// showing the property unchanged.

extension NSObject {
    /// A mutable array whose elements are those of the to-many property `key`: adding, inserting,
    /// removing or replacing an element changes the property (see the file's notes).
    ///
    /// ```swift
    /// final class Playlist: NSObject, KeyValueCodingAccessors {
    ///     var songs: [String] = ["Intro"]
    ///     func cellSnapValue(forKey key: String) -> Any?? { key == "songs" ? .some(songs) : nil }
    ///     func cellSnapSetValue(_ value: Any?, forKey key: String) -> String? {
    ///         guard key == "songs", let songs = value as? [String] else { return KeyValueCoding.unknownKey }
    ///         self.songs = songs
    ///         return nil
    ///     }
    /// }
    /// let playlist = Playlist()
    /// playlist.mutableArrayValue(forKey: "songs").add("Outro")
    /// print(playlist.songs)   // ["Intro", "Outro"]
    /// ```
    @_disfavoredOverload
    public func mutableArrayValue(forKey key: String) -> NSMutableArray {
        KeyValueCodingArrayProxy(owner: self, key: key)
    }

    /// A mutable set whose elements are those of the to-many property `key`: adding or removing an
    /// element changes the property (see the file's notes).
    @_disfavoredOverload
    public func mutableSetValue(forKey key: String) -> NSMutableSet {
        KeyValueCodingSetProxy(owner: self, key: key)
    }
}

/// The array `mutableArrayValue(forKey:)` answers. Made by Foundation's required initialisers (which
/// nothing in CellSnap calls), it belongs to no object and is empty.
final class KeyValueCodingArrayProxy: NSMutableArray {
    private weak var owner: NSObject?
    private var key = ""

    init(owner: NSObject, key: String) {
        (self.owner, self.key) = (owner, key)
        super.init()
    }

    required init(objects: UnsafePointer<AnyObject>?, count: Int) { super.init() }
    required init?(coder: NSCoder) { super.init() }
    required convenience init(arrayLiteral elements: Any...) { self.init(objects: nil, count: 0) }

    private var elements: [Any] { KeyValueCoding.elements(owner?.value(forKey: key)) ?? [] }

    /// Changes the elements by `change`, which returns the indexes it changed, writing the whole
    /// array back, announced to the owner's observers as the insertion, removal or replacement
    /// (`kind`) at those indexes.
    private func store(_ kind: NSKeyValueChange, _ change: (inout [Any]) -> IndexSet) {
        guard let owner else { return }
        let held = owner.value(forKey: key)
        var elements = KeyValueCoding.elements(held) ?? []
        let indexes = change(&elements)
        guard !indexes.isEmpty else { return }
        owner.willChange(kind, valuesAt: indexes, forKey: key)
        defer { owner.didChange(kind, valuesAt: indexes, forKey: key) }
        // A mutable array stays mutable (a property typed `NSMutableArray`), as the proxy of
        // Apple's Foundation hands the setter.
        // (By the held value's class: a Swift array would match `is NSArray` by bridging.)
        switch held.map({ type(of: $0) }) {
        case let type? where type is NSMutableArray.Type: owner.setValue(NSMutableArray(array: elements), forKey: key)
        case let type? where type is NSArray.Type: owner.setValue(NSArray(array: elements), forKey: key)
        default: owner.setValue(elements, forKey: key)
        }
    }

    override var count: Int { elements.count }
    override func object(at index: Int) -> Any { elements[index] }
    override func insert(_ anObject: Any, at index: Int) {
        store(.insertion) {
            $0.insert(anObject, at: index)
            return [index]
        }
    }
    override func removeObject(at index: Int) {
        store(.removal) {
            $0.remove(at: index)
            return [index]
        }
    }
    override func replaceObject(at index: Int, with anObject: Any) {
        store(.replacement) {
            $0[index] = anObject
            return [index]
        }
    }
    override func add(_ anObject: Any) {
        store(.insertion) {
            $0.append(anObject)
            return [$0.count - 1]
        }
    }
    override func removeLastObject() {
        store(.removal) {
            $0.removeLast()
            return [$0.count]
        }
    }
    /// Every element equal to `anObject` (the same object, for objects) removed, as one removal.
    override func remove(_ anObject: Any) { removeEach { Self.isSame($0, anObject) } }
    override func removeAllObjects() {
        store(.removal) { elements in
            defer { elements.removeAll() }
            return IndexSet(elements.indices)
        }
    }
    /// The elements of `range` replaced by `otherArray`'s, as Foundation's mutable array does it with
    /// its primitives: the elements both cover replaced (one replacement), then the rest of `range`
    /// removed or the rest of `otherArray` inserted after them.
    override func replaceObjects(in range: NSRange, withObjectsFrom otherArray: [Any]) {
        let shared = Swift.min(range.length, otherArray.count)
        store(.replacement) { elements in
            elements.replaceSubrange(range.location..<(range.location + shared), with: otherArray.prefix(shared))
            return IndexSet(integersIn: range.location..<(range.location + shared))
        }
        let rest = range.location + shared
        store(.removal) { elements in
            elements.removeSubrange(rest..<(range.location + range.length))
            return IndexSet(integersIn: rest..<(range.location + range.length))
        }
        store(.insertion) { elements in
            elements.insert(contentsOf: otherArray.dropFirst(shared), at: rest)
            return IndexSet(integersIn: rest..<(range.location + otherArray.count))
        }
    }
    /// Every element that is an element of `otherArray` removed (the same object, for objects),
    /// as one removal.
    override func removeObjects(in otherArray: [Any]) {
        removeEach { element in otherArray.contains { Self.isSame(element, $0) } }
    }
    /// Every element `matches` picks removed, as one removal.
    private func removeEach(where matches: (Any) -> Bool) {
        store(.removal) { elements in
            let found = IndexSet(elements.indices.filter { matches(elements[$0]) })
            for index in found.reversed() { elements.remove(at: index) }
            return found
        }
    }
    /// The first index of `anObject` (the same object, for objects; Foundation's own search
    /// compares boxes of Swift objects, which are never equal), or `NSNotFound`.
    override func index(of anObject: Any) -> Int {
        elements.firstIndex { Self.isSame($0, anObject) } ?? NSNotFound
    }
    /// The first index of the very object `anObject`, or `NSNotFound`.
    override func indexOfObjectIdentical(to anObject: Any) -> Int {
        elements.firstIndex { type(of: $0) is AnyClass && ($0 as AnyObject) === (anObject as AnyObject) } ?? NSNotFound
    }
    /// Whether `anObject` is an element (the same object, for objects).
    override func contains(_ anObject: Any) -> Bool { index(of: anObject) != NSNotFound }
    /// The element at `index`; setting the index just past the end appends, as
    /// `setObject(_:atIndexedSubscript:)` does on Apple's platforms.
    override subscript(index: Int) -> Any {
        get { object(at: index) }
        set { if index == count { add(newValue) } else { replaceObject(at: index, with: newValue) } }
    }

    /// Whether `element` is `other`: the same object, or equal values.
    private static func isSame(_ element: Any, _ other: Any) -> Bool {
        if type(of: element) is AnyClass, type(of: other) is AnyClass {
            return (element as AnyObject) === (other as AnyObject) || (element as? NSObject)?.isEqual(other) == true
        }
        guard let element = element as? AnyHashable, let other = other as? AnyHashable else { return false }
        return element == other
    }
}

/// The set `mutableSetValue(forKey:)` answers. Made by Foundation's required initialisers (which
/// nothing in CellSnap calls), it belongs to no object and is empty.
final class KeyValueCodingSetProxy: NSMutableSet {
    private weak var owner: NSObject?
    private var key = ""

    init(owner: NSObject, key: String) {
        (self.owner, self.key) = (owner, key)
        super.init(capacity: 0)
    }

    override init(objects: UnsafePointer<AnyObject>?, count: Int) { super.init(capacity: 0) }
    required init(capacity numItems: Int) { super.init(capacity: 0) }
    required init?(coder: NSCoder) { super.init(capacity: 0) }
    required convenience init(arrayLiteral elements: Any...) { self.init(capacity: 0) }

    private var elements: [AnyHashable] {
        (KeyValueCoding.elements(owner?.value(forKey: key)) ?? []).compactMap { $0 as? AnyHashable }
    }

    private func store(_ change: (inout Set<AnyHashable>) -> Void) {
        guard let owner else { return }
        let held = owner.value(forKey: key)
        var elements = Set((KeyValueCoding.elements(held) ?? []).compactMap { $0 as? AnyHashable })
        change(&elements)
        switch held.map({ type(of: $0) }) {
        case let type? where type is NSMutableSet.Type:
            owner.setValue(NSMutableSet(array: Array(elements)), forKey: key)
        case let type? where type is NSSet.Type: owner.setValue(NSSet(array: Array(elements)), forKey: key)
        default: owner.setValue(elements, forKey: key)
        }
    }

    override var count: Int { elements.count }
    override func member(_ object: Any) -> Any? {
        guard let wanted = object as? AnyHashable else { return nil }
        return elements.first { $0 == wanted }?.base
    }
    override func objectEnumerator() -> NSEnumerator { NSArray(array: elements.map(\.base)).objectEnumerator() }
    override func add(_ object: Any) {
        guard let element = object as? AnyHashable else { return }
        store { $0.insert(element) }
    }
    override func remove(_ object: Any) {
        guard let element = object as? AnyHashable else { return }
        store { $0.remove(element) }
    }
}
