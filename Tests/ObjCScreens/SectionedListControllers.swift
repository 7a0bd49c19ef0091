// CellSnap's own test screens, written as iOS code is: a base list controller adopts the table
// view's data source and delegate and implements only the required methods; its subclasses add
// optional ones (a section header, a footer title) without `override`, which UIKit on iOS finds by
// selector. Built on Linux through the ObjCAdapter plugin, never edited for it.
import UIKit

class BaseListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var items = ["Apple", "Pear", "Plum"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

/// A list with an indigo section header 50 pt tall and a footer title.
class HeaderedListViewController: BaseListViewController {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        header.backgroundColor = headerColor
        return header
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "\(items.count) fruits"
    }

    var headerColor: UIColor { .systemIndigo }
}

/// The header of its superclass in orange, through an override.
final class OrangeHeaderedListViewController: HeaderedListViewController {
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = super.tableView(tableView, viewForHeaderInSection: section)
        header?.backgroundColor = .systemOrange
        return header
    }
}

/// A list whose optional methods live in an extension.
final class ExtendedListViewController: BaseListViewController {}

extension ExtendedListViewController {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Fruit" : "More fruit"
    }
}

/// The app's badge view, named as the library's (ObjCLibrary's `ShelfBadgeView`).
final class ShelfBadgeView: UIView {}
