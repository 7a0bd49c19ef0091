// Core Data's persistent history, query generations and remote merges as an app that syncs uses
// them: each save to a tracking store is a transaction of inserts, updates and deletes, read after
// a token and deleted before one; a pinned context reads its generation; changes saved elsewhere
// merge from their identifiers.
import CoreData
import Foundation
import Testing
import UIKit

/// The reading list's container with the store's options `options` on.
func trackingContainer(_ options: [String] = [NSPersistentHistoryTrackingKey]) -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Library")
    let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
    for option in options { description.setOption(true as NSNumber, forKey: option) }
    container.persistentStoreDescriptions = [description]
    container.loadPersistentStores { _, error in
        if let error { Issue.record(error) }
    }
    return container
}

@Suite struct CoreDataHistoryTests {
    /// Three saves by the author "app": two inserts, an update of `pages`, a delete; the saved
    /// books' identifiers (taken before the delete, which detaches the deleted object).
    func threeSaves(_ context: NSManagedObjectContext) throws -> (NSManagedObjectID, NSManagedObjectID) {
        context.transactionAuthor = "app"
        context.name = "editor"
        let dune = addBook("Dune", pages: 412, to: context)
        let emma = addBook("Emma", pages: 320, to: context)
        try context.save()
        let ids = (dune.objectID, emma.objectID)
        dune.pages = 500
        try context.save()
        context.delete(emma)
        try context.save()
        return ids
    }

    func history(_ context: NSManagedObjectContext, _ request: NSPersistentHistoryChangeRequest) throws
        -> [NSPersistentHistoryTransaction]
    {
        let result = try context.execute(request) as? NSPersistentHistoryResult
        return try #require(result?.result as? [NSPersistentHistoryTransaction])
    }

    @Test func savesAreRecordedAsTransactionsOfChanges() throws {
        let context = trackingContainer().viewContext
        let (dune, emma) = try threeSaves(context)
        let transactions = try history(context, .fetchHistory(after: nil as NSPersistentHistoryToken?))
        #expect(transactions.map(\.author) == ["app", "app", "app"])
        #expect(transactions.map(\.contextName) == ["editor", "editor", "editor"])
        #expect(transactions.map(\.transactionNumber) == [1, 2, 3])
        let changes = transactions.map { ($0.changes ?? []).map(\.changeType) }
        #expect(changes == [[.insert, .insert], [.update], [.delete]])
        #expect(transactions[0].changes?.map(\.changedObjectID) == [dune, emma])
        #expect(transactions[1].changes?.first?.updatedProperties?.map(\.name) == ["pages"])
        #expect(transactions[2].changes?.first?.changedObjectID == emma)
        #expect(transactions[1].changes?.first?.transaction === transactions[1])
    }

    @Test func historyIsReadAfterATokenOrThroughAFetchRequest() throws {
        let context = trackingContainer().viewContext
        _ = try threeSaves(context)
        let first = try history(context, .fetchHistory(after: nil as NSPersistentHistoryToken?))[0]
        #expect(try history(context, .fetchHistory(after: first.token)).map(\.transactionNumber) == [2, 3])
        #expect(try history(context, .fetchHistory(after: first)).count == 2)
        let fetch = try #require(NSPersistentHistoryTransaction.fetchRequest)
        fetch.predicate = NSPredicate(format: "author != %@", "app")
        #expect(try history(context, .fetchHistory(withFetch: fetch)).isEmpty)
        let request = NSPersistentHistoryChangeRequest.fetchHistory(after: first.token)
        request.resultType = .changesOnly
        let changes = try #require((try context.execute(request) as? NSPersistentHistoryResult)?.result as? [Any])
        #expect(changes.count == 2)
        request.resultType = .count
        #expect(((try context.execute(request) as? NSPersistentHistoryResult)?.result as? NSNumber) == 2)
        #expect(
            context.persistentStoreCoordinator?.currentPersistentHistoryToken(fromStores: nil)?.isEqual(
                try history(context, .fetchHistory(after: first.token)).last?.token) == true)
    }

    @Test func deletedHistoryExpiresOlderTokens() throws {
        let context = trackingContainer().viewContext
        _ = try threeSaves(context)
        let all = try history(context, .fetchHistory(after: nil as NSPersistentHistoryToken?))
        _ = try context.execute(NSPersistentHistoryChangeRequest.deleteHistory(before: all[2].token))
        #expect(
            try history(context, .fetchHistory(after: nil as NSPersistentHistoryToken?)).map(\.transactionNumber) == [3]
        )
        #expect(try history(context, .fetchHistory(after: all[1].token)).map(\.transactionNumber) == [3])
        let expired = #expect(throws: NSError.self) {
            try context.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: all[0].token))
        }
        #expect(expired?.code == 134_301)
    }

    @Test func tokensArchiveAsAppsKeepThem() throws {
        let context = trackingContainer().viewContext
        _ = try threeSaves(context)
        let token = try #require(
            try history(context, .fetchHistory(after: nil as NSPersistentHistoryToken?)).first?.token)
        let data = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        let restored = try NSKeyedUnarchiver.unarchivedObject(ofClass: NSPersistentHistoryToken.self, from: data)
        #expect(restored == token)
        #expect(try history(context, .fetchHistory(after: restored)).count == 2)
    }

    @Test func aStoreWithoutTrackingRefusesHistoryRequests() throws {
        let context = trackingContainer([]).viewContext
        addBook("Dune", pages: 412, to: context)
        try context.save()
        let error = #expect(throws: NSError.self) {
            try context.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: nil as NSPersistentHistoryToken?))
        }
        #expect(error?.localizedDescription.contains("NSPersistentHistoryTrackingKey") == true)
    }

    @Test func remoteChangeNotificationsFollowSavesWhenAsked() throws {
        let container = trackingContainer([
            NSPersistentHistoryTrackingKey, NSPersistentStoreRemoteChangeNotificationPostOptionKey,
        ])
        let tokens = EventLog()
        let observer = NotificationCenter.default.addObserver(
            forName: .NSPersistentStoreRemoteChange, object: container.persistentStoreCoordinator, queue: nil
        ) { note in
            let token = note.userInfo?[NSPersistentHistoryTokenKey] as? NSPersistentHistoryToken
            tokens.append(token.map { "token \($0.description)" } ?? "no token")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        _ = try threeSaves(container.viewContext)
        let store = try #require(container.persistentStoreCoordinator.persistentStores.first?.identifier)
        #expect(tokens.all == (1...3).map { "token <NSPersistentHistoryToken \(store) \($0)>" })
    }

    @Test func aPinnedContextReadsItsGenerationUntilItResets() throws {
        let container = trackingContainer()
        let reader = container.viewContext
        addBook("Dune", pages: 412, to: reader)
        try reader.save()
        try reader.setQueryGenerationFrom(.current)
        #expect(reader.queryGenerationToken != nil)
        let writer = container.newBackgroundContext()
        try writer.performAndWait {
            addBook("Emma", pages: 320, to: writer)
            try writer.save()
        }
        let request = NSFetchRequest<Book>(entityName: "Book")
        #expect(try reader.fetch(request).map(\.title) == ["Dune"])
        reader.reset()
        #expect(try reader.fetch(request).map(\.title).sorted() == ["Dune", "Emma"])
        try reader.setQueryGenerationFrom(nil)
        #expect(reader.queryGenerationToken == nil)
        let child = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        child.parent = reader
        #expect(throws: NSError.self) { try child.setQueryGenerationFrom(.current) }
    }

    @Test func changesSavedElsewhereMergeFromTheirIdentifiers() throws {
        let container = trackingContainer()
        let view = container.viewContext
        let book = addBook("Dune", pages: 412, to: view)
        try view.save()
        let writer = container.newBackgroundContext()
        let other = try #require(try writer.existingObject(with: book.objectID) as? Book)
        other.pages = 600
        try writer.save()
        #expect(book.pages == 412)
        NSManagedObjectContext.mergeChanges(
            fromRemoteContextSave: [NSUpdatedObjectsKey: [book.objectID.uriRepresentation()]], into: [view])
        #expect(book.pages == 600)
        other.pages = 700
        try writer.save()
        let last = try history(writer, .fetchHistory(after: nil as NSPersistentHistoryToken?)).last
        view.mergeChanges(fromContextDidSave: try #require(last?.objectIDNotification()))
        #expect(book.pages == 700)
    }
}
