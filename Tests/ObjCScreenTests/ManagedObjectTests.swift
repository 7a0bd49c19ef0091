// `@NSManaged` classes (Tests/ObjCScreens/ReadingNote.swift) adapted for Linux: their properties
// read and write the objects' values, their generated accessors keep both sides of a relationship.
import CoreData
import Foundation
import Testing

/// The model of the reading notes, made in code as `NSManagedObjectModel` allows.
func readingModel() -> NSManagedObjectModel {
    func attribute(_ name: String, _ type: NSAttributeType, optional: Bool = false) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        attribute.isOptional = optional
        return attribute
    }
    let note = NSEntityDescription()
    note.name = "ReadingNote"
    note.managedObjectClassName = "ReadingNote"
    let tag = NSEntityDescription()
    tag.name = "ReadingTag"
    tag.managedObjectClassName = "ReadingTag"
    let tags = NSRelationshipDescription()
    tags.name = "tags"
    tags.maxCount = 0
    tags.destinationEntity = tag
    let notes = NSRelationshipDescription()
    notes.name = "notes"
    notes.maxCount = 0
    notes.destinationEntity = note
    tags.inverseRelationship = notes
    notes.inverseRelationship = tags
    note.properties = [
        attribute("title", .stringAttributeType), attribute("pages", .integer16AttributeType),
        attribute("created", .dateAttributeType, optional: true), tags,
    ]
    tag.properties = [attribute("name", .stringAttributeType), notes]
    let model = NSManagedObjectModel()
    model.entities = [note, tag]
    return model
}

@Suite struct ManagedObjectTests {
    @Test func managedPropertiesAndAccessors() throws {
        let container = NSPersistentContainer(name: "Reading", managedObjectModel: readingModel())
        container.persistentStoreDescriptions.first?.type = NSInMemoryStoreType
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let context = container.viewContext
        let note = ReadingNote(context: context)
        note.title = "Middlemarch"
        note.pages = 880
        #expect(note.created == Date(timeIntervalSinceReferenceDate: 86_400))
        let tag = ReadingTag(context: context)
        tag.name = "Victorian"
        note.addToTags(tag)
        #expect(tag.notes?.count == 1)
        try context.save()
        // Without a type, as on iOS: the class's `fetchRequest()` is taken over NSManagedObject's.
        let request = ReadingNote.fetchRequest()
        request.predicate = NSPredicate(format: "pages > %d AND ANY tags.name == %@", 500, "Victorian")
        let found = try context.fetch(request)
        #expect(found.map(\.title) == ["Middlemarch"])
        #expect(found.first?.value(forKey: "pages") as? Int16 == 880)
        note.removeFromTags(tag)
        #expect(note.tags?.count == 0 && tag.notes?.count == 0)
    }
}

/// The generated `JournalEntry` class (Tests/ObjCScreens/Journal.xcdatamodeld) with the app's
/// `didSave()` override from an extension (JournalEntry+Saving.swift), adapted together.
@Suite(.serialized) struct GeneratedEntityOverrideTests {
    @Test func anOverrideInAnExtensionOfAGeneratedClassRunsOnSave() throws {
        let modelURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ObjCScreens/Journal.xcdatamodeld").standardized
        let model = try #require(NSManagedObjectModel(contentsOf: modelURL))
        let container = NSPersistentContainer(name: "Journal", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.url = URL(fileURLWithPath: "/dev/null")
        container.persistentStoreDescriptions = [description]
        container.loadPersistentStores { _, error in
            if let error { Issue.record(error) }
        }
        JournalSaves.titles = []
        let entry = JournalEntry(context: container.viewContext)
        (entry.title, entry.mood) = ("Rain", 3)
        try container.viewContext.save()
        #expect(JournalSaves.titles == ["Rain"])
        let request: NSFetchRequest<JournalEntry> = JournalEntry.fetchRequest()
        #expect(try container.viewContext.fetch(request).map(\.mood) == [3])
        // The generated class's request without a type, as an app writes it: its results are entries.
        let untyped = JournalEntry.fetchRequest()
        untyped.predicate = NSPredicate(format: "title == %@", "Rain")
        #expect(try container.viewContext.fetch(untyped).first?.mood == 3)
        #expect(try container.viewContext.fetch(JournalEntry.fetchRequest()).map(\.title) == ["Rain"])
    }
}
