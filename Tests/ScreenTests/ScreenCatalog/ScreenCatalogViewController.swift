// A catalogue of this target's screens as a sidebar outline: groups that expand to show their
// screens; choosing a screen pushes it onto the navigation stack, and its row stays selected until
// the catalogue appears again.
import UIKit

final class ScreenCatalogViewController: UIViewController, UICollectionViewDelegate {
    struct Entry: Hashable {
        let title: String
        let children: [Entry]
        let makeScreen: (() -> UIViewController)?

        init(_ title: String, children: [Entry] = [], makeScreen: (() -> UIViewController)? = nil) {
            self.title = title
            self.children = children
            self.makeScreen = makeScreen
        }

        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.title == rhs.title }
        func hash(into hasher: inout Hasher) { hasher.combine(title) }
    }

    static let groups: [Entry] = [
        Entry(
            "Lists",
            children: [
                Entry("Contacts") { ContactListViewController() },
                Entry("Notification Styles") { ListStylesViewController() },
                Entry("Workout Playlist") { PlaylistViewController() }, Entry("Inbox") { InboxViewController() },
                Entry("Pantry") { PantryViewController() },
            ]),
        Entry(
            "Grids",
            children: [
                Entry("Photos") { PhotoGridViewController() }, Entry("Swatches") { PaintSwatchesViewController() },
                Entry("Store") { StorefrontViewController() }, Entry("Home Screen") { AppBadgesViewController() },
                Entry("Mood Board") { MosaicViewController() }, Entry("Icons") { SymbolPaletteViewController() },
            ]),
        Entry(
            "Sections",
            children: [
                Entry("Timetable") { TimetableViewController() }, Entry("Recipes") { RecipeStepsViewController() },
                Entry("Library Shelves") { BookShelvesViewController() },
                Entry("Carousels") { CarouselsViewController() },
            ]),
        Entry(
            "Apps",
            children: [
                Entry("Podcasts") { PodcastBrowserViewController() },
                Entry("What's New") { ChangelogFeedViewController() },
                Entry("Files") { FileBrowserViewController() }, Entry("Trails") { TrailFinderViewController() },
                Entry("Insertion Sort") { HueSortViewController() },
            ]),
        Entry(
            "Tables",
            children: [
                Entry("Wi-Fi") { NetworkSettingsViewController() },
                Entry("Reading List") { ReadingListViewController() },
            ]),
    ]

    private(set) var catalogView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Entry>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Screens"
        navigationItem.largeTitleDisplayMode = .always
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        catalogView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        catalogView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        catalogView.delegate = self
        view.addSubview(catalogView)
        let group = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let screen = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Entry>(collectionView: catalogView) {
            collectionView, indexPath, entry in
            collectionView.dequeueConfiguredReusableCell(
                using: entry.children.isEmpty ? screen : group, for: indexPath, item: entry)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<Entry>()
        for entry in Self.groups {
            outline.append([entry])
            outline.append(entry.children, to: entry)
        }
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Coming back from a screen: its row fades out of selection with the transition.
        guard let selected = catalogView.indexPathsForSelectedItems, !selected.isEmpty else { return }
        let deselect = { (animated: Bool) in
            for indexPath in selected { self.catalogView.deselectItem(at: indexPath, animated: animated) }
        }
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in deselect(true) }, completion: nil)
        } else {
            deselect(animated)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let entry = dataSource.itemIdentifier(for: indexPath), let makeScreen = entry.makeScreen else { return }
        navigationController?.pushViewController(makeScreen(), animated: true)
    }
}
