import Foundation

/// An app's iCloud container, as CloudKit's `CKContainer`. CellSnap's device is signed in to no
/// iCloud account: `accountStatus` answers `.noAccount`, and what needs the account (the user's
/// record identifier, every database call) finishes with `CKError.notAuthenticated`, naming the
/// call, asynchronously on a background queue, as iOS calls these handlers.
open class CKContainer: NSObject, @unchecked Sendable {
    /// The container's identifier: `iCloud.` and the bundle identifier for the default container
    /// (nil when the process has none, as a test process on Linux).
    open private(set) var containerIdentifier: String?
    /// The database of the user's private data.
    open var privateCloudDatabase: CKDatabase { databases[1] }
    /// The database every user of the app shares.
    open var publicCloudDatabase: CKDatabase { databases[0] }
    /// The database of the records others share with the user.
    open var sharedCloudDatabase: CKDatabase { databases[2] }

    private let databases = [CKDatabase(scope: .public), CKDatabase(scope: .private), CKDatabase(scope: .shared)]

    static let queue = DispatchQueue(label: "CKContainer")

    private init(containerIdentifier: String?) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }

    /// The container `containerIdentifier` (as an entitlement names it).
    public convenience init(identifier containerIdentifier: String) {
        self.init(containerIdentifier: containerIdentifier)
    }

    /// The app's default container.
    open class func `default`() -> CKContainer {
        CKContainer(containerIdentifier: Bundle.main.bundleIdentifier.map { "iCloud.\($0)" })
    }

    /// The database of `databaseScope`.
    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: publicCloudDatabase
        case .private: privateCloudDatabase
        case .shared: sharedCloudDatabase
        }
    }

    /// Runs `operation` against the private database (its `database`, when it sets one).
    open func add(_ operation: CKOperation) {
        if let operation = operation as? CKDatabaseOperation, operation.database == nil {
            operation.database = privateCloudDatabase
        }
        CKOperation.queue.addOperation(operation)
    }

    /// Answers `.noAccount` with no error, asynchronously.
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        Self.queue.async { completionHandler(.noAccount, nil) }
    }

    /// `.noAccount`.
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }

    /// Finishes with `CKError.notAuthenticated`: there is no signed-in user.
    open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        let error = CKError.noService("CKContainer.fetchUserRecordID(completionHandler:)")
        Self.queue.async { completionHandler(nil, error) }
    }

    /// Throws `CKError.notAuthenticated`: there is no signed-in user.
    open func userRecordID() async throws -> CKRecord.ID { throw CKError.noService("CKContainer.userRecordID()") }
}
