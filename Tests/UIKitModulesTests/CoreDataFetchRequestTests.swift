// `Entity.fetchRequest()` of a generated entity class resolves as on iOS: to the entity's own
// `NSFetchRequest<Entity>` wherever no type says otherwise (a `let` without a type, an argument of
// a generic parameter), and to NSManagedObject's `NSFetchRequest<NSFetchRequestResult>` where the
// type asks for it. The classes are generated from Fixtures/Generated.xcdatamodeld.
import CoreData
import Foundation
import Testing

@Suite struct CoreDataFetchRequestTests {
    /// A context over the Generated model with two saved tags.
    static func context() throws -> NSManagedObjectContext {
        let context = CoreDataCodeGenerationTests.container().viewContext
        for name in ["beta", "alpha"] {
            GenTag(context: context).name = name
        }
        try context.save()
        return context
    }

    /// The names the request finds, sorted, from a parameter typed as the entity's request.
    static func names(_ request: NSFetchRequest<GenTag>, in context: NSManagedObjectContext) throws -> [String] {
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        return try context.fetch(request).compactMap(\.name)
    }

    @Test func withoutATypeTheEntitysRequestIsTaken() throws {
        let context = try Self.context()
        let request = GenTag.fetchRequest()
        request.predicate = NSPredicate(format: "name == %@", "alpha")
        // `first` is a GenTag: its generated property is read without a cast.
        let tag = try #require(try context.fetch(request).first)
        #expect(tag.name == "alpha")
        #expect(request.entityName == "GenTag")
    }

    /// `execute()` runs the request in the context whose block is running (the inner one when
    /// blocks nest); outside a block it throws, naming what is missing.
    @Test func executeRunsInTheContextOfTheBlockItIsIn() throws {
        let context = try Self.context()
        let request = GenTag.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let names = try context.performAndWait { try request.execute().compactMap(\.name) }
        #expect(names == ["alpha", "beta"])
        let empty = CoreDataCodeGenerationTests.container().viewContext
        let inner = try context.performAndWait { try empty.performAndWait { try request.execute().count } }
        #expect(inner == 0)
        let error = #expect(throws: NSError.self) { try request.execute() }
        #expect(error?.localizedDescription.contains("outside a context's perform or performAndWait block") == true)
    }

    @Test func theTypeOfAVariableOrAParameterChoosesTheEntitysRequest() throws {
        let context = try Self.context()
        let typed: NSFetchRequest<GenTag> = GenTag.fetchRequest()
        #expect(try Self.names(typed, in: context) == ["alpha", "beta"])
        #expect(try Self.names(GenTag.fetchRequest(), in: context) == ["alpha", "beta"])
        let fetched = try context.fetch(GenTag.fetchRequest())
        #expect(fetched.compactMap(\.name).sorted() == ["alpha", "beta"])
    }

    @Test func aFetchedResultsControllerInfersTheEntityFromTheRequest() throws {
        let context = try Self.context()
        let request = GenTag.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: false)]
        let controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        try controller.performFetch()
        let names: [String?] = controller.fetchedObjects?.map(\.name) ?? []
        #expect(names == ["beta", "alpha"])
    }

    @Test func nsManagedObjectsRequestIsTakenWhereTheTypeAsksForIt() throws {
        let context = try Self.context()
        let untyped: NSFetchRequest<NSFetchRequestResult> = GenTag.fetchRequest()
        #expect(untyped.entityName == "GenTag")
        #expect(try context.count(for: untyped) == 2)
        let base = NSManagedObject.fetchRequest()
        #expect(type(of: base) == NSFetchRequest<NSFetchRequestResult>.self)
    }
}
