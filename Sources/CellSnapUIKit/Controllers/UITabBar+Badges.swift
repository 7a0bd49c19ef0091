import CoreGraphics

/// Tab bar badges: `UITabBarItem.badgeValue` drawn as a capsule over the item's symbol.
///
/// Apple documents only that the badge is "displayed in the upper-right corner of the item with a
/// surrounding red oval". Its geometry here is CellSnap's choice, not measured on a device: a
/// capsule 18 pt tall and at least 18 pt wide (the text's width and 5 pt on each side), its
/// leading edge 6 pt past the centre of the item's symbol and its top 2 pt below the bar's, so
/// that it overlaps the symbol's upper trailing corner, mirrored in right-to-left layouts; the
/// text in the 13 pt system font, white. An empty value draws the capsule without text.
extension UITabBar {
    static let badgeHeight: CGFloat = 18
    static let badgeTextPadding: CGFloat = 5
    static let badgeOffsetFromSymbolCentre: CGFloat = 6
    static let badgeTop: CGFloat = 2

    /// The badge of `item`, whose symbol is centred at `symbolCentreX`, in the state's appearance:
    /// the item's ``UITabBarItem/badgeColor`` before the appearance's `badgeBackgroundColor`, and
    /// the item's badge text attributes for its state over the appearance's; `nil` without a badge.
    func badgeView(
        _ item: UITabBarItem, _ state: UITabBarItemStateAppearance, symbolCentreX: CGFloat, isSelected: Bool
    ) -> UIView? {
        guard let value = item.badgeValue else { return nil }
        let label = UILabel()
        var attributes = state.badgeTextAttributes
        let own = isSelected ? item.badgeTextAttributes(for: .selected) : nil
        for (key, attribute) in own ?? item.badgeTextAttributes(for: .normal) ?? [:] { attributes[key] = attribute }
        refusals.note(
            BarText.apply(
                attributes, to: label, text: value, font: .systemFont(ofSize: 13), color: .white,
                call: "UITabBarItem.badgeTextAttributes"))
        label.textAlignment = .center
        let textWidth = value.isEmpty ? 0 : label.intrinsicContentSize.width.rounded(.up)
        let width = max(Self.badgeHeight, textWidth + 2 * Self.badgeTextPadding)
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x =
            isRightToLeft
            ? symbolCentreX - Self.badgeOffsetFromSymbolCentre - width
            : symbolCentreX + Self.badgeOffsetFromSymbolCentre
        let offset = state.badgePositionAdjustment
        let badge = UIView(
            frame: CGRect(
                x: x + offset.horizontal, y: Self.badgeTop + offset.vertical, width: width, height: Self.badgeHeight))
        badge.backgroundColor = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
        badge.layer.cornerRadius = Self.badgeHeight / 2
        badge.clipsToBounds = true
        let textOffset = state.badgeTitlePositionAdjustment
        label.frame = badge.bounds.offsetBy(dx: textOffset.horizontal, dy: textOffset.vertical)
        badge.addSubview(label)
        return badge
    }
}
