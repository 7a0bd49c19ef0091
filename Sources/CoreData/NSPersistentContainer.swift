import Foundation

/// A model, its coordinator and its main-queue context, as Core Data's `NSPersistentContainer`.
///
/// `init(name:)` looks for the model `name.xcdatamodeld` in the main bundle and the resource
/// bundles beside it (a package ships it as a resource: `.copy("Model.xcdatamodeld")`), since the
/// `.momd` Xcode compiles exists only on Apple platforms. A model that is not found, or cannot be
/// read, is an error passed to ``loadPersistentStores(completionHandler:)``'s handler, as Core Data
/// passes it; `init(name:managedObjectModel:)` takes a model made in code. Every store is in memory.
///
/// ```swift
/// let container = NSPersistentContainer(name: "Missing")
/// var failure: Error?
/// container.loadPersistentStores { _, error in failure = error }
/// failure != nil   // true: no Missing.xcdatamodeld
/// ```
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name.
    open private(set) var name: String
    /// The context on the main queue.
    open private(set) var viewContext: NSManagedObjectContext
    /// The container's model.
    open var managedObjectModel: NSManagedObjectModel { persistentStoreCoordinator.managedObjectModel }
    /// The coordinator of the container's stores.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores ``loadPersistentStores(completionHandler:)`` adds: one in-memory store at
    /// ``defaultDirectoryURL()``/`name`.sqlite.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// Why the model of `init(name:)` could not be had.
    private var modelError: NSError?

    /// A container of the model `name.xcdatamodeld` in the main bundle or its resource bundles.
    public convenience init(name: String) {
        let found = ModelFileReader.model(named: name, in: ModelFileReader.searchedBundles())
        if let url = found.url {
            switch ModelFileReader.entities(at: url) {
            case .success(let entities):
                let model = NSManagedObjectModel()
                model.entities = entities
                self.init(name: name, managedObjectModel: model)
            case .failure(let error):
                self.init(name: name, managedObjectModel: NSManagedObjectModel())
                modelError = error
            }
            return
        }
        let reason =
            found.compiled.map { "found only the compiled \($0.path), which only Apple platforms read" }
            ?? "no \(name).xcdatamodeld in the main bundle or its resource bundles (add it to the package's resources)"
        let error = CoreDataErrors.make(
            CoreDataErrors.coreDataError, "CoreData: NSPersistentContainer(name: \"\(name)\"): \(reason)")
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
        modelError = error
    }

    /// A container of `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        ]
        super.init()
    }

    /// The folder a container's stores would be in on iOS (nothing is written there).
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("CellSnapCoreData", isDirectory: true)
    }

    /// Adds the stores of ``persistentStoreDescriptions`` and calls `block` once for each, with the
    /// error when the model was not found or a store cannot be added. Stores are added at once:
    /// the handler has run when this returns.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions {
            if let modelError {
                block(description, modelError)
                continue
            }
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A new context on a private queue, reading from and saving to the coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context, on that context's queue.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` with a new background context and returns its result.
    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }
}
