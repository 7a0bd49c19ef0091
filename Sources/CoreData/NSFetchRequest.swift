import Foundation

/// A request to a store, as Core Data's `NSPersistentStoreRequest`.
open class NSPersistentStoreRequest: NSObject {
    /// The stores the request reads (every store of the coordinator when `nil`).
    open var affectedStores: [NSPersistentStore]?
    public override init() { super.init() }
}

/// What a fetch returns, as Core Data's `NSFetchRequestResultType`.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1 << 0)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 1 << 1)
    public static let countResultType = NSFetchRequestResultType(rawValue: 1 << 2)
}

/// A search for the objects of an entity, as Core Data's `NSFetchRequest`: filtered by its
/// predicate, ordered by its sort descriptors (then by insertion), cut by its offset and limit.
///
/// `ResultType` is not constrained to `NSFetchRequestResult` here (Core Data constrains it): Swift
/// on Linux has no Objective-C protocols, whose existential `NSFetchRequest<NSFetchRequestResult>`
/// satisfies the constraint on Apple platforms.
///
/// ```swift
/// let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
/// request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
/// request.fetchLimit = 10
/// ```
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// The name of the entity fetched.
    open var entityName: String? { entityNameStorage ?? entity?.name }
    /// The entity fetched (found by name in the context's model when not set).
    open var entity: NSEntityDescription?
    /// The objects kept (all when `nil`).
    open var predicate: NSPredicate?
    /// The order of the objects (the order they were inserted in when `nil`).
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most objects returned (no limit when 0).
    open var fetchLimit: Int = 0
    /// The objects skipped at the start.
    open var fetchOffset: Int = 0
    /// How many objects are read at a time (accepted: every object is in memory).
    open var fetchBatchSize: Int = 0
    /// What the fetch returns: objects, identifiers, dictionaries or a count.
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// Whether objects are returned as faults (accepted: objects always have their values).
    open var returnsObjectsAsFaults: Bool = true
    /// The relationships read with the objects (accepted: every relationship is in memory).
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Whether the context's unsaved changes count (`true`, as in Core Data).
    open var includesPendingChanges: Bool = true
    /// Whether objects of subentities are fetched too.
    open var includesSubentities: Bool = true
    /// Whether property values are fetched (accepted: they always are).
    open var includesPropertyValues: Bool = true
    /// Whether only distinct dictionaries are returned (with `dictionaryResultType`).
    open var returnsDistinctResults: Bool = false
    /// The properties of a dictionary result, by name or description (all when `nil`).
    open var propertiesToFetch: [Any]?
    /// The properties results are grouped by (accepted; not applied: refused with a dictionary result).
    open var propertiesToGroupBy: [Any]?
    /// Whether the fetch refreshes objects the context holds (accepted: they are current).
    open var shouldRefreshRefetchedObjects: Bool = false

    private var entityNameStorage: String?

    /// A request with no entity yet.
    public override init() { super.init() }

    /// A request for the objects of the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        entityNameStorage = entityName
    }

    /// Runs the request in the context whose `perform` or `performAndWait` block is running on this
    /// thread (the innermost one), as Core Data does; outside such a block it throws, as Core Data
    /// has no context to run it in.
    open func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.performing else {
            throw CoreDataErrors.make(
                CoreDataErrors.coreDataError,
                "CoreData: NSFetchRequest.execute() outside a context's perform or performAndWait block: there is no context to run it in; call it inside context.performAndWait { } or use context.fetch(request)"
            )
        }
        return try context.fetch(self)
    }
}

/// The fetch's settings without its result type, for the store.
protocol FetchDescription {
    var entityName: String? { get }
    var entity: NSEntityDescription? { get }
    var predicate: NSPredicate? { get }
    var sortDescriptors: [NSSortDescriptor]? { get }
    var fetchLimit: Int { get }
    var fetchOffset: Int { get }
    var resultType: NSFetchRequestResultType { get }
    var includesPendingChanges: Bool { get }
    var includesSubentities: Bool { get }
    var propertiesToFetch: [Any]? { get }
    var propertiesToGroupBy: [Any]? { get }
    var returnsDistinctResults: Bool { get }
}

extension NSFetchRequest: FetchDescription {}

/// A request that deletes the objects a fetch request finds, in the store, as Core Data's
/// `NSBatchDeleteRequest`: the contexts that hold them are not told (as in Core Data), unless the
/// app merges the identifiers it asks for.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    /// The objects to delete.
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    /// What the result holds: nothing, the identifiers deleted or their count.
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    /// A request deleting what `fetch` finds.
    public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
        fetchRequest = fetch
        super.init()
    }

    /// A request deleting the objects `objects` identifies.
    public init(objectIDs objects: [NSManagedObjectID]) {
        fetchRequest = NSFetchRequest<NSFetchRequestResult>(entityName: objects.first?.entity.name ?? "")
        objectIDs = objects
        super.init()
    }

    var objectIDs: [NSManagedObjectID]?
}

/// What a batch delete returns, as Core Data's `NSBatchDeleteRequestResultType`.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly = 0
    case resultTypeObjectIDs = 1
    case resultTypeCount = 2
}

/// The result of a store request, as Core Data's `NSPersistentStoreResult`.
open class NSPersistentStoreResult: NSObject {}

/// The result of a batch delete, as Core Data's `NSBatchDeleteResult`: `true`, the identifiers
/// deleted or their count, as the request's result type says.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    /// The result.
    public let result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}
