import Foundation

/// Where iOS draws a navigation bar's back button, measured at 3x on an iPhone 11 Pro (375 pt,
/// iOS 13 to 18 bars; the back button of a pushed controller showing "Back"): the chevron's ink
/// runs from 9.0 to 19.7 pt from the bar's leading edge and 12.7 to 31.0 pt down its 44 pt row
/// (10.7 x 18.3 pt: CellSnap's `chevron.backward` at 22 pt, semibold, large scale matches it to the
/// pixel), and the title's ink starts at 29.7 pt, in the bar's tint at 17 pt regular. UIKit documents
/// none of these figures.
enum BackButtonMetrics {
    /// From the bar's leading edge (inside the safe area) to the chevron's box.
    static let leadingInset: CGFloat = 9
    /// From the chevron's box to the title's label.
    static let titleGap: CGFloat = 9
    /// The chevron: `chevron.backward` at 22 pt, semibold, large scale.
    static let chevron = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold, scale: .large)
    /// The generic title iOS falls back to when the specific one has no room.
    static let genericTitle = "Back"
}

extension UINavigationBar {
    /// Whether the bar shows a back button: there is an item below the top item, which neither
    /// hides it nor replaces it with leading items (unless they supplement it).
    final var cellSnapShowsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        let leading = top.leftBarButtonItems?.contains { !$0.isHidden } ?? false
        return !leading || top.leftItemsSupplementBackButton
    }

    /// The back button's views, laid out `inset` points in from the leading edge, its title the
    /// first of the back item's candidates (``backButtonTitles(of:)``) that ends before `limit`
    /// (a distance from the leading edge); returns the distance from the leading edge to the
    /// button's end.
    final func layoutBackButton(
        _ appearance: UINavigationBarAppearance, from inset: CGFloat, limit: CGFloat, into views: inout [UIView]
    ) -> (end: CGFloat, refusal: CellSnapUIKitError?) {
        guard let backItem else { return (inset, nil) }
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let button = backItem.backBarButtonItem
        let tint = button?.tintColor ?? tintColor ?? .systemBlue
        let chevron = backIndicatorView(appearance, rightToLeft: isRightToLeft, tint: tint)
        let chevronStart = inset + BackButtonMetrics.leadingInset
        place(chevron, from: chevronStart, rightToLeft: isRightToLeft, offset: .zero)
        views.append(chevron)
        var end = chevronStart + chevron.frame.width
        let label = UILabel()
        let state = appearance.backButtonAppearance.state(isEnabled: true)
        var attributes = state.titleTextAttributes
        attributes.merge(button?.titleTextAttributes(for: .normal) ?? [:]) { _, own in own }
        let titleStart = end + BackButtonMetrics.titleGap
        var refusal: CellSnapUIKitError?
        let fitting = Self.backButtonTitles(of: backItem).first { title in
            refusal = BarText.apply(
                attributes, to: label, text: title, font: .systemFont(ofSize: 17), color: tint,
                call: "UINavigationBarAppearance.backButtonAppearance title text attributes")
            return titleStart + label.intrinsicContentSize.width <= limit
        }
        if fitting != nil {
            label.frame.size = label.intrinsicContentSize
            let metrics: UIBarMetrics = traitCollection.verticalSizeClass == .compact ? .compact : .default
            let own = button?.backButtonTitlePositionAdjustment(for: metrics) ?? .zero
            let shared = state.titlePositionAdjustment
            place(
                label, from: titleStart, rightToLeft: isRightToLeft,
                offset: UIOffset(
                    horizontal: own.horizontal + shared.horizontal, vertical: own.vertical + shared.vertical))
            views.append(label)
            end = titleStart + label.frame.width
        }
        return (end, refusal ?? backButtonRefusal(state, button))
    }

    /// The back button's titles, in the order iOS tries them (`UINavigationItem.BackButtonDisplayMode`):
    /// the back bar button item's title in any mode; else by mode, `.default`: `backButtonTitle`,
    /// `title`, then "Back"; `.generic`: "Back"; `.minimal`: none. An empty title is skipped.
    static func backButtonTitles(of item: UINavigationItem) -> [String] {
        if let title = item.backBarButtonItem?.title { return title.isEmpty ? [] : [title] }
        let titles: [String?]
        switch item.backButtonDisplayMode {
        case .default: titles = [item.backButtonTitle, item.title, BackButtonMetrics.genericTitle]
        case .generic: titles = [BackButtonMetrics.genericTitle]
        case .minimal: titles = []
        }
        return titles.compactMap { $0 }.filter { !$0.isEmpty }
    }

    /// The chevron, or the appearance's (else the bar's legacy) back indicator image, drawn in
    /// `tint` as a template unless it was made `.alwaysOriginal`.
    private func backIndicatorView(_ appearance: UINavigationBarAppearance, rightToLeft: Bool, tint: UIColor)
        -> UIImageView
    {
        let view: UIImageView
        if let custom = appearance.backIndicatorImage ?? backIndicatorImage {
            view = UIImageView(
                image: custom.renderingMode == .alwaysOriginal ? custom : custom.withRenderingMode(.alwaysTemplate))
        } else {
            view = UIImageView(image: UIImage(systemName: rightToLeft ? "chevron.right" : "chevron.left"))
            view.preferredSymbolConfiguration = BackButtonMetrics.chevron
        }
        view.tintColor = tint
        view.frame.size = view.intrinsicContentSize
        return view
    }

    /// Puts `view` `start` points in from the leading edge, centred in the bar's row, moved by `offset`.
    private func place(_ view: UIView, from start: CGFloat, rightToLeft: Bool, offset: UIOffset) {
        let size = view.frame.size
        let x = rightToLeft ? bounds.width - start - size.width : start
        view.frame.origin = CGPoint(
            x: x + offset.horizontal, y: rowTop + (rowHeight - size.height) / 2 + offset.vertical)
        addSubview(view)
    }

    /// Why the back button cannot be drawn: a background image, which CellSnap's bars do not draw.
    private func backButtonRefusal(_ state: UIBarButtonItemStateAppearance, _ button: UIBarButtonItem?)
        -> CellSnapUIKitError?
    {
        guard state.backgroundImage != nil || !(button?.backButton.images.isEmpty ?? true) else { return nil }
        return CellSnapUIKitError(
            call: "back button background image", reason: "a back button's background image is not drawn")
    }
}
