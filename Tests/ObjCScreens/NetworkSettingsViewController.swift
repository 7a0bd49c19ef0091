// CellSnap's own test screen, written as iOS code is (`@objc`, `#selector`, `@IBOutlet`): a
// Wi-Fi-style settings screen, a search bar over an inset grouped table whose first row holds a
// switch. Built on Linux through the ObjCAdapter plugin, never edited for it.
import UIKit

final class NetworkSettingsViewController: UIViewController {
    @IBOutlet private(set) var tableView: UITableView!
    @IBOutlet private(set) var searchBar: UISearchBar!
    private(set) var isWifiEnabled = true
    var networks = ["Attic", "Garden Shed", "Kitchen", "Office", "Studio"]
    private var searchText = ""

    var visibleNetworks: [String] {
        searchText.isEmpty ? networks : networks.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Wi-Fi"
        view.backgroundColor = .systemGroupedBackground
        searchBar = UISearchBar()
        searchBar.placeholder = "Search networks"
        searchBar.delegate = self
        tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "network")
        for subview in [searchBar!, tableView!] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    @objc func toggleWifi(_ sender: UISwitch) {
        isWifiEnabled = sender.isOn
        tableView.reloadData()
    }
}

extension NetworkSettingsViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { isWifiEnabled ? 2 : 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : visibleNetworks.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "network", for: indexPath)
        var content = cell.defaultContentConfiguration()
        if indexPath.section == 0 {
            content.text = "Wi-Fi"
            let toggle = UISwitch()
            toggle.isOn = isWifiEnabled
            toggle.addTarget(self, action: #selector(toggleWifi(_:)), for: .valueChanged)
            cell.accessoryView = toggle
        } else {
            content.text = visibleNetworks[indexPath.row]
            content.image = UIImage(systemName: "wifi")
            cell.accessoryView = nil
            cell.accessoryType = .detailDisclosureButton
        }
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? "Networks" : nil
    }
}

extension NetworkSettingsViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        self.searchText = searchText
        tableView.reloadData()
    }
}
