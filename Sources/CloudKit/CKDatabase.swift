import Foundation

/// A database of an iCloud container, as CloudKit's `CKDatabase`. Every call finishes with
/// `CKError.notAuthenticated`, its description naming the call (CellSnap does not provide iCloud
/// on Linux): completion handlers are called asynchronously on a background queue, `async`
/// functions throw, operations run on a queue of their own and call their result blocks.
open class CKDatabase: NSObject, @unchecked Sendable {
    /// Which database of the container, as `CKDatabase.Scope` (their raw values).
    public enum Scope: Int, Sendable {
        case `public` = 1
        case `private` = 2
        case shared = 3
    }

    /// Which database this is.
    open private(set) var databaseScope: Scope

    init(scope: Scope) {
        databaseScope = scope
        super.init()
    }

    /// Runs `operation` against this database.
    open func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        CKOperation.queue.addOperation(operation)
    }

    private func refuse<T>(_ call: String, _ handler: @escaping @Sendable (T?, (any Error)?) -> Void) {
        let error = CKError.noService("CKDatabase.\(call)")
        CKContainer.queue.async { handler(nil, error) }
    }

    /// Fetches the record `recordID`: finishes with `CKError.notAuthenticated`.
    open func fetch(
        withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void
    ) {
        refuse("fetch(withRecordID:completionHandler:)", completionHandler)
    }

    /// Saves `record`: finishes with `CKError.notAuthenticated`.
    open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        refuse("save(_:completionHandler:)", completionHandler)
    }

    /// Deletes the record `recordID`: finishes with `CKError.notAuthenticated`.
    open func delete(
        withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void
    ) {
        refuse("delete(withRecordID:completionHandler:)", completionHandler)
    }

    /// Searches with `query`: finishes with `CKError.notAuthenticated`.
    open func perform(
        _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
        completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void
    ) {
        refuse("perform(_:inZoneWith:completionHandler:)", completionHandler)
    }

    /// Fetches the database's zones: finishes with `CKError.notAuthenticated`.
    open func fetchAllRecordZones(completionHandler: @escaping @Sendable ([CKRecordZone]?, (any Error)?) -> Void) {
        refuse("fetchAllRecordZones(completionHandler:)", completionHandler)
    }

    /// Fetches the zone `zoneID`: finishes with `CKError.notAuthenticated`.
    open func fetch(
        withRecordZoneID zoneID: CKRecordZone.ID,
        completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void
    ) {
        refuse("fetch(withRecordZoneID:completionHandler:)", completionHandler)
    }

    /// Saves `zone`: finishes with `CKError.notAuthenticated`.
    open func save(_ zone: CKRecordZone, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void) {
        refuse("save(_:completionHandler:)", completionHandler)
    }

    /// Deletes the zone `zoneID`: finishes with `CKError.notAuthenticated`.
    open func delete(
        withRecordZoneID zoneID: CKRecordZone.ID,
        completionHandler: @escaping @Sendable (CKRecordZone.ID?, (any Error)?) -> Void
    ) {
        refuse("delete(withRecordZoneID:completionHandler:)", completionHandler)
    }

    /// The record `recordID`: throws `CKError.notAuthenticated`.
    open func record(for recordID: CKRecord.ID) async throws -> CKRecord {
        throw CKError.noService("CKDatabase.record(for:)")
    }

    /// Saves `record`: throws `CKError.notAuthenticated`.
    open func save(_ record: CKRecord) async throws -> CKRecord { throw CKError.noService("CKDatabase.save(_:)") }

    /// Deletes the record `recordID`: throws `CKError.notAuthenticated`.
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID {
        throw CKError.noService("CKDatabase.deleteRecord(withID:)")
    }

    /// The records that match `query`: throws `CKError.notAuthenticated`.
    open func records(
        matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
        resultsLimit: Int = CKQueryOperation.maximumResults
    ) async throws -> (
        matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?
    ) {
        throw CKError.noService("CKDatabase.records(matching:inZoneWith:desiredKeys:resultsLimit:)")
    }

    /// Saves and deletes records: throws `CKError.notAuthenticated`.
    open func modifyRecords(
        saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
        savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true
    ) async throws -> (
        saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]
    ) {
        throw CKError.noService("CKDatabase.modifyRecords(saving:deleting:savePolicy:atomically:)")
    }

    /// The database's zones: throws `CKError.notAuthenticated`.
    open func allRecordZones() async throws -> [CKRecordZone] { throw CKError.noService("CKDatabase.allRecordZones()") }

    /// Saves `zone`: throws `CKError.notAuthenticated`.
    open func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw CKError.noService("CKDatabase.save(_:)") }
}
