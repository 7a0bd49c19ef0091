import CloudKit
import Foundation

/// Which CloudKit container and database a store mirrors to, as Core Data's
/// `NSPersistentCloudKitContainerOptions` (a store description's `cloudKitContainerOptions`).
///
/// No visible effect: the device is signed in to no iCloud account, so no store is mirrored (see
/// ``NSPersistentCloudKitContainer``); the options are kept for the app to read back.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The identifier of the CloudKit container (`iCloud.com.example.App`).
    public let containerIdentifier: String
    /// The database the store mirrors to: the private one by default, the shared one for the
    /// store of records other people share.
    open var databaseScope: CKDatabase.Scope = .private

    /// Options for mirroring to the container `containerIdentifier`.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}

/// What `initializeCloudKitSchema(options:)` does besides creating the schema, as Core Data's
/// `NSPersistentCloudKitContainerSchemaInitializationOptions`.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Validates the model against CloudKit's rules without uploading records.
    public static let dryRun = Self(rawValue: 1 << 1)
    /// Prints the schema it would create.
    public static let printSchema = Self(rawValue: 1 << 2)
}

/// A persistent container that mirrors its stores to CloudKit, as Core Data's
/// `NSPersistentCloudKitContainer` (what Xcode's "Use CloudKit" template makes).
///
/// ```swift
/// let container = NSPersistentCloudKitContainer(name: "Missing")
/// container.persistentStoreDescriptions.first?.cloudKitContainerOptions?.databaseScope   // .private
/// ```
///
/// The container is a ``NSPersistentContainer`` whose first store description carries
/// ``NSPersistentCloudKitContainerOptions`` for the container the app's entitlements would name
/// first; CellSnap has no entitlements and names `iCloud.<bundle identifier>`, as
/// `CKContainer.default()` does (`iCloud.app` without a bundle identifier). Its stores load
/// into memory as any container's do, so a screen shows what the test inserts.
///
/// The device is signed in to no iCloud account (as CellSnap's CloudKit is): nothing is ever
/// mirrored, no object is shared, and every call that needs the server finishes with
/// `CKError.notAuthenticated`, naming the call: ``share(_:to:completion:)``,
/// ``acceptShareInvitations(from:into:completion:)``, ``persistUpdatedShare(_:in:completion:)``,
/// ``purgeObjectsAndRecordsInZone(with:in:completion:)``,
/// ``fetchParticipants(matching:into:completion:)`` and ``initializeCloudKitSchema(options:)``.
/// What reads the local mirror answers as iOS does for objects never mirrored: no shares, no
/// records, and every object may be updated and deleted.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// A container of `model`, its first store mirrored to the app's CloudKit container.
    public override init(name: String, managedObjectModel model: NSManagedObjectModel) {
        super.init(name: name, managedObjectModel: model)
        let identifier = "iCloud." + (Bundle.main.bundleIdentifier ?? "app")
        persistentStoreDescriptions.first?.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(
            containerIdentifier: identifier)
    }

    static func notSignedIn(_ call: String) -> CKError {
        CKError(
            .notAuthenticated,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "NSPersistentCloudKitContainer.\(call): the device is signed in to no iCloud account "
                    + "(CellSnap does not provide iCloud on Linux)"
            ])
    }

    /// Shares `managedObjects` in `share` (a new share when nil): finishes with
    /// `CKError.notAuthenticated`, the device being signed in to no iCloud account.
    open func share(
        _ managedObjects: [NSManagedObject], to share: CKShare?,
        completion: @escaping (Set<NSManagedObjectID>?, CKShare?, CKContainer?, (any Error)?) -> Void
    ) {
        completion(nil, nil, nil, Self.notSignedIn("share(_:to:completion:)"))
    }

    /// Shares `managedObjects` in `share`: throws `CKError.notAuthenticated` (see the type's notes).
    open func share(
        _ managedObjects: [NSManagedObject], to share: CKShare?
    ) async throws -> (Set<NSManagedObjectID>, CKShare, CKContainer) {
        throw Self.notSignedIn("share(_:to:)")
    }

    /// The shares of the objects `objectIDs`: none, since nothing is ever shared here.
    open func fetchShares(matching objectIDs: [NSManagedObjectID]) throws -> [NSManagedObjectID: CKShare] { [:] }

    /// The shares of `persistentStore` (of every store when nil): none, since nothing is shared.
    open func fetchShares(in persistentStore: NSPersistentStore?) throws -> [CKShare] { [] }

    /// The CloudKit record mirroring the object `managedObjectID`: nil, nothing being mirrored.
    open func record(for managedObjectID: NSManagedObjectID) -> CKRecord? { nil }

    /// The CloudKit records mirroring `managedObjectIDs`: none, nothing being mirrored.
    open func records(for managedObjectIDs: [NSManagedObjectID]) -> [NSManagedObjectID: CKRecord] { [:] }

    /// The identifier of the record mirroring `managedObjectID`: nil, nothing being mirrored.
    open func recordID(for managedObjectID: NSManagedObjectID) -> CKRecord.ID? { nil }

    /// The identifiers of the records mirroring `managedObjectIDs`: none, nothing being mirrored.
    open func recordIDs(for managedObjectIDs: [NSManagedObjectID]) -> [NSManagedObjectID: CKRecord.ID] { [:] }

    /// Whether the person may change the object `objectID`: `true`, as iOS answers for an object
    /// no share restricts.
    open func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }

    /// Whether the person may delete the object `objectID`: `true`, as iOS answers for an object
    /// no share restricts.
    open func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }

    /// Whether the person may change the objects of `store`: `true` unless the store is read-only.
    open func canModifyManagedObjects(in store: NSPersistentStore) -> Bool { !store.isReadOnly }

    /// Creates the CloudKit schema of the model: throws `CKError.notAuthenticated` (see the type's notes).
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {
        throw Self.notSignedIn("initializeCloudKitSchema(options:)")
    }

    /// Accepts the shares `metadata` into `persistentStore`: finishes with `CKError.notAuthenticated`.
    open func acceptShareInvitations(
        from metadata: [CKShare.Metadata], into persistentStore: NSPersistentStore,
        completion: (([CKShare.Metadata]?, (any Error)?) -> Void)? = nil
    ) {
        completion?(nil, Self.notSignedIn("acceptShareInvitations(from:into:completion:)"))
    }

    /// Saves the changed `share` of `persistentStore`: finishes with `CKError.notAuthenticated`.
    open func persistUpdatedShare(
        _ share: CKShare, in persistentStore: NSPersistentStore, completion: ((CKShare?, (any Error)?) -> Void)? = nil
    ) {
        completion?(nil, Self.notSignedIn("persistUpdatedShare(_:in:completion:)"))
    }

    /// Deletes the zone `zoneID` and its objects: finishes with `CKError.notAuthenticated`, and
    /// deletes nothing.
    open func purgeObjectsAndRecordsInZone(
        with zoneID: CKRecordZone.ID, in persistentStore: NSPersistentStore?,
        completion: ((CKRecordZone.ID?, (any Error)?) -> Void)? = nil
    ) {
        completion?(nil, Self.notSignedIn("purgeObjectsAndRecordsInZone(with:in:completion:)"))
    }

    /// Looks up the people `lookupInfos` to add to a share: finishes with `CKError.notAuthenticated`.
    open func fetchParticipants(
        matching lookupInfos: [CKUserIdentity.LookupInfo], into persistentStore: NSPersistentStore,
        completion: @escaping ([CKShare.Participant]?, (any Error)?) -> Void
    ) {
        completion(nil, Self.notSignedIn("fetchParticipants(matching:into:completion:)"))
    }
}
