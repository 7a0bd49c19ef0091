import CellModel

/// A swipe action, as UIKit's `UIContextualAction`.
@preconcurrency @MainActor open class UIContextualAction {
    /// The action's style, as `UIContextualAction.Style`.
    public enum Style: Int, Hashable, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    open private(set) var style: Style
    open var title: String?
    /// `nil` (until set) is the style's colour.
    open var backgroundColor: UIColor!
    open var image: UIImage?
    open private(set) var handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    func cellSnapAction(traits: Traits) throws -> SwipeAction {
        var symbol: String?
        if let image {
            guard case .symbol(let name) = image.source else {
                throw CellSnapUIKitError(
                    call: "UIContextualAction.image (a bitmap)", reason: "swipe actions draw symbols only")
            }
            symbol = name
        }
        return SwipeAction(
            style: style == .destructive ? .destructive : .normal, title: title, symbol: symbol,
            backgroundColor: backgroundColor?.cellSnapColor(traits: traits))
    }
}

/// The actions revealed by a swipe, as UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor open class UISwipeActionsConfiguration {
    open private(set) var actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { self.actions = actions }

    /// A configuration with no actions, as `UISwipeActionsConfiguration()` (the initialiser Swift
    /// inherits from `NSObject` on iOS): returned from a swipe delegate method, it leaves the row
    /// with no swipe actions, as ``init(actions:)`` with an empty list does.
    public convenience init() { self.init(actions: []) }

    /// CellModel's swipe actions (a Linux-only conversion; no UIKit API).
    public func cellSnapSwipeActions(traits: Traits = Traits()) throws -> SwipeActionsConfiguration {
        SwipeActionsConfiguration(
            actions: try actions.map { try $0.cellSnapAction(traits: traits) },
            performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe)
    }
}
