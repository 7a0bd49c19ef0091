// What a sweep of public apps' code found missing: a fetched results controller made as a
// placeholder, Core Data's error codes, a sort descriptor with a string method's selector, the
// bar button item of iOS 16 with a title, an image and a target, and MapKit's hybrid and
// imagery configurations.
import CoreData
import Foundation
import MapKit
import Testing
import UIKit

@MainActor @Suite struct SweepGapsTests {
    @Test func aPlaceholderFetchedResultsControllerHasNothingAndCannotFetch() {
        let controller = NSFetchedResultsController<Book>()
        #expect(controller.fetchedObjects == nil && controller.sections == nil)
        #expect(controller.fetchRequest.entityName == nil && controller.sectionNameKeyPath == nil)
        #expect(throws: (any Error).self) { try controller.performFetch() }
    }

    @Test func coreDatasErrorCodesAreItsHeaders() {
        let codes = [
            NSManagedObjectValidationError, NSValidationMissingMandatoryPropertyError, NSValidationNumberTooLargeError,
            NSValidationNumberTooSmallError, NSValidationStringTooLongError, NSValidationInvalidURIError,
            NSManagedObjectMergeError, NSPersistentStoreIncompatibleSchemaError, NSCoreDataError,
        ]
        #expect(codes == [1550, 1570, 1610, 1620, 1660, 1690, 133_020, 134_020, 134_060])
        // A save missing a title reports the code an app compares with.
        let context = libraryContainer().viewContext
        _ = Book(context: context)
        #expect(throws: (any Error).self) { try context.save() }
        do { try context.save() } catch {
            #expect((error as NSError).code == NSValidationMissingMandatoryPropertyError)
        }
    }

    /// Each selector's order of the same names; `key: "self"` orders an array of strings.
    static let selectorOrders: [(String, [String])] = [
        ("compare:", ["Item 10", "Item 9", "apple", "item 2"]),
        ("caseInsensitiveCompare:", ["apple", "Item 10", "item 2", "Item 9"]),
        ("localizedStandardCompare:", ["apple", "item 2", "Item 9", "Item 10"]),
        ("dance:", ["Item 10", "Item 9", "apple", "item 2"]),
    ]

    @Test(arguments: selectorOrders.indices)
    func aSortDescriptorOrdersStringsByItsSelector(index: Int) {
        let (selector, expected) = Self.selectorOrders[index]
        let names: NSArray = ["item 2", "Item 10", "apple", "Item 9"]
        let descriptor = NSSortDescriptor(key: "self", ascending: true, selector: Selector(selector))
        #expect(names.sortedArray(using: [descriptor]) as? [String] == expected, "\(selector)")
    }

    @Test func aFetchOrdersByTheSortDescriptorsSelector() throws {
        let context = libraryContainer().viewContext
        for title in ["item 2", "Item 10", "apple", "Item 9"] { _ = addBook(title, pages: 1, to: context) }
        try context.save()
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [
            NSSortDescriptor(key: "title", ascending: false, selector: Selector("localizedStandardCompare:"))
        ]
        #expect(try context.fetch(request).map(\.title) == ["Item 10", "Item 9", "item 2", "apple"])
    }

    @Test func aBarButtonItemWithATitleAnImageAndATarget() {
        let menu = UIMenu(title: "More", children: [])
        let item = UIBarButtonItem(
            title: "Share", image: UIImage(systemName: "square.and.arrow.up"), target: nil,
            action: Selector("share:"), menu: menu)
        #expect(item.title == "Share" && item.image == UIImage(systemName: "square.and.arrow.up"))
        #expect(item.action == Selector("share:") && item.menu === menu && item.style == .plain)
        #expect(UIBarButtonItem(title: "Edit", image: nil, target: nil, action: nil).menu == nil)
    }

    @Test func mapKitsHybridAndImageryConfigurationsKeepTheirElevation() {
        let hybrid = MKHybridMapConfiguration(elevationStyle: .realistic)
        hybrid.showsTraffic = true
        #expect(hybrid.elevationStyle == .realistic && hybrid.showsTraffic && hybrid.pointOfInterestFilter == nil)
        #expect(MKHybridMapConfiguration().elevationStyle == .flat)
        #expect(MKImageryMapConfiguration(elevationStyle: .realistic).elevationStyle == .realistic)
        let map = MKMapView()
        map.preferredConfiguration = hybrid
        #expect(map.preferredConfiguration === hybrid)
    }
}

/// Aggregates a dictionary fetch computes with expression descriptions, as an expenses screen's
/// totals fetch them, over all the books and by group; and on one object over a to-many relationship.
@MainActor @Suite struct ExpressionDescriptionTests {
    func description(_ name: String, _ function: String, _ keyPath: String) -> NSExpressionDescription {
        let description = NSExpressionDescription()
        description.name = name
        description.expression = NSExpression(forFunction: function, arguments: [NSExpression(forKeyPath: keyPath)])
        description.expressionResultType = .integer64AttributeType
        return description
    }

    func library() throws -> NSManagedObjectContext {
        let context = libraryContainer().viewContext
        let shelf = Shelf(context: context)
        shelf.setValue("Classics", forKey: "name")
        addBook("Dune", pages: 412, to: context, shelf: shelf)
        addBook("Emma", pages: 474, to: context, shelf: shelf).setValue(true, forKey: "isFavorite")
        addBook("Beloved", pages: 324, to: context).setValue(true, forKey: "isFavorite")
        try context.save()
        return context
    }

    @Test func aFetchSumsCountsAndAveragesOverTheBooks() throws {
        let request = NSFetchRequest<NSDictionary>(entityName: "Book")
        request.resultType = .dictionaryResultType
        request.propertiesToFetch = [
            description("total", "sum:", "pages"), description("count", "count:", "pages"),
            description("longest", "max:", "pages"), description("mean", "average:", "pages"),
        ]
        let rows = try library().fetch(request)
        #expect(rows.count == 1)
        #expect(rows.first?["total"] as? Int == 1210 && rows.first?["count"] as? Int == 3)
        #expect(rows.first?["longest"] as? Int == 474)
        #expect(abs((rows.first?["mean"] as? Double ?? 0) - 1210.0 / 3) < 1e-9)
    }

    @Test func aFetchGroupsItsSums() throws {
        let request = NSFetchRequest<NSDictionary>(entityName: "Book")
        request.resultType = .dictionaryResultType
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        request.propertiesToGroupBy = ["isFavorite"]
        request.propertiesToFetch = ["isFavorite", description("total", "sum:", "pages")]
        let rows = try library().fetch(request)
        #expect(rows.map { $0["isFavorite"] as? Bool } == [true, false])
        #expect(rows.map { $0["total"] as? Int } == [798, 412])
    }

    @Test func aFunctionOfAToManyRelationshipOnOneObject() throws {
        let context = try library()
        let shelf = try #require(try context.fetch(NSFetchRequest<Shelf>(entityName: "Shelf")).first)
        let sum = NSExpression(forFunction: "sum:", arguments: [NSExpression(forKeyPath: "books.pages")])
        #expect(sum.expressionValue(with: shelf, context: nil) as? Int == 886)
        #expect(sum.expressionType == .function && sum.function == "sum:" && sum.arguments?.count == 1)
        #expect("\(sum)" == "sum(books.pages)")
    }
}

/// A fetch run in the background gives its objects to its block when the context's queue next
/// runs; a store is replaced only by one its coordinator holds.
@MainActor @Suite struct AsynchronousFetchTests {
    @Test func anAsynchronousFetchDeliversOnTheContextsQueue() async throws {
        let context = libraryContainer().viewContext
        _ = addBook("Dune", pages: 412, to: context)
        _ = addBook("Emma", pages: 474, to: context)
        try context.save()
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        var titles: [String]?
        let asynchronous = NSAsynchronousFetchRequest(fetchRequest: request) { result in
            titles = result.finalResult?.map(\.title)
        }
        let result = try #require(try context.execute(asynchronous) as? NSAsynchronousFetchResult<Book>)
        #expect(titles == nil && result.finalResult == nil, "not yet: the block runs on the context's queue")
        await withCheckedContinuation { continuation in context.perform { continuation.resume() } }
        #expect(titles == ["Dune", "Emma"] && result.finalResult?.count == 2 && result.operationError == nil)
    }

    @Test func aStoreIsReplacedOnlyByOneOfItsCoordinator() throws {
        let container = libraryContainer()
        let coordinator = container.persistentStoreCoordinator
        let own = try #require(coordinator.persistentStores.first?.url)
        try coordinator.replacePersistentStore(at: own, withPersistentStoreFrom: own, ofType: NSSQLiteStoreType)
        #expect(throws: (any Error).self) {
            try coordinator.replacePersistentStore(
                at: own, withPersistentStoreFrom: URL(fileURLWithPath: "/tmp/backup.sqlite"), ofType: NSSQLiteStoreType)
        }
        #expect(throws: (any Error).self) {
            try coordinator.replacePersistentStore(at: own, withPersistentStoreFrom: own, ofType: "Unknown")
        }
    }

    @Test func theTypedStoreTypesAreTheStringConstants() throws {
        #expect(NSPersistentStore.StoreType.sqlite.rawValue == NSSQLiteStoreType)
        #expect(NSPersistentStore.StoreType.inMemory.rawValue == NSInMemoryStoreType)
        #expect(NSPersistentStore.StoreType.binary.rawValue == NSBinaryStoreType)
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
        let url = URL(fileURLWithPath: "/tmp/typed.sqlite")
        let store = try coordinator.addPersistentStore(type: .sqlite, at: url)
        #expect(store.type == NSSQLiteStoreType && coordinator.persistentStores.count == 1)
        try coordinator.replacePersistentStore(at: url, withPersistentStoreFrom: url, type: .sqlite)
        let moved = try coordinator.migratePersistentStore(
            store, to: URL(fileURLWithPath: "/tmp/typed2.sqlite"), type: .inMemory)
        #expect(moved.type == NSInMemoryStoreType && coordinator.persistentStores.first === moved)
        #expect(throws: (any Error).self) {
            try coordinator.addPersistentStore(type: NSPersistentStore.StoreType(rawValue: "Unknown"), at: url)
        }
    }
}
