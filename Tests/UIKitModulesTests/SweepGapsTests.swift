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
