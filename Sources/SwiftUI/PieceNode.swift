import CellLayout
import DisplayList
import Primitives

/// A resolved view as a CellLayout node, laid out by SwiftUI's documented model: the parent
/// proposes a size, the child chooses its own, the parent places it. Nodes lay out left to
/// right; CellLayout mirrors right-to-left layouts once at the end, so leading is left here.
struct PieceNode: LayoutNode {
    let piece: Piece
    /// The axis of the stack the piece is a child of, for spacers and dividers.
    var stackAxis: Axis?

    init(_ piece: Piece, stackAxis: Axis? = nil) {
        self.piece = piece
        self.stackAxis = stackAxis
    }

    /// The size of a shape or colour offered no size: 10 pt, SwiftUI's (undocumented) default
    /// for views that take any size, which CellSnap copies.
    static let unproposedLength = 10.0
    /// The least length of a spacer whose `minLength` is `nil`: SwiftUI's default spacing, 8 pt
    /// on iOS (undocumented; the figure commonly observed).
    static let defaultSpacerLength = 8.0

    /// A node of `piece` that a modifier wraps: it keeps the stack axis the modifier's view is in.
    func inner(_ piece: Piece) -> PieceNode { PieceNode(piece, stackAxis: stackAxis) }

    func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        switch piece {
        case .empty: return Size(width: 0, height: 0)
        case .uiKit(let node): return node.sizeThatFits(proposal, context: context)
        case .text(let string, let style):
            return TextNode(string, style: style).sizeThatFits(proposal, context: context)
        case .symbol(let node, let isResizable):
            let natural = node.sizeThatFits(proposal, context: context)
            return isResizable
                ? Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height) : natural
        case .bitmap(_, let size, let isResizable):
            return isResizable
                ? Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height) : size
        case .shape, .gradient:
            return Size(
                width: proposal.width ?? Self.unproposedLength, height: proposal.height ?? Self.unproposedLength)
        case .spacer(let minLength): return spacerSize(minLength, proposal)
        case .divider: return dividerSize(proposal, context: context)
        case .stack(let axis, _, let spacing, let children):
            return StackLayout(axis: axis, spacing: spacing, children: children).size(proposal, context: context)
        case .group(let children), .gridRow(_, let children):
            return StackLayout(axis: .vertical, spacing: nil, children: children).size(proposal, context: context)
        case .lazyGrid(let grid): return grid.size(proposal, context: context)
        case .grid(let grid): return grid.size(proposal, context: context)
        case .zstack(_, _, let children):
            let sizes = children.map { PieceNode($0).sizeThatFits(proposal, context: context) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .padding(let insets, let child):
            return PaddingNode(insets, inner(child)).sizeThatFits(proposal, context: context)
        case .frame(let width, let height, _, _, let child):
            let inner = inner(child).sizeThatFits(
                ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height), context: context)
            return Size(width: width ?? inner.width, height: height ?? inner.height)
        case .flexibleFrame(let frame, let child): return flexibleSize(frame, child, proposal, context: context)
        case .background(let child, _, _, _), .overlay(let child, _, _, _), .clip(_, let child), .opacity(_, let child),
            .layoutPriority(_, let child), .offset(_, let child), .hidden(let child):
            return inner(child).sizeThatFits(proposal, context: context)
        case .aspectRatio(let ratio, let mode, let child):
            return inner(child).sizeThatFits(
                aspectProposal(ratio, mode, child, proposal, context: context), context: context)
        case .fixedSize(let horizontal, let vertical, let child):
            return inner(child).sizeThatFits(
                ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height),
                context: context)
        case .scroll(let vertical, let horizontal, let child):
            // The offered length along a scrolled axis (the content's when none is offered), the
            // content's across.
            let content = scrolledContentSize(
                child, vertical: vertical, horizontal: horizontal, proposal, context: context)
            return Size(
                width: horizontal ? proposal.width ?? content.width : content.width,
                height: vertical ? proposal.height ?? content.height : content.height)
        }
    }

    /// A scroll view's content's size: unbounded along the scrolled axes, offered `proposal` across.
    func scrolledContentSize(
        _ child: Piece, vertical: Bool, horizontal: Bool, _ proposal: ProposedSize, context: LayoutContext
    ) -> Size {
        PieceNode(child).sizeThatFits(
            ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height),
            context: context)
    }

    private func spacerSize(_ minLength: Double?, _ proposal: ProposedSize) -> Size {
        let least = minLength ?? Self.defaultSpacerLength
        switch stackAxis {
        case .horizontal: return Size(width: max(least, proposal.width ?? least), height: 0)
        case .vertical: return Size(width: 0, height: max(least, proposal.height ?? least))
        case nil: return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
    }

    /// A divider is one device pixel thick (SwiftUI's hairline, undocumented) and as long as offered.
    private func dividerSize(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        let thickness = 1 / context.scale
        return stackAxis == .horizontal
            ? Size(width: thickness, height: proposal.height ?? 0) : Size(width: proposal.width ?? 0, height: thickness)
    }

    /// A flexible frame: the child is offered the proposal clamped to the bounds, and the frame
    /// takes the proposal (or its ideal, or the child's size) clamped between the minimum (else
    /// the child's size) and the maximum (else the child's size), as SwiftUI's `frame(minWidth:...)` documents.
    private func flexibleSize(_ frame: FlexibleFrame, _ child: Piece, _ proposal: ProposedSize, context: LayoutContext)
        -> Size
    {
        func clamp(_ value: Double?, _ least: CGFloat?, _ most: CGFloat?) -> Double? {
            guard var value else { return nil }
            if let most { value = min(value, Double(most)) }
            if let least { value = max(value, Double(least)) }
            return value
        }
        let offered = ProposedSize(
            width: clamp(proposal.width ?? frame.idealWidth.map(Double.init), frame.minWidth, frame.maxWidth),
            height: clamp(proposal.height ?? frame.idealHeight.map(Double.init), frame.minHeight, frame.maxHeight))
        let inner = inner(child).sizeThatFits(offered, context: context)
        func side(_ proposed: Double?, _ ideal: CGFloat?, _ least: CGFloat?, _ most: CGFloat?, _ child: Double)
            -> Double
        {
            let wanted = proposed ?? ideal.map(Double.init) ?? child
            let upper = most.map(Double.init) ?? child, lower = least.map(Double.init) ?? child
            return max(lower, min(wanted, upper))
        }
        return Size(
            width: side(proposal.width, frame.idealWidth, frame.minWidth, frame.maxWidth, inner.width),
            height: side(proposal.height, frame.idealHeight, frame.minHeight, frame.maxHeight, inner.height))
    }

    /// The size offered to a child kept at `ratio` (its own ideal ratio when `nil`) inside, or
    /// around, the proposal.
    private func aspectProposal(
        _ ratio: Double?, _ mode: ContentMode, _ child: Piece, _ proposal: ProposedSize, context: LayoutContext
    ) -> ProposedSize {
        let ideal = inner(child).sizeThatFits(.unspecified, context: context)
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?):
            let byWidth = Size(width: width, height: width / ratio)
            let byHeight = Size(width: height * ratio, height: height)
            let fits = byWidth.height <= height
            return ProposedSize(mode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth))
        case (let width?, nil): return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?): return ProposedSize(width: height * ratio, height: height)
        case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / ratio)
        }
    }
}
