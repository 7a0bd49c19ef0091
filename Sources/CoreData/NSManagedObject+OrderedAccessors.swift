import Foundation

extension NSManagedObject {
    /// Inserts `objects` (an object, or an array of them) into the ordered to-many relationship
    /// `key` at `indexes` (an `Int`, or an `NSIndexSet`/`IndexSet` with one index for each object),
    /// for the Objective-C adapter's form of `@NSManaged func insertInto<Key>(_:at:)` (Linux-only).
    /// As in an `NSMutableOrderedSet`, an object already in the relationship is not added again.
    public func _cellSnapInsert(_ objects: Any, at indexes: Any, toManyKey key: String) {
        var current = orderedMembers(key)
        for (object, index) in zip(Self.objectList(objects), Self.indexList(indexes)) where !contains(object, current) {
            current.insert(object, at: min(max(index, 0), current.count))
        }
        setValue(current, forKey: key)
    }

    /// Removes the objects at `indexes` (an `Int`, or an index set) from the ordered to-many
    /// relationship `key`, for the adapter's form of `@NSManaged func removeFrom<Key>(at:)`
    /// (Linux-only). An index past the end removes nothing.
    public func _cellSnapRemove(at indexes: Any, toManyKey key: String) {
        let removed = Set(Self.indexList(indexes))
        let current = orderedMembers(key)
        setValue(current.indices.filter { !removed.contains($0) }.map { current[$0] }, forKey: key)
    }

    /// Replaces the objects at `indexes` (an `Int`, or an index set) of the ordered to-many
    /// relationship `key` with `objects` (an object, or an array of them), for the adapter's form
    /// of `@NSManaged func replace<Key>(at:with:)` (Linux-only). An index past the end replaces
    /// nothing.
    public func _cellSnapReplace(at indexes: Any, with objects: Any, toManyKey key: String) {
        var current = orderedMembers(key)
        for (index, object) in zip(Self.indexList(indexes), Self.objectList(objects))
        where current.indices.contains(index) {
            current[index] = object
        }
        setValue(current, forKey: key)
    }

    private func orderedMembers(_ key: String) -> [Any] {
        (value(forKey: key) as? NSOrderedSet)?.array ?? (value(forKey: key) as? NSSet)?.allObjects ?? []
    }

    private func contains(_ object: Any, _ members: [Any]) -> Bool {
        guard let managed = object as? NSManagedObject else { return false }
        return members.contains { ($0 as? NSManagedObject) === managed }
    }

    private static func objectList(_ objects: Any) -> [Any] {
        switch objects {
        case let set as NSOrderedSet: return set.array
        case let array as [Any]: return array
        default: return [objects]
        }
    }

    private static func indexList(_ indexes: Any) -> [Int] {
        switch indexes {
        case let index as Int: return [index]
        case let set as IndexSet: return Array(set)
        case let set as NSIndexSet: return Array(set as IndexSet)
        default: return []
        }
    }
}
