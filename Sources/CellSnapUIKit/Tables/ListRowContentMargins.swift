import CellModel
import Foundation

/// A cell that a list shows as a row, with a content view whose layout margins follow the list's:
/// a table view cell, a list cell.
@MainActor protocol ListRowContentHost: UIView {
    /// The view that holds the cell's content.
    var contentView: UIView { get }
    /// The leading and trailing layout margin of the list that shows the cell (`nil`: no list has
    /// shown it; the cell's own width then decides).
    var listLayoutMargin: CGFloat? { get }
}

extension UITableViewCell: ListRowContentHost {}
extension UICollectionViewListCell: ListRowContentHost {}

extension UIView {
    /// `margins`, at least the system minimum on every side when this is the root view of a view
    /// controller that respects it (`viewRespectsSystemMinimumLayoutMargins`), as UIKit's.
    final func cellSnapRespectingSystemMinimum(_ margins: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        guard let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins else {
            return margins
        }
        let minimum = controller.systemMinimumLayoutMargins
        return NSDirectionalEdgeInsets(
            top: max(margins.top, minimum.top), leading: max(margins.leading, minimum.leading),
            bottom: max(margins.bottom, minimum.bottom), trailing: max(margins.trailing, minimum.trailing))
    }

    /// The layout margins of a view the app gave none: a view controller's root view the system
    /// minimum (16 pt leading and trailing on an iPhone, none above and below), UIView's 8 pt on
    /// every side, and for a table
    /// view cell's or a list cell's content view the margins UIKit gives it in a list, the list's
    /// layout margin at either side (16 pt below 390 pt wide, 20 pt from 390; iOS 26: 16) and the
    /// vertical margin around a list cell's text above and below (11 pt; iOS 26: 14.5).
    ///
    /// UIKit does not document its content views' margins. CellSnap gives them the margins around
    /// a list content configuration's text (measured; see `ListRowNode`), so a label pinned to the
    /// content view's `layoutMarginsGuide` lands where the cell's own text does, 20 pt from the
    /// list's edge at 390 pt wide, as in iOS's renders. Beside an accessory the content view keeps
    /// the same margin (UIKit's there is unmeasured). A collection view cell that is not a list
    /// cell keeps UIView's 8 pt.
    final var cellSnapDefaultLayoutMargins: NSDirectionalEdgeInsets {
        if let controller = owningViewController { return controller.systemMinimumLayoutMargins }
        guard let cell = superview as? any ListRowContentHost, cell.contentView === self else {
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        return cell.cellSnapListRowMargins(theme: cell.ownTraits.cellSnapTraits.theme.theme)
    }

    /// The margins around a list row's content in this cell: the layout margin of the list that
    /// shows it (``ListRowContentHost/listLayoutMargin``), or else `theme`'s for the cell's width,
    /// at either side, and `theme`'s vertical margin around a row's text above and below.
    final func cellSnapListRowMargins(theme: Theme) -> NSDirectionalEdgeInsets {
        let side =
            (self as? any ListRowContentHost)?.listLayoutMargin
            ?? CGFloat(theme.layoutMargin(forWidth: Double(bounds.width)))
        let vertical = CGFloat(theme.verticalTextMargin)
        return NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    }
}
