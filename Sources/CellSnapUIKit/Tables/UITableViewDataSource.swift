import Foundation

/// A table view's data, as UIKit's `UITableViewDataSource`: the rows and their cells (required),
/// and the optional requirements defaulted as UIKit behaves without them (one section, no titles,
/// every row editable, the reorder control shown when `tableView(_:moveRowAt:to:)` is implemented,
/// no section index).
///
/// ```swift
/// final class Fruits: NSObject, UITableViewDataSource {
///     let names = ["Apple", "Banana"]
///     func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///         var content = cell.defaultContentConfiguration()
///         content.text = names[indexPath.row]
///         cell.contentConfiguration = content
///         return cell
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Not implemented: one section.
    public func numberOfSections(in tableView: UITableView) -> Int {
        forwarded(self, as: UITableViewDataSource.self) { $0.numberOfSections(in: tableView) }
            ?? OptionalRequirements.unimplemented(1)
    }
    /// Not implemented: `nil`, no title (a header is drawn only when the delegate gives a view).
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        forwarded(self, as: UITableViewDataSource.self) { $0.tableView(tableView, titleForHeaderInSection: section) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `nil`, no footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        forwarded(self, as: UITableViewDataSource.self) { $0.tableView(tableView, titleForFooterInSection: section) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: `true`, every row is editable.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UITableViewDataSource.self) { $0.tableView(tableView, canEditRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(true)
    }
    /// Not implemented: whether the data source implements `tableView(_:moveRowAt:to:)`, UIKit's
    /// default answer ("the reordering control is shown if the data source implements
    /// `tableView(_:moveRowAt:to:)`").
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        forwarded(self, as: UITableViewDataSource.self) { $0.tableView(tableView, canMoveRowAt: indexPath) }
            ?? OptionalRequirements.unimplemented(tableView.dataSourceMovesRows(at: indexPath))
    }
    /// Not implemented: `nil`, no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        forwarded(self, as: UITableViewDataSource.self) { $0.sectionIndexTitles(for: tableView) }
            ?? OptionalRequirements.unimplemented(nil)
    }
    /// Not implemented: the section at the title's index.
    ///
    /// No visible effect: UIKit asks when a user touches the section index.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        forwarded(self, as: UITableViewDataSource.self) {
            $0.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        } ?? OptionalRequirements.unimplemented(index)
    }
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: UIKit asks when a user deletes or inserts a row.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        forwarded(self, as: UITableViewDataSource.self) {
            $0.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
    /// Not implemented: nothing moves (and rows show no reorder control unless
    /// `tableView(_:canMoveRowAt:)` says so).
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        forwarded(self, as: UITableViewDataSource.self) {
            $0.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        } ?? OptionalRequirements.unimplemented(())
    }
}

/// What prefetches a table view's data ahead of scrolling, as UIKit's
/// `UITableViewDataSourcePrefetching` (kept by the table view; nothing scrolls at rest).
@preconcurrency @MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Not implemented: nothing happens.
    ///
    /// No visible effect: a snapshot never scrolls rows out of reach.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        forwarded(self, as: UITableViewDataSourcePrefetching.self) {
            $0.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
        } ?? OptionalRequirements.unimplemented(())
    }
}

extension UITableView {
    /// Whether the data source implements `tableView(_:moveRowAt:to:)`: UIKit's answer when the
    /// data source does not implement `tableView(_:canMoveRowAt:)`. Objective-C asks the object
    /// whether it responds to that method; Swift has no such question, so the table view asks the
    /// data source to move the row at `indexPath` to where it is, a move that changes nothing
    /// (UIKit sends it too when a row is dropped where it was picked up), and notes whether the
    /// protocol's default ran (``cellSnapOptionalRequirement(_:)``).
    func dataSourceMovesRows(at indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        return cellSnapOptionalRequirement { dataSource.tableView(self, moveRowAt: indexPath, to: indexPath) } != nil
    }
}
