import Foundation

// What a search bar refuses to draw: the settings whose drawing CellSnap does not do.
extension UISearchBar {
    /// Makes drawing the bar an error when it asks for what CellSnap does not draw: the results
    /// list button, moved icons, text or field background, or a field background image.
    final func cellSnapRefuseUndrawnSettings() {
        let refusals: [(Bool, String, String)] = [
            (showsSearchResultsButton, "showsSearchResultsButton = true", "the results list button is not drawn"),
            (
                iconOffsets.values.contains { $0 != .zero }, "setPositionAdjustment(_:for:)",
                "the field's icons are drawn in place"
            ),
            (
                searchFieldBackgroundPositionAdjustment != .zero, "searchFieldBackgroundPositionAdjustment",
                "the field's background is drawn in place"
            ),
            (
                searchTextPositionAdjustment != .zero, "searchTextPositionAdjustment",
                "the field's text is drawn in place"
            ),
            (
                fieldBackgroundImages.values.contains { _ in true }, "setSearchFieldBackgroundImage(_:for:)",
                "CellSnap draws the field's own rounded fill, not an image"
            ),
        ]
        for (refused, call, reason) in refusals where refused {
            cellSnapRefuseDrawing(CellSnapUIKitError(call: "UISearchBar.\(call)", reason: reason))
        }
    }
}
