// A book store's front page: three sections, each laid out its own way by a section provider: a list
// of featured titles, a grid of genres and a grid of cover picks. Each section's column count
// adapts to the width the layout environment reports: twice as many columns on a wide screen.
import UIKit

final class StorefrontTileCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 2
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: tiles are made in code")
    }
}

final class StorefrontViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case featured, genres, picks

        /// Columns for a content width: one layout on a phone, twice the columns from 700 pt.
        func columnCount(for width: CGFloat) -> Int {
            let wide = width >= 700
            switch self {
            case .featured: return wide ? 2 : 1
            case .genres: return wide ? 8 : 4
            case .picks: return wide ? 6 : 3
            }
        }
    }

    struct Tile: Hashable {
        let section: Section
        let title: String
    }

    static let featured = [
        "The Salt Road", "Orchard Winter", "Nine Lanterns", "A Map of Rain", "Low Tide", "Paper Moths",
    ]
    static let genres = [
        "Poetry", "Travel", "History", "Cooking", "Science", "Comics", "Crime", "Nature", "Music", "Art", "Sport",
        "Myth",
    ]
    static let picks = [
        "Dune Sea", "Glass Hours", "Ferry", "Quiet Engines", "Kites", "Ember", "Tundra", "Lumen", "Ash",
    ]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Tile>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Store"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            Section(rawValue: sectionIndex).map { Self.layoutSection($0, in: environment) }
        }
    }

    static let sectionInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

    /// The layout of `kind`'s section: its columns adapt to the width the environment has for the
    /// section's content (the container's width less the section's side insets).
    static func layoutSection(_ kind: Section, in environment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        let contentWidth =
            environment.container.effectiveContentSize.width - sectionInsets.leading - sectionInsets.trailing
        let columns = kind.columnCount(for: contentWidth)
        let rowHeight: NSCollectionLayoutDimension
        switch kind {
        case .featured: rowHeight = .absolute(48)
        case .genres: rowHeight = .fractionalWidth(1 / CGFloat(columns))
        case .picks: rowHeight = .fractionalWidth(1.5 / CGFloat(columns))
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: rowHeight),
            repeatingSubitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = sectionInsets
        return section
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<StorefrontTileCell, Tile> { cell, _, tile in
            cell.titleLabel.text = tile.title
            switch tile.section {
            case .featured:
                cell.contentView.backgroundColor = .secondarySystemBackground
                cell.titleLabel.textColor = .label
            case .genres:
                cell.contentView.backgroundColor = .systemTeal
                cell.titleLabel.textColor = .black
                cell.titleLabel.font = .preferredFont(forTextStyle: .footnote)
            case .picks:
                cell.contentView.backgroundColor = .systemIndigo
                cell.titleLabel.textColor = .white
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Tile>(collectionView: collectionView) {
            collectionView, indexPath, tile in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tile)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Tile>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Self.featured.map { Tile(section: .featured, title: $0) }, toSection: .featured)
        snapshot.appendItems(Self.genres.map { Tile(section: .genres, title: $0) }, toSection: .genres)
        snapshot.appendItems(Self.picks.map { Tile(section: .picks, title: $0) }, toSection: .picks)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
