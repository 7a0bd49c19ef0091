import CellModel

/// A data source that takes snapshots of identifiers, as UIKit's `UICollectionViewDiffableDataSource`.
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
>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// The collection view told when a snapshot is applied.
    private weak var collectionView: UICollectionView?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        collectionView.dataSource = self
    }

    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        sectionSnapshots = [:]
        collectionView?.invalidateContent()
        completion?()
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Replaces `section`'s items with `snapshot`'s visible items (adding the section when it is
    /// new), keeping the tree for the rows' levels and expansion.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var whole = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        var sections = current.sectionIdentifiers
        if !sections.contains(section) { sections.append(section) }
        whole.appendSections(sections)
        for identifier in sections {
            whole.appendItems(
                identifier == section ? snapshot.visibleItems : current.itemIdentifiers(inSection: identifier),
                toSection: identifier)
        }
        current = whole
        sectionSnapshots[section] = snapshot
        collectionView?.invalidateContent()
        completion?()
    }

    /// The section snapshot applied to `section`, or one of its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var outline = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        outline.append(current.itemIdentifiers(inSection: section))
        return outline
    }

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

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSection: current.sectionIdentifiers[section])
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure(
                "UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
        }
        return cell
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure(
                "UICollectionViewDiffableDataSource: no supplementaryViewProvider gave a \(kind) for \(indexPath)")
        }
        return view
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
