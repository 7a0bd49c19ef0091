import Foundation

/// The bar button item a navigation item gives for its search bar's place in a toolbar
/// (``UINavigationItem/searchBarPlacementBarButtonItem``): a toolbar does not draw the search
/// field there, so drawing one that holds it is an error naming the property.
final class SearchBarPlacementItem: UIBarButtonItem {
    static let refusal = CellSnapUIKitError(
        call: "UINavigationItem.searchBarPlacementBarButtonItem",
        reason: "the search field a toolbar shows in the search bar's place is not drawn")
}

extension UINavigationItem {
    /// Why a navigation bar cannot draw this item's titles: the first subtitle it would show (the
    /// large ones when `large`, which fall back to the inline ones, as iOS 26 does) or an attributed
    /// title. CellSnap has no measured figures for iOS 26's subtitle lines, so it refuses them
    /// rather than draw them at a guessed size.
    func cellSnapTitleRefusal(large: Bool) -> CellSnapUIKitError? {
        var shown: [(String, Bool)] = [("attributedTitle", attributedTitle != nil)]
        if large {
            shown += [
                ("largeSubtitleView", largeSubtitleView != nil),
                ("largeAttributedSubtitle", largeAttributedSubtitle != nil),
                ("largeSubtitle", largeSubtitle != nil),
            ]
        }
        shown += [
            ("subtitleView", subtitleView != nil), ("attributedSubtitle", attributedSubtitle != nil),
            ("subtitle", subtitle != nil),
        ]
        guard let name = shown.first(where: \.1)?.0 else { return nil }
        return CellSnapUIKitError(
            call: "UINavigationItem.\(name)",
            reason: "a navigation bar's iOS 26 subtitles and attributed titles are not drawn")
    }
}
