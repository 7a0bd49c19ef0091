import Foundation

// The states a table view cell passes through: editing, dragging and focus.
extension UITableViewCell {
    /// The controls an editing cell shows, as `UITableViewCell.StateMask`.
    public struct StateMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// Where a dragged cell is in its drag, as `UITableViewCell.DragState`.
    public enum DragState: Int, Hashable, Sendable {
        case none = 0, lifting, dragging
    }

    /// How a focused cell looks, as `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Hashable, Sendable {
        case `default` = 0, custom
    }

    /// Updates the configuration for the new editing state and calls ``didTransition(to:)``.
    final func cellSnapEditingDidChange() {
        setNeedsUpdateConfiguration()
        didTransition(to: isEditing ? .showingEditControl : [])
    }
}
