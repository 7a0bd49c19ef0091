import Foundation

extension UITableViewDiffableDataSource {
    /// A description of the data source: its class with its identifier types, and how many
    /// sections and items its current snapshot holds. UIKit documents only that it describes the
    /// data source; this is CellSnap's wording.
    ///
    /// ```swift
    /// let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: UITableView()) { _, _, _ in nil }
    /// dataSource.description()   // "<UITableViewDiffableDataSource<Int, String>: 0 sections, 0 items>"
    /// ```
    public func description() -> String {
        diffableDescription(name: "UITableViewDiffableDataSource", snapshot())
    }
}

extension UICollectionViewDiffableDataSource {
    /// A description of the data source: its class with its identifier types, and how many
    /// sections and items its current snapshot holds. UIKit documents only that it describes the
    /// data source; this is CellSnap's wording.
    public func description() -> String {
        diffableDescription(name: "UICollectionViewDiffableDataSource", snapshot())
    }
}

/// `<name<Section, Item>: n sections, m items>` for a data source showing `snapshot`.
private func diffableDescription<Section, Item>(
    name: String, _ snapshot: NSDiffableDataSourceSnapshot<Section, Item>
) -> String {
    func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    return "<\(name)<\(Section.self), \(Item.self)>: \(counted(snapshot.numberOfSections, "section")), "
        + "\(counted(snapshot.numberOfItems, "item"))>"
}
