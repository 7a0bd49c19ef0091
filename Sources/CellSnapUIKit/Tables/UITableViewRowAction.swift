import Foundation

/// An action a table row shows when swiped, as UIKit's `UITableViewRowAction` (deprecated since
/// iOS 13 for ``UIContextualAction``, still compiled by much table code): a delegate returns them
/// from `tableView(_:editActionsForRowAt:)`.
///
/// ```swift
/// let archive = UITableViewRowAction(style: .normal, title: "Archive") { _, indexPath in
///     print("archive", indexPath)
/// }
/// archive.backgroundColor = .systemBlue
/// ```
///
/// No visible effect: a row's actions show only while it is swiped, and a table view's rows are
/// never swiped in a snapshot (as with `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`).
@preconcurrency @MainActor open class UITableViewRowAction: NSObject {
    /// The look of an action, as `UITableViewRowAction.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// The destructive look: a red button.
        case `default` = 0
        /// A gray button.
        case normal = 1
        /// The same as ``default``, as in UIKit.
        public static var destructive: Style { .default }
    }

    /// The action's look.
    open private(set) var style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour; `nil` is the style's.
    open var backgroundColor: UIColor?
    /// A visual effect behind the button.
    open var backgroundEffect: UIVisualEffect?
    /// Called with the action and the row when the button is tapped.
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// An action of `style` titled `title`, calling `handler` when tapped.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
