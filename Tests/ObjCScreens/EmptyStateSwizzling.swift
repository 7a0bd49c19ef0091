// CellSnap fixture: method swizzling as empty-state libraries write it, unchanged iOS code: the
// library exchanges a table's `reloadData` with a method of its own, which calls itself (UIKit's
// original after the exchange) and then shows a message over an empty list. It exchanges them on
// its own table class, so that other tables of the test process keep UIKit's.
import UIKit

final class EmptyStateTableView: UITableView {
    static func installEmptyState() {
        guard let original = class_getInstanceMethod(EmptyStateTableView.self, #selector(reloadData)),
            let swizzled = class_getInstanceMethod(EmptyStateTableView.self, #selector(emptyStateReloadData))
        else { return }
        method_exchangeImplementations(original, swizzled)
    }
}

extension EmptyStateTableView {
    @objc dynamic func emptyStateReloadData() {
        emptyStateReloadData()
        let rows = dataSource?.tableView(self, numberOfRowsInSection: 0) ?? 0
        if rows == 0 {
            let label = UILabel()
            label.text = "No data"
            label.textAlignment = .center
            label.textColor = .systemRed
            backgroundView = label
        } else {
            backgroundView = nil
        }
    }
}

/// A list of `rows` rows on an `EmptyStateTableView`.
final class EmptyStateListController: UITableViewController {
    var rows: [String] = []
    private(set) var appearances = 0

    override func loadView() {
        tableView = EmptyStateTableView(frame: .zero, style: .plain)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// A recursive `@objc` method of a class outside the main actor: its call of itself stays a call
/// of itself while nothing exchanged it.
final class CountdownRecorder: NSObject {
    private(set) var counted: [Int] = []

    @objc func countDown(from value: Int) {
        counted.append(value)
        if value > 0 { countDown(from: value - 1) }
    }
}
