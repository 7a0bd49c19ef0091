import Foundation

/// A context as the source of its child contexts: its rows are the store's with its own changes.
extension NSManagedObjectContext {
    var rootCoordinator: NSPersistentStoreCoordinator? { persistentStoreCoordinator }

    func currentRow(_ row: Int) -> StoredRow? {
        let object = lock.withLock { registered[row] }
        if let object {
            return deletedRows.contains(row) ? nil : StoredRow(entity: object.entity, values: object.values)
        }
        return source?.currentRow(row)
    }

    /// The rows of `entities` a fetch finds: the source's (the store's, or the parent's), with
    /// this context's objects over them and its inserted objects beside them. An object the
    /// context registered whose row is gone from its source (another context deleted and saved
    /// it) is not found, as Core Data's fetch finds "objects from the context and the persistent
    /// stores" and no others.
    func currentRows(of entities: Set<String>) -> [(row: Int, value: StoredRow)] {
        var rows: [Int: StoredRow] = [:]
        for (row, value) in source?.currentRows(of: entities) ?? [] { rows[row] = value }
        lock.withLock {
            for (row, object) in registered where entities.contains(object.entity.name ?? "") {
                guard rows[row] != nil || insertedRows.contains(row) else { continue }
                rows[row] = StoredRow(entity: object.entity, values: object.values)
            }
            for row in deletedRows { rows[row] = nil }
        }
        return rows.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// A child's save: its rows become this context's unsaved changes.
    func apply(_ changes: RowChanges) throws {
        for (row, stored) in changes.inserted.sorted(by: { $0.key < $1.key }) {
            let type =
                ManagedClassRegistry.shared.managedClass(named: stored.entity.managedObjectClassName)
                ?? NSManagedObject.self
            let object = type.init(entity: stored.entity, insertInto: nil)
            lock.withLock {
                object.values = stored.values
                object.row = row
                object.context = self
                registered[row] = object
                insertedRows.insert(row)
            }
        }
        for (row, stored) in changes.updated.sorted(by: { $0.key < $1.key }) {
            guard let object = object(forRow: row) else { continue }
            object.values = stored.values
            object.markChanged()
        }
        for row in changes.deleted.sorted() {
            guard let object = object(forRow: row) else { continue }
            lock.withLock {
                if insertedRows.remove(row) != nil { registered[row] = nil } else { deletedRows.insert(row) }
            }
            _ = object
        }
    }
}

/// The contexts of the process, so that a save reaches the contexts that merge it.
final class ContextDirectory: @unchecked Sendable {
    static let shared = ContextDirectory()
    private let lock = NSLock()
    private var contexts: [WeakContext] = []
    private struct WeakContext { weak var context: NSManagedObjectContext? }

    func add(_ context: NSManagedObjectContext) {
        lock.withLock {
            contexts.removeAll { $0.context == nil }
            contexts.append(WeakContext(context: context))
        }
    }

    /// Merges what `saver` saved into the contexts that merge changes from their parent: its
    /// children, and the contexts of the same coordinator when it saved to the store.
    func contextSaved(_ saver: NSManagedObjectContext, _ changes: RowChanges) {
        let targets = lock.withLock { contexts.compactMap(\.context) }.filter { other in
            guard other !== saver, other.automaticallyMergesChangesFromParent else { return false }
            if other.parent === saver { return true }
            return saver.parent == nil && other.parent == nil
                && other.persistentStoreCoordinator === saver.persistentStoreCoordinator
        }
        let updated = (changes.inserted.keys.sorted() + changes.updated.keys.sorted())
        let deleted = changes.deleted.sorted()
        for target in targets { target.perform { target.merge(updated: updated, deleted: deleted) } }
    }
}
