// A podcast app's browse screen: one titled row per show, its episodes as cards that page sideways
// with the next card peeking in. A card stacks artwork over the episode's title and length, laid
// out by anchors: the artwork takes whatever height the two labels leave.
import UIKit

final class EpisodeCardCell: UICollectionViewCell {
    let artworkView = UIImageView()
    let titleLabel = UILabel()
    let lengthLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        artworkView.translatesAutoresizingMaskIntoConstraints = false
        artworkView.backgroundColor = .systemPurple
        artworkView.tintColor = .white
        artworkView.contentMode = .center
        artworkView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44, weight: .regular)
        artworkView.layer.cornerRadius = 10
        artworkView.clipsToBounds = true
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        lengthLabel.translatesAutoresizingMaskIntoConstraints = false
        lengthLabel.font = .preferredFont(forTextStyle: .caption1)
        lengthLabel.textColor = .secondaryLabel
        lengthLabel.adjustsFontForContentSizeCategory = true
        for view in [artworkView, titleLabel, lengthLabel] { contentView.addSubview(view) }
        NSLayoutConstraint.activate([
            artworkView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            artworkView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            artworkView.topAnchor.constraint(equalTo: contentView.topAnchor),
            titleLabel.topAnchor.constraint(equalTo: artworkView.bottomAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            lengthLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            lengthLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            lengthLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            lengthLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: cards are made in code")
    }
}

final class ShowTitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .title2)
        label.adjustsFontForContentSizeCategory = true
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: titles are made in code")
    }
}

final class PodcastBrowserViewController: UIViewController {
    static let titleKind = "show-title"

    struct Episode: Hashable {
        let show: Int
        let title: String
        let minutes: Int
        let symbol: String
    }

    static let shows: [(name: String, episodes: [Episode])] = [
        ("Field Notes", ["Owls at Dusk", "The Tide Pool", "Moss Season", "Winter Roost"]),
        ("Small Engines", ["Carburettors 101", "A Lawnmower Revival", "Two-Stroke Myths"]),
        ("Kitchen Physics", ["Why Bread Rises", "Salt and Ice", "The Perfect Crust", "Emulsions"]),
    ].enumerated().map { show, entry in
        let symbols = ["mic", "headphones", "music.note", "speaker.wave.2"]
        return (
            entry.0,
            entry.1.enumerated().map { index, title in
                Episode(
                    show: show, title: title, minutes: 24 + 7 * index + 3 * show, symbol: symbols[(show + index) % 4])
            }
        )
    }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Episode>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Browse"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let card = UICollectionView.CellRegistration<EpisodeCardCell, Episode> { cell, _, episode in
            cell.artworkView.image = UIImage(systemName: episode.symbol)
            cell.titleLabel.text = episode.title
            cell.lengthLabel.text = "\(episode.minutes) min"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Episode>(collectionView: collectionView) {
            collectionView, indexPath, episode in
            collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: episode)
        }
        let title = UICollectionView.SupplementaryRegistration<ShowTitleView>(elementKind: Self.titleKind) {
            view, _, indexPath in
            view.label.text = Self.shows[indexPath.section].name
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: title, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Episode>()
        for (index, show) in Self.shows.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(show.episodes, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(
            sectionProvider: { _, environment in
                // Wide screens show more of each row: a card is a smaller share of the width.
                let share: CGFloat = environment.container.effectiveContentSize.width > 600 ? 0.4 : 0.8
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(share), heightDimension: .absolute(220)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 16
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                let title = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: Self.titleKind, alignment: .top)
                section.boundarySupplementaryItems = [title]
                return section
            }, configuration: configuration)
    }
}
