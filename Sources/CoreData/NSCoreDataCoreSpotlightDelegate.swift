import CoreSpotlight
import Foundation

/// Indexes a persistent store's objects in Spotlight, as Core Data's
/// `NSCoreDataCoreSpotlightDelegate`. Indexing has no visible effect in a still picture; what is
/// indexed can be read back from `CSSearchableIndex` (`cellSnapIndexedItems`). Once
/// ``startSpotlightIndexing()`` is called, every object of an entity with a property marked
/// `isIndexedBySpotlight` is indexed, at once and after each save of a context over the
/// coordinator: its item's identifier is the object ID's URI, its domain ``domainIdentifier()``,
/// its attributes ``attributeSet(for:)``'s (an object without attributes is left out). Items are
/// indexed in CellSnap's process-wide index (``indexName()`` names it on iOS).
open class NSCoreDataCoreSpotlightDelegate: NSObject, CSSearchableIndexDelegate, @unchecked Sendable {
    /// Posted after the delegate indexed objects, as `indexDidUpdateNotification`.
    public static let indexDidUpdateNotification = Notification.Name(
        "NSCoreDataCoreSpotlightDelegateIndexDidUpdateNotification")

    private let coordinator: NSPersistentStoreCoordinator
    private let storeDescription: NSPersistentStoreDescription
    private var saveObserver: (any NSObjectProtocol)?

    /// A delegate for the store `description` describes, added to `psc`.
    public init(forStoreWith description: NSPersistentStoreDescription, coordinator psc: NSPersistentStoreCoordinator) {
        (storeDescription, coordinator) = (description, psc)
        super.init()
    }

    /// A delegate for the store `description` describes, with `model` (deprecated since iOS 15).
    @available(*, deprecated, message: "Use init(forStoreWith:coordinator:)")
    public convenience init(forStoreWith description: NSPersistentStoreDescription, model: NSManagedObjectModel) {
        self.init(forStoreWith: description, coordinator: NSPersistentStoreCoordinator(managedObjectModel: model))
    }

    /// Whether ``startSpotlightIndexing()`` was called (and not stopped since).
    open var isIndexingEnabled: Bool { saveObserver != nil }

    /// The domain of the indexed items: the store's URL, or `"NSCoreDataCoreSpotlightDelegate"`.
    open func domainIdentifier() -> String { storeDescription.url?.absoluteString ?? "NSCoreDataCoreSpotlightDelegate" }

    /// The name of the Spotlight index: `nil`, the app's default index.
    open func indexName() -> String? { nil }

    /// The attributes Spotlight shows for `object`: subclasses say; `nil` here, which leaves the
    /// object out (iOS's default describes the properties marked for Spotlight).
    open func attributeSet(for object: NSManagedObject) -> CSSearchableItemAttributeSet? { nil }

    /// Indexes the objects now and after every save.
    open func startSpotlightIndexing() {
        guard saveObserver == nil else { return }
        saveObserver = NotificationCenter.default.addObserver(
            forName: .NSManagedObjectContextDidSave, object: nil, queue: nil
        ) { [weak self] note in
            guard let self, (note.object as? NSManagedObjectContext)?.persistentStoreCoordinator === coordinator else {
                return
            }
            reindex()
        }
        reindex()
    }

    /// Stops indexing after saves (what is indexed stays).
    open func stopSpotlightIndexing() {
        if let saveObserver { NotificationCenter.default.removeObserver(saveObserver) }
        saveObserver = nil
    }

    /// Removes the delegate's items from the index, then calls `completionHandler` with no error.
    open func deleteSpotlightIndex(completionHandler: @escaping ((any Error)?) -> Void) {
        CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: [domainIdentifier()])
        completionHandler(nil)
    }

    open func searchableIndex(
        _ searchableIndex: CSSearchableIndex,
        reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void
    ) {
        reindex()
        acknowledgementHandler()
    }

    open func searchableIndex(
        _ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
        acknowledgementHandler: @escaping () -> Void
    ) {
        reindex()
        acknowledgementHandler()
    }

    /// Indexes every object of the entities marked for Spotlight, replacing the domain's items.
    private func reindex() {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
        var items: [CSSearchableItem] = []
        for entity in coordinator.managedObjectModel.entities
        where entity.properties.contains(where: \.isIndexedBySpotlight) {
            guard let name = entity.name else { continue }
            let objects = (try? context.fetch(NSFetchRequest<NSManagedObject>(entityName: name))) ?? []
            for object in objects {
                guard let attributes = attributeSet(for: object) else { continue }
                items.append(
                    CSSearchableItem(
                        uniqueIdentifier: object.objectID.uriRepresentation().absoluteString,
                        domainIdentifier: domainIdentifier(), attributeSet: attributes))
            }
        }
        let index = CSSearchableIndex.default()
        index.deleteSearchableItems(withDomainIdentifiers: [domainIdentifier()])
        index.indexSearchableItems(items)
        NotificationCenter.default.post(name: Self.indexDidUpdateNotification, object: self)
    }
}
