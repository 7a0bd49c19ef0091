// The benchmark's grids: squares and cards laid out by compositional layouts, with cells of the
// team's own (a label placed by Auto Layout constraints).
import UIKit

/// A cell with one centred label on a coloured background.
public final class TileCell: UICollectionViewCell {
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        label.font = UIFont.preferredFont(forTextStyle: .title2)
        label.textColor = .white
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        contentView.layer.cornerRadius = 8
    }

    public required init?(coder: NSCoder) { fatalError("not used") }
}

/// A cell with a title over a subtitle, on a rounded secondary background.
public final class CardCell: UICollectionViewCell {
    public let title = UILabel()
    public let subtitle = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for label in [title, subtitle] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        title.font = UIFont.preferredFont(forTextStyle: .headline)
        subtitle.font = UIFont.preferredFont(forTextStyle: .footnote)
        subtitle.textColor = .secondaryLabel
        subtitle.numberOfLines = 2
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
        ])
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
    }

    public required init?(coder: NSCoder) { fatalError("not used") }
}

/// Numbered squares, `columns` to a row, each a colour of its own.
public final class TileGridViewController: UIViewController {
    private let columns: Int
    private let count: Int
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    public private(set) var collectionView: UICollectionView!

    public init(columns: Int, count: Int) {
        self.columns = columns
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    static let colours: [UIColor] = [.systemBlue, .systemTeal, .systemIndigo, .systemPink, .systemOrange, .systemGreen]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tiles"
        let fraction = 1 / CGFloat(columns)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        let tile = UICollectionView.CellRegistration<TileCell, Int> { cell, _, item in
            cell.label.text = "\(item)"
            cell.contentView.backgroundColor = Self.colours[item % Self.colours.count]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Cards two to a row: a title and a two-line subtitle each.
public final class CardGridViewController: UIViewController {
    private let count: Int
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    public private(set) var collectionView: UICollectionView!

    public init(count: Int) {
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        let card = UICollectionView.CellRegistration<CardCell, Int> { cell, _, item in
            cell.title.text = "Trip \(item + 1)"
            cell.subtitle.text = "\(item % 7 + 2) nights · from \(item * 13 % 90 + 40) € a night"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A list cell as an app configures one: a symbol, a text, a secondary text and accessories.
@MainActor public func makeRowCell(_ index: Int) -> UICollectionViewListCell {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    var content = index % 2 == 0 ? UIListContentConfiguration.valueCell() : UIListContentConfiguration.subtitleCell()
    content.text = SettingsListViewController.titles[index % SettingsListViewController.titles.count]
    content.secondaryText = index % 2 == 0 ? "On" : "Updated \(index) minutes ago"
    content.image = UIImage(
        systemName: SettingsListViewController.symbols[index % SettingsListViewController.symbols.count])
    cell.contentConfiguration = content
    cell.accessories = index % 3 == 0 ? [.checkmark()] : [.disclosureIndicator()]
    return cell
}
