import Foundation

extension NSManagedObject: KeyValueCodingAccessors {
    /// The value of the property `key`, as key-value coding (`value(forKey:)`) reads it: an
    /// attribute's value, a to-one relationship's object, a to-many one's `NSSet` (`NSOrderedSet`
    /// when ordered) of objects. A key the entity lacks reads `nil`, and the context's next save
    /// throws an error naming it (Core Data raises).
    public func cellSnapValue(forKey key: String) -> Any?? {
        guard let property = entity.propertiesByName[key] else {
            context?.recordProblem(.unknownKey(key, entity: entity.name ?? "", call: "value(forKey:)"))
            return .some(nil)
        }
        guard let relationship = property as? NSRelationshipDescription else { return .some(values[key]) }
        let objects = destinationRows(key).compactMap { context?.object(forRow: $0) }
        guard relationship.isToMany else { return .some(objects.first) }
        return relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects)
    }

    /// Sets the property `key`, as key-value coding (`setValue(_:forKey:)`) writes it: an attribute
    /// to a value, a relationship to an object or to a set (`NSSet`, `Set`, `NSOrderedSet` or
    /// array) of objects of the same context. Inverse relationships are kept in step at once.
    public func cellSnapSetValue(_ value: Any?, forKey key: String) -> String? {
        guard let property = entity.propertiesByName[key] else {
            context?.recordProblem(.unknownKey(key, entity: entity.name ?? "", call: "setValue(_:forKey:)"))
            return nil
        }
        guard let relationship = property as? NSRelationshipDescription else {
            values[key] = AttributeValues.unwrapped(value) == nil ? nil : value
            markChanged()
            return nil
        }
        guard let rows = rows(of: value, for: relationship) else {
            context?.recordProblem(.foreignObject(key, call: "setValue(_:forKey:)"))
            return nil
        }
        setDestinations(rows, of: relationship, updatingInverse: true)
        return nil
    }
}

extension NSManagedObject {
    /// The value of `key` without change notifications (the same as ``value(forKey:)`` here).
    public func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
    /// Sets the value of `key` without change notifications (the same as ``setValue(_:forKey:)`` here).
    public func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }

    /// The values that changed since the object was fetched or saved, by key.
    public func changedValues() -> [String: Any] {
        let keys = entity.properties.map(\.name).filter { key in
            guard let committed = committedValues else { return values[key] != nil }
            return !AttributeValues.equal(committed[key], values[key]) || destinationsDiffer(key, committed)
        }
        return Dictionary(uniqueKeysWithValues: keys.map { ($0, value(forKey: $0) ?? NSNull()) })
    }

    /// The values last fetched or saved, for `keys` (every property when `nil`).
    public func committedValues(forKeys keys: [String]?) -> [String: Any] {
        let keys = keys ?? entity.properties.map(\.name)
        return Dictionary(uniqueKeysWithValues: keys.map { ($0, committedValues?[$0] ?? NSNull()) })
    }

    /// Core Data's notes of a property read (no faults on Linux: accepted, no effect).
    /// `willChangeValue(forKey:)` and `didChangeValue(forKey:)` are key-value observing's
    /// (CellSnapFoundation), which `setValue(_:forKey:)` calls.
    public func willAccessValue(forKey key: String?) {}
    public func didAccessValue(forKey key: String?) {}

    // MARK: Typed access, for the adapter's form of @NSManaged

    /// The value of `key` as `T`, for the Objective-C adapter's form of `@NSManaged var key: T`
    /// (Linux-only, no Core Data API): a missing value reads `nil` for an optional, 0 or `false`
    /// for a scalar and an empty value otherwise.
    public func _cellSnapManagedValue<T>(forKey key: String, as type: T.Type = T.self) -> T {
        let value = value(forKey: key)
        if let converted = AttributeValues.converted(value, to: T.self) { return converted }
        if let set = value as? NSSet, let converted = Set(set.allObjects.compactMap { $0 as? AnyHashable }) as? T {
            return converted
        }
        if let none = Optional<Any>.none as? T { return none }
        if let zero = AttributeValues.zero(T.self) { return zero }
        fatalError("CoreData: \(entity.name ?? "").\(key) has no value of type \(T.self)")
    }

    /// Sets `key`, for the Objective-C adapter's form of `@NSManaged var key: T` (Linux-only).
    public func _cellSnapSetManagedValue<T>(_ value: T, forKey key: String) {
        setValue(value as Any, forKey: key)
    }

    // MARK: Relationships

    /// The rows a relationship points to.
    func destinationRows(_ key: String) -> [Int] {
        switch values[key] {
        case let row as Int: return [row]
        case let rows as [Int]: return rows
        default: return []
        }
    }

    private func destinationsDiffer(_ key: String, _ committed: [String: Any]) -> Bool {
        guard entity.relationshipsByName[key] != nil else { return false }
        let before = (committed[key] as? [Int]) ?? (committed[key] as? Int).map { [$0] } ?? []
        return before != destinationRows(key)
    }

    /// The rows of the objects `value` holds, or `nil` when one is not an object of this context
    /// and the destination entity.
    private func rows(of value: Any?, for relationship: NSRelationshipDescription) -> [Int]? {
        let objects: [Any]
        switch AttributeValues.unwrapped(value) {
        case nil: objects = []
        case let set as NSSet: objects = set.allObjects
        case let set as NSOrderedSet: objects = set.array
        case let array as [Any]: objects = array
        case let set as Set<AnyHashable>: objects = Array(set)
        case let object?: objects = [object]
        }
        var rows: [Int] = []
        for element in objects {
            guard let object = element as? NSManagedObject, object.context === context,
                relationship.destinationEntity.map({ object.entity.isKindOf(entity: $0) }) ?? true
            else { return nil }
            if !rows.contains(object.row) { rows.append(object.row) }
        }
        return relationship.isOrdered ? rows : rows.sorted()
    }

    /// Points `relationship` at `rows` and, when asked, the inverse relationships of the objects
    /// added and removed at this object.
    func setDestinations(_ rows: [Int], of relationship: NSRelationshipDescription, updatingInverse: Bool) {
        let old = destinationRows(relationship.name)
        values[relationship.name] = relationship.isToMany ? rows : rows.first
        markChanged()
        guard updatingInverse, let inverse = relationship.inverseRelationship else { return }
        for removed in old where !rows.contains(removed) {
            context?.object(forRow: removed)?.unlink(row, from: inverse)
        }
        for added in rows where !old.contains(added) {
            guard let object = context?.object(forRow: added) else { continue }
            if !inverse.isToMany, let previous = object.destinationRows(inverse.name).first, previous != row {
                context?.object(forRow: previous)?.unlink(added, from: relationship)
            }
            object.link(row, to: inverse)
        }
    }

    private func link(_ row: Int, to relationship: NSRelationshipDescription) {
        let current = destinationRows(relationship.name)
        guard !current.contains(row) else { return }
        let rows =
            relationship.isToMany ? (relationship.isOrdered ? current + [row] : (current + [row]).sorted()) : [row]
        setDestinations(rows, of: relationship, updatingInverse: false)
    }

    private func unlink(_ row: Int, from relationship: NSRelationshipDescription) {
        setDestinations(
            destinationRows(relationship.name).filter { $0 != row }, of: relationship, updatingInverse: false)
    }

    func markChanged() {
        changed = true
        context?.objectDidChange(self)
    }
}

extension NSManagedObject {
    /// Adds `objects` (an object, or a set or array of them) to the to-many relationship `key`,
    /// for the Objective-C adapter's form of `@NSManaged func addTo<Key>(_:)` (Linux-only).
    public func _cellSnapAdd(_ objects: Any, toManyKey key: String) {
        let current = (value(forKey: key) as? NSSet)?.allObjects ?? (value(forKey: key) as? NSOrderedSet)?.array ?? []
        setValue(current + Self.members(objects), forKey: key)
    }

    /// Removes `objects` from the to-many relationship `key`, for the Objective-C adapter's form
    /// of `@NSManaged func removeFrom<Key>(_:)` (Linux-only).
    public func _cellSnapRemove(_ objects: Any, toManyKey key: String) {
        let removed = Set(Self.members(objects).compactMap { ($0 as? NSManagedObject)?.row })
        let current = (value(forKey: key) as? NSSet)?.allObjects ?? (value(forKey: key) as? NSOrderedSet)?.array ?? []
        setValue(current.filter { !removed.contains(($0 as? NSManagedObject)?.row ?? -1) }, forKey: key)
    }

    private static func members(_ objects: Any) -> [Any] {
        switch objects {
        case let set as NSSet: return set.allObjects
        case let set as NSOrderedSet: return set.array
        case let array as [Any]: return array
        default: return [objects]
        }
    }
}
