// `import CloudKit` as an app's sync code writes it: records built, read and archived for real;
// a device signed in to no iCloud account, whose database calls and operations finish with
// `CKError.notAuthenticated` naming the call.
import CloudKit
import Foundation
import Testing

@Suite struct CloudKitTests {
    @Test func recordsKeepTheirFieldsAndChangedKeys() throws {
        let zoneID = CKRecordZone.ID(zoneName: "Articles")
        let record = CKRecord(recordType: "Article", recordID: CKRecord.ID(recordName: "a1", zoneID: zoneID))
        record["title"] = "Soup"
        record["views"] = 3
        record["tags"] = ["hot", "red"]
        record.setObject(NSNumber(value: true), forKey: "starred")
        let feed = CKRecord(recordType: "Feed")
        record["feed"] = CKRecord.Reference(record: feed, action: .deleteSelf)
        #expect(record["title"] as? String == "Soup" && record["views"] as? Int == 3)
        let tags: [String]? = record["tags"]
        #expect(tags == ["hot", "red"] && (record["starred"] as? NSNumber)?.boolValue == true)
        let reference = try #require(record["feed"] as? CKRecord.Reference)
        #expect(reference.recordID == feed.recordID && reference.action == .deleteSelf)
        #expect(record.allKeys() == ["title", "views", "tags", "starred", "feed"])
        record["views"] = nil
        #expect(record.allKeys() == ["title", "tags", "starred", "feed"] && record.changedKeys().count == 5)
        #expect(record.creationDate == nil && record.recordChangeTag == nil && record.recordType == "Article")
        #expect(feed.recordID.zoneID == .default && feed.recordID.recordName.count == 36)
        #expect(CKRecordZone.ID.default.zoneName == "_defaultZone" && zoneID.ownerName == CKCurrentUserDefaultName)
        let copy = try #require(record.copy() as? CKRecord)
        #expect(copy["title"] as? String == "Soup" && copy.recordID == record.recordID)
    }

    @Test func identifierInitsTakeTheOverlaysDefaults() {
        let zoneID = CKRecordZone.ID(zoneName: "Articles")
        let fresh = CKRecord.ID(zoneID: zoneID)
        #expect(fresh.zoneID == zoneID && UUID(uuidString: fresh.recordName) != nil)
        #expect(CKRecord.ID().zoneID == .default && CKRecord.ID().recordName != CKRecord.ID().recordName)
        #expect(CKRecord.ID(recordName: "a").zoneID == .default && CKRecord.ID(recordName: "a").recordName == "a")
        #expect(CKRecordZone.ID() == .default && CKRecordZone.ID(zoneName: "Z").ownerName == CKCurrentUserDefaultName)
        let record = CKRecord(recordType: "Article")
        #expect(record.recordID.zoneID == .default && UUID(uuidString: record.recordID.recordName) != nil)
        #expect(CKRecord(recordType: "Article", zoneID: zoneID).recordID.zoneID == zoneID)
    }

    @Test func identifiersAreValuesAndSystemFieldsArchive() throws {
        let zoneID = CKRecordZone.ID(zoneName: "Articles", ownerName: "_someone")
        #expect(CKRecord.ID(recordName: "a", zoneID: zoneID) == CKRecord.ID(recordName: "a", zoneID: zoneID))
        #expect(CKRecord.ID(recordName: "a", zoneID: zoneID) != CKRecord.ID(recordName: "a"))
        #expect(Set([CKRecord.ID(recordName: "a"), CKRecord.ID(recordName: "a")]).count == 1)
        let record = CKRecord(recordType: "Article", recordID: CKRecord.ID(recordName: "a", zoneID: zoneID))
        record["title"] = "Soup"
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        record.encodeSystemFields(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = true
        let restored = try #require(CKRecord(coder: unarchiver))
        #expect(restored.recordID == record.recordID && restored.recordType == "Article")
        #expect(restored.recordID.zoneID.ownerName == "_someone" && restored.allKeys().isEmpty)
        let data = try NSKeyedArchiver.archivedData(withRootObject: record.recordID, requiringSecureCoding: true)
        let recordID = try NSKeyedUnarchiver.unarchivedObject(ofClass: CKRecord.ID.self, from: data)
        #expect(recordID == record.recordID)
        let zone = CKRecordZone(zoneName: "Articles")
        #expect(zone.zoneID == CKRecordZone.ID(zoneName: "Articles") && zone.capabilities.isEmpty)
        let query = CKQuery(recordType: "Article", predicate: NSPredicate(value: true))
        query.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(query.recordType == "Article" && query.sortDescriptors?.first?.ascending == true)
    }

    @Test func theContainerHasNoAccountAndTheDatabaseRefuses() async throws {
        let container = CKContainer(identifier: "iCloud.com.example.soup")
        #expect(container.containerIdentifier == "iCloud.com.example.soup")
        #expect(try await container.accountStatus() == .noAccount)
        #expect(container.database(with: .private) === container.privateCloudDatabase)
        #expect(container.publicCloudDatabase.databaseScope == .public)
        let record = CKRecord(recordType: "Article")
        do {
            _ = try await container.privateCloudDatabase.save(record)
            Issue.record("saved without iCloud")
        } catch CKError.notAuthenticated {
        }
        let error: CKError? = await withCheckedContinuation { continuation in
            container.privateCloudDatabase.fetch(withRecordID: record.recordID) { _, error in
                continuation.resume(returning: error as? CKError)
            }
        }
        #expect(error?.code == .notAuthenticated && error?.retryAfterSeconds == nil)
        let limited = CKError(.requestRateLimited, userInfo: [CKErrorRetryAfterKey: NSNumber(value: 2.5)])
        #expect(
            limited.retryAfterSeconds == 2.5 && limited.userInfo.count == 1 && CKError.errorDomain == "CKErrorDomain")
        #expect(
            error?.localizedDescription
                == "CKDatabase.fetch(withRecordID:completionHandler:): CellSnap does not provide iCloud (CloudKit's service) on Linux"
        )
    }

    @Test func operationsFinishThroughTheirResultBlocks() async {
        let database = CKContainer(identifier: "iCloud.com.example.soup").privateCloudDatabase
        let operation = CKModifyRecordsOperation(
            recordsToSave: [CKRecord(recordType: "Article")], recordIDsToDelete: nil)
        operation.savePolicy = .changedKeys
        let message: String = await withCheckedContinuation { continuation in
            operation.modifyRecordsResultBlock = { result in
                guard case .failure(let error) = result else { return continuation.resume(returning: "succeeded") }
                continuation.resume(returning: error.localizedDescription)
            }
            database.add(operation)
        }
        #expect(message == "CKModifyRecordsOperation: CellSnap does not provide iCloud (CloudKit's service) on Linux")
        #expect(operation.database === database && operation.isAtomic && CKQueryOperation.maximumResults == 0)
    }

    /// A fetch by identifiers fails as a whole through its completion block (the pre-iOS 15 form),
    /// and no per-record block is called, as no record is fetched.
    @Test func aFetchOfRecordsFailsAsAWhole() async {
        let database = CKContainer.default().publicCloudDatabase
        let operation = CKFetchRecordsOperation(recordIDs: [CKRecord.ID(recordName: "soup")])
        nonisolated(unsafe) var perRecordCalls = 0
        operation.perRecordCompletionBlock = { _, _, _ in perRecordCalls += 1 }
        operation.perRecordProgressBlock = { _, _ in perRecordCalls += 1 }
        let message: String = await withCheckedContinuation { continuation in
            operation.fetchRecordsCompletionBlock = { records, error in
                continuation.resume(returning: "\(records == nil) \(error?.localizedDescription ?? "")")
            }
            database.add(operation)
        }
        #expect(
            message == "true CKFetchRecordsOperation: CellSnap does not provide iCloud (CloudKit's service) on Linux")
        #expect(perRecordCalls == 0)
    }

    /// Zone, change and subscription operations: each finishes through both its result and its
    /// completion block with `.notAuthenticated`, naming the operation.
    @Test func syncOperationsFinishNotAuthenticated() throws {
        let zone = CKRecordZone(zoneName: "Notes")
        var finished: [String: [CKError.Code]] = [:]
        func note(_ name: String, _ error: (any Error)?) {
            let cloudError = error as? CKError
            #expect(cloudError?.localizedDescription.hasPrefix(name + ":") == true, "\(name)")
            finished[name, default: []].append(cloudError?.code ?? .internalError)
        }
        let modifyZones = CKModifyRecordZonesOperation(recordZonesToSave: [zone])
        #expect(modifyZones.recordZonesToSave == [zone] && modifyZones.recordZoneIDsToDelete == nil)
        modifyZones.modifyRecordZonesResultBlock = {
            if case .failure(let error) = $0 { note("CKModifyRecordZonesOperation", error) }
        }
        modifyZones.modifyRecordZonesCompletionBlock = { note("CKModifyRecordZonesOperation", $2) }
        let fetchZones = CKFetchRecordZonesOperation.fetchAllRecordZonesOperation()
        #expect(fetchZones.recordZoneIDs == nil)
        fetchZones.fetchRecordZonesCompletionBlock = { note("CKFetchRecordZonesOperation", $1) }
        let databaseChanges = CKFetchDatabaseChangesOperation(previousServerChangeToken: nil)
        databaseChanges.fetchDatabaseChangesCompletionBlock = { token, more, error in
            #expect(token == nil && !more)
            note("CKFetchDatabaseChangesOperation", error)
        }
        let configuration = CKFetchRecordZoneChangesOperation.ZoneConfiguration(
            resultsLimit: 50, desiredKeys: ["title"])
        let zoneChanges = CKFetchRecordZoneChangesOperation(
            recordZoneIDs: [zone.zoneID], configurationsByRecordZoneID: [zone.zoneID: configuration])
        #expect(zoneChanges.configurationsByRecordZoneID?[zone.zoneID]?.resultsLimit == 50)
        zoneChanges.fetchRecordZoneChangesCompletionBlock = { note("CKFetchRecordZoneChangesOperation", $0) }
        let subscription = CKDatabaseSubscription(subscriptionID: "notes-changes")
        subscription.notificationInfo = CKSubscription.NotificationInfo()
        subscription.notificationInfo?.shouldSendContentAvailable = true
        #expect(subscription.subscriptionType == .database && subscription.subscriptionID == "notes-changes")
        let subscriptions = CKModifySubscriptionsOperation(subscriptionsToSave: [subscription])
        subscriptions.modifySubscriptionsResultBlock = {
            if case .failure(let error) = $0 { note("CKModifySubscriptionsOperation", error) }
        }
        for operation: CKOperation in [modifyZones, fetchZones, databaseChanges, zoneChanges, subscriptions] {
            operation.main()
        }
        #expect(finished.count == 5)
        #expect(finished.values.allSatisfy { $0.allSatisfy { $0 == .notAuthenticated } })
        #expect(finished["CKModifyRecordZonesOperation"]?.count == 2)
    }

    /// Query and zone subscriptions keep what they watch; a CloudKit push is read by its payload.
    @Test func subscriptionsAndNotifications() throws {
        let query = CKQuerySubscription(
            recordType: "Note", predicate: NSPredicate(value: true),
            options: [.firesOnRecordCreation, .firesOnRecordUpdate])
        #expect(query.subscriptionType == .query && query.recordType == "Note" && query.zoneID == nil)
        #expect(query.querySubscriptionOptions.rawValue == 3 && UUID(uuidString: query.subscriptionID) != nil)
        let zoneID = CKRecordZone.ID(zoneName: "Notes", ownerName: CKCurrentUserDefaultName)
        let zone = CKRecordZoneSubscription(zoneID: zoneID, subscriptionID: "notes")
        #expect(zone.subscriptionType == .recordZone && zone.zoneID == zoneID && zone.recordType == nil)
        let cases: [([AnyHashable: Any], CKNotification.NotificationType?, String?)] = [
            (["aps": ["content-available": 1]], nil, nil),
            (["ck": ["cid": "iCloud.com.example.notes", "met": ["sid": "notes-changes"]]], .database, "notes-changes"),
            (["ck": ["fet": ["sid": "notes", "zid": "Notes"]]], .recordZone, "notes"),
            (["ck": ["qry": ["sid": "new-notes"]]], .query, "new-notes"),
            (["ck": ["cid": "iCloud.com.example.notes"]], nil, nil),
        ]
        for (payload, type, subscriptionID) in cases {
            let notification = CKNotification(fromRemoteNotificationDictionary: payload)
            #expect(notification?.notificationType == type && notification?.subscriptionID == subscriptionID)
        }
        #expect(
            CKNotification(fromRemoteNotificationDictionary: cases[1].0)?.containerIdentifier
                == "iCloud.com.example.notes")
    }
}
