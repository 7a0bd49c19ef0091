// swift-format-ignore-file: AlwaysUseLowerCamelCase, AmbiguousTrailingClosureOverload

// Core Data's names, as the SDK spells them; `performAndWait(_:)` has Core Data's two overloads
// (Objective-C's and the Swift overlay's).
import Foundation

/// The coordinator of a model's stores, as Core Data's `NSPersistentStoreCoordinator`. Every store
/// here is in memory (Linux has no SQLite store): a store of type `NSSQLiteStoreType` or a file
/// URL is accepted and kept in memory for the life of the process, never written to disk.
open class NSPersistentStoreCoordinator: NSObject, RowSource, @unchecked Sendable {
    /// The model the stores hold objects of.
    public let managedObjectModel: NSManagedObjectModel
    /// The stores added so far.
    open private(set) var persistentStores: [NSPersistentStore] = []
    /// The coordinator's name (shown in debugging).
    open var name: String?

    private let lock = NSRecursiveLock()
    /// The coordinator's own serial queue, where ``perform(_:)`` runs its blocks.
    private let queue = DispatchQueue(label: "CellSnap.NSPersistentStoreCoordinator")
    private var rows: [Int: StoredRow] = [:]
    private var nextRow = 1
    /// The number of saves the store has taken: its query generation.
    private var generation = 0
    /// The transactions saved while a store tracks history.
    let history = PersistentHistoryLog()

    /// Makes a coordinator of `model`.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
        ManagedClassRegistry.shared.register(model)
    }

    // MARK: Queues

    /// Runs `block` on the coordinator's queue, later.
    open func perform(_ block: @escaping () -> Void) {
        queue.async { self.performAndWait(block) }
    }

    /// Runs `block` now, on the calling thread, and returns when it is done: no other block of
    /// the coordinator runs meanwhile.
    open func performAndWait(_ block: () -> Void) {
        lock.withLock { block() }
    }

    /// Runs `block` now and returns its result (Swift's form of `performAndWait`).
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try block()
    }

    /// The store types a coordinator accepts: each is kept in memory here.
    static let storeTypes: Set<String> = [NSSQLiteStoreType, NSInMemoryStoreType, NSBinaryStoreType, "XML"]

    /// Adds a store of `storeType` (kept in memory whatever its type). An unknown type is refused
    /// with Core Data's error.
    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        guard Self.storeTypes.contains(storeType) else {
            throw CoreDataErrors.make(
                CoreDataErrors.persistentStoreInvalidType, "CoreData: unknown store type \"\(storeType)\"")
        }
        let store = NSPersistentStore(
            persistentStoreCoordinator: self, configurationName: configuration,
            at: storeURL ?? URL(fileURLWithPath: "/dev/null"),
            options: options)
        store.type = storeType
        lock.withLock { persistentStores.append(store) }
        return store
    }

    /// Adds the store `description` describes and calls `block` with the description and the error, if any.
    open func addPersistentStore(
        with description: NSPersistentStoreDescription,
        completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void
    ) {
        do {
            try addPersistentStore(
                ofType: description.type, configurationName: description.configuration, at: description.url,
                options: description.options)
            block(description, nil)
        } catch { block(description, error) }
    }

    /// Removes `store` and every object in it.
    open func remove(_ store: NSPersistentStore) throws {
        lock.withLock {
            persistentStores.removeAll { $0 === store }
            if persistentStores.isEmpty { rows.removeAll() }
        }
    }

    /// Moves `store` to `url` as a store of `storeType`, as Core Data's migration does: the new
    /// store holds the objects the old one held (they stay in memory, as every store here) and
    /// takes the old one's place among ``persistentStores``. A store that is not the
    /// coordinator's, or an unknown type, is refused with Core Data's error.
    @discardableResult
    open func migratePersistentStore(
        _ store: NSPersistentStore, to url: URL, options: [AnyHashable: Any]? = nil, withType storeType: String
    ) throws -> NSPersistentStore {
        guard Self.storeTypes.contains(storeType) else {
            throw CoreDataErrors.make(
                CoreDataErrors.persistentStoreInvalidType, "CoreData: unknown store type \"\(storeType)\"")
        }
        let migrated = NSPersistentStore(
            persistentStoreCoordinator: self, configurationName: store.configurationName, at: url, options: options)
        migrated.type = storeType
        let replaced: Bool = lock.withLock {
            guard let index = persistentStores.firstIndex(where: { $0 === store }) else { return false }
            persistentStores[index] = migrated
            return true
        }
        guard replaced else {
            throw CoreDataErrors.make(
                CoreDataErrors.persistentStoreOperation,
                "CoreData: migratePersistentStore: the store at \(store.url?.path ?? "nil") is not this coordinator's")
        }
        return migrated
    }

    /// Replaces the store at `destinationURL` with a copy of the one at `sourceURL`, as Core Data's
    /// backup and restore do. A store lives in memory with its coordinator here, so a copy can come
    /// only from a store of this coordinator, whose objects the destination already shares: that
    /// changes nothing. `destinationOptions` and `sourceOptions` describe the files (journal mode,
    /// file protection, read-only opening) and have nothing to act on in memory. A source that is
    /// not this coordinator's store, or an unknown type, is refused with Core Data's error.
    open func replacePersistentStore(
        at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
        withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil, ofType storeType: String
    ) throws {
        guard Self.storeTypes.contains(storeType) else {
            throw CoreDataErrors.make(
                CoreDataErrors.persistentStoreInvalidType, "CoreData: unknown store type \"\(storeType)\"")
        }
        guard persistentStore(for: sourceURL) != nil else {
            throw CoreDataErrors.make(
                CoreDataErrors.persistentStoreOperation,
                "CoreData: replacePersistentStore: the store at \(sourceURL.path) is not this coordinator's; CellSnap keeps a store in memory with its coordinator, so another's objects are not known"
            )
        }
    }

    /// The store whose URL is `url`.
    open func persistentStore(for url: URL) -> NSPersistentStore? {
        lock.withLock { persistentStores.first { $0.url == url } }
    }

    /// Destroys the store at `url`: its objects are removed (nothing is on disk).
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        lock.withLock {
            if persistentStores.contains(where: { $0.url == url }) { rows.removeAll() }
        }
    }

    /// The identifier of the object at `url` (`x-coredata://...`), or `nil`.
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        let parts = url.path.split(separator: "/")
        guard url.scheme == "x-coredata", parts.count == 2, parts[1].first == "p", let row = Int(parts[1].dropFirst()),
            let stored = currentRow(row)
        else { return nil }
        return NSManagedObjectID(entity: stored.entity, row: row, temporary: false, store: persistentStores.first)
    }

    // MARK: Rows

    var rootCoordinator: NSPersistentStoreCoordinator? { self }

    /// A new row number, for an object being inserted.
    func allocateRow() -> Int {
        lock.withLock {
            defer { nextRow += 1 }
            return nextRow
        }
    }

    func currentRow(_ row: Int) -> StoredRow? { lock.withLock { rows[row] } }

    func currentRows(of entities: Set<String>) -> [(row: Int, value: StoredRow)] {
        lock.withLock {
            rows.filter { entities.contains($0.value.entity.name ?? "") }.sorted { $0.key < $1.key }.map {
                ($0.key, $0.value)
            }
        }
    }

    func apply(_ changes: RowChanges) throws { try apply(changes, by: nil) }

    /// Applies a save of `context` (or a batch request's, with `nil`): the rows change, the
    /// generation moves on, history is recorded when a store tracks it, and the remote change
    /// notification is posted when a store asks for it.
    func apply(_ changes: RowChanges, by context: NSManagedObjectContext?) throws {
        guard let store = persistentStores.first else {
            throw CoreDataErrors.make(
                CoreDataErrors.persistentStoreOperation,
                "CoreData: save: the coordinator has no store (loadPersistentStores was not called or failed)")
        }
        let transaction: NSPersistentHistoryTransaction? = lock.withLock {
            let before = rows
            for (row, value) in changes.inserted { rows[row] = value }
            for (row, value) in changes.updated { rows[row] = value }
            for row in changes.deleted { rows[row] = nil }
            generation += 1
            guard Self.option(NSPersistentHistoryTrackingKey, of: store) else { return nil }
            return history.record(changes, before: before, store: store, context: context)
        }
        guard Self.option(NSPersistentStoreRemoteChangeNotificationPostOptionKey, of: store) else { return }
        var info: [AnyHashable: Any] = [
            NSStoreUUIDKey: store.identifier ?? "", NSPersistentStoreURLKey: store.url as Any,
        ]
        if let transaction { info[NSPersistentHistoryTokenKey] = transaction.token }
        NotificationCenter.default.post(name: .NSPersistentStoreRemoteChange, object: self, userInfo: info)
    }

    /// Whether `store` was added with the option `key` on (`true`, or a number that is not zero).
    static func option(_ key: String, of store: NSPersistentStore) -> Bool {
        let value = store.options?[key]
        return (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
    }

    /// The store's contents now, as a query generation.
    func currentGeneration() -> NSQueryGenerationToken {
        lock.withLock { NSQueryGenerationToken(generation: generation, rows: rows, coordinator: self) }
    }

    /// Runs a persistent history request; throws when no store tracks history.
    func runHistory(_ request: NSPersistentHistoryChangeRequest) throws -> NSPersistentHistoryResult {
        guard persistentStores.contains(where: { Self.option(NSPersistentHistoryTrackingKey, of: $0) }) else {
            throw CoreDataErrors.make(
                CoreDataErrors.persistentStoreOperation,
                "CoreData: NSPersistentHistoryChangeRequest: no store of the coordinator was added with NSPersistentHistoryTrackingKey on"
            )
        }
        return try lock.withLock { try history.run(request) }
    }

    /// The current history token of `stores` (all when `nil`): the last transaction's, or `nil`.
    open func currentPersistentHistoryToken(fromStores stores: [Any]?) -> NSPersistentHistoryToken? {
        lock.withLock { history.transactions.last?.token }
    }
}

/// The type of a store kept in a SQLite file on iOS (kept in memory here).
public let NSSQLiteStoreType = "SQLite"
/// The type of a store kept in memory.
public let NSInMemoryStoreType = "InMemory"
/// The type of a store kept in a binary file on iOS (kept in memory here).
public let NSBinaryStoreType = "Binary"
