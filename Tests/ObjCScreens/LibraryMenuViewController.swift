// CellSnap's own test screen, written as iOS code is: a menu of screens kept by their types
// (`UIViewController.Type`) and made with `.init()`, `@objc` methods, and a notification observer
// registered with `#selector` and removed in `deinit`.
import UIKit

extension Notification.Name {
    static let libraryDidChange = Notification.Name("LibraryDidChange")
}

final class LibraryMenuViewController: UITableViewController {
    struct Entry {
        let title: String
        let screen: UIViewController.Type
    }

    let entries = [
        Entry(title: "Wi-Fi", screen: NetworkSettingsViewController.self),
        Entry(title: "Checklist", screen: ChecklistViewController.self),
        Entry(title: "Sorting", screen: SortingViewController.self),
        Entry(title: "Contacts", screen: ContactsViewController.self),
    ]
    private(set) var changeCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        NotificationCenter.default.addObserver(
            self, selector: #selector(libraryDidChange(_:)), name: .libraryDidChange, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func libraryDidChange(_ notification: Notification) {
        changeCount += 1
        title = notification.userInfo?["title"] as? String ?? "Library"
        tableView.reloadData()
    }

    @objc func openFirstScreen() {
        open(entries[0])
    }

    private func open(_ entry: Entry) {
        let controller = entry.screen.init()
        controller.title = entry.title
        navigationController?.pushViewController(controller, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = entries[indexPath.row].title
        content.secondaryText = changeCount > 0 ? "Updated \(changeCount)×" : nil
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(entries[indexPath.row])
    }
}
