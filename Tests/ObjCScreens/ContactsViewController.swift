// CellSnap's own test screen, written as iOS code is: contacts in `ContactCell`s, the controller
// the cells' delegate (one optional requirement implemented, one not), favourites counted in the
// title.
import UIKit

final class ContactsViewController: UITableViewController, ContactCellDelegate {
    let contacts = [("Ada Lovelace", "555-0100"), ("Grace Hopper", "555-0199"), ("Alan Turing", "555-0142")]
    private(set) var favorites = Set<String>()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
        tableView.rowHeight = 60
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { contacts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath) as! ContactCell
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
