import CellModel
import Primitives

/// A collection's elements where a layout of the app's own placed them (a
/// `PlacedCollectionLayout`): each element's view laid out at its frame's size and
/// placed at its frame, transformed about its centre, faded by its alpha, clipped by its layer
/// mask, stacked by its z-index
/// (equal z-indices keep the layout's order); hidden elements were left out by whoever made the
/// layout.
///
/// Frames are the layout's, left to right. A layout that flips in right to left is mirrored with
/// the rest of the tree by ``LayoutEngine``; one that does not is placed mirrored here, so that the
/// engine's mirroring puts every frame back where the layout put it while the elements' contents
/// still read right to left, as UIKit draws a layout whose `flipsHorizontallyInOppositeLayoutDirection`
/// is `false`. A transform is never mirrored: UIKit applies it as given.
///
/// The node is as tall as the content size (at least), as wide as it is offered.
public struct PlacedCollectionNode: LayoutNode {
    public let layout: PlacedCollectionLayout
    /// The element views' nodes, in the layout's order.
    let views: [any LayoutNode]

    /// Creates the node of `layout`, its views in `traits` and `theme`.
    public init(_ layout: PlacedCollectionLayout, traits: Traits, theme: Theme) {
        self.layout = layout
        views = layout.elements.map { element in
            var cell = element.view
            cell.state.traits = traits
            return CellFitting.itemNode(for: cell, width: element.frame.width, theme: theme)
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? layout.contentSize.width, height: max(0, layout.contentSize.height))
    }

    public func place(in bounds: Rect, context: LayoutContext) -> PlacedNode {
        let mirrorsHere = context.direction == .rightToLeft && !layout.flipsInRightToLeft
        let order = layout.elements.indices.sorted {
            (layout.elements[$0].zIndex, $0) < (layout.elements[$1].zIndex, $1)
        }
        let children = order.map { index in
            let element = layout.elements[index]
            var frame = element.frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
            if mirrorsHere { frame.origin.x = bounds.minX + bounds.width - (element.frame.maxX) }
            // A wrapper carries the element's alpha and transform over the whole view, its own
            // drawing included (a node's opacity applies to its children).
            var wrapper = PlacedNode(
                role: .placedElement, frame: frame, opacity: min(1, max(0, element.alpha)),
                children: [views[index].place(in: frame, context: context)])
            wrapper.element = element.layoutElement
            wrapper.transform = element.transform
            wrapper.projection = element.projection
            (wrapper.clipPath, wrapper.clipRule) = (element.mask, element.maskRule)
            return wrapper
        }
        return PlacedNode(role: .placed, frame: bounds, children: children)
    }
}

extension PlacedCollectionElement {
    /// The element as layout results name it.
    var layoutElement: LayoutElement {
        switch kind {
        case .cell: .item(section: section, item: item)
        case .supplementary(let kind): .supplementary(kind: kind, section: section, item: item)
        case .decoration(let kind): .decorationItem(kind: kind, section: section, item: item)
        }
    }
}
