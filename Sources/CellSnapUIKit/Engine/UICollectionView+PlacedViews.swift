import CellLayout
import CellModel
import CoreGraphics
import Primitives

extension UICollectionView {
    /// The view of a placed element, converted as it is drawn: a cell from the data source (in its
    /// selection, editing and swiped state), a supplementary view from the data source, or a
    /// decoration view of the class the layout registered. Each takes its frame and the layout's
    /// attributes (`apply(_:)`) and is announced to the delegate before it is converted. Returns
    /// the view with its model: it is drawn where its `apply(_:)` left it.
    func placedView(
        for attributes: UICollectionViewLayoutAttributes, layout: UICollectionViewLayout,
        from dataSource: any UICollectionViewDataSource
    ) throws -> (model: ListCell, view: UICollectionReusableView) {
        let indexPath = attributes.indexPath
        let delegate = ownDelegate
        let traits = itemTraits(section: indexPath.elementSection)
        switch attributes.representedElementCategory {
        case .cell:
            let isKept = contentPass.keptCells[indexPath] != nil
            let cell = try makingElements(as: attributes) { try placedCell(at: indexPath, from: dataSource) }
            place(cell, attributes)
            if !isKept { delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
            return (try cell.cellSnapListCellModel(traits: traits).fitted(toward: Self.placedElementTarget), cell)
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            let view =
                madeSupplementaryViews[kind]?[indexPath]
                ?? makingElements(as: attributes) {
                    dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
                }
            madeSupplementaryViews[kind, default: [:]][indexPath] = view
            place(view, attributes)
            delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
            return (try view.cellSnapElementCell(traits: traits).fitted(toward: Self.placedElementTarget), view)
        case .decorationView:
            let kind = attributes.representedElementKind ?? ""
            guard let view = try layout.cellSnapDecorationView(ofKind: kind) else {
                throw CellSnapUIKitError(
                    call: "UICollectionViewLayoutAttributes(forDecorationViewOfKind: \"\(kind)\", with: \(indexPath))",
                    reason: "no class is registered for that kind (register(_:forDecorationViewOfKind:) on the layout)")
            }
            place(view, attributes)
            return (try view.cellSnapElementCell(traits: traits).fitted(toward: Self.placedElementTarget), view)
        }
    }

    /// How a placed element's views are laid out: at the frame its attributes give, never sized
    /// by its content (a cell whose content needs more than its layout's `itemSize` keeps the
    /// item's size, as UIKit's does; a self-sizing flow item's size is in its attributes already).
    static let placedElementTarget = FittingTarget(sizedByContainer: true)

    /// The cell the data source makes for `indexPath` (once a pass: a flow layout that measured it
    /// made it already), refused when the data source has no such item.
    private func placedCell(at indexPath: IndexPath, from dataSource: any UICollectionViewDataSource) throws
        -> UICollectionViewCell
    {
        if let cell = placedLayoutState.cells[indexPath] { return cell }
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.item >= 0,
            indexPath.item < numberOfItems(inSection: indexPath.section)
        else {
            throw CellSnapUIKitError(
                call: "\(type(of: collectionViewLayout)).layoutAttributesForElements(in:) with a cell at \(indexPath)",
                reason: "the data source has no item there (UIKit raises an exception)")
        }
        return dequeuedCell(at: indexPath, from: dataSource)
    }

    /// A cell from the data source for `indexPath` (or the one the conversion keeps), in its
    /// selection, editing and swiped state.
    private func dequeuedCell(at indexPath: IndexPath, from dataSource: any UICollectionViewDataSource)
        -> UICollectionViewCell
    {
        let cell =
            takeKeptCell(at: indexPath) ?? requestingCell { dataSource.collectionView(self, cellForItemAt: indexPath) }
        madeCells[indexPath] = cell
        placedLayoutState.cells[indexPath] = cell
        cell.isSelected = selected.contains(indexPath)
        cell.cellSnapHostState.isEditing = isEditing
        cell.cellSnapHostState.isSwiped = cellSnapSwipedItem == indexPath
        return cell
    }

    /// Runs `request`, a call of the data source for a cell, counted in ``PlacedLayoutState/cellRequests``.
    func requestingCell(_ request: () -> UICollectionViewCell) -> UICollectionViewCell {
        placedLayoutState.cellRequests += 1
        defer { placedLayoutState.cellRequests -= 1 }
        return request()
    }

    /// `cell`, dequeued for `indexPath`, with its item's layout attributes when the app dequeued it
    /// itself, outside the data source calls of a layout pass (a test that snapshots one cell),
    /// as UIKit applies them before `dequeueReusableCell(withReuseIdentifier:for:)` returns
    /// (mirrored where the pass would mirror them). A flow
    /// layout computes its flow for them; another layout answers from what it last prepared, and
    /// a compositional layout, which lays the whole collection view out to answer, is not asked.
    func withItemAttributes(_ cell: UICollectionViewCell, at indexPath: IndexPath) -> UICollectionViewCell {
        guard placedLayoutState.cellRequests == 0, !placedLayoutState.isLayingOut,
            !(collectionViewLayout is UICollectionViewCompositionalLayout)
        else { return cell }
        placedLayoutState.cellRequests += 1
        defer { placedLayoutState.cellRequests -= 1 }
        (collectionViewLayout as? UICollectionViewFlowLayout)?.cellSnapPrepare()
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return cell }
        guard layoutFlips(collectionViewLayout) else {
            place(cell, attributes)
            return cell
        }
        let flipped = UICollectionViewLayoutAttributes.copying(attributes)
        flipped.center.x = collectionViewLayout.collectionViewContentSize.width - attributes.center.x
        place(cell, flipped)
        return cell
    }

    /// Gives `view` the frame and the attributes the layout gave its element, as UIKit applies
    /// them: nothing when they equal those the view last took (UIKit does not apply unchanged
    /// attributes, iOS 7 and later), else the frame, the alpha and hidden state where they changed
    /// (so an alpha the data source set after dequeuing stays while the layout's stays the same),
    /// then ``UICollectionReusableView/apply(_:)``.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let last = view.appliedLayoutAttributes
        if let last, last.isEqual(attributes) { return }
        let frame = attributes.frame
        if frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite {
            view.frame = frame
            if let cell = view as? UICollectionViewCell { cell.contentView.frame = cell.bounds }
        }
        if last?.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if last?.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.appliedLayoutAttributes = UICollectionViewLayoutAttributes.copying(attributes)
        view.apply(attributes)
    }

    /// The size a flow layout's self-sizing item takes: the cell's preferred attributes for its
    /// estimated ones, its fitting size (CellSnap's layout of its content, `across` points at most
    /// across the line) unless the cell answers otherwise.
    func fittingSize(ofItemAt indexPath: IndexPath, across available: CGFloat, vertical: Bool) -> CGSize {
        guard let dataSource, let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
        let estimated = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        estimated.size =
            layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize
            ? layout.itemSize : layout.estimatedItemSize
        let cell =
            placedLayoutState.cells[indexPath]
            ?? makingElements(as: estimated) { dequeuedCell(at: indexPath, from: dataSource) }
        place(cell, estimated)
        let traits = itemTraits(section: indexPath.section)
        cell.selfSizingFit = { [unowned self] in
            guard let measurer = UIView.cellSnapMeasurerInEffect else {
                self.pendingError.keepFirst(
                    CellSnapUIKitError(
                        call: "UICollectionViewFlowLayout.estimatedItemSize with \(type(of: cell)) at \(indexPath)",
                        reason:
                            "self-sizing items are measured with the text engine: lay the collection view out in a snapshot strategy or set UIView.cellSnapTextMeasurer"
                    ))
                return estimated.size
            }
            do {
                // Fitted toward the estimated size the app gives, as UIKit's flow layout asks for
                // the preferred attributes; toward zero for `automaticSize`, which names no size
                // (CellSnap's choice: Apple documents no estimate for it).
                let target: FittingTarget =
                    layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize
                    ? FittingTarget()
                    : .estimated(width: Double(estimated.size.width), height: Double(estimated.size.height))
                let model = try cell.cellSnapListCellModel(traits: traits).fitted(toward: target)
                let modelTraits = traits.cellSnapTraits
                let context = LayoutContext(
                    measurer: measurer, direction: modelTraits.direction, scale: modelTraits.displayScale)
                let proposal =
                    vertical
                    ? ProposedSize(width: Double(available), height: nil)
                    : ProposedSize(width: nil, height: Double(available))
                let size = CellFitting.size(of: model, proposal: proposal, mode: .compressed, context: context)
                return CGSize(width: size.width, height: size.height)
            } catch {
                self.pendingError.keepFirst(
                    error as? CellSnapUIKitError
                        ?? CellSnapUIKitError(
                            call: "UICollectionViewFlowLayout.estimatedItemSize with \(type(of: cell)) at \(indexPath)",
                            reason: "\(error)"))
                return estimated.size
            }
        }
        defer { cell.selfSizingFit = nil }
        let preferred = cell.preferredLayoutAttributesFitting(estimated)
        return checkedItemSize(
            preferred.size, call: "preferredLayoutAttributesFitting(_:) of \(type(of: cell)) at \(indexPath)")
    }

    /// `size`, or zero with an error for the next pass when it is not a size an item can have
    /// (negative or not finite; the flow layout's own `itemSize` must be more than zero).
    func checkedItemSize(_ size: CGSize, call: String, allowsZero: Bool = true) -> CGSize {
        let valid = [size.width, size.height].allSatisfy { $0.isFinite && (allowsZero ? $0 >= 0 : $0 > 0) }
        guard !valid else { return size }
        pendingError.keepFirst(
            CellSnapUIKitError(
                call: call,
                reason: allowsZero
                    ? "an item size is finite and not negative" : "an item size is finite and more than 0 on both sides"
            ))
        return .zero
    }
}

extension PlacedCollectionElement {
    /// The element `attributes` place, drawn where `placed` is after its `apply(_:)`: its frame
    /// (which moves with its layer's anchor point), turned by the attributes' transform about its
    /// anchor point, as UIKit turns a view's layer about its anchor point. The frame is flipped
    /// within `flipWidth` when the layout flips, then moved by `-origin` (the point of the content
    /// drawn at the top left); a transform with perspective is drawn as the view's plane seen from
    /// the front. The view's layer mask (a shape layer's path, or a mask view's) clips it; a mask
    /// CellSnap cannot draw is refused, as for any view.
    @MainActor init(
        _ attributes: UICollectionViewLayoutAttributes, view: ListCell, placed: UIView,
        flippedWithin flipWidth: Double?, drawnFrom origin: CGPoint = .zero, layout: UICollectionViewLayout
    ) throws {
        let frame = attributes.frame
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), frame.width >= 0,
            frame.height >= 0
        else {
            throw CellSnapUIKitError(
                call: "UICollectionViewLayoutAttributes.frame = \(frame) for \(attributes.indexPath)",
                reason: "a frame is finite and its size not negative")
        }
        let transform3D = attributes.transform3D
        let drawn = placed.frame.standardized
        var rect = Rect(
            x: Double(drawn.minX), y: Double(drawn.minY), width: Double(drawn.width), height: Double(drawn.height))
        if let flipWidth { rect.origin.x = flipWidth - rect.maxX }
        rect.origin.x -= Double(origin.x)
        rect.origin.y -= Double(origin.y)
        let kind: Kind =
            switch attributes.representedElementCategory {
            case .cell: .cell
            case .supplementaryView: .supplementary(attributes.representedElementKind ?? "")
            case .decorationView: .decoration(attributes.representedElementKind ?? "")
            }
        // The anchor point from the frame's centre, in the view's own coordinates (a layout that
        // flips mirrors where a view is, not the view).
        let anchor = placed.layer.anchorPoint
        let pivot = Point(x: Double((anchor.x - 0.5) * drawn.width), y: Double((anchor.y - 0.5) * drawn.height))
        let affine = transform3D.isDrawnAffinely
        var mask: (path: Path, rule: FillRule)?
        switch try placed.cellSnapMask().get() {
        case .clip(let path, let rule): mask = (path, rule)
        case .layer:
            throw CellSnapUIKitError(
                call: "\(LayoutItemName.name(of: placed)).layer.mask of a collection element",
                reason: "CellSnap masks a collection element by a path's opaque fill only")
        case nil: break
        }
        self.init(
            kind: kind, item: attributes.indexPath.elementItem, section: attributes.indexPath.elementSection,
            frame: rect,
            transform: affine ? CATransform3DGetAffineTransform(transform3D).primitive.turned(about: pivot) : .identity,
            projection: affine
                ? nil : transform3D.cellSnapProjection(about: pivot, depth: Double(placed.layer.anchorPointZ)),
            alpha: placed.isHidden ? 0 : Double(placed.alpha), zIndex: attributes.zIndex, view: view, mask: mask?.path,
            maskRule: mask?.rule ?? .nonZero)
    }
}
