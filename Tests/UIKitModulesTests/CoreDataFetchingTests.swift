// Predicates as stores build them with `NSPredicate(format:)` (parsed and evaluated by CellSnap,
// where swift-corelibs-foundation stops the process), and a fetched results controller in
// sections telling its delegate what a save changed.
import CoreData
import Foundation
import Testing
import UIKit

struct PredicateCase: CustomTestStringConvertible, Sendable {
    var format: String
    var arguments: [String]
    var titles: [String]
    var testDescription: String { format }
}

/// The books every predicate case filters, by title: Dune (412 pages, rated 4.5, on the
/// "Classics" shelf), Émile (640, favourite), Emma (474, 4.0, "Classics"), Beloved (324).
func predicateLibrary() throws -> NSManagedObjectContext {
    let context = libraryContainer().viewContext
    let shelf = Shelf(context: context)
    shelf.setValue("Classics", forKey: "name")
    let dune = addBook("Dune", pages: 412, to: context, shelf: shelf)
    dune.setValue(4.5, forKey: "rating")
    addBook("Émile", pages: 640, to: context).setValue(true, forKey: "isFavorite")
    addBook("Emma", pages: 474, to: context, shelf: shelf).setValue(4.0, forKey: "rating")
    addBook("Beloved", pages: 324, to: context)
    try context.save()
    return context
}

let predicateCases: [PredicateCase] = [
    PredicateCase(format: "%K == %@", arguments: ["title", "Emma"], titles: ["Emma"]),
    PredicateCase(format: "title != 'Emma' AND pages < 500", arguments: [], titles: ["Dune", "Beloved"]),
    PredicateCase(format: "%K CONTAINS[cd] %@", arguments: ["title", "EM"], titles: ["Émile", "Emma"]),
    PredicateCase(format: "title CONTAINS 'm'", arguments: [], titles: ["Émile", "Emma"]),
    PredicateCase(format: "title BEGINSWITH[c] 'e'", arguments: [], titles: ["Emma"]),
    PredicateCase(format: "title ENDSWITH 'ed'", arguments: [], titles: ["Beloved"]),
    PredicateCase(format: "title LIKE 'D?n*'", arguments: [], titles: ["Dune"]),
    PredicateCase(format: "title IN %@", arguments: ["Dune|Beloved"], titles: ["Dune", "Beloved"]),
    PredicateCase(format: "pages BETWEEN {400, 500}", arguments: [], titles: ["Dune", "Emma"]),
    PredicateCase(format: "rating >= 4.5 OR isFavorite == YES", arguments: [], titles: ["Dune", "Émile"]),
    PredicateCase(format: "NOT (shelf.name == 'Classics')", arguments: [], titles: ["Émile", "Beloved"]),
    PredicateCase(format: "shelf == nil", arguments: [], titles: ["Émile", "Beloved"]),
    PredicateCase(format: "rating == nil && pages > 600", arguments: [], titles: ["Émile"]),
    PredicateCase(format: "SELF.pages <= 324 || FALSEPREDICATE", arguments: [], titles: ["Beloved"]),
    PredicateCase(format: "TRUEPREDICATE", arguments: [], titles: ["Dune", "Émile", "Emma", "Beloved"]),
    PredicateCase(format: "title MATCHES 'E.*'", arguments: [], titles: ["Emma"]),
    PredicateCase(format: "shelf.books.@count > 1", arguments: [], titles: ["Dune", "Emma"]),
]

@Suite struct CoreDataPredicateTests {
    @Test(arguments: predicateCases) func predicateFindsBooks(_ testCase: PredicateCase) throws {
        let context = try predicateLibrary()
        let request = NSFetchRequest<Book>(entityName: "Book")
        let arguments: [Any] = testCase.arguments.map { argument in
            argument.contains("|") ? argument.split(separator: "|").map(String.init) as Any : argument as Any
        }
        request.predicate = NSPredicate(format: testCase.format, argumentArray: arguments)
        #expect(try context.fetch(request).map(\.title) == testCase.titles)
    }

    @Test func variadicArgumentsAndCompounds() throws {
        let context = try predicateLibrary()
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSCompoundPredicate(andPredicateWithSubpredicates: [
            NSPredicate(format: "%K > %ld", "pages", 400),
            NSPredicate(format: "%K == %@", "isFavorite", NSNumber(value: false)),
        ])
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try context.fetch(request).map(\.title) == ["Dune", "Emma"])
        request.predicate = NSPredicate(format: "ANY books.pages > %d", 450)
        let shelves = NSFetchRequest<NSManagedObject>(entityName: "Shelf")
        shelves.predicate = NSPredicate(format: "ANY books.pages > %d", 450)
        #expect(try context.fetch(shelves).count == 1)
    }

    @Test(arguments: [
        ("SUBQUERY(books, $b, $b.pages > 1).@count > 0", "SUBQUERY is not supported by CellSnap, at character 1"),
        ("title UTI-EQUALS 'public.text'", "the operator UTI-EQUALS is not supported by CellSnap, at character 7"),
        ("title == ", "the format ends where a value was expected, at the end"),
        ("title == %@", "%@ has no argument, at character 10"),
    ])
    func unsupportedFormatIsRefusedNamingIt(_ format: String, _ reason: String) throws {
        let context = try predicateLibrary()
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSPredicate(format: format)
        #expect {
            try context.fetch(request)
        } throws: { error in
            (error as NSError).localizedDescription == "CoreData: NSPredicate(format: \"\(format)\"): \(reason)"
        }
    }
}

/// A list screen's store: the changes a fetched results controller reports, as text.
final class ChangeLog: NSObject, NSFetchedResultsControllerDelegate {
    var entries: [String] = []
    var snapshotItems: [String] = []

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        entries.append("will")
    }
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChange sectionInfo: NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {
        entries.append("section \(sectionInfo.name) \(type) at \(sectionIndex)")
    }
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
        at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        let title = (anObject as? Book)?.title ?? "?"
        entries.append("\(title) \(type) \(indexPath.map { "\($0)" } ?? "-") \(newIndexPath.map { "\($0)" } ?? "-")")
    }
    func controller(
        _ controller: NSFetchedResultsController<NSFetchRequestResult>,
        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
    ) {
        let typed = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)
        snapshotItems = typed.sectionIdentifiers.map { "\($0):\(typed.numberOfItems(inSection: $0))" }
    }
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        entries.append("did \(controller.fetchedObjects?.count ?? -1)")
    }
}

@Suite struct FetchedResultsControllerTests {
    @Test func sectionsAndChangesAfterASave() throws {
        let context = libraryContainer().viewContext
        let classics = Shelf(context: context)
        classics.setValue("Classics", forKey: "name")
        addBook("Emma", pages: 474, to: context, shelf: classics)
        addBook("Dune", pages: 412, to: context, shelf: classics)
        try context.save()
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [
            NSSortDescriptor(key: "shelf.name", ascending: true), NSSortDescriptor(key: "title", ascending: true),
        ]
        let controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "shelf.name", cacheName: nil)
        let log = ChangeLog()
        controller.delegate = log
        try controller.performFetch()
        #expect(controller.sections?.map(\.name) == ["Classics"])
        #expect(controller.object(at: IndexPath(item: 1, section: 0)).title == "Emma")
        let novels = Shelf(context: context)
        novels.setValue("Novels", forKey: "name")
        let beloved = addBook("Beloved", pages: 324, to: context, shelf: novels)
        try context.save()
        #expect(log.entries == ["will", "section Novels insert at 1", "Beloved insert - [1, 0]", "did 3"])
        #expect(log.snapshotItems == ["Classics:2", "Novels:1"])
        #expect(controller.indexPath(forObject: beloved) == IndexPath(item: 0, section: 1))
        #expect(controller.sections?.map(\.numberOfObjects) == [2, 1])
    }

    @Test func fetchWithoutSortDescriptorsIsRefused() {
        let context = libraryContainer().viewContext
        let controller = NSFetchedResultsController(
            fetchRequest: NSFetchRequest<Book>(entityName: "Book"), managedObjectContext: context,
            sectionNameKeyPath: nil,
            cacheName: nil)
        #expect(throws: (any Error).self) { try controller.performFetch() }
        #expect(controller.fetchedObjects == nil)
    }
}
