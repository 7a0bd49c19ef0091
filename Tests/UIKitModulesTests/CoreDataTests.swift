// A reading list kept in Core Data as apps keep one (`import CoreData`, a model shipped as an
// `.xcdatamodeld`, `NSManagedObject` subclasses, fetch requests with predicates and sort
// descriptors, a fetched results controller): it compiles unchanged and runs over CellSnap's
// in-memory store with Core Data's results.
import CoreData
import Foundation
import Testing
import UIKit

final class Book: NSManagedObject {
    var title: String {
        get { value(forKey: "title") as? String ?? "" }
        set { setValue(newValue, forKey: "title") }
    }
    var pages: Int {
        get { (value(forKey: "pages") as? Int) ?? 0 }
        set { setValue(newValue, forKey: "pages") }
    }
    var shelf: Shelf? {
        get { value(forKey: "shelf") as? Shelf }
        set { setValue(newValue, forKey: "shelf") }
    }
    private(set) var awakeCount = 0

    override func awakeFromInsert() {
        super.awakeFromInsert()
        awakeCount += 1
        setValue(Date(timeIntervalSinceReferenceDate: 0), forKey: "added")
    }
}

final class Shelf: NSManagedObject {
    var books: NSSet { value(forKey: "books") as? NSSet ?? NSSet() }
}

/// A reading list's store, as apps write one: a container of the bundled model, in memory.
func libraryContainer() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Library")
    let description = NSPersistentStoreDescription()
    description.url = URL(fileURLWithPath: "/dev/null")
    container.persistentStoreDescriptions = [description]
    container.loadPersistentStores { _, error in
        if let error { Issue.record(error) }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
    container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    return container
}

@discardableResult
func addBook(_ title: String, pages: Int, to context: NSManagedObjectContext, shelf: Shelf? = nil) -> Book {
    let book = Book(context: context)
    book.title = title
    book.pages = pages
    book.shelf = shelf
    return book
}

@Suite struct CoreDataModelTests {
    @Test func bundledModelIsReadFromItsXML() throws {
        let model = libraryContainer().managedObjectModel
        #expect(model.entities.map(\.name) == ["Book", "Shelf", "Note"])
        let book = try #require(model.entitiesByName["Book"])
        #expect(book.attributesByName["pages"]?.attributeType == .integer32AttributeType)
        #expect(book.attributesByName["pages"]?.defaultValue as? Int == 0)
        #expect(book.attributesByName["isFavorite"]?.defaultValue as? Bool == false)
        #expect(book.attributesByName["title"]?.isOptional == false)
        #expect(book.attributesByName["code"]?.attributeType == .UUIDAttributeType)
        let notes = try #require(book.relationshipsByName["notes"])
        #expect(notes.isToMany && notes.deleteRule == .cascadeDeleteRule)
        #expect(notes.destinationEntity?.name == "Note")
        #expect(notes.inverseRelationship?.name == "book")
        #expect(book.relationshipsByName["shelf"]?.isToMany == false)
    }

    @Test func missingModelIsAnErrorForTheCompletionHandler() {
        let container = NSPersistentContainer(name: "Missing")
        var messages: [String] = []
        container.loadPersistentStores { _, error in
            messages.append((error as NSError?)?.localizedDescription ?? "none")
        }
        #expect(
            messages == [
                "CoreData: NSPersistentContainer(name: \"Missing\"): no Missing.xcdatamodeld in the main bundle or its resource bundles (add it to the package's resources)"
            ])
    }

    @Test func entityOfASubclassAndInsertNewObject() throws {
        let context = libraryContainer().viewContext
        #expect(Book.entity().name == "Book")
        // Shelf is found by its name in the module of the classes used so far (Book).
        let made = NSEntityDescription.insertNewObject(forEntityName: "Shelf", into: context)
        #expect(made is Shelf)
        #expect(
            NSEntityDescription.entity(forEntityName: "Note", in: context)?.properties.map(\.name) == ["text", "book"])
        _ = NSEntityDescription.insertNewObject(forEntityName: "Magazine", into: context)
        #expect(throws: (any Error).self) { try context.save() }
    }

    @Test func aPlainInitMakesAnObjectOfTheClassesEntityInNoContext() throws {
        let context = libraryContainer().viewContext
        let book = Book()
        #expect(book.entity.name == "Book" && book.managedObjectContext == nil && !book.isInserted)
        book.title = "Dune"
        #expect(book.title == "Dune")
        context.insert(book)
        #expect(book.managedObjectContext === context && book.isInserted)
        // A model loaded with an entity of no class of its own (NSManagedObject's) does not make
        // that entity the base class's.
        let tag = NSEntityDescription()
        tag.name = "Tag"
        let model = NSManagedObjectModel()
        model.entities = [tag]
        let tags = NSPersistentContainer(name: "Tags", managedObjectModel: model)
        let memory = NSPersistentStoreDescription()
        memory.url = URL(fileURLWithPath: "/dev/null")
        tags.persistentStoreDescriptions = [memory]
        tags.loadPersistentStores { _, error in #expect(error == nil) }
        #expect(tag.managedObjectClassName == "NSManagedObject")
        let plain = NSManagedObject()
        #expect(plain.entity.name == "NSManagedObject" && plain.managedObjectContext == nil)
        #expect(plain.value(forKey: "anything") == nil)
    }
}

@Suite struct CoreDataStoreTests {
    @Test func insertSaveAndFetchInOrder() throws {
        let context = libraryContainer().viewContext
        let book = addBook("Dune", pages: 412, to: context)
        addBook("Emma", pages: 474, to: context)
        addBook("Beloved", pages: 324, to: context)
        #expect(book.awakeCount == 1)
        #expect(book.value(forKey: "added") as? Date == Date(timeIntervalSinceReferenceDate: 0))
        #expect(book.isInserted && book.objectID.isTemporaryID && context.hasChanges)
        try context.save()
        #expect(!book.isInserted && !book.objectID.isTemporaryID && !context.hasChanges)
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "pages", ascending: false)]
        #expect(try context.fetch(request).map(\.title) == ["Emma", "Dune", "Beloved"])
        request.fetchOffset = 1
        request.fetchLimit = 1
        #expect(try context.fetch(request).map(\.title) == ["Dune"])
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 3)
        let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Book")
        ids.resultType = .managedObjectIDResultType
        #expect(try context.fetch(ids).map { $0.uriRepresentation().lastPathComponent } == ["p1", "p2", "p3"])
    }

    @Test func unsavedChangesCountAndRollBack() throws {
        let context = libraryContainer().viewContext
        let kept = addBook("Dune", pages: 412, to: context)
        try context.save()
        kept.pages = 500
        addBook("Emma", pages: 474, to: context)
        #expect(kept.isUpdated && context.updatedObjects.count == 1 && context.insertedObjects.count == 1)
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 2)
        context.rollback()
        #expect(kept.pages == 412 && !context.hasChanges)
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 1)
        context.delete(kept)
        #expect(kept.isDeleted)
        try context.save()
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 0)
    }

    @Test func relationshipsKeepTheirInverses() throws {
        let context = libraryContainer().viewContext
        let shelf = Shelf(context: context)
        shelf.setValue("Classics", forKey: "name")
        let emma = addBook("Emma", pages: 474, to: context, shelf: shelf)
        let dune = addBook("Dune", pages: 412, to: context)
        shelf.setValue(NSSet(array: [emma, dune]), forKey: "books")
        #expect(dune.shelf === shelf)
        #expect(Set(shelf.books.allObjects.map { ($0 as! Book).title }) == ["Emma", "Dune"])
        let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        note.setValue("Read twice", forKey: "text")
        note.setValue(emma, forKey: "book")
        #expect((emma.value(forKey: "notes") as? NSSet)?.count == 1)
        #expect(emma.value(forKeyPath: "shelf.name") as? String == "Classics")
        try context.save()
        context.delete(emma)
        try context.save()
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Note")) == 0, "notes cascade")
        #expect(shelf.books.count == 1, "the shelf's side is nullified")
    }

    @Test func missingRequiredValueIsRefusedBySave() {
        let context = libraryContainer().viewContext
        _ = Book(context: context)
        #expect {
            try context.save()
        } throws: { error in
            (error as NSError).code == 1570
                && (error as NSError).localizedDescription
                    == "CoreData: Book.title is a required value (the model says it is not optional) and has none"
        }
    }

    @Test func backgroundSaveIsMergedIntoTheViewContext() async throws {
        let container = libraryContainer()
        let shown = addBook("Dune", pages: 412, to: container.viewContext)
        try container.viewContext.save()
        let background = container.newBackgroundContext()
        try await background.perform {
            let copy = try background.existingObject(with: shown.objectID) as! Book
            copy.pages = 600
            addBook("Emma", pages: 474, to: background)
            try background.save()
        }
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(shown.pages == 600)
        #expect(try container.viewContext.count(for: NSFetchRequest<Book>(entityName: "Book")) == 2)
    }

    /// An object another context deleted and saved is not fetched again by a context that
    /// registered it and does not merge: Core Data's fetch finds the store's rows and the
    /// context's own unsaved inserts, so a list refetched after a "remove all" made in the
    /// background is empty (body BI's news app).
    @Test func anObjectDeletedElsewhereIsNotFetchedAgain() async throws {
        let container = libraryContainer()
        let viewContext = container.viewContext
        viewContext.automaticallyMergesChangesFromParent = false
        let saved = addBook("Dune", pages: 412, to: viewContext)
        try viewContext.save()
        let background = container.newBackgroundContext()
        try await background.perform {
            for book in try background.fetch(NSFetchRequest<Book>(entityName: "Book")) { background.delete(book) }
            try background.save()
        }
        addBook("Emma", pages: 474, to: viewContext)
        #expect(saved.managedObjectContext === viewContext)
        #expect(try viewContext.fetch(NSFetchRequest<Book>(entityName: "Book")).map(\.title) == ["Emma"])
        #expect(try viewContext.count(for: NSFetchRequest<Book>(entityName: "Book")) == 1)
    }

    @Test func batchDeleteDeletesInTheStore() throws {
        let context = libraryContainer().viewContext
        addBook("Dune", pages: 412, to: context)
        addBook("Emma", pages: 474, to: context)
        try context.save()
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Book")
        request.predicate = NSPredicate(format: "pages > %d", 450)
        let delete = NSBatchDeleteRequest(fetchRequest: request)
        delete.resultType = .resultTypeCount
        let result = try context.execute(delete) as? NSBatchDeleteResult
        #expect(result?.result as? NSNumber == 1)
        context.reset()
        #expect(try context.fetch(NSFetchRequest<Book>(entityName: "Book")).map(\.title) == ["Dune"])
        // Through the coordinator, for the context, as apps clear a store.
        let everything = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<NSFetchRequestResult>(entityName: "Book"))
        everything.resultType = .resultTypeCount
        let coordinator = try #require(context.persistentStoreCoordinator)
        let cleared = try coordinator.execute(everything, with: context) as? NSBatchDeleteResult
        #expect(cleared?.result as? NSNumber == 1)
        context.reset()
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 0)
    }

    /// A batch update sets the values in the store for the objects its predicate matches (by name
    /// or by attribute, a constant expression too); the context sees them once reset; it returns
    /// the count or the identifiers asked for; an unknown attribute is an error naming it.
    @Test func batchUpdateSetsValuesInTheStore() throws {
        let context = libraryContainer().viewContext
        addBook("Dune", pages: 412, to: context)
        addBook("Emma", pages: 474, to: context)
        addBook("Ulysses", pages: 730, to: context)
        try context.save()
        let update = NSBatchUpdateRequest(entityName: "Book")
        update.predicate = NSPredicate(format: "pages > %d", 450)
        update.propertiesToUpdate = ["pages": 500]
        update.resultType = .updatedObjectsCountResultType
        let result = try #require(try context.execute(update) as? NSBatchUpdateResult)
        #expect(result.result as? NSNumber == 2 && result.resultType == .updatedObjectsCountResultType)
        context.reset()
        let pages = try context.fetch(NSFetchRequest<Book>(entityName: "Book")).map { "\($0.title) \($0.pages)" }
        #expect(pages == ["Dune 412", "Emma 500", "Ulysses 500"])

        let rename = NSBatchUpdateRequest(entity: Book.entity())
        rename.propertiesToUpdate = [
            Book.entity().attributesByName["title"]!: NSExpression(forConstantValue: "Untitled")
        ]
        rename.resultType = .updatedObjectIDsResultType
        let ids = try #require((try context.execute(rename) as? NSBatchUpdateResult)?.result as? [NSManagedObjectID])
        #expect(ids.count == 3)
        context.reset()
        #expect(
            try context.fetch(NSFetchRequest<Book>(entityName: "Book")).map(\.title) == [
                "Untitled", "Untitled", "Untitled",
            ])

        let unknown = NSBatchUpdateRequest(entityName: "Book")
        unknown.propertiesToUpdate = ["author": "Anon"]
        #expect {
            try context.execute(unknown)
        } throws: { error in
            (error as NSError).localizedDescription.contains(#"entity "Book" has no attribute "author""#)
        }
    }
}

/// A batch insert stores an object for each dictionary (missing attributes at their defaults),
/// from a list or from a handler called until it answers `true`; a fetch, which reads the store,
/// finds them; it returns the count or the identifiers asked for; an unknown attribute is an error naming it.
@Test func batchInsertStoresAnObjectForEachDictionary() throws {
    let context = libraryContainer().viewContext
    addBook("Dune", pages: 412, to: context)
    try context.save()
    let insert = NSBatchInsertRequest(
        entity: Book.entity(), objects: [["title": "Emma", "pages": 474], ["title": "Ulysses"]])
    insert.resultType = .count
    let result = try #require(try context.execute(insert) as? NSBatchInsertResult)
    #expect(result.result as? NSNumber == 2 && result.resultType == .count)
    let books = try context.fetch(NSFetchRequest<Book>(entityName: "Book")).map { "\($0.title) \($0.pages)" }
    #expect(books == ["Dune 412", "Emma 474", "Ulysses 0"])

    var remaining = ["Walden", "Beloved"]
    let handled = NSBatchInsertRequest(entity: Book.entity()) { (dictionary: NSMutableDictionary) in
        guard let title = remaining.popLast() else { return true }
        dictionary["title"] = title
        return false
    }
    handled.resultType = .objectIDs
    let ids = try #require((try context.execute(handled) as? NSBatchInsertResult)?.result as? [NSManagedObjectID])
    #expect(ids.count == 2)
    #expect(ids.compactMap { (context.object(with: $0) as? Book)?.title } == ["Beloved", "Walden"])

    // By the entity's name, each object's attributes set by the handler.
    var pages = [120, 80]
    let byName = NSBatchInsertRequest(entityName: "Book") { (object: NSManagedObject) in
        guard let count = pages.popLast() else { return true }
        object.setValue("Pamphlet \(count)", forKey: "title")
        object.setValue(count, forKey: "pages")
        return false
    }
    byName.resultType = .count
    #expect((try context.execute(byName) as? NSBatchInsertResult)?.result as? NSNumber == 2)
    let pamphlets = NSFetchRequest<Book>(entityName: "Book")
    pamphlets.predicate = NSPredicate(format: "title BEGINSWITH %@", "Pamphlet")
    #expect(try context.fetch(pamphlets).map(\.pages).sorted() == [80, 120])

    let unknown = NSBatchInsertRequest(entityName: "Book", objects: [["author": "Anon"]])
    #expect {
        try context.execute(unknown)
    } throws: { error in
        (error as NSError).localizedDescription.contains(#"entity "Book" has no attribute "author""#)
    }
}

/// A context keeps a dictionary of the app's own, as `NSManagedObjectContext.userInfo`.
@Test func aContextKeepsTheAppsUserInfo() {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.userInfo["cache"] = 3
    #expect(context.userInfo["cache"] as? Int == 3)
    context.userInfo.removeAllObjects()
    #expect(context.userInfo.count == 0)
}

/// An app moving its store to a shared container, as `migratePersistentStore(_:to:options:withType:)`
/// moves it: the objects stay, the store is replaced, and a store of another coordinator is refused.
@Suite struct CoreDataMigrationTests {
    @Test func aMigratedStoreKeepsTheObjectsAndTakesTheOldOnesPlace() throws {
        let container = libraryContainer()
        let context = container.viewContext
        addBook("Dune", pages: 412, to: context)
        try context.save()
        let coordinator = container.persistentStoreCoordinator
        let old = try #require(coordinator.persistentStores.first)
        let target = URL(fileURLWithPath: "/tmp/Shared/Library.sqlite")
        let migrated = try coordinator.migratePersistentStore(old, to: target, withType: NSSQLiteStoreType)
        #expect(coordinator.persistentStores.count == 1 && coordinator.persistentStores.first === migrated)
        #expect(migrated.url == target && migrated.type == NSSQLiteStoreType)
        #expect(coordinator.persistentStore(for: target) === migrated)
        let request = NSFetchRequest<Book>(entityName: "Book")
        #expect(try context.fetch(request).map(\.title) == ["Dune"])
        #expect(throws: NSError.self) {
            try coordinator.migratePersistentStore(old, to: target, withType: NSSQLiteStoreType)
        }
        #expect(throws: NSError.self) {
            try coordinator.migratePersistentStore(migrated, to: target, withType: "Nonsense")
        }
    }
}

/// A stack that runs its work in the coordinator's blocks, as `performAndWait(_:)` and
/// `perform(_:)` run them: at once with its result, and later on the coordinator's queue.
@Suite struct CoreDataCoordinatorQueueTests {
    @Test func aCoordinatorRunsBlocksNowOrLaterOnItsQueue() async throws {
        let coordinator = libraryContainer().persistentStoreCoordinator
        #expect(coordinator.performAndWait { coordinator.persistentStores.count } == 1)
        #expect(throws: NSError.self) {
            try coordinator.performAndWait { throw NSError(domain: "CellSnapTests", code: 1) }
        }
        let order = await withCheckedContinuation { (done: CheckedContinuation<[String], Never>) in
            var order: [String] = []
            coordinator.performAndWait {
                coordinator.perform {
                    order.append("perform")
                    done.resume(returning: order)
                }
                order.append("performAndWait")
            }
        }
        #expect(order == ["performAndWait", "perform"])
    }
}
