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
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Whether the data source implements `tableView(_:moveRowAt:to:)`, UIKit's default answer.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.dataSourceMovesRows(at: indexPath)
    }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Moves nothing; the table view notes that the data source has no move of its own.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { tableView.noteDefaultMoveRow() }
}

/// What prefetches a table view's data ahead of scrolling, as UIKit's
/// `UITableViewDataSourcePrefetching` (kept by the table view; nothing scrolls at rest).
@preconcurrency @MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// Whether the data source implements `tableView(_:moveRowAt:to:)`: UIKit's answer when the
    /// data source does not implement `tableView(_:canMoveRowAt:)` (its documentation: "the
    /// reordering control is shown if the data source implements `tableView(_:moveRowAt:to:)`").
    /// Objective-C asks the object whether it responds to that method; Swift has no such question,
    /// so the table view asks the data source to move the row at `indexPath` to where it is, a
    /// move that changes nothing (UIKit sends it too when a row is dropped where it was picked
    /// up), and notes whether the protocol's empty default ran.
    func dataSourceMovesRows(at indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        defaultMoveRowRan = false
        dataSource.tableView(self, moveRowAt: indexPath, to: indexPath)
        defer { defaultMoveRowRan = false }
        return !defaultMoveRowRan
    }

    /// Notes that a data source's default `tableView(_:moveRowAt:to:)` ran (it moves nothing).
    func noteDefaultMoveRow() { defaultMoveRowRan = true }
}
