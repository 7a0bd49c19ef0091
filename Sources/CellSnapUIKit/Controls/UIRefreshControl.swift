import CellModel
import Foundation

/// A pull-to-refresh control, as UIKit's `UIRefreshControl`: its scroll view holds it as a
/// subview, in a band 60 points tall just above the content.
///
/// At rest it is not drawn, as on iOS. While refreshing (a refresh begun in code with
/// ``beginRefreshing()``) the band is part of the scroll view's adjusted top inset, so content at
/// rest moves down by it, and the control draws its spinner in the middle of it: eight opaque
/// spokes 36 points across in the label colour (or the control's own tint colour), as an iOS 17
/// reference of a table controller shows them, centred 30 points below the safe area.
///
/// ```swift
/// let controller = UITableViewController(style: .plain)
/// controller.refreshControl = UIRefreshControl()
/// controller.refreshControl?.beginRefreshing()
/// ```
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    /// The height of the band the control takes above the content while refreshing.
    static let refreshingHeight: CGFloat = 60

    open private(set) var isRefreshing = false
    /// The text under the spinner while refreshing; CellSnap refuses to draw a refreshing
    /// control with one (its place under the spinner is not measured).
    open var attributedTitle: NSAttributedString? { didSet { setNeedsLayout() } }

    /// Starts refreshing: the band shows, with its spinner.
    open func beginRefreshing() { setRefreshing(true) }
    /// Ends refreshing: the band goes, and the content at rest moves back up.
    open func endRefreshing() { setRefreshing(false) }

    private func setRefreshing(_ refreshing: Bool) {
        guard refreshing != isRefreshing else { return }
        isRefreshing = refreshing
        superview?.setNeedsLayout()
        (superview as? UIScrollView)?.adjustedContentInsetDidChange()
    }

    override func cellSnapContent(traits: Traits) throws -> ViewTree.Content {
        guard isRefreshing else { return try super.cellSnapContent(traits: traits) }
        if let attributedTitle, attributedTitle.length > 0 {
            throw CellSnapUIKitError(
                call: "UIRefreshControl.attributedTitle while refreshing",
                reason: "where iOS puts the title under the spinner is not measured")
        }
        let metrics = ActivityIndicatorMetrics.iOS17RefreshControl
        return .activityIndicator(
            color: (ownTintColor ?? .label).resolved(traits), side: metrics.side, metrics: metrics)
    }

    override func cellSnapAppearance(traits: Traits) -> ViewTree.Appearance {
        var appearance = super.cellSnapAppearance(traits: traits)
        appearance.isHidden = appearance.isHidden || !isRefreshing
        return appearance
    }
}
