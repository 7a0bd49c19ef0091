import Foundation

/// A fetch run in the background whose objects a block receives on the context's queue, as Core
/// Data's `NSAsynchronousFetchRequest`: `execute(_:)` returns at once and the block runs when the
/// context's queue next runs (a main-queue context's: after the code that executed it returns, so
/// a snapshot taken at once shows what was there before, as on iOS).
///
/// ```swift
/// let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
/// let request = NSAsynchronousFetchRequest(fetchRequest: NSFetchRequest<NSManagedObject>(entityName: "Venue")) { result in
///     print(result.finalResult?.count ?? 0)
/// }
/// _ = try? context.execute(request)
/// ```
open class NSAsynchronousFetchRequest<ResultType>: NSPersistentStoreRequest, AsynchronousFetching,
    @unchecked Sendable
{
    /// The fetch run.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The block given the result on the context's queue.
    public let completionBlock: ((NSAsynchronousFetchResult<ResultType>) -> Void)?
    /// No visible effect: CellSnap reports no progress. How many objects the fetch is expected to find.
    open var estimatedResultCount = 0

    /// A request that runs `request` and gives its result to `blk`.
    public init(
        fetchRequest request: NSFetchRequest<ResultType>,
        completionBlock blk: ((NSAsynchronousFetchResult<ResultType>) -> Void)?
    ) {
        fetchRequest = request
        completionBlock = blk
        super.init()
    }

    func start(in context: NSManagedObjectContext) -> NSPersistentStoreResult {
        let result = NSAsynchronousFetchResult(request: self, context: context)
        context.perform { [self] in
            do { result.finalResult = try context.fetch(fetchRequest) } catch { result.operationError = error }
            completionBlock?(result)
        }
        return result
    }
}

/// A request `execute(_:)` starts and returns from at once.
protocol AsynchronousFetching {
    func start(in context: NSManagedObjectContext) -> NSPersistentStoreResult
}

/// The result of a request run in the background, as Core Data's `NSPersistentStoreAsynchronousResult`.
open class NSPersistentStoreAsynchronousResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The context the request ran in.
    public let managedObjectContext: NSManagedObjectContext
    /// The error the request ended with, if any.
    open internal(set) var operationError: (any Error)?
    /// No visible effect: CellSnap reports no progress. The request's progress.
    open var progress: Progress? { nil }

    init(context: NSManagedObjectContext) {
        managedObjectContext = context
        super.init()
    }

    /// No visible effect: the request runs when the context's queue next runs, whole. Asks the
    /// request to stop.
    open func cancel() {}
}

/// The result of an asynchronous fetch, as Core Data's `NSAsynchronousFetchResult`.
open class NSAsynchronousFetchResult<ResultType>: NSPersistentStoreAsynchronousResult, @unchecked Sendable {
    /// The request.
    public let fetchRequest: NSAsynchronousFetchRequest<ResultType>
    /// The objects found (`nil` until the fetch ran, or when it failed).
    open internal(set) var finalResult: [ResultType]?

    init(request: NSAsynchronousFetchRequest<ResultType>, context: NSManagedObjectContext) {
        fetchRequest = request
        super.init(context: context)
    }
}
