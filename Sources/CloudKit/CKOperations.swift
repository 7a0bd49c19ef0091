import Foundation

/// An operation against iCloud, as CloudKit's `CKOperation`. Run on Linux (added to a database or
/// container, started, or added to a queue of the app's), it finishes with
/// `CKError.notAuthenticated`, naming the operation, through its result blocks.
open class CKOperation: Operation, @unchecked Sendable {
    /// An operation's identifier, as `CKOperation.ID`.
    public typealias ID = String

    /// The operation's identifier (a UUID string).
    open private(set) var operationID: ID = UUID().uuidString
    /// Whether the operation may use a cellular network.
    open var allowsCellularAccess = true
    /// Whether the operation survives the app's exit.
    open var isLongLived = false
    /// The seconds a request may wait for data.
    open var timeoutIntervalForRequest: TimeInterval = 60
    /// The seconds the whole operation may take.
    open var timeoutIntervalForResource: TimeInterval = 7 * 24 * 60 * 60

    static let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "CKOperation"
        return queue
    }()

    /// The error the operation finishes with.
    var failure: CKError { CKError.noService(String(describing: type(of: self))) }

    /// Calls the operation's result blocks with its failure.
    open override func main() { finish(with: failure) }

    func finish(with error: CKError) {}
}

/// An operation against one database, as CloudKit's `CKDatabaseOperation`.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    /// The database the operation runs against.
    open var database: CKDatabase?
}

/// Saves and deletes records, as CloudKit's `CKModifyRecordsOperation`.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Which records a save overwrites, as `CKModifyRecordsOperation.RecordSavePolicy` (raw values).
    public enum RecordSavePolicy: Int, Sendable {
        case ifServerRecordUnchanged = 0
        case changedKeys = 1
        case allKeys = 2
    }

    /// The records to save.
    open var recordsToSave: [CKRecord]?
    /// The identifiers of the records to delete.
    open var recordIDsToDelete: [CKRecord.ID]?
    /// Which records a save overwrites.
    open var savePolicy = RecordSavePolicy.ifServerRecordUnchanged
    /// The app's token of this change, given back with the server's change token.
    open var clientChangeTokenData: Data?
    /// Whether the changes are saved all or none.
    open var isAtomic = true
    /// Called with each record's progress.
    open var perRecordProgressBlock: ((CKRecord, Double) -> Void)?
    /// Called with each record saved or failed.
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called with each record deleted or failed.
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    /// Called once when the operation finishes.
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called once when the operation finishes (before iOS 15's result block).
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?

    public override init() { super.init() }

    /// Saves `recordsToSave` and deletes `recordIDsToDelete`.
    public convenience init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.init()
        (self.recordsToSave, self.recordIDsToDelete) = (recordsToSave, recordIDsToDelete)
    }

    override func finish(with error: CKError) {
        modifyRecordsResultBlock?(.failure(error))
        modifyRecordsCompletionBlock?(nil, nil, error)
    }
}

/// Fetches records by identifier, as CloudKit's `CKFetchRecordsOperation`.
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The identifiers of the records to fetch.
    open var recordIDs: [CKRecord.ID]?
    /// The fields to fetch (nil: all).
    open var desiredKeys: [CKRecord.FieldKey]?
    /// Called with each record fetched or failed. Never here: the operation fails as a whole,
    /// with no record fetched (no iCloud).
    open var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called with each record fetched or failed (before iOS 15's result block). Never here, as
    /// ``perRecordResultBlock``.
    open var perRecordCompletionBlock: ((CKRecord?, CKRecord.ID?, (any Error)?) -> Void)?
    /// Called with each record's download progress. Never here: nothing downloads.
    open var perRecordProgressBlock: ((CKRecord.ID, Double) -> Void)?
    /// Called once when the operation finishes.
    open var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called once when the operation finishes (before iOS 15's result block).
    open var fetchRecordsCompletionBlock: (([CKRecord.ID: CKRecord]?, (any Error)?) -> Void)?

    public override init() { super.init() }

    /// Fetches the records `recordIDs`.
    public convenience init(recordIDs: [CKRecord.ID]) {
        self.init()
        self.recordIDs = recordIDs
    }

    override func finish(with error: CKError) {
        fetchRecordsResultBlock?(.failure(error))
        fetchRecordsCompletionBlock?(nil, error)
    }
}

/// Searches a database, as CloudKit's `CKQueryOperation`.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where a search stopped, as `CKQueryOperation.Cursor` (Objective-C's `CKQueryCursor`).
    public typealias Cursor = CKQueryCursor

    /// As many results as the server sends in a batch, as `CKQueryOperation.maximumResults` (0).
    public static let maximumResults = 0

    /// The search.
    open var query: CKQuery?
    /// Where to go on from.
    open var cursor: Cursor?
    /// The fields to fetch (nil: all).
    open var desiredKeys: [CKRecord.FieldKey]?
    /// The zone searched (nil: every zone of the database that allows it).
    open var zoneID: CKRecordZone.ID?
    /// How many records a batch holds at most.
    open var resultsLimit = CKQueryOperation.maximumResults
    /// Called with each record found.
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called once when the batch is done, with the cursor of the next one.
    open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?
    /// Called with each record found (before iOS 15's matched block).
    open var recordFetchedBlock: ((CKRecord) -> Void)?
    /// Called once when the batch is done (before iOS 15's result block).
    open var queryCompletionBlock: ((Cursor?, (any Error)?) -> Void)?

    public override init() { super.init() }

    /// Runs `query`.
    public convenience init(query: CKQuery) {
        self.init()
        self.query = query
    }

    /// Goes on from `cursor`.
    public convenience init(cursor: Cursor) {
        self.init()
        self.cursor = cursor
    }

    override func finish(with error: CKError) {
        queryResultBlock?(.failure(error))
        queryCompletionBlock?(nil, error)
    }
}

/// Where a search stopped, for the next batch, as `CKQueryOperation.Cursor` (only the server
/// makes one: none exists on Linux).
open class CKQueryCursor: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public static var supportsSecureCoding: Bool { true }
    /// No cursor was encoded on Linux: decoding one answers nil.
    public required init?(coder: NSCoder) { nil }
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
