// NSPersistentCloudKitContainer as Xcode's "Use CloudKit" template and a syncing app use it: its
// first store carries the CloudKit options, its stores load into memory and hold what the app
// saves, a copied description keeps the options, and every call that needs iCloud finishes with
// CKError.notAuthenticated on a device signed in to no account.
import CloudKit
import CoreData
import Foundation
import Testing
import UIKit

@Suite struct CoreDataCloudKitContainerTests {
    /// A container of the reading list's model, as the template makes one, its stores in memory.
    func cloudContainer() -> NSPersistentCloudKitContainer {
        let container = NSPersistentCloudKitContainer(name: "Library")
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, error in
            if let error { Issue.record(error) }
        }
        return container
    }

    @Test func theFirstStoreMirrorsToThePrivateDatabase() throws {
        let container = cloudContainer()
        let description = try #require(container.persistentStoreDescriptions.first)
        let options = try #require(description.cloudKitContainerOptions)
        #expect(options.containerIdentifier == "iCloud." + (Bundle.main.bundleIdentifier ?? "app"))
        #expect(options.databaseScope == .private)
        #expect(
            NSPersistentContainer(name: "Library").persistentStoreDescriptions.first?.cloudKitContainerOptions == nil)

        let shared = try #require(description.copy() as? NSPersistentStoreDescription)
        #expect(shared.cloudKitContainerOptions === options)
        let sharedOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: options.containerIdentifier)
        sharedOptions.databaseScope = .shared
        shared.cloudKitContainerOptions = sharedOptions
        #expect(description.cloudKitContainerOptions?.databaseScope == .private)
        #expect(shared.cloudKitContainerOptions?.databaseScope == .shared)
    }

    @Test func savedObjectsAreFetchedAndNeverShared() throws {
        let container = cloudContainer()
        let context = container.viewContext
        let dune = addBook("Dune", pages: 412, to: context)
        try context.save()
        let request = NSFetchRequest<Book>(entityName: "Book")
        #expect(try context.fetch(request).map(\.title) == ["Dune"])

        #expect(try container.fetchShares(matching: [dune.objectID]).isEmpty)
        #expect(try container.fetchShares(in: nil).isEmpty)
        #expect(container.record(for: dune.objectID) == nil && container.recordID(for: dune.objectID) == nil)
        #expect(container.records(for: [dune.objectID]).isEmpty && container.recordIDs(for: [dune.objectID]).isEmpty)
        #expect(container.canUpdateRecord(forManagedObjectWith: dune.objectID))
        #expect(container.canDeleteRecord(forManagedObjectWith: dune.objectID))
        let store = try #require(container.persistentStoreCoordinator.persistentStores.first)
        #expect(container.canModifyManagedObjects(in: store))
    }

    @Test func callsThatNeedICloudFinishNotAuthenticated() async throws {
        let container = cloudContainer()
        let dune = addBook("Dune", pages: 412, to: container.viewContext)
        let store = try #require(container.persistentStoreCoordinator.persistentStores.first)
        var errors: [(String, (any Error)?)] = []
        container.share([dune], to: nil) { ids, share, cloud, error in
            #expect(ids == nil && share == nil && cloud == nil)
            errors.append(("share(_:to:completion:)", error))
        }
        let zone = CKRecordZone.ID(zoneName: "com.apple.coredata.cloudkit.zone")
        container.purgeObjectsAndRecordsInZone(with: zone, in: store) {
            errors.append(("purgeObjectsAndRecordsInZone(with:in:completion:)", $1))
        }
        container.persistUpdatedShare(CKShare(recordZoneID: zone), in: store) {
            errors.append(("persistUpdatedShare(_:in:completion:)", $1))
        }
        container.acceptShareInvitations(from: [], into: store) {
            errors.append(("acceptShareInvitations(from:into:completion:)", $1))
        }
        let people = CKUserIdentity.LookupInfo.lookupInfos(withEmails: ["reader@example.com"])
        #expect(people.map(\.emailAddress) == ["reader@example.com"] && people[0].phoneNumber == nil)
        container.fetchParticipants(matching: people, into: store) {
            errors.append(("fetchParticipants(matching:into:completion:)", $1))
        }
        do {
            try container.initializeCloudKitSchema(options: [.dryRun])
            Issue.record("initializeCloudKitSchema(options:) did not throw")
        } catch {
            errors.append(("initializeCloudKitSchema(options:)", error))
        }
        do {
            _ = try await container.share([dune], to: nil)
            Issue.record("share(_:to:) did not throw")
        } catch {
            errors.append(("share(_:to:)", error))
        }
        #expect(errors.count == 7)
        for (call, error) in errors {
            let cloudError = try #require(error as? CKError, "\(call)")
            #expect(cloudError.code == .notAuthenticated)
            #expect(cloudError.localizedDescription.contains("NSPersistentCloudKitContainer.\(call)"))
        }
    }
}
