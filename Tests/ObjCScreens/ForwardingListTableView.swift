// CellSnap's own test code, written as iOS code is: a table view that is its own data source and
// delegate and forwards what it does not answer to the app's, asking the Objective-C runtime which
// protocol a selector belongs to (`protocol_getMethodDescription`), as delegate proxies do. Built on Linux
// through the ObjCAdapter plugin, never edited for it.
import UIKit

@objc protocol ShelfPickerDelegate: AnyObject {
    func shelfPicker(_ picker: ForwardingListTableView, didPick row: Int)
    @objc optional func shelfPickerDidCancel(_ picker: ForwardingListTableView)
}

final class ForwardingListTableView: UITableView, UITableViewDataSource, UITableViewDelegate {
    weak var appDataSource: UITableViewDataSource?
    weak var appDelegate: UITableViewDelegate?

    /// Makes the table its own data source and delegate, in front of the app's.
    func forward(to source: UITableViewDataSource, delegate: UITableViewDelegate?) {
        appDataSource = source
        appDelegate = delegate
        dataSource = self
        self.delegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        appDataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        appDataSource?.tableView(tableView, cellForRowAt: indexPath) ?? UITableViewCell()
    }

    private func belongs(_ aSelector: Selector, to aProtocol: Protocol) -> Bool {
        protocol_getMethodDescription(aProtocol, aSelector, true, true).name != nil
            || protocol_getMethodDescription(aProtocol, aSelector, false, true).name != nil
    }

    override func responds(to aSelector: Selector!) -> Bool {
        if belongs(aSelector, to: UITableViewDataSource.self) {
            return super.responds(to: aSelector) || (appDataSource?.responds(to: aSelector) ?? false)
        }
        if belongs(aSelector, to: UITableViewDelegate.self) {
            return super.responds(to: aSelector) || (appDelegate?.responds(to: aSelector) ?? false)
        }
        return super.responds(to: aSelector)
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if belongs(aSelector, to: UITableViewDataSource.self) { return appDataSource }
        if belongs(aSelector, to: UITableViewDelegate.self) { return appDelegate }
        return super.forwardingTarget(for: aSelector)
    }

    /// Whether each selector is one of the picker delegate's methods, required and optional.
    static func pickerMembership() -> [Bool] {
        let pick = #selector(ShelfPickerDelegate.shelfPicker(_:didPick:))
        let cancel = #selector(ShelfPickerDelegate.shelfPickerDidCancel(_:))
        return [
            protocol_getMethodDescription(ShelfPickerDelegate.self, pick, true, true).name != nil,
            protocol_getMethodDescription(ShelfPickerDelegate.self, pick, false, true).name != nil,
            protocol_getMethodDescription(ShelfPickerDelegate.self, cancel, false, true).name != nil,
            protocol_getMethodDescription(ShelfPickerDelegate.self, cancel, true, true).name != nil,
        ]
    }
}

/// An app's data source with a section title, and its delegate with tall rows.
final class TitledShelfSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = "Book \(indexPath.row + 1)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Shelf" }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
}
