import CellModel
import Foundation

// A table view's nested types and constants (declared here to keep the class body for members).
extension UITableView {
    /// A table's look, as `UITableView.Style`.
    public enum Style: Int, Hashable, Sendable {
        case plain = 0, grouped, insetGrouped
    }
    /// How rows animate in and out, as `UITableView.RowAnimation` (nothing animates here).
    public enum RowAnimation: Int, Hashable, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }
    /// Where a row scrolls to, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Hashable, Sendable {
        case none = 0, top, middle, bottom
    }
    /// What the separator insets are measured from, as `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Hashable, Sendable {
        case fromCellEdges = 0, fromAutomaticInsets
    }

    /// The value of a height that the table view works out itself (UIKit's is -1).
    nonisolated public static let automaticDimension: CGFloat = -1
    /// How a table invalidates self-sizing cells' sizes (iOS 16), as `UITableView.SelfSizingInvalidation`.
    public enum SelfSizingInvalidation: Int, Hashable, Sendable {
        case disabled = 0, enabled, enabledIncludingConstraints
    }
    /// The title of the section index's magnifying glass: a `sectionIndexTitles(for:)` entry equal to it
    /// shows the glass in place of a letter.
    public static let indexSearch = "{search}"
    /// Posted when the selected row of the posting table view changes.
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
}

extension UITableView.Style {
    /// The list appearance that draws the style.
    var model: ListAppearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}
