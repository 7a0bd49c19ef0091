import CellLayout
import CellModel
import CoreGraphics
import Primitives

extension UICollectionView {
    /// The direction a collection view scrolls, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical, horizontal
    }
}

/// A flow layout, as UIKit's `UICollectionViewFlowLayout`: each section's items in lines that wrap
/// at the collection view's width (rows, scrolling vertically) or height (columns, scrolling
/// horizontally), with a header before and a footer after. It computes its attributes in
/// `prepare()` as UIKit's does, so a subclass can call `super.layoutAttributesForElements(in:)`
/// and adjust them (a left-aligned flow, a carousel that scales its items).
///
/// - An item's size is the delegate's `collectionView(_:layout:sizeForItemAt:)` when the
///   delegate implements it (``UICollectionViewDelegateFlowLayout``), else its own fitting size
///   when ``estimatedItemSize`` is not zero (usually ``automaticSize``), else ``itemSize``
///   (narrowed to the line's length when longer). Insets, spacing and header and footer sizes
///   come from the delegate section by section, or from the layout's properties.
/// - An item joins the current line when it fits with ``minimumInteritemSpacing``; the spare
///   length of every line but the last goes between its items; an item alone on its line is
///   centred along it (unless that line is the last of a section whose other lines hold several
///   items, whose items stay at the leading edge), as UIKit's flow layout centres it; items are centred across their line; lines are
///   ``minimumLineSpacing`` apart.
/// - Item frames are computed in `prepare()`, attributes objects only for the elements asked for:
///   the collection view asks for the rect it shows, so a flow of any number of items draws a
///   screen's worth of them.
/// - A header or footer spans the collection view's width (its reference size's height), or its
///   height in a horizontal flow (its reference size's width); a zero size makes none.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
/// layout.minimumInteritemSpacing = 8
/// layout.minimumLineSpacing = 8
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where a section's insets are measured from, as `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Hashable, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// An estimated item size that asks every cell for its own size, as UIKit's `automaticSize`.
    nonisolated public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The direction the content scrolls: lines are rows for `.vertical`, columns for `.horizontal`.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { geometryDidChange() } }
    /// The gap between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { geometryDidChange() } }
    /// The least gap between neighbouring items of a line; justified lines widen it.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { geometryDidChange() } }
    /// The size of every item the delegate does not size, when ``estimatedItemSize`` is zero.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { geometryDidChange() } }
    /// Non-zero (``automaticSize`` or an estimate) makes the items the delegate does not size size
    /// themselves; zero gives them ``itemSize``.
    open var estimatedItemSize = CGSize.zero { didSet { geometryDidChange() } }
    /// Space around each section's items, between its header and footer; left is leading (the
    /// layout flips for right to left).
    open var sectionInset = UIEdgeInsets.zero { didSet { geometryDidChange() } }
    /// Where the section insets are measured from: the content insets, or the safe area or layout
    /// margins when those are wider.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { geometryDidChange() } }
    /// The size of each section's header: its height in a vertical flow, its width in a horizontal one.
    open var headerReferenceSize = CGSize.zero { didSet { geometryDidChange() } }
    /// The size of each section's footer: its height in a vertical flow, its width in a horizontal one.
    open var footerReferenceSize = CGSize.zero { didSet { geometryDidChange() } }
    /// Whether a section's header stays at the top of the visible area while the section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { geometryDidChange() } }
    /// Whether a section's footer stays at the bottom of the visible area while the section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { geometryDidChange() } }

    /// What the last `prepare()` computed: every element's attributes, and each section's extent
    /// along the scrolling axis (for pinned headers and footers).
    var prepared = FlowLayoutResult()

    /// A flow layout with UIKit's defaults: 10 pt spacing, no insets, 50 x 50 items.
    public override init() { super.init() }

    /// A flow layout from an archive: storyboards are not read on Linux, so it has UIKit's defaults.
    public required init?(coder: NSCoder) { super.init() }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// `true`: the flow's lines start at the leading edge.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Left to right, as UIKit's flow layout.
    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Computes every section's attributes: the delegate's sizes, insets and spacing (or the
    /// layout's), self-sized items measured as their cells fit.
    open override func prepare() {
        super.prepare()
        prepareFlow()
        ranPrepare = true
    }

    private func prepareFlow() {
        preparedAtChange = geometryChanges
        prepared = collectionView.map { FlowLayoutResult(layout: self, collectionView: $0) } ?? FlowLayoutResult()
    }

    /// How many times the flow's geometry (its sizes, spacing, insets, direction) was set, and
    /// that count when ``prepared`` was computed.
    private var geometryChanges = 0, preparedAtChange = -1

    /// Notes a change of the flow's geometry and invalidates the layout, as each setter does.
    private func geometryDidChange() {
        geometryChanges += 1
        invalidateLayout()
    }

    /// Whether the flow layout's own ``prepare()`` ran since the collection view last asked for it.
    private var ranPrepare = false

    /// Runs the layout's `prepare()` as the collection view asks for it; when a subclass's
    /// override did not call `super.prepare()` (ScalingCarousel's sets `itemSize` and returns),
    /// the flow is computed after it all the same, as UIKit's flow layout computes what it is
    /// asked for whether or not its `prepare()` ran. A subclass that sets the geometry after
    /// `super.prepare()` (an `itemSize` from the bounds) invalidates the layout, and UIKit's next
    /// layout pass lays the items out at it: the flow is computed again with it.
    func cellSnapPrepare() {
        ranPrepare = false
        prepare()
        if !ranPrepare || preparedAtChange != geometryChanges { prepareFlow() }
    }

    /// The content's size: the collection view's width (or height) and the sections' length.
    open override var collectionViewContentSize: CGSize { prepared.contentSize }

    /// The attributes of every element meeting `rect`, pinned headers and footers where the
    /// visible area holds them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepared.pin(
            headers: sectionHeadersPinToVisibleBounds, footers: sectionFootersPinToVisibleBounds,
            visible: collectionView?.visibleContentRect, vertical: scrollDirection == .vertical)
        return prepared.attributes(in: rect)
    }

    /// The attributes of the item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared.attributes(ofItemAt: indexPath)
    }

    /// The attributes of a section's header or footer.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepared.attributes(ofBoundary: elementKind, section: indexPath.section)
    }

    /// `true` when the size along the lines changes, or when headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        guard let bounds = collectionView?.bounds else { return false }
        return scrollDirection == .vertical ? newBounds.width != bounds.width : newBounds.height != bounds.height
    }
}
