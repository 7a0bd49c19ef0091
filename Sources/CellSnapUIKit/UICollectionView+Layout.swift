import CellLayout
import CellModel
import DisplayList
import Primitives

/// What a collection view's layout pass laid out: its content (``ScrollContentLayout``) and the
/// cells and supplementary views made for it.
struct CollectionContentLayout {
    var content: ScrollContentLayout
    var cells: [IndexPath: UICollectionViewCell]
    var supplementaryViews: [String: [IndexPath: UICollectionReusableView]]

    /// Every element's frame in the content.
    var frames: [LayoutElement: Rect] { content.frames }
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
        guard dataSource != nil, let measurer = contentPassMeasurer else {
            contentLayout = nil
            return
        }
        do {
            let layout = try laidOutContent(measurer: measurer)
            contentLayout = layout
            contentSize = layout.content.size
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
        let content = ScrollContentLayout(
            node: description.node(width: width), width: width, traits: traits,
            background: description.background(traits: traits), measurer: measurer)
        return CollectionContentLayout(content: content, cells: madeCells, supplementaryViews: madeSupplementaryViews)
    }

    /// The content as the view shows it, at rest and clipped, above its subviews (its background view).
    func drawnContent(traits: Traits) throws -> ViewTree.Content {
        try drawnScrollContent(
            contentLayout?.content, error: contentLayoutError, traits: traits, subviewsBelow: subviews.count)
    }
}
