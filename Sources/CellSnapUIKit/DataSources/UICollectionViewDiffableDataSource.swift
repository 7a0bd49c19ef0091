import CellModel

/// A data source that takes snapshots of identifiers, as UIKit's `UICollectionViewDiffableDataSource`:
/// whole snapshots and section snapshots (outlines), its reordering handlers (run when items are
/// moved through the collection view's interactive movement calls) and its section snapshot
/// handlers (run when an outline row is expanded or collapsed). Applying does not animate; the
/// collection view is laid out again at its next layout pass.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
/// }
/// let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Wi-Fi", "Bluetooth"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// What the data source asks and tells when items are reordered, as
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// What the data source asks and tells when outline rows expand or collapse, as
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParentItem:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    private let cellProvider: CellProvider
    private weak var collectionView: UICollectionView?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    public var supplementaryViewProvider: SupplementaryViewProvider?
    public var reorderingHandlers = ReorderingHandlers()
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Applying snapshots

    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard accept(snapshot.cellSnapInvalidOperation) else { return completion?() ?? () }
        current = snapshot
        // A section whose items are still its outline's visible rows keeps its outline (levels and
        // expansion), as applying the data source's own snapshot back keeps it in UIKit.
        sectionSnapshots = sectionSnapshots.filter { section, outline in
            snapshot.indexOfSection(section) != nil
                && snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
        }
        collectionView?.dataDidChange()
        completion?()
    }

    /// Applies `snapshot` (at once; there is no animation to wait for).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// Applies `snapshot` as a reload of the data.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        apply(snapshot, animatingDifferences: false, completion: nil)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Replaces `section`'s items with `snapshot`'s visible items (adding the section when it is
    /// new), keeping the tree for the rows' levels and expansion.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        guard accept(snapshot.cellSnapInvalidOperation) else { return completion?() ?? () }
        var whole = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        var sections = current.sectionIdentifiers
        if !sections.contains(section) { sections.append(section) }
        whole.appendSections(sections)
        for identifier in sections {
            whole.appendItems(
                identifier == section ? snapshot.visibleItems : current.itemIdentifiers(inSection: identifier),
                toSection: identifier)
        }
        guard accept(whole.cellSnapInvalidOperation) else { return completion?() ?? () }
        current = whole
        sectionSnapshots[section] = snapshot
        collectionView?.dataDidChange()
        completion?()
    }

    /// Applies a section snapshot (at once).
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Whether a snapshot can be applied; when UIKit would have raised, the error waits for the
    /// collection view to be drawn, which reports it naming the call.
    private func accept(_ invalid: CellSnapUIKitError?) -> Bool {
        guard let invalid else { return true }
        collectionView?.pendingError = collectionView?.pendingError ?? invalid
        return false
    }

    /// The section snapshot applied to `section`, or one of its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var outline = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        outline.append(current.itemIdentifiers(inSection: section))
        return outline
    }

    // MARK: Identifiers and index paths

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section < current.numberOfSections else { return nil }
        let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
        return indexPath.item < items.count ? items[indexPath.item] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let item = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(item: item, section: section)
            }
        }
        return nil
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            collectionView.pendingError.keepFirst(
                CellSnapUIKitError(
                    call: "UICollectionViewDiffableDataSource cell provider at \(indexPath)",
                    reason: "the cell provider returned no cell"))
            return UICollectionViewCell(cellSnapFrame: .zero)
        }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            collectionView.pendingError.keepFirst(
                CellSnapUIKitError(
                    call: "UICollectionViewDiffableDataSource.supplementaryViewProvider for \(kind) at \(indexPath)",
                    reason: "no supplementary view provider gave a view"))
            return UICollectionReusableView(cellSnapFrame: .zero)
        }
        return view
    }

    /// The titles of the index along the collection view's trailing edge: none, unless a subclass
    /// gives them (a collection view whose data source gives titles is refused when drawn: CellSnap
    /// does not draw the index).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The item a touch on the index's `title` at `index` scrolls to: the first of that section.
    ///
    /// No visible effect: UIKit asks when a user touches the index.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    { IndexPath(item: 0, section: index) }

    /// Whether the item at `indexPath` can move: the reordering handlers' answer (none: it cannot).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorderItem(item)
    }

    /// Moves an item as a reorder: the handlers are told before and after, with the transaction.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
        var final = current
        let anchorPath = destinationIndexPath
        if let anchor = itemIdentifier(for: anchorPath), anchor != item {
            let after =
                sourceIndexPath.section == destinationIndexPath.section
                && sourceIndexPath.item < destinationIndexPath.item
            if after { final.moveItem(item, afterItem: anchor) } else { final.moveItem(item, beforeItem: anchor) }
        } else if let section = sectionIdentifier(for: destinationIndexPath.section) {
            final.deleteItems([item])
            final.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(initial: current, final: final)
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
    }

    // MARK: Outlines

    /// Expands or collapses the outline row of `item` as a tap on its disclosure does (Linux-only,
    /// no UIKit API: there are no taps): the section snapshot handlers are asked and told, and the
    /// section snapshot is applied with the row expanded or collapsed.
    public func cellSnapToggleOutline(of item: ItemIdentifierType) {
        guard let indexPath = indexPath(for: item), let section = sectionIdentifier(for: indexPath.section) else {
            return
        }
        var outline = snapshot(for: section)
        if outline.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let provide = sectionSnapshotHandlers.snapshotForExpandingParentItem {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}

/// What a data source knows of an item's place in an outline (internal to CellSnapUIKit).
@MainActor protocol OutlineDataSource {
    func outline(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)?
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func outline(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)? {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
            let item = itemIdentifier(for: indexPath)
        else { return nil }
        return (outline.level(of: item), outline.isExpanded(item))
    }
}
