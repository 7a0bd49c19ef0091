import CellSnapUIKit
import Foundation

/// The objects of a fetch request grouped into sections for a table or collection view, as Core
/// Data's `NSFetchedResultsController`. After ``performFetch()`` it follows its context: when the
/// context saves, merges or processes pending changes, it fetches again and tells its delegate
/// what changed (objects and sections, a diffable snapshot, a difference).
///
/// The delegate is given a controller of `NSFetchRequestResult` that shares this one's objects
/// (Swift on Linux cannot cast a generic class to another specialisation, as Objective-C generics
/// allow): compare controllers by their ``fetchRequest`` rather than by identity.
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    /// The request that finds the objects.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context the objects are fetched in.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path whose value names each object's section (one section when `nil`).
    public let sectionNameKeyPath: String?
    /// The name of the cache (accepted: nothing is cached between runs).
    public let cacheName: String?
    /// The delegate told of changes.
    open weak var delegate: NSFetchedResultsControllerDelegate?

    let state: FetchedResultsState

    /// A controller of the objects `fetchRequest` finds in `context`, in sections by
    /// `sectionNameKeyPath`. The request must have sort descriptors, as Core Data requires
    /// (``performFetch()`` throws otherwise).
    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
        sectionNameKeyPath: String?, cacheName name: String?
    ) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        state = FetchedResultsState(request: fetchRequest, context: context, sectionNameKeyPath: sectionNameKeyPath)
        super.init()
    }

    /// A placeholder controller, as `NSObject`'s `init()` that Core Data leaves available: an empty
    /// request in a main-queue context of its own. An app replaces it before it fetches; fetching
    /// with it throws, as its request names no entity.
    public override convenience init() {
        self.init(
            fetchRequest: NSFetchRequest<ResultType>(),
            managedObjectContext: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType),
            sectionNameKeyPath: nil, cacheName: nil)
    }

    /// Fetches the objects and follows the context's changes from now on.
    open func performFetch() throws {
        try state.fetch()
        state.owner = { [weak self] in self?.erased() }
        state.delegate = { [weak self] in self?.delegate }
        state.startObserving()
    }

    /// The objects, in order (`nil` before ``performFetch()``).
    open var fetchedObjects: [ResultType]? { state.objects?.compactMap { $0 as? ResultType } }
    /// The sections (`nil` before ``performFetch()``).
    open var sections: [NSFetchedResultsSectionInfo]? { state.objects == nil ? nil : state.sections }
    /// The section index titles: the first letter of each section's name, uppercased.
    open var sectionIndexTitles: [String] { state.sections.compactMap(\.indexTitle) }

    /// The object at `indexPath`.
    open func object(at indexPath: IndexPath) -> ResultType {
        state.sections[indexPath.section].objects![indexPath.item] as! ResultType
    }

    /// The index path of `object`, or `nil`.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let object = object as? NSManagedObject else { return nil }
        return state.indexPath(of: object)
    }

    /// The index title of a section named `sectionName`.
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }

    /// The section of the index title `title` at `sectionIndex`.
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        state.sections.firstIndex { $0.indexTitle == title } ?? sectionIndex
    }

    /// Deletes the cache named `name` (nothing is cached here).
    open class func deleteCache(withName name: String?) {}

    /// This controller as one of `NSFetchRequestResult`, sharing its state, for the delegate.
    func erased() -> NSFetchedResultsController<NSFetchRequestResult> {
        if let same = self as? NSFetchedResultsController<NSFetchRequestResult> { return same }
        if let made = state.erasedOwner { return made }
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: fetchRequest.entityName ?? "")
        request.entity = fetchRequest.entity
        request.predicate = fetchRequest.predicate
        request.sortDescriptors = fetchRequest.sortDescriptors
        request.fetchLimit = fetchRequest.fetchLimit
        request.fetchOffset = fetchRequest.fetchOffset
        let made = NSFetchedResultsController<NSFetchRequestResult>(sharing: state, request: request)
        made.delegate = delegate
        state.erasedOwner = made
        return made
    }

    init(sharing state: FetchedResultsState, request: NSFetchRequest<ResultType>) {
        fetchRequest = request
        managedObjectContext = state.context
        sectionNameKeyPath = state.sectionNameKeyPath
        cacheName = nil
        self.state = state
        super.init()
    }
}

/// What a fetched results controller knows of a section, as Core Data's `NSFetchedResultsSectionInfo`.
public protocol NSFetchedResultsSectionInfo {
    /// The section's name: the value at the section name key path, as text.
    var name: String { get }
    /// The section's index title.
    var indexTitle: String? { get }
    /// How many objects the section holds.
    var numberOfObjects: Int { get }
    /// The section's objects.
    var objects: [Any]? { get }
}

/// The kinds of change a fetched results controller reports, as Core Data's `NSFetchedResultsChangeType`.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}

/// The delegate of a fetched results controller, as Core Data's
/// `NSFetchedResultsControllerDelegate`; every requirement is optional (defaulted). Core Data calls
/// only the snapshot requirement when a delegate implements it (or only the difference one when
/// it implements that and the controller has no sections); without the Objective-C runtime
/// CellSnap cannot tell which requirements a delegate implements, so it calls them all (the
/// difference one only when the controller has no section name key path), each defaulted to
/// nothing.
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        sectionIndexTitleForSectionName sectionName: String
    ) -> String?
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference)
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChangeContentWith diff: CollectionDifference<NSManagedObjectID>)
}

extension NSFetchedResultsControllerDelegate {
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {}
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        sectionIndexTitleForSectionName sectionName: String
    ) -> String? { controller.sectionIndexTitle(forSectionName: sectionName) }
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
    ) {}
    public func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChangeContentWith diff: CollectionDifference<NSManagedObjectID>
    ) {}
}
