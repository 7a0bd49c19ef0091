// swift-format-ignore-file: AmbiguousTrailingClosureOverload

// `performAndWait(_:)` has Core Data's two overloads (Objective-C's and the Swift overlay's).
import Foundation

/// A scratch pad of managed objects, as Core Data's `NSManagedObjectContext`: objects are
/// inserted, fetched, changed and deleted here, and ``save()`` hands the changes to the parent
/// context or the coordinator's store.
///
/// A main-queue context's ``perform(_:)`` runs its block on the main dispatch queue, a private
/// one's on the context's own serial queue; ``performAndWait(_:)`` runs the block at once, on the
/// calling thread, holding the context's lock.
open class NSManagedObjectContext: NSObject, RowSource, @unchecked Sendable {
    /// How a context's work is queued, as Core Data's `NSManagedObjectContextConcurrencyType`.
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType = 0
        case privateQueueConcurrencyType = 1
        case mainQueueConcurrencyType = 2
    }
    /// How `perform(schedule:_:)` runs its block.
    public enum ScheduledTaskType: Sendable {
        case immediate
        case enqueued
    }

    /// The context's concurrency type.
    public let concurrencyType: ConcurrencyType
    /// The coordinator the context reads from and saves to (its parent's when it has a parent).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { parent?.persistentStoreCoordinator ?? coordinator }
        set { coordinator = newValue }
    }
    /// The parent context a save hands the changes to.
    open var parent: NSManagedObjectContext?
    /// The context's name (shown in debugging).
    open var name: String?
    /// Whether the context merges what its parent or coordinator saves from other contexts.
    open var automaticallyMergesChangesFromParent: Bool = false
    /// How a save resolves a conflict with the store (every save here wins: a context holds the
    /// only copy of its changes, and the in-memory store has no conflicting writers).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// The undo manager (accepted; no undo here, and Linux's Foundation has no `UndoManager`).
    open var undoManager: AnyObject?
    /// How long fetched values stay fresh (accepted; values are in memory).
    open var stalenessInterval: TimeInterval = -1
    /// Whether faults of deleted objects are deleted (accepted; there are no faults).
    open var shouldDeleteInaccessibleFaults: Bool = true
    /// The author of the context's saves in the store's persistent history (`NSPersistentHistoryTransaction.author`).
    open var transactionAuthor: String?
    /// Whether fetched objects keep their values (accepted; they always do).
    open var retainsRegisteredObjects: Bool = false
    /// Whether saving propagates deletes at the end of each event (accepted; deletes propagate on save).
    open var propagatesDeletesAtEndOfEvent: Bool = true

    private var coordinator: NSPersistentStoreCoordinator?
    let lock = NSRecursiveLock()
    private let queue: DispatchQueue
    /// The objects of the context by row.
    var registered: [Int: NSManagedObject] = [:]
    var insertedRows: Set<Int> = []
    var deletedRows: Set<Int> = []
    var changedRows: Set<Int> = []
    var problems: [ContextProblem] = []
    /// The query generation the context reads, when pinned.
    var pinned: PinnedGeneration?
    /// A dictionary of the app's own, kept with the context (Core Data never reads it).
    public let userInfo = NSMutableDictionary()

    /// A context whose work runs as `ct` says.
    public init(concurrencyType ct: ConcurrencyType) {
        concurrencyType = ct
        queue = DispatchQueue(label: "CellSnap.NSManagedObjectContext")
        super.init()
        ContextDirectory.shared.add(self)
    }

    var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }
    var source: RowSource? { parent ?? pinned ?? coordinator }
    var storeForIDs: NSPersistentStore? { persistentStoreCoordinator?.persistentStores.first }

    // MARK: Queues

    /// Runs `block` on the context's queue (the main queue for a main-queue context), later.
    open func perform(_ block: @escaping () -> Void) {
        switch concurrencyType {
        case .mainQueueConcurrencyType: DispatchQueue.main.async { self.performAndWait(block) }
        default: queue.async { self.performAndWait(block) }
        }
    }

    /// Runs `block` now, on the calling thread, and returns when it is done.
    open func performAndWait(_ block: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        Self.whilePerforming(self, block)
    }

    /// Runs `block` now and returns its result (Swift's form of `performAndWait`).
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try Self.whilePerforming(self, block)
    }

    /// The context whose `perform` or `performAndWait` block runs on this thread, the innermost
    /// one when blocks nest: where a fetch request's `execute()` runs.
    static var performing: NSManagedObjectContext? {
        (Thread.current.threadDictionary[performingKey] as? Performing)?.contexts.last
    }

    private static let performingKey = "CellSnap.CoreData.performingContexts"

    /// The contexts whose blocks run on one thread, innermost last.
    private final class Performing { var contexts: [NSManagedObjectContext] = [] }

    /// `body`, run as `context`'s block: ``performing`` is `context` while it runs.
    private static func whilePerforming<T>(_ context: NSManagedObjectContext, _ body: () throws -> T) rethrows -> T {
        let dictionary = Thread.current.threadDictionary
        let stack = dictionary[performingKey] as? Performing ?? Performing()
        dictionary[performingKey] = stack
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        return try body()
    }

    /// Runs `block` on the context's queue and returns its result.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows
        -> T
    {
        try performAndWait(block)
    }

    // MARK: State

    /// Whether the context has changes that a save would hand on.
    open var hasChanges: Bool {
        lock.withLock { !insertedRows.isEmpty || !deletedRows.isEmpty || !changedRows.isEmpty }
    }
    /// The objects inserted and not yet saved.
    open var insertedObjects: Set<NSManagedObject> { objects(insertedRows) }
    /// The objects changed and not yet saved.
    open var updatedObjects: Set<NSManagedObject> {
        objects(changedRows.subtracting(insertedRows).subtracting(deletedRows))
    }
    /// The objects deleted and not yet saved.
    open var deletedObjects: Set<NSManagedObject> { objects(deletedRows) }
    /// Every object of the context.
    open var registeredObjects: Set<NSManagedObject> { lock.withLock { Set(registered.values) } }

    private func objects(_ rows: Set<Int>) -> Set<NSManagedObject> {
        lock.withLock { Set(rows.compactMap { registered[$0] }) }
    }

    // MARK: Inserting and deleting

    /// Inserts `object` (made with no context) into the context.
    open func insert(_ object: NSManagedObject) {
        guard object.context !== self || !registered.keys.contains(object.row) else { return }
        lock.withLock {
            object.row = persistentStoreCoordinator?.allocateRow() ?? Self.detachedRows.next()
            object.context = self
            object.isStored = false
            registered[object.row] = object
            insertedRows.insert(object.row)
        }
        object.awakeFromInsert()
    }

    /// Deletes `object` from the context: its relationships are nullified or cascaded as the
    /// model's delete rules say, and the store forgets it when the context saves.
    open func delete(_ object: NSManagedObject) {
        guard object.context === self, !deletedRows.contains(object.row) else { return }
        object.prepareForDeletion()
        lock.withLock {
            if insertedRows.remove(object.row) == nil {
                deletedRows.insert(object.row)
            } else {
                registered[object.row] = nil
            }
        }
        for relationship in object.entity.relationshipsByName.values.sorted(by: { $0.name < $1.name }) {
            let destinations = object.destinationRows(relationship.name).compactMap { self.object(forRow: $0) }
            if relationship.deleteRule == .cascadeDeleteRule { destinations.forEach(delete) }
            if relationship.deleteRule != .noActionDeleteRule {
                object.setDestinations([], of: relationship, updatingInverse: true)
            }
        }
        if insertedRows.contains(object.row) == false, registered[object.row] == nil { object.context = nil }
    }

    // MARK: Objects by identity

    /// The object identified by `objectID`, in this context (registered, or read from the store).
    /// An identifier the store lacks gives an object of its entity with no values, as Core Data
    /// gives a fault that fails when it fires.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        object(forRow: objectID.row) ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    /// The object identified by `objectID`, or an error when the store has no such object.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = object(forRow: objectID.row), !deletedRows.contains(objectID.row) else {
            throw CoreDataErrors.make(
                CoreDataErrors.managedObjectReferentialIntegrity,
                "CoreData: existingObject(with:): no object \(objectID.uriRepresentation().absoluteString)")
        }
        return object
    }

    /// The object identified by `objectID` if the context already holds it.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        lock.withLock { registered[objectID.row] }
    }

    /// Gives `objects` permanent identifiers (an identifier becomes permanent when saved here).
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}

    /// The context's object for `row`, made from the source's row the first time.
    func object(forRow row: Int) -> NSManagedObject? {
        if let object = lock.withLock({ registered[row] }) { return object }
        guard let stored = source?.currentRow(row) else { return nil }
        let type =
            ManagedClassRegistry.shared.managedClass(named: stored.entity.managedObjectClassName)
            ?? ManagedClassRegistry.shared.managedClass(named: stored.entity.name) ?? NSManagedObject.self
        let object = type.init(entity: stored.entity, insertInto: nil)
        lock.withLock {
            object.values = stored.values
            object.committedValues = stored.values
            object.row = row
            object.isStored = true
            object.context = self
            registered[row] = object
        }
        object.awakeFromFetch()
        return object
    }

    func objectDidChange(_ object: NSManagedObject) {
        _ = lock.withLock { changedRows.insert(object.row) }
    }

    func recordProblem(_ problem: ContextProblem) {
        lock.withLock { problems.append(problem) }
    }

    /// Row numbers for objects inserted into a context with no coordinator.
    static let detachedRows = RowCounter(start: 1 << 40)
}

/// A thread-safe counter of row numbers.
final class RowCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int
    init(start: Int) { value = start }
    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
