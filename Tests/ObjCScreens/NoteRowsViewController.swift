// CellSnap's own test screen, written as iOS code is: overrides of `@objc` methods that a library
// (Tests/ObjCLibrary) declares in an extension of `UITableViewController`, in the class's body
// and in an extension, by a subclass and by a subclass of that subclass, each calling `super`.
import ObjCExtensionLibrary
import UIKit

class NoteRowsViewController: UITableViewController {
    override func configureRow(_ cell: UITableViewCell, at indexPath: IndexPath) {
        super.configureRow(cell, at: indexPath)
        cell.textLabel?.text = (cell.textLabel?.text ?? "") + " · note"
    }
}

extension NoteRowsViewController {
    override func badgeText(for count: Int, prefix: String) -> String {
        "[" + super.badgeText(for: count, prefix: prefix) + "]"
    }
}

final class PinnedNoteRowsViewController: NoteRowsViewController {
    override func configureRow(_ cell: UITableViewCell, at indexPath: IndexPath) {
        super.configureRow(cell, at: indexPath)
        cell.textLabel?.text = "📌 " + (cell.textLabel?.text ?? "")
    }
}

/// A subclass that overrides nothing: the library's methods run for it.
final class PlainRowsViewController: UITableViewController {}

/// The library's header for the second day, its extension members overridden from this module.
final class SecondDayHeader: DayHeader {
    override var day: Int { 2 }
    override func title(short: Bool = false) -> String { super.title(short: short) + (short ? "" : " (tomorrow)") }
}
