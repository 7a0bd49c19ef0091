// A workout playlist: one inset grouped section a part of the workout, value cells of track titles
// and lengths with reorder controls (and a heart, a custom view accessory, on favourites). Dragging a track reorders its part; the data source's
// reordering handlers keep the playlist store in step. A part can be moved to the top.
import UIKit

final class PlaylistViewController: UIViewController {
    enum Part: String, CaseIterable, Hashable {
        case warmUp = "Warm-up"
        case intervals = "Intervals"
        case coolDown = "Cool-down"
    }

    struct Track: Hashable {
        let title: String
        let length: String
        var isFavourite = false
    }

    static let tracks: [Part: [Track]] = [
        .warmUp: [
            Track(title: "Morning Steps", length: "3:12", isFavourite: true),
            Track(title: "Loose Shoulders", length: "2:48"),
            Track(title: "Open Road", length: "4:05"), Track(title: "Slow Build", length: "3:30"),
        ],
        .intervals: [
            Track(title: "Red Line", length: "2:55"), Track(title: "Second Wind", length: "3:41", isFavourite: true),
            Track(title: "Uphill Sprint", length: "3:03"), Track(title: "Pulse", length: "2:37"),
            Track(title: "Last Lap", length: "4:19"),
        ],
        .coolDown: [
            Track(title: "Stillwater", length: "5:02"), Track(title: "Long Exhale", length: "4:44"),
            Track(title: "Evening Light", length: "3:58"),
        ],
    ]

    /// The playlist as the app keeps it, in the order the user left it.
    private(set) var store = PlaylistViewController.tracks
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Part, Track>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Workout Mix"
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    /// Puts `part` first, as its "Play Next" action does.
    func moveToTop(_ part: Part) {
        var snapshot = dataSource.snapshot()
        guard let first = snapshot.sectionIdentifiers.first, first != part else { return }
        snapshot.moveSection(part, beforeSection: first)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Track> { cell, _, track in
            var content = UIListContentConfiguration.valueCell()
            content.text = track.title
            content.secondaryText = track.length
            cell.contentConfiguration = content
            var accessories: [UICellAccessory] = [.reorder(displayed: .always)]
            if track.isFavourite {
                let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
                accessories.insert(
                    .customView(
                        configuration: UICellAccessory.CustomViewConfiguration(
                            customView: heart, placement: .trailing(displayed: .always), tintColor: .systemPink,
                            maintainsFixedSize: true)), at: 0)
            }
            cell.accessories = accessories
        }
        dataSource = UICollectionViewDiffableDataSource<Part, Track>(collectionView: collectionView) {
            collectionView, indexPath, track in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: track)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            for change in transaction.sectionTransactions {
                let part = change.sectionIdentifier
                if let reordered = self.store[part]?.applying(change.difference) {
                    self.store[part] = reordered
                } else {
                    self.store[part] = change.finalSnapshot.items
                }
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Part, Track>()
        snapshot.appendSections(Part.allCases)
        for part in Part.allCases {
            snapshot.appendItems(store[part] ?? [], toSection: part)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
