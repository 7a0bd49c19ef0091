import CellModel

/// How a list's separators look, as UIKit's `UIListSeparatorConfiguration`: set on a list
/// (`UICollectionLayoutListConfiguration.separatorConfiguration`) and per item
/// (`itemSeparatorHandler`). It maps onto CellModel's `SeparatorConfiguration`: the bottom
/// separator's visibility and its leading and trailing insets are drawn. CellSnap draws no top
/// separators, so a top separator may be automatic or hidden; making one visible, giving it insets,
/// or changing the colours is an error naming the property when the list is converted.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
/// configuration.itemSeparatorHandler = { indexPath, separator in
///     var separator = separator
///     separator.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
///     return separator
/// }
/// ```
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator is drawn, as `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable {
        /// As the list decides: below every cell of a section but the last, never in sidebars.
        case automatic, visible, hidden

        var model: SeparatorConfiguration.Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
    }

    /// Insets whose every edge is automatic (the list's own insets), as UIKit's `automaticInsets`;
    /// set an edge to a number to replace that edge only.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The separator above the item: automatic or hidden (CellSnap draws none there).
    public var topSeparatorVisibility = Visibility.automatic
    /// The separator below the item.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The top separator's insets: only ``automaticInsets`` (CellSnap draws no top separator).
    public var topSeparatorInsets = Self.automaticInsets
    /// The bottom separator's distances from the cell's leading and trailing edges (top and bottom
    /// are not used); an automatic leading edge starts it at the text, an automatic trailing edge
    /// ends it at the cell's edge.
    public var bottomSeparatorInsets = Self.automaticInsets
    /// The separator's colour; the default `.separator` draws the theme's measured separator grey.
    public var color = UIColor.separator
    /// The colour between selected cells in multiple selection: drawn only as the default `.separator`.
    public var multipleSelectionColor = UIColor.separator

    /// The separators of a list in `listAppearance`, all automatic.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    @available(*, unavailable, message: "CellSnap draws separators as flat lines; visual effects cannot be drawn")
    public var visualEffect: Any? {
        get { nil }
        set {}
    }

    /// CellModel's separator configuration for `traits`; `call` names where this one was set, for errors.
    func model(call: String, traits: Traits) throws -> SeparatorConfiguration {
        if topSeparatorVisibility == .visible {
            throw CellSnapUIKitError(
                call: "\(call).topSeparatorVisibility = .visible",
                reason: "CellSnap draws only the separator below a cell")
        }
        if topSeparatorInsets != Self.automaticInsets {
            throw CellSnapUIKitError(
                call: "\(call).topSeparatorInsets", reason: "CellSnap draws only the separator below a cell")
        }
        if multipleSelectionColor != .separator {
            throw CellSnapUIKitError(
                call: "\(call).multipleSelectionColor", reason: "separators are drawn in the separator colour")
        }
        let automatic = CGFloat.greatestFiniteMagnitude
        let insets = bottomSeparatorInsets
        var model = SeparatorConfiguration(
            bottomSeparatorVisibility: bottomSeparatorVisibility.model,
            color: color == .separator ? nil : color.cellSnapColor(traits: traits))
        switch (insets.leading == automatic, insets.trailing == automatic) {
        case (true, true): break
        case (false, let trailingIsAutomatic):
            // The automatic trailing inset is the cell's trailing edge.
            model.bottomSeparatorInsets = DirectionalEdgeInsets(
                leading: Double(insets.leading), trailing: trailingIsAutomatic ? 0 : Double(insets.trailing))
        case (true, false):
            throw CellSnapUIKitError(
                call: "\(call).bottomSeparatorInsets with an automatic leading and a set trailing edge",
                reason: "CellSnap sets the separator's insets together; give the leading edge too")
        }
        return model
    }
}
