// A mood board: a mosaic of pictures in repeating blocks, each a large tile beside a column of two
// smaller ones: a vertical group of two items nested inside a horizontal group.
import UIKit

final class MosaicTileCell: UICollectionViewCell {
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.font = .preferredFont(forTextStyle: .headline)
        captionLabel.textColor = .white
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: tiles are made in code")
    }
}

final class MosaicViewController: UIViewController {
    static let captions = [
        "Dunes", "Fern", "Harbour", "Kiln", "Lichen", "Meadow", "Quarry", "Reef", "Saltmarsh", "Terrace", "Willow",
        "Zinc",
    ]

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Mood Board"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<MosaicTileCell, String> { cell, indexPath, caption in
            cell.captionLabel.text = caption
            cell.contentView.backgroundColor = UIColor(
                hue: CGFloat(indexPath.item % 6) / 6, saturation: 0.5, brightness: 0.45, alpha: 1)
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, caption in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: caption)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.captions)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(1)))
        large.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        // Its height is ignored: `count: 2` shares the column's height between the two.
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.25)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1)),
            subitem: small, count: 2)
        let block = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.35)),
            subitems: [large, column])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: block))
    }
}
