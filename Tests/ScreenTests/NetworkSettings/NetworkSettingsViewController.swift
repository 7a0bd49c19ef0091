// A Wi-Fi settings screen: a search bar over an inset grouped table filled by a diffable data source.
// The first section holds two switches (Wi-Fi itself and asking to join networks); while Wi-Fi is
// on, the second lists the networks in range, filtered by the search text, each with an info button,
// and a last one offers to join a hidden network (a classic subtitle-style cell). Off, the search
// bar dims and stops taking touches.
import UIKit

final class NetworkSettingsViewController: UIViewController, UISearchBarDelegate {
    enum Section: Hashable {
        case controls, networks, other
    }

    enum Row: Hashable {
        case wifiSwitch, askToJoinSwitch
        case network(String)
        case otherNetwork
    }

    /// A row with a title and a smaller line under it, UIKit's classic subtitle style.
    final class SubtitleCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not used: rows are made in code")
        }
    }

    static let networksInRange = [
        "Attic Router", "Bakery Guest", "Canal House", "Corner Office", "Ferry Terminal", "Garden Shed", "Harbour View",
        "Hostel Lobby", "Library Public", "Loft 5G", "Marina Café", "Observatory", "Print Room", "Studio North",
        "Tram Depot", "Upstairs",
    ]

    let searchBar = UISearchBar()
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private(set) var dataSource: UITableViewDiffableDataSource<Section, Row>!
    private(set) var isWiFiOn = true
    private(set) var asksToJoin = false
    private var searchText = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Wi-Fi"
        searchBar.placeholder = "Search Networks"
        searchBar.delegate = self
        for view in [searchBar, tableView] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            searchBar.topAnchor.constraint(equalTo: safeArea.topAnchor),
            searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
        configureDataSource()
        updateRows(animated: false)
    }

    private func configureDataSource() {
        dataSource = UITableViewDiffableDataSource<Section, Row>(tableView: tableView) {
            [unowned self] tableView, indexPath, row in
            if row == .otherNetwork {
                let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: indexPath)
                cell.textLabel?.text = "Other…"
                cell.detailTextLabel?.text = "Join a network that does not show its name"
                cell.accessoryType = .disclosureIndicator
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            switch row {
            case .wifiSwitch:
                content.text = "Wi-Fi"
                cell.accessoryView = self.makeSwitch(isOn: self.isWiFiOn) { self.setWiFi($0) }
                cell.accessoryType = .none
            case .askToJoinSwitch:
                content.text = "Ask to Join Networks"
                cell.accessoryView = self.makeSwitch(isOn: self.asksToJoin) { self.asksToJoin = $0 }
                cell.accessoryType = .none
            case .network(let name):
                content.text = name
                cell.accessoryView = nil
                cell.accessoryType = .detailDisclosureButton
            case .otherNetwork:
                break
            }
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
    }

    private func makeSwitch(isOn: Bool, onChange: @escaping (Bool) -> Void) -> UISwitch {
        let toggle = UISwitch()
        toggle.isOn = isOn
        toggle.addAction(
            UIAction { action in
                guard let toggle = action.sender as? UISwitch else { return }
                onChange(toggle.isOn)
            }, for: .valueChanged)
        return toggle
    }

    func setWiFi(_ isOn: Bool) {
        isWiFiOn = isOn
        searchBar.isUserInteractionEnabled = isOn
        UIView.animate(withDuration: 0.25) {
            self.searchBar.alpha = isOn ? 1 : 0.4
        }
        updateRows(animated: true)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        self.searchText = searchText
        updateRows(animated: true)
    }

    private func updateRows(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections([.controls])
        snapshot.appendItems(isWiFiOn ? [.wifiSwitch, .askToJoinSwitch] : [.wifiSwitch], toSection: .controls)
        if isWiFiOn {
            let query = searchText.trimmingCharacters(in: .whitespaces).lowercased()
            let shown = Self.networksInRange.filter { query.isEmpty || $0.lowercased().contains(query) }
            snapshot.appendSections([.networks, .other])
            snapshot.appendItems(shown.map { .network($0) }, toSection: .networks)
            snapshot.appendItems([.otherNetwork], toSection: .other)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}
