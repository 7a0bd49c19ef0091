// The benchmark's own screens, written as an iOS team writes them (`import UIKit`, diffable data
// sources, cell registrations), drawn at their whole content length by `scripts/bench-harness`.
// They are fixed: changing one changes the benchmark's pixels and its figures.
import UIKit

/// A settings-style list: sections of rows with a symbol, a secondary text and a disclosure
/// indicator, under grouped headers.
public final class SettingsListViewController: UIViewController {
    private let appearance: UICollectionLayoutListConfiguration.Appearance
    private let sections: Int
    private let rowsPerSection: Int
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    public private(set) var collectionView: UICollectionView!

    public init(appearance: UICollectionLayoutListConfiguration.Appearance, sections: Int, rowsPerSection: Int) {
        self.appearance = appearance
        self.sections = sections
        self.rowsPerSection = rowsPerSection
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    static let symbols = ["wifi", "bell", "gear", "star.fill", "person.crop.circle", "folder", "lock", "heart"]
    static let titles = ["Wi-Fi", "Notifications", "General", "Favourites", "Account", "Files", "Privacy", "Health"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, _ in
            var content = UIListContentConfiguration.valueCell()
            let index = indexPath.item % Self.titles.count
            content.text = Self.titles[index]
            content.secondaryText = "\((indexPath.section * 31 + indexPath.item * 7) % 100)"
            content.image = UIImage(systemName: Self.symbols[index])
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { cell, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Section \(indexPath.section + 1)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for section in 0..<sections {
            snapshot.appendSections([section])
            snapshot.appendItems((0..<rowsPerSection).map { "row \(section)-\($0)" }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A plain list of people: a subtitle cell a row, a letter's header above each group.
public final class ContactsListViewController: UIViewController {
    private let people: Int
    private var dataSource: UICollectionViewDiffableDataSource<String, String>!
    public private(set) var collectionView: UICollectionView!

    public init(people: Int) {
        self.people = people
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    static let names = [
        "Anna Lee", "Ben Okafor", "Chloé Martin", "Dmitri Ivanov", "Eva Novak", "Farid Haddad", "Grace Kim",
        "Hugo Silva",
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = item
            content.secondaryText = "mobile · last seen recently"
            content.image = UIImage(systemName: "person.crop.circle")
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] cell, _, indexPath in
            var content = UIListContentConfiguration.header()
            content.text = self?.dataSource.snapshot().sectionIdentifiers[indexPath.section]
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        let names = (0..<people).map { "\(Self.names[$0 % Self.names.count]) \($0 + 1)" }
        for (letter, group) in Dictionary(grouping: names, by: { String($0.prefix(1)) }).sorted(by: { $0.key < $1.key })
        {
            snapshot.appendSections([letter])
            snapshot.appendItems(group, toSection: letter)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A table view of messages: subtitle rows with a detail disclosure, in an inset grouped table.
public final class InboxTableViewController: UITableViewController {
    private let messages: Int

    public init(messages: Int) {
        self.messages = messages
        super.init(style: .insetGrouped)
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    }

    public override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 3 : messages
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Pinned" : "All messages"
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Message \(indexPath.section * 100 + indexPath.row + 1)"
        content.secondaryText = "Lunch on Friday? The usual place at noon."
        content.image = UIImage(systemName: indexPath.row % 3 == 0 ? "star.fill" : "bell")
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
