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

    /// The separator along the item's top edge: automatic and hidden draw none, visible draws one.
    public var topSeparatorVisibility = Visibility.automatic
    /// The separator below the item.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The top separator's distances from the cell's leading and trailing edges, as
    /// ``bottomSeparatorInsets``.
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
        if multipleSelectionColor != .separator {
            throw CellSnapUIKitError(
                call: "\(call).multipleSelectionColor", reason: "separators are drawn in the separator colour")
        }
        return SeparatorConfiguration(
            bottomSeparatorVisibility: bottomSeparatorVisibility.model,
            bottomSeparatorInsets: try Self.insets(bottomSeparatorInsets, call: "\(call).bottomSeparatorInsets"),
            topSeparatorVisibility: topSeparatorVisibility.model,
            topSeparatorInsets: try Self.insets(topSeparatorInsets, call: "\(call).topSeparatorInsets"),
            color: color == .separator ? nil : color.cellSnapColor(traits: traits))
    }

    /// CellModel's insets for a separator's `insets`: `nil` when both edges are automatic; an
    /// automatic trailing edge is the cell's.
    private static func insets(_ insets: NSDirectionalEdgeInsets, call: String) throws -> DirectionalEdgeInsets? {
        let automatic = CGFloat.greatestFiniteMagnitude
        switch (insets.leading == automatic, insets.trailing == automatic) {
        case (true, true): return nil
        case (false, let trailingIsAutomatic):
            return DirectionalEdgeInsets(
                leading: Double(insets.leading), trailing: trailingIsAutomatic ? 0 : Double(insets.trailing))
        case (true, false):
            throw CellSnapUIKitError(
                call: "\(call) with an automatic leading and a set trailing edge",
                reason: "CellSnap sets the separator's insets together; give the leading edge too")
        }
    }
}
