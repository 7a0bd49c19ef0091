import Foundation

/// A generation of a store's contents that a context reads, as Core Data's
/// `NSQueryGenerationToken`: a context pinned to a generation
/// (`setQueryGenerationFrom(_:)`) fetches and faults the store as it was then, whatever other
/// contexts save, until its own save, `reset()` or `mergeChanges(fromContextDidSave:)` moves it
/// on to the store's newest generation (it stays pinned), or it is pinned again.
///
/// ```swift
/// let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
/// context.queryGenerationToken == nil   // true: not pinned
/// ```
open class NSQueryGenerationToken: NSObject, NSCopying, @unchecked Sendable {
    /// The token that pins a context to the store's generation at the time it is pinned.
    public static let current = NSQueryGenerationToken(generation: nil)

    /// The generation's number in its coordinator (`nil` for ``current``).
    let generation: Int?
    /// The store's rows in that generation.
    let rows: [Int: StoredRow]
    weak var coordinator: NSPersistentStoreCoordinator?

    init(generation: Int?, rows: [Int: StoredRow] = [:], coordinator: NSPersistentStoreCoordinator? = nil) {
        (self.generation, self.rows, self.coordinator) = (generation, rows, coordinator)
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSQueryGenerationToken else { return false }
        return other.generation == generation && other.coordinator === coordinator
    }

    open override var hash: Int { generation ?? -1 }
}

/// A pinned context's source: the rows of its generation for reading; saves go to the coordinator.
final class PinnedGeneration: RowSource {
    let token: NSQueryGenerationToken

    init(token: NSQueryGenerationToken) { self.token = token }

    var rootCoordinator: NSPersistentStoreCoordinator? { token.coordinator }

    func currentRow(_ row: Int) -> StoredRow? { token.rows[row] }

    func currentRows(of entities: Set<String>) -> [(row: Int, value: StoredRow)] {
        token.rows.filter { entities.contains($0.value.entity.name ?? "") }.sorted { $0.key < $1.key }.map {
            ($0.key, $0.value)
        }
    }

    func apply(_ changes: RowChanges) throws { try token.coordinator?.apply(changes) }
}

extension NSManagedObjectContext {
    /// The generation the context reads, or `nil` when it reads the store as it is now.
    public var queryGenerationToken: NSQueryGenerationToken? { lock.withLock { pinned?.token } }

    /// Pins the context to `generation` (``NSQueryGenerationToken/current``: the store's contents
    /// now) or, with `nil`, unpins it. The context's own saves, `reset()` and
    /// `mergeChanges(fromContextDidSave:)` move it on to the store's newest generation. A
    /// child context reads through its parent and cannot be pinned; a token of another
    /// coordinator is refused. Both throw an error naming the call.
    public func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws {
        guard let generation else {
            lock.withLock { pinned = nil }
            return
        }
        guard parent == nil, let coordinator = persistentStoreCoordinator else {
            throw CoreDataErrors.make(
                CoreDataErrors.coreDataError,
                "CoreData: setQueryGenerationFrom(_:): only a context of a coordinator (not a child context) reads a query generation"
            )
        }
        if generation.generation != nil, generation.coordinator !== coordinator {
            throw CoreDataErrors.make(
                CoreDataErrors.coreDataError,
                "CoreData: setQueryGenerationFrom(_:): the token is of another coordinator's stores")
        }
        let token = generation === NSQueryGenerationToken.current ? coordinator.currentGeneration() : generation
        lock.withLock { pinned = PinnedGeneration(token: token) }
    }

    /// Moves a pinned context on to the store's newest generation.
    func advanceQueryGeneration() {
        guard let pinned = lock.withLock({ pinned }), let coordinator = pinned.token.coordinator else { return }
        let token = coordinator.currentGeneration()
        lock.withLock { self.pinned = PinnedGeneration(token: token) }
    }
}
