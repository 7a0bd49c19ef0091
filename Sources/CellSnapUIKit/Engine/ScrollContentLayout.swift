import CellLayout
import CellModel
import DisplayList
import Primitives

/// What the content pass of a collection or table view laid out: its content at the view's width
/// and traits, placed and snapped, each element's frame in it, and the colour behind it. Both views
/// lay their content out this way in `layoutSubviews()`, answer their frame and cell queries from
/// it, and draw it at rest with ``UIScrollView/drawnScrollContent(_:error:traits:subviewsBelow:extras:)``.
///
/// A collection view lays out only the items its bounds show, as UIKit does: items whose rows lie
/// wholly above or below a placement window (the visible bounds when the content is laid out) keep
/// their frames but are not placed inside (``LayoutContext/placementWindow``). Every frame, the
/// content's size and every placed item are what a whole layout gives; drawing never shows an
/// unplaced item, because ``placingEverything(ifShowing:)`` lays the whole content out first
/// when one would show (after a scroll, say).
struct ScrollContentLayout {
    /// The width and traits it was laid out for.
    var width: Double
    var traits: Traits
    /// The content, placed and snapped, in physical coordinates (mirrored for right to left).
    var result: LayoutResult
    /// Every element's frame in the content (items and rows, headers, footers).
    var frames: [LayoutElement: Rect]
    /// What fills the view's bounds behind the content.
    var background: Color
    /// The items laid out without being placed (outside the placement window).
    private(set) var unplaced: Set<LayoutElement> = []
    /// What the whole layout is made from, kept while items are unplaced.
    private var source: (node: any LayoutNode, measurer: any TextMeasuring)?

    /// `node` laid out `width` points wide for `traits`, its text measured by `measurer`; items
    /// wholly outside the vertical extent `window` of the content, if given, are left unplaced.
    init(
        node: any LayoutNode, width: Double, traits: Traits, background: Color, measurer: any TextMeasuring,
        window: ClosedRange<Double>? = nil
    ) {
        let context = LayoutContext(measurer: measurer, direction: traits.direction, scale: traits.displayScale)
        context.placementWindow = window
        result = LayoutEngine.layout(node, width: width, context: context)
        frames = result.root.elementFrames
        self.width = width
        self.traits = traits
        self.background = background
        unplaced = context.unplacedElements
        if !unplaced.isEmpty { source = (node, measurer) }
    }

    /// The content's size, which becomes the scroll view's content size.
    var size: CGSize { CGSize(width: result.size.width, height: result.size.height) }

    /// The whole layout, made as it would have been without a window (its frames are the same),
    /// when the frame of an unplaced item in ``result`` reaches into `visible` (the content's
    /// vertical extent that will be drawn); `nil` when every item there is placed.
    func placingEverything(ifShowing visible: ClosedRange<Double>) -> ScrollContentLayout? {
        guard let source, result.root.containsElement(of: unplaced, reaching: visible) else { return nil }
        return ScrollContentLayout(
            node: source.node, width: width, traits: traits, background: background, measurer: source.measurer)
    }
}

extension PlacedNode {
    /// Whether a node of one of `elements` in the tree reaches into the vertical extent `visible`
    /// (whatever its horizontal place: a check on the safe side of any visible rectangle's).
    func containsElement(of elements: Set<LayoutElement>, reaching visible: ClosedRange<Double>) -> Bool {
        if let element, elements.contains(element), frame.maxY > visible.lowerBound, frame.minY < visible.upperBound {
            return true
        }
        return children.contains { $0.containsElement(of: elements, reaching: visible) }
    }
}

/// Where a scroll to a frame of the content leaves that frame in the visible area: UIKit's
/// collection view scroll positions and table view scroll positions, mapped onto one vertical rule.
enum ContentScrollAlignment {
    /// The frame's top at the top of the visible area (below the adjusted insets).
    case top
    /// The frame centred in the visible area.
    case middle
    /// The frame's bottom at the bottom of the visible area.
    case bottom
    /// No more scrolling than it takes to show the whole frame (none when it shows already).
    case nearest
}

extension UIScrollView {
    /// The text measurer a content pass measures with: the one in effect (the conversion's, else
    /// the process-wide one), when the view has a width to lay its content out at; `nil` when there
    /// is nothing to lay out yet.
    var contentPassMeasurer: (any TextMeasuring)? { bounds.width > 0 ? UIView.cellSnapMeasurerInEffect : nil }

    /// The bounds in the content's coordinates: what shows at the current offset.
    var boundsInContent: Rect {
        Rect(
            x: Double(contentOffset.x), y: Double(contentOffset.y), width: Double(bounds.width),
            height: Double(bounds.height))
    }

    /// Whether `frame` of the content shows through the bounds at the current offset.
    func showsContentFrame(_ frame: Rect) -> Bool { frame.intersects(boundsInContent) }

    /// Scrolls vertically so that `frame` of the content sits at `alignment` in the area the
    /// adjusted content insets leave visible, never past the content's top or bottom. With
    /// `visibleHeight`, the visible area is that tall (0 for a scroll asked before the view had
    /// its size).
    func scrollToContentFrame(_ frame: Rect, alignment: ContentScrollAlignment, visibleHeight: CGFloat? = nil) {
        let insets = adjustedContentInset
        let y = Self.offset(
            showing: CGFloat(frame.minY)...CGFloat(frame.maxY), at: alignment, from: contentOffset.y,
            visible: visibleHeight ?? (bounds.height - insets.top - insets.bottom), insets: (insets.top, insets.bottom),
            contentLength: contentSize.height, boundsLength: bounds.height)
        contentOffset = CGPoint(x: contentOffset.x, y: y)
    }

    /// Scrolls horizontally so that `frame` of the content sits at `alignment` (`.top` the left
    /// edge, `.middle` the centre, `.bottom` the right edge) in the width the adjusted content
    /// insets leave visible, never past the content's left or right end.
    func scrollToContentFrameHorizontally(_ frame: Rect, alignment: ContentScrollAlignment) {
        let insets = adjustedContentInset
        let x = Self.offset(
            showing: CGFloat(frame.minX)...CGFloat(frame.maxX), at: alignment, from: contentOffset.x,
            visible: bounds.width - insets.left - insets.right, insets: (insets.left, insets.right),
            contentLength: contentSize.width, boundsLength: bounds.width)
        contentOffset = CGPoint(x: x, y: contentOffset.y)
    }

    /// The offset along one axis that puts `span` of the content at `alignment` in the `visible`
    /// length past the leading inset, from the `current` offset, clamped so that the content's
    /// ends (and their insets) stay within the bounds' length.
    private static func offset(
        showing span: ClosedRange<CGFloat>, at alignment: ContentScrollAlignment, from current: CGFloat,
        visible: CGFloat, insets: (leading: CGFloat, trailing: CGFloat), contentLength: CGFloat, boundsLength: CGFloat
    ) -> CGFloat {
        let wanted: CGFloat
        switch alignment {
        case .top: wanted = span.lowerBound - insets.leading
        case .middle: wanted = (span.lowerBound + span.upperBound) / 2 - insets.leading - visible / 2
        case .bottom: wanted = span.upperBound - insets.leading - visible
        case .nearest:
            if span.lowerBound < current + insets.leading {
                wanted = span.lowerBound - insets.leading
            } else if span.upperBound > current + insets.leading + visible {
                wanted = span.upperBound - insets.leading - visible
            } else {
                wanted = current
            }
        }
        let farthest = max(-insets.leading, contentLength - boundsLength + insets.trailing)
        return min(max(-insets.leading, wanted), farthest)
    }

    /// The content as the view shows it: `layout`'s content (with `extras`, nodes placed as they
    /// are drawn, on the left right to left, over it), moved by the content offset, on the content's
    /// background across the bounds, in the view's own coordinates before mirroring. The view's
    /// first `subviewsBelow` subviews are drawn below it, the others above. The error of the last
    /// content pass, if any, is thrown; without a layout there is no content. With
    /// `floatingHeaders` (a plain table's), each section header scrolled above the top of what the
    /// view shows floats there (``PlacedNode/pinningSectionHeaders(at:sectionEnds:)``).
    func drawnScrollContent(
        _ layout: ScrollContentLayout?, error: (any Error)?, traits: Traits, subviewsBelow: Int,
        extras: [PlacedNode] = [], floatingHeaders: Bool = false
    ) throws -> ViewTree.Content {
        if let error { throw error }
        guard let layout else { return .plain(width: nil, height: nil) }
        var root = layout.result.root
        if floatingHeaders {
            root = root.pinningSectionHeaders(
                at: Double(contentOffset.y + adjustedContentInset.top), sectionEnds: layout.sectionEnds)
        }
        if traits.direction == .rightToLeft {
            // The layout pipeline mirrors views last; the content was mirrored on its own already.
            root = root.mirrored(within: layout.width)
            root.children += extras.map { $0.mirrored(within: layout.width) }
        } else {
            root.children += extras
        }
        let offset = contentOffset
        let backdrop = PlacedNode(
            role: NodeRole.content.appending(.background),
            frame: Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)),
            content: .shape(.rect, fill: layout.background, stroke: nil))
        // The offset is physical (no layout direction flips a scroll view's content offset): right
        // to left, the content moves the other way before the pipeline mirrors it back.
        let across = traits.direction == .rightToLeft ? -Double(offset.x) : Double(offset.x)
        let visible = Rect(x: across, y: Double(offset.y), width: layout.width, height: Double(bounds.height))
        let moved = (root.keepingElements(within: visible) ?? root).translated(dx: -across, dy: -Double(offset.y))
        return .scrollContent(
            PlacedNode(role: .content, frame: backdrop.frame, children: [backdrop, moved]),
            subviewsBelow: subviewsBelow, width: nil, height: nil)
    }

    /// What a table or collection view draws (`drawn`, made after this is called) with the view's
    /// intrinsic content size, which Auto Layout sizes it by: none of its own, as UIKit's, unless
    /// the app overrides `intrinsicContentSize` (a view that sizes itself to its content size,
    /// calling `layoutIfNeeded()` first: it is asked before the content is read).
    func scrollContentSizedByIntrinsicSize(_ drawn: () throws -> ViewTree.Content) rethrows -> ViewTree.Content {
        guard case .plain(let width, let height) = cellSnapIntrinsicSizeOnly else { return try drawn() }
        switch try drawn() {
        case .scrollContent(let node, let below, _, _):
            return .scrollContent(node, subviewsBelow: below, width: width, height: height)
        case .plain: return .plain(width: width, height: height)
        case let other: return other
        }
    }
}

extension UIView {
    /// Nothing drawn, with the view's intrinsic content size: what a layout capture (which does
    /// not draw) holds of a scroll view, whose content it does not lay out.
    final var cellSnapIntrinsicSizeOnly: ViewTree.Content {
        let intrinsic = intrinsicContentSize
        return .plain(
            width: intrinsic.width == UIView.noIntrinsicMetric ? nil : Double(intrinsic.width),
            height: intrinsic.height == UIView.noIntrinsicMetric ? nil : Double(intrinsic.height))
    }
}

extension PlacedNode {
    /// The tree without the elements (items, headers, footers) outside `visible`, as a scroll view
    /// holds views only for what shows; `nil` when the node itself is such an element.
    func keepingElements(within visible: Rect) -> PlacedNode? {
        if element != nil, !frame.intersects(visible) { return nil }
        var node = self
        node.children = children.compactMap { $0.keepingElements(within: visible) }
        return node
    }
}

extension UIScrollView {
    /// The safe area's insets on the sides that a list in this view keeps, as CellModel gives them
    /// (``ListDescription/sideSafeAreaInset`` the leading side's, and
    /// ``ListDescription/trailingSideSafeAreaInset`` the trailing side's when it differs), laid
    /// out in `direction`: both `nil` without a safe area on either side.
    func listSideSafeAreaInsets(direction: LayoutDirection) -> (leading: Double?, trailing: Double?) {
        let safe = safeAreaInsets
        guard safe.left > 0 || safe.right > 0 else { return (nil, nil) }
        let (leading, trailing) =
            direction == .rightToLeft
            ? (Double(safe.right), Double(safe.left)) : (Double(safe.left), Double(safe.right))
        return (leading, trailing == leading ? nil : trailing)
    }
}
