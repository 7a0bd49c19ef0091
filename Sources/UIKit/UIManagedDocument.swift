import CellSnapUIKit
import CoreData
import Foundation

/// A document whose contents are a Core Data store, as UIKit's `UIManagedDocument`: the document
/// is a package folder holding `StoreContent/` (the store, named ``persistentStoreName``) and,
/// when the subclass has any, `AdditionalContent/`. The document's ``managedObjectContext`` (on
/// the main queue) reads and saves the store; opening configures the store's coordinator
/// (``configurePersistentStoreCoordinator(for:ofType:modelConfiguration:storeOptions:)``), saving
/// saves the context, and unsaved changes of the context count as the document's.
///
/// ```swift
/// let url = FileManager.default.temporaryDirectory.appendingPathComponent("Trips.document")
/// let document = UIManagedDocument(fileURL: url)
/// document.managedObjectContext.hasChanges   // false
/// ```
///
/// What CellSnap chose where iOS differs: CellSnap's Core Data keeps every store in memory (Linux
/// has no SQLite store; see Core Data's `NSPersistentStoreCoordinator`), so the store of
/// `StoreContent/persistentStore` lives as long as the document object: the package folder and
/// its additional content are written, but a new document object over the same package opens an
/// empty store.
///
/// No visible effect: a document reads and writes its file and draws nothing.
@preconcurrency @MainActor open class UIManagedDocument: UIDocument {
    /// The store's file name inside the package's `StoreContent` folder: `persistentStore`.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open class var persistentStoreName: String { "persistentStore" }

    /// The model of the store: every `.xcdatamodeld` of the main bundle and its resource bundles,
    /// merged (as UIKit merges the main bundle's models), unless a subclass gives another.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var managedObjectModel: NSManagedObjectModel { model }

    /// The document's context, on the main queue, over the document's store.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var managedObjectContext: NSManagedObjectContext { context }

    /// The options the store is added with (history tracking, remote change notifications, ...).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var persistentStoreOptions: [AnyHashable: Any]?

    /// The configuration of the model the store holds.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open var modelConfiguration: String?

    private lazy var model: NSManagedObjectModel = NSManagedObjectModel.mergedModel(from: nil) ?? NSManagedObjectModel()
    private lazy var context: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: managedObjectModel)
        return context
    }()

    /// Adds the document's store at `storeURL` to the context's coordinator, once; the store's
    /// type comes from ``persistentStoreType(forFileType:)``.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func configurePersistentStoreCoordinator(
        for storeURL: URL, ofType fileType: String, modelConfiguration configuration: String?,
        storeOptions: [AnyHashable: Any]? = nil
    ) throws {
        guard let coordinator = managedObjectContext.persistentStoreCoordinator,
            coordinator.persistentStores.isEmpty
        else { return }
        try coordinator.addPersistentStore(
            ofType: persistentStoreType(forFileType: fileType), configurationName: configuration, at: storeURL,
            options: storeOptions)
    }

    /// The store type for a file type: `NSSQLiteStoreType`, as UIKit's.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func persistentStoreType(forFileType fileType: String) -> String { NSSQLiteStoreType }

    /// Reads the package's `AdditionalContent` folder: nothing by default (a subclass overrides it).
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func readAdditionalContent(from absoluteURL: URL) throws -> Any? { nil }

    /// The content a save writes to `AdditionalContent`: `NSNull` (none) by default.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func additionalContent(for absoluteURL: URL) throws -> Any { NSNull() }

    /// Writes `content` to the package's `AdditionalContent` folder: nothing by default.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open func writeAdditionalContent(_ content: Any, to absoluteURL: URL, originalContentsURL: URL?) throws {}

    /// Whether the document or its context has unsaved changes.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open override var hasUnsavedChanges: Bool { super.hasUnsavedChanges || managedObjectContext.hasChanges }

    /// Opens the package: the store is added at `StoreContent/persistentStore`, and the
    /// additional content read when the package has it. A missing package is an error.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open override func read(from url: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CellSnapUIKitError(
                call: "UIManagedDocument.read(from:)", reason: "\(url.path) is not a document package folder")
        }
        try configureStore(in: url)
        let additional = url.appendingPathComponent("AdditionalContent")
        if FileManager.default.fileExists(atPath: additional.path) { _ = try readAdditionalContent(from: additional) }
    }

    /// The content a save writes: the subclass's additional content.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open override func contents(forType typeName: String) throws -> Any { try additionalContent(for: fileURL) }

    /// Saves the document in place: the package folders are made, the store added when it was
    /// not, the context saved, and the additional content written unless it is `NSNull`.
    ///
    /// No visible effect: a document reads and writes its file and draws nothing.
    open override func writeContents(
        _ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil, safelyTo url: URL,
        for saveOperation: UIDocument.SaveOperation
    ) throws {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("StoreContent"), withIntermediateDirectories: true)
        try configureStore(in: url)
        try managedObjectContext.save()
        guard !(contents is NSNull) else { return }
        let additional = url.appendingPathComponent("AdditionalContent")
        let existed = FileManager.default.fileExists(atPath: additional.path)
        try FileManager.default.createDirectory(at: additional, withIntermediateDirectories: true)
        try writeAdditionalContent(contents, to: additional, originalContentsURL: existed ? additional : nil)
    }

    private func configureStore(in package: URL) throws {
        let store = package.appendingPathComponent("StoreContent").appendingPathComponent(Self.persistentStoreName)
        try configurePersistentStoreCoordinator(
            for: store, ofType: fileType ?? "", modelConfiguration: modelConfiguration,
            storeOptions: persistentStoreOptions)
    }
}
