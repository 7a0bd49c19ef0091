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
        shown += [
            ("titleMenuProvider", titleMenuProvider != nil),
            ("centerItemGroups", style != .navigator && !centerItemGroups.isEmpty),
            ("additionalOverflowItems", style != .navigator && additionalOverflowItems != nil),
        ]
        guard let name = shown.first(where: \.1)?.0 else { return nil }
        return CellSnapUIKitError(
            call: "UINavigationItem.\(name)",
            reason: "a navigation bar's iOS 26 subtitles, attributed titles, title menus, center items and "
                + "overflow items are not drawn")
    }
}

extension UINavigationItem {
    /// Where a navigation bar puts its item's search bar, as UIKit's
    /// `UINavigationItem.SearchBarPlacement` (iOS 16; the integrated ones iOS 26's).
    public enum SearchBarPlacement: Int, Hashable, Sendable {
        /// The bar chooses for its layout.
        case automatic = 0
        /// On the trailing side, in line with the other items (an iPhone's toolbar may take it).
        case integrated = 1
        /// Below the title, across the bar.
        case stacked = 2
        /// As `.integrated`, centred in a regular-width bar.
        case integratedCentered = 3
        /// As `.integrated`, shown as a button while inactive.
        case integratedButton = 4
        /// `.integrated`'s name before iOS 26.
        public static var inline: SearchBarPlacement { .integrated }
    }

    /// ``searchBarPlacement``'s value: see there.
    final var cellSnapSearchBarPlacement: SearchBarPlacement {
        guard searchController != nil else { return .automatic }
        return preferredSearchBarPlacement == .automatic ? .stacked : preferredSearchBarPlacement
    }
}

/// What a navigation item tells when a person renames its title (iOS 16), as UIKit's
/// `UINavigationItemRenameDelegate`.
///
/// No visible effect: renaming needs a person's edit, which a still picture has none of.
@preconcurrency @MainActor public protocol UINavigationItemRenameDelegate: NSObjectProtocol {
    /// The renaming ended with `title`.
    func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String)
    /// Whether renaming may begin (`true` unless the delegate says otherwise).
    func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool
    /// The text and selection the rename field starts with (the title, all selected, by default).
    func navigationItem(
        _ navigationItem: UINavigationItem, willBeginRenamingWith title: String, selectedRange: Range<String.Index>
    )
        -> (String, Range<String.Index>)
    /// Whether renaming may end with `title` (`true` unless the delegate says otherwise).
    func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool
}

extension UINavigationItemRenameDelegate {
    /// Renaming may begin.
    public func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool { true }
    /// The title and selection are kept.
    public func navigationItem(
        _ navigationItem: UINavigationItem, willBeginRenamingWith title: String, selectedRange: Range<String.Index>
    ) -> (String, Range<String.Index>) { (title, selectedRange) }
    /// Renaming may end.
    public func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool { true }
}
