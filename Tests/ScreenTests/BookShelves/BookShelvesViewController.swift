// A reading app's shelves: each shelf is a row that scrolls sideways (continuous orthogonal
// scrolling), made of blocks of a cover beside two stacked blurbs; the shelves stack vertically.
import UIKit

final class ShelfTileCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.numberOfLines = 2
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: tiles are made in code")
    }
}

final class BookShelvesViewController: UIViewController {
    static let shelves = ["Reading Now", "Want to Read", "Finished", "Samples", "Audiobooks"]
    static let blocksPerShelf = 4

    struct Tile: Hashable {
        let shelf: Int
        let index: Int
        /// The cover of a block, or one of its two blurbs.
        var isCover: Bool { index % 3 == 0 }
    }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Tile>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Library"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<ShelfTileCell, Tile> { cell, _, tile in
            let shelf = Self.shelves[tile.shelf]
            cell.titleLabel.text = tile.isCover ? "\(shelf) \(tile.index / 3 + 1)" : "Blurb \(tile.index % 3)"
            // Light covers with dark titles in both appearances; blurbs on the system's fill.
            cell.contentView.backgroundColor =
                tile.isCover
                ? UIColor(hue: CGFloat(tile.shelf) / 5, saturation: 0.35, brightness: 0.85, alpha: 1)
                : .tertiarySystemFill
            cell.titleLabel.textColor = tile.isCover ? .black : .label
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Tile>(collectionView: collectionView) {
            collectionView, indexPath, tile in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tile)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Tile>()
        for shelf in Self.shelves.indices {
            snapshot.appendSections([shelf])
            snapshot.appendItems((0..<Self.blocksPerShelf * 3).map { Tile(shelf: shelf, index: $0) }, toSection: shelf)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let inset = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let cover = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.45), heightDimension: .fractionalHeight(1)))
        cover.contentInsets = inset
        let blurb = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        blurb.contentInsets = inset
        let blurbs = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.55), heightDimension: .fractionalHeight(1)),
            subitems: [blurb])
        let block = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(180)),
            subitems: [cover, blurbs])
        let section = NSCollectionLayoutSection(group: block)
        section.orthogonalScrollingBehavior = .continuous
        return UICollectionViewCompositionalLayout(section: section)
    }
}
