import Foundation

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`: its title, its style (a
/// cancel action is set apart, a destructive one is red) and the handler a tap would run.
///
/// ```swift
/// let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in print("deleted") }
/// delete.isEnabled = false
/// ```
@preconcurrency @MainActor open class UIAlertAction: NSObject {
    /// How an action looks and where it goes, as `UIAlertAction.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// A plain action, in the tint colour.
        case `default` = 0
        /// The action that cancels: bold in an alert, at the bottom (or on the left of two), and
        /// in a group of its own at the bottom of an action sheet.
        case cancel = 1
        /// An action that destroys data, in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: Style
    /// Whether the button can be tapped; a disabled one is drawn grey.
    open var isEnabled = true {
        didSet { alertController?.setNeedsRebuild() }
    }
    /// What a tap runs (kept; a snapshot taps nothing).
    let handler: ((UIAlertAction) -> Void)?
    /// The alert the action was added to.
    weak var alertController: UIAlertController?

    /// An action titled `title`, of `style`, that runs `handler` when tapped.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(cellSnapTitle: title, style: style, handler: handler)
    }

    /// The designated initialiser behind UIKit's convenience one.
    init(cellSnapTitle title: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// An action without a title, of the default style (as `UIAlertAction()` makes one).
    public override convenience init() { self.init(cellSnapTitle: nil, style: .default, handler: nil) }
}
