import CellLayout
import CellModel
import DisplayList
import Primitives

/// What a collection view's layout pass laid out: its content at the view's width and traits, the
/// frames of its elements in the content, and the cells and supplementary views made for them.
struct CollectionContentLayout {
    /// The width and traits it was laid out for.
    var width: Double
    var traits: Traits
    /// The content, placed and snapped, in physical coordinates (mirrored for right to left).
    var result: LayoutResult
    /// Every element's frame in the content.
    var frames: [LayoutElement: Rect]
    var cells: [IndexPath: UICollectionViewCell]
    var supplementaryViews: [String: [IndexPath: UICollectionReusableView]]
    /// What fills the collection view's bounds behind the content.
    var background: Color
}

/// A collection view's content, as the conversion gives it.
enum CollectionContentDescription: Sendable {
    case list(ListDescription)
    case collection(CollectionDescription)

    /// The content's layout node at `width`.
    func node(width: Double) -> any LayoutNode {
        switch self {
        case .list(let list): ListLayout.node(for: list, width: width)
        case .collection(let collection): CollectionLayout.node(for: collection, width: width)
        }
    }

    /// The colour behind the content, for `traits`.
    func background(traits: Traits) -> Color {
        switch self {
        case .list(let list):
            traits.theme.theme.resolve(
                list.backgroundColor ?? ListLayout.listBackground(list.appearance), for: traits.colorAppearance)
        case .collection(let collection):
            traits.theme.theme.resolve(collection.background, for: traits.colorAppearance)
        }
    }
}

extension UICollectionView {
    /// The collection view's content as CellModel values at `width`, in `traits` (its own traits
    /// over `traits`), the views made on the way recorded.
    func contentDescription(width: Double, traits: UITraitCollection = UITraitCollection(), viewportHeight: Double)
        throws -> CollectionContentDescription
    {
        if (collectionViewLayout as? UICollectionViewCompositionalLayout)?.cellSnapIsList == true {
            return .list(try cellSnapListDescription(traits: traits, width: width))
        }
        return .collection(
            try cellSnapCollectionDescription(width: width, traits: traits, viewportHeight: viewportHeight))
    }

    /// Lays the content out at the view's width and traits (with the installed text measurer),
    /// keeping what it made for ``cellForItem(at:)`` and the frames for the layout attributes, and
    /// sets the content size. Without a data source, a measurer or a width there is nothing to lay out.
    func layOutContent() {
        contentLayoutError = nil
        guard dataSource != nil, bounds.width > 0, let measurer = UIView.cellSnapTextMeasurer else {
            contentLayout = nil
            return
        }
        do {
            contentLayout = try laidOutContent(measurer: measurer)
            contentSize =
                contentLayout.map { CGSize(width: $0.result.size.width, height: $0.result.size.height) } ?? .zero
        } catch {
            contentLayout = nil
            contentLayoutError = error
        }
    }

    private func laidOutContent(measurer: any TextMeasuring) throws -> CollectionContentLayout {
        madeCells = [:]
        madeSupplementaryViews = [:]
        defer {
            madeCells = [:]
            madeSupplementaryViews = [:]
        }
        let width = Double(bounds.width)
        let description = try contentDescription(width: width, viewportHeight: Double(bounds.height))
        if let pendingError {
            self.pendingError = nil
            throw pendingError
        }
        let traits = traitCollection.cellSnapTraits
        let context = LayoutContext(measurer: measurer, direction: traits.direction, scale: traits.displayScale)
        let result = LayoutEngine.layout(description.node(width: width), width: width, context: context)
        return CollectionContentLayout(
            width: width, traits: traits, result: result, frames: result.root.elementFrames, cells: madeCells,
            supplementaryViews: madeSupplementaryViews, background: description.background(traits: traits))
    }

    /// The content as the view shows it: the last layout pass's, moved by the content offset, on
    /// the content's background across the bounds, in the view's own coordinates before mirroring.
    func drawnContent(traits: Traits) throws -> ViewTree.Content {
        if let contentLayoutError { throw contentLayoutError }
        guard let layout = contentLayout else { return .plain(width: nil, height: nil) }
        var root = layout.result.root
        // The layout pipeline mirrors views last; the content was mirrored on its own already.
        if traits.direction == .rightToLeft { root = root.mirrored(within: layout.width) }
        let offset = contentOffset
        let backdrop = PlacedNode(
            role: "content.background",
            frame: Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)),
            content: .shape(.rect, fill: backgroundColor?.resolved(traits) ?? layout.background, stroke: nil))
        let visible = Rect(x: Double(offset.x), y: Double(offset.y), width: layout.width, height: Double(bounds.height))
        let moved = (root.keepingElements(within: visible) ?? root).translated(
            dx: -Double(offset.x), dy: -Double(offset.y))
        return .scrollContent(
            PlacedNode(role: "content", frame: backdrop.frame, children: [backdrop, moved]))
    }
}

extension PlacedNode {
    /// The tree without the elements (items, headers, footers) outside `visible`, as a scroll view
    /// holds views only for what shows; `nil` when the node itself is such an element.
    func keepingElements(within visible: Rect) -> PlacedNode? {
        if element != nil {
            let shows =
                frame.maxX > visible.minX && frame.minX < visible.maxX && frame.maxY > visible.minY
                && frame.minY < visible.maxY
            if !shows { return nil }
        }
        var node = self
        node.children = children.compactMap { $0.keepingElements(within: visible) }
        return node
    }
}
