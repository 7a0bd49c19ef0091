// A home screen's app grid: four rounded app tiles a row, each carrying a notification badge at its
// top trailing corner, a supplementary item anchored to the tile and nudged outwards by a fraction
// of its own size. A badge with no notifications is hidden.
import UIKit

final class AppTileCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.layer.cornerCurve = .continuous
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .caption2)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: tiles are made in code")
    }
}

/// The red badge with its count: round, whatever size the layout gives it.
final class NotificationBadgeView: UICollectionReusableView {
    static let reuseIdentifier = "notification-badge"
    let countLabel = UILabel()

    override var frame: CGRect {
        didSet { layer.cornerRadius = frame.width / 2 }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = frame.width / 2
        clipsToBounds = true
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        countLabel.font = .boldSystemFont(ofSize: 13)
        countLabel.textColor = .white
        countLabel.textAlignment = .center
        addSubview(countLabel)
        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: badges are made in code")
    }
}

final class AppBadgesViewController: UIViewController {
    static let badgeKind = "notification-badge-kind"

    struct App: Hashable {
        let name: String
        let notifications: Int
        let hue: CGFloat
    }

    static let apps: [App] = [
        "Mail", "Chat", "Notes", "Maps", "Music", "Files", "Photos", "Clock", "Rain", "Books", "News", "Health",
        "Wallet", "Stocks", "Tips", "Lens", "Radio", "Home", "Voice", "Fitness",
    ].enumerated().map { index, name in
        App(name: name, notifications: [3, 0, 12, 0, 1, 0, 0, 7][index % 8], hue: CGFloat(index) / 20)
    }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, App>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Home Screen"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.25, y: -0.25))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(24)),
            elementKind: Self.badgeKind, containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let tile = UICollectionView.CellRegistration<AppTileCell, App> { cell, _, app in
            cell.nameLabel.text = app.name
            cell.contentView.backgroundColor = UIColor(hue: app.hue, saturation: 0.6, brightness: 0.45, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, App>(collectionView: collectionView) {
            collectionView, indexPath, app in
            collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: app)
        }
        let badge = UICollectionView.SupplementaryRegistration<NotificationBadgeView>(elementKind: Self.badgeKind) {
            [unowned self] badge, _, indexPath in
            let count = self.dataSource.itemIdentifier(for: indexPath)?.notifications ?? 0
            badge.countLabel.text = "\(count)"
            badge.isHidden = count == 0
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, App>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.apps)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
