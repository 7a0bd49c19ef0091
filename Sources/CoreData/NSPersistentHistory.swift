// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Data's names, as the SDK spells them.
import Foundation

/// Where a transaction stands in a coordinator's persistent history, as Core Data's
/// `NSPersistentHistoryToken`: the transaction's number in its store. Tokens order as their
/// transactions did, and archive with `NSKeyedArchiver` (secure coding), as apps keep the last
/// token they merged.
open class NSPersistentHistoryToken: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The transaction's number (1 for a store's first).
    let transactionNumber: Int64
    /// The identifier of the store the transaction was saved in.
    let storeIdentifier: String

    init(transactionNumber: Int64, storeIdentifier: String) {
        (self.transactionNumber, self.storeIdentifier) = (transactionNumber, storeIdentifier)
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(transactionNumber, forKey: "transactionNumber")
        coder.encode(storeIdentifier as NSString, forKey: "storeIdentifier")
    }

    public required init?(coder: NSCoder) {
        guard let store = coder.decodeObject(of: NSString.self, forKey: "storeIdentifier") else { return nil }
        transactionNumber = coder.decodeInt64(forKey: "transactionNumber")
        storeIdentifier = String(store)
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSPersistentHistoryToken else { return false }
        return other.transactionNumber == transactionNumber && other.storeIdentifier == storeIdentifier
    }

    open override var hash: Int { Int(truncatingIfNeeded: transactionNumber) }

    open override var description: String { "<NSPersistentHistoryToken \(storeIdentifier) \(transactionNumber)>" }
}

/// One save recorded in a store's persistent history, as Core Data's
/// `NSPersistentHistoryTransaction`: when, by whom and from which context, with the objects it
/// inserted, updated and deleted.
open class NSPersistentHistoryTransaction: NSObject, @unchecked Sendable {
    /// When the save happened.
    public let timestamp: Date
    /// The changes of the save, in the order inserts, updates, deletes (each by object); `nil` when
    /// the request asked for transactions only.
    open internal(set) var changes: [NSPersistentHistoryChange]?
    /// The number of the transaction in its store.
    public let transactionNumber: Int64
    /// The identifier of the store saved to.
    public let storeID: String
    /// The bundle identifier of the app that saved (the main bundle's, or "" without one).
    public let bundleID: String
    /// The process that saved (this one's identifier, as text).
    public let processID: String
    /// The name of the context that saved (its `name`).
    public let contextName: String?
    /// The author of the save (the context's `transactionAuthor`).
    public let author: String?
    /// The transaction's token.
    public let token: NSPersistentHistoryToken

    init(number: Int64, store: String, contextName: String?, author: String?) {
        timestamp = Date()
        transactionNumber = number
        storeID = store
        bundleID = Bundle.main.bundleIdentifier ?? ""
        processID = String(ProcessInfo.processInfo.processIdentifier)
        self.contextName = contextName
        self.author = author
        token = NSPersistentHistoryToken(transactionNumber: number, storeIdentifier: store)
        super.init()
    }

    /// A did-save notification of the transaction's object identifiers, which
    /// `mergeChanges(fromContextDidSave:)` merges into a context.
    open func objectIDNotification() -> Notification {
        func ids(_ type: NSPersistentHistoryChangeType) -> Set<NSManagedObjectID> {
            Set((changes ?? []).filter { $0.changeType == type }.map(\.changedObjectID))
        }
        return Notification(
            name: .NSManagedObjectContextDidSave, object: nil,
            userInfo: [
                NSInsertedObjectIDsKey: ids(.insert), NSUpdatedObjectIDsKey: ids(.update),
                NSDeletedObjectIDsKey: ids(.delete),
            ])
    }

    /// The entity of transactions, for a history request's fetch request.
    open class var entityDescription: NSEntityDescription? {
        let entity = NSEntityDescription()
        entity.name = "Transaction"
        return entity
    }

    /// A fetch request of transactions, whose predicate (over `author`, `contextName`, `timestamp`,
    /// `bundleID`, ...) a history request applies to the transactions it finds.
    open class var fetchRequest: NSFetchRequest<NSFetchRequestResult>? {
        NSFetchRequest<NSFetchRequestResult>(entityName: "Transaction")
    }
}

/// One object's change in a transaction, as Core Data's `NSPersistentHistoryChange`.
open class NSPersistentHistoryChange: NSObject, @unchecked Sendable {
    /// The change's number, unique in its store.
    public let changeID: Int64
    /// The object changed.
    public let changedObjectID: NSManagedObjectID
    /// Whether the object was inserted, updated or deleted.
    public let changeType: NSPersistentHistoryChangeType
    /// The values a deleted object keeps: `nil`, as CellSnap's models mark no attribute to be
    /// preserved after deletion.
    public let tombstone: [AnyHashable: Any]?
    /// The transaction of the change.
    open internal(set) weak var transaction: NSPersistentHistoryTransaction?
    /// The properties an update changed (`nil` for an insert or a delete).
    public let updatedProperties: Set<NSPropertyDescription>?

    init(
        changeID: Int64, objectID: NSManagedObjectID, type: NSPersistentHistoryChangeType,
        updatedProperties: Set<NSPropertyDescription>?
    ) {
        self.changeID = changeID
        changedObjectID = objectID
        changeType = type
        tombstone = nil
        self.updatedProperties = updatedProperties
        super.init()
    }

    /// The entity of changes, for a history request's fetch request.
    open class var entityDescription: NSEntityDescription? {
        let entity = NSEntityDescription()
        entity.name = "Change"
        return entity
    }

    /// A fetch request of changes, whose predicate a history request applies to the changes it finds.
    open class var fetchRequest: NSFetchRequest<NSFetchRequestResult>? {
        NSFetchRequest<NSFetchRequestResult>(entityName: "Change")
    }
}

/// What a history change did, as Core Data's `NSPersistentHistoryChangeType`.
public enum NSPersistentHistoryChangeType: Int, Sendable {
    case insert = 0
    case update = 1
    case delete = 2
}

/// What a history request returns, as Core Data's `NSPersistentHistoryResultType`.
public enum NSPersistentHistoryResultType: Int, Sendable {
    case statusOnly = 0
    case objectIDs = 1
    case count = 2
    case transactionsOnly = 3
    case changesOnly = 4
    case transactionsAndChanges = 5
}

/// The result of a history request, as Core Data's `NSPersistentHistoryResult`: transactions,
/// changes, object identifiers, a count or a status, as the request's result type says.
open class NSPersistentHistoryResult: NSPersistentStoreResult {
    /// The result.
    public let result: Any?
    /// The request's result type.
    public let resultType: NSPersistentHistoryResultType
    init(result: Any?, resultType: NSPersistentHistoryResultType) {
        (self.result, self.resultType) = (result, resultType)
        super.init()
    }
}

/// The key of the inserted object identifiers in a did-save notification.
public let NSInsertedObjectIDsKey = "inserted_objectIDs"
/// The key of the updated object identifiers in a did-save notification.
public let NSUpdatedObjectIDsKey = "updated_objectIDs"
/// The key of the deleted object identifiers in a did-save notification.
public let NSDeletedObjectIDsKey = "deleted_objectIDs"
/// The key of the history token in a remote change notification.
public let NSPersistentHistoryTokenKey = "historyToken"
/// The key of the store's identifier in a remote change notification.
public let NSStoreUUIDKey = "NSStoreUUID"
/// The key of the store's URL in a remote change notification.
public let NSPersistentStoreURLKey = "storeURL"

extension Notification.Name {
    /// Posted, when the store's ``NSPersistentStoreRemoteChangeNotificationPostOptionKey`` option
    /// is on, after every save that reaches the store (iOS posts it for other processes' writes
    /// too; this process is the only writer here), with the store's identifier, URL and, when
    /// history is tracked, the transaction's token.
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

extension NSPersistentStoreCoordinator {
    /// The remote change notification's name, as the SDK's Swift overlay has it.
    public static let persistentStoreRemoteChangeNotification = Notification.Name.NSPersistentStoreRemoteChange
}
