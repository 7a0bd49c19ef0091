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
    /// The boundary items pinned to the visible bounds, with the frame of the section each stays
    /// in and whether it keeps to the top (a header) or the bottom (a footer).
    var pinned: [LayoutElement: (section: Rect, isTop: Bool)] = [:]

    /// Every element's frame in the content.
    var frames: [LayoutElement: Rect] {
        get { content.frames }
        set { content.frames = newValue }
    }

    /// The frame of `element` with the content scrolled to `visible`: a pinned header stays at
    /// the visible top (a footer at the bottom) while its section is there, never leaving it.
    func frame(of element: LayoutElement, visible: Rect) -> Rect? {
        guard var frame = frames[element] else { return nil }
        guard let (section, isTop) = pinned[element] else { return frame }
        if isTop {
            frame.origin.y = min(max(frame.minY, visible.minY), section.maxY - frame.height)
        } else {
            frame.origin.y = max(min(frame.minY, visible.maxY - frame.height), section.minY)
        }
        return frame
    }
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
    /// over `traits`), the views made on the way recorded; a layout of the app's own is asked for
    /// the elements the bounds show.
    func contentDescription(width: Double, traits: UITraitCollection = UITraitCollection(), viewportHeight: Double)
        throws -> CollectionContentDescription
    {
        if (collectionViewLayout as? UICollectionViewCompositionalLayout)?.cellSnapIsList == true {
            return .list(try cellSnapListDescription(traits: traits, width: width))
        }
        return .collection(
            try cellSnapCollectionDescription(
                width: width, traits: traits, viewportHeight: viewportHeight, shownOnly: true))
    }

    /// Lays the content out at the view's width and traits (with the installed text measurer),
    /// keeping what it made for ``cellForItem(at:)`` and the frames for the layout attributes, and
    /// sets the content size. Without a data source, a measurer or a width there is nothing to lay out.
    func layOutContent() {
        loadDataThroughExchangedReload()
        contentLayoutError = nil
        guard dataSource != nil, let measurer = contentPassMeasurer else {
            contentLayout = nil
            contentKey = nil
            contentPass.stamps = [:]
            return
        }
        let key = ContentKey(
            generation: contentGeneration, size: bounds.size, traits: traitCollection.cellSnapTraits,
            safeArea: safeAreaInsets, margins: directionalLayoutMargins)
        if key == contentKey, contentLayout != nil, !showsBeyondAskedRect, !unmadeItemComesIntoView() {
            // Nothing the content shows changed: the views stay, placed for the current offset.
            placeVisibleViews()
            return
        }
        contentKey = key
        contentPass.stamps = [:]
        // The same data keeps the cells shown (CollectionContentPass.keptCells).
        if contentPass.convertedDataChanges == contentPass.dataChanges, let kept = contentLayout?.cells {
            contentPass.keptCells = kept
        }
        defer { contentPass.keptCells = [:] }
        do {
            visibleItemsHandlers = [:]
            contentLayout = try laidOutContent(measurer: measurer)
            contentPass.convertedDataChanges = contentPass.dataChanges
            // A layout of the app's own gives the content size; the others' is what was laid out.
            contentSize = layoutPlacesElements ? placedLayoutState.contentSize : contentLayout?.content.size ?? .zero
            try callVisibleItemsHandlers()
            placeVisibleViews()
        } catch {
            contentLayout = nil
            contentKey = nil
            contentPass.deferredItems = [:]
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
        // The content pass makes cells only for the items the bounds show (see
        // UICollectionView+DeferredItems.swift).
        contentPass.deferredItems = [:]
        contentPass.defersItems = true
        var description: CollectionContentDescription
        do {
            defer { contentPass.defersItems = false }
            // Only a compositional layout's fractional heights take the device's height; a layout
            // that places its elements is asked for all that the taller view shows.
            let viewport = collectionViewLayout is UICollectionViewCompositionalLayout ? cellSnapViewportHeight : nil
            description = try contentDescription(width: width, viewportHeight: Double(viewport ?? bounds.height))
        }
        if case .collection(let collection) = description, !contentPass.deferredItems.isEmpty, let dataSource {
            description = .collection(
                try convertingShownItems(
                    of: collection, width: width, window: placementWindow(for: description), measurer: measurer,
                    from: dataSource))
        }
        if let pendingError {
            self.pendingError = nil
            throw pendingError
        }
        let traits = traitCollection.cellSnapTraits
        let content = ScrollContentLayout(
            node: description.node(width: width), width: width, traits: traits,
            background: description.background(traits: traits), measurer: measurer,
            window: placementWindow(for: description))
        var layout = CollectionContentLayout(
            content: content, cells: madeCells, supplementaryViews: madeSupplementaryViews)
        if case .collection(let collection) = description {
            layout.pinned = pinnedElements(of: collection, in: content)
        }
        return layout
    }

    /// The boundary items pinned to the visible bounds, with their sections' frames in `content`:
    /// those of sections of groups, and a list section's own header and footer items.
    private func pinnedElements(of collection: CollectionDescription, in content: ScrollContentLayout)
        -> [LayoutElement: (section: Rect, isTop: Bool)]
    {
        var pinned: [LayoutElement: (section: Rect, isTop: Bool)] = [:]
        let sectionFrames = content.result.root.outermost(roles: [.section, .sectionList]).map(\.frame)
        for (index, section) in collection.sections.enumerated() where index < sectionFrames.count {
            switch section.layout {
            case .compositional(let sectionLayout):
                for item in sectionLayout.boundaryItems where item.pinsToVisibleBounds {
                    pinned[.supplementary(kind: item.kind, section: index, item: 0)] = (
                        sectionFrames[index], !item.alignment.isBottom
                    )
                }
            case .list:
                for element in [LayoutElement.header(section: index), .footer(section: index)]
                where contentPass.pinnedListElements.contains(element) {
                    pinned[element] = (sectionFrames[index], element == .header(section: index))
                }
            default: continue
            }
        }
        return pinned
    }

    /// The part of the content whose items the content pass places: the bounds at the current
    /// offset (a point more on each side, for snapping), as UIKit lays out only the cells it
    /// shows. Everything is placed for a list (whose rows are few screens' worth or are list
    /// cells) and when a section's visible-items handler may move items into view.
    private func placementWindow(for description: CollectionContentDescription) -> ClosedRange<Double>? {
        guard case .collection = description, visibleItemsHandlers.isEmpty else { return nil }
        let visible = boundsInContent
        return (visible.minY - 1)...(visible.maxY + 1)
    }

    /// The part of the content the bounds show, below the content insets.
    var visibleContent: Rect {
        let insets = adjustedContentInset
        return Rect(
            x: Double(contentOffset.x), y: Double(contentOffset.y + insets.top), width: Double(bounds.width),
            height: Double(bounds.height - insets.top - insets.bottom))
    }

    /// Gives the visible cells (but list cells, whose rows the list lays out) and supplementary
    /// views their frames in the content and lays their subviews out, as UIKit does before it
    /// shows them: what ``cellForItem(at:)`` returns is laid out. A view laid out at the same
    /// frame by an earlier pass, that nothing changed since (``PlacedViewStamp``), is left as it
    /// is, as UIKit lays out only the views that need layout.
    private func placeVisibleViews() {
        guard let layout = contentLayout else { return }
        let visible = visibleContent
        func place(_ view: UIView, at frame: Rect?) {
            guard let frame, frame.intersects(visible) else { return }
            let placed = frame.cgRect
            let identity = ObjectIdentifier(view)
            if contentPass.stamps[identity]?.holds(for: view, at: placed) == true { return }
            view.frame = placed
            if let cell = view as? UICollectionViewCell { cell.contentView.frame = cell.bounds }
            contentPass.stamps[identity] = view.cellSnapLayoutNow() == nil ? PlacedViewStamp(view) : nil
        }
        for (indexPath, cell) in layout.cells where !(cell is UICollectionViewListCell) {
            place(cell, at: layout.frames[.item(section: indexPath.section, item: indexPath.item)])
        }
        for (kind, views) in layout.supplementaryViews {
            for (indexPath, view) in views where !(view is UICollectionViewListCell) {
                let element = LayoutElement.supplementary(
                    kind: kind, section: indexPath.elementSection, item: indexPath.elementItem)
                place(
                    view,
                    at: layout.frame(of: element, visible: visible) ?? layout.frames[.layoutSupplementary(kind: kind)])
            }
        }
    }

    /// Calls each section's visible-items handler once, with the section's elements visible at
    /// rest, and draws what it changed: an item's alpha, whether it is hidden, its centre, its
    /// transform. A changed `zIndex` is refused (CellSnap orders elements by the layout's indices).
    private func callVisibleItemsHandlers() throws {
        defer { visibleItemsHandlers = [:] }
        guard var layout = contentLayout, !visibleItemsHandlers.isEmpty, let environment = sectionEnvironment else {
            return
        }
        let visible = boundsInContent
        for (section, handler) in visibleItemsHandlers.sorted(by: { $0.key < $1.key }) {
            let items = layout.frames.filter { element, frame in
                element.section == section && frame.intersects(visible)
            }.sorted { ($0.value.minY, $0.value.minX) < ($1.value.minY, $1.value.minX) }.map { element, frame in
                VisibleItem(element: element, frame: frame.cgRect, zIndex: 0)
            }
            handler(items, .zero, environment)
            for item in items {
                if item.zIndex != 0 {
                    throw CellSnapUIKitError(
                        call:
                            "NSCollectionLayoutVisibleItem.zIndex = \(item.zIndex) in visibleItemsInvalidationHandler",
                        reason: "CellSnap stacks elements by the layout's zIndex")
                }
                let frame = item.frame
                let dx = Double(item.center.x - frame.midX), dy = Double(item.center.y - frame.midY)
                let turned = !CATransform3DIsIdentity(item.transform3D)
                guard item.alpha != 1 || item.isHidden || dx != 0 || dy != 0 || turned else { continue }
                let alpha = item.isHidden ? 0 : Double(min(1, max(0, item.alpha)))
                layout.content.result.root = layout.content.result.root.changingElement(item.element) { node in
                    node = node.translated(dx: dx, dy: dy)
                    node.opacity *= alpha
                    if turned { (node.transform, node.projection) = item.drawnTransform }
                }
                layout.frames[item.element] = layout.frames[item.element]?.offsetBy(dx: dx, dy: dy)
            }
        }
        contentLayout = layout
    }

    /// The content as the view shows it, at rest and clipped, above its background view (and any
    /// view put below it) and below the other subviews: the views an app adds to the collection
    /// view itself (an onboarding's page control over its pages), as UIKit puts its cells above
    /// the background view and below the app's subviews.
    func drawnContent(traits: Traits) throws -> ViewTree.Content {
        if showsBeyondAskedRect { layOutContent() }
        let subviewsBelow =
            backgroundView.flatMap { background in subviews.firstIndex { $0 === background } }
            .map { $0 + 1 } ?? 0
        guard let layout = contentLayout else {
            return try drawnScrollContent(nil, error: contentLayoutError, traits: traits, subviewsBelow: subviewsBelow)
        }
        // The items the bounds show are made and placed (a scroll since the content pass may show others).
        if unmadeItemComesIntoView() {
            contentKey = nil
            layOutContent()
            return try drawnContent(traits: traits)
        }
        let offset = Double(contentOffset.y)
        if let whole = layout.content.placingEverything(ifShowing: offset...(offset + Double(bounds.height))) {
            contentLayout?.content = whole
            return try drawnContent(traits: traits)
        }
        // A pinned header or footer moves with the visible bounds, within its section.
        var content = layout.content
        for element in layout.pinned.keys {
            guard let natural = layout.frames[element], let pinned = layout.frame(of: element, visible: visibleContent),
                pinned.minY != natural.minY
            else { continue }
            content.result.root = content.result.root.changingElement(element) {
                $0 = $0.translated(dx: 0, dy: pinned.minY - natural.minY)
            }
        }
        return try drawnScrollContent(
            content, error: contentLayoutError, traits: traits, subviewsBelow: subviewsBelow,
            extras: try indexTitleNodes(content: content, traits: traits))
    }
}

extension UICollectionView {
    /// The index the data source's `indexTitles(for:)` asks for, in the tint colour, drawn where
    /// and as a table's section index is (``TableSectionIndex``), over the content: UIKit
    /// documents no room made for it, and CellSnap moves no cell.
    func indexTitleNodes(content: ScrollContentLayout, traits: Traits) throws -> [PlacedNode] {
        guard let titles = dataSource?.indexTitles(for: self), !titles.isEmpty else { return [] }
        return try indexNodes(
            titles: titles, color: tintColor, background: nil,
            call: "UICollectionViewDataSource.indexTitles(for:) (\(titles.count) titles)", content: content,
            traits: traits)
    }
}

extension LayoutElement {
    /// The section the element belongs to (`nil` for the layout's own boundary items).
    var section: Int? {
        switch self {
        case .item(let section, _), .header(let section), .footer(let section), .supplementary(_, let section, _),
            .decoration(_, let section), .decorationItem(_, let section, _):
            section
        case .layoutSupplementary: nil
        }
    }
}

extension PlacedNode {
    /// The tree with `change` applied to the node of `element`.
    func changingElement(_ target: LayoutElement, _ change: (inout PlacedNode) -> Void) -> PlacedNode {
        var node = self
        if element == target {
            change(&node)
            return node
        }
        node.children = children.map { $0.changingElement(target, change) }
        return node
    }
}
