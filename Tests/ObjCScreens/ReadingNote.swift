// Managed object classes as Xcode's "Manual/None" codegen writes them (a class and its
// properties), with `@NSManaged`: compiled on Linux through the Objective-C adapter.
import CoreData
import Foundation

@objc(ReadingNote)
public class ReadingNote: NSManagedObject {
    @NSManaged public var title: String
    @NSManaged public var pages: Int16
    @NSManaged public var created: Date?
    @NSManaged public var tags: NSSet?

    public override func awakeFromInsert() {
        super.awakeFromInsert()
        created = Date(timeIntervalSinceReferenceDate: 86_400)
    }
}

extension ReadingNote {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<ReadingNote> {
        NSFetchRequest<ReadingNote>(entityName: "ReadingNote")
    }

    @objc(addTagsObject:)
    @NSManaged public func addToTags(_ value: ReadingTag)

    @objc(removeTagsObject:)
    @NSManaged public func removeFromTags(_ value: ReadingTag)
}

@objc(ReadingTag)
public class ReadingTag: NSManagedObject {
    @NSManaged public var name: String
    @NSManaged public var notes: NSSet?
}
