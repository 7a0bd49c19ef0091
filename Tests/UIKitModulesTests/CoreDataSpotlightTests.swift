// `NSCoreDataCoreSpotlightDelegate` as a Core Data app subclasses it: the objects of an entity
// marked for Spotlight are indexed with the subclass's attributes when indexing starts and after
// each save, and the delegate's items are removed when its index is deleted.
import CoreData
import CoreSpotlight
import Foundation
import Testing

/// Describes each bookmark by its title.
private final class BookmarkIndexer: NSCoreDataCoreSpotlightDelegate, @unchecked Sendable {
    override func domainIdentifier() -> String { "test.bookmarks" }

    override func attributeSet(for object: NSManagedObject) -> CSSearchableItemAttributeSet? {
        guard let title = object.value(forKey: "title") as? String else { return nil }
        let attributes = CSSearchableItemAttributeSet(contentType: .text)
        attributes.title = title
        return attributes
    }
}

@Suite struct CoreDataSpotlightTests {
    @Test func objectsAreIndexedAtStartAndAfterSaves() throws {
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        title.isIndexedBySpotlight = true
        let bookmark = NSEntityDescription()
        bookmark.name = "Bookmark"
        bookmark.properties = [title]
        let model = NSManagedObjectModel()
        model.entities = [bookmark]
        let container = NSPersistentContainer(name: "Bookmarks", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.url = URL(fileURLWithPath: "/dev/null")
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in
            if let error { Issue.record(error) }
        }
        let context = container.viewContext
        let first = NSEntityDescription.insertNewObject(forEntityName: "Bookmark", into: context)
        first.setValue("Swift", forKey: "title")
        _ = NSEntityDescription.insertNewObject(forEntityName: "Bookmark", into: context)  // no title: left out
        try context.save()

        let indexer = BookmarkIndexer(forStoreWith: description, coordinator: container.persistentStoreCoordinator)
        func titles() -> [String?] {
            CSSearchableIndex.default().cellSnapIndexedItems.filter { $0.domainIdentifier == "test.bookmarks" }
                .map(\.attributeSet.title)
        }
        #expect(titles().isEmpty && !indexer.isIndexingEnabled)
        indexer.startSpotlightIndexing()
        #expect(titles() == ["Swift"] && indexer.isIndexingEnabled)
        let second = NSEntityDescription.insertNewObject(forEntityName: "Bookmark", into: context)
        second.setValue("Linux", forKey: "title")
        try context.save()
        #expect(Set(titles().compactMap { $0 }) == ["Swift", "Linux"])
        indexer.stopSpotlightIndexing()
        first.setValue("Swift 6", forKey: "title")
        try context.save()
        #expect(Set(titles().compactMap { $0 }) == ["Swift", "Linux"])  // no longer indexing
        var deleted = false
        indexer.deleteSpotlightIndex { error in deleted = error == nil }
        #expect(deleted && titles().isEmpty)
    }
}
