// CellSnap's own test screen, written as iOS code is: contacts in `ContactCell`s, the controller
// the cells' delegate (one optional requirement implemented, one not), favourites counted in the
// title. Cells are dequeued through a helper that falls back on `.init()` on `Self`, as apps write it.
import UIKit

extension UITableViewCell {
    /// The cell registered under its class's name, or a new one (Swift asks a `required`
    /// initialiser of `.init()` on `Self`; iOS's comes from Objective-C).
    static func dequeued(from tableView: UITableView, for indexPath: IndexPath) -> Self {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "\(self)", for: indexPath) as? Self else {
            return .init()
        }
        return cell
    }
}

final class ContactsViewController: UITableViewController, ContactCellDelegate {
    let contacts = [("Ada Lovelace", "555-0100"), ("Grace Hopper", "555-0199"), ("Alan Turing", "555-0142")]
    private(set) var favorites = Set<String>()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: "\(ContactCell.self)")
        tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = ContactCell.dequeued(from: tableView, for: indexPath)
        let (name, phone) = contacts[indexPath.row]
        cell.nameLabel.text = name
        cell.phoneLabel.text = phone
        cell.favoriteSwitch.isOn = favorites.contains(name)
        cell.delegate = self
        return cell
    }

    func contactCell(_ cell: ContactCell, didChangeFavorite isFavorite: Bool) {
        guard let name = cell.nameLabel.text else { return }
        if isFavorite { favorites.insert(name) } else { favorites.remove(name) }
        title = favorites.isEmpty ? "Contacts" : "Contacts (\(favorites.count) ★)"
    }
}
