import CellSnapUIKit
import CellSnapUIKitTesting
import Foundation

/// A classic data source: fruits in two titled sections, cells of the registered class "fruit"
/// with a list content configuration. It does not move rows.
final class FruitSource: NSObject, UITableViewDataSource {
    var sections = [["Apple", "Banana", "Cherry"], ["Date"]]
    var titles: [String?] = ["Fruits", "More"]
    var footers: [String?] = [nil, nil]
    var indexTitles: [String]?
    var editable: (IndexPath) -> Bool = { _ in true }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable(indexPath) }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }
}

/// A classic data source that moves rows (and says nothing of which may move): UIKit shows every
/// row's reorder control while editing.
final class ReorderableFruitSource: NSObject, UITableViewDataSource {
    var fruits = ["Apple", "Banana", "Cherry"]
    /// The moves asked for, and what they left.
    var moves: [(IndexPath, IndexPath)] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        fruits.insert(fruits.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// A delegate whose answers the tests set, recording the rows it was told would be displayed.
final class TableDelegate: NSObject, UITableViewDelegate {
    var rowHeight: ((IndexPath) -> CGFloat)?
    var headerView: ((Int) -> UIView?)?
    var headerHeight: ((Int) -> CGFloat)?
    var editingStyle: ((IndexPath) -> UITableViewCell.EditingStyle)?
    var indents: ((IndexPath) -> Bool)?
    var headerTextColor: UIColor?
    var headerDetail: String?
    /// The last header view of its own the delegate gave.
    var banner: UIView?
    private(set) var displayed: [IndexPath] = []

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerView?(section) ?? nil
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight?(section) ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
        editingStyle?(indexPath) ?? .delete
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        indents?(indexPath) ?? true
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        if let headerTextColor { (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = headerTextColor }
        if let headerDetail { (view as? UITableViewHeaderFooterView)?.detailTextLabel?.text = headerDetail }
    }
}

/// A header of your own: a bold label pinned to its margins, on the tint colour.
@MainActor func bannerView(_ title: String) -> UIView {
    let banner = UIView()
    banner.backgroundColor = .systemBlue
    let label = UILabel()
    label.text = title
    label.font = .boldSystemFont(ofSize: 20)
    label.textColor = .white
    label.accessibilityIdentifier = "banner"
    label.translatesAutoresizingMaskIntoConstraints = false
    banner.addSubview(label)
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: banner.layoutMarginsGuide.leadingAnchor),
        label.centerYAnchor.constraint(equalTo: banner.centerYAnchor),
    ])
    return banner
}

/// A table shown in a window, with the data source and delegate it keeps weakly.
@MainActor struct ShownTable {
    let window: UIWindow
    let table: UITableView
    let dataSource: any UITableViewDataSource
    let delegate: (any UITableViewDelegate)?
}

/// A table of `style` at `size` in a window, with `dataSource`, `delegate` and a "fruit" cell
/// class, laid out with `traits`.
@MainActor func shownTable(
    _ style: UITableView.Style, dataSource: any UITableViewDataSource, delegate: (any UITableViewDelegate)? = nil,
    size: CGSize = CGSize(width: 390, height: 600), traits: UITraitCollection = UITraitCollection(),
    configure: (UITableView) -> Void = { _ in }
) -> ShownTable {
    let controller = UIViewController()
    controller.view.frame = CGRect(origin: .zero, size: size)
    let tableView = UITableView(frame: controller.view.bounds, style: style)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    tableView.dataSource = dataSource
    tableView.delegate = delegate
    configure(tableView)
    controller.view.addSubview(tableView)
    let window = shownWindow(controller, size: size, traits: traits)
    return ShownTable(window: window, table: tableView, dataSource: dataSource, delegate: delegate)
}

/// A key window `size` points large with `traits` showing `controller`.
@MainActor func shownWindow(
    _ controller: UIViewController, size: CGSize = CGSize(width: 390, height: 600),
    traits: UITraitCollection = UITraitCollection()
) -> UIWindow {
    UIView.cellSnapInstallTextMeasurer()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.cellSnapTraits = traits
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}

/// A table view controller that lists fruits, lets them be deleted and moves them.
final class FruitTableViewController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruits[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        fruits.insert(fruits.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}
