import Foundation

/// The search bar's prompt and scope bar. Apple documents neither's measures: these are
/// CellSnap's, not from a measured render. The prompt takes a 30 pt strip above the field (the
/// strip a navigation bar's prompt took since iOS 7), in 13 pt secondary label text centred; the
/// scope bar a 44 pt strip under the field, its segmented control 32 pt tall (a segmented
/// control's height) and 8 pt in from the bar's sides, as the field is.
extension UISearchBar {
    static let promptHeight: CGFloat = 30
    static let scopeBarHeight: CGFloat = 44

    /// Whether the scope bar shows: asked for, with at least one title.
    final var showsScopeStrip: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }
    /// Whether the prompt shows: a prompt of some text.
    final var showsPromptStrip: Bool { !(prompt ?? "").isEmpty }

    /// The bar's height: 56 pt, with the prompt's and the scope bar's strips when they show.
    final var fittingHeight: CGFloat {
        Self.barHeight + (showsPromptStrip ? Self.promptHeight : 0) + (showsScopeStrip ? Self.scopeBarHeight : 0)
    }

    /// The strip of the field and the Cancel button: below the prompt, above the scope bar, the
    /// rest of the bar's height when the bar is laid out taller or shorter than it fits.
    final var fieldRow: CGRect {
        let top = showsPromptStrip ? Self.promptHeight : 0
        let bottom = showsScopeStrip ? Self.scopeBarHeight : 0
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottom))
    }

    /// Places the prompt above the field and the scope bar's control (its segments the titles, the
    /// selected one ``selectedScopeButtonIndex``) under it.
    final func layOutPromptAndScopeBar() {
        promptLabel.isHidden = !showsPromptStrip
        promptLabel.text = prompt
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = barStyle == .default ? .secondaryLabel : .lightGray
        promptLabel.textAlignment = .center
        promptLabel.frame = CGRect(
            x: Self.fieldInset, y: 0, width: max(0, bounds.width - 2 * Self.fieldInset), height: Self.promptHeight)
        let titles = scopeButtonTitles ?? []
        let shows = showsScopeStrip
        scopeControl.isHidden = !shows
        scopeBackgroundView.isHidden = !shows || scopeBarBackgroundImage == nil
        guard shows else { return }
        if (0..<scopeControl.numberOfSegments).map({ scopeControl.titleForSegment(at: $0) ?? "" }) != titles {
            scopeControl.removeAllSegments()
            for (index, title) in titles.enumerated() {
                scopeControl.insertSegment(withTitle: title, at: index, animated: false)
            }
        }
        scopeControl.selectedSegmentIndex =
            titles.indices.contains(selectedScopeButtonIndex) ? selectedScopeButtonIndex : UISegmentedControl.noSegment
        scopeControl.overrideUserInterfaceStyle = barStyle == .default ? .unspecified : .dark
        let strip = CGRect(
            x: 0, y: bounds.height - Self.scopeBarHeight, width: bounds.width, height: Self.scopeBarHeight)
        scopeBackgroundView.image = scopeBarBackgroundImage
        scopeBackgroundView.frame = strip
        scopeControl.frame = CGRect(
            x: Self.fieldInset, y: strip.minY + (strip.height - 32) / 2,
            width: max(0, bounds.width - 2 * Self.fieldInset),
            height: 32)
    }
}
