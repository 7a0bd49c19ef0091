// Entity classes that Xcode's Core Data code generation writes, generated at build time by the
// CoreDataCodeGenerator plugin from Fixtures/Generated.xcdatamodeld (every attribute type, optional
// and not, to-one, to-many and ordered relationships, a sub-entity, "Class Definition",
// "Category/Extension" and "Manual/None" entities): the generated classes compile, and values
// round-trip through a save and a fetch.
import CoreData
import CoreDataCodeGeneration
import Foundation
import Testing

/// The class of a "Category/Extension" entity, which the app declares (its properties are generated).
public final class GenBox: NSManagedObject {}

@Suite struct CoreDataCodeGenerationTests {
    static func container() -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Generated")
        let description = NSPersistentStoreDescription()
        description.url = URL(fileURLWithPath: "/dev/null")
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in
            if let error { Issue.record(error) }
        }
        return container
    }

    @Test func everyAttributeTypeRoundTripsThroughAFetch() throws {
        let context = Self.container().viewContext
        let item = GenItem(context: context)
        (item.small, item.medium, item.large, item.boxedCount) = (-7, 70_000, 1 << 40, NSNumber(value: 12))
        (item.price, item.weight, item.ratio) = (NSDecimalNumber(string: "19.99"), 2.5, 0.25)
        (item.title, item.subtitle, item.isDone) = ("Kettle", nil, true)
        item.created = Date(timeIntervalSinceReferenceDate: 86_400)
        item.blob = Data([1, 2, 3])
        item.code = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        item.link = URL(string: "https://example.com/kettle")
        item.extras = ["a", "b"] as NSArray
        try context.save()
        context.reset()
        let request: NSFetchRequest<GenItem> = GenItem.fetchRequest()
        let fetched = try #require(try context.fetch(request).first)
        #expect(fetched.small == -7 && fetched.medium == 70_000 && fetched.large == 1 << 40)
        #expect(fetched.boxedCount == NSNumber(value: 12))
        #expect(fetched.price == NSDecimalNumber(string: "19.99"))
        #expect(fetched.weight == 2.5 && fetched.ratio == 0.25 && fetched.isDone)
        #expect(fetched.title == "Kettle" && fetched.subtitle == nil)
        #expect(fetched.created == Date(timeIntervalSinceReferenceDate: 86_400))
        #expect(fetched.blob == Data([1, 2, 3]))
        #expect(fetched.code == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(fetched.link == URL(string: "https://example.com/kettle"))
        #expect(fetched.extras == ["a", "b"] as NSArray)
    }

    @Test func relationshipsAndTheirAccessorsRoundTrip() throws {
        let context = Self.container().viewContext
        let item = GenSpecialItem(context: context)
        (item.title, item.badge) = ("Special", "New")
        let box = GenBox(context: context)
        box.label = "Shelf"
        item.box = box
        let tags = (0..<3).map { index -> GenTag in
            let tag = GenTag(context: context)
            tag.name = "tag\(index)"
            return tag
        }
        item.addToTags(tags[0])
        item.addToTags(NSSet(array: [tags[1], tags[2]]))
        item.removeFromTags(tags[1])
        let steps = (0..<4).map { index -> GenStep in
            let step = GenStep(context: context)
            step.order = Int16(index)
            return step
        }
        item.addToSteps(steps[0])
        item.insertIntoSteps(steps[1], at: 0)
        item.insertIntoSteps([steps[2]], at: NSIndexSet(index: 2))
        item.replaceSteps(at: 0, with: steps[3])
        try context.save()
        context.reset()
        let request: NSFetchRequest<GenSpecialItem> = GenSpecialItem.fetchRequest()
        let fetched = try #require(try context.fetch(request).first)
        #expect(fetched.title == "Special" && fetched.badge == "New")
        #expect(fetched.box?.label == "Shelf" && fetched.box?.items?.count == 1)
        let names = (fetched.tags?.allObjects as? [GenTag])?.compactMap(\.name).sorted()
        #expect(names == ["tag0", "tag2"])
        let orders = (fetched.steps?.array as? [GenStep])?.map(\.order)
        #expect(orders == [3, 0, 2])
        #expect(fetched.steps?.array.allSatisfy { ($0 as? GenStep)?.item === fetched } == true)
    }

    @Test func theGeneratedSourceFollowsXcodesRules() throws {
        let entities = [
            ModelEntity(
                name: "Note", className: "Note", codeGeneration: .classDefinition,
                attributes: [
                    ModelAttribute(name: "count", type: "Integer 16", usesScalarValueType: true),
                    ModelAttribute(name: "boxed", type: "Double", usesScalarValueType: false),
                    ModelAttribute(
                        name: "color", type: "Transformable", usesScalarValueType: true,
                        customClassName: "UIKit.UIColor"),
                    ModelAttribute(name: "default", type: "String", usesScalarValueType: true),
                ],
                relationships: [
                    ModelRelationship(name: "pages", destinationEntity: "Page", isToMany: true, isOrdered: false)
                ]),
            ModelEntity(name: "Page", className: "Page", codeGeneration: .category),
            ModelEntity(name: "Draft", className: "Draft", codeGeneration: .manual),
        ]
        let source = try EntitySourceWriter.source(for: entities, modelName: "Notes.xcdatamodeld")
        let expected = """
            // Generated by CellSnap's Core Data code generation from Notes.xcdatamodeld; do not edit.
            // Xcode's <Entity>+CoreDataClass.swift and <Entity>+CoreDataProperties.swift, in the form
            // CellSnap's Core Data reads on Linux (no @NSManaged, no @objc).

            import CoreData
            import Foundation
            import UIKit

            public class Note: NSManagedObject {
            }

            extension Note {
                public class func fetchRequest() -> NSFetchRequest<Note> {
                    return NSFetchRequest<Note>(entityName: "Note")
                }
                public var count: Int16 {
                    get { _cellSnapManagedValue(forKey: "count") }
                    set { _cellSnapSetManagedValue(newValue, forKey: "count") }
                }
                public var boxed: NSNumber? {
                    get { _cellSnapManagedValue(forKey: "boxed") }
                    set { _cellSnapSetManagedValue(newValue, forKey: "boxed") }
                }
                public var color: UIColor? {
                    get { _cellSnapManagedValue(forKey: "color") }
                    set { _cellSnapSetManagedValue(newValue, forKey: "color") }
                }
                public var `default`: String? {
                    get { _cellSnapManagedValue(forKey: "default") }
                    set { _cellSnapSetManagedValue(newValue, forKey: "default") }
                }
                public var pages: NSSet? {
                    get { _cellSnapManagedValue(forKey: "pages") }
                    set { _cellSnapSetManagedValue(newValue, forKey: "pages") }
                }
            }

            // MARK: Generated accessors for pages
            extension Note {
                public func addToPages(_ value: Page) { _cellSnapAdd(value, toManyKey: "pages") }
                public func removeFromPages(_ value: Page) { _cellSnapRemove(value, toManyKey: "pages") }
                public func addToPages(_ values: NSSet) { _cellSnapAdd(values, toManyKey: "pages") }
                public func removeFromPages(_ values: NSSet) { _cellSnapRemove(values, toManyKey: "pages") }
            }

            extension Note: Identifiable {
            }

            extension Page {
                public class func fetchRequest() -> NSFetchRequest<Page> {
                    return NSFetchRequest<Page>(entityName: "Page")
                }
            }

            extension Page: Identifiable {
            }

            """
        #expect(source == expected)
    }

    @Test func aModelCodeGenerationCannotReadIsAnErrorNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellsnap-codegen-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Bad.xcdatamodeld/Bad.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data(#"<model><entity name="A" codeGenerationType="struct"/></model>"#.utf8)
            .write(to: model.appendingPathComponent("contents"))
        #expect(
            throws: ModelReadingError(
                file: model.appendingPathComponent("contents").path,
                problem: "line 1: entity A: codeGenerationType \"struct\" is not class or category")
        ) { try ModelEntity.entities(inModelAt: folder.appendingPathComponent("Bad.xcdatamodeld")) }
        #expect(
            throws: ModelReadingError(
                file: folder.appendingPathComponent("None.xcdatamodeld").path, problem: "does not exist")
        ) {
            try ModelEntity.entities(inModelAt: folder.appendingPathComponent("None.xcdatamodeld"))
        }
    }
}
