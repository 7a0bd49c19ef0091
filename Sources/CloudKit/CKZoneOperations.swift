import Foundation

// The operations a syncing app runs on zones, subscriptions and changes. Like every CloudKit
// operation here (see ``CKOperation``), each finishes with `CKError.notAuthenticated`, naming the
// operation, through its result and completion blocks: no zone is saved or fetched, no change
// arrives, and no server change token exists.

/// Saves and deletes zones, as CloudKit's `CKModifyRecordZonesOperation`.
open class CKModifyRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The zones to save.
    open var recordZonesToSave: [CKRecordZone]?
    /// The identifiers of the zones to delete.
    open var recordZoneIDsToDelete: [CKRecordZone.ID]?
    /// Called with each zone saved or failed.
    open var perRecordZoneSaveBlock: ((CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    /// Called with each zone deleted or failed.
    open var perRecordZoneDeleteBlock: ((CKRecordZone.ID, Result<Void, any Error>) -> Void)?
    /// Called once when the operation finishes.
    open var modifyRecordZonesResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called once when the operation finishes (before iOS 15's result block).
    open var modifyRecordZonesCompletionBlock: (([CKRecordZone]?, [CKRecordZone.ID]?, (any Error)?) -> Void)?

    public override init() { super.init() }

    /// Saves `recordZonesToSave` and deletes `recordZoneIDsToDelete`.
    public convenience init(
        recordZonesToSave: [CKRecordZone]? = nil, recordZoneIDsToDelete: [CKRecordZone.ID]? = nil
    ) {
        self.init()
        (self.recordZonesToSave, self.recordZoneIDsToDelete) = (recordZonesToSave, recordZoneIDsToDelete)
    }

    override func finish(with error: CKError) {
        modifyRecordZonesResultBlock?(.failure(error))
        modifyRecordZonesCompletionBlock?(nil, nil, error)
    }
}

/// Fetches zones, as CloudKit's `CKFetchRecordZonesOperation`.
open class CKFetchRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The identifiers of the zones to fetch (nil: every zone of the database).
    open var recordZoneIDs: [CKRecordZone.ID]?
    /// Called with each zone fetched or failed.
    open var perRecordZoneResultBlock: ((CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    /// Called once when the operation finishes.
    open var fetchRecordZonesResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called once when the operation finishes (before iOS 15's result block).
    open var fetchRecordZonesCompletionBlock: (([CKRecordZone.ID: CKRecordZone]?, (any Error)?) -> Void)?

    public required override init() { super.init() }

    /// Fetches the zones `recordZoneIDs`.
    public convenience init(recordZoneIDs: [CKRecordZone.ID]) {
        self.init()
        self.recordZoneIDs = recordZoneIDs
    }

    /// An operation that fetches every zone of the database.
    open class func fetchAllRecordZonesOperation() -> Self { Self() }

    override func finish(with error: CKError) {
        fetchRecordZonesResultBlock?(.failure(error))
        fetchRecordZonesCompletionBlock?(nil, error)
    }
}

/// Fetches which zones of a database changed since a token, as CloudKit's
/// `CKFetchDatabaseChangesOperation`.
open class CKFetchDatabaseChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The token of the last fetch (nil: every zone).
    open var previousServerChangeToken: CKServerChangeToken?
    /// How many zones a batch holds at most (0: as many as the server sends).
    open var resultsLimit = 0
    /// Whether the operation goes on until every change is fetched.
    open var fetchAllChanges = true
    /// Called with each changed zone.
    open var recordZoneWithIDChangedBlock: ((CKRecordZone.ID) -> Void)?
    /// Called with each deleted zone.
    open var recordZoneWithIDWasDeletedBlock: ((CKRecordZone.ID) -> Void)?
    /// Called with each purged zone.
    open var recordZoneWithIDWasPurgedBlock: ((CKRecordZone.ID) -> Void)?
    /// Called with each zone deleted when the person reset their encrypted data.
    open var recordZoneWithIDWasDeletedDueToUserEncryptedDataResetBlock: ((CKRecordZone.ID) -> Void)?
    /// Called with each new token within the fetch.
    open var changeTokenUpdatedBlock: ((CKServerChangeToken) -> Void)?
    /// Called once when the operation finishes.
    open var fetchDatabaseChangesResultBlock:
        ((Result<(serverChangeToken: CKServerChangeToken, moreComing: Bool), any Error>) -> Void)?
    /// Called once when the operation finishes (before iOS 15's result block).
    open var fetchDatabaseChangesCompletionBlock: ((CKServerChangeToken?, Bool, (any Error)?) -> Void)?

    public override init() { super.init() }

    /// Fetches the changes since `previousServerChangeToken`.
    public convenience init(previousServerChangeToken: CKServerChangeToken?) {
        self.init()
        self.previousServerChangeToken = previousServerChangeToken
    }

    override func finish(with error: CKError) {
        fetchDatabaseChangesResultBlock?(.failure(error))
        fetchDatabaseChangesCompletionBlock?(nil, false, error)
    }
}

/// Fetches the records of zones that changed since a token, as CloudKit's
/// `CKFetchRecordZoneChangesOperation`.
open class CKFetchRecordZoneChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// How one zone's changes are fetched, as `CKFetchRecordZoneChangesOperation.ZoneConfiguration`.
    open class ZoneConfiguration: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
        public static var supportsSecureCoding: Bool { true }
        /// The token of the zone's last fetch (nil: every record).
        open var previousServerChangeToken: CKServerChangeToken?
        /// How many records a batch holds at most (0: as many as the server sends).
        open var resultsLimit = 0
        /// The fields to fetch (nil: all).
        open var desiredKeys: [CKRecord.FieldKey]?

        public override init() { super.init() }

        /// A configuration from `previousServerChangeToken`, with `resultsLimit` and `desiredKeys`.
        public convenience init(
            previousServerChangeToken: CKServerChangeToken? = nil, resultsLimit: Int? = nil,
            desiredKeys: [CKRecord.FieldKey]? = nil
        ) {
            self.init()
            self.previousServerChangeToken = previousServerChangeToken
            self.resultsLimit = resultsLimit ?? 0
            self.desiredKeys = desiredKeys
        }

        /// A configuration decoded with its limit and keys (no token exists on Linux).
        public required init?(coder: NSCoder) {
            super.init()
            resultsLimit = coder.decodeInteger(forKey: "resultsLimit")
            desiredKeys = coder.decodeObject(forKey: "desiredKeys") as? [String]
        }

        open func encode(with coder: NSCoder) {
            coder.encode(resultsLimit, forKey: "resultsLimit")
            if let desiredKeys { coder.encode(desiredKeys.map { $0 as NSString } as NSArray, forKey: "desiredKeys") }
        }

        open func copy(with zone: NSZone? = nil) -> Any {
            ZoneConfiguration(
                previousServerChangeToken: previousServerChangeToken, resultsLimit: resultsLimit,
                desiredKeys: desiredKeys)
        }
    }

    /// The zones whose changes are fetched.
    open var recordZoneIDs: [CKRecordZone.ID]?
    /// How each zone's changes are fetched.
    open var configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]?
    /// Whether the operation goes on until every change is fetched.
    open var fetchAllChanges = true
    /// Called with each changed record or the error fetching it.
    open var recordWasChangedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called with each changed record (before iOS 15's block).
    open var recordChangedBlock: ((CKRecord) -> Void)?
    /// Called with each deleted record and its type.
    open var recordWithIDWasDeletedBlock: ((CKRecord.ID, CKRecord.RecordType) -> Void)?
    /// Called with each new token of a zone within the fetch.
    open var recordZoneChangeTokensUpdatedBlock: ((CKRecordZone.ID, CKServerChangeToken?, Data?) -> Void)?
    /// Called when a zone's changes are fetched.
    open var recordZoneFetchResultBlock:
        (
            (
                CKRecordZone.ID,
                Result<
                    (serverChangeToken: CKServerChangeToken, clientChangeTokenData: Data?, moreComing: Bool), any Error
                >
            ) -> Void
        )?
    /// Called when a zone's changes are fetched (before iOS 15's result block).
    open var recordZoneFetchCompletionBlock:
        ((CKRecordZone.ID, CKServerChangeToken?, Data?, Bool, (any Error)?) -> Void)?
    /// Called once when the operation finishes.
    open var fetchRecordZoneChangesResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called once when the operation finishes (before iOS 15's result block).
    open var fetchRecordZoneChangesCompletionBlock: (((any Error)?) -> Void)?

    public override init() { super.init() }

    /// Fetches the changes of `recordZoneIDs`, each configured by `configurationsByRecordZoneID`.
    public convenience init(
        recordZoneIDs: [CKRecordZone.ID], configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]? = nil
    ) {
        self.init()
        (self.recordZoneIDs, self.configurationsByRecordZoneID) = (recordZoneIDs, configurationsByRecordZoneID)
    }

    override func finish(with error: CKError) {
        fetchRecordZoneChangesResultBlock?(.failure(error))
        fetchRecordZoneChangesCompletionBlock?(error)
    }
}

/// Saves and deletes subscriptions, as CloudKit's `CKModifySubscriptionsOperation`.
open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The subscriptions to save.
    open var subscriptionsToSave: [CKSubscription]?
    /// The identifiers of the subscriptions to delete.
    open var subscriptionIDsToDelete: [CKSubscription.ID]?
    /// Called with each subscription saved or failed.
    open var perSubscriptionSaveBlock: ((CKSubscription.ID, Result<CKSubscription, any Error>) -> Void)?
    /// Called with each subscription deleted or failed.
    open var perSubscriptionDeleteBlock: ((CKSubscription.ID, Result<Void, any Error>) -> Void)?
    /// Called once when the operation finishes.
    open var modifySubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
    /// Called once when the operation finishes (before iOS 15's result block).
    open var modifySubscriptionsCompletionBlock: (([CKSubscription]?, [CKSubscription.ID]?, (any Error)?) -> Void)?

    public override init() { super.init() }

    /// Saves `subscriptionsToSave` and deletes `subscriptionIDsToDelete`.
    public convenience init(
        subscriptionsToSave: [CKSubscription]? = nil, subscriptionIDsToDelete: [CKSubscription.ID]? = nil
    ) {
        self.init()
        (self.subscriptionsToSave, self.subscriptionIDsToDelete) = (subscriptionsToSave, subscriptionIDsToDelete)
    }

    override func finish(with error: CKError) {
        modifySubscriptionsResultBlock?(.failure(error))
        modifySubscriptionsCompletionBlock?(nil, nil, error)
    }
}
