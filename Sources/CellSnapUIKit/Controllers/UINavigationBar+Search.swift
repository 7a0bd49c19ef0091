import Foundation

/// A navigation item's search bar in the bar (iOS 11's `searchController`, iOS 16's placements).
///
/// With the `.stacked` placement (what `.automatic` resolves to on an iPhone, and the only
/// placement before iOS 16) the search controller's bar lies across the navigation bar below the
/// title row, and below the large title when the bar shows one, as iOS 11 and later place it:
/// 52 pt tall (the bar's 56 pt less the 4 pt iOS 13 and later trim in a navigation bar, the
/// height commonly reported; no measured render was at hand, so this is CellSnap's choice), its
/// field lined up with the title's margin and drawn as the search bar draws it (the search
/// controller's minimal style: no background of its own, the placeholder or the text). At rest
/// iOS shows the search bar whatever `hidesSearchBarWhenScrolling` says (it hides only once the
/// content scrolls), and so does CellSnap. The integrated placements (`.integrated`, `.inline`,
/// `.integratedCentered`, `.integratedButton`) put the field beside the items, or in a toolbar,
/// by rules UIKit does not document: a bar showing one refuses to draw, with an error naming it.
extension UINavigationBar {
    /// The height of the search bar in a navigation bar (see the extension's discussion).
    static let searchBarHeight: CGFloat = 52

    /// The height `item`'s search bar adds to the bar: none without a search controller or with
    /// an integrated placement.
    final func searchBarHeight(for item: UINavigationItem?) -> CGFloat {
        guard let item, let bar = item.searchController?.searchBar, item.searchBarPlacement == .stacked else {
            return 0
        }
        return Self.searchBarHeight + bar.fittingHeight - UISearchBar.barHeight
    }

    /// Places `item`'s search bar below the titles, returning it (to be removed at the next
    /// layout) and the refusal of a placement CellSnap does not draw.
    final func placeSearchBar(of item: UINavigationItem?, left: CGFloat, right: CGFloat)
        -> (view: UIView?, refusal: CellSnapUIKitError?)
    {
        guard let item, let bar = item.searchController?.searchBar else { return (nil, nil) }
        guard item.searchBarPlacement == .stacked else {
            return (
                nil,
                CellSnapUIKitError(
                    call: "UINavigationItem.preferredSearchBarPlacement = .\(item.searchBarPlacement)",
                    reason: "CellSnap draws the stacked search bar only (its integrated placements are undocumented)")
            )
        }
        let height = searchBarHeight(for: item)
        // The bar's field is `fieldInset` in from its sides: the bar reaches that far past the margins.
        let inset = UISearchBar.fieldInset
        bar.frame = CGRect(
            x: left - inset, y: bounds.height - height, width: max(0, bounds.width - left - right + 2 * inset),
            height: height)
        addSubview(bar)
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        return (bar, nil)
    }
}
