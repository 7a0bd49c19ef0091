import CellModel
import Primitives

/// How a fitting size treats the lengths it is offered, as UIKit's fitting priorities do in
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
public enum FittingMode: String, Hashable, Sendable, CaseIterable {
    /// The smallest size the content needs (`layoutFittingCompressedSize`): an offered length is
    /// an upper limit, and a missing one means "as small as the content allows without wrapping".
    case compressed
    /// An offered length is taken exactly (a required fitting priority); a missing one follows
    /// the content.
    case expanded
}

/// Fitting sizes of cells: the sizes a collection view with self-sizing cells gives them, and the
/// sizes ``CollectionLayout`` then draws them at.
///
/// ```swift
/// let context = LayoutContext(measurer: try TextEngine.current(), scale: 3)
/// let tag = ListCell(content: .tag(TagContentConfiguration(text: "Swift")))
/// CellFitting.size(of: tag, context: context)                                  // 57.333 x 30
/// CellFitting.size(of: row, proposal: ProposedSize(width: 120, height: nil), mode: .expanded, context: context)
/// ```
///
/// Sizes are rounded up to whole device pixels of the context's scale, as UIKit's are.
public enum CellFitting {
    /// The node `cell` is laid out with as a collection item `width` points wide (`nil` when the
    /// width is not known yet): a tag is the whole cell; any other content is a list row without
    /// a separator. The cell is configured for its own state; `theme` defaults to its traits' theme.
    public static func itemNode(for cell: ListCell, width: Double?, theme: Theme? = nil) -> any LayoutNode {
        let configured = cell.configured
        if case .tag(let tag) = configured.content {
            return TagNode(tag, traits: cell.state.traits)
        }
        return ListCellLayout.revealingSwipeActions(
            of: cell, row: ListCellLayout.node(for: cell, width: width ?? 0, theme: theme, separator: false))
    }

    /// The fitting size of `cell` for `proposal` in `mode`.
    public static func size(
        of cell: ListCell, proposal: ProposedSize = .unspecified, mode: FittingMode = .compressed, theme: Theme? = nil,
        context: LayoutContext
    ) -> Size {
        size(
            of: itemNode(for: cell, width: proposal.width, theme: theme), proposal: proposal, mode: mode,
            context: context)
    }

    /// The fitting size of any node for `proposal` in `mode`.
    public static func size(of node: any LayoutNode, proposal: ProposedSize, mode: FittingMode, context: LayoutContext)
        -> Size
    {
        var width: Double
        switch (mode, proposal.width) {
        case (.expanded, let offered?): width = offered
        case (.compressed, let offered?): width = min(offered, node.sizeThatFits(.unspecified, context: context).width)
        case (_, nil): width = node.sizeThatFits(.unspecified, context: context).width
        }
        width = min(
            roundedUp(width, scale: context.scale), mode == .compressed ? proposal.width ?? .infinity : .infinity)
        var height = node.sizeThatFits(ProposedSize(width: width, height: nil), context: context).height
        switch (mode, proposal.height) {
        case (.expanded, let offered?): height = offered
        case (.compressed, let offered?): height = min(offered, height)
        case (_, nil): break
        }
        return Size(width: width, height: roundedUp(height, scale: context.scale))
    }

    /// `length` rounded up to a whole number of device pixels.
    static func roundedUp(_ length: Double, scale: Double) -> Double {
        (length * scale - 1e-9).rounded(.up) / scale
    }
}
