// CellSnap's own library code, written as iOS libraries are: an `@objc` method declared in an
// extension of a UIKit class, which the screens of another module override (on iOS the
// Objective-C runtime dispatches it). Built through the Objective-C adapter as the
// ObjCExtensionLibrary target; Tests/ObjCScreens/NoteRowsViewController.swift overrides it.
import UIKit

/// A controller whose rows the library configures.
public protocol RowConfiguring: AnyObject {
    func configureRow(_ cell: UITableViewCell, at indexPath: IndexPath)
}

extension RowConfiguring {
    /// Configures `cells` in order, the row of each its position: the library's own call, which
    /// reaches the override of the object's class.
    public func configureRows(_ cells: [UITableViewCell]) {
        for (row, cell) in cells.enumerated() { configureRow(cell, at: IndexPath(row: row, section: 0)) }
    }
}

extension UITableViewController: RowConfiguring {
    /// Titles the cell with its row: subclasses override it.
    @objc open func configureRow(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
    }

    /// The text of a count badge.
    @objc open func badgeText(for count: Int, prefix: String = "#") -> String {
        "\(prefix)\(count)"
    }
}

/// Badge texts as the library shows them: through the controller's (maybe overridden) method.
@MainActor public func libraryBadge(of controller: UITableViewController, count: Int) -> String {
    controller.badgeText(for: count)
}

/// Sends `configureRow(_:at:)` by selector, as the library's target–action code does.
@MainActor public func sendConfigureRow(to controller: UITableViewController, cell: UITableViewCell, row: Int) {
    _ = controller.perform(
        #selector(UITableViewController.configureRow(_:at:)), with: cell, with: IndexPath(row: row, section: 0))
}

/// A header of the library's own whose members are declared in its extensions, as libraries
/// declare their `@objc` and `open` members: another module's subclass overrides them (on iOS the
/// runtime dispatches them).
open class DayHeader: UIView {}

extension DayHeader {
    /// The day the header shows.
    @objc open var day: Int { 1 }
}

extension DayHeader {
    /// The header's title for its day, short or not.
    open func title(short: Bool = false) -> String { short ? "\(day)" : "Day \(day)" }
}
