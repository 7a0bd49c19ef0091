import CellLayout
import CellModel
import CoreGraphics
import Primitives

// A layout of the app's own (`UICollectionViewLayout` and `UICollectionViewFlowLayout`
// subclasses, and the flow layout itself) computes its attributes in UIKit's terms, so it is
// driven here as UIKit drives it, and its attributes become CellModel's placed elements (a
// `PlacedCollectionLayout`), which CellLayout draws where they say. A compositional layout is
// converted to CellModel's sections instead and laid out by CellLayout.

extension UICollectionView {
    /// Whether the layout places its elements itself (every layout but a compositional one).
    var layoutPlacesElements: Bool { !(collectionViewLayout is UICollectionViewCompositionalLayout) }

    /// The content as the layout places it at `width` (the collection view laid out `width` x
    /// `viewportHeight` for the pass), its views made from the data source and the layout's
    /// decoration classes, in `traits`. With `shownOnly` (the view's own content pass) the layout
    /// is asked, as UIKit asks it, for the elements of the rect the bounds show at the content
    /// offset, so that the limit on placed elements applies to what is drawn; otherwise for
    /// the whole content (a description of the whole collection).
    func placedCollectionDescription(
        width: Double, traits: UITraitCollection, viewportHeight: Double, shownOnly: Bool = false,
        from dataSource: any UICollectionViewDataSource
    ) throws -> CollectionDescription {
        let layout = collectionViewLayout
        if let error = layout.decorationRegistrationError { throw error }
        let size = CGSize(width: width, height: viewportHeight)
        let restored = bounds.size
        if restored != size { frame.size = size }
        drawingTraits = traits
        placedLayoutState.isLayingOut = true
        var succeeded = false
        defer {
            // A pass that failed is prepared again: what its preparation reported is reported again.
            if !succeeded { placedLayoutState.needsPrepare = true }
            placedLayoutState.isLayingOut = false
            placedLayoutState.cells = [:]
            drawingTraits = UITraitCollection()
            if restored != size {
                // The pass laid the layout out at another size than the view's own: the view's
                // next pass prepares it again at its own.
                frame.size = restored
                placedLayoutState.needsPrepare = true
            }
        }
        prepareForPass(layout)
        let contentSize = try checkedContentSize(layout.collectionViewContentSize)
        placedLayoutState.contentSize = contentSize
        let shown = CGRect(origin: contentOffset, size: bounds.size)
        let rect = shownOnly ? shown : CGRect(origin: .zero, size: contentSize).union(visibleContentRect)
        placedLayoutState.askedRect = shownOnly ? shown : nil
        var attributes = layout.layoutAttributesForElements(in: rect) ?? []
        let flips = layoutFlips(layout)
        // What the bounds show is in the content's coordinates: the scroll view's content offset
        // moves it (its leading inset included); the whole content is drawn from where it rests.
        var (drawnOrigin, drawnSize) =
            shownOnly ? (.zero, contentSize) : restingArea(contentSize: contentSize, flips: flips)
        if attributes.count > Self.maximumPlacedElements, !shownOnly {
            // The whole content holds more elements than a pass places (a pager of thousands of
            // pages, either way): what the view shows at its content offset is drawn, as on the
            // device, the layout asked only for that rect, as UIKit asks for its visible rect (in
            // the layout's own space: mirrored for a layout that flips).
            let x = flips ? contentSize.width - contentOffset.x - bounds.width : contentOffset.x
            attributes =
                layout.layoutAttributesForElements(
                    in: CGRect(origin: CGPoint(x: x, y: contentOffset.y), size: bounds.size)) ?? []
            drawnOrigin = contentOffset
            drawnSize = bounds.size
        }
        guard attributes.count <= Self.maximumPlacedElements else {
            throw CellSnapUIKitError(
                call: "\(type(of: layout)).layoutAttributesForElements(in:)",
                reason: "it gave \(attributes.count) elements; CellSnap draws at most \(Self.maximumPlacedElements)")
        }
        placedLayoutState.flippedFrames = flips
        let baseTraits = UITraitCollection(traitsFrom: [traitCollection, traits])
        var elements: [PlacedCollectionElement] = []
        for element in attributes where !element.isHidden {
            let (model, view) = try placedView(for: element, layout: layout, from: dataSource)
            elements.append(
                try PlacedCollectionElement(
                    element, view: model, placed: view, flippedWithin: flips ? Double(contentSize.width) : nil,
                    drawnFrom: drawnOrigin, layout: layout))
        }
        if let pendingError {
            self.pendingError = nil
            throw pendingError
        }
        let background =
            backgroundColor?.cellSnapColor(traits: baseTraits.cellSnapTraits) ?? .semantic(.systemBackground)
        let placed = PlacedCollectionLayout(
            contentSize: Size(width: Double(drawnSize.width), height: Double(drawnSize.height)),
            elements: elements)
        succeeded = true
        return try CollectionDescription(
            sections: [], traits: baseTraits.cellSnapTraits, background: background, viewportHeight: viewportHeight,
            placedLayout: placed
        ).runningLayoutPasses(width: width)
    }

    /// The point of the whole content drawn at the top left, and the size drawn: across, from
    /// where the view shows it at rest, its leading inset before it (a carousel's first card
    /// centred, the next one peeking); a layout that flips, from the content's origin.
    private func restingArea(contentSize: CGSize, flips: Bool) -> (origin: CGPoint, size: CGSize) {
        let leading = adjustedContentInset.left
        guard !flips, leading != 0 else { return (.zero, contentSize) }
        return (CGPoint(x: -leading, y: 0), CGSize(width: contentSize.width + leading, height: contentSize.height))
    }

    /// Whether the bounds at the content offset show content beyond the rect the last content
    /// pass asked the layout for (a scroll since): the content is laid out again to draw it.
    var showsBeyondAskedRect: Bool {
        guard layoutPlacesElements, let asked = placedLayoutState.askedRect else { return false }
        return !asked.contains(CGRect(origin: contentOffset, size: bounds.size))
    }

    /// The most elements a layout may place in what a pass draws: enough for any screen, bounded
    /// so that a layout that runs away is refused before its views are made.
    static let maximumPlacedElements = 20_000
    /// The longest content a layout may give: a hundred million points (the content pass draws
    /// only what the bounds show, so a long content costs no more than a short one; a feed of
    /// 50,000 items of 200 pt is ten million points long).
    static let maximumPlacedContentLength: CGFloat = 100_000_000

    /// Runs what UIKit runs before it asks a layout for attributes: the invalidation a change of
    /// bounds asks for, `prepare()` after an invalidation, the batch of updates (the appearing and
    /// disappearing items' attributes asked, as UIKit asks them for its animations), a
    /// transition's end, and the move to the layout's target content offset.
    private func prepareForPass(_ layout: UICollectionViewLayout) {
        if let context = placedLayoutState.boundsInvalidation {
            placedLayoutState.boundsInvalidation = nil
            layout.invalidateLayout(with: context)
            placedLayoutState.needsPrepare = true
        }
        if placedLayoutState.needsPrepare {
            placedLayoutState.needsPrepare = false
            if let flow = layout as? UICollectionViewFlowLayout { flow.cellSnapPrepare() } else { layout.prepare() }
        }
        let updates = placedLayoutState.pendingUpdates
        if !updates.isEmpty {
            placedLayoutState.pendingUpdates = []
            layout.prepare(forCollectionViewUpdates: updates)
            for update in updates where update.updateAction == .insert {
                if let indexPath = update.indexPathAfterUpdate, indexPath.item != NSNotFound {
                    _ = layout.initialLayoutAttributesForAppearingItem(at: indexPath)
                }
            }
            for update in updates where update.updateAction == .delete {
                if let indexPath = update.indexPathBeforeUpdate, indexPath.item != NSNotFound {
                    _ = layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
                }
            }
            layout.finalizeCollectionViewUpdates()
        }
        for finished in placedLayoutState.transitionsToFinalize { finished.finalizeLayoutTransition() }
        placedLayoutState.transitionsToFinalize = []
        if placedLayoutState.asksTargetContentOffset {
            placedLayoutState.asksTargetContentOffset = false
            var target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
            if let delegate = ownDelegate {
                target = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: target)
            }
            if target != contentOffset { contentOffset = target }
        }
    }

    /// Whether the collection view flips `layout`'s frames in its layout direction.
    func layoutFlips(_ layout: UICollectionViewLayout) -> Bool {
        let direction = UITraitCollection(traitsFrom: [traitCollection, drawingTraits]).cellSnapTraits.direction
        return layout.flipsHorizontallyInOppositeLayoutDirection && layout.developmentLayoutDirection.model != direction
    }

    /// The layout's content size, refused when it is not a size.
    private func checkedContentSize(_ size: CGSize) throws -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
            max(size.width, size.height) <= Self.maximumPlacedContentLength
        else {
            throw CellSnapUIKitError(
                call: "\(type(of: collectionViewLayout)).collectionViewContentSize = \(size.width) x \(size.height)",
                reason:
                    "a content size is finite, not negative, and at most \(Int(Self.maximumPlacedContentLength)) pt on each side"
            )
        }
        return size
    }

    /// The part of the content the bounds show, below the adjusted content insets, in UIKit's
    /// terms (the content offset as the origin).
    var visibleContentRect: CGRect {
        let insets = adjustedContentInset
        return CGRect(
            x: contentOffset.x + insets.left, y: contentOffset.y + insets.top,
            width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    /// Notes that the layout was invalidated: the next layout pass prepares it again (an
    /// invalidation during a pass belongs to that pass).
    func layoutDidInvalidate() {
        guard !placedLayoutState.isLayingOut else { return }
        invalidateLayoutData()
    }

    /// Notes that the data or the layout changed: the layout is prepared again at the next pass.
    func invalidateLayoutData() {
        placedLayoutState.needsPrepare = true
        invalidateContent()
    }

    /// Notes a batch of updates: the layout gets them at the next pass, and the data source is
    /// asked for the shown cells again.
    func noteUpdates(_ updates: [UICollectionViewUpdateItem]) {
        placedLayoutState.pendingUpdates += updates
        contentPass.dataChanges &+= 1
        invalidateLayoutData()
    }

    /// Notes that all the data changed (`reloadData()`, a new data source) or the layout did: the
    /// layout is prepared again and every cell asked for again at the next pass. A new layout asks
    /// again too (CellSnap's choice: UIKit keeps the cells it shows across a layout change, but a
    /// cell's default configurations, which the data source made, follow the list's appearance,
    /// and CellSnap would otherwise draw the old appearance's).
    func reloadAllData() {
        contentPass.dataChanges &+= 1
        invalidateLayoutData()
    }

    /// Asks the layout whether bounds that moved from `old` (a new content offset) invalidate it.
    func boundsDidChange(from old: CGRect) {
        guard layoutPlacesElements else { return }
        let current = CGRect(origin: contentOffset, size: bounds.size)
        guard current != old, !placedLayoutState.isLayingOut else { return }
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: current) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: current))
        }
    }

    /// Attributes the layout gave, as the collection view shows them: flipped when the last pass
    /// flipped the layout's frames (a copy; the layout's own are not changed).
    func shownAttributes(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let attributes, layoutPlacesElements, placedLayoutState.flippedFrames else { return attributes }
        let shown = UICollectionViewLayoutAttributes.copying(attributes)
        let width = placedLayoutState.contentSize.width
        shown.center.x = width - attributes.center.x
        return shown
    }

    /// The attributes of every element laid out (by a compositional layout) meeting `rect`.
    func laidOutAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard let frames = contentLayout?.frames else { return [] }
        return frames.compactMap { element, frame -> UICollectionViewLayoutAttributes? in
            guard frame.cgRect.intersects(rect) else { return nil }
            switch element {
            case .item(let section, let item):
                return UICollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: item, section: section), frame: frame)
            case .header(let section):
                return UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: Self.elementKindSectionHeader,
                    with: IndexPath(item: 0, section: section),
                    frame: frame)
            case .footer(let section):
                return UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: Self.elementKindSectionFooter,
                    with: IndexPath(item: 0, section: section),
                    frame: frame)
            case .supplementary(let kind, let section, let item):
                return UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: kind, with: IndexPath(item: item, section: section), frame: frame)
            case .decoration(let kind, let section):
                return UICollectionViewLayoutAttributes(
                    forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: section), frame: frame)
            case .decorationItem(let kind, let section, let item):
                return UICollectionViewLayoutAttributes(
                    forDecorationViewOfKind: kind, with: IndexPath(item: item, section: section), frame: frame)
            case .layoutSupplementary(let kind):
                return UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: 0), frame: frame)
            }
        }.sorted {
            ($0.indexPath, $0.representedElementCategory.rawValue) < (
                $1.indexPath, $1.representedElementCategory.rawValue
            )
        }
    }
}
