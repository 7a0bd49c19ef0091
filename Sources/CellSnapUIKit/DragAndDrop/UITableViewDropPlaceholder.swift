import Foundation

/// A row that stands in for a dropped item while its data loads, as UIKit's
/// `UITableViewPlaceholder`.
///
/// No visible effect: placeholders are inserted by drops, which a screen at rest never has.
@preconcurrency @MainActor open class UITableViewPlaceholder: NSObject {
    /// Where the placeholder goes.
    let insertionIndexPath: IndexPath
    /// The identifier of the cell class that draws it.
    let reuseIdentifier: String
    /// The placeholder row's height.
    let rowHeight: CGFloat
    /// Configures the placeholder's cell.
    ///
    /// No visible effect: placeholders are inserted by drops, which a screen at rest never has.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    /// A placeholder row of `rowHeight` at `insertionIndexPath`, drawn by a cell of `reuseIdentifier`.
    ///
    /// No visible effect: placeholders are inserted by drops, which a screen at rest never has.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }
}

/// A placeholder row for a dropped item, as UIKit's `UITableViewDropPlaceholder`.
///
/// No visible effect: placeholders are inserted by drops, which a screen at rest never has.
@preconcurrency @MainActor open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// The parameters of the preview of the placeholder's cell (the default ones when `nil`).
    ///
    /// No visible effect: placeholders are inserted by drops, which a screen at rest never has.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}

/// The placeholder of a drop in progress in a table view, as UIKit's
/// `UITableViewDropPlaceholderContext`.
///
/// No visible effect: placeholders are inserted by drops, which a screen at rest never has.
@preconcurrency @MainActor public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    func deletePlaceholder() -> Bool
}
