// A notification-settings outline in any of the five list appearances: each app is a section whose
// first row is its header (an outline row that collapses the section), above the app's channels.
// The bar button's menu picks the appearance and marks the current one.
import UIKit

final class ListStylesViewController: UIViewController {
    struct Row: Hashable {
        let title: String
        let isHeader: Bool
    }

    /// The apps and their notification channels.
    static let apps: [(name: String, channels: [String])] = [
        ("Mail", ["New Messages", "Replies to You", "Mentions"]),
        ("Calendar", ["Invitations", "Upcoming Events", "Shared Changes"]),
        ("Photos", ["Memories", "Shared Albums", "Featured Photos"]),
        ("Podcasts", ["New Episodes", "Downloads", "Recommendations"]),
        ("Wallet", ["Payments", "Passes", "Balance Alerts"]),
    ]

    /// The appearances, in the order the menu lists them, with their names.
    static let appearances: [(UICollectionLayoutListConfiguration.Appearance, String)] = [
        (.insetGrouped, "Inset Grouped"), (.grouped, "Grouped"), (.plain, "Plain"), (.sidebar, "Sidebar"),
        (.sidebarPlain, "Sidebar Plain"),
    ]

    private(set) var appearance = UICollectionLayoutListConfiguration.Appearance.insetGrouped
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<String, Row>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Notifications"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
        updateAppearanceMenu()
    }

    /// Shows the list in `appearance`, as the menu's actions do.
    func show(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
        collectionView.collectionViewLayout = makeLayout()
        updateAppearanceMenu()
    }

    private func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .firstItemInSection
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func updateAppearanceMenu() {
        let actions = Self.appearances.map { appearance, name in
            UIAction(title: name, state: appearance == self.appearance ? .on : .off) { [unowned self] _ in
                self.show(appearance)
            }
        }
        let current = Self.appearances.first { $0.0 == appearance }?.1
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: current, image: nil, primaryAction: nil,
            menu: UIMenu(title: "Appearance", options: .displayInline, children: actions))
    }

    private func configureDataSource() {
        let header = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let channel = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            cell.accessories = []
        }
        dataSource = UICollectionViewDiffableDataSource<String, Row>(collectionView: collectionView) {
            collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(
                using: row.isHeader ? header : channel, for: indexPath, item: row)
        }
        var sections = NSDiffableDataSourceSnapshot<String, Row>()
        sections.appendSections(Self.apps.map(\.name))
        dataSource.apply(sections, animatingDifferences: false)
        for app in Self.apps {
            var outline = NSDiffableDataSourceSectionSnapshot<Row>()
            let header = Row(title: app.name, isHeader: true)
            outline.append([header])
            outline.append(app.channels.map { Row(title: $0, isHeader: false) }, to: header)
            outline.expand([header])
            dataSource.apply(outline, to: app.name, animatingDifferences: false)
        }
    }
}
