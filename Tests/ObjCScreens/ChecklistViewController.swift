// CellSnap's own test screen, written as iOS code is: a table view controller whose editing an
// `@IBAction` edit button toggles, bar button items made with `target:action:` and `#selector`.
import UIKit

class ChecklistViewController: UITableViewController {
    var items = ["Milk", "Bread", "Eggs", "Coffee"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checklist"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        updateEditButton()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addItem))
    }

    @IBAction func toggleEditing(_ sender: UIBarButtonItem) {
        setEditing(!isEditing, animated: true)
        updateEditButton()
    }

    @objc func addItem() {
        items.append("Item \(items.count + 1)")
        tableView.reloadData()
    }

    private func updateEditButton() {
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: isEditing ? .done : .edit, target: self, action: #selector(toggleEditing(_:)))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        items.insert(items.remove(at: source.row), at: destination.row)
    }
}
