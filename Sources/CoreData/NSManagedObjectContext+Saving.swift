// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Data's names, as the SDK spells them.
import Foundation

extension NSManagedObjectContext {
    /// Hands the context's changes to its parent context or its coordinator's store. Throws the
    /// first problem a call that cannot throw met since the last save (an unknown entity or key),
    /// a validation error naming the entity and property (a non-optional attribute with no value,
    /// a relationship count out of bounds, a deny rule), or the store's error.
    public func save() throws {
        try performAndWait {
            if let problem = problems.first {
                problems.removeAll()
                throw problem.error
            }
            guard hasChanges else { return }
            NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
            let inserted = sorted(insertedRows)
            let updated = sorted(changedRows.subtracting(insertedRows).subtracting(deletedRows))
            let deleted = sorted(deletedRows)
            for object in inserted + updated + deleted { object.willSave() }
            for object in inserted { try object.validateForInsert() }
            for object in updated { try object.validateForUpdate() }
            for object in deleted { try object.validateForDelete() }
            guard let source else {
                throw CoreDataErrors.make(
                    CoreDataErrors.persistentStoreOperation,
                    "CoreData: save: the context has no coordinator and no parent")
            }
            var changes = RowChanges()
            for object in inserted {
                changes.inserted[object.row] = StoredRow(entity: object.entity, values: object.values)
            }
            for object in updated {
                changes.updated[object.row] = StoredRow(entity: object.entity, values: object.values)
            }
            changes.deleted = Set(deleted.map(\.row))
            if parent == nil, let coordinator = persistentStoreCoordinator {
                try coordinator.apply(changes, by: self)
                advanceQueryGeneration()
            } else {
                try source.apply(changes)
            }
            finishSave(inserted: inserted, updated: updated, deleted: deleted, toStore: parent == nil)
        }
    }

    private func finishSave(
        inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject], toStore: Bool
    ) {
        let info = changeInfo(inserted: inserted, updated: updated, deleted: deleted)
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: info)
        lock.withLock {
            for object in inserted + updated {
                object.committedValues = object.values
                object.changed = false
                if toStore { object.isStored = true }
            }
            for object in deleted {
                registered[object.row] = nil
                object.context = nil
            }
            insertedRows.removeAll()
            changedRows.removeAll()
            deletedRows.removeAll()
        }
        for object in inserted + updated + deleted { object.didSave() }
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
        let rows = RowChanges(
            inserted: Dictionary(
                uniqueKeysWithValues: inserted.map { ($0.row, StoredRow(entity: $0.entity, values: $0.values)) }),
            updated: Dictionary(
                uniqueKeysWithValues: updated.map { ($0.row, StoredRow(entity: $0.entity, values: $0.values)) }),
            deleted: Set(deleted.map(\.row)))
        ContextDirectory.shared.contextSaved(self, rows)
    }

    func changeInfo(inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject])
        -> [AnyHashable: Any]
    {
        [NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated), NSDeletedObjectsKey: Set(deleted)]
    }

    func sorted(_ rows: Set<Int>) -> [NSManagedObject] {
        lock.withLock { rows.sorted().compactMap { registered[$0] } }
    }

    /// Brings in what another context saved, as its did-save notification tells: the objects it
    /// updated are read again, those it deleted leave this context.
    public func mergeChanges(fromContextDidSave notification: Notification) {
        let info = notification.userInfo ?? [:]
        func rows(_ key: String, _ idKey: String) -> [Int] {
            (Self.rows(in: info[key]) + Self.rows(in: info[idKey])).sorted()
        }
        advanceQueryGeneration()
        merge(
            updated: rows(NSUpdatedObjectsKey, NSUpdatedObjectIDsKey)
                + rows(NSInsertedObjectsKey, NSInsertedObjectIDsKey),
            deleted: rows(NSDeletedObjectsKey, NSDeletedObjectIDsKey))
    }

    /// Merges the changes another coordinator's context saved, as its did-save notification's user
    /// info gives them (objects, object identifiers or their URIs under the inserted, updated and
    /// deleted keys), into `contexts`.
    public class func mergeChanges(
        fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]
    ) {
        let info = changeNotificationData
        func rows(_ key: String, _ idKey: String) -> [Int] {
            (Self.rows(in: info[key]) + Self.rows(in: info[idKey])).sorted()
        }
        let updated =
            rows(NSUpdatedObjectsKey, NSUpdatedObjectIDsKey) + rows(NSInsertedObjectsKey, NSInsertedObjectIDsKey)
        let deleted = rows(NSDeletedObjectsKey, NSDeletedObjectIDsKey)
        for context in contexts {
            context.performAndWait {
                context.advanceQueryGeneration()
                context.merge(updated: updated, deleted: deleted)
            }
        }
    }

    /// The rows of a notification's objects, object identifiers or URIs (`x-coredata://…/p<row>`).
    static func rows(in value: Any?) -> [Int] {
        let items: [Any]
        switch value {
        case let set as Set<NSManagedObject>: items = Array(set)
        case let set as Set<NSManagedObjectID>: items = Array(set)
        case let set as NSSet: items = set.allObjects
        case let array as [Any]: items = array
        default: items = []
        }
        return items.compactMap { item in
            switch item {
            case let object as NSManagedObject: return object.row
            case let id as NSManagedObjectID: return id.row
            case let url as URL:
                guard url.scheme == "x-coredata", let last = url.pathComponents.last, last.first == "p" else {
                    return nil
                }
                return Int(last.dropFirst())
            default: return nil
            }
        }
    }

    /// Reads `updated` again from the source (unless changed here) and drops `deleted`, then tells
    /// the context's observers.
    func merge(updated: [Int], deleted: [Int]) {
        var refreshed: [NSManagedObject] = []
        var removed: [NSManagedObject] = []
        lock.withLock {
            for row in updated {
                guard let object = registered[row], !changedRows.contains(row), let stored = source?.currentRow(row)
                else { continue }
                object.values = stored.values
                object.committedValues = stored.values
                object.isStored = object.isStored || parent == nil
                refreshed.append(object)
            }
            for row in deleted {
                guard let object = registered.removeValue(forKey: row) else { continue }
                insertedRows.remove(row)
                changedRows.remove(row)
                deletedRows.remove(row)
                removed.append(object)
            }
        }
        let newRows = updated.filter { row in !refreshed.contains { $0.row == row } }
        let inserted = newRows.isEmpty ? [] : newRows.compactMap { source?.currentRow($0) != nil ? $0 : nil }
        let info: [AnyHashable: Any] = [
            NSRefreshedObjectsKey: Set(refreshed), NSDeletedObjectsKey: Set(removed), "CellSnapInsertedRows": inserted,
        ]
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: info)
    }

    /// Tells the context's observers of the changes made since the last time (a fetched results
    /// controller updates itself here and after a save).
    public func processPendingChanges() {
        let info = changeInfo(
            inserted: sorted(insertedRows), updated: sorted(changedRows), deleted: sorted(deletedRows))
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: info)
    }

    /// Undoes every unsaved change: inserted objects leave, changed ones get their saved values
    /// back, deleted ones return.
    public func rollback() {
        lock.withLock {
            for row in insertedRows { registered[row] = nil }
            for row in changedRows.union(deletedRows) {
                guard let object = registered[row], let committed = object.committedValues else { continue }
                object.values = committed
                object.changed = false
            }
            insertedRows.removeAll()
            changedRows.removeAll()
            deletedRows.removeAll()
            problems.removeAll()
        }
    }

    /// Forgets every object of the context and every unsaved change; a pinned context moves on to
    /// the store's newest query generation.
    public func reset() {
        advanceQueryGeneration()
        lock.withLock {
            for object in registered.values { object.context = nil }
            registered.removeAll()
            insertedRows.removeAll()
            changedRows.removeAll()
            deletedRows.removeAll()
            problems.removeAll()
        }
    }

    /// Reads `object`'s values again from the store; with `flag`, its unsaved changes stay.
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard object.context === self, !flag || !object.changed, let stored = source?.currentRow(object.row) else {
            return
        }
        object.willTurnIntoFault()
        object.values = stored.values
        object.committedValues = stored.values
        object.changed = false
        _ = lock.withLock { changedRows.remove(object.row) }
        object.didTurnIntoFault()
    }

    /// Reads every unchanged object's values again from the store.
    public func refreshAllObjects() {
        for object in registeredObjects.sorted(by: { $0.row < $1.row }) { refresh(object, mergeChanges: true) }
    }
}

extension NSManagedObjectContext {
    /// The context's did-save notification's name, as the SDK's Swift overlay has it.
    public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    /// The context's did-change notification's name, as the SDK's Swift overlay has it.
    public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
    /// The context's will-save notification's name, as the SDK's Swift overlay has it.
    public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
}

extension Notification.Name {
    /// Posted by a context after it saved; the user info holds the objects inserted, updated and deleted.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    /// Posted by a context before it saves.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    /// Posted by a context when its objects changed (on save, on a merge, on `processPendingChanges()`).
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
        "NSManagedObjectContextObjectsDidChangeNotification")
}

/// The key of the inserted objects in a context's notifications.
public let NSInsertedObjectsKey = "inserted"
/// The key of the updated objects in a context's notifications.
public let NSUpdatedObjectsKey = "updated"
/// The key of the deleted objects in a context's notifications.
public let NSDeletedObjectsKey = "deleted"
/// The key of the objects read again in a context's notifications.
public let NSRefreshedObjectsKey = "refreshed"
/// The key of the objects no longer valid in a context's notifications.
public let NSInvalidatedObjectsKey = "invalidated"
/// The key of every object being invalidated in a context's notifications.
public let NSInvalidatedAllObjectsKey = "invalidatedAll"
