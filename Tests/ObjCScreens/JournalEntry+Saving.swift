// An override in an extension of a class Xcode generates from a Core Data model (Journal.xcdatamodeld,
// "Class Definition" code generation), as apps write one: Swift allows it only for the `@objc`
// methods of NSManagedObject; the Objective-C adapter generates the class with the app's files and
// moves the override into it.
import CoreData
import Foundation

/// The titles of the journal entries saved, in order (what `didSave()` records).
public enum JournalSaves {
    public static var titles: [String] = []
}

extension JournalEntry {
    override public func didSave() {
        super.didSave()
        JournalSaves.titles.append(title ?? "")
    }
}
