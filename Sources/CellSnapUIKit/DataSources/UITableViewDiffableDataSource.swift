import Foundation

/// A table view's data source that takes snapshots of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`. Its data source methods are the class's own (`open`), so that
/// a subclass overrides them as in UIKit: section titles, editing (`tableView(_:canEditRowAt:)`
/// is `false` until overridden, as UIKit's is, and `tableView(_:commit:forRowAt:)` does nothing)
/// and moving rows (`tableView(_:canMoveRowAt:)` is `false`; `tableView(_:moveRowAt:to:)` moves
/// the item in the current snapshot). Applying does not animate; the table view is laid out again
/// at its next layout pass.
///
/// ```swift
/// let tableView = UITableView(frame: .zero, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, title in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Wi-Fi", "Bluetooth"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private let cellProvider: CellProvider
    private weak var tableView: UITableView?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows animate when a snapshot is applied (nothing animates here; kept as set).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.tableView = tableView
        super.init()
        tableView.dataSource = self
    }

    // MARK: Applying snapshots

    /// Makes `snapshot` the table's data (at once); a snapshot UIKit would refuse is reported when
    /// the table view is drawn, naming the call, and is not applied.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        if let invalid = snapshot.cellSnapInvalidOperation {
            tableView?.pendingError = tableView?.pendingError ?? invalid
        } else {
            current = snapshot
            tableView?.dataDidChange()
        }
        completion?()
    }

    /// Applies `snapshot` (at once; there is no animation to wait for).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Applies `snapshot` as a reload of the data.
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

    /// The table's data as a snapshot, to change and apply again.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    // MARK: Identifiers and index paths

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (section, identifier) in current.sectionIdentifiers.enumerated() {
            if let row = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell provider's cell for the item at `indexPath`; a provider that gives none (UIKit
    /// raises an exception) is reported when the table view is drawn.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            tableView.pendingError.keepFirst(
                CellSnapUIKitError(
                    call: "UITableViewDiffableDataSource cell provider at \(indexPath)",
                    reason: "the cell provider returned no cell"))
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// `false`: override it to let rows be edited, as with UIKit's diffable data source.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// `false`: override it to let rows move, as with UIKit's diffable data source.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }

    /// Does nothing: override it to delete or insert the row's item.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Moves the item in the current snapshot, as the table shows it moved: before the item at the
    /// destination, or after it when the row moves down its own section, or at the end of a section
    /// that has no row there.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
        var moved = current
        if let anchor = itemIdentifier(for: destinationIndexPath), anchor != item {
            if sourceIndexPath.section == destinationIndexPath.section && sourceIndexPath.row < destinationIndexPath.row
            {
                moved.moveItem(item, afterItem: anchor)
            } else {
                moved.moveItem(item, beforeItem: anchor)
            }
        } else if let section = sectionIdentifier(for: destinationIndexPath.section) {
            moved.deleteItems([item])
            moved.appendItems([item], toSection: section)
        }
        apply(moved, animatingDifferences: false)
    }
}
